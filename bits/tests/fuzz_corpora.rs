//! Replays every committed fuzz corpus on stable Rust through the very functions the fuzz
//! targets call (`bits/fuzz/harness.rs`, included by path), so an input that once broke a
//! parser, or that covers a path the fuzzers reached, runs on every CI build.
#![cfg(all(feature = "serde", feature = "wordle-mmap"))]

#[path = "../fuzz/harness.rs"]
mod harness;

use std::path::{Path, PathBuf};

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz")
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> = entries
        .map(|e| e.expect("corpus entry").path())
        .filter(|p| p.is_file())
        .collect();
    out.sort();
    out
}

fn replay(kind: &str, require: bool) -> usize {
    let mut total = 0;
    for &(name, run) in harness::TARGETS {
        let dir = fuzz_dir().join(kind).join(name);
        let inputs = files(&dir);
        assert!(
            !require || !inputs.is_empty(),
            "no committed inputs in {}",
            dir.display()
        );
        for path in inputs {
            let data = std::fs::read(&path).expect("read corpus file");
            let outcome = std::panic::catch_unwind(|| run(&data));
            assert!(outcome.is_ok(), "{name} panicked on {}", path.display());
            total += 1;
        }
    }
    total
}

#[test]
fn every_target_replays_its_corpus() {
    let n = replay("corpus", true);
    assert!(n >= harness::TARGETS.len());
}

#[test]
fn every_fixed_crash_stays_fixed() {
    replay("regressions", false);
}

#[test]
fn every_fuzz_target_is_replayed() {
    let mut listed: Vec<&str> = harness::TARGETS.iter().map(|&(name, _)| name).collect();
    listed.sort_unstable();
    let mut sources: Vec<String> = files(&fuzz_dir().join("fuzz_targets"))
        .iter()
        .filter_map(|p| Some(p.file_stem()?.to_str()?.to_owned()))
        .collect();
    sources.sort_unstable();
    assert_eq!(listed, sources, "fuzz_targets/ and harness::TARGETS differ");
}
