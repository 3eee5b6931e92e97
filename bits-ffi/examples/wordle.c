/* Plays Wordle with the shipped lookup tree: asks the tree for each guess, scores it against
 * the answer, and feeds the feedback back — the loop a game or a bot runs.
 *
 *   cc wordle.c $(pkg-config --cflags --libs bits) -o wordle
 *   ./wordle bits/data/wordle/lookup_lants.bin crane
 */
#include <bits.h>
#include <stdio.h>
#include <stdlib.h>

static int fail(const char *what, const BitsError *err) {
  fprintf(stderr, "%s: %s: %s\n", what, bits_status_name(err->status), err->message);
  return 1;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s TREE.bin ANSWER\n", argv[0]);
    return 2;
  }
  /* The tree file's bytes; the library copies them, so they can go right after loading. */
  FILE *f = fopen(argv[1], "rb");
  if (!f) {
    perror(argv[1]);
    return 1;
  }
  static uint8_t bytes[1 << 20];
  size_t len = fread(bytes, 1, sizeof bytes, f);
  /* Read whole: no error, and nothing past what the buffer took. */
  int whole = !ferror(f) && getc(f) == EOF && !ferror(f);
  fclose(f);
  if (!whole) {
    fprintf(stderr, "%s: unreadable, or larger than the %zu bytes this example reads\n", argv[1], sizeof bytes);
    return 1;
  }

  BitsError err;
  bool is_word = false;
  if (bits_wordle_is_word(argv[2], &is_word, &err) != BITS_STATUS_OK) return fail(argv[2], &err);
  if (!is_word) {
    fprintf(stderr, "%s is not in the word list\n", argv[2]);
    return 1;
  }
  BitsWordleTree *tree = NULL;
  if (bits_wordle_tree_load(bytes, len, &tree, &err) != BITS_STATUS_OK) return fail(argv[1], &err);
  BitsWordleTreeInfo info;
  bits_wordle_tree_info(tree, &info, NULL);
  printf("tree: starts with %s, %u nodes\n", info.start, info.nodes);

  BitsWordleStep history[BITS_WORDLE_MAX_STEPS];
  size_t played = 0;
  for (;;) {
    char guess[BITS_WORDLE_WORD_BYTES];
    bool solved = false;
    if (bits_wordle_next_guess(tree, history, played, guess, &solved, &err) != BITS_STATUS_OK) {
      bits_wordle_tree_free(tree);
      return fail("next guess", &err);
    }
    if (solved) break;
    uint8_t code = 0;
    char pattern[6];
    if (bits_wordle_feedback(guess, argv[2], &code, pattern, &err) != BITS_STATUS_OK) {
      bits_wordle_tree_free(tree);
      return fail("feedback", &err);
    }
    printf("%zu. %s %s\n", played + 1, guess, pattern);
    snprintf(history[played].guess, sizeof history[played].guess, "%s", guess);
    history[played].feedback = code;
    if (++played == BITS_WORDLE_MAX_STEPS) break;
  }
  printf("solved in %zu\n", played);
  bits_wordle_tree_free(tree);
  return 0;
}
