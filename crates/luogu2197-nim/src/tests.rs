use test_support::{check_malformed, check_table, multisets, nim_moves, Expect, WinLossSearch};

use super::{run, solve};

#[path = "../examples/luogu2197-nim-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n2\n1 1\n2\n1 0\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated test", "1\n3\n3 5\n", Reject("end of input")),
            ("missing test", "2\n1\n1\n", Reject("end of input")),
            // Outside the statement's bounds, but the rules still answer.
            ("T = 0", "0\n", Answer("")),
            (
                "T above 10",
                "11\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n",
                Answer("Yes\nYes\nYes\nYes\nYes\nYes\nYes\nYes\nYes\nYes\nYes\n"),
            ),
            // No pile, or only empty piles: no move, a loss.
            ("n = 0", "1\n0\n", Answer("No\n")),
            ("only empty piles", "1\n3\n0 0 0\n", Answer("No\n")),
            // Empty piles between others change nothing.
            (
                "empty piles inside",
                "2\n4\n3 0 0 3\n3\n0 2 0\n",
                Answer("No\nYes\n"),
            ),
            // Equal piles: the second player mirrors.
            (
                "piles above 10^4",
                "1\n2\n18446744073709551615 18446744073709551615\n",
                Answer("No\n"),
            ),
            (
                "one pile above 10^4",
                "1\n1\n18446744073709551615\n",
                Answer("Yes\n"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_4_piles_of_0_to_8() {
    // Every multiset of 0 to 4 piles of 0 to 8 stones: 715 positions.
    let mut search = WinLossSearch::new(nim_moves);
    for piles in multisets(4, 0, 8) {
        assert_eq!(
            solve(piles.iter().copied()),
            spec::search_wins(&mut search, &piles),
            "{piles:?}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
