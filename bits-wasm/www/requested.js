// The puzzle a page's URL asks for (`?id=` or `?date=`), or today's: a bad parameter says
// why in `notice` and falls back to today's puzzle instead of leaving the page blank.

/** `[key, make(key)]` for the URL's `param`, or for `today` when that throws. */
export function requested(param, today, make, notice) {
  const key = new URLSearchParams(location.search).get(param) ?? today;
  try {
    return [key, make(key)];
  } catch (e) {
    notice.textContent = `No puzzle "${key}": ${e.message}. Here is today's.`;
    return [today, make(today)];
  }
}
