//! AcWing 892 台阶-Nim游戏 (staircase Nim):
//! <https://www.acwing.com/problem/content/894/>
//!
//! **Game**: steps 1..n, step i holds a_i stones; a move takes a positive
//! number of stones from one step and puts them on the step below (from step
//! 1 they leave the game). Normal play.
//!
//! **Theory**: staircase Nim: the first player wins iff
//! a1 ^ a3 ^ a5 ^ ... != 0 (the odd-numbered steps, 1-based).
//!
//! **Reduction**: the odd steps are the Nim heaps. A move from an odd step is
//! a Nim move on that heap; a move from an even step adds stones to an odd
//! step, and the opponent undoes it by moving exactly those stones one step
//! further down, so even steps never change the outcome.
//!
//! **Complexity**: O(n) time and O(1) memory: steps are folded as they are read.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let first_wins = sc.values(n, |steps| solve(steps))?;
    writeln!(out, "{}", if first_wins { "Yes" } else { "No" })?;
    Ok(())
}

/// Whether the first player wins staircase Nim; `steps` lists a1, a2, ...
/// from the bottom step up.
fn solve(steps: impl Iterator<Item = u64>) -> bool {
    nim_sum(steps.step_by(2)) != 0
}

#[cfg(test)]
mod tests;
