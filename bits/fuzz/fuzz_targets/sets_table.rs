#![no_main]
//! Fuzz target `sets_table`: see `harness::sets_table`.

#[path = "../harness.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::sets_table(data));
