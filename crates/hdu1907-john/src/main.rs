//! HDU 1907 John (also POJ 3480): <https://acm.hdu.edu.cn/showproblem.php?pid=1907>
//!
//! **Game**: N piles (colours of M&Ms); a move eats a positive number from one
//! pile. Misere play: whoever eats the last one loses. John moves first.
//!
//! **Theory**: anti-Nim (the SJ theorem, `sg_core::anti_sg_wins`, for
//! misere Nim): the first player wins iff either no pile is above 1 and the
//! number of 1s is even, or some pile is larger than 1 and
//! a1 ^ ... ^ aN != 0. Play as in Nim until the move that would leave only
//! piles of 1, then leave an odd number of them.
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
use sg_core::anti_sg_wins;

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
    // A pile of a is worth a, and only an empty pile is worth 0 (it has no
    // move): the SJ theorem's condition holds.
    anti_sg_wins(piles)
}

#[cfg(test)]
mod tests;
