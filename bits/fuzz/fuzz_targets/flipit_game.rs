#![no_main]
//! Fuzz target `flipit_game`: see `harness::flipit_game`.

#[path = "../harness.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::flipit_game(data));
