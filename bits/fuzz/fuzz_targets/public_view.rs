#![no_main]
//! Fuzz target `public_view`: see `harness::public_view`.

#[path = "../harness.rs"]
mod harness;

libfuzzer_sys::fuzz_target!(|data: &[u8]| harness::public_view(data));
