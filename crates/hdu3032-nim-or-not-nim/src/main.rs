//! HDU 3032 Nim or not Nim?: <https://acm.hdu.edu.cn/showproblem.php?pid=3032>
//!
//! **Game**: Lasker's Nim on N heaps: a move removes any positive number of
//! objects from one heap, or divides one heap into two non-empty heaps.
//! Normal play: whoever takes the last object wins. Alice moves first.
//!
//! **Theory**: Sprague-Grundy for a game whose moves split a component
//! (multi-SG: a split heap is worth the nim-sum of its two parts). Lasker's
//! values have period 4: g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2,
//! g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3 (`lasker_value`); Alice wins iff
//! g(s_1) ^ ... ^ g(s_N) != 0.
//!
//! **Reduction**: each heap is a component. g(2^31 - 1) = 2^31 needs 32
//! unsigned bits; the values are held in u128 so that any u64 heap is
//! answered (g(2^64 - 1) = 2^64). A heap of 0 is no heap (worth 0).
//!
//! **Complexity**: O(N) per case, O(1) memory: the heaps are folded as they
//! are read, never stored.

use std::io::Read;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: T, then per case N and the N heaps.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let cases: usize = sc.next()?;
    for _ in 0..cases {
        let n: usize = sc.next()?;
        let alice_wins = sc.values(n, |heaps| solve(heaps))?;
        out.push(if alice_wins { b"Alice\n" } else { b"Bob\n" })?;
    }
    Ok(())
}

/// Whether the first player wins Lasker's Nim on `heaps`.
fn solve(heaps: impl Iterator<Item = u64>) -> bool {
    heaps.fold(0u128, |x, h| x ^ lasker_value(h)) != 0
}

/// The Grundy value of a heap of `h` in Lasker's Nim: h for h = 4k + 1 and
/// 4k + 2, h + 1 for 4k + 3, h - 1 for 4k + 4, and 0 for 0. By induction on
/// h, from the last two bits: g(x) ends in 1, 2, 0, 3 for x = 1, 2, 3, 0
/// mod 4. Taking reaches the values of all smaller heaps, so every value
/// below h's block of four and those of its smaller members; a split into
/// a + b = h reaches g(a) ^ g(b), whose last two bits are 2 for h = 4k + 1,
/// 0 or 1 for 4k + 2, 3 for 4k + 3 (e.g. 1 + (4k + 2): 4k + 3) and 0 or 1
/// for 4k + 4. So the least value missing is the one above. The tests check
/// it against the mex definition.
fn lasker_value(h: u64) -> u128 {
    let h = u128::from(h);
    match h % 4 {
        3 => h + 1,
        0 if h > 0 => h - 1,
        _ => h,
    }
}

#[cfg(test)]
mod tests;
