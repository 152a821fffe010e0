//! Luogu P2197 【模板】nim 游戏 (Nim, several tests)'s spec
//! (`test_support::spec`): the statement's constraints, the exhaustive
//! search of Nim as its reference, and the inputs made from them; apart
//! from the solution.

use judge_io::Error;
use test_support::draw::Piles;
use test_support::{nim, nim_moves, shape, verdict_lines, Generated, Rng, Strict, WinLossSearch};

/// The search's verdict on piles in any order, empty ones included.
pub use test_support::nim::search_wins;

/// The statement's constraints: T <= 10, n <= 10^4, each pile below
/// 10^4. No lower bounds are stated; the sample has a pile of 0, so piles
/// of 0 are accepted; T and n are at least 1 here (not stated).
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::cases::validate(sc, ("T", 1..=10), ("n", 1..=10_000), ("a_i", 0..=9_999))
}

/// The search's answers when every test has at most 4 non-empty piles
/// of at most 8.
fn reference(input: &str) -> Option<String> {
    let tests = shape::cases::read(input);
    if !tests.iter().all(|piles| nim::within(piles, 4, 8)) {
        return None;
    }
    let mut search = WinLossSearch::new(nim_moves);
    Some(verdict_lines(&tests, ["Yes", "No"], |piles| {
        search_wins(&mut search, piles)
    }))
}

/// `pairs` random values in 0..=9999, each twice, shuffled with `extra`.
fn paired(rng: &mut Rng, pairs: usize, extra: &[u64]) -> Vec<u64> {
    rng.paired_plus(pairs, 0..=9_999, |_| extra.to_vec())
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
/// tests of 1 to min(4, 1 + size / 2) piles of 0 to size (size 1: piles
/// of 0 or 1; size 8: up to 4 piles of up to 8, the most the search
/// takes).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let count = 1..=(1 + size / 2).min(4);
    shape::cases::random(rng, 1..=3, &Piles::new(count, 0..=size))
}

/// The generated cases; judge-data/luogu2197-nim/README.md gives the
/// argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(2197);
    let mut cases = shape::cases::random_small(&mut rng, 8, 10, &Piles::new(1..=4, 0..=8));
    // A win followed by a loss, and the reverse: a nim-sum carried from
    // one test to the next answers the second wrong.
    cases.extend(Generated::searched_each([
        (
            "edge-win-then-loss",
            shape::cases::input(&[
                vec![1, 2],
                vec![3, 3],
                vec![5],
                vec![1, 2, 3],
                vec![4],
                vec![6, 6, 0],
            ]),
        ),
        // Empty piles before, between and after others.
        (
            "edge-empty-piles",
            shape::cases::input(&[
                vec![0],
                vec![0, 0, 0, 0],
                vec![0, 5],
                vec![0, 3, 0, 3],
                vec![2, 0, 0, 3],
                vec![7, 0],
                vec![0, 1, 0, 1, 0],
                vec![4, 0, 4, 0, 4],
            ]),
        ),
        // One pile each, 1..=8: every single pile is a win.
        (
            "edge-single-piles",
            shape::cases::input(&(1..=8).map(|a| vec![a]).collect::<Vec<_>>()),
        ),
        // Positions where the parity of the stone count or of the number of
        // piles differs from the answer.
        (
            "edge-parity-traps",
            shape::cases::input(&[
                vec![2],
                vec![1, 2, 3],
                vec![2, 4, 6],
                vec![1, 4, 5],
                vec![3, 5, 6],
                vec![1, 3],
                vec![3, 5],
                vec![4, 4, 2],
            ]),
        ),
    ]));
    let max_n = 10_000;
    // T = 10 tests of 10^4 piles: in equal pairs (No), or pairs plus two
    // unequal piles (Yes), or pairs with one more non-empty pile (Yes).
    let mut tests = Vec::new();
    let mut answers = String::new();
    for k in 0..10 {
        match k % 3 {
            0 => {
                tests.push(paired(&mut rng, max_n / 2, &[]));
                answers.push_str("No\n");
            }
            1 => {
                let low = rng.range(0, 4_999);
                let high = rng.range(5_000, 9_999);
                tests.push(paired(&mut rng, max_n / 2 - 1, &[low, high]));
                answers.push_str("Yes\n");
            }
            _ => {
                let extra = rng.range(1, 9_999);
                tests.push(paired(&mut rng, max_n / 2 - 1, &[extra]));
                answers.push_str("Yes\n");
            }
        }
    }
    cases.push(Generated::constructed(
        "max-t-n-paired",
        shape::cases::input(&tests),
        &answers,
    ));
    // Every pile 9999: an even count loses, an odd count wins.
    let tests: Vec<Vec<u64>> = (0..10)
        .map(|k| vec![9_999; if k % 2 == 0 { max_n } else { max_n - 1 }])
        .collect();
    let answers = "No\nYes\n".repeat(5);
    cases.push(Generated::constructed(
        "max-t-n-all-9999",
        shape::cases::input(&tests),
        &answers,
    ));
    // Many empty piles: 5000 empty piles, then pairs of 1..=9999 with
    // and without an extra pile, alternately.
    let mut tests = Vec::new();
    let mut answers = String::new();
    for k in 0..10 {
        let mut piles = vec![0; 5_000];
        if k % 2 == 0 {
            piles.extend(paired(&mut rng, 2_500, &[]));
            answers.push_str("No\n");
        } else {
            let extra = rng.range(1, 9_999);
            piles.extend(paired(&mut rng, 2_499, &[extra]));
            answers.push_str("Yes\n");
        }
        rng.shuffle(&mut piles);
        tests.push(piles);
    }
    cases.push(Generated::constructed(
        "max-t-n-half-empty",
        shape::cases::input(&tests),
        &answers,
    ));
    cases
}

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 13,
}
