//! HDU 1851 A Simple Game's spec (`test_support::spec`): the statement's
//! constraints, the exhaustive search of the bounded-take piles as its
//! reference, and the inputs made from them; apart from the solution.

use judge_io::Error;
use test_support::draw::Piles;
use test_support::shape::counted_pairs;
use test_support::{shape, verdict_lines, Generated, Rng, Strict, WinLossSearch};

/// The moves by the rules; a position is a sorted list of
/// (stones, most per move), empty piles dropped.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(piles: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
    let mut next = Vec::new();
    for i in 0..piles.len() {
        let (m, l) = piles[i];
        for take in 1..=l.min(m) {
            let mut p = piles.clone();
            if take == m {
                p.remove(i);
            } else {
                p[i].0 = m - take;
                p.sort_unstable();
            }
            next.push(p);
        }
    }
    next
}

/// The search's verdict on `piles` in any order, empty piles included.
pub fn search_wins<F>(search: &mut WinLossSearch<Vec<(u64, u64)>, F>, piles: &[(u64, u64)]) -> bool
where
    F: FnMut(&Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>>,
{
    let mut p: Vec<(u64, u64)> = piles.iter().copied().filter(|&(m, _)| m > 0).collect();
    p.sort_unstable();
    search.wins(&p)
}

/// The statement's constraints, token by token. It bounds neither the
/// number of cases nor n from below; we keep to 1..=100000 and n >= 1.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::counted_pairs::validate(
        sc,
        ("T", 1..=100_000),
        ("n", 1..=10),
        ("M_i", 1..=20),
        ("L_i", 1..=20),
    )
}

/// The search's answers if every case has at most 3 piles.
fn reference(input: &str) -> Option<String> {
    let cases = counted_pairs::read(input);
    if cases.iter().any(|c| c.len() > 3) {
        return None;
    }
    let mut search = WinLossSearch::new(moves);
    Some(verdict_lines(&cases, ["No", "Yes"], |c| {
        search_wins(&mut search, c)
    }))
}

fn random_pile(rng: &mut Rng) -> (u64, u64) {
    (rng.range(1, 20), rng.range(1, 20))
}

/// The piles (M, L) at the boundaries of the Grundy value M mod (L + 1):
/// for every L in 1..=20, M at k(L + 1) - 1, k(L + 1), k(L + 1) + 1 for
/// k >= 1, and M = 20 (the statement's largest), within 1..=20.
fn boundary_piles() -> Vec<(u64, u64)> {
    let mut piles = Vec::new();
    for l in 1..=20u64 {
        let mut ms: Vec<u64> = (1..=20 / (l + 1) + 1)
            .flat_map(|k| [k * (l + 1) - 1, k * (l + 1), k * (l + 1) + 1])
            .chain([20])
            .filter(|&m| (1..=20).contains(&m))
            .collect();
        ms.sort_unstable();
        ms.dedup();
        piles.extend(ms.into_iter().map(|m| (m, l)));
    }
    piles
}

/// The pile (M, L) beside a pile of value v: (v, 20), or (v, v) when
/// that would be the same pile, for v >= 1 (a pile with M <= L can be
/// emptied or left at any smaller size, so its value is M); alone for
/// v = 0. v = M mod (L + 1) makes the answer `Yes` exactly when the
/// pile's value is taken right.
fn beside_known(pile: (u64, u64), v: u64) -> Vec<(u64, u64)> {
    match v {
        0 => vec![pile],
        v if pile == (v, 20) => vec![pile, (v, v)],
        v => vec![pile, (v, 20)],
    }
}

/// A value other than v that a pile within the bounds can have: v XOR
/// 1, or 19 for v = 20 (21 would need M = 21).
fn other_value(v: u64) -> u64 {
    if v ^ 1 <= 20 {
        v ^ 1
    } else {
        v - 1
    }
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
/// cases, each of 1 to min(3, size) piles with M and L in
/// 1..=min(20, 3 * size) (size 1: one pile, M and L up to 3; size 8: up
/// to 3 piles, M and L up to 20).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let count = 1..=size.min(3);
    let values = 1..=(3 * size).min(20);
    counted_pairs::random(rng, 1..=3, &Piles::new(count, values))
}

/// An input at the theory's boundaries for `scripts/stress`: 1 to 3
/// cases, each a random boundary pile (`boundary_piles`) with L at most
/// 3 * size, beside a pile of its value or of another value, so the
/// answer rests on that pile's value alone.
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let piles: Vec<(u64, u64)> = boundary_piles()
        .into_iter()
        .filter(|&(_, l)| l <= 3 * size)
        .collect();
    let cases: Vec<Vec<(u64, u64)>> = (0..rng.range(1, 3))
        .map(|_| {
            let (m, l) = piles[rng.range(0, piles.len() as u64 - 1) as usize];
            let v = m % (l + 1);
            let v = if rng.range(0, 1) == 0 {
                v
            } else {
                other_value(v)
            };
            let mut c = beside_known((m, l), v);
            rng.shuffle(&mut c);
            c
        })
        .collect();
    counted_pairs::input(&cases)
}

/// 1000 cases of 10 piles made by `pile`, even cases in 5 equal pairs
/// (`Yes`: the second player mirrors), odd cases in 4 pairs and one pile
/// made by `lone`, with M <= L (`No`: the first player empties it, then
/// mirrors); the cases and their answers.
fn mirrored_cases(
    rng: &mut Rng,
    pile: fn(&mut Rng) -> (u64, u64),
    lone: fn(&mut Rng) -> (u64, u64),
) -> (Vec<Vec<(u64, u64)>>, String) {
    let cases: Vec<Vec<(u64, u64)>> = (0..1000)
        .map(|k| {
            let half: Vec<(u64, u64)> = (0..if k % 2 == 0 { 5 } else { 4 })
                .map(|_| pile(rng))
                .collect();
            let mut c = half.clone();
            c.extend(half);
            if k % 2 == 1 {
                c.push(lone(rng));
            }
            rng.shuffle(&mut c);
            c
        })
        .collect();
    let ks: Vec<u64> = (0..1000).collect();
    (cases, verdict_lines(&ks, ["Yes", "No"], |k| k % 2 == 0))
}

/// The generated cases; judge-data/hdu1851-simple-game/README.md gives
/// the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(1851);
    let mut cases = counted_pairs::random_small(&mut rng, 6, 30, &Piles::new(1..=3, 1..=20));
    let edges = vec![
        vec![(20, 20)],
        vec![(20, 19)],
        vec![(1, 20)],
        vec![(20, 1)],
        vec![(19, 1), (1, 1)],
    ];
    cases.push(Generated::searched(
        "edge-single-and-pairs",
        counted_pairs::input(&edges),
    ));
    // 1000 cases: 10 piles as 5 equal pairs -> Yes (mirror); 4 equal
    // pairs plus one pile with M <= L -> No (empty it, then mirror).
    let (big, answers) = mirrored_cases(&mut rng, random_pile, |rng| {
        let m = rng.range(1, 20);
        (m, rng.range(m, 20))
    });
    cases.push(Generated::constructed(
        "max-n-paired-1000-cases",
        counted_pairs::input(&big),
        &answers,
    ));
    // Every boundary pile beside a pile of its value (Yes when the value
    // is right) and beside a pile of another value (No), so no other
    // pile can cancel an error; answered by the search.
    let isolated: Vec<Vec<(u64, u64)>> = boundary_piles()
        .into_iter()
        .flat_map(|(m, l)| {
            let v = m % (l + 1);
            [
                beside_known((m, l), v),
                beside_known((m, l), other_value(v)),
            ]
        })
        .collect();
    cases.push(Generated::searched(
        "edge-each-boundary-beside-known",
        counted_pairs::input(&isolated),
    ));
    // Piles costly for a Grundy recursion without a memo (close to 2^M
    // calls for M = 20 and L near 20), laid out as the max case above: 1000
    // cases of 10 piles, even cases 5 pairs (Yes), odd cases 4 pairs and
    // one pile (20, 20), which can be emptied (No).
    let (heavy, answers) = mirrored_cases(&mut rng, |rng| (20, rng.range(16, 20)), |_| (20, 20));
    cases.push(Generated::constructed(
        "max-1000-cases-m-20",
        counted_pairs::input(&heavy),
        &answers,
    ));
    cases
}

test_support::spec! {
    validate, reference, random_input, boundary_input, generated,
    min_searched: 9,
}
