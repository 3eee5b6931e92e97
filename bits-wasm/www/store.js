// localStorage that never throws. With site data blocked, reading `localStorage` itself
// throws (SecurityError); with the quota full, setItem does (QuotaExceededError). Either
// way the game goes on unsaved and a short note says so, instead of the page stopping.
// It also hands a page the saves other tabs write (`watch`), the one way every page
// follows a second tab on the same puzzle.

const NOTE = "Your progress is not being saved: this browser is not letting the page store it.";
/** What a page says when the save it finds for its puzzle cannot be read (and is dropped). */
export const UNREADABLE = "The progress saved for this puzzle could not be read, so the puzzle starts afresh.";
/** What a page says when the save it finds under its puzzle's id is for other givens. */
export const OUTDATED = "The progress saved here was for an earlier version of this puzzle, so the puzzle starts afresh.";
// Days of saves `prune` keeps before today.
const KEEP_DAYS = 31;

/** get/set/remove for the page; `note` shows why nothing is saved while saving fails. */
export function storage(note) {
  let ls = null;
  try {
    ls = window.localStorage;
    ls.getItem(""); // some browsers only refuse on first use
  } catch {
    ls = null;
  }
  const saving = (ok) => { note.textContent = ok ? "" : NOTE; };
  if (!ls) saving(false);
  const get = (key) => {
    try { return ls ? ls.getItem(key) : null; } catch { return null; }
  };
  // Per key, the text this tab last wrote or was handed: what the key holds unless another
  // tab has written since.
  const seen = new Map();
  return {
    /** The stored text, or null (also when storage is out of reach). */
    get,
    /** Whether the text was stored; a later success takes the note away again. */
    set(key, value) {
      try {
        if (!ls) return false;
        ls.setItem(key, value);
        seen.set(key, value);
        saving(true);
        return true;
      } catch {
        saving(false);
        return false;
      }
    },
    /**
     * Calls `take(text)` with each save another tab writes under `key`: at once through
     * storage events, and when this tab comes back (shown again, or out of the
     * back/forward cache) for one it missed meanwhile. Text this tab wrote or was handed
     * already is not handed again; a removed key hands nothing (the page's next change
     * writes it back).
     */
    watch(key, take) {
      seen.set(key, get(key));
      const offer = (text) => {
        if (text === null || text === seen.get(key)) return;
        seen.set(key, text);
        take(text);
      };
      addEventListener("storage", (e) => { if (e.key === key) offer(e.newValue); });
      document.addEventListener("visibilitychange", () => { if (!document.hidden) offer(get(key)); });
      addEventListener("pageshow", (e) => { if (e.persisted) offer(get(key)); });
    },
    remove(key) {
      try { ls?.removeItem(key); } catch { /* nothing stored to worry about */ }
    },
    /**
     * Removes the saves of this game for days more than a month before `today`
     * (`YYYY-MM-DD`), keeping `key`, the one the page plays; the game's saves are the keys
     * that share its `dailygrid:<game>:`. Every day's puzzle has a key of its
     * own, and a Bits save is about 3 KB: kept for ever they would fill the browser's
     * quota (about 5 MB) in under five years of daily play, and saving would stop. Keys
     * that are no date (practice ids) stay.
     */
    prune(key, today) {
      try {
        if (!ls) return;
        const prefix = `${key.split(":", 2).join(":")}:`;
        const oldest = new Date(Date.parse(today) - KEEP_DAYS * 86_400_000).toISOString().slice(0, 10);
        const old = [];
        for (let i = 0; i < ls.length; i++) {
          const k = ls.key(i);
          if (k === null || k === key || !k.startsWith(prefix)) continue;
          const day = k.slice(prefix.length);
          if (/^\d{4}-\d\d-\d\d$/.test(day) && day < oldest) old.push(k);
        }
        for (const k of old) ls.removeItem(k);
      } catch { /* storage out of reach: nothing to tidy */ }
    },
  };
}
