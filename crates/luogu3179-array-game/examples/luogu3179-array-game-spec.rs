//! Luogu P3179 array game's spec (`test_support::spec`): the statement's
//! constraints, the exhaustive search over the colourings (n <= 14) and
//! beyond it a second computation (the Grundy values by quotient, checked
//! against the search and the definition table in the tests), and the
//! inputs made from them; apart from the solution.

use std::collections::{HashMap, HashSet};

use judge_io::Error;
use test_support::{Generated, Rng, Strict, WinLossSearch};

/// A position of the game on 1..n: bit i - 1 set iff cell i is white.
pub type Cells = u32;

/// The moves by the rules: a white cell x and 1 <= k <= n / x; flip
/// x, 2x, ..., kx.
fn moves(n: u32, position: Cells) -> Vec<Cells> {
    let mut res = Vec::new();
    for x in 1..=n {
        if position >> (x - 1) & 1 == 0 {
            continue;
        }
        let mut next = position;
        for k in 1..=n / x {
            next ^= 1 << (k * x - 1);
            res.push(next);
        }
    }
    res
}

type Search = WinLossSearch<Cells, Box<dyn Fn(&Cells) -> Vec<Cells>>>;

pub fn new_search(n: u32) -> Search {
    WinLossSearch::new(Box::new(move |p: &Cells| moves(n, *p)) as Box<dyn Fn(&Cells) -> Vec<Cells>>)
}

/// The largest n the search is asked about (2^14 positions).
pub const SEARCH_N: u32 = 14;

/// SG of every cell 1..=n by the definition, cell by cell (no blocks, no
/// n / x): SG(x) = mex over k = 1..=n / x of SG(2x) ^ ... ^ SG(kx),
/// from x = n down to 1. O(n log n).
pub fn definition_table(n: usize) -> Vec<u32> {
    let mut sg = vec![0u32; n + 1];
    // seen[v] == x: the value v is an option of cell x. The mex of the
    // n / x options is at most n / x, so larger values need no flag.
    let mut seen = vec![0u32; n + 2];
    for x in (1..=n).rev() {
        let mut prefix = 0;
        let stamp = x as u32;
        seen[0] = stamp;
        for jx in (2 * x..=n).step_by(x) {
            prefix ^= sg[jx];
            if let Some(flag) = seen.get_mut(prefix as usize) {
                *flag = stamp;
            }
        }
        let mut g = 0;
        while seen[g as usize] == stamp {
            g += 1;
        }
        sg[x] = g;
    }
    sg
}

/// The second computation, apart from `Grundy`: f(m) by memoised
/// recursion on m alone (a hash map, any m), over the blocks
/// l..=r = m / (m / l) of equal m / j, the options in a hash set. Checked
/// against the definition table in the tests; it answers the cases with n
/// beyond that table's reach.
pub fn by_quotient(m: u64, memo: &mut HashMap<u64, u32>) -> u32 {
    if let Some(&g) = memo.get(&m) {
        return g;
    }
    let mut options = HashSet::new();
    options.insert(0u32);
    let mut prefix = 0;
    let mut l = 2;
    while l <= m {
        let r = m / (m / l);
        let g = by_quotient(m / l, memo);
        // Prefixes at k = l, l + 1, ..., r: prefix ^ g, prefix, ...
        options.insert(prefix ^ g);
        if r > l {
            options.insert(prefix);
        }
        if (r - l + 1) % 2 == 1 {
            prefix ^= g;
        }
        l = r + 1;
    }
    let g = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(m, g);
    g
}

/// An input: n, then the queries (each its white cells).
fn input(n: u32, queries: &[Vec<u32>]) -> String {
    let mut s = format!("{n}\n{}\n", queries.len());
    for q in queries {
        s += &format!("{}\n{}\n", q.len(), test_support::join(q));
    }
    s
}

/// n and the queries of an input.
fn parse(input: &str) -> (u32, Vec<Vec<u32>>) {
    let numbers = test_support::numbers(input);
    let n = numbers[0] as u32;
    let mut at = 2;
    let mut queries = Vec::new();
    for _ in 0..numbers[1] {
        let w = numbers[at] as usize;
        queries.push(
            numbers[at + 1..at + 1 + w]
                .iter()
                .map(|&c| c as u32)
                .collect(),
        );
        at += 1 + w;
    }
    (n, queries)
}

fn words(first_wins: bool) -> &'static str {
    if first_wins {
        "Yes\n"
    } else {
        "No\n"
    }
}

/// The statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("n", 1u32, 1_000_000_000)?;
    sc.end_line()?;
    let queries = sc.next_in("K", 1usize, 100)?;
    sc.end_line()?;
    for _ in 0..queries {
        let white = sc.next_in("w", 1usize, 100)?;
        sc.end_line()?;
        let mut cells = Vec::new();
        for _ in 0..white {
            cells.push(sc.next_in("cell", 1, n)?);
        }
        sc.end_line()?;
        cells.sort_unstable();
        if cells.windows(2).any(|w| w[0] == w[1]) {
            return Err(Error::new("a cell is listed twice in a query"));
        }
    }
    Ok(())
}

/// The search's answers when n <= 14.
fn reference(input: &str) -> Option<String> {
    let (n, queries) = parse(input);
    if n > SEARCH_N {
        return None;
    }
    let mut search = new_search(n);
    Some(
        queries
            .iter()
            .map(|q| words(search.wins(&q.iter().fold(0, |p, &c| p | 1 << (c - 1)))))
            .collect(),
    )
}

/// The answers by the definition table (for n up to a few million).
fn definition_answer(n: u32, queries: &[Vec<u32>]) -> String {
    let sg = definition_table(n as usize);
    queries
        .iter()
        .map(|q| words(q.iter().fold(0, |a, &c| a ^ sg[c as usize]) != 0))
        .collect()
}

/// The answers by the second computation, `by_quotient`.
fn second_answer(n: u32, queries: &[Vec<u32>]) -> String {
    let mut memo = HashMap::new();
    queries
        .iter()
        .map(|q| {
            let xor = q
                .iter()
                .fold(0, |a, &c| a ^ by_quotient(u64::from(n / c), &mut memo));
            words(xor != 0)
        })
        .collect()
}

/// Beyond the search, the second computation's answer (`second_answer`).
fn beyond_search(input: &str) -> Option<String> {
    let (n, queries) = parse(input);
    Some(second_answer(n, &queries))
}

/// A random set of `w` distinct cells of 1..=n.
fn random_cells(rng: &mut Rng, n: u32, w: usize) -> Vec<u32> {
    let mut cells = Vec::new();
    while cells.len() < w.min(n as usize) {
        let c = rng.range(1, u64::from(n)) as u32;
        if !cells.contains(&c) {
            cells.push(c);
        }
    }
    cells
}

/// Queries at the block boundaries of n: for a random cell c, the last
/// cell r of its block (n / r = n / c, n / (r + 1) < n / c), then
/// (r, r + 1) across the boundary, (c, r) inside the block (always
/// `No`: equal values cancel), and c with a few random cells.
fn boundary_queries(rng: &mut Rng, n: u32, count: usize) -> Vec<Vec<u32>> {
    let mut queries = Vec::new();
    while queries.len() < count {
        // Cells at every scale: 1 up to n.
        let top = 1u64 << rng.range(0, 31);
        let c = rng.range(1, top.min(u64::from(n))) as u32;
        let r = n / (n / c);
        match rng.range(0, 2) {
            0 if r < n => queries.push(vec![r, r + 1]),
            1 if c < r => queries.push(vec![c, r]),
            _ => {
                let w = rng.range(1, 3) as usize;
                let mut q = random_cells(rng, n, w);
                if !q.contains(&c) {
                    q.push(c);
                }
                queries.push(q);
            }
        }
    }
    queries
}

/// The generated cases; judge-data/luogu3179-array-game/README.md gives
/// the backing of each.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(3179);
    let mut cases = Generated::searched_series("random-small", 1..=8, |_| {
        let n = rng.range(1, u64::from(SEARCH_N)) as u32;
        let queries: Vec<Vec<u32>> = (0..rng.range(1, 12))
            .map(|_| {
                let w = rng.range(1, u64::from(n)) as usize;
                random_cells(&mut rng, n, w)
            })
            .collect();
        input(n, &queries)
    });
    // Every lone cell of n = 14 (each a win: k = 1 empties the board).
    let lone: Vec<Vec<u32>> = (1..=SEARCH_N).map(|c| vec![c]).collect();
    cases.push(Generated::searched(
        "edge-lone-cells",
        input(SEARCH_N, &lone),
    ));
    // Every pair of cells of n = 14: a loss iff the two values are equal,
    // always within a block of equal n / c, and across the blocks of
    // quotients 2 and 3 (f(2) = f(3) = 2).
    let mut pairs = Vec::new();
    for a in 1..=SEARCH_N {
        for b in a + 1..=SEARCH_N {
            pairs.push(vec![a, b]);
        }
    }
    for (i, chunk) in pairs.chunks(100).enumerate() {
        cases.push(Generated::searched(
            &format!("edge-pairs-n-14-{:02}", i + 1),
            input(SEARCH_N, chunk),
        ));
    }
    // Every n <= 14 with every cell white, and with the cells of the
    // top block (n / c = 1) white.
    for n in 1..=SEARCH_N {
        let all: Vec<u32> = (1..=n).collect();
        let top: Vec<u32> = (n / 2 + 1..=n).collect();
        cases.push(Generated::searched(
            &format!("edge-all-white-n-{n:02}"),
            input(n, &[all, top]),
        ));
    }
    // Mid-size n, answered by the definition table: block boundaries.
    for (stem, n) in [
        ("mid-boundaries-n-100000", 100_000),
        ("mid-boundaries-n-999999", 999_999),
    ] {
        let queries = boundary_queries(&mut rng, n, 100);
        cases.push(Generated::constructed(
            stem,
            input(n, &queries),
            &definition_answer(n, &queries),
        ));
    }
    // n = 10^9: block boundaries at every scale; 100 queries of 100
    // random cells at every scale; and n where floor(sqrt n) changes
    // (31622^2, 31622^2 - 1) or n / s = s + 1 (31622 · 31623), with the
    // cells around s = floor(sqrt n), where the table switches from
    // values by cell to values by quotient.
    let n = 1_000_000_000;
    let mut queries = vec![vec![1], vec![1, 2]];
    queries.extend(boundary_queries(&mut rng, n, 98));
    cases.push(Generated::constructed(
        "max-n-boundaries",
        input(n, &queries),
        &second_answer(n, &queries),
    ));
    let queries: Vec<Vec<u32>> = (0..100)
        .map(|_| {
            let mut q = Vec::new();
            while q.len() < 100 {
                let top = (1u64 << rng.range(0, 30)).min(u64::from(n));
                let c = rng.range(1, top) as u32;
                if !q.contains(&c) {
                    q.push(c);
                }
            }
            q
        })
        .collect();
    cases.push(Generated::constructed(
        "max-n-full-queries",
        input(n, &queries),
        &second_answer(n, &queries),
    ));
    for (stem, n) in [
        ("max-n-square", 31_622 * 31_622),
        ("max-n-square-minus-1", 31_622 * 31_622 - 1),
        ("max-n-s-times-s-plus-1", 31_622 * 31_623),
    ] {
        // The floor of the square root, by counting (apart from `solve`'s).
        let s = (0u32..)
            .take_while(|&s| u64::from(s) * u64::from(s) <= u64::from(n))
            .last()
            .expect("0 * 0 <= n");
        let mut queries = Vec::new();
        for c in s - 4..=s + 4 {
            queries.push(vec![c, c + 1]);
            queries.push(vec![c]);
            // The cells whose quotient is c and c + 1 (the blocks
            // beyond s), first and last of each.
            let (lo, hi) = (n / (c + 1) + 1, n / c);
            if lo < hi {
                queries.push(vec![lo, hi]);
            }
            queries.push(vec![hi, hi + 1]);
        }
        queries.extend(boundary_queries(&mut rng, n, 100 - queries.len()));
        cases.push(Generated::constructed(
            stem,
            input(n, &queries),
            &second_answer(n, &queries),
        ));
    }
    cases
}

/// A random input of size `size` (1..=8) for `scripts/stress`: n up to
/// 14 (size 1: up to 7), up to 10 queries of random cells.
fn random_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(1, (6 + size).min(u64::from(SEARCH_N))) as u32;
    let queries: Vec<Vec<u32>> = (0..rng.range(1, 10))
        .map(|_| {
            let w = rng.range(1, u64::from(n)) as usize;
            random_cells(rng, n, w)
        })
        .collect();
    input(n, &queries)
}

/// Inputs at the block boundaries (`boundary_queries`) of a random n
/// from 15 up to 10^min(size, 6) (15 for size 1), answered by the second
/// computation.
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let top = 10u64.pow(size.min(6) as u32);
    let n = rng.range(15, top.max(15)) as u32;
    let queries = boundary_queries(rng, n, size as usize * 2);
    input(n, &queries)
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    boundary_input, generated,
    min_searched: 25,
}
