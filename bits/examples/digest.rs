//! Native Rust side of the cross-runtime determinism check.
//!
//! `digest FROM TO [THREADS]` (`cargo run --release -p bits --example digest --features
//! serde,wordle -- …`) prints the per-stream SHA-256 digests of every daily
//! between two dates (inclusive), computed straight from the `bits` crate. The byte
//! stream is specified in `benches/cross-runtime/run.sh`; the C, Python and WebAssembly
//! drivers in that folder produce the same stream through their bindings and hash it
//! with their own SHA-256, and `run.sh` fails unless all four print the same lines.

use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;

use bits::binairo::{Difficulty, Options, binary_grid_puzzle};
use bits::daily::Date;
use bits::{flipit, generate_descriptor_with, sets};
use sha2::{Digest, Sha256};

/// Streams in the order their records appear within one day.
const STREAMS: [&str; 6] = [
    "bits-1",
    "bits-2",
    "bits-3",
    "binary-grid",
    "flipit",
    "sets",
];

/// Days handed to the threads at a time: enough to keep every thread busy, few enough
/// that a window's JSON stays small in memory.
const WINDOW: usize = 256;

/// The records of one day, per stream, each already JSON text, and the generator
/// failures among them.
struct Day {
    records: Vec<Vec<String>>,
    failed: Vec<String>,
}

impl Day {
    /// A generator that gives up (a typed error, e.g. no rank-3 puzzle within the attempt
    /// limit) is part of the result too: its stream gets the line `error: <message>`
    /// and every runtime must fail the same way.
    fn push<T, E: std::fmt::Display>(
        &mut self,
        id: &str,
        stream: usize,
        result: Result<T, E>,
        json: impl FnOnce(T) -> Vec<String>,
    ) {
        self.records.push(match result {
            Ok(v) => json(v),
            Err(e) => {
                self.failed
                    .push(format!("failed {id} {}: {e}", STREAMS[stream]));
                vec![format!("error: {e}")]
            }
        });
    }
}

fn day_records(date: Date) -> Day {
    let id = date.to_string();
    let mut day = Day {
        records: Vec::with_capacity(STREAMS.len()),
        failed: Vec::new(),
    };
    for rank in 1..=3 {
        let options = Options {
            rank: Some(rank),
            ..Options::default()
        };
        let d = generate_descriptor_with(&id, &options);
        day.push(&id, usize::from(rank - 1), d, |d| {
            vec![d.to_json(), d.public_view().to_json()]
        });
    }
    let grids: Result<Vec<String>, _> = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard]
        .into_iter()
        .map(|level| binary_grid_puzzle(&id, level).map(|p| p.to_json()))
        .collect();
    day.push(&id, 3, grids, |g| g);
    let flipit = flipit::daily(date).and_then(|a| Ok((a, flipit::daily_unique(date)?)));
    day.push(&id, 4, flipit, |(a, b)| vec![a.to_json(), b.to_json()]);
    day.push(&id, 5, sets::daily(date), |s| {
        vec![s.to_json(), s.public().to_json()]
    });
    day
}

/// A running SHA-256 with the record and byte counts that go with it.
struct Stream {
    hash: Sha256,
    records: u64,
    bytes: u64,
}

impl Stream {
    fn new() -> Stream {
        Stream {
            hash: Sha256::new(),
            records: 0,
            bytes: 0,
        }
    }

    fn add(&mut self, record: &str) {
        self.hash.update(record.as_bytes());
        self.hash.update(b"\n");
        self.records += 1;
        self.bytes += record.len() as u64 + 1;
    }

    fn line(self, name: &str) -> String {
        let hex: String = self
            .hash
            .finalize()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        format!("{name} {} {} {hex}", self.records, self.bytes)
    }
}

/// Generates `days` on `threads` threads and returns each day's records in order.
fn generate_window(days: &[Date], threads: usize) -> Result<Vec<Day>, String> {
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel();
    thread::scope(|s| {
        for _ in 0..threads {
            let tx = tx.clone();
            let next = &next;
            s.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&date) = days.get(i) else { break };
                    if tx.send((i, day_records(date))).is_err() {
                        break;
                    }
                }
            });
        }
    });
    drop(tx);
    let mut slots: Vec<Option<Day>> = days.iter().map(|_| None).collect();
    for (i, day) in rx {
        slots[i] = Some(day);
    }
    slots
        .into_iter()
        .map(|d| d.ok_or_else(|| "a day was not generated".to_string()))
        .collect()
}

fn run(args: &[String]) -> Result<Vec<String>, String> {
    let [from, to, rest @ ..] = args else {
        return Err("usage: digest-rust FROM TO [THREADS]".into());
    };
    let from = Date::parse(from).map_err(|e| format!("FROM: {e}"))?;
    let to = Date::parse(to).map_err(|e| format!("TO: {e}"))?;
    let threads = match rest {
        [] => thread::available_parallelism().map_or(1, |n| n.get()),
        [t] => t
            .parse::<usize>()
            .ok()
            .filter(|&t| t > 0)
            .ok_or("THREADS must be a positive integer")?,
        _ => return Err("usage: digest-rust FROM TO [THREADS]".into()),
    };
    if to < from {
        return Err("TO is before FROM".into());
    }
    let mut streams: Vec<Stream> = STREAMS.iter().map(|_| Stream::new()).collect();
    let mut all = Stream::new();
    let mut day = from;
    let mut count = 0u64;
    let mut failed = Vec::new();
    loop {
        let mut window = Vec::with_capacity(WINDOW);
        while window.len() < WINDOW && day <= to {
            window.push(day);
            day = day.succ();
        }
        if window.is_empty() {
            break;
        }
        count += window.len() as u64;
        for day in generate_window(&window, threads)? {
            failed.extend(day.failed);
            for (stream, recs) in streams.iter_mut().zip(&day.records) {
                for r in recs {
                    stream.add(r);
                    all.add(r);
                }
            }
        }
    }
    let mut lines = vec![format!("range {from} {to} days {count}")];
    lines.extend(streams.into_iter().zip(STREAMS).map(|(s, n)| s.line(n)));
    lines.push(all.line("all"));
    lines.extend(failed);
    Ok(lines)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(lines) => {
            for l in lines {
                println!("{l}");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("digest-rust: {e}");
            ExitCode::FAILURE
        }
    }
}
