#![no_main]
//! Fuzz target `puzzle_json`: see `harness::puzzle_json`.

#[path = "../harness.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::puzzle_json(data));
