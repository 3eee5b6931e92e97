#![no_main]
//! Fuzz target `descriptor`: see `harness::descriptor`.

#[path = "../harness.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::descriptor(data));
