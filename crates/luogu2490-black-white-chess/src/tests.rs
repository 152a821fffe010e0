use test_support::{check_malformed, check_table, multisets, Expect, WinLossSearch};

use super::{run, solve};

#[path = "../examples/luogu2490-black-white-chess-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "10 4 2\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "10 4\n", Reject("end of input")),
            (
                "odd k",
                "10 3 1\n",
                Reject("token 2: k = 3 is odd: half the pieces are white and half black"),
            ),
            (
                "n above 10^5",
                "100001 4 1\n",
                Reject("token 1: n = 100001 is above 10^5"),
            ),
            (
                "k above 200",
                "1000 202 1\n",
                Reject("token 2: k = 202 is above 200"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            // No piece: one empty layout, and A cannot move.
            ("k = 0", "5 0 1\n", Answer("0\n")),
            ("n = 0", "0 0 1\n", Answer("0\n")),
            // No layout of more pieces than cells.
            ("k above n", "3 4 1\n", Answer("0\n")),
            // k = 200, the most this program counts, on a full strip: no
            // piece can move, so A loses the one layout.
            ("k = n = 200", "200 200 1\n", Answer("0\n")),
            (
                "k above n, huge",
                "3 18446744073709551614 1\n",
                Answer("0\n"),
            ),
            // d = 0: a move moves 1 to 0 pieces, so there is none.
            ("d = 0", "10 4 0\n", Answer("0\n")),
            // d above k acts as k/2 (the sample's answer).
            ("d above k", "10 4 18446744073709551615\n", Answer("182\n")),
            // Within the tables, beyond the bounds: d >= k/2 leaves only
            // the all-zero gaps lost: C(n, 2) - (n - 1) for k = 2.
            ("n = 10^5, k = 2", "100000 2 1\n", Answer("999849973\n")),
        ],
    );
}

#[test]
fn matches_exhaustive_search_of_the_strip_up_to_16_cells() {
    // Every strip of 0..=16 cells, every even k <= n (0 included), every
    // d in 0..=k + 1: the count of won layouts by the search of the game
    // on the strip (pieces, colours, directions, no jumping).
    for n in 0..=16u32 {
        for k in (0..=n).step_by(2) {
            for d in 0..=k + 1 {
                assert_eq!(
                    solve(n as usize, k as usize, u64::from(d)),
                    spec::searched_count(n, k, d),
                    "n = {n}, k = {k}, d = {d}"
                );
            }
        }
    }
}

/// Moore's condition: every bit is set in a multiple of d + 1 piles.
fn moore_loses(d: usize, piles: &[u64]) -> bool {
    (0..64).all(|b| piles.iter().filter(|&&a| a >> b & 1 == 1).count() % (d + 1) == 0)
}

#[test]
fn moores_theorem_matches_a_search_of_moores_nim() {
    // The theorem `solve` counts by, against a search of Moore's Nim_d
    // itself: every multiset of up to 5 piles of 0..=7, d in 1..=5.
    for d in 1..=5 {
        let mut search = WinLossSearch::new(|p: &Vec<u64>| spec::moore_moves(d, p));
        for mut piles in multisets(5, 0, 7) {
            let expected = search.wins(&{
                piles.retain(|&a| a > 0);
                piles.clone()
            });
            assert_eq!(!moore_loses(d, &piles), expected, "d = {d}, {piles:?}");
        }
    }
}

#[test]
fn second_computation_matches_the_search() {
    for n in 0..=12u32 {
        for k in (0..=n).step_by(2) {
            for d in 0..=k + 1 {
                assert_eq!(
                    spec::second_computation(n as usize, k as usize, u64::from(d)),
                    spec::searched_count(n, k, d),
                    "n = {n}, k = {k}, d = {d}"
                );
            }
        }
    }
}

#[test]
fn construction_for_d_at_least_half_matches_the_search() {
    for n in 1..=14u32 {
        for k in (2..=n).step_by(2) {
            for d in k / 2..=k {
                assert_eq!(
                    spec::answer_when_d_covers_every_pair(u64::from(n), u64::from(k)),
                    spec::searched_count(n, k, d),
                    "n = {n}, k = {k}, d = {d}"
                );
            }
        }
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
