use std::collections::BTreeSet;

use test_support::{check, check_malformed, check_table, multisets, Expect, WinLossSearch};

use super::{group_grundy, run, solve};

#[path = "../examples/luogu2148-e-and-d-spec.rs"]
mod spec;

#[test]
fn group_values_at_and_above_the_bound() {
    // 2e9 - 1 = 0b...1001111111111 ends in ten 1 bits.
    assert_eq!(group_grundy(2_000_000_000, 2_000_000_000), 10);
    // u = 2^31 - 1, v = 0.
    assert_eq!(group_grundy(1 << 31, 1), 31);
    assert_eq!(group_grundy(1 << 63, 1 << 63), 63);
    // u = 2^64 - 2 is even.
    assert_eq!(group_grundy(u64::MAX, u64::MAX), 0);
    // u | v = 2^64 - 1: no 0 bit below 64.
    assert_eq!(group_grundy(u64::MAX, 2), 64);
    assert_eq!(group_grundy((1 << 63) + 1, 1 << 63), 64);
}

#[test]
fn counts_above_the_bounds_are_answered() {
    // 20002 piles of 1 and 21 tests: no move anywhere.
    let n = 20_002;
    check(
        run,
        &format!("1\n{n}\n{}\n", vec!["1"; n].join(" ")),
        "NO\n",
    );
    check(
        run,
        &format!("21\n{}", "2\n1 1\n".repeat(21)),
        &"NO\n".repeat(21),
    );
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated test", "2\n2\n1 2\n", Reject("end of input")),
            ("truncated piles", "1\n4\n1 2 3\n", Reject("end of input")),
            // A count the input cannot deliver: nothing is allocated by it.
            (
                "N = 2^64 - 2",
                "1\n18446744073709551614\n1 2\n",
                Reject("end of input"),
            ),
            // Piles come in groups of two: an odd N has no position.
            ("odd N", "1\n3\n1 2 3\n", Reject("N = 3 is odd")),
            (
                "odd N after a test",
                "2\n2\n1 2\n1\n5\n",
                Reject("N = 1 is odd"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            ("T = 0", "0\n", Answer("")),
            // No group: E cannot move.
            ("N = 0", "1\n0\n", Answer("NO\n")),
            // A pile of 0 is removed but never split, like a pile of 1:
            // (0, 2) -> (1, 1) is the only move.
            ("pile of 0", "1\n2\n0 2\n", Answer("YES\n")),
            ("piles of 0", "1\n4\n0 0 1 0\n", Answer("NO\n")),
            // Above 2e9, answers by the rules: equal groups, so the
            // second player copies every move.
            (
                "S_i above 2e9, mirrored",
                "1\n4\n3000000000 5 5 3000000000\n",
                Answer("NO\n"),
            ),
            (
                "S_i = 2^64 - 1, mirrored",
                "1\n4\n18446744073709551615 7 7 18446744073709551615\n",
                Answer("NO\n"),
            ),
            // E removes the 7 (or the 1) and splits the big pile into the
            // other group's two piles, then copies.
            (
                "S_i above 2e9, one move to a mirror",
                "1\n4\n7 3000000000 1000000000 2000000000\n",
                Answer("YES\n"),
            ),
            (
                "S_i = 2^64 - 1, one move to a mirror",
                "1\n4\n1 18446744073709551615 18446744073709551614 1\n",
                Answer("YES\n"),
            ),
        ],
    );
}

/// Every group (x, y) with 0 <= x <= y <= max.
fn group_kinds(max: u64) -> Vec<(u64, u64)> {
    (0..=max)
        .flat_map(|x| (x..=max).map(move |y| (x, y)))
        .collect()
}

#[test]
fn matches_exhaustive_search_up_to_3_groups_of_8_and_2_groups_of_20() {
    // Every multiset of 0 to 3 groups with piles 0..=8 (45 kinds: 17296
    // positions), and of 0 to 2 groups with piles 0..=20 (231 kinds:
    // 27028 positions); piles of 0 included.
    let mut search = WinLossSearch::new(spec::moves);
    for (groups_max, pile_max) in [(3, 8), (2, 20)] {
        let kinds = group_kinds(pile_max);
        for picks in multisets(groups_max, 0, kinds.len() as u64 - 1) {
            let groups: Vec<(u64, u64)> = picks.iter().map(|&k| kinds[k as usize]).collect();
            assert_eq!(
                solve(groups.iter().copied()),
                spec::search_wins(&mut search, &groups),
                "{groups:?}"
            );
        }
    }
}

#[test]
fn group_grundy_and_second_value_are_the_mex_over_the_moves_up_to_128() {
    // The Grundy value of a single group by its definition (mex over the
    // groups one move away), for every 0 <= x, y <= 128. Options have
    // positive piles and, from positive piles, a smaller sum: fill the
    // positive groups by increasing sum, then the groups with a 0.
    let max = 128usize;
    let mut g = vec![vec![0u64; max + 1]; max + 1];
    let mut order: Vec<(usize, usize)> = Vec::new();
    for sum in 2..=2 * max {
        order.extend((sum.saturating_sub(max).max(1)..=(sum - 1).min(max)).map(|x| (x, sum - x)));
    }
    order.extend((0..=max).map(|y| (0, y)));
    order.extend((1..=max).map(|x| (x, 0)));
    for (x, y) in order {
        let mut options = BTreeSet::new();
        for split in [x, y] {
            for a in 1..split {
                options.insert(g[a][split - a]);
            }
        }
        let mex = (0..).find(|v| !options.contains(v)).expect("a free value");
        g[x][y] = mex;
        assert_eq!(group_grundy(x as u64, y as u64), mex, "({x}, {y})");
        assert_eq!(spec::second_value(x as u64, y as u64), mex, "({x}, {y})");
    }
}

#[test]
fn split_values_are_the_set_bits_of_w() {
    // The header's lemma: over u' + v' = w - 1, the lowest 0 bit of
    // u' | v' takes exactly the set bits of w.
    for w in 1u64..=1024 {
        let seen: BTreeSet<u32> = (0..w).map(|u| (u | (w - 1 - u)).trailing_ones()).collect();
        let bits: BTreeSet<u32> = (0..64).filter(|k| w >> k & 1 == 1).collect();
        assert_eq!(seen, bits, "w = {w}");
    }
}

#[test]
fn second_computation_matches_the_search_up_to_3_groups_of_6() {
    let mut search = WinLossSearch::new(spec::moves);
    let kinds = group_kinds(6);
    for picks in multisets(3, 0, kinds.len() as u64 - 1) {
        let groups: Vec<(u64, u64)> = picks.iter().map(|&k| kinds[k as usize]).collect();
        assert_eq!(
            spec::second_computation(&spec::piles(&groups)),
            spec::search_wins(&mut search, &groups),
            "{groups:?}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
