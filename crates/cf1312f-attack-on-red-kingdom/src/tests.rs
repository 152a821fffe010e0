use sg_core::find_period;
use test_support::{check_malformed, check_table, multisets, Expect, Rng, WinLossSearch};

use super::{castle_rows, run, solve, CastleTable};

#[path = "../examples/cf1312f-attack-on-red-kingdom-spec.rs"]
mod spec;

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

#[test]
fn matches_exhaustive_search_for_all_125_sizes() {
    // For every (x, y, z) in 1..=5: one castle of 1 to 60 defenders
    // (past the longest preperiod, 26, and a period), every pair of
    // castles up to 20 and every triple up to 7.
    for sizes in spec::all_sizes(5) {
        let table = CastleTable::new(sizes);
        let mut search = spec::search(sizes);
        let mut all: Vec<Vec<u64>> = (1..=60).map(|a| vec![a]).collect();
        all.extend(multisets(2, 1, 20).into_iter().filter(|p| p.len() == 2));
        all.extend(multisets(3, 1, 7).into_iter().filter(|p| p.len() == 3));
        for castles in all {
            assert_eq!(
                solve(&table, castles.iter().copied()),
                spec::searched_count(&mut search, sizes, &castles),
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
        let mut search = spec::search(sizes);
        let mut all: Vec<Vec<u64>> = (1..=40).map(|a| vec![a]).collect();
        all.extend(multisets(2, 1, 14).into_iter().filter(|p| p.len() == 2));
        for castles in all {
            assert_eq!(
                solve(&table, castles.iter().copied()),
                spec::searched_count(&mut search, sizes, &castles),
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
    for sizes in spec::all_sizes(5) {
        let rows = castle_rows(sizes, 41);
        let mut search = WinLossSearch::new(move |&(castle, heap): &(spec::Castle, u64)| {
            let mut next = Vec::new();
            for kind in [spec::MIXED, spec::INFANTRY, spec::CAVALRY] {
                if let Some(after) = spec::attack(sizes, castle, kind) {
                    next.push((after, heap));
                }
            }
            next.extend((0..heap).map(|h| (castle, h)));
            next
        });
        for (k, row) in rows.iter().enumerate() {
            for (last, column) in [
                (0, 0),
                (spec::MIXED, 0),
                (spec::INFANTRY, 1),
                (spec::CAVALRY, 2),
            ] {
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
    for sizes in spec::all_sizes(10) {
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

#[test]
fn second_computation_matches_the_search_and_a_long_table() {
    let mut rng = Rng::new(1312);
    for sizes in spec::all_sizes(5) {
        let mut search = spec::search(sizes);
        let mut all: Vec<Vec<u64>> = (1..=40).map(|a| vec![a]).collect();
        all.extend(multisets(2, 1, 12).into_iter().filter(|p| p.len() == 2));
        for castles in all {
            assert_eq!(
                spec::second_computation(sizes, &castles),
                spec::searched_count(&mut search, sizes, &castles),
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
            assert_eq!(
                spec::second_computation(sizes, &[a as u64, b as u64]),
                expected
            );
        }
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
