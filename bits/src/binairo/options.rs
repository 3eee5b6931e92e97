//! What to generate, and the one order in which a caller's options are judged.
//!
//! Every runtime names a caller's first mistake first, in the same words: the puzzle id,
//! then the side, the rank, the clue range and the hint range. A binding turns each
//! option from its own carrier (a Python object, a JavaScript value, a C struct, a
//! command-line flag) into a number only when [`read_options`] asks for it, and the core
//! judges it before asking for the next, so that order is written here once;
//! [`generate`](super::generate::generate) judges its own options through the same
//! function.

use super::generate::GenerateError;
use super::lines;
use crate::daily::PuzzleId;
use core::fmt;

/// What to generate. `Options::default()` is the site's daily Bits puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Side of the grid: even, 4–16.
    pub size: usize,
    /// Difficulty rank 1–3; `None` follows the week for date ids (Mon–Tue 1, Wed–Thu 2,
    /// Fri–Sun 3) and is 2 for practice ids.
    pub rank: Option<u8>,
    /// Inclusive range for the number of givens.
    pub clues: (usize, usize),
    /// Inclusive range for the number of adjacency hints (`Some((0, 0))` for none);
    /// `None` takes [`default_hints`] for the size, so that changing only the size keeps
    /// a range every rank can meet.
    pub hints: Option<(usize, usize)>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            size: 6,
            rank: None,
            clues: (0, 256),
            hints: None,
        }
    }
}

impl Options {
    /// The hint range these options ask for: the one given, or the size's default.
    pub fn hint_range(&self) -> (usize, usize) {
        self.hints.unwrap_or_else(|| default_hints(self.size))
    }
}

/// The number of hints a puzzle of side `size` gets when no range is asked for: the
/// site's 8–12 from 6×6 up, and 3–5 at 4×4, about the same share of its 24 edges as
/// 8–12 is of 6×6's 60. (With 8–12 a 4×4 puzzle is nearly all hints and no rank-3
/// puzzle exists.) Larger grids keep 8–12, which every rank meets there.
pub const fn default_hints(size: usize) -> (usize, usize) {
    if size <= 4 { (3, 5) } else { (8, 12) }
}

/// "grid side 18 is not an even number from 4 to 16" for a side of any size: a binding
/// quotes a caller's number past `usize` (a Python int, a JavaScript double) in the words
/// of [`GenerateError::Size`], so a refused side reads and is coded the same at any size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SizeRefused<T>(pub T);

impl<T: fmt::Display> fmt::Display for SizeRefused<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "grid side {} is not an even number from 4 to 16", self.0)
    }
}

/// "rank 0 is not 1, 2 or 3" for a rank of any size, as [`SizeRefused`] is for a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RankRefused<T>(pub T);

impl<T: fmt::Display> fmt::Display for RankRefused<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "rank {} is not 1, 2 or 3", self.0)
    }
}

/// A caller's generate options as a binding holds them, read one at a time.
///
/// Each method reads one option from the caller's carrier and refuses there only what
/// the core cannot be handed: a wrong type, a number past the carrier (a side or rank in
/// the words of [`SizeRefused`] and [`RankRefused`], so that it reads as a refused number
/// inside the carrier does), or a spelling of the binding's own (C's half-set
/// `BITS_HINTS_FOR_SIZE`). [`read_options`] calls the methods in the generator's order
/// and judges each value before it asks for the next, so a reader never decides the
/// order. A missing option is `Ok(None)`, which the defaults say.
pub trait OptionReader {
    /// The binding's own error.
    type Error;

    /// The binding's error for a mistake the core found.
    fn refused(&self, e: GenerateError) -> Self::Error;

    /// The side of the grid, if given.
    fn size(&mut self) -> Result<Option<usize>, Self::Error> {
        Ok(None)
    }

    /// The rank, if given (`None` takes the week's).
    fn rank(&mut self) -> Result<Option<u8>, Self::Error> {
        Ok(None)
    }

    /// The inclusive range for the number of givens, if given.
    fn clues(&mut self) -> Result<Option<(usize, usize)>, Self::Error> {
        Ok(None)
    }

    /// The inclusive range for the number of hints, if given (`None` takes
    /// [`default_hints`] for the side).
    fn hints(&mut self) -> Result<Option<(usize, usize)>, Self::Error> {
        Ok(None)
    }
}

/// The options a caller asked for `puzzle_id`, each mistake named in the generator's
/// order: the id, the side, the rank, the clue range, then the hint range.
///
/// `puzzle_id` is `None` when the options serve many ids (a run of days, a stream of
/// submissions), each judged as the generator takes it. Options it returns are the ones
/// [`generate`](super::generate::generate) accepts for that id; only a search that finds
/// no puzzle can still fail.
///
/// ```
/// use bits::binairo::{GenerateError, OptionReader, read_options};
///
/// /// A caller who asked for side 5 and rank 9: the side is named first.
/// struct Asked;
/// impl OptionReader for Asked {
///     type Error = String;
///     fn refused(&self, e: GenerateError) -> String {
///         e.to_string()
///     }
///     fn size(&mut self) -> Result<Option<usize>, String> {
///         Ok(Some(5))
///     }
///     fn rank(&mut self) -> Result<Option<u8>, String> {
///         Ok(Some(9))
///     }
/// }
/// let e = read_options(Some("2026-11-28"), &mut Asked).unwrap_err();
/// assert_eq!(e, "grid side 5 is not an even number from 4 to 16");
/// // An id that is no id comes before either.
/// let e = read_options(Some("2026-13-01"), &mut Asked).unwrap_err();
/// assert!(e.contains("month"), "{e}");
/// ```
pub fn read_options<R: OptionReader + ?Sized>(
    puzzle_id: Option<&str>,
    reader: &mut R,
) -> Result<Options, R::Error> {
    match puzzle_id {
        Some(id) => judge(id, reader).map(|(_, options)| options),
        None => judge_options(reader),
    }
}

/// [`read_options`] for one id, keeping the parsed id for the generator.
pub(crate) fn judge<'a, R: OptionReader + ?Sized>(
    puzzle_id: &'a str,
    reader: &mut R,
) -> Result<(PuzzleId<'a>, Options), R::Error> {
    let id = PuzzleId::parse(puzzle_id).map_err(|e| reader.refused(e.into()))?;
    Ok((id, judge_options(reader)?))
}

/// The options after the id, in order.
fn judge_options<R: OptionReader + ?Sized>(reader: &mut R) -> Result<Options, R::Error> {
    let mut o = Options::default();
    if let Some(size) = reader.size()? {
        if !lines::is_supported_size(size) {
            return Err(reader.refused(GenerateError::Size { size }));
        }
        o.size = size;
    }
    if let Some(rank) = reader.rank()? {
        if !(1..=3).contains(&rank) {
            return Err(reader.refused(GenerateError::Rank { rank }));
        }
        o.rank = Some(rank);
    }
    if let Some(clues) = reader.clues()? {
        o.clues = fitting("clues", clues, o.size * o.size).map_err(|e| reader.refused(e))?;
    }
    if let Some(hints) = reader.hints()? {
        let edges = 2 * o.size * (o.size - 1);
        o.hints = Some(fitting("hints", hints, edges).map_err(|e| reader.refused(e))?);
    }
    Ok(o)
}

/// A range that is not empty and whose lower end the grid can meet (`room` is its
/// cells or its edges); an upper end past it only says "no limit".
fn fitting(
    option: &'static str,
    (min, max): (usize, usize),
    room: usize,
) -> Result<(usize, usize), GenerateError> {
    if min > max || min > room {
        return Err(GenerateError::Range { option, min, max });
    }
    Ok((min, max))
}

/// The options as given, read by [`judge`] for the generator's own checks.
pub(crate) struct Given<'a>(pub &'a Options);

impl OptionReader for Given<'_> {
    type Error = GenerateError;

    fn refused(&self, e: GenerateError) -> GenerateError {
        e
    }

    fn size(&mut self) -> Result<Option<usize>, GenerateError> {
        Ok(Some(self.0.size))
    }

    fn rank(&mut self) -> Result<Option<u8>, GenerateError> {
        Ok(self.0.rank)
    }

    fn clues(&mut self) -> Result<Option<(usize, usize)>, GenerateError> {
        Ok(Some(self.0.clues))
    }

    fn hints(&mut self) -> Result<Option<(usize, usize)>, GenerateError> {
        Ok(self.0.hints)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// A caller's options, logging which ones the core asked for.
    struct Logged {
        size: Option<usize>,
        rank: Option<u8>,
        clues: Option<(usize, usize)>,
        hints: Option<(usize, usize)>,
        asked: Vec<&'static str>,
    }

    impl OptionReader for Logged {
        type Error = GenerateError;
        fn refused(&self, e: GenerateError) -> GenerateError {
            e
        }
        fn size(&mut self) -> Result<Option<usize>, GenerateError> {
            self.asked.push("size");
            Ok(self.size)
        }
        fn rank(&mut self) -> Result<Option<u8>, GenerateError> {
            self.asked.push("rank");
            Ok(self.rank)
        }
        fn clues(&mut self) -> Result<Option<(usize, usize)>, GenerateError> {
            self.asked.push("clues");
            Ok(self.clues)
        }
        fn hints(&mut self) -> Result<Option<(usize, usize)>, GenerateError> {
            self.asked.push("hints");
            Ok(self.hints)
        }
    }

    /// Every option wrong, then each put right in turn: the first wrong one is named, and
    /// no option after it is read (a binding's own refusal of a later one cannot come
    /// first).
    #[test]
    fn the_first_mistake_is_named_and_nothing_after_it_is_read() {
        let mut r = Logged {
            size: Some(5),
            rank: Some(9),
            clues: Some((3, 2)),
            hints: Some((61, 70)),
            asked: Vec::new(),
        };
        let e = read_options(Some("2026-02-30"), &mut r).unwrap_err();
        assert!(matches!(e, GenerateError::Id(_)), "{e:?}");
        assert!(r.asked.is_empty());

        /// A change to the caller's options, the mistake then named, the options read.
        type Step = (fn(&mut Logged), GenerateError, &'static [&'static str]);
        let steps: [Step; 4] = [
            (|_| {}, GenerateError::Size { size: 5 }, &["size"]),
            (
                |r| r.size = Some(6),
                GenerateError::Rank { rank: 9 },
                &["size", "rank"],
            ),
            (
                |r| r.rank = Some(3),
                GenerateError::Range {
                    option: "clues",
                    min: 3,
                    max: 2,
                },
                &["size", "rank", "clues"],
            ),
            (
                |r| r.clues = Some((0, 36)),
                GenerateError::Range {
                    option: "hints",
                    min: 61,
                    max: 70,
                },
                &["size", "rank", "clues", "hints"],
            ),
        ];
        for (mend, want, asked) in steps {
            mend(&mut r);
            r.asked.clear();
            assert_eq!(read_options(Some("practice-a"), &mut r), Err(want));
            assert_eq!(r.asked, asked);
        }
        // 60 edges at 6×6: a hint range from 60 up fits; a clue range past 36 cells only
        // says "no limit".
        r.hints = Some((60, 99));
        r.clues = Some((36, 999));
        let o = read_options(Some("practice-a"), &mut r).unwrap();
        assert_eq!(
            o,
            Options {
                size: 6,
                rank: Some(3),
                clues: (36, 999),
                hints: Some((60, 99)),
            }
        );
        // Without an id (options for many), the rest are judged the same.
        r.size = Some(18);
        let e = read_options(None, &mut r).unwrap_err();
        assert_eq!(e, GenerateError::Size { size: 18 });
    }

    /// The range checks at every side, against the counts written out: cells n², edges
    /// 2n(n−1); and the defaults a reader leaves fit every side.
    #[test]
    fn ranges_fit_the_cells_and_edges_of_every_side() {
        for size in (4..=16).step_by(2) {
            let (cells, edges) = (size * size, 2 * size * (size - 1));
            let read = |clues, hints| {
                let mut r = Logged {
                    size: Some(size),
                    rank: None,
                    clues,
                    hints,
                    asked: Vec::new(),
                };
                read_options(None, &mut r)
            };
            assert!(read(None, None).is_ok());
            assert!(read(Some((cells, cells)), Some((edges, edges))).is_ok());
            assert!(read(Some((cells + 1, usize::MAX)), None).is_err());
            assert!(read(None, Some((edges + 1, usize::MAX))).is_err());
            assert!(read(Some((1, 0)), None).is_err());
            assert!(read(None, Some((1, 0))).is_err());
            let (lo, _) = default_hints(size);
            assert!(lo <= edges);
        }
        for size in [0, 1, 2, 3, 5, 15, 17, 18, usize::MAX] {
            let mut r = Logged {
                size: Some(size),
                rank: None,
                clues: None,
                hints: None,
                asked: Vec::new(),
            };
            assert_eq!(
                read_options(None, &mut r),
                Err(GenerateError::Size { size })
            );
        }
    }
}
