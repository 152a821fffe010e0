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
//! **Reduction**: positions are not sorted in the input: sort first.
//!
//! **Complexity**: O(N log N) per case.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Vec<u8>) -> Result<(), Error> {
    let cases: usize = sc.next()?;
    for _ in 0..cases {
        let n: usize = sc.next()?;
        let mut cells = Vec::with_capacity(n.min(1 << 16));
        for _ in 0..n {
            cells.push(sc.next_in("P_i", 1u64, u64::MAX)?);
        }
        let georgia_wins = solve(&mut cells);
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

/// Whether the first player wins with chessmen on `cells` (any order; sorted
/// in place).
fn solve(cells: &mut [u64]) -> bool {
    cells.sort_unstable();
    // Pairs from the right: (cells[i - 1], cells[i]) for i = n-1, n-3, ...;
    // the leftmost chessman of an odd count pairs with cell 0.
    let from_right: Vec<u64> = cells.iter().rev().copied().collect();
    let heaps = from_right.chunks(2).map(|pair| match *pair {
        [right, left] => right - left - 1,
        [right] => right - 1,
        _ => unreachable!("chunks(2) yields one or two items"),
    });
    nim_sum(heaps) != 0
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use sg_core::WinLossSearch;
    use test_support::{counted_cases, counted_input, Generated, Rng};

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
3
1 2 3
8
1 5 6 7 9 12 14 17
",
            "Bob will win\nGeorgia will win\n",
        );
    }

    #[test]
    fn unsorted_positions_are_sorted_first() {
        check("1\n3\n3 1 2\n", "Bob will win\n");
        check("1\n2\n9 1\n", "Georgia will win\n");
    }

    /// The moves by the rules, on sorted positions.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn chess_moves(cells: &Vec<u16>) -> Vec<Vec<u16>> {
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
    fn matches_exhaustive_search_on_every_board_of_12_cells() {
        // Every set of 1 to 5 chessmen on cells 1..12: 1585 positions.
        let mut search = WinLossSearch::new(chess_moves);
        let mut checked = 0;
        for mask in 1u32..1 << 12 {
            if mask.count_ones() > 5 {
                continue;
            }
            let cells: Vec<u16> = (0..12)
                .filter(|b| mask & (1 << b) != 0)
                .map(|b| b + 1)
                .collect();
            let mut as_u64: Vec<u64> = cells.iter().map(|&c| u64::from(c)).collect();
            as_u64.reverse();
            assert_eq!(solve(&mut as_u64), search.wins(&cells), "{cells:?}");
            checked += 1;
        }
        assert_eq!(checked, 12 + 66 + 220 + 495 + 792);
    }

    fn validate<R: Read>(sc: &mut Scanner<R>, _: &mut Vec<u8>) -> Result<(), Error> {
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

    #[test]
    fn judge_data_inputs_meet_the_constraints() {
        test_support::assert_inputs_valid(PACKAGE, |input| {
            judge_io::run_str(validate, input).map(drop)
        });
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
        let mut search = WinLossSearch::new(chess_moves);
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

    #[test]
    fn judge_data_answers_are_backed_independently() {
        let searched = test_support::assert_answers_backed(PACKAGE, &generated(), reference);
        assert!(searched >= 8, "only {searched} cases backed by search");
    }
}
