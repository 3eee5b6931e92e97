#![no_main]
//! Fuzz target `ids`: see `harness::ids`.

#[path = "../harness.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::ids(data));
