//! With the `header` feature, regenerates `include/bits.h` from this crate's source using
//! the pinned cbindgen (settings in `cbindgen.toml`). Without it, does nothing: the
//! committed header is the one integrators use.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    // The shared library answers to the name of its ABI: a program linked against 0.1 must not
    // load 0.2 (before 1.0 a minor release may break the ABI; from 1.0 only a major one).
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,{}", soname());
    #[cfg(feature = "header")]
    header();
}

/// `libbits.so.0.<minor>` before 1.0, `libbits.so.<major>` from then on; `dist.sh` makes the
/// same name.
fn soname() -> String {
    let major = std::env::var("CARGO_PKG_VERSION_MAJOR").expect("set by cargo");
    let minor = std::env::var("CARGO_PKG_VERSION_MINOR").expect("set by cargo");
    if major == "0" {
        format!("libbits.so.0.{minor}")
    } else {
        format!("libbits.so.{major}")
    }
}

#[cfg(feature = "header")]
fn header() {
    use std::path::PathBuf;
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=cbindgen.toml");
    let mut config =
        cbindgen::Config::from_file(dir.join("cbindgen.toml")).expect("cbindgen.toml parses");
    let v = |k: &str| std::env::var(k).expect("set by cargo");
    config.after_includes = Some(format!(
        "\n#define BITS_VERSION_MAJOR {}\n#define BITS_VERSION_MINOR {}\n#define BITS_VERSION_PATCH {}\n#define BITS_VERSION \"{}\"",
        v("CARGO_PKG_VERSION_MAJOR"),
        v("CARGO_PKG_VERSION_MINOR"),
        v("CARGO_PKG_VERSION_PATCH"),
        v("CARGO_PKG_VERSION"),
    ));
    let bindings = cbindgen::Builder::new()
        .with_crate(&dir)
        .with_config(config)
        .generate()
        .expect("cbindgen generates the header");
    // `write_to_file` only rewrites when the content changed.
    bindings.write_to_file(dir.join("../include/bits.h"));
}
