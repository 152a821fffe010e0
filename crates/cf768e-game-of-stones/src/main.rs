//! Codeforces 768E Game of Stones: <https://codeforces.com/problemset/problem/768/E>
//!
//! **Game**: n piles of stones; a move removes a positive number of stones
//! from one pile, but on any one pile each amount may be removed at most
//! once. Normal play: the player who cannot move loses. Sam moves first; the
//! question is whether Jon, the SECOND player, wins.
//!
//! **Theory**: Sprague-Grundy theorem. A pile of s stones, never touched, has
//! Grundy value t(s), the largest t with 1 + 2 + ... + t = t(t+1)/2 <= s
//! (1, 1, 2, 2, 2, 3, 3, 3, 3, 4, ...; t(60) = 10): the most moves a pile
//! can last, since its moves take distinct amounts. The tests confirm it for
//! every s <= 60 by a mex over the real states (stones left, set of amounts
//! used), and the sum by a search of whole positions. Jon wins iff
//! t(s_1) ^ ... ^ t(s_n) == 0.
//!
//! **Reduction**: each pile is an independent game; its value comes from a
//! 61-entry table. A pile of 0 is empty (value 0). Piles above 60 are
//! rejected: the values are confirmed only up to the statement's bound.
//!
//! **Complexity**: O(n) time and O(1) memory: the piles are folded into the
//! nim-sum as they are read (up to 10^6 lines; reading is the whole cost).

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let first_wins = sc.values(n, |piles| solve(piles))??;
    // YES: Jon, the second player, wins.
    writeln!(out, "{}", if first_wins { "NO" } else { "YES" })?;
    Ok(())
}

/// The largest pile the table covers (the statement's bound).
const MAX_PILE: u64 = 60;

/// Whether the first player (Sam) wins on untouched piles of `piles` stones,
/// or an error naming the first pile above [`MAX_PILE`].
fn solve(piles: impl Iterator<Item = u64>) -> Result<bool, Error> {
    let mut xor = 0;
    for (i, s) in piles.enumerate() {
        if s > MAX_PILE {
            return Err(Error::new(format!(
                "s_{} = {s} is above {MAX_PILE}: pile values are confirmed only up to {MAX_PILE}",
                i + 1
            )));
        }
        xor ^= PILE_VALUE[s as usize];
    }
    Ok(xor != 0)
}

/// `PILE_VALUE[s]`: the Grundy value of an untouched pile of s stones, the
/// largest t with t(t+1)/2 <= s (value t on the run s = t(t+1)/2 ..
/// t(t+1)/2 + t).
const PILE_VALUE: [u8; 61] = [
    0, // 0
    1, 1, // 1..=2
    2, 2, 2, // 3..=5
    3, 3, 3, 3, // 6..=9
    4, 4, 4, 4, 4, // 10..=14
    5, 5, 5, 5, 5, 5, // 15..=20
    6, 6, 6, 6, 6, 6, 6, // 21..=27
    7, 7, 7, 7, 7, 7, 7, 7, // 28..=35
    8, 8, 8, 8, 8, 8, 8, 8, 8, // 36..=44
    9, 9, 9, 9, 9, 9, 9, 9, 9, 9, // 45..=54
    10, 10, 10, 10, 10, 10, // 55..=60
];

#[cfg(test)]
mod tests;
