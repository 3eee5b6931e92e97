/* The C test of libbits: reads the shared golden vectors (the JSON files in bits/tests/vectors),
 * checks every result through the C ABI, and drives every error status.
 *
 *   test_bits <vector-dir>
 *
 * Exit status 0 only when every check passed. Built with -std=c11 -Wall -Wextra -Werror
 * against the committed include/bits.h, linked statically and dynamically, run under
 * valgrind by .ci/run. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "minijson.h"

static int checks, failures;

#define CHECK(cond, ...)                                          \
  do {                                                            \
    checks++;                                                     \
    if (!(cond)) {                                                \
      failures++;                                                 \
      fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);        \
      fprintf(stderr, __VA_ARGS__);                               \
      fputc('\n', stderr);                                        \
    }                                                             \
  } while (0)

#define CHECK_STATUS(call, want)                                                        \
  do {                                                                                  \
    BitsStatus got_ = (call);                                                           \
    CHECK(got_ == (want), "%s returned %s, want %s", #call, bits_status_name(got_),     \
          bits_status_name(want));                                                      \
  } while (0)

static const char *dir;

static jv *load(const char *name) {
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  jv *v = json_parse_file(path);
  if (!v) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(2);
  }
  return v;
}

static double num(const jv *obj, const char *key) {
  const jv *v = json_get(obj, key);
  if (!v || v->type != J_NUM) {
    fprintf(stderr, "vector field '%s' is not a number\n", key);
    exit(2);
  }
  return v->num;
}

static const char *str(const jv *obj, const char *key) {
  const jv *v = json_get(obj, key);
  if (!v || v->type != J_STR) {
    fprintf(stderr, "vector field '%s' is not a string\n", key);
    exit(2);
  }
  return v->str;
}

static bool boolean(const jv *obj, const char *key) {
  const jv *v = json_get(obj, key);
  if (!v || v->type != J_BOOL) {
    fprintf(stderr, "vector field '%s' is not a boolean\n", key);
    exit(2);
  }
  return v->b;
}

/* A mask of cell indices listed in a JSON array. */
static unsigned mask_of(const jv *arr) {
  unsigned m = 0;
  for (size_t i = 0; i < arr->len; i++) m |= 1u << (unsigned)arr->items[i]->num;
  return m;
}

/* Row strings ("0110…") as row-major cells. */
static size_t rows_to_cells(const jv *rows, uint8_t *cells) {
  size_t k = 0;
  for (size_t r = 0; r < rows->len; r++)
    for (const char *p = rows->items[r]->str; *p; p++) cells[k++] = (uint8_t)(*p - '0');
  return k;
}

/* Parses a JSON string the library returned, frees it, and compares it with `want`. */
static bool same_json(char *got, const jv *want) {
  jv *g = json_parse(got);
  bool eq = g && json_equal(g, want);
  if (!eq) fprintf(stderr, "  got:  %s\n", got);
  json_free(g);
  bits_string_free(got);
  return eq;
}

static void test_primitives(void) {
  jv *v = load("primitives.json");
  const jv *hashes = json_get(v, "hashes");
  for (size_t i = 0; i < hashes->len; i++) {
    const jv *h = hashes->items[i];
    const char *input = str(h, "input");
    uint32_t hs = 0, fnv = 0;
    CHECK_STATUS(bits_hash_string(input, &hs, NULL), BITS_STATUS_OK);
    CHECK(hs == (uint32_t)num(h, "hashString"), "hash_string(%s) = %u", input, hs);
    CHECK_STATUS(bits_fnv1a32(input, &fnv, NULL), BITS_STATUS_OK);
    CHECK(fnv == (uint32_t)num(h, "fnv1a32"), "fnv1a32(%s) = %u", input, fnv);
    BitsMulberry32 *rng = NULL, *rng2 = NULL;
    CHECK_STATUS(bits_mulberry32_new(hs, &rng, NULL), BITS_STATUS_OK);
    const jv *outs = json_get(h, "mulberry32");
    for (size_t k = 0; k < outs->len; k++) {
      uint32_t x = 0;
      CHECK_STATUS(bits_mulberry32_next_u32(rng, &x, NULL), BITS_STATUS_OK);
      CHECK(x == (uint32_t)outs->items[k]->num, "mulberry32(%s)[%zu] = %u", input, k, x);
    }
    CHECK_STATUS(bits_mulberry32_new(hs, &rng2, NULL), BITS_STATUS_OK);
    const jv *below = json_get(h, "below7k");
    for (size_t k = 0; k < below->len; k++) {
      uint32_t x = 0;
      CHECK_STATUS(bits_mulberry32_below(rng2, (uint32_t)(7 * (k + 1)), &x, NULL), BITS_STATUS_OK);
      CHECK(x == (uint32_t)below->items[k]->num, "below(%zu) for %s = %u", 7 * (k + 1), input, x);
    }
    bits_mulberry32_free(rng);
    bits_mulberry32_free(rng2);
  }
  const jv *dates = json_get(v, "dates");
  for (size_t i = 0; i < dates->len; i++) {
    const jv *d = dates->items[i];
    int64_t ms = (int64_t)num(d, "unixMs");
    BitsDate pt, utc;
    char buf[16];
    CHECK_STATUS(bits_pt_date(ms, &pt, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_date_format(&pt, buf, sizeof buf, NULL), BITS_STATUS_OK);
    CHECK(!strcmp(buf, str(d, "pt")), "pt_date(%lld) = %s", (long long)ms, buf);
    CHECK_STATUS(bits_utc_date(ms, &utc, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_date_format(&utc, buf, sizeof buf, NULL), BITS_STATUS_OK);
    CHECK(!strcmp(buf, str(d, "utc")), "utc_date(%lld) = %s", (long long)ms, buf);
    BitsDate back;
    CHECK_STATUS(bits_date_parse(str(d, "utc"), &back, NULL), BITS_STATUS_OK);
    CHECK(back.year == utc.year && back.month == utc.month && back.day == utc.day,
          "date_parse(%s)", str(d, "utc"));
  }
  /* Date arithmetic against the timestamps: the UTC days between two vector dates are the
   * floored day numbers' difference, and adding them to one gives the other. */
  for (size_t i = 0; i < dates->len; i++) {
    for (size_t j = 0; j < dates->len; j++) {
      const jv *a = dates->items[i], *b = dates->items[j];
      int64_t day_a = (int64_t)floor(num(a, "unixMs") / 86400000.0);
      int64_t day_b = (int64_t)floor(num(b, "unixMs") / 86400000.0);
      BitsDate da, db, sum;
      int64_t between = 0;
      char buf[16];
      CHECK_STATUS(bits_date_parse(str(a, "utc"), &da, NULL), BITS_STATUS_OK);
      CHECK_STATUS(bits_date_parse(str(b, "utc"), &db, NULL), BITS_STATUS_OK);
      CHECK_STATUS(bits_date_days_between(&da, &db, &between, NULL), BITS_STATUS_OK);
      CHECK(between == day_b - day_a, "days_between(%s, %s) = %lld", str(a, "utc"), str(b, "utc"),
            (long long)between);
      CHECK_STATUS(bits_date_add_days(&da, day_b - day_a, &sum, NULL), BITS_STATUS_OK);
      CHECK_STATUS(bits_date_format(&sum, buf, sizeof buf, NULL), BITS_STATUS_OK);
      CHECK(!strcmp(buf, str(b, "utc")), "%s + %lld days = %s", str(a, "utc"), (long long)(day_b - day_a), buf);
    }
  }
  {
    BitsDate leap = {2024, 2, 28}, last = {9999, 12, 31}, first = {0, 1, 1}, bad = {2026, 2, 30}, out;
    char buf[16];
    int64_t n = 0;
    BitsError e = {0};
    CHECK_STATUS(bits_date_add_days(&leap, 1, &out, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_date_format(&out, buf, sizeof buf, NULL), BITS_STATUS_OK);
    CHECK(!strcmp(buf, "2024-02-29"), "2024-02-28 + 1 = %s", buf);
    CHECK_STATUS(bits_date_add_days(&last, 1, &out, &e), BITS_STATUS_INVALID_ID);
    CHECK(strstr(e.message, "outside the years 0000-9999") != NULL, "%s", e.message);
    CHECK_STATUS(bits_date_add_days(&first, -1, &out, NULL), BITS_STATUS_INVALID_ID);
    CHECK_STATUS(bits_date_add_days(&leap, INT64_MIN, &out, NULL), BITS_STATUS_INVALID_ID);
    CHECK_STATUS(bits_date_days_between(&last, &first, &n, NULL), BITS_STATUS_OK);
    CHECK(n == -3652424, "days from 9999-12-31 to 0000-01-01: %lld", (long long)n);
    CHECK_STATUS(bits_date_add_days(&bad, 1, &out, NULL), BITS_STATUS_INVALID_ID);
    CHECK_STATUS(bits_date_days_between(&leap, &bad, &n, NULL), BITS_STATUS_INVALID_ID);
    CHECK_STATUS(bits_date_add_days(NULL, 1, &out, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_date_add_days(&leap, 1, NULL, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_date_days_between(&leap, NULL, &n, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_date_days_between(&leap, &leap, NULL, NULL), BITS_STATUS_NULL_POINTER);
  }
  const jv *ids = json_get(v, "puzzleIds");
  for (size_t i = 0; i < ids->len; i++) {
    const jv *d = ids->items[i];
    BitsStatus want = boolean(d, "valid") ? BITS_STATUS_OK : BITS_STATUS_INVALID_ID;
    CHECK_STATUS(bits_validate_puzzle_id(str(d, "id"), NULL), want);
  }
  const char *fields[] = {"uuids", "initials"};
  for (int f = 0; f < 2; f++) {
    const jv *list = json_get(v, fields[f]);
    for (size_t i = 0; i < list->len; i++) {
      const jv *d = list->items[i];
      BitsStatus want = boolean(d, "valid") ? BITS_STATUS_OK : BITS_STATUS_INVALID_ARGUMENT;
      BitsError err;
      BitsStatus got = f == 0 ? bits_validate_uuid(str(d, "value"), &err)
                              : bits_validate_initials(str(d, "value"), &err);
      CHECK(got == want && err.status == got, "%s '%s' -> %s", fields[f], str(d, "value"),
            bits_status_name(got));
      CHECK((got == BITS_STATUS_OK) == (err.message[0] == '\0'), "message iff failure");
    }
  }
  const jv *times = json_get(v, "timesMs");
  for (size_t i = 0; i < times->len; i++) {
    const jv *d = times->items[i];
    BitsStatus want = boolean(d, "valid") ? BITS_STATUS_OK : BITS_STATUS_INVALID_ARGUMENT;
    CHECK_STATUS(bits_validate_time_ms(num(d, "value"), NULL), want);
  }
  json_free(v);
}

static void options_of(const jv *o, BitsOptions *opts) {
  CHECK_STATUS(bits_options_default(opts, NULL), BITS_STATUS_OK);
  opts->size = (uint32_t)num(o, "size");
  const jv *rank = json_get(o, "rank");
  opts->rank = rank->type == J_NULL ? 0 : (uint8_t)rank->num;
  opts->clues_min = (uint32_t)json_get(o, "clues")->items[0]->num;
  opts->clues_max = (uint32_t)json_get(o, "clues")->items[1]->num;
  opts->hints_min = (uint32_t)json_get(o, "hints")->items[0]->num;
  opts->hints_max = (uint32_t)json_get(o, "hints")->items[1]->num;
}

/* Field by field: struct padding is not part of the value. */
static bool same_data(const BitsDescriptorData *a, const BitsDescriptorData *b) {
  if (a->size != b->size || a->difficulty_rank != b->difficulty_rank ||
      a->generator_version != b->generator_version || a->seed != b->seed ||
      a->row_order_seed != b->row_order_seed || a->clue_seed != b->clue_seed ||
      a->hint_count != b->hint_count || memcmp(a->solution, b->solution, sizeof a->solution) ||
      memcmp(a->givens, b->givens, sizeof a->givens))
    return false;
  for (uint32_t i = 0; i < a->hint_count; i++) {
    const BitsHint *x = &a->hints[i], *y = &b->hints[i];
    if (x->r != y->r || x->c != y->c || x->dir != y->dir || x->kind != y->kind) return false;
  }
  return true;
}

static void test_descriptors(void) {
  jv *v = load("binairo_descriptors.json");
  for (size_t i = 0; i < v->len; i++) {
    const jv *d = v->items[i];
    const char *id = str(d, "puzzleId");
    BitsOptions opts;
    options_of(json_get(d, "options"), &opts);
    BitsDescriptor *h = NULL;
    CHECK_STATUS(bits_descriptor_generate(id, &opts, &h, NULL), BITS_STATUS_OK);
    char *full = NULL, *pub = NULL, *again = NULL;
    CHECK_STATUS(bits_descriptor_to_json(h, &full, NULL), BITS_STATUS_OK);
    CHECK(full && !strcmp(full, str(d, "descriptor")), "descriptor %s differs", id);
    CHECK_STATUS(bits_descriptor_public_json(h, &pub, NULL), BITS_STATUS_OK);
    CHECK(pub && !strcmp(pub, str(d, "public")), "public view %s differs", id);
    CHECK(pub && !strstr(pub, "\"solution\""), "public view %s leaks the solution", id);
    bits_string_free(pub);
    /* the handle-free path gives the same bytes */
    CHECK_STATUS(bits_generate_json(id, &opts, false, &again, NULL), BITS_STATUS_OK);
    CHECK(again && !strcmp(again, str(d, "descriptor")), "generate_json %s differs", id);
    /* text cut up in place (strtok writes NULs into it) is still freed whole */
    size_t tokens = 0;
    for (char *t = again ? strtok(again, ",") : NULL; t; t = strtok(NULL, ",")) tokens++;
    CHECK(tokens > 1, "generate_json %s has no commas", id);
    bits_string_free(again);
    /* checked load round-trips */
    BitsDescriptor *loaded = NULL;
    CHECK_STATUS(bits_descriptor_from_json(str(d, "descriptor"), &loaded, NULL), BITS_STATUS_OK);
    char *reloaded = NULL;
    CHECK_STATUS(bits_descriptor_to_json(loaded, &reloaded, NULL), BITS_STATUS_OK);
    CHECK(reloaded && full && !strcmp(reloaded, full), "reload %s differs", id);
    bits_string_free(reloaded);
    bits_string_free(full);
    /* plain data agrees with the JSON */
    jv *parsed = json_parse(str(d, "descriptor"));
    static BitsDescriptorData data, data2;
    CHECK_STATUS(bits_descriptor_data(h, &data, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_generate_data(id, &opts, &data2, NULL), BITS_STATUS_OK);
    CHECK(same_data(&data, &data2), "generate_data %s differs from the handle's", id);
    uint8_t want[BITS_MAX_CELLS];
    size_t n = rows_to_cells(json_get(parsed, "solution"), want);
    CHECK(data.size * data.size == n && !memcmp(data.solution, want, n), "data.solution %s", id);
    CHECK(data.seed == (uint32_t)num(parsed, "seed"), "data.seed %s", id);
    CHECK(data.clue_seed == (uint32_t)num(parsed, "clueSeed"), "data.clueSeed %s", id);
    const jv *clues = json_get(parsed, "clues");
    size_t givens = 0;
    for (size_t k = 0; k < n; k++) givens += data.givens[k] != BITS_CELL_EMPTY;
    CHECK(givens == clues->len, "%s: %zu givens, JSON has %zu", id, givens, clues->len);
    CHECK(data.hint_count == json_get(parsed, "adjacencies")->len, "%s hint count", id);
    const jv *meta = json_get(parsed, "metadata");
    CHECK(data.difficulty_rank == (uint8_t)num(meta, "difficultyRank"), "%s rank", id);
    /* the solution follows the rules, by both entry points */
    BitsGrid g;
    memset(&g, 0, sizeof g);
    g.size = data.size;
    memcpy(g.cells, data.solution, n);
    bool ok = false;
    CHECK_STATUS(bits_grid_follows_rules(&g, &ok, NULL), BITS_STATUS_OK);
    CHECK(ok, "%s solution breaks the rules", id);
    /* the solver finds that solution alone at the descriptor's rank, from the public view
       as from the whole descriptor; the deductions fill every open cell */
    {
      static BitsSolveResult sr, sr2;
      CHECK_STATUS(bits_solve_puzzle(str(d, "public"), 0, &sr, NULL), BITS_STATUS_OK);
      CHECK(sr.solutions == 1 && sr.rank == data.difficulty_rank && sr.solution.size == data.size &&
                !memcmp(sr.solution.cells, data.solution, n),
            "%s solve: %u solutions, rank %u", id, sr.solutions, sr.rank);
      CHECK_STATUS(bits_solve_puzzle(str(d, "descriptor"), 0, &sr2, NULL), BITS_STATUS_OK);
      CHECK(sr2.solutions == 1 && sr2.rank == sr.rank && !memcmp(sr2.solution.cells, sr.solution.cells, n),
            "%s solve from the descriptor", id);
      BitsRuleCheck rc;
      CHECK_STATUS(bits_check_grid(&sr.solution, true, &rc, NULL), BITS_STATUS_OK);
      CHECK(!rc.broken && rc.reject == BITS_REJECT_NONE && rc.r == -1, "%s check_grid: %s", id, rc.message);
      char *steps = NULL, *steps2 = NULL;
      CHECK_STATUS(bits_deduce_json(str(d, "public"), 3, &steps, NULL), BITS_STATUS_OK);
      CHECK_STATUS(bits_deduce_json(str(d, "descriptor"), 3, &steps2, NULL), BITS_STATUS_OK);
      CHECK(steps && steps2 && !strcmp(steps, steps2), "%s deductions differ by input", id);
      jv *list = steps ? json_parse(steps) : NULL;
      CHECK(list && list->type == J_ARR && list->len == n - givens, "%s: %zu deductions for %zu open cells", id,
            list ? list->len : 0, n - givens);
      for (size_t k = 0; list && k < list->len; k++) {
        const jv *step = list->items[k];
        size_t at = (size_t)num(step, "r") * data.size + (size_t)num(step, "c");
        CHECK((uint8_t)num(step, "value") == data.solution[at] && num(step, "level") <= data.difficulty_rank &&
                  str(step, "explanation")[0] != '\0',
              "%s deduction %zu", id, k);
      }
      json_free(list);
      bits_string_free(steps);
      bits_string_free(steps2);
    }
    if (data.size == 6) {
      BitsGrid6 g6;
      CHECK_STATUS(bits_descriptor_solution6(h, &g6, NULL), BITS_STATUS_OK);
      CHECK(!memcmp(g6.cells, want, 36), "%s solution6", id);
      ok = false;
      CHECK_STATUS(bits_grid6_follows_rules(&g6, &ok, NULL), BITS_STATUS_OK);
      CHECK(ok, "%s grid6 breaks the rules", id);
      g6.cells[0] ^= 1; /* one flip unbalances row 0 */
      CHECK_STATUS(bits_grid6_follows_rules(&g6, &ok, NULL), BITS_STATUS_OK);
      CHECK(!ok, "%s flipped grid6 still follows the rules", id);
    } else {
      BitsGrid6 g6;
      CHECK_STATUS(bits_descriptor_solution6(h, &g6, NULL), BITS_STATUS_WRONG_LENGTH);
    }
    json_free(parsed);
    bits_descriptor_free(loaded);
    bits_descriptor_free(h);
  }
  json_free(v);
}

static const char *reject_name(BitsReject r) {
  static const char *names[] = {"",       "shape",   "value",     "incomplete", "given",
                                "triple", "balance", "duplicate", "adjacency",  "time"};
  return (unsigned)r < sizeof names / sizeof *names ? names[r] : "?";
}

static void test_submissions(void) {
  jv *v = load("binairo_submissions.json");
  for (size_t i = 0; i < v->len; i++) {
    const jv *d = v->items[i];
    const char *id = str(d, "puzzleId");
    BitsOptions opts;
    options_of(json_get(d, "options"), &opts);
    BitsDescriptor *h = NULL;
    CHECK_STATUS(bits_descriptor_generate(id, &opts, &h, NULL), BITS_STATUS_OK);
    const jv *sub = json_get(d, "submission");
    const jv *want = json_get(d, "verdict");
    char *sub_text = json_dump(sub);
    char *verdict = NULL;
    CHECK_STATUS(bits_validate_submission_json(h, sub_text, &verdict, NULL), BITS_STATUS_OK);
    CHECK(verdict && same_json(verdict, want), "submission %zu (%s): verdict differs", i, id);
    free(sub_text);
    /* the plain-data path, for submissions a cell array can express */
    const jv *grid = json_get(sub, "grid");
    const jv *time = json_get(sub, "timeMs");
    size_t n = (size_t)opts.size;
    bool square = grid && grid->type == J_ARR && grid->len == n && time && time->type == J_NUM;
    uint8_t cells[BITS_MAX_CELLS];
    for (size_t r = 0; square && r < n; r++) {
      const jv *row = grid->items[r];
      if (row->type != J_ARR || row->len != n) { square = false; break; }
      for (size_t c = 0; c < n; c++) {
        const jv *x = row->items[c];
        if (x->type == J_NULL) cells[r * n + c] = BITS_CELL_EMPTY;
        else if (x->type == J_NUM && (x->num == 0 || x->num == 1)) cells[r * n + c] = (uint8_t)x->num;
        else cells[r * n + c] = 2; /* any other value */
      }
    }
    if (square) {
      BitsVerdict pv;
      CHECK_STATUS(bits_validate_submission_cells(h, cells, n * n, time->num, &pv, NULL), BITS_STATUS_OK);
      bool valid = boolean(want, "valid");
      CHECK(pv.valid == valid, "submission %zu: cells verdict valid=%d", i, pv.valid);
      if (!valid) {
        CHECK(!strcmp(reject_name(pv.reject), str(want, "code")), "submission %zu: code %s, want %s",
              i, reject_name(pv.reject), str(want, "code"));
        CHECK(!strcmp(pv.message, str(want, "message")), "submission %zu: message '%s'", i, pv.message);
        const jv *r = json_get(want, "r"), *c = json_get(want, "c");
        CHECK(pv.r == (r ? (int)r->num : -1) && pv.c == (c ? (int)c->num : -1), "submission %zu: cell", i);
      }
      /* the 36-byte grid gives the same verdict */
      if (n == 6) {
        BitsGrid6 g6;
        memcpy(g6.cells, cells, 36);
        BitsVerdict v6;
        CHECK_STATUS(bits_validate_grid6(h, &g6, time->num, &v6, NULL), BITS_STATUS_OK);
        CHECK(v6.valid == pv.valid && v6.reject == pv.reject && v6.r == pv.r && v6.c == pv.c &&
                  !strcmp(v6.message, pv.message),
              "submission %zu: grid6 verdict differs from cells: %s", i, v6.message);
      } else {
        BitsVerdict v6;
        CHECK_STATUS(bits_validate_grid6(h, &(BitsGrid6){{0}}, time->num, &v6, NULL), BITS_STATUS_WRONG_LENGTH);
      }
    }
    bits_descriptor_free(h);
  }
  json_free(v);
}

static void test_binary_grid(void) {
  jv *v = load("binary_grid.json");
  for (size_t i = 0; i < v->len; i++) {
    const jv *d = v->items[i];
    const char *key = str(d, "dateKey"), *diff = str(d, "difficulty");
    char *json = NULL;
    CHECK_STATUS(bits_binary_grid_json(key, diff, &json, NULL), BITS_STATUS_OK);
    CHECK(json && !strcmp(json, str(d, "puzzleInfo")), "binary grid %s %s differs", key, diff);
    bits_string_free(json);
    BitsBinaryGrid p;
    CHECK_STATUS(bits_binary_grid_data(key, diff, &p, NULL), BITS_STATUS_OK);
    uint8_t want[36];
    rows_to_cells(json_get(d, "solution"), want);
    CHECK(!memcmp(p.solution, want, 36), "binary grid %s %s solution", key, diff);
    for (int k = 0; k < 36; k++)
      CHECK(p.givens[k] == BITS_CELL_EMPTY || p.givens[k] == want[k], "given %d disagrees", k);
    /* the solution is accepted; with a given changed it is refused as "given" */
    char sub[512];
    int off = snprintf(sub, sizeof sub, "{\"timeMs\":60000,\"grid\":[");
    for (int r = 0; r < 6; r++) {
      off += snprintf(sub + off, sizeof sub - (size_t)off, "%s[", r ? "," : "");
      for (int c = 0; c < 6; c++)
        off += snprintf(sub + off, sizeof sub - (size_t)off, "%s%d", c ? "," : "", want[r * 6 + c]);
      off += snprintf(sub + off, sizeof sub - (size_t)off, "]");
    }
    snprintf(sub + off, sizeof sub - (size_t)off, "]}");
    char *verdict = NULL;
    CHECK_STATUS(bits_binary_grid_validate_json(key, diff, sub, &verdict, NULL), BITS_STATUS_OK);
    jv *pv = verdict ? json_parse(verdict) : NULL;
    CHECK(pv && json_get(pv, "valid") && json_get(pv, "valid")->b, "binary grid solution refused: %s", verdict);
    json_free(pv);
    bits_string_free(verdict);
  }
  json_free(v);
}

static void test_flipit(void) {
  jv *v = load("flipit.json");
  const char *sections[] = {"daily", "dailyUnique"};
  for (int s = 0; s < 2; s++) {
    const jv *days = json_get(json_get(v, sections[s]), "days");
    for (size_t i = 0; i < days->len; i++) {
      const jv *d = days->items[i];
      const char *date = str(d, "date");
      BitsFlipitPuzzle p;
      CHECK_STATUS(bits_flipit_daily(date, s == 1, &p, NULL), BITS_STATUS_OK);
      const jv *puzzle = json_get(d, "puzzle");
      CHECK(p.number == (uint16_t)num(puzzle, "number"), "%s %s number %u", sections[s], date, p.number);
      CHECK(p.solution == mask_of(json_get(d, "clicks")), "%s %s solution", sections[s], date);
      CHECK(p.clicks_required == (uint32_t)num(puzzle, "clicksRequired"), "%s %s clicks", sections[s], date);
      char *json = NULL;
      CHECK_STATUS(bits_flipit_daily_json(date, s == 1, &json, NULL), BITS_STATUS_OK);
      CHECK(json && !strcmp(json, str(d, "json")), "%s %s JSON differs", sections[s], date);
      bits_string_free(json);
    }
  }
  const jv *solve = json_get(v, "solve");
  for (size_t i = 0; i < solve->len; i++) {
    const jv *d = solve->items[i];
    uint16_t clicks = 0;
    CHECK_STATUS(bits_flipit_solve((uint32_t)num(d, "number"), &clicks, NULL), BITS_STATUS_OK);
    CHECK(clicks == mask_of(json_get(d, "clicks")), "solve %g", num(d, "number"));
  }
  /* The solver's clicks on a board give the goal; the symmetry classes counted here from
   * canonical forms agree with the engine's count and the vectors. */
  uint16_t goal = (uint16_t)num(v, "goal");
  for (size_t i = 0; i < solve->len; i++) {
    const jv *d = solve->items[i];
    uint16_t board = 0;
    CHECK_STATUS(bits_flipit_apply_clicks((uint32_t)num(d, "number"), (uint16_t)mask_of(json_get(d, "clicks")),
                                          &board, NULL), BITS_STATUS_OK);
    CHECK(board == goal, "apply_clicks(%g, solution) = %u", num(d, "number"), board);
  }
  {
    static bool seen[65536];
    uint32_t classes = 0;
    for (int a = 0; a < 16; a++)
      for (int b = a + 1; b < 16; b++)
        for (int c = b + 1; c < 16; c++) {
          uint16_t start = 0, form = 0;
          CHECK_STATUS(bits_flipit_apply_clicks(goal, (uint16_t)(1u << a | 1u << b | 1u << c), &start, NULL),
                       BITS_STATUS_OK);
          CHECK_STATUS(bits_flipit_canonical(start, &form, NULL), BITS_STATUS_OK);
          if (!seen[form]) { seen[form] = true; classes++; }
        }
    uint32_t want = (uint32_t)num(json_get(v, "symmetry"), "distinctUpToSymmetry");
    CHECK(classes == want, "classes by canonical forms: %u", classes);
    CHECK(bits_flipit_three_click_classes() == want, "three_click_classes");
    uint16_t form = 0;
    CHECK_STATUS(bits_flipit_canonical(1u << 15, &form, NULL), BITS_STATUS_OK);
    CHECK(form == 1, "canonical(corner) = %u", form);
    CHECK_STATUS(bits_flipit_canonical(65536, &form, NULL), BITS_STATUS_INVALID_ARGUMENT);
    CHECK_STATUS(bits_flipit_apply_clicks(65536, 0, &form, NULL), BITS_STATUS_INVALID_ARGUMENT);
    CHECK_STATUS(bits_flipit_apply_clicks(0, 0, NULL, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_flipit_canonical(0, NULL, NULL), BITS_STATUS_NULL_POINTER);
  }
  const jv *games = json_get(v, "games");
  for (size_t i = 0; i < games->len; i++) {
    const jv *d = games->items[i];
    const jv *date = json_get(d, "date");
    uint32_t number = (uint32_t)num(d, "number");
    BitsFlipitGame *g = NULL;
    if (date->type == J_NULL) CHECK_STATUS(bits_flipit_game_new(number, &g, NULL), BITS_STATUS_OK);
    else CHECK_STATUS(bits_flipit_game_new_dated(date->str, number, &g, NULL), BITS_STATUS_OK);
    const jv *clicks = json_get(d, "clicks");
    for (size_t k = 0; k < clicks->len; k++)
      CHECK_STATUS(bits_flipit_game_click(g, (uint32_t)clicks->items[k]->num, NULL, NULL), BITS_STATUS_OK);
    BitsFlipitGameState st;
    CHECK_STATUS(bits_flipit_game_state(g, &st, NULL), BITS_STATUS_OK);
    CHECK(st.board == (uint16_t)num(d, "board"), "game %zu board %u", i, st.board);
    CHECK(st.clicked == mask_of(json_get(d, "clicked")), "game %zu clicked", i);
    CHECK(st.moves == (uint32_t)num(d, "moves"), "game %zu moves", i);
    CHECK(st.solved == boolean(d, "solved"), "game %zu solved", i);
    CHECK(st.clicks_remaining == (uint32_t)num(d, "clicksRemaining"), "game %zu remaining", i);
    char *save = NULL;
    CHECK_STATUS(bits_flipit_game_to_json(g, &save, NULL), BITS_STATUS_OK);
    CHECK(save && !strcmp(save, str(d, "save")), "game %zu save: %s", i, save);
    BitsFlipitGame *restored = NULL;
    CHECK_STATUS(bits_flipit_game_from_json(str(d, "save"), &restored, NULL), BITS_STATUS_OK);
    BitsFlipitGameState st2;
    CHECK_STATUS(bits_flipit_game_state(restored, &st2, NULL), BITS_STATUS_OK);
    CHECK(st.number == st2.number && st.board == st2.board && st.clicked == st2.clicked &&
              st.moves == st2.moves && st.solved == st2.solved &&
              st.clicks_remaining == st2.clicks_remaining,
          "game %zu restore", i);
    if (st.solved) {
      /* Solved is final: no click, no reset, no save restored over it. */
      CHECK_STATUS(bits_flipit_game_click(restored, 0, NULL, NULL), BITS_STATUS_NOT_ALLOWED);
      CHECK_STATUS(bits_flipit_game_reset(restored, NULL), BITS_STATUS_NOT_ALLOWED);
      CHECK_STATUS(bits_flipit_game_restore(restored, str(d, "save"), NULL), BITS_STATUS_NOT_ALLOWED);
      CHECK_STATUS(bits_flipit_game_state(restored, &st2, NULL), BITS_STATUS_OK);
      CHECK(st2.board == st.board && st2.clicked == st.clicked && st2.moves == st.moves,
            "game %zu: a refused move changed the solved game", i);
    } else {
      CHECK_STATUS(bits_flipit_game_reset(restored, NULL), BITS_STATUS_OK);
      CHECK_STATUS(bits_flipit_game_state(restored, &st2, NULL), BITS_STATUS_OK);
      /* a reset undoes every click, and counts the undoing clicks as moves */
      CHECK(st2.board == number && st2.clicked == 0 &&
                st2.moves == st.moves + (uint32_t)json_get(d, "clicked")->len,
            "game %zu reset: moves %u", i, st2.moves);
    }
    bits_string_free(save);
    bits_flipit_game_free(restored);
    bits_flipit_game_free(g);
  }
  const jv *rejected = json_get(v, "rejectedGames");
  for (size_t i = 0; i < rejected->len; i++) {
    const jv *d = rejected->items[i];
    BitsFlipitGame *g = NULL;
    BitsStatus want = !strcmp(str(d, "error"), "Json") ? BITS_STATUS_BAD_JSON : BITS_STATUS_INVALID_DATA;
    CHECK_STATUS(bits_flipit_game_from_json(str(d, "json"), &g, NULL), want);
    CHECK(g == NULL, "a refused game left a handle");
  }
  /* Restoring into a known puzzle refuses a save of another puzzle or day, and leaves the
     game as it was; a save of that puzzle comes back whole. */
  {
    BitsFlipitGame *today = NULL, *fresh = NULL;
    CHECK_STATUS(bits_flipit_game_daily("2026-11-22", false, &today, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_flipit_game_click(today, 3, NULL, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_flipit_game_click(today, 9, NULL, NULL), BITS_STATUS_OK);
    char *save = NULL;
    CHECK_STATUS(bits_flipit_game_to_json(today, &save, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_flipit_game_daily("2026-11-22", false, &fresh, NULL), BITS_STATUS_OK);
    BitsFlipitGameState before, after, want;
#define SAME_GAME(a, b) ((a).number == (b).number && (a).board == (b).board && (a).clicked == (b).clicked && \
                         (a).moves == (b).moves && (a).solved == (b).solved && \
                         (a).clicks_remaining == (b).clicks_remaining)
    CHECK_STATUS(bits_flipit_game_state(fresh, &before, NULL), BITS_STATUS_OK);
    BitsError e = {0};
    CHECK_STATUS(bits_flipit_game_restore(fresh, "{\"date\":\"2026-11-22\",\"number\":0,\"clicked\":[],\"moves\":0}", &e),
                 BITS_STATUS_INVALID_DATA);
    CHECK(strstr(e.message, "not puzzle") != NULL, "another puzzle: %s", e.message);
    char other_day[128];
    snprintf(other_day, sizeof other_day, "{\"date\":\"2026-11-23\",\"number\":%u,\"clicked\":[],\"moves\":0}",
             (unsigned)before.number);
    CHECK_STATUS(bits_flipit_game_restore(fresh, other_day, &e), BITS_STATUS_INVALID_DATA);
    CHECK(strstr(e.message, "2026-11-23") != NULL, "another day: %s", e.message);
    CHECK_STATUS(bits_flipit_game_restore(fresh, "{", NULL), BITS_STATUS_BAD_JSON);
    CHECK_STATUS(bits_flipit_game_restore(fresh, NULL, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_flipit_game_restore(NULL, save, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_flipit_game_state(fresh, &after, NULL), BITS_STATUS_OK);
    CHECK(SAME_GAME(before, after), "a refused restore changed the game");
    CHECK_STATUS(bits_flipit_game_restore(fresh, save, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_flipit_game_state(fresh, &after, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_flipit_game_state(today, &want, NULL), BITS_STATUS_OK);
    CHECK(SAME_GAME(want, after) && after.moves == 2, "restored game differs");
#undef SAME_GAME
    bits_string_free(save);
    bits_flipit_game_free(today);
    bits_flipit_game_free(fresh);
  }
  json_free(v);
}

static void test_sets(void) {
  jv *v = load("sets.json");
  const jv *dailies = json_get(v, "dailies");
  for (size_t i = 0; i < dailies->len; i++) {
    const jv *d = dailies->items[i];
    char *json = NULL;
    CHECK_STATUS(bits_sets_puzzle_json(str(d, "id"), false, &json, NULL), BITS_STATUS_OK);
    CHECK(json && same_json(json, d), "sets daily %s differs", str(d, "id"));
    CHECK_STATUS(bits_sets_puzzle_json(str(d, "id"), true, &json, NULL), BITS_STATUS_OK);
    CHECK(json && !strstr(json, "generatedSolution") && !strstr(json, "shortestSolution"),
          "sets public %s leaks the answer", str(d, "id"));
    bits_string_free(json);
  }
  const jv *tables = json_get(v, "tables");
  const jv *check = json_get(v, "check");
  for (size_t i = 0; i < check->len; i++) {
    const jv *d = check->items[i];
    char *table = json_dump(json_get(tables, str(d, "table")));
    char *out = NULL;
    CHECK_STATUS(bits_sets_check_json(table, str(d, "answer"), &out, NULL), BITS_STATUS_OK);
    jv *got = out ? json_parse(out) : NULL;
    CHECK(got && json_get(got, "valid")->b == boolean(d, "valid") &&
              !strcmp(str(got, "code"), str(d, "code")) && num(got, "goal") == num(d, "goal") &&
              !strcmp(str(got, "message"), str(d, "message")),
          "sets check '%s': %s", str(d, "answer"), out);
    const jv *want_value = json_get(d, "value");
    const jv *got_value = got ? json_get(got, "value") : NULL;
    CHECK(got_value && (want_value ? json_equal(got_value, want_value) : got_value->type == J_NULL),
          "sets check '%s' value", str(d, "answer"));
    json_free(got);
    bits_string_free(out);
    free(table);
  }
  /* Evaluation while typing, and the canonical spelling, against the vectors. */
  const jv *eval = json_get(v, "eval");
  for (size_t i = 0; i < eval->len; i++) {
    const jv *d = eval->items[i];
    const jv *cards = json_get(d, "cards");
    uint8_t deal[8];
    for (size_t k = 0; k < cards->len && k < 8; k++) deal[k] = (uint8_t)cards->items[k]->num;
    char *out = NULL;
    CHECK_STATUS(bits_sets_evaluate_json(deal, cards->len, str(d, "answer"), &out, NULL), BITS_STATUS_OK);
    jv *got = out ? json_parse(out) : NULL;
    CHECK(got && !strcmp(str(got, "canonical"), str(d, "canonical")) &&
              json_equal(json_get(got, "cubeCount"), json_get(d, "cubeCount")) &&
              json_equal(json_get(got, "active"), json_get(d, "active")) &&
              json_equal(json_get(got, "named"), json_get(d, "named")) &&
              json_equal(json_get(got, "value"), json_get(d, "value")),
          "sets evaluate '%s': %s", str(d, "answer"), out);
    json_free(got);
    bits_string_free(out);
    char *canonical = NULL;
    CHECK_STATUS(bits_sets_parse_answer(str(d, "answer"), &canonical, NULL), BITS_STATUS_OK);
    CHECK(canonical && !strcmp(canonical, str(d, "canonical")), "sets parse '%s': %s", str(d, "answer"), canonical);
    bits_string_free(canonical);
  }
  const jv *parse_errors = json_get(v, "parseErrors");
  for (size_t i = 0; i < parse_errors->len; i++) {
    const jv *d = parse_errors->items[i];
    char *canonical = NULL, *out = NULL;
    BitsError e = {0};
    CHECK_STATUS(bits_sets_parse_answer(str(d, "answer"), &canonical, &e), BITS_STATUS_INVALID_ARGUMENT);
    CHECK(canonical == NULL && strstr(e.message, "answer: ") == e.message, "parse error '%s': %s", str(d, "answer"),
          e.message);
    CHECK_STATUS(bits_sets_evaluate_json((const uint8_t[]){1, 2, 3}, 3, str(d, "answer"), &out, NULL),
                 BITS_STATUS_INVALID_ARGUMENT);
    CHECK(out == NULL, "a refused evaluation left a string");
  }
  {
    char *out = NULL;
    const uint8_t nine[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9}, bad[2] = {1, 16};
    CHECK_STATUS(bits_sets_evaluate_json(nine, 9, "red", &out, NULL), BITS_STATUS_INVALID_ARGUMENT);
    /* a deal holds distinct cards: a repeated one is refused, not counted once */
    BitsError dup_err;
    CHECK_STATUS(bits_sets_evaluate_json((const uint8_t[]){1, 5, 1}, 3, "red", &out, &dup_err), BITS_STATUS_INVALID_ARGUMENT);
    CHECK(strstr(dup_err.message, "same card") != NULL, "duplicate card: %s", dup_err.message);
    CHECK_STATUS(bits_sets_evaluate_json(bad, 2, "red", &out, &dup_err), BITS_STATUS_INVALID_ARGUMENT);
    /* numbered from 0, as the duplicate's message numbers cards */
    CHECK(!strcmp(dup_err.message, "card 1 is 16, not an index 0–15"), "bad card: %s", dup_err.message);
    CHECK_STATUS(bits_sets_evaluate_json(NULL, 1, "red", &out, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_sets_evaluate_json(bad, 1, NULL, &out, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_sets_parse_answer("red", NULL, NULL), BITS_STATUS_NULL_POINTER);
    CHECK(out == NULL, "a refused evaluation left a string");
    /* no cards may be NULL, as the header says; the answer is JavaScript's for [] */
    CHECK_STATUS(bits_sets_evaluate_json(NULL, 0, "red", &out, NULL), BITS_STATUS_OK);
    CHECK(out && !strcmp(out, "{\"canonical\":\"red\",\"cubeCount\":1,\"active\":[],\"named\":[],\"value\":0}"),
          "empty deal: %s", out ? out : "(null)");
    bits_string_free(out);
    out = NULL;
  }
  const jv *solve = json_get(v, "solve");
  for (size_t i = 0; i < solve->len; i++) {
    const jv *d = solve->items[i];
    char *table = json_dump(json_get(d, "table"));
    char *out = NULL;
    CHECK_STATUS(bits_sets_solve_json(table, &out, NULL), BITS_STATUS_OK);
    jv *got = out ? json_parse(out) : NULL;
    CHECK(got && json_equal(json_get(got, "shortest"), json_get(d, "shortest")) &&
              json_equal(json_get(got, "cubeCount"), json_get(d, "cubeCount")) &&
              json_equal(json_get(got, "solutions"), json_get(d, "solutions")),
          "sets solve %s: %s", str(d, "name"), out);
    json_free(got);
    bits_string_free(out);
    free(table);
  }
  json_free(v);
}

/* The play state over the first daily descriptor of the vectors: play the solution in by
 * following hints, check undo/redo, locks, refusals, the timer and save/restore. */
static void test_state(void) {
  jv *v = load("binairo_descriptors.json");
  const jv *d0 = v->items[0];
  BitsDescriptor *d = NULL;
  CHECK_STATUS(bits_descriptor_from_json(str(d0, "descriptor"), &d, NULL), BITS_STATUS_OK);
  static BitsDescriptorData data;
  CHECK_STATUS(bits_descriptor_data(d, &data, NULL), BITS_STATUS_OK);
  BitsGridState *s = NULL;
  CHECK_STATUS(bits_state_new(d, &s, NULL), BITS_STATUS_OK);
  uint32_t n = 0;
  CHECK_STATUS(bits_state_size(s, &n, NULL), BITS_STATUS_OK);
  CHECK(n == data.size, "state size %u", n);
  BitsStateCell cells[BITS_MAX_CELLS];
  size_t len = 0;
  CHECK_STATUS(bits_state_cells(s, cells, 3, &len, NULL), BITS_STATUS_BUFFER_TOO_SMALL);
  CHECK(len == (size_t)n * n, "cells len %zu", len);
  /* NULL is a size query only at capacity 0, as for every array this library fills */
  len = 0;
  CHECK_STATUS(bits_state_cells(s, NULL, 0, &len, NULL), BITS_STATUS_BUFFER_TOO_SMALL);
  CHECK(len == (size_t)n * n, "cells len from a size query %zu", len);
  CHECK_STATUS(bits_state_cells(s, NULL, 5, &len, NULL), BITS_STATUS_NULL_POINTER);
  {
    size_t nr = 0;
    CHECK_STATUS(bits_state_line_reports(s, NULL, 5, &nr, NULL), BITS_STATUS_NULL_POINTER);
  }
  CHECK_STATUS(bits_state_cells(s, cells, BITS_MAX_CELLS, &len, NULL), BITS_STATUS_OK);
  int open = -1;
  for (size_t i = 0; i < len; i++) {
    CHECK(cells[i].is_clue == (data.givens[i] != BITS_CELL_EMPTY), "cell %zu clue flag", i);
    if (cells[i].is_clue) CHECK(cells[i].value == data.givens[i], "cell %zu given value", i);
    else if (open < 0) open = (int)i;
  }
  BitsError err;
  /* refusals: a given, out of range, a bad value */
  for (size_t i = 0; i < len; i++)
    if (cells[i].is_clue) {
      CHECK_STATUS(bits_state_tap(s, cells[i].r, cells[i].c, NULL, &err), BITS_STATUS_NOT_ALLOWED);
      break;
    }
  CHECK_STATUS(bits_state_set(s, n, 0, 1, NULL), BITS_STATUS_INVALID_ARGUMENT);
  /* the value is judged before the cell, in the core's words (as in Python) */
  CHECK_STATUS(bits_state_set(s, n, 0, 7, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "7 is not 0, 1 or empty"), "value message: %s", err.message);
  CHECK_STATUS(bits_state_lock(s, BITS_LINE_KIND_ROW, 0, NULL), BITS_STATUS_NOT_ALLOWED);
  /* tap cycles empty -> 0 -> 1 -> empty; undo and redo */
  uint32_t r0 = (uint32_t)open / n, c0 = (uint32_t)open % n;
  uint8_t val = 9;
  CHECK_STATUS(bits_state_tap(s, r0, c0, &val, NULL), BITS_STATUS_OK);
  CHECK(val == 0, "first tap gives 0, got %u", val);
  CHECK_STATUS(bits_state_tap(s, r0, c0, &val, NULL), BITS_STATUS_OK);
  CHECK(val == 1, "second tap gives 1, got %u", val);
  bool done = false;
  CHECK_STATUS(bits_state_undo(s, &done, NULL), BITS_STATUS_OK);
  CHECK(done, "undo");
  CHECK_STATUS(bits_state_cells(s, cells, BITS_MAX_CELLS, &len, NULL), BITS_STATUS_OK);
  CHECK(cells[open].value == 0, "after undo the cell is 0");
  CHECK_STATUS(bits_state_redo(s, &done, NULL), BITS_STATUS_OK);
  CHECK(done, "redo");
  /* a restart empties the board as one move, and one undo brings it back */
  CHECK_STATUS(bits_state_restart(s, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_state_cells(s, cells, BITS_MAX_CELLS, &len, NULL), BITS_STATUS_OK);
  CHECK(cells[open].value == BITS_CELL_EMPTY, "after a restart the cell is empty");
  CHECK_STATUS(bits_state_undo(s, &done, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_state_cells(s, cells, BITS_MAX_CELLS, &len, NULL), BITS_STATUS_OK);
  CHECK(done && cells[open].value == 1, "undo takes the restart back");
  CHECK_STATUS(bits_state_restart(NULL, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_state_set(s, r0, c0, BITS_CELL_EMPTY, NULL), BITS_STATUS_OK);
  /* the clock runs on the caller's timestamps */
  bool running = true;
  CHECK_STATUS(bits_state_clock_running(s, &running, NULL), BITS_STATUS_OK);
  CHECK(!running, "a new state's clock stands still");
  CHECK_STATUS(bits_state_resume(s, 1000, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_state_clock_running(s, &running, NULL), BITS_STATUS_OK);
  CHECK(running, "resumed, the clock runs");
  CHECK_STATUS(bits_state_pause(s, 61000, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_state_clock_running(s, &running, NULL), BITS_STATUS_OK);
  CHECK(!running, "paused, it stands still");
  CHECK_STATUS(bits_state_clock_running(NULL, &running, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_state_clock_running(s, NULL, NULL), BITS_STATUS_NULL_POINTER);
  uint64_t ms = 0;
  CHECK_STATUS(bits_state_elapsed(s, 99999, &ms, NULL), BITS_STATUS_OK);
  CHECK(ms == 60000, "elapsed %llu", (unsigned long long)ms);
  /* readings outside JavaScript's date range are refused, as in Python and JavaScript,
     and leave the clock as it was */
  {
    const int64_t far = 8640000000000001LL;
    BitsError e = {0};
    CHECK_STATUS(bits_state_resume(s, far, &e), BITS_STATUS_INVALID_ARGUMENT);
    CHECK(!strncmp(e.message, "now_ms: timestamp is not", 24), "%s", e.message);
    CHECK_STATUS(bits_state_resume(s, INT64_MIN, NULL), BITS_STATUS_INVALID_ARGUMENT);
    CHECK_STATUS(bits_state_pause(s, -far, NULL), BITS_STATUS_INVALID_ARGUMENT);
    CHECK_STATUS(bits_state_elapsed(s, far, &ms, NULL), BITS_STATUS_INVALID_ARGUMENT);
    char *j = NULL;
    CHECK_STATUS(bits_state_to_json_at(s, far, &j, NULL), BITS_STATUS_INVALID_ARGUMENT);
    CHECK(j == NULL, "a refused save left a string");
    BitsStateInfo info;
    CHECK_STATUS(bits_state_info(s, far, &info, NULL), BITS_STATUS_INVALID_ARGUMENT);
    bool fin = false;
    CHECK_STATUS(bits_state_finish_if_solved(s, far, &fin, NULL), BITS_STATUS_INVALID_ARGUMENT);
    CHECK_STATUS(bits_state_elapsed(s, 8640000000000000LL, &ms, NULL), BITS_STATUS_OK);
    CHECK(ms == 60000, "a refused reading moved the clock: %llu", (unsigned long long)ms);
    CHECK_STATUS(bits_state_clock_running(s, &running, NULL), BITS_STATUS_OK);
    CHECK(!running, "a refused resume started the clock");
    /* a missing pointer is named before a bad reading, as everywhere */
    CHECK_STATUS(bits_state_resume(NULL, far, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_state_pause(NULL, far, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_state_elapsed(NULL, far, &ms, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_state_elapsed(s, far, NULL, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_state_info(NULL, far, &info, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_state_to_json_at(NULL, far, &j, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_state_finish_if_solved(NULL, far, &fin, NULL), BITS_STATUS_NULL_POINTER);
  }
  /* a clone is its own game; a save while its clock runs counts to the time given and
   * leaves it as it was */
  {
    char *before = NULL, *paused = NULL, *at = NULL, *plain = NULL, *after = NULL;
    CHECK_STATUS(bits_state_to_json(s, &before, NULL), BITS_STATUS_OK);
    BitsGridState *copy = NULL;
    CHECK_STATUS(bits_state_clone(s, &copy, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_state_to_json(copy, &paused, NULL), BITS_STATUS_OK);
    CHECK(paused && before && !strcmp(paused, before), "a clone saves as its original");
    CHECK_STATUS(bits_state_resume(copy, 100000, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_state_to_json_at(copy, 102500, &at, NULL), BITS_STATUS_OK);
    CHECK(at && strstr(at, "\"elapsed\":62500") != NULL, "save at a time: %s", at);
    CHECK_STATUS(bits_state_to_json(copy, &plain, NULL), BITS_STATUS_OK);
    CHECK(plain && !strcmp(plain, paused), "to_json_at changed the state");
    CHECK_STATUS(bits_state_tap(copy, r0, c0, NULL, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_state_to_json(s, &after, NULL), BITS_STATUS_OK);
    CHECK(after && !strcmp(after, before), "the clone's clock and move touched the original");
    CHECK_STATUS(bits_state_clone(NULL, &copy, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_state_to_json_at(s, 0, NULL, NULL), BITS_STATUS_NULL_POINTER);
    bits_state_free(copy);
    bits_string_free(before);
    bits_string_free(paused);
    bits_string_free(at);
    bits_string_free(plain);
    bits_string_free(after);
  }
  /* a wrong value is pointed out as a mistake */
  uint8_t wrong = (uint8_t)(data.solution[open] ^ 1);
  CHECK_STATUS(bits_state_set(s, r0, c0, wrong, NULL), BITS_STATUS_OK);
  BitsCellRef wrong_at[BITS_MAX_CELLS];
  size_t nw = 0;
  CHECK_STATUS(bits_state_mistakes(s, wrong_at, 0, &nw, NULL), BITS_STATUS_BUFFER_TOO_SMALL);
  CHECK(nw == 1, "one mistake, %zu counted", nw);
  CHECK_STATUS(bits_state_mistakes(s, wrong_at, BITS_MAX_CELLS, &nw, NULL), BITS_STATUS_OK);
  CHECK(nw == 1 && wrong_at[0].r == r0 && wrong_at[0].c == c0, "the mistake is where it was made");
  BitsLineReport rep;
  CHECK_STATUS(bits_state_line_report(s, BITS_LINE_KIND_ROW, r0, &rep, NULL), BITS_STATUS_OK);
  CHECK(rep.kind == BITS_LINE_KIND_ROW && rep.index == r0 && !rep.complete, "row report");
  CHECK_STATUS(bits_state_line_report(s, BITS_LINE_KIND_COLUMN, n, &rep, NULL), BITS_STATUS_INVALID_ARGUMENT);
  BitsAdvice a;
  CHECK_STATUS(bits_state_hint(s, &a, NULL), BITS_STATUS_OK);
  CHECK(a.is_mistake && a.explanation[0] && a.evidence_len == 0, "mistake advice: %s", a.explanation);
  CHECK_STATUS(bits_state_set(s, r0, c0, BITS_CELL_EMPTY, NULL), BITS_STATUS_OK);
  /* follow hints to the end: each deduced value is the solution's */
  size_t steps = 0;
  bool solved = false;
  while (steps <= len) {
    CHECK_STATUS(bits_state_is_solved(s, &solved, NULL), BITS_STATUS_OK);
    if (solved) break;
    BitsStatus st = bits_state_hint(s, &a, &err);
    CHECK(st == BITS_STATUS_OK && !a.is_mistake, "hint %zu: %s %s", steps, bits_status_name(st), err.message);
    if (st != BITS_STATUS_OK || a.is_mistake) break;
    CHECK(a.value == data.solution[a.r * (int)n + a.c], "hint %zu value", steps);
    CHECK(a.technique[0] && a.explanation[0], "hint %zu explained", steps);
    CHECK(a.evidence_len > 0 && a.evidence_len <= len, "hint %zu: %u evidence cells", steps, a.evidence_len);
    for (uint32_t k = 0; k < a.evidence_len && k < BITS_MAX_CELLS; k++)
      CHECK(a.evidence[k].r < n && a.evidence[k].c < n, "hint %zu evidence %u inside the grid", steps, k);
    CHECK_STATUS(bits_state_set(s, (uint32_t)a.r, (uint32_t)a.c, a.value, NULL), BITS_STATUS_OK);
    steps++;
  }
  CHECK(solved, "hints solve the puzzle (%zu steps)", steps);
  CHECK_STATUS(bits_state_hint(s, &a, &err), BITS_STATUS_NOT_ALLOWED);
  CHECK_STATUS(bits_state_lock(s, BITS_LINE_KIND_COLUMN, 0, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_state_cells(s, cells, BITS_MAX_CELLS, &len, NULL), BITS_STATUS_OK);
  CHECK(cells[n].is_locked || cells[n].is_clue, "column 0 locked");
  /* line reports: every line complete and clean once solved */
  BitsLineReport reports[2 * BITS_MAX_SIZE];
  size_t nrep = 0;
  CHECK_STATUS(bits_state_line_reports(s, NULL, 0, &nrep, NULL), BITS_STATUS_BUFFER_TOO_SMALL);
  CHECK(nrep == 2 * (size_t)n, "line report count %zu", nrep);
  CHECK_STATUS(bits_state_line_reports(s, reports, 2 * BITS_MAX_SIZE, &nrep, NULL), BITS_STATUS_OK);
  for (size_t i = 0; i < nrep; i++) {
    CHECK(reports[i].kind == (i < n ? BITS_LINE_KIND_ROW : BITS_LINE_KIND_COLUMN) && reports[i].index == i % n,
          "report %zu names its line", i);
    CHECK(reports[i].complete && reports[i].clean && reports[i].balanced && reports[i].no_triples &&
              reports[i].hints_hold && reports[i].duplicate_of == -1,
          "report %zu of a solved grid", i);
  }
  size_t nwrong = 99;
  BitsCellRef wrong_cells[BITS_MAX_CELLS];
  CHECK_STATUS(bits_state_mistakes(s, wrong_cells, BITS_MAX_CELLS, &nwrong, NULL), BITS_STATUS_OK);
  CHECK(nwrong == 0, "a solved grid has %zu mistakes", nwrong);
  BitsStateInfo info;
  CHECK_STATUS(bits_state_info(s, 99999, &info, NULL), BITS_STATUS_OK);
  CHECK(info.can_undo && !info.can_redo, "moves to undo, none to redo");
  CHECK(info.size == n && info.solved && !info.finished && info.hints_used == steps + 1 && info.elapsed_ms == 60000,
        "info: size %u solved %d finished %d hints %u elapsed %llu", info.size, info.solved, info.finished,
        info.hints_used, (unsigned long long)info.elapsed_ms);
  CHECK_STATUS(bits_state_finish_if_solved(s, 123456, &solved, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_state_info(s, 999999, &info, NULL), BITS_STATUS_OK);
  CHECK(!info.can_undo && !info.can_redo, "a finished state offers no undo");
  CHECK(solved && info.finished && info.solved_at_ms == 123456 && info.elapsed_ms == 60000, "finished at %lld",
        (long long)info.solved_at_ms);
  /* Finished: the grid is the record of the solve. A cell that is neither a given nor
     locked (column 0 was locked above) refuses a tap now. */
  done = true;
  CHECK_STATUS(bits_state_cells(s, cells, BITS_MAX_CELLS, &len, NULL), BITS_STATUS_OK);
  uint32_t open_cell = n * n;
  for (uint32_t i = 0; i < n * n && open_cell == n * n; i++)
    if (!cells[i].is_clue && !cells[i].is_locked) open_cell = i;
  CHECK(open_cell < n * n, "an open cell to tap");
  if (open_cell < n * n)
    CHECK_STATUS(bits_state_tap(s, open_cell / n, open_cell % n, NULL, NULL), BITS_STATUS_NOT_ALLOWED);
  CHECK_STATUS(bits_state_undo(s, &done, NULL), BITS_STATUS_OK);
  CHECK(!done, "a finished state undoes nothing");
  CHECK_STATUS(bits_state_restart(s, NULL), BITS_STATUS_NOT_ALLOWED);
  char id[32];
  size_t idlen = 0;
  CHECK_STATUS(bits_state_puzzle_id(s, id, sizeof id, &idlen, NULL), BITS_STATUS_OK);
  CHECK(!strcmp(id, str(d0, "puzzleId")) && idlen == strlen(id), "puzzle id '%s'", id);
  CHECK_STATUS(bits_state_puzzle_id(s, id, 3, &idlen, NULL), BITS_STATUS_BUFFER_TOO_SMALL);
  CHECK(strlen(id) == 2 && idlen == strlen(str(d0, "puzzleId")), "truncated id '%s'", id);
  char *svg = NULL;
  CHECK_STATUS(bits_state_svg(s, &svg, NULL), BITS_STATUS_OK);
  CHECK(svg && !strncmp(svg, "<svg ", 5) && strstr(svg, "</svg>"), "state svg");
  bits_string_free(svg);
  CHECK_STATUS(bits_descriptor_svg(d, false, &svg, NULL), BITS_STATUS_OK);
  CHECK(svg && !strncmp(svg, "<svg ", 5), "descriptor svg");
  char *svg_sol = NULL;
  CHECK_STATUS(bits_descriptor_svg(d, true, &svg_sol, NULL), BITS_STATUS_OK);
  CHECK(svg && svg_sol && strcmp(svg, svg_sol) != 0, "the solution picture differs from the puzzle's");
  bits_string_free(svg);
  bits_string_free(svg_sol);
  /* save, then restore into a fresh state from the public view */
  char *save = NULL, *pub = NULL, *again = NULL;
  CHECK_STATUS(bits_state_to_json(s, &save, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_descriptor_public_json(d, &pub, NULL), BITS_STATUS_OK);
  BitsGridState *t = NULL;
  CHECK_STATUS(bits_state_from_public_json(pub, &t, NULL), BITS_STATUS_OK);
  bool resumed = false;
  CHECK_STATUS(bits_state_restore(t, save, &resumed, NULL), BITS_STATUS_OK);
  CHECK(resumed, "restore resumed");
  CHECK_STATUS(bits_state_is_solved(t, &solved, NULL), BITS_STATUS_OK);
  CHECK(solved, "restored state is solved");
  CHECK_STATUS(bits_state_to_json(t, &again, NULL), BITS_STATUS_OK);
  CHECK(save && again && !strcmp(save, again), "save round-trips");
  CHECK_STATUS(bits_state_mistakes(t, wrong_at, BITS_MAX_CELLS, &nw, &err), BITS_STATUS_NOT_ALLOWED);
  CHECK(strstr(err.message, "public view") != NULL, "mistakes message: %s", err.message);
  /* Finished: a save never replaces the solve, whatever it holds. */
  CHECK_STATUS(bits_state_restore(t, save, &resumed, NULL), BITS_STATUS_NOT_ALLOWED);
  CHECK_STATUS(bits_state_restore(t, "{", &resumed, NULL), BITS_STATUS_NOT_ALLOWED);
  BitsGridState *fresh = NULL;
  CHECK_STATUS(bits_state_from_public_json(pub, &fresh, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_state_restore(fresh, "{", &resumed, NULL), BITS_STATUS_BAD_JSON);
  bits_state_free(fresh);
  /* a history limit of 1 keeps one move */
  BitsGridState *u = NULL;
  CHECK_STATUS(bits_state_new(d, &u, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_state_set_history_limit(u, 1, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_state_tap(u, r0, c0, NULL, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_state_tap(u, r0, c0, NULL, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_state_undo(u, &done, NULL), BITS_STATUS_OK);
  CHECK(done, "one undo kept");
  CHECK_STATUS(bits_state_undo(u, &done, NULL), BITS_STATUS_OK);
  CHECK(!done, "only one undo kept");
  bits_state_free(u);
  CHECK_STATUS(bits_state_from_public_json("[]", &(BitsGridState *){NULL}, NULL), BITS_STATUS_BAD_JSON);
  bits_string_free(save);
  bits_string_free(pub);
  bits_string_free(again);
  bits_state_free(t);
  bits_state_free(s);
  bits_state_free(NULL);
  bits_descriptor_free(d);
  json_free(v);
}

/* A whole file into memory (exits on failure: the test cannot run without it). */
static uint8_t *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "cannot open %s\n", path);
    exit(2);
  }
  size_t cap = 1 << 16, n = 0;
  uint8_t *buf = malloc(cap);
  size_t got;
  while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) buf = realloc(buf, cap *= 2);
  }
  fclose(f);
  if (!buf) exit(2);
  *len = n;
  return buf;
}

/* A path relative to the repository root (the vector directory is bits/tests/vectors). */
static void repo_path(char *out, size_t cap, const char *rel) { snprintf(out, cap, "%s/../../../%s", dir, rel); }

/* The seed's encoding: 5 bits per letter, a = 1, first letter most significant. */
static uint32_t encode_word(const char *w) {
  uint32_t code = 0;
  for (int i = 0; i < 5; i++) code = (code << 5) | (uint32_t)(w[i] - 'a' + 1);
  return code;
}

static void put_u32(uint8_t *p, uint32_t x) {
  for (int i = 0; i < 4; i++) p[i] = (uint8_t)(x >> (8 * i));
}

static uint8_t hex_nibble(char c) { return (uint8_t)(c <= '9' ? c - '0' : (c | 32) - 'a' + 10); }

/* Solves every word of a list file with the tree and checks the statistics the vector gives. */
static void check_tree_stats(const BitsWordleTree *tree, const char *list_file, const jv *want, const char *what) {
  char path[1024];
  repo_path(path, sizeof path, list_file);
  size_t len = 0;
  uint8_t *text = read_file(path, &len);
  size_t words = 0, hist[BITS_WORDLE_MAX_STEPS + 1] = {0}, max = 0;
  unsigned long total = 0;
  BitsWordleStep steps[BITS_WORDLE_MAX_STEPS];
  for (size_t at = 0; at + 5 <= len;) {
    char word[6];
    memcpy(word, text + at, 5);
    word[5] = 0;
    at += 5;
    while (at < len && (text[at] == '\n' || text[at] == '\r')) at++;
    size_t n = 0;
    BitsStatus st = bits_wordle_solve(tree, word, steps, BITS_WORDLE_MAX_STEPS, &n, NULL);
    CHECK(st == BITS_STATUS_OK && n >= 1 && n <= BITS_WORDLE_MAX_STEPS && steps[n - 1].feedback == BITS_WORDLE_ALL_GREEN &&
              !strcmp(steps[n - 1].guess, word),
          "%s: solve(%s) = %s after %zu guesses", what, word, bits_status_name(st), n);
    if (st != BITS_STATUS_OK) continue;
    words++;
    total += n;
    hist[n]++;
    if (n > max) max = n;
  }
  free(text);
  CHECK(words == (size_t)num(want, "words"), "%s: %zu words", what, words);
  CHECK(total == (unsigned long)num(want, "total"), "%s: %lu guesses in total", what, total);
  CHECK(max == (size_t)num(want, "max"), "%s: max %zu", what, max);
  const jv *dist = json_get(want, "distribution");
  size_t listed = 0;
  for (size_t i = 0; i < dist->len; i++) {
    size_t k = (size_t)atoi(dist->keys[i]);
    listed += (size_t)dist->items[i]->num;
    CHECK(k <= BITS_WORDLE_MAX_STEPS && hist[k] == (size_t)dist->items[i]->num, "%s: %zu words in %zu guesses",
          what, k <= BITS_WORDLE_MAX_STEPS ? hist[k] : 0, k);
  }
  CHECK(listed == words, "%s: the distribution covers every word", what);
}

static void test_wordle(void) {
  jv *v = load("wordle.json");
  BitsError err;
  /* feedback: code, pattern, and both conversions */
  const jv *fb = json_get(v, "feedback");
  for (size_t i = 0; i < fb->len; i++) {
    const jv *f = fb->items[i];
    uint8_t code = 0, back = 0;
    char pat[6] = "?????", pat2[6] = "?????";
    CHECK_STATUS(bits_wordle_feedback(str(f, "guess"), str(f, "answer"), &code, pat, NULL), BITS_STATUS_OK);
    CHECK(code == (uint8_t)num(f, "code") && !strcmp(pat, str(f, "pattern")), "feedback(%s, %s) = %u %s",
          str(f, "guess"), str(f, "answer"), code, pat);
    CHECK_STATUS(bits_wordle_feedback(str(f, "guess"), str(f, "answer"), &code, NULL, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_wordle_pattern(code, pat2, NULL), BITS_STATUS_OK);
    CHECK(!strcmp(pat2, str(f, "pattern")), "pattern(%u) = %s", code, pat2);
    CHECK_STATUS(bits_wordle_parse_pattern(str(f, "pattern"), &back, NULL), BITS_STATUS_OK);
    CHECK(back == code, "parse_pattern(%s) = %u", str(f, "pattern"), back);
  }
  /* the encoding this test uses to build a tree by hand is the seed's */
  const jv *enc = json_get(v, "encoding");
  for (size_t i = 0; i < enc->len; i++) {
    const char *w = str(enc->items[i], "word");
    CHECK(encode_word(w) == (uint32_t)num(enc->items[i], "code"), "encoding of %s", w);
    bool is = false;
    CHECK_STATUS(bits_wordle_is_word(w, &is, NULL), BITS_STATUS_OK);
    CHECK(is, "%s is a word", w);
  }
  bool is = true;
  CHECK_STATUS(bits_wordle_is_word("zzzzz", &is, NULL), BITS_STATUS_OK);
  CHECK(!is, "zzzzz is not a word");
  CHECK_STATUS(bits_wordle_is_word("cranes", &is, NULL), BITS_STATUS_OK);
  CHECK(!is, "six letters are not a word");

  /* the shipped tree */
  const jv *tv = json_get(v, "tree");
  char path[1024];
  repo_path(path, sizeof path, str(tv, "file"));
  size_t len = 0;
  uint8_t *bytes = read_file(path, &len);
  BitsWordleTree *tree = NULL;
  CHECK_STATUS(bits_wordle_tree_load(bytes, len, &tree, NULL), BITS_STATUS_OK);
  BitsWordleTreeInfo info;
  CHECK_STATUS(bits_wordle_tree_info(tree, &info, NULL), BITS_STATUS_OK);
  CHECK(!strcmp(info.start, str(tv, "start")) && info.bytes == (size_t)num(tv, "bytes") &&
            info.nodes == (uint32_t)num(tv, "nodes") && info.depth == 6,
        "tree info: %s, %zu bytes, %u nodes, depth %u", info.start, info.bytes, info.nodes, info.depth);

  /* solve walks and the same games replayed one guess at a time */
  const jv *solves = json_get(v, "solve");
  for (size_t i = 0; i < solves->len; i++) {
    const jv *sv = solves->items[i];
    const char *answer = str(sv, "answer");
    const jv *guesses = json_get(sv, "guesses"), *marks = json_get(sv, "feedback");
    size_t n = 99;
    CHECK_STATUS(bits_wordle_solve(tree, answer, NULL, 0, &n, NULL), BITS_STATUS_BUFFER_TOO_SMALL);
    CHECK(n == guesses->len, "solve(%s) needs %zu steps, said %zu", answer, guesses->len, n);
    BitsWordleStep steps[BITS_WORDLE_MAX_STEPS];
    CHECK_STATUS(bits_wordle_solve(tree, answer, steps, n - 1, &n, NULL), BITS_STATUS_BUFFER_TOO_SMALL);
    CHECK_STATUS(bits_wordle_solve(tree, answer, steps, n, &n, NULL), BITS_STATUS_OK);
    for (size_t k = 0; k < n && k < guesses->len; k++) {
      uint8_t code = 0;
      CHECK_STATUS(bits_wordle_parse_pattern(marks->items[k]->str, &code, NULL), BITS_STATUS_OK);
      CHECK(!strcmp(steps[k].guess, guesses->items[k]->str) && steps[k].feedback == code,
            "solve(%s) step %zu: %s %u", answer, k, steps[k].guess, steps[k].feedback);
      char next[6] = "xxxxx";
      bool solved = true;
      CHECK_STATUS(bits_wordle_next_guess(tree, k ? steps : NULL, k, next, &solved, NULL), BITS_STATUS_OK);
      CHECK(!solved && !strcmp(next, guesses->items[k]->str), "next_guess(%s, %zu) = %s", answer, k, next);
    }
    char next[6] = "xxxxx";
    bool solved = false;
    CHECK_STATUS(bits_wordle_next_guess(tree, steps, n, next, &solved, NULL), BITS_STATUS_OK);
    CHECK(solved && next[0] == 0, "next_guess after the answer: solved");
    /* a history the tree did not play */
    if (n >= 2) {
      BitsWordleStep bad[2];
      memcpy(bad, steps, sizeof bad);
      memcpy(bad[1].guess, "zymic", 6);
      if (strcmp(steps[1].guess, "zymic") == 0) memcpy(bad[1].guess, "aahed", 6);
      bad[1].feedback = 0;
      BitsWordleStep extra[3] = {steps[0], steps[1], steps[1]};
      extra[1].feedback = BITS_WORDLE_ALL_GREEN;
      CHECK_STATUS(bits_wordle_next_guess(tree, bad, 2, next, &solved, &err), BITS_STATUS_INVALID_ARGUMENT);
      CHECK(strstr(err.message, "step 1") != NULL, "mismatch message: %s", err.message);
      /* steps after an all-green one are refused (the first step is the start word) */
      extra[0].feedback = BITS_WORDLE_ALL_GREEN;
      CHECK_STATUS(bits_wordle_next_guess(tree, extra, 2, next, &solved, NULL), BITS_STATUS_INVALID_ARGUMENT);
    }
  }
  check_tree_stats(tree, "bits/data/wordle/official_answers.txt", json_get(tv, "historical"), "historical");
  check_tree_stats(tree, "bits/data/wordle/words.txt", json_get(tv, "all"), "all words");

  /* bad words, patterns and histories */
  uint8_t code = 0;
  char pat[6];
  CHECK_STATUS(bits_wordle_feedback("abc", "crane", &code, NULL, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(strstr(err.message, "5 letters") != NULL, "length message: %s", err.message);
  CHECK_STATUS(bits_wordle_feedback("cr4ne", "crane", &code, NULL, NULL), BITS_STATUS_INVALID_ARGUMENT);
  CHECK_STATUS(bits_wordle_feedback("cr\xffne", "crane", &code, NULL, NULL), BITS_STATUS_INVALID_UTF8);
  CHECK_STATUS(bits_wordle_feedback(NULL, "crane", &code, NULL, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_wordle_feedback("crane", "crane", NULL, NULL, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_wordle_pattern(243, pat, NULL), BITS_STATUS_INVALID_ARGUMENT);
  CHECK_STATUS(bits_wordle_pattern(0, NULL, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_wordle_parse_pattern("bbbbq", &code, NULL), BITS_STATUS_INVALID_ARGUMENT);
  CHECK_STATUS(bits_wordle_parse_pattern("243", &code, NULL), BITS_STATUS_INVALID_ARGUMENT);
  size_t n = 0;
  BitsWordleStep steps[BITS_WORDLE_MAX_STEPS];
  CHECK_STATUS(bits_wordle_solve(tree, "zzzzz", steps, BITS_WORDLE_MAX_STEPS, &n, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(strstr(err.message, "not in the word list") != NULL, "solve message: %s", err.message);
  CHECK_STATUS(bits_wordle_solve(NULL, "crane", steps, BITS_WORDLE_MAX_STEPS, &n, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_wordle_solve(tree, "crane", NULL, BITS_WORDLE_MAX_STEPS, &n, NULL), BITS_STATUS_NULL_POINTER);
  char next[6];
  bool solved = false;
  CHECK_STATUS(bits_wordle_next_guess(tree, NULL, 1, next, &solved, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_wordle_next_guess(tree, NULL, 0, NULL, &solved, NULL), BITS_STATUS_NULL_POINTER);
  BitsWordleStep raw;
  memset(&raw, 'a', sizeof raw); /* no NUL inside the guess */
  CHECK_STATUS(bits_wordle_next_guess(tree, &raw, 1, next, &solved, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(strstr(err.message, "NUL") != NULL, "unterminated guess message: %s", err.message);
  BitsWordleStep fb243 = {"lants", 243};
  CHECK_STATUS(bits_wordle_next_guess(tree, &fb243, 1, next, &solved, NULL), BITS_STATUS_INVALID_ARGUMENT);
  BitsWordleStep latin1 = {"lan\xe9s", 0};
  CHECK_STATUS(bits_wordle_next_guess(tree, &latin1, 1, next, &solved, NULL), BITS_STATUS_INVALID_UTF8);
  /* A length past any walk is refused before the array is read (valgrind sees no read
   * past the one step here). */
  CHECK_STATUS(bits_wordle_next_guess(tree, &fb243, BITS_WORDLE_MAX_STEPS + 1, next, &solved, &err),
               BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "walk longer than 16 guesses"), "long history message: %s", err.message);
  CHECK_STATUS(bits_wordle_next_guess(tree, &fb243, SIZE_MAX, next, &solved, NULL), BITS_STATUS_INVALID_ARGUMENT);

  /* corrupt trees: each refused with its own status and a message, and nothing handed out */
  const jv *bad = json_get(v, "badPlut");
  for (size_t i = 0; i < bad->len; i++) {
    const char *hex = str(bad->items[i], "hex");
    size_t blen = strlen(hex) / 2;
    uint8_t b[256];
    for (size_t k = 0; k < blen && k < sizeof b; k++) b[k] = (uint8_t)(hex_nibble(hex[2 * k]) << 4 | hex_nibble(hex[2 * k + 1]));
    BitsWordleTree *t = (BitsWordleTree *)&err; /* left as it was, as by every constructor */
    CHECK_STATUS(bits_wordle_tree_load(b, blen, &t, &err), BITS_STATUS_BAD_TREE);
    CHECK(t == (BitsWordleTree *)&err && err.message[0], "bad PLUT (%s): %s", str(bad->items[i], "why"), err.message);
  }
  BitsWordleTree *t = NULL;
  CHECK_STATUS(bits_wordle_tree_load(bytes, 100, &t, &err), BITS_STATUS_BAD_TREE);
  CHECK(t == NULL && strstr(err.message, "truncated"), "truncated tree: %s", err.message);
  CHECK_STATUS(bits_wordle_tree_load(bytes, len - 1, &t, &err), BITS_STATUS_BAD_TREE);
  CHECK_STATUS(bits_wordle_tree_load(bytes, 0, &t, &err), BITS_STATUS_BAD_TREE);
  /* a cycle: the root's first branch with a child points back at the root */
  uint8_t *cyclic = malloc(len);
  memcpy(cyclic, bytes, len);
  uint32_t count = (uint32_t)cyclic[32] | (uint32_t)cyclic[33] << 8;
  for (uint32_t k = 0; k < count; k++) {
    uint8_t *child = cyclic + 36 + 16 * k + 12;
    if (child[0] | child[1] | child[2] | child[3]) {
      put_u32(child, 32);
      break;
    }
  }
  CHECK_STATUS(bits_wordle_tree_load(cyclic, len, &t, &err), BITS_STATUS_BAD_TREE);
  CHECK(t == NULL && strstr(err.message, "points to 32"), "cyclic tree: %s", err.message);
  /* a header promising five guesses over a tree that needs six: refused, as the seed's
     runtime fails a game past the depth */
  memcpy(cyclic, bytes, len);
  put_u32(cyclic + 8, 5);
  CHECK_STATUS(bits_wordle_tree_load(cyclic, len, &t, &err), BITS_STATUS_BAD_TREE);
  CHECK(t == NULL && strstr(err.message, "header's depth of 5 guesses"), "shallow header: %s", err.message);
  put_u32(cyclic + 8, 1);
  CHECK_STATUS(bits_wordle_tree_load(cyclic, len, &t, &err), BITS_STATUS_BAD_TREE);
  CHECK(t == NULL && strstr(err.message, "header depth 1"), "depth 1: %s", err.message);
  free(cyclic);
  /* A reload that fails keeps the tree the caller has. */
  CHECK_STATUS(bits_wordle_tree_load(bytes, len, &t, NULL), BITS_STATUS_OK);
  BitsWordleTree *kept = t;
  CHECK_STATUS(bits_wordle_tree_load((const uint8_t *)"PLUT", 4, &t, &err), BITS_STATUS_BAD_TREE);
  CHECK(t == kept, "a failed reload replaced the tree");
  bits_wordle_tree_free(t);
  t = NULL;
  /* A large buffer that is not a tree is refused by its header (the library checks the
   * bytes in place before copying them; that it does not copy is not observable here). */
  size_t huge_len = (size_t)64 << 20;
  uint8_t *huge = calloc(huge_len, 1);
  CHECK_STATUS(bits_wordle_tree_load(huge, huge_len, &t, &err), BITS_STATUS_BAD_TREE);
  CHECK(t == NULL && strstr(err.message, "PLUT"), "huge non-tree: %s", err.message);
  free(huge);
  CHECK_STATUS(bits_wordle_tree_load(NULL, 10, &t, NULL), BITS_STATUS_NULL_POINTER);
  /* NULL with a length of 0 is an empty file, as any array; no array is SIZE_MAX long */
  CHECK_STATUS(bits_wordle_tree_load(NULL, 0, &t, NULL), BITS_STATUS_BAD_TREE);
  CHECK_STATUS(bits_wordle_tree_load(bytes, SIZE_MAX, &t, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(t == NULL && strstr(err.message, "no array is that long"), "SIZE_MAX tree: %s", err.message);
  CHECK_STATUS(bits_wordle_tree_load(bytes, len, NULL, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_wordle_tree_info(NULL, &info, NULL), BITS_STATUS_NULL_POINTER);

  /* a well-formed tree that covers one answer only: other answers are invalid data */
  uint8_t tiny[32 + 4 + 16] = {'P', 'L', 'U', 'T'};
  put_u32(tiny + 4, 1);
  put_u32(tiny + 8, 6);
  put_u32(tiny + 12, 32);
  put_u32(tiny + 16, encode_word("lants"));
  memcpy(tiny + 24, "lants", 5);
  put_u32(tiny + 32, 1);
  uint8_t to_crime = 0;
  CHECK_STATUS(bits_wordle_feedback("lants", "crime", &to_crime, NULL, NULL), BITS_STATUS_OK);
  tiny[36] = to_crime;
  put_u32(tiny + 40, encode_word("crime"));
  BitsWordleTree *small = NULL;
  CHECK_STATUS(bits_wordle_tree_load(tiny, sizeof tiny, &small, &err), BITS_STATUS_OK);
  CHECK_STATUS(bits_wordle_solve(small, "crime", steps, BITS_WORDLE_MAX_STEPS, &n, NULL), BITS_STATUS_OK);
  CHECK(n == 2 && !strcmp(steps[1].guess, "crime"), "tiny tree solves crime in %zu", n);
  CHECK_STATUS(bits_wordle_solve(small, "crane", steps, BITS_WORDLE_MAX_STEPS, &n, &err), BITS_STATUS_INVALID_DATA);
  CHECK(strstr(err.message, "does not cover") != NULL, "uncovered answer: %s", err.message);
  BitsWordleStep gone = {"lants", (uint8_t)(to_crime + 1)}; /* a feedback the tree has no branch for */
  CHECK_STATUS(bits_wordle_next_guess(small, &gone, 1, next, &solved, NULL), BITS_STATUS_INVALID_ARGUMENT);

  bits_wordle_tree_free(small);
  bits_wordle_tree_free(tree);
  bits_wordle_tree_free(NULL);
  free(bytes);
  json_free(v);
}

/* Every status the library can return for bad input, each from a real call. */
static void test_errors(void) {
  BitsError err;
  uint32_t h;
  char *s = NULL;
  BitsDescriptor *d = NULL;

  /* statuses outside the enum have a name too; line kinds outside theirs are refused */
  CHECK(!strcmp(bits_status_name((BitsStatus)13), "BITS_STATUS_UNKNOWN"), "status 13");
  CHECK(!strcmp(bits_status_name((BitsStatus)1000000), "BITS_STATUS_UNKNOWN"), "status 1000000");
  CHECK(!strcmp(bits_status_name((BitsStatus)-1), "BITS_STATUS_UNKNOWN"), "status -1");
  CHECK(!strcmp(bits_status_name(BITS_STATUS_BAD_TREE), "BITS_STATUS_BAD_TREE"), "status 11");
  {
    BitsDescriptor *dd = NULL;
    BitsGridState *gs = NULL;
    BitsLineReport rep;
    CHECK_STATUS(bits_descriptor_generate("2026-11-21", NULL, &dd, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_state_new(dd, &gs, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_state_lock(gs, (BitsLineKind)7, 0, &err), BITS_STATUS_INVALID_ARGUMENT);
    CHECK(strstr(err.message, "kind 7 is not") != NULL, "%s", err.message);
    CHECK_STATUS(bits_state_line_report(gs, (BitsLineKind)2, 0, &rep, NULL), BITS_STATUS_INVALID_ARGUMENT);
    /* a line beyond the grid, below or above 255, in the core's words */
    CHECK_STATUS(bits_state_line_report(gs, BITS_LINE_KIND_ROW, 6, &rep, &err), BITS_STATUS_INVALID_ARGUMENT);
    CHECK(!strcmp(err.message, "Row 7 is outside the grid"), "%s", err.message);
    CHECK_STATUS(bits_state_lock(gs, BITS_LINE_KIND_COLUMN, 300, &err), BITS_STATUS_INVALID_ARGUMENT);
    CHECK(!strcmp(err.message, "Column 301 is outside the grid"), "%s", err.message);
    /* a NULL array with a capacity is refused whether or not there is anything to write */
    size_t nm = 0;
    CHECK_STATUS(bits_state_mistakes(gs, NULL, 36, &nm, NULL), BITS_STATUS_NULL_POINTER);
    CHECK_STATUS(bits_state_mistakes(gs, NULL, 0, &nm, NULL), BITS_STATUS_OK);
    CHECK(nm == 0, "no mistakes on a fresh state");
    bits_state_free(gs);
    bits_descriptor_free(dd);
  }
  /* constructors refuse a NULL out-pointer before making anything (valgrind sees leaks) */
  CHECK_STATUS(bits_flipit_game_new(5, NULL, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_flipit_game_daily("2026-11-21", false, NULL, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_flipit_game_new_dated("2026-11-21", 5, NULL, NULL), BITS_STATUS_NULL_POINTER);
  /* dates outside 0000-9999 cannot be written, so they are refused */
  {
    char buf[16];
    BitsDate far = {10000, 1, 1}, before = {-5, 1, 1};
    CHECK_STATUS(bits_date_format(&far, buf, sizeof buf, &err), BITS_STATUS_INVALID_ID);
    CHECK(strstr(err.message, "year 10000 is outside 0000-9999") != NULL, "%s", err.message);
    CHECK_STATUS(bits_date_format(&before, buf, sizeof buf, NULL), BITS_STATUS_INVALID_ID);
    /* a far timestamp's date is a date, but not one YYYY-MM-DD can write */
    BitsDate far_ts;
    CHECK_STATUS(bits_utc_date(8640000000000000LL, &far_ts, NULL), BITS_STATUS_OK);
    CHECK(far_ts.year == 275760, "utc_date(8.64e15) year %d", far_ts.year);
    CHECK_STATUS(bits_date_format(&far_ts, buf, sizeof buf, NULL), BITS_STATUS_INVALID_ID);
    int64_t span = 0;
    CHECK_STATUS(bits_date_days_between(&far, &far_ts, &span, NULL), BITS_STATUS_OK);
    /* 10000-01-01 is day 2,932,897; 8.64e15 ms is day 100,000,000 */
    CHECK(span == 100000000 - 2932897, "days from 10000-01-01 to 275760-09-13: %lld", (long long)span);
    /* a timestamp past the range is a bad argument, whichever function takes it */
    BitsError ts_err = {0};
    CHECK_STATUS(bits_utc_date(INT64_MAX, &far_ts, &ts_err), BITS_STATUS_INVALID_ARGUMENT);
    CHECK(!strncmp(ts_err.message, "unix_ms: timestamp is not", 25), "%s", ts_err.message);
    CHECK_STATUS(bits_pt_date(-8640000000000001LL, &far_ts, NULL), BITS_STATUS_INVALID_ARGUMENT);
  }
  /* bytes that are not UTF-8 are not a word; a NULL answer is named before the table */
  {
    bool is = true;
    CHECK_STATUS(bits_wordle_is_word("\xff\xff\xff\xff\xff", &is, NULL), BITS_STATUS_OK);
    CHECK(!is, "invalid UTF-8 is not a word");
    char *o = NULL;
    CHECK_STATUS(bits_sets_check_json("{}", NULL, &o, &err), BITS_STATUS_NULL_POINTER);
    CHECK(strstr(err.message, "answer is NULL") != NULL, "%s", err.message);
  }

  /* NULL pointers: arguments and out-pointers; the message names the argument */
  CHECK_STATUS(bits_hash_string(NULL, &h, &err), BITS_STATUS_NULL_POINTER);
  CHECK(err.status == BITS_STATUS_NULL_POINTER && strstr(err.message, "s is NULL"), "%s", err.message);
  CHECK_STATUS(bits_hash_string("x", NULL, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_descriptor_generate("2026-11-21", NULL, NULL, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_descriptor_to_json(NULL, &s, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_grid6_follows_rules(NULL, &(bool){false}, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_flipit_game_click(NULL, 0, NULL, NULL), BITS_STATUS_NULL_POINTER);

  /* invalid UTF-8 */
  CHECK_STATUS(bits_hash_string("caf\xc3", &h, &err), BITS_STATUS_INVALID_UTF8);
  CHECK(strstr(err.message, "offset 3") != NULL, "utf8 message: %s", err.message);
  CHECK_STATUS(bits_descriptor_from_json("{\"x\":\"\xff\"}", &d, NULL), BITS_STATUS_INVALID_UTF8);

  /* wrong length and buffers too small */
  CHECK_STATUS(bits_descriptor_generate("2026-11-21", NULL, &d, NULL), BITS_STATUS_OK);
  uint8_t cells[36] = {0};
  BitsVerdict verdict;
  CHECK_STATUS(bits_validate_submission_cells(d, cells, 35, 60000, &verdict, &err), BITS_STATUS_WRONG_LENGTH);
  CHECK(strstr(err.message, "36 cells; 35 given") != NULL, "%s", err.message);
  CHECK_STATUS(bits_validate_submission_cells(d, NULL, 36, 60000, &verdict, NULL), BITS_STATUS_NULL_POINTER);
  /* the count is judged before the cells are read: NULL with 0 is an empty grid, and a
     length no array can have is still just the wrong length */
  CHECK_STATUS(bits_validate_submission_cells(d, NULL, 0, 60000, &verdict, NULL), BITS_STATUS_WRONG_LENGTH);
  CHECK_STATUS(bits_validate_submission_cells(d, cells, SIZE_MAX, 60000, &verdict, NULL), BITS_STATUS_WRONG_LENGTH);
  /* a pointer not aligned for its type is refused, not used */
  {
    _Alignas(BitsVerdict) unsigned char raw[sizeof(BitsVerdict) + 8];
    BitsVerdict *odd = (BitsVerdict *)(void *)(raw + 1);
    CHECK_STATUS(bits_validate_submission_cells(d, cells, 36, 60000, odd, &err), BITS_STATUS_INVALID_ARGUMENT);
    CHECK(strstr(err.message, "out_verdict is not aligned") != NULL, "misaligned: %s", err.message);
    /* a misaligned error record cannot be written: the status alone says so */
    _Alignas(BitsError) unsigned char errspace[sizeof(BitsError) + 8];
    memset(errspace, 0x5a, sizeof errspace);
    CHECK_STATUS(bits_validate_submission_cells(d, cells, 36, 60000, &verdict, (BitsError *)(void *)(errspace + 1)),
                 BITS_STATUS_INVALID_ARGUMENT);
    CHECK(errspace[1] == 0x5a && errspace[sizeof errspace - 1] == 0x5a, "a misaligned error record was written");
    BitsGridState *st = NULL;
    CHECK_STATUS(bits_state_new(d, &st, NULL), BITS_STATUS_OK);
    _Alignas(BitsStateCell) unsigned char space[sizeof(BitsStateCell) * 37];
    size_t got = 0;
    CHECK_STATUS(bits_state_cells(st, (BitsStateCell *)(void *)(space + 1), 36, &got, NULL),
                 BITS_STATUS_INVALID_ARGUMENT);
    /* an overstated capacity touches only what is written */
    char id[16];
    CHECK_STATUS(bits_state_puzzle_id(st, id, SIZE_MAX, &got, NULL), BITS_STATUS_OK);
    CHECK(!strcmp(id, "2026-11-21") && got == 10, "id with SIZE_MAX capacity: %s", id);
    bits_state_free(st);
  }
  CHECK_STATUS(bits_validate_submission_cells(d, cells, 36, 60000, &verdict, NULL), BITS_STATUS_OK);
  /* which rule an all-zero grid breaks first depends on the day's givens (a changed given,
   * or else a triple): either way a located rejection with a sentence */
  CHECK(!verdict.valid && (verdict.reject == BITS_REJECT_GIVEN || verdict.reject == BITS_REJECT_TRIPLE) &&
            verdict.r >= 0 && verdict.c >= 0 && verdict.message[0],
        "all-zero grid: %s", verdict.message);
  BitsDate date = {2026, 11, 21};
  char small[10];
  CHECK_STATUS(bits_date_format(&date, small, sizeof small, &err), BITS_STATUS_BUFFER_TOO_SMALL);
  CHECK(!strcmp(small, "2026-11-2"), "truncated date '%s'", small);
  /* cap 0 with NULL asks, as for the other string writers */
  CHECK_STATUS(bits_date_format(&date, NULL, 0, &err), BITS_STATUS_BUFFER_TOO_SMALL);
  CHECK(strstr(err.message, "11 needed") != NULL, "date size query: %s", err.message);
  CHECK_STATUS(bits_date_format(&date, NULL, 11, NULL), BITS_STATUS_NULL_POINTER);
  char msg[8];
  size_t len = 0;
  CHECK_STATUS(bits_error_message(&err, msg, sizeof msg, &len), BITS_STATUS_BUFFER_TOO_SMALL);
  CHECK(len == strlen(err.message) && strlen(msg) == 7, "error_message truncation");
  char big[BITS_MESSAGE_CAPACITY];
  CHECK_STATUS(bits_error_message(&err, big, sizeof big, NULL), BITS_STATUS_OK);
  CHECK(!strcmp(big, err.message), "error_message copy");
  /* The size query says too small even for an empty message: its NUL needs a byte. */
  BitsError none;
  CHECK_STATUS(bits_hash_string("x", &h, &none), BITS_STATUS_OK);
  len = 99;
  CHECK_STATUS(bits_error_message(&none, NULL, 0, &len), BITS_STATUS_BUFFER_TOO_SMALL);
  CHECK(len == 0, "empty message length %zu", len);
  char one[1] = {'Z'};
  CHECK_STATUS(bits_error_message(&none, one, sizeof one, &len), BITS_STATUS_OK);
  CHECK(one[0] == 0 && len == 0, "empty message copy");

  /* bad JSON */
  CHECK_STATUS(bits_validate_submission_json(d, "{\"grid\": [", &s, &err), BITS_STATUS_BAD_JSON);
  CHECK_STATUS(bits_validate_submission_json(d, "[1,2]", &s, NULL), BITS_STATUS_BAD_JSON);
  CHECK_STATUS(bits_descriptor_from_json("not json", &d, NULL), BITS_STATUS_BAD_JSON);
  CHECK_STATUS(bits_sets_solve_json("{", &s, NULL), BITS_STATUS_BAD_JSON);
  CHECK_STATUS(bits_flipit_game_from_json("", &(BitsFlipitGame *){NULL}, NULL), BITS_STATUS_BAD_JSON);

  /* a submission the rules refuse is still a successful call */
  CHECK_STATUS(bits_validate_submission_json(d, "{\"grid\":[[1]],\"timeMs\":5000}", &s, NULL), BITS_STATUS_OK);
  CHECK(s && strstr(s, "\"code\":\"shape\""), "shape verdict: %s", s);
  bits_string_free(s);
  s = NULL;

  /* Submission text is read by the engine's own reader, as in Python and JavaScript: the
     same text gets the same verdict, or the same error, in every runtime. */
  {
    BitsDescriptor *d21 = NULL;
    CHECK_STATUS(bits_descriptor_generate("2026-11-21", NULL, &d21, NULL), BITS_STATUS_OK);
    const char *grid = "{\"grid\":[[1,0,1,0,0,1],[1,1,0,1,0,0],[0,1,0,1,1,0],[0,0,1,0,1,1],"
                       "[1,0,1,1,0,0],[0,1,0,0,1,1]],";
    char text[256];
    snprintf(text, sizeof text, "%s\"timeMs\":5000,\"x\":\"\\ud800\"}", grid);
    CHECK_STATUS(bits_validate_submission_json(d21, text, &s, &err), BITS_STATUS_BAD_JSON);
    CHECK(!strcmp(err.message, "submission JSON at line 1 column 120: lone leading surrogate in a \\u escape"),
          "lone surrogate message: %s", err.message);
    snprintf(text, sizeof text, "%s\"timeMs\":1e400}", grid);
    CHECK_STATUS(bits_validate_submission_json(d21, text, &s, NULL), BITS_STATUS_OK);
    CHECK(s && strstr(s, "\"code\":\"time\""), "1e400 verdict: %s", s);
    bits_string_free(s);
    s = NULL;
    bits_descriptor_free(d21);
  }

  /* invalid ids and dates */
  CHECK_STATUS(bits_descriptor_generate("2026-02-30", NULL, &(BitsDescriptor *){NULL}, &err), BITS_STATUS_INVALID_ID);
  CHECK(err.message[0] != '\0', "id message");
  CHECK_STATUS(bits_flipit_daily("yesterday", false, &(BitsFlipitPuzzle){0}, NULL), BITS_STATUS_INVALID_ID);
  CHECK_STATUS(bits_sets_puzzle_json("2026-13-01", false, &s, NULL), BITS_STATUS_INVALID_ID);
  CHECK_STATUS(bits_binary_grid_json("2026-1-1", "easy", &s, NULL), BITS_STATUS_INVALID_ID);
  CHECK_STATUS(bits_date_parse("2026-02-29", &date, NULL), BITS_STATUS_INVALID_ID);
  BitsDate bad = {2026, 2, 30};
  CHECK_STATUS(bits_date_format(&bad, big, sizeof big, NULL), BITS_STATUS_INVALID_ID);

  /* invalid arguments */
  BitsOptions opts;
  CHECK_STATUS(bits_options_default(&opts, NULL), BITS_STATUS_OK);
  CHECK(opts.size == 6 && opts.rank == 0 && opts.hints_min == BITS_HINTS_FOR_SIZE &&
            opts.hints_max == BITS_HINTS_FOR_SIZE,
        "default options");
  /* Changing only the size keeps a range that size meets: a 4x4 rank-3 daily (Friday). */
  opts.size = 4;
  BitsDescriptor *four_by_four = NULL;
  CHECK_STATUS(bits_descriptor_generate("2026-11-27", &opts, &four_by_four, NULL), BITS_STATUS_OK);
  BitsDescriptorData sd;
  CHECK_STATUS(bits_descriptor_data(four_by_four, &sd, NULL), BITS_STATUS_OK);
  CHECK(sd.difficulty_rank == 3 && sd.hint_count >= 3 && sd.hint_count <= 5, "default options at 4x4");
  bits_descriptor_free(four_by_four);
  opts.size = 6;
  /* A size's own defaults: 3-5 hints at 4x4, where 8-12 leave no rank-3 puzzle. */
  BitsOptions four;
  CHECK_STATUS(bits_options_for_size(4, &four, NULL), BITS_STATUS_OK);
  CHECK(four.size == 4 && four.rank == 0 && four.hints_min == 3 && four.hints_max == 5, "4x4 options");
  BitsDescriptor *friday = NULL;
  CHECK_STATUS(bits_descriptor_generate("2026-11-27", &four, &friday, NULL), BITS_STATUS_OK);
  BitsDescriptorData fd;
  CHECK_STATUS(bits_descriptor_data(friday, &fd, NULL), BITS_STATUS_OK);
  CHECK(fd.size == 4 && fd.difficulty_rank == 3 && fd.hint_count >= 3 && fd.hint_count <= 5, "4x4 rank-3 daily");
  bits_descriptor_free(friday);
  four.hints_min = 8;
  four.hints_max = 12;
  CHECK_STATUS(bits_descriptor_generate("2026-11-27", &four, &friday, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(strstr(err.message, "widen") != NULL, "4x4 rank 3 with 8-12 hints");
  CHECK_STATUS(bits_options_for_size(8, &four, NULL), BITS_STATUS_OK);
  CHECK(four.size == 8 && four.hints_min == 8 && four.hints_max == 12, "8x8 options");
  CHECK_STATUS(bits_options_for_size(4, NULL, NULL), BITS_STATUS_NULL_POINTER);
  /* One end of the size's own range with a number at the other is refused, either way. */
  CHECK_STATUS(bits_options_default(&four, NULL), BITS_STATUS_OK);
  four.hints_min = 8;
  CHECK_STATUS(bits_generate_json("2026-11-21", &four, false, &s, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(strstr(err.message, "not 8 and BITS_HINTS_FOR_SIZE") != NULL, "half a default range: %s", err.message);
  four.hints_min = BITS_HINTS_FOR_SIZE;
  four.hints_max = 12;
  CHECK_STATUS(bits_generate_json("2026-11-21", &four, false, &s, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(strstr(err.message, "not BITS_HINTS_FOR_SIZE and 12") != NULL, "half a default range: %s", err.message);
  /* Several mistakes: the first in the core's order (the id, the size, the rank, the clue
     range), as every binding names it; the half range comes at the hints' turn. */
  four.size = 5;
  four.rank = 9;
  CHECK_STATUS(bits_generate_json("x", &four, false, &s, &err), BITS_STATUS_INVALID_ID);
  CHECK_STATUS(bits_generate_json("2026-11-21", &four, false, &s, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "grid side 5 is not an even number from 4 to 16"), "size first: %s", err.message);
  four.size = 6;
  CHECK_STATUS(bits_generate_json("2026-11-21", &four, false, &s, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "rank 9 is not 1, 2 or 3"), "rank next: %s", err.message);
  four.rank = 0;
  four.clues_min = 300;
  four.clues_max = 400;
  CHECK_STATUS(bits_generate_json("2026-11-21", &four, false, &s, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "clues range 300..=400 is empty or does not fit the grid"), "clues before hints: %s",
        err.message);
  CHECK_STATUS(bits_options_default(&four, NULL), BITS_STATUS_OK);
  /* Plain data out is the same bytes for the same input, whatever the struct held before:
     unused hint slots and padding are cleared too. */
  {
    static BitsDescriptorData a, b;
    memset(&a, 0xAB, sizeof a);
    memset(&b, 0xCD, sizeof b);
    CHECK_STATUS(bits_generate_data("2026-11-21", NULL, &a, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_generate_data("2026-11-21", NULL, &b, NULL), BITS_STATUS_OK);
    CHECK(memcmp(&a, &b, sizeof a) == 0, "plain descriptor data differs between two calls");
  }
  /* An id's error names the argument once. */
  CHECK_STATUS(bits_generate_json("", NULL, false, &s, &err), BITS_STATUS_INVALID_ID);
  CHECK(strcmp(err.message, "puzzle id is empty") == 0, "%s", err.message);
  opts.size = 7;
  CHECK_STATUS(bits_descriptor_generate("2026-11-21", &opts, &(BitsDescriptor *){NULL}, NULL), BITS_STATUS_INVALID_ARGUMENT);
  opts.size = 6;
  opts.rank = 4;
  CHECK_STATUS(bits_generate_json("2026-11-21", &opts, false, &s, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "rank 4 is not 1, 2 or 3"), "%s", err.message);
  /* in the core's order, as every binding: the id, the size, then the rank */
  opts.size = 5;
  CHECK_STATUS(bits_generate_json("2026-11-21", &opts, false, &s, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "grid side 5 is not an even number from 4 to 16"), "%s", err.message);
  CHECK_STATUS(bits_generate_json("2026-13-21", &opts, false, &s, &err), BITS_STATUS_INVALID_ID);
  CHECK(!strncmp(err.message, "puzzle id", 9), "%s", err.message);
  opts.size = 6;
  CHECK_STATUS(bits_binary_grid_json("2026-11-21", "impossible", &s, NULL), BITS_STATUS_INVALID_ARGUMENT);
  /* FlipIT's ranges in the core's words, as every binding says them */
  CHECK_STATUS(bits_flipit_solve(65536, &(uint16_t){0}, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "puzzle number 65536 is out of range; numbers are 0-65535 (16 cells)"), "%s",
        err.message);
  BitsFlipitGame *g = NULL;
  CHECK_STATUS(bits_flipit_game_new(17043, &g, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_flipit_game_click(g, 16, NULL, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "cell 16 does not exist; cells are 0-15"), "%s", err.message);
  CHECK_STATUS(bits_flipit_game_click(g, UINT32_MAX, NULL, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "cell 4294967295 does not exist; cells are 0-15"), "%s", err.message);
  bits_flipit_game_free(g);
  BitsGrid grid;
  memset(&grid, 0, sizeof grid);
  grid.size = 5;
  CHECK_STATUS(bits_grid_follows_rules(&grid, &(bool){false}, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "grid side 5 is not an even number from 4 to 16"), "%s", err.message);
  grid.size = 4;
  grid.cells[3] = 7;
  CHECK_STATUS(bits_grid_follows_rules(&grid, &(bool){false}, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "row 1 column 4 is not 0 or 1"), "%s", err.message);
  /* an open cell is named as empty, in the words Python and JavaScript use */
  grid.cells[3] = 0;
  grid.cells[6] = BITS_CELL_EMPTY;
  CHECK_STATUS(bits_grid_follows_rules(&grid, &(bool){false}, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "row 2 column 3 is empty; a complete grid is needed"), "%s", err.message);
  CHECK_STATUS(bits_validate_uuid("not-a-uuid", &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(err.message[0] != '\0', "uuid message");
  CHECK_STATUS(bits_ms_from_f64(NAN, &(int64_t){0}, NULL), BITS_STATUS_INVALID_ARGUMENT);
  /* JavaScript's Date truncates toward zero: -0.5 is the epoch itself, 1970-01-01 */
  int64_t ms = 7;
  CHECK_STATUS(bits_ms_from_f64(-0.5, &ms, NULL), BITS_STATUS_OK);
  CHECK(ms == 0, "ms_from_f64(-0.5) = %lld", (long long)ms);
  CHECK_STATUS(bits_ms_from_f64(-1.5, &ms, NULL), BITS_STATUS_OK);
  CHECK(ms == -1, "ms_from_f64(-1.5) = %lld", (long long)ms);

  /* invalid data: well-formed JSON that does not hold together */
  char *json = NULL;
  CHECK_STATUS(bits_descriptor_to_json(d, &json, NULL), BITS_STATUS_OK);
  char *seed = json ? strstr(json, "\"seed\":") : NULL;
  CHECK(seed != NULL, "descriptor JSON has a seed");
  if (seed) {
    char *last = seed + 7;
    while (last[1] >= '0' && last[1] <= '9') last++;
    *last = *last == '0' ? '1' : '0'; /* tamper with the last digit */
    BitsDescriptor *t = NULL;
    CHECK_STATUS(bits_descriptor_from_json(json, &t, &err), BITS_STATUS_INVALID_DATA);
    CHECK(t == NULL && strstr(err.message, "seed") != NULL, "tamper message: %s", err.message);
  }
  bits_string_free(json);
  CHECK_STATUS(bits_flipit_game_from_json("{\"date\":null,\"number\":1,\"clicked\":[1,2],\"moves\":1}",
                                          &(BitsFlipitGame *){NULL}, NULL),
               BITS_STATUS_INVALID_DATA);
  CHECK_STATUS(bits_sets_solve_json("{\"cards\":[],\"dice\":[],\"goal\":1}", &s, NULL), BITS_STATUS_INVALID_DATA);

  /* success clears the error record */
  CHECK_STATUS(bits_hash_string("x", &h, &err), BITS_STATUS_OK);
  CHECK(err.status == BITS_STATUS_OK && err.message[0] == '\0', "error cleared");

  /* every free accepts NULL */
  bits_string_free(NULL);
  bits_descriptor_free(NULL);
  bits_flipit_game_free(NULL);
  bits_mulberry32_free(NULL);

  /* status names */
  CHECK(!strcmp(bits_status_name(BITS_STATUS_PANIC), "BITS_STATUS_PANIC"), "status name");
  CHECK(!strcmp(bits_status_name(BITS_STATUS_OK), "BITS_STATUS_OK"), "status name");
  CHECK(!strcmp(bits_status_name(BITS_STATUS_BAD_TREE), "BITS_STATUS_BAD_TREE"), "status name");
  bits_descriptor_free(d);
}

/* The solver, deductions and rule check on puzzles no generator made. */
static void test_solver(void) {
  static BitsSolveResult sr;
  /* the shared vectors: the same trace, byte for byte, as every runtime; the same answers */
  {
    jv *v = load("binairo_deductions.json");
    CHECK(v->len >= 18, "%zu deduction vectors", v->len);
    for (size_t i = 0; i < v->len; i++) {
      const jv *d = v->items[i];
      char *steps = NULL;
      CHECK_STATUS(bits_deduce_json(str(d, "puzzle"), (uint8_t)num(d, "maxLevel"), &steps, NULL), BITS_STATUS_OK);
      CHECK(steps && !strcmp(steps, str(d, "deductions")), "deductions %zu differ", i);
      bits_string_free(steps);
      CHECK_STATUS(bits_solve_puzzle(str(d, "puzzle"), 0, &sr, NULL), BITS_STATUS_OK);
      CHECK(sr.solutions == (uint32_t)num(d, "solutions") && sr.rank == (uint8_t)num(d, "rank"),
            "solve %zu: %u solutions, rank %u", i, sr.solutions, sr.rank);
      uint8_t want[BITS_MAX_CELLS];
      size_t n = rows_to_cells(json_get(d, "solution"), want);
      CHECK(sr.solution.size * sr.solution.size == n && !memcmp(sr.solution.cells, want, n), "solution %zu", i);
    }
    json_free(v);
  }
  /* an empty 4x4 has many solutions: counted to two, no solution or rank given */
  CHECK_STATUS(bits_solve_puzzle("{\"width\":4,\"height\":4}", 0, &sr, NULL), BITS_STATUS_OK);
  CHECK(sr.solutions == 2 && sr.rank == 0 && sr.solution.size == 0, "empty 4x4: %u", sr.solutions);
  /* two equal given rows: no solution under R3, one when "distinct": false lifts it */
  {
    const char *twins = "{\"width\":4,\"height\":4,\"clues\":[{\"r\":0,\"c\":0,\"bit\":0},{\"r\":0,\"c\":1,\"bit\":1},"
                        "{\"r\":0,\"c\":2,\"bit\":0},{\"r\":0,\"c\":3,\"bit\":1},{\"r\":2,\"c\":0,\"bit\":0},"
                        "{\"r\":2,\"c\":1,\"bit\":1},{\"r\":2,\"c\":2,\"bit\":0},{\"r\":2,\"c\":3,\"bit\":1}]";
    char text[512];
    snprintf(text, sizeof text, "%s}", twins);
    CHECK_STATUS(bits_solve_puzzle(text, 0, &sr, NULL), BITS_STATUS_OK);
    CHECK(sr.solutions == 0, "twins under R3: %u", sr.solutions);
    snprintf(text, sizeof text, "%s,\"distinct\":false}", twins);
    CHECK_STATUS(bits_solve_puzzle(text, 0, &sr, NULL), BITS_STATUS_OK);
    CHECK(sr.solutions == 1 && sr.rank >= 1, "twins without R3: %u, rank %u", sr.solutions, sr.rank);
  }
  /* a puzzle id is its daily descriptor */
  CHECK_STATUS(bits_solve_puzzle("2026-11-21", 0, &sr, NULL), BITS_STATUS_OK);
  CHECK(sr.solutions == 1 && sr.rank >= 1 && sr.solution.size == 6, "2026-11-21: %u", sr.solutions);
  /* contradictory clues: no solution */
  CHECK_STATUS(bits_solve_puzzle("{\"width\":4,\"height\":4,\"clues\":[{\"r\":0,\"c\":0,\"bit\":1},"
                                 "{\"r\":0,\"c\":1,\"bit\":1},{\"r\":0,\"c\":2,\"bit\":1}]}",
                                 0, &sr, NULL),
               BITS_STATUS_OK);
  CHECK(sr.solutions == 0 && sr.solution.size == 0, "contradiction: %u", sr.solutions);
  BitsError err = {0};
  CHECK_STATUS(bits_solve_puzzle(NULL, 0, &sr, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_solve_puzzle("2026-11-21", 0, NULL, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_solve_puzzle("{", 0, &sr, NULL), BITS_STATUS_BAD_JSON);
  CHECK_STATUS(bits_solve_puzzle("2026-02-30", 0, &sr, &err), BITS_STATUS_INVALID_ID);
  CHECK_STATUS(bits_solve_puzzle("{\"width\":5,\"height\":5}", 0, &sr, &err), BITS_STATUS_INVALID_DATA);
  /* deduction settles a generated puzzle before any search: one node is budget enough */
  {
    BitsOptions o;
    CHECK_STATUS(bits_options_for_size(16, &o, NULL), BITS_STATUS_OK);
    o.rank = 3;
    BitsDescriptor *big = NULL;
    char *view = NULL;
    CHECK_STATUS(bits_descriptor_generate("practice-x", &o, &big, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_descriptor_public_json(big, &view, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_solve_puzzle(view, 1, &sr, &err), BITS_STATUS_OK);
    CHECK(sr.solutions == 1 && sr.rank == 3 && sr.solution.size == 16, "16x16 in one node: %u, rank %u",
          sr.solutions, sr.rank);
    bits_string_free(view);
    bits_descriptor_free(big);
  }
  /* the shared hostile vector: the search gives up at its budget, as in every runtime */
  {
    jv *v = load("hostile_search.json");
    char *puzzle = json_dump(json_get(v, "puzzle"));
    CHECK(puzzle != NULL, "hostile puzzle text");
    const jv *budget = json_get(v, "budget"), *message = json_get(v, "message");
    CHECK(budget && budget->type == J_NUM && message && message->type == J_STR, "budget and message");
    CHECK_STATUS(bits_solve_puzzle(puzzle, (uint64_t)budget->num, &sr, &err), BITS_STATUS_SEARCH_BUDGET);
    CHECK(!strcmp(err.message, message->str), "budget message: %s", err.message);
    CHECK(!strcmp(bits_status_name(BITS_STATUS_SEARCH_BUDGET), "BITS_STATUS_SEARCH_BUDGET"), "status name");
    free(puzzle);
    json_free(v);
  }
  char *steps = NULL;
  CHECK_STATUS(bits_deduce_json("2026-11-21", 0, &steps, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(!strcmp(err.message, "max_level 0 is not from 1 to 3"), "%s", err.message);
  CHECK_STATUS(bits_deduce_json("2026-11-21", 4, &steps, NULL), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(steps == NULL, "a refused call left a string");
  /* level 1 alone stops where it gets stuck; the same steps begin the level-3 trace */
  char *all = NULL;
  CHECK_STATUS(bits_deduce_json("2026-11-21", 1, &steps, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_deduce_json("2026-11-21", 3, &all, NULL), BITS_STATUS_OK);
  CHECK(steps && all && !strncmp(steps, "[{\"r\":", 6), "deductions JSON: %.40s", steps ? steps : "");
  CHECK(steps && all && strlen(steps) < strlen(all) && !strncmp(steps, all, strlen(steps) - 1),
        "the level-1 trace does not begin the level-3 one");
  bits_string_free(steps);
  bits_string_free(all);
  /* rule check: the first broken rule, with its place when it has one */
  BitsGrid g;
  memset(&g, 0, sizeof g);
  g.size = 4;
  const uint8_t triple[16] = {1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1};
  memcpy(g.cells, triple, 16);
  BitsRuleCheck rc;
  CHECK_STATUS(bits_check_grid(&g, true, &rc, NULL), BITS_STATUS_OK);
  CHECK(rc.broken && rc.reject == BITS_REJECT_TRIPLE && rc.r == 0 && rc.c == 0, "triple: %d %d %d", rc.reject, rc.r, rc.c);
  CHECK(strstr(rc.message, "three 1s in a row") != NULL, "%s", rc.message);
  /* two equal rows: a broken R3 only where lines must differ */
  const uint8_t twins[16] = {0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 1, 0};
  memcpy(g.cells, twins, 16);
  CHECK_STATUS(bits_check_grid(&g, true, &rc, NULL), BITS_STATUS_OK);
  CHECK(rc.broken && rc.reject == BITS_REJECT_DUPLICATE && rc.r == -1 && rc.c == -1, "twins: %d", rc.reject);
  CHECK_STATUS(bits_check_grid(&g, false, &rc, NULL), BITS_STATUS_OK);
  CHECK(!rc.broken && rc.message[0] == '\0', "twins without R3: %s", rc.message);
  g.cells[5] = BITS_CELL_EMPTY;
  CHECK_STATUS(bits_check_grid(&g, true, &rc, &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(strstr(err.message, "is empty") != NULL, "%s", err.message);
  CHECK_STATUS(bits_check_grid(NULL, true, &rc, NULL), BITS_STATUS_NULL_POINTER);
  CHECK_STATUS(bits_check_grid(&g, true, NULL, NULL), BITS_STATUS_NULL_POINTER);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s <vector-dir>\n", argv[0]);
    return 2;
  }
  dir = argv[1];
  CHECK(!strcmp(bits_version(), BITS_VERSION), "library %s, header %s", bits_version(), BITS_VERSION);
  test_primitives();
  test_descriptors();
  test_solver();
  test_submissions();
  test_binary_grid();
  test_flipit();
  test_sets();
  test_state();
  test_wordle();
  test_errors();
  printf("bits-c: %d passed, %d failed\n", checks - failures, failures);
  return failures ? 1 : 0;
}
