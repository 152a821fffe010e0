use test_support::{
    check_malformed, check_table, multisets, nim_moves, winning_nim_moves, Expect, WinLossSearch,
};

use super::{run, solve};

#[path = "../examples/hdu1850-good-boy-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "3\n5 7 9\n0\n");
    // The same on a pile (the input may end without its 0).
    check_malformed(run, "3\n5 7 9\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            // No test and no terminator: nothing to answer.
            ("empty", "", Answer("")),
            ("truncated", "3\n5 7\n", Reject("end of input")),
            (
                "trailing after the terminator",
                "2\n1 1\n0\n5\n",
                Reject("after the end"),
            ),
            // The input may end without its terminator.
            ("no terminator", "3\n5 7 9\n2\n4 4\n", Answer("1\n0\n")),
            // Outside the statement's bounds, but the rules still answer.
            ("M = 1: take the pile", "1\n5\n0\n", Answer("1\n")),
            (
                "empty pile beside the sample",
                "4\n5 0 7 9\n0\n",
                Answer("1\n"),
            ),
            // Equal pairs: the second player mirrors, so no move wins.
            (
                "equal piles above 10^6",
                "2\n18446744073709551615 18446744073709551615\n0\n",
                Answer("0\n"),
            ),
            // Only evening the big pile down to 1 leaves a mirror position.
            (
                "one pile above 10^6",
                "2\n18446744073709551615 1\n0\n",
                Answer("1\n"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_4_piles_of_0_to_7() {
    // Every multiset of 0 to 4 piles of 0 to 7: the search tries every
    // first move and counts those that leave a lost position.
    let mut search = WinLossSearch::new(nim_moves);
    for piles in multisets(4, 0, 7) {
        assert_eq!(
            solve(&piles),
            winning_nim_moves(&mut search, &piles).len(),
            "{piles:?}"
        );
    }
}

#[test]
fn second_computation_matches_the_search() {
    let mut search = WinLossSearch::new(nim_moves);
    for piles in &multisets(4, 1, 7)[1..] {
        assert_eq!(
            spec::count_by_others(piles),
            winning_nim_moves(&mut search, piles).len()
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
