//! Wordle: feedback, table build, tree walk.
fn main() {}
