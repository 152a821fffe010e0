use test_support::{check, check_malformed, check_table, multisets, Expect, WinLossSearch};

use super::{run, solve};

#[path = "../examples/hdu1851-simple-game-spec.rs"]
mod spec;

#[test]
fn yes_means_the_second_player_wins() {
    // One pile the first player can empty at once: he wins, so "No".
    check(run, "1\n1\n3 5\n", "No\n");
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n1\n5 4\n2\n1 1\n2 2\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated case", "2\n1\n5 4\n", Reject("end of input")),
            ("truncated pair", "1\n2\n5 4\n3\n", Reject("end of input")),
            // A count the input cannot deliver: nothing is allocated by it.
            (
                "n = 2^64 - 1",
                "1\n18446744073709551615\n5 4\n",
                Reject("end of input"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            ("T = 0", "0\n", Answer("")),
            // No pile: the teacher cannot move and loses.
            ("n = 0", "1\n0\n", Answer("Yes\n")),
            // An empty pile changes nothing: 0 ^ (2 % 2) = 0.
            ("M_i = 0", "1\n2\n0 3\n2 1\n", Answer("Yes\n")),
            // L_i = 0: no stone can ever be taken there (value 0), so only
            // the 5 % 5 = 0 pile counts.
            ("L_i = 0", "1\n2\n9 0\n5 4\n", Answer("Yes\n")),
            ("L_i = 0 alone", "1\n1\n3 0\n", Answer("Yes\n")),
            (
                "n above 10",
                "1\n11\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n",
                Answer("No\n"),
            ),
            // 100 % 31 = 7 = 7 % 51: the values cancel.
            ("M_i, L_i above 20", "1\n2\n100 30\n7 50\n", Answer("Yes\n")),
            // A pile above 2^32: 2^32 = 4^16 leaves 1 mod 3, so 2^32 + 2 is
            // a multiple of 3 and the second player completes every round
            // to 3 (its low 32 bits alone, 2, would be a first-player win).
            (
                "M_i = 2^32 + 2, L_i = 2",
                "1\n1\n4294967298 2\n",
                Answer("Yes\n"),
            ),
            // Equal piles are allowed: the second player mirrors.
            ("equal piles", "1\n2\n7 3\n7 3\n", Answer("Yes\n")),
            // L_i = 2^64 - 1 >= M_i: the first player empties the pile
            // (L_i + 1 would overflow).
            (
                "L_i = 2^64 - 1",
                "1\n1\n18446744073709551615 18446744073709551615\n",
                Answer("No\n"),
            ),
            // M = L + 1 = 2^64 - 1: whatever the first player takes, the
            // second takes the rest.
            (
                "M_i = L_i + 1 = 2^64 - 1",
                "1\n1\n18446744073709551615 18446744073709551614\n",
                Answer("Yes\n"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_3_piles_of_7_taking_up_to_5() {
    // Every multiset of 0 to 3 piles, each (M, L) with M <= 7 and L <= 5,
    // M = 0 (an empty pile) and L = 0 (a pile nothing can be taken from)
    // included: 48 kinds, 20825 positions.
    let kinds: Vec<(u64, u64)> = (0..=7).flat_map(|m| (0..=5).map(move |l| (m, l))).collect();
    let mut search = WinLossSearch::new(spec::moves);
    for picks in multisets(3, 0, kinds.len() as u64 - 1) {
        let piles: Vec<(u64, u64)> = picks.iter().map(|&k| kinds[k as usize]).collect();
        assert_eq!(
            solve(piles.iter().copied()),
            spec::search_wins(&mut search, &piles),
            "{piles:?}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
