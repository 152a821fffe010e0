use test_support::{
    check, check_malformed, check_table, join, multisets, Expect, Rng, WinLossSearch,
};

use super::{isqrt, primes_up_to, run, solve};

#[path = "../examples/cf850c-arpa-mojtaba-spec.rs"]
mod spec;

#[test]
fn extra_case_from_a_public_test_file() {
    check(run, "6\n9 5 1 1 8 1\n", "Arpa\n");
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "4\n1 1 1 1\n");
    use Expect::{Answer, Reject};
    // The values above 10^9 below: two primes, one prime power, and
    // 2^32 - 1 = 3 * 5 * 17 * 257 * 65537.
    for p in [4_294_967_291, 4_294_967_279, 3, 5, 17, 257, 65537] {
        assert!(spec::is_prime(p), "{p}");
    }
    assert_eq!(3 * 5 * 17 * 257 * 65537, u64::from(u32::MAX));
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "3\n1 2\n", Reject("end of input")),
            // A count the input cannot deliver: nothing is allocated by it.
            (
                "n = 2^64 - 1",
                "18446744073709551615\n5\n",
                Reject("end of input"),
            ),
            (
                "a_i = 0",
                "2\n5 0\n",
                Reject("token 3: a_i = 0 is divided by every prime power"),
            ),
            (
                "a_i = 2^32",
                "1\n4294967296\n",
                Reject("token 2: a_i = 4294967296 is above 4294967295 = 2^32 - 1"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            ("n = 0: no move", "0\n", Answer("Arpa\n")),
            (
                "largest prime below 2^32",
                "1\n4294967291\n",
                Answer("Mojtaba\n"),
            ),
            (
                "two primes above 10^9",
                "3\n4294967291 4294967279 4294967291\n",
                Answer("Arpa\n"),
            ),
            // One prime power: divide it out in one move.
            ("2^31", "1\n2147483648\n", Answer("Mojtaba\n")),
            // Five primes, each to the first power: five moves.
            ("2^32 - 1", "1\n4294967295\n", Answer("Mojtaba\n")),
            ("and 3 * 5", "2\n4294967295 15\n", Answer("Mojtaba\n")),
        ],
    );
}

#[test]
fn more_than_100_numbers_are_answered_by_the_rules() {
    // 150 numbers, each 2 or 4 (n above 100): answered as the search of
    // the whole list answers.
    let list: Vec<u32> = (0..150).map(|i| if i % 2 == 0 { 2 } else { 4 }).collect();
    let wins = WinLossSearch::new(spec::moves).wins(&list);
    let input = format!("150\n{}\n", join(&list));
    check(run, &input, if wins { "Mojtaba\n" } else { "Arpa\n" });
}

#[test]
fn sieve_and_square_root_match_trial_division() {
    let primes = primes_up_to(65535);
    let expected: Vec<u32> = (0..=65535)
        .filter(|&x| spec::is_prime(u64::from(x)))
        .collect();
    assert_eq!(primes, expected);
    assert_eq!(primes_up_to(31622).len(), 3401);
    for v in [
        0,
        1,
        2,
        3,
        4,
        8,
        9,
        10,
        999_950_884,
        999_950_883,
        1_000_000_000,
        u32::MAX,
    ] {
        let r = u64::from(isqrt(v));
        assert!(
            r * r <= u64::from(v) && (r + 1) * (r + 1) > u64::from(v),
            "{v}"
        );
    }
}

#[test]
fn matches_exhaustive_search_up_to_3_numbers_to_64_and_4_smooth_numbers_to_512() {
    // Every multiset of 1 to 3 numbers from 2..=64 (some 47000 lists),
    // searched as the real game on the whole list.
    let mut search = WinLossSearch::new(spec::moves);
    let lists = multisets(3, 2, 64);
    for list in &lists[1..] {
        let list32: Vec<u32> = list.iter().map(|&x| x as u32).collect();
        assert_eq!(solve(&list32), search.wins(&list32), "{list:?}");
    }
    assert_eq!(lists.len() - 1, 63 + 2016 + 43680);
    // Lists built from powers of 2 and 3, where one prime carries many
    // exponents: 4 numbers from {2^a 3^b <= 512}.
    let is_smooth = |mut x: u64| {
        while x % 2 == 0 {
            x /= 2;
        }
        while x % 3 == 0 {
            x /= 3;
        }
        x == 1
    };
    let smooth: Vec<u64> = (1..=512).filter(|&x| is_smooth(x)).collect();
    let mut rng = Rng::new(850);
    for _ in 0..300 {
        let mut list: Vec<u32> = (0..4)
            .map(|_| smooth[rng.range(1, smooth.len() as u64 - 1) as usize] as u32)
            .collect();
        list.sort_unstable();
        assert_eq!(solve(&list), search.wins(&list), "{list:?}");
    }
}

#[test]
fn second_computation_matches_the_search() {
    let mut search = WinLossSearch::new(spec::moves);
    for list in &multisets(3, 2, 40)[1..] {
        let list32: Vec<u32> = list.iter().map(|&x| x as u32).collect();
        assert_eq!(
            spec::second_computation(list),
            search.wins(&list32),
            "{list:?}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
