//! One plain sentence per deduction, for hints a player reads.

use super::deduce::{Deduction, Technique};
use super::puzzle::HintKind;
use super::rules::Line;
use alloc::format;
use alloc::string::String;

/// Position of a cell along `line`, 1-based.
fn along(line: Line, r: u8, c: u8) -> u32 {
    match line {
        Line::Row(_) => u32::from(c) + 1,
        Line::Column(_) => u32::from(r) + 1,
    }
}

/// The sentence explaining `d` (`n` is the side of the grid).
///
/// A deduction is plain data, so one built by hand may lack the evidence its technique
/// names (the pair, the sandwich's ends, the hint's other cell): it gets a sentence
/// without them rather than a panic.
///
/// ```
/// # use bits::binairo::{Deduction, Technique, Line, explain::explain};
/// let d = Deduction { r: 1, c: 5, value: 0, technique: Technique::Completion, line: Line::Row(1),
///     evidence: vec![(1, 0), (1, 2), (1, 3)], completions: 0, copy_of: None, broken: None, hint: None };
/// assert_eq!(explain(&d, 6), "Row 2 already has three 1s, so this cell is 0.");
/// ```
pub fn explain(d: &Deduction, n: usize) -> String {
    let v = d.value;
    // 0 ↔ 1 (any other value reads as a 1's opposite, 0).
    let other = u8::from(v == 0);
    let line = d.line;
    let where_ = line.along();
    match (d.technique, d.evidence.first(), d.evidence.get(1)) {
        (Technique::Pair, Some(&a), Some(&b)) => {
            let (p, q) = (along(line, a.0, a.1), along(line, b.0, b.1));
            format!(
                "{line} has two {other}s side by side at {where_} {}\u{2013}{}, so the cell next to them is {v}.",
                p.min(q),
                p.max(q)
            )
        }
        (Technique::Sandwich, Some(&a), Some(&b)) => format!(
            "{line} has {other}s at {where_} {} and {}, so the cell between them is {v}.",
            along(line, a.0, a.1),
            along(line, b.0, b.1)
        ),
        (Technique::Hint, Some(&(r, c)), _) => {
            let equal = d.hint != Some(HintKind::Different);
            let (sym, rel, theirs) = if equal {
                ('=', "equal", v)
            } else {
                ('\u{d7}', "different", other)
            };
            format!(
                "The {sym} hint says this cell and row {} column {} are {rel}, and that cell is {theirs}, so this cell is {v}.",
                u32::from(r) + 1,
                u32::from(c) + 1
            )
        }
        // A hand-built deduction without the evidence its technique names.
        (Technique::Pair | Technique::Sandwich | Technique::Hint, ..) => {
            format!("{line} forces this cell: it is {v}.")
        }
        (Technique::Completion, ..) => format!(
            "{line} already has {} {other}s, so this cell is {v}.",
            super::rules::count_word((n / 2) as u8)
        ),
        (Technique::Counting, ..) => format!(
            "Every way left to finish {} ({} of them) puts {v} here.",
            lower(line),
            d.completions
        ),
        (Technique::DistinctLines, ..) => match d.copy_of {
            Some(k) => format!(
                "Putting {other} here would make {} a copy of {} {}, so this cell is {v}.",
                lower(line),
                line.noun(),
                u32::from(k) + 1
            ),
            None => format!(
                "Only {v} here keeps {} different from the other {}s.",
                lower(line),
                line.noun()
            ),
        },
        (Technique::Contradiction, ..) => match d.broken {
            Some(b) => format!(
                "If this cell were {other}, {} would break a rule after {} forced step{}, so it is {v}.",
                lower(b),
                d.evidence.len(),
                if d.evidence.len() == 1 { "" } else { "s" }
            ),
            None => {
                format!("If this cell were {other}, the grid would break a rule, so it is {v}.")
            }
        },
    }
}

fn lower(line: Line) -> String {
    format!("{} {}", line.noun(), line.index() + 1)
}
