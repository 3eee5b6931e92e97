/* A minimal JSON reader for the C tests: enough to walk the golden vectors (objects,
 * arrays, strings with \u escapes, numbers, true/false/null), compare values and write
 * them back compactly. Not a general-purpose parser: it trusts its input to be JSON and
 * reports the first syntax error by returning NULL. */
#ifndef MINIJSON_H
#define MINIJSON_H

#include <stdbool.h>
#include <stddef.h>

typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } jtype;

typedef struct jv {
  jtype type;
  bool b;
  double num;
  char *str;         /* J_STR: decoded UTF-8, NUL-terminated */
  size_t len;        /* J_ARR/J_OBJ: number of items */
  struct jv **items; /* J_ARR/J_OBJ: values */
  char **keys;       /* J_OBJ: keys, parallel to items */
} jv;

jv *json_parse(const char *text);
jv *json_parse_file(const char *path);
void json_free(jv *v);
const jv *json_get(const jv *obj, const char *key); /* NULL when absent */
const jv *json_at(const jv *arr, size_t i);
bool json_equal(const jv *a, const jv *b); /* objects compare regardless of key order */
char *json_dump(const jv *v);              /* compact JSON, malloc'd */

#endif
