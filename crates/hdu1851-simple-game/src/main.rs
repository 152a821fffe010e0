//! HDU 1851 A Simple Game: <https://acm.hdu.edu.cn/showproblem.php?pid=1851>
//!
//! **Game**: n piles; pile i has M_i stones and a move on it takes 1 to L_i
//! stones. Normal play. The teacher moves first; the question is whether
//! Agrael, the second player, wins: `Yes` means the first player loses.
//!
//! **Theory**: Sprague-Grundy theorem with the Bash game: pile i has Grundy
//! value M_i % (L_i + 1), and the first player wins iff the nim-sum of those
//! values is not zero.
//!
//! **Reduction**: each pile is a Bash game with its own bound.
//!
//! **Complexity**: O(n) per case.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Vec<u8>) -> Result<(), Error> {
    let cases: usize = sc.next()?;
    for _ in 0..cases {
        let n: usize = sc.next()?;
        let mut piles = Vec::with_capacity(n.min(1 << 16));
        for _ in 0..n {
            let stones: u64 = sc.next()?;
            let max_take = sc.next_in("L_i", 1u64, u64::MAX - 1)?;
            piles.push((stones, max_take));
        }
        // Agrael (second) wins iff the first player loses.
        writeln!(out, "{}", if solve(&piles) { "No" } else { "Yes" })?;
    }
    Ok(())
}

/// Whether the first player wins; each pile is (stones, most per move).
fn solve(piles: &[(u64, u64)]) -> bool {
    nim_sum(piles.iter().map(|&(m, l)| m % (l + 1))) != 0
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use sg_core::WinLossSearch;
    use test_support::{counted_pair_cases, counted_pairs_input, multisets, Generated, Rng};

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
1
5 4
2
1 1
2 2
",
            "Yes\nNo\n",
        );
    }

    #[test]
    fn yes_means_the_second_player_wins() {
        // One pile the first player can empty at once: he wins, so "No".
        check("1\n1\n3 5\n", "No\n");
    }

    /// The moves by the rules; a position is a sorted list of
    /// (stones, most per move), empty piles dropped.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn bounded_moves(piles: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        let mut next = Vec::new();
        for i in 0..piles.len() {
            let (m, l) = piles[i];
            for take in 1..=l.min(m) {
                let mut p = piles.clone();
                if take == m {
                    p.remove(i);
                } else {
                    p[i].0 = m - take;
                    p.sort_unstable();
                }
                next.push(p);
            }
        }
        next
    }

    fn search_wins<F>(search: &mut WinLossSearch<Vec<(u64, u64)>, F>, piles: &[(u64, u64)]) -> bool
    where
        F: FnMut(&Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>>,
    {
        let mut p = piles.to_vec();
        p.sort_unstable();
        search.wins(&p)
    }

    #[test]
    fn matches_exhaustive_search_up_to_3_piles() {
        // Every multiset of 1 to 3 piles, each (M, L) with M <= 7 and L <= 5
        // (35 kinds): 35 + 630 + 7770 = 8435 positions.
        let kinds: Vec<(u64, u64)> = (1..=7).flat_map(|m| (1..=5).map(move |l| (m, l))).collect();
        let mut search = WinLossSearch::new(bounded_moves);
        let mut checked = 0;
        for picks in multisets(3, 0, kinds.len() as u64 - 1).iter().skip(1) {
            let piles: Vec<(u64, u64)> = picks.iter().map(|&k| kinds[k as usize]).collect();
            assert_eq!(solve(&piles), search_wins(&mut search, &piles), "{piles:?}");
            checked += 1;
        }
        assert_eq!(checked, 35 + 630 + 7770);
    }

    fn validate<R: Read>(sc: &mut Scanner<R>, _: &mut Vec<u8>) -> Result<(), Error> {
        // The statement bounds neither the number of cases nor n from below.
        let cases = sc.next_in("T", 1usize, 100_000)?;
        for _ in 0..cases {
            let n = sc.next_in("n", 1usize, 10)?;
            for _ in 0..n {
                sc.next_in("M_i", 1u32, 20)?;
                sc.next_in("L_i", 1u32, 20)?;
            }
        }
        Ok(())
    }

    #[test]
    fn judge_data_inputs_meet_the_constraints() {
        test_support::assert_inputs_valid(PACKAGE, |input| {
            judge_io::run_str(validate, input).map(drop)
        });
    }

    /// The search's answers if every case has at most 3 piles.
    fn reference(input: &str) -> Option<String> {
        let cases = counted_pair_cases(input);
        if cases.iter().any(|c| c.len() > 3) {
            return None;
        }
        let mut search = WinLossSearch::new(bounded_moves);
        let lines: Vec<&str> = cases
            .iter()
            .map(|c| {
                if search_wins(&mut search, c) {
                    "No"
                } else {
                    "Yes"
                }
            })
            .collect();
        Some(lines.join("\n") + "\n")
    }

    fn random_pile(rng: &mut Rng) -> (u64, u64) {
        (rng.range(1, 20), rng.range(1, 20))
    }

    /// The generated cases; judge-data/hdu1851-simple-game/README.md gives
    /// the argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(1851);
        let mut cases = Vec::new();
        for i in 1..=6 {
            let c: Vec<Vec<(u64, u64)>> = (0..30)
                .map(|_| {
                    let n = rng.range(1, 3) as usize;
                    (0..n).map(|_| random_pile(&mut rng)).collect()
                })
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                counted_pairs_input(&c),
            ));
        }
        let edges = vec![
            vec![(20, 20)],
            vec![(20, 19)],
            vec![(1, 20)],
            vec![(20, 1)],
            vec![(19, 1), (1, 1)],
        ];
        cases.push(Generated::searched(
            "edge-single-and-pairs",
            counted_pairs_input(&edges),
        ));
        // 1000 cases: 10 piles as 5 equal pairs -> Yes (mirror); 4 equal
        // pairs plus one pile with M <= L -> No (empty it, then mirror).
        let mut big = Vec::new();
        let mut answers = String::new();
        for k in 0..1000 {
            let half: Vec<(u64, u64)> = (0..if k % 2 == 0 { 5 } else { 4 })
                .map(|_| random_pile(&mut rng))
                .collect();
            let mut c = half.clone();
            c.extend(half);
            if k % 2 == 1 {
                let m = rng.range(1, 20);
                c.push((m, rng.range(m, 20)));
            }
            rng.shuffle(&mut c);
            answers.push_str(if k % 2 == 0 { "Yes\n" } else { "No\n" });
            big.push(c);
        }
        cases.push(Generated::constructed(
            "max-n-paired-1000-cases",
            counted_pairs_input(&big),
            &answers,
        ));
        cases
    }

    #[test]
    fn judge_data_answers_are_backed_independently() {
        let searched = test_support::assert_answers_backed(PACKAGE, &generated(), reference);
        assert!(searched >= 8, "only {searched} cases backed by search");
    }
}
