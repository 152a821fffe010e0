use test_support::{check, check_malformed, check_table, multisets, Expect, WinLossSearch};

use super::{run, solve};

#[path = "../examples/acwing894-split-nim-spec.rs"]
mod spec;

#[test]
fn two_equal_piles_lose() {
    check(run, "2\n100 100\n", "No\n");
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
            ("truncated", "3\n2 3\n", Reject("end of input")),
            // Outside the statement's bounds, but the rules still answer.
            ("n = 0: no move", "0\n", Answer("No\n")),
            ("empty pile: no move", "1\n0\n", Answer("No\n")),
            (
                "empty piles beside the sample",
                "4\n0 2 0 3\n",
                Answer("Yes\n"),
            ),
            // One pile: split it into two empty piles and win at once.
            ("one pile of 500", "1\n500\n", Answer("Yes\n")),
            // Equal pairs: the second player mirrors.
            ("pairs above 100", "4\n500 101 500 101\n", Answer("No\n")),
            (
                "pile above 500",
                "1\n501\n",
                Reject("a_i = 501 is outside 0..=500"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_3_piles_of_0_to_8() {
    // Every multiset of 0 to 3 piles of 0 to 8 stones; the search
    // settles every multiset the splits can reach from them.
    let mut search = WinLossSearch::new(spec::moves);
    for piles in multisets(3, 0, 8) {
        let as_usize: Vec<usize> = piles.iter().map(|&p| p as usize).collect();
        assert_eq!(
            solve(&as_usize),
            spec::search_wins(&mut search, &piles),
            "{piles:?}"
        );
    }
}

#[test]
fn second_computation_matches_the_search_up_to_3_piles_of_0_to_8() {
    let mut search = WinLossSearch::new(spec::moves);
    for piles in multisets(3, 0, 8) {
        assert_eq!(
            spec::second_computation(&piles),
            spec::search_wins(&mut search, &piles),
            "{piles:?}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
