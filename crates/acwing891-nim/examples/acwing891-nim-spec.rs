//! AcWing 891 Nim游戏 (Nim game)'s spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search of Nim as its reference,
//! and the inputs made from them; apart from the solution.

use judge_io::Error;
use test_support::draw::Piles;
use test_support::{nim_moves, numbers, shape, Generated, Rng, Strict, WinLossSearch};

/// The exact layout of the judge's data and the problem's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::values::validate(sc, ("n", 1..=100_000), ("a_i", 1..=1_000_000_000))
}

/// The search's answer for inputs of at most 4 piles of at most 8.
fn reference(input: &str) -> Option<String> {
    let mut piles = numbers(input).split_off(1);
    if piles.len() > 4 || piles.iter().any(|&p| p > 8) {
        return None;
    }
    piles.sort_unstable();
    let wins = WinLossSearch::new(nim_moves).wins(&piles);
    Some(if wins { "Yes" } else { "No" }.to_string())
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
/// min(4, 1 + size / 2) piles of 1 to size stones (size 1: one pile of
/// 1; size 8: up to 4 piles of up to 8, the most the search takes).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let count = 1..=(1 + size / 2).min(4);
    shape::values::random(rng, &Piles::new(count, 1..=size))
}

/// The generated cases; judge-data/acwing891-nim/README.md gives the
/// argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(891);
    let mut cases = shape::values::random_small(&mut rng, 12, &Piles::new(1..=4, 1..=8));
    cases.extend(Generated::searched_each([
        ("edge-one-stone", shape::values::input(&[1])),
        ("edge-1-2-3", shape::values::input(&[1, 2, 3])),
    ]));
    let (max, max_n) = (1_000_000_000, 100_000);
    // Random pairs, shuffled: a mirror strategy wins for the second player.
    let paired = rng.paired(max_n / 2, 1..=max);
    // Pairs plus two unequal piles: the first player evens them, then mirrors.
    let tilted = rng.paired_plus(max_n / 2 - 1, 1..=max, |rng| {
        vec![rng.range(1, max / 2), rng.range(max / 2 + 1, max)]
    });
    for (stem, piles, answer) in [
        ("edge-one-max-pile", vec![max], "Yes"),
        ("max-n-all-equal", vec![max; max_n], "No"),
        ("max-all-equal-odd-count", vec![max; max_n - 1], "Yes"),
        ("max-n-paired", paired, "No"),
        ("max-n-paired-plus-unequal-two", tilted, "Yes"),
    ] {
        cases.push(Generated::constructed(
            stem,
            shape::values::input(&piles),
            answer,
        ));
    }
    cases
}

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 15,
}
