//! HDU 1846 Brave Game: <https://acm.hdu.edu.cn/showproblem.php?pid=1846>
//!
//! **Game**: one pile of n stones; a move takes 1 to m stones; whoever takes
//! the last stone wins (normal play). C independent cases.
//!
//! **Theory**: Bash game: the first player loses iff n % (m + 1) == 0. From
//! any other n, taking n % (m + 1) leaves a multiple of m + 1, and after the
//! opponent takes k the reply m + 1 - k restores it.
//!
//! **Reduction**: each line is one game. Outside the statement's bounds the
//! formula still holds: m = 0 allows no move (n % 1 == 0: the first player
//! loses), and m = 2^64 - 1 makes m + 1 exceed every n.
//!
//! **Complexity**: O(1) per case.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let cases: usize = sc.next()?;
    for _ in 0..cases {
        let n: u64 = sc.next()?;
        let m: u64 = sc.next()?;
        writeln!(out, "{}", if solve(n, m) { "first" } else { "second" })?;
    }
    Ok(())
}

/// Whether the first player wins the Bash game with `n` stones, take 1..=`m`.
fn solve(n: u64, m: u64) -> bool {
    match m.checked_add(1) {
        Some(round) => n % round != 0,
        // m + 1 = 2^64 > n: n is a multiple of it only when n = 0.
        None => n != 0,
    }
}

#[cfg(test)]
mod tests;
