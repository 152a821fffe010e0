//! HDU 1907 John's spec (`test_support::spec`): the statement's
//! constraints, the exhaustive search of misère Nim as its reference, and
//! the inputs made from them; apart from the solution.

use judge_io::Error;
use test_support::draw::Piles;
use test_support::{nim_moves, shape, verdict_lines, Generated, Rng, Strict, WinLossSearch};

type Position = Option<Vec<u64>>;

type Search = WinLossSearch<Position, fn(&Position) -> Vec<Position>>;

/// Misere Nim by the rules: `None` is "the previous player ate the last
/// one and lost", a position with no move; so the empty table, whose only
/// "move" is to declare that, is a win for the player to move.
fn moves(position: &Position) -> Vec<Position> {
    match position {
        None => Vec::new(),
        Some(piles) if piles.is_empty() => vec![None],
        Some(piles) => nim_moves(piles).into_iter().map(Some).collect(),
    }
}

pub fn search_wins(search: &mut Search, piles: &[u64]) -> bool {
    search.wins(&Some(test_support::nim::canonical(piles)))
}

pub fn new_search() -> Search {
    WinLossSearch::new(moves as fn(&Position) -> Vec<Position>)
}

/// The exact layout of the judge's data and the problem's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::cases::validate(sc, ("T", 1..=474), ("N", 1..=47), ("A_i", 1..=4747))
}

/// Small enough to search: one pile, at most 4 piles of at most 8, or
/// piles of 1 with at most 3 larger piles of at most 4.
fn searchable(piles: &[u64]) -> bool {
    let big: Vec<u64> = piles.iter().copied().filter(|&a| a > 1).collect();
    piles.len() == 1
        || (piles.len() <= 4 && piles.iter().all(|&a| a <= 8))
        || (big.len() <= 3 && big.iter().all(|&a| a <= 4))
}

/// The search's answers, if every case is searchable.
fn reference(input: &str) -> Option<String> {
    let cases = shape::cases::read(input);
    if !cases.iter().all(|c| searchable(c)) {
        return None;
    }
    let mut search = new_search();
    Some(verdict_lines(&cases, ["John", "Brother"], |c| {
        search_wins(&mut search, c)
    }))
}

/// A random case of `pairs` equal pairs, at least one of them above 1,
/// plus `extra` (if any); shuffled.
fn paired(rng: &mut Rng, pairs: usize, extra: Option<u64>) -> Vec<u64> {
    let mut half: Vec<u64> = (0..pairs).map(|_| rng.range(1, 4747)).collect();
    if half.iter().all(|&a| a == 1) {
        half[0] = 2;
    }
    let mut c = half.clone();
    c.extend(half);
    c.extend(extra);
    rng.shuffle(&mut c);
    c
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
/// cases, each either 1 to min(4, 1 + size / 2) piles of 1 to size, or
/// up to min(3, size) piles of 2 to 4 among up to 2 * size piles of 1
/// (shuffled), or one pile of up to 4 * size (size 1: one or two piles
/// of 1 or 2; size 8: up to 4 piles of up to 8, or 16 ones and 3 small
/// piles, or one pile up to 32).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let cases: Vec<Vec<u64>> = (0..rng.range(1, 3))
        .map(|_| match rng.range(0, 2) {
            0 => Piles::new(1..=(1 + size / 2).min(4), 1..=size).draw(rng),
            1 => {
                let mut piles: Vec<u64> = (0..rng.range(0, size.min(3)))
                    .map(|_| rng.range(2, 4))
                    .collect();
                piles.extend((0..rng.range(1, 2 * size)).map(|_| 1));
                rng.shuffle(&mut piles);
                piles
            }
            _ => vec![rng.range(1, 4 * size)],
        })
        .collect();
    shape::cases::input(&cases)
}

/// The generated cases; judge-data/hdu1907-john/README.md gives the
/// argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(1907);
    let mut cases = shape::cases::random_small(&mut rng, 6, 20, &Piles::new(1..=4, 1..=8));
    let ones: Vec<Vec<u64>> = (1..=47).map(|k| vec![1; k]).collect();
    cases.push(Generated::searched(
        "all-ones-1-to-47",
        shape::cases::input(&ones),
    ));
    let ones_and_more: Vec<Vec<u64>> = (1..=44)
        .map(|k| {
            let mut c = vec![1; k];
            c.extend((0..rng.range(1, 3)).map(|_| rng.range(2, 4)));
            c
        })
        .collect();
    cases.push(Generated::searched(
        "ones-with-few-larger",
        shape::cases::input(&ones_and_more),
    ));
    // The boundary of anti-Nim's two rules: k ones (k = 0..44) beside
    // exactly one pile above 1 (a 2 or a 3: John always wins), or two
    // (2 2 or 2 3: the XOR decides), one case each.
    let boundary: Vec<Vec<u64>> = (0..=44)
        .flat_map(|k| {
            [vec![2], vec![3], vec![2, 2], vec![2, 3]]
                .into_iter()
                .map(move |more| {
                    let mut c = vec![1; k];
                    c.extend(more);
                    c
                })
        })
        .collect();
    cases.extend(Generated::searched_each([
        (
            "edge-ones-beside-one-or-two-larger",
            shape::cases::input(&boundary),
        ),
        (
            "edge-single-piles",
            shape::cases::input(&[vec![1], vec![2], vec![4747]]),
        ),
    ]));
    // T = 474 cases of 46 or 47 piles up to 4747: pairs -> Brother, pairs
    // plus one more pile -> John.
    let mut big = Vec::new();
    let mut answers = String::new();
    for k in 0..474 {
        if k % 2 == 0 {
            big.push(paired(&mut rng, 23, None));
            answers.push_str("Brother\n");
        } else {
            let extra = rng.range(2, 4747);
            big.push(paired(&mut rng, 23, Some(extra)));
            answers.push_str("John\n");
        }
    }
    cases.push(Generated::constructed(
        "max-t-paired",
        shape::cases::input(&big),
        &answers,
    ));
    cases
}

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 11,
}
