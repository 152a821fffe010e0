//! Codeforces 850C Arpa and a game with Mojtaba:
//! <https://codeforces.com/problemset/problem/850/C>
//!
//! **Game**: a list of n numbers; a move picks a prime power p^k (k >= 1)
//! dividing at least one number, and divides every number divisible by p^k
//! by it. Normal play; Mojtaba moves first.
//!
//! **Theory**: Sprague-Grundy theorem. A move touches one prime only, so the
//! game is the sum of one game per prime. For prime p the position is the set
//! E of exponents of p present in the list (as a bit mask; exponent 0 plays
//! no part), and choosing k maps every e >= k to e - k: the mask m becomes
//! (m >> k) | (m & (2^k - 1)), bit 0 dropped. Mojtaba wins iff the XOR of
//! the masks' Grundy values is not zero.
//!
//! **Reduction**: factor every a_i by trial division by the primes up to
//! sqrt(max a_i) (a sieve: 3401 primes below 31623 for 10^9), collect the
//! (prime, exponent) pairs in a vector, sort it, and OR each prime's run of
//! pairs into its mask. Grundy values are memoised on masks in a hash map;
//! every move lowers the mask's top bit, so the recursion is at most 31
//! deep, and a mask has at most 31 options, so the mex is a 64-bit mask.
//!
//! Beyond the statement: n = 0 and a_i = 1 leave no move (`Arpa`); values
//! up to 2^32 - 1 are factored the same way (primes below 65536); larger
//! ones are rejected, and so is a_i = 0: every prime power divides it and
//! 0 / p^k = 0, so every move stays available forever and the game has no
//! end, hence no winner.
//!
//! **Complexity**: O(n * pi(sqrt(max a))) divisions for factoring (at most
//! 3.4 * 10^5 at the statement's limits); the Grundy search costs the masks
//! reachable from the primes' masks times 31 moves (3060 masks for the
//! adversarial input in judge-data, `max-worst-masks`).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let mut values = Vec::new();
    for i in 0..n {
        let a: u64 = sc.next()?;
        let token = i + 2;
        if a == 0 {
            return Err(Error::new(format!(
                "token {token}: a_i = 0 is divided by every prime power: no game"
            )));
        }
        let a = u32::try_from(a).map_err(|_| {
            Error::new(format!(
                "token {token}: a_i = {a} is above 4294967295 = 2^32 - 1, the largest factored"
            ))
        })?;
        values.push(a);
    }
    writeln!(out, "{}", if solve(&values) { "Mojtaba" } else { "Arpa" })?;
    Ok(())
}

/// Whether the first player wins on the list `values` (each at least 1).
fn solve(values: &[u32]) -> bool {
    let max = values.iter().copied().max().unwrap_or(1);
    let primes = primes_up_to(isqrt(max));
    let mut powers = Vec::new();
    for &v in values {
        factor(v, &primes, &mut powers);
    }
    powers.sort_unstable();
    // One mask per prime, from the prime's run of pairs.
    let mut memo = Memo::default();
    let mut sum = 0;
    let mut i = 0;
    while i < powers.len() {
        let p = powers[i].0;
        let mut mask = 0;
        while i < powers.len() && powers[i].0 == p {
            mask |= 1 << powers[i].1;
            i += 1;
        }
        sum ^= grundy(mask, &mut memo);
    }
    sum != 0
}

/// The largest r with r * r <= v.
fn isqrt(v: u32) -> u32 {
    let mut r = (v as f64).sqrt() as u32;
    while u64::from(r) * u64::from(r) > u64::from(v) {
        r -= 1;
    }
    while u64::from(r + 1) * u64::from(r + 1) <= u64::from(v) {
        r += 1;
    }
    r
}

/// The primes up to `max` (sieve of Eratosthenes).
fn primes_up_to(max: u32) -> Vec<u32> {
    let max = max as usize;
    let mut composite = vec![false; max + 1];
    let mut primes = Vec::new();
    for p in 2..=max {
        if !composite[p] {
            primes.push(p as u32);
            for m in (p * p..=max).step_by(p) {
                composite[m] = true;
            }
        }
    }
    primes
}

/// Appends the (prime, exponent) pairs of `v` to `powers`; `primes` must
/// hold every prime up to sqrt(v).
fn factor(mut v: u32, primes: &[u32], powers: &mut Vec<(u32, u32)>) {
    for &p in primes {
        if p * p > v {
            break;
        }
        if v % p == 0 {
            let mut e = 0;
            while v % p == 0 {
                v /= p;
                e += 1;
            }
            powers.push((p, e));
        }
    }
    if v > 1 {
        powers.push((v, 1));
    }
}

/// Grundy values by mask, hashed by one multiply-xorshift step (the
/// standard SipHash costs more than the search itself here).
type Memo = HashMap<u32, u32, BuildHasherDefault<MaskHasher>>;

#[derive(Default)]
struct MaskHasher(u64);

impl Hasher for MaskHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u32(u32::from(b));
        }
    }

    fn write_u32(&mut self, x: u32) {
        let h = (self.0 ^ u64::from(x)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = h ^ (h >> 29);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// Grundy value of the one-prime game whose exponents are the set bits of
/// `mask` (bit 0 ignored).
fn grundy(mask: u32, memo: &mut Memo) -> u32 {
    let mask = mask & !1;
    if mask == 0 {
        return 0;
    }
    if let Some(&g) = memo.get(&mask) {
        return g;
    }
    let top = 31 - mask.leading_zeros();
    let mut seen = 0u64;
    for k in 1..=top {
        let low = (1 << k) - 1;
        seen |= 1 << grundy((mask >> k) | (mask & low), memo);
    }
    let g = (!seen).trailing_zeros();
    memo.insert(mask, g);
    g
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, join, multisets, numbers, values_input, Expect,
        Generated, Rng, WinLossSearch,
    };

    use super::{isqrt, primes_up_to, run, solve};

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
    fn sample_3() {
        let (input, answer) = test_support::sample!(3);
        check(run, &input, &answer);
    }

    #[test]
    fn sample_4() {
        let (input, answer) = test_support::sample!(4);
        check(run, &input, &answer);
    }

    #[test]
    fn extra_case_from_a_public_test_file() {
        check(run, "6\n9 5 1 1 8 1\n", "Arpa\n");
    }

    /// Trial division by every number, for the tests' own primality claims.
    fn is_prime(x: u64) -> bool {
        x >= 2 && (2..).take_while(|d| d * d <= x).all(|d| x % d != 0)
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "4\n1 1 1 1\n");
        use Expect::{Answer, Reject};
        // The values above 10^9 below: two primes, one prime power, and
        // 2^32 - 1 = 3 * 5 * 17 * 257 * 65537.
        for p in [4_294_967_291, 4_294_967_279, 3, 5, 17, 257, 65537] {
            assert!(is_prime(p), "{p}");
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
        let wins = WinLossSearch::new(moves).wins(&list);
        let input = format!("150\n{}\n", join(&list));
        check(run, &input, if wins { "Mojtaba\n" } else { "Arpa\n" });
    }

    #[test]
    fn sieve_and_square_root_match_trial_division() {
        let primes = primes_up_to(65535);
        let expected: Vec<u32> = (0..=65535).filter(|&x| is_prime(u64::from(x))).collect();
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

    /// The moves by the rules on the whole list (sorted, 1s dropped): every
    /// prime power dividing some number, found by trying divisors directly.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(list: &Vec<u32>) -> Vec<Vec<u32>> {
        let max = list.iter().copied().max().unwrap_or(1);
        let mut next = Vec::new();
        for q in 2..=max {
            // q is a prime power iff its smallest factor p divides it down to 1.
            let p = (2..=q).find(|d| q % d == 0).unwrap();
            let mut r = q;
            while r % p == 0 {
                r /= p;
            }
            if r != 1 || !list.iter().any(|&x| x % q == 0) {
                continue;
            }
            let mut after: Vec<u32> = list
                .iter()
                .map(|&x| if x % q == 0 { x / q } else { x })
                .filter(|&x| x > 1)
                .collect();
            after.sort_unstable();
            next.push(after);
        }
        next
    }

    #[test]
    fn matches_exhaustive_search_up_to_3_numbers_to_64_and_4_smooth_numbers_to_512() {
        // Every multiset of 1 to 3 numbers from 2..=64 (some 47000 lists),
        // searched as the real game on the whole list.
        let mut search = WinLossSearch::new(moves);
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

    /// The problem's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let n = sc.next_in("n", 1usize, 100)?;
        for _ in 0..n {
            sc.next_in("a_i", 1u32, 1_000_000_000)?;
        }
        Ok(())
    }

    /// The search's answer for at most 4 numbers of at most 600.
    fn reference(input: &str) -> Option<String> {
        let mut list: Vec<u32> = numbers(input)[1..]
            .iter()
            .map(|&x| x as u32)
            .filter(|&x| x > 1)
            .collect();
        if list.len() > 4 || list.iter().any(|&x| x > 600) {
            return None;
        }
        list.sort_unstable();
        let wins = WinLossSearch::new(moves).wins(&list);
        Some(if wins { "Mojtaba" } else { "Arpa" }.to_string())
    }

    /// The generated cases; judge-data/cf850c-arpa-mojtaba/README.md gives
    /// the argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(850);
        let mut cases = Vec::new();
        for i in 1..=10 {
            let n = rng.range(1, 4) as usize;
            let v: Vec<u64> = (0..n).map(|_| rng.range(1, 600)).collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                values_input(&v),
            ));
        }
        cases.push(Generated::searched(
            "edge-prime-powers",
            values_input(&[2, 4, 8, 16]),
        ));
        // k distinct primes, each to the first power only (a number may
        // repeat): the only moves are "divide by p", each removes one prime
        // for good, so the game lasts exactly k moves and the first player
        // wins iff k is odd. Primality here is by trial division by every
        // number, not by the binary's sieve.
        let big_primes: Vec<u64> = (999_990_000..1_000_000_000u64)
            .filter(|&x| is_prime(x))
            .take(40)
            .collect();
        assert_eq!(big_primes.len(), 40);
        cases.push(Generated::constructed(
            "max-40-large-primes",
            values_input(&big_primes),
            "Arpa",
        ));
        cases.push(Generated::constructed(
            "max-39-large-primes",
            values_input(&big_primes[..39]),
            "Mojtaba",
        ));
        // The 100 largest primes up to 10^9: the most trial divisions.
        let largest: Vec<u64> = (2..=1_000_000_000u64)
            .rev()
            .filter(|&x| is_prime(x))
            .take(100)
            .collect();
        let mut shuffled = largest.clone();
        rng.shuffle(&mut shuffled);
        cases.push(Generated::constructed(
            "max-100-large-primes",
            values_input(&shuffled),
            "Arpa",
        ));
        // 99 of them, the largest twice: still 99 primes.
        let mut repeated = largest[..99].to_vec();
        repeated.push(largest[0]);
        rng.shuffle(&mut repeated);
        cases.push(Generated::constructed(
            "max-100-values-99-large-primes",
            values_input(&repeated),
            "Mojtaba",
        ));
        // Products of consecutive primes among the 101 largest below
        // sqrt(10^9): trial division runs up to the smaller factor, as long
        // as for a prime; 101 primes, each to the first power only.
        let small: Vec<u64> = (2..=31_622u64)
            .rev()
            .filter(|&x| is_prime(x))
            .take(101)
            .collect();
        let mut semiprimes: Vec<u64> = small.windows(2).map(|w| w[0] * w[1]).collect();
        assert!(semiprimes.iter().all(|&v| v <= 1_000_000_000));
        rng.shuffle(&mut semiprimes);
        cases.push(Generated::constructed(
            "max-100-semiprimes",
            values_input(&semiprimes),
            "Mojtaba",
        ));
        // 18 = 2 * 3^2: after 2 is divided out, 9 is left, the square of the
        // next prime: the last step of trial division (p * p <= a).
        cases.push(Generated::searched(
            "edge-18-leaves-3-squared",
            values_input(&[18]),
        ));
        // 2 twice and 4: the exponent 1 is present, however many values
        // hold it (the mask is a set, exponents 1 and 2: lost).
        cases.push(Generated::searched(
            "edge-repeated-exponent-2-2-4",
            values_input(&[2, 2, 4]),
        ));
        // One prime with a low and a high exponent, and the highest alone:
        // masks of up to 30 bits (README).
        for (stem, values) in [
            ("edge-2-to-the-6-and-27", vec![64, 1 << 27]),
            ("edge-2-to-the-29", vec![1 << 29]),
        ] {
            let answer = if second_computation(&values) {
                "Mojtaba"
            } else {
                "Arpa"
            };
            cases.push(Generated::constructed(stem, values_input(&values), answer));
        }
        let worst = worst_input();
        let answer = if second_computation(&worst) {
            "Mojtaba"
        } else {
            "Arpa"
        };
        cases.push(Generated::constructed(
            "max-worst-masks",
            values_input(&worst),
            answer,
        ));
        cases
    }

    /// The exponent set that made a memoised mask search settle the most
    /// states (3060) among 200000 random sets of exponents in 1..=29 (see
    /// the folder's README): 2^e for these e. Each further prime p gets the
    /// same pattern shifted down to fit p^e <= 10^9.
    const WORST_EXPONENTS: [u32; 11] = [12, 13, 14, 16, 17, 18, 20, 25, 26, 27, 29];

    fn worst_input() -> Vec<u64> {
        let mut res = Vec::new();
        for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43] {
            let max_e = (1..)
                .take_while(|&e| p.pow(e) <= 1_000_000_000)
                .last()
                .unwrap();
            let shift = 29 - max_e;
            for &e in &WORST_EXPONENTS {
                if e > shift && res.len() < 100 {
                    res.push(p.pow(e - shift));
                }
            }
        }
        res
    }

    /// A second computation for inputs too large to search, written apart
    /// from `solve`: exponents of each prime as a sorted set, Grundy values
    /// memoised on the sets, mex by a hash set. Checked against the search
    /// below.
    fn second_computation(values: &[u64]) -> bool {
        use std::collections::{BTreeSet, HashMap, HashSet};
        fn g(set: &BTreeSet<u32>, memo: &mut HashMap<BTreeSet<u32>, u32>) -> u32 {
            if let Some(&v) = memo.get(set) {
                return v;
            }
            let top = set.iter().next_back().copied().unwrap_or(0);
            let options: HashSet<u32> = (1..=top)
                .map(|k| {
                    let next: BTreeSet<u32> = set
                        .iter()
                        .map(|&e| if e >= k { e - k } else { e })
                        .filter(|&e| e > 0)
                        .collect();
                    g(&next, memo)
                })
                .collect();
            let v = (0..).find(|v| !options.contains(v)).unwrap();
            memo.insert(set.clone(), v);
            v
        }
        let mut sets: HashMap<u64, BTreeSet<u32>> = HashMap::new();
        for &v in values {
            let mut x = v;
            let mut d = 2;
            while d * d <= x {
                let mut e = 0;
                while x % d == 0 {
                    x /= d;
                    e += 1;
                }
                if e > 0 {
                    sets.entry(d).or_default().insert(e);
                }
                d += 1;
            }
            if x > 1 {
                sets.entry(x).or_default().insert(1);
            }
        }
        let mut memo = HashMap::new();
        sets.values().fold(0, |acc, s| acc ^ g(s, &mut memo)) != 0
    }

    #[test]
    fn second_computation_matches_the_search() {
        let mut search = WinLossSearch::new(moves);
        for list in &multisets(3, 2, 40)[1..] {
            let list32: Vec<u32> = list.iter().map(|&x| x as u32).collect();
            assert_eq!(second_computation(list), search.wins(&list32), "{list:?}");
        }
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
    /// min(4, size) numbers above 1 and up to 2 ones, shuffled; each number
    /// in 2..=MAX[size], half of them products of the primes 2, 3, 5, 7 so
    /// that prime powers are shared (size 1: one number up to 4; size 8: up
    /// to 4 numbers up to 600, the most the search takes).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        const MAX: [u64; 9] = [0, 4, 12, 30, 64, 128, 256, 400, 600];
        let max = MAX[size as usize];
        let mut list: Vec<u64> = (0..rng.range(1, size.min(4)))
            .map(|_| {
                if rng.range(0, 1) == 0 {
                    return rng.range(2, max);
                }
                let mut x = 1;
                loop {
                    let p = [2, 3, 5, 7][rng.range(0, 3) as usize];
                    if x * p > max {
                        break x.max(2);
                    }
                    x *= p;
                }
            })
            .collect();
        list.extend((0..rng.range(0, 2)).map(|_| 1));
        rng.shuffle(&mut list);
        values_input(&list)
    }

    test_support::stress_tests! {
        run: run,
        reference: reference,
        random_input: random_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 15,
    }
}
