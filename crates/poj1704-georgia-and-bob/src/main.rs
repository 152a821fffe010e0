//! POJ 1704 Georgia and Bob: <http://poj.org/problem?id=1704>
//!
//! **Game**: N chessmen on distinct cells 1, 2, ... of a row; a move shifts
//! one chessman left by at least one cell, without jumping over or landing on
//! another and without leaving the board. Normal play; Georgia moves first.
//!
//! **Theory**: staircase Nim. Sort the positions and pair the chessmen from
//! the right (with N odd, a virtual chessman at cell 0 pairs the leftmost).
//! The gap inside each pair is a Nim heap: moving a pair's right chessman
//! shrinks its gap (a Nim move); moving a pair's left chessman widens it, and
//! the opponent restores it by moving the right one the same distance. The
//! gaps between pairs never matter. Georgia wins iff the XOR of the in-pair
//! gaps is not zero.
//!
//! **Reduction**: positions are not sorted in the input: sort first. Two
//! chessmen on one cell, or one on cell 0 (the board starts at cell 1), is
//! not a position of the game and is rejected; N = 0 (Georgia cannot move)
//! and cells above 10^4 are answered.
//!
//! **Complexity**: O(N log N) time per case; memory: one case's cells.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let cases: usize = sc.next()?;
    for case in 1..=cases {
        let n: usize = sc.next()?;
        let mut cells = Vec::with_capacity(n.min(1 << 16));
        for _ in 0..n {
            cells.push(sc.next_in("P_i", 1u64, u64::MAX)?);
        }
        cells.sort_unstable();
        // The statement gives distinct cells; with two on one cell there is
        // no position to answer for (and the gap between them would be -1).
        if let Some(w) = cells.windows(2).find(|w| w[0] == w[1]) {
            return Err(Error::new(format!(
                "case {case}: two chessmen on cell {}: the cells must be distinct",
                w[0]
            )));
        }
        let georgia_wins = solve(&cells);
        writeln!(
            out,
            "{}",
            if georgia_wins {
                "Georgia will win"
            } else {
                "Bob will win"
            }
        )?;
    }
    Ok(())
}

/// Whether the first player wins with chessmen on `cells`, which are sorted
/// ascending, distinct and at least 1.
fn solve(cells: &[u64]) -> bool {
    // Pairs from the right: `rchunks(2)` yields [left, right] pairs from the
    // right end; with N odd the last chunk is the leftmost chessman alone,
    // paired with a virtual chessman at cell 0.
    let heaps = cells.rchunks(2).map(|pair| match *pair {
        [left, right] => right - left - 1,
        [alone] => alone - 1,
        _ => unreachable!("rchunks(2) yields one or two items"),
    });
    nim_sum(heaps) != 0
}

#[cfg(test)]
mod tests;
