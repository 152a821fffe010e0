//! Luogu P2575 高手过招 (chessmen on rows of 20 cells):
//! <https://www.luogu.com.cn/problem/P2575>
//!
//! **Game**: n rows of 20 cells hold chessmen. A move takes one chessman
//! and moves it right to the nearest empty cell of its row, jumping over the
//! chessmen next to it; a chessman with no empty cell to its right cannot
//! move. Normal play: who cannot move loses; AKN moves first.
//!
//! **Theory**: Sprague-Grundy over the rows, each row a staircase Nim.
//! Number the empty cells of a row from the right, 0, 1, 2, ...; put the
//! chessmen of each maximal run on step k = the number of empty cells to the
//! run's right (step 0 is the run against the right edge: stuck). A move of
//! the chessman at p jumps to the empty cell e ending its run: p becomes
//! empty and the chessmen from p to e - 1 now sit right of it, with one empty
//! cell fewer to their right. So a move shifts a suffix (1 to all) of the
//! chessmen of one step k >= 1 down to step k - 1, which is staircase Nim.
//! Its Grundy value is the XOR of the odd steps' sizes: every move changes
//! exactly one odd step (the step left, or the step arrived on), so it
//! changes the XOR; and every smaller value is reached by a Nim move
//! lowering an odd step (moving its top chessmen down to an even step).
//! AKN wins iff the XOR of the rows' values is not 0.
//!
//! **Reduction**: a row is a 20-bit mask, column p at bit 20 - p (column 20
//! is bit 0), so the runs and gaps read from the right are the mask's
//! trailing ones and zeros. The row's value is computed directly from them,
//! in O(number of runs), with no table. The columns of a row may come in any
//! order and a row may be empty (m = 0); a column outside 1..=20, two
//! chessmen on one cell, or m > 20 are impossible positions and rejected.
//!
//! **Complexity**: O(total number of chessmen) time; O(n) memory for one
//! test's row masks (4 bytes a row).

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: T, then per test n and n rows `m p_1 .. p_m`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let tests: usize = sc.next()?;
    let mut rows = Vec::new();
    for _ in 0..tests {
        let n: usize = sc.next()?;
        rows.clear();
        for _ in 0..n {
            rows.push(read_row(sc)?);
        }
        writeln!(out, "{}", if solve(&rows) { "YES" } else { "NO" })?;
    }
    Ok(())
}

/// One row `m p_1 .. p_m` as a mask with column p at bit 20 - p.
fn read_row<R: Read>(sc: &mut Scanner<R>) -> Result<u32, Error> {
    let m: usize = sc.next()?;
    if m > 20 {
        return Err(Error::new(format!(
            "m = {m}: a row of 20 cells holds at most 20 chessmen"
        )));
    }
    let mut row = 0u32;
    for _ in 0..m {
        let p = sc.next_in("p_j", 1u32, 20)?;
        let cell = 1 << (20 - p);
        if row & cell != 0 {
            return Err(Error::new(format!("two chessmen on column {p} of one row")));
        }
        row |= cell;
    }
    Ok(row)
}

/// Whether the first player wins on the given rows (masks, column p at bit
/// 20 - p).
fn solve(rows: &[u32]) -> bool {
    rows.iter().fold(0, |acc, &row| acc ^ row_grundy(row)) != 0
}

/// The Grundy value of one row: the XOR of the sizes of the runs of
/// chessmen with an odd number of empty cells to their right.
fn row_grundy(row: u32) -> u32 {
    // Column 20 is bit 0: read runs (trailing ones) and gaps (trailing
    // zeros) from the right. Bits above 19 are 0, so the loop ends.
    let mut rest = row;
    let mut empties_right = 0;
    let mut value = 0;
    loop {
        let run = rest.trailing_ones();
        if empties_right % 2 == 1 {
            value ^= run;
        }
        rest >>= run;
        if rest == 0 {
            return value;
        }
        let gap = rest.trailing_zeros();
        rest >>= gap;
        empties_right += gap;
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;
    use std::sync::Mutex;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, join, multisets, numbers, Expect, Generated, Rng,
        WinLossSearch,
    };

    use super::{row_grundy, run, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "2\n1\n2 19 20\n2\n1 19\n1 18\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated test", "2\n1\n1 19\n", Reject("end of input")),
                ("truncated row", "1\n1\n3 17 18\n", Reject("end of input")),
                ("truncated rows", "1\n2\n1 17\n", Reject("end of input")),
                // A count the input cannot deliver: nothing is allocated by it.
                (
                    "n = 2^64 - 1",
                    "1\n18446744073709551615\n1 19\n",
                    Reject("end of input"),
                ),
                // Impossible positions: no right answer.
                ("p = 0", "1\n1\n1 0\n", Reject("p_j = 0 is outside 1..=20")),
                (
                    "p = 21",
                    "1\n1\n2 3 21\n",
                    Reject("p_j = 21 is outside 1..=20"),
                ),
                (
                    "two on a cell",
                    "1\n1\n3 5 9 5\n",
                    Reject("two chessmen on column 5"),
                ),
                (
                    "m = 21",
                    "1\n1\n21 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 20\n",
                    Reject("m = 21"),
                ),
                // Outside the statement's bounds or unstated, but the rules
                // answer.
                ("T = 0", "0\n", Answer("")),
                ("n = 0", "1\n0\n", Answer("NO\n")),
                ("m = 0", "1\n2\n0\n1 19\n", Answer("YES\n")),
                // Unsorted: the row {18, 20} is the row {20, 18}; from 18 the
                // only move is to 19, then none: one move in all.
                ("unsorted", "1\n1\n2 20 18\n", Answer("YES\n")),
                (
                    "full row",
                    "1\n1\n20 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1\n",
                    Answer("NO\n"),
                ),
                // Equal rows: the second player copies every move.
                ("equal rows", "1\n2\n2 1 5\n2 5 1\n", Answer("NO\n")),
            ],
        );
    }

    #[test]
    fn many_tests_and_rows_are_answered() {
        // T = 101 and n = 1001, above the statement's bounds.
        let test = format!("1001\n{}", "1 19\n".repeat(1001));
        check(
            run,
            &format!("101\n{}", test.repeat(101)),
            &"YES\n".repeat(101),
        );
    }

    /// A row as the sorted columns (1..=20) of its chessmen, and a board as
    /// the sorted list of its rows: the search's positions.
    type Board = Vec<Vec<u8>>;

    /// The moves by the rules: a chessman at column p moves to the first
    /// empty column to its right, if there is one.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(board: &Board) -> Vec<Board> {
        let mut next = Vec::new();
        for (i, row) in board.iter().enumerate() {
            if i > 0 && board[i - 1] == *row {
                continue; // Same row, same moves.
            }
            for &p in row {
                let to = match (p + 1..=20).find(|c| !row.contains(c)) {
                    Some(to) => to,
                    None => continue,
                };
                let mut moved: Vec<u8> = row.iter().map(|&c| if c == p { to } else { c }).collect();
                moved.sort_unstable();
                let mut b = board.clone();
                b[i] = moved;
                b.sort_unstable();
                next.push(b);
            }
        }
        next
    }

    /// The mask `solve` takes for a row given by its columns.
    fn mask(columns: &[u8]) -> u32 {
        columns.iter().fold(0, |m, &p| m | 1 << (20 - p))
    }

    /// The columns of the row whose columns from `first` on are the bits of
    /// `bits` (bit 0 is column `first`).
    fn columns(first: u8, bits: u32) -> Vec<u8> {
        (first..=20)
            .filter(|&c| bits >> (c - first) & 1 == 1)
            .collect()
    }

    fn search_wins<F>(search: &mut WinLossSearch<Board, F>, rows: &[Vec<u8>]) -> bool
    where
        F: FnMut(&Board) -> Vec<Board>,
    {
        let mut board: Board = rows
            .iter()
            .map(|r| {
                let mut r = r.clone();
                r.sort_unstable();
                r
            })
            .collect();
        board.sort_unstable();
        search.wins(&board)
    }

    /// The Grundy value of every row mask by its definition, the mex over
    /// the rows one move away, moves by the rules (a move lowers the mask,
    /// so increasing order has every option ready): the full table, built
    /// once. Checked against the search below and used as the second
    /// computation behind the large judge data.
    fn table() -> &'static [u8] {
        static TABLE: Mutex<Option<&'static [u8]>> = Mutex::new(None);
        let mut slot = TABLE.lock().unwrap_or_else(|e| e.into_inner());
        slot.get_or_insert_with(|| {
            let cell = |p: u32| 1u32 << (20 - p);
            let mut t = vec![0u8; 1 << 20];
            for row in 0..1u32 << 20 {
                let mut seen = 0u64;
                for p in 1..=20 {
                    if row & cell(p) == 0 {
                        continue;
                    }
                    if let Some(to) = (p + 1..=20).find(|&q| row & cell(q) == 0) {
                        seen |= 1 << t[(row & !cell(p) | cell(to)) as usize];
                    }
                }
                t[row as usize] = (!seen).trailing_zeros() as u8;
            }
            Box::leak(t.into_boxed_slice())
        })
    }

    #[test]
    fn matches_exhaustive_search_on_single_rows_in_the_last_14_cells() {
        // Every row with its chessmen in columns 7..=20: 16384 rows.
        let mut search = WinLossSearch::new(moves);
        for bits in 0..1 << 14 {
            let row = columns(7, bits);
            let wins = search_wins(&mut search, std::slice::from_ref(&row));
            assert_eq!(solve(&[mask(&row)]), wins, "{row:?}");
            assert_eq!(table()[mask(&row) as usize] != 0, wins, "{row:?}");
        }
    }

    #[test]
    fn matches_exhaustive_search_on_boards_of_2_rows_in_8_cells_and_3_rows_in_5() {
        // Every multiset of 0 to 2 rows in columns 13..=20 (256 rows: 33153
        // boards) and of 0 to 3 rows in columns 16..=20 (32 rows: 6545
        // boards).
        // Two rows lose together iff their Grundy values are equal, so this
        // checks the values themselves, of `row_grundy` and of the table.
        let mut search = WinLossSearch::new(moves);
        for (n_rows, first, width) in [(2, 13, 8), (3, 16, 5)] {
            for picks in multisets(n_rows, 0, (1 << width) - 1) {
                let rows: Vec<Vec<u8>> = picks.iter().map(|&b| columns(first, b as u32)).collect();
                let masks: Vec<u32> = rows.iter().map(|r| mask(r)).collect();
                let wins = search_wins(&mut search, &rows);
                assert_eq!(solve(&masks), wins, "{rows:?}");
                let table_xor = masks.iter().fold(0, |x, &m| x ^ table()[m as usize]);
                assert_eq!(table_xor != 0, wins, "{rows:?}");
            }
        }
    }

    #[test]
    fn matches_exhaustive_search_on_random_boards_of_4_rows() {
        // 300 boards of 4 rows, each of 1 or 2 chessmen in columns 13..=20.
        let mut rng = Rng::new(25750);
        let mut search = WinLossSearch::new(moves);
        for _ in 0..300 {
            let rows: Vec<Vec<u8>> = (0..4).map(|_| random_row(&mut rng, 13, 1, 2)).collect();
            let masks: Vec<u32> = rows.iter().map(|r| mask(r)).collect();
            assert_eq!(solve(&masks), search_wins(&mut search, &rows), "{rows:?}");
        }
    }

    #[test]
    fn row_grundy_matches_the_full_table_on_every_row() {
        for row in 0..1u32 << 20 {
            assert_eq!(
                row_grundy(row),
                u32::from(table()[row as usize]),
                "{row:020b}"
            );
        }
    }

    /// A row of `min..=max` chessmen on distinct random columns from `first`
    /// to 20, in random order.
    fn random_row(rng: &mut Rng, first: u8, min: usize, max: usize) -> Vec<u8> {
        let m = rng.range(min as u64, max.min(21 - first as usize) as u64) as usize;
        let mut cells: Vec<u8> = (first..=20).collect();
        rng.shuffle(&mut cells);
        cells.truncate(m);
        cells
    }

    /// The statement's constraints, token by token, with distinct columns.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let tests = sc.next_in("T", 1usize, 100)?;
        for _ in 0..tests {
            let n = sc.next_in("n", 1usize, 1000)?;
            for _ in 0..n {
                let m = sc.next_in("m", 0usize, 20)?;
                let mut row = 0u32;
                for _ in 0..m {
                    let p = sc.next_in("p_j", 1u32, 20)?;
                    if row >> p & 1 == 1 {
                        return Err(Error::new(format!("column {p} twice in one row")));
                    }
                    row |= 1 << p;
                }
            }
        }
        Ok(())
    }

    /// The tests of an input: per test, its rows as column lists.
    fn boards(input: &str) -> Vec<Vec<Vec<u8>>> {
        let v = numbers(input);
        let mut at = 1;
        let mut res = Vec::new();
        for _ in 0..v[0] {
            let n = v[at] as usize;
            at += 1;
            let mut rows = Vec::new();
            for _ in 0..n {
                let m = v[at] as usize;
                rows.push(v[at + 1..at + 1 + m].iter().map(|&p| p as u8).collect());
                at += 1 + m;
            }
            res.push(rows);
        }
        res
    }

    /// The input layout `run` reads.
    fn input(boards: &[Vec<Vec<u8>>]) -> String {
        let mut s = format!("{}\n", boards.len());
        for rows in boards {
            s.push_str(&format!("{}\n", rows.len()));
            for r in rows {
                if r.is_empty() {
                    s.push_str("0\n");
                } else {
                    s.push_str(&format!("{} {}\n", r.len(), join(r)));
                }
            }
        }
        s
    }

    /// C(n, k), saturating.
    fn binomial(n: u64, k: u64) -> u64 {
        (0..k).fold(1u64, |c, i| c.saturating_mul(n - i) / (i + 1))
    }

    /// The search's answers if every test's boards are small: chessmen only
    /// move right, so a row of m chessmen whose leftmost is at column c has
    /// at most C(21 - c, m) forms; the product over the rows is kept at
    /// most 2×10^5.
    fn reference(input: &str) -> Option<String> {
        let tests = boards(input);
        for rows in &tests {
            let forms = rows.iter().fold(1u64, |acc, r| {
                let first = r.iter().copied().min().unwrap_or(20);
                acc.saturating_mul(binomial(21 - u64::from(first), r.len() as u64))
            });
            if forms > 200_000 {
                return None;
            }
        }
        let mut search = WinLossSearch::new(moves);
        let lines: Vec<&str> = tests
            .iter()
            .map(|rows| {
                if search_wins(&mut search, rows) {
                    "YES"
                } else {
                    "NO"
                }
            })
            .collect();
        Some(lines.join("\n") + "\n")
    }

    /// The answers by the full table (the second computation).
    fn table_answers(tests: &[Vec<Vec<u8>>]) -> String {
        tests
            .iter()
            .map(|rows| {
                let x = rows.iter().fold(0, |x, r| x ^ table()[mask(r) as usize]);
                if x != 0 {
                    "YES\n"
                } else {
                    "NO\n"
                }
            })
            .collect()
    }

    /// `row` after one move by the rules, of a random chessman that can
    /// move; `None` if none can.
    fn random_move(rng: &mut Rng, row: &[u8]) -> Option<Vec<u8>> {
        let movable: Vec<u8> = row
            .iter()
            .copied()
            .filter(|&p| (p + 1..=20).any(|c| !row.contains(&c)))
            .collect();
        if movable.is_empty() {
            return None;
        }
        let p = movable[rng.range(0, movable.len() as u64 - 1) as usize];
        let to = (p + 1..=20).find(|c| !row.contains(c)).expect("movable");
        let mut moved: Vec<u8> = row.iter().map(|&c| if c == p { to } else { c }).collect();
        rng.shuffle(&mut moved);
        Some(moved)
    }

    /// The generated cases; judge-data/luogu2575-chessmen-rows/README.md
    /// gives the backing of each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(2575);
        let mut cases = Vec::new();
        for i in 1..=8 {
            let tests: Vec<Vec<Vec<u8>>> = (0..20)
                .map(|_| {
                    let n = rng.range(1, 3) as usize;
                    (0..n).map(|_| random_row(&mut rng, 14, 0, 5)).collect()
                })
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(&tests),
            ));
        }
        for i in 9..=10 {
            let tests: Vec<Vec<Vec<u8>>> = (0..20)
                .map(|_| vec![random_row(&mut rng, 5, 0, 16)])
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(&tests),
            ));
        }
        cases.push(Generated::searched(
            "edge-one-chessman-each-column",
            input(&(1..=20).map(|p| vec![vec![p]]).collect::<Vec<_>>()),
        ));
        cases.push(Generated::searched(
            "edge-full-empty-and-nearly-full",
            input(&[
                vec![(1..=20).collect()],
                vec![vec![]],
                vec![vec![], vec![]],
                vec![(2..=20).collect()],
                vec![(1..=19).collect()],
                vec![(1..=20).filter(|&c| c != 10).collect()],
                vec![(1..=20).rev().filter(|&c| c != 10).collect(), vec![20]],
                vec![vec![1, 2], vec![19, 20]],
            ]),
        ));
        // Large: 1000 rows a test. Fully random rows, answered by the table.
        let random_tests: Vec<Vec<Vec<u8>>> = (0..60)
            .map(|_| (0..1000).map(|_| random_row(&mut rng, 1, 0, 20)).collect())
            .collect();
        let answers = table_answers(&random_tests);
        cases.push(Generated::constructed(
            "max-n-random-rows",
            input(&random_tests),
            &answers,
        ));
        // Dense rows (15 to 20 chessmen), in equal pairs (the second player
        // copies: NO); in odd tests one pair is (R, R'), R' one move after R
        // (the first player makes R into R', then copies: YES).
        let mut dense = Vec::new();
        let mut dense_answers = String::new();
        for k in 0..30 {
            let mut rows: Vec<Vec<u8>> = Vec::new();
            while rows.len() < 1000 {
                let r = random_row(&mut rng, 1, 15, 20);
                if k % 2 == 1 && rows.is_empty() {
                    if let Some(moved) = random_move(&mut rng, &r) {
                        rows.push(r);
                        rows.push(moved);
                    }
                    continue;
                }
                let mut twin = r.clone();
                rng.shuffle(&mut twin);
                rows.push(r);
                rows.push(twin);
            }
            rng.shuffle(&mut rows);
            dense_answers.push_str(if k % 2 == 1 { "YES\n" } else { "NO\n" });
            dense.push(rows);
        }
        assert_eq!(
            table_answers(&dense),
            dense_answers,
            "the construction and the table disagree"
        );
        cases.push(Generated::constructed(
            "max-n-dense-mirrored",
            input(&dense),
            &dense_answers,
        ));
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 or 2
    /// tests, each of 1 to min(3, size) rows, each row any set of the last
    /// w columns (w = size + 4, size + 2, or at most 7 for 1, 2, 3 rows),
    /// empty rows included, so the search meets few enough forms (size 1:
    /// one row within columns 16..=20; size 8: up to 3 rows).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let tests: Vec<Vec<Vec<u8>>> = (0..rng.range(1, 2))
            .map(|_| {
                let n = rng.range(1, size.min(3));
                let w = match n {
                    1 => size + 4,
                    2 => size + 2,
                    _ => (size + 1).min(7),
                };
                (0..n)
                    .map(|_| {
                        let mut columns: Vec<u8> = (21 - w as u8..=20).collect();
                        rng.shuffle(&mut columns);
                        columns.truncate(rng.range(0, w) as usize);
                        columns
                    })
                    .collect()
            })
            .collect();
        input(&tests)
    }

    /// Inputs at the edges of a row, the staircase's boundaries: one test
    /// of one row (so its value alone decides), holding a group of 1 to 3
    /// chessmen from column 1 (the last step, against the left edge, with
    /// no empty cell to its left), up to 2 more chessmen to its right, and
    /// sometimes column 20 (a chessman that cannot move). At most 6
    /// chessmen, from column 1: at most C(20, 6) forms, for the search.
    fn boundary_input(rng: &mut Rng, _size: u64) -> String {
        let g = rng.range(1, 3) as u8;
        let mut columns: Vec<u8> = (1..=g).collect();
        let mut others: Vec<u8> = (g + 2..=19).collect();
        rng.shuffle(&mut others);
        others.truncate(rng.range(0, 2) as usize);
        columns.extend(others);
        if rng.range(0, 1) == 1 {
            columns.push(20);
        }
        rng.shuffle(&mut columns);
        input(&[vec![columns]])
    }

    test_support::stress_tests! {
        run: run,
        reference: reference,
        random_input: random_input,
        boundary_input: boundary_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 13,
    }
}
