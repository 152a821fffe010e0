//! AtCoder ARC137 C Distinct Numbers' spec (`test_support::spec`): the
//! statement's constraints; as the reference, the exhaustive search of the
//! game (sets of values up to 16); beyond it, a second computation (the
//! strategy-stealing rule written apart from `solve`, checked against the
//! search in the tests); and the inputs made from them.

use judge_io::Error;
use test_support::{shape, Generated, Rng, Strict, WinLossSearch};

/// Every position one move away, by the rules alone: the largest value
/// replaced by a smaller non-negative value not in the set. Positions
/// are sorted, distinct.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(values: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    let top = match values.last() {
        Some(&top) => top,
        None => return next,
    };
    let rest = &values[..values.len() - 1];
    for v in 0..top {
        if !rest.contains(&v) {
            let mut p = rest.to_vec();
            p.push(v);
            p.sort_unstable();
            next.push(p);
        }
    }
    next
}

/// The second computation: the rule written apart from `solve`, from the
/// gaps: with a value -1 put below the set, Alice wins iff the last gap
/// (between the two largest) holds at least one missing value, or the
/// missing values below the largest, counted gap by gap, are odd in
/// number. Checked against the search in the tests.
pub fn second_computation(values: &[u64]) -> bool {
    let mut missing: u64 = 0;
    let mut last_gap: u64 = 0;
    let mut below: i128 = -1;
    for &v in values {
        last_gap = (i128::from(v) - below - 1) as u64;
        missing += last_gap;
        below = i128::from(v);
    }
    !values.is_empty() && (last_gap >= 1 || missing % 2 == 1)
}

fn words(alice_wins: bool) -> String {
    if alice_wins { "Alice\n" } else { "Bob\n" }.to_string()
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("N", 2usize, 300_000)?;
    sc.end_line()?;
    let mut least = 0u64;
    for _ in 0..n {
        let a = sc.next_in("A_i (above the previous one)", least, 1_000_000_000)?;
        least = a + 1;
    }
    sc.end_line()
}

/// The largest value the search is asked about.
pub const SEARCH_MAX_VALUE: u64 = 16;

/// The search's answer for values up to 16.
fn reference(input: &str) -> Option<String> {
    let values = shape::values::read(input);
    if values.iter().any(|&a| a > SEARCH_MAX_VALUE) {
        return None;
    }
    Some(words(WinLossSearch::new(moves).wins(&values)))
}

/// Beyond the search, the second computation (checked against the
/// search in the problem's tests).
fn by_rule(input: &str) -> Option<String> {
    Some(words(second_computation(&shape::values::read(input))))
}

fn input(values: &[u64]) -> String {
    shape::values::input(values)
}

/// `n` distinct random values from `0..=max`, sorted.
fn random_set(rng: &mut Rng, n: u64, max: u64) -> Vec<u64> {
    let mut pool: Vec<u64> = (0..=max).collect();
    rng.shuffle(&mut pool);
    pool.truncate(n as usize);
    pool.sort_unstable();
    pool
}

/// A random input of size `size` (1..=8): 2 to 1 + size values (up to 9)
/// from 0..=8 + size (up to 16, the search's reach).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let max = 8 + size;
    let n = rng.range(2, 1 + size.max(1));
    input(&random_set(rng, n, max))
}

/// Inputs at the theory's boundaries: the two largest values 1, 2 or 3
/// apart, so the top gap is just below, at or above the strategy-stealing
/// bound, with the values below random (either parity of the holes);
/// all within the search's reach.
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    let gap = rng.range(1, 3);
    let second = rng.range(1, SEARCH_MAX_VALUE - gap);
    let below = rng.range(0, second.min(6));
    let mut values = random_set(rng, below, second - 1);
    values.push(second);
    values.push(second + gap);
    input(&values)
}

const MAX_N: u64 = 300_000;
const BILLION: u64 = 1_000_000_000;

/// `n - 1` random increasing values with gaps 1 to `max_gap` from a
/// random start, then the top at `top_gap` above the last; redrawn
/// until the number of missing values below the top has the parity
/// `odd_missing`.
pub fn large_set(rng: &mut Rng, n: u64, max_gap: u64, top_gap: u64, odd_missing: bool) -> Vec<u64> {
    loop {
        let mut values = Vec::with_capacity(n as usize);
        let mut v = rng.range(0, max_gap);
        for _ in 0..n - 1 {
            values.push(v);
            v += rng.range(1, max_gap);
        }
        let top = values[values.len() - 1] + top_gap;
        values.push(top);
        if ((top - (n - 1)) % 2 == 1) == odd_missing {
            return values;
        }
    }
}

/// The generated cases; judge-data/arc137c-distinct-numbers/README.md
/// gives the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(137);
    let mut cases = Generated::searched_series("random-small", 1..=10, |_| {
        let n = rng.range(2, 9);
        input(&random_set(&mut rng, n, SEARCH_MAX_VALUE))
    });
    let searched: [(&str, Vec<u64>); 12] = [
        ("edge-0-1", vec![0, 1]),
        ("edge-0-2", vec![0, 2]),
        ("edge-1-2", vec![1, 2]),
        ("edge-2-3", vec![2, 3]),
        // Top gap 2 or 3 with an even number of holes: the gap decides.
        ("edge-gap-2-even-holes", vec![1, 3]),
        ("edge-gap-3-even-holes", vec![0, 3]),
        (
            "edge-gap-2-even-holes-long",
            vec![0, 1, 2, 3, 4, 5, 7, 8, 10, 12],
        ),
        // The two smallest are far apart, the two largest adjacent.
        ("edge-far-bottom-adjacent-top", vec![0, 5, 6]),
        ("edge-far-bottom-adjacent-top-2", vec![0, 9, 10, 11, 12, 13]),
        ("edge-consecutive", (0..12).collect()),
        ("edge-adjacent-top-one-hole", vec![0, 1, 3, 4]),
        ("edge-top-16", vec![2, 4, 6, 8, 10, 12, 14, 15, 16]),
    ];
    for (stem, values) in searched {
        cases.push(Generated::searched(stem, input(&values)));
    }
    let n = MAX_N;
    // {0, ..., N - 1}: no move.
    let consecutive: Vec<u64> = (0..n).collect();
    cases.push(Generated::constructed(
        "max-consecutive",
        input(&consecutive),
        "Bob\n",
    ));
    // {0, ..., N - 2, 10^9}: Alice moves 10^9 to N - 1.
    let mut far: Vec<u64> = (0..n - 1).collect();
    far.push(BILLION);
    cases.push(Generated::constructed(
        "max-top-far",
        input(&far),
        "Alice\n",
    ));
    // {0, ..., N - 3, N - 1, N}: one hole, N - 2; Alice fills it.
    let mut one_hole: Vec<u64> = (0..n - 2).collect();
    one_hole.extend([n - 1, n]);
    cases.push(Generated::constructed(
        "max-one-hole",
        input(&one_hole),
        "Alice\n",
    ));
    // {0, ..., N - 3, N, N + 1}: holes N - 2 and N - 1; Alice fills one,
    // Bob moves N into the other.
    let mut two_holes: Vec<u64> = (0..n - 2).collect();
    two_holes.extend([n, n + 1]);
    cases.push(Generated::constructed(
        "max-two-holes",
        input(&two_holes),
        "Bob\n",
    ));
    // 2 * 10^5 values up to 10^9 (gaps up to 4999): the top gap 1 with
    // odd and even holes, and 2 with even holes; the second computation.
    for (stem, top_gap, odd) in [
        ("max-random-adjacent-top-odd-holes", 1, true),
        ("max-random-adjacent-top-even-holes", 1, false),
        ("max-random-top-gap-2-even-holes", 2, false),
    ] {
        let values = large_set(&mut rng, 200_000, 4_999, top_gap, odd);
        let answer = words(second_computation(&values));
        cases.push(Generated::constructed(stem, input(&values), &answer));
    }
    cases
}

test_support::spec! {
    validate, reference, second_computation: by_rule, random_input,
    boundary_input, generated,
    min_searched: 20,
}
