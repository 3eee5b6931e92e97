#!/usr/bin/env bash
# Builds the C library and lays it out as integrators expect:
#
#   <out>/include/bits.h
#   <out>/lib/libbits.a
#   <out>/lib/libbits.so.0.1.0  and the links  libbits.so.0.1 (the soname)  and  libbits.so
#                          (the soname names the ABI: 0.<minor> before 1.0, <major> after)
#   <out>/lib/pkgconfig/bits.pc
#
# so that `PKG_CONFIG_PATH=<out>/lib/pkgconfig cc app.c $(pkg-config --cflags --libs bits)`
# works. Usage: bits-ffi/dist.sh [out-dir]   (default: $CARGO_TARGET_DIR/c or target/c)
set -euo pipefail
# A relative out-dir is the caller's, not the repository's.
out="${1:-}"
[[ -z $out || $out == /* ]] || out="$PWD/$out"
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-$PWD/target}"
out="${out:-$target/c}"
cargo build -q -p bits-ffi --release
mkdir -p "$out/include" "$out/lib/pkgconfig"
out="$(cd "$out" && pwd)"
cp include/bits.h "$out/include/bits.h"
version=$(sed -n 's/^#define BITS_VERSION "\(.*\)"$/\1/p' include/bits.h)
soname=$(readelf -d "$target/release/libbits_ffi.so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[[ $soname == libbits.so.* ]] || { echo "dist: libbits_ffi.so has no soname" >&2; exit 1; }
# Copy to a temporary name, then rename: a half-written library is never visible.
cp "$target/release/libbits_ffi.so" "$out/lib/.libbits.so.tmp"
mv -f "$out/lib/.libbits.so.tmp" "$out/lib/libbits.so.$version"
# The links the loader (soname) and the linker (-lbits) look for, replaced in one step each.
for link in "$soname" libbits.so; do
  [[ $link == "libbits.so.$version" ]] && continue
  ln -sfn "libbits.so.$version" "$out/lib/.$link.tmp"
  mv -Tf "$out/lib/.$link.tmp" "$out/lib/$link"
done
# The system libraries a Rust static library needs, as rustc reports them.
# Built as a static library alone, which also names the system libraries it needs: built
# beside the rlib, the archive carries LLVM bitcode for cross-crate LTO as well (26.7 MB
# where this one is 9.4 MB), which no C linker reads.
native=$(cargo rustc -q -p bits-ffi --release --crate-type staticlib -- --print native-static-libs 2>&1 \
  | sed -n 's/.*native-static-libs: //p' | tail -1)
cp "$target/release/libbits_ffi.a" "$out/lib/.libbits.a.tmp"
mv -f "$out/lib/.libbits.a.tmp" "$out/lib/libbits.a"
# rustc prints the list only when it actually compiles; keep the last one it printed.
if [[ -n "$native" ]]; then
  echo "$native" >"$out/lib/.native-static-libs"
elif [[ -f "$out/lib/.native-static-libs" ]]; then
  native=$(cat "$out/lib/.native-static-libs")
fi
# Less -lgcc_s, the shared unwinder: a C compiler's driver links an unwinder itself (libgcc_s
# as needed when linking dynamically, libgcc_eh with -static, where -lgcc_s has no archive
# and would fail the link).
native=${native//-lgcc_s/}
native=${native//  / }
native=${native# }
# The prefix is where the file is found, so the tree may be moved or vendored whole (the
# rpath follows it: give PKG_CONFIG_PATH as an absolute path).
cat >"$out/lib/pkgconfig/.bits.pc.tmp" <<PC
prefix=\${pcfiledir}/../..
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: bits
Description: Deterministic puzzle engine of the Daily Grid site (C ABI)
Version: $version
Cflags: -I\${includedir}
Libs: -L\${libdir} -Wl,-rpath,\${libdir} -lbits
Libs.private: ${native:--lpthread -ldl -lm}
PC
mv -f "$out/lib/pkgconfig/.bits.pc.tmp" "$out/lib/pkgconfig/bits.pc"
echo "$out"
