use test_support::{check_malformed, check_table, multisets, Expect, Rng, WinLossSearch};

use super::{grundy, run, solve};

#[path = "../examples/abc297g-constrained-nim-2-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "3 1 2\n2 3 3\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("no L R", "1\n", Reject("end of input")),
            ("truncated", "3 1 2\n2 3\n", Reject("end of input")),
            (
                "N = 2^64 - 1",
                "18446744073709551615 1 2\n1\n",
                Reject("end of input"),
            ),
            ("L = 0", "1 0 5\n7\n", Reject("token 2: L = 0")),
            // Outside the statement's bounds, but the rules still answer.
            ("N = 0", "0 1 2\n\n", Answer("Second\n")),
            ("pile of 0", "2 1 2\n0 0\n", Answer("Second\n")),
            // L > R: no amount can be taken.
            ("L above R", "2 5 4\n9 1\n", Answer("Second\n")),
            // One move empties the pile of 10^9 (t = 10^9), then none.
            (
                "L = R = 10^9",
                "1 1000000000 1000000000\n1000000000\n",
                Answer("First\n"),
            ),
            // L + R = 2^64 overflows u64: the pile of 2^63 is taken whole.
            (
                "L + R = 2^64",
                "1 9223372036854775808 9223372036854775808\n9223372036854775808\n",
                Answer("First\n"),
            ),
            (
                "largest pile, L + R = 2^65 - 2",
                "1 18446744073709551615 18446744073709551615\n18446744073709551614\n",
                Answer("Second\n"),
            ),
            (
                "two largest piles, Nim",
                "2 1 18446744073709551615\n18446744073709551615 18446744073709551615\n",
                Answer("Second\n"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_3_piles_of_16_with_r_up_to_6() {
    // For every 1 <= L, R <= 6 (L > R too, where nobody moves), every
    // multiset of up to 3 piles of 0..=16: 36 * 1140 positions.
    for l in 1..=6 {
        for r in 1..=6 {
            let mut search = WinLossSearch::new(|p: &Vec<u64>| spec::moves(p, l, r));
            for piles in multisets(3, 0, 16) {
                assert_eq!(
                    solve(l, r, piles.iter().copied()),
                    search.wins(&spec::canonical(&piles, l)),
                    "L = {l}, R = {r}, piles {piles:?}"
                );
            }
        }
    }
}

#[test]
fn matches_exhaustive_search_on_pairs_up_to_60_with_r_up_to_12() {
    // A pair of piles is lost iff both are worth the same: this pins
    // every pile's value, not only whether it is 0.
    for l in 1..=12 {
        for r in l..=12 {
            let mut search = WinLossSearch::new(|p: &Vec<u64>| spec::moves(p, l, r));
            for x in 0..=60 {
                for y in x..=60 {
                    assert_eq!(
                        solve(l, r, [x, y].into_iter()),
                        search.wins(&spec::canonical(&[x, y], l)),
                        "L = {l}, R = {r}, piles {x} {y}"
                    );
                }
            }
        }
    }
}

#[test]
fn runs_match_the_mex_table_and_the_search() {
    for l in 1..=9 {
        for r in l..=14 {
            let table = spec::mex_table(l, r, 400);
            let runs = spec::runs(l as u128, r as u128, 400);
            for (x, &g) in table.iter().enumerate() {
                assert_eq!(
                    spec::value_at(&runs, x as u128),
                    g,
                    "L = {l}, R = {r}, x = {x}"
                );
            }
        }
    }
    // And against the whole-game search, on pairs (lost iff equal).
    for (l, r) in [(1, 3), (2, 5), (3, 3), (4, 9)] {
        let runs = spec::runs(l, r, 40);
        let mut search = WinLossSearch::new(|p: &Vec<u64>| spec::moves(p, l as u64, r as u64));
        for x in 0..=40u64 {
            for y in x..=40 {
                let equal = spec::value_at(&runs, x.into()) == spec::value_at(&runs, y.into());
                assert_eq!(
                    !equal,
                    search.wins(&spec::canonical(&[x, y], l as u64)),
                    "L = {l}, R = {r}, piles {x} {y}"
                );
            }
        }
    }
}

/// Piles at the formula's boundaries for (L, R), one below and one
/// above each: x a multiple of L + R, and x mod (L + R) a multiple of L;
/// in every period up to `max` when there are at most `limit` periods,
/// else in about `limit` periods evenly spread (the first always);
/// and `max` itself.
fn boundary_piles(l: u64, r: u64, max: u64, limit: usize) -> Vec<u64> {
    let period = u128::from(l) + u128::from(r);
    let mut res = Vec::new();
    let mut base: u128 = 0;
    let periods = (u128::from(max) / period + 1) as usize;
    let step = (periods / limit.max(1)).max(1) as u128;
    while base <= u128::from(max) {
        let mut j: u128 = 0;
        while j * u128::from(l) < period {
            let b = base + j * u128::from(l);
            for x in [b.wrapping_sub(1), b, b + 1] {
                if x <= u128::from(max) && x != u128::MAX {
                    res.push(x as u64);
                }
            }
            j += 1;
        }
        base += period * step;
    }
    res.push(max);
    res
}

#[test]
fn formula_matches_the_runs_at_every_boundary_up_to_the_largest_piles() {
    // Each pile at a boundary, one below and one above, against the
    // runs from the definition; L, R up to the statement's 10^9, and
    // beyond it up to 2^64 - 1, where L + R overflows u64.
    let cases: &[(u64, u64, u64)] = &[
        (1_000_000_000, 1_000_000_000, 1_000_000_000),
        (999_999_999, 1_000_000_000, 1_000_000_000),
        (500_000_000, 1_000_000_000, 1_000_000_000),
        (333_333_334, 999_999_999, 1_000_000_000),
        (123_456_789, 987_654_321, 1_000_000_000),
        (30_000, 100_000, 1_000_000_000),
        (65_537, 65_537, 1_000_000_000),
        (3, 14, 1_000_000),
        (1 << 62, 1 << 63, u64::MAX),
        (1 << 63, 1 << 63, u64::MAX),
        (u64::MAX - 1, u64::MAX, u64::MAX),
        (u64::MAX, u64::MAX, u64::MAX),
    ];
    for &(l, r, max) in cases {
        let runs = spec::runs(l.into(), r.into(), max.into());
        let period = l.checked_add(r);
        for x in boundary_piles(l, r, max, 2000) {
            assert_eq!(
                u128::from(grundy(x, l, period)),
                spec::value_at(&runs, x.into()),
                "L = {l}, R = {r}, x = {x}"
            );
        }
    }
}

#[test]
fn second_computation_matches_the_search() {
    let mut rng = Rng::new(2970);
    for _ in 0..300 {
        let l = rng.range(1, 5);
        let r = rng.range(l, 9);
        let n = rng.range(1, 3) as usize;
        let piles: Vec<u64> = (0..n).map(|_| rng.range(1, 30)).collect();
        assert_eq!(
            spec::second_computation(l, r, &piles),
            spec::words(spec::search_wins(&piles, l, r)),
            "L = {l}, R = {r}, piles {piles:?}"
        );
    }
}

#[test]
fn small_period_computation_matches_the_runs() {
    for (l, r) in [(3, 14), (1, 1), (2, 7), (5, 5)] {
        let runs = spec::runs(l.into(), r.into(), 100_000);
        let mut rng = Rng::new(l * 100 + r);
        for _ in 0..2000 {
            let x = rng.range(0, 100_000);
            let expected = spec::words(spec::value_at(&runs, x.into()) != 0);
            assert_eq!(
                spec::second_computation_small_period(l, r, &[x]),
                expected,
                "L = {l}, R = {r}, x = {x}"
            );
        }
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
