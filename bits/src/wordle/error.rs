//! Typed errors of the Wordle engine, one enum per concern.

use core::fmt;

/// A word or feedback pattern that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum WordError {
    /// Not five characters long.
    Length {
        /// Characters found.
        len: usize,
    },
    /// A character that is not an ASCII letter.
    NotALetter {
        /// Byte offset of the character.
        at: usize,
    },
    /// Five letters, but not in the vocabulary.
    NotInList {
        /// The word, lower-case.
        word: [u8; 5],
    },
    /// An encoded word whose 5-bit fields are not all letters 1–26.
    BadCode {
        /// The offending code.
        code: u32,
    },
    /// A feedback pattern that is neither five of `b`/`y`/`g` nor a code 0–242.
    BadPattern {
        /// Byte offset of the first character that does not fit.
        at: usize,
    },
    /// A feedback code above 242 given as a number, as in a history step: there is no
    /// text to point into, so the code itself is what the message names.
    FeedbackCode {
        /// The refused code.
        code: u8,
    },
}

impl fmt::Display for WordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WordError::Length { len } => write!(f, "a word has 5 letters, this one has {len}"),
            WordError::NotALetter { at } => write!(f, "not a letter A-Z at byte {at}"),
            WordError::NotInList { word } => write!(
                f,
                "'{}' is not in the word list",
                super::words::WordBuf(*word)
            ),
            // In decimal, as the bindings quote a caller's number past 32 bits in the same
            // sentence: one notation whatever the number.
            WordError::BadCode { code } => {
                write!(f, "{code} is not an encoded five-letter word")
            }
            WordError::BadPattern { at } => write!(
                f,
                "feedback must be five of b/y/g or a code 0-242: problem at byte {at}"
            ),
            // The bindings check a caller's number with this same sentence.
            WordError::FeedbackCode { code } => {
                write!(f, "feedback code {code} is not from 0 to 242")
            }
        }
    }
}

impl core::error::Error for WordError {}

/// Why a PLUT lookup file was refused. Offsets are byte offsets into the file.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PlutError {
    /// Shorter than what it declares: a header, a node count or entries run past the end.
    Truncated {
        /// Where the missing bytes should start.
        at: usize,
        /// Bytes needed from there (a `u64`, so that a count near 2^32 entries is quoted
        /// alike on 32-bit targets such as WebAssembly).
        need: u64,
    },
    /// The first four bytes are not `PLUT`.
    Magic,
    /// A version other than 1.
    Version {
        /// The version found.
        found: u32,
    },
    /// The root offset is not 32 (the root follows the header).
    RootOffset {
        /// The offset found.
        found: u32,
    },
    /// The header's start word is not a word, or its two spellings disagree.
    StartWord,
    /// A node with no entries (every node must lead somewhere).
    EmptyNode {
        /// Offset of the node.
        at: usize,
    },
    /// Entries not strictly increasing by feedback, a code above 242, or an all-green
    /// entry with a child (all green ends a game: the seed's generator writes such an
    /// entry as a leaf).
    Feedback {
        /// Offset of the entry.
        at: usize,
    },
    /// A non-zero reserved field.
    Reserved {
        /// Offset of the reserved bytes: 29 for the header's three after the start word,
        /// the entry's offset + 2 for its two after the feedback.
        at: usize,
    },
    /// An entry's guess is not an encoded five-letter word.
    Guess {
        /// Offset of the entry.
        at: usize,
    },
    /// A child offset that does not point forward, past the entry's own node, inside the
    /// file: the only layout that cannot loop.
    ChildOffset {
        /// Offset of the entry.
        at: usize,
        /// The child offset found.
        child: u32,
    },
    /// Two entries lead to the same node: the file is not a tree.
    SharedNode {
        /// Offset of the second entry.
        at: usize,
        /// The node both lead to.
        child: u32,
    },
    /// The header's depth (the guesses a game may take) is below 2 or above `MAX_STEPS`:
    /// a tree of one guess has no nodes, and a walk is never followed further.
    Depth {
        /// The depth found.
        found: u32,
    },
    /// A node whose guesses would come after the header's depth: the seed's runtime
    /// fails a game there, so the file breaks the promise its header makes.
    TooDeep {
        /// Offset of the entry leading to it.
        at: usize,
        /// The header's depth, in guesses.
        depth: u32,
    },
    /// Bytes that are not exactly one reachable node each: a stale tail left by a longer
    /// file written over in place, a gap, or nodes that overlap.
    Stray {
        /// Where the nodes stop lying end to end (for a stale tail, where it begins).
        at: usize,
    },
}

impl fmt::Display for PlutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlutError::Truncated { at, need } => {
                write!(
                    f,
                    "lookup file truncated: {need} bytes needed at offset {at}"
                )
            }
            PlutError::Magic => f.write_str("not a lookup file: magic is not 'PLUT'"),
            PlutError::Version { found } => {
                write!(f, "lookup file version {found} is not supported (only 1)")
            }
            PlutError::RootOffset { found } => {
                write!(f, "lookup file root offset is {found}, expected 32")
            }
            PlutError::StartWord => {
                f.write_str("lookup file header: start word is invalid or inconsistent")
            }
            PlutError::EmptyNode { at } => write!(f, "lookup file: empty node at offset {at}"),
            PlutError::Feedback { at } => write!(
                f,
                "lookup file: entry at offset {at} breaks the feedback order or range, or \
                 leads on from all green"
            ),
            PlutError::Reserved { at } => {
                write!(f, "lookup file: reserved bytes not zero at offset {at}")
            }
            PlutError::Guess { at } => {
                write!(f, "lookup file: entry at offset {at} holds no valid word")
            }
            PlutError::ChildOffset { at, child } => write!(
                f,
                "lookup file: entry at offset {at} points to {child}, not forward inside the file"
            ),
            PlutError::SharedNode { at, child } => write!(
                f,
                "lookup file: entry at offset {at} leads to node {child}, which another entry \
                 already leads to"
            ),
            PlutError::Depth { found } => write!(
                f,
                "lookup file: header depth {found} is not from 2 to {} guesses",
                super::walk::MAX_STEPS
            ),
            PlutError::TooDeep { at, depth } => write!(
                f,
                "lookup file: entry at offset {at} leads past the header's depth of {depth} guesses"
            ),
            PlutError::Stray { at } => write!(
                f,
                "lookup file: the bytes from offset {at} are not the tree's nodes laid end to \
                 end (left over from an older file, or overlapping)"
            ),
        }
    }
}

impl core::error::Error for PlutError {}

/// Why a tree walk could not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SolveError {
    /// The tree has no entry for a feedback that occurred: it does not cover this answer.
    Missing {
        /// Guesses made before the gap (1-based count).
        after: usize,
        /// The feedback that has no entry.
        feedback: u8,
    },
    /// A leaf's word was guessed and was not the answer: the tree is wrong for this answer.
    WrongLeaf {
        /// Guesses made.
        after: usize,
    },
    /// More guesses than a walk allows ([`super::MAX_STEPS`]).
    TooLong,
    /// A history step whose guess is not the one the tree plays there.
    HistoryMismatch {
        /// Index of the step in the history.
        step: usize,
    },
    /// A history step that is already solved (all green) yet followed by more steps.
    AlreadySolved {
        /// Index of the all-green step.
        step: usize,
    },
    /// A bad word or feedback code.
    Word(WordError),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Missing { after, feedback } => write!(
                f,
                "the lookup tree has no branch for feedback {feedback} after guess {after}: \
                 it does not cover this answer"
            ),
            SolveError::WrongLeaf { after } => write!(
                f,
                "guess {after} was the tree's last word and was not the answer"
            ),
            SolveError::TooLong => write!(f, "walk longer than {} guesses", super::MAX_STEPS),
            SolveError::HistoryMismatch { step } => write!(
                f,
                "history step {step}: the guess is not the one the tree plays there"
            ),
            SolveError::AlreadySolved { step } => {
                write!(f, "history step {step} is all green, nothing may follow it")
            }
            SolveError::Word(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for SolveError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            SolveError::Word(e) => Some(e),
            _ => None,
        }
    }
}

impl From<WordError> for SolveError {
    fn from(e: WordError) -> Self {
        SolveError::Word(e)
    }
}
