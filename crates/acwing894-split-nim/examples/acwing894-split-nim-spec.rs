//! AcWing 894 拆分-Nim游戏 (split Nim)'s spec (`test_support::spec`): the
//! statement's constraints, and as its reference the exhaustive search of
//! the splitting game where it reaches, else a second computation of the
//! Grundy values (a mex over ordered pairs, written apart from `solve`).

use judge_io::Error;
use test_support::draw::Piles;
use test_support::{numbers, shape, Generated, Rng, Strict, WinLossSearch};

/// The search's verdict on piles in any order, empty ones included.
pub use test_support::nim::search_wins;

/// The moves by the rules, on sorted piles without empty ones (an empty
/// pile has no move, so dropping it changes nothing).
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for k in 0..piles.len() {
        if k > 0 && piles[k] == piles[k - 1] {
            continue;
        }
        for i in 0..piles[k] {
            for j in 0..=i {
                let mut p = piles.clone();
                p.remove(k);
                p.extend([i, j].iter().filter(|&&v| v > 0));
                p.sort_unstable();
                next.push(p);
            }
        }
    }
    next
}

/// The Grundy values of single piles 0..=100, written apart from `solve`
/// (which uses sg-core's table over unordered pairs): every ordered pair
/// (i, j) of piles below x is tried, the option values are marked in a
/// 256-entry array (values stay below 256 for piles up to 100, asserted),
/// and the mex is the first unmarked entry. Computed once per thread.
fn second_grundy() -> Vec<usize> {
    thread_local! {
        static TABLE: Vec<usize> = second_grundy_table();
    }
    TABLE.with(|t| t.clone())
}

fn second_grundy_table() -> Vec<usize> {
    let mut g = vec![0usize; 101];
    for x in 1..=100 {
        let mut seen = [false; 256];
        for i in 0..x {
            for j in 0..x {
                seen[g[i] ^ g[j]] = true;
            }
        }
        g[x] = seen.iter().position(|&b| !b).expect("a value below 256");
    }
    g
}

/// The second computation's answer for piles of at most 100.
pub fn second_computation(piles: &[u64]) -> bool {
    let g = second_grundy();
    piles.iter().fold(0, |acc, &a| acc ^ g[a as usize]) != 0
}

/// The exact layout of the judge's data and the problem's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::values::validate(sc, ("n", 1..=100), ("a_i", 1..=100))
}

/// The search's answer for at most 3 piles of at most 5.
fn searched(input: &str) -> Option<String> {
    let piles = numbers(input).split_off(1);
    if piles.len() > 3 || piles.iter().any(|&p| p > 5) {
        return None;
    }
    let wins = search_wins(&mut WinLossSearch::new(moves), &piles);
    Some(if wins { "Yes" } else { "No" }.to_string())
}

/// The second computation's answer, for what the search cannot reach
/// (checked against the search in the tests,
/// `second_computation_matches_the_search_up_to_3_piles_of_0_to_8`).
fn by_second_computation(input: &str) -> Option<String> {
    let wins = second_computation(&numbers(input).split_off(1));
    Some(if wins { "Yes" } else { "No" }.to_string())
}

/// Three piles other than `x` whose Grundy values XOR to g(x), the
/// smallest such triple in lexicographic order, by the second
/// computation: beside them pile x is the whole answer (`No` when g(x)
/// is right). None exists for fewer piles: the values of single piles
/// are distinct and each has an odd number of 1 bits, so no two XOR to
/// a third.
fn known_triple(x: u64) -> Option<[u64; 3]> {
    let g = second_grundy();
    for y in 1..=100u64 {
        for z in y + 1..=100 {
            let want = g[x as usize] ^ g[y as usize] ^ g[z as usize];
            if let Some(w) = (z + 1..=100).find(|&w| g[w as usize] == want) {
                if ![y, z, w].contains(&x) {
                    return Some([y, z, w]);
                }
            }
        }
    }
    None
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
/// min(3, size) piles of 1 to (size + 2) / 2 stones, at most 5 (size 1:
/// one pile of 1; size 8: up to 3 piles of up to 5, the most the search
/// takes).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let count = 1..=size.min(3);
    let values = 1..=((size + 2) / 2).min(5);
    shape::values::random(rng, &Piles::new(count, values))
}

/// An input at the theory's boundaries for `scripts/stress`: every pile
/// has its own Grundy value, so each pile is a boundary. One pile x of 1
/// to 12 * size + 4 (at most 100) beside three piles: most often (3 in
/// 4) two random piles and the pile w with g(w) = g(x) ^ g(y) ^ g(z)
/// when it exists (answer `No` exactly when g(x) is right), else three
/// random piles.
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let g = second_grundy();
    let hi = (12 * size + 4).min(100);
    let x = rng.range(1, hi);
    let y = rng.range(1, hi);
    let z = rng.range(1, hi);
    let want = g[x as usize] ^ g[y as usize] ^ g[z as usize];
    let w = match (1..=100u64).find(|&w| g[w as usize] == want) {
        Some(w) if rng.range(0, 3) > 0 => w,
        _ => rng.range(1, hi),
    };
    let mut piles = vec![x, y, z, w];
    rng.shuffle(&mut piles);
    shape::values::input(&piles)
}

/// The generated cases; judge-data/acwing894-split-nim/README.md gives
/// the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(894);
    let mut cases = shape::values::random_small(&mut rng, 12, &Piles::new(1..=3, 1..=5));
    cases.push(Generated::searched(
        "edge-one-pile-of-1",
        shape::values::input(&[1]),
    ));
    // One pile: splitting it into two empty piles wins at once.
    cases.extend(Generated::constructed_each([
        ("edge-one-pile-of-100", shape::values::input(&[100]), "Yes"),
        // Piles in equal pairs: the second player mirrors.
        ("max-all-100", shape::values::input(&[100; 100]), "No"),
        (
            "max-n-paired",
            shape::values::input(&rng.paired(50, 1..=100)),
            "No",
        ),
    ]));
    // Pairs plus one pile: split it into two empty piles, then mirror.
    let odd_case = rng.paired_plus(49, 1..=100, |rng| vec![rng.range(1, 100)]);
    cases.push(Generated::constructed(
        "max-pairs-plus-one",
        shape::values::input(&odd_case),
        "Yes",
    ));
    // One pile x beside three piles whose values XOR to g(x): the answer
    // is No exactly when g(x) is right. x runs over the small piles and
    // the piles around g = 64 and g = 128 (g(33) = 64, g(65) = 128), where
    // a table or mex range of 64 or 128 values ends, and the largest.
    for x in [1u64, 2, 3, 4, 32, 33, 34, 64, 65, 66, 99, 100] {
        let triple = known_triple(x).expect("a triple");
        let piles = [x, triple[0], triple[1], triple[2]];
        let answer = if second_computation(&piles) {
            "Yes"
        } else {
            "No"
        };
        cases.push(Generated::constructed(
            &format!("edge-pile-{x}-beside-its-value"),
            shape::values::input(&piles),
            answer,
        ));
    }
    cases
}

test_support::spec! {
    validate, reference: searched, second_computation: by_second_computation,
    random_input, boundary_input, generated,
    min_searched: 14,
}
