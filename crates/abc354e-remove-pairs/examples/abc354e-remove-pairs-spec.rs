//! AtCoder ABC354 E Remove Pairs's spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search over the sets of cards
//! left (up to 50000 sub-multisets), and the inputs made from them, the
//! large ones answered by construction or by a second computation checked
//! against the search in the tests; apart from the solution.

use std::collections::HashMap;

use judge_io::Error;
use test_support::{shape, Generated, Rng, Strict, WinLossSearch};

pub type Card = (u64, u64);

/// Every position one move away, by the rules alone: remove two cards
/// with the same front or the same back. Positions are sorted lists
/// of the cards on the table.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(cards: &Vec<Card>) -> Vec<Vec<Card>> {
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

pub fn canonical(cards: &[Card]) -> Vec<Card> {
    let mut p = cards.to_vec();
    p.sort_unstable();
    p
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::pairs::validate(
        sc,
        ("N", 1..=18),
        ("A_i", 1..=1_000_000_000),
        ("B_i", 1..=1_000_000_000),
    )
}

pub fn words(takahashi_wins: bool) -> String {
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
    let cards = shape::pairs::read(input);
    if sub_multisets(&cards) > 50_000 {
        return None;
    }
    Some(words(WinLossSearch::new(moves).wins(&canonical(&cards))))
}

fn input(cards: &[Card]) -> String {
    shape::pairs::input(cards)
}

/// The second computation for inputs too large to search: a memoised
/// recursion from the full set, written apart from `solve`: top-down,
/// only over the sets reached, the pairs found by comparing the cards
/// afresh in each set, the sets as sorted index lists in a map.
pub fn second_computation(cards: &[Card]) -> String {
    fn wins(cards: &[Card], on_table: Vec<usize>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
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

const BILLION: u64 = 1_000_000_000;

/// `n` distinct values in 1..=10^9.
fn distinct(rng: &mut Rng, n: usize) -> Vec<u64> {
    rng.distinct(n, 1..=BILLION)
}

/// 18 cards, each front drawn from `fronts` and its back from `backs`.
fn cards_from(rng: &mut Rng, fronts: &[u64], backs: &[u64]) -> Vec<Card> {
    let mut pick = |values: &[u64]| values[rng.range(0, values.len() as u64 - 1) as usize];
    (0..18).map(|_| (pick(fronts), pick(backs))).collect()
}

/// The generated cases; judge-data/abc354e-remove-pairs/README.md
/// gives the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(354);
    let mut cases = Generated::searched_series("random-small", 1..=12, |_| {
        let n = rng.range(1, 12) as usize;
        let max = rng.range(2, 5);
        let cards: Vec<Card> = (0..n)
            .map(|_| (rng.range(1, max), rng.range(1, max)))
            .collect();
        input(&cards)
    });
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
    cases.extend(Generated::searched_series("max-n-few-kinds", 1..=3, |_| {
        let values = distinct(&mut rng, 3);
        input(&cards_from(&mut rng, &values, &values))
    }));
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
        let cards = cards_from(&mut rng, &fronts, &backs);
        cases.push(Generated::constructed(
            &format!("max-n-random-{i:02}"),
            input(&cards),
            &second_computation(&cards),
        ));
    }
    // Random cards on more values: too many kinds to search.
    let fronts = distinct(&mut rng, 6);
    let backs = distinct(&mut rng, 6);
    let cards = cards_from(&mut rng, &fronts, &backs);
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

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 26,
}
