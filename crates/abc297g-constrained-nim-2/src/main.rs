//! AtCoder ABC297 G Constrained Nim 2:
//! <https://atcoder.jp/contests/abc297/tasks/abc297_g>
//!
//! **Game**: N piles and fixed L <= R; a move takes t stones from one pile,
//! L <= t <= R (never more than the pile holds). Normal play: Taro moves
//! first, and whoever cannot move loses.
//!
//! **Theory**: Sprague-Grundy theorem with the subtraction game of the set
//! {L, ..., R}: a pile of x stones has Grundy value
//! g(x) = floor((x mod (L + R)) / L), and Taro wins iff the XOR of the
//! piles' values is not 0. Proof, by induction on x: for x < L + R the
//! options are every y with max(0, x - R) <= y <= x - L, a range that starts
//! below L and ends at x - L, so (g(y) = floor(y / L) there) their values
//! are exactly 0 .. floor(x / L) - 1, and the mex is floor(x / L). For
//! x >= L + R, with r = x mod (L + R), the options x - R .. x - L are
//! R - L + 1 consecutive positions whose residues mod (L + R) are all but
//! the 2L - 1 residues r - L + 1 .. r + L - 1 (cyclically); every value
//! v < floor(r / L) occurs (at residue vL <= r - L), while every residue of
//! value floor(r / L) lies in that gap, so the mex is floor(r / L) again.
//! (L = 1 with R at least every pile is Nim.)
//!
//! **Reduction**: each pile's value by the formula, folded into the XOR as
//! it is read. L + R can exceed 2^64 - 1 when L and R are read as u64
//! (the statement's bound is 10^9): then x mod (L + R) = x. L = 0 is
//! rejected (taking 0 stones passes, and the game need not end); L > R
//! allows no move at all, so every pile has value 0.
//!
//! **Complexity**: O(N) time (two divisions per pile), O(1) memory.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: N L R, then the N piles.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let l: u64 = sc.next()?;
    let r: u64 = sc.next()?;
    if l == 0 {
        return Err(Error::new(
            "token 2: L = 0: taking 0 stones is a pass, so the game need not end",
        ));
    }
    let first_wins = sc.values(n, |piles| solve(l, r, piles))?;
    writeln!(out, "{}", if first_wins { "First" } else { "Second" })?;
    Ok(())
}

/// Whether the first player wins when a move takes `l..=r` stones
/// (`l` >= 1) from one of `piles`.
fn solve(l: u64, r: u64, piles: impl Iterator<Item = u64>) -> bool {
    if l > r {
        // No amount is allowed: nobody can move.
        piles.for_each(drop);
        return false;
    }
    let period = l.checked_add(r);
    piles.fold(0, |acc, x| acc ^ grundy(x, l, period)) != 0
}

/// The Grundy value of a pile of `x` stones, floor((x mod (L + R)) / L),
/// for `l` = L <= R and `period` = L + R, or `None` when L + R exceeds
/// 2^64 - 1 (then x mod (L + R) is x itself).
#[inline]
fn grundy(x: u64, l: u64, period: Option<u64>) -> u64 {
    match period {
        Some(p) => x % p / l,
        None => x / l,
    }
}

#[cfg(test)]
mod tests;
