//! Luogu P2252 [SHOI2002] 取石子游戏 / 【模板】威佐夫博弈 (Wythoff's
//! game)'s spec (`test_support::spec`): the statement's constraints, and
//! as its reference the exhaustive search of Wythoff's game up to 60
//! stones, else a second computation (the Zeckendorf characterisation of
//! the losing pairs, apart from `solve`'s integer square root).

use judge_io::Error;
use test_support::{numbers, Generated, Rng, Strict, WinLossSearch};

/// The moves by the rules: take k >= 1 from one pile or from both.
/// Positions are sorted pairs.
pub fn moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let sorted = |x: u64, y: u64| (x.min(y), x.max(y));
    let mut next = Vec::new();
    for k in 1..=a {
        next.push(sorted(a - k, b));
        next.push(sorted(a - k, b - k));
    }
    for k in 1..=b {
        next.push(sorted(a, b - k));
    }
    next
}

/// The second computation, apart from `solve`: the Zeckendorf
/// characterisation of Wythoff's losing positions. Write a > 0 greedily
/// as F(i_1) + F(i_2) + ... (indices >= 2, F(2) = 1, never adjacent). The
/// position with smaller pile a is lost iff the lowest index is even and
/// the larger pile is the shift F(i_1 + 1) + F(i_2 + 1) + ...; this
/// returns that partner, or `None` when the lowest index is odd.
pub fn zeckendorf_partner(a: u64) -> Option<u128> {
    // F(0), ..., F(94); F(93) is the largest Fibonacci number in a u64.
    let mut f = vec![0u128, 1];
    while f.len() < 95 {
        f.push(f[f.len() - 1] + f[f.len() - 2]);
    }
    let mut rest = u128::from(a);
    let mut shifted = 0;
    let mut lowest = 0;
    for i in (2..f.len() - 1).rev() {
        if f[i] <= rest {
            rest -= f[i];
            shifted += f[i + 1];
            lowest = i;
        }
    }
    (a > 0 && lowest % 2 == 0).then_some(shifted)
}

/// Whether the player to move loses, by [`zeckendorf_partner`]; (0, 0)
/// is the only loss with an empty pile. Checked against the search and
/// against the greedy construction of the losing pairs in the tests.
pub fn zeckendorf_loses(x: u64, y: u64) -> bool {
    let (a, b) = (x.min(y), x.max(y));
    if a == 0 {
        return b == 0;
    }
    zeckendorf_partner(a) == Some(u128::from(b))
}

/// The 14 differences d <= 381966011 for which a double's d·φ rounds to
/// floor(d·φ) + 1 (found by scanning every d, comparing the double's
/// floor with the exact one by squared integer comparisons).
pub const DOUBLE_OFF: [u64; 14] = [
    102_334_155,
    141_422_324,
    180_510_493,
    204_668_310,
    219_598_662,
    243_756_479,
    267_914_296,
    282_844_648,
    307_002_465,
    321_932_817,
    336_863_169,
    346_090_634,
    361_020_986,
    370_248_451,
];

/// The statement's constraints: a, b <= 10^9 (no lower bound stated:
/// piles of 0 allowed).
fn validate(sc: &mut Strict) -> Result<(), Error> {
    sc.next_in("a", 0u64, 1_000_000_000)?;
    sc.next_in("b", 0u64, 1_000_000_000)?;
    sc.end_line()
}

/// The search's answer if both piles are at most 60.
fn searched(input: &str) -> Option<String> {
    let v = numbers(input);
    let (a, b) = (v[0].min(v[1]), v[0].max(v[1]));
    if b > 60 {
        return None;
    }
    let wins = WinLossSearch::new(moves).wins(&(a, b));
    Some(if wins { "1" } else { "0" }.to_string())
}

/// The second computation's answer beyond 60 stones (Zeckendorf, checked
/// against the search and the greedy construction in the tests):
/// `boundary_input`'s positions and the generated cases beyond the search.
fn by_second_computation(input: &str) -> Option<String> {
    let v = numbers(input);
    Some(zeckendorf_answer(v[0], v[1]).to_string())
}

/// The losing pair (a, a + d), a found as the least a near d·1.618
/// that the Zeckendorf test accepts (no formula from `solve`).
fn losing_pair(d: u64) -> (u64, u64) {
    let guess = d + d * 618_034 / 1_000_000;
    let a = (guess.saturating_sub(1000)..guess + 1000)
        .find(|&a| zeckendorf_loses(a, a + d))
        .expect("the losing pair with difference d");
    (a, a + d)
}

/// Inputs at the theory's boundaries, the losing pairs: for a
/// difference d (half the time one of `DOUBLE_OFF`, where a double's
/// d·φ rounds up; else any d up to 381966011, the largest with both
/// piles <= 10^9), the losing pair or a neighbour one stone away in
/// one pile or both, in either order. Answered by the Zeckendorf test.
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    let d = if rng.range(0, 1) == 0 {
        DOUBLE_OFF[rng.range(0, DOUBLE_OFF.len() as u64 - 1) as usize]
    } else {
        rng.range(1, 381_966_011)
    };
    let (a, b) = losing_pair(d);
    let (x, y) = match rng.range(0, 4) {
        0 | 1 => (a, b),
        2 => (a + 1, b + 1),
        3 => (a - 1, b - 1),
        _ => (a, b + 1 - 2 * rng.range(0, 1)),
    };
    if rng.range(0, 1) == 0 {
        input(x, y)
    } else {
        input(y, x)
    }
}

fn input(a: u64, b: u64) -> String {
    format!("{a} {b}\n")
}

/// The answer of the second computation.
fn zeckendorf_answer(a: u64, b: u64) -> &'static str {
    if zeckendorf_loses(a, b) {
        "0"
    } else {
        "1"
    }
}

/// A random input of size `size` (1..=8) for `scripts/stress`: half the
/// time a and b in 0..=min(60, 8 * size) (size 1: up to 8; size 8: up to
/// 60, the most the search takes); half the time near the lost
/// positions, which are rare: b - a = k in 0..=3 * top / 8 and the
/// smaller pile in 8k/5..=5k/3 + 1, in either order.
fn random_input(rng: &mut Rng, size: u64) -> String {
    let top = (8 * size).min(60);
    if rng.range(0, 1) == 0 {
        return input(rng.range(0, top), rng.range(0, top));
    }
    let k = rng.range(0, top * 3 / 8);
    let a = rng.range(8 * k / 5, 5 * k / 3 + 1);
    if rng.range(0, 1) == 0 {
        input(a, a + k)
    } else {
        input(a + k, a)
    }
}

/// The generated cases; judge-data/luogu2252-wythoff/README.md gives the
/// backing of each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(2252);
    let mut cases = Vec::new();
    // Losing pairs up to 60, found by the search (not by a formula).
    let mut search = WinLossSearch::new(moves);
    let losing: Vec<(u64, u64)> = (0..=60u64)
        .flat_map(|a| (a..=60).map(move |b| (a, b)))
        .filter(|p| !search.wins(p))
        .collect();
    cases.extend(Generated::searched_series("random-small", 1..=12, |i| {
        let (a, b) = if i % 2 == 0 {
            losing[rng.range(0, losing.len() as u64 - 1) as usize]
        } else {
            (rng.range(0, 60), rng.range(0, 60))
        };
        let (a, b) = if rng.range(0, 1) == 0 { (a, b) } else { (b, a) };
        input(a, b)
    }));
    for (stem, a, b) in [
        ("edge-both-empty", 0, 0),
        ("edge-one-empty", 0, 60),
        ("edge-equal", 60, 60),
        ("edge-1-2", 1, 2),
        ("edge-larger-first", 7, 4),
        ("edge-58-36", 58, 36),
    ] {
        cases.push(Generated::searched(stem, input(a, b)));
    }
    // The largest losing pair with both piles <= 10^9, d = 381966011,
    // and its neighbours; piles at the bounds.
    let (a, b) = (618_033_988, 999_999_999);
    for (stem, x, y) in [
        ("max-largest-losing", a, b),
        ("max-largest-losing-swapped", b, a),
        ("max-largest-losing-plus-1-1", a + 1, b + 1),
        ("max-largest-losing-minus-1-1", a - 1, b - 1),
        ("max-largest-losing-b-plus-1", a, b + 1),
        ("max-largest-losing-b-minus-1", a, b - 1),
        ("max-both-10-pow-9", 1_000_000_000, 1_000_000_000),
        ("max-0-and-10-pow-9", 0, 1_000_000_000),
    ] {
        cases.push(Generated::constructed(
            stem,
            input(x, y),
            zeckendorf_answer(x, y),
        ));
    }
    // Where a double's floor(d·φ) is one too high: the losing pair (a
    // double answers 1) and (a + 1, b + 1) (a double answers 0) for every
    // such d; for F(40), F(42) and 370248451 also the other neighbours.
    for d in DOUBLE_OFF {
        let a = {
            // floor(d·φ) as the least a with zeckendorf_loses(a, a + d),
            // searched near d·1.618 (no formula from solve).
            let guess = d + d * 618_034 / 1_000_000;
            (guess - 1000..guess + 1000)
                .find(|&a| zeckendorf_loses(a, a + d))
                .expect("the losing pair with difference d")
        };
        let b = a + d;
        let mut pairs = vec![("losing", a, b), ("plus-1-1", a + 1, b + 1)];
        if [102_334_155, 267_914_296, 370_248_451].contains(&d) {
            pairs.extend([
                ("minus-1-1", a - 1, b - 1),
                ("b-plus-1", a, b + 1),
                ("b-minus-1", a, b - 1),
            ]);
        }
        for (what, x, y) in pairs {
            // Alternate the order of the piles.
            let (x, y) = if d % 2 == 0 { (y, x) } else { (x, y) };
            cases.push(Generated::constructed(
                &format!("max-double-off-{d}-{what}"),
                input(x, y),
                zeckendorf_answer(x, y),
            ));
        }
    }
    cases
}

test_support::spec! {
    validate, reference: searched, second_computation: by_second_computation,
    random_input, boundary_input, generated,
    min_searched: 19,
}
