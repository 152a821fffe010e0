//! HDU 1846 Brave Game: <https://acm.hdu.edu.cn/showproblem.php?pid=1846>
//!
//! **Game**: one pile of n stones; a move takes 1 to m stones; whoever takes
//! the last stone wins (normal play). C independent cases.
//!
//! **Theory**: Bash game: the first player loses iff n % (m + 1) == 0. From
//! any other n, taking n % (m + 1) leaves a multiple of m + 1, and after the
//! opponent takes k the reply m + 1 - k restores it.
//!
//! **Reduction**: each line is one game.
//!
//! **Complexity**: O(1) per case.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Vec<u8>) -> Result<(), Error> {
    let cases: usize = sc.next()?;
    for _ in 0..cases {
        let n: u64 = sc.next()?;
        let m = sc.next_in("m", 1u64, u64::MAX - 1)?;
        writeln!(out, "{}", if solve(n, m) { "first" } else { "second" })?;
    }
    Ok(())
}

/// Whether the first player wins the Bash game with `n` stones, take 1..=`m`.
fn solve(n: u64, m: u64) -> bool {
    n % (m + 1) != 0
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use sg_core::WinLossSearch;
    use test_support::{numbers, Generated, Rng};

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
23 2
4 3
",
            "first\nsecond\n",
        );
    }

    #[test]
    fn hundred_candies_take_1_to_8_first_player_takes_the_last() {
        // 100 = 11 * 9 + 1: take 1, then complete every round to 9.
        check("1\n100 8\n", "first\n");
    }

    #[test]
    fn missing_case_is_an_error() {
        assert!(judge_io::run_str(run, "2\n23 2\n").is_err());
    }

    /// The search of one pile, take 1 to `m`.
    fn search(m: u64) -> WinLossSearch<u64, impl FnMut(&u64) -> Vec<u64>> {
        WinLossSearch::new(move |&n: &u64| (1..=m.min(n)).map(|k| n - k).collect())
    }

    #[test]
    fn matches_exhaustive_search_for_n_up_to_200_and_m_up_to_30() {
        for m in 1..=30 {
            let mut s = search(m);
            for n in 0..=200 {
                assert_eq!(solve(n, m), s.wins(&n), "n = {n}, m = {m}");
            }
        }
    }

    fn validate<R: Read>(sc: &mut Scanner<R>, _: &mut Vec<u8>) -> Result<(), Error> {
        let cases = sc.next_in("C", 1usize, 100)?;
        for _ in 0..cases {
            sc.next_in("n", 1u32, 1000)?;
            sc.next_in("m", 1u32, 1000)?;
        }
        Ok(())
    }

    #[test]
    fn judge_data_inputs_meet_the_constraints() {
        test_support::assert_inputs_valid(PACKAGE, |input| {
            judge_io::run_str(validate, input).map(drop)
        });
    }

    /// The search's answers; every valid input is small enough.
    fn reference(input: &str) -> Option<String> {
        let v = numbers(input);
        let mut res = String::new();
        for case in v[1..].chunks(2) {
            let wins = search(case[1]).wins(&case[0]);
            res.push_str(if wins { "first\n" } else { "second\n" });
        }
        Some(res)
    }

    fn input(cases: &[(u64, u64)]) -> String {
        let mut s = format!("{}\n", cases.len());
        for (n, m) in cases {
            s.push_str(&format!("{n} {m}\n"));
        }
        s
    }

    /// The generated cases, all answered by the search.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(1846);
        let mut cases = vec![
            Generated::searched("puzzle-100-candies-take-1-to-8", input(&[(100, 8)])),
            Generated::searched(
                "edge-m-at-least-n",
                input(&[(1, 1), (5, 5), (5, 1000), (1000, 1000)]),
            ),
            Generated::searched(
                "edge-multiples",
                input(&[(1000, 999), (999, 998), (1000, 1), (999, 2)]),
            ),
        ];
        for i in 1..=3 {
            let c: Vec<(u64, u64)> = (0..100)
                .map(|_| (rng.range(1, 1000), rng.range(1, 1000)))
                .collect();
            cases.push(Generated::searched(
                &format!("random-max-c-{i:02}"),
                input(&c),
            ));
        }
        // Small m, so that both answers are frequent.
        let c: Vec<(u64, u64)> = (0..100)
            .map(|_| (rng.range(1, 1000), rng.range(1, 5)))
            .collect();
        cases.push(Generated::searched("random-small-m", input(&c)));
        cases
    }

    #[test]
    fn judge_data_answers_are_backed_independently() {
        let searched = test_support::assert_answers_backed(PACKAGE, &generated(), reference);
        assert_eq!(searched, 8, "every case is searchable");
    }
}
