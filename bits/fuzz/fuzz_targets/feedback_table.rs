#![no_main]
//! Fuzz target `feedback_table`: see `harness::feedback_table`.

#[path = "../harness.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::feedback_table(data));
