use test_support::{check_malformed, check_table, multisets, Expect, Rng};

use super::{run, solve};

#[path = "../examples/luogu4301-new-nim-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "6\n5 5 6 6 5 5\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "3\n1 2\n", Reject("end of input")),
            // Outside the statement's bounds, but the rules still answer.
            // No heap: no first-round choice leaves a heap, so no win.
            ("k = 0", "0\n", Answer("-1\n")),
            // Only heaps of 0: whatever is kept, the second player keeps
            // a heap of 0 and the first player cannot move in the Nim.
            ("only empty heaps", "3\n0 0 0\n", Answer("-1\n")),
            // A heap of 0 is removed for free; the other is kept.
            ("an empty heap beside one", "2\n0 5\n", Answer("0\n")),
            (
                "k above 100",
                "101\n1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n",
                Answer("100\n"),
            ),
            // Heaps up to 2^64 - 1: the total passes 2^64.
            (
                "three largest heaps",
                "3\n18446744073709551615 18446744073709551615 18446744073709551615\n",
                Answer("36893488147419103230\n"),
            ),
            (
                "the highest bit alone and with the rest",
                "3\n9223372036854775808 18446744073709551615 9223372036854775807\n",
                Answer("9223372036854775807\n"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_5_heaps_of_15_and_7_heaps_of_7() {
    // Every multiset of up to 5 heaps of 0..=15 (26,334) and of up to 7
    // heaps of 0..=7 (3,432 more of 6 and 7 heaps), heaps of 0 included:
    // the least removed total of a winning first round, or none.
    let mut search = spec::new_search();
    let mut positions = multisets(5, 0, 15);
    positions.extend(multisets(7, 0, 7).into_iter().filter(|p| p.len() > 5));
    for heaps in &positions {
        let expected = spec::searched_least_removed(&mut search, heaps);
        assert_eq!(solve(heaps), expected.map(u128::from), "{heaps:?}");
        assert_eq!(
            spec::searched_first_wins(&mut search, heaps),
            expected.is_some(),
            "{heaps:?}"
        );
    }
}

#[test]
fn second_computation_matches_the_search() {
    let mut search = spec::new_search();
    for heaps in multisets(5, 0, 12) {
        assert_eq!(
            spec::second_computation(&heaps),
            spec::searched_least_removed(&mut search, &heaps).map(u128::from),
            "{heaps:?}"
        );
    }
}

/// Whether some non-empty subset of `values` has xor 0, by trying every
/// subset: the definition of dependence.
fn some_subset_xors_to_zero(values: &[u64]) -> bool {
    (1u32..1 << values.len()).any(|mask| {
        (0..values.len())
            .filter(|&i| mask & (1 << i) != 0)
            .fold(0, |x, i| x ^ values[i])
            == 0
    })
}

#[test]
fn independence_of_wide_values_matches_the_definition() {
    // The second computation's elimination and the solution's basis on
    // values with bits up to 63, where the search cannot go: sets of up
    // to 10 values, some planted as xors of others, against every subset.
    let mut rng = Rng::new(4301);
    for round in 0..3000 {
        let n = rng.range(1, 10) as usize;
        let bits = [30, 31, 40, 64][round % 4];
        let mask = if bits == 64 {
            u64::MAX
        } else {
            (1 << bits) - 1
        };
        let mut values: Vec<u64> = Vec::new();
        for _ in 0..n {
            if !values.is_empty() && rng.range(0, 3) == 0 {
                let x = values
                    .iter()
                    .filter(|_| rng.range(0, 1) == 1)
                    .fold(0, |x, &v| x ^ v);
                values.push(x);
            } else {
                values.push(rng.next_u64() & mask);
            }
        }
        let dependent = some_subset_xors_to_zero(&values);
        assert_eq!(spec::independent(&values), !dependent, "{values:?}");
        let mut basis = super::XorBasis::new();
        let all_inserted = values.iter().all(|&v| basis.insert(v));
        assert_eq!(all_inserted, !dependent, "{values:?}");
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
