use test_support::{check, check_malformed, check_table, join, multisets, Expect, WinLossSearch};

use super::{run, solve};

#[path = "../examples/acwing893-set-nim-spec.rs"]
mod spec;

#[test]
fn piles_below_every_move_are_a_loss() {
    check(run, "1\n5\n3\n1 2 4\n", "No\n");
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n2 5\n3\n2 4 7\n");
    use Expect::{Answer, Reject};
    // S = {1..=101} and a pile of 10^6: 1.01 * 10^8 table steps.
    let too_costly: &'static str = Box::leak(
        format!(
            "101\n{}\n1\n1000000\n",
            join(&(1..=101).collect::<Vec<u64>>())
        )
        .into_boxed_str(),
    );
    // S = {1..=100} and a pile of 10^6: exactly 10^8 steps. With S = {1..=m}
    // the player to move wins iff h is not a multiple of m + 1 (take the
    // remainder, then complete every round to m + 1); 10^6 = 101 * 9900 + 100.
    let at_the_limit: &'static str = Box::leak(
        format!(
            "100\n{}\n1\n1000000\n",
            join(&(1..=100).collect::<Vec<u64>>())
        )
        .into_boxed_str(),
    );
    // S = {1} and 101 moves above the pile of 10^6, which cost the table
    // nothing: the players take one stone each, so the even pile loses.
    let moves_above_the_pile: &'static str = Box::leak(
        format!(
            "102\n1 {}\n1\n1000000\n",
            join(&(1_000_001..=1_000_101).collect::<Vec<u64>>())
        )
        .into_boxed_str(),
    );
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "2\n2 5\n3\n2 4\n", Reject("end of input")),
            (
                "101 moves above the pile",
                moves_above_the_pile,
                Answer("No\n"),
            ),
            // The statement's S is a set of distinct values; a repeated s
            // is the same move, so the sample's answer stands.
            ("duplicate s", "3\n2 5 2\n3\n2 4 7\n", Answer("Yes\n")),
            // Outside the statement's bounds, but the rules still answer.
            (
                "s above every pile",
                "3\n2 5 100000000000\n3\n2 4 7\n",
                Answer("Yes\n"),
            ),
            ("empty pile", "2\n2 5\n4\n0 2 4 7\n", Answer("Yes\n")),
            ("k = 0: no move", "0\n2\n3 5\n", Answer("No\n")),
            ("n = 0: no move", "2\n2 5\n0\n", Answer("No\n")),
            ("s = 0 and no pile", "2\n0 5\n0\n", Answer("No\n")),
            (
                "s = 0 with a pile",
                "2\n5 0\n1\n7\n",
                Reject("token 3: s_i = 0"),
            ),
            // S = {1}: the players take one stone each, so an even pile
            // loses.
            ("pile of 10^6", "1\n1\n1\n1000000\n", Answer("No\n")),
            (
                "pile above 10^6",
                "1\n1\n1\n1000001\n",
                Reject("h_i = 1000001 is outside 0..=1000000"),
            ),
            ("table at 10^8 steps", at_the_limit, Answer("Yes\n")),
            (
                "table above 10^8 steps",
                too_costly,
                Reject("token 104: h_i = 1000000 with 101 distinct moves"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_every_set_in_1_to_5_up_to_3_piles_of_0_to_10() {
    // Every non-empty S within {1..5} (31 sets) and every multiset of 0
    // to 3 piles of 0 to 10 stones.
    let positions = multisets(3, 0, 10);
    for mask in 1u32..32 {
        let set: Vec<u64> = (1..=5).filter(|s| mask & (1 << (s - 1)) != 0).collect();
        let set_usize: Vec<usize> = set.iter().map(|&s| s as usize).collect();
        let mut search = WinLossSearch::new(|p: &Vec<u64>| spec::moves(&set, p));
        for piles in &positions {
            let piles_usize: Vec<usize> = piles.iter().map(|&p| p as usize).collect();
            assert_eq!(
                solve(&set_usize, &piles_usize),
                spec::search_wins(&mut search, piles),
                "S = {set:?}, {piles:?}"
            );
        }
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
