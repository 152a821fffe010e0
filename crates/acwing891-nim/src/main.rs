//! AcWing 891 Nim游戏 (Nim game): <https://www.acwing.com/problem/content/893/>
//!
//! **Game**: n piles; a move takes any positive number of stones from one
//! pile. Normal play: the player who cannot move loses.
//!
//! **Theory**: Bouton's theorem: the first player wins iff
//! a1 ^ a2 ^ ... ^ an != 0.
//!
//! **Reduction**: the input is the Nim position itself.
//!
//! **Complexity**: O(n) time and O(1) memory: the piles are folded into the
//! nim-sum as they are read, never stored.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Vec<u8>) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let mut piles = sc.values::<u64>(n);
    let first_wins = solve(&mut piles);
    piles.finish()?;
    writeln!(out, "{}", if first_wins { "Yes" } else { "No" })?;
    Ok(())
}

/// Whether the first player wins Nim on `piles`.
fn solve(piles: impl IntoIterator<Item = u64>) -> bool {
    nim_sum(piles) != 0
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use sg_core::WinLossSearch;
    use test_support::{join, multisets, nim_moves, numbers, Generated, Rng};

    use super::{run, solve};

    const PACKAGE: &str = env!("CARGO_PKG_NAME");

    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(judge_io::run_str(run, input).unwrap(), expected);
    }

    #[test]
    fn sample_1() {
        check(
            r"2
2 3
", "Yes\n",
        );
    }

    #[test]
    fn equal_pair_is_a_second_player_win() {
        check("2\n1000000000 1000000000\n", "No\n");
    }

    #[test]
    fn malformed_and_truncated_input_are_errors() {
        assert!(judge_io::run_str(run, "3\n1 2\n").is_err());
        assert!(judge_io::run_str(run, "2\n1 x\n").is_err());
        assert!(judge_io::run_str(run, "2\n1 -2\n").is_err());
        assert!(judge_io::run_str(run, "").is_err());
    }

    #[test]
    fn matches_exhaustive_search_up_to_4_piles_of_8() {
        // Every multiset of 0 to 4 piles of 1 to 8 stones: 495 positions.
        let mut search = WinLossSearch::new(nim_moves);
        let positions = multisets(4, 1, 8);
        assert_eq!(positions.len(), 495);
        for piles in positions {
            assert_eq!(
                solve(piles.iter().copied()),
                search.wins(&piles),
                "{piles:?}"
            );
        }
    }

    /// The problem's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>, _: &mut Vec<u8>) -> Result<(), Error> {
        let n = sc.next_in("n", 1usize, 100_000)?;
        for _ in 0..n {
            sc.next_in("a_i", 1u64, 1_000_000_000)?;
        }
        Ok(())
    }

    #[test]
    fn judge_data_inputs_meet_the_constraints() {
        test_support::assert_inputs_valid(PACKAGE, |input| {
            judge_io::run_str(validate, input).map(drop)
        });
    }

    /// The search's answer for inputs of at most 4 piles of at most 8.
    fn reference(input: &str) -> Option<String> {
        let mut piles = numbers(input).split_off(1);
        if piles.len() > 4 || piles.iter().any(|&p| p > 8) {
            return None;
        }
        piles.sort_unstable();
        let wins = WinLossSearch::new(nim_moves).wins(&piles);
        Some(if wins { "Yes" } else { "No" }.to_string())
    }

    fn input(piles: &[u64]) -> String {
        format!("{}\n{}\n", piles.len(), join(piles))
    }

    /// The generated cases; judge-data/acwing891-nim/README.md gives the
    /// argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut cases = Vec::new();
        let mut rng = Rng::new(891);
        for i in 1..=12 {
            let n = rng.range(1, 4) as usize;
            let piles: Vec<u64> = (0..n).map(|_| rng.range(1, 8)).collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(&piles),
            ));
        }
        cases.push(Generated::searched("edge-one-stone", input(&[1])));
        cases.push(Generated::searched("edge-1-2-3", input(&[1, 2, 3])));
        let max = 1_000_000_000;
        cases.push(Generated::constructed(
            "edge-one-max-pile",
            input(&[max]),
            "Yes",
        ));
        let max_n = 100_000;
        cases.push(Generated::constructed(
            "max-n-all-equal",
            input(&vec![max; max_n]),
            "No",
        ));
        let odd = vec![max; max_n - 1];
        cases.push(Generated::constructed(
            "max-all-equal-odd-count",
            input(&odd),
            "Yes",
        ));
        // Random pairs, shuffled: a mirror strategy wins for the second player.
        let mut paired: Vec<u64> = (0..max_n / 2).map(|_| rng.range(1, max)).collect();
        paired.extend(paired.clone());
        rng.shuffle(&mut paired);
        cases.push(Generated::constructed("max-n-paired", input(&paired), "No"));
        // Pairs plus two unequal piles: the first player evens them, then mirrors.
        let mut tilted: Vec<u64> = (0..max_n / 2 - 1).map(|_| rng.range(1, max)).collect();
        tilted.extend(tilted.clone());
        tilted.extend([rng.range(1, max / 2), rng.range(max / 2 + 1, max)]);
        rng.shuffle(&mut tilted);
        cases.push(Generated::constructed(
            "max-n-paired-plus-unequal-two",
            input(&tilted),
            "Yes",
        ));
        cases
    }

    #[test]
    fn judge_data_answers_are_backed_independently() {
        let searched = test_support::assert_answers_backed(PACKAGE, &generated(), reference);
        assert!(searched >= 14, "only {searched} cases backed by search");
    }
}
