// The puzzle a page's URL asks for (`?id=`, or `?date=` for the same thing), or today's: a
// bad parameter says why in `notice` and falls back to today's puzzle instead of leaving
// the page blank. And, for a page left open on today's puzzle, word of the next day's.

/**
 * `[key, make(key)]` for the URL's `?id=` or `?date=`, or for `today()` when there is none
 * or it throws. A page left on today's puzzle is also watched over midnight: once `today()`
 * moves on, `notice` offers the new day's puzzle by a link to this page without
 * parameters. The page stays on the puzzle in play, saved under its own day, so a game
 * left open over midnight is neither swapped away nor silently counted for the wrong day.
 */
export function requested(today, make, notice) {
  const query = new URLSearchParams(location.search);
  const asked = query.get("id") ?? query.get("date");
  if (asked !== null) {
    try {
      return [asked, make(asked)];
    } catch (e) {
      tell(notice, `No puzzle "${asked}": ${e.message}. Here is today's.`);
    }
  }
  const key = today();
  watchDay(key, today, notice);
  return [key, make(key)];
}

/** Adds `parts` (text or elements) to `notice`, after what it says already. */
export function tell(notice, ...parts) {
  if (notice.textContent !== "") notice.append(" ");
  notice.append(...parts);
}

/** Tells once of the day after `shown`: when the page is shown again, and every minute. */
function watchDay(shown, today, notice) {
  let told = false;
  const check = () => {
    const now = today();
    // Dates as YYYY-MM-DD compare as text: a clock set back over midnight is no new day.
    if (told || now <= shown || document.hidden) return;
    told = true;
    const link = document.createElement("a");
    link.href = location.pathname;
    link.textContent = `play ${now}'s puzzle`;
    tell(notice, `A new day's puzzle is out: `, link, `. This one, ${shown}, stays here to finish.`);
  };
  document.addEventListener("visibilitychange", check);
  addEventListener("pageshow", check);
  setInterval(check, 60_000);
}
