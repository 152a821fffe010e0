//! HDU 3595 GG and MM: <https://acm.hdu.edu.cn/showproblem.php?pid=3595>
//!
//! **Game**: N games of Euclid's game (two piles; a move removes a positive
//! multiple of one pile's size from the other; a game ends when a pile is
//! empty). Every-SG: on each turn the player to move must move in every
//! game that has not ended; whoever cannot move at all loses. MM moves
//! first.
//!
//! **Theory**: Every-SG (Jia Zhihao, 2009): the winner of a game plays it
//! as long as possible, the loser as short as possible; with step(u) = 0
//! at the end, max over losing successors of step + 1 for a won u, min over
//! all successors of step + 1 for a lost u, the first player wins iff the
//! largest step over the games is odd. For Euclid's game with a <= b,
//! b = q·a + r (`steps`): r = 0: won in 1 step; q = 1: the one move to
//! (r, a), step(r, a) + 1, the outcome flipped; q >= 2: won, step(r, a) + 1
//! if (r, a) is lost for its mover (move there), else step(r, a) + 2 (move
//! to (a, a + r), whose one move leads to (r, a)).
//!
//! **Reduction**: each game is a component; its step comes from its
//! Euclidean chain, bottom up, read from a table of every game with piles
//! up to 1000 (`StepTable`, built once by the same recurrence). A game with
//! an empty pile is over from the start: step 0 (and no game left to move
//! in: MM loses).
//!
//! **Complexity**: O(1000^2) once for the table (0.5 MB), then O(1) per game
//! up to 1000 and O(log min(p, q)) beyond (its Euclidean chain, at most 92
//! pairs for u64 piles); one buffer of a test's games, reused.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: tests until the end of the input, each N and N lines `p q`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let table = StepTable::new();
    let mut games = Vec::new();
    while !sc.is_at_end()? {
        let n: usize = sc.next()?;
        games.clear();
        for _ in 0..n {
            let p: u64 = sc.next()?;
            let q: u64 = sc.next()?;
            games.push((p, q));
        }
        writeln!(out, "{}", if solve(&games, &table) { "MM" } else { "GG" })?;
    }
    Ok(())
}

/// Whether the first player wins the Every-SG sum of Euclid's games on
/// these pairs of piles.
fn solve(games: &[(u64, u64)], table: &StepTable) -> bool {
    games
        .iter()
        .map(|&(p, q)| table.steps(p, q))
        .max()
        .unwrap_or(0)
        % 2
        == 1
}

/// One level up the Euclidean chain: the step of (a, b), b = q·a + r with
/// r > 0, from the step `below` of (r, a). A step is odd exactly when the
/// game is won for the player to move (the winner makes its last move), so
/// for q >= 2 "+1 over a lost pair, +2 over a won one" is the next odd
/// number above `below`.
fn step_up(below: u32, quotient_is_1: bool) -> u32 {
    if quotient_is_1 {
        below + 1
    } else {
        (below + 1) | 1
    }
}

/// The Every-SG step count of Euclid's game on piles `p` and `q`: 0 when a
/// pile is empty (the game is over).
fn steps(p: u64, q: u64) -> u32 {
    let (mut a, mut b) = (p.min(q), p.max(q));
    if a == 0 {
        return 0;
    }
    // The chain (a, b) -> (b mod a, a) -> ... down to a pair where a divides
    // b; whether each pair's quotient is 1. A u64 chain is at most 92 pairs
    // long (consecutive Fibonacci numbers are the longest).
    let mut quotient_is_1 = [false; 96];
    let mut len = 0;
    while b % a != 0 {
        quotient_is_1[len] = b / a == 1;
        len += 1;
        let r = b % a;
        b = a;
        a = r;
    }
    // The last pair: take all of b at once, 1 step, won.
    quotient_is_1[..len]
        .iter()
        .rev()
        .fold(1, |below, &q1| step_up(below, q1))
}

/// The largest pile `StepTable` holds: the statement's bound.
const TABLE_MAX: usize = 1000;

/// The steps of every game with piles up to `TABLE_MAX` (half a MB of
/// bytes: the games (a, b), 1 <= a <= b, by rows of the smaller pile; the
/// longest game there lasts 15 steps), built once by `step_up` without a
/// division; larger piles go through `steps`.
struct StepTable(Vec<u8>);

/// Where row a of `StepTable` starts: the rows 1..a before it hold
/// TABLE_MAX + 1 - i games each.
fn row_start(a: usize) -> usize {
    (a - 1) * (TABLE_MAX + 1) - (a - 1) * a / 2
}

impl StepTable {
    fn new() -> StepTable {
        let mut t = vec![0u8; row_start(TABLE_MAX + 1)];
        let mut below = vec![0u8; TABLE_MAX + 1];
        for a in 1..=TABLE_MAX {
            // The games (r, a) below row a's games (a, q·a + r), r < a: in
            // rows done before; r = 0, the ended game (step 0), is below the
            // divisible ones (a, q·a), 1 step.
            for r in 1..a {
                below[r] = t[row_start(r) + a - r];
            }
            // `step_up` for q = 1 (b < 2a), then for every q >= 2, which
            // repeats with period a.
            let row = &mut t[row_start(a)..row_start(a + 1)];
            let (first, rest) = row.split_at_mut(a.min(row.len()));
            for (cell, &s) in first.iter_mut().zip(&below[..a]) {
                *cell = s + 1;
            }
            for block in rest.chunks_mut(a) {
                for (cell, &s) in block.iter_mut().zip(&below[..a]) {
                    *cell = (s + 1) | 1;
                }
            }
        }
        StepTable(t)
    }

    /// The step count of the game on piles `p` and `q` (any sizes).
    fn steps(&self, p: u64, q: u64) -> u32 {
        let (a, b) = (p.min(q), p.max(q));
        if a == 0 {
            0
        } else if b <= TABLE_MAX as u64 {
            let (a, b) = (a as usize, b as usize);
            u32::from(self.0[row_start(a) + b - a])
        } else {
            steps(p, q)
        }
    }
}

#[cfg(test)]
mod tests;
