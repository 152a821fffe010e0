//! Codeforces 1310F Bad Cryptography:
//! <https://codeforces.com/problemset/problem/1310/F>
//!
//! **Game**: no play; the arithmetic of Grundy values. The nim-product
//! a ⊗ b is the Grundy value of one head at (a, b) in Turning Corners (a
//! move turns over the corners of a rectangle whose far corner is a head),
//! and a^x is a multiplied by itself x times. For each pair (a, b), find x
//! with a^x = b, or -1 if there is none.
//!
//! **Theory**: the nimbers below 2^64 form the field F_(2^64) (Conway); its
//! non-zero elements form a cyclic group of order N = 2^64 - 1 =
//! 3 · 5 · 17 · 257 · 641 · 65537 · 6700417. So a^x = b has a solution iff
//! b lies in the subgroup a generates, iff the order of b divides the order
//! of a; the solutions are then one residue modulo the order of a
//! (Pohlig-Hellman: for each prime p of N, x mod p is the logarithm of
//! b^(N/p) to a^(N/p) in the subgroup of order p).
//!
//! **Reduction**: `sg_core::nim_log`: per prime, a^(N/p) and b^(N/p); if
//! a^(N/p) = 1 then b^(N/p) must be 1 (else -1), otherwise baby-step
//! giant-step gives x mod p; the Chinese remainder theorem joins them. The
//! least x is printed (any right x is accepted: the judge has a checker,
//! `src/bin/cf1310f-bad-cryptography-checker.rs`). a = 0 or b = 0, outside
//! the bounds, are answered by the rules: 0^0 = 1, 0^x = 0 for x >= 1.
//!
//! **Complexity**: per pair 14 nim-powers and about 2 sqrt(p) nim-products
//! per prime (2 · 2589 for p = 6700417): some 7000 nim-products of 27 table
//! reads each; O(sqrt(6700417)) memory.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_log;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: t, then t lines `a b`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let t: u64 = sc.next()?;
    for _ in 0..t {
        let a: u64 = sc.next()?;
        let b: u64 = sc.next()?;
        match solve(a, b) {
            Some(x) => writeln!(out, "{x}")?,
            None => writeln!(out, "-1")?,
        }
    }
    Ok(())
}

/// The least x >= 0 with a^x = b (nim-power), or `None` if there is none.
fn solve(a: u64, b: u64) -> Option<u64> {
    nim_log(a, b)
}

#[cfg(test)]
mod tests;
