//! Codeforces 603C Lieges of Legendre:
//! <https://codeforces.com/problemset/problem/603/C>
//!
//! **Game**: n piles of cows and a fixed k; a move either takes one cow from
//! a non-empty pile, or replaces a pile of even size 2x (x > 0) by k piles
//! of x cows. Normal play: whoever takes the last cow wins. Kevin moves
//! first.
//!
//! **Theory**: Sprague-Grundy theorem. A pile's value is
//! g(a) = mex{ g(a - 1), g(a/2) xor-ed k times (a even) }, and k copies of
//! g(a/2) xor to g(a/2) for odd k and to 0 for even k, so only k's parity
//! matters:
//! - k even: g(0..=2) = 0, 1, 2; for a >= 3, g(a) = 1 if a is even, else 0.
//! - k odd: g(0..=4) = 0, 1, 0, 1, 2; for a >= 5, g(a) = 0 if a is odd; an
//!   even a >= 6 has g(a) = 2 if g(a/2) = 1, else 1 (a loop on a/2, at most
//!   63 turns).
//!
//! Kevin wins iff the xor of the pile values is not zero. The tests confirm
//! the values against a search of the game for k = 1..=6.
//!
//! **Reduction**: each pile is an independent game; k enters only through
//! its parity (so k = 0, "replace 2x by no pile", is answered too).
//!
//! **Complexity**: O(n log max a) time (O(n) for even k), O(1) memory: the
//! piles are folded into the xor as they are read.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let k: u64 = sc.next()?;
    let kevin_wins = sc.values(n, |piles| solve(k, piles))?;
    writeln!(out, "{}", if kevin_wins { "Kevin" } else { "Nicky" })?;
    Ok(())
}

/// Whether the first player (Kevin) wins on `piles` when a split makes `k`
/// piles.
fn solve(k: u64, piles: impl Iterator<Item = u64>) -> bool {
    let k_odd = k % 2 == 1;
    piles.fold(0, |acc, a| acc ^ pile_value(k_odd, a)) != 0
}

/// The Grundy value of one pile of `a` cows.
fn pile_value(k_odd: bool, a: u64) -> u8 {
    if !k_odd {
        // Splitting leaves an even number of equal piles: an option of
        // value 0. So g(a) = mex{g(a - 1), 0} for even a, mex{g(a - 1)}
        // for odd a: 0, 1, 2, then 0 and 1 alternate from a = 3 on.
        return match a {
            0..=2 => a as u8,
            _ if a % 2 == 0 => 1,
            _ => 0,
        };
    }
    // Odd k: a split is worth g(a/2). Odd a >= 5 has the one option
    // g(a - 1), which is 1 or 2 (below), so g(a) = 0; even a >= 6 has the
    // options g(a - 1) = 0 and g(a/2): g(a) = 2 if g(a/2) = 1, else 1.
    // Halve down to a base case, then apply that rule once per halving:
    // with a = odd * 2^t, an odd part of at least 5 is the base after t
    // halvings; an odd part of 3 stops at 3 after t; a power of two stops at
    // 4 (after t - 2 halvings) unless it is below 4 already.
    let t = a.trailing_zeros().min(63);
    let odd = a >> t;
    let (base, halvings) = match odd {
        0 => (0, 0),
        1 if a >= 4 => (4, t - 2),
        1 => (a, 0),
        _ => (odd, t),
    };
    let value = match base {
        0..=4 => [0, 1, 0, 1, 2][base as usize],
        _ => 0, // odd, at least 5
    };
    // Each halving maps 1 to 2 and anything else to 1, so the values
    // alternate between 1 and 2 after the first.
    match (halvings, value == 1, halvings % 2 == 1) {
        (0, _, _) => value,
        (_, true, true) | (_, false, false) => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, join, multisets, numbers, Expect, Generated, Rng,
        WinLossSearch,
    };

    use super::{pile_value, run, solve};

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
        check_malformed(run, "2 1\n3 4\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("negative k", "1 -1\n3\n", Reject("found `-1`")),
                ("truncated", "3 1\n3 4\n", Reject("end of input")),
                ("no k", "1\n", Reject("end of input")),
                (
                    "n = 2^64 - 1",
                    "18446744073709551615 1\n3\n",
                    Reject("end of input"),
                ),
                // Outside the statement's bounds, but the rules still answer.
                // No pile: Kevin cannot move.
                ("n = 0", "0 5\n", Answer("Nicky\n")),
                // An empty pile changes nothing: sample 2 again.
                ("pile of 0", "2 2\n0 3\n", Answer("Nicky\n")),
                // k = 0: a pile of 2 may vanish at once, so Kevin wins; a
                // pile of 3 (Kevin must leave 2) is lost.
                ("k = 0, pile 2", "1 0\n2\n", Answer("Kevin\n")),
                ("k = 0, pile 3", "1 0\n3\n", Answer("Nicky\n")),
                // Equal piles: Nicky copies Kevin on the partner pile.
                (
                    "k and piles 2^64 - 1, paired",
                    "2 18446744073709551615\n18446744073709551615 18446744073709551615\n",
                    Answer("Nicky\n"),
                ),
                // A single cow beside a pair: Kevin takes it, then copies.
                (
                    "piles above 10^9",
                    "3 18446744073709551614\n1 18446744073709551614 18446744073709551614\n",
                    Answer("Kevin\n"),
                ),
            ],
        );
    }

    /// A position: sorted (pile size, how many such piles), counts positive.
    type Position = Vec<(u64, u64)>;

    /// `position` with `count` more piles of `size` (or fewer, if negative).
    fn add(position: &Position, size: u64, count: i64) -> Position {
        let mut p = position.clone();
        if size > 0 {
            match p.binary_search_by_key(&size, |&(s, _)| s) {
                Ok(i) => p[i].1 = (p[i].1 as i64 + count) as u64,
                Err(i) => p.insert(i, (size, count as u64)),
            }
        }
        p.retain(|&(_, c)| c > 0);
        p
    }

    /// The moves by the rules, for a split into `k` piles: take one cow from
    /// a pile, or replace a pile of 2x by k piles of x.
    fn moves(k: u64, position: &Position) -> Vec<Position> {
        let mut next = Vec::new();
        for &(size, _) in position {
            let one_less = add(position, size, -1);
            next.push(add(&one_less, size - 1, 1));
            if size % 2 == 0 {
                next.push(add(&one_less, size / 2, k as i64));
            }
        }
        next
    }

    /// The position of the piles `sizes`.
    fn position(sizes: &[u64]) -> Position {
        sizes.iter().fold(Vec::new(), |p, &a| add(&p, a, 1))
    }

    /// The search for splits into `k` piles.
    fn search(k: u64) -> WinLossSearch<Position, impl FnMut(&Position) -> Vec<Position>> {
        WinLossSearch::new(move |p: &Position| moves(k, p))
    }

    /// The largest pile, per k, up to which the whole-game comparisons go
    /// for 1, 2 and 3 piles; splits into many piles make big positions.
    fn search_bounds(k: u64) -> [u64; 3] {
        match k {
            1 => [200, 64, 24],
            2 => [40, 20, 12],
            3 => [16, 10, 8],
            4 => [12, 8, 5],
            _ => [10, 6, 4],
        }
    }

    #[test]
    fn pile_values_match_a_search_with_a_nim_heap_for_k_1_to_6() {
        // The table the closed forms were read from: a pile of a beside a
        // Nim heap of h is lost for the player to move iff g(a) = h. The
        // search knows only the rules (a Nim heap: take any positive number).
        for k in 1..=6u64 {
            let max = search_bounds(k)[0];
            let mut search = WinLossSearch::new(move |(p, heap): &(Position, u64)| {
                let mut next: Vec<(Position, u64)> =
                    moves(k, p).into_iter().map(|q| (q, *heap)).collect();
                next.extend((0..*heap).map(|h| (p.clone(), h)));
                next
            });
            for a in 0..=max {
                let lost: Vec<u64> = (0..=3)
                    .filter(|&h| !search.wins(&(position(&[a]), h)))
                    .collect();
                assert_eq!(
                    lost,
                    [u64::from(pile_value(k % 2 == 1, a))],
                    "k = {k}, a = {a}"
                );
            }
        }
    }

    #[test]
    fn matches_exhaustive_search_for_k_1_to_6_up_to_3_piles() {
        // For each k, every multiset of 1 pile up to the first bound, 2
        // piles up to the second and 3 piles up to the third.
        for k in 1..=6u64 {
            let [one, two, three] = search_bounds(k);
            let mut search = search(k);
            let mut all = multisets(1, 1, one);
            all.extend(multisets(2, 1, two).into_iter().filter(|p| p.len() == 2));
            all.extend(multisets(3, 1, three).into_iter().filter(|p| p.len() == 3));
            for piles in all {
                assert_eq!(
                    solve(k, piles.iter().copied()),
                    search.wins(&position(&piles)),
                    "k = {k}, {piles:?}"
                );
            }
        }
    }

    /// g(0..=max) by the definition, one pile after the other:
    /// g(a) = mex{g(a - 1), the split's value} with the split's value g(a/2)
    /// for odd k and 0 for even k.
    fn direct_table(k_odd: bool, max: usize) -> Vec<u8> {
        let mut g = vec![0u8; max + 1];
        for a in 1..=max {
            let split = if a % 2 == 0 {
                Some(if k_odd { g[a / 2] } else { 0 })
            } else {
                None
            };
            g[a] = (0..).find(|&v| v != g[a - 1] && Some(v) != split).unwrap();
        }
        g
    }

    #[test]
    fn direct_table_matches_a_search_for_k_1_and_2() {
        // The definition table agrees with the game itself where the search
        // reaches (k = 1 halves, so it reaches far).
        for k in [1u64, 2] {
            let g = direct_table(k % 2 == 1, 64);
            let mut search = search(k);
            for a in 0..=64u64 {
                for b in a..=64 {
                    if k == 2 && b > 20 {
                        break;
                    }
                    let lost = g[a as usize] == g[b as usize];
                    assert_eq!(!search.wins(&position(&[a, b])), lost, "k = {k}, {a} {b}");
                }
            }
        }
    }

    #[test]
    fn pile_values_match_the_direct_table_up_to_2_pow_22() {
        // Halving chains up to 21 deep for odd k.
        for k_odd in [false, true] {
            let g = direct_table(k_odd, 1 << 22);
            for (a, &v) in g.iter().enumerate() {
                assert_eq!(pile_value(k_odd, a as u64), v, "k odd: {k_odd}, a = {a}");
            }
        }
    }

    /// A second computation of a pile's value for odd k, apart from
    /// `pile_value`'s halving loop: from the odd part m and the number j of
    /// factors 2 of a (a = m * 2^j). Odd a: 1 for a = 1 or 3, else 0. Even
    /// a: 0 for a = 2; for m = 3, 2 if j is odd, else 1; otherwise 1 if j is
    /// odd, else 2. Checked against the direct table below.
    fn by_factors_of_two(a: u64) -> u8 {
        if a == 0 {
            return 0;
        }
        let j = a.trailing_zeros();
        let m = a >> j;
        match (m, j) {
            (1 | 3, 0) => 1,
            (_, 0) => 0,
            (1, 1) => 0,
            (3, _) => 2 - (j % 2 == 0) as u8,
            _ => 1 + (j % 2 == 0) as u8,
        }
    }

    /// The second computation for whole inputs too large to search: the
    /// definition table for piles up to 2^22, else the factors-of-two form
    /// for odd k and "1 if even" for even k (the definition table shows
    /// that alternation from a = 3 on).
    fn second_computation(k: u64, piles: &[u64], tables: &[Vec<u8>; 2]) -> &'static str {
        let k_odd = k % 2 == 1;
        let xor = piles.iter().fold(0, |acc, &a| {
            let v = match tables[k_odd as usize].get(a as usize) {
                Some(&v) => v,
                None if k_odd => by_factors_of_two(a),
                None => 1 - (a % 2) as u8,
            };
            acc ^ v
        });
        if xor != 0 {
            "Kevin"
        } else {
            "Nicky"
        }
    }

    fn tables() -> [Vec<u8>; 2] {
        [direct_table(false, 1 << 22), direct_table(true, 1 << 22)]
    }

    #[test]
    fn second_computation_matches_the_direct_table_and_the_search() {
        let tables = tables();
        for (a, &v) in tables[1].iter().enumerate() {
            assert_eq!(by_factors_of_two(a as u64), v, "a = {a}");
        }
        for (a, &v) in tables[0].iter().enumerate().skip(3) {
            assert_eq!(v, 1 - (a % 2) as u8, "a = {a}");
        }
        // The tables themselves against the game, where the search reaches.
        for k in 1..=6u64 {
            let mut search = search(k);
            for piles in multisets(2, 1, search_bounds(k)[1]) {
                let expected = if search.wins(&position(&piles)) {
                    "Kevin"
                } else {
                    "Nicky"
                };
                assert_eq!(
                    second_computation(k, &piles, &tables),
                    expected,
                    "k = {k}, {piles:?}"
                );
            }
        }
    }

    /// The statement's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let n = sc.next_in("n", 1usize, 100_000)?;
        sc.next_in("k", 1u64, 1_000_000_000)?;
        for _ in 0..n {
            sc.next_in("a_i", 1u64, 1_000_000_000)?;
        }
        Ok(())
    }

    /// The search's answer when k <= 6 and the piles are within
    /// `search_bounds(k)` for their count.
    fn reference(input: &str) -> Option<String> {
        let v = numbers(input);
        let (k, piles) = (v[1], &v[2..]);
        if k > 6 || piles.is_empty() || piles.len() > 3 {
            return None;
        }
        if piles.iter().any(|&a| a > search_bounds(k)[piles.len() - 1]) {
            return None;
        }
        let wins = search(k).wins(&position(piles));
        Some(if wins { "Kevin" } else { "Nicky" }.to_string())
    }

    /// The input layout `run` reads: `n k`, then the n piles.
    fn input(k: u64, piles: &[u64]) -> String {
        format!("{} {k}\n{}\n", piles.len(), join(piles))
    }

    /// The generated cases; judge-data/cf603c-lieges-of-legendre/README.md
    /// gives the argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(603);
        let mut cases = Vec::new();
        // k cycles through 1..=6; every other case is redrawn until the
        // search finds it lost for Kevin, so that both answers occur.
        for i in 1..=18 {
            let k = (i - 1) % 6 + 1;
            let mut search = search(k);
            let piles = loop {
                let n = rng.range(1, 3) as usize;
                let max = search_bounds(k)[n - 1];
                let piles: Vec<u64> = (0..n).map(|_| rng.range(1, max)).collect();
                if i % 2 == 0 || !search.wins(&position(&piles)) {
                    break piles;
                }
            };
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(k, &piles),
            ));
        }
        cases.push(Generated::searched("edge-one-cow", input(1, &[1])));
        cases.push(Generated::searched("edge-k-odd-pile-2", input(1, &[2])));
        cases.push(Generated::searched("edge-k-even-pile-2", input(2, &[2])));
        cases.push(Generated::searched("edge-k-odd-pile-4", input(3, &[4])));
        cases.push(Generated::searched("edge-k-odd-128", input(1, &[128])));
        cases.push(Generated::searched("edge-k-odd-48-3", input(1, &[48, 3])));
        // Each special value of the closed forms, isolated: alone where it
        // is worth 0 or 1, else beside a pile whose value is read from the
        // same closed form (README), so no other pile can cancel an error.
        for (stem, k, piles) in [
            ("edge-k-even-2-beside-4", 2, vec![2, 4]),
            ("edge-k-even-pile-3", 2, vec![3]),
            ("edge-k-even-4-beside-1", 2, vec![4, 1]),
            ("edge-k-odd-pile-3", 1, vec![3]),
            ("edge-k-odd-4-beside-6", 1, vec![4, 6]),
            ("edge-k-odd-pile-5", 1, vec![5]),
            ("edge-k-odd-8-beside-1", 1, vec![8, 1]),
        ] {
            cases.push(Generated::searched(stem, input(k, &piles)));
        }
        let max = 1_000_000_000;
        let max_n = 100_000;
        // A lone cow: Kevin takes it and Nicky has no move.
        cases.push(Generated::constructed(
            "edge-max-k-one-cow",
            input(max, &[1]),
            "Kevin",
        ));
        // Pairs: Nicky copies Kevin on the partner pile.
        let mut paired: Vec<u64> = (0..max_n / 2).map(|_| rng.range(1, max)).collect();
        paired.extend(paired.clone());
        rng.shuffle(&mut paired);
        cases.push(Generated::constructed(
            "max-n-paired-k-odd",
            input(max - 1, &paired),
            "Nicky",
        ));
        // Pairs plus one pile of 1: Kevin takes it, then copies.
        let mut tilted: Vec<u64> = (0..(max_n - 1) / 2).map(|_| rng.range(1, max)).collect();
        tilted.extend(tilted.clone());
        tilted.push(1);
        rng.shuffle(&mut tilted);
        cases.push(Generated::constructed(
            "max-n-paired-plus-one-cow-k-even",
            input(max, &tilted),
            "Kevin",
        ));
        let tables = tables();
        // Deep halving chains: piles m * 2^j near 10^9 with j large.
        let deep: Vec<u64> = (0..max_n)
            .map(|_| {
                let j = rng.range(20, 29);
                let m = rng.range(1, max >> j);
                m << j
            })
            .collect();
        let k = max - 1;
        cases.push(Generated::constructed(
            "max-n-deep-halvings-k-odd",
            input(k, &deep),
            second_computation(k, &deep, &tables),
        ));
        let k = max;
        let piles: Vec<u64> = (0..max_n).map(|_| rng.range(1, max)).collect();
        cases.push(Generated::constructed(
            "max-n-random-k-even",
            input(k, &piles),
            second_computation(k, &piles, &tables),
        ));
        // Random piles and a last pile of value equal to the others' xor
        // (by the factors-of-two form: 5, 1 and 4 have values 0, 1, 2).
        let k = 999_999_999;
        let mut piles: Vec<u64> = (0..max_n - 1).map(|_| rng.range(1, max)).collect();
        let xor = piles.iter().fold(0, |acc, &a| acc ^ by_factors_of_two(a));
        piles.push([5, 1, 4][xor as usize]);
        cases.push(Generated::constructed(
            "max-n-balanced-k-odd",
            input(k, &piles),
            second_computation(k, &piles, &tables),
        ));
        // Piles the definition table covers, with k = 1.
        let piles: Vec<u64> = (0..max_n).map(|_| rng.range(1, 1 << 22)).collect();
        cases.push(Generated::constructed(
            "max-n-table-piles-k-1",
            input(1, &piles),
            second_computation(1, &piles, &tables),
        ));
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: k in
    /// 1..=min(6, size), 1 to min(3, size) piles of 1 to min(3 * size^2,
    /// the search's bound for k and the pile count) (size 1: k = 1, one pile
    /// of up to 3; size 8: up to the search's bounds).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let k = rng.range(1, size.min(6));
        let n = rng.range(1, size.min(3));
        let top = (3 * size * size).min(search_bounds(k)[n as usize - 1]);
        let piles: Vec<u64> = (0..n).map(|_| rng.range(1, top)).collect();
        input(k, &piles)
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
        min_searched: 26,
    }
}
