use test_support::{check, check_malformed, check_table, Expect};

use super::{run, solve};

#[path = "../examples/cf1310f-bad-cryptography-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, 2^64, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n2 3\n8 10\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("missing operand", "2\n2 3\n8\n", Reject("end of input")),
            (
                "a = 2^64",
                "1\n18446744073709551616 1\n",
                Reject("token 2: expected an unsigned integer (u64), found `18446744073709551616`"),
            ),
            ("signed b", "1\n2 -3\n", Reject("found `-3`")),
            // Outside the statement's bounds, but the rules answer.
            ("t = 0", "0\n", Answer("")),
            ("a = 0, b = 0", "1\n0 0\n", Answer("1\n")),
            ("a = 0, b = 1", "1\n0 1\n", Answer("0\n")),
            ("a = 0, b = 2", "1\n0 2\n", Answer("-1\n")),
            ("b = 0", "1\n5 0\n", Answer("-1\n")),
        ],
    );
}

#[test]
fn matches_the_definition_on_every_pair_below_256() {
    for a in 1..256 {
        for b in 1..256 {
            assert_eq!(Ok(solve(a, b)), spec::least_x_by_mex(a, b), "log_{a} {b}");
        }
    }
}

#[test]
fn the_reference_agrees_with_solve_where_both_answer() {
    // The mex reference is the backing of the small cases; solve is
    // checked against it above. Here: the search-backed generated cases
    // are answered by run exactly (the least x).
    for g in spec::generated().iter().filter(|g| g.constructed.is_none()) {
        let answer = spec::reference(&g.input).unwrap();
        check(run, &g.input, &answer);
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
