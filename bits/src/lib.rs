//! `bits` — the deterministic puzzle engine of the Daily Grid site.
//!
//! One crate computes every puzzle the site serves so that the server, the browser
//! (WebAssembly), Python QA scripts and C game engines agree byte for byte. Each puzzle is
//! a pure function of its id: no clocks, no global state, no floating-point surprises.
//!
//! | module | what it holds |
//! | --- | --- |
//! | [`binairo`] | Bits (Binairo+) and the Binary Grid profile: rules, solvers, generator, descriptor |
//! | [`rng`] | the site's `hashString`, FNV-1a and Mulberry32, bit-exact |
//! | [`daily`] | Los Angeles / UTC calendar dates without a tz database, puzzle ids |
//! | `file` | files written whole or not at all (feature `std`) |
//! | [`flipit`] | FlipIT: 4×4 flip puzzle, GF(2) solver, three-click dailies, game state |
//! | [`validation`] | the leaderboard's field checks (UUID, initials, solve time) |
//! | [`sets`] | Sets: the set-theory dice puzzle (parse, evaluate, generate, solve, check) |
//! | `wordle` | Wordle feedback, lookup-tree generator, PLUT files and the tree walk (feature `wordle`) |
//!
//! # Features
//!
//! - `std` (default): files written whole or not at all (`file`) and threads for long
//!   jobs. Without it the crate is
//!   `no_std` + `alloc` and builds for targets such as `x86_64-unknown-none`.
//! - `json`: every public shape written as JSON, and read back where a caller sends or
//!   stores it (descriptors, views, puzzles, submissions, play states, FlipIT puzzles and
//!   saves, Sets tables), by the crate itself (works without `std`, no dependencies).
//! - `serde`: `json`, plus `serde` impls for FlipIT puzzles and solutions, and submissions
//!   read from `serde_json` values.
//! - `cli`: the `bits` command-line tool.
#![no_std]
#![deny(missing_docs)]
#![deny(missing_debug_implementations)]
// `deny`, not `forbid`: the one memory map of `wordle::table_file` opts out, with its SAFETY note.
#![deny(unsafe_code)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod binairo;
pub mod daily;
#[cfg(feature = "std")]
pub mod file;
pub mod flipit;
mod json_place;
#[cfg(feature = "json")]
mod json_reader;
#[cfg(feature = "json")]
mod json_writer;
pub mod rng;
pub mod sets;
pub mod validation;
#[cfg(feature = "wordle")]
pub mod wordle;

/// The longest JSON text the engine reads (1 MiB; the longest legitimate input, a 16×16
/// descriptor, is about 10 KB). The bindings refuse longer text before copying it in.
#[cfg(feature = "json")]
pub const JSON_MAX_BYTES: usize = 1 << 20;

/// The most items a JSON array holds in [`JSON_MAX_BYTES`] of text (`0,` each): the
/// bindings hold a caller's sequence read where JSON would be to it, so that an endless
/// one is refused at once rather than read item by item.
#[cfg(feature = "json")]
pub const JSON_MAX_ITEMS: usize = JSON_MAX_BYTES / 2;

/// The deepest nesting of JSON arrays and objects the engine reads (what `serde_json`
/// reads): a binding that writes a caller's data as JSON refuses deeper data before
/// writing it.
#[cfg(feature = "json")]
pub const JSON_MAX_DEPTH: usize = 127;

/// The README, whose Rust example runs as a doctest so that it stays true.
#[cfg(all(doctest, feature = "json"))]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;

pub use binairo::{
    generate_descriptor, generate_descriptor_with, grid_follows_rules, validate_submission,
};
