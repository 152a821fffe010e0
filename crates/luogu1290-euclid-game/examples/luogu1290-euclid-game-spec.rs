//! Luogu P1290 Euclid's game's spec (`test_support::spec`): the
//! statement's constraints; as the reference, the exhaustive search of the
//! game for numbers up to 400 and, beyond it, the golden-ratio
//! characterisation (a second computation apart from the solution, checked
//! against the search in the problem's tests); and the inputs made from
//! them.

use judge_io::Error;
use test_support::draw::Piles;
use test_support::{shape, Generated, Rng, Strict, WinLossSearch};

/// A position: the two numbers, larger first. (x, 0) is the end of the
/// game: the player who made the 0 has won, so the player to move has
/// lost, and it has no move.
type Pair = (u64, u64);

pub fn sorted(x: u64, y: u64) -> Pair {
    (x.max(y), x.min(y))
}

/// The moves by the rules: subtract k·b from a for every k >= 1 with
/// k·b <= a.
fn moves(&(a, b): &Pair) -> Vec<Pair> {
    if b == 0 {
        return Vec::new();
    }
    (1..=a / b).map(|k| sorted(a - k * b, b)).collect()
}

pub fn new_search() -> WinLossSearch<Pair, fn(&Pair) -> Vec<Pair>> {
    WinLossSearch::new(moves as fn(&Pair) -> Vec<Pair>)
}

/// The largest number the search is asked about.
pub const SEARCH_MAX: u64 = 400;

/// The second computation, apart from `solve`: the golden-ratio
/// characterisation (Cole and Davie, 1969): with a >= b > 0, the player
/// to move wins iff a = b or a / b > φ = (1 + √5) / 2. In integers:
/// a > φ·b iff 2a - b > √5·b iff (2a - b)² > 5b² (both sides positive;
/// √5·b is irrational for b > 0, so never equal). Exact in u128 for
/// numbers below 8·10^18 (then 2a - b < 2^64 and 5b² < 2^128).
pub fn golden_wins(m: u64, n: u64) -> bool {
    let (a, b) = (u128::from(m.max(n)), u128::from(m.min(n)));
    assert!(
        a < 8_000_000_000_000_000_000,
        "golden_wins takes numbers below 8e18"
    );
    a == b || (2 * a - b) * (2 * a - b) > 5 * b * b
}

/// The Fibonacci numbers F(1) = F(2) = 1, ..., up to the first at or
/// above 2^62 (F(91) = 4660046610375530309, below 8e18).
pub fn fibonacci() -> Vec<u64> {
    let mut f = vec![1u64, 1];
    while f[f.len() - 1] < 1 << 62 {
        f.push(f[f.len() - 1] + f[f.len() - 2]);
    }
    f
}

/// The statement's constraints: C <= 6, M and N positive and below 2^31.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let (m, n) = (("M", 1..=(1 << 31) - 1), ("N", 1..=(1 << 31) - 1));
    shape::pairs::validate(sc, ("C", 1..=6), m, n)
}

fn words(stan_wins: bool) -> &'static str {
    if stan_wins {
        "Stan wins\n"
    } else {
        "Ollie wins\n"
    }
}

/// The search's answers when every number is at most 400.
fn reference(input: &str) -> Option<String> {
    let games = shape::pairs::read(input);
    if games.iter().any(|&(m, n)| m.max(n) > SEARCH_MAX) {
        return None;
    }
    let mut search = new_search();
    Some(
        games
            .iter()
            .map(|&(m, n)| words(search.wins(&sorted(m, n))))
            .collect(),
    )
}

/// The second computation, beyond the search: the golden-ratio
/// characterisation (checked against the search up to 400 in the
/// problem's tests), which answers `boundary_input`, whose pairs go up to
/// 2^31.
fn by_golden_ratio(input: &str) -> Option<String> {
    Some(golden_answer(&shape::pairs::read(input)))
}

/// The answer of the second computation for a whole input.
fn golden_answer(games: &[(u64, u64)]) -> String {
    games
        .iter()
        .map(|&(m, n)| words(golden_wins(m, n)))
        .collect()
}

const MAX: u64 = (1 << 31) - 1;

/// Pairs at the theory's boundaries below 2^31 (the statement's bound):
/// consecutive Fibonacci numbers (ratios nearest φ, on alternate sides),
/// pairs with quotient exactly 2 and a forced chain behind, and losing
/// pairs with b >= 2^30 and a < 2b (where 2·b overflows a signed 32-bit
/// int).
fn boundary_pairs(rng: &mut Rng) -> Vec<(u64, u64)> {
    let f = fibonacci();
    let i = rng.range(1, 44) as usize; // F(46) = 1836311903 < 2^31 - 1.
    let mut pairs = vec![(f[i + 1], f[i])];
    // Neighbours of a Fibonacci pair: one number off by one.
    let j = rng.range(4, 44) as usize;
    pairs.push((f[j + 1] + rng.range(0, 1), f[j] + rng.range(0, 1)));
    // Quotient 2 over a pair (b, r) that is lost for the player to move
    // there, or won: (2b + r, b).
    let k = rng.range(3, 44) as usize;
    let (b, r) = (f[k + 1], f[k]);
    if 2 * b + r <= MAX {
        pairs.push((2 * b + r, b));
    }
    // A pair (b + c, b) with b >= 2^30 and b / c >= 2: the forced move
    // leads to (b, c), a win for the opponent.
    let b = rng.range(1 << 30, (1 << 30) + (1 << 29));
    let c = rng.range(1, (MAX - b).min(b / 2));
    pairs.push((b + c, b));
    rng.shuffle(&mut pairs);
    pairs
        .into_iter()
        .map(|(a, b)| if rng.range(0, 1) == 0 { (a, b) } else { (b, a) })
        .collect()
}

/// The generated cases; judge-data/luogu1290-euclid-game/README.md gives
/// the backing of each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(1290);
    let mut cases = Generated::searched_series("random-small", 1..=10, |_| {
        let games: Vec<(u64, u64)> = (0..6)
            .map(|_| (rng.range(1, SEARCH_MAX), rng.range(1, SEARCH_MAX)))
            .collect();
        shape::pairs::input(&games)
    });
    // Small boundaries, for the search: equal numbers, a number and 1,
    // consecutive Fibonacci numbers (ratios nearest φ), quotient exactly
    // 2 over a chain of forced moves, the first step's quotient 1 with a
    // win two steps later, quotients in the hundreds (a search of the
    // multiples without memo tries about 2^q of them: it is too slow here,
    // before the max-* cases, where it would overflow its stack first).
    for (stem, games) in [
        (
            "edge-equal-and-ones",
            vec![(1, 1), (400, 400), (1, 400), (400, 1), (2, 1), (1, 2)],
        ),
        (
            "edge-fibonacci",
            vec![(3, 2), (5, 3), (8, 5), (233, 144), (377, 233), (144, 233)],
        ),
        (
            "edge-quotient-2",
            vec![(8, 3), (21, 8), (55, 21), (144, 55), (7, 3), (5, 2)],
        ),
        (
            "edge-forced-first-step",
            vec![(5, 3), (7, 4), (11, 7), (18, 11), (12, 7), (19, 12)],
        ),
        (
            "edge-long-quotients",
            vec![
                (399, 2),
                (2, 397),
                (400, 3),
                (3, 398),
                (399, 266),
                (301, 200),
            ],
        ),
    ] {
        cases.push(Generated::searched(stem, shape::pairs::input(&games)));
    }
    // Below 2^31: the statement's bound.
    let f = fibonacci();
    // F(46) = 1836311903 and F(45), F(44), ...: consecutive pairs, each
    // order, and neighbours.
    let fib_games: Vec<(u64, u64)> = vec![
        (f[45], f[44]),
        (f[44], f[43]),
        (f[43], f[42]),
        (f[44], f[45]),
        (f[45] + 1, f[44]),
        (f[45], f[44] + 1),
    ];
    cases.push(Generated::constructed(
        "max-fibonacci",
        shape::pairs::input(&fib_games),
        &golden_answer(&fib_games),
    ));
    // (F(n + 1), F(n)) for even n = 40, 42, 44 (F(40) = 102334155), in
    // both orders: ratios just above φ, too close for a double's
    // a / b > φ (it answers these wrong).
    let near_phi: Vec<(u64, u64)> = [39, 41, 43]
        .iter()
        .flat_map(|&i| [(f[i + 1], f[i]), (f[i], f[i + 1])])
        .collect();
    cases.push(Generated::constructed(
        "max-fibonacci-above-10-pow-8",
        shape::pairs::input(&near_phi),
        &golden_answer(&near_phi),
    ));
    // Quotient exactly 2 over a consecutive Fibonacci pair: (2b + r, b).
    let q2: Vec<(u64, u64)> = (39..45)
        .map(|k| (2 * f[k] + f[k - 1], f[k]))
        .filter(|&(a, _)| a <= MAX)
        .collect();
    cases.push(Generated::constructed(
        "max-quotient-2-over-fibonacci",
        shape::pairs::input(&q2),
        &golden_answer(&q2),
    ));
    // b >= 2^30, a < 2b: 2·b overflows a 32-bit int. Three (b + c, b)
    // with b / c >= 2, lost for the player to move (the forced move
    // leaves (b, c), a win); three with c near b, where the chain of
    // forced moves goes on.
    let mut big = Vec::new();
    for k in 0..6u64 {
        let b = (1 << 30) + 12_345 * (k + 1);
        let c = if k < 3 { b / (2 + k) } else { b - b / (3 + k) };
        big.push((b + c, b));
    }
    cases.push(Generated::constructed(
        "max-above-2-pow-30",
        shape::pairs::input(&big),
        &golden_answer(&big),
    ));
    let extremes = vec![
        (MAX, MAX),
        (MAX, 1),
        (1, MAX),
        (MAX, MAX - 1),
        (MAX, (MAX + 1) / 2),
        (MAX, MAX / 2),
    ];
    cases.push(Generated::constructed(
        "max-extremes",
        shape::pairs::input(&extremes),
        &golden_answer(&extremes),
    ));
    for i in 1..=6 {
        let games = boundary_pairs(&mut rng);
        cases.push(Generated::constructed(
            &format!("max-boundaries-{i:02}"),
            shape::pairs::input(&games[..games.len().min(6)]),
            &golden_answer(&games[..games.len().min(6)]),
        ));
    }
    cases
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 6
/// games of numbers 1..=min(400, 50 * size) (size 1: up to 50; size 8:
/// up to 400, the most the search is asked about).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let top = (50 * size).min(SEARCH_MAX);
    shape::pairs::random(rng, &Piles::new(1..=6, 1..=top))
}

/// Inputs at the theory's boundaries up to 2^31 (`boundary_pairs`), up
/// to 6 games; answered by `by_golden_ratio`.
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let mut games = boundary_pairs(rng);
    games.truncate(size.min(6) as usize);
    shape::pairs::input(&games)
}

test_support::spec! {
    validate, reference, second_computation: by_golden_ratio, random_input,
    boundary_input, generated,
    min_searched: 15,
}
