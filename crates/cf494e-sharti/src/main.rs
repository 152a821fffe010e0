//! Codeforces 494E Sharti: <https://codeforces.com/problemset/problem/494/E>
//!
//! **Game**: an n x n board of white and black cells (white: the union of m
//! rectangles). A move picks a square of side at most k inside the board
//! whose lower-right cell is white and inverts every cell of it. Normal
//! play; Hamed moves first.
//!
//! **Theory**: a coin-turning game (the lower-right cell goes from white to
//! black, the others flip freely), so the board is the sum of its white
//! cells, each alone, and the product (Tartan) structure of square flips
//! gives the single cell (i, j) the Grundy value
//! g(i, j) = min(lowbit(i), lowbit(j), 2^floor(log2 k)), lowbit(x) the
//! largest power of two dividing x. The board's value is the XOR of g over
//! the white cells: values are powers of two, so it is non-zero iff some
//! c_t - c_(t+1) is odd, where c_t counts the white cells with g >= 2^t
//! (2^t <= k; c_(T+1) = 0 at the top level T), that is iff some c_t is
//! odd. c_t is the number of white cells whose row and column are both
//! multiples of 2^t. Hamed wins iff c_t is odd for some t with 2^t <= k.
//!
//! **Reduction**: the multiples u * 2^t of 2^t in rows a..=c are those with
//! (a - 1) >> t < u <= c >> t, so at level t rectangle (a, b, c, d) becomes
//! the half-open box ((a - 1) >> t, c >> t] x ((b - 1) >> t, d >> t] of
//! the level's grid, and c_t is the area of the union of these boxes. It is
//! found by a sweep over rows with a cover-count segment tree on the
//! compressed columns. Shifting keeps order, so the row events and the
//! column coordinates are sorted once, and each level only merges equal
//! shifted values; a rectangle that vanishes at a level (no multiple of 2^t
//! in its rows or columns) vanishes at every higher level and is dropped.
//! Only the parity of each area is kept: the parity of a product of two
//! lengths is the product of their parities, so no product is formed (the
//! areas reach 10^18, beyond 32 bits).
//!
//! Beyond the statement: m = 0 (no white cell) and k = 0 (no square) leave
//! no move; k > n allows the squares up to n, as k = n does; n up to
//! 2^64 - 1 is answered the same way. A rectangle that leaves the board or
//! has a > c or b > d is rejected, and so is m above 2^29.
//!
//! **Complexity**: O(m log m) to sort once, then O(m log m) per level over
//! floor(log2 min(k, n)) + 1 <= 30 levels; O(m) memory.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

/// The most rectangles held (each node of the tree counts up to m covers
/// in 30 bits); far beyond the statement's 5 * 10^4.
const MAX_RECTS: usize = 1 << 29;

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    // A node's count of covers sits above two bits of a u32.
    let m: usize = sc.next_in("m", 0, MAX_RECTS)?;
    let k: u64 = sc.next()?;
    let mut rects = Vec::with_capacity(m.min(1 << 16));
    for _ in 0..m {
        let a = sc.next_in("a_i", 1, n)?;
        let b = sc.next_in("b_i", 1, n)?;
        let c = sc.next_in("c_i", a, n)?;
        let d = sc.next_in("d_i", b, n)?;
        rects.push([a, b, c, d]);
    }
    writeln!(
        out,
        "{}",
        if solve(n, k, &rects) {
            "Hamed"
        } else {
            "Malek"
        }
    )?;
    Ok(())
}

/// Whether the first player wins on the n x n board whose white cells are
/// the union of `rects` (`[a, b, c, d]`: rows a..=c, columns b..=d, inside
/// the board), squares of side at most `k`.
fn solve(n: u64, k: u64, rects: &[[u64; 4]]) -> bool {
    let side = k.min(n);
    if side == 0 || rects.is_empty() {
        return false;
    }
    let top = 63 - side.leading_zeros();
    // Column coordinates (b - 1 and d), sorted and distinct; events refer
    // to them by index.
    let mut ys: Vec<u64> = rects.iter().flat_map(|r| [r[1] - 1, r[3]]).collect();
    ys.sort_unstable();
    ys.dedup();
    let index = |y: u64| ys.binary_search(&y).expect("a collected coordinate") as u32;
    let mut events = Vec::with_capacity(2 * rects.len());
    for r in rects {
        let (lo, hi) = (index(r[1] - 1), index(r[3]));
        events.push(Event::new(r[0] - 1, r[2], lo, hi, true));
        events.push(Event::new(r[2], r[0] - 1, lo, hi, false));
    }
    events.sort_unstable_by_key(|e| e.x);
    let mut level = vec![0u32; ys.len()];
    let mut values = Vec::with_capacity(ys.len());
    let mut tree = CoverTree::default();
    for t in 0..=top {
        // The level's distinct column values and each coordinate's index
        // among them.
        values.clear();
        for (j, &y) in ys.iter().enumerate() {
            let v = y >> t;
            if values.last() != Some(&v) {
                values.push(v);
            }
            level[j] = values.len() as u32 - 1;
        }
        events.retain(|e| {
            (e.x >> t) != (e.other_x >> t) && level[e.lo as usize] < level[e.hi as usize]
        });
        if events.is_empty() {
            break;
        }
        tree.reset(&values);
        let mut parity = 0;
        let mut prev = events[0].x >> t;
        for e in &events {
            let x = e.x >> t;
            if x != prev {
                parity ^= tree.covered() & (x - prev) & 1;
                prev = x;
            }
            tree.add(
                level[e.lo as usize] as usize,
                level[e.hi as usize] as usize,
                e.add,
            );
        }
        if parity == 1 {
            return true;
        }
    }
    false
}

/// A rectangle's side in the row sweep: at row `x` (the level's rows are
/// `x >> t`) its columns `ys[lo]..ys[hi]` gain (`add`) or lose a cover;
/// `other_x` is its other row boundary.
struct Event {
    x: u64,
    other_x: u64,
    lo: u32,
    hi: u32,
    add: bool,
}

impl Event {
    fn new(x: u64, other_x: u64, lo: u32, hi: u32, add: bool) -> Self {
        Event {
            x,
            other_x,
            lo,
            hi,
            add,
        }
    }
}

/// The parity of the covered length of a set of column intervals under
/// additions and removals: a bottom-up segment tree over the elementary
/// segments between consecutive coordinates, where a node's count is the
/// number of intervals that cover it whole (assigned to it and to no
/// descendant), and its covered length is its width when that count is
/// positive, else its children's sum. Counts are never pushed down, so a
/// range update touches O(log) nodes and their ancestors. Only parities are
/// kept (a sum's parity is the XOR of the parities), packed with the count
/// in one word per node: count << 2 | width parity << 1 | covered parity.
#[derive(Default)]
struct CoverTree {
    size: usize,
    node: Vec<u32>,
}

const COUNT_ONE: u32 = 4;
const WIDTH_BIT: u32 = 2;
const COVERED_BIT: u32 = 1;

impl CoverTree {
    /// An empty tree over the segments between consecutive `values`.
    fn reset(&mut self, values: &[u64]) {
        let segments = values.len().saturating_sub(1).max(1);
        self.size = segments.next_power_of_two();
        self.node.clear();
        self.node.resize(2 * self.size, 0);
        for (i, w) in values.windows(2).enumerate() {
            self.node[self.size + i] = ((w[1] - w[0]) as u32 & 1) * WIDTH_BIT;
        }
        for v in (1..self.size).rev() {
            self.node[v] = (self.node[2 * v] ^ self.node[2 * v + 1]) & WIDTH_BIT;
        }
    }

    /// The parity of the covered length (0 or 1).
    fn covered(&self) -> u64 {
        u64::from(self.node[1] & COVERED_BIT)
    }

    /// Adds one cover to segments `l..r` (l < r), or removes one.
    fn add(&mut self, l: usize, r: usize, add: bool) {
        let (mut lo, mut hi) = (l + self.size, r + self.size);
        let (first, last) = (lo, hi - 1);
        while lo < hi {
            if lo & 1 == 1 {
                self.cover(lo, add);
                lo += 1;
            }
            if hi & 1 == 1 {
                hi -= 1;
                self.cover(hi, add);
            }
            lo >>= 1;
            hi >>= 1;
        }
        // Every node whose subtree changed is an ancestor of the first or
        // the last leaf of the range.
        let (mut u, mut v) = (first >> 1, last >> 1);
        while u != v {
            self.pull(u);
            self.pull(v);
            u >>= 1;
            v >>= 1;
        }
        while u > 0 {
            self.pull(u);
            u >>= 1;
        }
    }

    fn cover(&mut self, v: usize, add: bool) {
        if add {
            self.node[v] += COUNT_ONE;
        } else {
            self.node[v] -= COUNT_ONE;
        }
        self.pull(v);
    }

    fn pull(&mut self, v: usize) {
        let x = self.node[v];
        let covered = if x >= COUNT_ONE {
            x >> 1
        } else if v >= self.size {
            0
        } else {
            self.node[2 * v] ^ self.node[2 * v + 1]
        };
        self.node[v] = (x & !COVERED_BIT) | (covered & COVERED_BIT);
    }
}

#[cfg(test)]
mod tests;
