use test_support::{check_malformed, check_table, multisets, Expect, WinLossSearch};

use super::{pile_value, run, solve};

#[path = "../examples/cf603c-lieges-of-legendre-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2 1\n3 4\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("negative k", "1 -1\n3\n", Reject("found `-1`")),
            ("truncated", "3 1\n3 4\n", Reject("end of input")),
            ("no k", "1\n", Reject("end of input")),
            (
                "n = 2^64 - 1",
                "18446744073709551615 1\n3\n",
                Reject("end of input"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            // No pile: Kevin cannot move.
            ("n = 0", "0 5\n", Answer("Nicky\n")),
            // An empty pile changes nothing: sample 2 again.
            ("pile of 0", "2 2\n0 3\n", Answer("Nicky\n")),
            // k = 0: a pile of 2 may vanish at once, so Kevin wins; a
            // pile of 3 (Kevin must leave 2) is lost.
            ("k = 0, pile 2", "1 0\n2\n", Answer("Kevin\n")),
            ("k = 0, pile 3", "1 0\n3\n", Answer("Nicky\n")),
            // Equal piles: Nicky copies Kevin on the partner pile.
            (
                "k and piles 2^64 - 1, paired",
                "2 18446744073709551615\n18446744073709551615 18446744073709551615\n",
                Answer("Nicky\n"),
            ),
            // A single cow beside a pair: Kevin takes it, then copies.
            (
                "piles above 10^9",
                "3 18446744073709551614\n1 18446744073709551614 18446744073709551614\n",
                Answer("Kevin\n"),
            ),
        ],
    );
}

#[test]
fn pile_values_match_a_search_with_a_nim_heap_for_k_1_to_6() {
    // The table the closed forms were read from: a pile of a beside a
    // Nim heap of h is lost for the player to move iff g(a) = h. The
    // search knows only the rules (a Nim heap: take any positive number).
    for k in 1..=6u64 {
        let max = spec::search_bounds(k)[0];
        let mut search = WinLossSearch::new(move |(p, heap): &(spec::Position, u64)| {
            let mut next: Vec<(spec::Position, u64)> =
                spec::moves(k, p).into_iter().map(|q| (q, *heap)).collect();
            next.extend((0..*heap).map(|h| (p.clone(), h)));
            next
        });
        for a in 0..=max {
            let lost: Vec<u64> = (0..=3)
                .filter(|&h| !search.wins(&(spec::position(&[a]), h)))
                .collect();
            assert_eq!(
                lost,
                [u64::from(pile_value(k % 2 == 1, a))],
                "k = {k}, a = {a}"
            );
        }
    }
}

#[test]
fn matches_exhaustive_search_for_k_1_to_6_up_to_3_piles() {
    // For each k, every multiset of 1 pile up to the first bound, 2
    // piles up to the second and 3 piles up to the third.
    for k in 1..=6u64 {
        let [one, two, three] = spec::search_bounds(k);
        let mut search = spec::search(k);
        let mut all = multisets(1, 1, one);
        all.extend(multisets(2, 1, two).into_iter().filter(|p| p.len() == 2));
        all.extend(multisets(3, 1, three).into_iter().filter(|p| p.len() == 3));
        for piles in all {
            assert_eq!(
                solve(k, piles.iter().copied()),
                search.wins(&spec::position(&piles)),
                "k = {k}, {piles:?}"
            );
        }
    }
}

#[test]
fn direct_table_matches_a_search_for_k_1_and_2() {
    // The definition table agrees with the game itself where the search
    // reaches (k = 1 halves, so it reaches far).
    for k in [1u64, 2] {
        let g = spec::direct_table(k % 2 == 1, 64);
        let mut search = spec::search(k);
        for a in 0..=64u64 {
            for b in a..=64 {
                if k == 2 && b > 20 {
                    break;
                }
                let lost = g[a as usize] == g[b as usize];
                assert_eq!(
                    !search.wins(&spec::position(&[a, b])),
                    lost,
                    "k = {k}, {a} {b}"
                );
            }
        }
    }
}

#[test]
fn pile_values_match_the_direct_table_up_to_2_pow_22() {
    // Halving chains up to 21 deep for odd k.
    for k_odd in [false, true] {
        let g = spec::direct_table(k_odd, 1 << 22);
        for (a, &v) in g.iter().enumerate() {
            assert_eq!(pile_value(k_odd, a as u64), v, "k odd: {k_odd}, a = {a}");
        }
    }
}

#[test]
fn second_computation_matches_the_direct_table_and_the_search() {
    let tables = spec::tables();
    for (a, &v) in tables[1].iter().enumerate() {
        assert_eq!(spec::by_factors_of_two(a as u64), v, "a = {a}");
    }
    for (a, &v) in tables[0].iter().enumerate().skip(3) {
        assert_eq!(v, 1 - (a % 2) as u8, "a = {a}");
    }
    // The tables themselves against the game, where the search reaches.
    for k in 1..=6u64 {
        let mut search = spec::search(k);
        for piles in multisets(2, 1, spec::search_bounds(k)[1]) {
            let expected = if search.wins(&spec::position(&piles)) {
                "Kevin"
            } else {
                "Nicky"
            };
            assert_eq!(
                spec::second_computation(k, &piles, &tables),
                expected,
                "k = {k}, {piles:?}"
            );
        }
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
