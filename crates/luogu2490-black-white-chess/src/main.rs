//! Luogu P2490 [SDOI2011] 黑白棋 (Black and white pieces; also BZOJ 2281):
//! <https://www.luogu.com.cn/problem/P2490>
//!
//! **Game**: k pieces on a 1 x n strip, colours alternating from white on
//! the left. A moves white pieces right, B black pieces left: 1 to d of
//! one's own pieces per move, each by a positive number of cells, with no
//! jumping over a piece. A moves first; who cannot move loses (normal
//! play). Count the layouts A wins, modulo 10^9 + 7.
//!
//! **Theory**: pair the i-th white piece with the i-th black one, its right
//! neighbour. Each can move only into the gap g_i of empty cells between
//! the two, so either player's move shrinks 1 to d of the k/2 gaps: the
//! game is impartial, Moore's Nim_d on the gaps. Moore's theorem: the
//! player to move loses iff for every bit the number of gaps with that bit
//! set is a multiple of d + 1.
//!
//! **Reduction**: count the losing layouts and subtract them from C(n, k).
//! L(S), the number of losing gap vectors (g_1, ..., g_(k/2)) of sum S, by
//! a DP over the bits: at bit b choose j = 0, d + 1, 2(d + 1), ... of the
//! k/2 gaps to carry it, C(k/2, j) ways, adding j * 2^b to S. A gap vector
//! of sum S lies in the strip in C(n - k/2 - S, k/2) ways: the pairs take
//! S + k cells and the n - k - S other empty cells go into the k/2 + 1
//! spaces around them. Answer = C(n, k) - sum_S L(S) C(n - k/2 - S, k/2)
//! (mod p, made non-negative). A d above k/2 acts as k/2; d = 0 makes
//! every gap vector losing (a multiple of 1), so the answer is 0.
//!
//! **Complexity**: O((n - k) * (k / (2(d + 1)) + 1) * log n) for the DP
//! (2 * 10^6 steps at n = 10^4, k = 100, d = 1) and O(n) for the
//! factorials; O(n) memory.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

/// The modulus of the answer.
const MOD: u64 = 1_000_000_007;
/// The longest strip this program tabulates (the statement's bound is 10^4).
const MAX_N: u64 = 100_000;
/// The most pieces it counts (the statement's bound is 100).
const MAX_K: u64 = 200;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: one line `n k d`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    let k: u64 = sc.next()?;
    let d: u64 = sc.next()?;
    if k % 2 == 1 {
        return Err(Error::new(format!(
            "token 2: k = {k} is odd: half the pieces are white and half black"
        )));
    }
    if k > n {
        // No layout of k pieces on n cells.
        writeln!(out, "0")?;
        return Ok(());
    }
    if n > MAX_N {
        return Err(Error::new(format!(
            "token 1: n = {n} is above 10^5, the longest strip this program tabulates"
        )));
    }
    if k > MAX_K {
        return Err(Error::new(format!(
            "token 2: k = {k} is above 200, the most pieces this program counts"
        )));
    }
    writeln!(out, "{}", solve(n as usize, k as usize, d))?;
    Ok(())
}

/// The number of layouts of `k` pieces (even, at most `n`) on `n` cells
/// that the first player wins when a move moves 1 to `d` pieces, modulo
/// [`MOD`].
fn solve(n: usize, k: usize, d: u64) -> u64 {
    let pairs = k / 2;
    // A multiple of d + 1 among `pairs` gaps: only 0 once d >= pairs.
    let step = d.min(pairs as u64) as usize + 1;
    let free = n - k;
    let binomials = Binomials::new(n);
    // ways[j] = C(pairs, j) for the j that may carry a bit: multiples of
    // d + 1.
    let ways: Vec<(usize, u64)> = (step..=pairs)
        .step_by(step)
        .map(|j| (j, binomials.choose(pairs, j)))
        .collect();
    // lose[s]: gap vectors of sum s meeting Moore's condition on the bits
    // done so far (all higher bits 0). Bits with step * 2^bit > free can
    // only be carried by no gap: they change nothing.
    let mut lose = vec![0u64; free + 1];
    lose[0] = 1;
    let mut bit = 0;
    while (step << bit) <= free {
        let mut next = lose.clone(); // j = 0: no gap carries this bit
        for (s, &vectors) in lose.iter().enumerate() {
            // Only multiples of d + 1 are sums of multiples of d + 1.
            if vectors == 0 {
                continue;
            }
            for &(j, w) in &ways {
                let t = s + (j << bit);
                if t > free {
                    break;
                }
                next[t] = (next[t] + vectors * w) % MOD;
            }
        }
        lose = next;
        bit += 1;
    }
    let mut losing_layouts = 0;
    for (s, &vectors) in lose.iter().enumerate() {
        let placements = binomials.choose(n - pairs - s, pairs);
        losing_layouts = (losing_layouts + vectors * placements) % MOD;
    }
    (binomials.choose(n, k) + MOD - losing_layouts) % MOD
}

/// Factorials and their inverses modulo [`MOD`] up to a bound.
struct Binomials {
    fact: Vec<u64>,
    inv_fact: Vec<u64>,
}

impl Binomials {
    fn new(max: usize) -> Self {
        let mut fact = vec![1u64; max + 1];
        for i in 1..=max {
            fact[i] = fact[i - 1] * i as u64 % MOD;
        }
        let mut inv_fact = vec![1u64; max + 1];
        inv_fact[max] = pow_mod(fact[max], MOD - 2);
        for i in (1..=max).rev() {
            inv_fact[i - 1] = inv_fact[i] * i as u64 % MOD;
        }
        Binomials { fact, inv_fact }
    }

    /// C(n, r) modulo [`MOD`], 0 when r > n.
    fn choose(&self, n: usize, r: usize) -> u64 {
        if r > n {
            return 0;
        }
        self.fact[n] * self.inv_fact[r] % MOD * self.inv_fact[n - r] % MOD
    }
}

fn pow_mod(mut base: u64, mut exp: u64) -> u64 {
    let mut result = 1;
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % MOD;
        }
        base = base * base % MOD;
        exp >>= 1;
    }
    result
}

#[cfg(test)]
mod tests;
