//! AcWing 894 拆分-Nim游戏 (split Nim): <https://www.acwing.com/problem/content/896/>
//!
//! **Game**: n piles; a move replaces one pile by two new piles, each
//! strictly smaller than it (either may be empty; together they may hold more
//! stones than the pile did). Normal play. The game ends because the largest
//! pile along any pile's line of descent strictly shrinks.
//!
//! **Theory**: Sprague-Grundy theorem: a pile of x is a game whose options
//! are sums of two piles i, j < x, so g(x) = mex{ g(i) ^ g(j) : 0 <= j <= i < x },
//! and the first player wins iff g(a1) ^ ... ^ g(an) != 0.
//!
//! **Reduction**: one Grundy table up to the largest pile, shared by all
//! piles; options are unordered pairs (i, j), since (i, j) and (j, i) are the
//! same position.
//!
//! **Complexity**: O(max(a)^3 / 2 + n) time, O(max(a)) memory; with the
//! statement's bound a_i <= 100 (checked on input) that is 5 * 10^5 steps.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Scanner};
use sg_core::{grundy_table, nim_sum};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Vec<u8>) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let mut piles = Vec::with_capacity(n.min(1 << 16));
    for _ in 0..n {
        piles.push(sc.next_in("a_i", 1usize, 100)?);
    }
    let first_wins = solve(&piles);
    writeln!(out, "{}", if first_wins { "Yes" } else { "No" })?;
    Ok(())
}

/// Whether the first player wins split Nim on `piles`.
fn solve(piles: &[usize]) -> bool {
    let max = piles.iter().copied().max().unwrap_or(0);
    let g = grundy_table(max, |x, emit| {
        for i in 0..x {
            for j in 0..=i {
                emit(&[i, j]);
            }
        }
    });
    nim_sum(piles.iter().map(|&a| g[a] as u64)) != 0
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use sg_core::WinLossSearch;
    use test_support::{join, multisets, numbers, Generated, Rng};

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
    fn two_equal_piles_lose() {
        check("2\n100 100\n", "No\n");
    }

    #[test]
    fn pile_above_the_bound_is_an_error() {
        assert!(judge_io::run_str(run, "1\n101\n").is_err());
    }

    /// The moves by the rules, on sorted piles without empty ones (an empty
    /// pile has no move, so dropping it changes nothing).
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn split_moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for k in 0..piles.len() {
            if k > 0 && piles[k] == piles[k - 1] {
                continue;
            }
            for i in 0..piles[k] {
                for j in 0..=i {
                    let mut p = piles.clone();
                    p.remove(k);
                    p.extend([i, j].iter().filter(|&&v| v > 0));
                    p.sort_unstable();
                    next.push(p);
                }
            }
        }
        next
    }

    #[test]
    fn matches_exhaustive_search_up_to_3_piles_of_8() {
        // Every multiset of 0 to 3 piles of 1 to 8 stones: 165 starts. The
        // search settles the 200485 multisets the splits can reach from them.
        let mut search = WinLossSearch::new(split_moves);
        let positions = multisets(3, 1, 8);
        assert_eq!(positions.len(), 165);
        for piles in positions {
            let as_usize: Vec<usize> = piles.iter().map(|&p| p as usize).collect();
            assert_eq!(solve(&as_usize), search.wins(&piles), "{piles:?}");
        }
        assert_eq!(search.positions_settled(), 200_485);
    }

    fn validate<R: Read>(sc: &mut Scanner<R>, _: &mut Vec<u8>) -> Result<(), Error> {
        let n = sc.next_in("n", 1usize, 100)?;
        for _ in 0..n {
            sc.next_in("a_i", 1u32, 100)?;
        }
        Ok(())
    }

    #[test]
    fn judge_data_inputs_meet_the_constraints() {
        test_support::assert_inputs_valid(PACKAGE, |input| {
            judge_io::run_str(validate, input).map(drop)
        });
    }

    /// The search's answer for at most 3 piles of at most 5.
    fn reference(input: &str) -> Option<String> {
        let mut piles = numbers(input).split_off(1);
        if piles.len() > 3 || piles.iter().any(|&p| p > 5) {
            return None;
        }
        piles.sort_unstable();
        let wins = WinLossSearch::new(split_moves).wins(&piles);
        Some(if wins { "Yes" } else { "No" }.to_string())
    }

    fn input(piles: &[u64]) -> String {
        format!("{}\n{}\n", piles.len(), join(piles))
    }

    /// The generated cases; judge-data/acwing894-split-nim/README.md gives
    /// the argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut cases = Vec::new();
        let mut rng = Rng::new(894);
        for i in 1..=12 {
            let n = rng.range(1, 3) as usize;
            let piles: Vec<u64> = (0..n).map(|_| rng.range(1, 5)).collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(&piles),
            ));
        }
        cases.push(Generated::searched("edge-one-pile-of-1", input(&[1])));
        // One pile: splitting it into two empty piles wins at once.
        cases.push(Generated::constructed(
            "edge-one-pile-of-100",
            input(&[100]),
            "Yes",
        ));
        // Piles in equal pairs: the second player mirrors.
        cases.push(Generated::constructed(
            "max-all-100",
            input(&[100; 100]),
            "No",
        ));
        let mut paired: Vec<u64> = (0..50).map(|_| rng.range(1, 100)).collect();
        paired.extend(paired.clone());
        rng.shuffle(&mut paired);
        cases.push(Generated::constructed("max-n-paired", input(&paired), "No"));
        // Pairs plus one pile: split it into two empty piles, then mirror.
        let pairs: Vec<u64> = (0..49).map(|_| rng.range(1, 100)).collect();
        let mut odd_case = pairs.clone();
        odd_case.extend(pairs);
        odd_case.push(rng.range(1, 100));
        rng.shuffle(&mut odd_case);
        cases.push(Generated::constructed(
            "max-pairs-plus-one",
            input(&odd_case),
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
