//! Tokens written and read back: [`join`] for inputs, [`numbers`] for
//! references, which read inputs the validator has already checked.

/// `items` joined by single spaces.
pub fn join<T: std::fmt::Display>(items: &[T]) -> String {
    let mut s = String::new();
    for (i, x) in items.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        s.push_str(&x.to_string());
    }
    s
}

/// Every token of `input` as a number; for reference functions, which read
/// inputs that the validator has already checked.
pub fn numbers(input: &str) -> Vec<u64> {
    input
        .split_ascii_whitespace()
        .map(|t| t.parse().expect("validated input holds only numbers"))
        .collect()
}
