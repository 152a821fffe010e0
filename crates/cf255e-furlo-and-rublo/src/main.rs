//! Codeforces 255E Furlo and Rublo and Game:
//! <https://codeforces.com/problemset/problem/255/E>
//!
//! **Game**: n piles of coins; a move takes a pile of x coins and leaves y
//! coins in it, for an integer y with 0 <= y < x and x^(1/4) <= y <= x^(1/2).
//! Normal play: Furlo moves first, and whoever cannot move loses.
//!
//! **Theory**: Sprague-Grundy theorem: Furlo wins iff the XOR of the piles'
//! values is not 0, where g(x) = mex{ g(y) : lo(x) <= y <= hi(x), y < x },
//! lo(x) the least y with y^4 >= x and hi(x) = floor(sqrt(x)) (exact integer
//! roots: the move rule in integers is y^4 >= x and y^2 <= x). The window
//! [lo(x), hi(x)] changes only where hi grows (x = k^2) or lo grows
//! (x = k^4 + 1), so g is constant on a few intervals, all of [0, 2^64):
//! 0 on [0, 3]; 1 on [4, 15]; 2 on [16, 81]; 0 on [82, 6723];
//! 3 on [6724, 50625] (50625 = 15^4); 1 on [50626, 2562991875];
//! 2 on [2562991876 = 50626^2, 2042925103215441 = 6723^4];
//! 0 from 6723^4 + 1 on. (The tests derive these runs from the definition
//! with exact integer roots, event by event, up to 2^64 - 1, and check them
//! against a mex table, prefix counts over it, and a search of the game.)
//!
//! **Reduction**: each pile's value from the interval table (no root is
//! taken at run time), folded into the XOR as it is read. A pile of 0 has
//! no move (value 0); piles up to 2^64 - 1 are played (the statement's bound
//! is 777777777777).
//!
//! **Complexity**: O(n) time (at most 7 comparisons per pile), O(1) memory.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: n, then the n piles.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let first_wins = sc.values(n, |piles| solve(piles))?;
    writeln!(out, "{}", if first_wins { "Furlo" } else { "Rublo" })?;
    Ok(())
}

/// Whether the first player (Furlo) wins on `piles`.
fn solve(piles: impl Iterator<Item = u64>) -> bool {
    piles.fold(0, |acc, x| acc ^ grundy(x)) != 0
}

/// Where g changes, with the value from there on: `(start, value)`, the
/// first start 0. Derived in the header; checked by the tests.
const RUNS: [(u64, u8); 8] = [
    (0, 0),
    (4, 1),
    (16, 2),
    (82, 0),
    (6724, 3),
    (50626, 1),
    (2_562_991_876, 2),
    (2_042_925_103_215_442, 0),
];

/// The Grundy value of a pile of `x` coins: the value of the last run
/// starting at or below `x`, found by counting those starts (no branch, so
/// piles on both sides of the boundaries cost the same).
#[inline]
fn grundy(x: u64) -> u8 {
    let i = RUNS[1..]
        .iter()
        .map(|&(start, _)| usize::from(x >= start))
        .sum::<usize>();
    RUNS[i].1
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, multisets, numbers, values_input, Expect, Generated,
        Rng, WinLossSearch,
    };

    use super::{grundy, run, solve, RUNS};

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
        check_malformed(run, "2\n1 2\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated", "3\n1 2\n", Reject("end of input")),
                (
                    "n = 2^64 - 1",
                    "18446744073709551615\n1\n",
                    Reject("end of input"),
                ),
                // Outside the statement's bounds, but the rules still answer.
                ("n = 0", "0\n\n", Answer("Rublo\n")),
                // 0 coins: no y < 0. 4 coins: the one move leaves 2.
                ("pile of 0", "2\n0 4\n", Answer("Furlo\n")),
                // 50626^2 is worth 2, and 2^64 - 1 is worth 0.
                (
                    "largest piles",
                    "2\n18446744073709551615 2562991876\n",
                    Answer("Furlo\n"),
                ),
                (
                    "largest pile alone",
                    "1\n18446744073709551615\n",
                    Answer("Rublo\n"),
                ),
            ],
        );
    }

    /// Every y a pile of `x` may be left with, by the rules alone:
    /// 0 <= y < x, y^4 >= x and y^2 <= x (the real roots' conditions,
    /// in integers).
    fn options(x: u64) -> Vec<u64> {
        (0..x)
            .filter(|&y| {
                let y = u128::from(y);
                y * y * y * y >= u128::from(x) && y * y <= u128::from(x)
            })
            .collect()
    }

    /// Every position one move away, by the rules. Positions are sorted,
    /// without piles below 4, which have no option (1 needs y < 1 with
    /// y^4 >= 1; 2 and 3 need y >= 2 and y^2 <= 3).
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for i in 0..piles.len() {
            if i > 0 && piles[i] == piles[i - 1] {
                continue; // Same pile, same moves.
            }
            for y in options(piles[i]) {
                let mut p = piles.clone();
                p[i] = y;
                next.push(canonical(&p));
            }
        }
        next
    }

    fn canonical(piles: &[u64]) -> Vec<u64> {
        let mut p: Vec<u64> = piles.iter().copied().filter(|&x| x >= 4).collect();
        p.sort_unstable();
        p
    }

    #[test]
    fn piles_below_4_have_no_move() {
        for x in 0..4 {
            assert!(options(x).is_empty(), "x = {x}");
        }
        assert_eq!(options(4), vec![2]);
    }

    #[test]
    fn matches_exhaustive_search_up_to_3_piles_of_100() {
        // Every multiset of up to 3 piles of 0..=100 (182104 positions).
        let mut search = WinLossSearch::new(moves);
        for piles in multisets(3, 0, 100) {
            assert_eq!(
                solve(piles.iter().copied()),
                search.wins(&canonical(&piles)),
                "{piles:?}"
            );
        }
    }

    /// The Grundy values 0..=max by the definition: the mex over the window
    /// [lo(x), hi(x)], slid along with a count of each value inside it (both
    /// ends only grow). For x < 4 the window is empty.
    fn mex_table(max: usize) -> Vec<u8> {
        let mut g = vec![0u8; max + 1];
        let mut count = [0usize; 256];
        let (mut lo, mut hi) = (2usize, 1usize); // The window [lo, hi], empty.
        for x in 4..=max {
            // hi(x) = floor(sqrt(x)) and lo(x) = the least y with y^4 >= x
            // only grow with x: move them by integer steps.
            while (hi + 1) * (hi + 1) <= x {
                hi += 1;
                count[g[hi] as usize] += 1;
            }
            while lo * lo * lo * lo < x {
                count[g[lo] as usize] -= 1;
                lo += 1;
            }
            g[x] = (0..).find(|&v| count[v] == 0).unwrap() as u8;
        }
        g
    }

    /// floor(sqrt(x)), in integers: Newton's iteration from a start above
    /// the root, which decreases until it reaches the floor.
    fn floor_sqrt(x: u128) -> u128 {
        if x < 2 {
            return x;
        }
        let mut y: u128 = 1 << ((128 - x.leading_zeros() + 1) / 2);
        loop {
            let z = (y + x / y) / 2;
            if z >= y {
                return y;
            }
            y = z;
        }
    }

    /// The least y with y^4 >= x, in integers.
    fn fourth_root_up(x: u128) -> u128 {
        // floor_sqrt(floor_sqrt(x)) = floor(x^(1/4)); step up while y^4 < x.
        let mut y = floor_sqrt(floor_sqrt(x));
        while y * y * y * y < x {
            y += 1;
        }
        y
    }

    #[test]
    fn integer_roots_are_exact_at_every_root_and_beside_it() {
        // Every k^2 and k^4 up to 2^64 (k^2 for k up to 2^20, then spread),
        // one below, one above.
        let mut ks: Vec<u128> = (1..=1 << 20).collect();
        let mut rng = Rng::new(2550);
        ks.extend((0..20_000).map(|_| u128::from(rng.range(1 << 20, u64::from(u32::MAX)))));
        ks.push(u128::from(u32::MAX));
        for &k in &ks {
            let sq = k * k;
            assert_eq!(floor_sqrt(sq - 1), k - 1);
            assert_eq!(floor_sqrt(sq), k);
            assert_eq!(floor_sqrt(sq + 1), k);
        }
        assert_eq!(fourth_root_up(0), 0);
        for k in 1..=65_536u128 {
            if k == 1 {
                assert_eq!((fourth_root_up(1), fourth_root_up(2)), (1, 2));
                continue;
            }
            let q = k * k * k * k;
            assert_eq!(fourth_root_up(q - 1), k, "k = {k}");
            assert_eq!(fourth_root_up(q), k, "k = {k}");
            assert_eq!(fourth_root_up(q + 1), k + 1, "k = {k}");
        }
        assert_eq!(floor_sqrt(u128::from(u64::MAX)), u128::from(u32::MAX));
        assert_eq!(fourth_root_up(u128::from(u64::MAX)), 65_536);
    }

    #[test]
    fn mex_table_matches_the_search_on_pairs() {
        // Two piles are lost for the player to move iff they are worth the
        // same: this pins each value, not only whether it is 0.
        let g = mex_table(300);
        let mut search = WinLossSearch::new(moves);
        for x in 0..=300u64 {
            for y in x..=300 {
                assert_eq!(
                    g[x as usize] != g[y as usize],
                    search.wins(&canonical(&[x, y])),
                    "piles {x} {y}"
                );
            }
        }
    }

    /// The runs of g over [0, 2^64) as `(start, value)`, from the
    /// definition with exact roots: g(x) is the mex of the values of the
    /// runs that the window [lo(x), hi(x)] meets, and that set changes only
    /// where hi(x) reaches the start s of a later run (x = s^2) or lo(x)
    /// passes the end e of its run (x = e^4 + 1). One mex per such event.
    fn runs() -> Vec<(u128, u8)> {
        let limit = u128::from(u64::MAX);
        // 0..=3: no move.
        let mut runs: Vec<(u128, u8)> = vec![(0, 0)];
        let mut x: u128 = 4;
        loop {
            let lo = fourth_root_up(x);
            let hi = floor_sqrt(x);
            let first = runs.partition_point(|&(s, _)| s <= lo) - 1;
            let last = runs.partition_point(|&(s, _)| s <= hi) - 1;
            let mut seen = [false; 256];
            for &(_, v) in &runs[first..=last] {
                seen[v as usize] = true;
            }
            let g = seen.iter().position(|&s| !s).unwrap() as u8;
            if runs[runs.len() - 1].1 != g {
                runs.push((x, g));
            }
            let mut next = u128::MAX;
            if let Some(&(s, _)) = runs.get(last + 1) {
                next = next.min(s * s);
            }
            if let Some(&(s, _)) = runs.get(first + 1) {
                let e = s - 1;
                if e < 1 << 32 {
                    next = next.min(e * e * e * e + 1);
                }
            }
            if next > limit {
                return runs;
            }
            x = next;
        }
    }

    fn value_at(runs: &[(u128, u8)], x: u128) -> u8 {
        runs[runs.partition_point(|&(s, _)| s <= x) - 1].1
    }

    #[test]
    fn runs_match_the_mex_table_up_to_10_7_and_the_solution_table() {
        let runs = runs();
        let g = mex_table(10_000_000);
        for (x, &v) in g.iter().enumerate() {
            assert_eq!(value_at(&runs, x as u128), v, "x = {x}");
        }
        let expected: Vec<(u128, u8)> = RUNS.iter().map(|&(s, v)| (u128::from(s), v)).collect();
        assert_eq!(runs, expected);
    }

    /// The second computation for piles up to the statement's bound (the
    /// route of the usual solutions): the mex table up to
    /// floor(sqrt(777777777777)) + 1, prefix counts of each value over it,
    /// and g(x) as the mex of the values with a positive count in
    /// [lo(x), hi(x)]. Written apart from `solve`'s interval table.
    struct PrefixCounts {
        /// counts[v][i]: how many of g(0..i) equal v.
        counts: Vec<Vec<u32>>,
    }

    const MAX_A: u64 = 777_777_777_777;

    impl PrefixCounts {
        fn new() -> Self {
            let top = floor_sqrt(u128::from(MAX_A)) as usize + 1;
            let g = mex_table(top);
            let values = *g.iter().max().unwrap() as usize + 1;
            let mut counts = vec![vec![0u32; top + 2]; values];
            for (i, &v) in g.iter().enumerate() {
                for (w, c) in counts.iter_mut().enumerate() {
                    c[i + 1] = c[i] + u32::from(w == v as usize);
                }
            }
            PrefixCounts { counts }
        }

        fn grundy(&self, x: u64) -> u8 {
            assert!(x <= MAX_A);
            if x < 4 {
                return 0;
            }
            let lo = fourth_root_up(x.into()) as usize;
            let hi = floor_sqrt(x.into()) as usize;
            (0..=self.counts.len())
                .find(|&v| v == self.counts.len() || self.counts[v][hi + 1] == self.counts[v][lo])
                .unwrap() as u8
        }
    }

    /// Every k^2 and k^4 up to the statement's bound, one below and one
    /// above, and the bound itself.
    fn root_points() -> Vec<u64> {
        let mut res = Vec::new();
        let mut k: u64 = 1;
        while k * k <= MAX_A {
            res.extend([k * k - 1, k * k, k * k + 1]);
            k += 1;
        }
        let mut k: u64 = 1;
        while k * k * k * k <= MAX_A {
            let q = k * k * k * k;
            res.extend([q - 1, q, q + 1]);
            k += 1;
        }
        res.push(MAX_A);
        res.retain(|&x| x <= MAX_A);
        res
    }

    #[test]
    fn solution_table_matches_the_prefix_counts_at_every_root_up_to_the_bound() {
        // g is constant between consecutive points k^2 and k^4 + 1 (the
        // window does not change), so these points cover every pile up to
        // 777777777777.
        let counts = PrefixCounts::new();
        let runs = runs();
        for x in root_points() {
            let v = counts.grundy(x);
            assert_eq!(grundy(x), v, "x = {x}");
            assert_eq!(value_at(&runs, x.into()), v, "x = {x}");
        }
    }

    #[test]
    fn solution_table_matches_the_runs_at_every_root_beyond_the_bound() {
        // Beyond the statement: every k^4 up to 2^64 - 1, spread k^2, each
        // with one below and one above; every run start, one below and one
        // above; and 2^64 - 1.
        let runs = runs();
        let mut points: Vec<u128> = Vec::new();
        for k in 2..=65_535u128 {
            let q = k * k * k * k;
            points.extend([q - 1, q, q + 1]);
        }
        let mut rng = Rng::new(255);
        for _ in 0..100_000 {
            let k = u128::from(rng.range(881_918, u64::from(u32::MAX)));
            points.extend([k * k - 1, k * k, k * k + 1]);
        }
        for &(s, _) in &runs[1..] {
            points.extend([s - 1, s, s + 1]);
        }
        points.push(u128::from(u64::MAX));
        for x in points {
            assert_eq!(grundy(x as u64), value_at(&runs, x), "x = {x}");
        }
    }

    /// The statement's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let n = sc.next_in("n", 1usize, 77_777)?;
        for _ in 0..n {
            sc.next_in("a_i", 1u64, MAX_A)?;
        }
        Ok(())
    }

    fn words(first_wins: bool) -> String {
        if first_wins { "Furlo" } else { "Rublo" }.to_string()
    }

    /// The search's answer for up to 10 piles of at most 300.
    fn reference(input: &str) -> Option<String> {
        let piles = numbers(input).split_off(1);
        if piles.len() > 10 || piles.iter().any(|&x| x > 300) {
            return None;
        }
        Some(words(WinLossSearch::new(moves).wins(&canonical(&piles))))
    }

    fn second_computation(counts: &PrefixCounts, piles: &[u64]) -> String {
        words(piles.iter().fold(0, |acc, &x| acc ^ counts.grundy(x)) != 0)
    }

    #[test]
    fn second_computation_matches_the_search() {
        let counts = PrefixCounts::new();
        let mut search = WinLossSearch::new(moves);
        for piles in multisets(3, 1, 120) {
            assert_eq!(
                second_computation(&counts, &piles),
                words(search.wins(&canonical(&piles))),
                "{piles:?}"
            );
        }
    }

    const MAX_N: usize = 77_777;

    /// The generated cases; judge-data/cf255e-furlo-and-rublo/README.md
    /// gives the argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(255);
        let mut cases = Vec::new();
        let mut search = WinLossSearch::new(moves);
        for i in 1..=12 {
            // The odd-numbered ones redrawn until Rublo wins.
            let piles = loop {
                let n = rng.range(1, 6) as usize;
                let piles: Vec<u64> = (0..n).map(|_| rng.range(1, 300)).collect();
                if i % 2 == 0 || !search.wins(&canonical(&piles)) {
                    break piles;
                }
            };
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                values_input(&piles),
            ));
        }
        for (stem, piles) in [
            ("edge-no-move-1-2-3", vec![1, 2, 3]),
            ("edge-window-ends-15-16-81-82", vec![15, 16, 81, 82]),
            ("edge-one-move-4", vec![4]),
            (
                "edge-squares-and-fourth-powers",
                vec![16, 17, 24, 25, 26, 80],
            ),
            ("edge-300", vec![300]),
        ] {
            cases.push(Generated::searched(stem, values_input(&piles)));
        }
        let counts = PrefixCounts::new();
        // Each side of each value change up to the bound, isolated: the pile
        // beside one of the same value, inside its run (lost for Furlo), so
        // a wrong value on that side alone turns the answer.
        for (p, companion) in isolated_boundary_pairs() {
            let input = values_input(&[p, companion]);
            let stem = format!("edge-boundary-{p}");
            cases.push(if p <= 300 && companion <= 300 {
                Generated::searched(&stem, input)
            } else {
                let answer = second_computation(&counts, &[p, companion]);
                Generated::constructed(&stem, input, &answer)
            });
        }
        // 77777 piles drawn from the root points (k^2 and k^4, one below,
        // one above, up to the bound), with every k^4 point and the bound.
        let points: Vec<u64> = root_points().into_iter().filter(|&x| x >= 1).collect();
        let mut at_roots: Vec<u64> = (1..=939u64)
            .flat_map(|k| [k.pow(4) - 1, k.pow(4), k.pow(4) + 1])
            .filter(|x| (1..=MAX_A).contains(x))
            .collect();
        at_roots.push(MAX_A);
        while at_roots.len() < MAX_N {
            at_roots.push(points[rng.range(0, points.len() as u64 - 1) as usize]);
        }
        rng.shuffle(&mut at_roots);
        let random: Vec<u64> = (0..MAX_N).map(|_| rng.range(1, MAX_A)).collect();
        let all_max = vec![MAX_A; MAX_N];
        // Piles on both sides of every value change up to the bound.
        let mut changes: Vec<u64> = Vec::new();
        for &(s, _) in &RUNS[1..] {
            if s <= MAX_A {
                changes.extend([s - 1, s]);
            }
        }
        let edges: Vec<u64> = (0..MAX_N)
            .map(|_| changes[rng.range(0, changes.len() as u64 - 1) as usize])
            .collect();
        for (stem, piles) in [
            ("max-n-random", random),
            ("max-n-at-roots", at_roots),
            ("max-n-all-max", all_max),
            ("max-n-value-changes", edges),
        ] {
            let answer = second_computation(&counts, &piles);
            cases.push(Generated::constructed(stem, values_input(&piles), &answer));
        }
        // 38888 random piles, each twice, and one pile of 1: mirror.
        let half: Vec<u64> = (0..MAX_N / 2).map(|_| rng.range(1, MAX_A)).collect();
        let mut mirrored = half.clone();
        mirrored.extend_from_slice(&half);
        mirrored.push(1);
        rng.shuffle(&mut mirrored);
        cases.push(Generated::constructed(
            "max-n-mirrored",
            values_input(&mirrored),
            "Rublo",
        ));
        // The same pairs and one pile of 4, whose only move leaves 2.
        let mut plus = mirrored.clone();
        let one = plus.iter().position(|&x| x == 1).unwrap();
        plus[one] = 4;
        cases.push(Generated::constructed(
            "max-n-mirrored-plus-4",
            values_input(&plus),
            "Furlo",
        ));
        cases
    }

    /// The value changes up to the statement's bound, from the runs derived
    /// by the definition (not `solve`'s table): `(start, value before,
    /// value from there)`.
    fn boundaries() -> Vec<(u64, u8, u8)> {
        let runs = runs();
        runs.windows(2)
            .filter(|w| w[1].0 <= u128::from(MAX_A))
            .map(|w| (w[1].0 as u64, w[0].1, w[1].1))
            .collect()
    }

    /// The interior of the first run of value `v` that starts above 0, ends
    /// excluded, for a pile whose value is known and stands at no boundary:
    /// value 0 in 83..=6722, 1 in 5..=14, 2 in 17..=80, 3 in 6725..=50624.
    fn interior(v: u8) -> (u64, u64) {
        let runs = runs();
        let i = runs.iter().position(|&(s, w)| w == v && s > 0).unwrap();
        (runs[i].0 as u64 + 1, runs[i + 1].0 as u64 - 2)
    }

    /// For each value change s up to the bound, (s - 1, a pile worth what
    /// s - 1 is worth) and (s, a pile worth what s is worth), the second
    /// pile inside its run (`interior`): each position
    /// is lost for Furlo, and turns won if the value on that side of s is
    /// wrong.
    fn isolated_boundary_pairs() -> Vec<(u64, u64)> {
        let mut res = Vec::new();
        for (s, before, after) in boundaries() {
            for (p, v) in [(s - 1, before), (s, after)] {
                // The middle of the interior, brought down to 300 where the
                // interior reaches that low (so that the small cases stay
                // within the search's reach), else the interior's first pile.
                let (lo, hi) = interior(v);
                res.push((p, ((lo + hi) / 2).min(300).max(lo)));
            }
        }
        res
    }

    #[test]
    fn boundaries_and_interiors_are_where_the_search_says() {
        // Below 300 the search pins every value: a pile and the boundary
        // pile are lost together exactly when they are worth the same.
        let g = mex_table(60_000);
        let bounds = boundaries();
        assert_eq!(bounds.len(), 6);
        for &(s, before, after) in &bounds {
            if s < 60_000 {
                assert_eq!((g[s as usize - 1], g[s as usize]), (before, after));
            }
        }
        for v in 0..4 {
            let (lo, hi) = interior(v);
            assert!(lo <= hi);
            // The whole run [lo - 1, hi + 1] is worth v, and it is a run.
            for x in lo - 1..=hi + 1 {
                assert_eq!(g[x as usize], v, "x = {x}");
            }
            assert_ne!(g[lo as usize - 2], v);
            assert_ne!(g[hi as usize + 2], v);
        }
        let mut search = WinLossSearch::new(moves);
        for (p, companion) in isolated_boundary_pairs() {
            if p <= 300 && companion <= 300 {
                assert!(!search.wins(&canonical(&[p, companion])), "{p} {companion}");
            }
        }
    }

    /// For `scripts/stress`: a pile at one side of a value change (s - 1 or
    /// s, up to the bound), beside a pile of the same value inside its run,
    /// and size - 1 random piles of up to 300 each twice (they cancel), so
    /// the answer (Rublo) turns only if that one pile is valued wrong.
    fn boundary_input(rng: &mut Rng, size: u64) -> String {
        let bounds = boundaries();
        let (s, before, after) = bounds[rng.range(0, bounds.len() as u64 - 1) as usize];
        let (p, v) = if rng.range(0, 1) == 0 {
            (s - 1, before)
        } else {
            (s, after)
        };
        let (lo, hi) = interior(v);
        let mut piles = vec![p, rng.range(lo, hi)];
        for _ in 1..size.min(4) {
            let x = rng.range(1, 300);
            piles.extend([x, x]);
        }
        rng.shuffle(&mut piles);
        values_input(&piles)
    }

    /// The stress test's answers: the search where the piles are small
    /// (`reference`), else the XOR of the runs' values derived from the
    /// definition (`runs`, checked against the mex table up to 10^7, which
    /// the search checks up to 300), never `solve`'s table.
    fn stress_reference(input: &str) -> Option<String> {
        if let Some(answer) = reference(input) {
            return Some(answer);
        }
        let piles = numbers(input).split_off(1);
        if piles.len() > 10 {
            return None;
        }
        let runs = runs();
        let xor = piles
            .iter()
            .fold(0, |acc, &x| acc ^ value_at(&runs, x.into()));
        Some(words(xor != 0))
    }

    #[test]
    fn stress_reference_matches_the_search_and_the_prefix_counts() {
        let counts = PrefixCounts::new();
        let mut rng = Rng::new(2551);
        for _ in 0..2_000 {
            let size = rng.range(1, 8);
            let input = boundary_input(&mut rng, size);
            let piles = numbers(&input).split_off(1);
            let answer = stress_reference(&input).unwrap();
            assert_eq!(answer, second_computation(&counts, &piles), "{piles:?}");
            assert_eq!(answer, "Rublo", "{piles:?}");
        }
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: one pile
    /// of up to 40 * size (at most 300), or 2 to size + 2 piles (at most 10)
    /// of up to 4 * size + 4 (size 1: up to 3 piles of up to 40; size 8: up
    /// to 10 piles of up to 36, or one of up to 300).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let piles: Vec<u64> = if rng.range(0, 3) == 0 {
            vec![rng.range(1, (40 * size).min(300))]
        } else {
            let n = rng.range(2, (size + 2).min(10));
            (0..n).map(|_| rng.range(1, 4 * size + 4)).collect()
        };
        values_input(&piles)
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
        min_searched: 20,
    }
}
