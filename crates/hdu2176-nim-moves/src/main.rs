//! HDU 2176 取(m堆)石子游戏 (list the winning Nim moves):
//! <https://acm.hdu.edu.cn/showproblem.php?pid=2176>
//!
//! **Game**: Nim on m piles; normal play. Print `No` if the first player
//! loses, else `Yes` and every winning first move as `a b` (from a pile of a,
//! leave b), piles in input order. Several cases; `m = 0` ends the input (end
//! of input without it ends it too).
//!
//! **Theory**: Bouton's theorem: with x = a1 ^ ... ^ am, the winning moves
//! are those to nim-sum 0: from each pile with a ^ x < a, leave a ^ x. There
//! is one per such pile, and there is one at least iff x != 0.
//!
//! **Reduction**: each case is one Nim position. The statement gives no
//! bound on pile sizes: u64 holds anything a 32-bit (or 64-bit unsigned)
//! judge sends. A pile of 0 has no move and is never listed.
//!
//! **Complexity**: O(m) time per case. Memory: the piles of one case (two
//! passes), plus the answer, which judge-io writes out whenever it passes
//! 1 MiB; neither grows with the number of cases.

use std::io::Read;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    while !sc.is_at_end()? {
        let m: usize = sc.next()?;
        if m == 0 {
            break;
        }
        let piles: Vec<u64> = sc.vec(m)?;
        let mut moves = solve(&piles).peekable();
        if moves.peek().is_none() {
            out.push(b"No\n")?;
            continue;
        }
        out.push(b"Yes\n")?;
        for (from, keep) in moves {
            out.push_u64(from)?;
            out.push(b" ")?;
            out.push_u64(keep)?;
            out.push(b"\n")?;
        }
    }
    Ok(())
}

/// The winning first moves of Nim on `piles`, in input order, as (stones in
/// the pile, stones to leave); none iff the first player loses.
fn solve(piles: &[u64]) -> impl Iterator<Item = (u64, u64)> + '_ {
    let x = nim_sum(piles.iter().copied());
    piles
        .iter()
        .filter(move |&&a| a ^ x < a)
        .map(move |&a| (a, a ^ x))
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        cases_until_zero, check, check_malformed, check_table, input_until_zero, multisets,
        nim_moves, others_nim_sums, winning_nim_moves, Expect, Generated, Rng, WinLossSearch,
    };

    use super::{run, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn moves_follow_input_order_and_repeat_for_equal_piles() {
        check(run, "3\n10 9 10\n0\n", "Yes\n10 3\n9 0\n10 3\n");
    }

    #[test]
    fn pile_sizes_beyond_32_bits_do_not_overflow() {
        check(
            run,
            "2\n4294967295 4294967296\n0\n",
            "Yes\n4294967296 4294967295\n",
        );
    }

    /// Every first move by the rules that the search finds winning, as the
    /// judge prints it: (stones in the pile, stones left).
    fn searched_moves<F>(search: &mut WinLossSearch<Vec<u64>, F>, piles: &[u64]) -> Vec<(u64, u64)>
    where
        F: FnMut(&Vec<u64>) -> Vec<Vec<u64>>,
    {
        winning_nim_moves(search, piles)
            .into_iter()
            .map(|(i, keep)| (piles[i], keep))
            .collect()
    }

    #[test]
    fn matches_exhaustive_search_up_to_4_piles_of_6_in_every_order() {
        // Every ordered sequence of 1 to 4 piles of 0 to 6 (order matters
        // for the listing; a pile of 0 is outside the statement but still a
        // position): 7 + 49 + 343 + 2401 = 2800 positions.
        let mut search = WinLossSearch::new(nim_moves);
        for n in 1..=4u32 {
            for code in 0..7u64.pow(n) {
                let piles: Vec<u64> = (0..n).map(|i| code / 7u64.pow(i) % 7).collect();
                let listed: Vec<(u64, u64)> = solve(&piles).collect();
                assert_eq!(listed, searched_moves(&mut search, &piles), "{piles:?}");
            }
        }
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "3\n3 6 9\n0\n");
        // The same on a pile (the input may end without its 0).
        check_malformed(run, "3\n3 6 9\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                // No case at all: the input may end without the final 0.
                ("empty", "", Answer("")),
                (
                    "m overflow",
                    "18446744073709551616\n1\n0\n",
                    Reject("found `18446744073709551616`"),
                ),
                ("truncated", "3\n1 2\n", Reject("end of input")),
                // A count the input cannot deliver: nothing is allocated by it.
                (
                    "m = 2^64 - 1",
                    "18446744073709551615\n1 2\n",
                    Reject("end of input"),
                ),
                (
                    "trailing after the 0",
                    "1\n1\n0\n5\n",
                    Reject("after the end"),
                ),
                // Outside the statement's bounds, but the rules still answer.
                ("no final 0", "1\n5\n", Answer("Yes\n5 0\n")),
                ("only the 0", "0\n", Answer("")),
                // A pile of 0 has no move: never listed, and it changes
                // nothing else.
                ("pile of 0", "3\n0 6 5\n0\n", Answer("Yes\n6 5\n")),
                ("only piles of 0", "2\n0 0\n0\n", Answer("No\n")),
                // Equal piles are allowed: the second player mirrors.
                ("equal piles", "2\n7 7\n0\n", Answer("No\n")),
                (
                    "piles of 2^64 - 1",
                    "3\n18446744073709551615 18446744073709551615 1\n0\n",
                    Answer(
                        "Yes\n18446744073709551615 18446744073709551614\n18446744073709551615 18446744073709551614\n1 0\n",
                    ),
                ),
                (
                    "pile above 2^31",
                    "2\n4294967296 1\n0\n",
                    Answer("Yes\n4294967296 1\n"),
                ),
            ],
        );
    }

    /// The statement's constraints, token by token (with the pile bound we
    /// assume).
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        loop {
            let m = sc.next_in("m", 0usize, 200_000)?;
            if m == 0 {
                return Ok(());
            }
            for _ in 0..m {
                // No bound is stated; we keep to what a 32-bit int holds.
                sc.next_in("a_i", 1u64, i32::MAX as u64)?;
            }
        }
    }

    fn answer(moves: &[(u64, u64)]) -> String {
        if moves.is_empty() {
            return "No\n".to_string();
        }
        let mut s = "Yes\n".to_string();
        for (a, b) in moves {
            s.push_str(&format!("{a} {b}\n"));
        }
        s
    }

    /// The search's listings if every case has at most 4 piles of at most 8.
    fn reference(input: &str) -> Option<String> {
        let cases = cases_until_zero(input);
        if cases
            .iter()
            .any(|c| c.len() > 4 || c.iter().any(|&a| a > 8))
        {
            return None;
        }
        let mut search = WinLossSearch::new(nim_moves);
        Some(
            cases
                .iter()
                .map(|c| answer(&searched_moves(&mut search, c)))
                .collect(),
        )
    }

    /// The second computation for large cases (see the folder's README):
    /// pile i with the nim-sum of the other piles, where that is smaller.
    fn moves_by_others(piles: &[u64]) -> Vec<(u64, u64)> {
        let others = others_nim_sums(piles);
        piles
            .iter()
            .zip(others)
            .filter(|&(&a, o)| o < a)
            .map(|(&a, o)| (a, o))
            .collect()
    }

    #[test]
    fn second_computation_matches_the_search() {
        let mut search = WinLossSearch::new(nim_moves);
        for piles in &multisets(4, 1, 7)[1..] {
            assert_eq!(moves_by_others(piles), searched_moves(&mut search, piles));
        }
    }

    /// The generated cases; judge-data/hdu2176-nim-moves/README.md says what
    /// backs each answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(2176);
        let mut cases = Vec::new();
        for i in 1..=6 {
            let c: Vec<Vec<u64>> = (0..30)
                .map(|_| {
                    let m = rng.range(1, 4) as usize;
                    (0..m).map(|_| rng.range(1, 8)).collect()
                })
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input_until_zero(&c),
            ));
        }
        cases.push(Generated::searched(
            "edge-one-pile-and-duplicates",
            input_until_zero(&[vec![1], vec![7], vec![5, 5, 5], vec![2, 2, 3, 3]]),
        ));
        let top = i32::MAX as u64;
        // Small cases of large piles, one boundary each: a winning move that
        // takes more than 10^6 stones, or almost all of a pile of 2^31 - 1;
        // a pile equal to the nim-sum (the move empties it); winning piles
        // out of increasing order; equal winning piles, each its own line.
        let large = [
            vec![top, 1],
            vec![top, 1 << 30],
            vec![2_000_000_000, 3, 1_999_999_999],
            vec![1, 2, 3, 5],
            vec![1 << 30, 123_456_789, (1 << 30) ^ 123_456_789, 77],
            vec![7, 6, 2],
            vec![top, top - 1, top - 2],
            vec![4, 4, 4],
            vec![top, top, top],
        ];
        let listing: String = large.iter().map(|c| answer(&moves_by_others(c))).collect();
        cases.push(Generated::constructed(
            "edge-large-moves-and-order",
            input_until_zero(&large),
            &listing,
        ));
        // Pairs: a second-player win by mirroring, so `No`.
        let mut half: Vec<u64> = (0..100_000).map(|_| rng.range(1, top)).collect();
        half.extend(half.clone());
        rng.shuffle(&mut half);
        cases.push(Generated::constructed(
            "max-m-paired",
            input_until_zero(&[half]),
            "No\n",
        ));
        let random: Vec<u64> = (0..200_000).map(|_| rng.range(1, top)).collect();
        let listing = answer(&moves_by_others(&random));
        cases.push(Generated::constructed(
            "max-m-random",
            input_until_zero(&[random]),
            &listing,
        ));
        // Many equal piles plus one: every equal pile is a winning move.
        let mut equal = vec![top; 199_999];
        equal.push(1);
        let listing = answer(&moves_by_others(&equal));
        cases.push(Generated::constructed(
            "max-m-equal-plus-one",
            input_until_zero(&[equal]),
            &listing,
        ));
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
    /// cases, each of m in 1..=min(4, 1 + size / 2) piles of 1 to size
    /// stones, then 0 (size 1: one pile of 1; size 8: up to 4 piles of up to
    /// 8, the most the search takes).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let cases: Vec<Vec<u64>> = (0..rng.range(1, 3))
            .map(|_| {
                let m = rng.range(1, (1 + size / 2).min(4));
                (0..m).map(|_| rng.range(1, size)).collect()
            })
            .collect();
        input_until_zero(&cases)
    }

    /// An input at the listing's boundaries for `scripts/stress`, with
    /// piles up to 2^31 - 1, so that moves take up to 2^31 - 2 stones: 1
    /// to 3 cases, each of 1 to 3 random piles of at most 2^(3 * size + 7)
    /// (kind 0); or those piles plus one equal to their nim-sum (kind 1:
    /// nim-sum 0, `No`); or, when the first two random piles exist and
    /// differ, those two, a third equal to their XOR and one more random
    /// pile q (kind 2: the nim-sum is q, and a winning move empties q).
    fn boundary_input(rng: &mut Rng, size: u64) -> String {
        let top = (1u64 << (3 * size + 7).min(31)) - 1;
        let cases: Vec<Vec<u64>> = (0..rng.range(1, 3))
            .map(|_| {
                let mut c: Vec<u64> = (0..rng.range(1, 3)).map(|_| rng.range(1, top)).collect();
                match rng.range(0, 2) {
                    0 => {}
                    1 => {
                        let x = c.iter().fold(0, |acc, &a| acc ^ a);
                        if x > 0 {
                            c.push(x);
                        }
                    }
                    _ => {
                        c.truncate(2);
                        if c.len() == 2 && c[0] != c[1] {
                            c.push(c[0] ^ c[1]);
                        }
                        c.push(rng.range(1, top));
                    }
                }
                rng.shuffle(&mut c);
                c
            })
            .collect();
        input_until_zero(&cases)
    }

    /// The stress test's answer: the search where it reaches, else the
    /// second computation (checked against the search above).
    fn stress_reference(input: &str) -> Option<String> {
        reference(input).or_else(|| {
            Some(
                cases_until_zero(input)
                    .iter()
                    .map(|c| answer(&moves_by_others(c)))
                    .collect(),
            )
        })
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
        min_searched: 7,
    }
}
