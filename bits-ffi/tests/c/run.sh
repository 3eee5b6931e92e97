#!/usr/bin/env bash
# Builds the C test and the example against the committed include/bits.h, links them
# statically and dynamically, runs them, and runs the test under valgrind; then the threads
# test natively and under helgrind; both tests again with AddressSanitizer; the example as
# C99 and C++11 too.
# Usage: bits-ffi/tests/c/run.sh   (from anywhere; uses $CARGO_TARGET_DIR or target/)
set -euo pipefail
cd "$(dirname "$0")/../../.."
target="${CARGO_TARGET_DIR:-$PWD/target}"
dist=$(bits-ffi/dist.sh "$target/c")
build="$target/c-tests"
mkdir -p "$build"
export PKG_CONFIG_PATH="$dist/lib/pkgconfig"
CFLAGS=(-std=c11 -Wall -Wextra -Werror -pedantic -O1 -g)
src=(bits-ffi/tests/c/test_bits.c bits-ffi/tests/c/minijson.c)
vectors=bits/tests/vectors

# (grep without -q below: with pipefail, -q may close the pipe early and fail ldd.)
# Static: the archive itself plus the system libraries it needs (pkg-config --static).
static_libs=$(pkg-config --static --libs-only-l bits | sed 's/-lbits//')
# shellcheck disable=SC2086
gcc "${CFLAGS[@]}" -Iinclude "${src[@]}" "$dist/lib/libbits.a" $static_libs -lm -o "$build/test_bits_static"
# Dynamic: exactly the line an integrator writes.
# shellcheck disable=SC2046
gcc "${CFLAGS[@]}" -Iinclude "${src[@]}" $(pkg-config --libs bits) -lm -o "$build/test_bits_dynamic"

if ldd "$build/test_bits_static" | grep libbits >/dev/null; then
  echo "c: static test binary depends on libbits.so" >&2; exit 1
fi
# The program records the soname (the ABI), and the loader finds it through the link.
ldd "$build/test_bits_dynamic" | grep -E 'libbits\.so\.0\.[0-9]+ => ' >/dev/null \
  || { echo "c: dynamic test binary does not load libbits.so.0.<minor>" >&2; exit 1; }

"$build/test_bits_static" "$vectors"
"$build/test_bits_dynamic" "$vectors"
for t in static dynamic; do
  valgrind -q --error-exitcode=1 --leak-check=full --show-leak-kinds=definite,indirect,possible \
    --errors-for-leak-kinds=definite,indirect,possible "$build/test_bits_$t" "$vectors"
done

# AddressSanitizer and UndefinedBehaviorSanitizer on the C side: the test's own reads and
# writes of every buffer the library hands out or fills are checked (ASan replaces malloc,
# which the Rust side allocates through, so its blocks carry red zones too).
# shellcheck disable=SC2086
gcc "${CFLAGS[@]}" -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer \
  -Iinclude "${src[@]}" "$dist/lib/libbits.a" $static_libs -lm -o "$build/test_bits_asan"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 "$build/test_bits_asan" "$vectors"
# Enums are fixed-width (uint32_t in C, `: uint32_t` in C++): a caller built with
# -fshort-enums, as some embedded and console toolchains build by default, sees the same
# struct layouts as the library.
# shellcheck disable=SC2086
gcc "${CFLAGS[@]}" -fshort-enums -Iinclude "${src[@]}" "$dist/lib/libbits.a" $static_libs -lm \
  -o "$build/test_bits_short_enums"
valgrind -q --error-exitcode=1 "$build/test_bits_short_enums" "$vectors" >/dev/null

# Threads: many at once get what one gets (pthreads), natively and under helgrind (a
# smaller run there: helgrind is ~50x slower).
# shellcheck disable=SC2086
gcc "${CFLAGS[@]}" -pthread -Iinclude bits-ffi/tests/c/test_threads.c "$dist/lib/libbits.a" $static_libs -lm \
  -o "$build/test_threads"
"$build/test_threads"
valgrind -q --tool=helgrind --error-exitcode=1 "$build/test_threads" 4 7
# shellcheck disable=SC2086
gcc "${CFLAGS[@]}" -pthread -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer \
  -Iinclude bits-ffi/tests/c/test_threads.c "$dist/lib/libbits.a" $static_libs -lm -o "$build/test_threads_asan"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 "$build/test_threads_asan"

# The example, built the way its header comment says.
# shellcheck disable=SC2046
gcc -std=c11 -Wall -Wextra -Werror bits-ffi/examples/daily.c $(pkg-config --cflags --libs bits) -o "$build/daily"
out=$("$build/daily" 2026-11-21)
grep -q 'Bits 2026-11-21 (6x6, rank 3)' <<<"$out" || { echo "c: example output: $out" >&2; exit 1; }
grep -q 'solution: accepted' <<<"$out" || { echo "c: example did not accept the solution" >&2; exit 1; }
grep -q 'edited grid: rejected (given)' <<<"$out" || { echo "c: example did not reject a changed given" >&2; exit 1; }
# Fully static (libc too), with exactly pkg-config's list of system libraries.
# shellcheck disable=SC2046,SC2086
gcc -static -std=c11 -Wall -Wextra -Werror -Iinclude bits-ffi/examples/daily.c "$dist/lib/libbits.a" $static_libs \
  -o "$build/daily_static" 2>"$build/daily_static.log" || { cat "$build/daily_static.log" >&2; exit 1; }
[[ "$("$build/daily_static" 2026-11-21)" == "$out" ]] || { echo "c: the fully static example printed otherwise" >&2; exit 1; }
# A long practice id is the puzzle of that id, as the command line prints it.
"$build/daily" practice-championship | grep -q '^Bits practice-championship (6x6, rank 2)$' \
  || { echo "c: example cut a long id" >&2; exit 1; }
valgrind -q --error-exitcode=1 --leak-check=full "$build/daily" >/dev/null
# The header promises C99 or C++11 and later: the example is built as both too, and the
# C++ program (linked by g++, as a game engine links the library) prints the same.
# shellcheck disable=SC2046
gcc -std=c99 -Wall -Wextra -Werror -pedantic bits-ffi/examples/daily.c $(pkg-config --cflags --libs bits) -o "$build/daily_c99"
# shellcheck disable=SC2046
g++ -std=c++11 -Wall -Wextra -Werror -pedantic -x c++ bits-ffi/examples/daily.c -x none \
  $(pkg-config --cflags --libs bits) -o "$build/daily_cxx"
for v in c99 cxx; do
  [[ "$("$build/daily_$v" 2026-11-21)" == "$out" ]] || { echo "c: the $v example printed otherwise" >&2; exit 1; }
done
# shellcheck disable=SC2046
gcc -std=c11 -Wall -Wextra -Werror bits-ffi/examples/wordle.c $(pkg-config --cflags --libs bits) -o "$build/wordle"
out=$(valgrind -q --error-exitcode=1 --leak-check=full "$build/wordle" bits/data/wordle/lookup_lants.bin crane)
want=$(python3 -c 'import json; s=[x for x in json.load(open("bits/tests/vectors/wordle.json"))["solve"] if x["answer"]=="crane"][0]; print("\n".join(f"{i+1}. {g} {f}" for i,(g,f) in enumerate(zip(s["guesses"],s["feedback"]))))')
grep -qxF "solved in 4" <<<"$out" || { echo "c: wordle example: $out" >&2; exit 1; }
[[ "$(grep '^[0-9]\. ' <<<"$out")" == "$want" ]] || { echo "c: wordle example walk: $out" >&2; exit 1; }
# The README's C block is a whole program: compiled as written, run under valgrind, and
# its commented results checked.
awk '/^## C \(`bits-ffi`/ { inc = 1 } inc && /^```c$/ { grab = 1; next } grab && /^```$/ { exit }
     grab { print }' README.md >"$build/readme.c"
grep -q 'int main' "$build/readme.c" || { echo "c: README C block not found" >&2; exit 1; }
# shellcheck disable=SC2046
gcc -std=c11 -Wall -Wextra -Werror -pedantic "$build/readme.c" $(pkg-config --cflags --libs bits) -o "$build/readme"
out=$(valgrind -q --error-exitcode=1 --leak-check=full "$build/readme")
grep -qx 'valid: 1' <<<"$out" && grep -q '^valid: 0 (.*time' <<<"$out" && grep -qx '4 guesses, first lants' <<<"$out" \
  || { echo "c: README program printed: $out" >&2; exit 1; }
echo "c: static, dynamic, valgrind, AddressSanitizer, threads (helgrind, ASan), examples and the README program passed"
