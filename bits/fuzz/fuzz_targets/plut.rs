#![no_main]
//! Fuzz target `plut`: see `harness::plut`.

#[path = "../harness.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::plut(data));
