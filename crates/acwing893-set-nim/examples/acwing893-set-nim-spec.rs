//! AcWing 893 集合-Nim游戏 (set Nim)'s spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search of the subtraction game
//! as its reference, and the inputs made from them; apart from the
//! solution.

use judge_io::Error;
use test_support::{join, numbers, shape, Generated, Rng, Strict, WinLossSearch};

/// The search's verdict on piles in any order, empty ones included.
pub use test_support::nim::search_wins;

/// The moves by the rules, on sorted piles without empty ones: remove s
/// stones from one pile, for s in `set` with s at most the pile.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(set: &[u64], piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..piles.len() {
        for &s in set {
            if s <= piles[i] {
                next.push(test_support::with_pile(piles, i, piles[i] - s));
            }
        }
    }
    next
}

/// The exact layout of the judge's data and the problem's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let k = sc.next_in("k", 1usize, 100)?;
    sc.end_line()?;
    let mut set = Vec::new();
    for _ in 0..k {
        set.push(sc.next_in("s_i", 1u32, 10_000)?);
    }
    sc.end_line()?;
    set.sort_unstable();
    if set.windows(2).any(|w| w[0] == w[1]) {
        return Err(Error::new("the values of S are not distinct"));
    }
    shape::values::validate(sc, ("n", 1..=100), ("h_i", 1..=10_000))
}

/// The search's answer for at most 3 piles of at most 12, two piles of at
/// most 100, or one pile of any size.
fn reference(input: &str) -> Option<String> {
    let v = numbers(input);
    let k = v[0] as usize;
    let set = v[1..=k].to_vec();
    let piles = v[k + 2..].to_vec();
    let small = piles.len() <= 3 && piles.iter().all(|&p| p <= 12);
    let pair = piles.len() == 2 && piles.iter().all(|&p| p <= 100);
    if piles.len() > 1 && !small && !pair {
        return None;
    }
    let wins = search_wins(
        &mut WinLossSearch::new(|p: &Vec<u64>| moves(&set, p)),
        &piles,
    );
    Some(if wins { "Yes" } else { "No" }.to_string())
}

fn input(set: &[u64], piles: &[u64]) -> String {
    format!(
        "{}\n{}\n{}\n{}\n",
        set.len(),
        join(set),
        piles.len(),
        join(piles)
    )
}

/// k distinct values from 1..=max_s.
fn random_set(rng: &mut Rng, k: usize, max_s: u64) -> Vec<u64> {
    let mut set = Vec::new();
    while set.len() < k {
        let s = rng.range(1, max_s);
        if !set.contains(&s) {
            set.push(s);
        }
    }
    set
}

/// A random input of size `size` (1..=8) for `scripts/stress`: S of 1 to
/// min(4, size) distinct values from 1..=size + 1, then 1 to min(3,
/// size) piles of 1 to min(12, 3 * size / 2 + 1) stones (size 1: S = {1}
/// or {2}, one pile of 1 or 2; size 8: up to 4 values up to 9, up to 3
/// piles of up to 12).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let mut values: Vec<u64> = (1..=size + 1).collect();
    rng.shuffle(&mut values);
    let k = rng.range(1, size.min(4)) as usize;
    let mut set = values[..k].to_vec();
    set.sort_unstable();
    let n = rng.range(1, size.min(3));
    let piles: Vec<u64> = (0..n)
        .map(|_| rng.range(1, (3 * size / 2 + 1).min(12)))
        .collect();
    input(&set, &piles)
}

/// An input at the theory's boundaries for `scripts/stress`: which moves
/// fit a pile is decided at the values of S, so the boundaries are
/// h = s - 1, s, s + 1 for s in S. S: 1 to min(4, size) distinct values
/// from 1..=size + 1, in random order (not sorted, as the statement
/// allows); one pile at a boundary of a random s of S, alone (its answer
/// depends on that boundary only) or, half of the time, beside a second
/// pile of 1 to 12 stones.
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let mut values: Vec<u64> = (1..=size + 1).collect();
    rng.shuffle(&mut values);
    let k = rng.range(1, size.min(4)) as usize;
    let set = values[..k].to_vec();
    let s = set[rng.range(0, k as u64 - 1) as usize];
    let mut piles = vec![(s + rng.range(0, 2)).saturating_sub(1).max(1)];
    if rng.range(0, 1) == 1 {
        piles.push(rng.range(1, 12));
        rng.shuffle(&mut piles);
    }
    input(&set, &piles)
}

/// The generated cases; judge-data/acwing893-set-nim/README.md gives the
/// argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut cases = Vec::new();
    let mut rng = Rng::new(893);
    cases.extend(Generated::searched_series("random-small", 1..=12, |_| {
        let k = rng.range(1, 4) as usize;
        let set = random_set(&mut rng, k, 6);
        let n = rng.range(1, 3) as usize;
        let piles: Vec<u64> = (0..n).map(|_| rng.range(1, 12)).collect();
        input(&set, &piles)
    }));
    let big_set = random_set(&mut rng, 100, 10_000);
    cases.extend(Generated::searched_each([
        ("edge-one-max-pile-k-100", input(&big_set, &[10_000])),
        ("edge-one-pile-no-move", input(&[10_000], &[9_999])),
        ("edge-s-is-1", input(&[1], &[10_000])),
        // S given in decreasing order, one pile equal to the smallest move:
        // the only move is the last one listed.
        (
            "edge-s-descending-pile-is-smallest-move",
            input(&[5, 2], &[2]),
        ),
        // S out of order, its largest value first, one pile equal to a move
        // and one between two moves: every move the pile allows comes after a
        // larger value in the list.
        (
            "edge-s-unordered-pile-at-a-move",
            input(&[9, 4, 7, 1], &[4]),
        ),
        (
            "edge-s-unordered-pile-below-a-move",
            input(&[9, 4, 7], &[6]),
        ),
        // Two piles of different nonzero Grundy values (1 and 2 under S =
        // {1, 2}, whose values are h mod 3): the answer rests on their values,
        // not only on which piles win alone.
        ("edge-values-1-and-2", input(&[2, 1], &[1, 2])),
        // S = {1..=100}: a pile of h is worth h mod 101, so values reach
        // 100; piles 65 and 64 (65 ^ 64 != 0) are won by taking 1 from
        // the 65 and mirroring, but a mex capped at 64 values gives both
        // piles 64 and says No.
        (
            "edge-values-65-and-64-s-1-to-100",
            input(&(1..=100).collect::<Vec<u64>>(), &[65, 64]),
        ),
    ]));
    // Piles in equal pairs: the second player mirrors.
    let mut paired: Vec<u64> = (0..50).map(|_| rng.range(1, 10_000)).collect();
    paired.extend(paired.clone());
    rng.shuffle(&mut paired);
    cases.extend(Generated::constructed_each([
        ("max-k-n-paired", input(&big_set, &paired), "No"),
        ("max-all-10000", input(&big_set, &[10_000; 100]), "No"),
    ]));
    // Pairs plus one pile that is a first-player win alone (decided by
    // the search on that one pile): the first player moves it to a
    // losing pile, then mirrors.
    let mut search = WinLossSearch::new(|p: &Vec<u64>| moves(&big_set, p));
    let lone = (1..=10_000u64)
        .rev()
        .find(|&h| search.wins(&vec![h]))
        .unwrap();
    let pairs: Vec<u64> = (0..49).map(|_| rng.range(1, 10_000)).collect();
    let mut odd = pairs.clone();
    odd.extend(pairs);
    odd.push(lone);
    rng.shuffle(&mut odd);
    cases.push(Generated::constructed(
        "max-k-pairs-plus-winning-pile",
        input(&big_set, &odd),
        "Yes",
    ));
    cases
}

test_support::spec! {
    validate, reference, random_input, boundary_input, generated,
    min_searched: 21,
}
