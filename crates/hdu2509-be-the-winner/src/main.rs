//! HDU 2509 Be the Winner: <https://acm.hdu.edu.cn/showproblem.php?pid=2509>
//!
//! **Game**: n rows of apples; a move takes one or more adjacent apples
//! from one row, so that taking from the middle leaves two rows. Misere
//! play: whoever takes the last apple loses. Fra moves first.
//!
//! **Theory**: anti-SG, the SJ theorem (`sg_core::anti_sg_wins`): with the
//! rows' Grundy values g_i, the first player wins iff (g_1 ^ ... ^ g_n != 0
//! and some g_i > 1) or (the nim-sum is 0 and no g_i > 1). A row of L apples
//! is worth L (`row_value`), and only an empty row is worth 0, so the
//! theorem's condition (a position whose rows are all worth 0 is over)
//! holds. Hence misere Nim on the row lengths.
//!
//! **Reduction**: each case is one position, its rows the components. A row
//! of 0 apples is no row; a case with no apple at all is won by Fra, who
//! cannot move and so cannot take the last apple (the misere convention of
//! hdu1907-john).
//!
//! **Complexity**: O(n) per case, O(1) memory: the rows are folded as they
//! are read, never stored.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::anti_sg_wins;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: cases of n and the n row lengths, until the end of the input
// (any white space between tokens).
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    while !sc.is_at_end()? {
        let n: usize = sc.next()?;
        let fra_wins = sc.values(n, |rows| solve(rows))?;
        writeln!(out, "{}", if fra_wins { "Yes" } else { "No" })?;
    }
    Ok(())
}

/// Whether the first player wins the misere game on rows of these lengths.
fn solve(rows: impl Iterator<Item = u64>) -> bool {
    anti_sg_wins(rows.map(row_value))
}

/// The Grundy value of one row of `len` apples (normal play): `len`. Taking
/// all but k apples from one end leaves a row of k, for every k < len; a
/// move that leaves rows of a and b (a + b < len) is worth a ^ b <= a + b
/// < len by induction. So the options' values are exactly 0..len - 1, and
/// the mex is len.
fn row_value(len: u64) -> u64 {
    len
}

#[cfg(test)]
mod tests;
