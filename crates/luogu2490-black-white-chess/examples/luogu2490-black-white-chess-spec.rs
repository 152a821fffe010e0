//! Luogu P2490 Black and white pieces' spec (`test_support::spec`): the
//! statement's constraints; as the reference, the count of won layouts by
//! an exhaustive search of the game on the strip itself (strips up to 14
//! cells); beyond it, a second computation (Pascal's triangle and a DP over
//! the bits run from the top down, checked against the search in the
//! tests); constructions for the cases where d >= k/2; and the inputs made
//! from them.

use judge_io::Error;
use test_support::{numbers, Generated, Rng, Strict, WinLossSearch};

/// The modulus of the answer.
pub const MOD: u64 = 1_000_000_007;

/// A position on the strip: the occupied cells (bit c for cell c, from
/// the left) and whether A (white, moving right) is to move. The colours
/// follow from the order, white first, and the order never changes since
/// no piece jumps.
pub type Position = (u32, bool);

/// Every position one move away on a strip of `n` cells where a move
/// moves 1 to `d` pieces, by the rules alone: the player picks 1 to d of
/// his pieces (A the white ones, at even places from the left, B the
/// black ones, at odd places) and moves each by a positive number of
/// cells in his direction, over empty cells only (no jump) and inside
/// the strip; no two pieces may end on one cell.
pub fn strip_moves(n: u32, d: u32, &(mask, a_to_move): &Position) -> Vec<Position> {
    let pieces: Vec<u32> = (0..n).filter(|&c| mask >> c & 1 == 1).collect();
    let empty = |c: &u32| mask >> c & 1 == 0;
    // For each of the mover's pieces, its cell and the cells it may reach.
    let mut own: Vec<(u32, Vec<u32>)> = Vec::new();
    for (place, &cell) in pieces.iter().enumerate() {
        if (place % 2 == 0) != a_to_move {
            continue;
        }
        let reach: Vec<u32> = if a_to_move {
            (cell + 1..n).take_while(empty).collect()
        } else {
            (0..cell).rev().take_while(empty).collect()
        };
        own.push((cell, reach));
    }
    let mut next = Vec::new();
    choose_moves(&own, 0, d, mask, &mut next);
    next.retain(|&m| m != mask && m.count_ones() == mask.count_ones());
    next.sort_unstable();
    next.dedup();
    next.into_iter().map(|m| (m, !a_to_move)).collect()
}

/// Every mask reached by moving, from piece `i` on, at most `left` more
/// of `own`'s pieces (each to one of its cells, or not at all).
fn choose_moves(own: &[(u32, Vec<u32>)], i: usize, left: u32, mask: u32, out: &mut Vec<u32>) {
    if i == own.len() {
        out.push(mask);
        return;
    }
    choose_moves(own, i + 1, left, mask, out);
    if left == 0 {
        return;
    }
    let (from, reach) = &own[i];
    for &to in reach {
        let moved = mask & !(1 << from) | 1 << to;
        choose_moves(own, i + 1, left - 1, moved, out);
    }
}

/// The number of layouts of `k` pieces on `n` cells (n <= 20) that A wins,
/// by the search of the game on the strip.
pub fn searched_count(n: u32, k: u32, d: u32) -> u64 {
    let mut search = WinLossSearch::new(|p: &Position| strip_moves(n, d, p));
    (0u32..1 << n)
        .filter(|m| m.count_ones() == k)
        .filter(|&m| search.wins(&(m, true)))
        .count() as u64
}

/// The moves of Moore's Nim_d by its rules: take a positive number of
/// stones from each of 1 to d piles. Positions are sorted, empty piles
/// dropped.
pub fn moore_moves(d: usize, piles: &[u64]) -> Vec<Vec<u64>> {
    fn go(piles: &[u64], i: usize, left: usize, cur: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if i == piles.len() {
            out.push(cur.clone());
            return;
        }
        cur.push(piles[i]);
        go(piles, i + 1, left, cur, out);
        cur.pop();
        if left > 0 {
            for keep in 0..piles[i] {
                cur.push(keep);
                go(piles, i + 1, left - 1, cur, out);
                cur.pop();
            }
        }
    }
    let mut out = Vec::new();
    go(piles, 0, d, &mut Vec::new(), &mut out);
    let mut next: Vec<Vec<u64>> = out
        .into_iter()
        .map(|mut p| {
            p.retain(|&a| a > 0);
            p.sort_unstable();
            p
        })
        .filter(|p| p.as_slice() != piles)
        .collect();
    next.sort();
    next.dedup();
    next
}

/// The second computation, apart from `solve`: binomials from Pascal's
/// triangle (no factorials, no inverses), and the losing layouts by a
/// backward DP (`solve` counts gap vectors by their sum, forward):
/// `to_go[s]` is the weighted number of ways to finish from a partial sum
/// s, first the placements C(n - k/2 - S, k/2) of a finished sum S, then
/// one bit at a time the choices of j gaps (a multiple of d + 1) that
/// carry it. It rests on the same reduction (the pairs' gaps, Moore's
/// theorem, the placement count), checked against the search of the
/// strip in the tests.
pub fn second_computation(n: usize, k: usize, d: u64) -> u64 {
    if k > n {
        return 0;
    }
    let pairs = k / 2;
    let free = n - k;
    // pascal[i][j] = C(i, j) for j <= k.
    let mut pascal = vec![vec![0u64; k + 1]; n + 1];
    for i in 0..=n {
        pascal[i][0] = 1;
        for j in 1..=k.min(i) {
            pascal[i][j] = (pascal[i - 1][j - 1] + if j < i { pascal[i - 1][j] } else { 0 }) % MOD;
        }
    }
    let losing_counts: Vec<usize> = (0..=pairs)
        .filter(|&j| d == 0 || j as u64 % (d + 1) == 0)
        .collect();
    let mut top = 0;
    while (2usize << top) <= free {
        top += 1;
    }
    // Below bit 0: the placements of the finished sum.
    let mut to_go: Vec<u64> = (0..=free).map(|s| pascal[n - pairs - s][pairs]).collect();
    for bit in 0..=top {
        let mut here = vec![0u64; free + 1];
        for (s, slot) in here.iter_mut().enumerate() {
            let mut total = 0;
            for &j in &losing_counts {
                let t = s + (j << bit);
                if t > free {
                    break;
                }
                total = (total + pascal[pairs][j] * to_go[t]) % MOD;
            }
            *slot = total;
        }
        to_go = here;
    }
    (pascal[n][k] + MOD - to_go[0]) % MOD
}

/// C(n, r) modulo [`MOD`] by the product formula, with Fermat inverses:
/// for the constructed answers.
pub fn choose_mod(n: u64, r: u64) -> u64 {
    if r > n {
        return 0;
    }
    let (mut num, mut den) = (1u64, 1u64);
    for i in 0..r {
        num = num * ((n - i) % MOD) % MOD;
        den = den * ((i + 1) % MOD) % MOD;
    }
    let mut inv = 1;
    let (mut base, mut exp) = (den, MOD - 2);
    while exp > 0 {
        if exp & 1 == 1 {
            inv = inv * base % MOD;
        }
        base = base * base % MOD;
        exp >>= 1;
    }
    num * inv % MOD
}

/// The answer when d >= k/2 (construction; judge-data README): a
/// layout is lost iff every gap is 0, and the k/2 adjacent pairs lie in
/// C(n - k/2, k/2) ways.
pub fn answer_when_d_covers_every_pair(n: u64, k: u64) -> u64 {
    (choose_mod(n, k) + MOD - choose_mod(n - k / 2, k / 2)) % MOD
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("n", 1u64, 10_000)?;
    let k = sc.next_in("k", 1u64, n.min(100))?;
    if k % 2 == 1 {
        return Err(Error::new(format!("k = {k} is odd")));
    }
    sc.next_in("d", 1u64, k)?;
    sc.end_line()
}

/// The longest strip the search is asked about.
pub const SEARCH_MAX_N: u64 = 14;

/// The search's count for strips of up to 14 cells.
fn reference(input: &str) -> Option<String> {
    let v = numbers(input);
    if v[0] > SEARCH_MAX_N {
        return None;
    }
    Some(format!(
        "{}\n",
        searched_count(v[0] as u32, v[1] as u32, v[2] as u32)
    ))
}

/// Beyond the search, the second computation (checked against the
/// search in the problem's tests).
fn by_second_computation(input: &str) -> Option<String> {
    let v = numbers(input);
    Some(format!(
        "{}\n",
        second_computation(v[0] as usize, v[1] as usize, v[2])
    ))
}

fn input(n: u64, k: u64, d: u64) -> String {
    format!("{n} {k} {d}\n")
}

/// A random input of size `size` (1..=8): n in 2..=6 + size (up to 14,
/// the search's reach), k even in 2..=n, d in 1..=k.
fn random_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(2, 6 + size);
    let k = 2 * rng.range(1, n / 2);
    let d = rng.range(1, k);
    input(n, k, d)
}

/// Inputs at the theory's boundaries, each small enough for the search:
/// d around k/2 (below it, d + 1 gaps can share a bit; from it on, only
/// all-zero gaps lose), and n - k around k/2 (few free cells).
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    let k = 2 * rng.range(1, 5);
    let pairs = k / 2;
    let free = (pairs + rng.range(0, 2)).max(1) - 1;
    let n = (k + free).min(SEARCH_MAX_N);
    let d = (pairs + rng.range(0, 2)).clamp(2, k + 1) - 1;
    input(n, k, d)
}

/// The generated cases; judge-data/luogu2490-black-white-chess/README.md
/// gives the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(2490);
    let mut cases = Vec::new();
    let mut small: Vec<String> = Vec::new();
    while small.len() < 10 {
        let n = rng.range(6, SEARCH_MAX_N);
        let k = 2 * rng.range(1, n / 2);
        let d = rng.range(1, k);
        if !small.contains(&input(n, k, d)) {
            small.push(input(n, k, d));
        }
    }
    for (i, small) in small.into_iter().enumerate() {
        cases.push(Generated::searched(
            &format!("random-small-{:02}", i + 1),
            small,
        ));
    }
    let searched = [
        ("edge-n-equals-k", (8, 8, 1)),
        ("edge-k-2", (14, 2, 1)),
        ("edge-k-2-d-2", (14, 2, 2)),
        ("edge-d-below-half", (14, 6, 2)),
        ("edge-d-half", (14, 6, 3)),
        ("edge-d-equals-k", (12, 4, 4)),
        ("edge-d-1-four-pairs", (14, 8, 1)),
        ("edge-few-free", (10, 8, 1)),
        ("edge-few-free-d-2", (13, 10, 2)),
        ("edge-one-free-cell", (11, 10, 3)),
        ("edge-smallest", (2, 2, 1)),
    ];
    for (stem, (n, k, d)) in searched {
        cases.push(Generated::searched(stem, input(n, k, d)));
    }
    // d >= k/2: the construction.
    for (stem, (n, k, d)) in [
        ("max-d-half", (10_000, 100, 50)),
        ("max-d-equals-k", (10_000, 100, 100)),
        ("max-k-2", (10_000, 2, 1)),
        ("max-k-2-d-2", (10_000, 2, 2)),
        ("max-k-4-d-2", (10_000, 4, 2)),
    ] {
        let answer = answer_when_d_covers_every_pair(n, k);
        cases.push(Generated::constructed(
            stem,
            input(n, k, d),
            &format!("{answer}\n"),
        ));
    }
    // n = k = 100: every gap is 0 and no cell is free; A cannot move.
    cases.push(Generated::constructed(
        "edge-n-equals-k-100",
        input(100, 100, 1),
        "0\n",
    ));
    // d < k/2 at the largest sizes, few free cells, and a spread of d:
    // the second computation.
    for (stem, (n, k, d)) in [
        ("max-d-1", (10_000, 100, 1)),
        ("max-d-2", (10_000, 100, 2)),
        ("max-d-3", (10_000, 100, 3)),
        ("max-d-7", (10_000, 100, 7)),
        ("max-d-49", (10_000, 100, 49)),
        ("max-k-4-d-1", (10_000, 4, 1)),
        ("max-k-98-d-1", (10_000, 98, 1)),
        ("edge-few-free-100", (149, 100, 1)),
        ("edge-few-free-100-d-3", (120, 100, 3)),
    ] {
        let answer = second_computation(n, k, d);
        cases.push(Generated::constructed(
            stem,
            input(n as u64, k as u64, d),
            &format!("{answer}\n"),
        ));
    }
    cases
}

test_support::spec! {
    validate, reference, second_computation: by_second_computation,
    random_input, boundary_input, generated,
    min_searched: 20,
}
