#![no_main]
//! Fuzz target `submission`: see `harness::submission`.

#[path = "../harness.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::submission(data));
