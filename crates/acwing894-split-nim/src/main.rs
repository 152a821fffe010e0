//! AcWing 894 拆分-Nim游戏 (split Nim): <https://www.acwing.com/problem/content/896/>
//!
//! **Game**: n piles; a move replaces one pile by two new piles, each
//! strictly smaller than it (either may be empty; together they may hold more
//! stones than the pile did). Normal play. The game ends because the largest
//! pile along any pile's line of descent strictly shrinks.
//!
//! **Theory**: Sprague-Grundy theorem: a pile of x is a game whose options
//! are sums of two piles i, j < x, so g(x) = mex{ g(i) ^ g(j) : 0 <= j <= i < x },
//! and the first player wins iff g(a1) ^ ... ^ g(an) != 0.
//!
//! **Reduction**: one Grundy table up to the largest pile, shared by all
//! piles; options are unordered pairs (i, j), since (i, j) and (j, i) are the
//! same position. A pile of 0 has no move (value 0).
//!
//! **Complexity**: Theta(max(a)^3) time, O(max(a)^2 + n) memory: position x
//! has x(x + 1) / 2 options, each a nim-sum of two table entries, and their
//! mex; in all M(M + 1)(M + 2) / 6 options for M = max(a), 171700 at the
//! statement's bound a_i <= 100. Outside it the binary answers piles up to
//! 500 (2.1 * 10^7 options, 0.1 s) and rejects larger ones.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::{grundy_table, nim_sum};

/// The largest pile this binary tabulates (the statement's bound is 100).
const MAX_PILE: usize = 500;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let mut piles = Vec::new();
    for _ in 0..n {
        piles.push(sc.next_in("a_i", 0usize, MAX_PILE)?);
    }
    let first_wins = solve(&piles);
    writeln!(out, "{}", if first_wins { "Yes" } else { "No" })?;
    Ok(())
}

/// Whether the first player wins split Nim on `piles`.
fn solve(piles: &[usize]) -> bool {
    let max = piles.iter().copied().max().unwrap_or(0);
    let g = grundy_table(max, |x, emit| {
        for i in 0..x {
            for j in 0..=i {
                emit(&[i, j]);
            }
        }
    });
    nim_sum(piles.iter().map(|&a| g[a] as u64)) != 0
}

#[cfg(test)]
mod tests;
