use test_support::{check_malformed, check_table, Expect, Rng, WinLossSearch};

use super::{least_winning_split, prefix_xors, run, solve, MAX_N};

#[path = "../examples/cf88e-interesting-game-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "100\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            (
                "n above 10^6",
                "1000001\n",
                Reject("token 1: n = 1000001 is above 10^6"),
            ),
            (
                "n = 2^64 - 1",
                "18446744073709551615\n",
                Reject("is above 10^6"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            // No stone: no split, Serozha loses.
            ("n = 0", "0\n", Answer("-1\n")),
            // 2^19 is no sum of consecutive numbers: no move at all.
            ("n = 2^19", "524288\n", Answer("-1\n")),
        ],
    );
    // The largest tabulated n is answered (its answer is pinned by the
    // pulled table in `values_fit_the_mask_up_to_the_largest_n`).
    assert!(test_support::run_str(run, "1000000\n").is_ok());
}

#[test]
fn matches_exhaustive_search_up_to_90() {
    // The whole game from one pile of n, for every n <= 90.
    let mut search = WinLossSearch::new(spec::moves);
    for n in 0..=90 {
        assert_eq!(
            spec::as_answer(solve(n as usize)),
            spec::searched_answer(&mut search, n),
            "n = {n}"
        );
    }
}

#[test]
fn grundy_values_match_the_search_on_pairs_up_to_45() {
    // Two piles are lost for the player to move iff they are worth the
    // same: this pins every value, not only whether it is 0.
    let x = prefix_xors(45);
    let g = |m: usize| if m == 0 { 0 } else { x[m] ^ x[m - 1] };
    let mut search = WinLossSearch::new(spec::moves);
    for a in 1..=45u64 {
        for b in a..=45 {
            assert_eq!(
                g(a as usize) != g(b as usize),
                search.wins(&spec::canonical(vec![a, b])),
                "piles {a} {b}"
            );
        }
    }
}

#[test]
fn second_computation_matches_the_search() {
    let g = spec::grundy_by_pulling(90);
    let mut search = WinLossSearch::new(spec::moves);
    for n in 1..=90 {
        assert_eq!(
            spec::answer_by_pulling(&g, n),
            spec::searched_answer(&mut search, n as u64),
            "n = {n}"
        );
    }
}

#[test]
fn solve_matches_the_second_computation_for_every_n_up_to_10_5() {
    // `solve` itself on a spread of n (each call fills its own table),
    // and its answer step on the one table of 10^5 for every n.
    let g = spec::grundy_by_pulling(100_000);
    let mut rng = Rng::new(8800);
    for _ in 0..40 {
        let n = rng.range(1, 100_000) as usize;
        assert_eq!(
            spec::as_answer(solve(n)),
            spec::answer_by_pulling(&g, n),
            "n = {n}"
        );
    }
    let x = prefix_xors(100_000);
    for n in 1..=100_000 {
        assert_eq!(
            spec::as_answer(least_winning_split(&x, n)),
            spec::answer_by_pulling(&g, n),
            "n = {n}"
        );
    }
}

#[test]
fn values_fit_the_mask_up_to_the_largest_n() {
    // g < 32 keeps every XOR below 32, so `1 << value` fits a u32; and
    // the pushed table agrees with the pulled one all the way.
    let n = MAX_N as usize;
    let x = prefix_xors(n);
    let pulled = spec::grundy_by_pulling(200_000);
    let mut max = 0;
    for m in 1..=n {
        let g = x[m] ^ x[m - 1];
        max = max.max(g);
        if m <= 200_000 {
            assert_eq!(u32::from(g), pulled[m], "m = {m}");
        }
    }
    assert!(max < 32, "g reaches {max}");
    // Facts the statement's notes give for n <= 10^5.
    let top = (1..=100_000).map(|m| x[m] ^ x[m - 1]).max();
    assert_eq!(top, Some(13));
}

test_support::problem_tests! { run: run, spec: spec::spec() }
