use test_support::{check_malformed, check_table, Expect, WinLossSearch};

use super::{run, solve};

#[path = "../examples/arc137c-distinct-numbers-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n2 4\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "3\n0 1\n", Reject("end of input")),
            (
                "a repeated value",
                "3\n4 1 4\n",
                Reject("tokens 2 and 4: A_1 = A_3 = 4: the values must be pairwise distinct"),
            ),
            (
                "a repeated value, in order",
                "3\n0 1 1\n",
                Reject("tokens 3 and 4: A_2 = A_3 = 1"),
            ),
            (
                "every value the same",
                "2\n3 3\n",
                Reject("tokens 2 and 3: A_1 = A_2 = 3"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            // No value: no largest one to replace.
            ("N = 0", "0\n", Answer("Bob\n")),
            // One value: any smaller value will do, so a win iff it is not 0.
            ("N = 1, value 0", "1\n0\n", Answer("Bob\n")),
            ("N = 1, value 1", "1\n1\n", Answer("Alice\n")),
            ("N = 1, value 2", "1\n2\n", Answer("Alice\n")),
            // The game is on the set: any order answers as sorted.
            ("unsorted sample 1", "2\n4 2\n", Answer("Alice\n")),
            ("unsorted sample 2", "3\n2 0 1\n", Answer("Bob\n")),
            // Values up to 2^64 - 1: top gap 1, and 2^64 - 2 holes (even).
            (
                "largest values, adjacent",
                "2\n18446744073709551614 18446744073709551615\n",
                Answer("Bob\n"),
            ),
            (
                "largest values, gap 2",
                "2\n18446744073709551613 18446744073709551615\n",
                Answer("Alice\n"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_on_every_set_of_values_up_to_16() {
    // Every subset of {0, ..., 16} (2^17 = 131,072 sets, of every size
    // from 0 to 17): solve, and the second computation, against the
    // search.
    let mut search = WinLossSearch::new(spec::moves);
    for mask in 0u32..1 << 17 {
        let values: Vec<u64> = (0..17).filter(|&v| mask >> v & 1 == 1).collect();
        let expected = search.wins(&values);
        assert_eq!(solve(&values), expected, "{values:?}");
        assert_eq!(spec::second_computation(&values), expected, "{values:?}");
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
