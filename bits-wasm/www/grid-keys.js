// A board as one Tab stop (a roving tabindex): the cell last focused keeps tabindex 0.
// Arrows, Home and End move within the grid, stopping at its edges; Ctrl+Home and Ctrl+End
// go to its first and last cell; Enter and Space stay the buttons' own click. Every cell is
// reachable, givens and a solved board's (aria-disabled) cells too, so that a screen
// reader reads their labels. Shared by the Bits and FlipIT pages.

/** Wires `cells` (buttons in row-major order, `width` a row) inside `container`. */
export function rovingGrid(container, cells, width) {
  let at = 0;
  cells.forEach((b, i) => { b.tabIndex = i === 0 ? 0 : -1; });
  const rove = (i) => {
    cells[at].tabIndex = -1;
    cells[i].tabIndex = 0;
    at = i;
  };
  // Safari does not focus a clicked button: a click moves the Tab stop too.
  cells.forEach((b, i) => b.addEventListener("click", () => rove(i)));
  container.addEventListener("focusin", (e) => {
    const i = cells.indexOf(e.target);
    if (i >= 0) rove(i);
  });
  container.addEventListener("keydown", (e) => {
    const i = cells.indexOf(e.target);
    if (i < 0 || e.altKey || e.metaKey || e.shiftKey) return;
    const c = i % width, last = cells.length - 1;
    const to = {
      ArrowLeft: c > 0 ? i - 1 : i, ArrowRight: c < width - 1 ? i + 1 : i,
      ArrowUp: i >= width ? i - width : i, ArrowDown: i + width <= last ? i + width : i,
      Home: e.ctrlKey ? 0 : i - c, End: e.ctrlKey ? last : i - c + width - 1,
    }[e.key];
    if (to === undefined) return;
    e.preventDefault(); // the keys would scroll the page otherwise
    rove(to);
    cells[to].focus();
  });
  /** The cell that holds the board's Tab stop. */
  return () => cells[at];
}
