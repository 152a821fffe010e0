use test_support::{check, check_malformed, check_table, Expect};

use super::{run, solve, steps, StepTable};

#[path = "../examples/hdu3595-gg-and-mm-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "3\n1 1\n1 1\n1 1\n1\n3 2\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            // No test: nothing to answer.
            ("empty", "", Answer("")),
            ("truncated pair", "1\n3\n", Reject("end of input")),
            ("missing game", "2\n3 2\n", Reject("end of input")),
            // The layout is free.
            ("one line", "3 1 1 1 1 1 1 1 3 2", Answer("MM\nGG\n")),
            // Outside the statement's bounds, but the rules still answer:
            // a game with an empty pile is over from the start; with no
            // game left to move in, MM cannot move and loses.
            ("N = 0", "0\n", Answer("GG\n")),
            ("empty pile", "1\n0 5\n", Answer("GG\n")),
            ("both piles empty", "1\n0 0\n", Answer("GG\n")),
            ("empty pile beside a game", "2\n7 0\n1 1\n", Answer("MM\n")),
            // Piles above 1000: equal piles end in one move (MM); the
            // largest consecutive Fibonacci numbers in a u64, (F(93),
            // F(92)), force 90 moves down to (2, 1), then one more: 91
            // steps, MM. One step less, (F(92), F(91)): GG.
            (
                "piles above 1000",
                "1\n18446744073709551615 18446744073709551615\n1\n12200160415121876738 7540113804746346429\n1\n7540113804746346429 4660046610375530309\n",
                Answer("MM\nMM\nGG\n"),
            ),
        ],
    );
}

#[test]
fn a_won_game_is_lost_beside_a_longer_lost_one() {
    // (1, 1) is won in one step, (3, 2) lost in two: the longer decides.
    check(run, "2\n1 1\n3 2\n1\n1 1\n", "GG\nMM\n");
}

#[test]
fn steps_match_the_every_sg_definition_up_to_1000() {
    // Every game with piles up to 1000, both orders: the recurrence along
    // the Euclidean chain, and the solution's table built by it, against
    // the definition over every move.
    let table = spec::step_table(spec::MAX_PILE);
    let built = StepTable::new();
    for b in 1..=spec::MAX_PILE {
        for a in 1..=b {
            let (_, want) = table[a as usize][b as usize];
            assert_eq!(steps(a, b), want, "({a}, {b})");
            assert_eq!(steps(b, a), want, "({b}, {a})");
            assert_eq!(built.steps(a, b), want, "table ({a}, {b})");
            assert_eq!(built.steps(b, a), want, "table ({b}, {a})");
        }
        for s in [
            steps(0, b),
            steps(b, 0),
            built.steps(0, b),
            built.steps(b, 0),
        ] {
            assert_eq!(s, 0, "a game with an empty pile");
        }
    }
}

#[test]
fn step_table_matches_a_search_of_one_game() {
    // The definition's win / lose column against the plain search of one
    // game, up to 120.
    let table = spec::step_table(120);
    let mut search = spec::new_search();
    for b in 1..=120u64 {
        for a in 1..=b {
            assert_eq!(
                table[a as usize][b as usize].0,
                search.wins(&vec![(a, b)]),
                "({a}, {b})"
            );
        }
    }
}

/// Every game (p, q) with 1 <= p <= q <= `max`.
fn games(max: u64) -> Vec<(u64, u64)> {
    (1..=max)
        .flat_map(|q| (1..=q).map(move |p| (p, q)))
        .collect()
}

#[test]
fn matches_exhaustive_search_of_the_combined_game() {
    // The real combined game (every unfinished game moved each turn):
    // every pair of games with piles up to 9, every triple up to 5, and
    // every single game up to 40 (both orders).
    let built = StepTable::new();
    let mut search = spec::new_search();
    let g9 = games(9);
    for (i, &x) in g9.iter().enumerate() {
        for &y in &g9[i..] {
            assert_eq!(
                solve(&[x, y], &built),
                spec::search_wins(&mut search, &[x, y]),
                "{x:?} {y:?}"
            );
        }
    }
    let g5 = games(5);
    for (i, &x) in g5.iter().enumerate() {
        for (j, &y) in g5.iter().enumerate().skip(i) {
            for &z in &g5[j..] {
                assert_eq!(
                    solve(&[x, y, z], &built),
                    spec::search_wins(&mut search, &[x, y, z]),
                    "{x:?} {y:?} {z:?}"
                );
            }
        }
    }
    for p in 1..=40 {
        for q in 1..=40 {
            assert_eq!(
                solve(&[(p, q)], &built),
                spec::search_wins(&mut search, &[(p, q)]),
                "({p}, {q})"
            );
        }
    }
}

#[test]
fn second_computation_matches_the_search() {
    let table = spec::step_table(9);
    let mut search = spec::new_search();
    let g9 = games(9);
    for (i, &x) in g9.iter().enumerate() {
        for &y in &g9[i..] {
            assert_eq!(
                spec::second_wins(&table, &[x, y]),
                spec::search_wins(&mut search, &[x, y]),
                "{x:?} {y:?}"
            );
        }
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
