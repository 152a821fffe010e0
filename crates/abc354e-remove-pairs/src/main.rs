//! AtCoder ABC354 E Remove Pairs:
//! <https://atcoder.jp/contests/abc354/tasks/abc354_e>
//!
//! **Game**: N cards, card i with A_i on its front and B_i on its back; a
//! move removes two cards on the table with equal fronts or equal backs (a
//! front is never compared with a back). Normal play: Takahashi moves
//! first, and whoever cannot move loses.
//!
//! **Theory**: one game, so no Grundy values: win/lose by its definition
//! over the 2^N sets S of cards still on the table: S is won for the player
//! to move iff some removable pair {i, j} in S leaves S \ {i, j} lost. The
//! game ends (each move removes two cards), so the recursion is well
//! founded; the answer is the full set's.
//!
//! **Reduction**: the pairs as bit masks (`partners[i]`: the cards j > i
//! that pair with i); the sets as bit masks, memoised top-down from the full
//! set, so only the sets the search reaches are settled (every other set
//! has the wrong parity of cards or is skipped by a cut: a won set stops at
//! its first move to a lost one). N above [`MAX_N`] = 20 is rejected (2^N
//! states; the statement's bound is 18).
//!
//! **Complexity**: O(2^(N-1) * N^2 / 2) time at worst (every pair
//! removable), 2^N bytes of memory (256 KiB for N = 18).

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

/// The most cards this program tabulates (the statement's bound is 18).
const MAX_N: u64 = 20;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: N, then N lines `A_i B_i`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    if n > MAX_N {
        return Err(Error::new(format!(
            "token 1: N = {n} is above {MAX_N}, the most cards this program tabulates (2^N sets)"
        )));
    }
    let mut cards = Vec::with_capacity(n as usize);
    for _ in 0..n {
        let a: u64 = sc.next()?;
        let b: u64 = sc.next()?;
        cards.push((a, b));
    }
    writeln!(out, "{}", if solve(&cards) { "Takahashi" } else { "Aoki" })?;
    Ok(())
}

/// Whether the first player wins with `cards` (front, back) on the table;
/// at most [`MAX_N`] cards.
fn solve(cards: &[(u64, u64)]) -> bool {
    let n = cards.len();
    // partners[i]: bit j set for every j > i that pairs with card i.
    let partners: Vec<u32> = (0..n)
        .map(|i| {
            (i + 1..n)
                .filter(|&j| cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1)
                .fold(0, |acc, j| acc | 1 << j)
        })
        .collect();
    let mut memo = vec![UNKNOWN; 1 << n];
    wins((1 << n) - 1, &partners, &mut memo)
}

const UNKNOWN: u8 = 0;
const WON: u8 = 1;
const LOST: u8 = 2;

/// Whether the set `s` (a bit mask of the cards on the table) is won for
/// the player to move, memoised in `memo`. Top-down from the full set, so
/// only the sets reached are settled, and a won set stops at its first
/// move to a lost one (a set without cards of the full set's parity is
/// never reached). The recursion is at most N / 2 deep.
fn wins(s: usize, partners: &[u32], memo: &mut [u8]) -> bool {
    match memo[s] {
        WON => return true,
        LOST => return false,
        _ => {}
    }
    let mut won = false;
    let mut rest = s;
    'search: while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let mut js = partners[i] as usize & s;
        while js != 0 {
            let j = js.trailing_zeros() as usize;
            js &= js - 1;
            if !wins(s ^ (1 << i) ^ (1 << j), partners, memo) {
                won = true;
                break 'search;
            }
        }
    }
    memo[s] = if won { WON } else { LOST };
    won
}

#[cfg(test)]
mod tests;
