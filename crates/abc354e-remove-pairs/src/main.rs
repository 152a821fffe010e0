//! AtCoder ABC354 E Remove Pairs:
//! <https://atcoder.jp/contests/abc354/tasks/abc354_e>
//!
//! **Game**: N cards, card i with A_i on its front and B_i on its back; a
//! move removes two cards on the table with equal fronts or equal backs (a
//! front is never compared with a back). Normal play: Takahashi moves
//! first, and whoever cannot move loses.
//!
//! **Theory**: one game, so no Grundy values: win/lose by its definition
//! over the 2^N sets S of cards still on the table: S is won for the player
//! to move iff some removable pair {i, j} in S leaves S \ {i, j} lost. The
//! game ends (each move removes two cards), so the recursion is well
//! founded; the answer is the full set's.
//!
//! **Reduction**: the pairs as bit masks (`partners[i]`: the cards j > i
//! that pair with i); the sets as bit masks, memoised top-down from the full
//! set, so only the sets the search reaches are settled (every other set
//! has the wrong parity of cards or is skipped by a cut: a won set stops at
//! its first move to a lost one). N above [`MAX_N`] = 20 is rejected (2^N
//! states; the statement's bound is 18).
//!
//! **Complexity**: O(2^(N-1) * N^2 / 2) time at worst (every pair
//! removable), 2^N bytes of memory (256 KiB for N = 18).

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

/// The most cards this program tabulates (the statement's bound is 18).
const MAX_N: u64 = 20;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: N, then N lines `A_i B_i`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    if n > MAX_N {
        return Err(Error::new(format!(
            "token 1: N = {n} is above {MAX_N}, the most cards this program tabulates (2^N sets)"
        )));
    }
    let mut cards = Vec::with_capacity(n as usize);
    for _ in 0..n {
        let a: u64 = sc.next()?;
        let b: u64 = sc.next()?;
        cards.push((a, b));
    }
    writeln!(out, "{}", if solve(&cards) { "Takahashi" } else { "Aoki" })?;
    Ok(())
}

/// Whether the first player wins with `cards` (front, back) on the table;
/// at most [`MAX_N`] cards.
fn solve(cards: &[(u64, u64)]) -> bool {
    let n = cards.len();
    // partners[i]: bit j set for every j > i that pairs with card i.
    let partners: Vec<u32> = (0..n)
        .map(|i| {
            (i + 1..n)
                .filter(|&j| cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1)
                .fold(0, |acc, j| acc | 1 << j)
        })
        .collect();
    let mut memo = vec![UNKNOWN; 1 << n];
    wins((1 << n) - 1, &partners, &mut memo)
}

const UNKNOWN: u8 = 0;
const WON: u8 = 1;
const LOST: u8 = 2;

/// Whether the set `s` (a bit mask of the cards on the table) is won for
/// the player to move, memoised in `memo`. Top-down from the full set, so
/// only the sets reached are settled, and a won set stops at its first
/// move to a lost one (a set without cards of the full set's parity is
/// never reached). The recursion is at most N / 2 deep.
fn wins(s: usize, partners: &[u32], memo: &mut [u8]) -> bool {
    match memo[s] {
        WON => return true,
        LOST => return false,
        _ => {}
    }
    let mut won = false;
    let mut rest = s;
    'search: while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let mut js = partners[i] as usize & s;
        while js != 0 {
            let j = js.trailing_zeros() as usize;
            js &= js - 1;
            if !wins(s ^ (1 << i) ^ (1 << j), partners, memo) {
                won = true;
                break 'search;
            }
        }
    }
    memo[s] = if won { WON } else { LOST };
    won
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, counted_pairs, counted_pairs_input_one, multisets,
        Expect, Generated, Rng, WinLossSearch,
    };

    use super::{run, solve};

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
        check_malformed(run, "2\n1 9\n1 4\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated", "2\n1 9\n1\n", Reject("end of input")),
                (
                    "N = 21",
                    "21\n1 1\n",
                    Reject("token 1: N = 21 is above 20"),
                ),
                (
                    "N = 2^64 - 1",
                    "18446744073709551615\n1 1\n",
                    Reject("is above 20"),
                ),
                // Outside the statement's bounds, but the rules still answer.
                ("N = 0", "0\n", Answer("Aoki\n")),
                ("one card", "1\n5 5\n", Answer("Aoki\n")),
                (
                    "values 0 and 2^64 - 1",
                    "2\n0 18446744073709551615\n0 1\n",
                    Answer("Takahashi\n"),
                ),
                // A front equal to a back is no pair.
                ("front equals back", "2\n1 2\n2 1\n", Answer("Aoki\n")),
                // 20 cards, all fronts equal: 10 moves, whatever is played.
                (
                    "N = 20",
                    "20\n7 1\n7 2\n7 3\n7 4\n7 5\n7 6\n7 7\n7 8\n7 9\n7 10\n7 11\n7 12\n7 13\n7 14\n7 15\n7 16\n7 17\n7 18\n7 19\n7 20\n",
                    Answer("Aoki\n"),
                ),
            ],
        );
    }

    type Card = (u64, u64);

    /// Every position one move away, by the rules alone: remove two cards
    /// with the same front or the same back. Positions are sorted lists
    /// of the cards on the table.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(cards: &Vec<Card>) -> Vec<Vec<Card>> {
        let mut next = Vec::new();
        for i in 0..cards.len() {
            for j in i + 1..cards.len() {
                if cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1 {
                    let mut p = cards.clone();
                    p.remove(j);
                    p.remove(i);
                    next.push(p);
                }
            }
        }
        next.sort();
        next.dedup();
        next
    }

    fn canonical(cards: &[Card]) -> Vec<Card> {
        let mut p = cards.to_vec();
        p.sort_unstable();
        p
    }

    #[test]
    fn matches_exhaustive_search_up_to_7_cards_of_values_up_to_3() {
        // Every multiset of up to 7 cards with front and back in 1..=3
        // (9 kinds of card): 11440 positions.
        let mut search = WinLossSearch::new(moves);
        for kinds in multisets(7, 0, 8) {
            let cards: Vec<Card> = kinds.iter().map(|&k| (k / 3 + 1, k % 3 + 1)).collect();
            assert_eq!(solve(&cards), search.wins(&canonical(&cards)), "{cards:?}");
        }
    }

    #[test]
    fn matches_exhaustive_search_on_random_cards_up_to_12() {
        // Random lists (in input order, not sorted) of up to 12 cards.
        let mut rng = Rng::new(3540);
        let mut search = WinLossSearch::new(moves);
        for _ in 0..600 {
            let n = rng.range(0, 12) as usize;
            let max = rng.range(2, 6);
            let cards: Vec<Card> = (0..n)
                .map(|_| (rng.range(1, max), rng.range(1, max)))
                .collect();
            assert_eq!(solve(&cards), search.wins(&canonical(&cards)), "{cards:?}");
        }
    }

    /// The statement's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let n = sc.next_in("N", 1usize, 18)?;
        for _ in 0..n {
            sc.next_in("A_i", 1u64, 1_000_000_000)?;
            sc.next_in("B_i", 1u64, 1_000_000_000)?;
        }
        Ok(())
    }

    fn words(takahashi_wins: bool) -> String {
        if takahashi_wins { "Takahashi" } else { "Aoki" }.to_string()
    }

    /// How many distinct card multisets lie below `cards` (the product of
    /// (count + 1) over the kinds of card): the most positions the search
    /// can meet.
    fn sub_multisets(cards: &[Card]) -> u64 {
        let mut counts: HashMap<Card, u64> = HashMap::new();
        for &c in cards {
            *counts.entry(c).or_insert(0) += 1;
        }
        counts.values().map(|&c| c + 1).product()
    }

    /// The search's answer when it meets at most 50000 positions.
    fn reference(input: &str) -> Option<String> {
        let cards = counted_pairs(input);
        if sub_multisets(&cards) > 50_000 {
            return None;
        }
        Some(words(WinLossSearch::new(moves).wins(&canonical(&cards))))
    }

    fn input(cards: &[Card]) -> String {
        counted_pairs_input_one(cards)
    }

    /// The second computation for inputs too large to search: a memoised
    /// recursion from the full set, written apart from `solve`: top-down,
    /// only over the sets reached, the pairs found by comparing the cards
    /// afresh in each set, the sets as sorted index lists in a map.
    fn second_computation(cards: &[Card]) -> String {
        fn wins(
            cards: &[Card],
            on_table: Vec<usize>,
            memo: &mut HashMap<Vec<usize>, bool>,
        ) -> bool {
            if let Some(&w) = memo.get(&on_table) {
                return w;
            }
            let mut res = false;
            'moves: for (x, &i) in on_table.iter().enumerate() {
                for &j in &on_table[x + 1..] {
                    if cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1 {
                        let rest: Vec<usize> = on_table
                            .iter()
                            .copied()
                            .filter(|&k| k != i && k != j)
                            .collect();
                        if !wins(cards, rest, memo) {
                            res = true;
                            break 'moves;
                        }
                    }
                }
            }
            memo.insert(on_table, res);
            res
        }
        words(wins(cards, (0..cards.len()).collect(), &mut HashMap::new()))
    }

    #[test]
    fn second_computation_matches_the_search() {
        let mut rng = Rng::new(354);
        let mut search = WinLossSearch::new(moves);
        for _ in 0..400 {
            let n = rng.range(1, 11) as usize;
            let max = rng.range(2, 5);
            let cards: Vec<Card> = (0..n)
                .map(|_| (rng.range(1, max), rng.range(1, max)))
                .collect();
            assert_eq!(
                second_computation(&cards),
                words(search.wins(&canonical(&cards))),
                "{cards:?}"
            );
        }
    }

    const BILLION: u64 = 1_000_000_000;

    /// `n` distinct values in 1..=10^9.
    fn distinct(rng: &mut Rng, n: usize) -> Vec<u64> {
        let mut res: Vec<u64> = Vec::new();
        while res.len() < n {
            let v = rng.range(1, BILLION);
            if !res.contains(&v) {
                res.push(v);
            }
        }
        res
    }

    /// The generated cases; judge-data/abc354e-remove-pairs/README.md
    /// gives the argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(354);
        let mut cases = Vec::new();
        for i in 1..=12 {
            let n = rng.range(1, 12) as usize;
            let max = rng.range(2, 5);
            let cards: Vec<Card> = (0..n)
                .map(|_| (rng.range(1, max), rng.range(1, max)))
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(&cards),
            ));
        }
        for (stem, cards) in [
            ("edge-one-card", vec![(1, 1)]),
            ("edge-front-equals-back", vec![(1, 2), (2, 1)]),
            ("edge-same-card-twice", vec![(5, 5), (5, 5)]),
            ("edge-three-equal-fronts", vec![(3, 1), (3, 2), (3, 4)]),
            ("edge-chain", vec![(1, 1), (1, 2), (2, 2), (2, 3), (3, 3)]),
        ] {
            cases.push(Generated::searched(stem, input(&cards)));
        }
        // The slowest input found for a search with no memo (it counted
        // 6.5 * 10^8 positions visited, by a scan once over every split of
        // 18 cards into the four cards (1, 1), (1, 2), (2, 1), (2, 2), in
        // that order, between 2 and 7 of each); the memoised table and the
        // search see only 4 * 7 * 7 * 4 positions.
        let mut slow = vec![(1, 1); 3];
        slow.extend([(1, 2); 6]);
        slow.extend([(2, 1); 6]);
        slow.extend([(2, 2); 3]);
        cases.push(Generated::searched("max-n-slow-without-memo", input(&slow)));
        // N = 18 with few kinds of card: the search still reaches them.
        for i in 1..=3 {
            let values = distinct(&mut rng, 3);
            let cards: Vec<Card> = (0..18)
                .map(|_| {
                    (
                        values[rng.range(0, 2) as usize],
                        values[rng.range(0, 2) as usize],
                    )
                })
                .collect();
            cases.push(Generated::searched(
                &format!("max-n-few-kinds-{i:02}"),
                input(&cards),
            ));
        }
        // 18 copies of one card (every pair removable; the reference C++
        // solution's slowest input).
        let c = rng.range(1, BILLION);
        cases.push(Generated::searched(
            "max-n-all-same-card",
            input(&[(c, c); 18]),
        ));
        // All fronts equal, backs distinct: any two cards form a pair, so
        // every move removes two and the game lasts floor(N / 2) moves.
        let front = rng.range(1, BILLION);
        let backs = distinct(&mut rng, 20);
        let all: Vec<Card> = backs[..18].iter().map(|&b| (front, b)).collect();
        cases.push(Generated::constructed(
            "max-n-all-fronts-equal",
            input(&all),
            "Takahashi",
        ));
        // 16 of those and 2 cards that pair with nothing (fronts and backs
        // of their own): 8 moves.
        let mut sixteen: Vec<Card> = all[..16].to_vec();
        let fronts = distinct(&mut rng, 3);
        let loner_fronts: Vec<u64> = fronts.into_iter().filter(|&f| f != front).collect();
        sixteen.push((loner_fronts[0], backs[18]));
        sixteen.push((loner_fronts[1], backs[19]));
        rng.shuffle(&mut sixteen);
        cases.push(Generated::constructed(
            "max-n-16-equal-fronts-and-2-loners",
            input(&sixteen),
            "Aoki",
        ));
        // Every front and every back distinct: no move.
        let fronts = distinct(&mut rng, 18);
        let backs = distinct(&mut rng, 18);
        let lonely: Vec<Card> = fronts.iter().copied().zip(backs.iter().copied()).collect();
        cases.push(Generated::constructed(
            "max-n-no-pair",
            input(&lonely),
            "Aoki",
        ));
        // Groups sharing a front, every back distinct: each group of m
        // cards lasts floor(m / 2) moves, whatever is played.
        let backs = distinct(&mut rng, 18);
        let fronts = distinct(&mut rng, 18);
        let mut grouped: Vec<Card> = Vec::new();
        let mut moves_left = 0;
        let mut g = 0;
        while grouped.len() < 18 {
            let m = (rng.range(1, 7) as usize).min(18 - grouped.len());
            for _ in 0..m {
                grouped.push((fronts[g], backs[grouped.len()]));
            }
            moves_left += m / 2;
            g += 1;
        }
        rng.shuffle(&mut grouped);
        cases.push(Generated::constructed(
            "max-n-front-groups",
            input(&grouped),
            &words(moves_left % 2 == 1),
        ));
        // Random cards on 4 fronts and 4 backs (the search reaches these
        // too).
        for i in 1..=2 {
            let fronts = distinct(&mut rng, 4);
            let backs = distinct(&mut rng, 4);
            let cards: Vec<Card> = (0..18)
                .map(|_| {
                    (
                        fronts[rng.range(0, 3) as usize],
                        backs[rng.range(0, 3) as usize],
                    )
                })
                .collect();
            cases.push(Generated::constructed(
                &format!("max-n-random-{i:02}"),
                input(&cards),
                &second_computation(&cards),
            ));
        }
        // Random cards on more values: too many kinds to search.
        let fronts = distinct(&mut rng, 6);
        let backs = distinct(&mut rng, 6);
        let cards: Vec<Card> = (0..18)
            .map(|_| {
                (
                    fronts[rng.range(0, 5) as usize],
                    backs[rng.range(0, 5) as usize],
                )
            })
            .collect();
        assert!(sub_multisets(&cards) > 50_000);
        cases.push(Generated::constructed(
            "max-n-random-wide",
            input(&cards),
            &second_computation(&cards),
        ));
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
    /// 2 * size + 2 cards (at most 18), fronts and backs in 1..=3, so that
    /// pairs are frequent and the search meets at most 3^9 multisets (size
    /// 1: up to 4 cards; size 8: up to 18).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let n = rng.range(1, (2 * size + 2).min(18));
        let cards: Vec<Card> = (0..n).map(|_| (rng.range(1, 3), rng.range(1, 3))).collect();
        input(&cards)
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
