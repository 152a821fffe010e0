//! Codeforces 1310F Bad Cryptography's spec (`test_support::spec`): the
//! statement's constraints; as the reference, the least x by repeated
//! products from the mex definition of nim-multiplication (values below
//! 256); the large cases constructed with test-support's second
//! multiplication; and `agree`, which accepts any right x; apart from the
//! solution.

use std::sync::Mutex;

use judge_io::Error;
use test_support::draw::Piles;
use test_support::nimber::{nim_products_by_mex, NimProducts};
use test_support::{shape, Generated, Rng, Strict};

/// Whether `output` is right for `input`, given the search's least x
/// per pair (`expected`): the same -1s, each other x in range, written as
/// the checker reads one (decimal, no sign or leading zero), with a^x = b
/// by the second multiplication.
fn agree(input: &str, expected: &str, output: &str) -> Result<(), String> {
    thread_local! {
        static NIM: NimProducts = NimProducts::new();
    }
    NIM.with(|nim| agree_with(nim, input, expected, output))
}

fn agree_with(nim: &NimProducts, input: &str, expected: &str, output: &str) -> Result<(), String> {
    let pairs = shape::pairs::read(input);
    let ours: Vec<&str> = output.split_ascii_whitespace().collect();
    let jury: Vec<&str> = expected.split_ascii_whitespace().collect();
    if ours.len() != pairs.len() {
        return Err(format!("{} answers for {} pairs", ours.len(), pairs.len()));
    }
    for ((&(a, b), &x), &want) in pairs.iter().zip(&ours).zip(&jury) {
        if (x == "-1") != (want == "-1") {
            return Err(format!("pair {a} {b}: {x}, but the search says {want}"));
        }
        if x != "-1" {
            // The checker's form: decimal, no sign, no leading zero.
            match x.parse::<u64>() {
                Ok(v) if v.to_string() != x => {
                    return Err(format!(
                        "pair {a} {b}: {x:?} is not an x as the checker reads one"
                    ))
                }
                Ok(v) if nim.pow(a, v) == b => {}
                _ => return Err(format!("pair {a} {b}: a^{x} is not b")),
            }
        }
    }
    Ok(())
}

/// A random input for `scripts/stress`: up to 4 * size pairs of values
/// below 2^size (at least 1, below 256: what the mex search answers).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let top = (1u64 << size).clamp(2, 255);
    shape::pairs::random(rng, &Piles::new(1..=4 * size, 1..=top))
}

/// The mex table of nim-products below 256 (the field F_256), computed
/// once per process.
static MEX: Mutex<Vec<Vec<u64>>> = Mutex::new(Vec::new());

/// The least x in 0..255 with a^x = b by repeated products from the mex
/// definition, for a, b < 256 (orders in F_256 divide 255); `None` if
/// none, or `Err` when a or b is not below 256.
#[allow(clippy::result_unit_err)] // Err says only: beyond the table.
pub fn least_x_by_mex(a: u64, b: u64) -> Result<Option<u64>, ()> {
    if a >= 256 || b >= 256 {
        return Err(());
    }
    let mut table = MEX.lock().unwrap_or_else(|e| e.into_inner());
    if table.is_empty() {
        *table = nim_products_by_mex(256);
    }
    let mut power = 1u64;
    for x in 0..255 {
        if power == b {
            return Ok(Some(x));
        }
        power = table[power as usize][a as usize];
    }
    Ok(None)
}

fn words(x: Option<u64>) -> String {
    match x {
        Some(x) => format!("{x}\n"),
        None => "-1\n".to_string(),
    }
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::pairs::validate(sc, ("t", 1..=100), ("a", 1..=u64::MAX), ("b", 1..=u64::MAX))
}

/// The least x by the mex definition when every value is below 256.
pub fn reference(input: &str) -> Option<String> {
    let mut res = String::new();
    for (a, b) in shape::pairs::read(input) {
        res.push_str(&words(least_x_by_mex(a, b).ok()?));
    }
    Some(res)
}

const N: u64 = u64::MAX;
const PRIMES: [u64; 7] = [3, 5, 17, 257, 641, 65537, 6_700_417];

/// The multiplicative order of a != 0 by the second multiplication.
fn order(nim: &NimProducts, a: u64) -> u64 {
    PRIMES.iter().filter(|&&p| nim.pow(a, N / p) != 1).product()
}

/// A random primitive element (order 2^64 - 1), by the second
/// multiplication.
fn primitive(nim: &NimProducts, rng: &mut Rng) -> u64 {
    loop {
        let g = rng.next_u64();
        if g != 0 && order(nim, g) == N {
            return g;
        }
    }
}

/// x modulo 2^64 - 1 with x ≡ residues[i] (mod PRIMES[i]).
fn crt(residues: &[u64; 7]) -> u64 {
    let mut x: u128 = 0;
    for (&r, &p) in residues.iter().zip(&PRIMES) {
        let rest = N / p;
        // rest^(p - 2) mod p is its inverse modulo p.
        let (mut inv, mut base, mut e) = (1u128, u128::from(rest % p), p - 2);
        while e > 0 {
            if e & 1 == 1 {
                inv = inv * base % u128::from(p);
            }
            base = base * base % u128::from(p);
            e >>= 1;
        }
        x = (x + u128::from(r) * inv % u128::from(p) * u128::from(rest)) % u128::from(N);
    }
    x as u64
}

/// A case whose answers are known by construction: for (a, Some(x)),
/// b = a^x and the least answer is x mod order(a); for (a, b) with
/// order(b) not dividing order(a), -1. Both by the second
/// multiplication.
fn constructed(stem: &str, nim: &NimProducts, pairs: &[(u64, Result<u64, u64>)]) -> Generated {
    let mut input = Vec::new();
    let mut answer = String::new();
    for &(a, how) in pairs {
        match how {
            Ok(x) => {
                input.push((a, nim.pow(a, x)));
                answer.push_str(&words(Some(x % order(nim, a))));
            }
            Err(b) => {
                assert_ne!(order(nim, a) % order(nim, b), 0, "{a} {b} is solvable");
                input.push((a, b));
                answer.push_str(&words(None));
            }
        }
    }
    Generated::constructed(stem, shape::pairs::input(&input), &answer)
}

/// The generated cases; judge-data/cf1310f-bad-cryptography/README.md
/// says what backs each.
pub fn generated() -> Vec<Generated> {
    let nim = NimProducts::new();
    let mut rng = Rng::new(1310);
    let mut cases = shape::pairs::random_small(&mut rng, 6, &Piles::new(1..=100, 1..=255));
    // F_4 and F_16 whole: every a, b in 1..16.
    let small: Vec<(u64, u64)> = (1..16)
        .flat_map(|a| (1..16).map(move |b| (a, b)))
        .filter(|&(a, b)| a * b % 2 == 1 || a < 4)
        .take(100)
        .collect();
    cases.extend(Generated::searched_each([
        ("edge-below-16", shape::pairs::input(&small)),
        (
            "edge-ones",
            shape::pairs::input(&[(1, 1), (1, 2), (2, 1), (255, 1), (1, 255), (255, 255)]),
        ),
    ]));
    let top = 1u64 << 63;
    let edges = [
        (u64::MAX, Ok(1)),
        (u64::MAX, Ok(0)),
        (top, Ok(1)),
        (top, Ok(N - 1)),
        (top, Err(u64::MAX)),
        (1 << 32, Err(3)),
        // 2^32 lies outside F_(2^32): b = 2 (in F_4) is a power of it
        // only if 3 divides its order.
        (1 << 32, Ok(N / 3 * 2)),
        (2, Err(1 << 40)),
        ((1 << 32) - 1, Err(1 << 32)),
        (65535, Err(1 << 16)),
        (1 << 16, Ok(12345)),
    ];
    cases.push(constructed("edge-extremes-and-subfields", &nim, &edges));
    // The slowest inputs: primitive a (order 2^64 - 1, a residue per
    // prime), x mod p in the top sqrt(p) of each range (every giant step
    // runs), and -1 found only at the last prime.
    let mut hardest = Vec::new();
    let mut minus_one = Vec::new();
    for _ in 0..100 {
        let g = primitive(&nim, &mut rng);
        let mut residues = [0u64; 7];
        for (r, &p) in residues.iter_mut().zip(&PRIMES) {
            let mut m = 1;
            while m * m < p {
                m += 1;
            }
            *r = rng.range(p - m, p - 1);
        }
        hardest.push((g, Ok(crt(&residues))));
        // a = g^6700417 has order N / 6700417; b = g^k with k not a
        // multiple of 6700417 has 6700417 in its order: no solution,
        // which the solver meets at the last prime.
        let k = rng.range(1, 6_700_416);
        let a = nim.pow(g, 6_700_417);
        minus_one.push((a, Err(nim.pow(g, k))));
    }
    cases.push(constructed("max-primitive-top-residues", &nim, &hardest));
    cases.push(constructed(
        "max-minus-one-at-the-last-prime",
        &nim,
        &minus_one,
    ));
    let mut mixed = Vec::new();
    for i in 0..100 {
        let g = primitive(&nim, &mut rng);
        let p = PRIMES[i % 7];
        if i % 2 == 0 {
            mixed.push((g, Ok(rng.next_u64() % N)));
        } else {
            // Order N / p: b = g^k solvable iff p divides k.
            let k = rng.range(1, N / p - 1) * p;
            mixed.push((nim.pow(g, p), Ok(k / p)));
        }
    }
    cases.push(constructed("max-random-orders", &nim, &mixed));
    cases
}

test_support::spec! {
    validate, reference, random_input, agree, generated,
    min_searched: 8,
}
