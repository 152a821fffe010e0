use test_support::{check_malformed, check_table, multisets, Expect, Rng, WinLossSearch};

use super::{run, solve};

#[path = "../examples/abc354e-remove-pairs-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n1 9\n1 4\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "2\n1 9\n1\n", Reject("end of input")),
            (
                "N = 21",
                "21\n1 1\n",
                Reject("token 1: N = 21 is above 20"),
            ),
            (
                "N = 2^64 - 1",
                "18446744073709551615\n1 1\n",
                Reject("is above 20"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            ("N = 0", "0\n", Answer("Aoki\n")),
            ("one card", "1\n5 5\n", Answer("Aoki\n")),
            (
                "values 0 and 2^64 - 1",
                "2\n0 18446744073709551615\n0 1\n",
                Answer("Takahashi\n"),
            ),
            // A front equal to a back is no pair.
            ("front equals back", "2\n1 2\n2 1\n", Answer("Aoki\n")),
            // 20 cards, all fronts equal: 10 moves, whatever is played.
            (
                "N = 20",
                "20\n7 1\n7 2\n7 3\n7 4\n7 5\n7 6\n7 7\n7 8\n7 9\n7 10\n7 11\n7 12\n7 13\n7 14\n7 15\n7 16\n7 17\n7 18\n7 19\n7 20\n",
                Answer("Aoki\n"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_7_cards_of_values_up_to_3() {
    // Every multiset of up to 7 cards with front and back in 1..=3
    // (9 kinds of card): 11440 positions.
    let mut search = WinLossSearch::new(spec::moves);
    for kinds in multisets(7, 0, 8) {
        let cards: Vec<spec::Card> = kinds.iter().map(|&k| (k / 3 + 1, k % 3 + 1)).collect();
        assert_eq!(
            solve(&cards),
            search.wins(&spec::canonical(&cards)),
            "{cards:?}"
        );
    }
}

#[test]
fn matches_exhaustive_search_on_random_cards_up_to_12() {
    // Random lists (in input order, not sorted) of up to 12 cards.
    let mut rng = Rng::new(3540);
    let mut search = WinLossSearch::new(spec::moves);
    for _ in 0..600 {
        let n = rng.range(0, 12) as usize;
        let max = rng.range(2, 6);
        let cards: Vec<spec::Card> = (0..n)
            .map(|_| (rng.range(1, max), rng.range(1, max)))
            .collect();
        assert_eq!(
            solve(&cards),
            search.wins(&spec::canonical(&cards)),
            "{cards:?}"
        );
    }
}

#[test]
fn second_computation_matches_the_search() {
    let mut rng = Rng::new(354);
    let mut search = WinLossSearch::new(spec::moves);
    for _ in 0..400 {
        let n = rng.range(1, 11) as usize;
        let max = rng.range(2, 5);
        let cards: Vec<spec::Card> = (0..n)
            .map(|_| (rng.range(1, max), rng.range(1, max)))
            .collect();
        assert_eq!(
            spec::second_computation(&cards),
            spec::words(search.wins(&spec::canonical(&cards))),
            "{cards:?}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
