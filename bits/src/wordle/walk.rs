//! The runtime solver: a walk down a checked PLUT tree, one binary search per guess.

use super::error::{SolveError, WordError};
use super::feedback::{ALL_GREEN, CODES, feedback};
use super::plut::Plut;

/// The most guesses a PLUT header may promise, and so the longest walk: a complete Wordle
/// tree needs 6. A checked tree keeps its header's depth, so a walk never reaches this;
/// the walk still stops here rather than trust that.
pub const MAX_STEPS: usize = 16;

/// One guess of a walk and the feedback it received.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Step {
    /// The guess, encoded.
    pub guess: u32,
    /// Feedback code for it (242 on the last step of a solved walk).
    pub feedback: u8,
}

/// A solved walk: at most [`MAX_STEPS`] steps, the last one all green. Fixed-size so the
/// hot path allocates nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Path {
    steps: [Step; MAX_STEPS],
    len: usize,
}

impl Path {
    /// The steps in order.
    pub fn steps(&self) -> &[Step] {
        &self.steps[..self.len]
    }

    /// Number of guesses used.
    pub fn guesses(&self) -> usize {
        self.len
    }
}

/// [`solve`] for an answer given as text, as the C and Python bindings take one: a word
/// outside the list is refused as such ([`super::lookup`]'s error), rather than played
/// until the tree has no branch for it. (The npm module holds no word list, and the command
/// line judges words against its own `--word-list`.)
pub fn solve_word(tree: &Plut<'_>, answer: &str) -> Result<Path, SolveError> {
    let index = super::lookup(answer).map_err(SolveError::Word)?;
    solve(tree, super::WORDS[index])
}

/// Plays the tree against `answer` (an encoded word) until the answer is guessed.
///
/// Fails when the tree does not cover the answer — a missing branch, or a leaf word that is
/// not the answer — which a complete tree never does.
pub fn solve(tree: &Plut<'_>, answer: u32) -> Result<Path, SolveError> {
    let mut path = Path {
        steps: [Step::default(); MAX_STEPS],
        len: 0,
    };
    let mut guess = tree.start();
    let mut node = Some(tree.root());
    loop {
        if path.len == MAX_STEPS {
            return Err(SolveError::TooLong);
        }
        let fb = feedback(guess, answer)?;
        path.steps[path.len] = Step {
            guess,
            feedback: fb,
        };
        path.len += 1;
        if fb == ALL_GREEN {
            return Ok(path);
        }
        let here = node.ok_or(SolveError::WrongLeaf { after: path.len })?;
        let entry = here.find(fb).ok_or(SolveError::Missing {
            after: path.len,
            feedback: fb,
        })?;
        guess = entry.guess;
        node = entry.child;
    }
}

/// Refuses a history longer than any walk ([`MAX_STEPS`] guesses) by its length alone.
///
/// Bindings call it before they read a caller's first step, so a history too long is
/// refused in these words whatever its steps hold, in every runtime.
pub fn check_history_len(len: usize) -> Result<(), SolveError> {
    if len > MAX_STEPS {
        Err(SolveError::TooLong)
    } else {
        Ok(())
    }
}

/// The tree's next guess after the guesses and feedback played so far (`Ok(None)` once the
/// last step is all green). Each history guess must be the tree's own choice at that step:
/// the tree only knows the games it plays.
pub fn next_guess(tree: &Plut<'_>, history: &[Step]) -> Result<Option<u32>, SolveError> {
    check_history_len(history.len())?;
    let mut expect = tree.start();
    let mut node = Some(tree.root());
    for (i, step) in history.iter().enumerate() {
        if usize::from(step.feedback) >= CODES {
            return Err(SolveError::Word(WordError::FeedbackCode {
                code: step.feedback,
            }));
        }
        if step.guess != expect {
            return Err(SolveError::HistoryMismatch { step: i });
        }
        if step.feedback == ALL_GREEN {
            return if i + 1 == history.len() {
                Ok(None)
            } else {
                Err(SolveError::AlreadySolved { step: i })
            };
        }
        let here = node.ok_or(SolveError::WrongLeaf { after: i + 1 })?;
        let entry = here.find(step.feedback).ok_or(SolveError::Missing {
            after: i + 1,
            feedback: step.feedback,
        })?;
        expect = entry.guess;
        node = entry.child;
    }
    Ok(Some(expect))
}

/// Guess counts of a tree over a list of answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats {
    /// Answers walked.
    pub words: usize,
    /// Sum of guesses over the solved answers.
    pub total: u64,
    /// Most guesses any solved answer needed.
    pub max: usize,
    /// `histogram[k]` = answers solved in exactly `k` guesses.
    pub histogram: [usize; MAX_STEPS + 1],
    /// Answers the tree does not solve, encoded, in input order.
    pub failures: alloc::vec::Vec<u32>,
}

impl Stats {
    /// Average guesses over solved answers, in thousandths (integer, so it prints the same
    /// everywhere).
    pub fn average_milli(&self) -> u64 {
        // Saturating: the fields are public, and hand-set ones need not hold together.
        let solved = self.words.saturating_sub(self.failures.len()) as u64;
        (self.total.saturating_mul(1000).saturating_add(solved / 2))
            .checked_div(solved)
            .unwrap_or(0)
    }

    /// Whether these are statistics a walk can give: the solved words counted once each in
    /// the histogram (none with 0 guesses), their guesses summed in `total`, the most in
    /// `max`, and every failure a word. The fields are public, so counts read back from
    /// elsewhere (a pickle, a file) are checked with this.
    pub fn holds_together(&self) -> bool {
        let h = &self.histogram;
        let solved = h.iter().try_fold(0usize, |a, &n| a.checked_add(n));
        let total = h.iter().enumerate().try_fold(0u64, |a, (k, &n)| {
            a.checked_add((k as u64).checked_mul(n as u64)?)
        });
        h[0] == 0
            && solved.and_then(|k| k.checked_add(self.failures.len())) == Some(self.words)
            && total == Some(self.total)
            && h.iter().rposition(|&n| n > 0).unwrap_or(0) == self.max
            && self
                .failures
                .iter()
                .all(|&f| super::words::decode(f).is_ok())
    }

    /// Answers needing more than `cap` guesses (or failing). Any `cap` is fine: one at
    /// `usize::MAX` counts the failures alone.
    pub fn over(&self, cap: usize) -> usize {
        self.histogram
            .iter()
            .skip(cap.saturating_add(1))
            .fold(self.failures.len(), |a, &n| a.saturating_add(n))
    }
}

/// Walks every answer of `answers`.
pub fn evaluate(tree: &Plut<'_>, answers: &[u32]) -> Stats {
    let mut s = Stats {
        words: answers.len(),
        total: 0,
        max: 0,
        histogram: [0; MAX_STEPS + 1],
        failures: alloc::vec::Vec::new(),
    };
    for &a in answers {
        match solve(tree, a) {
            Ok(p) => {
                s.total += p.guesses() as u64;
                s.max = s.max.max(p.guesses());
                s.histogram[p.guesses()] += 1;
            }
            Err(_) => s.failures.push(a),
        }
    }
    s
}
