//! `feedback_table.bin` on disk: written atomically, memory-mapped, never trusted blindly.
//!
//! The file has no header (the seed's layout), so it cannot say which word list it was
//! built for. Opening it therefore checks what can be checked cheaply: the exact size
//! (N² bytes), the whole diagonal (a word against itself is all green) and 4,096 entries at
//! pseudo-random positions against freshly computed feedback. A file built for another
//! list or truncated fails, the message naming the first bad cell found (the diagonal's
//! first, else the first sample's); so does one partly
//! overwritten where the samples or the diagonal fall. A few wrong cells elsewhere go
//! unseen here (checking all N² would cost what building the table does); a tree built
//! from them fails the words they mislead, which the generator's walk over the list finds.
#![allow(unsafe_code)]

use std::fs::File;
use std::path::{Path, PathBuf};

use super::feedback::{ALL_GREEN, feedback_letters};
use super::table::{self, Layout};
use super::words::letters;
use crate::rng::Mulberry32;

/// Entries compared with computed feedback on every open, besides the diagonal.
pub const SAMPLES: usize = 4096;

/// Why `feedback_table.bin` could not be used or written.
#[derive(Debug)]
#[non_exhaustive]
pub enum TableError {
    /// An I/O failure on `path` during `op`.
    Io {
        /// The file involved.
        path: PathBuf,
        /// What could not be done, in words ("open", "rename its temporary file into place").
        op: &'static str,
        /// The system's error.
        source: std::io::Error,
    },
    /// The file's size is not N² for the word list in use.
    WrongSize {
        /// N² bytes.
        expected: u64,
        /// The file's size.
        found: u64,
    },
    /// A cell holds another value than the feedback it should: built for another word list
    /// or corrupted.
    Stale {
        /// Guess word of the cell.
        guess: [u8; 5],
        /// Answer word of the cell.
        answer: [u8; 5],
        /// Value in the file.
        stored: u8,
        /// Correct feedback code.
        expected: u8,
    },
    /// The word list contains an invalid code.
    BadWord {
        /// Position in the list.
        index: usize,
    },
}

impl core::fmt::Display for TableError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            TableError::Io { path, op, source } => {
                write!(
                    f,
                    "feedback table {}: could not {op}: {source}",
                    path.display()
                )
            }
            TableError::WrongSize { expected, found } => write!(
                f,
                "feedback table has {found} bytes, the word list needs {expected}: \
                 stale or truncated, rebuild it with --feedback-table"
            ),
            TableError::Stale {
                guess,
                answer,
                stored,
                expected,
            } => write!(
                f,
                "feedback table is stale: cell ({}, {}) holds {stored}, feedback is {expected}; \
                 rebuild it with --feedback-table",
                super::words::WordBuf(*guess),
                super::words::WordBuf(*answer)
            ),
            TableError::BadWord { index } => {
                write!(f, "word list entry {index} is not a five-letter word")
            }
        }
    }
}

impl core::error::Error for TableError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            TableError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

fn io<'p>(path: &'p Path, op: &'static str) -> impl FnOnce(std::io::Error) -> TableError + 'p {
    move |source| TableError::Io {
        path: path.to_path_buf(),
        op,
        source,
    }
}

/// A checked, memory-mapped `feedback_table.bin` (row = guess, column = answer).
pub struct MappedTable {
    map: memmap2::Mmap,
    n: usize,
}

/// The side and the file's length; the bytes themselves are 168 MB for the seed's list.
impl core::fmt::Debug for MappedTable {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("MappedTable")
            .field("words", &self.n)
            .field("bytes", &self.map.len())
            .finish()
    }
}

impl MappedTable {
    /// Maps `path` and checks it against `words` (size, diagonal, samples).
    pub fn open(path: &Path, words: &[u32]) -> Result<MappedTable, TableError> {
        let ls = words
            .iter()
            .enumerate()
            .map(|(index, &w)| letters(w).ok_or(TableError::BadWord { index }))
            .collect::<Result<std::vec::Vec<_>, _>>()?;
        let n = ls.len();
        let file = File::open(path).map_err(io(path, "open"))?;
        let len = file.metadata().map_err(io(path, "read its size"))?.len();
        let expected = (n as u64) * (n as u64);
        if len != expected {
            return Err(TableError::WrongSize {
                expected,
                found: len,
            });
        }
        // SAFETY: the map is read-only and private to this process. Another process
        // truncating the file while it is mapped could fault; the table is only ever
        // replaced by atomic rename (see `write`), which leaves this mapping's inode intact.
        let map = unsafe { memmap2::Mmap::map(&file) }.map_err(io(path, "map it into memory"))?;
        let t = MappedTable { map, n };
        t.check(&ls)?;
        Ok(t)
    }

    fn check(&self, ls: &[[u8; 5]]) -> Result<(), TableError> {
        let n = self.n;
        let stale = |g: usize, a: usize, stored: u8, expected: u8| TableError::Stale {
            guess: ls[g].map(|l| b'a' + l),
            answer: ls[a].map(|l| b'a' + l),
            stored,
            expected,
        };
        for i in 0..n {
            let v = self.map[i * n + i];
            if v != ALL_GREEN {
                return Err(stale(i, i, v, ALL_GREEN));
            }
        }
        if n == 0 {
            return Ok(());
        }
        let mut rng = Mulberry32::new(0x5745_4244 ^ n as u32);
        for _ in 0..SAMPLES {
            let g = rng.below(n as u32) as usize;
            let a = rng.below(n as u32) as usize;
            let v = self.map[g * n + a];
            let f = feedback_letters(&ls[g], &ls[a]);
            if v != f {
                return Err(stale(g, a, v, f));
            }
        }
        Ok(())
    }

    /// The guess-major bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.map
    }

    /// Number of words (rows).
    pub fn words(&self) -> usize {
        self.n
    }
}

/// Computes the table for `words` on `threads` threads and writes it to `path` through
/// [`crate::file::write_atomic`]: a reader never sees a partial file.
pub fn write(path: &Path, words: &[u32], threads: usize) -> Result<(), TableError> {
    let bytes = table::build(words, Layout::GuessMajor, threads).map_err(|e| match e {
        super::WordError::BadCode { code } => TableError::BadWord {
            index: words.iter().position(|&w| w == code).unwrap_or(0),
        },
        _ => TableError::BadWord { index: 0 },
    })?;
    crate::file::write_atomic(path, &bytes).map_err(|e| TableError::Io {
        path: e.path,
        op: e.step,
        source: e.source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wordle::WORDS;
    use std::format;
    use std::fs;

    fn tmpdir(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("bits-wordle-{tag}-{}", std::process::id()));
        fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    #[cfg_attr(miri, ignore = "Miri does not support file-backed memory maps")]
    fn written_tables_open_and_bad_ones_are_refused() {
        let words = &WORDS[..500];
        let dir = tmpdir("table");
        let path = dir.join("feedback_table.bin");
        write(&path, words, 2).unwrap();
        let t = MappedTable::open(&path, words).unwrap();
        assert_eq!(
            t.bytes(),
            &table::build(words, Layout::GuessMajor, 1).unwrap()[..]
        );
        drop(t);
        // Another word list of the same size: stale.
        assert!(matches!(
            MappedTable::open(&path, &WORDS[1..501]),
            Err(TableError::Stale { .. })
        ));
        // Truncated: wrong size.
        let mut bytes = fs::read(&path).unwrap();
        bytes.pop();
        crate::file::write_atomic(&path, &bytes).unwrap();
        assert!(matches!(
            MappedTable::open(&path, words),
            Err(TableError::WrongSize {
                expected: 250_000,
                found: 249_999
            })
        ));
        // Missing.
        assert!(matches!(
            MappedTable::open(&dir.join("nope.bin"), words),
            Err(TableError::Io { op: "open", .. })
        ));
        let _ = fs::remove_dir_all(&dir);
    }
}
