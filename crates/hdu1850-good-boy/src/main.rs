//! HDU 1850 Being a Good Boy in Spring Festival:
//! <https://acm.hdu.edu.cn/showproblem.php?pid=1850>
//!
//! **Game**: Nim on M piles of cards; normal play. Print how many first moves
//! win for the first player (0 if he loses). Several cases; `M = 0` ends the
//! input (end of input without it ends it too).
//!
//! **Theory**: Bouton's theorem: the winning moves are those to a position
//! of nim-sum 0. With x = a1 ^ ... ^ aM, pile i can reach one exactly when
//! a_i ^ x < a_i (keep a_i ^ x stones), and in one way only; so the count is
//! the number of such piles (0 when x = 0).
//!
//! **Reduction**: each case is one Nim position. Outside the statement's
//! bounds the rules still answer: M = 1 (take the whole pile: 1 move), a
//! pile of 0 (no move on it), piles above 10^6 (any u64).
//!
//! **Complexity**: O(M) per case; one pile buffer reused across cases.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let mut piles = Vec::new();
    while !sc.is_at_end()? {
        let m: usize = sc.next()?;
        if m == 0 {
            break;
        }
        piles.clear();
        for _ in 0..m {
            piles.push(sc.next::<u64>()?);
        }
        writeln!(out, "{}", solve(&piles))?;
    }
    Ok(())
}

/// The number of winning first moves of Nim on `piles`.
fn solve(piles: &[u64]) -> usize {
    let x = nim_sum(piles.iter().copied());
    piles.iter().filter(|&&a| a ^ x < a).count()
}

#[cfg(test)]
mod tests;
