//! HDU 1846 Brave Game's spec (`test_support::spec`): the statement's
//! constraints, the exhaustive search of the Bash game, and the inputs
//! made from them; apart from the solution.

use judge_io::Error;
use test_support::shape::{self, pairs::input};
use test_support::{numbers, Generated, Rng, Strict, WinLossSearch};

/// The moves by the rules on a pile of `n`: take 1 to `m` stones.
fn moves(m: u64, n: u64) -> Vec<u64> {
    (1..=m.min(n)).map(|k| n - k).collect()
}

/// The search of one pile, take 1 to `m`.
pub fn search(m: u64) -> WinLossSearch<u64, impl FnMut(&u64) -> Vec<u64>> {
    WinLossSearch::new(move |&n: &u64| moves(m, n))
}

/// The exact layout of the judge's data and the problem's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::pairs::validate(sc, ("C", 1..=100), ("n", 1..=1000), ("m", 1..=1000))
}

/// The search's answers; every valid input is small enough.
fn reference(input: &str) -> Option<String> {
    let v = numbers(input);
    let mut res = String::new();
    for case in v[1..].chunks(2) {
        let wins = search(case[1]).wins(&case[0]);
        res.push_str(if wins { "first\n" } else { "second\n" });
    }
    Some(res)
}

/// A random input of `size` cases with n and m up to 4 * size.
fn random_input(rng: &mut Rng, size: u64) -> String {
    let cases: Vec<(u64, u64)> = (0..size)
        .map(|_| (rng.range(1, 4 * size), rng.range(1, 4 * size)))
        .collect();
    input(&cases)
}

/// The heap sizes at the boundaries of n mod (m + 1) for one m: the
/// first, second and last multiple of m + 1 up to 1000 and one off each
/// side, n = m (the whole heap in one move), and n = 1000 (the
/// statement's largest), within 1..=1000.
fn boundary_heaps(m: u64) -> Vec<u64> {
    let last = 1000 / (m + 1);
    let mut ns: Vec<u64> = [1, 2, last]
        .iter()
        .filter(|&&k| k >= 1)
        .flat_map(|&k| [k * (m + 1) - 1, k * (m + 1), k * (m + 1) + 1])
        .chain([m, 1000])
        .filter(|&n| (1..=1000).contains(&n))
        .collect();
    ns.sort_unstable();
    ns.dedup();
    ns
}

/// An input at the theory's boundaries: 1 to 3 cases, each a random m in
/// 1..=12 * size and n at a boundary of n mod (m + 1) (`boundary_heaps`)
/// within the first three multiples of m + 1, or n = 1000 one time in
/// eight; one heap per case, so each answer rests on that boundary alone.
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let cases: Vec<(u64, u64)> = (0..rng.range(1, 3))
        .map(|_| {
            let m = rng.range(1, 12 * size);
            let n = if rng.range(0, 7) == 0 {
                1000
            } else {
                (rng.range(1, 3) * (m + 1) + rng.range(0, 2)).max(2) - 1
            };
            (n, m)
        })
        .collect();
    input(&cases)
}

/// The generated cases, all answered by the search.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(1846);
    let mut cases = vec![
        Generated::searched("puzzle-100-candies-take-1-to-8", input(&[(100, 8)])),
        Generated::searched(
            "edge-m-at-least-n",
            input(&[(1, 1), (5, 5), (5, 1000), (1000, 1000)]),
        ),
        Generated::searched(
            "edge-multiples",
            input(&[(1000, 999), (999, 998), (1000, 1), (999, 2)]),
        ),
    ];
    cases.extend(Generated::searched_series("max-c-random", 1..=3, |_| {
        let c: Vec<(u64, u64)> = (0..100)
            .map(|_| (rng.range(1, 1000), rng.range(1, 1000)))
            .collect();
        input(&c)
    }));
    // Small m, so that both answers are frequent.
    let c: Vec<(u64, u64)> = (0..100)
        .map(|_| (rng.range(1, 1000), rng.range(1, 5)))
        .collect();
    cases.push(Generated::searched("random-small-m", input(&c)));
    // Every boundary heap (`boundary_heaps`) of chosen m: the smallest,
    // around 10, around a third, half and all of the largest heap, one
    // case each (one heap per case, so no error can cancel), at most 100
    // cases to a file.
    let ms = [1u64, 2, 3, 9, 10, 332, 333, 499, 500, 998, 999, 1000];
    let all: Vec<(u64, u64)> = ms
        .iter()
        .flat_map(|&m| boundary_heaps(m).into_iter().map(move |n| (n, m)))
        .collect();
    for (i, chunk) in all.chunks(100).enumerate() {
        cases.push(Generated::searched(
            &format!("edge-boundaries-{:02}", i + 1),
            input(chunk),
        ));
    }
    cases
}

test_support::spec! {
    validate, reference, random_input, boundary_input, generated,
    min_searched: 9,
}
