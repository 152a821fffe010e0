//! Codeforces 1312F Attack on Red Kingdom's spec (`test_support::spec`):
//! the statement's constraints; as the reference, the exhaustive search of
//! the castles by the rules (attacks with their last kinds), for tests small
//! enough; beyond it, a second computation of each castle's values apart
//! from `solve` (its own period finding), checked against the search in the
//! problem's tests; and the inputs made from them.

use std::collections::HashMap;

use judge_io::Error;
use test_support::{join, numbers, Generated, Rng, Strict, WinLossSearch};

pub const MIXED: u8 = 1;
pub const INFANTRY: u8 = 2;
pub const CAVALRY: u8 = 3;

/// A castle: (defenders, kind of the last attack on it: 0 for none, or
/// MIXED, INFANTRY, CAVALRY).
pub type Castle = (u64, u8);

/// The castle after an attack of `kind` with sizes `sizes`, or `None`
/// if the rules forbid it.
pub fn attack(sizes: [u64; 3], (defenders, last): Castle, kind: u8) -> Option<Castle> {
    if defenders == 0 || (kind != MIXED && kind == last) {
        return None;
    }
    let size = sizes[(kind - 1) as usize];
    Some((defenders.saturating_sub(size), kind))
}

/// The moves by the rules: attack one castle with defenders by a kind
/// its last attack allows. Positions are sorted; castles with no
/// defender left are dropped.
fn moves(sizes: [u64; 3], castles: &[Castle]) -> Vec<Vec<Castle>> {
    let mut next = Vec::new();
    for i in 0..castles.len() {
        if i > 0 && castles[i] == castles[i - 1] {
            continue; // The same castle, the same options.
        }
        for kind in [MIXED, INFANTRY, CAVALRY] {
            if let Some(after) = attack(sizes, castles[i], kind) {
                next.push(with_castle(castles, i, after));
            }
        }
    }
    next
}

/// `castles` with castle `i` replaced by `after` (dropped if empty),
/// sorted.
fn with_castle(castles: &[Castle], i: usize, after: Castle) -> Vec<Castle> {
    let mut p = castles.to_vec();
    if after.0 == 0 {
        p.remove(i);
    } else {
        p[i] = after;
        p.sort_unstable();
    }
    p
}

type Search = WinLossSearch<Vec<Castle>, Box<dyn FnMut(&Vec<Castle>) -> Vec<Vec<Castle>>>>;

pub fn search(sizes: [u64; 3]) -> Search {
    WinLossSearch::new(Box::new(move |p: &Vec<Castle>| moves(sizes, p)))
}

/// The number of first attacks (castle, kind) after which the search
/// finds the position lost for the player to move.
pub fn searched_count(search: &mut Search, sizes: [u64; 3], defenders: &[u64]) -> u64 {
    let castles: Vec<Castle> = defenders.iter().map(|&a| (a, 0)).collect();
    let mut count = 0;
    for i in 0..castles.len() {
        for kind in [MIXED, INFANTRY, CAVALRY] {
            if let Some(after) = attack(sizes, castles[i], kind) {
                let mut rest = with_castle(&castles, i, after);
                rest.retain(|c| c.0 > 0);
                rest.sort_unstable();
                if !search.wins(&rest) {
                    count += 1;
                }
            }
        }
    }
    count
}

pub fn all_sizes(max: u64) -> Vec<[u64; 3]> {
    let mut res = Vec::new();
    for x in 1..=max {
        for y in 1..=max {
            for z in 1..=max {
                res.push([x, y, z]);
            }
        }
    }
    res
}

/// A second computation apart from `solve`: each castle's values by a
/// walk over the states (defenders, last kind) with a mex over a set,
/// the period found by the first repeat of the last max(x, y, z) rows
/// (a hash map of windows, not `find_period`), and each of the four
/// values a castle needs reduced on its own.
pub fn second_computation(sizes: [u64; 3], castles: &[u64]) -> u64 {
    let (values, start, period) = rows(sizes);
    let value = |a: u64, kind: usize| -> u8 {
        let a = if a < values.len() as u64 {
            a
        } else {
            start as u64 + (a - start as u64) % period as u64
        };
        values[a as usize][kind]
    };
    let total = castles.iter().fold(0, |acc, &a| acc ^ value(a, 0));
    let mut count = 0;
    for &a in castles {
        let rest = total ^ value(a, 0);
        for (kind, &size) in sizes.iter().enumerate() {
            if rest == value(a.saturating_sub(size), kind) {
                count += 1;
            }
        }
    }
    count
}

/// The second computation's rows of values up to the first repeat of a
/// window of max(x, y, z) rows, with the preperiod and the period that
/// repeat shows: `(rows, start, period)`.
fn rows(sizes: [u64; 3]) -> (Vec<[u8; 3]>, usize, usize) {
    let w = *sizes.iter().max().unwrap() as usize;
    // values[k][j]: the value of k defenders after an attack of kind j
    // (0: mixed or none, 1: infantry, 2: cavalry).
    let mut values: Vec<[u8; 3]> = Vec::new();
    let mut seen: HashMap<Vec<[u8; 3]>, usize> = HashMap::new();
    let (start, period) = loop {
        let k = values.len();
        let mut row = [0u8; 3];
        if k > 0 {
            for (j, cell) in row.iter_mut().enumerate() {
                let options: Vec<u8> = (0..3)
                    .filter(|&kind| kind == 0 || kind != j)
                    .map(|kind| values[k.saturating_sub(sizes[kind] as usize)][kind])
                    .collect();
                *cell = (0..).find(|v| !options.contains(v)).unwrap();
            }
        }
        values.push(row);
        if k + 1 >= w {
            let window = values[k + 1 - w..].to_vec();
            if let Some(&earlier) = seen.get(&window) {
                // Rows from earlier + 1 - w on repeat every k - earlier.
                break (earlier + 1 - w, k - earlier);
            }
            seen.insert(window, k);
        }
    };
    (values, start, period)
}

/// The tests of an input: (sizes, defenders).
fn parse(input: &str) -> Vec<([u64; 3], Vec<u64>)> {
    let v = numbers(input);
    let mut tests = Vec::new();
    let mut at = 1;
    for _ in 0..v[0] {
        let n = v[at] as usize;
        let sizes = [v[at + 1], v[at + 2], v[at + 3]];
        tests.push((sizes, v[at + 4..at + 4 + n].to_vec()));
        at += 4 + n;
    }
    tests
}

/// The input layout `run` reads.
/// The second computation's answer to each test, a line each.
fn second_answers(tests: &[([u64; 3], Vec<u64>)]) -> String {
    tests
        .iter()
        .map(|(sizes, castles)| format!("{}\n", second_computation(*sizes, castles)))
        .collect()
}

fn input(tests: &[([u64; 3], Vec<u64>)]) -> String {
    let mut s = format!("{}\n", tests.len());
    for ([x, y, z], castles) in tests {
        s.push_str(&format!(
            "{} {x} {y} {z}\n{}\n",
            castles.len(),
            join(castles)
        ));
    }
    s
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let t = sc.next_in("t", 1usize, 1000)?;
    sc.end_line()?;
    let mut total = 0;
    for _ in 0..t {
        let n = sc.next_in("n", 1usize, 300_000)?;
        total += n;
        if total > 300_000 {
            return Err(Error::new(format!("the sum of n reaches {total} > 300000")));
        }
        for name in ["x", "y", "z"] {
            sc.next_in(name, 1u64, 5)?;
        }
        sc.end_line()?;
        for _ in 0..n {
            sc.next_in("a_i", 1u64, 1_000_000_000_000_000_000)?;
        }
        sc.end_line()?;
    }
    Ok(())
}

/// Whether one test is small enough to search: one castle up to 60,
/// two up to 20, or up to six with at most 32 defenders in all (which
/// takes in both samples).
fn searchable(castles: &[u64]) -> bool {
    let max = castles.iter().copied().max().unwrap_or(0);
    match castles.len() {
        1 => max <= 60,
        2 => max <= 20,
        n => n <= 6 && castles.iter().sum::<u64>() <= 32,
    }
}

/// The search's answers if every test is searchable.
fn reference(input: &str) -> Option<String> {
    let tests = parse(input);
    if !tests.iter().all(|(_, castles)| searchable(castles)) {
        return None;
    }
    let mut searches: HashMap<[u64; 3], Search> = HashMap::new();
    let mut res = String::new();
    for (sizes, castles) in &tests {
        let search = searches.entry(*sizes).or_insert_with(|| search(*sizes));
        res.push_str(&format!("{}\n", searched_count(search, *sizes, castles)));
    }
    Some(res)
}

fn random_sizes(rng: &mut Rng) -> [u64; 3] {
    [rng.range(1, 5), rng.range(1, 5), rng.range(1, 5)]
}

/// A searchable list of castles.
fn random_castles(rng: &mut Rng) -> Vec<u64> {
    let n = rng.range(1, 3) as usize;
    let max = [60, 20, 7][n - 1];
    (0..n).map(|_| rng.range(1, max)).collect()
}

/// The generated cases; judge-data/cf1312f-attack-on-red-kingdom/README.md
/// gives the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(1312);
    let mut cases = Generated::searched_series("random-small", 1..=8, |_| {
        let tests: Vec<_> = (0..30)
            .map(|_| (random_sizes(&mut rng), random_castles(&mut rng)))
            .collect();
        input(&tests)
    });
    // Every (x, y, z) once, each with random searchable castles.
    let every: Vec<_> = all_sizes(5)
        .into_iter()
        .map(|sizes| (sizes, random_castles(&mut rng)))
        .collect();
    cases.push(Generated::searched("edge-all-125-sizes", input(&every)));
    // The longest preperiod: x = 5, {y, z} = {1, 5}; one castle of 20
    // to 40 defenders, and pairs around the end of the preperiod.
    let mut worst: Vec<_> = (20..=40).map(|a| ([5, 1, 5], vec![a])).collect();
    worst.extend((20..=40).map(|a| ([5, 5, 1], vec![a])));
    worst.extend((0..20).map(|_| ([5, 1, 5], vec![rng.range(14, 20), rng.range(14, 20)])));
    cases.push(Generated::searched("edge-longest-preperiod", input(&worst)));
    let equal: Vec<_> = (1..=5)
        .flat_map(|s| (1..=6).map(move |a| ([s, s, s], vec![a * 3])))
        .collect();
    cases.extend(Generated::searched_each([
        ("edge-equal-sizes", input(&equal)),
        ("edge-one-defender", input(&[([1, 1, 1], vec![1])])),
        (
            "edge-three-castles-of-one",
            input(&[([5, 5, 5], vec![1, 1, 1])]),
        ),
        // The attack sizes where 4 equal rows come before the period (a
        // window of 4 rows finds a false period), each with the least
        // castle it misjudges (README).
        (
            "edge-four-equal-rows-before-the-period",
            input(&[
                ([1, 3, 5], vec![17]),
                ([1, 5, 3], vec![17]),
                ([5, 4, 5], vec![19]),
                ([5, 5, 4], vec![19]),
            ]),
        ),
    ]));
    // Every attack size, one castle alone at each side of the start of
    // the period and of its first repeat (s - 1, s, s + period - 1,
    // s + period, each at least 1, the same castle once).
    let mut ends: Vec<_> = all_sizes(5)
        .into_iter()
        .flat_map(|sizes| {
            let (_, start, period) = rows(sizes);
            let (s, p) = (start as u64, period as u64);
            [s.wrapping_sub(1), s, s + p - 1, s + p]
                .into_iter()
                .filter(|a| (1..u64::MAX).contains(a))
                .map(move |a| (sizes, vec![a]))
        })
        .collect();
    ends.dedup();
    cases.push(if ends.iter().all(|(_, castles)| searchable(castles)) {
        Generated::searched("edge-period-ends-every-size", input(&ends))
    } else {
        let answer = second_answers(&ends);
        Generated::constructed("edge-period-ends-every-size", input(&ends), &answer)
    });
    let max_value: u64 = 1_000_000_000_000_000_000;
    // Every attack size, one castle of up to 10^18 alone: each test's
    // answer reads one reduction into the period and nothing else.
    // A generator of its own, so that the cases after it stay as drawn.
    let mut own = Rng::new(13_120);
    let huge_single: Vec<_> = all_sizes(5)
        .into_iter()
        .map(|sizes| (sizes, vec![own.range(max_value / 2, max_value)]))
        .collect();
    let answer = second_answers(&huge_single);
    cases.push(Generated::constructed(
        "edge-one-huge-castle-every-size",
        input(&huge_single),
        &answer,
    ));
    // The largest stored inputs stay near 2 MB: 100000 castles of up to
    // 19 digits (the statement allows 300000; see the README).
    let n = 100_000;
    let huge = |rng: &mut Rng, n: usize| -> Vec<u64> {
        (0..n)
            .map(|_| rng.range(max_value - 1_000_000_000_000, max_value))
            .collect()
    };
    let castles = huge(&mut rng, n);
    let tests = vec![([5, 1, 5], castles)];
    let answer = second_computation(tests[0].0, &tests[0].1);
    cases.push(Generated::constructed(
        "max-n-longest-preperiod",
        input(&tests),
        &answer.to_string(),
    ));
    // x = y = z = 4: every attack removes min(4, left), so castle i takes
    // exactly ceil(a_i / 4) attacks whatever is played, and the game
    // lasts their sum: White makes the last attack iff the sum is odd,
    // whichever first attack he makes. The last castle is chosen to
    // make the sum odd: every one of the 3n first attacks wins.
    let mut castles = huge(&mut rng, n);
    let attacks: u64 = castles[..n - 1].iter().map(|&a| (a + 3) / 4 % 2).sum();
    castles[n - 1] = if attacks % 2 == 0 {
        max_value - 4
    } else {
        max_value
    };
    assert_eq!(castles.iter().map(|&a| (a + 3) / 4 % 2).sum::<u64>() % 2, 1);
    cases.push(Generated::constructed(
        "max-n-equal-sizes-all-win",
        input(&[([4, 4, 4], castles)]),
        &(3 * n).to_string(),
    ));
    // The statement's largest n: 300000 castles of 1 to 100 defenders
    // (short numbers, so under 1 MB), sizes with the longest preperiod:
    // castles in the preperiod, in the table's period and past it.
    let castles: Vec<u64> = (0..300_000).map(|_| rng.range(1, 100)).collect();
    let answer = second_computation([5, 5, 1], &castles);
    cases.push(Generated::constructed(
        "max-n-small-values",
        input(&[([5, 5, 1], castles)]),
        &answer.to_string(),
    ));
    // 1000 tests of 100 castles, cycling through all 125 sizes: one
    // table per test.
    let tests: Vec<_> = (0..1000)
        .map(|i| {
            let sizes = all_sizes(5)[i % 125];
            let castles: Vec<u64> = (0..100)
                .map(|_| {
                    if rng.range(0, 1) == 0 {
                        rng.range(1, 1000)
                    } else {
                        rng.range(1, max_value)
                    }
                })
                .collect();
            (sizes, castles)
        })
        .collect();
    let answers = second_answers(&tests);
    cases.push(Generated::constructed(
        "max-t-1000-tests",
        input(&tests),
        &answers,
    ));
    cases
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
/// tests, each with x, y, z in 1..=min(5, 1 + size / 2) and 1 to
/// min(6, size) castles, searchable: one castle up to min(60, 8 *
/// size), two up to min(20, 3 * size), more up to min(32 / n, size + 2)
/// each (size 1: one castle up to 8, x = y = z = 1; size 8: up to 6
/// castles).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let tests: Vec<([u64; 3], Vec<u64>)> = (0..rng.range(1, 3))
        .map(|_| {
            let most = (1 + size / 2).min(5);
            let sizes = [rng.range(1, most), rng.range(1, most), rng.range(1, most)];
            let n = rng.range(1, size.min(6));
            let top = match n {
                1 => (8 * size).min(60),
                2 => (3 * size).min(20),
                n => (32 / n).min(size + 2),
            };
            (sizes, (0..n).map(|_| rng.range(1, top)).collect())
        })
        .collect();
    input(&tests)
}

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 15,
}
