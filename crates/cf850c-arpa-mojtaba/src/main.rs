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
//! **Reduction**: factor every a_i by trial division up to sqrt(a_i) <= 31623
//! and build one mask per prime; Grundy values are memoised on masks (a
//! sorted vector, since exponents are below 30 and masks are few).
//!
//! **Complexity**: O(n * sqrt(max a)) for factoring; the Grundy search costs
//! the number of masks reachable from the primes' masks times 30 moves; the
//! worst input found is in judge-data (`max-worst-masks`).

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Scanner};
use sg_core::mex;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Vec<u8>) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let mut values = Vec::with_capacity(n.min(1 << 16));
    for _ in 0..n {
        values.push(sc.next_in("a_i", 1u32, 1_000_000_000)?);
    }
    writeln!(out, "{}", if solve(&values) { "Mojtaba" } else { "Arpa" })?;
    Ok(())
}

/// Whether the first player wins on the list `values` (each at most 10^9).
fn solve(values: &[u32]) -> bool {
    let mut masks: BTreeMap<u32, u32> = BTreeMap::new();
    for &v in values {
        for (p, e) in factor(v) {
            *masks.entry(p).or_insert(0) |= 1 << e;
        }
    }
    let mut memo = BTreeMap::new();
    masks.values().fold(0, |acc, &m| acc ^ grundy(m, &mut memo)) != 0
}

/// The prime factorisation of `v` as (prime, exponent) pairs.
fn factor(mut v: u32) -> Vec<(u32, u32)> {
    let mut res = Vec::new();
    let mut p = 2;
    while p * p <= v {
        if v % p == 0 {
            let mut e = 0;
            while v % p == 0 {
                v /= p;
                e += 1;
            }
            res.push((p, e));
        }
        p += 1;
    }
    if v > 1 {
        res.push((v, 1));
    }
    res
}

/// Grundy value of the one-prime game whose exponents are the set bits of
/// `mask` (bit 0 ignored). Recursion depth is at most 30: every move lowers
/// the highest exponent.
fn grundy(mask: u32, memo: &mut BTreeMap<u32, usize>) -> usize {
    let mask = mask & !1;
    if mask == 0 {
        return 0;
    }
    if let Some(&g) = memo.get(&mask) {
        return g;
    }
    let top = 31 - mask.leading_zeros();
    let options: Vec<usize> = (1..=top)
        .map(|k| grundy((mask >> k) | (mask & ((1 << k) - 1)), memo))
        .collect();
    let g = mex(&options);
    memo.insert(mask, g);
    g
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use sg_core::WinLossSearch;
    use test_support::{join, multisets, numbers, Generated, Rng};

    use super::{run, solve};

    const PACKAGE: &str = env!("CARGO_PKG_NAME");

    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(judge_io::run_str(run, input).unwrap(), expected);
    }

    #[test]
    fn sample_1() {
        check("4\n1 1 1 1\n", "Arpa\n");
    }

    #[test]
    fn sample_2() {
        check("4\n1 1 17 17\n", "Mojtaba\n");
    }

    #[test]
    fn sample_3() {
        check("4\n1 1 17 289\n", "Arpa\n");
    }

    #[test]
    fn sample_4() {
        check("5\n1 2 3 4 5\n", "Arpa\n");
    }

    #[test]
    fn extra_case_from_a_public_test_file() {
        check("6\n9 5 1 1 8 1\n", "Arpa\n");
    }

    #[test]
    fn value_out_of_range_is_an_error() {
        assert!(judge_io::run_str(run, "1\n0\n").is_err());
        assert!(judge_io::run_str(run, "1\n1000000001\n").is_err());
    }

    /// The moves by the rules on the whole list (sorted, 1s dropped): every
    /// prime power dividing some number, found by trying divisors directly.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn list_moves(list: &Vec<u32>) -> Vec<Vec<u32>> {
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
    fn matches_exhaustive_search_on_lists_of_small_numbers() {
        // Every multiset of 1 to 3 numbers from 2..=64 (some 47000 lists),
        // searched as the real game on the whole list.
        let mut search = WinLossSearch::new(list_moves);
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

    fn validate<R: Read>(sc: &mut Scanner<R>, _: &mut Vec<u8>) -> Result<(), Error> {
        let n = sc.next_in("n", 1usize, 100)?;
        for _ in 0..n {
            sc.next_in("a_i", 1u32, 1_000_000_000)?;
        }
        Ok(())
    }

    #[test]
    fn judge_data_inputs_meet_the_constraints() {
        test_support::assert_inputs_valid(PACKAGE, |input| {
            judge_io::run_str(validate, input).map(drop)
        });
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
        let wins = WinLossSearch::new(list_moves).wins(&list);
        Some(if wins { "Mojtaba" } else { "Arpa" }.to_string())
    }

    fn input(values: &[u64]) -> String {
        format!("{}\n{}\n", values.len(), join(values))
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
                input(&v),
            ));
        }
        cases.push(Generated::searched(
            "edge-prime-powers",
            input(&[2, 4, 8, 16]),
        ));
        // k distinct primes, each once: the only moves are "divide by p",
        // each removes one prime for good, so the game lasts exactly k
        // moves and the first player wins iff k is odd.
        let is_prime = |x: u64| (2..).take_while(|d| d * d <= x).all(|d| x % d != 0);
        let big_primes: Vec<u64> = (999_990_000..1_000_000_000u64)
            .filter(|&x| is_prime(x))
            .take(40)
            .collect();
        assert_eq!(big_primes.len(), 40);
        cases.push(Generated::constructed(
            "max-40-large-primes",
            input(&big_primes),
            "Arpa",
        ));
        cases.push(Generated::constructed(
            "max-39-large-primes",
            input(&big_primes[..39]),
            "Mojtaba",
        ));
        let worst = worst_input();
        let answer = if second_computation(&worst) {
            "Mojtaba"
        } else {
            "Arpa"
        };
        cases.push(Generated::constructed(
            "max-worst-masks",
            input(&worst),
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
        let mut search = WinLossSearch::new(list_moves);
        for list in &multisets(3, 2, 40)[1..] {
            let list32: Vec<u32> = list.iter().map(|&x| x as u32).collect();
            assert_eq!(second_computation(list), search.wins(&list32), "{list:?}");
        }
    }

    #[test]
    fn judge_data_answers_are_backed_independently() {
        let searched = test_support::assert_answers_backed(PACKAGE, &generated(), reference);
        assert!(searched >= 11, "only {searched} cases backed by search");
    }
}
