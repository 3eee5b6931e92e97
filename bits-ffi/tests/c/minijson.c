#include "minijson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const char *p;
  bool bad;
} parser;

static void ws(parser *ps) {
  while (*ps->p == ' ' || *ps->p == '\n' || *ps->p == '\r' || *ps->p == '\t') ps->p++;
}

static jv *node(jtype t) {
  jv *v = calloc(1, sizeof *v);
  if (!v) abort();
  v->type = t;
  return v;
}

static void push(jv *v, char *key, jv *item) {
  v->items = realloc(v->items, (v->len + 1) * sizeof *v->items);
  if (!v->items) abort();
  v->items[v->len] = item;
  if (v->type == J_OBJ) {
    v->keys = realloc(v->keys, (v->len + 1) * sizeof *v->keys);
    if (!v->keys) abort();
    v->keys[v->len] = key;
  }
  v->len++;
}

static int hex4(const char *s, unsigned *out) {
  unsigned u = 0;
  for (int i = 0; i < 4; i++) {
    char c = s[i];
    u <<= 4;
    if (c >= '0' && c <= '9') u |= (unsigned)(c - '0');
    else if (c >= 'a' && c <= 'f') u |= (unsigned)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') u |= (unsigned)(c - 'A' + 10);
    else return 0;
  }
  *out = u;
  return 1;
}

static size_t utf8(unsigned cp, char *o) {
  if (cp < 0x80) { o[0] = (char)cp; return 1; }
  if (cp < 0x800) { o[0] = (char)(0xC0 | (cp >> 6)); o[1] = (char)(0x80 | (cp & 0x3F)); return 2; }
  if (cp < 0x10000) {
    o[0] = (char)(0xE0 | (cp >> 12)); o[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
    o[2] = (char)(0x80 | (cp & 0x3F)); return 3;
  }
  o[0] = (char)(0xF0 | (cp >> 18)); o[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
  o[2] = (char)(0x80 | ((cp >> 6) & 0x3F)); o[3] = (char)(0x80 | (cp & 0x3F)); return 4;
}

static char *string(parser *ps) {
  /* decoded text is never longer than the escaped text */
  const char *start = ++ps->p;
  size_t cap = 1;
  while (start[cap - 1] && start[cap - 1] != '"') cap += (start[cap - 1] == '\\') ? 2 : 1;
  char *out = malloc(cap + 1), *o = out;
  if (!out) abort();
  for (;;) {
    char c = *ps->p++;
    if (c == '"') break;
    if (c == '\0') { ps->bad = true; ps->p--; break; }
    if (c != '\\') { *o++ = c; continue; }
    c = *ps->p++;
    switch (c) {
      case 'n': *o++ = '\n'; break;
      case 't': *o++ = '\t'; break;
      case 'r': *o++ = '\r'; break;
      case 'b': *o++ = '\b'; break;
      case 'f': *o++ = '\f'; break;
      case 'u': {
        unsigned cp, lo;
        if (!hex4(ps->p, &cp)) { ps->bad = true; break; }
        ps->p += 4;
        if (cp >= 0xD800 && cp < 0xDC00 && ps->p[0] == '\\' && ps->p[1] == 'u' &&
            hex4(ps->p + 2, &lo) && lo >= 0xDC00 && lo < 0xE000) {
          cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
          ps->p += 6;
        }
        o += utf8(cp, o);
        break;
      }
      case '\0': ps->bad = true; ps->p--; break;
      default: *o++ = c; break; /* \" \\ \/ */
    }
    if (ps->bad) break;
  }
  *o = '\0';
  return out;
}

static jv *value(parser *ps, int depth) {
  ws(ps);
  if (depth > 64) { ps->bad = true; return NULL; }
  char c = *ps->p;
  jv *v;
  if (c == '{' || c == '[') {
    v = node(c == '{' ? J_OBJ : J_ARR);
    char close = c == '{' ? '}' : ']';
    ps->p++;
    ws(ps);
    if (*ps->p == close) { ps->p++; return v; }
    for (;;) {
      char *key = NULL;
      ws(ps);
      if (v->type == J_OBJ) {
        if (*ps->p != '"') { ps->bad = true; return v; }
        key = string(ps);
        ws(ps);
        if (*ps->p != ':') { ps->bad = true; free(key); return v; }
        ps->p++;
      }
      jv *item = value(ps, depth + 1);
      if (!item) { free(key); ps->bad = true; return v; }
      push(v, key, item);
      if (ps->bad) return v;
      ws(ps);
      if (*ps->p == ',') { ps->p++; continue; }
      if (*ps->p == close) { ps->p++; return v; }
      ps->bad = true;
      return v;
    }
  }
  if (c == '"') { v = node(J_STR); v->str = string(ps); return v; }
  if (!strncmp(ps->p, "true", 4)) { ps->p += 4; v = node(J_BOOL); v->b = true; return v; }
  if (!strncmp(ps->p, "false", 5)) { ps->p += 5; v = node(J_BOOL); return v; }
  if (!strncmp(ps->p, "null", 4)) { ps->p += 4; return node(J_NULL); }
  char *end;
  double d = strtod(ps->p, &end);
  if (end == ps->p) { ps->bad = true; return NULL; }
  ps->p = end;
  v = node(J_NUM);
  v->num = d;
  return v;
}

jv *json_parse(const char *text) {
  parser ps = {text, false};
  jv *v = value(&ps, 0);
  ws(&ps);
  if (ps.bad || *ps.p != '\0') { json_free(v); return NULL; }
  return v;
}

jv *json_parse_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc((size_t)n + 1);
  if (!buf) abort();
  size_t got = fread(buf, 1, (size_t)n, f);
  fclose(f);
  buf[got] = '\0';
  jv *v = json_parse(buf);
  free(buf);
  return v;
}

void json_free(jv *v) {
  if (!v) return;
  for (size_t i = 0; i < v->len; i++) {
    json_free(v->items[i]);
    if (v->keys) free(v->keys[i]);
  }
  free(v->items);
  free(v->keys);
  free(v->str);
  free(v);
}

const jv *json_get(const jv *obj, const char *key) {
  if (!obj || obj->type != J_OBJ) return NULL;
  for (size_t i = 0; i < obj->len; i++)
    if (!strcmp(obj->keys[i], key)) return obj->items[i];
  return NULL;
}

const jv *json_at(const jv *arr, size_t i) {
  if (!arr || arr->type != J_ARR || i >= arr->len) return NULL;
  return arr->items[i];
}

bool json_equal(const jv *a, const jv *b) {
  if (!a || !b || a->type != b->type) return false;
  switch (a->type) {
    case J_NULL: return true;
    case J_BOOL: return a->b == b->b;
    case J_NUM: return a->num == b->num;
    case J_STR: return !strcmp(a->str, b->str);
    case J_ARR:
      if (a->len != b->len) return false;
      for (size_t i = 0; i < a->len; i++)
        if (!json_equal(a->items[i], b->items[i])) return false;
      return true;
    case J_OBJ:
      if (a->len != b->len) return false;
      for (size_t i = 0; i < a->len; i++)
        if (!json_equal(a->items[i], json_get(b, a->keys[i]))) return false;
      return true;
  }
  return false;
}

typedef struct {
  char *s;
  size_t len, cap;
} buf_t;

static void put(buf_t *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    b->cap = (b->len + n + 1) * 2;
    b->s = realloc(b->s, b->cap);
    if (!b->s) abort();
  }
  memcpy(b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = '\0';
}

static void dump_str(buf_t *b, const char *s) {
  put(b, "\"", 1);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') { put(b, "\\", 1); put(b, s, 1); }
    else if (c < 0x20) { char e[8]; snprintf(e, sizeof e, "\\u%04x", c); put(b, e, 6); }
    else put(b, s, 1);
  }
  put(b, "\"", 1);
}

static void dump(buf_t *b, const jv *v) {
  char num[32];
  switch (v->type) {
    case J_NULL: put(b, "null", 4); break;
    case J_BOOL: v->b ? put(b, "true", 4) : put(b, "false", 5); break;
    case J_NUM: {
      int n = snprintf(num, sizeof num, "%.17g", v->num);
      put(b, num, (size_t)n);
      break;
    }
    case J_STR: dump_str(b, v->str); break;
    case J_ARR:
    case J_OBJ:
      put(b, v->type == J_ARR ? "[" : "{", 1);
      for (size_t i = 0; i < v->len; i++) {
        if (i) put(b, ",", 1);
        if (v->type == J_OBJ) { dump_str(b, v->keys[i]); put(b, ":", 1); }
        dump(b, v->items[i]);
      }
      put(b, v->type == J_ARR ? "]" : "}", 1);
      break;
  }
}

char *json_dump(const jv *v) {
  buf_t b = {NULL, 0, 0};
  put(&b, "", 0);
  dump(&b, v);
  return b.s;
}
