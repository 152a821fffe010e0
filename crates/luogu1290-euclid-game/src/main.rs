//! Luogu P1290 欧几里德的游戏 (Euclid's game; also POJ 2348):
//! <https://www.luogu.com.cn/problem/P1290>
//!
//! **Game**: two positive integers; a move subtracts a positive multiple of
//! the smaller from the larger, leaving it non-negative. Normal play in
//! effect: whoever makes a 0 wins (the opponent then has no move). Stan
//! moves first.
//!
//! **Theory**: with a >= b > 0 and a = q·b + r (0 <= r < b): if r = 0, take
//! q·b and win; if q >= 2, the player to move chooses between (b, r) and
//! (b + r, b), and the only move from (b + r, b) is to (b, r), so one of the
//! two is a loss for the opponent: a win. If q = 1 the only move is to
//! (b, r). So the player to move wins iff, along the Euclidean algorithm,
//! the first quotient that is >= 2 (or the last step, r = 0) comes after an
//! even number of forced steps with q = 1.
//!
//! **Reduction**: each line is one game; the two numbers may come in either
//! order. Any pair of positive u64 values is answered; a 0 is rejected (a
//! pair with a 0 is a finished game: nobody is to move).
//!
//! **Complexity**: O(log min(M, N)) per game (the Euclidean algorithm), O(1)
//! memory.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: C, then C lines `M N`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let games: usize = sc.next()?;
    for _ in 0..games {
        let m = sc.next_in("M", 1u64, u64::MAX)?;
        let n = sc.next_in("N", 1u64, u64::MAX)?;
        writeln!(
            out,
            "{}",
            if solve(m, n) {
                "Stan wins"
            } else {
                "Ollie wins"
            }
        )?;
    }
    Ok(())
}

/// Whether the player to move wins Euclid's game on the positive `m`, `n`.
fn solve(m: u64, n: u64) -> bool {
    let (mut a, mut b) = if m >= n { (m, n) } else { (n, m) };
    let mut mover_wins = true;
    // Each pass is one forced move (a < 2b, so a - b is the only one) until
    // a position with a free choice or a finishing move.
    loop {
        // a / b >= 2 without forming 2·b (no overflow near 2^64).
        if a % b == 0 || a / b >= 2 {
            return mover_wins;
        }
        let r = a - b;
        a = b;
        b = r;
        mover_wins = !mover_wins;
    }
}

#[cfg(test)]
mod tests;
