//! Files written whole or not at all: the one writer behind a play save, a Wordle lookup
//! tree and a feedback table.
//!
//! A reader of the target path sees the old file or the new one, never a mix: the bytes go
//! to a temporary file beside the target, are synced, and the temporary file is renamed
//! over the target. A failure the writer sees removes the temporary file and leaves the
//! old file untouched. A process killed mid-write leaves its temporary file (a hidden
//! `.<name>.<pid>-<n>.tmp` beside the target), which no later write trips over.

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
/// A `path` that is a symbolic link is written through: the file it points to (which may
/// not exist yet) is replaced, and the link stays a link. A `path` naming no file (empty,
/// or ending in `..`), or one [`replaceable`] refuses, is refused before anything is made.
/// The new file's permissions are the process's defaults (the umask decides), as for any
/// file a program creates.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let fail = |step, source| WriteError {
        path: path.to_path_buf(),
        step,
        source,
    };
    let (target, name) = target_of(path)?;
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let (tmp, mut f) = create_temporary(dir, &name.to_string_lossy())
        .map_err(|e| fail("create its temporary file", e))?;
    let written = f
        .write_all(bytes)
        .map_err(|e| fail("write its temporary file", e))
        .and_then(|()| f.sync_all().map_err(|e| fail("sync its temporary file", e)));
    drop(f);
    let placed = written.and_then(|()| {
        fs::rename(&tmp, &target).map_err(|e| fail("rename its temporary file into place", e))
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

/// The file a write to `path` replaces: `path` itself, or what its links lead to. Refused
/// when that is there and is not a regular file (a folder, a device such as `/dev/null`, a
/// named pipe, a socket), since the rename would put a regular file in its place (a device,
/// as root, for good), or when the links do not end (a loop, or a chain longer than the
/// system follows). [`write_atomic`] checks this first; a program calls it too to refuse an
/// output path before the work that fills it.
pub fn replaceable(path: &Path) -> Result<(), WriteError> {
    target_of(path).map(|_| ())
}

/// [`replaceable`]'s file and its name, or why not: a path naming no file (empty, or
/// ending in `..`) first.
fn target_of(path: &Path) -> Result<(PathBuf, std::ffi::OsString), WriteError> {
    let target = through_links(path);
    let refuse = |step, why| WriteError {
        path: path.to_path_buf(),
        step,
        source: io::Error::new(io::ErrorKind::InvalidInput, why),
    };
    let Some(name) = target.file_name().map(std::ffi::OsStr::to_os_string) else {
        return Err(refuse("name a file", "the path names no file"));
    };
    match fs::symlink_metadata(&target) {
        // Still a link after the walk.
        Ok(m) if m.file_type().is_symlink() => Err(refuse(
            "follow its links",
            "too many levels of symbolic links",
        )),
        Ok(m) if !m.file_type().is_file() => Err(refuse(
            "replace it",
            "not a regular file (a folder, device, pipe or socket)",
        )),
        _ => Ok((target, name)),
    }
}

/// Links followed before a write gives up (and refuses the path, as a loop of links would
/// be), as the system's own limit on a chain of links is about this.
const MAX_LINKS: usize = 40;

/// The file `path` stands for: itself, or what its chain of symbolic links ends at (a
/// relative link read from the link's own folder). A link that cannot be read, or a chain
/// too long, ends the walk where it is.
fn through_links(path: &Path) -> PathBuf {
    let mut at = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&at) {
            Ok(m) if m.file_type().is_symlink() => match fs::read_link(&at) {
                Ok(to) => {
                    at = match at.parent() {
                        Some(dir) if to.is_relative() => dir.join(to),
                        _ => to,
                    }
                }
                Err(_) => break,
            },
            _ => break,
        }
    }
    at
}

/// A name no file has yet beside the target: `create_new` never truncates a file this
/// writer did not make, and a name left by a killed process (same pid, same count) is
/// stepped over. The target's name is cut to 200 bytes in the temporary name, so a
/// target whose own name is near the system's 255-byte limit still gets one.
fn create_temporary(dir: &Path, name: &str) -> io::Result<(PathBuf, File)> {
    let mut cut = name.len().min(200);
    while !name.is_char_boundary(cut) {
        cut -= 1;
    }
    let mut last = None;
    for _ in 0..16 {
        let tmp = dir.join(format!(
            ".{}.{}-{}.tmp",
            &name[..cut],
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        match OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(f) => return Ok((tmp, f)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| io::Error::from(io::ErrorKind::AlreadyExists)))
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
        // The target is a folder: refused before a temporary file is made.
        let target = dir.join("taken");
        fs::create_dir_all(target.join("inside")).unwrap();
        let e = write_atomic(&target, b"x").unwrap_err();
        assert_eq!(e.path, target);
        assert_eq!(e.step, "replace it");
        assert_eq!(e.source.kind(), io::ErrorKind::InvalidInput);
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

    #[cfg(unix)]
    #[test]
    fn a_link_is_written_through_and_stays_a_link() {
        let dir = scratch("links");
        fs::create_dir_all(dir.join("real")).unwrap();
        let real = dir.join("real/s.json");
        fs::write(&real, b"old").unwrap();
        let link = dir.join("link");
        std::os::unix::fs::symlink("real/s.json", &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read(&real).unwrap(), b"new");
        // A dangling link: the file it names is made.
        let dangling = dir.join("dangling");
        std::os::unix::fs::symlink("real/made.json", &dangling).unwrap();
        write_atomic(&dangling, b"made").unwrap();
        assert_eq!(fs::read(dir.join("real/made.json")).unwrap(), b"made");
        assert!(
            fs::symlink_metadata(&dangling)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        // A loop of links ends the walk and is refused, leaving nothing.
        std::os::unix::fs::symlink("loop-b", dir.join("loop-a")).unwrap();
        std::os::unix::fs::symlink("loop-a", dir.join("loop-b")).unwrap();
        let e = write_atomic(&dir.join("loop-a"), b"x").unwrap_err();
        assert_eq!(e.step, "follow its links");
        assert!(
            e.to_string().contains("too many levels of symbolic links"),
            "{e}"
        );
        assert_eq!(
            entries(&dir),
            ["dangling", "link", "loop-a", "loop-b", "real"]
        );
        assert_eq!(entries(&dir.join("real")), ["made.json", "s.json"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    /// A socket and a named pipe, made in a scratch folder (the same check keeps a device
    /// such as `/dev/zero` a device, which a test must not risk).
    #[cfg(unix)]
    #[test]
    fn only_a_regular_file_is_replaced() {
        let dir = scratch("special");
        let socket = dir.join("sock");
        let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
        let mut special = vec![socket];
        let pipe = dir.join("pipe");
        if std::process::Command::new("mkfifo")
            .arg(&pipe)
            .status()
            .is_ok_and(|s| s.success())
        {
            special.push(pipe);
        }
        for p in &special {
            let e = write_atomic(p, b"x").unwrap_err();
            assert_eq!(e.step, "replace it", "{}", p.display());
            assert!(e.to_string().contains("not a regular file"), "{e}");
            assert!(!fs::symlink_metadata(p).unwrap().file_type().is_file());
            // Through a link too: the link and what it names stay as they were.
            let link = dir.join("to-special");
            let _ = fs::remove_file(&link);
            std::os::unix::fs::symlink(p, &link).unwrap();
            assert_eq!(write_atomic(&link, b"x").unwrap_err().step, "replace it");
            assert!(!fs::symlink_metadata(p).unwrap().file_type().is_file());
        }
        let mut want = vec!["sock", "to-special"];
        if special.len() == 2 {
            want.insert(0, "pipe");
        }
        assert_eq!(entries(&dir), want);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn stale_temporary_files_and_long_names_do_not_stop_a_write() {
        let dir = scratch("stale");
        let p = dir.join("s.json");
        // What a killed run of this process would have left for its next names (eight, so
        // that tests writing at the same time cannot take them all first).
        let next = NEXT.load(Ordering::Relaxed);
        for n in next..next + 8 {
            fs::write(
                dir.join(format!(".s.json.{}-{n}.tmp", std::process::id())),
                b"",
            )
            .unwrap();
        }
        write_atomic(&p, b"saved").unwrap();
        assert_eq!(fs::read(&p).unwrap(), b"saved");
        // A name at the system's limit of 255 bytes.
        let long = dir.join("é".repeat(127));
        write_atomic(&long, b"long").unwrap();
        assert_eq!(fs::read(&long).unwrap(), b"long");
        assert_eq!(
            entries(&dir).len(),
            8 + 2,
            "the stale ones stay, no new ones"
        );
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
