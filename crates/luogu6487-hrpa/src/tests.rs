use test_support::{check_malformed, check_table, Expect, Rng};

use super::{run, solve};

#[path = "../examples/luogu6487-hrpa-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "7\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("two numbers", "7 8\n", Reject("after the end")),
            // No stone: no first move, so no winning first take.
            ("n = 0", "0\n", Reject("n = 0 is outside")),
            // Outside the statement's bounds, but the rules still answer.
            // One stone: take it.
            ("n = 1", "1\n", Answer("1\n")),
            // F(93) = 12200160415121876738, a Fibonacci number: take all.
            (
                "F(93)",
                "12200160415121876738\n",
                Answer("12200160415121876738\n"),
            ),
            // 2^64 - 1 = F(93) + F(91) + ... ; its least term, by the
            // representation search in the tests, is 2 (see
            // `largest_u64_values_agree_with_the_representation_search`).
            ("2^64 - 1", "18446744073709551615\n", Answer("2\n")),
            // Above 10^15: F(74) + 1 = 1304969544928657 + 1.
            ("F(74) + 1", "1304969544928658\n", Answer("1\n")),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_400() {
    let mut search = spec::new_search();
    for n in 1..=spec::SEARCH_MAX {
        assert_eq!(
            solve(n),
            spec::searched_least_take(&mut search, n),
            "n = {n}"
        );
    }
}

#[test]
fn representation_search_matches_exhaustive_search_up_to_400() {
    let mut search = spec::new_search();
    for n in 1..=spec::SEARCH_MAX {
        assert_eq!(
            spec::least_term(n),
            spec::searched_least_take(&mut search, n),
            "n = {n}"
        );
    }
}

#[test]
fn losing_positions_are_those_with_cap_below_the_least_term() {
    // The theorem's form for every position, not only first moves:
    // (r, m) is lost for the player to move iff m < z(r).
    let mut search = spec::new_search();
    for r in 1..=200 {
        let z = spec::least_term(r);
        for m in 1..=r {
            assert_eq!(search.wins(&spec::position(r, m)), m >= z, "({r}, {m})");
        }
    }
}

#[test]
fn large_values_agree_with_the_representation_search() {
    let f = spec::fib();
    let mut values: Vec<u64> = Vec::new();
    for &x in &f {
        values.extend([x, x - 1, x + 1, x.saturating_add(2)]);
    }
    for w in f.windows(3) {
        values.push(w[0] + w[2]);
        values.push(w[2] - 1);
    }
    let mut rng = Rng::new(6487);
    for _ in 0..3000 {
        let shift = rng.range(0, 63);
        values.push(rng.range(1, u64::MAX >> shift));
    }
    for n in values.into_iter().filter(|&n| n >= 1) {
        assert_eq!(solve(n), spec::least_term(n), "n = {n}");
    }
}

#[test]
fn largest_u64_values_agree_with_the_representation_search() {
    for n in [
        u64::MAX,
        u64::MAX - 1,
        u64::MAX - 2,
        12_200_160_415_121_876_738,
    ] {
        assert_eq!(solve(n), spec::least_term(n), "n = {n}");
    }
    assert_eq!(spec::least_term(u64::MAX), 2);
}

#[test]
fn ten_pow_15_representations_are_as_stored() {
    let f = spec::fib();
    for (n, indices) in [
        (spec::MAX, &spec::TEN_POW_15[..]),
        (spec::MAX - 1, &spec::TEN_POW_15_MINUS_1[..]),
    ] {
        let rep: Vec<u64> = indices.iter().map(|&i| f[i]).collect();
        assert_eq!(spec::representations(n), vec![rep], "n = {n}");
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
