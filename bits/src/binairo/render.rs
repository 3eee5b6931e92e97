//! Pictures of a puzzle as plain text, for terminals and logs.

use super::descriptor::Descriptor;
use super::lines::MAX_SIZE;
use super::puzzle::{Dir, Hint, Puzzle};
use alloc::string::String;
use alloc::vec::Vec;

/// A puzzle's givens and hints ([`Descriptor::puzzle`], or a public view's).
pub fn puzzle_text(p: &Puzzle) -> String {
    render_text(p.size(), &p.given_cells(), p.hints())
}

/// A descriptor's solution with its hints (for QA sheets).
pub fn solution_text(d: &Descriptor) -> String {
    let cells: Vec<Option<u8>> = d.solution().cells().into_iter().map(Some).collect();
    render_text(d.size(), &cells, d.adjacencies())
}

/// Draws an `n × n` grid: cells as `0`, `1` or `.`, hints as `=` / `×` on the edge
/// between their cells. `cells` is row-major; a side past 16 (no grid's) is drawn as 16.
///
/// ```text
/// 1   .   . = 0
/// ×
/// .   1   .   .
/// ```
pub fn render_text(n: usize, cells: &[Option<u8>], hints: &[Hint]) -> String {
    // No grid is wider: a caller's larger side would only cost memory (n² characters).
    let n = n.min(MAX_SIZE);
    let hint_at = |r: usize, c: usize, dir: Dir| {
        hints
            .iter()
            .find(|h| h.r as usize == r && h.c as usize == c && h.dir == dir)
            .map_or(' ', Hint::symbol)
    };
    let mut out = String::new();
    for r in 0..n {
        let mut line = String::new();
        for c in 0..n {
            line.push(match cells.get(r * n + c).copied().flatten() {
                Some(0) => '0',
                Some(_) => '1',
                None => '.',
            });
            if c + 1 < n {
                line.push(' ');
                line.push(hint_at(r, c, Dir::Right));
                line.push(' ');
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
        if r + 1 < n {
            let mut below = String::new();
            for c in 0..n {
                below.push(hint_at(r, c, Dir::Down));
                if c + 1 < n {
                    below.push_str("   ");
                }
            }
            out.push_str(below.trim_end());
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::binairo::puzzle::HintKind;

    #[test]
    fn draws_cells_and_hints() {
        let mut cells = alloc::vec![None; 16];
        cells[0] = Some(1);
        cells[3] = Some(0);
        let hints = [
            Hint {
                r: 0,
                c: 2,
                dir: Dir::Right,
                kind: HintKind::Equal,
            },
            Hint {
                r: 0,
                c: 0,
                dir: Dir::Down,
                kind: HintKind::Different,
            },
        ];
        assert_eq!(
            render_text(4, &cells, &hints),
            "1   .   . = 0\n×\n.   .   .   .\n\n.   .   .   .\n\n.   .   .   .\n"
        );
    }
}
