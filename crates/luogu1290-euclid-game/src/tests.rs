use test_support::{check_malformed, check_table, Expect, Rng};

use super::{run, solve};

#[path = "../examples/luogu1290-euclid-game-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n25 7\n24 15\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated pair", "1\n25\n", Reject("end of input")),
            ("missing pair", "2\n25 7\n", Reject("end of input")),
            // A pair with a 0 is a finished game: nobody is to move.
            ("M = 0", "1\n0 7\n", Reject("M = 0 is outside")),
            ("N = 0", "1\n7 0\n", Reject("N = 0 is outside")),
            ("both 0", "1\n0 0\n", Reject("M = 0 is outside")),
            // Outside the statement's bounds, but the rules still answer.
            ("C = 0", "0\n", Answer("")),
            (
                "C above 6",
                "7\n1 1\n2 1\n3 2\n5 3\n8 5\n13 8\n21 13\n",
                Answer("Stan wins\nStan wins\nOllie wins\nStan wins\nOllie wins\nStan wins\nOllie wins\n"),
            ),
            // Equal numbers: subtract once, make 0.
            (
                "equal at 2^64 - 1",
                "1\n18446744073709551615 18446744073709551615\n",
                Answer("Stan wins\n"),
            ),
            // (F(93), F(92)), the largest consecutive Fibonacci numbers in
            // a u64: every quotient is 1 down to (F(3), F(2)) = (2, 1),
            // 90 forced moves, so Stan is to move at (2, 1) and wins.
            (
                "Fibonacci above 2^31",
                "1\n12200160415121876738 7540113804746346429\n",
                Answer("Stan wins\n"),
            ),
            // Quotient 2 at the top of u64 (2·b overflows a u64 here).
            (
                "quotient 2 near 2^64",
                "1\n18446744073709551615 9223372036854775807\n",
                Answer("Stan wins\n"),
            ),
            // Larger number second.
            ("M < N", "1\n7 25\n", Answer("Stan wins\n")),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_400() {
    // Every pair of numbers 1..=400, both orders: 160000 games.
    let mut search = spec::new_search();
    for m in 1..=spec::SEARCH_MAX {
        for n in 1..=spec::SEARCH_MAX {
            assert_eq!(solve(m, n), search.wins(&spec::sorted(m, n)), "({m}, {n})");
        }
    }
}

#[test]
fn golden_ratio_characterisation_matches_exhaustive_search_up_to_400() {
    let mut search = spec::new_search();
    for m in 1..=spec::SEARCH_MAX {
        for n in 1..=spec::SEARCH_MAX {
            assert_eq!(
                spec::golden_wins(m, n),
                search.wins(&spec::sorted(m, n)),
                "({m}, {n})"
            );
        }
    }
}

#[test]
fn large_pairs_agree_with_the_golden_ratio_characterisation() {
    // Random pairs up to 2^62 at every scale, consecutive Fibonacci
    // numbers and their neighbours (the ratios nearest φ), and ratios
    // near 2 (where one quotient switches between 1 and 2).
    let mut rng = Rng::new(1290);
    let mut pairs = Vec::new();
    for _ in 0..20_000 {
        let top = 1u64 << rng.range(1, 62);
        pairs.push((rng.range(1, top), rng.range(1, top)));
        let b = rng.range(1, top / 2 + 1);
        let a = 2 * b + rng.range(0, 2) - 1;
        pairs.push((a.max(1), b));
    }
    let f = spec::fibonacci();
    for i in 1..f.len() - 1 {
        for (da, db) in [(0, 0), (1, 0), (0, 1), (1, 1), (2, 1)] {
            pairs.push((f[i + 1] + da, f[i] + db));
            pairs.push((f[i] + db, f[i + 1] + da));
        }
    }
    for (m, n) in pairs {
        assert_eq!(solve(m, n), spec::golden_wins(m, n), "({m}, {n})");
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
