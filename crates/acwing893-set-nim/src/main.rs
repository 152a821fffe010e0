//! AcWing 893 集合-Nim游戏 (set Nim): <https://www.acwing.com/problem/content/895/>
//!
//! **Game**: n piles and a set S of k positive integers; a move removes s
//! stones from one pile for some s in S (s at most the pile). Normal play.
//!
//! **Theory**: Sprague-Grundy theorem: each pile is a subtraction game with
//! g(h) = mex{ g(h - s) : s in S, s <= h }, and the first player wins iff
//! g(h1) ^ ... ^ g(hn) != 0.
//!
//! **Reduction**: one Grundy table of the subtraction game S, built once up
//! to the largest pile and shared by all piles. Moves above the largest pile
//! are never legal and a repeated s is the same move, so the table uses the
//! k' distinct moves up to the largest pile. An s of 0 (outside the
//! statement) is a move that changes nothing, so with any pile on the table
//! play never ends and no one wins: such an input is rejected.
//!
//! **Complexity**: O(max(h) * k' + n + k log k) time, O(max(h) + n + k) memory;
//! at the statement's bounds (h <= 10^4, k <= 100) 10^6 steps. Outside them
//! the binary answers up to a table of 10^6 + 1 entries (piles up to 10^6)
//! costing at most 10^8 steps (max(h) * k'), and rejects larger inputs, naming
//! the pile.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::{nim_sum, subtraction_table};

/// The largest pile this binary tabulates (the statement's bound is 10^4).
const MAX_PILE: usize = 1_000_000;
/// The largest table cost, max(h) times the distinct usable moves, that this
/// binary spends (the statement's bounds cost at most 10^6).
const MAX_STEPS: u64 = 100_000_000;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let k: usize = sc.next()?;
    let set = sc.vec::<u64>(k)?;
    let n: usize = sc.next()?;
    let mut piles = Vec::new();
    for _ in 0..n {
        piles.push(sc.next_in("h_i", 0usize, MAX_PILE)?);
    }
    // Tokens: k is token 1, s_i token i + 1, n token k + 2, h_j token k + 2 + j.
    if let Some(i) = set.iter().position(|&s| s == 0) {
        if n > 0 {
            return Err(Error::new(format!(
                "token {}: s_i = 0 removes nothing, so with a pile on the table the game never ends",
                i + 2
            )));
        }
    }
    let (max_at, max) = piles
        .iter()
        .copied()
        .enumerate()
        .max_by_key(|&(_, h)| h)
        .unwrap_or((0, 0));
    let mut moves: Vec<usize> = set
        .iter()
        .filter(|&&s| s >= 1 && s <= max as u64)
        .map(|&s| s as usize)
        .collect();
    moves.sort_unstable();
    moves.dedup();
    let steps = max as u64 * moves.len() as u64;
    if steps > MAX_STEPS {
        return Err(Error::new(format!(
            "token {}: h_i = {max} with {} distinct moves up to it needs a Grundy table of {steps} steps, above this binary's limit of {MAX_STEPS}",
            k + 3 + max_at,
            moves.len()
        )));
    }
    let first_wins = solve(&moves, &piles);
    writeln!(out, "{}", if first_wins { "Yes" } else { "No" })?;
    Ok(())
}

/// Whether the first player wins the sum of subtraction games with move set
/// `moves` on `piles`.
fn solve(moves: &[usize], piles: &[usize]) -> bool {
    let max = piles.iter().copied().max().unwrap_or(0);
    let g = subtraction_table(max, moves);
    nim_sum(piles.iter().map(|&h| g[h] as u64)) != 0
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, join, multisets, numbers, Expect, Generated, Rng,
        WinLossSearch,
    };

    use super::{run, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn piles_below_every_move_are_a_loss() {
        check(run, "1\n5\n3\n1 2 4\n", "No\n");
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "2\n2 5\n3\n2 4 7\n");
        use Expect::{Answer, Reject};
        // S = {1..=101} and a pile of 10^6: 1.01 * 10^8 table steps.
        let too_costly: &'static str = Box::leak(
            format!(
                "101\n{}\n1\n1000000\n",
                join(&(1..=101).collect::<Vec<u64>>())
            )
            .into_boxed_str(),
        );
        // S = {1..=100} and a pile of 10^6: exactly 10^8 steps. With S = {1..=m}
        // the player to move wins iff h is not a multiple of m + 1 (take the
        // remainder, then complete every round to m + 1); 10^6 = 101 * 9900 + 100.
        let at_the_limit: &'static str = Box::leak(
            format!(
                "100\n{}\n1\n1000000\n",
                join(&(1..=100).collect::<Vec<u64>>())
            )
            .into_boxed_str(),
        );
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated", "2\n2 5\n3\n2 4\n", Reject("end of input")),
                // The statement's S is a set of distinct values; a repeated s
                // is the same move, so the sample's answer stands.
                ("duplicate s", "3\n2 5 2\n3\n2 4 7\n", Answer("Yes\n")),
                // Outside the statement's bounds, but the rules still answer.
                (
                    "s above every pile",
                    "3\n2 5 100000000000\n3\n2 4 7\n",
                    Answer("Yes\n"),
                ),
                ("empty pile", "2\n2 5\n4\n0 2 4 7\n", Answer("Yes\n")),
                ("k = 0: no move", "0\n2\n3 5\n", Answer("No\n")),
                ("n = 0: no move", "2\n2 5\n0\n", Answer("No\n")),
                ("s = 0 and no pile", "2\n0 5\n0\n", Answer("No\n")),
                (
                    "s = 0 with a pile",
                    "2\n5 0\n1\n7\n",
                    Reject("token 3: s_i = 0"),
                ),
                // S = {1}: the players take one stone each, so an even pile
                // loses.
                ("pile of 10^6", "1\n1\n1\n1000000\n", Answer("No\n")),
                (
                    "pile above 10^6",
                    "1\n1\n1\n1000001\n",
                    Reject("h_i = 1000001 is outside 0..=1000000"),
                ),
                ("table at 10^8 steps", at_the_limit, Answer("Yes\n")),
                (
                    "table above 10^8 steps",
                    too_costly,
                    Reject("token 104: h_i = 1000000 with 101 distinct moves"),
                ),
            ],
        );
    }

    /// The moves by the rules, on sorted piles without empty ones: remove s
    /// stones from one pile, for s in `set` with s at most the pile.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(set: &[u64], piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for i in 0..piles.len() {
            for &s in set {
                if s <= piles[i] {
                    next.push(test_support::with_pile(piles, i, piles[i] - s));
                }
            }
        }
        next
    }

    /// Whether the player to move wins on `piles` (any order, empty piles
    /// allowed), by the search.
    fn search_wins<F>(search: &mut WinLossSearch<Vec<u64>, F>, piles: &[u64]) -> bool
    where
        F: FnMut(&Vec<u64>) -> Vec<Vec<u64>>,
    {
        let mut p: Vec<u64> = piles.iter().copied().filter(|&h| h > 0).collect();
        p.sort_unstable();
        search.wins(&p)
    }

    #[test]
    fn matches_exhaustive_search_every_set_in_1_to_5_up_to_3_piles_of_0_to_10() {
        // Every non-empty S within {1..5} (31 sets) and every multiset of 0
        // to 3 piles of 0 to 10 stones.
        let positions = multisets(3, 0, 10);
        for mask in 1u32..32 {
            let set: Vec<u64> = (1..=5).filter(|s| mask & (1 << (s - 1)) != 0).collect();
            let set_usize: Vec<usize> = set.iter().map(|&s| s as usize).collect();
            let mut search = WinLossSearch::new(|p: &Vec<u64>| moves(&set, p));
            for piles in &positions {
                let piles_usize: Vec<usize> = piles.iter().map(|&p| p as usize).collect();
                assert_eq!(
                    solve(&set_usize, &piles_usize),
                    search_wins(&mut search, piles),
                    "S = {set:?}, {piles:?}"
                );
            }
        }
    }

    /// The problem's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let k = sc.next_in("k", 1usize, 100)?;
        let mut set = Vec::new();
        for _ in 0..k {
            set.push(sc.next_in("s_i", 1u32, 10_000)?);
        }
        set.sort_unstable();
        if set.windows(2).any(|w| w[0] == w[1]) {
            return Err(Error::new("the values of S are not distinct"));
        }
        let n = sc.next_in("n", 1usize, 100)?;
        for _ in 0..n {
            sc.next_in("h_i", 1u32, 10_000)?;
        }
        Ok(())
    }

    /// The search's answer for at most 3 piles of at most 12, or one pile of
    /// any size.
    fn reference(input: &str) -> Option<String> {
        let v = numbers(input);
        let k = v[0] as usize;
        let set = v[1..=k].to_vec();
        let piles = v[k + 2..].to_vec();
        if piles.len() > 1 && (piles.len() > 3 || piles.iter().any(|&p| p > 12)) {
            return None;
        }
        let wins = search_wins(
            &mut WinLossSearch::new(|p: &Vec<u64>| moves(&set, p)),
            &piles,
        );
        Some(if wins { "Yes" } else { "No" }.to_string())
    }

    fn input(set: &[u64], piles: &[u64]) -> String {
        format!(
            "{}\n{}\n{}\n{}\n",
            set.len(),
            join(set),
            piles.len(),
            join(piles)
        )
    }

    /// k distinct values from 1..=max_s.
    fn random_set(rng: &mut Rng, k: usize, max_s: u64) -> Vec<u64> {
        let mut set = Vec::new();
        while set.len() < k {
            let s = rng.range(1, max_s);
            if !set.contains(&s) {
                set.push(s);
            }
        }
        set
    }

    /// The generated cases; judge-data/acwing893-set-nim/README.md gives the
    /// argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut cases = Vec::new();
        let mut rng = Rng::new(893);
        for i in 1..=12 {
            let k = rng.range(1, 4) as usize;
            let set = random_set(&mut rng, k, 6);
            let n = rng.range(1, 3) as usize;
            let piles: Vec<u64> = (0..n).map(|_| rng.range(1, 12)).collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(&set, &piles),
            ));
        }
        let big_set = random_set(&mut rng, 100, 10_000);
        cases.push(Generated::searched(
            "edge-one-max-pile-k-100",
            input(&big_set, &[10_000]),
        ));
        cases.push(Generated::searched(
            "edge-one-pile-no-move",
            input(&[10_000], &[9_999]),
        ));
        cases.push(Generated::searched("edge-s-is-1", input(&[1], &[10_000])));
        // S given in decreasing order, one pile equal to the smallest move:
        // the only move is the last one listed.
        cases.push(Generated::searched(
            "edge-s-descending-pile-is-smallest-move",
            input(&[5, 2], &[2]),
        ));
        // S out of order, its largest value first, one pile equal to a move
        // and one between two moves: every move the pile allows comes after a
        // larger value in the list.
        cases.push(Generated::searched(
            "edge-s-unordered-pile-at-a-move",
            input(&[9, 4, 7, 1], &[4]),
        ));
        cases.push(Generated::searched(
            "edge-s-unordered-pile-below-a-move",
            input(&[9, 4, 7], &[6]),
        ));
        // Two piles of different nonzero Grundy values (1 and 2 under S =
        // {1, 2}, whose values are h mod 3): the answer rests on their values,
        // not only on which piles win alone.
        cases.push(Generated::searched(
            "edge-values-1-and-2",
            input(&[2, 1], &[1, 2]),
        ));
        // Piles in equal pairs: the second player mirrors.
        let mut paired: Vec<u64> = (0..50).map(|_| rng.range(1, 10_000)).collect();
        paired.extend(paired.clone());
        rng.shuffle(&mut paired);
        cases.push(Generated::constructed(
            "max-k-n-paired",
            input(&big_set, &paired),
            "No",
        ));
        cases.push(Generated::constructed(
            "max-all-10000",
            input(&big_set, &[10_000; 100]),
            "No",
        ));
        // Pairs plus one pile that is a first-player win alone (decided by
        // the search on that one pile): the first player moves it to a
        // losing pile, then mirrors.
        let mut search = WinLossSearch::new(|p: &Vec<u64>| moves(&big_set, p));
        let lone = (1..=10_000u64)
            .rev()
            .find(|&h| search.wins(&vec![h]))
            .unwrap();
        let pairs: Vec<u64> = (0..49).map(|_| rng.range(1, 10_000)).collect();
        let mut odd = pairs.clone();
        odd.extend(pairs);
        odd.push(lone);
        rng.shuffle(&mut odd);
        cases.push(Generated::constructed(
            "max-k-pairs-plus-winning-pile",
            input(&big_set, &odd),
            "Yes",
        ));
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: S of 1 to
    /// min(4, size) distinct values from 1..=size + 1, then 1 to min(3,
    /// size) piles of 1 to min(12, 3 * size / 2 + 1) stones (size 1: S = {1}
    /// or {2}, one pile of 1 or 2; size 8: up to 4 values up to 9, up to 3
    /// piles of up to 12).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let mut values: Vec<u64> = (1..=size + 1).collect();
        rng.shuffle(&mut values);
        let k = rng.range(1, size.min(4)) as usize;
        let mut set = values[..k].to_vec();
        set.sort_unstable();
        let n = rng.range(1, size.min(3));
        let piles: Vec<u64> = (0..n)
            .map(|_| rng.range(1, (3 * size / 2 + 1).min(12)))
            .collect();
        input(&set, &piles)
    }

    /// An input at the theory's boundaries for `scripts/stress`: which moves
    /// fit a pile is decided at the values of S, so the boundaries are
    /// h = s - 1, s, s + 1 for s in S. S: 1 to min(4, size) distinct values
    /// from 1..=size + 1, in random order (not sorted, as the statement
    /// allows); one pile at a boundary of a random s of S, alone (its answer
    /// depends on that boundary only) or, half of the time, beside a second
    /// pile of 1 to 12 stones.
    fn boundary_input(rng: &mut Rng, size: u64) -> String {
        let mut values: Vec<u64> = (1..=size + 1).collect();
        rng.shuffle(&mut values);
        let k = rng.range(1, size.min(4)) as usize;
        let set = values[..k].to_vec();
        let s = set[rng.range(0, k as u64 - 1) as usize];
        let mut piles = vec![(s + rng.range(0, 2)).saturating_sub(1).max(1)];
        if rng.range(0, 1) == 1 {
            piles.push(rng.range(1, 12));
            rng.shuffle(&mut piles);
        }
        input(&set, &piles)
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
        min_searched: 20,
    }
}
