use sg_core::{find_period, subtraction_table, Periodicity};
use test_support::{check_malformed, check_table, Expect};

use super::{run, solve};

#[path = "../examples/cf1194d-1-2-k-game-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "4\n0 3\n3 3\n3 4\n4 4\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated game", "2\n0 3\n5\n", Reject("end of input")),
            ("missing game", "2\n0 3\n", Reject("end of input")),
            (
                "k = 0",
                "2\n4 4\n5 0\n",
                Reject("token 5: k_2 = 0: a move by 0 cells changes nothing"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            ("T = 0", "0\n", Answer("")),
            // k = 1 or 2: the moves are 1 and 2 only.
            ("k = 1", "3\n3 1\n4 1\n5 1\n", Answer("Bob\nAlice\nAlice\n")),
            ("k = 2", "3\n6 2\n7 2\n8 2\n", Answer("Bob\nAlice\nAlice\n")),
            // 2^64 - 1 is a multiple of 3: m = n, and n = k is the
            // exception (a win by the k-move).
            (
                "largest k, n = k",
                "1\n18446744073709551615 18446744073709551615\n",
                Answer("Alice\n"),
            ),
            (
                "largest k, n = k - 3",
                "1\n18446744073709551612 18446744073709551615\n",
                Answer("Bob\n"),
            ),
            // 2^64 - 2 is not a multiple of 3; 2^64 - 1 mod 3 = 0.
            (
                "largest n, k not a multiple of 3",
                "1\n18446744073709551615 18446744073709551614\n",
                Answer("Bob\n"),
            ),
            // k = 3: period 4; 2^64 - 1 = 4q + 3, so m = 3 = k: a win.
            (
                "largest n, k = 3",
                "1\n18446744073709551615 3\n",
                Answer("Alice\n"),
            ),
            // Just above 2^32 - 1, where n no longer fits 32 bits: k = 9
            // has period 10 and 2^32 + 3 = 10q + 9, a win as n = 9 is;
            // k = 6 has period 7 and 2^32 + 6 = 7q + 3, a loss as n = 3 is
            // (the periods and the small outcomes: the searches below).
            (
                "n just above 2^32 - 1",
                "2\n4294967299 9\n4294967302 6\n",
                Answer("Alice\nBob\n"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_k_60_and_n_3000() {
    // Every k in 1..=60 (1 and 2 outside the bounds) and every n in
    // 0..=3000, at least 48 periods for every k.
    for k in 1..=60u64 {
        let wins = spec::searched_wins(k, 3000);
        for (n, &w) in wins.iter().enumerate() {
            assert_eq!(solve(n as u64, k), w, "n = {n}, k = {k}");
            assert_eq!(spec::in_losing_set(n as u64, k), !w, "n = {n}, k = {k}");
        }
    }
}

#[test]
fn sg_core_period_finder_proves_the_period_the_closed_form_uses() {
    // For every k up to 150: sg-core's Grundy table of {1, 2, k} agrees
    // with the search (a value is 0 exactly at the losing cells), and
    // find_period, on a table of 3(k + 1) values and on its win / lose
    // column, proves preperiod 0 and period 3 when 3 does not divide k,
    // k + 1 when it does: the periods `solve` folds n by.
    for k in 1..=150usize {
        let len = 3 * (k + 1);
        let table = subtraction_table(len - 1, &[1, 2, k]);
        let searched = spec::searched_wins(k as u64, len as u64 - 1);
        let wins: Vec<bool> = table.iter().map(|&g| g != 0).collect();
        assert_eq!(wins, searched, "k = {k}");
        let expected = Periodicity {
            preperiod: 0,
            period: if k % 3 == 0 { k + 1 } else { 3 },
        };
        // A value depends on the max(2, k) values below it: the window.
        let window = k.max(2);
        assert_eq!(find_period(&table, window), Some(expected), "k = {k}");
        assert_eq!(find_period(&wins, window), Some(expected), "k = {k}");
    }
}

#[test]
fn second_computation_matches_the_search() {
    // The spec's periodic outcomes (sg-core's table folded by the period
    // find_period proves) against the search, for k up to 40 and n far
    // beyond the table (3(k + 1) cells).
    for k in 1..=40u64 {
        let outcomes = spec::PeriodicOutcomes::new(k);
        let wins = spec::searched_wins(k, 2000);
        for (n, &w) in wins.iter().enumerate() {
            assert_eq!(outcomes.wins(n as u64), w, "n = {n}, k = {k}");
        }
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
