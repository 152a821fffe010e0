//! AtCoder ABC368 F Dividing Game:
//! <https://atcoder.jp/contests/abc368/tasks/abc368_f>
//!
//! **Game**: a list of integers; a move replaces one of them by one of its
//! positive divisors other than itself (1 is allowed, and a 1 has no move).
//! Normal play: Anna moves first, and whoever cannot move loses.
//!
//! **Theory**: Sprague-Grundy and Bouton's theorem. A value a is a Nim heap
//! of size Ω(a), its number of prime factors counted with multiplicity: a
//! proper divisor d of a drops a non-empty part of a's factorisation, so
//! Ω(d) < Ω(a), and keeping the first j of a's prime factors reaches every
//! Ω(d) = j in 0..Ω(a). By induction g(d) = Ω(d) for the divisors, so
//! g(a) = mex{0, ..., Ω(a) - 1} = Ω(a). Anna wins iff
//! Ω(A_1) ^ ... ^ Ω(A_N) != 0.
//!
//! **Reduction**: Ω of every value comes from one table: a linear sieve up
//! to the largest value read reaches each composite x exactly once, as
//! p * (x / p) with p its smallest prime factor, and sets
//! Ω(x) = Ω(x / p) + 1. Values above the statement's 10^5 are played up to
//! [`MAX_VALUE`] = 10^7 (a 10 MB table); larger values are rejected, and so
//! is 0, which every positive integer divides (a move from it has no bound).
//!
//! **Complexity**: O(N + M) time for M = max A_i <= 10^5; memory 4N bytes
//! for the values, M bytes for Ω and 4 bytes per prime below M.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

/// The largest value the sieve tabulates (the statement's bound is 10^5).
const MAX_VALUE: u64 = 10_000_000;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: N, then the N values.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let mut values = Vec::with_capacity(n.min(1 << 16));
    for i in 0..n {
        let a: u64 = sc.next()?;
        // Token 1 is N, so A_i is token i + 1 (1-based i).
        if a == 0 {
            return Err(Error::new(format!(
                "token {}: A_{} = 0: every positive integer divides 0, so the game from it has no end",
                i + 2,
                i + 1
            )));
        }
        if a > MAX_VALUE {
            return Err(Error::new(format!(
                "token {}: A_{} = {a} is above 10^7, the largest value this program tabulates",
                i + 2,
                i + 1
            )));
        }
        values.push(a as u32);
    }
    writeln!(out, "{}", if solve(&values) { "Anna" } else { "Bruno" })?;
    Ok(())
}

/// Whether the first player wins the divisor game on `values` (each in
/// 1..=[`MAX_VALUE`]).
fn solve(values: &[u32]) -> bool {
    let max = values.iter().copied().max().unwrap_or(1);
    let omega = omega_table(max as usize);
    values.iter().fold(0, |acc, &a| acc ^ omega[a as usize]) != 0
}

/// Ω(x) for x in 0..=max (0 for 0 and 1), by the linear sieve: x = p * i
/// with p a prime not above the smallest prime factor of i is crossed out
/// once, from i, and p is then x's smallest prime factor.
fn omega_table(max: usize) -> Vec<u8> {
    let mut omega = vec![0u8; max + 1];
    let mut primes: Vec<usize> = Vec::new();
    for i in 2..=max {
        if omega[i] == 0 {
            omega[i] = 1;
            primes.push(i);
        }
        let next = omega[i] + 1;
        for &p in &primes {
            let x = p * i;
            if x > max {
                break;
            }
            omega[x] = next;
            if i % p == 0 {
                break;
            }
        }
    }
    omega
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, multisets, numbers, values_input, Expect, Generated,
        Rng, WinLossSearch,
    };

    use super::{run, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn sample_2() {
        let (input, answer) = test_support::sample!(2);
        check(run, &input, &answer);
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "3\n2 3 4\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated", "3\n2 3\n", Reject("end of input")),
                (
                    "zero",
                    "2\n4 0\n",
                    Reject("token 3: A_2 = 0: every positive integer divides 0"),
                ),
                (
                    "above 10^7",
                    "1\n10000001\n",
                    Reject("token 2: A_1 = 10000001 is above 10^7"),
                ),
                ("huge", "1\n18446744073709551615\n", Reject("is above 10^7")),
                // Outside the statement's bounds, but the rules still answer.
                ("N = 0", "0\n", Answer("Bruno\n")),
                ("a 1 has no move", "1\n1\n", Answer("Bruno\n")),
                ("1 beside a prime", "3\n1 1 7\n", Answer("Anna\n")),
                // 10^7 = 2^7 * 5^7: a heap of 14; 2^23 is a heap of 23.
                ("10^7", "1\n10000000\n", Answer("Anna\n")),
                (
                    "equal large pair",
                    "2\n8388608 8388608\n",
                    Answer("Bruno\n"),
                ),
                // 9999991 is prime; 2^22 and 2^21 * 3 both have 22 factors.
                ("large values", "2\n9999991 8388608\n", Answer("Anna\n")),
                (
                    "large values cancel",
                    "2\n4194304 6291456\n",
                    Answer("Bruno\n"),
                ),
            ],
        );
    }

    /// The divisors of `a` other than `a`, by trial division up to sqrt(a).
    fn proper_divisors(a: u64) -> Vec<u64> {
        let mut res = Vec::new();
        let mut d = 1;
        while d * d <= a {
            if a % d == 0 {
                res.push(d);
                if d * d != a && d != 1 {
                    res.push(a / d);
                }
            }
            d += 1;
        }
        res
    }

    /// Every position one move away, by the rules alone: replace one value
    /// by a proper divisor. Positions are sorted and hold no 1 (a 1 has no
    /// move and changes nothing).
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(position: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for i in 0..position.len() {
            if i > 0 && position[i] == position[i - 1] {
                continue; // Same value, same moves.
            }
            for d in proper_divisors(position[i]) {
                let mut p = position.clone();
                if d == 1 {
                    p.remove(i);
                } else {
                    p[i] = d;
                    p.sort_unstable();
                }
                next.push(p);
            }
        }
        next
    }

    fn as_u32(values: &[u64]) -> Vec<u32> {
        values.iter().map(|&v| v as u32).collect()
    }

    #[test]
    fn matches_exhaustive_search_up_to_3_values_of_2_to_48() {
        // Every multiset of 0 to 3 values in 2..=48: 20826 positions.
        let mut search = WinLossSearch::new(moves);
        let lists = multisets(3, 2, 48);
        assert_eq!(lists.len(), 1 + 47 + 1128 + 18424);
        for list in &lists {
            assert_eq!(solve(&as_u32(list)), search.wins(list), "{list:?}");
        }
    }

    #[test]
    fn matches_exhaustive_search_on_pairs_up_to_400() {
        // Every pair of values in 2..=400 (79800 positions), where values
        // with up to 8 prime factors (256, 384) meet.
        let mut search = WinLossSearch::new(moves);
        for list in multisets(2, 2, 400) {
            assert_eq!(solve(&as_u32(&list)), search.wins(&list), "{list:?}");
        }
    }

    #[test]
    fn matches_exhaustive_search_on_random_pairs_up_to_10_to_5() {
        // A pair is lost for the mover only when its two values are worth
        // the same, so for random values a the partners are picked to have
        // as many prime factors as a (by trial division) or one more or
        // fewer; the search then decides each pair from the rules.
        let by_factors = |target: u32, rng: &mut Rng| loop {
            let b = rng.range(2, 100_000);
            if omega_by_trial_division(b) == target {
                return b;
            }
        };
        let mut search = WinLossSearch::new(moves);
        let mut rng = Rng::new(3681);
        let mut losses = 0;
        for _ in 0..600 {
            let a = rng.range(2, 100_000);
            let w = omega_by_trial_division(a);
            for target in [w, w + 1, w.max(2) - 1] {
                if target > 12 {
                    continue;
                }
                let mut pair = vec![a, by_factors(target, &mut rng)];
                pair.sort_unstable();
                let wins = search.wins(&pair);
                losses += usize::from(!wins);
                assert_eq!(solve(&as_u32(&pair)), wins, "{pair:?}");
            }
        }
        assert!(
            losses >= 500,
            "only {losses} lost pairs: the probe is not informative"
        );
    }

    #[test]
    fn values_above_the_statement_bound_match_the_search() {
        // Random singles and pairs of values up to 10^7 (the sieve's bound),
        // and the values with the most prime factors near it.
        let mut search = WinLossSearch::new(moves);
        let mut rng = Rng::new(368);
        let mut lists: Vec<Vec<u64>> = vec![
            vec![8_388_608],
            vec![6_291_456, 8_388_608],
            vec![9_999_991, 10_000_000],
            vec![4_194_304, 9_437_184],
        ];
        for _ in 0..40 {
            let len = rng.range(1, 2) as usize;
            let mut list: Vec<u64> = (0..len).map(|_| rng.range(100_001, 10_000_000)).collect();
            list.sort_unstable();
            lists.push(list);
        }
        for list in &lists {
            assert_eq!(solve(&as_u32(list)), search.wins(list), "{list:?}");
        }
    }

    /// The statement's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let n = sc.next_in("N", 1usize, 100_000)?;
        for _ in 0..n {
            sc.next_in("A_i", 2u64, 100_000)?;
        }
        Ok(())
    }

    fn words(anna_wins: bool) -> String {
        if anna_wins { "Anna" } else { "Bruno" }.to_string()
    }

    /// The search's answer for up to 3 values of at most 1000, or one or
    /// two values of any size up to 10^5 (a pair's positions are pairs of
    /// divisors: at most 128 x 128).
    fn reference(input: &str) -> Option<String> {
        let mut values = numbers(input).split_off(1);
        let small = values.len() <= 3 && values.iter().all(|&v| v <= 1000);
        let pair = values.len() <= 2 && values.iter().all(|&v| v <= 100_000);
        if !small && !pair {
            return None;
        }
        values.retain(|&v| v > 1);
        values.sort_unstable();
        Some(words(WinLossSearch::new(moves).wins(&values)))
    }

    /// A second computation for inputs too large to search, written apart
    /// from `solve`: Ω of each value by trial division (no sieve), and the
    /// heaps' nim-sum. Checked against the search below.
    fn second_computation(values: &[u64]) -> bool {
        values
            .iter()
            .map(|&v| omega_by_trial_division(v))
            .fold(0, |acc, w| acc ^ w)
            != 0
    }

    /// The number of prime factors of `x` with multiplicity, by trial
    /// division.
    fn omega_by_trial_division(mut x: u64) -> u32 {
        let mut count = 0;
        let mut d = 2;
        while d * d <= x {
            while x % d == 0 {
                x /= d;
                count += 1;
            }
            d += 1;
        }
        count + u32::from(x > 1)
    }

    #[test]
    fn second_computation_matches_the_search() {
        let mut search = WinLossSearch::new(moves);
        for list in multisets(3, 2, 48) {
            assert_eq!(second_computation(&list), search.wins(&list), "{list:?}");
        }
        let mut rng = Rng::new(3680);
        for _ in 0..200 {
            let mut list: Vec<u64> = (0..3).map(|_| rng.range(2, 1000)).collect();
            list.sort_unstable();
            assert_eq!(second_computation(&list), search.wins(&list), "{list:?}");
        }
    }

    /// The generated cases; judge-data/abc368f-dividing-game/README.md
    /// gives the argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut cases = Vec::new();
        let mut rng = Rng::new(368);
        for i in 1..=12 {
            let n = rng.range(1, 3) as usize;
            let values: Vec<u64> = (0..n).map(|_| rng.range(2, 1000)).collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                values_input(&values),
            ));
        }
        cases.push(Generated::searched("edge-one-2", values_input(&[2])));
        cases.push(Generated::searched(
            "edge-one-prime-max",
            values_input(&[99_991]),
        ));
        cases.push(Generated::searched(
            "edge-one-65536",
            values_input(&[65_536]),
        ));
        cases.push(Generated::searched(
            "edge-one-max",
            values_input(&[100_000]),
        ));
        cases.push(Generated::searched(
            "edge-equal-pair",
            values_input(&[720, 720]),
        ));
        cases.push(Generated::searched(
            "edge-same-heap-different-values",
            values_input(&[512, 768, 972]),
        ));
        // One case per boundary of the theory, a change of Ω from k - 1 to
        // k (k = 2..=16; 2^16 = 65536 is the most prime factors a value up
        // to 10^5 has): 2^k beside 2^(k - 1), worth k ^ (k - 1) != 0, so
        // Anna; a table that gives Ω = k the value of k - 1 (a capped mex,
        // a short table) says Bruno, and no other pile can cancel the error.
        for k in 2..=16u32 {
            cases.push(Generated::searched(
                &format!("edge-omega-{k}-beside-{}", k - 1),
                values_input(&[1 << k, 1 << (k - 1)]),
            ));
        }
        let max_n = 100_000;
        // Every value twice, shuffled: the second player mirrors.
        cases.push(Generated::constructed(
            "max-n-all-65536",
            values_input(&vec![65_536; max_n]),
            "Bruno",
        ));
        let mut paired: Vec<u64> = (0..max_n / 2).map(|_| rng.range(2, 100_000)).collect();
        paired.extend(paired.clone());
        rng.shuffle(&mut paired);
        cases.push(Generated::constructed(
            "max-n-paired",
            values_input(&paired),
            "Bruno",
        ));
        // Pairs and one more value: Anna turns it into 1, then mirrors.
        let mut plus_one: Vec<u64> = (0..max_n / 2 - 1).map(|_| rng.range(2, 100_000)).collect();
        plus_one.extend(plus_one.clone());
        plus_one.push(rng.range(2, 100_000));
        rng.shuffle(&mut plus_one);
        cases.push(Generated::constructed(
            "max-n-paired-plus-one",
            values_input(&plus_one),
            "Anna",
        ));
        // Random values near the bound (the sieve goes to 10^5), answered
        // by the second computation.
        for (i, lo) in [(1, 2), (2, 90_000)] {
            let values: Vec<u64> = (0..max_n).map(|_| rng.range(lo, 100_000)).collect();
            let answer = words(second_computation(&values));
            cases.push(Generated::constructed(
                &format!("max-n-random-{i}"),
                values_input(&values),
                &answer,
            ));
        }
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
    /// min(3, size) values in 2..=MAX[size] (size 1: one value up to 4;
    /// size 8: up to 3 values up to 1000, the most the search takes).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        const MAX: [u64; 9] = [0, 4, 8, 16, 36, 64, 128, 360, 1000];
        let n = rng.range(1, size.min(3));
        let values: Vec<u64> = (0..n).map(|_| rng.range(2, MAX[size as usize])).collect();
        values_input(&values)
    }

    /// A value up to 10^5 with `k` prime factors (with multiplicity, k =
    /// 1..=16): 2^k with some factors 2 replaced by 3, 5 or 7 while it stays
    /// within the bound.
    fn value_with_omega(rng: &mut Rng, k: u32) -> u64 {
        let mut x = 1u64 << k;
        for _ in 0..rng.range(0, u64::from(k)) {
            let p = [3, 5, 7][rng.range(0, 2) as usize];
            if x % 2 == 0 && x / 2 * p <= 100_000 {
                x = x / 2 * p;
            }
        }
        x
    }

    /// Inputs at the theory's boundaries, the changes of Ω: a value with k
    /// prime factors (k = 1..=16) beside one with k - 1, k or k + 1 (when
    /// that fits under 10^5), so the answer is decided by those two heaps
    /// alone (Bruno exactly when the counts are equal). `reference`
    /// searches any pair up to 10^5.
    fn boundary_input(rng: &mut Rng, _size: u64) -> String {
        let k = rng.range(1, 16) as u32;
        let partner = (k + rng.range(0, 2) as u32).clamp(2, 17) - 1;
        let mut values = vec![value_with_omega(rng, k), value_with_omega(rng, partner)];
        rng.shuffle(&mut values);
        values_input(&values)
    }

    #[test]
    fn value_with_omega_has_that_many_prime_factors() {
        let mut rng = Rng::new(3682);
        for k in 1..=16 {
            for _ in 0..50 {
                let x = value_with_omega(&mut rng, k);
                assert!(x <= 100_000, "{x}");
                assert_eq!(omega_by_trial_division(x), k, "{x}");
            }
        }
    }

    test_support::stress_tests! {
        run: run,
        reference: reference,
        random_input: random_input,
        boundary_input: boundary_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 34,
    }
}
