//! `pairs-until-eof`: lines `a b` until the end of the input, one answer
//! each.

/// The layout of `pairs-until-eof`.
pub fn input(pairs: &[(u64, u64)]) -> String {
    pairs.iter().map(|(a, b)| format!("{a} {b}\n")).collect()
}

/// The pairs of an input in this layout.
pub fn read(input: &str) -> Vec<(u64, u64)> {
    crate::numbers(input)
        .chunks(2)
        .map(|p| (p[0], p[1]))
        .collect()
}
