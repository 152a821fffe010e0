use test_support::{check, check_malformed, check_table, Expect, WinLossSearch};

use super::{run, solve};

#[path = "../examples/poj1704-georgia-and-bob-spec.rs"]
mod spec;

#[test]
fn unsorted_positions_are_sorted_first() {
    check(run, "1\n3\n3 1 2\n", "Bob will win\n");
    check(run, "1\n2\n9 1\n", "Georgia will win\n");
}

#[test]
fn matches_exhaustive_search_up_to_5_chessmen_on_12_cells() {
    // Every set of 0 to 5 chessmen on cells 1..12: 1586 positions.
    let mut search = WinLossSearch::new(spec::moves);
    for mask in 0u32..1 << 12 {
        if mask.count_ones() > 5 {
            continue;
        }
        let cells: Vec<u16> = (0..12)
            .filter(|b| mask & (1 << b) != 0)
            .map(|b| b + 1)
            .collect();
        let as_u64: Vec<u64> = cells.iter().map(|&c| u64::from(c)).collect();
        assert_eq!(solve(&as_u64), search.wins(&cells), "{cells:?}");
    }
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "1\n3\n1 2 3\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "1\n3\n1 2\n", Reject("end of input")),
            ("truncated cases", "2\n1\n1\n", Reject("end of input")),
            // A count the input cannot deliver: nothing is allocated by it.
            (
                "N = 2^64 - 1",
                "1\n18446744073709551615\n1 2\n",
                Reject("end of input"),
            ),
            // Two chessmen on one cell: not a position, no right answer.
            (
                "duplicate",
                "1\n3\n5 2 5\n",
                Reject("case 1: two chessmen on cell 5"),
            ),
            (
                "duplicate in a later case",
                "2\n1\n1\n2\n7 7\n",
                Reject("case 2: two chessmen on cell 7"),
            ),
            (
                "duplicate at 2^64 - 1",
                "1\n2\n18446744073709551615 18446744073709551615\n",
                Reject("two chessmen on cell 18446744073709551615"),
            ),
            // The board starts at cell 1: a chessman on cell 0 is off it.
            ("cell 0", "1\n2\n0 3\n", Reject("P_i = 0 is outside 1..=")),
            // Outside the statement's bounds, but the rules still answer.
            ("T = 0", "0\n", Answer("")),
            // No chessman: Georgia cannot move and loses.
            ("N = 0", "1\n0\n", Answer("Bob will win\n")),
            // One pair with a gap of 2^64 - 3: Georgia closes it.
            (
                "cells near 2^64",
                "1\n2\n1 18446744073709551615\n",
                Answer("Georgia will win\n"),
            ),
            // One pair with no gap: Georgia must open it, Bob closes it.
            (
                "two adjacent at the top",
                "1\n2\n18446744073709551614 18446744073709551615\n",
                Answer("Bob will win\n"),
            ),
            (
                "cell above 10^4",
                "1\n1\n10001\n",
                Answer("Georgia will win\n"),
            ),
        ],
    );
}

#[test]
fn counts_above_the_statement_bounds_are_answered() {
    // T = 21 cases of one chessman on cell 1: nobody can move.
    check(
        run,
        &format!("21\n{}", "1\n1\n".repeat(21)),
        &"Bob will win\n".repeat(21),
    );
    // N = 1001 chessmen on cells 1..=1001: packed against the wall.
    let cells: Vec<String> = (1..=1001).map(|c| c.to_string()).collect();
    check(
        run,
        &format!("1\n1001\n{}\n", cells.join(" ")),
        "Bob will win\n",
    );
}

test_support::problem_tests! { run: run, spec: spec::spec() }
