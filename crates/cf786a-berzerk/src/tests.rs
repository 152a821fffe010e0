use test_support::{check_malformed, check_table, run_str, Expect, Rng};

use super::run;

#[path = "../examples/cf786a-berzerk-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "5\n2 3 2\n3 1 2 3\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "5\n2 3 2\n3 1 2\n", Reject("end of input")),
            ("no k2", "5\n2 3 2\n", Reject("end of input")),
            (
                "n = 0",
                "0\n1 1\n1 1\n",
                Reject("token 1: n = 0 is outside 1..=1000000"),
            ),
            (
                "n above the table",
                "1000001\n1 1\n1 1\n",
                Reject("n = 1000001 is outside"),
            ),
            (
                "k1 = 0",
                "5\n0\n1 1\n",
                Reject("k1 = 0: the rules give that player no move"),
            ),
            ("k2 = 0", "5\n1 1\n0\n", Reject("k2 = 0")),
            (
                "k1 = 2^32",
                "5\n4294967296 1\n",
                Reject("k1 = 4294967296 is above 4294967295"),
            ),
            // The largest size read: its values are then looked for.
            (
                "k1 = 2^32 - 1",
                "5\n4294967295 1\n",
                Reject("end of input: expected an unsigned integer (u64) as token 4"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            ("n = 1: no planet", "1\n1 1\n1 1\n", Answer("\n\n")),
            ("n = 1, empty sets", "1\n0\n0\n", Answer("\n\n")),
            // x = n goes round the circle back to the same planet: Rick
            // can only pass, and Morty then wins with 1.
            ("x = n", "2\n1 2\n1 1\n", Answer("Lose\nWin\n")),
            // x = n + 1 is x = 1; a repeated value is the same move.
            (
                "x above n",
                "3\n1 4\n2 1 1\n",
                Answer("Lose Win\nLose Win\n"),
            ),
            // x = 0 leaves the monster where it is.
            ("x = 0", "2\n1 0\n1 1\n", Answer("Lose\nWin\n")),
            (
                "x = 2^64 - 1",
                "2\n1 18446744073709551615\n1 1\n",
                Answer("Win\nWin\n"),
            ),
        ],
    );
}

#[test]
fn the_largest_circle_is_played() {
    // n = 10^6, this program's bound, both sets {1}: the monster walks one
    // planet a move, so from planet p, n - p moves from the black hole,
    // whoever moves first wins when n - p is odd.
    let n = 1_000_000;
    let answer = run_str(run, &format!("{n}\n1 1\n1 1\n")).unwrap();
    let want: Vec<&str> = (1..n)
        .map(|p| if (n - p) % 2 == 1 { "Win" } else { "Lose" })
        .collect();
    let want = want.join(" ");
    assert!(answer == format!("{want}\n{want}\n"));
}

#[test]
fn matches_exhaustive_search_on_every_pair_of_sets_up_to_n_7() {
    // n = 2..=7, every pair of non-empty sets: 1 + 9 + 49 + 225 + 961
    // + 3969 inputs.
    let mut seen = [0usize; 3];
    for n in 2..=7 {
        for rick in spec::subsets(n) {
            for morty in spec::subsets(n) {
                let want = spec::searched(n, &rick, &morty);
                for w in want.split_ascii_whitespace() {
                    seen[["Win", "Lose", "Loop"]
                        .iter()
                        .position(|&x| x == w)
                        .unwrap()] += 1;
                }
                let text = spec::input(n, &rick, &morty);
                assert_eq!(run_str(run, &text).unwrap(), want, "{text}");
            }
        }
    }
    assert!(seen.iter().all(|&c| c > 5000), "{seen:?}");
}

#[test]
fn matches_exhaustive_search_on_random_sets_up_to_n_40() {
    let mut rng = Rng::new(786);
    for _ in 0..1500 {
        let n = rng.range(2, 40);
        let k1 = spec::set_size(&mut rng, n, 7);
        let k2 = spec::set_size(&mut rng, n, 7);
        let (rick, morty) = (
            spec::random_set(&mut rng, n, k1),
            spec::random_set(&mut rng, n, k2),
        );
        let text = spec::input(n, &rick, &morty);
        assert_eq!(
            run_str(run, &text).unwrap(),
            spec::searched(n, &rick, &morty),
            "{text}"
        );
    }
}

#[test]
fn second_computation_matches_the_search() {
    let mut rng = Rng::new(7860);
    for _ in 0..1000 {
        let n = rng.range(2, 140);
        let k1 = spec::set_size(&mut rng, n, 70);
        let k2 = spec::set_size(&mut rng, n, 70);
        let (rick, morty) = (
            spec::random_set(&mut rng, n, k1),
            spec::random_set(&mut rng, n, k2),
        );
        assert_eq!(
            spec::second_computation(n, &rick, &morty).0,
            spec::searched(n, &rick, &morty),
            "{}",
            spec::input(n, &rick, &morty)
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
