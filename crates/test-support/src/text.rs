//! Tokens written and read back: [`join`] for inputs, [`numbers`] for
//! references, which read inputs the validator has already checked, and
//! [`verdict_lines`] for their answers.

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

/// One line per case in the judge's words: `words[0]` where `first_wins`
/// holds for the case, else `words[1]`.
///
/// ```
/// let lines = test_support::verdict_lines(&[1, 2, 4], ["Yes", "No"], |&n| n % 2 == 0);
/// assert_eq!(lines, "No\nYes\nYes\n");
/// ```
pub fn verdict_lines<T>(
    cases: &[T],
    words: [&str; 2],
    mut first_wins: impl FnMut(&T) -> bool,
) -> String {
    let mut s = String::new();
    for c in cases {
        s.push_str(if first_wins(c) { words[0] } else { words[1] });
        s.push('\n');
    }
    s
}
