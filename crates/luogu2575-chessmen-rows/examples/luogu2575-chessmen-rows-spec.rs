//! Luogu P2575 chessmen on rows' spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search of the boards (and the
//! table of every row by the search), and the inputs made from them; apart
//! from the solution.

use std::sync::Mutex;

use judge_io::Error;
use test_support::{join, numbers, verdict_lines, Generated, Rng, Strict, WinLossSearch};

/// A row as the sorted columns (1..=20) of its chessmen, and a board as
/// the sorted list of its rows: the search's positions.
type Board = Vec<Vec<u8>>;

/// The moves by the rules: a chessman at column p moves to the first
/// empty column to its right, if there is one.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(board: &Board) -> Vec<Board> {
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
pub fn mask(columns: &[u8]) -> u32 {
    columns.iter().fold(0, |m, &p| m | 1 << (20 - p))
}

/// The columns of the row whose columns from `first` on are the bits of
/// `bits` (bit 0 is column `first`).
pub fn columns(first: u8, bits: u32) -> Vec<u8> {
    (first..=20)
        .filter(|&c| bits >> (c - first) & 1 == 1)
        .collect()
}

pub fn search_wins<F>(search: &mut WinLossSearch<Board, F>, rows: &[Vec<u8>]) -> bool
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
/// once. Checked against the search in the tests and used as the second
/// computation behind the large judge data.
pub fn table() -> &'static [u8] {
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

/// A row of `min..=max` chessmen on distinct random columns from `first`
/// to 20, in random order.
pub fn random_row(rng: &mut Rng, first: u8, min: usize, max: usize) -> Vec<u8> {
    let m = rng.range(min as u64, max.min(21 - first as usize) as u64) as usize;
    let mut cells: Vec<u8> = (first..=20).collect();
    rng.shuffle(&mut cells);
    cells.truncate(m);
    cells
}

/// The statement's constraints, token by token, with distinct columns.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let tests = sc.next_in("T", 1usize, 100)?;
    sc.end_line()?;
    for _ in 0..tests {
        let n = sc.next_in("n", 1usize, 1000)?;
        sc.end_line()?;
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
            sc.end_line()?;
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
    Some(verdict_lines(&tests, ["YES", "NO"], |rows| {
        search_wins(&mut search, rows)
    }))
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
    let mut cases = Generated::searched_series("random-small", 1..=8, |_| {
        let tests: Vec<Vec<Vec<u8>>> = (0..20)
            .map(|_| {
                let n = rng.range(1, 3) as usize;
                (0..n).map(|_| random_row(&mut rng, 14, 0, 5)).collect()
            })
            .collect();
        input(&tests)
    });
    cases.extend(Generated::searched_series("random-small", 9..=10, |_| {
        let tests: Vec<Vec<Vec<u8>>> = (0..20)
            .map(|_| vec![random_row(&mut rng, 5, 0, 16)])
            .collect();
        input(&tests)
    }));
    cases.extend(Generated::searched_each([
        (
            "edge-one-chessman-each-column",
            input(&(1..=20).map(|p| vec![vec![p]]).collect::<Vec<_>>()),
        ),
        (
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
        ),
    ]));
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

test_support::spec! {
    validate, reference, random_input, boundary_input, generated,
    min_searched: 13,
}
