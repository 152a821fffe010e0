//! Codeforces 850C Arpa and a game with Mojtaba's spec
//! (`test_support::spec`): the statement's constraints; as the reference,
//! the exhaustive search of the game on the list of numbers by its rules;
//! the large cases from a second computation (exponent sets per prime and
//! their Grundy values, written apart from the solution and checked against
//! the search in the problem's tests); and the inputs made from them.

use judge_io::Error;
use test_support::draw::Piles;
use test_support::{numbers, shape, Generated, Rng, Strict, WinLossSearch};

/// Trial division by every number, for the spec's and the tests' own
/// primality claims.
pub fn is_prime(x: u64) -> bool {
    x >= 2 && (2..).take_while(|d| d * d <= x).all(|d| x % d != 0)
}

/// The moves by the rules on the whole list (sorted, 1s dropped): every
/// prime power dividing some number, found by trying divisors directly.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(list: &Vec<u32>) -> Vec<Vec<u32>> {
    let max = list.iter().copied().max().unwrap_or(1);
    let mut next = Vec::new();
    for q in 2..=max {
        // q is a prime power iff its smallest factor p divides it down to 1.
        let p = (2..=q).find(|d| q % d == 0).unwrap();
        let mut r = q;
        while r % p == 0 {
            r /= p;
        }
        if r != 1 || !list.iter().any(|&x| x % q == 0) {
            continue;
        }
        let mut after: Vec<u32> = list
            .iter()
            .map(|&x| if x % q == 0 { x / q } else { x })
            .filter(|&x| x > 1)
            .collect();
        after.sort_unstable();
        next.push(after);
    }
    next
}

/// The exact layout of the judge's data and the problem's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::values::validate(sc, ("n", 1..=100), ("a_i", 1..=1_000_000_000))
}

/// The search's answer for at most 4 numbers of at most 600.
fn reference(input: &str) -> Option<String> {
    let mut list: Vec<u32> = numbers(input)[1..]
        .iter()
        .map(|&x| x as u32)
        .filter(|&x| x > 1)
        .collect();
    if list.len() > 4 || list.iter().any(|&x| x > 600) {
        return None;
    }
    list.sort_unstable();
    let wins = WinLossSearch::new(moves).wins(&list);
    Some(if wins { "Mojtaba" } else { "Arpa" }.to_string())
}

/// The generated cases; judge-data/cf850c-arpa-mojtaba/README.md gives
/// the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(850);
    let mut cases = shape::values::random_small(&mut rng, 10, &Piles::new(1..=4, 1..=600));
    cases.push(Generated::searched(
        "edge-prime-powers",
        shape::values::input(&[2, 4, 8, 16]),
    ));
    // k distinct primes, each to the first power only (a number may
    // repeat): the only moves are "divide by p", each removes one prime
    // for good, so the game lasts exactly k moves and the first player
    // wins iff k is odd. Primality here is by trial division by every
    // number, not by the binary's sieve.
    let big_primes: Vec<u64> = (999_990_000..1_000_000_000u64)
        .filter(|&x| is_prime(x))
        .take(40)
        .collect();
    assert_eq!(big_primes.len(), 40);
    cases.extend(Generated::constructed_each([
        (
            "max-40-large-primes",
            shape::values::input(&big_primes),
            "Arpa",
        ),
        (
            "max-39-large-primes",
            shape::values::input(&big_primes[..39]),
            "Mojtaba",
        ),
    ]));
    // The 100 largest primes up to 10^9: the most trial divisions.
    let largest: Vec<u64> = (2..=1_000_000_000u64)
        .rev()
        .filter(|&x| is_prime(x))
        .take(100)
        .collect();
    let mut shuffled = largest.clone();
    rng.shuffle(&mut shuffled);
    cases.push(Generated::constructed(
        "max-100-large-primes",
        shape::values::input(&shuffled),
        "Arpa",
    ));
    // 99 of them, the largest twice: still 99 primes.
    let mut repeated = largest[..99].to_vec();
    repeated.push(largest[0]);
    rng.shuffle(&mut repeated);
    cases.push(Generated::constructed(
        "max-100-values-99-large-primes",
        shape::values::input(&repeated),
        "Mojtaba",
    ));
    // Products of consecutive primes among the 101 largest below
    // sqrt(10^9): trial division runs up to the smaller factor, as long
    // as for a prime; 101 primes, each to the first power only.
    let small: Vec<u64> = (2..=31_622u64)
        .rev()
        .filter(|&x| is_prime(x))
        .take(101)
        .collect();
    let mut semiprimes: Vec<u64> = small.windows(2).map(|w| w[0] * w[1]).collect();
    assert!(semiprimes.iter().all(|&v| v <= 1_000_000_000));
    rng.shuffle(&mut semiprimes);
    cases.push(Generated::constructed(
        "max-100-semiprimes",
        shape::values::input(&semiprimes),
        "Mojtaba",
    ));
    // 18 = 2 * 3^2: after 2 is divided out, 9 is left, the square of the
    // next prime: the last step of trial division (p * p <= a).
    cases.extend(Generated::searched_each([
        ("edge-18-leaves-3-squared", shape::values::input(&[18])),
        // 2 twice and 4: the exponent 1 is present, however many values
        // hold it (the mask is a set, exponents 1 and 2: lost).
        (
            "edge-repeated-exponent-2-2-4",
            shape::values::input(&[2, 2, 4]),
        ),
    ]));
    // One prime with a low and a high exponent, and the highest alone:
    // masks of up to 30 bits (README).
    for (stem, values) in [
        ("edge-2-to-the-6-and-27", vec![64, 1 << 27]),
        ("edge-2-to-the-29", vec![1 << 29]),
    ] {
        let answer = if second_computation(&values) {
            "Mojtaba"
        } else {
            "Arpa"
        };
        cases.push(Generated::constructed(
            stem,
            shape::values::input(&values),
            answer,
        ));
    }
    let worst = worst_input();
    let answer = if second_computation(&worst) {
        "Mojtaba"
    } else {
        "Arpa"
    };
    cases.push(Generated::constructed(
        "max-worst-masks",
        shape::values::input(&worst),
        answer,
    ));
    cases
}

/// The exponent set that made a memoised mask search settle the most
/// states (3060) among 200000 random sets of exponents in 1..=29 (see
/// the folder's README): 2^e for these e. Each further prime p gets the
/// same pattern shifted down to fit p^e <= 10^9.
const WORST_EXPONENTS: [u32; 11] = [12, 13, 14, 16, 17, 18, 20, 25, 26, 27, 29];

fn worst_input() -> Vec<u64> {
    let mut res = Vec::new();
    for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43] {
        let max_e = (1..)
            .take_while(|&e| p.pow(e) <= 1_000_000_000)
            .last()
            .unwrap();
        let shift = 29 - max_e;
        for &e in &WORST_EXPONENTS {
            if e > shift && res.len() < 100 {
                res.push(p.pow(e - shift));
            }
        }
    }
    res
}

/// A second computation for inputs too large to search, written apart
/// from `solve`: exponents of each prime as a sorted set, Grundy values
/// memoised on the sets, mex by a hash set. Checked against the search
/// below.
pub fn second_computation(values: &[u64]) -> bool {
    use std::collections::{BTreeSet, HashMap, HashSet};
    fn g(set: &BTreeSet<u32>, memo: &mut HashMap<BTreeSet<u32>, u32>) -> u32 {
        if let Some(&v) = memo.get(set) {
            return v;
        }
        let top = set.iter().next_back().copied().unwrap_or(0);
        let options: HashSet<u32> = (1..=top)
            .map(|k| {
                let next: BTreeSet<u32> = set
                    .iter()
                    .map(|&e| if e >= k { e - k } else { e })
                    .filter(|&e| e > 0)
                    .collect();
                g(&next, memo)
            })
            .collect();
        let v = (0..).find(|v| !options.contains(v)).unwrap();
        memo.insert(set.clone(), v);
        v
    }
    let mut sets: HashMap<u64, BTreeSet<u32>> = HashMap::new();
    for &v in values {
        let mut x = v;
        let mut d = 2;
        while d * d <= x {
            let mut e = 0;
            while x % d == 0 {
                x /= d;
                e += 1;
            }
            if e > 0 {
                sets.entry(d).or_default().insert(e);
            }
            d += 1;
        }
        if x > 1 {
            sets.entry(x).or_default().insert(1);
        }
    }
    let mut memo = HashMap::new();
    sets.values().fold(0, |acc, s| acc ^ g(s, &mut memo)) != 0
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
/// min(4, size) numbers above 1 and up to 2 ones, shuffled; each number
/// in 2..=MAX[size], half of them products of the primes 2, 3, 5, 7 so
/// that prime powers are shared (size 1: one number up to 4; size 8: up
/// to 4 numbers up to 600, the most the search takes).
fn random_input(rng: &mut Rng, size: u64) -> String {
    const MAX: [u64; 9] = [0, 4, 12, 30, 64, 128, 256, 400, 600];
    let max = MAX[size as usize];
    let mut list: Vec<u64> = (0..rng.range(1, size.min(4)))
        .map(|_| {
            if rng.range(0, 1) == 0 {
                return rng.range(2, max);
            }
            let mut x = 1;
            loop {
                let p = [2, 3, 5, 7][rng.range(0, 3) as usize];
                if x * p > max {
                    break x.max(2);
                }
                x *= p;
            }
        })
        .collect();
    list.extend((0..rng.range(0, 2)).map(|_| 1));
    rng.shuffle(&mut list);
    shape::values::input(&list)
}

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 15,
}
