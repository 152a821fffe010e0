use test_support::{check_malformed, check_table, Expect, Rng};

use super::{extend_grundy, run, solve, Answer, MAX_N};

#[path = "../examples/luogu3185-split-game-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n4\n1 0 1 5000\n3\n0 0 1\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("no n", "1\n", Reject("end of input")),
            ("truncated beans", "1\n4\n1 0 1\n", Reject("end of input")),
            ("missing test", "2\n3\n0 0 1\n", Reject("end of input")),
            ("n above 200", "1\n201\n", Reject("n = 201 is outside 0..=200")),
            // Outside the statement's bounds, but the rules still answer.
            ("t = 0", "0\n", Answer("")),
            ("n = 0", "1\n0\n\n", Answer("-1 -1 -1\n0\n")),
            ("n = 1: no j > i", "1\n1\n7\n", Answer("-1 -1 -1\n0\n")),
            // n = 2: the only move is (0, 1, 1), bottle 0 odd: X = g(1)
            // = 1, and the move makes it 0.
            (
                "beans above 10^4",
                "1\n2\n18446744073709551615 0\n",
                Answer("0 1 1\n1\n"),
            ),
            // Even but non-zero: X = 0, a loss; no winning move.
            ("beans even", "1\n2\n18446744073709551614 5\n", Answer("-1 -1 -1\n0\n")),
            (
                "t above 10",
                "11\n2\n1 0\n2\n0 1\n2\n2 0\n2\n1 1\n2\n0 0\n2\n3 9\n2\n1 0\n2\n1 0\n2\n1 0\n2\n1 0\n2\n1 0\n",
                Answer("0 1 1\n1\n-1 -1 -1\n0\n-1 -1 -1\n0\n0 1 1\n1\n-1 -1 -1\n0\n0 1 1\n1\n0 1 1\n1\n0 1 1\n1\n0 1 1\n1\n0 1 1\n1\n0 1 1\n1\n"),
            ),
        ],
    );
}

/// The positions the search is asked about: n = 1..=5 bottles with up
/// to 2 beans each, n = 6 with up to 1.
fn small_positions() -> Vec<Vec<u64>> {
    let mut res = Vec::new();
    for n in 1..=5 {
        res.extend(spec::all_counts(n, 2));
    }
    res.extend(spec::all_counts(6, 1));
    res
}

fn grundy(n: usize) -> Vec<usize> {
    let mut g = Vec::new();
    extend_grundy(&mut g, n);
    g
}

#[test]
fn matches_exhaustive_search_up_to_5_bottles_of_2_and_6_of_1() {
    let g = grundy(6);
    let mut search = spec::new_search();
    for beans in small_positions() {
        assert_eq!(
            as_spec(solve(&beans, &g)),
            spec::searched_answer(&mut search, &beans),
            "{beans:?}"
        );
    }
}

#[test]
fn odious_values_match_the_definition_to_distance_199() {
    let g = grundy(MAX_N);
    for (d, &v) in g.iter().enumerate() {
        assert_eq!(spec::bean_value(d), v, "distance {d}");
    }
}

#[test]
fn second_computation_matches_exhaustive_search() {
    let mut search = spec::new_search();
    for beans in small_positions() {
        assert_eq!(
            spec::second_answer(&beans),
            spec::searched_answer(&mut search, &beans),
            "{beans:?}"
        );
    }
}

#[test]
fn matches_second_computation_on_random_positions_of_21_bottles() {
    let g = grundy(21);
    let mut rng = Rng::new(3185);
    for _ in 0..2000 {
        let n = rng.range(2, 21) as usize;
        let beans: Vec<u64> = (0..n).map(|_| spec::random_count(&mut rng)).collect();
        assert_eq!(
            as_spec(solve(&beans, &g[..n])),
            spec::second_answer(&beans),
            "{beans:?}"
        );
    }
}

/// The solution's answer in the spec's type, to compare them.
fn as_spec(answer: Answer) -> spec::Answer {
    spec::Answer {
        first: answer.first,
        count: answer.count,
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
