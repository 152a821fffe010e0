use test_support::{check, check_malformed, check_table, Expect};

use super::{run, solve};

#[path = "../examples/hdu1846-brave-game-spec.rs"]
mod spec;

#[test]
fn hundred_candies_take_1_to_8_first_player_takes_the_last() {
    // 100 = 11 * 9 + 1: take 1, then complete every round to 9.
    check(run, "1\n100 8\n", "first\n");
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n23 2\n4 3\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "2\n23 2\n", Reject("end of input")),
            ("truncated pair", "1\n23\n", Reject("end of input")),
            // Outside the statement's bounds, but the rules still answer.
            ("C = 0", "0\n", Answer("")),
            ("n = 0: no stone to take", "1\n0 5\n", Answer("second\n")),
            (
                "m = 0: no move",
                "2\n7 0\n0 0\n",
                Answer("second\nsecond\n"),
            ),
            // m >= n: take the whole pile.
            (
                "n above 1000, m >= n",
                "1\n18446744073709551615 18446744073709551615\n",
                Answer("first\n"),
            ),
            // 2^64 - 2 is a multiple of m + 1 = 2^63 - 1: the opponent
            // completes every round.
            (
                "multiple above 1000",
                "1\n18446744073709551614 9223372036854775806\n",
                Answer("second\n"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_n_up_to_200_m_up_to_30() {
    for m in 0..=30 {
        let mut s = spec::search(m);
        for n in 0..=200 {
            assert_eq!(solve(n, m), s.wins(&n), "n = {n}, m = {m}");
        }
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
