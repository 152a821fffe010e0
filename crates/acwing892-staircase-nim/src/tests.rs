use test_support::{check, check_malformed, check_table, Expect, WinLossSearch};

use super::{run, solve};

#[path = "../examples/acwing892-staircase-nim-spec.rs"]
mod spec;

#[test]
fn stones_on_even_steps_only_lose() {
    check(run, "4\n0 7 0 9\n", "No\n");
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "3\n2 1 3\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "3\n2 1\n", Reject("end of input")),
            // Outside the statement's bounds, but the rules still answer:
            // no step (nobody can move), empty steps, steps above 10^9.
            ("n = 0", "0\n", Answer("No\n")),
            ("empty odd step", "3\n0 5 0\n", Answer("No\n")),
            ("empty even step", "2\n4 0\n", Answer("Yes\n")),
            (
                "steps above 10^9",
                "3\n18446744073709551615 1 18446744073709551615\n",
                Answer("No\n"),
            ),
            (
                "one step above 10^9",
                "1\n18446744073709551615\n",
                Answer("Yes\n"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_4_steps_of_0_to_5() {
    // Every staircase of 1 to 4 steps holding 0 to 5 stones each: 1554.
    let mut search = WinLossSearch::new(spec::moves);
    for n in 1..=4u32 {
        for code in 0..6u32.pow(n) {
            let steps: Vec<u8> = (0..n).map(|i| (code / 6u32.pow(i) % 6) as u8).collect();
            let first_wins = solve(steps.iter().map(|&s| u64::from(s)));
            assert_eq!(first_wins, search.wins(&steps), "{steps:?}");
        }
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
