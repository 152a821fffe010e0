use test_support::{check, check_malformed, check_table, Expect};

use super::{run, solve, GrundyTable, MAX_SIDE};

#[path = "../examples/poj2311-cutting-game-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2 2\n3 2\n4 2\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            // No line, no test: nothing to answer.
            ("empty", "", Answer("")),
            ("truncated", "2 2\n3\n", Reject("end of input")),
            // Lines run to the end of input: a lone token left over is a
            // truncated line.
            ("trailing token", "2 2\n3 2 4\n", Reject("end of input")),
            ("side 0", "2 2\n0 5\n", Reject("token 3: W = 0")),
            ("side 0 second", "5 0\n", Reject("token 2: H = 0")),
            // Outside 2..=200, but the rules still answer.
            ("1 x 1: no cut, so no win", "1 1\n", Answer("LOSE\n")),
            ("1 x 2 strip", "1 2\n", Answer("WIN\n")),
            ("strip 7 x 1", "7 1\n", Answer("WIN\n")),
            ("huge strip", "1 18446744073709551615\n", Answer("WIN\n")),
            ("above 200", "2 2\n201 2\n", Answer("LOSE\nLOSE\n")),
            // Backed by `matches_the_second_computation_beyond_200`.
            ("largest table", "997 2\n2 1000\n3 993\n", Answer("LOSE\nWIN\nLOSE\n")),
            (
                "above the table",
                "2 2\n1001 2\n",
                Reject("tokens 3-4: a 1001 x 2 sheet is too large to tabulate: with both sides at least 2, sides are at most 1000"),
            ),
        ],
    );
}

#[test]
fn sheets_in_any_order_share_the_growing_table() {
    // Each line is answered from the table as grown so far, whatever the
    // order of sizes (the answers: the exhaustive search of the sample
    // and of 2 x 4, 3 x 3 and 7 x 7, in `matches_exhaustive_search_up_to_10_by_10`).
    check(run, "4 2\n7 7\n2 4\n3 3\n", "WIN\nLOSE\nWIN\nLOSE\n");
}

#[test]
fn matches_exhaustive_search_up_to_10_by_10() {
    // Every sheet from 1 x 1 to 10 x 10, played as the real game on the
    // whole multiset of pieces (no Grundy values, no "width-1 cuts lose"
    // reduction), in an order that makes the table grow by several
    // shells at once and then be reused.
    let mut table = GrundyTable::new();
    for w in (1..=10u8).rev() {
        for h in 1..=10u8 {
            assert_eq!(
                solve(u64::from(w), u64::from(h), &mut table),
                spec::search_wins(w, h),
                "{w} x {h}"
            );
        }
    }
}

#[test]
fn table_is_the_same_grown_at_once_or_shell_by_shell_and_fits_the_mask() {
    let mut at_once = GrundyTable::new();
    at_once.grow(MAX_SIDE);
    let mut by_steps = GrundyTable::new();
    for s in [2, 3, 10, 11, 200, 201, 500] {
        by_steps.grow(s);
    }
    by_steps.grow(MAX_SIDE);
    assert!(at_once.g == by_steps.g);
    // The mex mask has 16 bits: values below 16 keep every XOR below 16
    // (and so inside the mask), and their mex at most 16.
    assert_eq!(at_once.g.iter().max(), Some(&9));
}

#[test]
fn matches_the_second_computation_up_to_60_by_60() {
    let mut table = GrundyTable::new();
    for w in 2..=60 {
        for h in 2..=60 {
            assert_eq!(
                solve(w, h, &mut table),
                spec::second_computation(w, h),
                "{w} x {h}"
            );
        }
    }
}

#[test]
fn matches_the_second_computation_beyond_200() {
    let mut table = GrundyTable::new();
    for w in 2..=4 {
        for h in 190..=1000 {
            assert_eq!(
                solve(w, h, &mut table),
                spec::second_computation(w, h),
                "{w} x {h}"
            );
            assert_eq!(
                solve(h, w, &mut table),
                spec::second_computation(w, h),
                "{h} x {w}"
            );
        }
    }
}

#[test]
fn second_computation_matches_the_search_up_to_10_by_10() {
    for w in 2..=10u8 {
        for h in 2..=10u8 {
            assert_eq!(
                spec::second_computation(u64::from(w), u64::from(h)),
                spec::search_wins(w, h),
                "{w} x {h}"
            );
        }
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
