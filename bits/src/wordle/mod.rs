//! Wordle: the seed's word encoding, official feedback, `feedback_table.bin`, the
//! lookup-tree generator, the PLUT file format and the runtime tree walk.
//!
//! The runtime is tiny and `no_std`: a game is a walk down a precomputed tree
//! (`lookup_<start>.bin`), one binary search per guess. The expensive part, building a tree
//! that solves every one of the 12,947 words within six guesses, is the generator (`std`).
//!
//! ```
//! use bits::wordle::{Plut, encode, solve};
//! # let tree = bits::wordle::Tree {
//! #     depth: 6,
//! #     start: encode("lants").unwrap(),
//! #     root: bits::wordle::Node { entries: vec![bits::wordle::Entry {
//! #         feedback: bits::wordle::feedback(encode("lants").unwrap(), encode("crime").unwrap()).unwrap(),
//! #         guess: encode("crime").unwrap(), child: None }] },
//! # };
//! # let bytes = tree.to_bytes().unwrap();
//! let plut = Plut::parse(&bytes).unwrap();              // checks the whole file once
//! let path = solve(&plut, encode("crime").unwrap()).unwrap();
//! assert_eq!(path.guesses(), 2);
//! ```

mod error;
mod feedback;
#[cfg(feature = "std")]
mod generator;
mod plut;
mod table;
#[cfg(feature = "wordle-mmap")]
mod table_file;
mod walk;
mod words;

pub use error::{PlutError, SolveError, WordError};
pub use feedback::{ALL_GREEN, CODES, Mark, feedback, marks, parse_pattern, pattern};
#[cfg(feature = "std")]
pub use generator::{
    DEPTHS, GenerateError, Generated, MAX_WORDS, Params, Progress, StartScore, WORDLE_DEPTH,
    estimate, generate, rank_starts,
};
pub use plut::{
    ENTRY_LEN, Entry, EntryRef, HEADER_LEN, MAGIC, Node, NodeRef, Plut, PlutBuf, Tree, VERSION,
};
pub use table::{Layout, build as build_table, transpose};
#[cfg(feature = "wordle-mmap")]
pub use table_file::{MappedTable, SAMPLES, TableError, write as write_table};
pub use walk::{
    MAX_STEPS, Path, Stats, Step, check_history_len, evaluate, next_guess, solve, solve_word,
};
pub use words::{
    HISTORICAL, HISTORICAL_COUNT, HISTORICAL_TXT, WORD_COUNT, WORDS, WORDS_TXT, decode, encode,
    index_of, letter_weights, lookup, word_weight,
};

/// Feedback code of `guess` against `answer` given as words: the binding-friendly form.
pub fn feedback_words(guess: &str, answer: &str) -> Result<u8, WordError> {
    feedback(encode(guess)?, encode(answer)?)
}
