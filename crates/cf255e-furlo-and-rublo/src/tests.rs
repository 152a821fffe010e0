use test_support::{check_malformed, check_table, multisets, numbers, Expect, Rng, WinLossSearch};

use super::{grundy, run, solve, RUNS};

#[path = "../examples/cf255e-furlo-and-rublo-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n1 2\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "3\n1 2\n", Reject("end of input")),
            (
                "n = 2^64 - 1",
                "18446744073709551615\n1\n",
                Reject("end of input"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            ("n = 0", "0\n\n", Answer("Rublo\n")),
            // 0 coins: no y < 0. 4 coins: the one move leaves 2.
            ("pile of 0", "2\n0 4\n", Answer("Furlo\n")),
            // 50626^2 is worth 2, and 2^64 - 1 is worth 0.
            (
                "largest piles",
                "2\n18446744073709551615 2562991876\n",
                Answer("Furlo\n"),
            ),
            (
                "largest pile alone",
                "1\n18446744073709551615\n",
                Answer("Rublo\n"),
            ),
        ],
    );
}

#[test]
fn piles_below_4_have_no_move() {
    for x in 0..4 {
        assert!(spec::options(x).is_empty(), "x = {x}");
    }
    assert_eq!(spec::options(4), vec![2]);
}

#[test]
fn matches_exhaustive_search_up_to_3_piles_of_100() {
    // Every multiset of up to 3 piles of 0..=100 (182104 positions).
    let mut search = WinLossSearch::new(spec::moves);
    for piles in multisets(3, 0, 100) {
        assert_eq!(
            solve(piles.iter().copied()),
            search.wins(&spec::canonical(&piles)),
            "{piles:?}"
        );
    }
}

#[test]
fn integer_roots_are_exact_at_every_root_and_beside_it() {
    // Every k^2 and k^4 up to 2^64 (k^2 for k up to 2^20, then spread),
    // one below, one above.
    let mut ks: Vec<u128> = (1..=1 << 20).collect();
    let mut rng = Rng::new(2550);
    ks.extend((0..20_000).map(|_| u128::from(rng.range(1 << 20, u64::from(u32::MAX)))));
    ks.push(u128::from(u32::MAX));
    for &k in &ks {
        let sq = k * k;
        assert_eq!(spec::floor_sqrt(sq - 1), k - 1);
        assert_eq!(spec::floor_sqrt(sq), k);
        assert_eq!(spec::floor_sqrt(sq + 1), k);
    }
    assert_eq!(spec::fourth_root_up(0), 0);
    for k in 1..=65_536u128 {
        if k == 1 {
            assert_eq!((spec::fourth_root_up(1), spec::fourth_root_up(2)), (1, 2));
            continue;
        }
        let q = k * k * k * k;
        assert_eq!(spec::fourth_root_up(q - 1), k, "k = {k}");
        assert_eq!(spec::fourth_root_up(q), k, "k = {k}");
        assert_eq!(spec::fourth_root_up(q + 1), k + 1, "k = {k}");
    }
    assert_eq!(spec::floor_sqrt(u128::from(u64::MAX)), u128::from(u32::MAX));
    assert_eq!(spec::fourth_root_up(u128::from(u64::MAX)), 65_536);
}

#[test]
fn mex_table_matches_the_search_on_pairs() {
    // Two piles are lost for the player to move iff they are worth the
    // same: this pins each value, not only whether it is 0.
    let g = spec::mex_table(300);
    let mut search = WinLossSearch::new(spec::moves);
    for x in 0..=300u64 {
        for y in x..=300 {
            assert_eq!(
                g[x as usize] != g[y as usize],
                search.wins(&spec::canonical(&[x, y])),
                "piles {x} {y}"
            );
        }
    }
}

#[test]
fn runs_match_the_mex_table_up_to_10_7_and_the_solution_table() {
    let runs = spec::runs();
    let g = spec::mex_table(10_000_000);
    for (x, &v) in g.iter().enumerate() {
        assert_eq!(spec::value_at(&runs, x as u128), v, "x = {x}");
    }
    let expected: Vec<(u128, u8)> = RUNS.iter().map(|&(s, v)| (u128::from(s), v)).collect();
    assert_eq!(runs, expected);
}

#[test]
fn solution_table_matches_the_prefix_counts_at_every_root_up_to_the_bound() {
    // g is constant between consecutive points k^2 and k^4 + 1 (the
    // window does not change), so these points cover every pile up to
    // 777777777777.
    let counts = spec::PrefixCounts::new();
    let runs = spec::runs();
    for x in spec::root_points() {
        let v = counts.grundy(x);
        assert_eq!(grundy(x), v, "x = {x}");
        assert_eq!(spec::value_at(&runs, x.into()), v, "x = {x}");
    }
}

#[test]
fn solution_table_matches_the_runs_at_every_root_beyond_the_bound() {
    // Beyond the statement: every k^4 up to 2^64 - 1, spread k^2, each
    // with one below and one above; every run start, one below and one
    // above; and 2^64 - 1.
    let runs = spec::runs();
    let mut points: Vec<u128> = Vec::new();
    for k in 2..=65_535u128 {
        let q = k * k * k * k;
        points.extend([q - 1, q, q + 1]);
    }
    let mut rng = Rng::new(255);
    for _ in 0..100_000 {
        let k = u128::from(rng.range(881_918, u64::from(u32::MAX)));
        points.extend([k * k - 1, k * k, k * k + 1]);
    }
    for &(s, _) in &runs[1..] {
        points.extend([s - 1, s, s + 1]);
    }
    points.push(u128::from(u64::MAX));
    for x in points {
        assert_eq!(grundy(x as u64), spec::value_at(&runs, x), "x = {x}");
    }
}

#[test]
fn second_computation_matches_the_search() {
    let counts = spec::PrefixCounts::new();
    let mut search = WinLossSearch::new(spec::moves);
    for piles in multisets(3, 1, 120) {
        assert_eq!(
            spec::second_computation(&counts, &piles),
            spec::words(search.wins(&spec::canonical(&piles))),
            "{piles:?}"
        );
    }
}

#[test]
fn boundaries_and_interiors_are_where_the_search_says() {
    // Below 300 the search pins every value: a pile and the boundary
    // pile are lost together exactly when they are worth the same.
    let g = spec::mex_table(60_000);
    let bounds = spec::boundaries();
    assert_eq!(bounds.len(), 6);
    for &(s, before, after) in &bounds {
        if s < 60_000 {
            assert_eq!((g[s as usize - 1], g[s as usize]), (before, after));
        }
    }
    for v in 0..4 {
        let (lo, hi) = spec::interior(v);
        assert!(lo <= hi);
        // The whole run [lo - 1, hi + 1] is worth v, and it is a run.
        for x in lo - 1..=hi + 1 {
            assert_eq!(g[x as usize], v, "x = {x}");
        }
        assert_ne!(g[lo as usize - 2], v);
        assert_ne!(g[hi as usize + 2], v);
    }
    let mut search = WinLossSearch::new(spec::moves);
    for (p, companion) in spec::isolated_boundary_pairs() {
        if p <= 300 && companion <= 300 {
            assert!(
                !search.wins(&spec::canonical(&[p, companion])),
                "{p} {companion}"
            );
        }
    }
}

#[test]
fn boundary_inputs_are_answered_as_the_prefix_counts_answer_them() {
    let counts = spec::PrefixCounts::new();
    let mut rng = Rng::new(2551);
    for _ in 0..2_000 {
        let size = rng.range(1, 8);
        let input = spec::boundary_input(&mut rng, size);
        let piles = numbers(&input).split_off(1);
        let answer = spec::spec().answer(&input).unwrap();
        assert_eq!(
            answer,
            spec::second_computation(&counts, &piles),
            "{piles:?}"
        );
        assert_eq!(answer, "Rublo", "{piles:?}");
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
