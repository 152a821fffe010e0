use sg_core::grundy_table;
use test_support::{check_malformed, check_table, multisets, Expect};

use super::{lasker_value, run, solve};

#[path = "../examples/hdu3032-nim-or-not-nim-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n3\n2 2 3\n2\n3 3\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated case", "2\n3\n2 2 3\n2\n3\n", Reject("end of input")),
            ("missing case", "2\n1\n1\n", Reject("end of input")),
            // Outside the statement's bounds, but the rules still answer.
            ("T = 0", "0\n", Answer("")),
            // No heap: Alice cannot move and loses.
            ("N = 0", "1\n0\n", Answer("Bob\n")),
            // A heap of 0 is no heap: the sample's answers stand.
            (
                "heap of 0",
                "2\n4\n2 0 2 3\n3\n3 0 3\n",
                Answer("Alice\nBob\n"),
            ),
            // 2^31 - 1 is worth 2^31 (a signed 32-bit int overflows).
            ("2^31 - 1 alone", "1\n1\n2147483647\n", Answer("Alice\n")),
            // Equal heaps: Bob mirrors, for any size (2^64 - 1 is worth
            // 2^64); one more heap: Alice takes it whole, then mirrors.
            (
                "heaps up to 2^64 - 1",
                "2\n2\n18446744073709551615 18446744073709551615\n3\n18446744073709551615 18446744073709551615 18446744073709551612\n",
                Answer("Bob\nAlice\n"),
            ),
        ],
    );
}

#[test]
fn lasker_values_match_the_mex_definition_up_to_2000() {
    // The mex over taking (any smaller heap) and splitting (two non-empty
    // heaps, worth the nim-sum of their values).
    let table = grundy_table(2000, |x, emit| {
        for keep in 0..x {
            emit(&[keep]);
        }
        for a in 1..x {
            emit(&[a, x - a]);
        }
    });
    for (h, &v) in table.iter().enumerate() {
        assert_eq!(lasker_value(h as u64), v as u128, "heap of {h}");
        assert_eq!(spec::block_value(h as u64), v as u64, "heap of {h}");
        if h > 0 {
            assert_eq!(spec::heap_worth(v as u64), h as u64, "value {v}");
        }
    }
}

#[test]
fn lasker_values_hold_at_the_ends_of_u64() {
    // The same residues mod 4 as above, where h + 1 leaves 64 bits.
    assert_eq!(lasker_value(u64::MAX), 1u128 << 64);
    assert_eq!(lasker_value(u64::MAX - 1), u128::from(u64::MAX - 1));
    assert_eq!(lasker_value(u64::MAX - 3), u128::from(u64::MAX - 4));
    assert_eq!(lasker_value((1 << 31) - 1), 1 << 31);
}

#[test]
fn matches_exhaustive_search_up_to_4_heaps_of_0_to_7() {
    // Every multiset of 0 to 4 heaps of 0 to 7, by the search of the real
    // game (take, or split in two).
    let mut search = spec::new_search();
    for heaps in multisets(4, 0, 7) {
        assert_eq!(
            solve(heaps.iter().copied()),
            spec::search_wins(&mut search, &heaps),
            "{heaps:?}"
        );
    }
}

#[test]
fn matches_exhaustive_search_on_pairs_up_to_16() {
    let mut search = spec::new_search();
    for a in 0..=16 {
        for b in a..=16 {
            assert_eq!(
                solve([a, b].into_iter()),
                spec::search_wins(&mut search, &[a, b]),
                "{a} {b}"
            );
        }
    }
}

#[test]
fn second_computation_matches_the_search() {
    let mut search = spec::new_search();
    for heaps in multisets(4, 1, 7) {
        assert_eq!(
            spec::second_wins(&heaps),
            spec::search_wins(&mut search, &heaps),
            "{heaps:?}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
