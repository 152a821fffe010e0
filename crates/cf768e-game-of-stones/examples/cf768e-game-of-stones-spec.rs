//! Codeforces 768E Game of Stones's spec (`test_support::spec`): the
//! statement's constraints; as the reference, the exhaustive search of the
//! game over the real states (each pile with the sizes already taken from
//! it) where it reaches and, beyond it, the nim-sum of the pile values by
//! the mex over those states (a second computation apart from the solution,
//! checked against the search in the problem's tests); and the inputs made
//! from them.

use std::collections::HashMap;

use judge_io::Error;
use test_support::{numbers, Generated, Rng, Strict, WinLossSearch};

/// A pile: (stones left, bit a set when amount a has been taken).
type Pile = (u64, u64);

/// The moves by the rules: from one pile, take an amount a not yet
/// taken from it, 1 <= a <= stones left. Positions are sorted; empty
/// piles are dropped.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(piles: &Vec<Pile>) -> Vec<Vec<Pile>> {
    let mut next = Vec::new();
    for i in 0..piles.len() {
        if i > 0 && piles[i] == piles[i - 1] {
            continue; // The same pile, the same options.
        }
        let (left, used) = piles[i];
        for a in 1..=left {
            if used & (1 << a) != 0 {
                continue;
            }
            let mut p = piles.clone();
            if a == left {
                p.remove(i);
            } else {
                p[i] = (left - a, used | 1 << a);
                p.sort_unstable();
            }
            next.push(p);
        }
    }
    next
}

/// Untouched piles of `sizes`, as a search position.
pub fn position(sizes: &[u64]) -> Vec<Pile> {
    let mut p: Vec<Pile> = sizes.iter().filter(|&&s| s > 0).map(|&s| (s, 0)).collect();
    p.sort_unstable();
    p
}

/// The Grundy value of one pile state by the definition: the mex over
/// the states one move away, memoised; no formula.
fn mex_value(pile: Pile, memo: &mut HashMap<Pile, u32>) -> u32 {
    if let Some(&v) = memo.get(&pile) {
        return v;
    }
    let (left, used) = pile;
    let mut options = Vec::new();
    for a in 1..=left {
        if used & (1 << a) == 0 {
            options.push(mex_value((left - a, used | 1 << a), memo));
        }
    }
    let v = (0..).find(|v| !options.contains(v)).expect("a free value");
    memo.insert(pile, v);
    v
}

/// The values of untouched piles 0..=60 by the definition.
pub fn mex_values() -> Vec<u32> {
    let mut memo = HashMap::new();
    (0..=60).map(|s| mex_value((s, 0), &mut memo)).collect()
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("n", 1u64, 1_000_000)?;
    sc.end_line()?;
    for _ in 0..n {
        sc.next_in("s_i", 1u64, 60)?;
        sc.end_line()?;
    }
    Ok(())
}

/// The search's answer for at most 3 piles of at most 12, or 2 of at
/// most 20.
pub fn reference(input: &str) -> Option<String> {
    let sizes = numbers(input).split_off(1);
    let max = sizes.iter().copied().max().unwrap_or(0);
    if sizes.len() > 3 || max > 20 || (sizes.len() == 3 && max > 12) {
        return None;
    }
    let first_wins = WinLossSearch::new(moves).wins(&position(&sizes));
    Some(if first_wins { "NO" } else { "YES" }.to_string())
}

/// The input layout `run` reads: n, then one pile per line.
pub fn input(piles: &[u64]) -> String {
    let mut s = format!("{}\n", piles.len());
    for p in piles {
        s.push_str(&format!("{p}\n"));
    }
    s
}

/// The second computation for inputs too large to search: the nim-sum
/// of the pile values found by the mex over the real states
/// (`mex_values`, not `solve`'s table).
pub fn second_computation(piles: &[u64], by_mex: &[u32]) -> &'static str {
    let xor = piles.iter().fold(0, |acc, &s| acc ^ by_mex[s as usize]);
    if xor == 0 {
        "YES"
    } else {
        "NO"
    }
}

/// The generated cases; judge-data/cf768e-game-of-stones/README.md gives
/// the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(768);
    let mut cases = Vec::new();
    // Random positions of 2 or 3 piles; every other one redrawn until
    // the search finds it lost for Sam, so that both answers occur.
    let mut search = WinLossSearch::new(moves);
    cases.extend(Generated::searched_series("random-small", 1..=12, |i| {
        let piles = loop {
            let n = rng.range(2, 3) as usize;
            let max = if n == 3 { 12 } else { 20 };
            let piles: Vec<u64> = (0..n).map(|_| rng.range(1, max)).collect();
            if i % 2 == 0 || !search.wins(&position(&piles)) {
                break piles;
            }
        };
        input(&piles)
    }));
    cases.extend(Generated::searched_each([
        ("edge-one-stone", input(&[1])),
        ("edge-one-pile-of-20", input(&[20])),
        ("edge-equal-values-3-5", input(&[3, 5])),
        ("edge-triangular-1-3-6", input(&[1, 3, 6])),
    ]));
    cases.push(Generated::constructed(
        "edge-one-pile-of-60",
        input(&[60]),
        "NO",
    ));
    // Each side of each rise of the value, isolated: the pile beside
    // piles inside runs whose values XOR to its own (lost for Sam), so
    // a wrong value of that pile alone turns the answer.
    let by_mex = mex_values();
    for piles in isolated_boundary_inputs(&by_mex) {
        let stem = format!("edge-boundary-{}", piles[0]);
        cases.push(match reference(&input(&piles)) {
            Some(_) => Generated::searched(&stem, input(&piles)),
            None => {
                Generated::constructed(&stem, input(&piles), second_computation(&piles, &by_mex))
            }
        });
    }
    // The largest stored inputs: 600000 piles (about 1.8 MB; the
    // statement allows 10^6, see the README for that input).
    let max_n = 600_000;
    let mut paired: Vec<u64> = (0..max_n / 2).map(|_| rng.range(1, 60)).collect();
    paired.extend(paired.clone());
    rng.shuffle(&mut paired);
    cases.push(Generated::constructed(
        "max-n-paired",
        input(&paired),
        "YES",
    ));
    let random: Vec<u64> = (0..max_n).map(|_| rng.range(1, 60)).collect();
    cases.push(Generated::constructed(
        "max-n-random",
        input(&random),
        second_computation(&random, &by_mex),
    ));
    let sixties = vec![60; max_n - 1];
    cases.push(Generated::constructed(
        "max-n-odd-count-of-60",
        input(&sixties),
        "NO",
    ));
    cases
}

/// Where the value of a pile changes, from the mex over the real
/// states (`mex_values`, not `solve`'s table): every s in 1..=60 with
/// g(s) != g(s - 1).
pub fn rises(by_mex: &[u32]) -> Vec<u64> {
    (1..by_mex.len())
        .filter(|&s| by_mex[s] != by_mex[s - 1])
        .map(|s| s as u64)
        .collect()
}

/// Piles that stand at no rise: s in 1..=59 worth what s - 1 and
/// s + 1 are worth.
fn interior(by_mex: &[u32]) -> Vec<u64> {
    (1..by_mex.len() - 1)
        .filter(|&s| by_mex[s - 1] == by_mex[s] && by_mex[s] == by_mex[s + 1])
        .map(|s| s as u64)
        .collect()
}

/// For each rise r, a position with the pile r - 1 (when that is at
/// least 1) and one with the pile r, each first, then its `companions`:
/// each is lost for Sam, and turns won if that one pile is valued wrong.
pub fn isolated_boundary_inputs(by_mex: &[u32]) -> Vec<Vec<u64>> {
    let inside = interior(by_mex);
    let mut res = Vec::new();
    for r in rises(by_mex) {
        for p in [r - 1, r].into_iter().filter(|&p| p >= 1) {
            res.push(companions(p, &inside, by_mex, 0));
        }
    }
    res
}

/// The pile `p` and two piles from `inside`, both of other values than
/// `p`'s (so outside its run: a table wrong on a whole run still errs
/// on `p` alone), whose values XOR to `p`'s: the `pick`-th such pair
/// (cycling).
fn companions(p: u64, inside: &[u64], by_mex: &[u32], pick: usize) -> Vec<u64> {
    let v = by_mex[p as usize];
    let mut pairs = Vec::new();
    for &a in inside {
        for &b in inside {
            let (ga, gb) = (by_mex[a as usize], by_mex[b as usize]);
            if a < b && ga != v && gb != v && ga ^ gb == v {
                pairs.push((a, b));
            }
        }
    }
    assert!(!pairs.is_empty(), "no interior piles worth {v} in all");
    let (a, b) = pairs[pick % pairs.len()];
    vec![p, a, b]
}

std::thread_local! {
    /// `mex_values`, made once per thread.
    static BY_MEX: Vec<u32> = mex_values();
}

/// For `scripts/stress`: one side of one rise (r - 1 or r) beside two
/// piles inside other runs worth as much in all (`companions`, the
/// pair drawn), lost for Sam.
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    BY_MEX.with(|by_mex| boundary_input_with(rng, by_mex))
}

fn boundary_input_with(rng: &mut Rng, by_mex: &[u32]) -> String {
    let inside = interior(by_mex);
    let rises = rises(by_mex);
    let r = rises[rng.range(0, rises.len() as u64 - 1) as usize];
    let p = if r == 1 || rng.range(0, 1) == 0 {
        r
    } else {
        r - 1
    };
    let pick = rng.range(0, 1000) as usize;
    input(&companions(p, &inside, by_mex, pick))
}

/// The second computation's answer, beyond the search (the mex over the
/// real states).
fn by_second_computation(input: &str) -> Option<String> {
    let piles = numbers(input).split_off(1);
    Some(BY_MEX.with(|by_mex| second_computation(&piles, by_mex).to_string()))
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
/// min(3, size) piles of 1 to min(3 * size, 20) stones (12 for 3 piles)
/// (size 1: one pile of up to 3; size 8: up to the search's bounds).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(1, size.min(3));
    let top = (3 * size).min(if n == 3 { 12 } else { 20 });
    let piles: Vec<u64> = (0..n).map(|_| rng.range(1, top)).collect();
    input(&piles)
}

test_support::spec! {
    validate, reference, second_computation: by_second_computation,
    random_input, boundary_input, generated,
    min_searched: 18,
}
