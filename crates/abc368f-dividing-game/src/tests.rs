use test_support::{check_malformed, check_table, multisets, Expect, Rng, WinLossSearch};

use super::{run, solve};

#[path = "../examples/abc368f-dividing-game-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "3\n2 3 4\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "3\n2 3\n", Reject("end of input")),
            (
                "zero",
                "2\n4 0\n",
                Reject("token 3: A_2 = 0: every positive integer divides 0"),
            ),
            (
                "above 10^7",
                "1\n10000001\n",
                Reject("token 2: A_1 = 10000001 is above 10^7"),
            ),
            ("huge", "1\n18446744073709551615\n", Reject("is above 10^7")),
            // Outside the statement's bounds, but the rules still answer.
            ("N = 0", "0\n", Answer("Bruno\n")),
            ("a 1 has no move", "1\n1\n", Answer("Bruno\n")),
            ("1 beside a prime", "3\n1 1 7\n", Answer("Anna\n")),
            // 10^7 = 2^7 * 5^7: a heap of 14; 2^23 is a heap of 23.
            ("10^7", "1\n10000000\n", Answer("Anna\n")),
            (
                "equal large pair",
                "2\n8388608 8388608\n",
                Answer("Bruno\n"),
            ),
            // 9999991 is prime; 2^22 and 2^21 * 3 both have 22 factors.
            ("large values", "2\n9999991 8388608\n", Answer("Anna\n")),
            (
                "large values cancel",
                "2\n4194304 6291456\n",
                Answer("Bruno\n"),
            ),
        ],
    );
}

fn as_u32(values: &[u64]) -> Vec<u32> {
    values.iter().map(|&v| v as u32).collect()
}

#[test]
fn matches_exhaustive_search_up_to_3_values_of_2_to_48() {
    // Every multiset of 0 to 3 values in 2..=48: 20826 positions.
    let mut search = WinLossSearch::new(spec::moves);
    let lists = multisets(3, 2, 48);
    assert_eq!(lists.len(), 1 + 47 + 1128 + 18424);
    for list in &lists {
        assert_eq!(solve(&as_u32(list)), search.wins(list), "{list:?}");
    }
}

#[test]
fn matches_exhaustive_search_on_pairs_up_to_400() {
    // Every pair of values in 2..=400 (79800 positions), where values
    // with up to 8 prime factors (256, 384) meet.
    let mut search = WinLossSearch::new(spec::moves);
    for list in multisets(2, 2, 400) {
        assert_eq!(solve(&as_u32(&list)), search.wins(&list), "{list:?}");
    }
}

#[test]
fn matches_exhaustive_search_on_random_pairs_up_to_10_to_5() {
    // A pair is lost for the mover only when its two values are worth
    // the same, so for random values a the partners are picked to have
    // as many prime factors as a (by trial division) or one more or
    // fewer; the search then decides each pair from the rules.
    let by_factors = |target: u32, rng: &mut Rng| loop {
        let b = rng.range(2, 100_000);
        if spec::omega_by_trial_division(b) == target {
            return b;
        }
    };
    let mut search = WinLossSearch::new(spec::moves);
    let mut rng = Rng::new(3681);
    let mut losses = 0;
    for _ in 0..600 {
        let a = rng.range(2, 100_000);
        let w = spec::omega_by_trial_division(a);
        for target in [w, w + 1, w.max(2) - 1] {
            if target > 12 {
                continue;
            }
            let mut pair = vec![a, by_factors(target, &mut rng)];
            pair.sort_unstable();
            let wins = search.wins(&pair);
            losses += usize::from(!wins);
            assert_eq!(solve(&as_u32(&pair)), wins, "{pair:?}");
        }
    }
    assert!(
        losses >= 500,
        "only {losses} lost pairs: the probe is not informative"
    );
}

#[test]
fn values_above_the_statement_bound_match_the_search() {
    // Random singles and pairs of values up to 10^7 (the sieve's bound),
    // and the values with the most prime factors near it.
    let mut search = WinLossSearch::new(spec::moves);
    let mut rng = Rng::new(368);
    let mut lists: Vec<Vec<u64>> = vec![
        vec![8_388_608],
        vec![6_291_456, 8_388_608],
        vec![9_999_991, 10_000_000],
        vec![4_194_304, 9_437_184],
    ];
    for _ in 0..40 {
        let len = rng.range(1, 2) as usize;
        let mut list: Vec<u64> = (0..len).map(|_| rng.range(100_001, 10_000_000)).collect();
        list.sort_unstable();
        lists.push(list);
    }
    for list in &lists {
        assert_eq!(solve(&as_u32(list)), search.wins(list), "{list:?}");
    }
}

#[test]
fn second_computation_matches_the_search() {
    let mut search = WinLossSearch::new(spec::moves);
    for list in multisets(3, 2, 48) {
        assert_eq!(
            spec::second_computation(&list),
            search.wins(&list),
            "{list:?}"
        );
    }
    let mut rng = Rng::new(3680);
    for _ in 0..200 {
        let mut list: Vec<u64> = (0..3).map(|_| rng.range(2, 1000)).collect();
        list.sort_unstable();
        assert_eq!(
            spec::second_computation(&list),
            search.wins(&list),
            "{list:?}"
        );
    }
}

#[test]
fn value_with_omega_has_that_many_prime_factors() {
    let mut rng = Rng::new(3682);
    for k in 1..=16 {
        for _ in 0..50 {
            let x = spec::value_with_omega(&mut rng, k);
            assert!(x <= 100_000, "{x}");
            assert_eq!(spec::omega_by_trial_division(x), k, "{x}");
        }
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
