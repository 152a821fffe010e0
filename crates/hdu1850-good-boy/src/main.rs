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
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        cases_until_zero, check, check_malformed, check_table, input_until_zero, multisets,
        nim_moves, others_nim_sums, winning_nim_moves, Expect, Generated, Rng, WinLossSearch,
    };

    use super::{run, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "3\n5 7 9\n0\n");
        // The same on a pile (the input may end without its 0).
        check_malformed(run, "3\n5 7 9\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                // No test and no terminator: nothing to answer.
                ("empty", "", Answer("")),
                ("truncated", "3\n5 7\n", Reject("end of input")),
                (
                    "trailing after the terminator",
                    "2\n1 1\n0\n5\n",
                    Reject("after the end"),
                ),
                // The input may end without its terminator.
                ("no terminator", "3\n5 7 9\n2\n4 4\n", Answer("1\n0\n")),
                // Outside the statement's bounds, but the rules still answer.
                ("M = 1: take the pile", "1\n5\n0\n", Answer("1\n")),
                (
                    "empty pile beside the sample",
                    "4\n5 0 7 9\n0\n",
                    Answer("1\n"),
                ),
                // Equal pairs: the second player mirrors, so no move wins.
                (
                    "equal piles above 10^6",
                    "2\n18446744073709551615 18446744073709551615\n0\n",
                    Answer("0\n"),
                ),
                // Only evening the big pile down to 1 leaves a mirror position.
                (
                    "one pile above 10^6",
                    "2\n18446744073709551615 1\n0\n",
                    Answer("1\n"),
                ),
            ],
        );
    }

    #[test]
    fn matches_exhaustive_search_up_to_4_piles_of_0_to_7() {
        // Every multiset of 0 to 4 piles of 0 to 7: the search tries every
        // first move and counts those that leave a lost position.
        let mut search = WinLossSearch::new(nim_moves);
        for piles in multisets(4, 0, 7) {
            assert_eq!(
                solve(&piles),
                winning_nim_moves(&mut search, &piles).len(),
                "{piles:?}"
            );
        }
    }

    /// The problem's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        loop {
            let m = sc.next_in("M", 0usize, 100)?;
            if m == 0 {
                return Ok(());
            }
            if m == 1 {
                return Err(Error::new("M = 1, but the statement says 1 < M"));
            }
            for _ in 0..m {
                sc.next_in("N_i", 1u32, 1_000_000)?;
            }
        }
    }

    /// The search's counts if every case has at most 4 piles of at most 8.
    fn reference(input: &str) -> Option<String> {
        let cases = cases_until_zero(input);
        if cases
            .iter()
            .any(|c| c.len() > 4 || c.iter().any(|&a| a > 8))
        {
            return None;
        }
        let mut search = WinLossSearch::new(nim_moves);
        let counts: Vec<String> = cases
            .iter()
            .map(|c| winning_nim_moves(&mut search, c).len().to_string())
            .collect();
        Some(counts.join("\n") + "\n")
    }

    /// The generated cases; judge-data/hdu1850-good-boy/README.md says what
    /// backs each answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(1850);
        let mut cases = Vec::new();
        for i in 1..=6 {
            let c: Vec<Vec<u64>> = (0..30)
                .map(|_| {
                    let m = rng.range(2, 4) as usize;
                    (0..m).map(|_| rng.range(1, 8)).collect()
                })
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input_until_zero(&c),
            ));
        }
        cases.push(Generated::searched(
            "edge-equal-pairs",
            input_until_zero(&[vec![1, 1], vec![8, 8], vec![3, 3, 5, 5]]),
        ));
        // The boundary of a ^ x < a: a pile equal to the nim-sum x (the
        // winning move empties it), several such piles, nim-sum 0 without
        // equal piles, and one winning pile among larger ones.
        cases.push(Generated::searched(
            "edge-emptying-moves",
            input_until_zero(&[
                vec![1, 2, 3, 5],
                vec![4, 4, 4],
                vec![8, 8, 8],
                vec![1, 2, 3],
                vec![5, 6, 3],
                vec![1, 6, 7, 8],
                vec![7, 2],
                vec![8, 1],
            ]),
        ));
        // Paired piles: a second-player win (mirror), so no winning move.
        let paired: Vec<Vec<u64>> = (0..200)
            .map(|_| {
                let mut half: Vec<u64> = (0..50).map(|_| rng.range(1, 1_000_000)).collect();
                half.extend(half.clone());
                rng.shuffle(&mut half);
                half
            })
            .collect();
        cases.push(Generated::constructed(
            "max-m-paired",
            input_until_zero(&paired),
            &"0\n".repeat(200),
        ));
        let random: Vec<Vec<u64>> = (0..500)
            .map(|_| (0..100).map(|_| rng.range(1, 1_000_000)).collect())
            .collect();
        let counts: String = random
            .iter()
            .map(|c| format!("{}\n", count_by_others(c)))
            .collect();
        cases.push(Generated::constructed(
            "max-m-random",
            input_until_zero(&random),
            &counts,
        ));
        cases
    }

    /// The second computation for large cases (see the folder's README).
    fn count_by_others(piles: &[u64]) -> usize {
        let others = others_nim_sums(piles);
        piles.iter().zip(others).filter(|&(&a, o)| o < a).count()
    }

    #[test]
    fn second_computation_matches_the_search() {
        let mut search = WinLossSearch::new(nim_moves);
        for piles in &multisets(4, 1, 7)[1..] {
            assert_eq!(
                count_by_others(piles),
                winning_nim_moves(&mut search, piles).len()
            );
        }
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
    /// cases, each of M in 2..=min(4, 2 + size / 2) piles of 1 to size
    /// stones, then 0 (size 1: two piles of 1; size 8: up to 4 piles of up
    /// to 8, the most the search takes).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let cases: Vec<Vec<u64>> = (0..rng.range(1, 3))
            .map(|_| {
                let m = rng.range(2, (2 + size / 2).min(4));
                (0..m).map(|_| rng.range(1, size)).collect()
            })
            .collect();
        input_until_zero(&cases)
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
        min_searched: 8,
    }
}
