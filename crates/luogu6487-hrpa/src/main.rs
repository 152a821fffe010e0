//! Luogu P6487 [COCI 2010/2011 #4] HRPA (Fibonacci Nim, least winning first
//! take): <https://www.luogu.com.cn/problem/P6487>
//!
//! **Game**: one pile of n stones. The first move takes any number from 1 to
//! n; every later move takes at least 1 and at most twice the previous take.
//! Normal play: whoever takes the last stone wins. Asked: the least first
//! take with which the first player (Mirko) still wins.
//!
//! **Theory**: Fibonacci Nim (Whinihan, 1963). Write r > 0 as a sum of
//! non-adjacent Fibonacci numbers (Zeckendorf's theorem: uniquely); call its
//! smallest term z(r). The player to move at r stones with at most m allowed
//! wins iff m >= z(r): taking z(r) leaves r - z(r), whose smallest term is
//! above 2·z(r) (the terms are non-adjacent), so the opponent's cap is too
//! small; and every take k < z(r) leaves a position with z(r - k) <= 2k. So
//! the least winning first take is z(n) (n itself when n is a Fibonacci
//! number).
//!
//! **Reduction**: the input is the pile. Any n >= 1 up to 2^64 - 1 is
//! answered (F(93), the largest Fibonacci number in a u64, bounds the
//! table); n = 0 is rejected (no first move, so no winning take).
//!
//! **Complexity**: O(log n): at most 92 Fibonacci numbers, one greedy pass
//! from the largest.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: one line with n.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n = sc.next_in("n", 1u64, u64::MAX)?;
    writeln!(out, "{}", solve(n))?;
    Ok(())
}

/// The least first take that wins Fibonacci Nim on a pile of `n >= 1`: the
/// smallest term of the Zeckendorf representation of `n`.
fn solve(n: u64) -> u64 {
    // 1, 2, 3, 5, ... up to the largest Fibonacci number <= n.
    let mut fib = [0u64; 92];
    let (mut len, mut a, mut b) = (0, 1u64, 2u64);
    while a <= n {
        fib[len] = a;
        len += 1;
        match a.checked_add(b) {
            Some(c) => {
                a = b;
                b = c;
            }
            // b = F(93) is the last Fibonacci number in a u64: only a = b
            // is left to store, if it is <= n.
            None => {
                if b <= n {
                    fib[len] = b;
                    len += 1;
                }
                break;
            }
        }
    }
    // Greedy from the largest: the remainder after F(k) is below F(k - 1),
    // so the terms taken are non-adjacent, and the last one is the least.
    let mut rest = n;
    let mut least = n;
    for &f in fib[..len].iter().rev() {
        if f <= rest {
            rest -= f;
            least = f;
            if rest == 0 {
                break;
            }
        }
    }
    least
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::WinLossSearch;
    use test_support::{check, check_malformed, check_table, numbers, Expect, Generated, Rng};

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
    fn sample_3() {
        let (input, answer) = test_support::sample!(3);
        check(run, &input, &answer);
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "7\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("two numbers", "7 8\n", Reject("after the end")),
                // No stone: no first move, so no winning first take.
                ("n = 0", "0\n", Reject("n = 0 is outside")),
                // Outside the statement's bounds, but the rules still answer.
                // One stone: take it.
                ("n = 1", "1\n", Answer("1\n")),
                // F(93) = 12200160415121876738, a Fibonacci number: take all.
                (
                    "F(93)",
                    "12200160415121876738\n",
                    Answer("12200160415121876738\n"),
                ),
                // 2^64 - 1 = F(93) + F(91) + ... ; its least term, by the
                // representation search in the tests, is 2 (see
                // `largest_u64_values_agree_with_the_representation_search`).
                ("2^64 - 1", "18446744073709551615\n", Answer("2\n")),
                // Above 10^15: F(74) + 1 = 1304969544928657 + 1.
                ("F(74) + 1", "1304969544928658\n", Answer("1\n")),
            ],
        );
    }

    /// A position: stones left and the most the player to move may take
    /// (at most the stones left). (0, _) has no move: the previous player
    /// took the last stone and won.
    type Position = (u64, u64);

    fn position(left: u64, cap: u64) -> Position {
        (left, cap.min(left))
    }

    /// The moves by the rules: take k in 1..=cap; the next cap is 2k.
    fn moves(&(left, cap): &Position) -> Vec<Position> {
        (1..=cap).map(|k| position(left - k, 2 * k)).collect()
    }

    fn new_search() -> WinLossSearch<Position, fn(&Position) -> Vec<Position>> {
        WinLossSearch::new(moves as fn(&Position) -> Vec<Position>)
    }

    /// The least first take k (1..=n) after which the opponent, at
    /// (n - k, 2k), loses, by the search.
    fn searched_least_take(
        search: &mut WinLossSearch<Position, fn(&Position) -> Vec<Position>>,
        n: u64,
    ) -> u64 {
        (1..=n)
            .find(|&k| !search.wins(&position(n - k, 2 * k)))
            .expect("taking all n wins")
    }

    /// The largest pile the search is asked about.
    const SEARCH_MAX: u64 = 400;

    #[test]
    fn matches_exhaustive_search_up_to_400() {
        let mut search = new_search();
        for n in 1..=SEARCH_MAX {
            assert_eq!(solve(n), searched_least_take(&mut search, n), "n = {n}");
        }
    }

    /// Fibonacci numbers F(2) = 1, F(3) = 2, ..., F(93); `fib()[i]` is
    /// F(i + 2).
    fn fib() -> Vec<u64> {
        let mut f = vec![1u64, 2];
        while let Some(next) = f[f.len() - 1].checked_add(f[f.len() - 2]) {
            f.push(next);
        }
        f
    }

    /// The second computation, apart from `solve`'s greedy pass: every set
    /// of distinct, non-adjacent Fibonacci numbers (from F(2) = 1 on) that
    /// sums to `n`, by a depth-first search that includes or excludes each
    /// F(k) from the top, pruned only where the remainder exceeds what the
    /// smaller terms can sum to (non-adjacent terms below F(k + 1) sum to at
    /// most F(k + 1) - 1). Each set is listed in decreasing order.
    fn representations(n: u64) -> Vec<Vec<u64>> {
        fn go(f: &[u64], k: usize, rest: u64, chosen: &mut Vec<u64>, all: &mut Vec<Vec<u64>>) {
            if rest == 0 {
                all.push(chosen.clone());
                return;
            }
            if k == 0 {
                return;
            }
            let i = k - 1; // the term f[i], the largest still allowed
                           // The terms f[0..=i], non-adjacent, sum to at most f[i + 1] - 1
                           // (f[i] + f[i - 2] + ... ), so a larger remainder is out of reach.
            let reach = f[..=i]
                .iter()
                .rev()
                .step_by(2)
                .map(|&x| u128::from(x))
                .sum::<u128>();
            if u128::from(rest) > reach {
                return;
            }
            if f[i] <= rest {
                chosen.push(f[i]);
                // Non-adjacent: the next term allowed is f[i - 2].
                go(f, i.saturating_sub(1), rest - f[i], chosen, all);
                chosen.pop();
            }
            go(f, i, rest, chosen, all);
        }
        let f = fib();
        let mut all = Vec::new();
        go(&f, f.len(), n, &mut Vec::new(), &mut all);
        all
    }

    /// The least term of the one representation of `n`; panics unless there
    /// is exactly one (Zeckendorf's theorem, checked on every call).
    fn least_term(n: u64) -> u64 {
        let reps = representations(n);
        assert_eq!(reps.len(), 1, "n = {n}: representations {reps:?}");
        *reps[0].last().expect("n >= 1")
    }

    #[test]
    fn representation_search_matches_exhaustive_search_up_to_400() {
        let mut search = new_search();
        for n in 1..=SEARCH_MAX {
            assert_eq!(
                least_term(n),
                searched_least_take(&mut search, n),
                "n = {n}"
            );
        }
    }

    #[test]
    fn losing_positions_are_those_with_cap_below_the_least_term() {
        // The theorem's form for every position, not only first moves:
        // (r, m) is lost for the player to move iff m < z(r).
        let mut search = new_search();
        for r in 1..=200 {
            let z = least_term(r);
            for m in 1..=r {
                assert_eq!(search.wins(&position(r, m)), m >= z, "({r}, {m})");
            }
        }
    }

    #[test]
    fn large_values_agree_with_the_representation_search() {
        let f = fib();
        let mut values: Vec<u64> = Vec::new();
        for &x in &f {
            values.extend([x, x - 1, x + 1, x.saturating_add(2)]);
        }
        for w in f.windows(3) {
            values.push(w[0] + w[2]);
            values.push(w[2] - 1);
        }
        let mut rng = Rng::new(6487);
        for _ in 0..3000 {
            let shift = rng.range(0, 63);
            values.push(rng.range(1, u64::MAX >> shift));
        }
        for n in values.into_iter().filter(|&n| n >= 1) {
            assert_eq!(solve(n), least_term(n), "n = {n}");
        }
    }

    #[test]
    fn largest_u64_values_agree_with_the_representation_search() {
        for n in [
            u64::MAX,
            u64::MAX - 1,
            u64::MAX - 2,
            12_200_160_415_121_876_738,
        ] {
            assert_eq!(solve(n), least_term(n), "n = {n}");
        }
        assert_eq!(least_term(u64::MAX), 2);
    }

    /// The statement's constraints: 2 <= n <= 10^15.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        sc.next_in("n", 2u64, 1_000_000_000_000_000)?;
        Ok(())
    }

    /// The search's answer if n <= 400.
    fn reference(input: &str) -> Option<String> {
        let n = numbers(input)[0];
        if n > SEARCH_MAX {
            return None;
        }
        Some(format!("{}\n", searched_least_take(&mut new_search(), n)))
    }

    /// The search's answer where it reaches, else the representation
    /// search's (checked against the game's search above): for
    /// `boundary_input`, whose piles go up to 10^15.
    fn reference_or_representation(input: &str) -> Option<String> {
        reference(input).or_else(|| Some(format!("{}\n", least_term(numbers(input)[0]))))
    }

    fn input(n: u64) -> String {
        format!("{n}\n")
    }

    const MAX: u64 = 1_000_000_000_000_000;

    /// A pile built as a Zeckendorf sum: `indices` into `fib()`, decreasing
    /// and at least 2 apart; the answer is the smallest term (Zeckendorf's
    /// theorem makes this the representation, and the header's theorem
    /// makes its least term the answer). Returns (n, least term).
    fn zeckendorf_sum(indices: &[usize]) -> (u64, u64) {
        let f = fib();
        for w in indices.windows(2) {
            assert!(w[0] >= w[1] + 2, "{indices:?}: not decreasing by 2 or more");
        }
        let n = indices.iter().map(|&i| f[i]).sum();
        (n, f[*indices.last().expect("one term at least")])
    }

    /// A random Zeckendorf sum at most `max` (>= 2) whose least term has
    /// index `low` or more where it can: the largest F <= max, then indices
    /// from there down to `low`, each taken with probability 1/2 while the
    /// sum stays <= max.
    fn random_zeckendorf(rng: &mut Rng, max: u64, low: usize) -> Vec<usize> {
        let f = fib();
        let top = f.iter().rposition(|&x| x <= max).expect("max >= 1");
        let mut indices = vec![top];
        let mut sum = f[top];
        let mut i = top as isize - 2;
        while i >= low as isize {
            let k = i as usize;
            if sum + f[k] <= max && rng.range(0, 1) == 1 {
                indices.push(k);
                sum += f[k];
                i -= 2;
            } else {
                i -= 1;
            }
        }
        indices
    }

    /// Piles at the theory's boundaries up to 10^15: a Fibonacci number and
    /// its neighbours, two non-adjacent terms, a random Zeckendorf sum whose
    /// least term is large.
    fn boundary_pile(rng: &mut Rng) -> u64 {
        let f = fib();
        // f[71] = F(73) = 806515533049393, the largest Fibonacci number
        // <= 10^15.
        let k = rng.range(0, 71) as usize;
        match rng.range(0, 4) {
            0 => f[k].max(2),
            1 => f[k] + 1,
            2 => (f[k] - 1).max(2),
            // F(72) + F(70) is the largest such pair <= 10^15.
            3 => {
                let k = k.clamp(2, 70);
                f[k] + f[k - 2]
            }
            _ => {
                let low = rng.range(0, 60) as usize;
                let max = rng.range(2, MAX);
                zeckendorf_sum(&random_zeckendorf(rng, max, low)).0
            }
        }
    }

    /// The generated cases; judge-data/luogu6487-hrpa/README.md gives the
    /// backing of each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(6487);
        let mut cases = Vec::new();
        for i in 1..=10 {
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(rng.range(2, SEARCH_MAX)),
            ));
        }
        for (stem, n) in [
            ("edge-2", 2),
            ("edge-3", 3),
            ("edge-fibonacci-377", 377),
            ("edge-fibonacci-377-minus-1", 376),
            ("edge-fibonacci-377-plus-1", 378),
            ("edge-233-plus-89", 322),
            ("edge-400", 400),
        ] {
            cases.push(Generated::searched(stem, input(n)));
        }
        // Constructed as Zeckendorf sums (indices into fib(): fib()[i] is
        // F(i + 2); index 71 is F(73) = 806515533049393).
        let constructed: Vec<(&str, Vec<usize>)> = vec![
            // The largest Fibonacci number <= 10^15: take all.
            ("max-fibonacci-f73", vec![71]),
            // F(73) + 1, F(73) + 2 = F(73) + F(3).
            ("max-fibonacci-f73-plus-1", vec![71, 0]),
            ("max-fibonacci-f73-plus-2", vec![71, 1]),
            // F(73) - 1 = F(72) + F(70) + ... + F(4) + F(2): least term 1.
            (
                "max-fibonacci-f73-minus-1",
                (0..=70).rev().step_by(2).collect(),
            ),
            ("max-fibonacci-f72-plus-f70", vec![70, 68]),
            // F(72) + F(70) + ... + F(4): least term F(4) = 3.
            (
                "max-every-other-down-to-3",
                (1..=70).rev().step_by(2).collect(),
            ),
            // F(50) with F(73): the least term is above 2^32.
            ("max-least-term-above-2-pow-32", vec![71, 48]),
        ];
        for (stem, indices) in constructed {
            let (n, least) = zeckendorf_sum(&indices);
            cases.push(Generated::constructed(stem, input(n), &least.to_string()));
        }
        // 10^15 itself, and 10^15 - 1, by their representations written out
        // (found by the representation search and checked in
        // `ten_pow_15_representations_are_as_stored`).
        for (stem, indices) in [
            ("max-10-pow-15", TEN_POW_15.to_vec()),
            ("max-10-pow-15-minus-1", TEN_POW_15_MINUS_1.to_vec()),
        ] {
            let (n, least) = zeckendorf_sum(&indices);
            cases.push(Generated::constructed(stem, input(n), &least.to_string()));
        }
        for i in 1..=8 {
            let low = rng.range(0, 60) as usize;
            let (n, least) = zeckendorf_sum(&random_zeckendorf(&mut rng, MAX, low));
            cases.push(Generated::constructed(
                &format!("max-random-zeckendorf-{i:02}"),
                input(n),
                &least.to_string(),
            ));
        }
        cases
    }

    /// The Zeckendorf indices (into fib()) of 10^15 and of 10^15 - 1.
    const TEN_POW_15: [usize; 18] = [
        71, 68, 59, 55, 53, 51, 49, 47, 42, 37, 29, 25, 22, 19, 15, 11, 8, 2,
    ];
    const TEN_POW_15_MINUS_1: [usize; 18] = [
        71, 68, 59, 55, 53, 51, 49, 47, 42, 37, 29, 25, 22, 19, 15, 11, 8, 1,
    ];

    #[test]
    fn ten_pow_15_representations_are_as_stored() {
        let f = fib();
        for (n, indices) in [(MAX, &TEN_POW_15[..]), (MAX - 1, &TEN_POW_15_MINUS_1[..])] {
            let rep: Vec<u64> = indices.iter().map(|&i| f[i]).collect();
            assert_eq!(representations(n), vec![rep], "n = {n}");
        }
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: a pile
    /// of 2..=min(400, 50 * size) (size 1: up to 50; size 8: up to 400, the
    /// most the search is asked about).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        input(rng.range(2, (50 * size).min(SEARCH_MAX)))
    }

    /// A pile at the theory's boundaries up to 10^15 (`boundary_pile`);
    /// answered by `reference_or_representation`.
    fn boundary_input(rng: &mut Rng, _size: u64) -> String {
        input(boundary_pile(rng))
    }

    test_support::stress_tests! {
        run: run,
        reference: reference_or_representation,
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
