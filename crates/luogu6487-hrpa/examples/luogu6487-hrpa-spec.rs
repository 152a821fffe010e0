//! Luogu P6487 HRPA's spec (`test_support::spec`): the statement's
//! constraints; as the reference, the exhaustive search of Fibonacci Nim
//! for n up to 400 and, beyond it, the least term over every
//! representation of n as a sum of Fibonacci numbers (a second computation
//! apart from the solution, checked against the search in the problem's
//! tests); and the inputs made from them.

use judge_io::Error;
use test_support::WinLossSearch;
use test_support::{numbers, Generated, Rng, Strict};

/// A position: stones left and the most the player to move may take
/// (at most the stones left). (0, _) has no move: the previous player
/// took the last stone and won.
type Position = (u64, u64);

pub fn position(left: u64, cap: u64) -> Position {
    (left, cap.min(left))
}

/// The moves by the rules: take k in 1..=cap; the next cap is 2k.
fn moves(&(left, cap): &Position) -> Vec<Position> {
    (1..=cap).map(|k| position(left - k, 2 * k)).collect()
}

pub fn new_search() -> WinLossSearch<Position, fn(&Position) -> Vec<Position>> {
    WinLossSearch::new(moves as fn(&Position) -> Vec<Position>)
}

/// The least first take k (1..=n) after which the opponent, at
/// (n - k, 2k), loses, by the search.
pub fn searched_least_take(
    search: &mut WinLossSearch<Position, fn(&Position) -> Vec<Position>>,
    n: u64,
) -> u64 {
    (1..=n)
        .find(|&k| !search.wins(&position(n - k, 2 * k)))
        .expect("taking all n wins")
}

/// The largest pile the search is asked about.
pub const SEARCH_MAX: u64 = 400;

/// Fibonacci numbers F(2) = 1, F(3) = 2, ..., F(93); `fib()[i]` is
/// F(i + 2).
pub fn fib() -> Vec<u64> {
    let mut f = vec![1u64, 2];
    while let Some(next) = f[f.len() - 1].checked_add(f[f.len() - 2]) {
        f.push(next);
    }
    f
}

/// The second computation, apart from `solve`'s greedy pass: every set
/// of distinct, non-adjacent Fibonacci numbers (from F(2) = 1 on) that
/// sums to `n`, by a depth-first search that includes or excludes each
/// F(k) from the top, pruned only where the remainder exceeds what the
/// smaller terms can sum to (non-adjacent terms below F(k + 1) sum to at
/// most F(k + 1) - 1). Each set is listed in decreasing order.
pub fn representations(n: u64) -> Vec<Vec<u64>> {
    fn go(f: &[u64], k: usize, rest: u64, chosen: &mut Vec<u64>, all: &mut Vec<Vec<u64>>) {
        if rest == 0 {
            all.push(chosen.clone());
            return;
        }
        if k == 0 {
            return;
        }
        let i = k - 1; // the term f[i], the largest still allowed
                       // The terms f[0..=i], non-adjacent, sum to at most f[i + 1] - 1
                       // (f[i] + f[i - 2] + ... ), so a larger remainder is out of reach.
        let reach = f[..=i]
            .iter()
            .rev()
            .step_by(2)
            .map(|&x| u128::from(x))
            .sum::<u128>();
        if u128::from(rest) > reach {
            return;
        }
        if f[i] <= rest {
            chosen.push(f[i]);
            // Non-adjacent: the next term allowed is f[i - 2].
            go(f, i.saturating_sub(1), rest - f[i], chosen, all);
            chosen.pop();
        }
        go(f, i, rest, chosen, all);
    }
    let f = fib();
    let mut all = Vec::new();
    go(&f, f.len(), n, &mut Vec::new(), &mut all);
    all
}

/// The least term of the one representation of `n`; panics unless there
/// is exactly one (Zeckendorf's theorem, checked on every call).
pub fn least_term(n: u64) -> u64 {
    let reps = representations(n);
    assert_eq!(reps.len(), 1, "n = {n}: representations {reps:?}");
    *reps[0].last().expect("n >= 1")
}

/// The statement's constraints: 2 <= n <= 10^15.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    sc.next_in("n", 2u64, 1_000_000_000_000_000)?;
    sc.end_line()
}

/// The search's answer if n <= 400.
fn reference(input: &str) -> Option<String> {
    let n = numbers(input)[0];
    if n > SEARCH_MAX {
        return None;
    }
    Some(format!("{}\n", searched_least_take(&mut new_search(), n)))
}

/// Beyond the search, the representation search's answer (checked
/// against the game's search in the problem's tests), which answers
/// `boundary_input`, whose piles go up to 10^15.
fn by_representation(input: &str) -> Option<String> {
    Some(format!("{}\n", least_term(numbers(input)[0])))
}

fn input(n: u64) -> String {
    format!("{n}\n")
}

pub const MAX: u64 = 1_000_000_000_000_000;

/// A pile built as a Zeckendorf sum: `indices` into `fib()`, decreasing
/// and at least 2 apart; the answer is the smallest term (Zeckendorf's
/// theorem makes this the representation, and the header's theorem
/// makes its least term the answer). Returns (n, least term).
fn zeckendorf_sum(indices: &[usize]) -> (u64, u64) {
    let f = fib();
    for w in indices.windows(2) {
        assert!(w[0] >= w[1] + 2, "{indices:?}: not decreasing by 2 or more");
    }
    let n = indices.iter().map(|&i| f[i]).sum();
    (n, f[*indices.last().expect("one term at least")])
}

/// A random Zeckendorf sum at most `max` (>= 2) whose least term has
/// index `low` or more where it can: the largest F <= max, then indices
/// from there down to `low`, each taken with probability 1/2 while the
/// sum stays <= max.
fn random_zeckendorf(rng: &mut Rng, max: u64, low: usize) -> Vec<usize> {
    let f = fib();
    let top = f.iter().rposition(|&x| x <= max).expect("max >= 1");
    let mut indices = vec![top];
    let mut sum = f[top];
    let mut i = top as isize - 2;
    while i >= low as isize {
        let k = i as usize;
        if sum + f[k] <= max && rng.range(0, 1) == 1 {
            indices.push(k);
            sum += f[k];
            i -= 2;
        } else {
            i -= 1;
        }
    }
    indices
}

/// Piles at the theory's boundaries up to 10^15: a Fibonacci number and
/// its neighbours, two non-adjacent terms, a random Zeckendorf sum whose
/// least term is large.
fn boundary_pile(rng: &mut Rng) -> u64 {
    let f = fib();
    // f[71] = F(73) = 806515533049393, the largest Fibonacci number
    // <= 10^15.
    let k = rng.range(0, 71) as usize;
    match rng.range(0, 4) {
        0 => f[k].max(2),
        1 => f[k] + 1,
        2 => (f[k] - 1).max(2),
        // F(72) + F(70) is the largest such pair <= 10^15.
        3 => {
            let k = k.clamp(2, 70);
            f[k] + f[k - 2]
        }
        _ => {
            let low = rng.range(0, 60) as usize;
            let max = rng.range(2, MAX);
            zeckendorf_sum(&random_zeckendorf(rng, max, low)).0
        }
    }
}

/// The generated cases; judge-data/luogu6487-hrpa/README.md gives the
/// backing of each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(6487);
    let mut cases =
        Generated::searched_series("random-small", 1..=10, |_| input(rng.range(2, SEARCH_MAX)));
    for (stem, n) in [
        ("edge-2", 2),
        ("edge-3", 3),
        ("edge-fibonacci-377", 377),
        ("edge-fibonacci-377-minus-1", 376),
        ("edge-fibonacci-377-plus-1", 378),
        ("edge-233-plus-89", 322),
        ("edge-400", 400),
    ] {
        cases.push(Generated::searched(stem, input(n)));
    }
    // Constructed as Zeckendorf sums (indices into fib(): fib()[i] is
    // F(i + 2); index 71 is F(73) = 806515533049393).
    let constructed: Vec<(&str, Vec<usize>)> = vec![
        // The largest Fibonacci number <= 10^15: take all.
        ("max-fibonacci-f73", vec![71]),
        // F(73) + 1, F(73) + 2 = F(73) + F(3).
        ("max-fibonacci-f73-plus-1", vec![71, 0]),
        ("max-fibonacci-f73-plus-2", vec![71, 1]),
        // F(73) - 1 = F(72) + F(70) + ... + F(4) + F(2): least term 1.
        (
            "max-fibonacci-f73-minus-1",
            (0..=70).rev().step_by(2).collect(),
        ),
        ("max-fibonacci-f72-plus-f70", vec![70, 68]),
        // F(72) + F(70) + ... + F(4): least term F(4) = 3.
        (
            "max-every-other-down-to-3",
            (1..=70).rev().step_by(2).collect(),
        ),
        // F(50) with F(73): the least term is above 2^32.
        ("max-least-term-above-2-pow-32", vec![71, 48]),
    ];
    for (stem, indices) in constructed {
        let (n, least) = zeckendorf_sum(&indices);
        cases.push(Generated::constructed(stem, input(n), &least.to_string()));
    }
    // 10^15 itself, and 10^15 - 1, by their representations written out
    // (found by the representation search and checked in
    // `ten_pow_15_representations_are_as_stored`).
    for (stem, indices) in [
        ("max-10-pow-15", TEN_POW_15.to_vec()),
        ("max-10-pow-15-minus-1", TEN_POW_15_MINUS_1.to_vec()),
    ] {
        let (n, least) = zeckendorf_sum(&indices);
        cases.push(Generated::constructed(stem, input(n), &least.to_string()));
    }
    for i in 1..=8 {
        let low = rng.range(0, 60) as usize;
        let (n, least) = zeckendorf_sum(&random_zeckendorf(&mut rng, MAX, low));
        cases.push(Generated::constructed(
            &format!("max-random-zeckendorf-{i:02}"),
            input(n),
            &least.to_string(),
        ));
    }
    cases
}

/// The Zeckendorf indices (into fib()) of 10^15 and of 10^15 - 1.
pub const TEN_POW_15: [usize; 18] = [
    71, 68, 59, 55, 53, 51, 49, 47, 42, 37, 29, 25, 22, 19, 15, 11, 8, 2,
];
pub const TEN_POW_15_MINUS_1: [usize; 18] = [
    71, 68, 59, 55, 53, 51, 49, 47, 42, 37, 29, 25, 22, 19, 15, 11, 8, 1,
];

/// A random input of size `size` (1..=8) for `scripts/stress`: a pile
/// of 2..=min(400, 50 * size) (size 1: up to 50; size 8: up to 400, the
/// most the search is asked about).
fn random_input(rng: &mut Rng, size: u64) -> String {
    input(rng.range(2, (50 * size).min(SEARCH_MAX)))
}

/// A pile at the theory's boundaries up to 10^15 (`boundary_pile`);
/// answered by `by_representation`.
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    input(boundary_pile(rng))
}

test_support::spec! {
    validate, reference, second_computation: by_representation, random_input,
    boundary_input, generated,
    min_searched: 20,
}
