//! AtCoder ARC091 F Strange Nim:
//! <https://atcoder.jp/contests/arc091/tasks/arc091_d>
//!
//! **Game**: N piles; pile i holds X stones and carries a fixed K_i, and a
//! move takes 1 to floor(X / K_i) stones from one pile. Normal play:
//! Takahashi moves first, and whoever cannot move loses.
//!
//! **Theory**: Sprague-Grundy theorem: Takahashi wins iff the XOR of the
//! piles' Grundy values is not 0. For one pile with constant K and
//! q = floor(X / K): g(X) = 0 if X < K; g(X) = q if K divides X; otherwise
//! g(X) = g(X - q - 1). Proof, by induction on X of the claim "the q + 1
//! values g(X - q), ..., g(X) are 0, 1, ..., q in some order": for X < K,
//! q = 0 and X has no move, so g(X) = 0. For X >= K the claim holds for
//! X - 1. If X = qK, then q(X - 1) = q - 1, so the options X - q .. X - 1
//! are the window of X - 1 and hold 0 .. q - 1: g(X) = q, and the window of
//! X holds 0 .. q. Otherwise q(X - 1) = q, the window of X - 1 is
//! X - 1 - q .. X - 1 with values 0 .. q, and the options of X are that
//! window less its first position: their values are 0 .. q without
//! g(X - q - 1), whose value is therefore the mex, so g(X) = g(X - q - 1),
//! and the window of X again holds 0 .. q. (K = 1 gives g(X) = X: Nim.)
//!
//! **Reduction**: each pile's g by the recursion, with jumps: while q stays
//! the same, t = ceil(r / (q + 1)) steps of q + 1 (r = X mod K) are taken at
//! once (see [`grundy`]). Piles up to 2^32 - 1 stones are played (the
//! statement's bound is 10^9); larger ones are rejected, as the jumps take
//! about sqrt(A) turns. K_i = 0 is rejected: floor(X / 0) is undefined.
//!
//! **Complexity**: O(sqrt(A)) loop turns per pile, O(N) memory. For
//! A <= 10^9 the most turns, about 38,350, come with K near 18,000-20,000
//! (about 7.7 * 10^6 for N = 200); the costliest piles in time are near
//! K = sqrt(A), where up to 31,600 turns each divide once (see the judge
//! data's README for both scans).

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: N, then N lines `A_i K_i`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let mut piles = Vec::with_capacity(n.min(1 << 16));
    for i in 1..=n {
        // Token 1 is N; pile i is tokens 2i and 2i + 1.
        let a: u64 = sc.next()?;
        let k: u64 = sc.next()?;
        if a > u64::from(u32::MAX) {
            return Err(Error::new(format!(
                "token {}: A_{i} = {a} is above 2^32 - 1 = 4294967295, the largest pile this program plays",
                2 * i
            )));
        }
        if k == 0 {
            return Err(Error::new(format!(
                "token {}: K_{i} = 0: a move takes up to floor(X / K_i) stones, undefined for K_i = 0",
                2 * i + 1
            )));
        }
        piles.push((a as u32, k));
    }
    writeln!(out, "{}", if solve(&piles) { "Takahashi" } else { "Aoki" })?;
    Ok(())
}

/// Whether the first player wins on `piles`, each (stones, K) with K >= 1.
fn solve(piles: &[(u32, u64)]) -> bool {
    piles.iter().fold(0, |acc, &(a, k)| acc ^ grundy(a, k)) != 0
}

/// The Grundy value of a pile of `a` stones with constant `k` >= 1.
///
/// Write x = qk + r. While q >= k, the jump is one step (r < k <= q + 1),
/// so x -= q + 1, with x / k by a multiply-high: for 32-bit x and k >= 2,
/// floor(x / k) = (x * ceil(2^64 / k)) >> 64 exactly (Lemire, Kaser and
/// Kurz 2019). Once q < k, a jump of t = ceil(r / (q + 1)) steps leaves
/// x = qk - s with s = t(q + 1) - r in 0..=q: s = 0 lands on a multiple of
/// k (value q); otherwise x = (q - 1)k + (k - s) with 0 < k - s < k, so q
/// drops by exactly one and r becomes k - s, with no division by k.
/// No overflow: r + q = x - q(k - 1) <= x < 2^32.
fn grundy(a: u32, k: u64) -> u32 {
    if k > u64::from(a) {
        return 0;
    }
    // Now k <= a < 2^32.
    let k = k as u32;
    if k == 1 {
        return a;
    }
    let inverse = u64::MAX / u64::from(k) + 1;
    let div_k = |x: u32| ((u128::from(inverse) * u128::from(x)) >> 64) as u32;
    let mut x = a;
    let mut q = div_k(x);
    while q >= k {
        if x == q * k {
            return q;
        }
        x -= q + 1;
        q = div_k(x);
    }
    let mut r = x - q * k;
    loop {
        if r == 0 {
            return q;
        }
        if q == 0 {
            return 0;
        }
        let step = q + 1;
        let s = (r + q) / step * step - r;
        if s == 0 {
            return q;
        }
        q -= 1;
        r = k - s;
    }
}

#[cfg(test)]
mod tests;
