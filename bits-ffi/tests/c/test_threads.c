/* Many threads calling libbits at once get exactly what one thread gets.
 *
 *   test_threads [THREADS] [DAYS]   (defaults 8 and 14)
 *
 * A "session" does with one puzzle id what a server and a player do: generate the
 * descriptor, validate the solution and a broken copy, play the puzzle to the end with
 * hints (after one deliberate mistake, undone and redone), save and restore, plus the
 * FlipIT and Sets dailies and the Binary Grid puzzle. Everything the library answers goes
 * into a transcript. The serial transcripts are the reference; then THREADS threads,
 * released together by a barrier, run every session in a different order, each with its
 * own handles (the header's contract), and every transcript must match. First, the
 * deepest calls run on a thread with the 64 KiB of stack the header asks for.
 * Built with -std=c11 -Wall -Wextra -Werror -pthread; bits-ffi/tests/c/run.sh also runs
 * it under valgrind's helgrind. */
#define _POSIX_C_SOURCE 200809L /* pthread_barrier_t */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"

/* A growing text buffer. */
typedef struct {
  char *s;
  size_t len, cap;
  int broken; /* out of memory, or a call failed: the transcript records why */
} Text;

static void say(Text *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0 || t->broken == 2) return;
  if (t->len + (size_t)n + 1 > t->cap) {
    size_t cap = (t->cap + (size_t)n + 1) * 2;
    char *s = realloc(t->s, cap);
    if (!s) {
      t->broken = 2;
      return;
    }
    t->s = s;
    t->cap = cap;
  }
  va_start(ap, fmt);
  vsnprintf(t->s + t->len, (size_t)n + 1, fmt, ap);
  va_end(ap);
  t->len += (size_t)n;
}

/* Notes a failed call in the transcript (so a failure that depends on threads shows). */
static int ok(Text *t, BitsStatus st, const BitsError *err, const char *what) {
  if (st == BITS_STATUS_OK) return 1;
  say(t, "%s failed: %s %s\n", what, bits_status_name(st), err->message);
  t->broken = 1;
  return 0;
}

/* Appends a library string to the transcript and frees it. */
static void take(Text *t, char *s) {
  say(t, "%s\n", s);
  bits_string_free(s);
}

static void play(Text *t, const BitsDescriptor *d, const BitsDescriptorData *data) {
  BitsError err;
  BitsGridState *s = NULL;
  if (!ok(t, bits_state_new(d, &s, &err), &err, "state_new")) return;
  bits_state_resume(s, 1000, &err);
  unsigned n = data->size, wrong = n * n;
  for (unsigned i = 0; i < n * n && wrong == n * n; i++)
    if (data->givens[i] == BITS_CELL_EMPTY && data->solution[i] == 1) wrong = i;
  BitsAdvice a;
  bool done = false;
  if (ok(t, bits_state_set(s, wrong / n, wrong % n, 0, &err), &err, "set") &&
      ok(t, bits_state_hint(s, &a, &err), &err, "hint on a mistake")) {
    say(t, "mistake %d %d %d %s\n", a.is_mistake, a.r, a.c, a.explanation);
  }
  bits_state_undo(s, &done, &err);
  bits_state_redo(s, &done, &err);
  bits_state_undo(s, &done, &err);
  bool solved = false;
  for (unsigned moves = 0; moves <= n * n; moves++) {
    if (!ok(t, bits_state_is_solved(s, &solved, &err), &err, "is_solved") || solved) break;
    if (!ok(t, bits_state_hint(s, &a, &err), &err, "hint")) break;
    say(t, "%d %d %u %s %s\n", a.r, a.c, a.value, a.technique, a.explanation);
    if (a.is_mistake || !ok(t, bits_state_set(s, (uint32_t)a.r, (uint32_t)a.c, a.value, &err), &err, "set"))
      break;
  }
  say(t, "solved %d\n", solved);
  uint64_t ms = 0;
  bits_state_pause(s, 61000, &err);
  bits_state_elapsed(s, 61000, &ms, &err);
  char *saved = NULL;
  if (ok(t, bits_state_to_json(s, &saved, &err), &err, "to_json")) {
    BitsGridState *again = NULL;
    bool resumed = false;
    char *back = NULL;
    if (ok(t, bits_state_new(d, &again, &err), &err, "state_new") &&
        ok(t, bits_state_restore(again, saved, &resumed, &err), &err, "restore") &&
        ok(t, bits_state_to_json(again, &back, &err), &err, "to_json")) {
      say(t, "elapsed %llu resumed %d same %d\n", (unsigned long long)ms, resumed, strcmp(back, saved) == 0);
    }
    bits_string_free(back);
    bits_state_free(again);
    take(t, saved);
  }
  bits_state_free(s);
}

static void session(Text *t, const char *id) {
  BitsError err;
  BitsDescriptor *d = NULL;
  char *json = NULL;
  say(t, "== %s\n", id);
  if (!ok(t, bits_descriptor_generate(id, NULL, &d, &err), &err, "generate")) return;
  BitsDescriptorData *data = malloc(sizeof *data);
  if (data && ok(t, bits_descriptor_data(d, data, &err), &err, "data")) {
    if (ok(t, bits_descriptor_to_json(d, &json, &err), &err, "to_json")) take(t, json);
    if (ok(t, bits_descriptor_public_json(d, &json, &err), &err, "public_json")) take(t, json);
    size_t cells = (size_t)data->size * data->size;
    BitsVerdict v;
    for (int broken = 0; broken < 2; broken++) {
      uint8_t grid[BITS_MAX_CELLS];
      memcpy(grid, data->solution, cells);
      grid[cells - 1] ^= (uint8_t)broken;
      if (ok(t, bits_validate_submission_cells(d, grid, cells, 93000, &v, &err), &err, "validate"))
        say(t, "verdict %d %d %d %d %s\n", v.valid, v.reject, v.r, v.c, v.message);
    }
    play(t, d, data);
  }
  free(data);
  bits_descriptor_free(d);

  if (ok(t, bits_flipit_daily_json(id, false, &json, &err), &err, "flipit")) take(t, json);
  BitsFlipitGame *g = NULL;
  BitsFlipitPuzzle p;
  if (ok(t, bits_flipit_daily(id, false, &p, &err), &err, "flipit daily") &&
      ok(t, bits_flipit_game_daily(id, false, &g, &err), &err, "flipit game")) {
    for (uint32_t cell = 0; cell < 16; cell++)
      if (p.solution >> cell & 1) bits_flipit_game_click(g, cell, NULL, &err);
    BitsFlipitGameState st;
    if (ok(t, bits_flipit_game_state(g, &st, &err), &err, "flipit state"))
      say(t, "flipit solved %d moves %u\n", st.solved, st.moves);
  }
  bits_flipit_game_free(g);
  if (ok(t, bits_sets_puzzle_json(id, false, &json, &err), &err, "sets")) take(t, json);
  if (ok(t, bits_binary_grid_json(id, "hard", &json, &err), &err, "binary grid")) take(t, json);
}

typedef struct {
  const char **ids;
  size_t n;
  size_t shift;
  int reverse;
  pthread_barrier_t *start;
  Text *out; /* one per id */
} Job;

static void *run(void *arg) {
  Job *j = arg;
  pthread_barrier_wait(j->start);
  for (size_t k = 0; k < j->n; k++) {
    size_t i = (k + j->shift) % j->n;
    if (j->reverse) i = j->n - 1 - i;
    session(&j->out[i], j->ids[i]);
  }
  return NULL;
}

/* The header's stack figure: the deepest calls, 16x16 and rank 3, on a thread of the 64 KiB
 * it asks for. The results go in static storage, not on the small stack. */
static BitsDescriptorData deep_data;
static BitsSolveResult deep_solved;
static BitsAdvice deep_advice;

static void *deep_calls(void *arg) {
  int *failed = arg;
  BitsError e;
  BitsOptions o;
  char *json = NULL, *steps = NULL;
  BitsDescriptor *d = NULL;
  BitsGridState *g = NULL;
  const char *id = "2026-11-21";
  if (bits_options_for_size(16, &o, &e) != BITS_STATUS_OK) goto fail;
  o.rank = 3;
  if (bits_generate_data(id, &o, &deep_data, &e) != BITS_STATUS_OK) goto fail;
  if (bits_generate_json(id, &o, false, &json, &e) != BITS_STATUS_OK) goto fail;
  if (bits_descriptor_from_json(json, &d, &e) != BITS_STATUS_OK) goto fail;
  if (bits_solve_puzzle(json, 0, &deep_solved, &e) != BITS_STATUS_OK) goto fail;
  if (bits_deduce_json(json, 3, &steps, &e) != BITS_STATUS_OK) goto fail;
  if (bits_state_new(d, &g, &e) != BITS_STATUS_OK) goto fail;
  if (bits_state_hint(g, &deep_advice, &e) != BITS_STATUS_OK) goto fail;
  goto done;
fail:
  fprintf(stderr, "FAIL on a 64 KiB stack: %s: %s\n", bits_status_name(e.status), e.message);
  *failed = 1;
done:
  bits_state_free(g);
  bits_descriptor_free(d);
  bits_string_free(steps);
  bits_string_free(json);
  return NULL;
}

static int deep_calls_on_a_small_stack(void) {
  int failed = 0;
  pthread_attr_t attr;
  pthread_t tid;
  if (pthread_attr_init(&attr) != 0 || pthread_attr_setstacksize(&attr, 64 * 1024) != 0 ||
      pthread_create(&tid, &attr, deep_calls, &failed) != 0) {
    fprintf(stderr, "cannot start a 64 KiB thread\n");
    return 1;
  }
  pthread_join(tid, NULL);
  pthread_attr_destroy(&attr);
  return failed;
}

int main(int argc, char **argv) {
  int threads = argc > 1 ? atoi(argv[1]) : 8;
  int days = argc > 2 ? atoi(argv[2]) : 14;
  if (threads < 1 || threads > 64 || days < 1 || days > 28) {
    fprintf(stderr, "usage: test_threads [THREADS 1-64] [DAYS 1-28]\n");
    return 2;
  }
  const char *ids[28];
  char names[28][24];
  for (int i = 0; i < days; i++) {
    snprintf(names[i], sizeof names[i], "2026-11-%02d", i + 1);
    ids[i] = names[i];
  }
  size_t n = (size_t)days;
  if (deep_calls_on_a_small_stack()) return 1;

  Text serial[28] = {{0}};
  for (size_t i = 0; i < n; i++) session(&serial[i], ids[i]);
  int failures = 0;
  for (size_t i = 0; i < n; i++)
    if (serial[i].broken) {
      fprintf(stderr, "FAIL serial %s:\n%s\n", ids[i], serial[i].s ? serial[i].s : "");
      failures++;
    }

  pthread_barrier_t start;
  pthread_barrier_init(&start, NULL, (unsigned)threads);
  pthread_t tid[64];
  Job jobs[64];
  for (int k = 0; k < threads; k++) {
    jobs[k] = (Job){ids, n, (size_t)k * n / (size_t)threads, k % 2, &start, calloc(n, sizeof(Text))};
    if (!jobs[k].out || pthread_create(&tid[k], NULL, run, &jobs[k]) != 0) {
      fprintf(stderr, "cannot start thread %d\n", k);
      return 2;
    }
  }
  for (int k = 0; k < threads; k++) pthread_join(tid[k], NULL);
  pthread_barrier_destroy(&start);

  for (int k = 0; k < threads; k++) {
    for (size_t i = 0; i < n; i++) {
      Text *got = &jobs[k].out[i];
      if (got->len != serial[i].len || memcmp(got->s, serial[i].s, got->len) != 0) {
        fprintf(stderr, "FAIL thread %d, %s differs from the serial run:\n%s\n--- serial:\n%s\n", k,
                ids[i], got->s ? got->s : "", serial[i].s ? serial[i].s : "");
        failures++;
      }
      free(got->s);
    }
    free(jobs[k].out);
  }
  size_t bytes = 0;
  for (size_t i = 0; i < n; i++) {
    bytes += serial[i].len;
    free(serial[i].s);
  }
  if (failures) {
    fprintf(stderr, "test_threads: %d failure(s)\n", failures);
    return 1;
  }
  printf("test_threads: %d threads x %zu sessions match the serial run (%zu bytes of transcript)\n",
         threads, n, bytes);
  return 0;
}
