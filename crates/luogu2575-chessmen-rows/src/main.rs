//! luogu2575-chessmen-rows: <https://www.luogu.com.cn/problem/P2575>
//!
//! **Game**: the rules in one to three sentences; normal or misere play.
//!
//! **Theory**: the theorem by name and its formula.
//!
//! **Reduction**: how the input becomes heaps or independent components.
//!
//! **Complexity**: time and memory at the maximum constraints.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: T, then per case n and n numbers.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let cases: usize = sc.next()?;
    for _ in 0..cases {
        let n: usize = sc.next()?;
        let values = sc.vec::<u64>(n)?;
        writeln!(out, "{}", if solve(&values) { "Yes" } else { "No" })?;
    }
    Ok(())
}

/// Whether the first player wins on `values`.
fn solve(values: &[u64]) -> bool {
    unimplemented!("solve: the closed form or Grundy computation for {values:?}")
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{check, check_table, Expect, Generated, WinLossSearch};

    use super::{run, solve};

    #[test]
    fn sample_1() {
        // The statement's first sample, copied exactly: check(run, r"...", "...").
        // Store it also as judge-data/luogu2575-chessmen-rows/sample-1.in and sample-1.ans.
        unimplemented!("copy the statement's sample into sample_1")
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // One row per kind of bad input (CONVENTIONS.md): `Expect::Answer`
        // with what the rules answer, or `Expect::Reject` with what the
        // message says.
        use Expect::Reject;
        check_table(
            run,
            &[
                ("letters", "x\n", Reject("found `x`")),
                ("nul", "\0\n", Reject("found `\\x00`")),
            ],
        );
        unimplemented!("add rows for empty input, signs, overflow, truncated and trailing input, values outside the statement's bounds")
    }

    /// Every position one move away from `position`, by the rules alone: no
    /// formula, no Grundy values. Keep positions canonical (e.g. sorted).
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(position: &Vec<u64>) -> Vec<Vec<u64>> {
        unimplemented!("moves: the game's moves from {position:?} by its rules")
    }

    /// The input layout `run` reads (`test_support::counted_cases` parses it
    /// back, for `reference`).
    #[allow(dead_code)]
    fn input(cases: &[Vec<u64>]) -> String {
        test_support::counted_input(cases)
    }

    #[test]
    fn matches_exhaustive_search() {
        // Rename to say its bounds (e.g. _up_to_3_piles_of_7), then compare
        // `solve` with `search.wins(&position)` on every small position.
        let _search = WinLossSearch::new(moves);
        unimplemented!("compare solve with the exhaustive search on every small position")
    }

    /// The statement's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let _ = sc;
        Err(Error::new("write validate() from the statement's constraints"))
    }

    /// The exhaustive search's answer to a whole input, `None` when it is
    /// too large to search.
    fn reference(input: &str) -> Option<String> {
        let _ = input;
        None
    }

    /// The judge-data generator: random and edge cases the search answers
    /// (`Generated::searched`), cases at the maximum constraints whose answer
    /// a construction gives (`Generated::constructed`, with the argument in
    /// judge-data/luogu2575-chessmen-rows/README.md). Write them with
    /// `UPDATE_JUDGE_DATA=1 cargo test -p luogu2575-chessmen-rows`.
    fn generated() -> Vec<Generated> {
        Vec::new()
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        // How many stored cases the exhaustive search must back.
        min_searched: 0,
    }
}
