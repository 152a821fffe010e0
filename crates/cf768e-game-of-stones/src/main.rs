//! Codeforces 768E Game of Stones: <https://codeforces.com/problemset/problem/768/E>
//!
//! **Game**: n piles of stones; a move removes a positive number of stones
//! from one pile, but on any one pile each amount may be removed at most
//! once. Normal play: the player who cannot move loses. Sam moves first; the
//! question is whether Jon, the SECOND player, wins.
//!
//! **Theory**: Sprague-Grundy theorem. A pile of s stones, never touched, has
//! Grundy value t(s), the largest t with 1 + 2 + ... + t = t(t+1)/2 <= s
//! (1, 1, 2, 2, 2, 3, 3, 3, 3, 4, ...; t(60) = 10): the most moves a pile
//! can last, since its moves take distinct amounts. The tests confirm it for
//! every s <= 60 by a mex over the real states (stones left, set of amounts
//! used), and the sum by a search of whole positions. Jon wins iff
//! t(s_1) ^ ... ^ t(s_n) == 0.
//!
//! **Reduction**: each pile is an independent game; its value comes from a
//! 61-entry table. A pile of 0 is empty (value 0). Piles above 60 are
//! rejected: the values are confirmed only up to the statement's bound.
//!
//! **Complexity**: O(n) time and O(1) memory: the piles are folded into the
//! nim-sum as they are read (up to 10^6 lines; reading is the whole cost).

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let first_wins = sc.values(n, |piles| solve(piles))??;
    // YES: Jon, the second player, wins.
    writeln!(out, "{}", if first_wins { "NO" } else { "YES" })?;
    Ok(())
}

/// The largest pile the table covers (the statement's bound).
const MAX_PILE: u64 = 60;

/// Whether the first player (Sam) wins on untouched piles of `piles` stones,
/// or an error naming the first pile above [`MAX_PILE`].
fn solve(piles: impl Iterator<Item = u64>) -> Result<bool, Error> {
    let mut xor = 0;
    for (i, s) in piles.enumerate() {
        if s > MAX_PILE {
            return Err(Error::new(format!(
                "s_{} = {s} is above {MAX_PILE}: pile values are confirmed only up to {MAX_PILE}",
                i + 1
            )));
        }
        xor ^= PILE_VALUE[s as usize];
    }
    Ok(xor != 0)
}

/// `PILE_VALUE[s]`: the Grundy value of an untouched pile of s stones, the
/// largest t with t(t+1)/2 <= s (value t on the run s = t(t+1)/2 ..
/// t(t+1)/2 + t).
const PILE_VALUE: [u8; 61] = [
    0, // 0
    1, 1, // 1..=2
    2, 2, 2, // 3..=5
    3, 3, 3, 3, // 6..=9
    4, 4, 4, 4, 4, // 10..=14
    5, 5, 5, 5, 5, 5, // 15..=20
    6, 6, 6, 6, 6, 6, 6, // 21..=27
    7, 7, 7, 7, 7, 7, 7, 7, // 28..=35
    8, 8, 8, 8, 8, 8, 8, 8, 8, // 36..=44
    9, 9, 9, 9, 9, 9, 9, 9, 9, 9, // 45..=54
    10, 10, 10, 10, 10, 10, // 55..=60
];

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, multisets, numbers, Expect, Generated, Rng,
        WinLossSearch,
    };

    use super::{run, solve, PILE_VALUE};

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
        check_malformed(run, "1\n5\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated", "3\n1\n2\n", Reject("end of input")),
                (
                    "n = 2^64 - 1",
                    "18446744073709551615\n1\n",
                    Reject("end of input"),
                ),
                // Too large to tabulate: values confirmed only up to 60.
                ("s_i = 61", "2\n1\n61\n", Reject("s_2 = 61 is above 60")),
                (
                    "s_i = 2^64 - 1",
                    "1\n18446744073709551615\n",
                    Reject("s_1 = 18446744073709551615 is above 60"),
                ),
                // Outside the statement's bounds, but the rules still answer.
                // No pile: Sam cannot move, Jon wins.
                ("n = 0", "0\n", Answer("YES\n")),
                // An empty pile has no move: only the 5 counts.
                ("pile of 0", "2\n0\n5\n", Answer("NO\n")),
                ("only empty piles", "2\n0\n0\n", Answer("YES\n")),
                // Equal piles: Jon copies Sam on the partner pile.
                ("equal piles of 60", "2\n60\n60\n", Answer("YES\n")),
            ],
        );
    }

    /// A pile: (stones left, bit a set when amount a has been taken).
    type Pile = (u64, u64);

    /// The moves by the rules: from one pile, take an amount a not yet
    /// taken from it, 1 <= a <= stones left. Positions are sorted; empty
    /// piles are dropped.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(piles: &Vec<Pile>) -> Vec<Vec<Pile>> {
        let mut next = Vec::new();
        for i in 0..piles.len() {
            if i > 0 && piles[i] == piles[i - 1] {
                continue; // The same pile, the same options.
            }
            let (left, used) = piles[i];
            for a in 1..=left {
                if used & (1 << a) != 0 {
                    continue;
                }
                let mut p = piles.clone();
                if a == left {
                    p.remove(i);
                } else {
                    p[i] = (left - a, used | 1 << a);
                    p.sort_unstable();
                }
                next.push(p);
            }
        }
        next
    }

    /// Untouched piles of `sizes`, as a search position.
    fn position(sizes: &[u64]) -> Vec<Pile> {
        let mut p: Vec<Pile> = sizes.iter().filter(|&&s| s > 0).map(|&s| (s, 0)).collect();
        p.sort_unstable();
        p
    }

    /// The Grundy value of one pile state by the definition: the mex over
    /// the states one move away, memoised; no formula.
    fn mex_value(pile: Pile, memo: &mut HashMap<Pile, u32>) -> u32 {
        if let Some(&v) = memo.get(&pile) {
            return v;
        }
        let (left, used) = pile;
        let mut options = Vec::new();
        for a in 1..=left {
            if used & (1 << a) == 0 {
                options.push(mex_value((left - a, used | 1 << a), memo));
            }
        }
        let v = (0..).find(|v| !options.contains(v)).expect("a free value");
        memo.insert(pile, v);
        v
    }

    /// The values of untouched piles 0..=60 by the definition.
    fn mex_values() -> Vec<u32> {
        let mut memo = HashMap::new();
        (0..=60).map(|s| mex_value((s, 0), &mut memo)).collect()
    }

    #[test]
    fn pile_values_match_the_mex_over_the_real_states_up_to_60() {
        let by_mex = mex_values();
        let table: Vec<u32> = PILE_VALUE.iter().map(|&v| u32::from(v)).collect();
        assert_eq!(table, by_mex);
        // And the table is the triangular rule it claims to be.
        for (s, &t) in PILE_VALUE.iter().enumerate() {
            let t = t as usize;
            assert!(t * (t + 1) / 2 <= s && s < (t + 1) * (t + 2) / 2, "s = {s}");
        }
    }

    #[test]
    fn pile_against_a_nim_heap_is_lost_iff_the_values_are_equal_up_to_30() {
        // The search, rules only: a pile of s beside a Nim heap of h (an
        // ordinary pile on which every amount may be taken) is lost for the
        // player to move iff the pile's value is h.
        let mut search = WinLossSearch::new(|&(left, used, heap): &(u64, u64, u64)| {
            let mut next = Vec::new();
            for a in 1..=left {
                if used & (1 << a) == 0 {
                    next.push((left - a, used | 1 << a, heap));
                }
            }
            for keep in 0..heap {
                next.push((left, used, keep));
            }
            next
        });
        for s in 0..=30u64 {
            for h in 0..=9u64 {
                let lost = !search.wins(&(s, 0, h));
                assert_eq!(
                    lost,
                    u64::from(PILE_VALUE[s as usize]) == h,
                    "s = {s}, h = {h}"
                );
            }
        }
    }

    #[test]
    fn matches_exhaustive_search_up_to_3_piles_of_12_and_2_piles_of_20() {
        // Every multiset of 0 to 3 piles of 1 to 12 (455 positions) and of
        // 0 to 2 piles of 1 to 20 (231), searched as the whole game.
        let mut search = WinLossSearch::new(moves);
        let mut positions = multisets(3, 1, 12);
        positions.extend(multisets(2, 1, 20));
        for sizes in positions {
            assert_eq!(
                solve(sizes.iter().copied()).unwrap(),
                search.wins(&position(&sizes)),
                "{sizes:?}"
            );
        }
    }

    /// The statement's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let n = sc.next_in("n", 1usize, 1_000_000)?;
        for _ in 0..n {
            sc.next_in("s_i", 1u64, 60)?;
        }
        Ok(())
    }

    /// The search's answer for at most 3 piles of at most 12, or 2 of at
    /// most 20.
    fn reference(input: &str) -> Option<String> {
        let sizes = numbers(input).split_off(1);
        let max = sizes.iter().copied().max().unwrap_or(0);
        if sizes.len() > 3 || max > 20 || (sizes.len() == 3 && max > 12) {
            return None;
        }
        let first_wins = WinLossSearch::new(moves).wins(&position(&sizes));
        Some(if first_wins { "NO" } else { "YES" }.to_string())
    }

    /// The input layout `run` reads: n, then one pile per line.
    fn input(piles: &[u64]) -> String {
        let mut s = format!("{}\n", piles.len());
        for p in piles {
            s.push_str(&format!("{p}\n"));
        }
        s
    }

    /// The second computation for inputs too large to search: the nim-sum
    /// of the pile values found by the mex over the real states
    /// (`mex_values`, not `solve`'s table).
    fn second_computation(piles: &[u64], by_mex: &[u32]) -> &'static str {
        let xor = piles.iter().fold(0, |acc, &s| acc ^ by_mex[s as usize]);
        if xor == 0 {
            "YES"
        } else {
            "NO"
        }
    }

    #[test]
    fn second_computation_matches_the_search() {
        let by_mex = mex_values();
        let mut search = WinLossSearch::new(moves);
        for sizes in multisets(3, 1, 10) {
            let expected = if search.wins(&position(&sizes)) {
                "NO"
            } else {
                "YES"
            };
            assert_eq!(second_computation(&sizes, &by_mex), expected, "{sizes:?}");
        }
    }

    /// The generated cases; judge-data/cf768e-game-of-stones/README.md gives
    /// the argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(768);
        let mut cases = Vec::new();
        // Random positions of 2 or 3 piles; every other one redrawn until
        // the search finds it lost for Sam, so that both answers occur.
        let mut search = WinLossSearch::new(moves);
        for i in 1..=12 {
            let piles = loop {
                let n = rng.range(2, 3) as usize;
                let max = if n == 3 { 12 } else { 20 };
                let piles: Vec<u64> = (0..n).map(|_| rng.range(1, max)).collect();
                if i % 2 == 0 || !search.wins(&position(&piles)) {
                    break piles;
                }
            };
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(&piles),
            ));
        }
        cases.push(Generated::searched("edge-one-stone", input(&[1])));
        cases.push(Generated::searched("edge-one-pile-of-20", input(&[20])));
        cases.push(Generated::searched("edge-equal-values-3-5", input(&[3, 5])));
        cases.push(Generated::searched(
            "edge-triangular-1-3-6",
            input(&[1, 3, 6]),
        ));
        cases.push(Generated::constructed(
            "edge-one-pile-of-60",
            input(&[60]),
            "NO",
        ));
        // Each side of each rise of the value, isolated: the pile beside
        // piles inside runs whose values XOR to its own (lost for Sam), so
        // a wrong value of that pile alone turns the answer.
        let by_mex = mex_values();
        for piles in isolated_boundary_inputs(&by_mex) {
            let stem = format!("edge-boundary-{}", piles[0]);
            cases.push(match reference(&input(&piles)) {
                Some(_) => Generated::searched(&stem, input(&piles)),
                None => Generated::constructed(
                    &stem,
                    input(&piles),
                    second_computation(&piles, &by_mex),
                ),
            });
        }
        // The largest stored inputs: 600000 piles (about 1.8 MB; the
        // statement allows 10^6, see the README for that input).
        let max_n = 600_000;
        let mut paired: Vec<u64> = (0..max_n / 2).map(|_| rng.range(1, 60)).collect();
        paired.extend(paired.clone());
        rng.shuffle(&mut paired);
        cases.push(Generated::constructed(
            "max-n-paired",
            input(&paired),
            "YES",
        ));
        let random: Vec<u64> = (0..max_n).map(|_| rng.range(1, 60)).collect();
        cases.push(Generated::constructed(
            "max-n-random",
            input(&random),
            second_computation(&random, &by_mex),
        ));
        let sixties = vec![60; max_n - 1];
        cases.push(Generated::constructed(
            "max-n-odd-count-of-60",
            input(&sixties),
            "NO",
        ));
        cases
    }

    /// Where the value of a pile changes, from the mex over the real
    /// states (`mex_values`, not `solve`'s table): every s in 1..=60 with
    /// g(s) != g(s - 1).
    fn rises(by_mex: &[u32]) -> Vec<u64> {
        (1..by_mex.len())
            .filter(|&s| by_mex[s] != by_mex[s - 1])
            .map(|s| s as u64)
            .collect()
    }

    /// Piles that stand at no rise: s in 1..=59 worth what s - 1 and
    /// s + 1 are worth.
    fn interior(by_mex: &[u32]) -> Vec<u64> {
        (1..by_mex.len() - 1)
            .filter(|&s| by_mex[s - 1] == by_mex[s] && by_mex[s] == by_mex[s + 1])
            .map(|s| s as u64)
            .collect()
    }

    /// For each rise r, a position with the pile r - 1 (when that is at
    /// least 1) and one with the pile r, each first, then its `companions`:
    /// each is lost for Sam, and turns won if that one pile is valued wrong.
    fn isolated_boundary_inputs(by_mex: &[u32]) -> Vec<Vec<u64>> {
        let inside = interior(by_mex);
        let mut res = Vec::new();
        for r in rises(by_mex) {
            for p in [r - 1, r].into_iter().filter(|&p| p >= 1) {
                res.push(companions(p, &inside, by_mex, 0));
            }
        }
        res
    }

    /// The pile `p` and two piles from `inside`, both of other values than
    /// `p`'s (so outside its run: a table wrong on a whole run still errs
    /// on `p` alone), whose values XOR to `p`'s: the `pick`-th such pair
    /// (cycling).
    fn companions(p: u64, inside: &[u64], by_mex: &[u32], pick: usize) -> Vec<u64> {
        let v = by_mex[p as usize];
        let mut pairs = Vec::new();
        for &a in inside {
            for &b in inside {
                let (ga, gb) = (by_mex[a as usize], by_mex[b as usize]);
                if a < b && ga != v && gb != v && ga ^ gb == v {
                    pairs.push((a, b));
                }
            }
        }
        assert!(!pairs.is_empty(), "no interior piles worth {v} in all");
        let (a, b) = pairs[pick % pairs.len()];
        vec![p, a, b]
    }

    #[test]
    fn isolated_boundary_inputs_are_lost_and_turn_with_their_first_pile() {
        let by_mex = mex_values();
        assert_eq!(rises(&by_mex), [1, 3, 6, 10, 15, 21, 28, 36, 45, 55]);
        let inputs = isolated_boundary_inputs(&by_mex);
        assert_eq!(inputs.len(), 19);
        let mut search = WinLossSearch::new(moves);
        for piles in &inputs {
            assert_eq!(second_computation(piles, &by_mex), "YES", "{piles:?}");
            // Any other value of the first pile makes the nim-sum non-zero.
            let rest = piles[1..]
                .iter()
                .fold(0, |acc, &s| acc ^ by_mex[s as usize]);
            assert_eq!(rest, by_mex[piles[0] as usize], "{piles:?}");
            if reference(&input(piles)).is_some() {
                assert!(!search.wins(&position(piles)), "{piles:?}");
            }
        }
    }

    std::thread_local! {
        /// `mex_values`, made once per thread for the stress test.
        static BY_MEX: Vec<u32> = mex_values();
    }

    /// For `scripts/stress`: one side of one rise (r - 1 or r) beside two
    /// piles inside other runs worth as much in all (`companions`, the
    /// pair drawn), lost for Sam.
    fn boundary_input(rng: &mut Rng, _size: u64) -> String {
        BY_MEX.with(|by_mex| boundary_input_with(rng, by_mex))
    }

    fn boundary_input_with(rng: &mut Rng, by_mex: &[u32]) -> String {
        let inside = interior(by_mex);
        let rises = rises(by_mex);
        let r = rises[rng.range(0, rises.len() as u64 - 1) as usize];
        let p = if r == 1 || rng.range(0, 1) == 0 {
            r
        } else {
            r - 1
        };
        let pick = rng.range(0, 1000) as usize;
        input(&companions(p, &inside, by_mex, pick))
    }

    /// The stress test's answers: the search where it reaches (`reference`),
    /// else the second computation (the mex over the real states).
    fn stress_reference(input: &str) -> Option<String> {
        if let Some(answer) = reference(input) {
            return Some(answer);
        }
        let piles = numbers(input).split_off(1);
        Some(BY_MEX.with(|by_mex| second_computation(&piles, by_mex).to_string()))
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
    /// min(3, size) piles of 1 to min(3 * size, 20) stones (12 for 3 piles)
    /// (size 1: one pile of up to 3; size 8: up to the search's bounds).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let n = rng.range(1, size.min(3));
        let top = (3 * size).min(if n == 3 { 12 } else { 20 });
        let piles: Vec<u64> = (0..n).map(|_| rng.range(1, top)).collect();
        input(&piles)
    }

    test_support::stress_tests! {
        run: run,
        reference: stress_reference,
        random_input: random_input,
        boundary_input: boundary_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 18,
    }
}
