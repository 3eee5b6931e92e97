//! A string handed to C is freed with the size it was allocated with, whatever the caller
//! wrote into its text before (`strtok` writes NULs into it).
//!
//! The allocator of this test binary keeps each allocation's size in front of it and
//! counts every free whose layout names another size. The C library is linked in as the
//! rlib, so its allocations go through it too.

use std::alloc::{GlobalAlloc, Layout, System};
use std::ffi::{CStr, c_char};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Checked;

static MISMATCHES: AtomicUsize = AtomicUsize::new(0);

/// The prefix in front of each allocation: enough for the size, and for the alignment.
fn pad(layout: Layout) -> usize {
    layout.align().max(size_of::<usize>())
}

unsafe impl GlobalAlloc for Checked {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let pad = pad(layout);
        let Ok(outer) = Layout::from_size_align(layout.size() + pad, layout.align()) else {
            return std::ptr::null_mut();
        };
        // SAFETY: `outer` is non-zero in size; the size goes into the prefix, which is ours.
        unsafe {
            let base = System.alloc(outer);
            if base.is_null() {
                return base;
            }
            let user = base.add(pad);
            user.sub(size_of::<usize>())
                .cast::<usize>()
                .write_unaligned(layout.size());
            user
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let pad = pad(layout);
        // SAFETY: `ptr` came from `alloc` above, `pad` bytes into its allocation.
        unsafe {
            let size = ptr.sub(size_of::<usize>()).cast::<usize>().read_unaligned();
            if size != layout.size() {
                MISMATCHES.fetch_add(1, Ordering::SeqCst);
            }
            let outer = Layout::from_size_align_unchecked(size + pad, layout.align());
            System.dealloc(ptr.sub(pad), outer);
        }
    }
}

#[global_allocator]
static ALLOCATOR: Checked = Checked;

fn descriptor_json() -> *mut c_char {
    let mut out: *mut c_char = std::ptr::null_mut();
    // SAFETY: a NUL-terminated id, no options, a valid out-pointer, no error struct.
    let status = unsafe {
        bits_ffi::bits_generate_json(
            c"2026-11-21".as_ptr(),
            std::ptr::null(),
            false,
            &mut out,
            std::ptr::null_mut(),
        )
    };
    assert_eq!(status, bits_ffi::BitsStatus::Ok);
    assert!(!out.is_null());
    out
}

#[test]
fn a_string_cut_short_in_place_is_freed_whole() {
    let before = MISMATCHES.load(Ordering::SeqCst);
    for cut in [0usize, 1, 5, 40] {
        let s = descriptor_json();
        // SAFETY: `s` is the library's NUL-terminated string, longer than 40 bytes.
        unsafe {
            assert!(CStr::from_ptr(s).to_bytes().len() > 40);
            s.add(cut).write(0);
            assert_eq!(CStr::from_ptr(s).to_bytes().len(), cut);
            bits_ffi::bits_string_free(s);
        }
    }
    assert_eq!(MISMATCHES.load(Ordering::SeqCst), before);
}

#[test]
fn a_string_is_handed_out_as_written() {
    let s = descriptor_json();
    // SAFETY: `s` is the library's NUL-terminated string, freed once.
    let text = unsafe { CStr::from_ptr(s) }.to_str().unwrap().to_owned();
    unsafe { bits_ffi::bits_string_free(s) };
    let native = bits::generate_descriptor("2026-11-21").unwrap().to_json();
    assert_eq!(text, native);
}
