//! AtCoder ABC368 F Dividing Game's spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search (up to 3 values up to 1000
//! or 2 up to 10^5), and the inputs made from them, the large ones answered
//! by a second computation checked against the search in the tests; apart
//! from the solution.

use judge_io::Error;
use test_support::draw::Piles;
use test_support::{numbers, shape, Generated, Rng, Strict, WinLossSearch};

/// The divisors of `a` other than `a`, by trial division up to sqrt(a).
fn proper_divisors(a: u64) -> Vec<u64> {
    let mut res = Vec::new();
    let mut d = 1;
    while d * d <= a {
        if a % d == 0 {
            res.push(d);
            if d * d != a && d != 1 {
                res.push(a / d);
            }
        }
        d += 1;
    }
    res
}

/// Every position one move away, by the rules alone: replace one value
/// by a proper divisor. Positions are sorted and hold no 1 (a 1 has no
/// move and changes nothing).
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(position: &Vec<u64>) -> Vec<Vec<u64>> {
    let each = |a| proper_divisors(a).into_iter().map(|d| vec![d]).collect();
    test_support::nim::sum_moves(position, each, |v| v > 1)
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::values::validate(sc, ("N", 1..=100_000), ("A_i", 2..=100_000))
}

fn words(anna_wins: bool) -> String {
    if anna_wins { "Anna" } else { "Bruno" }.to_string()
}

/// The search's answer for up to 3 values of at most 1000, or one or
/// two values of any size up to 10^5 (a pair's positions are pairs of
/// divisors: at most 128 x 128).
fn reference(input: &str) -> Option<String> {
    let mut values = numbers(input).split_off(1);
    let small = values.len() <= 3 && values.iter().all(|&v| v <= 1000);
    let pair = values.len() <= 2 && values.iter().all(|&v| v <= 100_000);
    if !small && !pair {
        return None;
    }
    values.retain(|&v| v > 1);
    values.sort_unstable();
    Some(words(WinLossSearch::new(moves).wins(&values)))
}

/// A second computation for inputs too large to search, written apart
/// from `solve`: Ω of each value by trial division (no sieve), and the
/// heaps' nim-sum. Checked against the search in the tests.
pub fn second_computation(values: &[u64]) -> bool {
    values
        .iter()
        .map(|&v| omega_by_trial_division(v))
        .fold(0, |acc, w| acc ^ w)
        != 0
}

/// The number of prime factors of `x` with multiplicity, by trial
/// division.
pub fn omega_by_trial_division(mut x: u64) -> u32 {
    let mut count = 0;
    let mut d = 2;
    while d * d <= x {
        while x % d == 0 {
            x /= d;
            count += 1;
        }
        d += 1;
    }
    count + u32::from(x > 1)
}

/// The generated cases; judge-data/abc368f-dividing-game/README.md
/// gives the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(368);
    let mut cases = shape::values::random_small(&mut rng, 12, &Piles::new(1..=3, 2..=1000));
    cases.extend(Generated::searched_each([
        ("edge-one-2", shape::values::input(&[2])),
        ("edge-one-prime-max", shape::values::input(&[99_991])),
        ("edge-one-65536", shape::values::input(&[65_536])),
        ("edge-one-max", shape::values::input(&[100_000])),
        // 313 * 317 (Omega 2; 313 is the largest prime up to sqrt(10^5))
        // beside 4 (Omega 2): a trial division by too few primes that
        // counts the rest above 1 as one prime gives 1 ^ 2 and says Anna.
        (
            "edge-313-times-317-beside-4",
            shape::values::input(&[99_221, 4]),
        ),
        ("edge-equal-pair", shape::values::input(&[720, 720])),
        (
            "edge-same-heap-different-values",
            shape::values::input(&[512, 768, 972]),
        ),
    ]));
    // One case per boundary of the theory, a change of Ω from k - 1 to
    // k (k = 2..=16; 2^16 = 65536 is the most prime factors a value up
    // to 10^5 has): 2^k beside 2^(k - 1), worth k ^ (k - 1) != 0, so
    // Anna; a table that gives Ω = k the value of k - 1 (a capped mex,
    // a short table) says Bruno, and no other pile can cancel the error.
    for k in 2..=16u32 {
        cases.push(Generated::searched(
            &format!("edge-omega-{k}-beside-{}", k - 1),
            shape::values::input(&[1 << k, 1 << (k - 1)]),
        ));
    }
    let max_n = 100_000;
    // Every value twice, shuffled: the second player mirrors.
    cases.extend(Generated::constructed_each([
        (
            "max-n-all-65536",
            shape::values::input(&vec![65_536; max_n]),
            "Bruno",
        ),
        (
            "max-n-paired",
            shape::values::input(&rng.paired(max_n / 2, 2..=100_000)),
            "Bruno",
        ),
    ]));
    // Pairs and one more value: Anna turns it into 1, then mirrors.
    let plus_one = rng.paired_plus(
        max_n / 2 - 1,
        2..=100_000,
        |rng| vec![rng.range(2, 100_000)],
    );
    cases.push(Generated::constructed(
        "max-n-paired-plus-one",
        shape::values::input(&plus_one),
        "Anna",
    ));
    // Random values near the bound (the sieve goes to 10^5), answered
    // by the second computation.
    for (i, lo) in [(1, 2), (2, 90_000)] {
        let values = rng.values(max_n, lo..=100_000);
        let answer = words(second_computation(&values));
        cases.push(Generated::constructed(
            &format!("max-n-random-{i}"),
            shape::values::input(&values),
            &answer,
        ));
    }
    cases
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
/// min(3, size) values in 2..=MAX[size] (size 1: one value up to 4;
/// size 8: up to 3 values up to 1000, the most the search takes).
fn random_input(rng: &mut Rng, size: u64) -> String {
    const MAX: [u64; 9] = [0, 4, 8, 16, 36, 64, 128, 360, 1000];
    let count = 1..=size.min(3);
    shape::values::random(rng, &Piles::new(count, 2..=MAX[size as usize]))
}

/// A value up to 10^5 with `k` prime factors (with multiplicity, k =
/// 1..=16): 2^k with some factors 2 replaced by 3, 5 or 7 while it stays
/// within the bound.
pub fn value_with_omega(rng: &mut Rng, k: u32) -> u64 {
    let mut x = 1u64 << k;
    for _ in 0..rng.range(0, u64::from(k)) {
        let p = [3, 5, 7][rng.range(0, 2) as usize];
        if x % 2 == 0 && x / 2 * p <= 100_000 {
            x = x / 2 * p;
        }
    }
    x
}

/// Inputs at the theory's boundaries, the changes of Ω: a value with k
/// prime factors (k = 1..=16) beside one with k - 1, k or k + 1 (when
/// that fits under 10^5), so the answer is decided by those two heaps
/// alone (Bruno exactly when the counts are equal). `reference`
/// searches any pair up to 10^5.
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    let k = rng.range(1, 16) as u32;
    let partner = (k + rng.range(0, 2) as u32).clamp(2, 17) - 1;
    let mut values = vec![value_with_omega(rng, k), value_with_omega(rng, partner)];
    rng.shuffle(&mut values);
    shape::values::input(&values)
}

test_support::spec! {
    validate, reference, random_input, boundary_input, generated,
    min_searched: 35,
}
