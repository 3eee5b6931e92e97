//! Pictures as SVG text, built in the core so every binding draws the same thing.

use super::descriptor::{Descriptor, PublicView};
use super::puzzle::{Dir, Hint};
use super::state::{GridState, Status, hint_symbol};
use alloc::string::String;
use core::fmt::Write;

const CELL: usize = 48;
const PAD: usize = 8;

/// What one cell shows.
#[derive(Clone, Copy)]
struct Shown {
    value: Option<u8>,
    given: bool,
    typo: bool,
}

fn draw(n: usize, cells: &[Shown], hints: &[Hint]) -> String {
    let side = n * CELL + 2 * PAD;
    let mut s = String::new();
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side} {side}" width="{side}" height="{side}" font-family="sans-serif">"##
    );
    let _ = write!(
        s,
        r##"<rect width="{side}" height="{side}" fill="#ffffff"/>"##
    );
    for (i, cell) in cells.iter().enumerate() {
        let (x, y) = (PAD + (i % n) * CELL, PAD + (i / n) * CELL);
        let fill = if cell.typo {
            "#fde2e1"
        } else if cell.given {
            "#e8e8ee"
        } else {
            "#ffffff"
        };
        let _ = write!(
            s,
            r##"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#555" stroke-width="1"/>"##
        );
        if let Some(v) = cell.value {
            let color = if cell.typo {
                "#c0392b"
            } else if cell.given {
                "#111"
            } else {
                "#2a5db0"
            };
            let weight = if cell.given { "bold" } else { "normal" };
            let _ = write!(
                s,
                r##"<text x="{}" y="{}" font-size="26" text-anchor="middle" fill="{color}" font-weight="{weight}">{v}</text>"##,
                x + CELL / 2,
                y + CELL / 2 + 9
            );
        }
    }
    for h in hints {
        let (r, c) = (h.r as usize, h.c as usize);
        let (cx, cy) = match h.dir {
            Dir::Right => (PAD + (c + 1) * CELL, PAD + r * CELL + CELL / 2),
            Dir::Down => (PAD + c * CELL + CELL / 2, PAD + (r + 1) * CELL),
        };
        let _ = write!(
            s,
            r##"<circle cx="{cx}" cy="{cy}" r="9" fill="#ffffff" stroke="#555"/><text x="{cx}" y="{}" font-size="14" text-anchor="middle" fill="#111">{}</text>"##,
            cy + 5,
            hint_symbol(h.kind)
        );
    }
    let _ = write!(
        s,
        r##"<rect x="{PAD}" y="{PAD}" width="{}" height="{}" fill="none" stroke="#111" stroke-width="2"/></svg>"##,
        n * CELL,
        n * CELL
    );
    s
}

fn givens_only(p: &super::puzzle::Puzzle) -> alloc::vec::Vec<Shown> {
    let mut cells = alloc::vec::Vec::with_capacity(p.size() * p.size());
    for value in p.given_cells() {
        let given = value.is_some();
        cells.push(Shown {
            value,
            given,
            typo: false,
        });
    }
    cells
}

/// The puzzle of a descriptor (givens and hints; the solution is not drawn).
pub fn descriptor_svg(d: &Descriptor) -> String {
    puzzle_svg(d.puzzle())
}

/// The puzzle of a public view.
pub fn public_svg(v: &PublicView) -> String {
    puzzle_svg(v.puzzle())
}

/// A puzzle's givens and hints: whatever it came from, its clues lie inside its grid.
fn puzzle_svg(p: &super::puzzle::Puzzle) -> String {
    draw(p.size(), &givens_only(p), p.hints())
}

/// A game in progress: givens, the player's values, violations marked in red.
pub fn state_svg(s: &GridState) -> String {
    let cells: alloc::vec::Vec<Shown> = s
        .cells()
        .iter()
        .map(|c| Shown {
            value: c.value,
            given: c.is_clue,
            typo: c.status == Status::Typo,
        })
        .collect();
    draw(s.size(), &cells, s.puzzle().hints())
}

/// A descriptor's solution with its hints (for QA sheets).
pub fn solution_svg(d: &Descriptor) -> String {
    let n = d.size();
    let mut cells = givens_only(d.puzzle());
    for (i, v) in d.solution().cells().into_iter().enumerate() {
        cells[i].value = Some(v);
    }
    draw(n, &cells, d.adjacencies())
}
