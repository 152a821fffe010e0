//! Luogu P1290 欧几里德的游戏 (Euclid's game; also POJ 2348):
//! <https://www.luogu.com.cn/problem/P1290>
//!
//! **Game**: two positive integers; a move subtracts a positive multiple of
//! the smaller from the larger, leaving it non-negative. Normal play in
//! effect: whoever makes a 0 wins (the opponent then has no move). Stan
//! moves first.
//!
//! **Theory**: with a >= b > 0 and a = q·b + r (0 <= r < b): if r = 0, take
//! q·b and win; if q >= 2, the player to move chooses between (b, r) and
//! (b + r, b), and the only move from (b + r, b) is to (b, r), so one of the
//! two is a loss for the opponent: a win. If q = 1 the only move is to
//! (b, r). So the player to move wins iff, along the Euclidean algorithm,
//! the first quotient that is >= 2 (or the last step, r = 0) comes after an
//! even number of forced steps with q = 1.
//!
//! **Reduction**: each line is one game; the two numbers may come in either
//! order. Any pair of positive u64 values is answered; a 0 is rejected (a
//! pair with a 0 is a finished game: nobody is to move).
//!
//! **Complexity**: O(log min(M, N)) per game (the Euclidean algorithm), O(1)
//! memory.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: C, then C lines `M N`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let games: usize = sc.next()?;
    for _ in 0..games {
        let m = sc.next_in("M", 1u64, u64::MAX)?;
        let n = sc.next_in("N", 1u64, u64::MAX)?;
        writeln!(
            out,
            "{}",
            if solve(m, n) {
                "Stan wins"
            } else {
                "Ollie wins"
            }
        )?;
    }
    Ok(())
}

/// Whether the player to move wins Euclid's game on the positive `m`, `n`.
fn solve(m: u64, n: u64) -> bool {
    let (mut a, mut b) = if m >= n { (m, n) } else { (n, m) };
    let mut mover_wins = true;
    // Each pass is one forced move (a < 2b, so a - b is the only one) until
    // a position with a free choice or a finishing move.
    loop {
        // a / b >= 2 without forming 2·b (no overflow near 2^64).
        if a % b == 0 || a / b >= 2 {
            return mover_wins;
        }
        let r = a - b;
        a = b;
        b = r;
        mover_wins = !mover_wins;
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, counted_pairs, counted_pairs_input_one, Expect,
        Generated, Rng, WinLossSearch,
    };

    use super::{run, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "2\n25 7\n24 15\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated pair", "1\n25\n", Reject("end of input")),
                ("missing pair", "2\n25 7\n", Reject("end of input")),
                // A pair with a 0 is a finished game: nobody is to move.
                ("M = 0", "1\n0 7\n", Reject("M = 0 is outside")),
                ("N = 0", "1\n7 0\n", Reject("N = 0 is outside")),
                ("both 0", "1\n0 0\n", Reject("M = 0 is outside")),
                // Outside the statement's bounds, but the rules still answer.
                ("C = 0", "0\n", Answer("")),
                (
                    "C above 6",
                    "7\n1 1\n2 1\n3 2\n5 3\n8 5\n13 8\n21 13\n",
                    Answer("Stan wins\nStan wins\nOllie wins\nStan wins\nOllie wins\nStan wins\nOllie wins\n"),
                ),
                // Equal numbers: subtract once, make 0.
                (
                    "equal at 2^64 - 1",
                    "1\n18446744073709551615 18446744073709551615\n",
                    Answer("Stan wins\n"),
                ),
                // (F(93), F(92)), the largest consecutive Fibonacci numbers in
                // a u64: every quotient is 1 down to (F(3), F(2)) = (2, 1),
                // 90 forced moves, so Stan is to move at (2, 1) and wins.
                (
                    "Fibonacci above 2^31",
                    "1\n12200160415121876738 7540113804746346429\n",
                    Answer("Stan wins\n"),
                ),
                // Quotient 2 at the top of u64 (2·b overflows a u64 here).
                (
                    "quotient 2 near 2^64",
                    "1\n18446744073709551615 9223372036854775807\n",
                    Answer("Stan wins\n"),
                ),
                // Larger number second.
                ("M < N", "1\n7 25\n", Answer("Stan wins\n")),
            ],
        );
    }

    /// A position: the two numbers, larger first. (x, 0) is the end of the
    /// game: the player who made the 0 has won, so the player to move has
    /// lost, and it has no move.
    type Pair = (u64, u64);

    fn sorted(x: u64, y: u64) -> Pair {
        (x.max(y), x.min(y))
    }

    /// The moves by the rules: subtract k·b from a for every k >= 1 with
    /// k·b <= a.
    fn moves(&(a, b): &Pair) -> Vec<Pair> {
        if b == 0 {
            return Vec::new();
        }
        (1..=a / b).map(|k| sorted(a - k * b, b)).collect()
    }

    fn new_search() -> WinLossSearch<Pair, fn(&Pair) -> Vec<Pair>> {
        WinLossSearch::new(moves as fn(&Pair) -> Vec<Pair>)
    }

    /// The largest number the search is asked about.
    const SEARCH_MAX: u64 = 400;

    #[test]
    fn matches_exhaustive_search_up_to_400() {
        // Every pair of numbers 1..=400, both orders: 160000 games.
        let mut search = new_search();
        for m in 1..=SEARCH_MAX {
            for n in 1..=SEARCH_MAX {
                assert_eq!(solve(m, n), search.wins(&sorted(m, n)), "({m}, {n})");
            }
        }
    }

    /// The second computation, apart from `solve`: the golden-ratio
    /// characterisation (Cole and Davie, 1969): with a >= b > 0, the player
    /// to move wins iff a = b or a / b > φ = (1 + √5) / 2. In integers:
    /// a > φ·b iff 2a - b > √5·b iff (2a - b)² > 5b² (both sides positive;
    /// √5·b is irrational for b > 0, so never equal). Exact in u128 for
    /// numbers below 8·10^18 (then 2a - b < 2^64 and 5b² < 2^128).
    fn golden_wins(m: u64, n: u64) -> bool {
        let (a, b) = (u128::from(m.max(n)), u128::from(m.min(n)));
        assert!(
            a < 8_000_000_000_000_000_000,
            "golden_wins takes numbers below 8e18"
        );
        a == b || (2 * a - b) * (2 * a - b) > 5 * b * b
    }

    #[test]
    fn golden_ratio_characterisation_matches_exhaustive_search_up_to_400() {
        let mut search = new_search();
        for m in 1..=SEARCH_MAX {
            for n in 1..=SEARCH_MAX {
                assert_eq!(golden_wins(m, n), search.wins(&sorted(m, n)), "({m}, {n})");
            }
        }
    }

    /// The Fibonacci numbers F(1) = F(2) = 1, ..., up to the first at or
    /// above 2^62 (F(91) = 4660046610375530309, below 8e18).
    fn fibonacci() -> Vec<u64> {
        let mut f = vec![1u64, 1];
        while f[f.len() - 1] < 1 << 62 {
            f.push(f[f.len() - 1] + f[f.len() - 2]);
        }
        f
    }

    #[test]
    fn large_pairs_agree_with_the_golden_ratio_characterisation() {
        // Random pairs up to 2^62 at every scale, consecutive Fibonacci
        // numbers and their neighbours (the ratios nearest φ), and ratios
        // near 2 (where one quotient switches between 1 and 2).
        let mut rng = Rng::new(1290);
        let mut pairs = Vec::new();
        for _ in 0..20_000 {
            let top = 1u64 << rng.range(1, 62);
            pairs.push((rng.range(1, top), rng.range(1, top)));
            let b = rng.range(1, top / 2 + 1);
            let a = 2 * b + rng.range(0, 2) - 1;
            pairs.push((a.max(1), b));
        }
        let f = fibonacci();
        for i in 1..f.len() - 1 {
            for (da, db) in [(0, 0), (1, 0), (0, 1), (1, 1), (2, 1)] {
                pairs.push((f[i + 1] + da, f[i] + db));
                pairs.push((f[i] + db, f[i + 1] + da));
            }
        }
        for (m, n) in pairs {
            assert_eq!(solve(m, n), golden_wins(m, n), "({m}, {n})");
        }
    }

    /// The statement's constraints: C <= 6, M and N positive and below 2^31.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let games = sc.next_in("C", 1usize, 6)?;
        for _ in 0..games {
            sc.next_in("M", 1u64, (1 << 31) - 1)?;
            sc.next_in("N", 1u64, (1 << 31) - 1)?;
        }
        Ok(())
    }

    fn words(stan_wins: bool) -> &'static str {
        if stan_wins {
            "Stan wins\n"
        } else {
            "Ollie wins\n"
        }
    }

    /// The search's answers when every number is at most 400.
    fn reference(input: &str) -> Option<String> {
        let games = counted_pairs(input);
        if games.iter().any(|&(m, n)| m.max(n) > SEARCH_MAX) {
            return None;
        }
        let mut search = new_search();
        Some(
            games
                .iter()
                .map(|&(m, n)| words(search.wins(&sorted(m, n))))
                .collect(),
        )
    }

    /// The search's answers where it reaches, else the golden-ratio
    /// characterisation (checked against the search up to 400 above): for
    /// `boundary_input`, whose pairs go up to 2^31.
    fn reference_or_golden(input: &str) -> Option<String> {
        reference(input).or_else(|| {
            Some(
                counted_pairs(input)
                    .iter()
                    .map(|&(m, n)| words(golden_wins(m, n)))
                    .collect(),
            )
        })
    }

    /// The answer of the second computation for a whole input.
    fn golden_answer(games: &[(u64, u64)]) -> String {
        games
            .iter()
            .map(|&(m, n)| words(golden_wins(m, n)))
            .collect()
    }

    const MAX: u64 = (1 << 31) - 1;

    /// Pairs at the theory's boundaries below 2^31 (the statement's bound):
    /// consecutive Fibonacci numbers (ratios nearest φ, on alternate sides),
    /// pairs with quotient exactly 2 and a forced chain behind, and losing
    /// pairs with b >= 2^30 and a < 2b (where 2·b overflows a signed 32-bit
    /// int).
    fn boundary_pairs(rng: &mut Rng) -> Vec<(u64, u64)> {
        let f = fibonacci();
        let i = rng.range(1, 44) as usize; // F(46) = 1836311903 < 2^31 - 1.
        let mut pairs = vec![(f[i + 1], f[i])];
        // Neighbours of a Fibonacci pair: one number off by one.
        let j = rng.range(4, 44) as usize;
        pairs.push((f[j + 1] + rng.range(0, 1), f[j] + rng.range(0, 1)));
        // Quotient 2 over a pair (b, r) that is lost for the player to move
        // there, or won: (2b + r, b).
        let k = rng.range(3, 44) as usize;
        let (b, r) = (f[k + 1], f[k]);
        if 2 * b + r <= MAX {
            pairs.push((2 * b + r, b));
        }
        // A pair (b + c, b) with b >= 2^30 and b / c >= 2: the forced move
        // leads to (b, c), a win for the opponent.
        let b = rng.range(1 << 30, (1 << 30) + (1 << 29));
        let c = rng.range(1, (MAX - b).min(b / 2));
        pairs.push((b + c, b));
        rng.shuffle(&mut pairs);
        pairs
            .into_iter()
            .map(|(a, b)| if rng.range(0, 1) == 0 { (a, b) } else { (b, a) })
            .collect()
    }

    /// The generated cases; judge-data/luogu1290-euclid-game/README.md gives
    /// the backing of each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(1290);
        let mut cases = Vec::new();
        for i in 1..=10 {
            let games: Vec<(u64, u64)> = (0..6)
                .map(|_| (rng.range(1, SEARCH_MAX), rng.range(1, SEARCH_MAX)))
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                counted_pairs_input_one(&games),
            ));
        }
        // Small boundaries, for the search: equal numbers, a number and 1,
        // consecutive Fibonacci numbers (ratios nearest φ), quotient exactly
        // 2 over a chain of forced moves, the first step's quotient 1 with a
        // win two steps later.
        for (stem, games) in [
            (
                "edge-equal-and-ones",
                vec![(1, 1), (400, 400), (1, 400), (400, 1), (2, 1), (1, 2)],
            ),
            (
                "edge-fibonacci",
                vec![(3, 2), (5, 3), (8, 5), (233, 144), (377, 233), (144, 233)],
            ),
            (
                "edge-quotient-2",
                vec![(8, 3), (21, 8), (55, 21), (144, 55), (7, 3), (5, 2)],
            ),
            (
                "edge-forced-first-step",
                vec![(5, 3), (7, 4), (11, 7), (18, 11), (12, 7), (19, 12)],
            ),
        ] {
            cases.push(Generated::searched(stem, counted_pairs_input_one(&games)));
        }
        // Below 2^31: the statement's bound.
        let f = fibonacci();
        // F(46) = 1836311903 and F(45), F(44), ...: consecutive pairs, each
        // order, and neighbours.
        let fib_games: Vec<(u64, u64)> = vec![
            (f[45], f[44]),
            (f[44], f[43]),
            (f[43], f[42]),
            (f[44], f[45]),
            (f[45] + 1, f[44]),
            (f[45], f[44] + 1),
        ];
        cases.push(Generated::constructed(
            "max-fibonacci",
            counted_pairs_input_one(&fib_games),
            &golden_answer(&fib_games),
        ));
        // (F(n + 1), F(n)) for even n = 40, 42, 44 (F(40) = 102334155), in
        // both orders: ratios just above φ, too close for a double's
        // a / b > φ (it answers these wrong).
        let near_phi: Vec<(u64, u64)> = [39, 41, 43]
            .iter()
            .flat_map(|&i| [(f[i + 1], f[i]), (f[i], f[i + 1])])
            .collect();
        cases.push(Generated::constructed(
            "max-fibonacci-above-10-pow-8",
            counted_pairs_input_one(&near_phi),
            &golden_answer(&near_phi),
        ));
        // Quotient exactly 2 over a consecutive Fibonacci pair: (2b + r, b).
        let q2: Vec<(u64, u64)> = (39..45)
            .map(|k| (2 * f[k] + f[k - 1], f[k]))
            .filter(|&(a, _)| a <= MAX)
            .collect();
        cases.push(Generated::constructed(
            "max-quotient-2-over-fibonacci",
            counted_pairs_input_one(&q2),
            &golden_answer(&q2),
        ));
        // b >= 2^30, a < 2b: 2·b overflows a 32-bit int. Three (b + c, b)
        // with b / c >= 2, lost for the player to move (the forced move
        // leaves (b, c), a win); three with c near b, where the chain of
        // forced moves goes on.
        let mut big = Vec::new();
        for k in 0..6u64 {
            let b = (1 << 30) + 12_345 * (k + 1);
            let c = if k < 3 { b / (2 + k) } else { b - b / (3 + k) };
            big.push((b + c, b));
        }
        cases.push(Generated::constructed(
            "max-above-2-pow-30",
            counted_pairs_input_one(&big),
            &golden_answer(&big),
        ));
        let extremes = vec![
            (MAX, MAX),
            (MAX, 1),
            (1, MAX),
            (MAX, MAX - 1),
            (MAX, (MAX + 1) / 2),
            (MAX, MAX / 2),
        ];
        cases.push(Generated::constructed(
            "max-extremes",
            counted_pairs_input_one(&extremes),
            &golden_answer(&extremes),
        ));
        for i in 1..=6 {
            let games = boundary_pairs(&mut rng);
            cases.push(Generated::constructed(
                &format!("max-boundaries-{i:02}"),
                counted_pairs_input_one(&games[..games.len().min(6)]),
                &golden_answer(&games[..games.len().min(6)]),
            ));
        }
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 6
    /// games of numbers 1..=min(400, 50 * size) (size 1: up to 50; size 8:
    /// up to 400, the most the search is asked about).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let top = (50 * size).min(SEARCH_MAX);
        let games: Vec<(u64, u64)> = (0..rng.range(1, 6))
            .map(|_| (rng.range(1, top), rng.range(1, top)))
            .collect();
        counted_pairs_input_one(&games)
    }

    /// Inputs at the theory's boundaries up to 2^31 (`boundary_pairs`), up
    /// to 6 games; answered by `reference_or_golden`.
    fn boundary_input(rng: &mut Rng, size: u64) -> String {
        let mut games = boundary_pairs(rng);
        games.truncate(size.min(6) as usize);
        counted_pairs_input_one(&games)
    }

    test_support::stress_tests! {
        run: run,
        reference: reference_or_golden,
        random_input: random_input,
        boundary_input: boundary_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 15,
    }
}
