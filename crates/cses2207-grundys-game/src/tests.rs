use test_support::{check_malformed, check_table, Expect};

use super::{run, solve};

#[path = "../examples/cses2207-grundys-game-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "3\n6\n7\n8\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "3\n6\n7\n", Reject("end of input")),
            // Beyond the one-off computation: not known here.
            (
                "n above 10^6",
                "1\n1000001\n",
                Reject("n = 1000001 is outside"),
            ),
            (
                "n far above 10^6",
                "1\n18446744073709551615\n",
                Reject("token 2"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            ("t = 0", "0\n", Answer("")),
            // No heap: no move, a loss for the player to move.
            ("n = 0", "1\n0\n", Answer("second\n")),
            // The largest heap answered.
            ("n = 10^6", "1\n1000000\n", Answer("first\n")),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_40() {
    let mut search = spec::new_search();
    for n in 0..=spec::SEARCH_MAX {
        let first = search.wins(&spec::live(vec![n]));
        assert_eq!(solve(n as u32), first, "n = {}", n);
    }
}

#[test]
fn mex_table_gives_the_outcome_of_every_sum_of_heaps_up_to_40_coins() {
    // Sprague-Grundy, checked on the game itself: every multiset of
    // heaps of 1..=40 coins with at most 40 coins in all is won by the
    // player to move iff the XOR of the table's values is non-zero.
    let g = spec::mex_table(spec::SEARCH_MAX as usize);
    let mut search = spec::new_search();
    let mut positions = vec![Vec::new()];
    let mut checked = 0;
    while let Some(heaps) = positions.pop() {
        let xor = heaps.iter().fold(0u8, |x, &h: &u64| x ^ g[h as usize]);
        assert_eq!(
            search.wins(&spec::live(heaps.clone())),
            xor != 0,
            "{:?}",
            heaps
        );
        checked += 1;
        // Extend by heaps no smaller than the last, within 40 coins.
        let total: u64 = heaps.iter().sum();
        let from = heaps.last().copied().unwrap_or(1);
        for h in from..=spec::SEARCH_MAX - total {
            let mut more = heaps.clone();
            more.push(h);
            positions.push(more);
        }
    }
    // Partitions of 0..=40 into parts: the sum of p(k).
    assert_eq!(checked, 215_308);
}

#[test]
fn matches_the_mex_table_up_to_100000() {
    let g = spec::mex_table(spec::TABLE_MAX);
    for (n, &value) in g.iter().enumerate().skip(1) {
        assert_eq!(solve(n as u32), value != 0, "n = {}", n);
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
