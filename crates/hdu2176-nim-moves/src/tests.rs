use test_support::{
    check, check_malformed, check_table, multisets, nim_moves, Expect, WinLossSearch,
};

use super::{run, solve};

#[path = "../examples/hdu2176-nim-moves-spec.rs"]
mod spec;

#[test]
fn moves_follow_input_order_and_repeat_for_equal_piles() {
    check(run, "3\n10 9 10\n0\n", "Yes\n10 3\n9 0\n10 3\n");
}

#[test]
fn pile_sizes_beyond_32_bits_do_not_overflow() {
    check(
        run,
        "2\n4294967295 4294967296\n0\n",
        "Yes\n4294967296 4294967295\n",
    );
}

#[test]
fn matches_exhaustive_search_up_to_4_piles_of_6_in_every_order() {
    // Every ordered sequence of 1 to 4 piles of 0 to 6 (order matters
    // for the listing; a pile of 0 is outside the statement but still a
    // position): 7 + 49 + 343 + 2401 = 2800 positions.
    let mut search = WinLossSearch::new(nim_moves);
    for n in 1..=4u32 {
        for code in 0..7u64.pow(n) {
            let piles: Vec<u64> = (0..n).map(|i| code / 7u64.pow(i) % 7).collect();
            let listed: Vec<(u64, u64)> = solve(&piles).collect();
            assert_eq!(
                listed,
                spec::searched_moves(&mut search, &piles),
                "{piles:?}"
            );
        }
    }
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "3\n3 6 9\n0\n");
    // The same on a pile (the input may end without its 0).
    check_malformed(run, "3\n3 6 9\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            // No case at all: the input may end without the final 0.
            ("empty", "", Answer("")),
            (
                "m overflow",
                "18446744073709551616\n1\n0\n",
                Reject("found `18446744073709551616`"),
            ),
            ("truncated", "3\n1 2\n", Reject("end of input")),
            // A count the input cannot deliver: nothing is allocated by it.
            (
                "m = 2^64 - 1",
                "18446744073709551615\n1 2\n",
                Reject("end of input"),
            ),
            (
                "trailing after the 0",
                "1\n1\n0\n5\n",
                Reject("after the end"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            ("no final 0", "1\n5\n", Answer("Yes\n5 0\n")),
            ("only the 0", "0\n", Answer("")),
            // A pile of 0 has no move: never listed, and it changes
            // nothing else.
            ("pile of 0", "3\n0 6 5\n0\n", Answer("Yes\n6 5\n")),
            ("only piles of 0", "2\n0 0\n0\n", Answer("No\n")),
            // Equal piles are allowed: the second player mirrors.
            ("equal piles", "2\n7 7\n0\n", Answer("No\n")),
            (
                "piles of 2^64 - 1",
                "3\n18446744073709551615 18446744073709551615 1\n0\n",
                Answer(
                    "Yes\n18446744073709551615 18446744073709551614\n18446744073709551615 18446744073709551614\n1 0\n",
                ),
            ),
            (
                "pile above 2^31",
                "2\n4294967296 1\n0\n",
                Answer("Yes\n4294967296 1\n"),
            ),
        ],
    );
}

#[test]
fn second_computation_matches_the_search() {
    let mut search = WinLossSearch::new(nim_moves);
    for piles in &multisets(4, 1, 7)[1..] {
        assert_eq!(
            spec::moves_by_others(piles),
            spec::searched_moves(&mut search, piles)
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
