//! POJ 2311 Cutting Game: <http://poj.org/problem?id=2311>
//!
//! **Game**: a W x H sheet of grid paper; a move picks one piece and cuts it
//! along a grid line into two rectangles. Whoever cuts out a 1 x 1 piece
//! wins at once. Many (W, H) lines until end of input.
//!
//! **Theory**: Sprague-Grundy theorem after a reduction. A cut that leaves a
//! strip of width 1 (and length at least 2) loses at once: the opponent cuts
//! a 1 x 1 off it; a cut that leaves a 1 x 1 is only possible from a 1 x 2 or
//! 2 x 1 piece, which never exist under sensible play. So play with "both
//! sides of every piece at least 2" as normal play: a w x h piece has options
//! i x h + (w - i) x h for 2 <= i <= w - 2 and w x j + w x (h - j) for
//! 2 <= j <= h - 2, and g(w, h) is the mex of their XORs (2 x 2, 2 x 3, 3 x 2
//! have no such move: g = 0, the mover must leave a strip and loses).
//!
//! **Reduction**: one table for all lines, built once, to the largest W and
//! H read.
//!
//! **Complexity**: O(W * H * (W + H)) for the table (1.6 * 10^7 steps at
//! 200 x 200) plus O(1) per line.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Scanner};
use sg_core::mex;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Vec<u8>) -> Result<(), Error> {
    let mut sheets = Vec::new();
    while !sc.is_at_end()? {
        let w = sc.next_in("W", 2usize, 200)?;
        let h = sc.next_in("H", 2usize, 200)?;
        sheets.push((w, h));
    }
    for first_wins in solve(&sheets) {
        writeln!(out, "{}", if first_wins { "WIN" } else { "LOSE" })?;
    }
    Ok(())
}

/// Whether the first cutter wins, for each (w, h) sheet (both at least 2);
/// one table serves them all.
fn solve(sheets: &[(usize, usize)]) -> Vec<bool> {
    let max = sheets.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(2);
    let table = grundy_table(max);
    sheets.iter().map(|&(w, h)| table[w][h] != 0).collect()
}

/// g(w, h) for 2 <= w, h <= `max` under the reduction in the header.
fn grundy_table(max: usize) -> Vec<Vec<usize>> {
    let mut g = vec![vec![0usize; max + 1]; max + 1];
    let mut options = Vec::with_capacity(2 * max);
    for w in 2..=max {
        for h in 2..=max {
            options.clear();
            options.extend((2..=w.saturating_sub(2)).map(|i| g[i][h] ^ g[w - i][h]));
            options.extend((2..=h.saturating_sub(2)).map(|j| g[w][j] ^ g[w][h - j]));
            g[w][h] = mex(&options);
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use sg_core::WinLossSearch;
    use test_support::{numbers, Generated, Rng};

    use super::{grundy_table, run, solve};

    const PACKAGE: &str = env!("CARGO_PKG_NAME");

    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(judge_io::run_str(run, input).unwrap(), expected);
    }

    #[test]
    fn sample_1() {
        check(
            r"2 2
3 2
4 2
",
            "LOSE\nLOSE\nWIN\n",
        );
    }

    #[test]
    fn sheet_below_2_is_an_error() {
        assert!(judge_io::run_str(run, "1 5\n").is_err());
        assert!(judge_io::run_str(run, "5\n").is_err());
    }

    /// The real game: a position is the sorted multiset of pieces (w <= h);
    /// `None` is "the previous player cut out a 1 x 1 and won".
    type Position = Option<Vec<(u8, u8)>>;

    fn piece(a: u8, b: u8) -> (u8, u8) {
        (a.min(b), a.max(b))
    }

    fn cutting_moves(position: &Position) -> Vec<Position> {
        let Some(pieces) = position else {
            return Vec::new();
        };
        let mut next = Vec::new();
        for (k, &(w, h)) in pieces.iter().enumerate() {
            let mut cuts = Vec::new();
            for i in 1..w {
                cuts.push((piece(i, h), piece(w - i, h)));
            }
            for j in 1..h {
                cuts.push((piece(w, j), piece(w, h - j)));
            }
            for (a, b) in cuts {
                if a == (1, 1) || b == (1, 1) {
                    next.push(None);
                    continue;
                }
                let mut p = pieces.clone();
                p.remove(k);
                p.push(a);
                p.push(b);
                p.sort_unstable();
                next.push(Some(p));
            }
        }
        next
    }

    #[test]
    fn matches_exhaustive_search_of_the_real_game_up_to_7_by_7() {
        // Every sheet from 2 x 2 to 7 x 7, played as the real game on the
        // whole multiset of pieces.
        let mut search = WinLossSearch::new(cutting_moves);
        for w in 2..=7u8 {
            for h in 2..=7u8 {
                let start = Some(vec![piece(w, h)]);
                assert_eq!(
                    solve(&[(w as usize, h as usize)]),
                    [search.wins(&start)],
                    "{w} x {h}"
                );
            }
        }
    }

    #[test]
    #[allow(clippy::needless_range_loop)] // g[w][h] against g[h][w] reads best indexed.
    fn table_is_symmetric() {
        let g = grundy_table(200);
        for w in 2..=200 {
            for h in 2..=200 {
                assert_eq!(g[w][h], g[h][w]);
            }
        }
    }

    fn validate<R: Read>(sc: &mut Scanner<R>, _: &mut Vec<u8>) -> Result<(), Error> {
        while !sc.is_at_end()? {
            sc.next_in("W", 2u32, 200)?;
            sc.next_in("H", 2u32, 200)?;
        }
        Ok(())
    }

    #[test]
    fn judge_data_inputs_meet_the_constraints() {
        test_support::assert_inputs_valid(PACKAGE, |input| {
            judge_io::run_str(validate, input).map(drop)
        });
    }

    /// The search's answers if every sheet is at most 7 x 7.
    fn reference(input: &str) -> Option<String> {
        let v = numbers(input);
        if v.iter().any(|&x| x > 7) {
            return None;
        }
        let mut search = WinLossSearch::new(cutting_moves);
        let lines: Vec<&str> = v
            .chunks(2)
            .map(|s| {
                let start = Some(vec![piece(s[0] as u8, s[1] as u8)]);
                if search.wins(&start) {
                    "WIN"
                } else {
                    "LOSE"
                }
            })
            .collect();
        Some(lines.join("\n") + "\n")
    }

    fn input(sheets: &[(u64, u64)]) -> String {
        sheets.iter().map(|(w, h)| format!("{w} {h}\n")).collect()
    }

    /// The generated cases; judge-data/poj2311-cutting-game/README.md says
    /// what backs each answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(2311);
        let small: Vec<(u64, u64)> = (2..=7).flat_map(|w| (2..=7).map(move |h| (w, h))).collect();
        let mut cases = vec![Generated::searched("all-sheets-up-to-7", input(&small))];
        let mut shuffled = small.clone();
        rng.shuffle(&mut shuffled);
        cases.push(Generated::searched(
            "shuffled-repeated-small",
            input(&[shuffled.clone(), shuffled].concat()),
        ));
        // Every sheet from 2 x 2 to 200 x 200 (39601 lines): too large to
        // search, answered by the second computation (see README).
        let all: Vec<(u64, u64)> = (2..=200)
            .flat_map(|w| (2..=200).map(move |h| (w, h)))
            .collect();
        let answers: String = all
            .iter()
            .map(|&(w, h)| {
                if second_computation(w, h) {
                    "WIN\n"
                } else {
                    "LOSE\n"
                }
            })
            .collect();
        cases.push(Generated::constructed(
            "max-every-sheet-to-200",
            input(&all),
            &answers,
        ));
        cases
    }

    /// The second computation for sheets too large to search, written apart
    /// from `grundy_table`: a memoised recursion over the reduced game with
    /// the mex taken over a sorted, deduplicated list; checked against the
    /// search below.
    fn second_computation(w: u64, h: u64) -> bool {
        use std::cell::RefCell;
        use std::collections::HashMap;
        thread_local! {
            static MEMO: RefCell<HashMap<(u64, u64), u64>> = RefCell::new(HashMap::new());
        }
        fn g(w: u64, h: u64) -> u64 {
            let key = (w.min(h), w.max(h));
            if let Some(v) = MEMO.with(|m| m.borrow().get(&key).copied()) {
                return v;
            }
            let mut seen: Vec<u64> = Vec::new();
            for i in 2..w.saturating_sub(1) {
                seen.push(g(i, h) ^ g(w - i, h));
            }
            for j in 2..h.saturating_sub(1) {
                seen.push(g(w, j) ^ g(w, h - j));
            }
            seen.sort_unstable();
            seen.dedup();
            let v = seen
                .iter()
                .enumerate()
                .find(|&(i, &s)| i as u64 != s)
                .map_or(seen.len() as u64, |(i, _)| i as u64);
            MEMO.with(|m| m.borrow_mut().insert(key, v));
            v
        }
        g(w, h) != 0
    }

    #[test]
    fn second_computation_matches_the_search() {
        let mut search = WinLossSearch::new(cutting_moves);
        for w in 2..=7u8 {
            for h in 2..=7u8 {
                let start = Some(vec![piece(w, h)]);
                assert_eq!(
                    second_computation(w as u64, h as u64),
                    search.wins(&start),
                    "{w} x {h}"
                );
            }
        }
    }

    #[test]
    fn judge_data_answers_are_backed_independently() {
        let searched = test_support::assert_answers_backed(PACKAGE, &generated(), reference);
        assert!(searched >= 3, "only {searched} cases backed by search");
    }
}
