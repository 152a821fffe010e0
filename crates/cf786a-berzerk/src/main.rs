//! Codeforces 786A Berzerk:
//! <https://codeforces.com/problemset/problem/786/A>
//!
//! **Game**: objects 1..n stand in a circle, object 1 a black hole; a
//! monster stands on a planet (objects 2..n). Rick and Morty take turns
//! moving it x objects clockwise, x from the mover's own set; whoever puts
//! it into the black hole wins, and a game that never ends is a loop. For
//! every start and either first player: win, lose or loop for the first.
//!
//! **Theory**: a game on a directed graph with cycles, solved by retrograde
//! analysis (`sg_core::retrograde`): a state with no move is lost for the
//! player to move, one with a move to a lost state is won, one all of whose
//! moves lead to won states is lost; states never settled loop.
//!
//! **Reduction**: states (position p in 0..n, player to move), position 0
//! the black hole: the 2n vertices. From (p, t) with p != 0, each x of t's
//! set moves to ((p + x) mod n, other player); (0, t) has no move, so it is
//! lost for t, whose opponent has just won. The edges are not stored: the
//! predecessors of (q, t) are ((q - x) mod n, other) for x in the other
//! player's set, each x reduced mod n beforehand (p = 0 among them is a
//! finished game, with no move, which the analysis ignores). Line 1 reads (p, Rick), line 2 (p, Morty), for
//! p = 1..n-1 (objects 2..n).
//!
//! **Complexity**: O(n (k1 + k2)) time, at most about 10^8 steps for
//! n = 7000 and sets of 6999 (fewer: the analysis stops once every state is
//! settled); O(n + k1 + k2) memory.

use std::io::Read;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::{retrograde, Outcome};

/// The largest n this program tabulates (the statement's bound is 7000).
const MAX_N: u64 = 1_000_000;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: n, then Rick's set (k1 and its values), then Morty's (k2 and its
// values).
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    if n == 0 || n > MAX_N {
        return Err(Error::new(format!(
            "token 1: n = {n} is outside 1..={MAX_N} (a circle needs the black hole; above {MAX_N} states are not tabulated)"
        )));
    }
    let rick = read_set(sc, n, "k1")?;
    let morty = read_set(sc, n, "k2")?;
    for line in solve(n as usize, [&rick, &morty]) {
        for (i, o) in line.iter().enumerate() {
            if i > 0 {
                out.push(b" ")?;
            }
            out.push(match o {
                Outcome::Win => b"Win" as &[u8],
                Outcome::Lose => b"Lose",
                Outcome::Draw => b"Loop",
            })?;
        }
        out.push(b"\n")?;
    }
    Ok(())
}

/// One player's set: its size, then its values, each reduced mod n (a move
/// of x objects lands where a move of x mod n does).
fn read_set<R: Read>(sc: &mut Scanner<R>, n: u64, name: &str) -> Result<Vec<u32>, Error> {
    let k: u64 = sc.next()?;
    if k == 0 && n > 1 {
        return Err(Error::new(format!(
            "{name} = 0: the rules give that player no move, and do not say what a player who cannot move does"
        )));
    }
    if k > u64::from(u32::MAX) {
        return Err(Error::new(format!("{name} = {k} is above {}", u32::MAX)));
    }
    sc.values(k as usize, |xs| xs.map(|x: u64| (x % n) as u32).collect())
}

/// For each first player (Rick, then Morty), the outcome for that player of
/// the game from each position 1..n-1 (objects 2..n), on a circle of `n`
/// objects where each player moves by the values of his set in `sets`
/// (each below `n`; repeats allowed).
fn solve(n: usize, sets: [&[u32]; 2]) -> [Vec<Outcome>; 2] {
    // back[t]: for each x of player t, the step from a position to where a
    // move by x came from: q - x = q + (n - x) mod n.
    let back: Vec<Vec<u32>> = sets
        .iter()
        .map(|s| s.iter().map(|&x| ((n - x as usize) % n) as u32).collect())
        .collect();
    // State t * n + p: position p, player t to move.
    let mut degree = vec![0u32; 2 * n];
    for t in 0..2 {
        for d in &mut degree[t * n + 1..(t + 1) * n] {
            *d = sets[t].len() as u32;
        }
    }
    let outcome = retrograde(degree, |v| {
        // The states with a move to (q, t): the other player's, at q - x.
        // From q - x = 0 there is no move (the game is over); that state
        // has out-degree 0, so `retrograde` ignores it and it is not
        // filtered out here.
        let (t, q) = (v / n, v % n);
        let mover = 1 - t;
        let base = mover * n;
        back[mover].iter().map(move |&b| {
            let p = q + b as usize;
            base + if p >= n { p - n } else { p }
        })
    });
    [outcome[1..n].to_vec(), outcome[n + 1..].to_vec()]
}

#[cfg(test)]
mod tests;
