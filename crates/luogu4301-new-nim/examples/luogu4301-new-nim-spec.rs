//! Luogu P4301 New Nim's spec (`test_support::spec`): the statement's
//! constraints; as the reference, the exhaustive search of the whole game
//! (both rounds of whole-heap removals, then Nim, all by the rules) for
//! up to 7 heaps of up to 15; beyond it, a second computation (the
//! heaviest independent set by ranks from Gaussian elimination, checked
//! against the search in the tests); and the inputs made from them.

use judge_io::Error;
use test_support::{nim_moves, shape, Generated, Rng, Strict, WinLossSearch};

/// A position of the real game: the round (1: the first player removes
/// whole heaps; 2: the second player does; 3: Nim, whoever is to move)
/// and the heaps, sorted. In rounds 1 and 2 a heap of 0 is still a heap
/// (keeping it alone is a legal choice); in round 3 it offers no move and
/// is dropped, as `nim_moves` keeps positions.
pub type Position = (u8, Vec<u64>);

/// The first rounds' choices from `heaps`: every non-empty sub-multiset
/// to keep (removing any heaps, but not all), sorted and without repeats.
pub fn kept_subsets(heaps: &[u64]) -> Vec<Vec<u64>> {
    let mut subsets = Vec::new();
    for mask in 1u32..(1 << heaps.len()) {
        let kept: Vec<u64> = (0..heaps.len())
            .filter(|&i| mask & (1 << i) != 0)
            .map(|i| heaps[i])
            .collect();
        subsets.push(kept);
    }
    for s in &mut subsets {
        s.sort_unstable();
    }
    subsets.sort();
    subsets.dedup();
    subsets
}

/// Every position one move away, by the rules alone (no xor, no basis).
pub fn moves(position: &Position) -> Vec<Position> {
    let (round, heaps) = position;
    match round {
        1 => kept_subsets(heaps).into_iter().map(|k| (2, k)).collect(),
        2 => kept_subsets(heaps)
            .into_iter()
            .map(|mut k| {
                k.retain(|&a| a > 0);
                (3, k)
            })
            .collect(),
        _ => nim_moves(heaps).into_iter().map(|p| (3, p)).collect(),
    }
}

pub type Search = WinLossSearch<Position, fn(&Position) -> Vec<Position>>;

pub fn new_search() -> Search {
    WinLossSearch::new(moves as fn(&Position) -> Vec<Position>)
}

/// The least total the first player removes in round 1 and then wins, by
/// the search: over every choice of heaps to keep, those after which the
/// second player (to move in round 2) loses; `None` if there is none.
pub fn searched_least_removed(search: &mut Search, heaps: &[u64]) -> Option<u64> {
    let total: u64 = heaps.iter().sum();
    kept_subsets(heaps)
        .into_iter()
        .filter(|kept| !search.wins(&(2, kept.clone())))
        .map(|kept| total - kept.iter().sum::<u64>())
        .min()
}

/// Whether the first player wins at all, by the search of the whole game
/// from round 1.
pub fn searched_first_wins(search: &mut Search, heaps: &[u64]) -> bool {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable();
    search.wins(&(1, sorted))
}

/// Whether `values` are linearly independent over GF(2): the rank of
/// the bit matrix they form (rows = values), by Gaussian elimination
/// that pivots on the lowest set bit and clears it from every other row,
/// equals their number. Written apart from the solution's basis.
pub fn independent(values: &[u64]) -> bool {
    let mut rows: Vec<u64> = values.to_vec();
    let mut rank = 0;
    for bit in 0..64 {
        let p = match (rank..rows.len()).find(|&r| rows[r] >> bit & 1 == 1) {
            Some(p) => p,
            None => continue,
        };
        rows.swap(rank, p);
        for r in 0..rows.len() {
            if r != rank && rows[r] >> bit & 1 == 1 {
                rows[r] ^= rows[rank];
            }
        }
        rank += 1;
    }
    rank == values.len()
}

/// The second computation: the heaviest independent set, heaps taken
/// from the largest down and kept when the kept set stays independent by
/// `independent` (Gaussian elimination from scratch each time: O(k^2 * 64)
/// per heap); the removed total in 128 bits. It rests on the same matroid
/// argument as `solve` (checked against the search in the tests) and
/// backs the arithmetic at the largest sizes: the bit width, the order,
/// the total.
pub fn second_computation(heaps: &[u64]) -> Option<u128> {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let mut kept: Vec<u64> = Vec::new();
    let mut removed: u128 = 0;
    for &h in &sorted {
        kept.push(h);
        if !independent(&kept) {
            kept.pop();
            removed += u128::from(h);
        }
    }
    if kept.is_empty() {
        None
    } else {
        Some(removed)
    }
}

fn words(answer: Option<u128>) -> String {
    match answer {
        Some(total) => format!("{total}\n"),
        None => "-1\n".to_string(),
    }
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::values::validate(sc, ("k", 1..=100), ("a_i", 1..=1_000_000_000))
}

/// The largest heap and the most heaps the search is asked about.
pub const SEARCH_MAX_HEAP: u64 = 15;
pub const SEARCH_MAX_HEAPS: usize = 7;

/// The search's answer for up to 7 heaps of up to 15.
fn reference(input: &str) -> Option<String> {
    let heaps = shape::values::read(input);
    if heaps.len() > SEARCH_MAX_HEAPS || heaps.iter().any(|&a| a > SEARCH_MAX_HEAP) {
        return None;
    }
    let least = searched_least_removed(&mut new_search(), &heaps);
    Some(words(least.map(u128::from)))
}

/// Beyond the search, the second computation (checked against the
/// search in the problem's tests).
fn by_elimination(input: &str) -> Option<String> {
    Some(words(second_computation(&shape::values::read(input))))
}

fn input(heaps: &[u64]) -> String {
    shape::values::input(heaps)
}

/// A random input of size `size` (1..=8): 1 to min(size, 7) heaps of 1 to
/// 2 + 13 * size / 8 (size 8: up to 7 heaps of up to 15, the most the
/// search takes).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let k = rng.range(1, size.min(SEARCH_MAX_HEAPS as u64));
    let max = 2 + 13 * size / 8;
    let heaps: Vec<u64> = (0..k).map(|_| rng.range(1, max)).collect();
    input(&heaps)
}

const BILLION: u64 = 1_000_000_000;

/// `count` values with distinct highest bits, the highest `top` and the
/// others below it in decreasing order, random below their highest bit,
/// each below `limit`: linearly independent (an xor of some of them has
/// the highest bit of the largest one).
fn distinct_top_bits(rng: &mut Rng, top: u32, count: u32, limit: u64) -> Vec<u64> {
    (0..count)
        .map(|i| {
            let bit = top - i;
            let high = 1u64 << bit;
            high + rng.range(0, (high - 1).min(limit - 1 - high))
        })
        .collect()
}

/// The construction behind the `max-span-*` cases
/// (judge-data/luogu4301-new-nim/README.md): `r` heaps 2^29 ^ c_j, with
/// c_0 = 0 and c_1, ..., c_(r-1) of distinct highest bits below 29, all
/// at most 10^9 and independent; then `k - r` xors of an even number (at
/// least 2) of those heaps, each below 2^29, so smaller than all of them
/// and in their span. The greedy keeps the r large heaps and removes the
/// rest; returns the heaps (shuffled) and the removed total.
fn span_case(rng: &mut Rng, r: u32, k: usize) -> (Vec<u64>, u64) {
    let high = 1u64 << 29;
    let mut cs = vec![0u64];
    cs.extend(distinct_top_bits(rng, 28, r - 1, BILLION - high));
    let large: Vec<u64> = cs.iter().map(|&c| high ^ c).collect();
    let mut heaps = large.clone();
    let mut removed = 0;
    while heaps.len() < k {
        let mut x = 0;
        let mut count = 0;
        for &b in &large {
            if rng.range(0, 1) == 1 {
                x ^= b;
                count += 1;
            }
        }
        if count < 2 || count % 2 == 1 {
            continue;
        }
        heaps.push(x);
        removed += x;
    }
    rng.shuffle(&mut heaps);
    (heaps, removed)
}

/// The generated cases; judge-data/luogu4301-new-nim/README.md gives the
/// argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(4301);
    let mut cases = Generated::searched_series("random-small", 1..=10, |_| {
        let k = rng.range(2, SEARCH_MAX_HEAPS as u64);
        let heaps: Vec<u64> = (0..k).map(|_| rng.range(1, SEARCH_MAX_HEAP)).collect();
        input(&heaps)
    });
    let searched = [
        // One heap: nothing to remove, and it wins (the answer 0).
        ("edge-one-heap", vec![7]),
        ("edge-one-heap-of-one", vec![1]),
        // Independent heaps: remove nothing.
        ("edge-powers-of-two", vec![1, 2, 4, 8]),
        ("edge-independent-not-powers", vec![8, 12, 14, 15]),
        // Equal heaps: keep one.
        ("edge-all-equal", vec![13; 7]),
        // 3 = 1 ^ 2: the largest-first greedy removes 1, the smallest-first
        // one removes 3.
        ("edge-smallest-first-trap", vec![1, 2, 3]),
        ("edge-smallest-first-trap-2", vec![5, 9, 12, 6, 3]),
        // A dependent triple among larger heaps, heaps given in increasing
        // and in decreasing order.
        ("edge-increasing-order", vec![1, 3, 5, 6, 10, 12, 15]),
        ("edge-decreasing-order", vec![15, 12, 10, 6, 5, 3, 1]),
        // Two equal pairs and a third heap: each pair loses one.
        ("edge-two-pairs", vec![15, 15, 14, 14, 1]),
    ];
    for (stem, heaps) in searched {
        cases.push(Generated::searched(stem, input(&heaps)));
    }
    // 100 heaps of 10^9: two equal heaps cancel, one heap alone wins.
    cases.push(Generated::constructed(
        "max-all-equal",
        input(&[BILLION; 100]),
        &format!("{}\n", 99 * BILLION),
    ));
    // 30 independent heaps (distinct highest bits 29..0), nothing removed.
    let mut independent_heaps = distinct_top_bits(&mut rng, 29, 30, BILLION + 1);
    rng.shuffle(&mut independent_heaps);
    cases.push(Generated::constructed(
        "max-thirty-independent",
        input(&independent_heaps),
        "0\n",
    ));
    // Full rank (30 heaps above 2^29 span every value below 2^30) and
    // rank 10, each with 100 heaps.
    for (stem, r) in [("max-span-full-rank", 30), ("max-span-rank-10", 10)] {
        let (heaps, removed) = span_case(&mut rng, r, 100);
        cases.push(Generated::constructed(
            stem,
            input(&heaps),
            &format!("{removed}\n"),
        ));
    }
    // 100 random heaps up to 10^9, and 100 random heaps in the top half:
    // the second computation.
    for (stem, low) in [("max-random", 1), ("max-random-top-half", BILLION / 2)] {
        let heaps: Vec<u64> = (0..100).map(|_| rng.range(low, BILLION)).collect();
        let answer = words(second_computation(&heaps));
        cases.push(Generated::constructed(stem, input(&heaps), &answer));
    }
    cases
}

test_support::spec! {
    validate, reference, second_computation: by_elimination, random_input,
    generated,
    min_searched: 20,
}
