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
    CHECK_STATUS(bits_flipit_game_reset(restored, NULL), BITS_STATUS_OK);
    CHECK_STATUS(bits_flipit_game_state(restored, &st2, NULL), BITS_STATUS_OK);
    /* a reset undoes every click, and counts the undoing clicks as moves */
    CHECK(st2.board == number && st2.clicked == 0 &&
              st2.moves == st.moves + (uint32_t)json_get(d, "clicked")->len,
          "game %zu reset: moves %u", i, st2.moves);
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
              !strcmp(str(got, "code"), str(d, "code")) && num(got, "goal") == num(d, "goal"),
          "sets check '%s': %s", str(d, "answer"), out);
    const jv *want_value = json_get(d, "value");
    const jv *got_value = got ? json_get(got, "value") : NULL;
    CHECK(got_value && (want_value ? json_equal(got_value, want_value) : got_value->type == J_NULL),
          "sets check '%s' value", str(d, "answer"));
    json_free(got);
    bits_string_free(out);
    free(table);
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
  CHECK_STATUS(bits_state_set(s, 0, 0, 7, NULL), BITS_STATUS_INVALID_ARGUMENT);
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
  CHECK_STATUS(bits_state_set(s, r0, c0, BITS_CELL_EMPTY, NULL), BITS_STATUS_OK);
  /* the clock runs on the caller's timestamps */
  CHECK_STATUS(bits_state_resume(s, 1000, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_state_pause(s, 61000, NULL), BITS_STATUS_OK);
  uint64_t ms = 0;
  CHECK_STATUS(bits_state_elapsed(s, 99999, &ms, NULL), BITS_STATUS_OK);
  CHECK(ms == 60000, "elapsed %llu", (unsigned long long)ms);
  /* a wrong value is pointed out as a mistake */
  uint8_t wrong = (uint8_t)(data.solution[open] ^ 1);
  CHECK_STATUS(bits_state_set(s, r0, c0, wrong, NULL), BITS_STATUS_OK);
  BitsAdvice a;
  CHECK_STATUS(bits_state_hint(s, &a, NULL), BITS_STATUS_OK);
  CHECK(a.is_mistake && a.explanation[0], "mistake advice: %s", a.explanation);
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
    CHECK_STATUS(bits_state_set(s, (uint32_t)a.r, (uint32_t)a.c, a.value, NULL), BITS_STATUS_OK);
    steps++;
  }
  CHECK(solved, "hints solve the puzzle (%zu steps)", steps);
  CHECK_STATUS(bits_state_hint(s, &a, &err), BITS_STATUS_NOT_ALLOWED);
  CHECK_STATUS(bits_state_lock(s, BITS_LINE_KIND_COLUMN, 0, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_state_cells(s, cells, BITS_MAX_CELLS, &len, NULL), BITS_STATUS_OK);
  CHECK(cells[n].is_locked || cells[n].is_clue, "column 0 locked");
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
  CHECK_STATUS(bits_state_restore(t, "{", &resumed, NULL), BITS_STATUS_BAD_JSON);
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

/* Every status the library can return for bad input, each from a real call. */
static void test_errors(void) {
  BitsError err;
  uint32_t h;
  char *s = NULL;
  BitsDescriptor *d = NULL;

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
  CHECK_STATUS(bits_validate_submission_cells(d, cells, 36, 60000, &verdict, NULL), BITS_STATUS_OK);
  CHECK(!verdict.valid && verdict.reject == BITS_REJECT_GIVEN && verdict.r >= 0 && verdict.c >= 0,
        "all-zero grid: %s", verdict.message);
  BitsDate date = {2026, 11, 21};
  char small[10];
  CHECK_STATUS(bits_date_format(&date, small, sizeof small, &err), BITS_STATUS_BUFFER_TOO_SMALL);
  CHECK(!strcmp(small, "2026-11-2"), "truncated date '%s'", small);
  char msg[8];
  size_t len = 0;
  CHECK_STATUS(bits_error_message(&err, msg, sizeof msg, &len), BITS_STATUS_BUFFER_TOO_SMALL);
  CHECK(len == strlen(err.message) && strlen(msg) == 7, "error_message truncation");
  char big[BITS_MESSAGE_CAPACITY];
  CHECK_STATUS(bits_error_message(&err, big, sizeof big, NULL), BITS_STATUS_OK);
  CHECK(!strcmp(big, err.message), "error_message copy");

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
  CHECK(opts.size == 6 && opts.rank == 0 && opts.hints_min == 8 && opts.hints_max == 12, "default options");
  opts.size = 7;
  CHECK_STATUS(bits_descriptor_generate("2026-11-21", &opts, &(BitsDescriptor *){NULL}, NULL), BITS_STATUS_INVALID_ARGUMENT);
  opts.size = 6;
  opts.rank = 4;
  CHECK_STATUS(bits_generate_json("2026-11-21", &opts, false, &s, NULL), BITS_STATUS_INVALID_ARGUMENT);
  CHECK_STATUS(bits_binary_grid_json("2026-11-21", "impossible", &s, NULL), BITS_STATUS_INVALID_ARGUMENT);
  CHECK_STATUS(bits_flipit_solve(65536, &(uint16_t){0}, NULL), BITS_STATUS_INVALID_ARGUMENT);
  BitsFlipitGame *g = NULL;
  CHECK_STATUS(bits_flipit_game_new(17043, &g, NULL), BITS_STATUS_OK);
  CHECK_STATUS(bits_flipit_game_click(g, 16, NULL, &err), BITS_STATUS_INVALID_ARGUMENT);
  bits_flipit_game_free(g);
  BitsGrid grid;
  memset(&grid, 0, sizeof grid);
  grid.size = 5;
  CHECK_STATUS(bits_grid_follows_rules(&grid, &(bool){false}, NULL), BITS_STATUS_INVALID_ARGUMENT);
  grid.size = 4;
  grid.cells[3] = 7;
  CHECK_STATUS(bits_grid_follows_rules(&grid, &(bool){false}, NULL), BITS_STATUS_INVALID_ARGUMENT);
  CHECK_STATUS(bits_validate_uuid("not-a-uuid", &err), BITS_STATUS_INVALID_ARGUMENT);
  CHECK(err.message[0] != '\0', "uuid message");
  CHECK_STATUS(bits_ms_from_f64(NAN, &(int64_t){0}, NULL), BITS_STATUS_INVALID_ARGUMENT);

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
  bits_descriptor_free(d);
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
  test_submissions();
  test_binary_grid();
  test_flipit();
  test_sets();
  test_state();
  test_errors();
  printf("bits C test: %d checks, %d failures\n", checks, failures);
  return failures ? 1 : 0;
}
