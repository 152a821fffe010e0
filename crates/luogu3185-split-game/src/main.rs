//! Luogu P3185 [HNOI2007] 分裂游戏 (split game; also BZOJ 1188):
//! <https://www.luogu.com.cn/problem/P3185>
//!
//! **Game**: bottles 0..n-1 hold beans; a move takes one bean out of a
//! bottle i and puts one into bottle j and one into bottle k, i < j <= k.
//! Normal play: the player who cannot move loses. Asked: the smallest
//! winning first move (i, j, k), compared as integers, and how many there
//! are.
//!
//! **Theory**: Sprague-Grundy: each bean is a game of its own (a move acts
//! on one bean, and its beans only go right), so the position's value is
//! the XOR of its beans' values; a bean's value depends only on its
//! distance d to the last bottle: g(0) = 0, g(d) = mex{ g(a) ^ g(b) :
//! 0 <= a <= b < d }. Two beans in one bottle cancel, so
//! X = XOR of g(n - 1 - i) over the bottles with p_i odd. A move (i, j, k)
//! with p_i > 0 changes X by g(i) ^ g(j) ^ g(k) (bottle numbers for
//! distances here), so it wins iff X ^ g(i) ^ g(j) ^ g(k) = 0; with X = 0
//! none does (g(i) is never g(j) ^ g(k) for j, k > i, by the mex).
//!
//! **Reduction**: per test, X from the parities, then every (i, j, k) in
//! increasing order with p_i > 0: the first hit is the answer, the hits
//! counted.
//!
//! **Complexity**: g up to distance n - 1 once, O(n^3) (it grows with the
//! largest n seen); O(n^3) per test for the moves (1540 triples for
//! n = 21), O(n) memory.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::mex;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

/// The most bottles answered (the statement's bound is 21): g up to
/// distance 199 is O(200^3) work, and the moves of a test 1.3·10^6.
const MAX_N: usize = 200;

// Input: t, then per test n and the n bean counts.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let tests: usize = sc.next()?;
    let mut g = Vec::new();
    for _ in 0..tests {
        let n = sc.next_in("n", 0, MAX_N)?;
        let beans = sc.vec::<u64>(n)?;
        extend_grundy(&mut g, n);
        let answer = solve(&beans, &g);
        match answer.first {
            Some((i, j, k)) => writeln!(out, "{i} {j} {k}")?,
            None => writeln!(out, "-1 -1 -1")?,
        }
        writeln!(out, "{}", answer.count)?;
    }
    Ok(())
}

/// The winning first moves of a position.
#[derive(Debug, PartialEq, Eq)]
struct Answer {
    /// The smallest (i, j, k), comparing i, then j, then k.
    first: Option<(usize, usize, usize)>,
    /// How many there are.
    count: u64,
}

/// The winning first moves with `beans[i]` beans in bottle i, given
/// `g[d]`, a bean's value at distance d from the last bottle, for every
/// d < beans.len().
fn solve(beans: &[u64], g: &[usize]) -> Answer {
    let n = beans.len();
    let value = |bottle: usize| g[n - 1 - bottle];
    let x = (0..n)
        .filter(|&i| beans[i] % 2 == 1)
        .fold(0, |acc, i| acc ^ value(i));
    let mut answer = Answer {
        first: None,
        count: 0,
    };
    for i in (0..n).filter(|&i| beans[i] > 0) {
        let target = x ^ value(i);
        for j in i + 1..n {
            for k in j..n {
                if value(j) ^ value(k) == target {
                    answer.first.get_or_insert((i, j, k));
                    answer.count += 1;
                }
            }
        }
    }
    answer
}

/// Extends `g` (a bean's value by distance) to distances 0..n by the
/// definition.
fn extend_grundy(g: &mut Vec<usize>, n: usize) {
    let mut options = Vec::new();
    while g.len() < n {
        let d = g.len();
        options.clear();
        for a in 0..d {
            for b in a..d {
                options.push(g[a] ^ g[b]);
            }
        }
        g.push(mex(&options));
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, Expect, Generated, Rng, WinLossSearch,
    };

    use super::{extend_grundy, run, solve, Answer, MAX_N};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "2\n4\n1 0 1 5000\n3\n0 0 1\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("no n", "1\n", Reject("end of input")),
                ("truncated beans", "1\n4\n1 0 1\n", Reject("end of input")),
                ("missing test", "2\n3\n0 0 1\n", Reject("end of input")),
                ("n above 200", "1\n201\n", Reject("n = 201 is outside 0..=200")),
                // Outside the statement's bounds, but the rules still answer.
                ("t = 0", "0\n", Answer("")),
                ("n = 0", "1\n0\n\n", Answer("-1 -1 -1\n0\n")),
                ("n = 1: no j > i", "1\n1\n7\n", Answer("-1 -1 -1\n0\n")),
                // n = 2: the only move is (0, 1, 1), bottle 0 odd: X = g(1)
                // = 1, and the move makes it 0.
                (
                    "beans above 10^4",
                    "1\n2\n18446744073709551615 0\n",
                    Answer("0 1 1\n1\n"),
                ),
                // Even but non-zero: X = 0, a loss; no winning move.
                ("beans even", "1\n2\n18446744073709551614 5\n", Answer("-1 -1 -1\n0\n")),
                (
                    "t above 10",
                    "11\n2\n1 0\n2\n0 1\n2\n2 0\n2\n1 1\n2\n0 0\n2\n3 9\n2\n1 0\n2\n1 0\n2\n1 0\n2\n1 0\n2\n1 0\n",
                    Answer("0 1 1\n1\n-1 -1 -1\n0\n-1 -1 -1\n0\n0 1 1\n1\n-1 -1 -1\n0\n0 1 1\n1\n0 1 1\n1\n0 1 1\n1\n0 1 1\n1\n0 1 1\n1\n0 1 1\n1\n"),
                ),
            ],
        );
    }

    /// A position: the bean counts, the last bottle's emptied (its beans
    /// can never be taken: no j > n - 1), so equal positions meet.
    type Beans = Vec<u64>;

    /// Every (i, j, k) with i < j <= k < n and bottle i not empty, in
    /// increasing order, with the position it leads to.
    fn moves_with_triples(beans: &Beans) -> Vec<((usize, usize, usize), Beans)> {
        let n = beans.len();
        let mut res = Vec::new();
        for i in 0..n {
            if beans[i] == 0 {
                continue;
            }
            for j in i + 1..n {
                for k in j..n {
                    let mut next = beans.clone();
                    next[i] -= 1;
                    next[j] += 1;
                    next[k] += 1;
                    next[n - 1] = 0;
                    res.push(((i, j, k), next));
                }
            }
        }
        res
    }

    /// The moves by the rules.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(beans: &Beans) -> Vec<Beans> {
        moves_with_triples(beans)
            .into_iter()
            .map(|(_, b)| b)
            .collect()
    }

    type Search = WinLossSearch<Beans, fn(&Beans) -> Vec<Beans>>;

    fn new_search() -> Search {
        WinLossSearch::new(moves as fn(&Beans) -> Vec<Beans>)
    }

    /// The search's answer: every move whose position is lost for the
    /// opponent, in increasing order.
    fn searched_answer(search: &mut Search, beans: &[u64]) -> Answer {
        let mut start = beans.to_vec();
        if let Some(last) = start.last_mut() {
            *last = 0;
        }
        let mut answer = Answer {
            first: None,
            count: 0,
        };
        for (triple, next) in moves_with_triples(&start) {
            if !search.wins(&next) {
                answer.first.get_or_insert(triple);
                answer.count += 1;
            }
        }
        answer
    }

    /// Every vector of `n` counts in 0..=max.
    fn all_counts(n: usize, max: u64) -> Vec<Vec<u64>> {
        let mut res = vec![Vec::new()];
        for _ in 0..n {
            res = res
                .into_iter()
                .flat_map(|v| {
                    (0..=max).map(move |c| {
                        let mut w = v.clone();
                        w.push(c);
                        w
                    })
                })
                .collect();
        }
        res
    }

    /// The positions the search is asked about: n = 1..=5 bottles with up
    /// to 2 beans each, n = 6 with up to 1.
    fn small_positions() -> Vec<Vec<u64>> {
        let mut res = Vec::new();
        for n in 1..=5 {
            res.extend(all_counts(n, 2));
        }
        res.extend(all_counts(6, 1));
        res
    }

    fn grundy(n: usize) -> Vec<usize> {
        let mut g = Vec::new();
        extend_grundy(&mut g, n);
        g
    }

    #[test]
    fn matches_exhaustive_search_up_to_5_bottles_of_2_and_6_of_1() {
        let g = grundy(6);
        let mut search = new_search();
        for beans in small_positions() {
            assert_eq!(
                solve(&beans, &g),
                searched_answer(&mut search, &beans),
                "{beans:?}"
            );
        }
    }

    /// The second computation, apart from `solve`: a bean's value by the
    /// Mock Turtles theorem (Berlekamp, Conway, Guy, "Winning Ways", ch. 14:
    /// the values of Mock Turtles, where a move turns over one, two or three
    /// coins, the leftmost from heads to tails, are the odious numbers, those
    /// with an odd number of 1 bits). Here a bean at distance d >= 1 has the
    /// d-th odious number (1, 2, 4, 7, 8, 11, ...), and at d = 0 the value
    /// 0. Checked against the definition below and, through
    /// `second_answer`, against the search.
    fn odious(d: usize) -> usize {
        (1..)
            .filter(|v: &usize| v.count_ones() % 2 == 1)
            .nth(d - 1)
            .map_or(0, |v| v)
    }

    fn bean_value(d: usize) -> usize {
        if d == 0 {
            0
        } else {
            odious(d)
        }
    }

    /// The winning moves by the second computation: every triple by the
    /// rules, applied to the counts, the resulting position's value
    /// recomputed from all its bottles.
    fn second_answer(beans: &[u64]) -> Answer {
        let n = beans.len();
        let position_value = |b: &[u64]| {
            (0..n)
                .filter(|&i| b[i] % 2 == 1)
                .fold(0, |acc, i| acc ^ bean_value(n - 1 - i))
        };
        let mut answer = Answer {
            first: None,
            count: 0,
        };
        for (triple, next) in moves_with_triples(&beans.to_vec()) {
            // moves_with_triples empties the last bottle; its beans have
            // value 0 either way.
            if position_value(&next) == 0 {
                answer.first.get_or_insert(triple);
                answer.count += 1;
            }
        }
        answer
    }

    #[test]
    fn odious_values_match_the_definition_to_distance_199() {
        let g = grundy(MAX_N);
        for (d, &v) in g.iter().enumerate() {
            assert_eq!(bean_value(d), v, "distance {d}");
        }
    }

    #[test]
    fn second_computation_matches_exhaustive_search() {
        let mut search = new_search();
        for beans in small_positions() {
            assert_eq!(
                second_answer(&beans),
                searched_answer(&mut search, &beans),
                "{beans:?}"
            );
        }
    }

    #[test]
    fn matches_second_computation_on_random_positions_of_21_bottles() {
        let g = grundy(21);
        let mut rng = Rng::new(3185);
        for _ in 0..2000 {
            let n = rng.range(2, 21) as usize;
            let beans: Vec<u64> = (0..n).map(|_| random_count(&mut rng)).collect();
            assert_eq!(solve(&beans, &g[..n]), second_answer(&beans), "{beans:?}");
        }
    }

    /// A bean count: 0, small, or up to 10^4, odd or even.
    fn random_count(rng: &mut Rng) -> u64 {
        match rng.range(0, 3) {
            0 => 0,
            1 => rng.range(1, 3),
            _ => rng.range(0, 10_000),
        }
    }

    /// An input of tests.
    fn input(tests: &[Vec<u64>]) -> String {
        test_support::counted_input(tests)
    }

    fn words(answer: &Answer) -> String {
        match answer.first {
            Some((i, j, k)) => format!("{i} {j} {k}\n{}\n", answer.count),
            None => format!("-1 -1 -1\n{}\n", answer.count),
        }
    }

    /// The statement's constraints.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let tests = sc.next_in("t", 1usize, 10)?;
        for _ in 0..tests {
            let n = sc.next_in("n", 2usize, 21)?;
            for _ in 0..n {
                sc.next_in("p", 0u64, 10_000)?;
            }
        }
        Ok(())
    }

    /// Whether the search answers a position: up to 5 bottles of up to 2
    /// beans, or 6 of up to 1 (the last bottle's count does not matter).
    fn searchable(beans: &[u64]) -> bool {
        let head = &beans[..beans.len().saturating_sub(1)];
        match beans.len() {
            0..=5 => head.iter().all(|&c| c <= 2),
            6 => head.iter().all(|&c| c <= 1),
            _ => false,
        }
    }

    /// The search's answers when every test is searchable.
    fn reference(input: &str) -> Option<String> {
        let tests = test_support::counted_cases(input);
        if !tests.iter().all(|b| searchable(b)) {
            return None;
        }
        let mut search = new_search();
        Some(
            tests
                .iter()
                .map(|b| words(&searched_answer(&mut search, b)))
                .collect(),
        )
    }

    fn reference_or_second(input: &str) -> Option<String> {
        reference(input).or_else(|| Some(second_text(&test_support::counted_cases(input))))
    }

    fn second_text(tests: &[Vec<u64>]) -> String {
        tests.iter().map(|b| words(&second_answer(b))).collect()
    }

    /// A searchable test: 2 to 6 bottles (6 only when `size` > 4).
    fn random_small_test(rng: &mut Rng, size: u64) -> Vec<u64> {
        let n = rng.range(2, if size > 4 { 6 } else { 5 }) as usize;
        let max = if n == 6 { 1 } else { 2 };
        let mut beans: Vec<u64> = (0..n).map(|_| rng.range(0, max)).collect();
        // The last bottle's count is free (it never moves).
        beans[n - 1] = rng.range(0, 10_000);
        beans
    }

    /// Tests at the theory's boundaries, for 21 bottles: only bottles
    /// from 10 on hold an odd count (the smallest move has two-digit
    /// numbers), the lowest non-empty bottle even (moves from it still
    /// count), and zeros below bottles whose move would win.
    fn boundary_test(rng: &mut Rng) -> Vec<u64> {
        let n = rng.range(11, 21) as usize;
        let mut beans: Vec<u64> = (0..n).map(|_| random_count(rng)).collect();
        match rng.range(0, 2) {
            0 => {
                // Odd counts only from bottle 10 on; below, even counts.
                for b in beans.iter_mut().take(10) {
                    *b = 2 * rng.range(0, 5_000);
                }
            }
            1 => {
                // Empty bottles below a random one.
                let lowest = rng.range(0, n as u64 - 2) as usize;
                for b in beans.iter_mut().take(lowest) {
                    *b = 0;
                }
                beans[lowest] = 2 * rng.range(1, 5_000);
            }
            _ => {}
        }
        beans
    }

    /// The generated cases; judge-data/luogu3185-split-game/README.md gives
    /// the backing of each.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(3185);
        let mut cases = Vec::new();
        for i in 1..=10 {
            let tests: Vec<Vec<u64>> = (0..10).map(|_| random_small_test(&mut rng, 8)).collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(&tests),
            ));
        }
        // Two bottles: the only move is (0, 1, 1).
        cases.push(Generated::searched(
            "edge-two-bottles",
            input(&[
                vec![0, 0],
                vec![1, 0],
                vec![2, 0],
                vec![1, 10_000],
                vec![0, 9_999],
                vec![2, 1],
            ]),
        ));
        // Every position of 3 bottles with up to 2 beans (the last one's
        // count varied), 10 per file.
        let threes: Vec<Vec<u64>> = all_counts_for_edge(3);
        for (i, chunk) in threes.chunks(10).enumerate() {
            cases.push(Generated::searched(
                &format!("edge-three-bottles-{:02}", i + 1),
                input(chunk),
            ));
        }
        // The first bottle even but non-zero, and the first bottles empty.
        cases.push(Generated::searched(
            "edge-even-and-empty",
            input(&[
                vec![2, 1, 0, 0],
                vec![2, 0, 1, 0, 0],
                vec![0, 0, 1, 1, 0],
                vec![0, 2, 1, 1, 0],
                vec![2, 2, 2, 2, 2],
                vec![0, 0, 0, 1, 7],
                vec![1, 1, 1, 1, 1],
                vec![2, 1, 1, 0, 1],
                vec![0, 1, 0, 1, 0, 1],
                vec![1, 0, 1, 0, 1, 0],
            ]),
        ));
        // 10 tests of 21 bottles.
        let tests: Vec<Vec<u64>> = (0..10)
            .map(|_| (0..21).map(|_| random_count(&mut rng)).collect())
            .collect();
        cases.push(Generated::constructed(
            "max-t-n-random",
            input(&tests),
            &second_text(&tests),
        ));
        for i in 1..=3 {
            let tests: Vec<Vec<u64>> = (0..10).map(|_| boundary_test(&mut rng)).collect();
            cases.push(Generated::constructed(
                &format!("max-boundaries-{i:02}"),
                input(&tests),
                &second_text(&tests),
            ));
        }
        // Where integer and text order differ (`0 2 13` before `0 11 12` as
        // integers, after it as text): random tests of 21 bottles, kept
        // when the least winning triple as integers is not the least as
        // text.
        let mut tests = Vec::new();
        while tests.len() < 10 {
            let beans: Vec<u64> = (0..21).map(|_| random_count(&mut rng)).collect();
            if text_order_differs(&beans) {
                tests.push(beans);
            }
        }
        cases.push(Generated::constructed(
            "max-text-order-differs",
            input(&tests),
            &second_text(&tests),
        ));
        // Every count even and non-zero (X = 0, a loss), 10^4 at the top.
        let tests: Vec<Vec<u64>> = (0..10)
            .map(|t| {
                (0..21)
                    .map(|i| {
                        if (i + t) % 3 == 0 {
                            10_000
                        } else {
                            2 * (i as u64 + 1)
                        }
                    })
                    .collect()
            })
            .collect();
        cases.push(Generated::constructed(
            "max-all-even",
            input(&tests),
            &second_text(&tests),
        ));
        cases
    }

    /// Every 3-bottle position with counts up to 2 in the first two
    /// bottles and 0 or 10^4 in the last.
    fn all_counts_for_edge(n: usize) -> Vec<Vec<u64>> {
        let mut res = all_counts(n, 2);
        for (i, b) in res.iter_mut().enumerate() {
            b[n - 1] = if i % 2 == 0 { 0 } else { 10_000 };
        }
        res
    }

    /// Whether the least winning move as integers differs from the least
    /// as text (`i j k` compared as strings).
    fn text_order_differs(beans: &[u64]) -> bool {
        let n = beans.len();
        let v = |b: usize| bean_value(n - 1 - b);
        let x = (0..n)
            .filter(|&i| beans[i] % 2 == 1)
            .fold(0, |a, i| a ^ v(i));
        let mut wins = Vec::new();
        for i in (0..n).filter(|&i| beans[i] > 0) {
            for j in i + 1..n {
                for k in j..n {
                    if x ^ v(i) ^ v(j) ^ v(k) == 0 {
                        wins.push((i, j, k));
                    }
                }
            }
        }
        let by_text = wins.iter().min_by_key(|&&(i, j, k)| format!("{i} {j} {k}"));
        wins.first() != by_text
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
    /// 10 searchable tests.
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let tests: Vec<Vec<u64>> = (0..rng.range(1, size.min(10)))
            .map(|_| random_small_test(rng, size))
            .collect();
        input(&tests)
    }

    /// Inputs at the theory's boundaries (`boundary_test`), answered by
    /// the second computation.
    fn boundary_input(rng: &mut Rng, size: u64) -> String {
        let tests: Vec<Vec<u64>> = (0..size.min(10)).map(|_| boundary_test(rng)).collect();
        input(&tests)
    }

    test_support::stress_tests! {
        run: run,
        reference: reference_or_second,
        random_input: random_input,
        boundary_input: boundary_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 16,
    }
}
