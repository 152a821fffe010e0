//! Codeforces 1934 D2 XOR Break — Game Version's spec (`test_support::spec`):
//! the statement's constraints; as the reference, the side that wins each
//! game by a search of the rules below 2^12 and, beyond it, by the jury's
//! popcount rule (`holder_wins`, written apart from `solve` and checked
//! against the search in the problem's tests); and the inputs made from
//! them.

use judge_io::Error;
use test_support::{shape, verdict_lines, Generated, Rng, Strict};

/// The jury (`examples/cf1934d2-xor-break-game-jury.rs`), included once:
/// the spec uses its `holder_wins`, the problem's tests its `referee`.
#[allow(dead_code)] // The spec program uses `holder_wins` alone.
#[path = "cf1934d2-xor-break-game-jury.rs"]
pub mod jury;

/// Whether the holder of p wins, for every p below `limit`, by the
/// rules alone: some break leaves the opponent two losing parts.
pub fn holder_wins_by_rules(limit: u64) -> Vec<bool> {
    let mut wins = vec![false; limit as usize];
    for p in 1..limit {
        wins[p as usize] = (1..p).any(|p1| {
            let p2 = p ^ p1;
            p2 < p && !wins[p1 as usize] && !wins[p2 as usize]
        });
    }
    wins
}

pub const MAX_N: u64 = 1_000_000_000_000_000_000;

/// The exact layout of the judge's data and the problem's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let t = sc.next_in("t", 1u64, 1000)?;
    sc.end_line()?;
    for _ in 0..t {
        sc.next_in("n", 1, MAX_N)?;
        sc.end_line()?;
    }
    Ok(())
}

/// The search's sides when every n is below 2^12.
fn reference(input: &str) -> Option<String> {
    let values = test_support::numbers(input);
    let games = &values[1..];
    if games.iter().any(|&n| n >= 1 << 12) {
        return None;
    }
    let wins = holder_wins_by_rules(1 << 12);
    Some(verdict_lines(games, WORDS, |&n| wins[n as usize]))
}

/// The sides by the jury's popcount rule (itself checked against the
/// search), for the cases too large to search.
fn sides(games: &[u64]) -> String {
    verdict_lines(games, WORDS, |&n| jury::holder_wins(n))
}

/// The side that wins, when the holder of n does first.
const WORDS: [&str; 2] = ["first", "second"];

fn input(games: &[u64]) -> String {
    let mut s = format!("{}\n", games.len());
    for n in games {
        s += &format!("{n}\n");
    }
    s
}

/// A random run for `scripts/stress`: up to size games with n below
/// 2^(size + 4) (at most 2^12, what the search answers).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let games: Vec<u64> = (0..rng.range(1, size))
        .map(|_| rng.range(1, (1 << (size + 4).min(12)) - 1))
        .collect();
    input(&games)
}

/// The answer by the jury's rule, beyond the search (the holder of p wins
/// iff popcount(p) is even, `jury::holder_wins`, written apart from `solve`
/// and checked against the search of the rules for every p below 2^13).
fn by_rule(input: &str) -> Option<String> {
    Some(sides(&shape::values::read(input)))
}

/// Inputs at the boundaries of the strategy: numbers just below, at
/// and just above powers of two 2^k (k = 2..=59, so n <= 10^18):
/// 2^k - 1, 2^k - 2, 2^k + 1, 2^k + 2^j, 2^k - 2^j - 1, where a highest
/// bit found by floating point or a popcount of too few bits goes
/// wrong; 1 to size games each.
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let games: Vec<u64> = (0..rng.range(1, size))
        .map(|_| {
            let k = rng.range(2, 59);
            let top = 1u64 << k;
            let j = rng.range(0, k - 1);
            match rng.range(0, 4) {
                0 => top - 1,
                1 => top - 2,
                2 => top + 1,
                3 => top + (1 << j),
                _ => top - (1 << j) - 1,
            }
        })
        .collect();
    input(&games)
}

/// The generated cases; judge-data/cf1934d2-xor-break-game/README.md
/// says what backs each answer.
fn generated() -> Vec<Generated> {
    let mut cases = Vec::new();
    for k in 0..4u64 {
        let games: Vec<u64> = (k * 1000 + 1..=(k * 1000 + 1000).min(4095)).collect();
        let stem = format!("edge-every-n-{}-to-{}", games[0], games[games.len() - 1]);
        cases.push(Generated::searched(&stem, input(&games)));
    }
    let small: Vec<u64> = (0..12)
        .flat_map(|k| [1 << k, (1 << k) - 1, (1 << k) + 1, (2 << k) - 2])
        .filter(|&n| (1..1 << 12).contains(&n))
        .collect();
    cases.extend(Generated::searched_each([
        ("edge-powers-below-2-12", input(&small)),
        ("edge-t-1", input(&[1])),
    ]));
    let mut rng = Rng::new(19342);
    for i in 1..=3 {
        let t = rng.range(1, 1000);
        let games: Vec<u64> = (0..t).map(|_| rng.range(1, (1 << 12) - 1)).collect();
        cases.push(Generated::searched(
            &format!("random-small-{i}"),
            input(&games),
        ));
    }
    // The largest: 1000 games each, sides by the popcount rule.
    let mut max = |stem: &str, games: Vec<u64>| {
        let answer = sides(&games);
        cases.push(Generated::constructed(stem, input(&games), &answer));
    };
    let mut rng = Rng::new(1934);
    max(
        "max-t-1000-random",
        (0..1000).map(|_| rng.range(1, MAX_N)).collect(),
    );
    let mut with_parity = |even: bool| {
        let mut games = Vec::new();
        while games.len() < 1000 {
            let n = rng.range(1 << 59, MAX_N);
            if jury::holder_wins(n) == even {
                games.push(n);
            }
        }
        games
    };
    let even = with_parity(true);
    let odd = with_parity(false);
    max("max-t-1000-even-popcounts", even);
    max("max-t-1000-odd-popcounts", odd);
    // Dense numbers: 2^59 - 1 and 2^59 + 2^58 + ... with a few bits
    // cleared (long games for both sides).
    let mut dense = Vec::new();
    let full = (1u64 << 59) | ((1 << 59) - 1);
    while dense.len() < 1000 {
        let mut n = if dense.len() % 2 == 0 {
            full
        } else {
            (1 << 59) - 1
        };
        for _ in 0..rng.range(0, 3) {
            n &= !(1 << rng.range(0, 58));
        }
        if n <= MAX_N {
            dense.push(n);
        }
    }
    max("max-t-1000-dense", dense);
    let mut special = Vec::new();
    for k in 0..60 {
        special.extend([
            1u64 << k,
            (2u64 << k) - 1,
            (1 << k) + 1,
            (1 << 59) | (1 << k),
        ]);
    }
    special.retain(|&n| (1..=MAX_N).contains(&n));
    let mut d = 0;
    while special.len() < 1000 {
        special.push(MAX_N - d);
        d += 1;
    }
    max("max-t-1000-powers-and-near-10-18", special);
    cases
}

test_support::spec! {
    validate, reference, second_computation: by_rule, random_input,
    boundary_input, generated,
    min_searched: 9,
}
