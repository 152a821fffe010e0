//! AtCoder ARC137 C Distinct Numbers:
//! <https://atcoder.jp/contests/arc137/tasks/arc137_c>
//!
//! **Game**: N distinct non-negative integers; a move replaces the largest
//! by a smaller non-negative integer not in the set. Normal play: Alice
//! moves first, and whoever cannot move (the set is {0, ..., N - 1})
//! loses.
//!
//! **Theory**: strategy stealing. If A_N - A_(N-1) >= 2, Alice wins: let P
//! be the position after A_N -> A_(N-1) + 1. If P is lost for Bob, that
//! move wins; if not, Bob's winning move from P replaces A_(N-1) + 1 by a
//! value v below A_(N-1), and A_N -> v reaches the same position at once.
//! If A_N = A_(N-1) + 1, the player to move wins iff the number of holes
//! h = A_N + 1 - N (values below A_N not in the set) is odd. By induction
//! on h: h = 0 is no move; a move fills one hole and leaves h - 1, with a
//! top gap of 2 or more (a win for the opponent, above) unless the new
//! second largest is A_(N-1) - 1, and the mover can always arrange that
//! (move to A_(N-1) - 1 if it is a hole, anywhere otherwise). So a move
//! that wins exists iff h - 1 is even.
//!
//! **Reduction**: only the two largest values and N matter: Alice wins iff
//! A_N - A_(N-1) >= 2 or A_N - (N - 1) is odd (with one value, iff it is
//! at least 1). The values are sorted first when they come in another
//! order (the game is on the set); a repeated value is rejected.
//!
//! **Complexity**: O(N) time and memory for sorted input (the values are
//! kept to find a repeat), O(N log N) for unsorted.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: N, then the N values.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let mut values = sc.vec::<u64>(n)?;
    if !values.windows(2).all(|w| w[0] < w[1]) {
        let mut indexed: Vec<(u64, usize)> = values.iter().copied().zip(1..).collect();
        indexed.sort_unstable();
        if let Some(w) = indexed.windows(2).find(|w| w[0].0 == w[1].0) {
            let (i, j) = (w[0].1.min(w[1].1), w[0].1.max(w[1].1));
            // Token 1 is N, so A_i is token i + 1.
            return Err(Error::new(format!(
                "tokens {} and {}: A_{i} = A_{j} = {}: the values must be pairwise distinct",
                i + 1,
                j + 1,
                w[0].0
            )));
        }
        values.sort_unstable();
    }
    writeln!(out, "{}", if solve(&values) { "Alice" } else { "Bob" })?;
    Ok(())
}

/// Whether the first player wins on `values`, sorted increasing and
/// distinct.
fn solve(values: &[u64]) -> bool {
    let n = values.len() as u64;
    let top = match values.last() {
        Some(&top) => top,
        None => return false, // No value: no move.
    };
    let top_gap_at_least_2 = match values.len() {
        1 => top >= 1,
        len => top - values[len - 2] >= 2,
    };
    // Distinct values: top >= n - 1, and top - (n - 1) values are missing.
    top_gap_at_least_2 || (top - (n - 1)) % 2 == 1
}

#[cfg(test)]
mod tests;
