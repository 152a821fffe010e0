//! CSES 2207 Grundy's Game: <https://cses.fi/problemset/task/2207>
//!
//! **Game**: one heap of n coins; a move splits one heap into two non-empty
//! heaps of different sizes (so heaps of 1 and 2 are dead). Normal play: the
//! player who cannot move loses. Asked: who wins, for t heaps.
//!
//! **Theory**: Sprague-Grundy: g(n) = mex{ g(a) ^ g(n - a) : 1 <= a < n - a },
//! g(1) = g(2) = 0; the first player wins iff g(n) != 0. The heaps up to
//! 10^6 with g = 0 are exactly the 41 in `SECOND_WINS` (OEIS A036685, the
//! last 1222). What backs that list: the tests compute g by the definition
//! up to 10^5 (and check it, sums of heaps included, against an exhaustive
//! search of the game on every position of at most 40 coins); above 10^5,
//! the one-off computation of g by the definition up to 10^6
//! (`examples/cses2207-grundys-game-full-table.rs`, output recorded in
//! judge-data/cses2207-grundys-game/README.md) found no other zero; the
//! list also agrees with A036685. Beyond 10^6 nothing here has been
//! computed, so such n are rejected.
//!
//! **Reduction**: each n is one heap; n = 0 is no heap, a loss for the
//! player to move.
//!
//! **Complexity**: O(1) per heap (flags over 0..=1222, built from the list
//! at compile time), O(1) memory. Written for edition 2018 and Rust 1.63
//! (CSES compiles with an older rustc).

use std::io::Read;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: t, then t lines with n.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let tests: usize = sc.next()?;
    for _ in 0..tests {
        let n = sc.next_in("n", 0u32, MAX_HEAP)?;
        // Indexed, not branched on: the answers of a mixed input alternate
        // unpredictably.
        out.push(WORDS[usize::from(solve(n))])?;
    }
    Ok(())
}

/// The largest heap answered: the one-off computation's range.
const MAX_HEAP: u32 = 1_000_000;

/// Every heap 1..=10^6 with Grundy value 0 (see the header for what backs
/// the list).
const SECOND_WINS: [u32; 41] = [
    1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359,
    362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

/// The answer words, indexed by whether the first player wins.
const WORDS: [&[u8]; 2] = [b"second\n", b"first\n"];

/// `SECOND_WINS` as flags over 0..=1222, built at compile time.
const SECOND_WINS_FLAGS: [bool; 1223] = second_wins_flags();

const fn second_wins_flags() -> [bool; 1223] {
    let mut flags = [false; 1223];
    let mut i = 0;
    while i < SECOND_WINS.len() {
        flags[SECOND_WINS[i] as usize] = true;
        i += 1;
    }
    flags
}

/// Whether the first player wins Grundy's game on one heap of `n <= 10^6`
/// coins.
fn solve(n: u32) -> bool {
    match SECOND_WINS_FLAGS.get(n as usize) {
        Some(&second) => n != 0 && !second,
        None => true,
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, numbers, Expect, Generated, Rng, WinLossSearch,
    };

    use super::{run, solve, MAX_HEAP};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "3\n6\n7\n8\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated", "3\n6\n7\n", Reject("end of input")),
                // Beyond the one-off computation: not known here.
                (
                    "n above 10^6",
                    "1\n1000001\n",
                    Reject("n = 1000001 is outside"),
                ),
                (
                    "n far above 10^6",
                    "1\n18446744073709551615\n",
                    Reject("token 2"),
                ),
                // Outside the statement's bounds, but the rules still answer.
                ("t = 0", "0\n", Answer("")),
                // No heap: no move, a loss for the player to move.
                ("n = 0", "1\n0\n", Answer("second\n")),
                // The largest heap answered.
                ("n = 10^6", "1\n1000000\n", Answer("first\n")),
            ],
        );
    }

    /// A position: the heaps of 3 or more coins, sorted (heaps of 1 and 2
    /// have no move and never change).
    type Heaps = Vec<u64>;

    fn live(mut heaps: Heaps) -> Heaps {
        heaps.retain(|&h| h >= 3);
        heaps.sort_unstable();
        heaps
    }

    /// The moves by the rules: split one heap h into a and h - a with
    /// 1 <= a < h - a.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(heaps: &Heaps) -> Vec<Heaps> {
        let mut next = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == h {
                continue; // The same heap size, the same moves.
            }
            for a in 1..=(h - 1) / 2 {
                let mut after = heaps.clone();
                after[i] = a;
                after.push(h - a);
                next.push(live(after));
            }
        }
        next
    }

    fn new_search() -> WinLossSearch<Heaps, fn(&Heaps) -> Vec<Heaps>> {
        WinLossSearch::new(moves as fn(&Heaps) -> Vec<Heaps>)
    }

    /// The largest single heap the search is asked about.
    const SEARCH_MAX: u64 = 40;

    #[test]
    fn matches_exhaustive_search_up_to_40() {
        let mut search = new_search();
        for n in 0..=SEARCH_MAX {
            let first = search.wins(&live(vec![n]));
            assert_eq!(solve(n as u32), first, "n = {}", n);
        }
    }

    /// The second computation, apart from `solve`'s list: g(0..=max) by the
    /// definition, g(n) = mex{ g(a) ^ g(n - a) : 1 <= a < n - a }.
    /// O(max^2 / 4).
    fn mex_table(max: usize) -> Vec<u8> {
        let mut g = vec![0u8; max + 1];
        for n in 3..=max {
            let h = (n - 1) / 2;
            let mut seen = [false; 256];
            for (&x, &y) in g[1..=h].iter().zip(g[n - h..n].iter().rev()) {
                seen[usize::from(x ^ y)] = true;
            }
            let mex = seen.iter().position(|&s| !s).expect("values below 256");
            g[n] = mex as u8;
        }
        g
    }

    /// How far the tests compute the definition (about 2.5·10^9 steps,
    /// about a second).
    const TABLE_MAX: usize = 100_000;

    #[test]
    fn mex_table_gives_the_outcome_of_every_sum_of_heaps_up_to_40_coins() {
        // Sprague-Grundy, checked on the game itself: every multiset of
        // heaps of 1..=40 coins with at most 40 coins in all is won by the
        // player to move iff the XOR of the table's values is non-zero.
        let g = mex_table(SEARCH_MAX as usize);
        let mut search = new_search();
        let mut positions = vec![Vec::new()];
        let mut checked = 0;
        while let Some(heaps) = positions.pop() {
            let xor = heaps.iter().fold(0u8, |x, &h: &u64| x ^ g[h as usize]);
            assert_eq!(search.wins(&live(heaps.clone())), xor != 0, "{:?}", heaps);
            checked += 1;
            // Extend by heaps no smaller than the last, within 40 coins.
            let total: u64 = heaps.iter().sum();
            let from = heaps.last().copied().unwrap_or(1);
            for h in from..=SEARCH_MAX - total {
                let mut more = heaps.clone();
                more.push(h);
                positions.push(more);
            }
        }
        // Partitions of 0..=40 into parts: the sum of p(k).
        assert_eq!(checked, 215_308);
    }

    #[test]
    fn matches_the_mex_table_up_to_100000() {
        let g = mex_table(TABLE_MAX);
        for (n, &value) in g.iter().enumerate().skip(1) {
            assert_eq!(solve(n as u32), value != 0, "n = {}", n);
        }
    }

    /// The outcome for every heap above `TABLE_MAX`, up to 10^6: the
    /// one-off computation (examples/cses2207-grundys-game-full-table.rs,
    /// its output in judge-data/cses2207-grundys-game/README.md) found no
    /// heap in 100001..=10^6 with g = 0, so the first player wins them all.
    fn one_off_first_wins(n: usize) -> bool {
        assert!(
            n > TABLE_MAX && n <= MAX_HEAP as usize,
            "the one-off result covers 100001..=10^6, not {}",
            n
        );
        true
    }

    /// The statement's constraints: 1 <= t <= 10^5, 1 <= n <= 10^6.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let tests = sc.next_in("t", 1usize, 100_000)?;
        for _ in 0..tests {
            sc.next_in("n", 1u32, MAX_HEAP)?;
        }
        Ok(())
    }

    fn words(first_wins: bool) -> &'static str {
        if first_wins {
            "first\n"
        } else {
            "second\n"
        }
    }

    fn input(heaps: &[u64]) -> String {
        let mut s = format!("{}\n", heaps.len());
        for h in heaps {
            s.push_str(&format!("{}\n", h));
        }
        s
    }

    /// The search's answers when every heap is at most 40.
    fn reference(input: &str) -> Option<String> {
        let heaps = numbers(input).split_off(1);
        if heaps.iter().any(|&n| n > SEARCH_MAX) {
            return None;
        }
        let mut search = new_search();
        Some(
            heaps
                .iter()
                .map(|&n| words(search.wins(&live(vec![n]))))
                .collect(),
        )
    }

    /// The search's answers where it reaches, else the mex table up to 2000
    /// (checked against the search above): for `boundary_input`.
    fn reference_or_table(input: &str) -> Option<String> {
        reference(input).or_else(|| {
            let g = mex_table(2_000);
            let heaps = numbers(input).split_off(1);
            assert!(heaps.iter().all(|&n| n <= 2_000), "{:?}", heaps);
            Some(heaps.iter().map(|&n| words(g[n as usize] != 0)).collect())
        })
    }

    /// Answers by the test's mex table up to 10^5 and by the one-off
    /// computation above.
    fn table_answer(g: &[u8], heaps: &[u64]) -> String {
        heaps
            .iter()
            .map(|&n| {
                let n = n as usize;
                words(if n <= TABLE_MAX {
                    g[n] != 0
                } else {
                    one_off_first_wins(n)
                })
            })
            .collect()
    }

    /// The heaps with g = 0 up to 2000 by the test's table (not `solve`'s
    /// list).
    fn zeros(g: &[u8]) -> Vec<u64> {
        (1..g.len().min(2_001))
            .filter(|&n| g[n] == 0)
            .map(|n| n as u64)
            .collect()
    }

    /// The generated cases; judge-data/cses2207-grundys-game/README.md gives
    /// the backing of each.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(2207);
        let mut cases = Vec::new();
        for i in 1..=8 {
            let heaps: Vec<u64> = (0..20).map(|_| rng.range(1, SEARCH_MAX)).collect();
            cases.push(Generated::searched(
                &format!("random-small-{:02}", i),
                input(&heaps),
            ));
        }
        let all: Vec<u64> = (1..=SEARCH_MAX).collect();
        cases.push(Generated::searched("edge-every-heap-to-40", input(&all)));
        let g = mex_table(TABLE_MAX);
        let zero = zeros(&g);
        // Every heap 1..=1300: all 41 zeros and every heap around them.
        let to_1300: Vec<u64> = (1..=1_300).collect();
        cases.push(Generated::constructed(
            "table-every-heap-to-1300",
            input(&to_1300),
            &table_answer(&g, &to_1300),
        ));
        // Each zero and its neighbours at distance 1..=3.
        let mut around = Vec::new();
        for &z in &zero {
            for d in 0..=3 {
                around.push(z + d);
                if z > d {
                    around.push(z - d);
                }
            }
        }
        cases.push(Generated::constructed(
            "table-zeros-and-neighbours",
            input(&around),
            &table_answer(&g, &around),
        ));
        let max_t = 100_000;
        // t = 10^5: a third zeros, a third heaps up to 10^5, a third up to
        // 10^6, shuffled.
        let mut mixed: Vec<u64> = (0..max_t)
            .map(|k| match k % 3 {
                0 => zero[rng.range(0, zero.len() as u64 - 1) as usize],
                1 => rng.range(1, TABLE_MAX as u64),
                _ => rng.range(1, u64::from(MAX_HEAP)),
            })
            .collect();
        rng.shuffle(&mut mixed);
        cases.push(Generated::constructed(
            "max-t-mixed",
            input(&mixed),
            &table_answer(&g, &mixed),
        ));
        // t = 10^5 zeros only: every answer `second`.
        let only_zeros: Vec<u64> = (0..max_t)
            .map(|_| zero[rng.range(0, zero.len() as u64 - 1) as usize])
            .collect();
        cases.push(Generated::constructed(
            "max-t-zeros",
            input(&only_zeros),
            &table_answer(&g, &only_zeros),
        ));
        // t = 10^5 heaps from 900001 to 10^6: the one-off computation's
        // range.
        let top: Vec<u64> = (0..max_t as u64).map(|k| u64::from(MAX_HEAP) - k).collect();
        cases.push(Generated::constructed(
            "max-t-largest-heaps",
            input(&top),
            &table_answer(&g, &top),
        ));
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
    /// 2 * size heaps of 1..=5 * size coins (size 8: up to 16 heaps of up to
    /// 40, the most the search is asked about).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let heaps: Vec<u64> = (0..rng.range(1, 2 * size))
            .map(|_| rng.range(1, 5 * size))
            .collect();
        input(&heaps)
    }

    /// Heaps at the theory's boundaries: the heaps with g = 0 of
    /// `SECOND_WINS_BY_SOURCE` and their neighbours at distance 1..=3, 1 to
    /// size of them; answered by `reference_or_table`.
    fn boundary_input(rng: &mut Rng, size: u64) -> String {
        let heaps: Vec<u64> = (0..rng.range(1, size))
            .map(|_| {
                let z = SECOND_WINS_BY_SOURCE[rng.range(0, 40) as usize];
                (z + rng.range(0, 6)).saturating_sub(3).max(1)
            })
            .collect();
        input(&heaps)
    }

    /// The P-positions as OEIS A036685 and the public solutions list them
    /// (copied from the sources, not from `solve`), for `boundary_input`.
    const SECOND_WINS_BY_SOURCE: [u64; 41] = [
        1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346,
        359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929,
        932, 1222,
    ];

    test_support::stress_tests! {
        run: run,
        reference: reference_or_table,
        random_input: random_input,
        boundary_input: boundary_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 10,
    }
}
