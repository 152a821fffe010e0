//! Codeforces 603C Lieges of Legendre:
//! <https://codeforces.com/problemset/problem/603/C>
//!
//! **Game**: n piles of cows and a fixed k; a move either takes one cow from
//! a non-empty pile, or replaces a pile of even size 2x (x > 0) by k piles
//! of x cows. Normal play: whoever takes the last cow wins. Kevin moves
//! first.
//!
//! **Theory**: Sprague-Grundy theorem. A pile's value is
//! g(a) = mex{ g(a - 1), g(a/2) xor-ed k times (a even) }, and k copies of
//! g(a/2) xor to g(a/2) for odd k and to 0 for even k, so only k's parity
//! matters:
//! - k even: g(0..=2) = 0, 1, 2; for a >= 3, g(a) = 1 if a is even, else 0.
//! - k odd: g(0..=4) = 0, 1, 0, 1, 2; for a >= 5, g(a) = 0 if a is odd; an
//!   even a >= 6 has g(a) = 2 if g(a/2) = 1, else 1 (a loop on a/2, at most
//!   63 turns).
//!
//! Kevin wins iff the xor of the pile values is not zero. The tests confirm
//! the values against a search of the game for k = 1..=6.
//!
//! **Reduction**: each pile is an independent game; k enters only through
//! its parity (so k = 0, "replace 2x by no pile", is answered too).
//!
//! **Complexity**: O(n log max a) time (O(n) for even k), O(1) memory: the
//! piles are folded into the xor as they are read.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let k: u64 = sc.next()?;
    let kevin_wins = sc.values(n, |piles| solve(k, piles))?;
    writeln!(out, "{}", if kevin_wins { "Kevin" } else { "Nicky" })?;
    Ok(())
}

/// Whether the first player (Kevin) wins on `piles` when a split makes `k`
/// piles.
fn solve(k: u64, piles: impl Iterator<Item = u64>) -> bool {
    let k_odd = k % 2 == 1;
    piles.fold(0, |acc, a| acc ^ pile_value(k_odd, a)) != 0
}

/// The Grundy value of one pile of `a` cows.
fn pile_value(k_odd: bool, a: u64) -> u8 {
    if !k_odd {
        // Splitting leaves an even number of equal piles: an option of
        // value 0. So g(a) = mex{g(a - 1), 0} for even a, mex{g(a - 1)}
        // for odd a: 0, 1, 2, then 0 and 1 alternate from a = 3 on.
        return match a {
            0..=2 => a as u8,
            _ if a % 2 == 0 => 1,
            _ => 0,
        };
    }
    // Odd k: a split is worth g(a/2). Odd a >= 5 has the one option
    // g(a - 1), which is 1 or 2 (below), so g(a) = 0; even a >= 6 has the
    // options g(a - 1) = 0 and g(a/2): g(a) = 2 if g(a/2) = 1, else 1.
    // Halve down to a base case, then apply that rule once per halving:
    // with a = odd * 2^t, an odd part of at least 5 is the base after t
    // halvings; an odd part of 3 stops at 3 after t; a power of two stops at
    // 4 (after t - 2 halvings) unless it is below 4 already.
    let t = a.trailing_zeros().min(63);
    let odd = a >> t;
    let (base, halvings) = match odd {
        0 => (0, 0),
        1 if a >= 4 => (4, t - 2),
        1 => (a, 0),
        _ => (odd, t),
    };
    let value = match base {
        0..=4 => [0, 1, 0, 1, 2][base as usize],
        _ => 0, // odd, at least 5
    };
    // Each halving maps 1 to 2 and anything else to 1, so the values
    // alternate between 1 and 2 after the first.
    match (halvings, value == 1, halvings % 2 == 1) {
        (0, _, _) => value,
        (_, true, true) | (_, false, false) => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests;
