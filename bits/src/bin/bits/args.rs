//! A small argument reader shared by every subcommand: positionals and `--flag [value]`
//! in any order, so flags may come before or after the mode as the seeds' tools allow.

use std::fmt;

/// A command-line failure: wrong usage (exit 2) or a failed job (exit 1).
#[derive(Debug)]
pub enum CliError {
    /// The arguments do not form a valid command.
    Usage(String),
    /// The command ran and failed.
    Failed(String),
}

impl CliError {
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Usage(_) => 2,
            CliError::Failed(_) => 1,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Usage(m) => write!(f, "{m} (see 'bits help')"),
            CliError::Failed(m) => f.write_str(m),
        }
    }
}

/// Most days `flipit daily --days` and `sets range --days` print: a century and a half,
/// plenty for any audit.
pub const MAX_DAYS: u32 = 60_000;

/// The whole-number types flags are read as, with the bounds a refusal quotes.
pub trait Whole: std::str::FromStr {
    /// The smallest value.
    const MIN: i128;
    /// The largest value.
    const MAX: i128;
}

macro_rules! whole {
    ($($t:ty),*) => {$(
        impl Whole for $t {
            const MIN: i128 = <$t>::MIN as i128;
            const MAX: i128 = <$t>::MAX as i128;
        }
    )*};
}
whole!(u8, u16, u32, u64, usize, i128);

/// Parsed arguments: positionals in order, flags by name.
#[derive(Debug, Default)]
pub struct Args {
    pub positional: Vec<String>,
    flags: Vec<(String, Option<String>)>,
}

/// A whole number of any size as Python writes it (no `+`, no leading zeros), if `text`
/// spells one.
fn whole_number(text: &str) -> Option<String> {
    let (sign, digits) = match text.as_bytes().first() {
        Some(b'-') => ("-", &text[1..]),
        Some(b'+') => ("", &text[1..]),
        _ => ("", text),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    match digits.trim_start_matches('0') {
        "" => Some("0".into()),
        n => Some(format!("{sign}{n}")),
    }
}

/// `--name` given something that spells no whole number.
fn not_whole(name: &str, text: &str) -> CliError {
    CliError::Usage(format!("--{name} expects a whole number, got '{text}'"))
}

impl Args {
    /// Splits `argv`; `valued` names the flags that take a value (`--rank 3` or `--rank=3`).
    pub fn parse(argv: &[String], valued: &[&str], switches: &[&str]) -> Result<Args, CliError> {
        let mut out = Args::default();
        let mut it = argv.iter();
        while let Some(a) = it.next() {
            if let Some(name) = a.strip_prefix("--") {
                let (name, inline) = match name.split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (name, None),
                };
                if valued.contains(&name) {
                    let v = match inline {
                        Some(v) => v,
                        None => it
                            .next()
                            .cloned()
                            .ok_or_else(|| CliError::Usage(format!("--{name} needs a value")))?,
                    };
                    out.flags.push((name.to_string(), Some(v)));
                } else if switches.contains(&name) {
                    if inline.is_some() {
                        return Err(CliError::Usage(format!("--{name} takes no value")));
                    }
                    out.flags.push((name.to_string(), None));
                } else {
                    return Err(CliError::Usage(format!("unknown option '--{name}'")));
                }
            } else {
                out.positional.push(a.clone());
            }
        }
        Ok(out)
    }

    /// Refuses a flag given but not in `taken`: one command parses the flags of all its
    /// modes, and a flag of another mode would otherwise be read and quietly ignored.
    pub fn only(&self, taken: &[&str], command: &str) -> Result<(), CliError> {
        match self
            .flags
            .iter()
            .find(|(n, _)| !taken.contains(&n.as_str()))
        {
            Some((n, _)) => Err(CliError::Usage(format!("{command} does not take --{n}"))),
            None => Ok(()),
        }
    }

    /// Whether a switch was given.
    pub fn has(&self, name: &str) -> bool {
        self.flags.iter().any(|(n, _)| n == name)
    }

    /// The last value given for a flag.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    /// A flag's value parsed as a number.
    pub fn number<T: Whole>(&self, name: &str) -> Result<Option<T>, CliError> {
        match self.value(name) {
            None => Ok(None),
            Some(v) => v.parse().map(Some).map_err(|_| {
                // A whole number that does not fit is out of range, not "not a number".
                if v.parse::<i128>().is_ok() {
                    CliError::Usage(format!("--{name} {v} is not from {} to {}", T::MIN, T::MAX))
                } else {
                    not_whole(name, v)
                }
            }),
        }
    }

    /// A whole-number flag within `lo..=hi`; outside, `refused(value)` says why in the
    /// option's own terms (the range it takes, not the type it is read as), at any size:
    /// a number past `i128` is refused in the same words, as Python and JavaScript refuse
    /// it, not called "not a number".
    pub fn number_within(
        &self,
        name: &str,
        lo: i128,
        hi: i128,
        refused: impl Fn(&str) -> String,
    ) -> Result<Option<i128>, CliError> {
        let Some(text) = self.value(name) else {
            return Ok(None);
        };
        match text.parse::<i128>() {
            Ok(v) if (lo..=hi).contains(&v) => Ok(Some(v)),
            Ok(v) => Err(CliError::Usage(refused(&v.to_string()))),
            Err(_) => match whole_number(text) {
                Some(n) => Err(CliError::Usage(refused(&n))),
                None => Err(not_whole(name, text)),
            },
        }
    }

    /// `--days N`, 1 to [`MAX_DAYS`], for the commands that print a run of days.
    pub fn days(&self) -> Result<Option<u32>, CliError> {
        let d = self.number_within("days", 1, i128::from(MAX_DAYS), |d: &str| {
            format!("--days must be 1-{MAX_DAYS}, got {d}")
        })?;
        Ok(d.map(|d| d as u32))
    }

    /// Fails unless at most `max` positionals were given.
    pub fn at_most(&self, max: usize) -> Result<(), CliError> {
        match self.positional.get(max) {
            Some(extra) => Err(CliError::Usage(format!("unexpected argument '{extra}'"))),
            None => Ok(()),
        }
    }
}

/// Writes `text` and a newline to stdout (every command's output goes through here, or
/// through [`write_error`]): `println!` would panic on a closed pipe.
pub fn print_line(text: &str) -> Result<(), CliError> {
    print_text(&format!("{text}\n"))
}

/// Writes `text` to stdout as it is.
pub fn print_text(text: &str) -> Result<(), CliError> {
    use std::io::Write;
    let out = std::io::stdout();
    let mut out = out.lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(write_error)
}

/// A failed write to stdout as the command's error; a reader that went away (a closed
/// pipe, as with `| head -1`) ends the program at once and quietly, with status 0, so that
/// no more work is done for nobody and `set -o pipefail` scripts see success.
pub fn write_error(e: std::io::Error) -> CliError {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    CliError::Failed(format!("write failed: {e}"))
}

/// Refuses, before the work starts, an output path (`flag`'s value) that cannot name a file
/// to write, in words for each case: a game or a search would otherwise end at its first
/// write. What this cannot see (a folder that may not be written to, a full disk) the
/// command finds by writing early where it can (`play` saves before its first prompt).
pub fn check_output(flag: &str, path: &std::path::Path) -> Result<(), CliError> {
    let usage = |why: &str| Err(CliError::Usage(format!("{flag} {}: {why}", path.display())));
    let text = path.as_os_str().to_string_lossy();
    if text.is_empty() || path.file_name().is_none() {
        return usage("names no file");
    }
    // `Path::file_name` reads past a final `/`, which a file name cannot end in.
    if text.ends_with(std::path::is_separator) || text.ends_with("/.") || path.is_dir() {
        return usage("names a folder; give a file in it");
    }
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    if dir.exists() && !dir.is_dir() {
        return usage(&format!("{} is a file, not a folder", dir.display()));
    }
    if !dir.is_dir() {
        return usage("its folder does not exist");
    }
    // What the writer would refuse only after the work, in its words.
    match bits::file::replaceable(path) {
        Ok(_) => Ok(()),
        Err(e) => usage(&format!("{}; give a file", e.source)),
    }
}

/// Writes `text` to stderr as it is, in one write. A failed write is let go: stderr is where
/// a failure would be told, and `eprint!` would panic instead (stderr into a pipe whose
/// reader has gone, as with `2>&1 | head -1`).
pub fn note(text: &str) {
    use std::io::Write;
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes()).and_then(|()| err.flush());
}

/// The bytes of `path`, refused past `most`: read no further than one byte beyond, so a
/// path such as /dev/zero or a huge file costs `most` bytes, not all the memory there is.
pub fn read_capped(path: &std::path::Path, most: u64, what: &str) -> Result<Vec<u8>, CliError> {
    use std::io::Read;
    let failed = |e: std::io::Error| CliError::Failed(format!("{what} {}: {e}", path.display()));
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(most + 1).read_to_end(&mut bytes))
        .map_err(failed)?;
    if bytes.len() as u64 > most {
        return Err(CliError::Failed(format!(
            "{what} {} is over {most} bytes, more than any could need",
            path.display()
        )));
    }
    Ok(bytes)
}
