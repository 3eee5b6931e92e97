/* Prints the day's Bits puzzle and validates two grids: a copy to start from.
 *
 *   cc daily.c $(pkg-config --cflags --libs bits) -o daily
 *   ./daily               # today's puzzle (Los Angeles date, as the site)
 *   ./daily 2026-11-21    # any day
 */
#include <bits.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static int fail(const char *what, const BitsError *err) {
  fprintf(stderr, "%s: %s: %s\n", what, bits_status_name(err->status), err->message);
  return 1;
}

int main(int argc, char **argv) {
  BitsError err;
  /* Any id as given (`practice-<seed>` ids run to 73 bytes); today's date otherwise. */
  char today[16];
  const char *id = today;
  if (argc > 1) {
    id = argv[1];
  } else {
    BitsDate date;
    if (bits_pt_date((int64_t)time(NULL) * 1000, &date, &err) != BITS_STATUS_OK ||
        bits_date_format(&date, today, sizeof today, &err) != BITS_STATUS_OK)
      return fail("date", &err);
  }

  /* Plain data: nothing to free. */
  static BitsDescriptorData p;
  if (bits_generate_data(id, NULL, &p, &err) != BITS_STATUS_OK) return fail(id, &err);
  printf("Bits %s (%dx%d, rank %d)\n", id, p.size, p.size, p.difficulty_rank);
  for (int r = 0; r < p.size; r++) {
    for (int c = 0; c < p.size; c++) {
      uint8_t g = p.givens[r * p.size + c];
      putchar(g == BITS_CELL_EMPTY ? '.' : (char)('0' + g));
      putchar(' ');
    }
    putchar('\n');
  }
  for (uint32_t i = 0; i < p.hint_count; i++) {
    BitsHint h = p.hints[i];
    printf("hint: (%d,%d) %s (%d,%d)\n", h.r, h.c, h.kind == BITS_HINT_KIND_EQUAL ? "=" : "x",
           h.r + (h.dir == BITS_DIR_DOWN), h.c + (h.dir == BITS_DIR_RIGHT));
  }

  /* Validation needs the descriptor handle (free it when done). */
  BitsDescriptor *d = NULL;
  if (bits_descriptor_generate(id, NULL, &d, &err) != BITS_STATUS_OK) return fail(id, &err);
  size_t n = (size_t)p.size * p.size;
  uint8_t cells[BITS_MAX_CELLS];
  memcpy(cells, p.solution, n);
  BitsVerdict v;
  if (bits_validate_submission_cells(d, cells, n, 95000, &v, &err) != BITS_STATUS_OK) {
    bits_descriptor_free(d);
    return fail("validate", &err);
  }
  printf("solution: %s\n", v.valid ? "accepted" : v.message);

  for (size_t i = 0; i < n; i++) {
    if (p.givens[i] != BITS_CELL_EMPTY) {
      cells[i] ^= 1; /* change the first given */
      break;
    }
  }
  if (bits_validate_submission_cells(d, cells, n, 95000, &v, &err) != BITS_STATUS_OK) {
    bits_descriptor_free(d);
    return fail("validate", &err);
  }
  printf("edited grid: %s (%s) %s\n", v.valid ? "accepted" : "rejected",
         v.reject == BITS_REJECT_GIVEN ? "given" : "other", v.message);
  bits_descriptor_free(d);
  return 0;
}
