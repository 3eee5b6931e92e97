//! Input read line by line with a cap on each line, so neither a stream of a million lines
//! nor one enormous line can make a command hold more than one capped line in memory.

use crate::args::CliError;
use std::io::{BufRead, BufWriter, ErrorKind, Write};

/// Longest line the commands read, in bytes. The largest legitimate line, a 16×16
/// descriptor, is about 10 KB.
pub const MAX_LINE: usize = 1 << 20;

/// One input line: its text, or why it cannot be used (too long, not UTF-8). A refused
/// line is skipped to its end, so the lines after it still read.
pub type Line = Result<String, String>;

/// The lines of `reader` (`\n` or `\r\n` endings), each at most `max` bytes.
pub fn capped<R: BufRead>(reader: R, max: usize) -> Capped<R> {
    Capped {
        reader,
        max,
        buf: Vec::new(),
    }
}

/// Iterator of [`capped`].
pub struct Capped<R> {
    reader: R,
    max: usize,
    buf: Vec<u8>,
}

impl<R: BufRead> Iterator for Capped<R> {
    type Item = std::io::Result<Line>;

    fn next(&mut self) -> Option<Self::Item> {
        self.buf.clear();
        let mut too_long = false;
        let mut any = false;
        loop {
            let available = match self.reader.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return Some(Err(e)),
            };
            if available.is_empty() {
                break;
            }
            any = true;
            let newline = available.iter().position(|&b| b == b'\n');
            let chunk = &available[..newline.unwrap_or(available.len())];
            if !too_long {
                if self.buf.len() + chunk.len() > self.max + 1 {
                    too_long = true;
                    self.buf = Vec::new();
                } else {
                    self.buf.extend_from_slice(chunk);
                }
            }
            let used = newline.map_or(available.len(), |i| i + 1);
            self.reader.consume(used);
            if newline.is_some() {
                break;
            }
        }
        if !any {
            return None;
        }
        if self.buf.last() == Some(&b'\r') {
            self.buf.pop();
        }
        if too_long || self.buf.len() > self.max {
            self.buf = Vec::new();
            return Some(Ok(Err(format!("longer than {} bytes", self.max))));
        }
        Some(Ok(
            String::from_utf8(std::mem::take(&mut self.buf)).map_err(|_| String::from("not UTF-8"))
        ))
    }
}

/// Runs `f` on every non-blank stdin line, printing its JSON answer or an
/// `{"error": "line N: ..."}` object, and goes on to the next line; fails at the end if any
/// line failed. What every line command (`solve`, `validate`, `sets solve`, `sets check`)
/// does, so one bad line in a batch costs only its own answer.
pub fn each_line<T: std::fmt::Display>(
    mut f: impl FnMut(&str) -> Result<T, String>,
) -> Result<(), CliError> {
    let io = crate::args::write_error;
    let stdin = std::io::stdin();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut failed = 0usize;
    for (i, line) in capped(stdin.lock(), MAX_LINE).enumerate() {
        let line = line.map_err(|e| CliError::Failed(format!("reading stdin: {e}")))?;
        if line.as_ref().is_ok_and(|l| l.trim().is_empty()) {
            continue;
        }
        match line.and_then(|l| f(&l)) {
            Ok(v) => writeln!(out, "{v}").map_err(io)?,
            Err(e) => {
                failed += 1;
                let error = serde_json::json!({ "error": format!("line {}: {e}", i + 1) });
                writeln!(out, "{error}").map_err(io)?;
            }
        }
    }
    out.flush().map_err(io)?;
    if failed > 0 {
        return Err(CliError::Failed(format!("{failed} input line(s) failed")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(input: &[u8], max: usize) -> Vec<Line> {
        // A tiny buffer so lines span many `fill_buf` calls.
        let reader = std::io::BufReader::with_capacity(3, input);
        capped(reader, max).map(Result::unwrap).collect()
    }

    #[test]
    fn splits_like_lines() {
        assert_eq!(
            read(b"ab\r\ncd\n\nlast", 10),
            [
                Ok("ab".into()),
                Ok("cd".into()),
                Ok("".into()),
                Ok("last".into())
            ]
        );
        assert!(read(b"", 10).is_empty());
    }

    #[test]
    fn long_and_binary_lines_are_refused_and_skipped() {
        let mut input = vec![b'x'; 100];
        input.extend_from_slice(b"\nok\n\xff\xfe\nexact\r\n");
        assert_eq!(
            read(&input, 5),
            [
                Err("longer than 5 bytes".into()),
                Ok("ok".into()),
                Err("not UTF-8".into()),
                Ok("exact".into()),
            ]
        );
        assert_eq!(read(b"sixsix", 5), [Err("longer than 5 bytes".into())]);
    }
}
