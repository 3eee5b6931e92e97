//! Files written whole or not at all: the one writer behind a play save, a Wordle lookup
//! tree and a feedback table.
//!
//! A reader of the target path sees the old file or the new one, never a mix: the bytes go
//! to a temporary file beside the target, are synced, and the temporary file is renamed
//! over the target. A failure at any step removes the temporary file, so nothing is left
//! behind and the old file is untouched.

use std::fmt;
use std::format;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Why a file could not be written. The old file, if any, is unchanged.
#[derive(Debug)]
pub struct WriteError {
    /// The file that was to be written (not its temporary file, which is gone).
    pub path: PathBuf,
    /// The step that failed, in words: "create its temporary file", "rename it into place"…
    pub step: &'static str,
    /// The system's error.
    pub source: io::Error,
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot write {}: {} (could not {})",
            self.path.display(),
            self.source,
            self.step
        )
    }
}

impl std::error::Error for WriteError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.source)
    }
}

/// Temporary files of one process are told apart by this count, so two threads writing
/// the same target never share one.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` to `path` atomically: a new temporary file in the same folder (so the
/// rename stays on one file system), synced, then renamed over `path`; the folder is synced
/// after, where the system allows it, so the rename survives a crash too.
///
/// A `path` naming no file (empty, or ending in `..`) is refused before anything is made.
/// The new file's permissions are the process's defaults (the umask decides), as for any
/// file a program creates.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let fail = |step, source| WriteError {
        path: path.to_path_buf(),
        step,
        source,
    };
    let Some(name) = path.file_name() else {
        return Err(fail(
            "name a file",
            io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"),
        ));
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let tmp = dir.join(format!(
        ".{}.{}-{}.tmp",
        name.to_string_lossy(),
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    // `create_new`: never truncate a file this writer did not make.
    let mut f = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)
        .map_err(|e| fail("create its temporary file", e))?;
    let written = f
        .write_all(bytes)
        .map_err(|e| fail("write its temporary file", e))
        .and_then(|()| f.sync_all().map_err(|e| fail("sync its temporary file", e)));
    drop(f);
    let placed = written.and_then(|()| {
        fs::rename(&tmp, path).map_err(|e| fail("rename its temporary file into place", e))
    });
    if placed.is_err() {
        let _ = fs::remove_file(&tmp);
        return placed;
    }
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::{String, ToString};
    use std::vec;
    use std::vec::Vec;

    fn scratch(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("bits-file-{tag}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn entries(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn writes_and_replaces_leaving_only_the_file() {
        let dir = scratch("replace");
        let p = dir.join("save.json");
        write_atomic(&p, b"one").unwrap();
        write_atomic(&p, b"two, longer").unwrap();
        assert_eq!(fs::read(&p).unwrap(), b"two, longer");
        assert_eq!(entries(&dir), ["save.json"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_write_leaves_nothing_and_names_the_target() {
        let dir = scratch("fail");
        // The target is a folder that is not empty: the rename fails after the temporary
        // file was written, which must then go.
        let target = dir.join("taken");
        fs::create_dir_all(target.join("inside")).unwrap();
        let e = write_atomic(&target, b"x").unwrap_err();
        assert_eq!(e.path, target);
        assert_eq!(e.step, "rename its temporary file into place");
        assert!(e.to_string().starts_with("cannot write "), "{e}");
        assert_eq!(entries(&dir), ["taken"]);
        // A folder that does not exist fails at the first step.
        let e = write_atomic(&dir.join("missing/x.bin"), b"x").unwrap_err();
        assert_eq!(e.step, "create its temporary file");
        assert_eq!(e.source.kind(), io::ErrorKind::NotFound);
        // No file name at all.
        for p in ["", "..", "a/.."] {
            let e = write_atomic(Path::new(p), b"x").unwrap_err();
            assert_eq!(e.step, "name a file", "{p:?}");
        }
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn threads_writing_one_target_each_land_whole() {
        let dir = scratch("threads");
        let p = dir.join("shared.bin");
        let a = vec![b'a'; 1 << 20];
        let b = vec![b'b'; 1 << 18];
        std::thread::scope(|s| {
            for bytes in [&a, &b] {
                let p = &p;
                s.spawn(move || {
                    for _ in 0..20 {
                        write_atomic(p, bytes).unwrap();
                    }
                });
            }
            s.spawn(|| {
                for _ in 0..200 {
                    if let Ok(got) = fs::read(&p) {
                        assert!(got == a || got == b, "a mixed or partial file");
                    }
                }
            });
        });
        assert_eq!(entries(&dir), ["shared.bin"]);
        fs::remove_dir_all(&dir).unwrap();
    }
}
