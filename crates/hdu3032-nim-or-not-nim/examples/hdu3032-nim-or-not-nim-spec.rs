//! HDU 3032 Nim or not Nim?'s spec (`test_support::spec`): the statement's
//! constraints; as the reference, the exhaustive search of Lasker's Nim
//! by its rules (take from a heap, or split it in two non-empty heaps);
//! beyond it, a second computation (the values by the period read off a
//! block table, checked against the search and the mex definition in the
//! problem's tests); and the inputs made from them. An example target: it
//! cannot see the solution.

use judge_io::Error;
use test_support::{shape, Generated, Rng, Strict, WinLossSearch};

/// The moves by the rules: from one heap of h, leave k < h objects (the
/// heap is gone at 0), or split it into a and h - a, both non-empty.
/// Positions are sorted with no empty heap.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        if i > 0 && heaps[i - 1] == h {
            continue; // Same heap size, same moves.
        }
        let others = || {
            let mut p = heaps.clone();
            p.remove(i);
            p
        };
        for keep in 0..h {
            let mut p = others();
            if keep > 0 {
                p.push(keep);
            }
            p.sort_unstable();
            next.push(p);
        }
        for a in 1..=h / 2 {
            let mut p = others();
            p.push(a);
            p.push(h - a);
            p.sort_unstable();
            next.push(p);
        }
    }
    next
}

pub type Search = WinLossSearch<Vec<u64>, fn(&Vec<u64>) -> Vec<Vec<u64>>>;

pub fn new_search() -> Search {
    WinLossSearch::new(moves as fn(&Vec<u64>) -> Vec<Vec<u64>>)
}

/// Whether the first player wins on `heaps` (any order; heaps of 0
/// dropped), by the search.
pub fn search_wins(search: &mut Search, heaps: &[u64]) -> bool {
    let mut p: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    p.sort_unstable();
    search.wins(&p)
}

fn words(alice_wins: bool) -> &'static str {
    if alice_wins {
        "Alice\n"
    } else {
        "Bob\n"
    }
}

/// The largest heap the statement allows.
pub const MAX_HEAP: u64 = (1 << 31) - 1;

/// The exact layout of the judge's data (`cases`) and the statement's
/// constraints: 1 <= T <= 100, 1 <= N <= 10^6, 1 <= s_i <= 2^31 - 1.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::cases::validate(
        sc,
        ("T", 1..=100),
        ("N", 1..=1_000_000),
        ("s_i", 1..=MAX_HEAP),
    )
}

/// The search's answers when every case holds at most 24 objects.
fn reference(input: &str) -> Option<String> {
    let cases = shape::cases::read(input);
    if cases.iter().any(|c| c.iter().sum::<u64>() > 24) {
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

/// The values of heaps 1 to 4 (the first block); heap 4j + i is worth
/// 4j + BLOCK[i - 1]: the period read off the mex table in the tests.
const BLOCK: [u64; 4] = [1, 2, 4, 3];

/// The second computation's value of a heap, apart from `solve`'s (`0`
/// for 0; any heap of the statement, where 4j + 4 < 2^64).
pub fn block_value(h: u64) -> u64 {
    if h == 0 {
        return 0;
    }
    let (j, i) = ((h - 1) / 4, (h - 1) % 4);
    4 * j + BLOCK[i as usize]
}

/// A heap whose value is `v` (`v` >= 1): the inverse of `block_value`.
pub fn heap_worth(v: u64) -> u64 {
    let (j, i) = ((v - 1) / 4, (v - 1) % 4);
    let i = BLOCK
        .iter()
        .position(|&b| b == i + 1)
        .expect("a block value") as u64;
    4 * j + i + 1
}

/// The second computation: Alice wins iff the nim-sum of the block values
/// is not 0.
pub fn second_wins(heaps: &[u64]) -> bool {
    heaps.iter().fold(0, |x, &h| x ^ block_value(h)) != 0
}

/// The second computation's answers, for heaps of the statement's range.
fn beyond_search(input: &str) -> Option<String> {
    let cases = shape::cases::read(input);
    if cases.iter().flatten().any(|&h| h > MAX_HEAP) {
        return None;
    }
    Some(cases.iter().map(|c| words(second_wins(c))).collect())
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
/// cases of 1 to min(4, 1 + size / 2) heaps of 1 to min(3 * size, 24 / N)
/// (size 1: one heap of 1 to 3; size 8: up to 4 heaps of up to 6, or
/// fewer and larger, 24 objects at most).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let cases: Vec<Vec<u64>> = (0..rng.range(1, 3))
        .map(|_| {
            let n = rng.range(1, (1 + size / 2).min(4));
            (0..n)
                .map(|_| rng.range(1, (3 * size).min(24 / n)))
                .collect()
        })
        .collect();
    shape::cases::input(&cases)
}

/// The period's boundary, where Lasker's values differ from the heaps: a
/// heap h of 4j + 3 or 4j + 4 (j up to the top of the range), worth v,
/// beside a heap of 1 or 2 and the heap worth v ^ 1 or v ^ 2 (nim-sum 0:
/// Bob, where plain Nim's sum is not 0), or beside 1 and h ^ 1 (plain
/// Nim's sum 0, Lasker's not: Alice); or 2^31 - 1 (worth 2^31) alone,
/// paired, or beside another heap. Each answer rests on the swap of
/// 4j + 3 and 4j + 4.
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    let cases: Vec<Vec<u64>> = (0..rng.range(1, 4))
        .map(|_| {
            let j = rng.range(0, (MAX_HEAP - 4) / 4);
            let h = 4 * j + rng.range(3, 4);
            let v = block_value(h);
            let mut c = match rng.range(0, 3) {
                0 => vec![h, 1, heap_worth(v ^ 1)],
                1 => vec![h, 2, heap_worth(v ^ 2)],
                2 => vec![h, 1, h ^ 1],
                _ => match rng.range(0, 2) {
                    0 => vec![MAX_HEAP],
                    1 => vec![MAX_HEAP, MAX_HEAP],
                    _ => vec![MAX_HEAP, 4 * j + rng.range(1, 4)],
                },
            };
            rng.shuffle(&mut c);
            c
        })
        .collect();
    shape::cases::input(&cases)
}

/// The generated cases; judge-data/hdu3032-nim-or-not-nim/README.md says
/// how each was made and what backs its answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(3032);
    let mut cases = Vec::new();
    for i in 1..=6 {
        let c: Vec<Vec<u64>> = (0..20)
            .map(|_| {
                let n = rng.range(1, 4);
                (0..n).map(|_| rng.range(1, 24 / n)).collect()
            })
            .collect();
        cases.push(Generated::searched(
            &format!("random-small-{i:02}"),
            shape::cases::input(&c),
        ));
    }
    let pairs: Vec<Vec<u64>> = (1..=12)
        .flat_map(|a| (a..=12).map(move |b| vec![a, b]))
        .collect();
    cases.push(Generated::searched(
        "edge-pairs-up-to-12",
        shape::cases::input(&pairs),
    ));
    let triples: Vec<Vec<u64>> = (1..=7)
        .flat_map(|a| (a..=7).flat_map(move |b| (b..=7).map(move |c| vec![a, b, c])))
        .collect();
    cases.push(Generated::searched(
        "edge-triples-up-to-7",
        shape::cases::input(&triples),
    ));
    // Where plain Nim and Lasker's Nim disagree: multisets of 2 to 4
    // heaps of 1 to 12 (24 objects at most) whose plain nim-sum is 0 and
    // Lasker's is not, or the other way round; the first 100.
    let disagree: Vec<Vec<u64>> = test_support::multisets(4, 1, 12)
        .into_iter()
        .filter(|c| c.len() >= 2 && c.iter().sum::<u64>() <= 24)
        .filter(|c| (c.iter().fold(0, |x, &h| x ^ h) == 0) == second_wins(c))
        .take(100)
        .collect();
    cases.push(Generated::searched(
        "edge-where-plain-nim-errs",
        shape::cases::input(&disagree),
    ));
    // The top of the range: 2^31 - 1 is worth 2^31, beyond a signed
    // 32-bit int; odd counts of it leave bit 31 set in the nim-sum.
    let top = MAX_HEAP;
    let top_cases: Vec<Vec<u64>> = vec![
        vec![top],
        vec![top, top],
        vec![top, top, top],
        vec![top, top - 1],
        vec![top, top - 2],
        vec![top, top - 3],
        vec![top - 3, top - 2, 1],
        vec![top, 1, 2, 3],
        vec![top - 1, top - 2],
        vec![top - 3, top],
        vec![top, 4, 3],
        vec![top, top, 3, 4],
    ];
    cases.push(Generated::constructed(
        "edge-top-of-range",
        shape::cases::input(&top_cases),
        &top_cases
            .iter()
            .map(|c| words(second_wins(c)))
            .collect::<String>(),
    ));
    // Up to 2 MB each. Paired: T = 100 cases of 900 random equal pairs
    // (one pair of 2^31 - 1), every other case with one more heap: the
    // mirror argument (README) answers Bob, then Alice.
    let mut paired = Vec::new();
    let mut paired_answers = String::new();
    for k in 0..100 {
        let mut half: Vec<u64> = (0..899).map(|_| rng.range(1, top)).collect();
        half.push(top);
        let mut c = half.clone();
        c.extend(half);
        if k % 2 == 1 {
            c.push(rng.range(1, top));
            paired_answers.push_str(words(true));
        } else {
            paired_answers.push_str(words(false));
        }
        rng.shuffle(&mut c);
        paired.push(c);
    }
    cases.push(Generated::constructed(
        "max-t-100-paired",
        shape::cases::input(&paired),
        &paired_answers,
    ));
    // Random: T = 4 cases of 45000 heaps; the second and fourth end with
    // the heap that cancels the others' nim-sum (Bob) where one exists.
    let random: Vec<Vec<u64>> = (0..4)
        .map(|k| {
            let mut c: Vec<u64> = (0..45_000).map(|_| rng.range(1, top)).collect();
            if k % 2 == 1 {
                let x = c.iter().fold(0, |x, &h| x ^ block_value(h));
                if x != 0 && heap_worth(x) <= top {
                    c.push(heap_worth(x));
                }
            }
            c
        })
        .collect();
    cases.push(Generated::constructed(
        "max-t-4-random",
        shape::cases::input(&random),
        &random
            .iter()
            .map(|c| words(second_wins(c)))
            .collect::<String>(),
    ));
    cases
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    boundary_input, generated,
    min_searched: 8,
}
