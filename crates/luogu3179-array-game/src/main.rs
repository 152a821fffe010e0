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
mod tests;
