//! Library Checker "Nim Product (F_{2^64})"'s spec (`test_support::spec`): the
//! statement's constraints; as the reference, the mex definition of
//! nim-multiplication for values below 128; the large cases from
//! test-support's second multiplication (`NimProducts`, products of powers
//! of two); and the inputs made from them; apart from the solution.

use std::sync::Mutex;

use judge_io::Error;
use test_support::draw::Piles;
use test_support::nimber::{nim_products_by_mex, random_pairs, NimProducts};
use test_support::{shape, Generated, Rng, Strict};

/// The mex table below 128, computed once per process.
static MEX: Mutex<Vec<Vec<u64>>> = Mutex::new(Vec::new());

pub fn by_mex(a: u64, b: u64) -> Option<u64> {
    const N: usize = 128;
    let mut table = MEX.lock().unwrap_or_else(|e| e.into_inner());
    if table.is_empty() {
        *table = nim_products_by_mex(N);
    }
    (a < N as u64 && b < N as u64).then(|| table[a as usize][b as usize])
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let t = sc.next_in("T", 1u64, 1_000_000)?;
    sc.end_line()?;
    for _ in 0..t {
        sc.next_in("A_i", 0, u64::MAX)?;
        sc.next_in("B_i", 0, u64::MAX)?;
        sc.end_line()?;
    }
    Ok(())
}

/// A random input for `scripts/stress`: up to 4 * size pairs of values
/// below 2^min(size, 7) (what the mex definition answers).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let top = (1u64 << size.min(7)) - 1;
    shape::pairs::random(rng, &Piles::new(1..=4 * size, 0..=top))
}

/// The mex definition's answer when every value is below 128.
fn reference(input: &str) -> Option<String> {
    let pairs = shape::pairs::read(input);
    let mut res = String::new();
    for (a, b) in pairs {
        res.push_str(&format!("{}\n", by_mex(a, b)?));
    }
    Some(res)
}

/// The second multiplication's answer.
pub fn second(pairs: &[(u64, u64)]) -> String {
    let nim = NimProducts::new();
    pairs
        .iter()
        .map(|&(a, b)| format!("{}\n", nim.product(a, b)))
        .collect()
}

fn constructed(stem: &str, pairs: &[(u64, u64)]) -> Generated {
    Generated::constructed(stem, shape::pairs::input(pairs), &second(pairs))
}

/// The generated cases; judge-data/lc-nim-product-64/README.md says what
/// backs each.
fn generated() -> Vec<Generated> {
    let mut cases = Vec::new();
    let mut rng = Rng::new(64);
    let all_below_16: Vec<(u64, u64)> = (0..256).map(|i| (i / 16, i % 16)).collect();
    cases.push(Generated::searched(
        "small-all-below-16",
        shape::pairs::input(&all_below_16),
    ));
    cases.extend(shape::pairs::random_small(
        &mut rng,
        8,
        &Piles::new(1..=300, 0..=127),
    ));
    // Fermat 2-powers and their halves, below 128: the rules' own cases.
    let fermat: Vec<(u64, u64)> = [1u64, 2, 4, 16, 8, 64, 3, 12, 96]
        .iter()
        .flat_map(|&a| [1u64, 2, 4, 16, 8, 64, 127].iter().map(move |&b| (a, b)))
        .collect();
    cases.push(Generated::searched(
        "edge-fermat-powers-below-128",
        shape::pairs::input(&fermat),
    ));
    let extremes = [
        0,
        1,
        2,
        3,
        1 << 63,
        u64::MAX,
        u64::MAX - 1,
        1 << 32,
        (1 << 32) - 1,
    ];
    let pairs: Vec<(u64, u64)> = extremes
        .iter()
        .flat_map(|&a| extremes.iter().map(move |&b| (a, b)))
        .collect();
    cases.push(constructed("edge-extremes", &pairs));
    // Elements of the subfields F_4, F_16, F_256, F_65536, F_(2^32),
    // paired within and across them: products stay in the larger one.
    let mut subfields = Vec::new();
    for k in 1..=5 {
        let bound = 1u64 << (1 << k);
        for _ in 0..40 {
            let other = 1u64 << (1 << rng.range(1, 5));
            subfields.push((rng.next_u64() % bound, rng.next_u64() % other));
        }
    }
    cases.push(constructed("edge-subfields", &subfields));
    let powers: Vec<(u64, u64)> = (0..64)
        .flat_map(|i| (0..64).map(move |j| (1u64 << i, 1u64 << j)))
        .collect();
    cases.push(constructed("max-powers-of-two", &powers));
    let random = random_pairs(&mut rng, 50_000);
    cases.push(constructed("max-t-50000-random", &random));
    cases
}

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 10,
}
