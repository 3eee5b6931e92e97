//! WebAssembly binding of `bits`: the npm package `@dailygrid/bits`.
//!
//! This crate only converts. Every rule, generator and check lives in the core crate; here
//! JavaScript values become core types and back, and core errors become `Error` objects
//! with a machine-readable `code` ([`error`]). Descriptors and other shapes cross the
//! boundary as the core's own JSON, parsed into plain camelCase objects, so a descriptor
//! from this package is the server's descriptor byte for byte once re-serialised.
//!
//! | module | what it wraps |
//! | --- | --- |
//! | [`error`] | core errors → `Error` with `code` |
//! | [`interop`] | JSON in and out, the TypeScript names of returned shapes |
//! | [`primitives`] | hashes, Mulberry32, dates, puzzle ids, leaderboard field checks |
//! | [`binairo`] | Bits descriptors, rules, submissions, solver, Binary Grid |
//! | [`flipit`] | FlipIT dailies, solver and the `FlipItGame` class |
//! | [`sets`] | Sets dailies, solver, answer checks |
//! | [`state`] | the Bits play state, the `GridState` class |
//! | [`wordle`] | Wordle feedback and the `WordleTree` class over a PLUT file |
//! | `types` | the TypeScript declarations of every shape (custom section) |
#![forbid(unsafe_code)]

pub mod binairo;
pub mod error;
pub mod flipit;
pub mod interop;
pub mod primitives;
pub mod sets;
pub mod state;
mod types;
pub mod wordle;
