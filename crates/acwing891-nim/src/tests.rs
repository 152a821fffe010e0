use test_support::{
    check, check_malformed, check_table, multisets, nim_moves, Expect, WinLossSearch,
};

use super::{run, solve};

#[path = "../examples/acwing891-nim-spec.rs"]
mod spec;

#[test]
fn equal_pair_is_a_second_player_win() {
    check(run, "2\n1000000000 1000000000\n", "No\n");
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n2 3\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "3\n1 2\n", Reject("end of input")),
            // Outside the statement's bounds, but the rules still answer.
            ("n = 0", "0\n", Answer("No\n")),
            ("pile of 0", "2\n0 5\n", Answer("Yes\n")),
            (
                "piles above 10^9",
                "2\n18446744073709551615 18446744073709551615\n",
                Answer("No\n"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_4_piles_of_8() {
    // Every multiset of 0 to 4 piles of 1 to 8 stones: 495 positions.
    let mut search = WinLossSearch::new(nim_moves);
    for piles in multisets(4, 1, 8) {
        assert_eq!(
            solve(piles.iter().copied()),
            search.wins(&piles),
            "{piles:?}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
