/* C side of the cross-runtime determinism check: the same byte stream as the other
 * drivers (specified in run.sh), produced through include/bits.h and hashed with the
 * SHA-256 in sha256.c.
 *
 *   digest-c FROM TO [THREADS]
 *
 * Days are generated THREADS at a time with pthreads (each thread owns its handles),
 * then hashed in calendar order. */
#define _POSIX_C_SOURCE 200809L /* strdup, sysconf */
#include <bits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sha256.h"

enum { STREAMS = 6, PER_STREAM = 3, WINDOW = 256 };
static const char *const STREAM_NAMES[STREAMS] = {"bits-1", "bits-2",  "bits-3",
                                                  "binary-grid", "flipit", "sets"};
static const char *const LEVELS[3] = {"easy", "medium", "hard"};

/* One day's records: JSON strings owned by the library (freed with bits_string_free). */
typedef struct {
  char id[16];
  char *rec[STREAMS][PER_STREAM];
  char *own[STREAMS]; /* records allocated here rather than by the library */
  int count[STREAMS];
  /* A generator that gave up (see run.sh): its stream holds `error: <message>`. */
  char failed[STREAMS][BITS_MESSAGE_CAPACITY + 64];
  int failures;
  /* Anything else that went wrong, which ends the run. */
  char error[BITS_MESSAGE_CAPACITY + 64];
} Day;

static int fail(Day *day, const char *what, const BitsError *err) {
  snprintf(day->error, sizeof day->error, "%s %s: %s (%s)", day->id, what, err->message,
           bits_status_name(err->status));
  return 1;
}

/* Records a generator's typed refusal as the stream's only record. */
static void gave_up(Day *day, int stream, const BitsError *err) {
  char *rec = malloc(strlen(err->message) + 8);
  if (!rec) {
    snprintf(day->error, sizeof day->error, "%s: out of memory", day->id);
    return;
  }
  sprintf(rec, "error: %s", err->message);
  day->own[stream] = rec;
  day->rec[stream][0] = rec;
  day->count[stream] = 1;
  /* The id is copied first: snprintf may not read the struct it writes into. */
  char id[sizeof day->id];
  memcpy(id, day->id, sizeof id);
  snprintf(day->failed[day->failures], sizeof day->failed[0], "failed %s %s: %s", id,
           STREAM_NAMES[stream], err->message);
  day->failures++;
}

static int generate_day(Day *day) {
  BitsError err;
  for (int rank = 1; rank <= 3; rank++) {
    BitsOptions options;
    BitsDescriptor *d = NULL;
    if (bits_options_default(&options, &err) != BITS_STATUS_OK) return fail(day, "options", &err);
    options.rank = (uint8_t)rank;
    BitsStatus st = bits_descriptor_generate(day->id, &options, &d, &err);
    if (st == BITS_STATUS_INVALID_ARGUMENT) {
      gave_up(day, rank - 1, &err);
      continue;
    }
    if (st != BITS_STATUS_OK) return fail(day, "descriptor", &err);
    int bad = bits_descriptor_to_json(d, &day->rec[rank - 1][0], &err) != BITS_STATUS_OK ||
              bits_descriptor_public_json(d, &day->rec[rank - 1][1], &err) != BITS_STATUS_OK;
    bits_descriptor_free(d);
    if (bad) return fail(day, "descriptor json", &err);
    day->count[rank - 1] = 2;
  }
  for (int i = 0; i < 3; i++) {
    if (bits_binary_grid_json(day->id, LEVELS[i], &day->rec[3][i], &err) != BITS_STATUS_OK)
      return fail(day, "binary grid", &err);
  }
  day->count[3] = 3;
  if (bits_flipit_daily_json(day->id, false, &day->rec[4][0], &err) != BITS_STATUS_OK ||
      bits_flipit_daily_json(day->id, true, &day->rec[4][1], &err) != BITS_STATUS_OK)
    return fail(day, "flipit", &err);
  day->count[4] = 2;
  BitsStatus st = bits_sets_puzzle_json(day->id, false, &day->rec[5][0], &err);
  if (st == BITS_STATUS_INVALID_ARGUMENT) {
    gave_up(day, 5, &err);
    return 0;
  }
  if (st != BITS_STATUS_OK || bits_sets_puzzle_json(day->id, true, &day->rec[5][1], &err) != BITS_STATUS_OK)
    return fail(day, "sets", &err);
  day->count[5] = 2;
  return 0;
}

static void free_day(Day *day) {
  for (int s = 0; s < STREAMS; s++) {
    for (int k = 0; k < PER_STREAM; k++)
      if (day->rec[s][k] != day->own[s]) bits_string_free(day->rec[s][k]);
    free(day->own[s]);
  }
  memset(day, 0, sizeof *day);
}

typedef struct {
  Day *days;
  size_t n;
  atomic_size_t next;
  atomic_int failed;
} Window;

static void *worker(void *arg) {
  Window *w = arg;
  for (;;) {
    size_t i = atomic_fetch_add(&w->next, 1);
    if (i >= w->n || atomic_load(&w->failed)) return NULL;
    if (generate_day(&w->days[i])) atomic_store(&w->failed, 1);
  }
}

typedef struct {
  Sha256 hash;
  unsigned long long records, bytes;
} Stream;

static void add(Stream *s, const char *record) {
  size_t len = strlen(record);
  sha256_update(&s->hash, record, len);
  sha256_update(&s->hash, "\n", 1);
  s->records++;
  s->bytes += len + 1;
}

static void print_stream(Stream *s, const char *name) {
  char hex[65];
  sha256_hex(&s->hash, hex);
  printf("%s %llu %llu %s\n", name, s->records, s->bytes, hex);
}

/* Civil date arithmetic of our own, so the iteration does not lean on the library. */
static int leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
static void next_day(BitsDate *d) {
  static const int len[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  int days = len[d->month - 1] + (d->month == 2 && leap(d->year));
  if (++d->day > days) {
    d->day = 1;
    if (++d->month > 12) {
      d->month = 1;
      d->year++;
    }
  }
}
static int before_or_on(const BitsDate *a, const BitsDate *b) {
  if (a->year != b->year) return a->year < b->year;
  if (a->month != b->month) return a->month < b->month;
  return a->day <= b->day;
}

int main(int argc, char **argv) {
  if (argc < 3 || argc > 4) {
    fprintf(stderr, "usage: digest-c FROM TO [THREADS]\n");
    return 2;
  }
  if (sha256_self_test() != 0) {
    fprintf(stderr, "digest-c: SHA-256 self test failed\n");
    return 1;
  }
  if (strcmp(bits_version(), BITS_VERSION) != 0) {
    fprintf(stderr, "digest-c: header %s, library %s\n", BITS_VERSION, bits_version());
    return 1;
  }
  BitsDate from, to;
  BitsError err;
  if (bits_date_parse(argv[1], &from, &err) != BITS_STATUS_OK ||
      bits_date_parse(argv[2], &to, &err) != BITS_STATUS_OK) {
    fprintf(stderr, "digest-c: %s\n", err.message);
    return 2;
  }
  long threads = argc == 4 ? strtol(argv[3], NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN);
  if (threads < 1 || threads > 256) {
    fprintf(stderr, "digest-c: THREADS must be 1-256\n");
    return 2;
  }

  Stream streams[STREAMS], all;
  for (int s = 0; s < STREAMS; s++) sha256_init(&streams[s].hash), streams[s].records = streams[s].bytes = 0;
  sha256_init(&all.hash);
  all.records = all.bytes = 0;
  Day *days = calloc(WINDOW, sizeof *days);
  pthread_t *tids = calloc((size_t)threads, sizeof *tids);
  if (!days || !tids) {
    fprintf(stderr, "digest-c: out of memory\n");
    return 1;
  }
  unsigned long long count = 0;
  char **failed = NULL;
  size_t nfailed = 0;
  BitsDate day = from;
  int status = 0;
  while (status == 0 && before_or_on(&day, &to)) {
    Window w = {.days = days, .n = 0};
    atomic_init(&w.next, 0);
    atomic_init(&w.failed, 0);
    for (; w.n < WINDOW && before_or_on(&day, &to); w.n++, next_day(&day)) {
      memset(&days[w.n], 0, sizeof days[w.n]);
      if (bits_date_format(&day, days[w.n].id, sizeof days[w.n].id, &err) != BITS_STATUS_OK) {
        fprintf(stderr, "digest-c: %s\n", err.message);
        return 1;
      }
    }
    long started = 0;
    for (; started < threads; started++)
      if (pthread_create(&tids[started], NULL, worker, &w) != 0) break;
    if (started == 0) worker(&w); /* no thread available: do the work here */
    for (long t = 0; t < started; t++) pthread_join(tids[t], NULL);
    for (size_t i = 0; i < w.n; i++) {
      if (days[i].error[0]) {
        fprintf(stderr, "digest-c: %s\n", days[i].error);
        status = 1;
      }
      if (status == 0) {
        for (int f = 0; f < days[i].failures; f++) {
          char **grown = realloc(failed, (nfailed + 1) * sizeof *failed);
          if (!grown || !(grown[nfailed] = strdup(days[i].failed[f]))) {
            fprintf(stderr, "digest-c: out of memory\n");
            return 1;
          }
          failed = grown;
          nfailed++;
        }
        for (int s = 0; s < STREAMS; s++)
          for (int k = 0; k < days[i].count[s]; k++) {
            add(&streams[s], days[i].rec[s][k]);
            add(&all, days[i].rec[s][k]);
          }
      }
      free_day(&days[i]);
    }
    count += w.n;
  }
  free(days);
  free(tids);
  if (status != 0) return status;
  printf("range %04d-%02d-%02d %04d-%02d-%02d days %llu\n", (int)from.year, from.month, from.day,
         (int)to.year, to.month, to.day, count);
  for (int s = 0; s < STREAMS; s++) print_stream(&streams[s], STREAM_NAMES[s]);
  print_stream(&all, "all");
  for (size_t f = 0; f < nfailed; f++) {
    printf("%s\n", failed[f]);
    free(failed[f]);
  }
  free(failed);
  return 0;
}
