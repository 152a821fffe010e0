//! POJ 1704 Georgia and Bob: <http://poj.org/problem?id=1704>
//!
//! **Game**: N chessmen on distinct cells 1, 2, ... of a row; a move shifts
//! one chessman left by at least one cell, without jumping over or landing on
//! another and without leaving the board. Normal play; Georgia moves first.
//!
//! **Theory**: staircase Nim. Sort the positions and pair the chessmen from
//! the right (with N odd, a virtual chessman at cell 0 pairs the leftmost).
//! The gap inside each pair is a Nim heap: moving a pair's right chessman
//! shrinks its gap (a Nim move); moving a pair's left chessman widens it, and
//! the opponent restores it by moving the right one the same distance. The
//! gaps between pairs never matter. Georgia wins iff the XOR of the in-pair
//! gaps is not zero.
//!
//! **Reduction**: positions are not sorted in the input: sort first. Two
//! chessmen on one cell, or one on cell 0 (the board starts at cell 1), is
//! not a position of the game and is rejected; N = 0 (Georgia cannot move)
//! and cells above 10^4 are answered.
//!
//! **Complexity**: O(N log N) time per case; memory: one case's cells.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let cases: usize = sc.next()?;
    for case in 1..=cases {
        let n: usize = sc.next()?;
        let mut cells = Vec::with_capacity(n.min(1 << 16));
        for _ in 0..n {
            cells.push(sc.next_in("P_i", 1u64, u64::MAX)?);
        }
        cells.sort_unstable();
        // The statement gives distinct cells; with two on one cell there is
        // no position to answer for (and the gap between them would be -1).
        if let Some(w) = cells.windows(2).find(|w| w[0] == w[1]) {
            return Err(Error::new(format!(
                "case {case}: two chessmen on cell {}: the cells must be distinct",
                w[0]
            )));
        }
        let georgia_wins = solve(&cells);
        writeln!(
            out,
            "{}",
            if georgia_wins {
                "Georgia will win"
            } else {
                "Bob will win"
            }
        )?;
    }
    Ok(())
}

/// Whether the first player wins with chessmen on `cells`, which are sorted
/// ascending, distinct and at least 1.
fn solve(cells: &[u64]) -> bool {
    // Pairs from the right: `rchunks(2)` yields [left, right] pairs from the
    // right end; with N odd the last chunk is the leftmost chessman alone,
    // paired with a virtual chessman at cell 0.
    let heaps = cells.rchunks(2).map(|pair| match *pair {
        [left, right] => right - left - 1,
        [alone] => alone - 1,
        _ => unreachable!("rchunks(2) yields one or two items"),
    });
    nim_sum(heaps) != 0
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, counted_cases, counted_input, Expect, Generated, Rng,
        WinLossSearch,
    };

    use super::{run, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn unsorted_positions_are_sorted_first() {
        check(run, "1\n3\n3 1 2\n", "Bob will win\n");
        check(run, "1\n2\n9 1\n", "Georgia will win\n");
    }

    /// The moves by the rules, on sorted positions.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(cells: &Vec<u16>) -> Vec<Vec<u16>> {
        let mut next = Vec::new();
        for i in 0..cells.len() {
            let lowest = if i == 0 { 1 } else { cells[i - 1] + 1 };
            for to in lowest..cells[i] {
                let mut c = cells.clone();
                c[i] = to;
                next.push(c);
            }
        }
        next
    }

    #[test]
    fn matches_exhaustive_search_up_to_5_chessmen_on_12_cells() {
        // Every set of 0 to 5 chessmen on cells 1..12: 1586 positions.
        let mut search = WinLossSearch::new(moves);
        for mask in 0u32..1 << 12 {
            if mask.count_ones() > 5 {
                continue;
            }
            let cells: Vec<u16> = (0..12)
                .filter(|b| mask & (1 << b) != 0)
                .map(|b| b + 1)
                .collect();
            let as_u64: Vec<u64> = cells.iter().map(|&c| u64::from(c)).collect();
            assert_eq!(solve(&as_u64), search.wins(&cells), "{cells:?}");
        }
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "1\n3\n1 2 3\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated", "1\n3\n1 2\n", Reject("end of input")),
                ("truncated cases", "2\n1\n1\n", Reject("end of input")),
                // A count the input cannot deliver: nothing is allocated by it.
                (
                    "N = 2^64 - 1",
                    "1\n18446744073709551615\n1 2\n",
                    Reject("end of input"),
                ),
                // Two chessmen on one cell: not a position, no right answer.
                (
                    "duplicate",
                    "1\n3\n5 2 5\n",
                    Reject("case 1: two chessmen on cell 5"),
                ),
                (
                    "duplicate in a later case",
                    "2\n1\n1\n2\n7 7\n",
                    Reject("case 2: two chessmen on cell 7"),
                ),
                (
                    "duplicate at 2^64 - 1",
                    "1\n2\n18446744073709551615 18446744073709551615\n",
                    Reject("two chessmen on cell 18446744073709551615"),
                ),
                // The board starts at cell 1: a chessman on cell 0 is off it.
                ("cell 0", "1\n2\n0 3\n", Reject("P_i = 0 is outside 1..=")),
                // Outside the statement's bounds, but the rules still answer.
                ("T = 0", "0\n", Answer("")),
                // No chessman: Georgia cannot move and loses.
                ("N = 0", "1\n0\n", Answer("Bob will win\n")),
                // One pair with a gap of 2^64 - 3: Georgia closes it.
                (
                    "cells near 2^64",
                    "1\n2\n1 18446744073709551615\n",
                    Answer("Georgia will win\n"),
                ),
                // One pair with no gap: Georgia must open it, Bob closes it.
                (
                    "two adjacent at the top",
                    "1\n2\n18446744073709551614 18446744073709551615\n",
                    Answer("Bob will win\n"),
                ),
                (
                    "cell above 10^4",
                    "1\n1\n10001\n",
                    Answer("Georgia will win\n"),
                ),
            ],
        );
    }

    #[test]
    fn counts_above_the_statement_bounds_are_answered() {
        // T = 21 cases of one chessman on cell 1: nobody can move.
        check(
            run,
            &format!("21\n{}", "1\n1\n".repeat(21)),
            &"Bob will win\n".repeat(21),
        );
        // N = 1001 chessmen on cells 1..=1001: packed against the wall.
        let cells: Vec<String> = (1..=1001).map(|c| c.to_string()).collect();
        check(
            run,
            &format!("1\n1001\n{}\n", cells.join(" ")),
            "Bob will win\n",
        );
    }

    /// The statement's constraints, token by token, distinct cells included.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let cases = sc.next_in("T", 1usize, 20)?;
        for _ in 0..cases {
            let n = sc.next_in("N", 1usize, 1000)?;
            let mut cells = Vec::new();
            for _ in 0..n {
                cells.push(sc.next_in("P_i", 1u32, 10_000)?);
            }
            cells.sort_unstable();
            if cells.windows(2).any(|w| w[0] == w[1]) {
                return Err(Error::new("two chessmen share a cell"));
            }
        }
        Ok(())
    }

    /// The search's answers if every case has at most 8 chessmen on cells
    /// up to 20.
    fn reference(input: &str) -> Option<String> {
        let cases = counted_cases(input);
        if cases
            .iter()
            .any(|c| c.len() > 8 || c.iter().any(|&p| p > 20))
        {
            return None;
        }
        let mut search = WinLossSearch::new(moves);
        let lines: Vec<&str> = cases
            .iter()
            .map(|c| {
                let mut cells: Vec<u16> = c.iter().map(|&p| p as u16).collect();
                cells.sort_unstable();
                if search.wins(&cells) {
                    "Georgia will win"
                } else {
                    "Bob will win"
                }
            })
            .collect();
        Some(lines.join("\n") + "\n")
    }

    /// Cells for pairs (from the right) with the given in-pair gaps and
    /// random gaps between pairs, plus a lone leftmost chessman at cell
    /// `1 + lone_gap` if given; shuffled.
    fn board(rng: &mut Rng, gaps: &[u64], lone_gap: Option<u64>, spare: u64) -> Vec<u64> {
        let mut cells = Vec::new();
        let mut at = 0;
        if let Some(g) = lone_gap {
            at += g + 1;
            cells.push(at);
        }
        for &g in gaps {
            at += 1 + rng.range(0, spare);
            cells.push(at);
            at += g + 1;
            cells.push(at);
        }
        rng.shuffle(&mut cells);
        cells
    }

    /// The generated cases; judge-data/poj1704-georgia-and-bob/README.md
    /// gives the argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(1704);
        let mut cases = Vec::new();
        for i in 1..=6 {
            let c: Vec<Vec<u64>> = (0..20)
                .map(|_| {
                    let n = rng.range(1, 6) as usize;
                    let mut cells: Vec<u64> = Vec::new();
                    while cells.len() < n {
                        let p = rng.range(1, 20);
                        if !cells.contains(&p) {
                            cells.push(p);
                        }
                    }
                    cells
                })
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                counted_input(&c),
            ));
        }
        cases.push(Generated::searched(
            "edge-one-chessman",
            counted_input(&[vec![1], vec![2], vec![20]]),
        ));
        // Gaps of 0, 1 and 2 to the wall or within one pair, each alone or
        // beside a pair of known gap, in sorted and in reversed order: the
        // staircase's steps one at a time.
        let steps: Vec<Vec<u64>> = vec![
            vec![3],
            vec![1, 2],
            vec![2, 1],
            vec![1, 3],
            vec![3, 1],
            vec![2, 3],
            vec![3, 2],
            vec![5, 2],
            vec![1, 2, 3],
            vec![3, 2, 1],
            vec![2, 3, 4],
            vec![4, 3, 2],
            vec![2, 4, 5],
            vec![3, 5, 6],
            vec![1, 3, 4, 6],
            vec![6, 4, 3, 1],
            vec![1, 3, 5, 6],
            vec![6, 5, 3, 1],
            vec![2, 3, 5, 7, 8],
            vec![8, 7, 5, 3, 2],
        ];
        cases.push(Generated::searched(
            "edge-steps-one-at-a-time",
            counted_input(&steps),
        ));
        // T = 20 boards of 1000 chessmen on cells up to 10^4, 500 pairs
        // whose in-pair gaps come in equal pairs (Bob); in odd cases one gap
        // is widened by one, so that exactly one gap differs from its
        // partner (Georgia).
        let mut big = Vec::new();
        let mut answers = String::new();
        for k in 0..20 {
            let mut gaps: Vec<u64> = (0..250).map(|_| rng.range(0, 6)).collect();
            gaps.extend(gaps.clone());
            rng.shuffle(&mut gaps);
            if k % 2 == 1 {
                // Widen one gap by one: its partner now differs.
                gaps[0] += 1;
                answers.push_str("Georgia will win\n");
            } else {
                answers.push_str("Bob will win\n");
            }
            let cells = board(&mut rng, &gaps, None, 2);
            assert!(cells.iter().all(|&p| p <= 10_000));
            big.push(cells);
        }
        cases.push(Generated::constructed(
            "max-t-n-gap-pairs",
            counted_input(&big),
            &answers,
        ));
        // Odd N: the lone leftmost chessman's distance to the wall is a heap
        // too; give it a partner pair with the same gap.
        let odd: Vec<Vec<u64>> = (0..20)
            .map(|_| {
                let mut gaps: Vec<u64> = (0..249).map(|_| rng.range(0, 6)).collect();
                gaps.extend(gaps.clone());
                let g = rng.range(0, 6);
                gaps.push(g);
                rng.shuffle(&mut gaps);
                board(&mut rng, &gaps, Some(g), 2)
            })
            .collect();
        cases.push(Generated::constructed(
            "max-t-odd-n-gap-pairs",
            counted_input(&odd),
            &"Bob will win\n".repeat(20),
        ));
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
    /// cases, each of 1 to size distinct cells from 1..=2 * size + 2, in
    /// random order (size 1: one chessman on 1..=4; size 8: up to 8 on
    /// 1..=18).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let cases: Vec<Vec<u64>> = (0..rng.range(1, 3))
            .map(|_| {
                let mut cells: Vec<u64> = (1..=2 * size + 2).collect();
                rng.shuffle(&mut cells);
                cells.truncate(rng.range(1, size) as usize);
                cells
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
        min_searched: 9,
    }
}
