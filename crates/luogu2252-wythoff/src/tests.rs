use test_support::{check_malformed, check_table, Expect, Rng, WinLossSearch};

use super::{isqrt, lower_wythoff, run, solve};

#[path = "../examples/luogu2252-wythoff-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "8 4\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "8\n", Reject("end of input")),
            ("two lines", "8 4\n4 7\n", Reject("after the end")),
            // Outside the statement's bounds, but the rules still answer.
            // Both piles empty: no move, a loss.
            ("both 0", "0 0\n", Answer("0\n")),
            // One pile: take it all.
            ("one pile 0", "0 5\n", Answer("1\n")),
            // Larger pile first.
            ("b < a", "7 4\n", Answer("0\n")),
            // Equal piles: take both.
            (
                "equal at 2^64 - 1",
                "18446744073709551615 18446744073709551615\n",
                Answer("1\n"),
            ),
            // d = 2^64 - 1: 5·d² overflows u128.
            ("0 and 2^64 - 1", "0 18446744073709551615\n", Answer("1\n")),
            // Above 10^9: (F(91) - 1, F(92) - 1) is a losing pair (so is
            // every (F(2k+1) - 1, F(2k+2) - 1)); then one more in each pile.
            (
                "above 10^9, losing",
                "4660046610375530308 7540113804746346428\n",
                Answer("0\n"),
            ),
            (
                "above 10^9, off by one",
                "4660046610375530309 7540113804746346429\n",
                Answer("1\n"),
            ),
        ],
    );
}

#[test]
fn matches_exhaustive_search_up_to_60() {
    // Every pair of piles 0..=60, both orders: 3721 positions.
    let mut search = WinLossSearch::new(spec::moves);
    for a in 0..=60 {
        for b in 0..=60 {
            assert_eq!(
                solve(a, b),
                search.wins(&(a.min(b), a.max(b))),
                "({a}, {b})"
            );
        }
    }
}

#[test]
fn isqrt_is_exact_around_squares() {
    let mut rng = Rng::new(5);
    let mut roots: Vec<u128> = (0..2000).collect();
    roots.extend([
        u128::from(u64::MAX),
        u128::from(u64::MAX) - 1,
        1 << 32,
        1 << 63,
    ]);
    roots.extend((0..2000).map(|_| u128::from(rng.next_u64())));
    roots.extend((0..2000).map(|_| u128::from(rng.next_u64() >> rng.range(0, 63))));
    for r in roots {
        let square = r * r;
        // (r + 1)² - 1 = r² + 2r, which fits in a u128 for r < 2^64.
        for n in [square, square + r, square + 2 * r, square.saturating_sub(1)] {
            let s = isqrt(n);
            assert!(s * s <= n, "isqrt({n}) = {s}");
            assert!(
                s + 1 > u128::from(u64::MAX) || (s + 1) * (s + 1) > n,
                "isqrt({n}) = {s}"
            );
        }
    }
    assert_eq!(isqrt(u128::MAX), u128::from(u64::MAX));
}

#[test]
fn zeckendorf_characterisation_matches_exhaustive_search_up_to_60() {
    let mut search = WinLossSearch::new(spec::moves);
    for a in 0..=60 {
        for b in 0..=60 {
            assert_eq!(
                !spec::zeckendorf_loses(a, b),
                search.wins(&(a.min(b), a.max(b))),
                "({a}, {b})"
            );
        }
    }
}

#[test]
fn zeckendorf_characterisation_matches_the_greedy_construction_up_to_10_pow_6() {
    // The losing pairs by the greedy construction: (a_k, a_k + k), where
    // a_k is the least number in no earlier pair (each number is in one
    // losing pair, and the k-th has difference k). Compare, for every
    // smaller pile a <= 10^6, the partner the Zeckendorf test accepts.
    let max = 1_000_000u64;
    let mut used = vec![false; (3 * max) as usize];
    let mut partner = vec![None; max as usize + 1];
    let mut a = 0u64;
    for k in 0.. {
        while used[a as usize] {
            a += 1;
        }
        if a > max {
            break;
        }
        used[a as usize] = true;
        used[(a + k) as usize] = true;
        partner[a as usize] = Some(a + k);
    }
    for a in 1..=max {
        let expected = partner[a as usize].map(u128::from);
        assert_eq!(spec::zeckendorf_partner(a), expected, "a = {a}");
    }
}

#[test]
fn double_rounding_traps_agree_with_the_zeckendorf_characterisation() {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    for d in spec::DOUBLE_OFF {
        let a = u64::try_from(lower_wythoff(d).expect("small d")).expect("fits");
        // The double is one too high here.
        assert_eq!((d as f64 * phi) as u64, a + 1, "d = {d}");
        let b = a + d;
        for (x, y) in [
            (a, b),
            (b, a),
            (a + 1, b + 1),
            (a - 1, b - 1),
            (a, b - 1),
            (a, b + 1),
        ] {
            assert_eq!(solve(x, y), !spec::zeckendorf_loses(x, y), "({x}, {y})");
        }
    }
}

#[test]
fn big_piles_agree_with_the_zeckendorf_characterisation() {
    // Random smaller piles a up to 7e18 that have a losing partner b (up
    // to 1.14e19), the pair and its neighbours.
    let mut rng = Rng::new(2252);
    let mut pairs = Vec::new();
    while pairs.len() < 2000 {
        let shift = rng.range(0, 60);
        let a = rng.range(1, 7_000_000_000_000_000_000 >> shift);
        if let Some(b) = spec::zeckendorf_partner(a) {
            pairs.push((a, u64::try_from(b).expect("fits for a <= 7e18")));
        }
    }
    for (a, b) in pairs {
        for (x, y) in [
            (a, b),
            (b, a),
            (a + 1, b + 1),
            (a - 1, b - 1),
            (a, b - 1),
            (a, b + 1),
            (a + 1, b),
            (a - 1, b),
        ] {
            assert_eq!(solve(x, y), !spec::zeckendorf_loses(x, y), "({x}, {y})");
        }
    }
    // Near the top of u64, and around d = 8.25e18, where 5·d² leaves
    // the u128 range.
    let edge = 8_249_000_000_000_000_000;
    for (x, y) in [
        (u64::MAX / 3, u64::MAX),
        (u64::MAX - 1, u64::MAX),
        (0, u64::MAX),
        (1, edge),
        (1, edge + 2_000_000_000_000_000),
        (5_000_000_000_000_000_000, 5_000_000_000_000_000_000 + edge),
    ] {
        assert_eq!(solve(x, y), !spec::zeckendorf_loses(x, y), "({x}, {y})");
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
