//! AtCoder ABC368 F Dividing Game:
//! <https://atcoder.jp/contests/abc368/tasks/abc368_f>
//!
//! **Game**: a list of integers; a move replaces one of them by one of its
//! positive divisors other than itself (1 is allowed, and a 1 has no move).
//! Normal play: Anna moves first, and whoever cannot move loses.
//!
//! **Theory**: Sprague-Grundy and Bouton's theorem. A value a is a Nim heap
//! of size Ω(a), its number of prime factors counted with multiplicity: a
//! proper divisor d of a drops a non-empty part of a's factorisation, so
//! Ω(d) < Ω(a), and keeping the first j of a's prime factors reaches every
//! Ω(d) = j in 0..Ω(a). By induction g(d) = Ω(d) for the divisors, so
//! g(a) = mex{0, ..., Ω(a) - 1} = Ω(a). Anna wins iff
//! Ω(A_1) ^ ... ^ Ω(A_N) != 0.
//!
//! **Reduction**: Ω of every value comes from one table: a linear sieve up
//! to the largest value read reaches each composite x exactly once, as
//! p * (x / p) with p its smallest prime factor, and sets
//! Ω(x) = Ω(x / p) + 1. Values above the statement's 10^5 are played up to
//! [`MAX_VALUE`] = 10^7 (a 10 MB table); larger values are rejected, and so
//! is 0, which every positive integer divides (a move from it has no bound).
//!
//! **Complexity**: O(N + M) time for M = max A_i <= 10^5; memory 4N bytes
//! for the values, M bytes for Ω and 4 bytes per prime below M.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

/// The largest value the sieve tabulates (the statement's bound is 10^5).
const MAX_VALUE: u64 = 10_000_000;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: N, then the N values.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let mut values = Vec::with_capacity(n.min(1 << 16));
    for i in 0..n {
        let a: u64 = sc.next()?;
        // Token 1 is N, so A_i is token i + 1 (1-based i).
        if a == 0 {
            return Err(Error::new(format!(
                "token {}: A_{} = 0: every positive integer divides 0, so the game from it has no end",
                i + 2,
                i + 1
            )));
        }
        if a > MAX_VALUE {
            return Err(Error::new(format!(
                "token {}: A_{} = {a} is above 10^7, the largest value this program tabulates",
                i + 2,
                i + 1
            )));
        }
        values.push(a as u32);
    }
    writeln!(out, "{}", if solve(&values) { "Anna" } else { "Bruno" })?;
    Ok(())
}

/// Whether the first player wins the divisor game on `values` (each in
/// 1..=[`MAX_VALUE`]).
fn solve(values: &[u32]) -> bool {
    let max = values.iter().copied().max().unwrap_or(1);
    let omega = omega_table(max as usize);
    values.iter().fold(0, |acc, &a| acc ^ omega[a as usize]) != 0
}

/// Ω(x) for x in 0..=max (0 for 0 and 1), by the linear sieve: x = p * i
/// with p a prime not above the smallest prime factor of i is crossed out
/// once, from i, and p is then x's smallest prime factor.
fn omega_table(max: usize) -> Vec<u8> {
    let mut omega = vec![0u8; max + 1];
    let mut primes: Vec<usize> = Vec::new();
    for i in 2..=max {
        if omega[i] == 0 {
            omega[i] = 1;
            primes.push(i);
        }
        let next = omega[i] + 1;
        for &p in &primes {
            let x = p * i;
            if x > max {
                break;
            }
            omega[x] = next;
            if i % p == 0 {
                break;
            }
        }
    }
    omega
}

#[cfg(test)]
mod tests;
