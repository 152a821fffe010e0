//! HDU 1907 John (also POJ 3480): <https://acm.hdu.edu.cn/showproblem.php?pid=1907>
//!
//! **Game**: N piles (colours of M&Ms); a move eats a positive number from one
//! pile. Misere play: whoever eats the last one loses. John moves first.
//!
//! **Theory**: anti-Nim (the SJ theorem for misere Nim): the first player
//! wins iff either every pile is 1 and their number is even, or some pile is
//! larger than 1 and a1 ^ ... ^ aN != 0. Play as in Nim until the move that
//! would leave only piles of 1, then leave an odd number of them.
//!
//! **Reduction**: each test case is one misere Nim position; a pile of 0 is
//! no pile. With no M&M at all the first player cannot move, and under the
//! misere convention (the player who cannot move wins, as the brother has in
//! effect eaten the last one) John wins: the formula's even count of 0 ones.
//!
//! **Complexity**: O(N) per case, O(1) memory: the piles are folded as they
//! are read, never stored.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let cases: usize = sc.next()?;
    for _ in 0..cases {
        let n: usize = sc.next()?;
        let john_wins = sc.values(n, |piles| solve(piles))?;
        writeln!(out, "{}", if john_wins { "John" } else { "Brother" })?;
    }
    Ok(())
}

/// Whether the first player wins misere Nim on `piles`.
fn solve(piles: impl Iterator<Item = u64>) -> bool {
    let mut nim_sum = 0;
    let mut any_above_1 = false;
    let mut odd_ones = false;
    for a in piles {
        nim_sum ^= a;
        any_above_1 |= a > 1;
        odd_ones ^= a == 1;
    }
    if !any_above_1 {
        // Only piles of 0 or 1: the players alternate taking one each, and
        // whoever takes the last one loses.
        return !odd_ones;
    }
    nim_sum != 0
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, counted_cases, counted_input, multisets, nim_moves,
        Expect, Generated, Rng, WinLossSearch,
    };

    use super::{run, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn all_ones_with_even_count_is_first_win() {
        check(run, "2\n2\n1 1\n3\n1 1 1\n", "John\nBrother\n");
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "2\n3\n3 5 1\n1\n1\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated case", "1\n3\n3 5\n", Reject("end of input")),
                ("missing case", "2\n1\n1\n", Reject("end of input")),
                // Outside the statement's bounds, but the rules still answer.
                ("T = 0", "0\n", Answer("")),
                // A pile of 0 is no pile: the sample's answers stand.
                (
                    "empty piles",
                    "2\n4\n3 0 5 1\n2\n0 1\n",
                    Answer("John\nBrother\n"),
                ),
                // No M&M: the first player cannot move and, by the misere
                // convention, wins (see the header).
                ("N = 0", "1\n0\n", Answer("John\n")),
                ("only empty piles", "1\n2\n0 0\n", Answer("John\n")),
                // Equal pairs with a pile above 1: the second player mirrors
                // (judge-data/hdu1907-john/README.md).
                (
                    "piles above 4747",
                    "1\n2\n18446744073709551615 18446744073709551615\n",
                    Answer("Brother\n"),
                ),
                // One pile above 1: eat all but one.
                (
                    "one pile above 4747",
                    "1\n1\n18446744073709551615\n",
                    Answer("John\n"),
                ),
            ],
        );
    }

    type Position = Option<Vec<u64>>;
    type Search = WinLossSearch<Position, fn(&Position) -> Vec<Position>>;

    /// Misere Nim by the rules: `None` is "the previous player ate the last
    /// one and lost", a position with no move; so the empty table, whose only
    /// "move" is to declare that, is a win for the player to move.
    fn moves(position: &Position) -> Vec<Position> {
        match position {
            None => Vec::new(),
            Some(piles) if piles.is_empty() => vec![None],
            Some(piles) => nim_moves(piles).into_iter().map(Some).collect(),
        }
    }

    fn search_wins(search: &mut Search, piles: &[u64]) -> bool {
        let mut p = piles.to_vec();
        p.retain(|&a| a > 0);
        p.sort_unstable();
        search.wins(&Some(p))
    }

    fn new_search() -> Search {
        WinLossSearch::new(moves as fn(&Position) -> Vec<Position>)
    }

    #[test]
    fn matches_exhaustive_search_up_to_4_piles_of_0_to_7() {
        // Every multiset of 0 to 4 piles of 0 to 7.
        let mut search = new_search();
        for piles in multisets(4, 0, 7) {
            assert_eq!(
                solve(piles.iter().copied()),
                search_wins(&mut search, &piles),
                "{piles:?}"
            );
        }
    }

    #[test]
    fn matches_exhaustive_search_on_piles_of_ones_only() {
        // 1 to 47 piles of 1, odd and even counts; plus piles of 1 with one
        // larger pile, where the rule switches.
        let mut search = new_search();
        for count in 1..=47 {
            let ones = vec![1; count];
            assert_eq!(
                solve(ones.iter().copied()),
                search_wins(&mut search, &ones),
                "{count} ones"
            );
            let mut with_two = ones.clone();
            with_two.push(2);
            assert_eq!(
                solve(with_two.iter().copied()),
                search_wins(&mut search, &with_two),
                "{count} ones and a 2"
            );
        }
    }

    /// The problem's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let cases = sc.next_in("T", 1usize, 474)?;
        for _ in 0..cases {
            let n = sc.next_in("N", 1usize, 47)?;
            for _ in 0..n {
                sc.next_in("A_i", 1u32, 4747)?;
            }
        }
        Ok(())
    }

    /// Small enough to search: one pile, at most 4 piles of at most 8, or
    /// piles of 1 with at most 3 larger piles of at most 4.
    fn searchable(piles: &[u64]) -> bool {
        let big: Vec<u64> = piles.iter().copied().filter(|&a| a > 1).collect();
        piles.len() == 1
            || (piles.len() <= 4 && piles.iter().all(|&a| a <= 8))
            || (big.len() <= 3 && big.iter().all(|&a| a <= 4))
    }

    /// The search's answers, if every case is searchable.
    fn reference(input: &str) -> Option<String> {
        let cases = counted_cases(input);
        if !cases.iter().all(|c| searchable(c)) {
            return None;
        }
        let mut search = new_search();
        let lines: Vec<&str> = cases
            .iter()
            .map(|c| {
                if search_wins(&mut search, c) {
                    "John"
                } else {
                    "Brother"
                }
            })
            .collect();
        Some(lines.join("\n") + "\n")
    }

    /// A random case of `pairs` equal pairs, at least one of them above 1,
    /// plus `extra` (if any); shuffled.
    fn paired(rng: &mut Rng, pairs: usize, extra: Option<u64>) -> Vec<u64> {
        let mut half: Vec<u64> = (0..pairs).map(|_| rng.range(1, 4747)).collect();
        if half.iter().all(|&a| a == 1) {
            half[0] = 2;
        }
        let mut c = half.clone();
        c.extend(half);
        c.extend(extra);
        rng.shuffle(&mut c);
        c
    }

    /// The generated cases; judge-data/hdu1907-john/README.md gives the
    /// argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(1907);
        let mut cases = Vec::new();
        for i in 1..=6 {
            let c: Vec<Vec<u64>> = (0..20)
                .map(|_| {
                    let n = rng.range(1, 4) as usize;
                    (0..n).map(|_| rng.range(1, 8)).collect()
                })
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                counted_input(&c),
            ));
        }
        let ones: Vec<Vec<u64>> = (1..=47).map(|k| vec![1; k]).collect();
        cases.push(Generated::searched(
            "all-ones-1-to-47",
            counted_input(&ones),
        ));
        let ones_and_more: Vec<Vec<u64>> = (1..=44)
            .map(|k| {
                let mut c = vec![1; k];
                c.extend((0..rng.range(1, 3)).map(|_| rng.range(2, 4)));
                c
            })
            .collect();
        cases.push(Generated::searched(
            "ones-with-few-larger",
            counted_input(&ones_and_more),
        ));
        // The boundary of anti-Nim's two rules: k ones (k = 0..44) beside
        // exactly one pile above 1 (a 2 or a 3: John always wins), or two
        // (2 2 or 2 3: the XOR decides), one case each.
        let boundary: Vec<Vec<u64>> = (0..=44)
            .flat_map(|k| {
                [vec![2], vec![3], vec![2, 2], vec![2, 3]]
                    .into_iter()
                    .map(move |more| {
                        let mut c = vec![1; k];
                        c.extend(more);
                        c
                    })
            })
            .collect();
        cases.push(Generated::searched(
            "edge-ones-beside-one-or-two-larger",
            counted_input(&boundary),
        ));
        cases.push(Generated::searched(
            "edge-single-piles",
            counted_input(&[vec![1], vec![2], vec![4747]]),
        ));
        // T = 474 cases of 46 or 47 piles up to 4747: pairs -> Brother, pairs
        // plus one more pile -> John.
        let mut big = Vec::new();
        let mut answers = String::new();
        for k in 0..474 {
            if k % 2 == 0 {
                big.push(paired(&mut rng, 23, None));
                answers.push_str("Brother\n");
            } else {
                let extra = rng.range(2, 4747);
                big.push(paired(&mut rng, 23, Some(extra)));
                answers.push_str("John\n");
            }
        }
        cases.push(Generated::constructed(
            "max-t-paired",
            counted_input(&big),
            &answers,
        ));
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
    /// cases, each either 1 to min(4, 1 + size / 2) piles of 1 to size, or
    /// up to min(3, size) piles of 2 to 4 among up to 2 * size piles of 1
    /// (shuffled), or one pile of up to 4 * size (size 1: one or two piles
    /// of 1 or 2; size 8: up to 4 piles of up to 8, or 16 ones and 3 small
    /// piles, or one pile up to 32).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let cases: Vec<Vec<u64>> = (0..rng.range(1, 3))
            .map(|_| match rng.range(0, 2) {
                0 => (0..rng.range(1, (1 + size / 2).min(4)))
                    .map(|_| rng.range(1, size))
                    .collect(),
                1 => {
                    let mut piles: Vec<u64> = (0..rng.range(0, size.min(3)))
                        .map(|_| rng.range(2, 4))
                        .collect();
                    piles.extend((0..rng.range(1, 2 * size)).map(|_| 1));
                    rng.shuffle(&mut piles);
                    piles
                }
                _ => vec![rng.range(1, 4 * size)],
            })
            .collect();
        counted_input(&cases)
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
        min_searched: 11,
    }
}
