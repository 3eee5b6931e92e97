// localStorage that never throws. With site data blocked, reading `localStorage` itself
// throws (SecurityError); with the quota full, setItem does (QuotaExceededError). Either
// way the game goes on unsaved and a short note says so, instead of the page stopping.

const NOTE = "Your progress is not being saved: this browser is not letting the page store it.";

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
  return {
    /** The stored text, or null (also when storage is out of reach). */
    get(key) {
      try { return ls ? ls.getItem(key) : null; } catch { return null; }
    },
    /** Whether the text was stored; a later success takes the note away again. */
    set(key, value) {
      try {
        if (!ls) return false;
        ls.setItem(key, value);
        saving(true);
        return true;
      } catch {
        saving(false);
        return false;
      }
    },
    remove(key) {
      try { ls?.removeItem(key); } catch { /* nothing stored to worry about */ }
    },
  };
}
