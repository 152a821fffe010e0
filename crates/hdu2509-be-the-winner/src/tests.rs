use test_support::{check, check_malformed, check_table, multisets, Expect};

use super::{row_value, run, solve};

#[path = "../examples/hdu2509-be-the-winner-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n2 2\n1\n3\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            // No case: nothing to answer.
            ("empty", "", Answer("")),
            ("white space only", " \n\n", Answer("")),
            ("truncated case", "2\n2 2\n3\n1 2\n", Reject("end of input")),
            // The layout is free: one line, or blank lines between cases.
            ("one line", "2 2 2 1 3", Answer("No\nYes\n")),
            ("blank lines", "2\n2 2\n\n1\n3\n\n", Answer("No\nYes\n")),
            ("CRLF", "2\r\n2 2\r\n1\r\n3\r\n", Answer("No\nYes\n")),
            // Outside the statement's bounds, but the rules still answer:
            // a row of 0 is no row; no apple at all is won by the player
            // to move, who cannot take the last one (see the header).
            ("row of 0", "3\n2 0 2\n2\n0 3\n", Answer("No\nYes\n")),
            ("n = 0", "0\n", Answer("Yes\n")),
            ("only empty rows", "2\n0 0\n", Answer("Yes\n")),
            // Rows above 100: equal pairs with rows above 1 are lost
            // (nim-sum 0), one row above 1 is won (leave one apple).
            (
                "rows above 100",
                "2\n18446744073709551615 18446744073709551615\n1\n18446744073709551615\n",
                Answer("No\nYes\n"),
            ),
            (
                "more than 100 rows",
                "101\n1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n",
                Answer("No\n"),
            ),
        ],
    );
}

#[test]
fn two_single_apples_are_won_though_their_nim_sum_is_0() {
    // The trap: plain Nim says the opposite whenever every row is 1.
    check(run, "2\n1 1\n3\n1 1 1\n", "Yes\nNo\n");
}

#[test]
fn row_values_match_the_mex_definition_up_to_300() {
    // The rows' values by the mex over every move (a block out of the row,
    // leaving up to two rows), against the closed form g(L) = L.
    let table = spec::row_values(300);
    for (len, &v) in table.iter().enumerate() {
        assert_eq!(row_value(len as u64), v as u64, "row of {len}");
    }
}

#[test]
fn matches_exhaustive_search_up_to_4_rows_of_0_to_8() {
    // Every multiset of 0 to 4 rows of 0 to 8 apples, by the misère search
    // of the real game (rows split).
    let mut search = spec::new_search();
    for rows in multisets(4, 0, 8) {
        assert_eq!(
            solve(rows.iter().copied()),
            spec::search_wins(&mut search, &rows),
            "{rows:?}"
        );
    }
}

#[test]
fn matches_exhaustive_search_on_single_rows_up_to_22() {
    let mut search = spec::new_search();
    for len in 0..=22 {
        assert_eq!(
            solve([len].into_iter()),
            spec::search_wins(&mut search, &[len]),
            "row of {len}"
        );
    }
}

#[test]
fn matches_exhaustive_search_on_many_single_apples_beside_few_rows() {
    // 0 to 100 single apples beside up to two rows of 2 to 4: where the
    // theorem switches between its two cases.
    let mut search = spec::new_search();
    for ones in 0..=100 {
        for more in multisets(2, 2, 4) {
            let mut rows = vec![1; ones];
            rows.extend(more);
            assert_eq!(
                solve(rows.iter().copied()),
                spec::search_wins(&mut search, &rows),
                "{rows:?}"
            );
        }
    }
}

#[test]
fn second_computation_matches_the_search() {
    let table = spec::row_values(8);
    let mut search = spec::new_search();
    for rows in multisets(4, 1, 8) {
        assert_eq!(
            spec::second_wins(&table, &rows),
            spec::search_wins(&mut search, &rows),
            "{rows:?}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
