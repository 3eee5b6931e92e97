#![no_main]
//! Fuzz target `sets_answer`: see `harness::sets_answer`.

#[path = "../harness.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::sets_answer(data));
