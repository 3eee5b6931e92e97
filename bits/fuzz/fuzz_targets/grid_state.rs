#![no_main]
//! Fuzz target `grid_state`: see `harness::grid_state`.

#[path = "../harness.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::grid_state(data));
