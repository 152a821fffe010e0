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
//! to the largest pile and shared by all piles.
//!
//! **Complexity**: O(max(h) * k + n) time, O(max(h)) memory. Piles are
//! checked against the statement's bound (10000) before the table is sized.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Scanner};
use sg_core::{nim_sum, subtraction_table};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Vec<u8>) -> Result<(), Error> {
    let k: usize = sc.next()?;
    let moves = sc.vec::<usize>(k)?;
    let n: usize = sc.next()?;
    let mut piles = Vec::with_capacity(n.min(1 << 16));
    for _ in 0..n {
        piles.push(sc.next_in("h_i", 1usize, 10_000)?);
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
        check(
            r"2
2 5
3
2 4 7
",
            "Yes\n",
        );
    }

    #[test]
    fn piles_below_every_move_are_a_loss() {
        check("1\n5\n3\n1 2 4\n", "No\n");
    }

    #[test]
    fn pile_above_the_bound_is_an_error() {
        assert!(judge_io::run_str(run, "1\n1\n1\n10001\n").is_err());
    }

    /// The moves by the rules, on sorted piles without empty ones.
    fn set_moves(moves: &[u64]) -> impl FnMut(&Vec<u64>) -> Vec<Vec<u64>> + '_ {
        move |piles: &Vec<u64>| {
            let mut next = Vec::new();
            for i in 0..piles.len() {
                for &s in moves {
                    if s <= piles[i] {
                        next.push(test_support::with_pile(piles, i, piles[i] - s));
                    }
                }
            }
            next
        }
    }

    #[test]
    fn matches_exhaustive_search_for_every_set_in_1_to_5() {
        // Every non-empty S within {1..5} (31 sets) and every multiset of 0
        // to 3 piles of 1 to 10 stones (286): 8866 positions.
        let positions = multisets(3, 1, 10);
        assert_eq!(positions.len(), 286);
        let mut checked = 0;
        for mask in 1u32..32 {
            let moves: Vec<u64> = (1..=5).filter(|s| mask & (1 << (s - 1)) != 0).collect();
            let moves_usize: Vec<usize> = moves.iter().map(|&s| s as usize).collect();
            let mut search = WinLossSearch::new(set_moves(&moves));
            for piles in &positions {
                let piles_usize: Vec<usize> = piles.iter().map(|&p| p as usize).collect();
                let first_wins = solve(&moves_usize, &piles_usize);
                assert_eq!(first_wins, search.wins(piles), "S = {moves:?}, {piles:?}");
                checked += 1;
            }
        }
        assert_eq!(checked, 31 * 286);
    }

    fn validate<R: Read>(sc: &mut Scanner<R>, _: &mut Vec<u8>) -> Result<(), Error> {
        let k = sc.next_in("k", 1usize, 100)?;
        let mut moves = Vec::new();
        for _ in 0..k {
            moves.push(sc.next_in("s_i", 1u32, 10_000)?);
        }
        moves.sort_unstable();
        if moves.windows(2).any(|w| w[0] == w[1]) {
            return Err(Error::new("the values of S are not distinct"));
        }
        let n = sc.next_in("n", 1usize, 100)?;
        for _ in 0..n {
            sc.next_in("h_i", 1u32, 10_000)?;
        }
        Ok(())
    }

    #[test]
    fn judge_data_inputs_meet_the_constraints() {
        test_support::assert_inputs_valid(PACKAGE, |input| {
            judge_io::run_str(validate, input).map(drop)
        });
    }

    /// The search's answer for at most 3 piles of at most 12, or one pile of
    /// any size.
    fn reference(input: &str) -> Option<String> {
        let v = numbers(input);
        let k = v[0] as usize;
        let moves = v[1..=k].to_vec();
        let mut piles = v[k + 2..].to_vec();
        if piles.len() > 1 && (piles.len() > 3 || piles.iter().any(|&p| p > 12)) {
            return None;
        }
        piles.sort_unstable();
        let wins = WinLossSearch::new(set_moves(&moves)).wins(&piles);
        Some(if wins { "Yes" } else { "No" }.to_string())
    }

    fn input(moves: &[u64], piles: &[u64]) -> String {
        format!(
            "{}\n{}\n{}\n{}\n",
            moves.len(),
            join(moves),
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
            let moves = random_set(&mut rng, k, 6);
            let n = rng.range(1, 3) as usize;
            let piles: Vec<u64> = (0..n).map(|_| rng.range(1, 12)).collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(&moves, &piles),
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
        let mut search = WinLossSearch::new(set_moves(&big_set));
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

    #[test]
    fn judge_data_answers_are_backed_independently() {
        let searched = test_support::assert_answers_backed(PACKAGE, &generated(), reference);
        assert!(searched >= 16, "only {searched} cases backed by search");
    }
}
