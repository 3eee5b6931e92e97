//! Per-call cost of the C ABI against the direct Rust call: the same work
//! (`validate_submission`, `grid_follows_rules`, a Wordle solve) with and without the
//! conversion layer (argument checks, cell copy, panic boundary, plain-data results).
//!
//! The `extern "C"` functions are called through `black_box`ed function pointers so the
//! optimiser cannot inline them into the benchmark and erase the boundary.

use bits::binairo::{CellValue, Grid, Submission};
use bits_ffi::{
    BITS_MESSAGE_CAPACITY, BITS_WORDLE_MAX_STEPS, BitsDescriptor, BitsError, BitsGrid6, BitsReject,
    BitsStatus, BitsVerdict, BitsWordleStep, BitsWordleTree, bits_descriptor_free,
    bits_descriptor_generate, bits_descriptor_to_json, bits_grid6_follows_rules, bits_string_free,
    bits_validate_grid6, bits_validate_submission_cells, bits_validate_submission_json,
    bits_wordle_solve, bits_wordle_tree_free, bits_wordle_tree_load,
};
use criterion::{Criterion, criterion_group, criterion_main};
use std::ffi::{CString, c_char};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let id = "2026-11-21";
    let d = bits::generate_descriptor(id).expect("the daily generates");
    let cells = d.solution().cells();
    let n = d.size();
    let submission = Submission {
        grid: cells
            .chunks(n)
            .map(|row| {
                row.iter()
                    .map(|&b| {
                        if b == 1 {
                            CellValue::One
                        } else {
                            CellValue::Zero
                        }
                    })
                    .collect()
            })
            .collect(),
        time_ms: 64_321.0,
    };
    let grid = Grid::from_cells(n, &cells).expect("a solution is a grid");
    let grid6 = BitsGrid6 {
        cells: cells.clone().try_into().expect("the daily is 6×6"),
    };

    let cid = CString::new(id).expect("no NUL");
    let mut handle: *mut BitsDescriptor = std::ptr::null_mut();
    // SAFETY: valid pointers; the handle is freed below.
    let s = unsafe {
        bits_descriptor_generate(
            cid.as_ptr(),
            std::ptr::null(),
            &mut handle,
            std::ptr::null_mut(),
        )
    };
    assert_eq!(s, BitsStatus::Ok);
    let sub_json = CString::new(format!(
        "{{\"grid\":{},\"timeMs\":64321}}",
        serde_json::to_string(&cells.chunks(n).collect::<Vec<_>>()).expect("serialises")
    ))
    .expect("no NUL");

    let mut g = c.benchmark_group("validate_submission");
    g.bench_function("rust", |b| {
        b.iter(|| {
            black_box(bits::validate_submission(
                black_box(&d),
                black_box(&submission),
            ))
        })
    });
    let validate_cells: unsafe extern "C" fn(
        *const BitsDescriptor,
        *const u8,
        usize,
        f64,
        *mut BitsVerdict,
        *mut BitsError,
    ) -> BitsStatus = black_box(bits_validate_submission_cells);
    let mut verdict = BitsVerdict {
        valid: false,
        reject: BitsReject::None,
        r: -1,
        c: -1,
        message: [0; BITS_MESSAGE_CAPACITY],
    };
    g.bench_function("c_abi_cells", |b| {
        b.iter(|| {
            // SAFETY: live handle, 36 readable cells, writable verdict.
            let s = unsafe {
                validate_cells(
                    black_box(handle),
                    cells.as_ptr(),
                    cells.len(),
                    64_321.0,
                    &mut verdict,
                    std::ptr::null_mut(),
                )
            };
            assert!(s == BitsStatus::Ok && verdict.valid);
        })
    });
    let validate_grid6: unsafe extern "C" fn(
        *const BitsDescriptor,
        *const BitsGrid6,
        f64,
        *mut BitsVerdict,
        *mut BitsError,
    ) -> BitsStatus = black_box(bits_validate_grid6);
    g.bench_function("c_abi_grid6", |b| {
        b.iter(|| {
            // SAFETY: live handle, a 6×6 grid, writable verdict.
            let s = unsafe {
                validate_grid6(
                    black_box(handle),
                    black_box(&grid6),
                    64_321.0,
                    &mut verdict,
                    std::ptr::null_mut(),
                )
            };
            assert!(s == BitsStatus::Ok && verdict.valid);
        })
    });
    let validate_json: unsafe extern "C" fn(
        *const BitsDescriptor,
        *const c_char,
        *mut *mut c_char,
        *mut BitsError,
    ) -> BitsStatus = black_box(bits_validate_submission_json);
    g.bench_function("c_abi_json", |b| {
        b.iter(|| {
            let mut out: *mut c_char = std::ptr::null_mut();
            // SAFETY: live handle, NUL-terminated JSON; the verdict string is freed.
            unsafe {
                let s = validate_json(
                    black_box(handle),
                    sub_json.as_ptr(),
                    &mut out,
                    std::ptr::null_mut(),
                );
                assert_eq!(s, BitsStatus::Ok);
                bits_string_free(out);
            }
        })
    });
    g.finish();

    let mut g = c.benchmark_group("grid_follows_rules");
    g.bench_function("rust", |b| {
        b.iter(|| black_box(bits::grid_follows_rules(black_box(&grid))))
    });
    let follows: unsafe extern "C" fn(*const BitsGrid6, *mut bool, *mut BitsError) -> BitsStatus =
        black_box(bits_grid6_follows_rules);
    g.bench_function("c_abi_grid6", |b| {
        b.iter(|| {
            let mut ok = false;
            // SAFETY: valid grid and out-pointer.
            let s = unsafe { follows(black_box(&grid6), &mut ok, std::ptr::null_mut()) };
            assert!(s == BitsStatus::Ok && ok);
        })
    });
    g.finish();

    // One game of Wordle from the shipped tree: the Rust walk against the ABI call that
    // also looks the word up and writes the guesses as text.
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../bits/data/wordle/lookup_lants.bin"
    ))
    .expect("the shipped tree");
    let plut = bits::wordle::Plut::parse(&bytes).expect("the shipped tree parses");
    let answer = bits::wordle::encode("crane").expect("a word");
    let mut tree: *mut BitsWordleTree = std::ptr::null_mut();
    // SAFETY: readable bytes, writable out-pointer; the tree is freed below.
    let s = unsafe {
        bits_wordle_tree_load(bytes.as_ptr(), bytes.len(), &mut tree, std::ptr::null_mut())
    };
    assert_eq!(s, BitsStatus::Ok);
    // Loading the tree: the Rust check in place against the ABI's check and copy.
    let mut g = c.benchmark_group("wordle_tree_load");
    g.bench_function("rust", |b| {
        b.iter(|| bits::wordle::Plut::parse(black_box(&bytes)).is_ok())
    });
    g.bench_function("c_abi", |b| {
        b.iter(|| {
            let mut t: *mut BitsWordleTree = std::ptr::null_mut();
            // SAFETY: readable bytes, writable out-pointer; the tree is freed at once.
            let s = unsafe {
                bits_wordle_tree_load(
                    black_box(bytes.as_ptr()),
                    bytes.len(),
                    &mut t,
                    std::ptr::null_mut(),
                )
            };
            assert_eq!(s, BitsStatus::Ok);
            // SAFETY: the handle just loaded, freed once.
            unsafe { bits_wordle_tree_free(t) };
        })
    });
    g.finish();

    let mut g = c.benchmark_group("wordle_solve");
    g.bench_function("rust", |b| {
        b.iter(|| black_box(bits::wordle::solve(&plut, black_box(answer))).is_ok())
    });
    let solve: unsafe extern "C" fn(
        *const BitsWordleTree,
        *const c_char,
        *mut BitsWordleStep,
        usize,
        *mut usize,
        *mut BitsError,
    ) -> BitsStatus = black_box(bits_wordle_solve);
    let word = CString::new("crane").expect("no NUL");
    let mut steps = [BitsWordleStep {
        guess: [0; 6],
        feedback: 0,
    }; BITS_WORDLE_MAX_STEPS];
    g.bench_function("c_abi", |b| {
        b.iter(|| {
            let mut n = 0;
            // SAFETY: live tree, NUL-terminated word, room for every step.
            let s = unsafe {
                solve(
                    black_box(tree),
                    word.as_ptr(),
                    steps.as_mut_ptr(),
                    steps.len(),
                    &mut n,
                    std::ptr::null_mut(),
                )
            };
            assert!(s == BitsStatus::Ok && n == 4);
        })
    });
    g.finish();

    // A string handed out: the descriptor's JSON written, copied behind its length header
    // and freed, against the Rust call that writes it.
    let mut g = c.benchmark_group("descriptor_to_json");
    g.bench_function("rust", |b| b.iter(|| black_box(d.to_json()).len()));
    let to_json: unsafe extern "C" fn(
        *const BitsDescriptor,
        *mut *mut c_char,
        *mut BitsError,
    ) -> BitsStatus = black_box(bits_descriptor_to_json);
    g.bench_function("c_abi", |b| {
        b.iter(|| {
            let mut out: *mut c_char = std::ptr::null_mut();
            // SAFETY: a live handle and a writable out-pointer; the string is freed once.
            let s = unsafe { to_json(black_box(handle), &mut out, std::ptr::null_mut()) };
            assert_eq!(s, BitsStatus::Ok);
            // SAFETY: the string just handed out, freed once.
            unsafe { bits_string_free(black_box(out)) };
        })
    });
    g.finish();

    // SAFETY: the handles are live and freed once.
    unsafe {
        bits_descriptor_free(handle);
        bits_wordle_tree_free(tree);
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
