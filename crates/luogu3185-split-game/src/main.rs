//! Luogu P3185 [HNOI2007] 分裂游戏 (split game; also BZOJ 1188):
//! <https://www.luogu.com.cn/problem/P3185>
//!
//! **Game**: bottles 0..n-1 hold beans; a move takes one bean out of a
//! bottle i and puts one into bottle j and one into bottle k, i < j <= k.
//! Normal play: the player who cannot move loses. Asked: the smallest
//! winning first move (i, j, k), compared as integers, and how many there
//! are.
//!
//! **Theory**: Sprague-Grundy: each bean is a game of its own (a move acts
//! on one bean, and its beans only go right), so the position's value is
//! the XOR of its beans' values; a bean's value depends only on its
//! distance d to the last bottle: g(0) = 0, g(d) = mex{ g(a) ^ g(b) :
//! 0 <= a <= b < d }. Two beans in one bottle cancel, so
//! X = XOR of g(n - 1 - i) over the bottles with p_i odd. A move (i, j, k)
//! with p_i > 0 changes X by g(i) ^ g(j) ^ g(k) (bottle numbers for
//! distances here), so it wins iff X ^ g(i) ^ g(j) ^ g(k) = 0; with X = 0
//! none does (g(i) is never g(j) ^ g(k) for j, k > i, by the mex).
//!
//! **Reduction**: per test, X from the parities, then every (i, j, k) in
//! increasing order with p_i > 0: the first hit is the answer, the hits
//! counted.
//!
//! **Complexity**: g up to distance n - 1 once, O(n^3) (it grows with the
//! largest n seen); O(n^3) per test for the moves (1540 triples for
//! n = 21), O(n) memory.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::mex;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

/// The most bottles answered (the statement's bound is 21): g up to
/// distance 199 is O(200^3) work, and the moves of a test 1.3·10^6.
const MAX_N: usize = 200;

// Input: t, then per test n and the n bean counts.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let tests: usize = sc.next()?;
    let mut g = Vec::new();
    for _ in 0..tests {
        let n = sc.next_in("n", 0, MAX_N)?;
        let beans = sc.vec::<u64>(n)?;
        extend_grundy(&mut g, n);
        let answer = solve(&beans, &g);
        match answer.first {
            Some((i, j, k)) => writeln!(out, "{i} {j} {k}")?,
            None => writeln!(out, "-1 -1 -1")?,
        }
        writeln!(out, "{}", answer.count)?;
    }
    Ok(())
}

/// The winning first moves of a position.
#[derive(Debug, PartialEq, Eq)]
struct Answer {
    /// The smallest (i, j, k), comparing i, then j, then k.
    first: Option<(usize, usize, usize)>,
    /// How many there are.
    count: u64,
}

/// The winning first moves with `beans[i]` beans in bottle i, given
/// `g[d]`, a bean's value at distance d from the last bottle, for every
/// d < beans.len().
fn solve(beans: &[u64], g: &[usize]) -> Answer {
    let n = beans.len();
    let value = |bottle: usize| g[n - 1 - bottle];
    let x = (0..n)
        .filter(|&i| beans[i] % 2 == 1)
        .fold(0, |acc, i| acc ^ value(i));
    let mut answer = Answer {
        first: None,
        count: 0,
    };
    for i in (0..n).filter(|&i| beans[i] > 0) {
        let target = x ^ value(i);
        for j in i + 1..n {
            for k in j..n {
                if value(j) ^ value(k) == target {
                    answer.first.get_or_insert((i, j, k));
                    answer.count += 1;
                }
            }
        }
    }
    answer
}

/// Extends `g` (a bean's value by distance) to distances 0..n by the
/// definition.
fn extend_grundy(g: &mut Vec<usize>, n: usize) {
    let mut options = Vec::new();
    while g.len() < n {
        let d = g.len();
        options.clear();
        for a in 0..d {
            for b in a..d {
                options.push(g[a] ^ g[b]);
            }
        }
        g.push(mex(&options));
    }
}

#[cfg(test)]
mod tests;
