//! `bits wordle`: the seed's solver modes (`solve`, `start`, `generate`, `bench`, `help`).
//! Flags may come before or after the mode.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use bits::wordle::{
    self, ALL_GREEN, GenerateError, HISTORICAL, MappedTable, Params, Plut, SolveError, Stats,
    WORDS, decode, encode, pattern,
};
use serde_json::{Value, json};

use crate::args::{Args, CliError, read_capped};

/// The shipped tree: every one of the 12,947 words within six guesses (see the README).
pub const DEFAULT_TREE: &[u8] = include_bytes!("../../../data/wordle/lookup_lants.bin");

const VALUED: &[&str] = &[
    "lookup-start",
    "lookup-depth",
    "lookup-output",
    "lookup-file",
    "word-list",
    "table-file",
    "threads",
    "top",
    "lookahead",
    "fallback",
    "width-mid",
    "width-low",
    "fallback-mid",
    "fallback-low",
];
const SWITCHES: &[&str] = &["debug", "dump-json", "feedback-table"];

pub const USAGE: &str = "\
Wordle (flags before or after the mode):
  wordle solve WORD [--debug] [--dump-json] [--lookup-file F]
                                                walk the lookup tree to WORD; --debug logs hops
                                                to stderr, --dump-json adds node offsets
  wordle start [--top N]                        rank first guesses by the generator's estimate
  wordle generate [--lookup-start W] [--lookup-depth N] [--lookup-output F]
                  [--feedback-table] [--threads N]
                  [--lookahead N] [--width-mid N] [--width-low N]
                  [--fallback N] [--fallback-mid N] [--fallback-low N]
                                                build lookup_<start>.bin (refused, with the
                                                overflowing words, if the cap is not kept);
                                                the search widths are the README's knobs
  wordle bench [--lookup-file F]                average, max, distribution over all words and
                                                the historical answers among them
  wordle help
  any mode: --word-list F plays, ranks, builds or checks over the words of F (one per
            line) instead of the 12,947 built in
  any mode: --feedback-table rebuilds feedback_table.bin (--table-file F) first
";

fn failed(e: impl std::fmt::Display) -> CliError {
    CliError::Failed(e.to_string())
}

fn word(code: u32) -> String {
    decode(code)
        .map(|w| String::from_utf8_lossy(&w).into_owned())
        .unwrap_or_else(|_| "?????".into())
}

fn pat(code: u8) -> String {
    pattern(code)
        .map(|p| String::from_utf8_lossy(&p).into_owned())
        .unwrap_or_default()
}

pub fn run(argv: &[String]) -> Result<(), CliError> {
    let args = Args::parse(argv, VALUED, SWITCHES)?;
    let table_job = args.has("feedback-table");
    // No mode is a usage error, as for the other engines, except after --feedback-table,
    // which is a job of its own (the seed's program runs it alone).
    let mode = match args.positional.first() {
        Some(m) => Some(m.as_str()),
        None if table_job => None,
        None => {
            return Err(CliError::Usage(
                "wordle needs a mode: solve, start, generate or bench (or --feedback-table)".into(),
            ));
        }
    };
    // A count the machine cannot run is refused, not quietly made another.
    let threads = args
        .number_within("threads", 1, 64, |n| {
            format!("--threads must be 1-64, got {n}")
        })?
        .map_or(2, |n| n as usize);
    let table_path = PathBuf::from(args.value("table-file").unwrap_or("feedback_table.bin"));
    let words = match args.value("word-list") {
        Some(f) => read_word_list(Path::new(f))?,
        None => WORDS.to_vec(),
    };
    // The whole command is judged before the table is written (seconds, and 167 MB over
    // the built-in words, replacing the one there): a usage error costs neither.
    let job = match mode {
        None => None,
        Some(mode) => Some(job(&args, mode, &words, threads)?),
    };
    if table_job {
        crate::args::check_output("--table-file", &table_path)?;
        let t0 = Instant::now();
        wordle::write_table(&table_path, &words, threads).map_err(failed)?;
        crate::args::note(&format!(
            "wrote {} ({} bytes) in {} ms\n",
            table_path.display(),
            words.len() * words.len(),
            t0.elapsed().as_millis()
        ));
    }
    match job {
        None => Ok(()), // --feedback-table alone: the table is written
        Some(Job::Solve { target, answer }) => solve(&args, &target, answer),
        Some(Job::Start { top }) => start(&words, top, threads),
        Some(Job::Generate(plan)) => generate(plan, &words, &table_path),
        Some(Job::Bench) => bench(&args, &words),
        Some(Job::Help) => crate::args::print_text(USAGE),
    }
}

/// A mode with its arguments judged: what is left can only fail in the work itself.
enum Job {
    Solve { target: String, answer: u32 },
    Start { top: usize },
    Generate(Plan),
    Bench,
    Help,
}

/// `wordle generate`'s arguments, judged.
struct Plan {
    start_word: String,
    start: usize,
    output: PathBuf,
    /// The search knobs, the depth among them.
    params: Params,
}

/// Judges `mode` and its arguments. Flags are the seed's: any flag may come with any
/// mode (seed 003, "mode-agnostic"), and one a mode does not use is left unread.
fn job(args: &Args, mode: &str, words: &[u32], threads: usize) -> Result<Job, CliError> {
    match mode {
        "help" | "--help" => Ok(Job::Help),
        "solve" => {
            args.at_most(2)?;
            let target = args
                .positional
                .get(1)
                .ok_or_else(|| CliError::Usage("wordle solve needs a WORD".into()))?;
            let answer = encode(target).map_err(|e| CliError::Usage(e.to_string()))?;
            if !words.contains(&answer) {
                return Err(CliError::Usage(format!(
                    "'{target}' is not in the word list"
                )));
            }
            Ok(Job::Solve {
                target: target.clone(),
                answer,
            })
        }
        "start" => {
            args.at_most(1)?;
            Ok(Job::Start {
                top: args.number("top")?.unwrap_or(10),
            })
        }
        "generate" => {
            args.at_most(1)?;
            plan(args, words, threads).map(Job::Generate)
        }
        "bench" => {
            args.at_most(1)?;
            Ok(Job::Bench)
        }
        other => Err(CliError::Usage(format!("unknown wordle mode '{other}'"))),
    }
}

/// Longest word-list line: a word and some surrounding blanks.
const MAX_WORD_LINE: usize = 64;

/// Reads a word list (whole, up to the bytes the generator's most words could take),
/// refusing it at the first line past the words the generator takes.
fn read_word_list(path: &Path) -> Result<Vec<u32>, CliError> {
    // A bound on the bytes read, so that a file with no line ends (/dev/zero) ends too:
    // the generator's most words, each on a line of the longest length taken.
    let most = (wordle::MAX_WORDS * (MAX_WORD_LINE + 2)) as u64;
    let bytes = read_capped(path, most, "word list")?;
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let lines = crate::lines::capped(&bytes[..], MAX_WORD_LINE);
    for (i, line) in lines.enumerate() {
        let at = |why: String| {
            failed(format!(
                "word list {} line {}: {why}",
                path.display(),
                i + 1
            ))
        };
        let line = line
            .map_err(|e| failed(format!("word list {}: {e}", path.display())))?
            .map_err(at)?;
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let code = encode(line).map_err(|e| at(e.to_string()))?;
        if !seen.insert(code) {
            return Err(at(format!("'{line}' repeated")));
        }
        if out.len() == wordle::MAX_WORDS {
            return Err(at(format!(
                "more than {} words (the generator's limit)",
                wordle::MAX_WORDS
            )));
        }
        out.push(code);
    }
    if out.is_empty() {
        return Err(failed(format!("word list {} is empty", path.display())));
    }
    Ok(out)
}

/// The largest lookup file read: far above any tree over the generator's most words
/// (the shipped one is 233 KB), and a bound for a path such as /dev/zero.
const MAX_LOOKUP_BYTES: u64 = 64 << 20;

fn load_tree(args: &Args) -> Result<Vec<u8>, CliError> {
    match args.value("lookup-file") {
        Some(f) => read_capped(Path::new(f), MAX_LOOKUP_BYTES, "lookup file"),
        None => Ok(DEFAULT_TREE.to_vec()),
    }
}

/// The historical answers that are in `words` (all of them with the shipped list).
fn historical_in(words: &[u32]) -> Vec<u32> {
    HISTORICAL
        .iter()
        .copied()
        .filter(|h| words.contains(h))
        .collect()
}

fn solve(args: &Args, target: &str, answer: u32) -> Result<(), CliError> {
    let bytes = load_tree(args)?;
    let plut = Plut::parse(&bytes).map_err(failed)?;
    let debug = args.has("debug");
    let dump = args.has("dump-json");
    // Walk by hand (the same steps and errors as `wordle::solve`) to report node offsets.
    let mut steps = Vec::new();
    let mut guess = plut.start();
    let mut node = Some(plut.root());
    loop {
        if steps.len() == wordle::MAX_STEPS {
            return Err(failed(SolveError::TooLong));
        }
        let fb = wordle::feedback(guess, answer).map_err(failed)?;
        let depth = steps.len() + 1;
        if debug {
            crate::args::note(&format!(
                "[hop {depth}] guess={} feedback={fb} ({}) node={}\n",
                word(guess),
                pat(fb),
                node.map_or("leaf".to_string(), |n| format!(
                    "@{} ({} entries)",
                    n.offset(),
                    n.len()
                ))
            ));
        }
        let mut step = json!({ "guess": word(guess), "feedback": pat(fb) });
        if dump {
            step["code"] = json!(fb);
            step["node"] = node.map_or(Value::Null, |n| json!(n.offset()));
            step["entries"] = node.map_or(Value::Null, |n| json!(n.len()));
        }
        steps.push(step);
        if fb == ALL_GREEN {
            break;
        }
        let here = node.ok_or_else(|| failed(SolveError::WrongLeaf { after: depth }))?;
        let entry = here.find(fb).ok_or_else(|| {
            failed(SolveError::Missing {
                after: depth,
                feedback: fb,
            })
        })?;
        guess = entry.guess;
        node = entry.child;
    }
    let mut out = json!({
        "answer": target.to_ascii_lowercase(),
        "start": word(plut.start()),
        "guesses": steps.len(),
        "path": steps,
    });
    if dump {
        out["treeBytes"] = json!(bytes.len());
        out["treeDepth"] = json!(plut.depth());
    }
    crate::args::print_line(&out.to_string())?;
    Ok(())
}

fn start(words: &[u32], top: usize, threads: usize) -> Result<(), CliError> {
    let ranked = wordle::rank_starts(words, threads).map_err(failed)?;
    let n = words.len() as u64;
    let rows: Vec<Value> = ranked
        .iter()
        .take(top)
        .map(|s| {
            json!({
                "word": word(words[usize::from(s.word)]),
                "estimatedAverage": format!("{}.{:03}", s.est_milli / n / 1000,
                    (s.est_milli / n) % 1000),
                "classes": s.classes,
                "largestClass": s.largest,
            })
        })
        .collect();
    crate::args::print_line(&json!({ "words": words.len(), "best": rows }).to_string())?;
    Ok(())
}

fn distribution(stats: &Stats) -> Value {
    let h: serde_json::Map<String, Value> = stats
        .histogram
        .iter()
        .enumerate()
        .filter(|(_, c)| **c > 0)
        .map(|(k, &c)| (k.to_string(), json!(c)))
        .collect();
    Value::Object(h)
}

fn average(total: u64, words: usize) -> String {
    let m = (total * 1000 + words as u64 / 2) / (words.max(1) as u64);
    format!("{}.{:03}", m / 1000, m % 1000)
}

fn stats_json(stats: &Stats) -> Value {
    json!({
        "words": stats.words,
        "total": stats.total,
        "average": average(stats.total, stats.words - stats.failures.len()),
        "max": stats.max,
        "distribution": distribution(stats),
        "unsolved": stats.failures.iter().map(|&w| word(w)).collect::<Vec<_>>(),
    })
}

fn bench(args: &Args, words: &[u32]) -> Result<(), CliError> {
    let bytes = load_tree(args)?;
    let plut = Plut::parse(&bytes).map_err(failed)?;
    let all = wordle::evaluate(&plut, words);
    let hist = wordle::evaluate(&plut, &historical_in(words));
    let summary = json!({
        "start": word(plut.start()),
        "bytes": bytes.len(),
        "nodes": plut.node_count(),
        "all": stats_json(&all),
        "historical": stats_json(&hist),
    });
    crate::args::print_line(&summary.to_string())?;
    if all.failures.is_empty() {
        Ok(())
    } else {
        Err(failed(format!(
            "{} words are not solved by this tree",
            all.failures.len()
        )))
    }
}

fn plan(args: &Args, words: &[u32], threads: usize) -> Result<Plan, CliError> {
    let start_word = args
        .value("lookup-start")
        .unwrap_or("lants")
        .to_ascii_lowercase();
    let start_code = encode(&start_word).map_err(|e| CliError::Usage(e.to_string()))?;
    // The arguments are judged before the search, which can take minutes: a start word
    // outside the list, a depth out of bounds or an output with no folder is a usage error.
    let start = words
        .iter()
        .position(|&w| w == start_code)
        .ok_or_else(|| CliError::Usage(GenerateError::StartNotInList.to_string()))?;
    let (lo, hi) = (*wordle::DEPTHS.start(), *wordle::DEPTHS.end());
    let depth = match args.number_within("lookup-depth", lo.into(), hi.into(), |n| {
        format!("lookup depth {n} is outside {lo}-{hi}")
    })? {
        Some(d) => d as u8,
        None => wordle::WORDLE_DEPTH,
    };
    let output = PathBuf::from(
        args.value("lookup-output")
            .map(str::to_string)
            .unwrap_or_else(|| format!("lookup_{start_word}.bin")),
    );
    crate::args::check_output("--lookup-output", &output)?;
    let defaults = Params::default();
    let params = Params {
        depth,
        threads,
        width_top: args.number("lookahead")?.unwrap_or(defaults.width_top),
        width_mid: args.number("width-mid")?.unwrap_or(defaults.width_mid),
        width_low: args.number("width-low")?.unwrap_or(defaults.width_low),
        fallback: args.number("fallback")?.unwrap_or(defaults.fallback),
        fallback_mid: args
            .number("fallback-mid")?
            .unwrap_or(defaults.fallback_mid),
        fallback_low: args
            .number("fallback-low")?
            .unwrap_or(defaults.fallback_low),
    };
    Ok(Plan {
        start_word,
        start,
        output,
        params,
    })
}

fn generate(plan: Plan, words: &[u32], table_path: &Path) -> Result<(), CliError> {
    let Plan {
        start_word,
        start,
        output,
        params,
    } = plan;
    let depth = params.depth;
    let t0 = Instant::now();
    // Use feedback_table.bin when it is there and checks out; refuse a stale one rather than
    // silently computing around it.
    let mapped = if table_path.exists() {
        Some(MappedTable::open(table_path, words).map_err(failed)?)
    } else {
        None
    };
    let tty = std::io::stderr().is_terminal();
    let progress = move |done: usize, all: usize| {
        if tty {
            let filled = done * 30 / all.max(1);
            crate::args::note(&format!(
                "\r[{}{}] {done}/{all} classes of the first guess{}",
                "#".repeat(filled),
                "-".repeat(30 - filled),
                if done == all { "\n" } else { "" }
            ));
        }
    };
    let g = wordle::generate(
        words,
        mapped.as_ref().map(MappedTable::bytes),
        start,
        &params,
        &progress,
    )
    .map_err(failed)?;
    let elapsed = t0.elapsed();
    let bytes = g.tree.to_bytes().map_err(failed)?;
    let plut = Plut::parse(&bytes).map_err(failed)?;
    let stats = wordle::evaluate(&plut, words);
    let hstats = wordle::evaluate(&plut, &historical_in(words));
    let kept = g.overflow.is_empty() && stats.failures.is_empty();
    let out = json!({
        "start": start_word,
        "depth": depth,
        "kept": kept,
        "bytes": bytes.len(),
        "nodes": plut.node_count(),
        "all": stats_json(&stats),
        "historical": stats_json(&hstats),
        "overflow": g.overflow.iter().map(|&i| word(words[usize::from(i)])).collect::<Vec<_>>(),
        "output": if kept { json!(output.display().to_string()) } else { Value::Null },
    });
    crate::args::note(&format!("tree built in {} ms\n", elapsed.as_millis()));
    if !kept {
        // The summary names the overflowing words; a reader that went away must not turn
        // the failure into the quiet success a closed pipe otherwise is.
        let _ = writeln!(std::io::stdout(), "{out}");
        // A tree that misses words was built from a feedback table that is wrong somewhere
        // its sampled check did not look (a fresh table never gives one).
        return Err(failed(if stats.failures.is_empty() {
            format!(
                "could not keep every word within {depth} guesses from '{start_word}': \
                 {} words overflow (listed in the JSON); no file written",
                g.overflow.len()
            )
        } else {
            format!(
                "the tree from '{start_word}' does not solve {} word{} (`unsolved` in the \
                 JSON): the feedback table is wrong for this list (--feedback-table \
                 rebuilds it); no file written",
                stats.failures.len(),
                if stats.failures.len() == 1 { "" } else { "s" }
            )
        }));
    }
    // Written before the summary is printed: its `output` names a file that is there, and
    // a reader that goes away early cannot stop the write.
    bits::file::write_atomic(&output, &bytes).map_err(|e| failed(format!("lookup tree: {e}")))?;
    crate::args::print_line(&out.to_string())?;
    crate::args::note(&format!("wrote {}\n", output.display()));
    Ok(())
}
