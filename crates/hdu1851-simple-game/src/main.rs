//! HDU 1851 A Simple Game: <https://acm.hdu.edu.cn/showproblem.php?pid=1851>
//!
//! **Game**: n piles; pile i has M_i stones and a move on it takes 1 to L_i
//! stones. Normal play. The teacher moves first; the question is whether
//! Agrael, the second player, wins: `Yes` means the first player loses.
//!
//! **Theory**: Sprague-Grundy theorem with the Bash game: pile i has Grundy
//! value M_i % (L_i + 1), and the first player wins iff the nim-sum of those
//! values is not zero. A pile with L_i = 0 allows no move (value 0); a pile
//! with L_i >= M_i can be emptied at once (value M_i), which is also how the
//! value is computed then, so L_i = 2^64 - 1 never overflows L_i + 1.
//!
//! **Reduction**: each pile is a Bash game with its own bound.
//!
//! **Complexity**: O(n) time per case and O(1) memory: the pairs are folded
//! into the nim-sum as they are read, and the answer streams (judge-io).

use std::io::Read;
use std::iter;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let cases: usize = sc.next()?;
    for _ in 0..cases {
        let n: usize = sc.next()?;
        // n lines `M_i L_i`: 2n tokens, taken two at a time. (An n so large
        // that 2n saturates cannot be delivered: the input ends first.)
        let first_wins = sc.values(n.saturating_mul(2), |mut tokens| {
            solve(iter::from_fn(|| Some((tokens.next()?, tokens.next()?))))
        })?;
        // Agrael (second) wins iff the first player loses.
        out.push(if first_wins { b"No\n" } else { b"Yes\n" })?;
    }
    Ok(())
}

/// Whether the first player wins; each pile is (stones, most per move).
fn solve(piles: impl Iterator<Item = (u64, u64)>) -> bool {
    nim_sum(piles.map(|(stones, most)| bash_value(stones, most))) != 0
}

/// The Grundy value of one pile of `stones` from which a move takes 1 to
/// `most` stones: `stones % (most + 1)`, written so that it cannot overflow
/// (when `most >= stones` the remainder is `stones` itself).
fn bash_value(stones: u64, most: u64) -> u64 {
    if most >= stones {
        stones
    } else if stones <= u64::from(u32::MAX) {
        // Here most < stones < 2^32: a 32-bit division, several times
        // faster than a 64-bit one.
        u64::from(stones as u32 % (most as u32 + 1))
    } else {
        stones % (most + 1)
    }
}

#[cfg(test)]
mod tests;
