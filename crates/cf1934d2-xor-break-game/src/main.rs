//! Codeforces 1934 D2 XOR Break — Game Version:
//! <https://codeforces.com/problemset/problem/1934/D2>
//!
//! **Game** (interactive, t games): the player who holds p must break it
//! into p1 ^ p2 = p with 0 < p1, p2 < p; the opponent then picks p1 or p2
//! and must break it. Whoever cannot break loses (normal play). We choose
//! to move first or second, with at most 63 breaks of ours per game.
//!
//! **Theory**: the holder of p wins iff popcount(p) is even. Xor cancels
//! bits in pairs, so a break keeps the popcount's parity: an odd holder
//! hands over a part of even popcount (or cannot break at all, holding a
//! power of two), while an even holder can hand over two odd parts.
//!
//! **Reduction**: say `first` iff popcount(n) is even; then always break
//! the even part of the judge's pair into (its highest bit, the rest). The
//! part the judge can break is below the highest bit, and so is all it
//! hands back, so each of our breaks is of a shorter number: at most 59
//! breaks for n <= 10^18 (62 for n < 2^63).
//!
//! **Complexity**: O(1) time and memory per break.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::play_main(play)
}

// Protocol: read t; for each game read n, say `first` or `second`, then
// alternate our break `p1 p2` with the judge's `q1 q2`, until it answers
// `0 0` (we won the game) or `-1 -1` (it found our line illegal: an error).
fn play<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let t: u64 = sc.next()?;
    for game in 1..=t {
        let n: u64 = sc.next()?;
        // The judge's replies are read as i64 (it may say -1 -1).
        if n > i64::MAX as u64 {
            return Err(Error::new(format!(
                "game {game}: n = {n} is above 2^63 - 1, the largest this program reads back"
            )));
        }
        play_game(sc, out, n).map_err(|e| Error::new(format!("game {game} (n = {n}): {e}")))?;
    }
    Ok(())
}

/// One game on n.
fn play_game<R: Read>(sc: &mut Scanner<R>, out: &mut Output, n: u64) -> Result<(), Error> {
    // The two numbers the judge may break next (ours), or n.
    let mut ours = [n, n];
    if solve(n) {
        writeln!(out, "first")?;
        ours = our_break([n, n], out)?;
    } else {
        writeln!(out, "second")?;
    }
    loop {
        let q1: i64 = sc.next()?;
        let q2: i64 = sc.next()?;
        match (q1, q2) {
            (0, 0) => return Ok(()),
            (-1, -1) => {
                return Err(Error::new(
                    "the judge answered -1 -1: it found our last line illegal",
                ))
            }
            _ => {}
        }
        let p = q1 ^ q2;
        if q1 <= 0 || q2 <= 0 || q1 >= p || q2 >= p || !ours.contains(&(p as u64)) {
            return Err(Error::new(format!(
                "the judge's {q1} {q2} is not a break of {} or {}",
                ours[0], ours[1]
            )));
        }
        ours = our_break([q1 as u64, q2 as u64], out)?;
    }
}

/// Prints our break of one of `parts` and returns its two parts, or
/// prints `0 0` (a loss) when neither can be broken.
fn our_break(parts: [u64; 2], out: &mut Output) -> Result<[u64; 2], Error> {
    match choose(parts) {
        Some((p1, p2)) => {
            writeln!(out, "{p1} {p2}")?;
            Ok([p1, p2])
        }
        None => {
            writeln!(out, "0 0")?;
            Err(Error::new(format!(
                "neither {} nor {} can be broken, and the judge did not say 0 0",
                parts[0], parts[1]
            )))
        }
    }
}

/// Whether the player who must break p wins: popcount(p) even (and p > 0:
/// 0 cannot be broken).
fn solve(p: u64) -> bool {
    p != 0 && p.count_ones() % 2 == 0
}

/// Our break of one of `parts`: the part of even popcount, into its
/// highest bit and the rest (two odd parts); with none (a lost position),
/// any part that can be broken; `None` when both are powers of two.
fn choose(parts: [u64; 2]) -> Option<(u64, u64)> {
    let p = parts
        .iter()
        .copied()
        .find(|&p| solve(p))
        .or_else(|| parts.iter().copied().find(|p| p.count_ones() >= 2))?;
    let top = 1 << (63 - p.leading_zeros());
    Some((top, p ^ top))
}

#[cfg(test)]
mod tests;
