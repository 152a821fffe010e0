//! Codeforces 1194D 1-2-K Game's spec (`test_support::spec`): the
//! statement's constraints; as the reference, the exhaustive search of the
//! game (n up to 10^4); beyond it, a second computation (sg-core's Grundy
//! table of {1, 2, k} and the period its `find_period` proves, for k up to
//! 1000, checked against the search in the tests); the losing positions
//! written as a set for the constructed cases (the argument in
//! judge-data/cf1194d-1-2-k-game/README.md); and the inputs made from them.

use std::collections::HashMap;

use judge_io::Error;
use sg_core::{find_period, subtraction_table};
use test_support::{shape, Generated, Rng, Strict, WinLossSearch};

/// Every cell one move away from `n` when a move shifts the chip by 1, 2
/// or `k`, by the rules alone: the chip stays on the strip (cell >= 0).
pub fn moves(k: u64, n: u64) -> Vec<u64> {
    let mut next: Vec<u64> = [1, 2, k]
        .iter()
        .filter(|&&s| s <= n)
        .map(|&s| n - s)
        .collect();
    next.sort_unstable();
    next.dedup();
    next
}

/// Whether Alice (to move) wins from each cell 0..=max, by the search.
pub fn searched_wins(k: u64, max: u64) -> Vec<bool> {
    let mut search = WinLossSearch::new(|&n: &u64| moves(k, n));
    (0..=max).map(|n| search.wins(&n)).collect()
}

/// Whether `n` is a losing cell (Bob wins), written as the set the
/// construction argues for (README): if 3 does not divide k, the
/// multiples of 3; if it does, the cells whose residue modulo k + 1 is a
/// multiple of 3 other than k. Checked against the search in the tests.
pub fn in_losing_set(n: u64, k: u64) -> bool {
    if k % 3 == 0 {
        let residue = u128::from(n) % (u128::from(k) + 1);
        residue % 3 == 0 && residue != u128::from(k)
    } else {
        n % 3 == 0
    }
}

/// The largest k the second computation tabulates.
pub const SECOND_MAX_K: u64 = 1000;

/// The second computation for one k <= [`SECOND_MAX_K`]: sg-core's Grundy
/// table of the subtraction game {1, 2, k} over 3(k + 1) cells, reduced
/// to win / lose, and the period `find_period` proves on it (a cell's
/// outcome depends on the max(2, k) cells below, the window); a cell
/// beyond the table is folded into it by that period.
pub struct PeriodicOutcomes {
    wins: Vec<bool>,
    preperiod: usize,
    period: usize,
}

impl PeriodicOutcomes {
    pub fn new(k: u64) -> Self {
        let len = 3 * (k as usize + 1);
        let table = subtraction_table(len - 1, &[1, 2, k as usize]);
        let wins: Vec<bool> = table.iter().map(|&g| g != 0).collect();
        let p = find_period(&wins, (k as usize).max(2)).expect("3(k + 1) cells prove the period");
        PeriodicOutcomes {
            wins,
            preperiod: p.preperiod,
            period: p.period,
        }
    }

    pub fn wins(&self, n: u64) -> bool {
        let n = n as usize;
        if n < self.wins.len() {
            return self.wins[n];
        }
        let folded = self.preperiod + (n - self.preperiod) % self.period;
        self.wins[folded]
    }
}

fn words(games: impl Iterator<Item = bool>) -> String {
    games
        .map(|alice| if alice { "Alice\n" } else { "Bob\n" })
        .collect()
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::pairs::validate(
        sc,
        ("T", 1..=100),
        ("n", 0..=1_000_000_000),
        ("k", 3..=1_000_000_000),
    )
}

/// The largest cell the search is asked about.
pub const SEARCH_MAX_N: u64 = 10_000;

/// The search's answers when every n is at most 10^4 (one search per k).
fn reference(input: &str) -> Option<String> {
    let games = shape::pairs::read(input);
    if games.iter().any(|&(n, _)| n > SEARCH_MAX_N) {
        return None;
    }
    let mut largest: HashMap<u64, u64> = HashMap::new();
    for &(n, k) in &games {
        let m = largest.entry(k).or_insert(0);
        *m = (*m).max(n);
    }
    let tables: HashMap<u64, Vec<bool>> = largest
        .into_iter()
        .map(|(k, max)| (k, searched_wins(k, max)))
        .collect();
    Some(words(games.iter().map(|&(n, k)| tables[&k][n as usize])))
}

/// Beyond the search, the second computation when every k is at most
/// 1000 (checked against the search in the problem's tests).
fn by_period(input: &str) -> Option<String> {
    let games = shape::pairs::read(input);
    if games.iter().any(|&(_, k)| k > SECOND_MAX_K) {
        return None;
    }
    let mut tables: HashMap<u64, PeriodicOutcomes> = HashMap::new();
    Some(words(games.iter().map(|&(n, k)| {
        tables
            .entry(k)
            .or_insert_with(|| PeriodicOutcomes::new(k))
            .wins(n)
    })))
}

fn input(games: &[(u64, u64)]) -> String {
    shape::pairs::input(games)
}

/// A random input of size `size` (1..=8): 1 to 2 + size games (up to
/// 10), k in 3..=3 + 3 * size, n in 0..=10 * size (up to 80).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let games: Vec<(u64, u64)> = (0..rng.range(1, 2 + size))
        .map(|_| (rng.range(0, 10 * size), rng.range(3, 3 + 3 * size)))
        .collect();
    input(&games)
}

/// Inputs at the theory's boundaries: one game with k a multiple of 3,
/// or one more or one less, and n at a residue modulo k + 1 of k - 1, k
/// or 0 (the m == k exception and its neighbours) in the first few
/// periods, or just below k; all within the search's reach.
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    let k = (3 * rng.range(1, 30) + rng.range(0, 2)).max(4) - 1;
    let n = match rng.range(0, 3) {
        0 => k - rng.range(1, 2),
        _ => rng.range(0, 4) * (k + 1) + k + rng.range(0, 2) - 1,
    };
    input(&[(n, k)])
}

const BILLION: u64 = 1_000_000_000;

/// `count` games with k a random multiple of 3 in 3..=`max_k` and n at a
/// residue (modulo k + 1) near k or 0, n <= 10^9.
fn residue_games(rng: &mut Rng, count: usize, max_k: u64) -> Vec<(u64, u64)> {
    (0..count)
        .map(|i| {
            let k = 3 * rng.range(1, max_k / 3);
            let residue = match i % 6 {
                0 => k,
                1 => k - 1,
                2 => k - 2,
                3 => k - 3,
                4 => 0,
                _ => rng.range(0, k),
            };
            // The most whole periods that keep n <= 10^9.
            let periods = (BILLION - residue) / (k + 1);
            (rng.range(periods / 2, periods) * (k + 1) + residue, k)
        })
        .collect()
}

/// The generated cases; judge-data/cf1194d-1-2-k-game/README.md gives the
/// argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(1194);
    let mut cases = Generated::searched_series("random-small", 1..=8, |_| {
        let games: Vec<(u64, u64)> = (0..100)
            .map(|_| (rng.range(0, 200), rng.range(3, 30)))
            .collect();
        input(&games)
    });
    // n = 0 for several k: no move.
    cases.push(Generated::searched(
        "edge-n-0",
        input(&[(0, 3), (0, 4), (0, 5), (0, 6), (0, 1_000_000_000)]),
    ));
    // n < k: the k-move does not exist; n mod 3 decides.
    let below: Vec<(u64, u64)> = (3..=12)
        .flat_map(|k| (0..k).map(move |n| (n, k)))
        .filter(|&(n, k)| n + 3 >= k)
        .collect();
    cases.push(Generated::searched("edge-n-below-k", input(&below)));
    // 3 divides k: residues k (a win though a multiple of 3) and around
    // it, in the first periods.
    let mut at_k = Vec::new();
    for k in [3u64, 6, 9, 12, 30, 99] {
        for q in 0..3 {
            for r in [k - 1, k, 0] {
                at_k.push((q * (k + 1) + r, k));
            }
        }
        at_k.push((3 * (k + 1), k));
    }
    cases.push(Generated::searched("edge-residue-k", input(&at_k)));
    // 3 does not divide k: n beyond k + 1, where a period of k + 1 would
    // answer some wrong.
    let not_div: Vec<(u64, u64)> = [4u64, 5, 7, 8, 10, 11]
        .iter()
        .flat_map(|&k| (k..k + 8).map(move |n| (n + k + 1, k)))
        .collect();
    cases.push(Generated::searched(
        "edge-k-not-multiple-of-3",
        input(&not_div[..48.min(not_div.len())]),
    ));
    // Games far into the periods but within the search's reach.
    let deep: Vec<(u64, u64)> = [3u64, 6, 9, 27, 300, 999]
        .iter()
        .flat_map(|&k| {
            let q = (SEARCH_MAX_N - k) / (k + 1);
            [
                (q * (k + 1) + k, k),
                (q * (k + 1) + k - 3, k),
                (q * (k + 1), k),
            ]
        })
        .collect();
    cases.push(Generated::searched("edge-deep-residues", input(&deep)));
    // The largest games: answered by the losing set (construction); the
    // first also by the second computation (every k <= 1000).
    let constructed =
        |games: &[(u64, u64)]| words(games.iter().map(|&(n, k)| !in_losing_set(n, k)));
    let small_k = residue_games(&mut rng, 100, SECOND_MAX_K);
    cases.push(Generated::constructed(
        "max-n-small-k-multiple-of-3",
        input(&small_k),
        &constructed(&small_k),
    ));
    let large_k = residue_games(&mut rng, 100, BILLION / 2);
    cases.push(Generated::constructed(
        "max-n-large-k-multiple-of-3",
        input(&large_k),
        &constructed(&large_k),
    ));
    let not_multiple: Vec<(u64, u64)> = (0..100)
        .map(|i| {
            let k = 3 * rng.range(1, BILLION / 3 - 1) + 1 + (i % 2);
            (BILLION - rng.range(0, 2), k)
        })
        .collect();
    cases.push(Generated::constructed(
        "max-n-k-not-multiple-of-3",
        input(&not_multiple),
        &constructed(&not_multiple),
    ));
    let random: Vec<(u64, u64)> = (0..100)
        .map(|_| (rng.range(0, BILLION), rng.range(3, BILLION)))
        .collect();
    cases.push(Generated::constructed(
        "max-random",
        input(&random),
        &constructed(&random),
    ));
    // The extremes: n = 10^9 with k = 3, 10^9 - 1 (a multiple of 3) and
    // 10^9; k = 999999999 with n = k and n = k - 3; n = 0 and 1 with
    // k = 10^9.
    let extremes = [
        (BILLION, 3),
        (BILLION, BILLION - 1),
        (BILLION, BILLION),
        (BILLION - 1, BILLION - 1),
        (BILLION - 4, BILLION - 1),
        (BILLION - 2, BILLION - 1),
        (0, BILLION),
        (1, BILLION),
        (BILLION - 1, 3),
        (BILLION - 2, 6),
    ];
    cases.push(Generated::constructed(
        "max-extremes",
        input(&extremes),
        &constructed(&extremes),
    ));
    cases
}

test_support::spec! {
    validate, reference, second_computation: by_period, random_input,
    boundary_input, generated,
    min_searched: 12,
}
