//! HDU 1851 A Simple Game: <https://acm.hdu.edu.cn/showproblem.php?pid=1851>
//!
//! **Game**: n piles; pile i has M_i stones and a move on it takes 1 to L_i
//! stones. Normal play. The teacher moves first; the question is whether
//! Agrael, the second player, wins: `Yes` means the first player loses.
//!
//! **Theory**: Sprague-Grundy theorem with the Bash game: pile i has Grundy
//! value M_i % (L_i + 1), and the first player wins iff the nim-sum of those
//! values is not zero. A pile with L_i = 0 allows no move (value 0); a pile
//! with L_i >= M_i can be emptied at once (value M_i), which is also how the
//! value is computed then, so L_i = 2^64 - 1 never overflows L_i + 1.
//!
//! **Reduction**: each pile is a Bash game with its own bound.
//!
//! **Complexity**: O(n) time per case and O(1) memory: the pairs are folded
//! into the nim-sum as they are read, and the answer streams (judge-io).

use std::io::Read;
use std::iter;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let cases: usize = sc.next()?;
    for _ in 0..cases {
        let n: usize = sc.next()?;
        // n lines `M_i L_i`: 2n tokens, taken two at a time. (An n so large
        // that 2n saturates cannot be delivered: the input ends first.)
        let first_wins = sc.values(n.saturating_mul(2), |tokens| {
            solve(iter::from_fn(|| Some((tokens.next()?, tokens.next()?))))
        })?;
        // Agrael (second) wins iff the first player loses.
        out.push(if first_wins { b"No\n" } else { b"Yes\n" })?;
    }
    Ok(())
}

/// Whether the first player wins; each pile is (stones, most per move).
fn solve(piles: impl Iterator<Item = (u64, u64)>) -> bool {
    nim_sum(piles.map(|(stones, most)| bash_value(stones, most))) != 0
}

/// The Grundy value of one pile of `stones` from which a move takes 1 to
/// `most` stones: `stones % (most + 1)`, written so that it cannot overflow
/// (when `most >= stones` the remainder is `stones` itself).
fn bash_value(stones: u64, most: u64) -> u64 {
    if most >= stones {
        stones
    } else if stones <= u64::from(u32::MAX) {
        // Here most < stones < 2^32: a 32-bit division, several times
        // faster than a 64-bit one.
        u64::from(stones as u32 % (most as u32 + 1))
    } else {
        stones % (most + 1)
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, counted_pair_cases, counted_pairs_input, multisets,
        Expect, Generated, Rng, WinLossSearch,
    };

    use super::{run, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn yes_means_the_second_player_wins() {
        // One pile the first player can empty at once: he wins, so "No".
        check(run, "1\n1\n3 5\n", "No\n");
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "2\n1\n5 4\n2\n1 1\n2 2\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated case", "2\n1\n5 4\n", Reject("end of input")),
                ("truncated pair", "1\n2\n5 4\n3\n", Reject("end of input")),
                // A count the input cannot deliver: nothing is allocated by it.
                (
                    "n = 2^64 - 1",
                    "1\n18446744073709551615\n5 4\n",
                    Reject("end of input"),
                ),
                // Outside the statement's bounds, but the rules still answer.
                ("T = 0", "0\n", Answer("")),
                // No pile: the teacher cannot move and loses.
                ("n = 0", "1\n0\n", Answer("Yes\n")),
                // An empty pile changes nothing: 0 ^ (2 % 2) = 0.
                ("M_i = 0", "1\n2\n0 3\n2 1\n", Answer("Yes\n")),
                // L_i = 0: no stone can ever be taken there (value 0), so only
                // the 5 % 5 = 0 pile counts.
                ("L_i = 0", "1\n2\n9 0\n5 4\n", Answer("Yes\n")),
                ("L_i = 0 alone", "1\n1\n3 0\n", Answer("Yes\n")),
                (
                    "n above 10",
                    "1\n11\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n",
                    Answer("No\n"),
                ),
                // 100 % 31 = 7 = 7 % 51: the values cancel.
                ("M_i, L_i above 20", "1\n2\n100 30\n7 50\n", Answer("Yes\n")),
                // Equal piles are allowed: the second player mirrors.
                ("equal piles", "1\n2\n7 3\n7 3\n", Answer("Yes\n")),
                // L_i = 2^64 - 1 >= M_i: the first player empties the pile
                // (L_i + 1 would overflow).
                (
                    "L_i = 2^64 - 1",
                    "1\n1\n18446744073709551615 18446744073709551615\n",
                    Answer("No\n"),
                ),
                // M = L + 1 = 2^64 - 1: whatever the first player takes, the
                // second takes the rest.
                (
                    "M_i = L_i + 1 = 2^64 - 1",
                    "1\n1\n18446744073709551615 18446744073709551614\n",
                    Answer("Yes\n"),
                ),
            ],
        );
    }

    /// The moves by the rules; a position is a sorted list of
    /// (stones, most per move), empty piles dropped.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(piles: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
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

    /// The search's verdict on `piles` in any order, empty piles included.
    fn search_wins<F>(search: &mut WinLossSearch<Vec<(u64, u64)>, F>, piles: &[(u64, u64)]) -> bool
    where
        F: FnMut(&Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>>,
    {
        let mut p: Vec<(u64, u64)> = piles.iter().copied().filter(|&(m, _)| m > 0).collect();
        p.sort_unstable();
        search.wins(&p)
    }

    #[test]
    fn matches_exhaustive_search_up_to_3_piles_of_7_taking_up_to_5() {
        // Every multiset of 0 to 3 piles, each (M, L) with M <= 7 and L <= 5,
        // M = 0 (an empty pile) and L = 0 (a pile nothing can be taken from)
        // included: 48 kinds, 20825 positions.
        let kinds: Vec<(u64, u64)> = (0..=7).flat_map(|m| (0..=5).map(move |l| (m, l))).collect();
        let mut search = WinLossSearch::new(moves);
        for picks in multisets(3, 0, kinds.len() as u64 - 1) {
            let piles: Vec<(u64, u64)> = picks.iter().map(|&k| kinds[k as usize]).collect();
            assert_eq!(
                solve(piles.iter().copied()),
                search_wins(&mut search, &piles),
                "{piles:?}"
            );
        }
    }

    /// The statement's constraints, token by token. It bounds neither the
    /// number of cases nor n from below; we keep to 1..=100000 and n >= 1.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
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

    /// The search's answers if every case has at most 3 piles.
    fn reference(input: &str) -> Option<String> {
        let cases = counted_pair_cases(input);
        if cases.iter().any(|c| c.len() > 3) {
            return None;
        }
        let mut search = WinLossSearch::new(moves);
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

    /// The piles (M, L) at the boundaries of the Grundy value M mod (L + 1):
    /// for every L in 1..=20, M at k(L + 1) - 1, k(L + 1), k(L + 1) + 1 for
    /// k >= 1, and M = 20 (the statement's largest), within 1..=20.
    fn boundary_piles() -> Vec<(u64, u64)> {
        let mut piles = Vec::new();
        for l in 1..=20u64 {
            let mut ms: Vec<u64> = (1..=20 / (l + 1) + 1)
                .flat_map(|k| [k * (l + 1) - 1, k * (l + 1), k * (l + 1) + 1])
                .chain([20])
                .filter(|&m| (1..=20).contains(&m))
                .collect();
            ms.sort_unstable();
            ms.dedup();
            piles.extend(ms.into_iter().map(|m| (m, l)));
        }
        piles
    }

    /// The pile (M, L) beside a pile of value v: (v, 20), or (v, v) when
    /// that would be the same pile, for v >= 1 (a pile with M <= L can be
    /// emptied or left at any smaller size, so its value is M); alone for
    /// v = 0. v = M mod (L + 1) makes the answer `Yes` exactly when the
    /// pile's value is taken right.
    fn beside_known(pile: (u64, u64), v: u64) -> Vec<(u64, u64)> {
        match v {
            0 => vec![pile],
            v if pile == (v, 20) => vec![pile, (v, v)],
            v => vec![pile, (v, 20)],
        }
    }

    /// A value other than v that a pile within the bounds can have: v XOR
    /// 1, or 19 for v = 20 (21 would need M = 21).
    fn other_value(v: u64) -> u64 {
        if v ^ 1 <= 20 {
            v ^ 1
        } else {
            v - 1
        }
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
        // Every boundary pile beside a pile of its value (Yes when the value
        // is right) and beside a pile of another value (No), so no other
        // pile can cancel an error; answered by the search.
        let isolated: Vec<Vec<(u64, u64)>> = boundary_piles()
            .into_iter()
            .flat_map(|(m, l)| {
                let v = m % (l + 1);
                [
                    beside_known((m, l), v),
                    beside_known((m, l), other_value(v)),
                ]
            })
            .collect();
        cases.push(Generated::searched(
            "edge-each-boundary-beside-known",
            counted_pairs_input(&isolated),
        ));
        // Piles costly for a Grundy recursion without a memo (close to 2^M
        // calls for M = 20 and L near 20), laid out as the max case above: 1000
        // cases of 10 piles, even cases 5 pairs (Yes), odd cases 4 pairs and
        // one pile (20, 20), which can be emptied (No).
        let mut heavy = Vec::new();
        let mut answers = String::new();
        for k in 0..1000 {
            let half: Vec<(u64, u64)> = (0..if k % 2 == 0 { 5 } else { 4 })
                .map(|_| (20, rng.range(16, 20)))
                .collect();
            let mut c = half.clone();
            c.extend(half);
            if k % 2 == 1 {
                c.push((20, 20));
            }
            rng.shuffle(&mut c);
            answers.push_str(if k % 2 == 0 { "Yes\n" } else { "No\n" });
            heavy.push(c);
        }
        cases.push(Generated::constructed(
            "max-1000-cases-m-20",
            counted_pairs_input(&heavy),
            &answers,
        ));
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
    /// cases, each of 1 to min(3, size) piles with M and L in
    /// 1..=min(20, 3 * size) (size 1: one pile, M and L up to 3; size 8: up
    /// to 3 piles, M and L up to 20).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let top = (3 * size).min(20);
        let cases: Vec<Vec<(u64, u64)>> = (0..rng.range(1, 3))
            .map(|_| {
                (0..rng.range(1, size.min(3)))
                    .map(|_| (rng.range(1, top), rng.range(1, top)))
                    .collect()
            })
            .collect();
        counted_pairs_input(&cases)
    }

    /// An input at the theory's boundaries for `scripts/stress`: 1 to 3
    /// cases, each a random boundary pile (`boundary_piles`) with L at most
    /// 3 * size, beside a pile of its value or of another value, so the
    /// answer rests on that pile's value alone.
    fn boundary_input(rng: &mut Rng, size: u64) -> String {
        let piles: Vec<(u64, u64)> = boundary_piles()
            .into_iter()
            .filter(|&(_, l)| l <= 3 * size)
            .collect();
        let cases: Vec<Vec<(u64, u64)>> = (0..rng.range(1, 3))
            .map(|_| {
                let (m, l) = piles[rng.range(0, piles.len() as u64 - 1) as usize];
                let v = m % (l + 1);
                let v = if rng.range(0, 1) == 0 {
                    v
                } else {
                    other_value(v)
                };
                let mut c = beside_known((m, l), v);
                rng.shuffle(&mut c);
                c
            })
            .collect();
        counted_pairs_input(&cases)
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
        min_searched: 9,
    }
}
