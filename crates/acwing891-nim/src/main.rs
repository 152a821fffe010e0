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

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let first_wins = sc.values(n, |piles| solve(piles))?;
    writeln!(out, "{}", if first_wins { "Yes" } else { "No" })?;
    Ok(())
}

/// Whether the first player wins Nim on `piles`.
fn solve(piles: impl Iterator<Item = u64>) -> bool {
    nim_sum(piles) != 0
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, multisets, nim_moves, numbers, values_input, Expect,
        Generated, Rng, WinLossSearch,
    };

    use super::{run, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn equal_pair_is_a_second_player_win() {
        check(run, "2\n1000000000 1000000000\n", "No\n");
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "2\n2 3\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated", "3\n1 2\n", Reject("end of input")),
                // Outside the statement's bounds, but the rules still answer.
                ("n = 0", "0\n", Answer("No\n")),
                ("pile of 0", "2\n0 5\n", Answer("Yes\n")),
                (
                    "piles above 10^9",
                    "2\n18446744073709551615 18446744073709551615\n",
                    Answer("No\n"),
                ),
            ],
        );
    }

    #[test]
    fn matches_exhaustive_search_up_to_4_piles_of_8() {
        // Every multiset of 0 to 4 piles of 1 to 8 stones: 495 positions.
        let mut search = WinLossSearch::new(nim_moves);
        for piles in multisets(4, 1, 8) {
            assert_eq!(
                solve(piles.iter().copied()),
                search.wins(&piles),
                "{piles:?}"
            );
        }
    }

    /// The problem's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let n = sc.next_in("n", 1usize, 100_000)?;
        for _ in 0..n {
            sc.next_in("a_i", 1u64, 1_000_000_000)?;
        }
        Ok(())
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
                values_input(&piles),
            ));
        }
        cases.push(Generated::searched("edge-one-stone", values_input(&[1])));
        cases.push(Generated::searched("edge-1-2-3", values_input(&[1, 2, 3])));
        let max = 1_000_000_000;
        cases.push(Generated::constructed(
            "edge-one-max-pile",
            values_input(&[max]),
            "Yes",
        ));
        let max_n = 100_000;
        cases.push(Generated::constructed(
            "max-n-all-equal",
            values_input(&vec![max; max_n]),
            "No",
        ));
        let odd = vec![max; max_n - 1];
        cases.push(Generated::constructed(
            "max-all-equal-odd-count",
            values_input(&odd),
            "Yes",
        ));
        // Random pairs, shuffled: a mirror strategy wins for the second player.
        let mut paired: Vec<u64> = (0..max_n / 2).map(|_| rng.range(1, max)).collect();
        paired.extend(paired.clone());
        rng.shuffle(&mut paired);
        cases.push(Generated::constructed(
            "max-n-paired",
            values_input(&paired),
            "No",
        ));
        // Pairs plus two unequal piles: the first player evens them, then mirrors.
        let mut tilted: Vec<u64> = (0..max_n / 2 - 1).map(|_| rng.range(1, max)).collect();
        tilted.extend(tilted.clone());
        tilted.extend([rng.range(1, max / 2), rng.range(max / 2 + 1, max)]);
        rng.shuffle(&mut tilted);
        cases.push(Generated::constructed(
            "max-n-paired-plus-unequal-two",
            values_input(&tilted),
            "Yes",
        ));
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
    /// min(4, 1 + size / 2) piles of 1 to size stones (size 1: one pile of
    /// 1; size 8: up to 4 piles of up to 8, the most the search takes).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let n = rng.range(1, (1 + size / 2).min(4));
        let piles: Vec<u64> = (0..n).map(|_| rng.range(1, size)).collect();
        values_input(&piles)
    }

    test_support::stress_tests! {
        run: run,
        reference: reference,
        random_input: random_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 15,
    }
}
