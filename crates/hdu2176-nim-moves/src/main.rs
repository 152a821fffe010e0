//! HDU 2176 取(m堆)石子游戏 (list the winning Nim moves):
//! <https://acm.hdu.edu.cn/showproblem.php?pid=2176>
//!
//! **Game**: Nim on m piles; normal play. Print `No` if the first player
//! loses, else `Yes` and every winning first move as `a b` (from a pile of a,
//! leave b), piles in input order. Several cases; `m = 0` ends the input (end
//! of input without it ends it too).
//!
//! **Theory**: Bouton's theorem: with x = a1 ^ ... ^ am, the winning moves
//! are those to nim-sum 0: from each pile with a ^ x < a, leave a ^ x. There
//! is one per such pile, and there is one at least iff x != 0.
//!
//! **Reduction**: each case is one Nim position. The statement gives no
//! bound on pile sizes: u64 holds anything a 32-bit (or 64-bit unsigned)
//! judge sends. A pile of 0 has no move and is never listed.
//!
//! **Complexity**: O(m) time per case. Memory: the piles of one case (two
//! passes), plus the answer, which judge-io writes out whenever it passes
//! 1 MiB; neither grows with the number of cases.

use std::io::Read;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    while !sc.is_at_end()? {
        let m: usize = sc.next()?;
        if m == 0 {
            break;
        }
        let piles: Vec<u64> = sc.vec(m)?;
        let mut moves = solve(&piles).peekable();
        if moves.peek().is_none() {
            out.push(b"No\n")?;
            continue;
        }
        out.push(b"Yes\n")?;
        for (from, keep) in moves {
            out.push_u64(from)?;
            out.push(b" ")?;
            out.push_u64(keep)?;
            out.push(b"\n")?;
        }
    }
    Ok(())
}

/// The winning first moves of Nim on `piles`, in input order, as (stones in
/// the pile, stones to leave); none iff the first player loses.
fn solve(piles: &[u64]) -> impl Iterator<Item = (u64, u64)> + '_ {
    let x = nim_sum(piles.iter().copied());
    piles
        .iter()
        .filter(move |&&a| a ^ x < a)
        .map(move |&a| (a, a ^ x))
}

#[cfg(test)]
mod tests;
