//! AtCoder ABC244 C Yamanote Line Game:
//! <https://atcoder.jp/contests/abc244/tasks/abc244_c>
//!
//! **Game** (interactive): the numbers 1, 2, ..., 2N+1; we and the judge
//! take turns naming one never named before, we first; whoever cannot name
//! one loses (normal play). The judge answers `0` when it has none left.
//!
//! **Theory**: every move uses up exactly one of the 2N+1 numbers, so the
//! game lasts exactly 2N+1 moves whatever is played, and the player of the
//! odd moves, the first, makes the last one: any legal play wins.
//!
//! **Reduction**: name the smallest number not named yet.
//!
//! **Complexity**: O(N) memory (a flag per number); the smallest unused
//! number only moves forward, so O(N) time over the game.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::play_main(play)
}

/// The largest N played: the table is one flag per number.
const MAX_N: u64 = 10_000_000;

// Protocol: read N; then name a number (one line, flushed by `Output`) and
// read the judge's number, until it answers 0.
fn play<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    if n > MAX_N {
        return Err(Error::new(format!(
            "token 1: N = {n} is above {MAX_N}, the largest this program plays"
        )));
    }
    let mut game = Game::new(n);
    loop {
        let x = game
            .choose()
            .ok_or_else(|| Error::new("no number is left to name, but the judge did not say 0"))?;
        writeln!(out, "{x}")?;
        let y: u64 = sc.next()?;
        if y == 0 {
            return Ok(());
        }
        game.named(y).map_err(Error::new)?;
    }
}

/// The numbers named so far, and our choice.
#[derive(Clone)]
struct Game {
    named: Vec<bool>,
    /// No number below this is unused.
    smallest: usize,
}

impl Game {
    fn new(n: u64) -> Self {
        Game {
            named: vec![false; 2 * n as usize + 2],
            smallest: 1,
        }
    }

    /// Our move: the smallest unused number, now named; `None` if none is
    /// left.
    fn choose(&mut self) -> Option<u64> {
        while self.smallest < self.named.len() && self.named[self.smallest] {
            self.smallest += 1;
        }
        let x = self.smallest;
        *self.named.get_mut(x)? = true;
        Some(x as u64)
    }

    /// The judge named `y`: it must be in range and unused.
    fn named(&mut self, y: u64) -> Result<(), String> {
        let top = self.named.len() as u64 - 1;
        match usize::try_from(y).ok().and_then(|i| self.named.get_mut(i)) {
            Some(used) if y >= 1 && !*used => {
                *used = true;
                Ok(())
            }
            _ => Err(format!(
                "the judge named {y}, which is outside 1..={top} or named before"
            )),
        }
    }
}

#[cfg(test)]
mod tests;
