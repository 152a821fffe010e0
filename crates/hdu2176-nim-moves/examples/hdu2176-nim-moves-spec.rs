//! HDU 2176 取(m堆)石子游戏 (list the winning Nim moves)'s spec
//! (`test_support::spec`): the statement's constraints, and as its
//! reference the exhaustive search of Nim (every first move tried) where it
//! reaches, else a second computation of the moves from prefix and suffix
//! XORs; apart from the solution.

use judge_io::Error;
use test_support::draw::Piles;
use test_support::{
    nim, nim_moves, others_nim_sums, shape, winning_nim_moves, Generated, Rng, Strict,
    WinLossSearch,
};

/// Every first move by the rules that the search finds winning, as the
/// judge prints it: (stones in the pile, stones left).
pub fn searched_moves<F>(search: &mut WinLossSearch<Vec<u64>, F>, piles: &[u64]) -> Vec<(u64, u64)>
where
    F: FnMut(&Vec<u64>) -> Vec<Vec<u64>>,
{
    winning_nim_moves(search, piles)
        .into_iter()
        .map(|(i, keep)| (piles[i], keep))
        .collect()
}

/// The statement's constraints, token by token (with the pile bound we
/// assume).
fn validate(sc: &mut Strict) -> Result<(), Error> {
    // No bound on a_i is stated; we keep to what a 32-bit int holds.
    let a_i = ("a_i", 1..=i32::MAX as u64);
    shape::until_zero::validate(sc, ("m", 1..=200_000), a_i)
}

fn answer(moves: &[(u64, u64)]) -> String {
    if moves.is_empty() {
        return "No\n".to_string();
    }
    let mut s = "Yes\n".to_string();
    for (a, b) in moves {
        s.push_str(&format!("{a} {b}\n"));
    }
    s
}

/// The search's listings if every case has at most 4 piles of at most 8.
fn searched(input: &str) -> Option<String> {
    let cases = shape::until_zero::read(input);
    if !cases.iter().all(|c| nim::within(c, 4, 8)) {
        return None;
    }
    let mut search = WinLossSearch::new(nim_moves);
    Some(
        cases
            .iter()
            .map(|c| answer(&searched_moves(&mut search, c)))
            .collect(),
    )
}

/// The second computation's listings, for what the search cannot reach
/// (checked against the search in the tests,
/// `second_computation_matches_the_search`).
fn by_second_computation(input: &str) -> Option<String> {
    Some(
        shape::until_zero::read(input)
            .iter()
            .map(|c| answer(&moves_by_others(c)))
            .collect(),
    )
}

/// The second computation for large cases (see the folder's README):
/// pile i with the nim-sum of the other piles, where that is smaller.
pub fn moves_by_others(piles: &[u64]) -> Vec<(u64, u64)> {
    let others = others_nim_sums(piles);
    piles
        .iter()
        .zip(others)
        .filter(|&(&a, o)| o < a)
        .map(|(&a, o)| (a, o))
        .collect()
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
/// cases, each of m in 1..=min(4, 1 + size / 2) piles of 1 to size
/// stones, then 0 (size 1: one pile of 1; size 8: up to 4 piles of up to
/// 8, the most the search takes).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let count = 1..=(1 + size / 2).min(4);
    shape::until_zero::random(rng, 1..=3, &Piles::new(count, 1..=size))
}

/// An input at the listing's boundaries for `scripts/stress`, with
/// piles up to 2^31 - 1, so that moves take up to 2^31 - 2 stones: 1
/// to 3 cases, each of 1 to 3 random piles of at most 2^(3 * size + 7)
/// (kind 0); or those piles plus one equal to their nim-sum (kind 1:
/// nim-sum 0, `No`); or, when the first two random piles exist and
/// differ, those two, a third equal to their XOR and one more random
/// pile q (kind 2: the nim-sum is q, and a winning move empties q).
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let top = (1u64 << (3 * size + 7).min(31)) - 1;
    let cases: Vec<Vec<u64>> = (0..rng.range(1, 3))
        .map(|_| {
            let mut c: Vec<u64> = (0..rng.range(1, 3)).map(|_| rng.range(1, top)).collect();
            match rng.range(0, 2) {
                0 => {}
                1 => {
                    let x = c.iter().fold(0, |acc, &a| acc ^ a);
                    if x > 0 {
                        c.push(x);
                    }
                }
                _ => {
                    c.truncate(2);
                    if c.len() == 2 && c[0] != c[1] {
                        c.push(c[0] ^ c[1]);
                    }
                    c.push(rng.range(1, top));
                }
            }
            rng.shuffle(&mut c);
            c
        })
        .collect();
    shape::until_zero::input(&cases)
}

/// The generated cases; judge-data/hdu2176-nim-moves/README.md says what
/// backs each answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(2176);
    let mut cases = shape::until_zero::random_small(&mut rng, 6, 30, &Piles::new(1..=4, 1..=8));
    cases.push(Generated::searched(
        "edge-one-pile-and-duplicates",
        shape::until_zero::input(&[vec![1], vec![7], vec![5, 5, 5], vec![2, 2, 3, 3]]),
    ));
    let top = i32::MAX as u64;
    // Small cases of large piles, one boundary each: a winning move that
    // takes more than 10^6 stones, or almost all of a pile of 2^31 - 1;
    // a pile equal to the nim-sum (the move empties it); winning piles
    // out of increasing order; equal winning piles, each its own line.
    let large = [
        vec![top, 1],
        vec![top, 1 << 30],
        vec![2_000_000_000, 3, 1_999_999_999],
        vec![1, 2, 3, 5],
        vec![1 << 30, 123_456_789, (1 << 30) ^ 123_456_789, 77],
        vec![7, 6, 2],
        vec![top, top - 1, top - 2],
        vec![4, 4, 4],
        vec![top, top, top],
    ];
    let listing: String = large.iter().map(|c| answer(&moves_by_others(c))).collect();
    cases.push(Generated::constructed(
        "edge-large-moves-and-order",
        shape::until_zero::input(&large),
        &listing,
    ));
    // Pairs: a second-player win by mirroring, so `No`.
    cases.push(Generated::constructed(
        "max-m-paired",
        shape::until_zero::input(&[rng.paired(100_000, 1..=top)]),
        "No\n",
    ));
    let random = rng.values(200_000, 1..=top);
    let listing = answer(&moves_by_others(&random));
    cases.push(Generated::constructed(
        "max-m-random",
        shape::until_zero::input(&[random]),
        &listing,
    ));
    // Many equal piles plus one: every equal pile is a winning move.
    let mut equal = vec![top; 199_999];
    equal.push(1);
    let listing = answer(&moves_by_others(&equal));
    cases.push(Generated::constructed(
        "max-m-equal-plus-one",
        shape::until_zero::input(&[equal]),
        &listing,
    ));
    cases
}

test_support::spec! {
    validate, reference: searched, second_computation: by_second_computation,
    random_input, boundary_input, generated,
    min_searched: 7,
}
