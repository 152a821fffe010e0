use test_support::{check, check_malformed, check_table, multisets, Expect};

use super::{run, solve};

#[path = "../examples/hdu1907-john-spec.rs"]
mod spec;

#[test]
fn all_ones_with_even_count_is_first_win() {
    check(run, "2\n2\n1 1\n3\n1 1 1\n", "John\nBrother\n");
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n3\n3 5 1\n1\n1\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated case", "1\n3\n3 5\n", Reject("end of input")),
            ("missing case", "2\n1\n1\n", Reject("end of input")),
            // Outside the statement's bounds, but the rules still answer.
            ("T = 0", "0\n", Answer("")),
            // A pile of 0 is no pile: the sample's answers stand.
            (
                "empty piles",
                "2\n4\n3 0 5 1\n2\n0 1\n",
                Answer("John\nBrother\n"),
            ),
            // No M&M: the first player cannot move and, by the misere
            // convention, wins (see the header).
            ("N = 0", "1\n0\n", Answer("John\n")),
            ("only empty piles", "1\n2\n0 0\n", Answer("John\n")),
            // Equal pairs with a pile above 1: the second player mirrors
            // (judge-data/hdu1907-john/README.md).
            (
                "piles above 4747",
                "1\n2\n18446744073709551615 18446744073709551615\n",
                Answer("Brother\n"),
            ),
            // One pile above 1: eat all but one.
            (
                "one pile above 4747",
                "1\n1\n18446744073709551615\n",
                Answer("John\n"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_4_piles_of_0_to_7() {
    // Every multiset of 0 to 4 piles of 0 to 7.
    let mut search = spec::new_search();
    for piles in multisets(4, 0, 7) {
        assert_eq!(
            solve(piles.iter().copied()),
            spec::search_wins(&mut search, &piles),
            "{piles:?}"
        );
    }
}

#[test]
fn matches_exhaustive_search_on_piles_of_ones_only() {
    // 1 to 47 piles of 1, odd and even counts; plus piles of 1 with one
    // larger pile, where the rule switches.
    let mut search = spec::new_search();
    for count in 1..=47 {
        let ones = vec![1; count];
        assert_eq!(
            solve(ones.iter().copied()),
            spec::search_wins(&mut search, &ones),
            "{count} ones"
        );
        let mut with_two = ones.clone();
        with_two.push(2);
        assert_eq!(
            solve(with_two.iter().copied()),
            spec::search_wins(&mut search, &with_two),
            "{count} ones and a 2"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
