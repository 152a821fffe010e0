//! AtCoder ABC297 G Constrained Nim 2's spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search (up to 3 piles of 30) and
//! beyond it a second computation (the Grundy values as runs, from the
//! definition, checked against the search in the tests), and the inputs made
//! from them; apart from the solution.

use judge_io::Error;
use test_support::{join, numbers, Generated, Rng, Strict, WinLossSearch};

/// Every position one move away, by the rules alone: take t stones,
/// `l <= t <= r`, from one pile with at least t. Positions are sorted,
/// without the piles below `l`, which allow no move and never matter.
pub fn moves(position: &[u64], l: u64, r: u64) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..position.len() {
        if i > 0 && position[i] == position[i - 1] {
            continue; // Same pile, same moves.
        }
        for t in l..=r.min(position[i]) {
            let mut p = position.to_vec();
            p[i] -= t;
            next.push(canonical(&p, l));
        }
    }
    next
}

/// `piles` in the search's canonical form.
pub fn canonical(piles: &[u64], l: u64) -> Vec<u64> {
    let mut p: Vec<u64> = piles.iter().copied().filter(|&x| x >= l).collect();
    p.sort_unstable();
    p
}

pub fn search_wins(piles: &[u64], l: u64, r: u64) -> bool {
    WinLossSearch::new(|p: &Vec<u64>| moves(p, l, r)).wins(&canonical(piles, l))
}

/// The Grundy values of one pile as runs `(start, value)`, from the
/// definition g(x) = mex{ g(y) : x - R <= y <= x - L, y >= 0 } and no
/// formula: a second computation for piles too large to search.
///
/// g changes only where the set of runs the window meets changes: where
/// x - L reaches the start s of a later run (x = s + L) or x - R passes
/// the end e of the run it lies in (x = e + R + 1). Between those
/// points g is constant, so the runs up to `max` come from one mex per
/// event. Costs about (runs) * (runs in a window): fine when L is
/// large, hopeless for L = 1 (every value is a run of its own).
pub fn runs(l: u128, r: u128, max: u128) -> Vec<(u128, u128)> {
    assert!(1 <= l && l <= r);
    // Below L there is no move: value 0.
    let mut runs: Vec<(u128, u128)> = vec![(0, 0)];
    let mut x = l;
    while x <= max {
        let lo = x.saturating_sub(r);
        let hi = x - l;
        // The runs holding lo and hi.
        let first = runs.partition_point(|&(s, _)| s <= lo) - 1;
        let last = runs.partition_point(|&(s, _)| s <= hi) - 1;
        let mut seen = vec![false; last - first + 2];
        for &(_, v) in &runs[first..=last] {
            if (v as usize) < seen.len() {
                seen[v as usize] = true;
            }
        }
        let g = seen.iter().position(|&s| !s).unwrap() as u128;
        if runs.last().unwrap().1 != g {
            runs.push((x, g));
        }
        // The next event after x.
        let mut next = u128::MAX;
        if let Some(&(s, _)) = runs.get(last + 1) {
            next = next.min(s + l);
        }
        if let Some(&(s, _)) = runs.get(first + 1) {
            next = next.min(s - 1 + r + 1);
        }
        if next == u128::MAX {
            break; // The window stays inside the last run: g never changes.
        }
        x = next;
    }
    runs
}

/// The value at `x` of the runs from [`runs`].
pub fn value_at(runs: &[(u128, u128)], x: u128) -> u128 {
    runs[runs.partition_point(|&(s, _)| s <= x) - 1].1
}

/// Grundy values by the definition, one position at a time (the mex
/// over the window of earlier values): the check of [`runs`].
pub fn mex_table(l: usize, r: usize, max: usize) -> Vec<u128> {
    let mut g: Vec<u128> = Vec::with_capacity(max + 1);
    for x in 0..=max {
        let options: Vec<u128> = if x >= l {
            (x.saturating_sub(r)..=x - l).map(|y| g[y]).collect()
        } else {
            Vec::new()
        };
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("N", 1usize, 200_000)?;
    let l = sc.next_in("L", 1u64, 1_000_000_000)?;
    sc.next_in("R", l, 1_000_000_000)?;
    sc.end_line()?;
    for _ in 0..n {
        sc.next_in("A_i", 1u64, 1_000_000_000)?;
    }
    sc.end_line()
}

pub fn words(first_wins: bool) -> String {
    if first_wins { "First" } else { "Second" }.to_string()
}

/// The search's answer for up to 3 piles of at most 30 with R <= 10.
fn reference(input: &str) -> Option<String> {
    let v = numbers(input);
    let (l, r, piles) = (v[1], v[2], &v[3..]);
    if piles.len() > 3 || r > 10 || piles.iter().any(|&x| x > 30) {
        return None;
    }
    Some(words(search_wins(piles, l, r)))
}

fn input(l: u64, r: u64, piles: &[u64]) -> String {
    format!("{} {l} {r}\n{}\n", piles.len(), join(piles))
}

/// The second computation for large piles: the XOR of the piles' run
/// values from [`runs`] (the definition, no formula).
pub fn second_computation(l: u64, r: u64, piles: &[u64]) -> String {
    let max = piles.iter().copied().max().unwrap_or(0);
    let runs = runs(l.into(), r.into(), max.into());
    let xor = piles
        .iter()
        .fold(0, |acc, &x| acc ^ value_at(&runs, x.into()));
    words(xor != 0)
}

const BILLION: u64 = 1_000_000_000;
const MAX_N: usize = 200_000;

/// The generated cases; judge-data/abc297g-constrained-nim-2/README.md
/// gives the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(297);
    let mut cases = Generated::searched_series("random-small", 1..=12, |_| {
        let l = rng.range(1, 4);
        let r = rng.range(l, 10);
        let n = rng.range(1, 3) as usize;
        let piles: Vec<u64> = (0..n).map(|_| rng.range(1, 30)).collect();
        input(l, r, &piles)
    });
    cases.extend(Generated::searched_each([
        ("edge-one-stone", input(1, 1, &[1])),
        ("edge-below-l", input(5, 9, &[4, 1, 3])),
        ("edge-l-equals-r", input(4, 4, &[8, 12, 29])),
        ("edge-period-ends", input(3, 7, &[9, 10, 30])),
        ("edge-nim-l-1", input(1, 10, &[7, 10, 13])),
    ]));
    cases.extend(Generated::constructed_each([
        (
            "edge-largest-single-pile-l-r-max",
            input(BILLION, BILLION, &[BILLION]),
            "First",
        ),
        (
            "edge-largest-pile-below-l",
            input(BILLION, BILLION, &[BILLION - 1]),
            "Second",
        ),
    ]));

    // The largest inputs: N = 2 * 10^5 piles up to 10^9.
    let (l, r) = (
        rng.range(BILLION / 10, BILLION / 2),
        rng.range(BILLION / 2, BILLION),
    );
    let half: Vec<u64> = (0..MAX_N / 2).map(|_| rng.range(1, BILLION)).collect();
    let mut mirrored = half.clone();
    mirrored.extend_from_slice(&half);
    rng.shuffle(&mut mirrored);
    cases.push(Generated::constructed(
        "max-n-mirrored",
        input(l, r, &mirrored),
        "Second",
    ));
    // 99999 pairs, one pile in [L, R] and one pile below L.
    let mut plus: Vec<u64> = half[..MAX_N / 2 - 1].to_vec();
    plus.extend_from_slice(&half[..MAX_N / 2 - 1]);
    plus.push(rng.range(l, r));
    plus.push(rng.range(1, l - 1));
    rng.shuffle(&mut plus);
    cases.push(Generated::constructed(
        "max-n-mirrored-plus-one-takeable",
        input(l, r, &plus),
        "First",
    ));
    // L = 1, R = 10^9: every pile can be cut to any smaller size: Nim.
    let nim: Vec<u64> = (0..MAX_N).map(|_| rng.range(1, BILLION)).collect();
    let nim_sum = nim.iter().fold(0, |acc, &x| acc ^ x);
    cases.push(Generated::constructed(
        "max-n-nim-l-1-r-max",
        input(1, BILLION, &nim),
        &words(nim_sum != 0),
    ));
    // L = R = 10^9: only a pile of exactly 10^9 has a move, which
    // empties it; the game lasts as many moves as there are such piles.
    let mut count = 0;
    let ones: Vec<u64> = (0..MAX_N)
        .map(|i| {
            if i % 3 == 0 || rng.range(0, 1) == 0 {
                count += 1;
                BILLION
            } else {
                rng.range(1, BILLION - 1)
            }
        })
        .collect();
    cases.push(Generated::constructed(
        "max-n-l-r-max-count-of-full-piles",
        input(BILLION, BILLION, &ones),
        &words(count % 2 == 1),
    ));
    // Random piles with mid-sized L, R; and with L = 3, R = 14 (the
    // third sample's). Answers by the runs.
    for (stem, l, r) in [
        (
            "max-n-random-mid-l-r",
            rng.range(20_000, 40_000),
            rng.range(60_000, 200_000),
        ),
        ("max-n-random-small-l-r", 3, 14),
        (
            "max-n-random-large-l-r",
            rng.range(BILLION / 3, BILLION / 2),
            BILLION,
        ),
    ] {
        let piles: Vec<u64> = (0..MAX_N).map(|_| rng.range(1, BILLION)).collect();
        let answer = if l == 3 {
            second_computation_small_period(l, r, &piles)
        } else {
            second_computation(l, r, &piles)
        };
        cases.push(Generated::constructed(stem, input(l, r, &piles), &answer));
    }
    // One pile at a boundary of its values (a change of value, a
    // period's end and the next start), beside a pile vL of the same
    // value v when it is not 0, v found by the second computation
    // (never a formula): each case is Second, and a wrong value of that
    // one pile makes it First with nothing to cancel the error. For
    // L = 3, R = 14 in the last whole period below 10^9; for L = 3 * 10^8,
    // R = 10^9 - 1 (one period longer than every pile) at each jL.
    let near_end = (BILLION - 20) / 17 * 17;
    let small: Vec<u64> = (1..=5)
        .flat_map(|j| [near_end + 3 * j - 1, near_end + 3 * j])
        .chain([near_end + 16, near_end + 17])
        .collect();
    let large: Vec<u64> = (1..=3)
        .flat_map(|j| [j * 300_000_000 - 1, j * 300_000_000])
        .collect();
    for (l, r, xs) in [(3, 14, small), (300_000_000, BILLION - 1, large)] {
        let answer = |piles: &[u64]| {
            if l == 3 {
                second_computation_small_period(l, r, piles)
            } else {
                second_computation(l, r, piles)
            }
        };
        for x in xs {
            let mut piles = vec![x];
            if answer(&piles) == words(true) {
                let v = (1..=(l + r - 1) / l)
                    .find(|&v| answer(&[x, v * l]) == words(false))
                    .expect("a pile vL of x's value");
                assert!(v * l <= BILLION, "{v} * {l} is above the bound");
                piles.push(v * l);
            }
            let stem = format!("edge-isolated-l-{l}-r-{r}-x-{x}");
            cases.push(Generated::constructed(
                &stem,
                input(l, r, &piles),
                &answer(&piles),
            ));
        }
    }
    cases
}

/// [`second_computation`] for a small L + R, where the runs up to 10^9
/// would be too many: the runs up to 10 periods of the mex table, and
/// the piles reduced by a period that the runs themselves show (the
/// values of the last R positions repeat those one period earlier, and
/// every option lies at most R back, so the table repeats from there
/// on: a finite subtraction game's table is fixed by its last R values).
pub fn second_computation_small_period(l: u64, r: u64, piles: &[u64]) -> String {
    let span = 10 * (l + r) as usize;
    let table = mex_table(l as usize, r as usize, span);
    let period = (1..=span / 2)
        .find(|&p| (span - r as usize + 1..=span).all(|x| table[x] == table[x - p]))
        .expect("a period within the table");
    let start = span - r as usize + 1 - period;
    let value = |x: u64| -> u128 {
        let x = x as usize;
        if x <= span {
            table[x]
        } else {
            table[start + (x - start) % period]
        }
    };
    words(piles.iter().fold(0, |acc, &x| acc ^ value(x)) != 0)
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
/// min(3, size) piles of 1 to min(30, 4 * size) stones, L in
/// 1..=1 + size / 2 and R in L..=min(10, L + size) (size 1: one pile of
/// up to 4 stones, L = 1; size 8: up to 3 piles of up to 30, R <= 10).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let l = rng.range(1, 1 + size / 2);
    let r = rng.range(l, (l + size).min(10));
    let n = rng.range(1, size.min(3));
    let piles: Vec<u64> = (0..n).map(|_| rng.range(1, (4 * size).min(30))).collect();
    input(l, r, &piles)
}

/// Beyond the search, the second computation's answer (`runs`, the definition, checked against the search and the mex table
/// in the tests) where the runs up to the largest pile are few (about
/// R / L + 2 a period of L + R, at most 10^6 in all): `boundary_input`'s
/// large piles and the judge data's large cases but those with L = 1 or a
/// small L + R, beyond it (their answers are constructed).
fn beyond_search(input: &str) -> Option<String> {
    let v = numbers(input);
    let (l, r, piles) = (v[1], v[2], &v[3..]);
    let max = piles.iter().copied().max().unwrap_or(0);
    let runs = (max / (l + r) + 1).saturating_mul(r / l + 2);
    (runs <= 1_000_000).then(|| second_computation(l, r, piles))
}

/// Inputs at the boundaries of one pile's values: L up to 10^7 and
/// R = tL plus u < L with t <= 20 (so at most about 21 runs a period,
/// cheap for `runs`), and a pile x = q(L + R) plus jL, minus 1, plus 0
/// or plus 1, at or next to a period's start or a change of value, up
/// to about 10^9; beside it a pile vL, with v its value (by `runs`),
/// one more or one less, so the answer rests on x's value alone.
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    let l = rng.range(1, 10_000_000);
    let r = l * rng.range(1, 20) + rng.range(0, l - 1);
    let period = l + r;
    let q = rng
        .range(0, (1_000_000_000 - r) / period)
        .min(rng.range(0, 100));
    let j = rng.range(0, r / l + 1);
    let x = (q * period + j * l + rng.range(0, 2)).max(2) - 1;
    let runs = runs(l.into(), r.into(), x.into());
    let g = value_at(&runs, x.into()) as u64;
    let v = (g + rng.range(0, 2)).max(1) - 1;
    let mut piles = vec![x];
    if v > 0 && v <= r / l {
        piles.push(v * l);
    }
    rng.shuffle(&mut piles);
    input(l, r, &piles)
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    boundary_input, generated,
    min_searched: 18,
}
