//! Codeforces 88E Interesting Game: <https://codeforces.com/problemset/problem/88/E>
//!
//! **Game**: one pile of n stones; a move splits one pile into k >= 2 piles
//! of consecutive sizes b + k - 1 > ... > b + 1 > b >= 1. Normal play:
//! Serozha moves first, and whoever cannot move loses. The answer is the
//! least k of a winning first move, or -1 when Gena (second) wins.
//!
//! **Theory**: Sprague-Grundy theorem: after a split the piles are
//! independent games, so the split of m into b..b+k-1 has value
//! g(b) ^ ... ^ g(b+k-1) = X(b+k-1) ^ X(b-1) with X(i) = g(1) ^ ... ^ g(i),
//! and g(m) is the mex of those values. Serozha wins iff g(n) != 0, and a
//! first move wins iff it leaves value 0; the answer is the least k whose
//! split has X(b+k-1) ^ X(b-1) = 0. A split into k parts exists iff
//! m - k(k-1)/2 is a positive multiple of k (b is the quotient).
//!
//! **Reduction**: the table of g(1..n), filled by pushing instead of
//! pulling: once X(t) is known, every split whose largest part is t
//! (k >= 2, b = t - k + 1 >= 1, m = k*b + k(k-1)/2 <= n) marks its value in
//! m's set of option values (a bit mask), and m's value is the mex of its
//! mask when m is reached (all its parts are smaller). g stays below 32 up
//! to [`MAX_N`] (the tests check it), so the values fit a u32 mask. n above
//! [`MAX_N`] = 10^6 (the statement's bound is 10^5) is rejected; n = 0 is
//! a pile with no move (-1).
//!
//! **Complexity**: O(n log n) time: the splits with every part at most n
//! number sum over k of n/k for k up to sqrt(2n) (about 6 * 10^5 for
//! n = 10^5), instead of the O(n sqrt n) of testing every k for every m;
//! 5n bytes of memory.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

/// The largest n this program tabulates (the statement's bound is 10^5).
const MAX_N: u64 = 1_000_000;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: n.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    if n > MAX_N {
        return Err(Error::new(format!(
            "token 1: n = {n} is above 10^6, the largest pile this program tabulates"
        )));
    }
    match solve(n as usize) {
        Some(k) => writeln!(out, "{k}")?,
        None => writeln!(out, "-1")?,
    }
    Ok(())
}

/// The least k such that splitting a pile of `n` into k piles wins for the
/// first player, or `None` if the first player loses.
fn solve(n: usize) -> Option<usize> {
    least_winning_split(&prefix_xors(n), n)
}

/// [`solve`] from a table `x` of X(0..=m), m >= n (a longer table holds
/// the same X(0..=n)).
fn least_winning_split(x: &[u8], n: usize) -> Option<usize> {
    if n == 0 || x[n] == x[n - 1] {
        return None; // g(n) = 0.
    }
    let mut k = 2;
    while k * (k + 1) / 2 <= n {
        let rest = n - k * (k - 1) / 2;
        if rest % k == 0 {
            let b = rest / k;
            if x[b + k - 1] == x[b - 1] {
                return Some(k);
            }
        }
        k += 1;
    }
    unreachable!("g(n) != 0, so some split has value 0")
}

/// X(0..=n): X(i) = g(1) ^ ... ^ g(i), by pushing each split's value to
/// the pile it splits (see the header).
fn prefix_xors(n: usize) -> Vec<u8> {
    let mut x = vec![0u8; n + 1];
    let mut options = vec![0u32; n + 1];
    for t in 1..=n {
        let g = (!options[t]).trailing_zeros() as u8;
        x[t] = x[t - 1] ^ g;
        // Splits whose largest part is t: k parts from b = t + 1 - k.
        let mut k = 2;
        while k <= t {
            let b = t + 1 - k;
            let m = k * b + k * (k - 1) / 2;
            if m > n {
                break; // m grows with k while k <= t.
            }
            options[m] |= 1 << (x[t] ^ x[b - 1]);
            k += 1;
        }
    }
    x
}

#[cfg(test)]
mod tests;
