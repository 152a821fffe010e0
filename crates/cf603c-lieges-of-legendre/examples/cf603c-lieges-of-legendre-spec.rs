//! Codeforces 603C Lieges of Legendre's spec (`test_support::spec`): the
//! statement's constraints; as the reference, the exhaustive search of the
//! game by its rules for positions small enough; the large cases from a
//! second computation of the pile values (a direct table and the factors of
//! two, apart from the solution and checked against the search in the
//! problem's tests); and the inputs made from them.

use judge_io::Error;
use test_support::{join, numbers, Generated, Rng, Strict, WinLossSearch};

/// A position: sorted (pile size, how many such piles), counts positive.
pub type Position = Vec<(u64, u64)>;

/// `position` with `count` more piles of `size` (or fewer, if negative).
fn add(position: &Position, size: u64, count: i64) -> Position {
    let mut p = position.clone();
    if size > 0 {
        match p.binary_search_by_key(&size, |&(s, _)| s) {
            Ok(i) => p[i].1 = (p[i].1 as i64 + count) as u64,
            Err(i) => p.insert(i, (size, count as u64)),
        }
    }
    p.retain(|&(_, c)| c > 0);
    p
}

/// The moves by the rules, for a split into `k` piles: take one cow from
/// a pile, or replace a pile of 2x by k piles of x.
pub fn moves(k: u64, position: &Position) -> Vec<Position> {
    let mut next = Vec::new();
    for &(size, _) in position {
        let one_less = add(position, size, -1);
        next.push(add(&one_less, size - 1, 1));
        if size % 2 == 0 {
            next.push(add(&one_less, size / 2, k as i64));
        }
    }
    next
}

/// The position of the piles `sizes`.
pub fn position(sizes: &[u64]) -> Position {
    sizes.iter().fold(Vec::new(), |p, &a| add(&p, a, 1))
}

/// The search for splits into `k` piles.
pub fn search(k: u64) -> WinLossSearch<Position, impl FnMut(&Position) -> Vec<Position>> {
    WinLossSearch::new(move |p: &Position| moves(k, p))
}

/// The largest pile, per k, up to which the whole-game comparisons go
/// for 1, 2 and 3 piles; splits into many piles make big positions.
pub fn search_bounds(k: u64) -> [u64; 3] {
    match k {
        1 => [200, 64, 24],
        2 => [40, 20, 12],
        3 => [16, 10, 8],
        4 => [12, 8, 5],
        _ => [10, 6, 4],
    }
}

/// g(0..=max) by the definition, one pile after the other:
/// g(a) = mex{g(a - 1), the split's value} with the split's value g(a/2)
/// for odd k and 0 for even k.
pub fn direct_table(k_odd: bool, max: usize) -> Vec<u8> {
    let mut g = vec![0u8; max + 1];
    for a in 1..=max {
        let split = if a % 2 == 0 {
            Some(if k_odd { g[a / 2] } else { 0 })
        } else {
            None
        };
        g[a] = (0..).find(|&v| v != g[a - 1] && Some(v) != split).unwrap();
    }
    g
}

/// A second computation of a pile's value for odd k, apart from
/// `pile_value`'s halving loop: from the odd part m and the number j of
/// factors 2 of a (a = m * 2^j). Odd a: 1 for a = 1 or 3, else 0. Even
/// a: 0 for a = 2; for m = 3, 2 if j is odd, else 1; otherwise 1 if j is
/// odd, else 2. Checked against the direct table below.
pub fn by_factors_of_two(a: u64) -> u8 {
    if a == 0 {
        return 0;
    }
    let j = a.trailing_zeros();
    let m = a >> j;
    match (m, j) {
        (1 | 3, 0) => 1,
        (_, 0) => 0,
        (1, 1) => 0,
        (3, _) => 2 - (j % 2 == 0) as u8,
        _ => 1 + (j % 2 == 0) as u8,
    }
}

/// The second computation for whole inputs too large to search: the
/// definition table for piles up to 2^22, else the factors-of-two form
/// for odd k and "1 if even" for even k (the definition table shows
/// that alternation from a = 3 on).
pub fn second_computation(k: u64, piles: &[u64], tables: &[Vec<u8>; 2]) -> &'static str {
    let k_odd = k % 2 == 1;
    let xor = piles.iter().fold(0, |acc, &a| {
        let v = match tables[k_odd as usize].get(a as usize) {
            Some(&v) => v,
            None if k_odd => by_factors_of_two(a),
            None => 1 - (a % 2) as u8,
        };
        acc ^ v
    });
    if xor != 0 {
        "Kevin"
    } else {
        "Nicky"
    }
}

pub fn tables() -> [Vec<u8>; 2] {
    [direct_table(false, 1 << 22), direct_table(true, 1 << 22)]
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("n", 1usize, 100_000)?;
    sc.next_in("k", 1u64, 1_000_000_000)?;
    sc.end_line()?;
    for _ in 0..n {
        sc.next_in("a_i", 1u64, 1_000_000_000)?;
    }
    sc.end_line()
}

/// The search's answer when k <= 6 and the piles are within
/// `search_bounds(k)` for their count.
fn reference(input: &str) -> Option<String> {
    let v = numbers(input);
    let (k, piles) = (v[1], &v[2..]);
    if k > 6 || piles.is_empty() || piles.len() > 3 {
        return None;
    }
    if piles.iter().any(|&a| a > search_bounds(k)[piles.len() - 1]) {
        return None;
    }
    let wins = search(k).wins(&position(piles));
    Some(if wins { "Kevin" } else { "Nicky" }.to_string())
}

/// The input layout `run` reads: `n k`, then the n piles.
fn input(k: u64, piles: &[u64]) -> String {
    format!("{} {k}\n{}\n", piles.len(), join(piles))
}

/// The generated cases; judge-data/cf603c-lieges-of-legendre/README.md
/// gives the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(603);
    let mut cases = Vec::new();
    // k cycles through 1..=6; every other case is redrawn until the
    // search finds it lost for Kevin, so that both answers occur.
    cases.extend(Generated::searched_series("random-small", 1..=18, |i| {
        let k = (i as u64 - 1) % 6 + 1;
        let mut search = search(k);
        let piles = loop {
            let n = rng.range(1, 3) as usize;
            let max = search_bounds(k)[n - 1];
            let piles: Vec<u64> = (0..n).map(|_| rng.range(1, max)).collect();
            if i % 2 == 0 || !search.wins(&position(&piles)) {
                break piles;
            }
        };
        input(k, &piles)
    }));
    cases.extend(Generated::searched_each([
        ("edge-one-cow", input(1, &[1])),
        ("edge-k-odd-pile-2", input(1, &[2])),
        ("edge-k-even-pile-2", input(2, &[2])),
        ("edge-k-odd-pile-4", input(3, &[4])),
        ("edge-k-odd-128", input(1, &[128])),
        ("edge-k-odd-48-3", input(1, &[48, 3])),
    ]));
    // Each special value of the closed forms, isolated: alone where it
    // is worth 0 or 1, else beside a pile whose value is read from the
    // same closed form (README), so no other pile can cancel an error.
    for (stem, k, piles) in [
        ("edge-k-even-2-beside-4", 2, vec![2, 4]),
        ("edge-k-even-pile-3", 2, vec![3]),
        ("edge-k-even-4-beside-1", 2, vec![4, 1]),
        ("edge-k-odd-pile-3", 1, vec![3]),
        ("edge-k-odd-4-beside-6", 1, vec![4, 6]),
        ("edge-k-odd-pile-5", 1, vec![5]),
        ("edge-k-odd-8-beside-1", 1, vec![8, 1]),
    ] {
        cases.push(Generated::searched(stem, input(k, &piles)));
    }
    let max = 1_000_000_000;
    let max_n = 100_000;
    // A lone cow: Kevin takes it and Nicky has no move.
    cases.push(Generated::constructed(
        "edge-max-k-one-cow",
        input(max, &[1]),
        "Kevin",
    ));
    // Pairs: Nicky copies Kevin on the partner pile.
    let mut paired: Vec<u64> = (0..max_n / 2).map(|_| rng.range(1, max)).collect();
    paired.extend(paired.clone());
    rng.shuffle(&mut paired);
    cases.push(Generated::constructed(
        "max-n-paired-k-odd",
        input(max - 1, &paired),
        "Nicky",
    ));
    // Pairs plus one pile of 1: Kevin takes it, then copies.
    let mut tilted: Vec<u64> = (0..(max_n - 1) / 2).map(|_| rng.range(1, max)).collect();
    tilted.extend(tilted.clone());
    tilted.push(1);
    rng.shuffle(&mut tilted);
    cases.push(Generated::constructed(
        "max-n-paired-plus-one-cow-k-even",
        input(max, &tilted),
        "Kevin",
    ));
    let tables = tables();
    // Deep halving chains: piles m * 2^j near 10^9 with j large.
    let deep: Vec<u64> = (0..max_n)
        .map(|_| {
            let j = rng.range(20, 29);
            let m = rng.range(1, max >> j);
            m << j
        })
        .collect();
    let k = max - 1;
    cases.push(Generated::constructed(
        "max-n-deep-halvings-k-odd",
        input(k, &deep),
        second_computation(k, &deep, &tables),
    ));
    let k = max;
    let piles: Vec<u64> = (0..max_n).map(|_| rng.range(1, max)).collect();
    cases.push(Generated::constructed(
        "max-n-random-k-even",
        input(k, &piles),
        second_computation(k, &piles, &tables),
    ));
    // Random piles and a last pile of value equal to the others' xor
    // (by the factors-of-two form: 5, 1 and 4 have values 0, 1, 2).
    let k = 999_999_999;
    let mut piles: Vec<u64> = (0..max_n - 1).map(|_| rng.range(1, max)).collect();
    let xor = piles.iter().fold(0, |acc, &a| acc ^ by_factors_of_two(a));
    piles.push([5, 1, 4][xor as usize]);
    cases.push(Generated::constructed(
        "max-n-balanced-k-odd",
        input(k, &piles),
        second_computation(k, &piles, &tables),
    ));
    // Piles the definition table covers, with k = 1.
    let piles: Vec<u64> = (0..max_n).map(|_| rng.range(1, 1 << 22)).collect();
    cases.push(Generated::constructed(
        "max-n-table-piles-k-1",
        input(1, &piles),
        second_computation(1, &piles, &tables),
    ));
    cases
}

/// A random input of size `size` (1..=8) for `scripts/stress`: k in
/// 1..=min(6, size), 1 to min(3, size) piles of 1 to min(3 * size^2,
/// the search's bound for k and the pile count) (size 1: k = 1, one pile
/// of up to 3; size 8: up to the search's bounds).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let k = rng.range(1, size.min(6));
    let n = rng.range(1, size.min(3));
    let top = (3 * size * size).min(search_bounds(k)[n as usize - 1]);
    let piles: Vec<u64> = (0..n).map(|_| rng.range(1, top)).collect();
    input(k, &piles)
}

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 26,
}
