//! AtCoder ABC206 F Interval Game 2's spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search over the sets of intervals
//! still free (up to 24 intervals a test) and beyond it a second computation
//! (the plain range DP, checked against the search in the tests), and the
//! inputs made from them; apart from the solution.

use judge_io::Error;
use test_support::shape::counted_pairs;
use test_support::{verdict_lines, Generated, Rng, Strict, WinLossSearch};

pub type Interval = (u64, u64);
/// Makes one random interval of a kind of large input.
type Maker = fn(&mut Rng) -> Interval;

/// The moves by the rules: a position is the sorted list of intervals
/// that can still be chosen (sharing no point with a chosen one); a move
/// chooses one, which removes it and every listed interval meeting it
/// (its duplicates included).
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(free: &Vec<Interval>) -> Vec<Vec<Interval>> {
    free.iter()
        .map(|&(a, b)| {
            free.iter()
                .copied()
                .filter(|&(l, r)| r <= a || b <= l)
                .collect()
        })
        .collect()
}

pub fn search_wins<F>(search: &mut WinLossSearch<Vec<Interval>, F>, set: &[Interval]) -> bool
where
    F: FnMut(&Vec<Interval>) -> Vec<Vec<Interval>>,
{
    let mut start = set.to_vec();
    start.sort_unstable();
    search.wins(&start)
}

/// The exact layout of the judge's data and the problem's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let t = sc.next_in("T", 1u32, 20)?;
    sc.end_line()?;
    for _ in 0..t {
        let n = sc.next_in("N", 1u32, 100)?;
        sc.end_line()?;
        for _ in 0..n {
            let l = sc.next_in("L", 1u32, 99)?;
            sc.next_in("R", l + 1, 100)?;
            sc.end_line()?;
        }
    }
    Ok(())
}

/// The winners' names, first player first.
const WORDS: [&str; 2] = ["Alice", "Bob"];

/// The search's answers if every test has at most 24 intervals.
fn reference(input: &str) -> Option<String> {
    let cases = counted_pairs::read(input);
    if cases.iter().any(|c| c.len() > 24) {
        return None;
    }
    let mut search = WinLossSearch::new(moves);
    Some(verdict_lines(&cases, WORDS, |c| {
        search_wins(&mut search, c)
    }))
}

/// The second computation for tests too large to search, written apart
/// from `solve`: every integer range [l, r) of 1..=100 in order of
/// length, every interval scanned for each, the mex by a hash set.
/// Checked against the search in the tests
/// (`second_computation_matches_the_search_up_to_30_intervals`).
pub fn second_computation(intervals: &[Interval]) -> bool {
    use std::collections::HashSet;
    let mut g = [[0u32; 101]; 101];
    for len in 1..100 {
        for l in 1..=100 - len {
            let r = l + len;
            let options: HashSet<u32> = intervals
                .iter()
                .filter(|&&(a, b)| l <= a as usize && b as usize <= r)
                .map(|&(a, b)| g[l][a as usize] ^ g[b as usize][r])
                .collect();
            g[l][r] = (0..).find(|v| !options.contains(v)).unwrap();
        }
    }
    g[1][100] != 0
}

fn answers(cases: &[Vec<Interval>]) -> String {
    verdict_lines(cases, WORDS, |c| second_computation(c))
}

/// A random interval [l, r): l in 1..=`lefts`, r above it, at most
/// `longest` further and at most `end`.
fn interval(rng: &mut Rng, lefts: u64, longest: u64, end: u64) -> Interval {
    let l = rng.range(1, lefts);
    (l, rng.range(l + 1, (l + longest).min(end)))
}

/// `set` and its mirror image x -> 101 - x, side by side in disjoint
/// halves: [l, r) in 1..=50 and [101 - r, 101 - l) in 51..=100.
fn mirrored(set: &[Interval]) -> Vec<Interval> {
    let mut res = set.to_vec();
    res.extend(set.iter().map(|&(l, r)| (101 - r, 101 - l)));
    res
}

/// 20 tests of 100 intervals, each made by `interval`.
fn max_tests(rng: &mut Rng, interval: Maker) -> Vec<Vec<Interval>> {
    (0..20)
        .map(|_| (0..100).map(|_| interval(rng)).collect())
        .collect()
}

/// 20 tests of `half` random intervals inside [1, end] and their mirror
/// images (`mirrored`), with `middle` added, shuffled.
fn mirrored_tests(rng: &mut Rng, half: usize, end: u64, middle: &[Interval]) -> Vec<Vec<Interval>> {
    (0..20)
        .map(|_| {
            let half: Vec<Interval> = (0..half)
                .map(|_| interval(rng, end - 1, end, end))
                .collect();
            let mut c = mirrored(&half);
            c.extend_from_slice(middle);
            rng.shuffle(&mut c);
            c
        })
        .collect()
}

/// `tests` tests of `counts` intervals (`interval(rng, 99, longest, 100)`).
fn random_tests(rng: &mut Rng, tests: u64, counts: (u64, u64), longest: u64) -> String {
    let cases: Vec<Vec<Interval>> = (0..tests)
        .map(|_| {
            let n = rng.range(counts.0, counts.1);
            (0..n).map(|_| interval(rng, 99, longest, 100)).collect()
        })
        .collect();
    counted_pairs::input(&cases)
}

/// The generated cases; judge-data/abc206f-interval-game-2/README.md
/// gives the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(206);
    let mut cases = Generated::searched_series("random-small", 1..=4, |_| {
        random_tests(&mut rng, 20, (1, 12), 30)
    });
    let edges = vec![
        vec![(1, 100)],
        vec![(1, 100); 12],
        vec![(1, 2), (2, 3), (3, 4)],
        vec![(50, 51)],
    ];
    cases.push(Generated::searched(
        "edge-whole-line-and-duplicates",
        counted_pairs::input(&edges),
    ));
    // T = 20 tests of 16 to 24 intervals, still searched: short ones
    // (length up to 10, many separate groups) and any length (own seed,
    // so the cases below stay as they were).
    let mut medium_rng = Rng::new(2061);
    cases.extend(Generated::searched_series("random-medium", 1..=2, |i| {
        random_tests(&mut medium_rng, 20, (16, 24), [10, 99][i - 1])
    }));
    // T = 20, N = 100: 50 random intervals inside [1, 50] and their
    // mirror images inside [51, 100]: a second-player win (Bob).
    let big = mirrored_tests(&mut rng, 50, 50, &[]);
    cases.push(Generated::constructed(
        "max-t-n-mirrored",
        counted_pairs::input(&big),
        &"Bob\n".repeat(20),
    ));
    // The same plus one interval across the middle [50, 52) that meets
    // no other: Alice takes it first, then mirrors (N = 99).
    let cross = mirrored_tests(&mut rng, 49, 49, &[(50, 52)]);
    cases.push(Generated::constructed(
        "max-t-mirrored-plus-middle",
        counted_pairs::input(&cross),
        &"Alice\n".repeat(20),
    ));
    // T = 20, N = 100, answered by the second computation.
    let kinds: [(&str, Maker); 3] = [
        // L uniform in 1..=99, R uniform above it.
        ("max-t-n-random", |rng| interval(rng, 99, 99, 100)),
        // L in the first half, R uniform above it.
        ("max-t-n-mid-range", |rng| interval(rng, 50, 99, 100)),
        // Lengths 1 to 5 anywhere: the most ranges with the most
        // intervals inside, the costliest input found.
        ("max-t-n-short", |rng| {
            let l = rng.range(1, 99);
            (l, (l + rng.range(1, 5)).min(100))
        }),
    ];
    for (stem, interval) in kinds {
        let tests = max_tests(&mut rng, interval);
        cases.push(Generated::constructed(
            stem,
            counted_pairs::input(&tests),
            &answers(&tests),
        ));
    }
    // Two rows of Kayles per test (see `kayles_row`), so each test is
    // a win exactly when the rows' values differ: a wrong value of one
    // row decides it with nothing to cancel. The first row starts at 1,
    // the second ends at 100, and m + m' <= 51 keeps N <= 100. Values
    // (Kayles: 1 1 2 3 1 4 3 2 1 4 2 6 4 ... from m = 1) equal in the
    // first ten (Bob) and different in the last ten (Alice), among them
    // 5 to 8 beside 4, equal for a mex that stops at 4.
    let pairs: [(u64, u64); 20] = [
        (1, 4),
        (2, 7),
        (3, 6),
        (5, 9),
        (11, 22),
        (15, 23),
        (4, 8),
        (10, 14),
        (12, 17),
        (18, 6),
        (3, 2),
        (28, 12),
        (27, 24),
        (11, 12),
        (15, 9),
        (5, 4),
        (22, 23),
        (27, 15),
        (28, 23),
        (30, 21),
    ];
    let tests: Vec<Vec<Interval>> = pairs
        .iter()
        .map(|&(m1, m2)| {
            let mut case = kayles_row(1, m1);
            case.extend(kayles_row(100 - m2, m2));
            rng.shuffle(&mut case);
            case
        })
        .collect();
    cases.push(Generated::constructed(
        "edge-kayles-rows-at-both-ends",
        counted_pairs::input(&tests),
        &answers(&tests),
    ));
    // T = 20 tests of one interval each (N = 1, searched): a reader that
    // counts 2 + N tokens for a test's intervals where 2N are given runs
    // out of tokens on this valid input, which the others (N >= 2 on
    // the whole) never show.
    let singles: Vec<Vec<Interval>> = (0..20)
        .map(|_| vec![interval(&mut rng, 99, 99, 100)])
        .collect();
    cases.push(Generated::searched(
        "edge-one-interval-per-test",
        counted_pairs::input(&singles),
    ));
    cases
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
/// tests, each of 1 to size + 1 intervals with ends in 1..=size + 3
/// (size 1: one or two intervals on 1..=4; size 8: up to 9 on 1..=11).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let tests = rng.range(1, 3);
    let cases: Vec<Vec<Interval>> = (0..tests)
        .map(|_| {
            let n = rng.range(1, size + 1);
            (0..n)
                .map(|_| interval(rng, size + 2, size + 2, size + 3))
                .collect()
        })
        .collect();
    counted_pairs::input(&cases)
}

/// Beyond the search (more than 24 intervals a test), the second
/// computation's answer (the plain range DP, checked against the search in
/// `second_computation_matches_the_search_up_to_30_intervals`).
fn beyond_search(input: &str) -> Option<String> {
    Some(answers(&counted_pairs::read(input)))
}

/// The intervals [i, i + 1) and [i, i + 2) inside [s, s + m): Kayles
/// on m cells (a choice removes one cell or two adjacent ones), whose
/// values reach 8 by m = 27.
fn kayles_row(s: u64, m: u64) -> Vec<Interval> {
    let mut row: Vec<Interval> = (s..s + m).map(|i| (i, i + 1)).collect();
    row.extend((s..s + m - 1).map(|i| (i, i + 2)));
    row
}

/// Inputs at the boundaries: per test, two rows of Kayles, of 1 to 30
/// cells and at most 51 together (N <= 100), at random disjoint
/// places, half the time the first starting at 1 and half the time the
/// second ending at 100. Such a test is a win exactly when the two
/// rows' values differ, so it catches a wrong value of either row (a
/// mex over too few values, a line that ends before 100) with nothing
/// else to cancel it.
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    let cases: Vec<Vec<Interval>> = (0..rng.range(1, 2))
        .map(|_| {
            let m1 = rng.range(1, 30);
            let m2 = rng.range(1, 51 - m1); // 2(m1 + m2) - 2 <= 100 intervals
            let gap = 99 - m1 - m2; // free cells around the rows
            let before = if rng.range(0, 1) == 0 {
                0
            } else {
                rng.range(0, gap)
            };
            let between = if rng.range(0, 1) == 0 {
                gap - before
            } else {
                rng.range(0, gap - before)
            };
            let s1 = 1 + before;
            let s2 = s1 + m1 + between;
            let mut case = kayles_row(s1, m1);
            case.extend(kayles_row(s2, m2));
            rng.shuffle(&mut case);
            case
        })
        .collect();
    counted_pairs::input(&cases)
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    boundary_input, generated,
    min_searched: 8,
}
