//! Luogu P3185 split game's spec (`test_support::spec`): the statement's
//! constraints, the exhaustive search of the bottles (small positions) and
//! beyond it a second computation (every triple by the rules, the values
//! from the odious numbers, checked against the search in the tests), and
//! the inputs made from them; apart from the solution.

use judge_io::Error;
use test_support::{shape, Generated, Rng, Strict, WinLossSearch};

/// The winning first moves of a position, as the spec finds them (the
/// solution's `Answer` has the same fields).
#[derive(Debug, PartialEq, Eq)]
pub struct Answer {
    /// The smallest (i, j, k), comparing i, then j, then k.
    pub first: Option<(usize, usize, usize)>,
    /// How many there are.
    pub count: u64,
}

/// A position: the bean counts, the last bottle's emptied (its beans
/// can never be taken: no j > n - 1), so equal positions meet.
type Beans = Vec<u64>;

/// Every (i, j, k) with i < j <= k < n and bottle i not empty, in
/// increasing order, with the position it leads to.
fn moves_with_triples(beans: &Beans) -> Vec<((usize, usize, usize), Beans)> {
    let n = beans.len();
    let mut res = Vec::new();
    for i in 0..n {
        if beans[i] == 0 {
            continue;
        }
        for j in i + 1..n {
            for k in j..n {
                let mut next = beans.clone();
                next[i] -= 1;
                next[j] += 1;
                next[k] += 1;
                next[n - 1] = 0;
                res.push(((i, j, k), next));
            }
        }
    }
    res
}

/// The moves by the rules.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
fn moves(beans: &Beans) -> Vec<Beans> {
    moves_with_triples(beans)
        .into_iter()
        .map(|(_, b)| b)
        .collect()
}

type Search = WinLossSearch<Beans, fn(&Beans) -> Vec<Beans>>;

pub fn new_search() -> Search {
    WinLossSearch::new(moves as fn(&Beans) -> Vec<Beans>)
}

/// The search's answer: every move whose position is lost for the
/// opponent, in increasing order.
pub fn searched_answer(search: &mut Search, beans: &[u64]) -> Answer {
    let mut start = beans.to_vec();
    if let Some(last) = start.last_mut() {
        *last = 0;
    }
    let mut answer = Answer {
        first: None,
        count: 0,
    };
    for (triple, next) in moves_with_triples(&start) {
        if !search.wins(&next) {
            answer.first.get_or_insert(triple);
            answer.count += 1;
        }
    }
    answer
}

/// Every vector of `n` counts in 0..=max.
pub fn all_counts(n: usize, max: u64) -> Vec<Vec<u64>> {
    let mut res = vec![Vec::new()];
    for _ in 0..n {
        res = res
            .into_iter()
            .flat_map(|v| {
                (0..=max).map(move |c| {
                    let mut w = v.clone();
                    w.push(c);
                    w
                })
            })
            .collect();
    }
    res
}

/// The second computation, apart from `solve`: a bean's value by the
/// Mock Turtles theorem (Berlekamp, Conway, Guy, "Winning Ways", ch. 14:
/// the values of Mock Turtles, where a move turns over one, two or three
/// coins, the leftmost from heads to tails, are the odious numbers, those
/// with an odd number of 1 bits). Here a bean at distance d >= 1 has the
/// d-th odious number (1, 2, 4, 7, 8, 11, ...), and at d = 0 the value
/// 0. Checked against the definition in the tests and, through
/// `second_answer`, against the search.
fn odious(d: usize) -> usize {
    (1..)
        .filter(|v: &usize| v.count_ones() % 2 == 1)
        .nth(d - 1)
        .map_or(0, |v| v)
}

pub fn bean_value(d: usize) -> usize {
    if d == 0 {
        0
    } else {
        odious(d)
    }
}

/// The winning moves by the second computation: every triple by the
/// rules, applied to the counts, the resulting position's value
/// recomputed from all its bottles.
pub fn second_answer(beans: &[u64]) -> Answer {
    let n = beans.len();
    let position_value = |b: &[u64]| {
        (0..n)
            .filter(|&i| b[i] % 2 == 1)
            .fold(0, |acc, i| acc ^ bean_value(n - 1 - i))
    };
    let mut answer = Answer {
        first: None,
        count: 0,
    };
    for (triple, next) in moves_with_triples(&beans.to_vec()) {
        // moves_with_triples empties the last bottle; its beans have
        // value 0 either way.
        if position_value(&next) == 0 {
            answer.first.get_or_insert(triple);
            answer.count += 1;
        }
    }
    answer
}

/// A bean count: 0, small, or up to 10^4, odd or even.
pub fn random_count(rng: &mut Rng) -> u64 {
    match rng.range(0, 3) {
        0 => 0,
        1 => rng.range(1, 3),
        _ => rng.range(0, 10_000),
    }
}

/// An input of tests.
fn input(tests: &[Vec<u64>]) -> String {
    test_support::shape::cases::input(tests)
}

fn words(answer: &Answer) -> String {
    match answer.first {
        Some((i, j, k)) => format!("{i} {j} {k}\n{}\n", answer.count),
        None => format!("-1 -1 -1\n{}\n", answer.count),
    }
}

/// The statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::cases::validate(sc, ("t", 1..=10), ("n", 2..=21), ("p", 0..=10_000))
}

/// Whether the search answers a position: up to 5 bottles of up to 2
/// beans, or 6 of up to 1 (the last bottle's count does not matter).
fn searchable(beans: &[u64]) -> bool {
    let head = &beans[..beans.len().saturating_sub(1)];
    match beans.len() {
        0..=5 => head.iter().all(|&c| c <= 2),
        6 => head.iter().all(|&c| c <= 1),
        _ => false,
    }
}

/// The search's answers when every test is searchable.
fn reference(input: &str) -> Option<String> {
    let tests = test_support::shape::cases::read(input);
    if !tests.iter().all(|b| searchable(b)) {
        return None;
    }
    let mut search = new_search();
    Some(
        tests
            .iter()
            .map(|b| words(&searched_answer(&mut search, b)))
            .collect(),
    )
}

/// Beyond the search, the second computation's answer (`second_answer`).
fn beyond_search(input: &str) -> Option<String> {
    Some(second_text(&test_support::shape::cases::read(input)))
}

fn second_text(tests: &[Vec<u64>]) -> String {
    tests.iter().map(|b| words(&second_answer(b))).collect()
}

/// A searchable test: 2 to 6 bottles (6 only when `size` > 4).
fn random_small_test(rng: &mut Rng, size: u64) -> Vec<u64> {
    let n = rng.range(2, if size > 4 { 6 } else { 5 }) as usize;
    let max = if n == 6 { 1 } else { 2 };
    let mut beans: Vec<u64> = (0..n).map(|_| rng.range(0, max)).collect();
    // The last bottle's count is free (it never moves).
    beans[n - 1] = rng.range(0, 10_000);
    beans
}

/// Tests at the theory's boundaries, for 21 bottles: only bottles
/// from 10 on hold an odd count (the smallest move has two-digit
/// numbers), the lowest non-empty bottle even (moves from it still
/// count), and zeros below bottles whose move would win.
fn boundary_test(rng: &mut Rng) -> Vec<u64> {
    let n = rng.range(11, 21) as usize;
    let mut beans: Vec<u64> = (0..n).map(|_| random_count(rng)).collect();
    match rng.range(0, 2) {
        0 => {
            // Odd counts only from bottle 10 on; below, even counts.
            for b in beans.iter_mut().take(10) {
                *b = 2 * rng.range(0, 5_000);
            }
        }
        1 => {
            // Empty bottles below a random one.
            let lowest = rng.range(0, n as u64 - 2) as usize;
            for b in beans.iter_mut().take(lowest) {
                *b = 0;
            }
            beans[lowest] = 2 * rng.range(1, 5_000);
        }
        _ => {}
    }
    beans
}

/// The generated cases; judge-data/luogu3185-split-game/README.md gives
/// the backing of each.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(3185);
    let mut cases = Generated::searched_series("random-small", 1..=10, |_| {
        let tests: Vec<Vec<u64>> = (0..10).map(|_| random_small_test(&mut rng, 8)).collect();
        input(&tests)
    });
    // Two bottles: the only move is (0, 1, 1).
    cases.push(Generated::searched(
        "edge-two-bottles",
        input(&[
            vec![0, 0],
            vec![1, 0],
            vec![2, 0],
            vec![1, 10_000],
            vec![0, 9_999],
            vec![2, 1],
        ]),
    ));
    // Every position of 3 bottles with up to 2 beans (the last one's
    // count varied), 10 per file.
    let threes: Vec<Vec<u64>> = all_counts_for_edge(3);
    for (i, chunk) in threes.chunks(10).enumerate() {
        cases.push(Generated::searched(
            &format!("edge-three-bottles-{:02}", i + 1),
            input(chunk),
        ));
    }
    // The first bottle even but non-zero, and the first bottles empty.
    cases.push(Generated::searched(
        "edge-even-and-empty",
        input(&[
            vec![2, 1, 0, 0],
            vec![2, 0, 1, 0, 0],
            vec![0, 0, 1, 1, 0],
            vec![0, 2, 1, 1, 0],
            vec![2, 2, 2, 2, 2],
            vec![0, 0, 0, 1, 7],
            vec![1, 1, 1, 1, 1],
            vec![2, 1, 1, 0, 1],
            vec![0, 1, 0, 1, 0, 1],
            vec![1, 0, 1, 0, 1, 0],
        ]),
    ));
    // 10 tests of 21 bottles.
    let tests: Vec<Vec<u64>> = (0..10)
        .map(|_| (0..21).map(|_| random_count(&mut rng)).collect())
        .collect();
    cases.push(Generated::constructed(
        "max-t-n-random",
        input(&tests),
        &second_text(&tests),
    ));
    for i in 1..=3 {
        let tests: Vec<Vec<u64>> = (0..10).map(|_| boundary_test(&mut rng)).collect();
        cases.push(Generated::constructed(
            &format!("max-boundaries-{i:02}"),
            input(&tests),
            &second_text(&tests),
        ));
    }
    // Where integer and text order differ (`0 2 13` before `0 11 12` as
    // integers, after it as text): random tests of 21 bottles, kept
    // when the least winning triple as integers is not the least as
    // text.
    let mut tests = Vec::new();
    while tests.len() < 10 {
        let beans: Vec<u64> = (0..21).map(|_| random_count(&mut rng)).collect();
        if text_order_differs(&beans) {
            tests.push(beans);
        }
    }
    cases.push(Generated::constructed(
        "max-text-order-differs",
        input(&tests),
        &second_text(&tests),
    ));
    // Every count even and non-zero (X = 0, a loss), 10^4 at the top.
    let tests: Vec<Vec<u64>> = (0..10)
        .map(|t| {
            (0..21)
                .map(|i| {
                    if (i + t) % 3 == 0 {
                        10_000
                    } else {
                        2 * (i as u64 + 1)
                    }
                })
                .collect()
        })
        .collect();
    cases.push(Generated::constructed(
        "max-all-even",
        input(&tests),
        &second_text(&tests),
    ));
    cases
}

/// Every 3-bottle position with counts up to 2 in the first two
/// bottles and 0 or 10^4 in the last.
fn all_counts_for_edge(n: usize) -> Vec<Vec<u64>> {
    let mut res = all_counts(n, 2);
    for (i, b) in res.iter_mut().enumerate() {
        b[n - 1] = if i % 2 == 0 { 0 } else { 10_000 };
    }
    res
}

/// Whether the least winning move as integers differs from the least
/// as text (`i j k` compared as strings).
fn text_order_differs(beans: &[u64]) -> bool {
    let n = beans.len();
    let v = |b: usize| bean_value(n - 1 - b);
    let x = (0..n)
        .filter(|&i| beans[i] % 2 == 1)
        .fold(0, |a, i| a ^ v(i));
    let mut wins = Vec::new();
    for i in (0..n).filter(|&i| beans[i] > 0) {
        for j in i + 1..n {
            for k in j..n {
                if x ^ v(i) ^ v(j) ^ v(k) == 0 {
                    wins.push((i, j, k));
                }
            }
        }
    }
    let by_text = wins.iter().min_by_key(|&&(i, j, k)| format!("{i} {j} {k}"));
    wins.first() != by_text
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
/// 10 searchable tests.
fn random_input(rng: &mut Rng, size: u64) -> String {
    let tests: Vec<Vec<u64>> = (0..rng.range(1, size.min(10)))
        .map(|_| random_small_test(rng, size))
        .collect();
    input(&tests)
}

/// Inputs at the theory's boundaries (`boundary_test`), answered by
/// the second computation.
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let tests: Vec<Vec<u64>> = (0..size.min(10)).map(|_| boundary_test(rng)).collect();
    input(&tests)
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    boundary_input, generated,
    min_searched: 16,
}
