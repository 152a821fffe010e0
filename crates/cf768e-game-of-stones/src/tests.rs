use test_support::{check_malformed, check_table, multisets, Expect, WinLossSearch};

use super::{run, solve, PILE_VALUE};

#[path = "../examples/cf768e-game-of-stones-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "1\n5\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "3\n1\n2\n", Reject("end of input")),
            (
                "n = 2^64 - 1",
                "18446744073709551615\n1\n",
                Reject("end of input"),
            ),
            // Too large to tabulate: values confirmed only up to 60.
            ("s_i = 61", "2\n1\n61\n", Reject("s_2 = 61 is above 60")),
            (
                "s_i = 2^64 - 1",
                "1\n18446744073709551615\n",
                Reject("s_1 = 18446744073709551615 is above 60"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            // No pile: Sam cannot move, Jon wins.
            ("n = 0", "0\n", Answer("YES\n")),
            // An empty pile has no move: only the 5 counts.
            ("pile of 0", "2\n0\n5\n", Answer("NO\n")),
            ("only empty piles", "2\n0\n0\n", Answer("YES\n")),
            // Equal piles: Jon copies Sam on the partner pile.
            ("equal piles of 60", "2\n60\n60\n", Answer("YES\n")),
        ],
    );
}

#[test]
fn pile_values_match_the_mex_over_the_real_states_up_to_60() {
    let by_mex = spec::mex_values();
    let table: Vec<u32> = PILE_VALUE.iter().map(|&v| u32::from(v)).collect();
    assert_eq!(table, by_mex);
    // And the table is the triangular rule it claims to be.
    for (s, &t) in PILE_VALUE.iter().enumerate() {
        let t = t as usize;
        assert!(t * (t + 1) / 2 <= s && s < (t + 1) * (t + 2) / 2, "s = {s}");
    }
}

#[test]
fn pile_against_a_nim_heap_is_lost_iff_the_values_are_equal_up_to_30() {
    // The search, rules only: a pile of s beside a Nim heap of h (an
    // ordinary pile on which every amount may be taken) is lost for the
    // player to move iff the pile's value is h.
    let mut search = WinLossSearch::new(|&(left, used, heap): &(u64, u64, u64)| {
        let mut next = Vec::new();
        for a in 1..=left {
            if used & (1 << a) == 0 {
                next.push((left - a, used | 1 << a, heap));
            }
        }
        for keep in 0..heap {
            next.push((left, used, keep));
        }
        next
    });
    for s in 0..=30u64 {
        for h in 0..=9u64 {
            let lost = !search.wins(&(s, 0, h));
            assert_eq!(
                lost,
                u64::from(PILE_VALUE[s as usize]) == h,
                "s = {s}, h = {h}"
            );
        }
    }
}

#[test]
fn matches_exhaustive_search_up_to_3_piles_of_12_and_2_piles_of_20() {
    // Every multiset of 0 to 3 piles of 1 to 12 (455 positions) and of
    // 0 to 2 piles of 1 to 20 (231), searched as the whole game.
    let mut search = WinLossSearch::new(spec::moves);
    let mut positions = multisets(3, 1, 12);
    positions.extend(multisets(2, 1, 20));
    for sizes in positions {
        assert_eq!(
            solve(sizes.iter().copied()).unwrap(),
            search.wins(&spec::position(&sizes)),
            "{sizes:?}"
        );
    }
}

#[test]
fn second_computation_matches_the_search() {
    let by_mex = spec::mex_values();
    let mut search = WinLossSearch::new(spec::moves);
    for sizes in multisets(3, 1, 10) {
        let expected = if search.wins(&spec::position(&sizes)) {
            "NO"
        } else {
            "YES"
        };
        assert_eq!(
            spec::second_computation(&sizes, &by_mex),
            expected,
            "{sizes:?}"
        );
    }
}

#[test]
fn isolated_boundary_inputs_are_lost_and_turn_with_their_first_pile() {
    let by_mex = spec::mex_values();
    assert_eq!(spec::rises(&by_mex), [1, 3, 6, 10, 15, 21, 28, 36, 45, 55]);
    let inputs = spec::isolated_boundary_inputs(&by_mex);
    assert_eq!(inputs.len(), 19);
    let mut search = WinLossSearch::new(spec::moves);
    for piles in &inputs {
        assert_eq!(spec::second_computation(piles, &by_mex), "YES", "{piles:?}");
        // Any other value of the first pile makes the nim-sum non-zero.
        let rest = piles[1..]
            .iter()
            .fold(0, |acc, &s| acc ^ by_mex[s as usize]);
        assert_eq!(rest, by_mex[piles[0] as usize], "{piles:?}");
        if spec::reference(&spec::input(piles)).is_some() {
            assert!(!search.wins(&spec::position(piles)), "{piles:?}");
        }
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
