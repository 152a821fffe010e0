//! Luogu P6487 [COCI 2010/2011 #4] HRPA (Fibonacci Nim, least winning first
//! take): <https://www.luogu.com.cn/problem/P6487>
//!
//! **Game**: one pile of n stones. The first move takes any number from 1 to
//! n; every later move takes at least 1 and at most twice the previous take.
//! Normal play: whoever takes the last stone wins. Asked: the least first
//! take with which the first player (Mirko) still wins.
//!
//! **Theory**: Fibonacci Nim (Whinihan, 1963). Write r > 0 as a sum of
//! non-adjacent Fibonacci numbers (Zeckendorf's theorem: uniquely); call its
//! smallest term z(r). The player to move at r stones with at most m allowed
//! wins iff m >= z(r): taking z(r) leaves r - z(r), whose smallest term is
//! above 2·z(r) (the terms are non-adjacent), so the opponent's cap is too
//! small; and every take k < z(r) leaves a position with z(r - k) <= 2k. So
//! the least winning first take is z(n) (n itself when n is a Fibonacci
//! number).
//!
//! **Reduction**: the input is the pile. Any n >= 1 up to 2^64 - 1 is
//! answered (F(93), the largest Fibonacci number in a u64, bounds the
//! table); n = 0 is rejected (no first move, so no winning take).
//!
//! **Complexity**: O(log n): at most 92 Fibonacci numbers, one greedy pass
//! from the largest.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: one line with n.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n = sc.next_in("n", 1u64, u64::MAX)?;
    writeln!(out, "{}", solve(n))?;
    Ok(())
}

/// The least first take that wins Fibonacci Nim on a pile of `n >= 1`: the
/// smallest term of the Zeckendorf representation of `n`.
fn solve(n: u64) -> u64 {
    // 1, 2, 3, 5, ... up to the largest Fibonacci number <= n.
    let mut fib = [0u64; 92];
    let (mut len, mut a, mut b) = (0, 1u64, 2u64);
    while a <= n {
        fib[len] = a;
        len += 1;
        match a.checked_add(b) {
            Some(c) => {
                a = b;
                b = c;
            }
            // b = F(93) is the last Fibonacci number in a u64: only a = b
            // is left to store, if it is <= n.
            None => {
                if b <= n {
                    fib[len] = b;
                    len += 1;
                }
                break;
            }
        }
    }
    // Greedy from the largest: the remainder after F(k) is below F(k - 1),
    // so the terms taken are non-adjacent, and the last one is the least.
    let mut rest = n;
    let mut least = n;
    for &f in fib[..len].iter().rev() {
        if f <= rest {
            rest -= f;
            least = f;
            if rest == 0 {
                break;
            }
        }
    }
    least
}

#[cfg(test)]
mod tests;
