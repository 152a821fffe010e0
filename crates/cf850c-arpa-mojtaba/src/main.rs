//! Codeforces 850C Arpa and a game with Mojtaba:
//! <https://codeforces.com/problemset/problem/850/C>
//!
//! **Game**: a list of n numbers; a move picks a prime power p^k (k >= 1)
//! dividing at least one number, and divides every number divisible by p^k
//! by it. Normal play; Mojtaba moves first.
//!
//! **Theory**: Sprague-Grundy theorem. A move touches one prime only, so the
//! game is the sum of one game per prime. For prime p the position is the set
//! E of exponents of p present in the list (as a bit mask; exponent 0 plays
//! no part), and choosing k maps every e >= k to e - k: the mask m becomes
//! (m >> k) | (m & (2^k - 1)), bit 0 dropped. Mojtaba wins iff the XOR of
//! the masks' Grundy values is not zero.
//!
//! **Reduction**: factor every a_i by trial division by the primes up to
//! sqrt(max a_i) (a sieve: 3401 primes below 31623 for 10^9), collect the
//! (prime, exponent) pairs in a vector, sort it, and OR each prime's run of
//! pairs into its mask. Grundy values are memoised on masks in a hash map;
//! every move lowers the mask's top bit, so the recursion is at most 31
//! deep, and a mask has at most 31 options, so the mex is a 64-bit mask.
//!
//! Beyond the statement: n = 0 and a_i = 1 leave no move (`Arpa`); values
//! up to 2^32 - 1 are factored the same way (primes below 65536); larger
//! ones are rejected, and so is a_i = 0: every prime power divides it and
//! 0 / p^k = 0, so every move stays available forever and the game has no
//! end, hence no winner.
//!
//! **Complexity**: O(n * pi(sqrt(max a))) divisions for factoring (at most
//! 3.4 * 10^5 at the statement's limits); the Grundy search costs the masks
//! reachable from the primes' masks times 31 moves (3060 masks for the
//! adversarial input in judge-data, `max-worst-masks`).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let mut values = Vec::new();
    for i in 0..n {
        let a: u64 = sc.next()?;
        let token = i + 2;
        if a == 0 {
            return Err(Error::new(format!(
                "token {token}: a_i = 0 is divided by every prime power: no game"
            )));
        }
        let a = u32::try_from(a).map_err(|_| {
            Error::new(format!(
                "token {token}: a_i = {a} is above 4294967295 = 2^32 - 1, the largest factored"
            ))
        })?;
        values.push(a);
    }
    writeln!(out, "{}", if solve(&values) { "Mojtaba" } else { "Arpa" })?;
    Ok(())
}

/// Whether the first player wins on the list `values` (each at least 1).
fn solve(values: &[u32]) -> bool {
    let max = values.iter().copied().max().unwrap_or(1);
    let primes = primes_up_to(isqrt(max));
    let mut powers = Vec::new();
    for &v in values {
        factor(v, &primes, &mut powers);
    }
    powers.sort_unstable();
    // One mask per prime, from the prime's run of pairs.
    let mut memo = Memo::default();
    let mut sum = 0;
    let mut i = 0;
    while i < powers.len() {
        let p = powers[i].0;
        let mut mask = 0;
        while i < powers.len() && powers[i].0 == p {
            mask |= 1 << powers[i].1;
            i += 1;
        }
        sum ^= grundy(mask, &mut memo);
    }
    sum != 0
}

/// The largest r with r * r <= v.
fn isqrt(v: u32) -> u32 {
    let mut r = (v as f64).sqrt() as u32;
    while u64::from(r) * u64::from(r) > u64::from(v) {
        r -= 1;
    }
    while u64::from(r + 1) * u64::from(r + 1) <= u64::from(v) {
        r += 1;
    }
    r
}

/// The primes up to `max` (sieve of Eratosthenes).
fn primes_up_to(max: u32) -> Vec<u32> {
    let max = max as usize;
    let mut composite = vec![false; max + 1];
    let mut primes = Vec::new();
    for p in 2..=max {
        if !composite[p] {
            primes.push(p as u32);
            for m in (p * p..=max).step_by(p) {
                composite[m] = true;
            }
        }
    }
    primes
}

/// Appends the (prime, exponent) pairs of `v` to `powers`; `primes` must
/// hold every prime up to sqrt(v).
fn factor(mut v: u32, primes: &[u32], powers: &mut Vec<(u32, u32)>) {
    for &p in primes {
        if p * p > v {
            break;
        }
        if v % p == 0 {
            let mut e = 0;
            while v % p == 0 {
                v /= p;
                e += 1;
            }
            powers.push((p, e));
        }
    }
    if v > 1 {
        powers.push((v, 1));
    }
}

/// Grundy values by mask, hashed by one multiply-xorshift step (the
/// standard SipHash costs more than the search itself here).
type Memo = HashMap<u32, u32, BuildHasherDefault<MaskHasher>>;

#[derive(Default)]
struct MaskHasher(u64);

impl Hasher for MaskHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u32(u32::from(b));
        }
    }

    fn write_u32(&mut self, x: u32) {
        let h = (self.0 ^ u64::from(x)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = h ^ (h >> 29);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// Grundy value of the one-prime game whose exponents are the set bits of
/// `mask` (bit 0 ignored).
fn grundy(mask: u32, memo: &mut Memo) -> u32 {
    let mask = mask & !1;
    if mask == 0 {
        return 0;
    }
    if let Some(&g) = memo.get(&mask) {
        return g;
    }
    let top = 31 - mask.leading_zeros();
    let mut seen = 0u64;
    for k in 1..=top {
        let low = (1 << k) - 1;
        seen |= 1 << grundy((mask >> k) | (mask & low), memo);
    }
    let g = (!seen).trailing_zeros();
    memo.insert(mask, g);
    g
}

#[cfg(test)]
mod tests;
