//! HDU 1850 Being a Good Boy in Spring Festival's spec
//! (`test_support::spec`): the statement's constraints, the exhaustive
//! search of Nim as its reference (every first move tried and counted), a
//! second computation from prefix and suffix XORs for the large generated
//! cases, and the inputs made from them; apart from the solution.

use judge_io::Error;
use test_support::draw::Piles;
use test_support::{
    nim, nim_moves, others_nim_sums, shape, winning_nim_moves, Generated, Rng, Strict,
    WinLossSearch,
};

/// The exact layout of the judge's data and the problem's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::until_zero::validate(sc, ("M", 2..=100), ("N_i", 1..=1_000_000))
}

/// The search's counts if every case has at most 4 piles of at most 8.
fn reference(input: &str) -> Option<String> {
    let cases = shape::until_zero::read(input);
    if !cases.iter().all(|c| nim::within(c, 4, 8)) {
        return None;
    }
    let mut search = WinLossSearch::new(nim_moves);
    let counts: Vec<String> = cases
        .iter()
        .map(|c| winning_nim_moves(&mut search, c).len().to_string())
        .collect();
    Some(counts.join("\n") + "\n")
}

/// The second computation for large cases (see the folder's README).
pub fn count_by_others(piles: &[u64]) -> usize {
    let others = others_nim_sums(piles);
    piles.iter().zip(others).filter(|&(&a, o)| o < a).count()
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
/// cases, each of M in 2..=min(4, 2 + size / 2) piles of 1 to size
/// stones, then 0 (size 1: two piles of 1; size 8: up to 4 piles of up
/// to 8, the most the search takes).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let count = 2..=(2 + size / 2).min(4);
    shape::until_zero::random(rng, 1..=3, &Piles::new(count, 1..=size))
}

/// The generated cases; judge-data/hdu1850-good-boy/README.md says what
/// backs each answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(1850);
    let mut cases = shape::until_zero::random_small(&mut rng, 6, 30, &Piles::new(2..=4, 1..=8));
    cases.extend(Generated::searched_each([
        (
            "edge-equal-pairs",
            shape::until_zero::input(&[vec![1, 1], vec![8, 8], vec![3, 3, 5, 5]]),
        ),
        // The boundary of a ^ x < a: a pile equal to the nim-sum x (the
        // winning move empties it), several such piles, nim-sum 0 without
        // equal piles, and one winning pile among larger ones.
        (
            "edge-emptying-moves",
            shape::until_zero::input(&[
                vec![1, 2, 3, 5],
                vec![4, 4, 4],
                vec![8, 8, 8],
                vec![1, 2, 3],
                vec![5, 6, 3],
                vec![1, 6, 7, 8],
                vec![7, 2],
                vec![8, 1],
            ]),
        ),
    ]));
    // Paired piles: a second-player win (mirror), so no winning move.
    let paired: Vec<Vec<u64>> = (0..200).map(|_| rng.paired(50, 1..=1_000_000)).collect();
    cases.push(Generated::constructed(
        "max-m-paired",
        shape::until_zero::input(&paired),
        &"0\n".repeat(200),
    ));
    let random: Vec<Vec<u64>> = (0..500).map(|_| rng.values(100, 1..=1_000_000)).collect();
    let counts: String = random
        .iter()
        .map(|c| format!("{}\n", count_by_others(c)))
        .collect();
    cases.push(Generated::constructed(
        "max-m-random",
        shape::until_zero::input(&random),
        &counts,
    ));
    cases
}

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 8,
}
