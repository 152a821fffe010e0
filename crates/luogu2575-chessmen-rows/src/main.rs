//! Luogu P2575 高手过招 (chessmen on rows of 20 cells):
//! <https://www.luogu.com.cn/problem/P2575>
//!
//! **Game**: n rows of 20 cells hold chessmen. A move takes one chessman
//! and moves it right to the nearest empty cell of its row, jumping over the
//! chessmen next to it; a chessman with no empty cell to its right cannot
//! move. Normal play: who cannot move loses; AKN moves first.
//!
//! **Theory**: Sprague-Grundy over the rows, each row a staircase Nim.
//! Number the empty cells of a row from the right, 0, 1, 2, ...; put the
//! chessmen of each maximal run on step k = the number of empty cells to the
//! run's right (step 0 is the run against the right edge: stuck). A move of
//! the chessman at p jumps to the empty cell e ending its run: p becomes
//! empty and the chessmen from p to e - 1 now sit right of it, with one empty
//! cell fewer to their right. So a move shifts a suffix (1 to all) of the
//! chessmen of one step k >= 1 down to step k - 1, which is staircase Nim.
//! Its Grundy value is the XOR of the odd steps' sizes: every move changes
//! exactly one odd step (the step left, or the step arrived on), so it
//! changes the XOR; and every smaller value is reached by a Nim move
//! lowering an odd step (moving its top chessmen down to an even step).
//! AKN wins iff the XOR of the rows' values is not 0.
//!
//! **Reduction**: a row is a 20-bit mask, column p at bit 20 - p (column 20
//! is bit 0), so the runs and gaps read from the right are the mask's
//! trailing ones and zeros. The row's value is computed directly from them,
//! in O(number of runs), with no table. The columns of a row may come in any
//! order and a row may be empty (m = 0); a column outside 1..=20, two
//! chessmen on one cell, or m > 20 are impossible positions and rejected.
//!
//! **Complexity**: O(total number of chessmen) time; O(n) memory for one
//! test's row masks (4 bytes a row).

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: T, then per test n and n rows `m p_1 .. p_m`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let tests: usize = sc.next()?;
    let mut rows = Vec::new();
    for _ in 0..tests {
        let n: usize = sc.next()?;
        rows.clear();
        for _ in 0..n {
            rows.push(read_row(sc)?);
        }
        writeln!(out, "{}", if solve(&rows) { "YES" } else { "NO" })?;
    }
    Ok(())
}

/// One row `m p_1 .. p_m` as a mask with column p at bit 20 - p.
fn read_row<R: Read>(sc: &mut Scanner<R>) -> Result<u32, Error> {
    let m: usize = sc.next()?;
    if m > 20 {
        return Err(Error::new(format!(
            "m = {m}: a row of 20 cells holds at most 20 chessmen"
        )));
    }
    let mut row = 0u32;
    for _ in 0..m {
        let p = sc.next_in("p_j", 1u32, 20)?;
        let cell = 1 << (20 - p);
        if row & cell != 0 {
            return Err(Error::new(format!("two chessmen on column {p} of one row")));
        }
        row |= cell;
    }
    Ok(row)
}

/// Whether the first player wins on the given rows (masks, column p at bit
/// 20 - p).
fn solve(rows: &[u32]) -> bool {
    rows.iter().fold(0, |acc, &row| acc ^ row_grundy(row)) != 0
}

/// The Grundy value of one row: the XOR of the sizes of the runs of
/// chessmen with an odd number of empty cells to their right.
fn row_grundy(row: u32) -> u32 {
    // Column 20 is bit 0: read runs (trailing ones) and gaps (trailing
    // zeros) from the right. Bits above 19 are 0, so the loop ends.
    let mut rest = row;
    let mut empties_right = 0;
    let mut value = 0;
    loop {
        let run = rest.trailing_ones();
        if empties_right % 2 == 1 {
            value ^= run;
        }
        rest >>= run;
        if rest == 0 {
            return value;
        }
        let gap = rest.trailing_zeros();
        rest >>= gap;
        empties_right += gap;
    }
}

#[cfg(test)]
mod tests;
