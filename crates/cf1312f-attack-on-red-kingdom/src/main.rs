//! Codeforces 1312F Attack on Red Kingdom:
//! <https://codeforces.com/problemset/problem/1312/F>
//!
//! **Game**: n castles with a_i defenders. An attack on a castle that still
//! has defenders removes x (mixed), y (infantry) or z (cavalry) of them (all
//! that are left if fewer); infantry may not follow infantry on the same
//! castle, nor cavalry follow cavalry; mixed is always allowed. Normal play:
//! the king making the last attack wins. White attacks first; the answer is
//! the number of first attacks (castle, kind) after which White wins.
//!
//! **Theory**: Sprague-Grundy theorem. A castle is the game on (defenders k,
//! kind of the last attack on it; "never attacked" moves like "mixed"), with
//! k - s read as max(0, k - s):
//! G(k, mixed) = mex{G(k-x, mixed), G(k-y, inf), G(k-z, cav)},
//! G(k, inf) = mex{G(k-x, mixed), G(k-z, cav)},
//! G(k, cav) = mex{G(k-x, mixed), G(k-y, inf)}, G(0, .) = 0; values <= 3.
//! With S the xor of G(a_i, mixed), a first attack turning castle i's value
//! v0 into v wins iff S ^ v0 ^ v == 0.
//!
//! **Reduction**: the table rows [G(k, mixed), G(k, inf), G(k, cav)] become
//! periodic; a row depends only on the max(x, y, z) <= 5 rows before it, so
//! `sg_core::find_period` with that window proves the period and preperiod
//! from a short table (64 rows suffice for all 125 (x, y, z): preperiod at
//! most 26, period at most 10), and a_i up to 10^18 is reduced into it.
//!
//! **Complexity**: O(64 * 10) per distinct (x, y, z), then O(1) per castle;
//! the input is streamed, never stored.

use std::io::Read;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::find_period;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

/// The largest attack size answered (the statement's bound is 5).
// Sizes 6..=10 are answered the same way (the table doubles until a period
// is proved; 128 rows suffice, a test checks all 1000 triples); sizes 0 (an
// endless game) and above 10 are rejected. A castle of 0 defenders offers
// no attack. Each castle costs one remainder, one lookup and one count in a
// histogram of the 256 kinds of castle; the tables are built once per
// distinct (x, y, z), at most 125 with the statement's sizes.
const MAX_ATTACK: u64 = 10;

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    // One table per distinct (x, y, z), built when first needed: up to 1000
    // tests share at most 125 tables (1000 with sizes up to 10).
    let side = MAX_ATTACK as usize;
    let mut tables: Vec<Option<CastleTable>> = (0..side * side * side).map(|_| None).collect();
    let tests: usize = sc.next()?;
    for _ in 0..tests {
        let n: usize = sc.next()?;
        let x = sc.next_in("x", 1, MAX_ATTACK)?;
        let y = sc.next_in("y", 1, MAX_ATTACK)?;
        let z = sc.next_in("z", 1, MAX_ATTACK)?;
        let slot = ((x - 1) as usize * side + (y - 1) as usize) * side + (z - 1) as usize;
        let table = tables[slot].get_or_insert_with(|| CastleTable::new([x, y, z]));
        let winning = sc.values(n, |castles| solve(table, castles))?;
        out.push_u64(winning)?;
        out.push(b"\n")?;
    }
    Ok(())
}

/// The number of winning first attacks (castle, kind) for the first player,
/// with `table` built for the attack sizes and `castles` giving the
/// defenders.
fn solve(table: &CastleTable, castles: impl Iterator<Item = u64>) -> u64 {
    // Castles are counted by their code: the untouched value and the values
    // after a mixed, infantry and cavalry attack, 2 bits each.
    let mut count_by_code = [0u64; 256];
    let mut total = 0;
    for a in castles {
        if a == 0 {
            continue; // No defender: no attack, value 0.
        }
        let code = table.code(a);
        count_by_code[code as usize] += 1;
        total ^= code >> 6;
    }
    let mut winning = 0;
    for (code, &count) in count_by_code.iter().enumerate() {
        let target = total ^ (code >> 6) as u8;
        let after = [(code >> 4) & 3, (code >> 2) & 3, code & 3];
        let kinds = after.iter().filter(|&&v| v as u8 == target).count();
        winning += count * kinds as u64;
    }
    winning
}

/// Row k: the values of a castle of k defenders whose last attack was
/// mixed (or none), infantry, cavalry.
type Row = [u8; 3];

/// Rows 0..len by the recurrence in the header.
fn castle_rows(sizes: [u64; 3], len: usize) -> Vec<Row> {
    let [x, y, z] = sizes.map(|s| s as usize);
    let mut rows: Vec<Row> = Vec::with_capacity(len);
    for k in 0..len {
        if k == 0 {
            rows.push([0; 3]);
            continue;
        }
        // The option values as bit sets (values are at most 3).
        let mixed = 1 << rows[k.saturating_sub(x)][0];
        let infantry = 1 << rows[k.saturating_sub(y)][1];
        let cavalry = 1 << rows[k.saturating_sub(z)][2];
        rows.push([
            mex(mixed | infantry | cavalry),
            mex(mixed | cavalry),
            mex(mixed | infantry),
        ]);
    }
    rows
}

/// The least value whose bit is not set in `seen`: the mex of a set of
/// small values held as bits (what `sg_core::mex` computes from a slice;
/// here the options arrive as bits already).
fn mex(seen: u8) -> u8 {
    (!seen).trailing_zeros() as u8
}

/// The castle codes of a table long enough to prove its period.
struct CastleTable {
    /// `codes[k]` for k < len: G(k, mixed) << 6 | G(k - x, mixed) << 4 |
    /// G(k - y, inf) << 2 | G(k - z, cav).
    codes: Vec<u8>,
    /// Any a >= len has the code of base + (a - base) % period.
    base: u64,
    period: u64,
}

impl CastleTable {
    fn new(sizes: [u64; 3]) -> Self {
        let window = sizes.iter().copied().max().unwrap_or(1) as usize;
        let mut len = 64;
        // Every such table is eventually periodic (a row is a function of
        // the `window` rows before it, which take finitely many values), so
        // doubling ends; 64 rows suffice for sizes up to 5, 128 up to 10.
        let (rows, periodicity) = loop {
            let rows = castle_rows(sizes, len);
            if let Some(p) = find_period(&rows, window) {
                break (rows, p);
            }
            len *= 2;
        };
        let [x, y, z] = sizes.map(|s| s as usize);
        let codes = (0..len)
            .map(|k| {
                rows[k][0] << 6
                    | rows[k.saturating_sub(x)][0] << 4
                    | rows[k.saturating_sub(y)][1] << 2
                    | rows[k.saturating_sub(z)][2]
            })
            .collect();
        // The rows repeat with the period from the preperiod on, and
        // find_period accepts only when len - period >= preperiod + window:
        // so for a >= base = len - period, a and its representative r in
        // base..len agree, and so do a - s and r - s for every s <= window.
        CastleTable {
            codes,
            base: (len - periodicity.period) as u64,
            period: periodicity.period as u64,
        }
    }

    fn code(&self, a: u64) -> u8 {
        let k = if a < self.codes.len() as u64 {
            a
        } else {
            self.base + (a - self.base) % self.period
        };
        self.codes[k as usize]
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use sg_core::find_period;
    use test_support::{
        check, check_malformed, check_table, join, multisets, numbers, Expect, Generated, Rng,
        WinLossSearch,
    };

    use super::{castle_rows, run, solve, CastleTable};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn sample_2() {
        let (input, answer) = test_support::sample!(2);
        check(run, &input, &answer);
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "3\n2 1 3 4\n7 6\n1 1 2 3\n1\n1 1 2 2\n3\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                (
                    "truncated castles",
                    "1\n2 1 2 3\n7\n",
                    Reject("end of input"),
                ),
                ("truncated header", "1\n1 1 2\n", Reject("end of input")),
                ("truncated tests", "2\n1 1 2 3\n7\n", Reject("end of input")),
                (
                    "n = 2^64 - 1",
                    "1\n18446744073709551615 1 2 3\n7\n",
                    Reject("end of input"),
                ),
                // An attack of 0 could be repeated forever: no finite game.
                (
                    "x = 0",
                    "1\n1 0 2 3\n7\n",
                    Reject("x = 0 is outside 1..=10"),
                ),
                (
                    "z = 0",
                    "1\n1 1 2 0\n7\n",
                    Reject("z = 0 is outside 1..=10"),
                ),
                // Too large to tabulate within reason.
                (
                    "y = 11",
                    "1\n1 1 11 3\n7\n",
                    Reject("y = 11 is outside 1..=10"),
                ),
                // Outside the statement's bounds, but the rules still answer.
                ("t = 0", "0\n", Answer("")),
                // No castle: White cannot attack at all.
                ("n = 0", "1\n0 1 2 3\n", Answer("0\n")),
                // A castle without defenders offers no attack: sample 1's
                // second test again.
                ("a_i = 0", "1\n2 1 2 3\n0 1\n", Answer("3\n")),
                // Every attack removes exactly one defender: 2^64 - 1
                // attacks in all whatever is played, an odd number, so every
                // first attack wins.
                (
                    "a_i = 2^64 - 1",
                    "1\n1 1 1 1\n18446744073709551615\n",
                    Answer("3\n"),
                ),
                // Sizes above 5: x = y = z = 7 and 7 defenders, one attack
                // ends the game whatever its kind.
                ("x = y = z = 7", "1\n1 7 7 7\n7\n", Answer("3\n")),
                // Each of 2 castles lasts ceil(13 / 10) = 2 attacks: 4 in
                // all, even: no first attack wins.
                ("x = y = z = 10", "1\n2 10 10 10\n13 20\n", Answer("0\n")),
            ],
        );
    }

    const MIXED: u8 = 1;
    const INFANTRY: u8 = 2;
    const CAVALRY: u8 = 3;

    /// A castle: (defenders, kind of the last attack on it: 0 for none, or
    /// MIXED, INFANTRY, CAVALRY).
    type Castle = (u64, u8);

    /// The castle after an attack of `kind` with sizes `sizes`, or `None`
    /// if the rules forbid it.
    fn attack(sizes: [u64; 3], (defenders, last): Castle, kind: u8) -> Option<Castle> {
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

    fn search(sizes: [u64; 3]) -> Search {
        WinLossSearch::new(Box::new(move |p: &Vec<Castle>| moves(sizes, p)))
    }

    /// The number of first attacks (castle, kind) after which the search
    /// finds the position lost for the player to move.
    fn searched_count(search: &mut Search, sizes: [u64; 3], defenders: &[u64]) -> u64 {
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

    fn all_sizes(max: u64) -> Vec<[u64; 3]> {
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

    #[test]
    fn matches_exhaustive_search_for_all_125_sizes() {
        // For every (x, y, z) in 1..=5: one castle of 1 to 60 defenders
        // (past the longest preperiod, 26, and a period), every pair of
        // castles up to 20 and every triple up to 7.
        for sizes in all_sizes(5) {
            let table = CastleTable::new(sizes);
            let mut search = search(sizes);
            let mut all: Vec<Vec<u64>> = (1..=60).map(|a| vec![a]).collect();
            all.extend(multisets(2, 1, 20).into_iter().filter(|p| p.len() == 2));
            all.extend(multisets(3, 1, 7).into_iter().filter(|p| p.len() == 3));
            for castles in all {
                assert_eq!(
                    solve(&table, castles.iter().copied()),
                    searched_count(&mut search, sizes, &castles),
                    "{sizes:?} {castles:?}"
                );
            }
        }
    }

    #[test]
    fn matches_exhaustive_search_for_sizes_6_to_10_on_random_sizes() {
        // Sizes above the statement's bound, which the binary also answers:
        // 40 random triples from 1..=10 (each with a size above 5), one
        // castle up to 40 and pairs up to 14.
        let mut rng = Rng::new(13126);
        for _ in 0..40 {
            let sizes = loop {
                let s = [rng.range(1, 10), rng.range(1, 10), rng.range(1, 10)];
                if s.iter().any(|&v| v > 5) {
                    break s;
                }
            };
            let table = CastleTable::new(sizes);
            let mut search = search(sizes);
            let mut all: Vec<Vec<u64>> = (1..=40).map(|a| vec![a]).collect();
            all.extend(multisets(2, 1, 14).into_iter().filter(|p| p.len() == 2));
            for castles in all {
                assert_eq!(
                    solve(&table, castles.iter().copied()),
                    searched_count(&mut search, sizes, &castles),
                    "{sizes:?} {castles:?}"
                );
            }
        }
    }

    #[test]
    fn castle_rows_match_a_search_with_a_nim_heap() {
        // Every value of the table directly: a castle (k, last kind) beside
        // a Nim heap of h is lost for the player to move iff G(k, kind) = h.
        // "Never attacked" (0) must behave like mixed, the table's column 0.
        for sizes in all_sizes(5) {
            let rows = castle_rows(sizes, 41);
            let mut search = WinLossSearch::new(move |&(castle, heap): &(Castle, u64)| {
                let mut next = Vec::new();
                for kind in [MIXED, INFANTRY, CAVALRY] {
                    if let Some(after) = attack(sizes, castle, kind) {
                        next.push((after, heap));
                    }
                }
                next.extend((0..heap).map(|h| (castle, h)));
                next
            });
            for (k, row) in rows.iter().enumerate() {
                for (last, column) in [(0, 0), (MIXED, 0), (INFANTRY, 1), (CAVALRY, 2)] {
                    let lost: Vec<u64> = (0..=4)
                        .filter(|&h| !search.wins(&((k as u64, last), h)))
                        .collect();
                    assert_eq!(
                        lost,
                        [u64::from(row[column])],
                        "{sizes:?} k = {k}, last {last}"
                    );
                }
            }
        }
    }

    #[test]
    fn periods_found_from_short_tables_hold_far_beyond_them() {
        // For every triple up to 10 (all 125 of the statement's and the
        // 875 above), the period proved from a short table predicts a
        // table of 5000 rows, and so do the codes for every a up to 5000.
        let (mut longest_preperiod, mut longest_period) = (0, 0);
        for sizes in all_sizes(10) {
            let window = *sizes.iter().max().unwrap() as usize;
            let long = castle_rows(sizes, 5000);
            let len = if window <= 5 { 64 } else { 128 };
            let p = find_period(&castle_rows(sizes, len), window)
                .unwrap_or_else(|| panic!("{sizes:?}: no period within {len} rows"));
            for n in p.preperiod..long.len() - p.period {
                assert_eq!(long[n + p.period], long[n], "{sizes:?} n = {n}");
            }
            if window <= 5 {
                longest_preperiod = longest_preperiod.max(p.preperiod);
                longest_period = longest_period.max(p.period);
            }
            let table = CastleTable::new(sizes);
            let [x, y, z] = sizes.map(|s| s as usize);
            for a in 1..long.len() {
                let code = long[a][0] << 6
                    | long[a.saturating_sub(x)][0] << 4
                    | long[a.saturating_sub(y)][1] << 2
                    | long[a.saturating_sub(z)][2];
                assert_eq!(table.code(a as u64), code, "{sizes:?} a = {a}");
            }
        }
        // The figures quoted in the header, for sizes up to 5.
        assert_eq!((longest_preperiod, longest_period), (26, 10));
    }

    /// A second computation apart from `solve`: each castle's values by a
    /// walk over the states (defenders, last kind) with a mex over a set,
    /// the period found by the first repeat of the last max(x, y, z) rows
    /// (a hash map of windows, not `find_period`), and each of the four
    /// values a castle needs reduced on its own.
    fn second_computation(sizes: [u64; 3], castles: &[u64]) -> u64 {
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

    #[test]
    fn second_computation_matches_the_search_and_a_long_table() {
        let mut rng = Rng::new(1312);
        for sizes in all_sizes(5) {
            let mut search = search(sizes);
            let mut all: Vec<Vec<u64>> = (1..=40).map(|a| vec![a]).collect();
            all.extend(multisets(2, 1, 12).into_iter().filter(|p| p.len() == 2));
            for castles in all {
                assert_eq!(
                    second_computation(sizes, &castles),
                    searched_count(&mut search, sizes, &castles),
                    "{sizes:?} {castles:?}"
                );
            }
            // Far out, against the plain recurrence's rows.
            let long = castle_rows(sizes, 3000);
            for _ in 0..50 {
                let a = rng.range(1, 2999) as usize;
                let b = rng.range(1, 2999) as usize;
                let s = long[a][0] ^ long[b][0];
                let mut expected = 0;
                for c in [a, b] {
                    let rest = s ^ long[c][0];
                    for (kind, &size) in sizes.iter().enumerate() {
                        if long[c.saturating_sub(size as usize)][kind] == rest {
                            expected += 1;
                        }
                    }
                }
                assert_eq!(second_computation(sizes, &[a as u64, b as u64]), expected);
            }
        }
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

    /// The statement's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let t = sc.next_in("t", 1usize, 1000)?;
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
            for _ in 0..n {
                sc.next_in("a_i", 1u64, 1_000_000_000_000_000_000)?;
            }
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
        let mut cases = Vec::new();
        for i in 1..=8 {
            let tests: Vec<_> = (0..30)
                .map(|_| (random_sizes(&mut rng), random_castles(&mut rng)))
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(&tests),
            ));
        }
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
        cases.push(Generated::searched("edge-equal-sizes", input(&equal)));
        cases.push(Generated::searched(
            "edge-one-defender",
            input(&[([1, 1, 1], vec![1])]),
        ));
        cases.push(Generated::searched(
            "edge-three-castles-of-one",
            input(&[([5, 5, 5], vec![1, 1, 1])]),
        ));
        // The attack sizes where 4 equal rows come before the period (a
        // window of 4 rows finds a false period), each with the least
        // castle it misjudges (README).
        cases.push(Generated::searched(
            "edge-four-equal-rows-before-the-period",
            input(&[
                ([1, 3, 5], vec![17]),
                ([1, 5, 3], vec![17]),
                ([5, 4, 5], vec![19]),
                ([5, 5, 4], vec![19]),
            ]),
        ));
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
            let answer: String = ends
                .iter()
                .map(|(sizes, castles)| format!("{}\n", second_computation(*sizes, castles)))
                .collect();
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
        let answer: String = huge_single
            .iter()
            .map(|(sizes, castles)| format!("{}\n", second_computation(*sizes, castles)))
            .collect();
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
        let answers: String = tests
            .iter()
            .map(|(sizes, castles)| format!("{}\n", second_computation(*sizes, castles)))
            .collect();
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

    test_support::stress_tests! {
        run: run,
        reference: reference,
        random_input: random_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 15,
    }
}
