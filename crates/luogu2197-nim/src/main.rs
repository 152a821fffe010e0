//! Luogu P2197 【模板】nim 游戏 (Nim, several tests):
//! <https://www.luogu.com.cn/problem/P2197>
//!
//! **Game**: n piles of stones, some possibly empty; a move takes any
//! positive number of stones from one pile. Normal play: the player who
//! cannot move loses. The first player (甲) moves first.
//!
//! **Theory**: Bouton's theorem: the first player wins iff
//! a1 ^ a2 ^ ... ^ an != 0.
//!
//! **Reduction**: each test is one Nim position; an empty pile is no pile
//! (it offers no move and adds 0 to the nim-sum), and n = 0 is a loss.
//!
//! **Complexity**: O(n) per test and O(1) memory: the piles are folded into
//! the nim-sum as they are read, never stored.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: T, then per test n and n pile sizes.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let tests: usize = sc.next()?;
    for _ in 0..tests {
        let n: usize = sc.next()?;
        let first_wins = sc.values(n, |piles| solve(piles))?;
        writeln!(out, "{}", if first_wins { "Yes" } else { "No" })?;
    }
    Ok(())
}

/// Whether the first player wins Nim on `piles` (empty piles allowed).
fn solve(piles: impl Iterator<Item = u64>) -> bool {
    nim_sum(piles) != 0
}

#[cfg(test)]
mod tests;
