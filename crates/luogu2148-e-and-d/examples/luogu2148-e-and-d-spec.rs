//! Luogu P2148 [SDOI2009] E&D's spec (`test_support::spec`): the
//! statement's constraints, and as its reference the exhaustive search of
//! the whole game where it reaches, else a second computation of the
//! groups' Grundy values (a loop over bit positions, written apart from
//! `solve`'s `group_grundy`).

use judge_io::Error;
use test_support::{shape, verdict_lines, Generated, Rng, Strict, WinLossSearch};

/// The moves by the rules: remove one pile of a group and split the
/// other into two positive piles. A position is a sorted list of groups,
/// each sorted.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(groups: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
    let mut next = Vec::new();
    for i in 0..groups.len() {
        if i > 0 && groups[i] == groups[i - 1] {
            continue; // Same group, same options.
        }
        let (x, y) = groups[i];
        // Remove x and split y, or remove y and split x.
        for split in [y, x] {
            for a in 1..=split / 2 {
                let mut g = groups.clone();
                g[i] = (a, split - a);
                g.sort_unstable();
                next.push(g);
            }
            if x == y {
                break; // Removing either pile is the same move.
            }
        }
    }
    next
}

/// The search's verdict on `groups` as the input gives them.
pub fn search_wins<F>(search: &mut WinLossSearch<Vec<(u64, u64)>, F>, groups: &[(u64, u64)]) -> bool
where
    F: FnMut(&Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>>,
{
    let mut g: Vec<(u64, u64)> = groups.iter().map(|&(x, y)| (x.min(y), x.max(y))).collect();
    g.sort_unstable();
    search.wins(&g)
}

/// The Grundy value of the group (x, y), written apart from `solve`'s
/// `group_grundy` (which counts trailing ones): the first bit position
/// at which neither x - 1 nor y - 1 has a 1, found by a loop over the
/// positions. Checked in the tests against the mex definition and,
/// summed over groups, against the search.
pub fn second_value(x: u64, y: u64) -> u64 {
    let (u, v) = (x.saturating_sub(1), y.saturating_sub(1));
    (0..64u64)
        .find(|&k| (u >> k) & 1 == 0 && (v >> k) & 1 == 0)
        .unwrap_or(64)
}

/// The second computation's verdict on one test: the XOR of the groups'
/// `second_value`s is not 0.
pub fn second_computation(piles: &[u64]) -> bool {
    groups(piles)
        .iter()
        .fold(0, |acc, &(x, y)| acc ^ second_value(x, y))
        != 0
}

/// The largest x - 1 the statement allows (S_i <= 2 * 10^9).
const MAX_U: u64 = 1_999_999_999;

/// A group of value k (0..=31) within the statement's bounds, its piles
/// random: u = x - 1 and v = y - 1 share out bits 0..k-1 at random
/// (each set in at least one), both leave bit k clear, and each gets
/// random bits above k while it stays at most 2 * 10^9 - 1.
fn group_of_value(rng: &mut Rng, k: u64) -> (u64, u64) {
    let low = (1u64 << k) - 1;
    loop {
        let u = rng.range(0, low);
        let v = (low & !u) | (u & rng.range(0, low));
        if u > MAX_U || v > MAX_U {
            continue;
        }
        let high = |rng: &mut Rng, w: u64| w + (rng.range(0, (MAX_U - w) >> (k + 1)) << (k + 1));
        let (u, v) = (high(rng, u), high(rng, v));
        return (u + 1, v + 1);
    }
}

/// Groups whose values XOR to k (0..=31), each of the form (2^j, 1),
/// whose value is j (u = 2^j - 1, v = 0), with j <= 17: none for k = 0;
/// the set bits of k when k has two or more; 2 and 3 for k = 1; k + 1
/// and 1 for any other power of two, so no known group has value k
/// itself.
fn known_groups(k: u64) -> Vec<(u64, u64)> {
    let values: Vec<u64> = if k == 0 {
        Vec::new()
    } else if k == 1 {
        vec![2, 3]
    } else if k.is_power_of_two() {
        vec![k + 1, 1]
    } else {
        (0..5).map(|b| 1 << b).filter(|&b| k & b != 0).collect()
    };
    values.iter().map(|&j| (1 << j, 1)).collect()
}

/// One test: a random group of value k beside the known groups of
/// `known_groups(k)`, shuffled, its piles sometimes swapped; `NO` exactly
/// when the group's value is taken right.
fn value_beside_known(rng: &mut Rng, k: u64) -> Vec<u64> {
    let mut g = known_groups(k);
    let (x, y) = group_of_value(rng, k);
    g.push(if rng.range(0, 1) == 0 { (x, y) } else { (y, x) });
    rng.shuffle(&mut g);
    piles(&g)
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let tests = sc.next_in("T", 1usize, 20)?;
    sc.end_line()?;
    for _ in 0..tests {
        let n = sc.next_in("N", 1usize, 20_000)?;
        sc.end_line()?;
        if n % 2 == 1 {
            return Err(Error::new(format!("N = {n} is odd")));
        }
        for _ in 0..n {
            sc.next_in("S_i", 1u64, 2_000_000_000)?;
        }
        sc.end_line()?;
    }
    Ok(())
}

/// The groups of one test, as the input lists them.
fn groups(piles: &[u64]) -> Vec<(u64, u64)> {
    piles.chunks(2).map(|p| (p[0], p[1])).collect()
}

/// The search's answers if every test has at most 3 groups of piles up
/// to 8, or at most 2 groups of piles up to 20.
fn searched(input: &str) -> Option<String> {
    let tests = shape::cases::read(input);
    let small = |t: &Vec<u64>| {
        let max = t.iter().copied().max().unwrap_or(0);
        (t.len() <= 6 && max <= 8) || (t.len() <= 4 && max <= 20)
    };
    if !tests.iter().all(small) {
        return None;
    }
    let mut search = WinLossSearch::new(moves);
    Some(verdict_lines(&tests, WORDS, |t| {
        search_wins(&mut search, &groups(t))
    }))
}

/// The answers to tests in the judge's words, E's win first.
const WORDS: [&str; 2] = ["YES", "NO"];

/// The second computation's answers to `tests`.
fn second_answers(tests: &[Vec<u64>]) -> String {
    verdict_lines(tests, WORDS, |t| second_computation(t))
}

/// The second computation's answers, for what the search cannot reach
/// (checked against the search in the tests,
/// `second_computation_matches_the_search_up_to_3_groups_of_6`).
fn by_second_computation(input: &str) -> Option<String> {
    Some(second_answers(&shape::cases::read(input)))
}

/// Flattens groups into the piles of one test.
pub fn piles(groups: &[(u64, u64)]) -> Vec<u64> {
    groups.iter().flat_map(|&(x, y)| [x, y]).collect()
}

/// `half` and a copy of each of its groups (some with the piles swapped),
/// shuffled: the second player copies every move on the partner group.
fn mirrored(rng: &mut Rng, half: &[(u64, u64)]) -> Vec<(u64, u64)> {
    let mut g = half.to_vec();
    for &(x, y) in half {
        g.push(if rng.range(0, 1) == 0 { (x, y) } else { (y, x) });
    }
    rng.shuffle(&mut g);
    g
}

/// A test of `n` piles (n even, at least 4) with values up to `max`:
/// mirrored random groups (`NO`), or, if `e_wins`, mirrored groups plus
/// (r, s) and (a, s - a): E removes r, splits s into a and s - a and
/// copies from then on (`YES`).
fn max_test(rng: &mut Rng, n: usize, max: u64, e_wins: bool) -> Vec<u64> {
    let pairs = if e_wins { n / 2 - 2 } else { n / 2 };
    // An odd number of groups cannot be mirrored: leave one (1, 1),
    // which has no move.
    let half: Vec<(u64, u64)> = (0..pairs / 2)
        .map(|_| (rng.range(1, max), rng.range(1, max)))
        .collect();
    let mut g = mirrored(rng, &half);
    if pairs % 2 == 1 {
        g.push((1, 1));
    }
    if e_wins {
        let s = rng.range(2, max);
        let a = rng.range(1, s - 1);
        let at = rng.range(0, g.len() as u64) as usize;
        g.insert(at, (rng.range(1, max), s));
        let at = rng.range(0, g.len() as u64) as usize;
        g.insert(at, (s - a, a));
    }
    piles(&g)
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
/// tests, each of N = 2, 4 or 6 (at most 2 * ceil(size / 2)) piles, of
/// 1 to min(20, 3 * size) stones for N <= 4 and 1 to min(8, size) for
/// N = 6 (size 1: two piles of up to 3; size 8: up to 6 piles of up to
/// 8 or 4 of up to 20).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let tests: Vec<Vec<u64>> = (0..rng.range(1, 3))
        .map(|_| {
            let n = 2 * rng.range(1, ((size + 1) / 2).min(3));
            let top = if n <= 4 {
                (3 * size).min(20)
            } else {
                size.min(8)
            };
            (0..n).map(|_| rng.range(1, top)).collect()
        })
        .collect();
    shape::cases::input(&tests)
}

/// An input at the theory's boundaries for `scripts/stress`: the
/// Grundy values 0..=31 of a group. 1 to 3 tests, each a random group
/// of a random value k (at most 4 * size - 1) beside known groups that
/// cancel it (`NO` exactly when its value is taken right), or half of
/// the time beside those of k ^ 1 (`YES`).
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let tests: Vec<Vec<u64>> = (0..rng.range(1, 3))
        .map(|_| {
            let k = rng.range(0, 4 * size - 1);
            let mut g = known_groups(k ^ rng.range(0, 1));
            let (x, y) = group_of_value(rng, k);
            g.push((x, y));
            rng.shuffle(&mut g);
            piles(&g)
        })
        .collect();
    shape::cases::input(&tests)
}

/// The generated cases; judge-data/luogu2148-e-and-d/README.md gives the
/// argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(2148);
    let mut cases = Generated::searched_series("random-small", 1..=8, |_| {
        let tests: Vec<Vec<u64>> = (0..20)
            .map(|_| {
                let (n, max) = if rng.range(0, 1) == 0 {
                    (rng.range(1, 3), 8)
                } else {
                    (rng.range(1, 2), 20)
                };
                (0..2 * n).map(|_| rng.range(1, max)).collect()
            })
            .collect();
        shape::cases::input(&tests)
    });
    cases.extend(Generated::searched_each([
        (
            "edge-small-groups",
            shape::cases::input(&[
                vec![1, 1],
                vec![1, 2],
                vec![2, 1],
                vec![2, 2],
                vec![3, 3],
                vec![1, 1, 1, 1],
                vec![2, 2, 2, 2],
                vec![1, 3, 3, 1],
                vec![20, 20],
                vec![20, 1],
                vec![16, 16, 8, 8],
                vec![8, 8, 8, 8, 8, 8],
            ]),
        ),
        (
            "edge-partial-n2",
            shape::cases::input(&(1..=20).map(|k| vec![k, 21 - k]).collect::<Vec<_>>()),
        ),
    ]));
    // Twenty tests with values up to 2e9 would be 4.4 MB; nine keep the
    // file under 2 MB (the bench generator has the full size).
    let max = 2_000_000_000;
    let mut big = Vec::new();
    let mut answers = String::new();
    for k in 0..9 {
        big.push(max_test(&mut rng, 20_000, max, k % 2 == 1));
        answers.push_str(if k % 2 == 1 { "YES\n" } else { "NO\n" });
    }
    cases.push(Generated::constructed(
        "max-n-mirrored-groups",
        shape::cases::input(&big),
        &answers,
    ));
    // Groups (2, 2) have one move each, to (1, 1): the players alternate
    // those moves, so E wins iff their number is odd.
    let twos: Vec<Vec<u64>> = (0..20)
        .map(|k| {
            let twos = 10_000 - k % 2;
            let mut g = vec![(2, 2); twos];
            g.resize(10_000, (1, 1));
            rng.shuffle(&mut g);
            piles(&g)
        })
        .collect();
    let answers: String = (0..20)
        .map(|k| if k % 2 == 1 { "YES\n" } else { "NO\n" })
        .collect();
    cases.push(Generated::constructed(
        "max-t-n-twos",
        shape::cases::input(&twos),
        &answers,
    ));
    // All piles 2e9 or 1: mirrored.
    let extreme: Vec<Vec<u64>> = (0..4)
        .map(|k| {
            let mut g = vec![(max, max); 5_000];
            g.extend(vec![if k < 2 { (max, 1) } else { (1, max) }; 5_000]);
            rng.shuffle(&mut g);
            piles(&g)
        })
        .collect();
    cases.push(Generated::constructed(
        "max-n-extreme-mirrored",
        shape::cases::input(&extreme),
        &"NO\n".repeat(4),
    ));
    // Each Grundy value 0..=31 of a group, one test each: a random group
    // of that value beside groups of known values that cancel it (`NO`
    // exactly when its value is taken right); value 31 needs a pile
    // above 2^30, the largest bit a pile of at most 2 * 10^9 can hold.
    for (stem, values) in [
        ("edge-each-value-0-to-15-beside-known", 0..16),
        ("edge-each-value-16-to-31-beside-known", 16..32),
    ] {
        let tests: Vec<Vec<u64>> = values.map(|k| value_beside_known(&mut rng, k)).collect();
        let answers = second_answers(&tests);
        cases.push(Generated::constructed(
            stem,
            shape::cases::input(&tests),
            &answers,
        ));
    }
    cases
}

test_support::spec! {
    validate, reference: searched, second_computation: by_second_computation,
    random_input, boundary_input, generated,
    min_searched: 11,
}
