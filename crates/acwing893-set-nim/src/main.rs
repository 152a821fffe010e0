//! AcWing 893 集合-Nim游戏 (set Nim): <https://www.acwing.com/problem/content/895/>
//!
//! **Game**: n piles and a set S of k positive integers; a move removes s
//! stones from one pile for some s in S (s at most the pile). Normal play.
//!
//! **Theory**: Sprague-Grundy theorem: each pile is a subtraction game with
//! g(h) = mex{ g(h - s) : s in S, s <= h }, and the first player wins iff
//! g(h1) ^ ... ^ g(hn) != 0.
//!
//! **Reduction**: one Grundy table of the subtraction game S, built once up
//! to the largest pile and shared by all piles. Moves above the largest pile
//! are never legal and a repeated s is the same move, so the table uses the
//! k' distinct moves up to the largest pile. An s of 0 (outside the
//! statement) is a move that changes nothing, so with any pile on the table
//! play never ends and no one wins: such an input is rejected.
//!
//! **Complexity**: O(max(h) * k' + n + k log k) time, O(max(h) + n + k) memory;
//! at the statement's bounds (h <= 10^4, k <= 100) 10^6 steps. Outside them
//! the binary answers up to a table of 10^6 + 1 entries (piles up to 10^6)
//! costing at most 10^8 steps (max(h) * k'), and rejects larger inputs, naming
//! the pile.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::{nim_sum, subtraction_table};

/// The largest pile this binary tabulates (the statement's bound is 10^4).
const MAX_PILE: usize = 1_000_000;
/// The largest table cost, max(h) times the distinct usable moves, that this
/// binary spends (the statement's bounds cost at most 10^6).
const MAX_STEPS: u64 = 100_000_000;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let k: usize = sc.next()?;
    let set = sc.vec::<u64>(k)?;
    let n: usize = sc.next()?;
    let mut piles = Vec::new();
    for _ in 0..n {
        piles.push(sc.next_in("h_i", 0usize, MAX_PILE)?);
    }
    // Tokens: k is token 1, s_i token i + 1, n token k + 2, h_j token k + 2 + j.
    if let Some(i) = set.iter().position(|&s| s == 0) {
        if n > 0 {
            return Err(Error::new(format!(
                "token {}: s_i = 0 removes nothing, so with a pile on the table the game never ends",
                i + 2
            )));
        }
    }
    let (max_at, max) = piles
        .iter()
        .copied()
        .enumerate()
        .max_by_key(|&(_, h)| h)
        .unwrap_or((0, 0));
    let mut moves: Vec<usize> = set
        .iter()
        .filter(|&&s| s >= 1 && s <= max as u64)
        .map(|&s| s as usize)
        .collect();
    moves.sort_unstable();
    moves.dedup();
    let steps = max as u64 * moves.len() as u64;
    if steps > MAX_STEPS {
        return Err(Error::new(format!(
            "token {}: h_i = {max} with {} distinct moves up to it needs a Grundy table of {steps} steps, above this binary's limit of {MAX_STEPS}",
            k + 3 + max_at,
            moves.len()
        )));
    }
    let first_wins = solve(&moves, &piles);
    writeln!(out, "{}", if first_wins { "Yes" } else { "No" })?;
    Ok(())
}

/// Whether the first player wins the sum of subtraction games with move set
/// `moves` on `piles`.
fn solve(moves: &[usize], piles: &[usize]) -> bool {
    let max = piles.iter().copied().max().unwrap_or(0);
    let g = subtraction_table(max, moves);
    nim_sum(piles.iter().map(|&h| g[h] as u64)) != 0
}

#[cfg(test)]
mod tests;
