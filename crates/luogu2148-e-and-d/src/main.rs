//! Luogu P2148 [SDOI2009] E&D: <https://www.luogu.com.cn/problem/P2148>
//!
//! **Game**: 2n piles in n groups of two. A move removes one pile of a group
//! and splits the other pile of that group into two positive piles, which
//! become the group. Normal play: who faces only piles of 1 (no pile of a
//! group can be split) loses; little E moves first.
//!
//! **Theory**: Sprague-Grundy. The groups are independent games; the group
//! (x, y) has Grundy value g(x, y) = the index of the lowest 0 bit of
//! (x - 1) | (y - 1), and E wins iff the XOR of the groups' values is not 0.
//!
//! Proof, with u = x - 1 and v = y - 1 (so u, v >= 0). Splitting a pile s
//! into a + b gives the group (a, b) with (a - 1) + (b - 1) = s - 2: a move
//! picks w in {u, v} with w >= 1 and leaves any (u', v') with u', v' >= 0
//! and u' + v' = w - 1. Write f(u, v) for the lowest 0 bit of u | v.
//!
//! Lemma: as (u', v') ranges over u' + v' = w - 1, f(u', v') takes exactly
//! the values k with bit k of w set. Indeed f(u', v') = k says that the low
//! k + 1 bits a of u' and b of v' have a | b = 2^k - 1 (bits 0..k-1 set, bit
//! k clear in both). Then a + b = (a | b) + (a & b) lies in
//! [2^k - 1, 2^(k+1) - 2], and it is (w - 1) mod 2^(k+1) since a + b <
//! 2^(k+1); conversely, if r = (w - 1) mod 2^(k+1) lies in that range, then
//! u' = 2^k - 1 + (w - 1 - r), v' = r - (2^k - 1) has sum w - 1 and f = k.
//! And r lies in [2^k - 1, 2^(k+1) - 2] iff r + 1 lies in [2^k, 2^(k+1) - 1],
//! iff bit k of w = (w - 1) + 1 is set (r = 2^(k+1) - 1 carries out of the
//! low k + 1 bits and leaves bit k of w clear).
//!
//! Induction on u + v: every option has a smaller sum, so by the hypothesis
//! its value is f. By the lemma the options' values are the set bits of u
//! together with those of v (w = 0 contributes none: no split), that is the
//! set bits of u | v; their mex is the lowest 0 bit of u | v: g = f.
//!
//! **Reduction**: the groups are the piles 2k - 1, 2k of the input, read two
//! at a time. A pile of 0 (outside the statement) is answered by the rules:
//! it can be removed but not split, like a pile of 1 (x - 1 saturates at 0).
//! An odd N cannot be split into groups: rejected.
//!
//! **Complexity**: O(N) time per test and O(1) memory: the groups are folded
//! into the XOR as they are read.

use std::io::{Read, Write};
use std::iter;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let tests: usize = sc.next()?;
    for _ in 0..tests {
        let n: usize = sc.next()?;
        if n % 2 == 1 {
            return Err(Error::new(format!(
                "N = {n} is odd: the piles come in groups of two, so no such position exists"
            )));
        }
        let e_wins = sc.values(n, |mut piles| {
            solve(iter::from_fn(|| Some((piles.next()?, piles.next()?))))
        })?;
        writeln!(out, "{}", if e_wins { "YES" } else { "NO" })?;
    }
    Ok(())
}

/// Whether the first player wins with the given groups (x, y).
fn solve(groups: impl Iterator<Item = (u64, u64)>) -> bool {
    nim_sum(groups.map(|(x, y)| group_grundy(x, y))) != 0
}

/// The Grundy value of the group (x, y): the lowest 0 bit of
/// (x - 1) | (y - 1) (proof in the header); a pile of 0 counts as 1.
fn group_grundy(x: u64, y: u64) -> u64 {
    u64::from((x.saturating_sub(1) | y.saturating_sub(1)).trailing_ones())
}

#[cfg(test)]
mod tests;
