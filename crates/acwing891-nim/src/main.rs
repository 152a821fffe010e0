//! AcWing 891 Nim游戏 (Nim game): <https://www.acwing.com/problem/content/893/>
//!
//! **Game**: n piles; a move takes any positive number of stones from one
//! pile. Normal play: the player who cannot move loses.
//!
//! **Theory**: Bouton's theorem: the first player wins iff
//! a1 ^ a2 ^ ... ^ an != 0.
//!
//! **Reduction**: the input is the Nim position itself.
//!
//! **Complexity**: O(n) time and O(1) memory: the piles are folded into the
//! nim-sum as they are read, never stored.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let first_wins = sc.values(n, |piles| solve(piles))?;
    writeln!(out, "{}", if first_wins { "Yes" } else { "No" })?;
    Ok(())
}

/// Whether the first player wins Nim on `piles`.
fn solve(piles: impl Iterator<Item = u64>) -> bool {
    nim_sum(piles) != 0
}

#[cfg(test)]
mod tests;
