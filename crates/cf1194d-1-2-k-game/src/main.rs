//! Codeforces 1194D 1-2-K Game:
//! <https://codeforces.com/problemset/problem/1194/D>
//!
//! **Game**: a chip on cell n of a strip 0..n; a move shifts it 1, 2 or k
//! cells left, staying on the strip. Normal play: Alice moves first, and
//! whoever cannot move (the chip on 0) loses. T independent games.
//!
//! **Theory**: the subtraction game {1, 2, k}; its losing positions are
//! periodic. If 3 does not divide k, a move by k changes n mod 3 as a move
//! by 1 or 2 does, so the losing positions are those of {1, 2}: Bob wins
//! iff n mod 3 = 0 (period 3). If 3 divides k, with m = n mod (k + 1), Bob
//! wins iff m mod 3 = 0 and m != k (period k + 1): from such n, a move by
//! 1 or 2 leaves m - 1, m - 2 (not multiples of 3) or, from m = 0, the
//! residues k and k - 1, and a move by k leaves m + 1 <= k - 2; from any
//! other n, a move by 1 or 2 reaches a multiple of 3 below k, or from
//! m = k the move by k reaches m = 0.
//!
//! **Reduction**: none; each game is answered by the rule above. n < k
//! needs no case of its own: there m = n < k, and a multiple of 3 below k
//! is what the rule says.
//!
//! **Complexity**: O(1) time and memory per game.

use std::io::Read;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: T, then T lines `n k`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let games: usize = sc.next()?;
    for game in 1..=games {
        let n: u64 = sc.next()?;
        let k: u64 = sc.next()?;
        if k == 0 {
            // Token 1 is T; game g is tokens 2g (n) and 2g + 1 (k).
            return Err(Error::new(format!(
                "token {}: k_{game} = 0: a move by 0 cells changes nothing, so the game need not end",
                2 * game + 1
            )));
        }
        out.push(if solve(n, k) { b"Alice\n" } else { b"Bob\n" })?;
    }
    Ok(())
}

/// Whether the first player wins the subtraction game {1, 2, k} (k >= 1)
/// from n.
fn solve(n: u64, k: u64) -> bool {
    if k % 3 != 0 {
        return n % 3 != 0;
    }
    // n mod (k + 1), without forming k + 1 when k = 2^64 - 1; in 32 bits
    // when n fits (then n > k does too), a faster division.
    let m = if n <= k {
        n
    } else if n <= u64::from(u32::MAX) {
        u64::from(n as u32 % (k as u32 + 1))
    } else {
        n % (k + 1)
    };
    m == k || m % 3 != 0
}

#[cfg(test)]
mod tests;
