//! HDU 1907 John (also POJ 3480): <https://acm.hdu.edu.cn/showproblem.php?pid=1907>
//!
//! **Game**: N piles (colours of M&Ms); a move eats a positive number from one
//! pile. Misere play: whoever eats the last one loses. John moves first.
//!
//! **Theory**: anti-Nim (the SJ theorem for misere Nim): the first player
//! wins iff either every pile is 1 and their number is even, or some pile is
//! larger than 1 and a1 ^ ... ^ aN != 0. Play as in Nim until the move that
//! would leave only piles of 1, then leave an odd number of them.
//!
//! **Reduction**: each test case is one misere Nim position; a pile of 0 is
//! no pile. With no M&M at all the first player cannot move, and under the
//! misere convention (the player who cannot move wins, as the brother has in
//! effect eaten the last one) John wins: the formula's even count of 0 ones.
//!
//! **Complexity**: O(N) per case, O(1) memory: the piles are folded as they
//! are read, never stored.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let cases: usize = sc.next()?;
    for _ in 0..cases {
        let n: usize = sc.next()?;
        let john_wins = sc.values(n, |piles| solve(piles))?;
        writeln!(out, "{}", if john_wins { "John" } else { "Brother" })?;
    }
    Ok(())
}

/// Whether the first player wins misere Nim on `piles`.
fn solve(piles: impl Iterator<Item = u64>) -> bool {
    let mut nim_sum = 0;
    let mut any_above_1 = false;
    let mut odd_ones = false;
    for a in piles {
        nim_sum ^= a;
        any_above_1 |= a > 1;
        odd_ones ^= a == 1;
    }
    if !any_above_1 {
        // Only piles of 0 or 1: the players alternate taking one each, and
        // whoever takes the last one loses.
        return !odd_ones;
    }
    nim_sum != 0
}

#[cfg(test)]
mod tests;
