//! The C ABI of `bits`: one static or shared library (`libbits.a`, `libbits.so`) and one
//! header (`include/bits.h`) for C and game-engine integrators.
//!
//! This crate only converts: C strings and plain structs in, statuses, plain structs and
//! JSON strings out. Every puzzle rule lives in the core crate, so a C caller gets the
//! same bytes as the Rust, Python and JavaScript callers.
//!
//! # Conventions
//!
//! - Every fallible function returns a [`BitsStatus`] (`BITS_STATUS_OK` = 0) and writes its
//!   results through out-pointers. Its last parameter is an optional `BitsError *` (may be
//!   `NULL`) that receives the status and a sentence saying where and why.
//! - Strings going in are NUL-terminated UTF-8. Strings coming out are allocated here and
//!   released with [`bits_string_free`]; handles have their own `bits_*_free`. Every free
//!   function accepts `NULL`.
//! - Hot paths use plain-data structs (`BitsGrid6`, `BitsGrid`, `BitsDescriptorData`,
//!   `BitsVerdict`) that need no freeing.
//!
//! # Thread safety
//!
//! The library holds no global mutable state: no thread-local "last error", no caches.
//! Any function may be called from any thread at the same time as long as a handle
//! (`BitsDescriptor`, `BitsGridState`, `BitsFlipitGame`, `BitsMulberry32`,
//! `BitsWordleTree`) and an out-buffer are not used by
//! two threads at once without the caller's own locking. A `BitsDescriptor` is never
//! modified after creation, so sharing one read-only between threads is safe; the same holds
//! for a `BitsWordleTree`.
//!
//! # Panics
//!
//! Every `extern "C"` body runs inside `catch_unwind`; a defect in the library becomes
//! `BITS_STATUS_PANIC` instead of unwinding into C.
#![deny(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]

mod arrays;
mod binairo;
mod error;
mod flipit;
mod primitives;
mod sets;
mod solve;
mod state;
mod strings;
mod wordle;

pub use binairo::*;
pub use error::*;
pub use flipit::*;
pub use primitives::*;
pub use sets::*;
pub use solve::*;
pub use state::*;
pub use strings::bits_string_free;
pub use wordle::*;
