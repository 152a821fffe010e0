//! Luogu P3179 [HAOI2015] 数组游戏 (array game; also BZOJ 4035):
//! <https://www.luogu.com.cn/problem/P3179>
//!
//! **Game**: cells 1..n, each white or black; a move picks a white cell x
//! and a k with 1 <= k <= n / x, and flips cells x, 2x, ..., kx. Normal
//! play: the player with no white cell to pick loses.
//!
//! **Theory**: a coin-turning game (Berlekamp, Conway, Guy, "Winning Ways",
//! ch. 14): every move turns its lowest cell x from white to black and
//! flips only cells above x, so a position is the sum of its white cells
//! taken alone (a cell flipped twice cancels), and its Grundy
//! value is the XOR of SG(x) over the white cells, with
//! SG(x) = mex{ SG(2x) ^ SG(3x) ^ ... ^ SG(kx) : 1 <= k <= n / x } (k = 1 is
//! the empty XOR, 0). The cells jx are those of the game on 1..n / x scaled
//! by x, so SG(x) = f(n / x) with f(m) = mex{ XOR of f(m / j) for
//! j = 2..k : 1 <= k <= m } (floor divisions, floor(floor(m / a) / b) =
//! floor(m / ab)). The first player wins iff the XOR over the white cells
//! is non-zero.
//!
//! **Reduction**: n fixes f on the O(sqrt n) values n / x; each query is the
//! XOR of f(n / c) over its white cells c. f(m) takes the prefix XORs over
//! j in blocks of equal m / j: a block of L equal values g adds the prefix
//! ^ g (and, for L >= 2, the prefix itself again), and moves the prefix by
//! g when L is odd.
//!
//! **Complexity**: O(n^(3/4)) for f (about 2·sqrt(m) steps for each of the
//! 2·sqrt(n) values m, at most one division per step), O(sqrt n) memory;
//! O(w log w) per query (the check for a repeated cell sorts).

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: n, K, then per query w and w cell indices.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n = sc.next_in("n", 0u32, u32::MAX)?;
    let queries: usize = sc.next()?;
    let table = Grundy::new(n);
    let mut cells = Vec::new();
    for query in 1..=queries {
        let white: usize = sc.next()?;
        cells.clear();
        for _ in 0..white {
            cells.push(sc.next_in("cell", 1, n)?);
        }
        if let Some(cell) = repeated(&cells) {
            return Err(Error::new(format!(
                "query {query}: cell {cell} is listed twice"
            )));
        }
        writeln!(out, "{}", if solve(&table, &cells) { "Yes" } else { "No" })?;
    }
    Ok(())
}

/// Whether the first player wins with exactly `cells` white (distinct, in
/// 1..=n) in the game `table` was built for.
fn solve(table: &Grundy, cells: &[u32]) -> bool {
    cells.iter().fold(0, |acc, &c| acc ^ table.of_cell(c)) != 0
}

/// A cell listed twice, if any.
fn repeated(cells: &[u32]) -> Option<u32> {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    sorted.windows(2).find(|w| w[0] == w[1]).map(|w| w[0])
}

/// f(m) for every m = n / x: `small[m]` for m <= s, and `by_cell[x]` =
/// f(n / x) for every x <= s, where s = floor(sqrt n). Every m = n / x above
/// s has x <= s (x > s gives n / x <= n / (s + 1) <= s).
struct Grundy {
    n: u32,
    s: u32,
    small: Vec<u32>,
    by_cell: Vec<u32>,
}

impl Grundy {
    fn new(n: u32) -> Grundy {
        let s = isqrt(n);
        let mut table = Grundy {
            n,
            s,
            small: vec![0; s as usize + 1],
            by_cell: vec![0; s as usize + 1],
        };
        // A prefix XOR is marked in `seen` with the stamp of the m being
        // computed. At most 2·sqrt(m) + 1 prefixes are marked (one per j up
        // to sqrt(m), one per block beyond), so the mex is at most 2s + 1
        // and larger values need no flag.
        let mut seen = vec![0u32; 2 * s as usize + 2];
        let mut stamp = 0;
        for m in 1..=s {
            stamp += 1;
            let g = table.mex_of_prefixes(m, 0, &mut seen, stamp);
            table.small[m as usize] = g;
        }
        // By decreasing x, so increasing m = n / x: every f(m / j) needed is
        // already known.
        for x in (1..=s).rev() {
            let m = n / x;
            table.by_cell[x as usize] = if m <= s {
                table.small[m as usize]
            } else {
                stamp += 1;
                table.mex_of_prefixes(m, x, &mut seen, stamp)
            };
        }
        table
    }

    /// SG(c) = f(n / c), for a cell 1 <= c <= n.
    fn of_cell(&self, c: u32) -> u32 {
        let m = self.n / c;
        if m <= self.s {
            self.small[m as usize]
        } else {
            self.by_cell[c as usize]
        }
    }

    /// f(m) = the mex of the prefix XORs of f(m / j), j = 2..k, over
    /// k = 1..=m, from the values already in the table; `x` is the cell with
    /// m = n / x when m > s (then m / j = n / (xj), which `by_cell[xj]`
    /// holds while xj <= s), and 0 when m <= s.
    fn mex_of_prefixes(&self, m: u32, x: u32, seen: &mut [u32], stamp: u32) -> u32 {
        let mut mark = |value: u32| {
            if let Some(flag) = seen.get_mut(value as usize) {
                *flag = stamp;
            }
        };
        // k = 1: the empty XOR.
        let mut prefix = 0;
        mark(0);
        let r = isqrt(m);
        // j = 2..=r one at a time; m / j > s only where xj <= s (x > 0).
        let mut j = 2;
        if let Some(by_cell_last) = self.s.checked_div(x) {
            while j <= r.min(by_cell_last) {
                prefix ^= self.by_cell[(x * j) as usize];
                mark(prefix);
                j += 1;
            }
        }
        while j <= r {
            prefix ^= self.small[(m / j) as usize];
            mark(prefix);
            j += 1;
        }
        // j > r in blocks of equal v = m / j, v from m / (r + 1) down to 1:
        // the block of v is m / (v + 1) < j <= m / v, and the first one
        // starts at r + 1 (m / (v + 1) <= r there). Each v <= r <= s.
        let mut first = r + 1;
        let mut v = m / (r + 1);
        while v >= 1 {
            let last = m / v;
            let g = self.small[v as usize];
            // The block's prefixes: prefix ^ g, then prefix again, ... (the
            // prefix itself is already marked).
            mark(prefix ^ g);
            if (last - first) % 2 == 0 {
                prefix ^= g;
            }
            // No overflow: v >= 2 here gives last <= m / 2.
            first = last.wrapping_add(1);
            v -= 1;
        }
        let mut g = 0;
        while seen[g as usize] == stamp {
            g += 1;
        }
        g
    }
}

/// floor(sqrt(m)).
fn isqrt(m: u32) -> u32 {
    let mut r = f64::from(m).sqrt() as u32;
    while u64::from(r) * u64::from(r) > u64::from(m) {
        r -= 1;
    }
    while u64::from(r + 1) * u64::from(r + 1) <= u64::from(m) {
        r += 1;
    }
    r
}

#[cfg(test)]
mod tests {
    use std::collections::{HashMap, HashSet};
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, Expect, Generated, Rng, WinLossSearch,
    };

    use super::{isqrt, run, solve, Grundy};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "3\n2\n2\n1 2\n2\n2 3\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("no K", "3\n", Reject("end of input")),
                (
                    "truncated query",
                    "3\n2\n2\n1 2\n2\n2\n",
                    Reject("end of input"),
                ),
                ("missing query", "3\n2\n2\n1 2\n", Reject("end of input")),
                // Not a colouring: a cell that does not exist, or twice.
                (
                    "cell 0",
                    "3\n1\n1\n0\n",
                    Reject("cell = 0 is outside 1..=3"),
                ),
                (
                    "cell above n",
                    "3\n1\n2\n1 4\n",
                    Reject("cell = 4 is outside 1..=3"),
                ),
                (
                    "cell twice",
                    "3\n1\n3\n2 1 2\n",
                    Reject("query 1: cell 2 is listed twice"),
                ),
                (
                    "n = 0 with a cell",
                    "0\n1\n1\n1\n",
                    Reject("cell = 1 is outside 1..=0"),
                ),
                (
                    "n above 2^32 - 1",
                    "4294967296\n0\n",
                    Reject("found `4294967296`"),
                ),
                // Outside the statement's bounds, but the rules still answer.
                ("K = 0", "3\n0\n", Answer("")),
                ("w = 0: no white cell", "3\n1\n0\n", Answer("No\n")),
                ("n = 0, w = 0", "0\n1\n0\n", Answer("No\n")),
                // Every cell white for n = 3: f(3) ^ f(1) ^ f(1) = f(3) != 0.
                ("w = n", "3\n1\n3\n3 1 2\n", Answer("Yes\n")),
                // A lone white cell: k = 1 reaches 0, so SG >= 1.
                (
                    "n = 2^32 - 1, cell 1",
                    "4294967295\n1\n1\n1\n",
                    Answer("Yes\n"),
                ),
                // Cells 2^32 - 1 and 2^31 share f(1) (their quotients are 1).
                (
                    "n = 2^32 - 1, the last block",
                    "4294967295\n1\n2\n4294967295 2147483648\n",
                    Answer("No\n"),
                ),
            ],
        );
    }

    /// A position of the game on 1..n: bit i - 1 set iff cell i is white.
    type Cells = u32;

    /// The moves by the rules: a white cell x and 1 <= k <= n / x; flip
    /// x, 2x, ..., kx.
    fn moves(n: u32, position: Cells) -> Vec<Cells> {
        let mut res = Vec::new();
        for x in 1..=n {
            if position >> (x - 1) & 1 == 0 {
                continue;
            }
            let mut next = position;
            for k in 1..=n / x {
                next ^= 1 << (k * x - 1);
                res.push(next);
            }
        }
        res
    }

    type Search = WinLossSearch<Cells, Box<dyn Fn(&Cells) -> Vec<Cells>>>;

    fn new_search(n: u32) -> Search {
        WinLossSearch::new(
            Box::new(move |p: &Cells| moves(n, *p)) as Box<dyn Fn(&Cells) -> Vec<Cells>>
        )
    }

    fn cells_of(position: Cells) -> Vec<u32> {
        (1..=32).filter(|&i| position >> (i - 1) & 1 == 1).collect()
    }

    /// The largest n the search is asked about (2^14 positions).
    const SEARCH_N: u32 = 14;

    #[test]
    fn matches_exhaustive_search_on_every_colouring_up_to_n_14() {
        for n in 1..=SEARCH_N {
            let table = Grundy::new(n);
            let mut search = new_search(n);
            for position in 0..1u32 << n {
                assert_eq!(
                    solve(&table, &cells_of(position)),
                    search.wins(&position),
                    "n = {n}, white cells {:?}",
                    cells_of(position)
                );
            }
        }
    }

    /// SG of every cell 1..=n by the definition, cell by cell (no blocks, no
    /// n / x): SG(x) = mex over k = 1..=n / x of SG(2x) ^ ... ^ SG(kx),
    /// from x = n down to 1. O(n log n).
    fn definition_table(n: usize) -> Vec<u32> {
        let mut sg = vec![0u32; n + 1];
        // seen[v] == x: the value v is an option of cell x. The mex of the
        // n / x options is at most n / x, so larger values need no flag.
        let mut seen = vec![0u32; n + 2];
        for x in (1..=n).rev() {
            let mut prefix = 0;
            let stamp = x as u32;
            seen[0] = stamp;
            for jx in (2 * x..=n).step_by(x) {
                prefix ^= sg[jx];
                if let Some(flag) = seen.get_mut(prefix as usize) {
                    *flag = stamp;
                }
            }
            let mut g = 0;
            while seen[g as usize] == stamp {
                g += 1;
            }
            sg[x] = g;
        }
        sg
    }

    #[test]
    fn definition_table_matches_exhaustive_search_up_to_n_14() {
        // The sum theorem for this game, checked: the XOR of the cells'
        // values is 0 exactly on the losing colourings.
        for n in 1..=SEARCH_N {
            let sg = definition_table(n as usize);
            let mut search = new_search(n);
            for position in 0..1u32 << n {
                let xor = cells_of(position)
                    .iter()
                    .fold(0, |a, &c| a ^ sg[c as usize]);
                assert_eq!(xor != 0, search.wins(&position), "n = {n}, {position:b}");
            }
        }
    }

    #[test]
    fn blocks_match_the_definition_table_for_every_n_up_to_2000() {
        for n in 1..=2000u32 {
            let sg = definition_table(n as usize);
            let table = Grundy::new(n);
            let mut memo = HashMap::new();
            for c in 1..=n {
                assert_eq!(table.of_cell(c), sg[c as usize], "n = {n}, cell {c}");
                assert_eq!(
                    by_quotient(u64::from(n / c), &mut memo),
                    sg[c as usize],
                    "second computation, n = {n}, cell {c}"
                );
            }
        }
    }

    #[test]
    fn blocks_match_the_definition_table_for_large_n() {
        // Perfect squares and their neighbours (where s = floor(sqrt n)
        // changes), s(s + 1) (where n / s = s + 1), up to about 10^7; 10^6;
        // random n.
        let mut rng = Rng::new(3179);
        let mut ns = vec![
            65_536,
            65_535,
            65_537,
            255 * 256,
            255 * 256 - 1,
            1_000_000,
            3162 * 3162,
            3162 * 3163,
        ];
        for _ in 0..4 {
            ns.push(rng.range(2000, 1_000_000) as u32);
        }
        for n in ns {
            let sg = definition_table(n as usize);
            let table = Grundy::new(n);
            let mut memo = HashMap::new();
            for c in 1..=n {
                assert_eq!(table.of_cell(c), sg[c as usize], "n = {n}, cell {c}");
            }
            let mut c = 1;
            while c <= n {
                let m = n / c;
                assert_eq!(
                    by_quotient(u64::from(m), &mut memo),
                    sg[c as usize],
                    "second computation, n = {n}, cell {c}"
                );
                c = n / m + 1;
            }
        }
    }

    /// The second computation, apart from `Grundy`: f(m) by memoised
    /// recursion on m alone (a hash map, any m), over the blocks
    /// l..=r = m / (m / l) of equal m / j, the options in a hash set. Checked
    /// against the definition table above; it answers the cases with n
    /// beyond that table's reach.
    fn by_quotient(m: u64, memo: &mut HashMap<u64, u32>) -> u32 {
        if let Some(&g) = memo.get(&m) {
            return g;
        }
        let mut options = HashSet::new();
        options.insert(0u32);
        let mut prefix = 0;
        let mut l = 2;
        while l <= m {
            let r = m / (m / l);
            let g = by_quotient(m / l, memo);
            // Prefixes at k = l, l + 1, ..., r: prefix ^ g, prefix, ...
            options.insert(prefix ^ g);
            if r > l {
                options.insert(prefix);
            }
            if (r - l + 1) % 2 == 1 {
                prefix ^= g;
            }
            l = r + 1;
        }
        let g = (0..).find(|v| !options.contains(v)).unwrap();
        memo.insert(m, g);
        g
    }

    #[test]
    fn isqrt_is_the_floor_of_the_square_root() {
        for m in (0..70_000u32).chain(u32::MAX - 70_000..=u32::MAX) {
            let r = u64::from(isqrt(m));
            assert!(
                r * r <= u64::from(m) && (r + 1) * (r + 1) > u64::from(m),
                "{m}"
            );
        }
    }

    /// An input: n, then the queries (each its white cells).
    fn input(n: u32, queries: &[Vec<u32>]) -> String {
        let mut s = format!("{n}\n{}\n", queries.len());
        for q in queries {
            s += &format!("{}\n{}\n", q.len(), test_support::join(q));
        }
        s
    }

    /// n and the queries of an input.
    fn parse(input: &str) -> (u32, Vec<Vec<u32>>) {
        let numbers = test_support::numbers(input);
        let n = numbers[0] as u32;
        let mut at = 2;
        let mut queries = Vec::new();
        for _ in 0..numbers[1] {
            let w = numbers[at] as usize;
            queries.push(
                numbers[at + 1..at + 1 + w]
                    .iter()
                    .map(|&c| c as u32)
                    .collect(),
            );
            at += 1 + w;
        }
        (n, queries)
    }

    fn words(first_wins: bool) -> &'static str {
        if first_wins {
            "Yes\n"
        } else {
            "No\n"
        }
    }

    /// The statement's constraints.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let n = sc.next_in("n", 1u32, 1_000_000_000)?;
        let queries = sc.next_in("K", 1usize, 100)?;
        for _ in 0..queries {
            let white = sc.next_in("w", 1usize, 100)?;
            let mut cells = Vec::new();
            for _ in 0..white {
                cells.push(sc.next_in("cell", 1, n)?);
            }
            cells.sort_unstable();
            if cells.windows(2).any(|w| w[0] == w[1]) {
                return Err(Error::new("a cell is listed twice in a query"));
            }
        }
        Ok(())
    }

    /// The search's answers when n <= 14.
    fn reference(input: &str) -> Option<String> {
        let (n, queries) = parse(input);
        if n > SEARCH_N {
            return None;
        }
        let mut search = new_search(n);
        Some(
            queries
                .iter()
                .map(|q| words(search.wins(&q.iter().fold(0, |p, &c| p | 1 << (c - 1)))))
                .collect(),
        )
    }

    /// The answers by the definition table (for n up to a few million).
    fn definition_answer(n: u32, queries: &[Vec<u32>]) -> String {
        let sg = definition_table(n as usize);
        queries
            .iter()
            .map(|q| words(q.iter().fold(0, |a, &c| a ^ sg[c as usize]) != 0))
            .collect()
    }

    /// The answers by the second computation, `by_quotient`.
    fn second_answer(n: u32, queries: &[Vec<u32>]) -> String {
        let mut memo = HashMap::new();
        queries
            .iter()
            .map(|q| {
                let xor = q
                    .iter()
                    .fold(0, |a, &c| a ^ by_quotient(u64::from(n / c), &mut memo));
                words(xor != 0)
            })
            .collect()
    }

    fn reference_or_second(input: &str) -> Option<String> {
        reference(input).or_else(|| {
            let (n, queries) = parse(input);
            Some(second_answer(n, &queries))
        })
    }

    /// A random set of `w` distinct cells of 1..=n.
    fn random_cells(rng: &mut Rng, n: u32, w: usize) -> Vec<u32> {
        let mut cells = Vec::new();
        while cells.len() < w.min(n as usize) {
            let c = rng.range(1, u64::from(n)) as u32;
            if !cells.contains(&c) {
                cells.push(c);
            }
        }
        cells
    }

    /// Queries at the block boundaries of n: for a random cell c, the last
    /// cell r of its block (n / r = n / c, n / (r + 1) < n / c), then
    /// (r, r + 1) across the boundary, (c, r) inside the block (always
    /// `No`: equal values cancel), and c with a few random cells.
    fn boundary_queries(rng: &mut Rng, n: u32, count: usize) -> Vec<Vec<u32>> {
        let mut queries = Vec::new();
        while queries.len() < count {
            // Cells at every scale: 1 up to n.
            let top = 1u64 << rng.range(0, 31);
            let c = rng.range(1, top.min(u64::from(n))) as u32;
            let r = n / (n / c);
            match rng.range(0, 2) {
                0 if r < n => queries.push(vec![r, r + 1]),
                1 if c < r => queries.push(vec![c, r]),
                _ => {
                    let w = rng.range(1, 3) as usize;
                    let mut q = random_cells(rng, n, w);
                    if !q.contains(&c) {
                        q.push(c);
                    }
                    queries.push(q);
                }
            }
        }
        queries
    }

    /// The generated cases; judge-data/luogu3179-array-game/README.md gives
    /// the backing of each.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(3179);
        let mut cases = Vec::new();
        for i in 1..=8 {
            let n = rng.range(1, u64::from(SEARCH_N)) as u32;
            let queries: Vec<Vec<u32>> = (0..rng.range(1, 12))
                .map(|_| {
                    let w = rng.range(1, u64::from(n)) as usize;
                    random_cells(&mut rng, n, w)
                })
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(n, &queries),
            ));
        }
        // Every lone cell of n = 14 (each a win: k = 1 empties the board).
        let lone: Vec<Vec<u32>> = (1..=SEARCH_N).map(|c| vec![c]).collect();
        cases.push(Generated::searched(
            "edge-lone-cells",
            input(SEARCH_N, &lone),
        ));
        // Every pair of cells of n = 14: a loss iff the two values are equal,
        // always within a block of equal n / c, and across the blocks of
        // quotients 2 and 3 (f(2) = f(3) = 2).
        let mut pairs = Vec::new();
        for a in 1..=SEARCH_N {
            for b in a + 1..=SEARCH_N {
                pairs.push(vec![a, b]);
            }
        }
        for (i, chunk) in pairs.chunks(100).enumerate() {
            cases.push(Generated::searched(
                &format!("edge-pairs-n-14-{:02}", i + 1),
                input(SEARCH_N, chunk),
            ));
        }
        // Every n <= 14 with every cell white, and with the cells of the
        // top block (n / c = 1) white.
        for n in 1..=SEARCH_N {
            let all: Vec<u32> = (1..=n).collect();
            let top: Vec<u32> = (n / 2 + 1..=n).collect();
            cases.push(Generated::searched(
                &format!("edge-all-white-n-{n:02}"),
                input(n, &[all, top]),
            ));
        }
        // Mid-size n, answered by the definition table: block boundaries.
        for (stem, n) in [
            ("mid-boundaries-n-100000", 100_000),
            ("mid-boundaries-n-999999", 999_999),
        ] {
            let queries = boundary_queries(&mut rng, n, 100);
            cases.push(Generated::constructed(
                stem,
                input(n, &queries),
                &definition_answer(n, &queries),
            ));
        }
        // n = 10^9: block boundaries at every scale; 100 queries of 100
        // random cells at every scale; and n where floor(sqrt n) changes
        // (31622^2, 31622^2 - 1) or n / s = s + 1 (31622 · 31623), with the
        // cells around s = floor(sqrt n), where the table switches from
        // values by cell to values by quotient.
        let n = 1_000_000_000;
        let mut queries = vec![vec![1], vec![1, 2]];
        queries.extend(boundary_queries(&mut rng, n, 98));
        cases.push(Generated::constructed(
            "max-n-boundaries",
            input(n, &queries),
            &second_answer(n, &queries),
        ));
        let queries: Vec<Vec<u32>> = (0..100)
            .map(|_| {
                let mut q = Vec::new();
                while q.len() < 100 {
                    let top = (1u64 << rng.range(0, 30)).min(u64::from(n));
                    let c = rng.range(1, top) as u32;
                    if !q.contains(&c) {
                        q.push(c);
                    }
                }
                q
            })
            .collect();
        cases.push(Generated::constructed(
            "max-n-full-queries",
            input(n, &queries),
            &second_answer(n, &queries),
        ));
        for (stem, n) in [
            ("max-n-square", 31_622 * 31_622),
            ("max-n-square-minus-1", 31_622 * 31_622 - 1),
            ("max-n-s-times-s-plus-1", 31_622 * 31_623),
        ] {
            let s = isqrt(n);
            let mut queries = Vec::new();
            for c in s - 4..=s + 4 {
                queries.push(vec![c, c + 1]);
                queries.push(vec![c]);
                // The cells whose quotient is c and c + 1 (the blocks
                // beyond s), first and last of each.
                let (lo, hi) = (n / (c + 1) + 1, n / c);
                if lo < hi {
                    queries.push(vec![lo, hi]);
                }
                queries.push(vec![hi, hi + 1]);
            }
            queries.extend(boundary_queries(&mut rng, n, 100 - queries.len()));
            cases.push(Generated::constructed(
                stem,
                input(n, &queries),
                &second_answer(n, &queries),
            ));
        }
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: n up to
    /// 14 (size 1: up to 7), up to 10 queries of random cells.
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let n = rng.range(1, (6 + size).min(u64::from(SEARCH_N))) as u32;
        let queries: Vec<Vec<u32>> = (0..rng.range(1, 10))
            .map(|_| {
                let w = rng.range(1, u64::from(n)) as usize;
                random_cells(rng, n, w)
            })
            .collect();
        input(n, &queries)
    }

    /// Inputs at the block boundaries (`boundary_queries`) of a random n
    /// from 15 up to 10^min(size, 6) (15 for size 1), answered by the second
    /// computation.
    fn boundary_input(rng: &mut Rng, size: u64) -> String {
        let top = 10u64.pow(size.min(6) as u32);
        let n = rng.range(15, top.max(15)) as u32;
        let queries = boundary_queries(rng, n, size as usize * 2);
        input(n, &queries)
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
        min_searched: 25,
    }
}
