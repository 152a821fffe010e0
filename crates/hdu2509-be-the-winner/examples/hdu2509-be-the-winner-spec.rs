//! HDU 2509 Be the Winner's spec (`test_support::spec`): the statement's
//! constraints; as the reference, the exhaustive search of the misère game
//! on the multiset of row lengths (a move takes a block of adjacent apples,
//! possibly splitting the row); beyond it, a second computation (the rows'
//! values by the mex definition, then anti-Nim's rule), checked against the
//! search in the problem's tests; and the inputs made from them. An example
//! target: it cannot see the solution.

use judge_io::Error;
use sg_core::grundy_table;
use test_support::{join, numbers, Generated, Rng, Strict, WinLossSearch};

/// A position: the rows' lengths, sorted, no empty row. `None` is "the
/// previous player took the last apple and lost": it has no move. A
/// position with no apple has one move, to `None` (claiming the win), so
/// the search's normal play decides the misère game.
pub type Position = Option<Vec<u64>>;

/// The moves by the rules: from one row of `len`, take the block of
/// `len - left - right >= 1` apples that leaves `left` apples on one side
/// and `right` on the other, each side a row of its own.
pub fn moves(position: &Position) -> Vec<Position> {
    let rows = match position {
        Some(rows) => rows,
        None => return Vec::new(),
    };
    if rows.is_empty() {
        return vec![None];
    }
    let mut next = Vec::new();
    for (i, &len) in rows.iter().enumerate() {
        if i > 0 && rows[i - 1] == len {
            continue; // Same row length, same moves.
        }
        for left in 0..len {
            // left <= right: the mirror image leaves the same rows.
            for right in left..len - left {
                let mut p = rows.clone();
                p.remove(i);
                p.extend([left, right].iter().copied().filter(|&r| r > 0));
                p.sort_unstable();
                next.push(Some(p));
            }
        }
    }
    next
}

pub type Search = WinLossSearch<Position, fn(&Position) -> Vec<Position>>;

pub fn new_search() -> Search {
    WinLossSearch::new(moves as fn(&Position) -> Vec<Position>)
}

/// Whether the first player wins on `rows` (any order; rows of 0 dropped),
/// by the search.
pub fn search_wins(search: &mut Search, rows: &[u64]) -> bool {
    let mut p: Vec<u64> = rows.iter().copied().filter(|&r| r > 0).collect();
    p.sort_unstable();
    search.wins(&Some(p))
}

/// The cases of an input: n, then the n rows, until the end.
pub fn read_cases(input: &str) -> Vec<Vec<u64>> {
    let v = numbers(input);
    let mut cases = Vec::new();
    let mut at = 0;
    while at < v.len() {
        let n = v[at] as usize;
        cases.push(v[at + 1..at + 1 + n].to_vec());
        at += 1 + n;
    }
    cases
}

/// The input layout: per case a line with n and a line with the rows.
pub fn input(cases: &[Vec<u64>]) -> String {
    cases
        .iter()
        .map(|c| format!("{}\n{}\n", c.len(), join(c)))
        .collect()
}

fn words(fra_wins: bool) -> &'static str {
    if fra_wins {
        "Yes\n"
    } else {
        "No\n"
    }
}

/// The exact layout of the judge's data (per case a line with n and a
/// line of the rows, to the end of the input) and the statement's
/// constraints: at least one case; 1 <= n <= 100; rows of 1 to 100 apples
/// (the lower bound is our reading).
fn validate(sc: &mut Strict) -> Result<(), Error> {
    if sc.is_at_end() {
        return Err(Error::new("no case: the statement has at least one"));
    }
    while !sc.is_at_end() {
        let n = sc.next_in("n", 1usize, 100)?;
        sc.end_line()?;
        for _ in 0..n {
            sc.next_in("row", 1u64, 100)?;
        }
        sc.end_line()?;
    }
    Ok(())
}

/// Within the search's reach: at most 24 apples in all, or rows above 1
/// holding at most 8 apples beside any number of single apples.
fn searchable(rows: &[u64]) -> bool {
    rows.iter().sum::<u64>() <= 24 || rows.iter().filter(|&&r| r > 1).sum::<u64>() <= 8
}

/// The search's answers, if every case is within its reach.
fn reference(input: &str) -> Option<String> {
    let cases = read_cases(input);
    if !cases.iter().all(|c| searchable(c)) {
        return None;
    }
    let mut search = new_search();
    Some(
        cases
            .iter()
            .map(|c| words(search_wins(&mut search, c)))
            .collect(),
    )
}

/// The rows' Grundy values g(0), ..., g(`max`) by the mex definition
/// (sg-core's `grundy_table`, which `solve` does not use): a move on a row
/// of x leaves rows of `left` and `right` with left + right < x.
pub fn row_values(max: usize) -> Vec<usize> {
    grundy_table(max, |x, emit| {
        for left in 0..x {
            for right in 0..x - left {
                emit(&[left, right]);
            }
        }
    })
}

/// The second computation, apart from `solve`: each row's value from the
/// mex table, then anti-Nim's rule as Bouton's misère analysis states it:
/// when no value is above 1 the players take single apples in turn, so the
/// first player wins iff the number of 1s is even; otherwise iff the
/// nim-sum is not 0.
pub fn second_wins(table: &[usize], rows: &[u64]) -> bool {
    let values: Vec<usize> = rows.iter().map(|&r| table[r as usize]).collect();
    if values.iter().all(|&v| v <= 1) {
        values.iter().filter(|&&v| v == 1).count() % 2 == 0
    } else {
        values.iter().fold(0, |x, &v| x ^ v) != 0
    }
}

/// The second computation's answers (rows up to 100, the statement's bound).
fn beyond_search(input: &str) -> Option<String> {
    let cases = read_cases(input);
    if cases.iter().flatten().any(|&r| r > 100) {
        return None;
    }
    let table = row_values(100);
    Some(
        cases
            .iter()
            .map(|c| words(second_wins(&table, c)))
            .collect(),
    )
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
/// cases, each either 1 to min(4, 1 + size / 2) rows of 1 to
/// min(size, 20 / n), or up to 12 * size single apples beside up to
/// min(2, size / 2) rows of 2 to 4 (shuffled), or one row of up to
/// 3 * size (size 1: one or two single apples; size 8: up to 4 rows of 5,
/// 96 ones and two small rows, or one row of up to 24).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let cases: Vec<Vec<u64>> = (0..rng.range(1, 3))
        .map(|_| match rng.range(0, 2) {
            0 => {
                let n = rng.range(1, (1 + size / 2).min(4));
                (0..n).map(|_| rng.range(1, size.min(20 / n))).collect()
            }
            1 => {
                let mut rows: Vec<u64> = (0..rng.range(0, (size / 2).min(2)))
                    .map(|_| rng.range(2, 4))
                    .collect();
                rows.extend((0..rng.range(1, 12 * size)).map(|_| 1));
                rng.shuffle(&mut rows);
                rows.truncate(100);
                rows
            }
            _ => vec![rng.range(1, 3 * size)],
        })
        .collect();
    input(&cases)
}

/// The theory's boundary, between its two cases: k single apples beside
/// nothing, one row of 2 or 3 (the first player wins), or two rows of 2
/// and 2 or 3 (the nim-sum decides); each answer rests on whether a row
/// above 1 is left.
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    let cases: Vec<Vec<u64>> = (0..rng.range(1, 4))
        .map(|_| {
            let more: &[u64] = match rng.range(0, 4) {
                0 => &[],
                1 => &[2],
                2 => &[3],
                3 => &[2, 2],
                _ => &[2, 3],
            };
            let ones = rng.range(u64::from(more.is_empty()), 98) as usize;
            let mut rows = vec![1; ones];
            rows.extend_from_slice(more);
            rng.shuffle(&mut rows);
            rows
        })
        .collect();
    input(&cases)
}

/// The generated cases; judge-data/hdu2509-be-the-winner/README.md says
/// how each was made and what backs its answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(2509);
    let mut cases = Vec::new();
    for i in 1..=6 {
        let c: Vec<Vec<u64>> = (0..20)
            .map(|_| {
                let n = rng.range(1, 4);
                (0..n).map(|_| rng.range(1, 20 / n)).collect()
            })
            .collect();
        cases.push(Generated::searched(
            &format!("random-small-{i:02}"),
            input(&c),
        ));
    }
    let ones: Vec<Vec<u64>> = (1..=100).map(|k| vec![1; k]).collect();
    cases.push(Generated::searched("edge-all-ones-1-to-100", input(&ones)));
    // k ones beside one row above 1 (the first player always wins) or two
    // (the nim-sum decides): the boundary of the theorem's two cases.
    let boundary: Vec<Vec<u64>> = (0..=60)
        .flat_map(|k| {
            [
                vec![2],
                vec![3],
                vec![8],
                vec![2, 2],
                vec![2, 3],
                vec![3, 3],
            ]
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
        input(&boundary),
    ));
    let singles: Vec<Vec<u64>> = (1..=24).map(|len| vec![len]).collect();
    cases.push(Generated::searched("edge-single-rows", input(&singles)));
    // Positions of nim-sum 0 with rows above 1, and equal pairs: the
    // second player wins; one more single apple turns each around.
    let zero_sum: Vec<Vec<u64>> = vec![
        vec![2, 2],
        vec![1, 2, 3],
        vec![3, 5, 6],
        vec![4, 4, 1, 1],
        vec![1, 4, 5],
        vec![2, 4, 6],
        vec![7, 7],
        vec![1, 2, 3, 1],
        vec![3, 5, 6, 1],
        vec![1, 1, 1, 1, 2, 2],
        vec![1, 1, 1, 2, 2],
    ];
    cases.push(Generated::searched("edge-nim-sum-zero", input(&zero_sum)));
    // Rows at the statement's bound, one per case: the second computation.
    let long: Vec<Vec<u64>> = (1..=100).map(|len| vec![len]).collect();
    let table = row_values(100);
    let answers =
        |cs: &[Vec<u64>]| -> String { cs.iter().map(|c| words(second_wins(&table, c))).collect() };
    cases.push(Generated::constructed(
        "max-single-rows-1-to-100",
        input(&long),
        &answers(&long),
    ));
    // 7500 cases of 100 rows of up to 100 (about 1.9 MB), in five kinds
    // so that both answers and both of the theorem's cases are common:
    // random rows; random rows whose nim-sum is 0; single apples only
    // (99 or 100); 99 single apples and one row above 1; pairs of equal
    // rows.
    let mixed: Vec<Vec<u64>> = (0..7500)
        .map(|i| {
            let n = 100;
            let mut c: Vec<u64> = match i % 5 {
                0 => (0..n).map(|_| rng.range(1, 100)).collect(),
                1 => {
                    // 98 random rows, then two rows a and a ^ x (x the
                    // nim-sum so far), both in 1..=100.
                    let mut c: Vec<u64> = (0..n - 2).map(|_| rng.range(1, 100)).collect();
                    let x = c.iter().fold(0, |x, &r| x ^ r);
                    let a = loop {
                        let a = rng.range(1, 100);
                        if (1..=100).contains(&(a ^ x)) {
                            break a;
                        }
                    };
                    c.push(a);
                    c.push(a ^ x);
                    c
                }
                2 => vec![1; rng.range(99, 100) as usize],
                3 => {
                    let mut c = vec![1; n - 1];
                    c.push(rng.range(2, 100));
                    c
                }
                _ => {
                    let half: Vec<u64> = (0..n / 2).map(|_| rng.range(1, 100)).collect();
                    let mut c = half.clone();
                    c.extend(half);
                    c
                }
            };
            rng.shuffle(&mut c);
            c
        })
        .collect();
    cases.push(Generated::constructed(
        "max-7500-cases-mixed",
        input(&mixed),
        &answers(&mixed),
    ));
    cases
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    boundary_input, generated,
    min_searched: 10,
}
