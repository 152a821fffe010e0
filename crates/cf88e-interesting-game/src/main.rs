//! Codeforces 88E Interesting Game: <https://codeforces.com/problemset/problem/88/E>
//!
//! **Game**: one pile of n stones; a move splits one pile into k >= 2 piles
//! of consecutive sizes b + k - 1 > ... > b + 1 > b >= 1. Normal play:
//! Serozha moves first, and whoever cannot move loses. The answer is the
//! least k of a winning first move, or -1 when Gena (second) wins.
//!
//! **Theory**: Sprague-Grundy theorem: after a split the piles are
//! independent games, so the split of m into b..b+k-1 has value
//! g(b) ^ ... ^ g(b+k-1) = X(b+k-1) ^ X(b-1) with X(i) = g(1) ^ ... ^ g(i),
//! and g(m) is the mex of those values. Serozha wins iff g(n) != 0, and a
//! first move wins iff it leaves value 0; the answer is the least k whose
//! split has X(b+k-1) ^ X(b-1) = 0. A split into k parts exists iff
//! m - k(k-1)/2 is a positive multiple of k (b is the quotient).
//!
//! **Reduction**: the table of g(1..n), filled by pushing instead of
//! pulling: once X(t) is known, every split whose largest part is t
//! (k >= 2, b = t - k + 1 >= 1, m = k*b + k(k-1)/2 <= n) marks its value in
//! m's set of option values (a bit mask), and m's value is the mex of its
//! mask when m is reached (all its parts are smaller). g stays below 32 up
//! to [`MAX_N`] (the tests check it), so the values fit a u32 mask. n above
//! [`MAX_N`] = 10^6 (the statement's bound is 10^5) is rejected; n = 0 is
//! a pile with no move (-1).
//!
//! **Complexity**: O(n log n) time: the splits with every part at most n
//! number sum over k of n/k for k up to sqrt(2n) (about 6 * 10^5 for
//! n = 10^5), instead of the O(n sqrt n) of testing every k for every m;
//! 5n bytes of memory.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

/// The largest n this program tabulates (the statement's bound is 10^5).
const MAX_N: u64 = 1_000_000;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: n.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    if n > MAX_N {
        return Err(Error::new(format!(
            "token 1: n = {n} is above 10^6, the largest pile this program tabulates"
        )));
    }
    match solve(n as usize) {
        Some(k) => writeln!(out, "{k}")?,
        None => writeln!(out, "-1")?,
    }
    Ok(())
}

/// The least k such that splitting a pile of `n` into k piles wins for the
/// first player, or `None` if the first player loses.
fn solve(n: usize) -> Option<usize> {
    least_winning_split(&prefix_xors(n), n)
}

/// [`solve`] from a table `x` of X(0..=m), m >= n (a longer table holds
/// the same X(0..=n)).
fn least_winning_split(x: &[u8], n: usize) -> Option<usize> {
    if n == 0 || x[n] == x[n - 1] {
        return None; // g(n) = 0.
    }
    let mut k = 2;
    while k * (k + 1) / 2 <= n {
        let rest = n - k * (k - 1) / 2;
        if rest % k == 0 {
            let b = rest / k;
            if x[b + k - 1] == x[b - 1] {
                return Some(k);
            }
        }
        k += 1;
    }
    unreachable!("g(n) != 0, so some split has value 0")
}

/// X(0..=n): X(i) = g(1) ^ ... ^ g(i), by pushing each split's value to
/// the pile it splits (see the header).
fn prefix_xors(n: usize) -> Vec<u8> {
    let mut x = vec![0u8; n + 1];
    let mut options = vec![0u32; n + 1];
    for t in 1..=n {
        let g = (!options[t]).trailing_zeros() as u8;
        x[t] = x[t - 1] ^ g;
        // Splits whose largest part is t: k parts from b = t + 1 - k.
        let mut k = 2;
        while k <= t {
            let b = t + 1 - k;
            let m = k * b + k * (k - 1) / 2;
            if m > n {
                break; // m grows with k while k <= t.
            }
            options[m] |= 1 << (x[t] ^ x[b - 1]);
            k += 1;
        }
    }
    x
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, numbers, Expect, Generated, Rng, WinLossSearch,
    };

    use super::{least_winning_split, prefix_xors, run, solve, MAX_N};

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
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "100\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                (
                    "n above 10^6",
                    "1000001\n",
                    Reject("token 1: n = 1000001 is above 10^6"),
                ),
                (
                    "n = 2^64 - 1",
                    "18446744073709551615\n",
                    Reject("is above 10^6"),
                ),
                // Outside the statement's bounds, but the rules still answer.
                // No stone: no split, Serozha loses.
                ("n = 0", "0\n", Answer("-1\n")),
                // 2^19 is no sum of consecutive numbers: no move at all.
                ("n = 2^19", "524288\n", Answer("-1\n")),
            ],
        );
        // The largest tabulated n is answered (its answer is pinned by the
        // pulled table in `values_fit_the_mask_up_to_the_largest_n`).
        assert!(test_support::run_str(run, "1000000\n").is_ok());
    }

    /// Every split of a pile of `m` by the rules, as (k, the parts): k >= 2
    /// consecutive sizes b, b + 1, ..., b + k - 1 with b >= 1 adding up to
    /// m, found by trying every b and adding parts until the sum reaches m.
    fn splits(m: u64) -> Vec<(usize, Vec<u64>)> {
        let mut res = Vec::new();
        for b in 1..m {
            let mut parts = vec![b];
            let mut sum = b;
            while sum < m {
                let next = parts[parts.len() - 1] + 1;
                parts.push(next);
                sum += next;
            }
            if sum == m && parts.len() >= 2 {
                res.push((parts.len(), parts));
            }
        }
        res.sort();
        res
    }

    /// `piles` in the search's canonical form: sorted, without piles of 1
    /// and 2 (which no rule can split: 1 has no two positive parts, and
    /// 1 + 1 are not consecutive sizes).
    fn canonical(mut piles: Vec<u64>) -> Vec<u64> {
        piles.retain(|&p| p > 2);
        piles.sort_unstable();
        piles
    }

    /// Every position one move away, by the rules alone.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for i in 0..piles.len() {
            if i > 0 && piles[i] == piles[i - 1] {
                continue; // Same pile, same moves.
            }
            for (_, parts) in splits(piles[i]) {
                let mut p = piles.clone();
                p.remove(i);
                p.extend(parts);
                next.push(canonical(p));
            }
        }
        next
    }

    /// The answer by the search: the least k whose split leaves a position
    /// lost for the player to move, or -1.
    fn searched_answer<F>(search: &mut WinLossSearch<Vec<u64>, F>, n: u64) -> String
    where
        F: FnMut(&Vec<u64>) -> Vec<Vec<u64>>,
    {
        for (k, parts) in splits(n) {
            if !search.wins(&canonical(parts)) {
                return k.to_string();
            }
        }
        "-1".to_string()
    }

    fn as_answer(k: Option<usize>) -> String {
        k.map_or("-1".to_string(), |k| k.to_string())
    }

    #[test]
    fn matches_exhaustive_search_up_to_90() {
        // The whole game from one pile of n, for every n <= 90.
        let mut search = WinLossSearch::new(moves);
        for n in 0..=90 {
            assert_eq!(
                as_answer(solve(n as usize)),
                searched_answer(&mut search, n),
                "n = {n}"
            );
        }
    }

    #[test]
    fn grundy_values_match_the_search_on_pairs_up_to_45() {
        // Two piles are lost for the player to move iff they are worth the
        // same: this pins every value, not only whether it is 0.
        let x = prefix_xors(45);
        let g = |m: usize| if m == 0 { 0 } else { x[m] ^ x[m - 1] };
        let mut search = WinLossSearch::new(moves);
        for a in 1..=45u64 {
            for b in a..=45 {
                assert_eq!(
                    g(a as usize) != g(b as usize),
                    search.wins(&canonical(vec![a, b])),
                    "piles {a} {b}"
                );
            }
        }
    }

    /// The second computation: Grundy values pulled one pile at a time,
    /// each split's value as the XOR of its parts' values (no prefix XOR),
    /// splits found by testing every k, the mex by a list of seen values.
    /// About n sqrt(2n) steps; written apart from `prefix_xors`.
    fn grundy_by_pulling(n: usize) -> Vec<u32> {
        let mut g = vec![0u32; n + 1];
        for m in 1..=n {
            let mut seen = [false; 64];
            let mut k = 2;
            while k * (k + 1) / 2 <= m {
                if (m - k * (k - 1) / 2) % k == 0 {
                    let b = (m - k * (k - 1) / 2) / k;
                    let value = g[b..b + k].iter().fold(0, |acc, &v| acc ^ v);
                    seen[value as usize] = true;
                }
                k += 1;
            }
            g[m] = seen.iter().position(|&s| !s).unwrap() as u32;
        }
        g
    }

    /// The answer from [`grundy_by_pulling`]'s table.
    fn answer_by_pulling(g: &[u32], n: usize) -> String {
        if g[n] == 0 {
            return "-1".to_string();
        }
        for k in 2..=n {
            if k * (k + 1) / 2 > n {
                break;
            }
            if (n - k * (k - 1) / 2) % k == 0 {
                let b = (n - k * (k - 1) / 2) / k;
                if g[b..b + k].iter().fold(0, |acc, &v| acc ^ v) == 0 {
                    return k.to_string();
                }
            }
        }
        panic!("g({n}) != 0 but no split has value 0")
    }

    #[test]
    fn second_computation_matches_the_search() {
        let g = grundy_by_pulling(90);
        let mut search = WinLossSearch::new(moves);
        for n in 1..=90 {
            assert_eq!(
                answer_by_pulling(&g, n),
                searched_answer(&mut search, n as u64),
                "n = {n}"
            );
        }
    }

    #[test]
    fn solve_matches_the_second_computation_for_every_n_up_to_10_5() {
        // `solve` itself on a spread of n (each call fills its own table),
        // and its answer step on the one table of 10^5 for every n.
        let g = grundy_by_pulling(100_000);
        let mut rng = Rng::new(8800);
        for _ in 0..40 {
            let n = rng.range(1, 100_000) as usize;
            assert_eq!(as_answer(solve(n)), answer_by_pulling(&g, n), "n = {n}");
        }
        let x = prefix_xors(100_000);
        for n in 1..=100_000 {
            assert_eq!(
                as_answer(least_winning_split(&x, n)),
                answer_by_pulling(&g, n),
                "n = {n}"
            );
        }
    }

    #[test]
    fn values_fit_the_mask_up_to_the_largest_n() {
        // g < 32 keeps every XOR below 32, so `1 << value` fits a u32; and
        // the pushed table agrees with the pulled one all the way.
        let n = MAX_N as usize;
        let x = prefix_xors(n);
        let pulled = grundy_by_pulling(200_000);
        let mut max = 0;
        for m in 1..=n {
            let g = x[m] ^ x[m - 1];
            max = max.max(g);
            if m <= 200_000 {
                assert_eq!(u32::from(g), pulled[m], "m = {m}");
            }
        }
        assert!(max < 32, "g reaches {max}");
        // Facts the statement's notes give for n <= 10^5.
        let top = (1..=100_000).map(|m| x[m] ^ x[m - 1]).max();
        assert_eq!(top, Some(13));
    }

    /// The statement's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        sc.next_in("n", 1u64, 100_000)?;
        Ok(())
    }

    /// The search's answer for n <= 90.
    fn reference(input: &str) -> Option<String> {
        let n = numbers(input)[0];
        if n > 90 {
            return None;
        }
        Some(searched_answer(&mut WinLossSearch::new(moves), n))
    }

    fn input(n: usize) -> String {
        format!("{n}\n")
    }

    /// The generated cases; judge-data/cf88e-interesting-game/README.md
    /// gives the argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(88);
        let mut cases = Vec::new();
        for i in 1..=12 {
            let n = rng.range(4, 90) as usize;
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(n),
            ));
        }
        for (stem, n) in [
            ("edge-one-stone", 1),
            ("edge-two-stones", 2),
            ("edge-power-of-two-64", 64),
            ("edge-least-legal-k-loses-21", 21),
            ("edge-90", 90),
            // Two winning k (2 and 3): only the least is right.
            ("edge-two-winning-k-15", 15),
        ] {
            cases.push(Generated::searched(stem, input(n)));
        }
        let g = grundy_by_pulling(100_000);
        // The largest n whose answer is neither -1 nor the least legal k.
        let not_least = (1..=100_000)
            .rev()
            .find(|&n| {
                let answer = answer_by_pulling(&g, n);
                let least_legal =
                    (2..n).find(|&k| k * (k + 1) / 2 <= n && (n - k * (k - 1) / 2) % k == 0);
                answer != "-1" && Some(answer) != least_legal.map(|k| k.to_string())
            })
            .unwrap();
        // A random n near the top with a winning first move.
        let random_win = loop {
            let n = rng.range(90_000, 100_000) as usize;
            if g[n] != 0 {
                break n;
            }
        };
        for (stem, n) in [
            ("max-n-100000", 100_000),
            ("max-largest-answer-443", 98_346),
            ("max-not-least-legal-k", not_least),
            ("max-random-first-wins", random_win),
            // A size whose answer reads a value above 8 (README).
            ("edge-values-above-8-matter-94249", 94_249),
        ] {
            cases.push(Generated::constructed(
                stem,
                input(n),
                &answer_by_pulling(&g, n),
            ));
        }
        // 2^16: no sum of k >= 2 consecutive positive sizes is a power of
        // two, so there is no move at all.
        cases.push(Generated::constructed(
            "max-power-of-two-65536",
            input(65_536),
            "-1",
        ));
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: n in
    /// 1..=min(90, 12 * size) (size 1: up to 12; size 8: up to 90, the most
    /// the search takes).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        input(rng.range(1, (12 * size).min(90)) as usize)
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
        min_searched: 19,
    }
}
