//! Codeforces 494E Sharti's spec (`test_support::spec`): the statement's
//! constraints; as the reference, the exhaustive search of the real game
//! (the set of white cells, squares flipped by the rules) on boards up to
//! 4 x 4; beyond it a second computation (the cell counts per value class,
//! each a union area by a column sweep with a min-count segment tree,
//! written apart from the solution and checked against the search in the
//! problem's tests); and the inputs made from them.

use judge_io::Error;
use test_support::{numbers, Generated, Rng, Strict, WinLossSearch};

/// A position of the real game: an n x n board (n <= 5), squares of side
/// at most k, and the white cells, cell (i, j) (1-based) as bit
/// (i - 1) * n + (j - 1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    pub n: u32,
    pub k: u32,
    pub white: u32,
}

/// The bit of cell (i, j) (1-based) on an n x n board.
pub fn bit(n: u32, i: u32, j: u32) -> u32 {
    1 << ((i - 1) * n + (j - 1))
}

/// The cells of the square of side `s` whose lower-right cell is (i, j).
pub fn square(n: u32, i: u32, j: u32, s: u32) -> u32 {
    let mut cells = 0;
    for r in i + 1 - s..=i {
        for c in j + 1 - s..=j {
            cells |= bit(n, r, c);
        }
    }
    cells
}

/// Every position one move away, by the rules alone: a square of side
/// s <= k inside the board (so s <= i and s <= j) whose lower-right cell
/// (i, j) is white, every cell of it inverted.
pub fn moves(board: &Board) -> Vec<Board> {
    let n = board.n;
    let mut next = Vec::new();
    for i in 1..=n {
        for j in 1..=n {
            if board.white & bit(n, i, j) == 0 {
                continue;
            }
            for s in 1..=board.k.min(i).min(j) {
                next.push(Board {
                    white: board.white ^ square(n, i, j, s),
                    ..*board
                });
            }
        }
    }
    next
}

/// The outcome of every position of the n x n board (n <= 5) with squares
/// of side at most k, by the rules alone: bit w of the result is set iff
/// the player to move wins from white set w. A move turns its square's
/// lower-right cell, the highest bit of the square, from white to black,
/// so it always leads to a smaller number, and the positions are settled
/// in increasing order: a position wins iff some move reaches a loss.
pub fn outcome_table(n: u32, k: u32) -> Vec<u64> {
    let cells = (n * n) as usize;
    let mut squares: Vec<Vec<u32>> = vec![Vec::new(); cells];
    for i in 1..=n {
        for j in 1..=n {
            let at = ((i - 1) * n + (j - 1)) as usize;
            squares[at] = (1..=k.min(i).min(j)).map(|s| square(n, i, j, s)).collect();
        }
    }
    let total = 1usize << cells;
    let mut wins = vec![0u64; (total + 63) / 64];
    for w in 1..total {
        let mut rest = w;
        let mut win = false;
        while rest != 0 && !win {
            let at = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            for &sq in &squares[at] {
                let to = w ^ sq as usize;
                if wins[to / 64] >> (to % 64) & 1 == 0 {
                    win = true;
                    break;
                }
            }
        }
        if win {
            wins[w / 64] |= 1 << (w % 64);
        }
    }
    wins
}

/// An input's board side, k and rectangles (`[a, b, c, d]`).
pub fn parse(input: &str) -> (u64, u64, Vec<[u64; 4]>) {
    let v = numbers(input);
    let rects = v[3..].chunks(4).map(|r| [r[0], r[1], r[2], r[3]]).collect();
    (v[0], v[2], rects)
}

/// The input for a board, k and rectangles.
pub fn input(n: u64, k: u64, rects: &[[u64; 4]]) -> String {
    let mut s = format!("{n} {} {k}\n", rects.len());
    for r in rects {
        s.push_str(&format!("{} {} {} {}\n", r[0], r[1], r[2], r[3]));
    }
    s
}

/// The white cells of a small board (n <= 5) as bits.
pub fn white_cells(n: u64, rects: &[[u64; 4]]) -> u32 {
    let n = n as u32;
    let mut white = 0;
    for r in rects {
        for i in r[0] as u32..=r[2] as u32 {
            for j in r[1] as u32..=r[3] as u32 {
                white |= bit(n, i, j);
            }
        }
    }
    white
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("n", 1u64, 1_000_000_000)?;
    let m = sc.next_in("m", 1usize, 50_000)?;
    sc.next_in("k", 1, n)?;
    sc.end_line()?;
    for _ in 0..m {
        let a = sc.next_in("a_i", 1, n)?;
        let b = sc.next_in("b_i", 1, n)?;
        sc.next_in("c_i", a, n)?;
        sc.next_in("d_i", b, n)?;
        sc.end_line()?;
    }
    Ok(())
}

pub fn words(hamed_wins: bool) -> String {
    if hamed_wins { "Hamed" } else { "Malek" }.to_string()
}

/// The search's answer on boards up to 4 x 4 (every position there has at
/// most 2^16 successors in its game tree).
fn reference(input: &str) -> Option<String> {
    let (n, k, rects) = parse(input);
    if n > 4 {
        return None;
    }
    let board = Board {
        n: n as u32,
        k: k as u32,
        white: white_cells(n, &rects),
    };
    Some(words(WinLossSearch::new(moves).wins(&board)))
}

/// Beyond the search: the second computation, on any valid input.
fn beyond_search(input: &str) -> Option<String> {
    let (n, k, rects) = parse(input);
    Some(words(second_computation(n, k, &rects)))
}

/// A second computation, written apart from `solve`: for each s = 2^t <= k
/// (and <= n), the number c_t of white cells whose row and column are
/// multiples of s, as the union area of the rectangles' level grids (rows
/// ceil(a / s)..=floor(c / s), by division), by a sweep over columns with a
/// min-count segment tree (covered = total - the length at count 0); then
/// the number of cells of value exactly 2^t, c_t - c_(t+1) (c_T at the
/// top), and the XOR is non-zero iff one of them is odd.
pub fn second_computation(n: u64, k: u64, rects: &[[u64; 4]]) -> bool {
    let side = k.min(n);
    let mut counts: Vec<u128> = Vec::new();
    let mut s = 1u64;
    while s <= side {
        let boxes: Vec<[u64; 4]> = rects
            .iter()
            .filter_map(|&[a, b, c, d]| {
                let (r0, r1) = ((a + s - 1) / s, c / s);
                let (c0, c1) = ((b + s - 1) / s, d / s);
                if r0 <= r1 && c0 <= c1 {
                    Some([r0, c0, r1, c1])
                } else {
                    None
                }
            })
            .collect();
        counts.push(union_cells(&boxes));
        s *= 2;
    }
    (0..counts.len()).any(|t| {
        let exact = counts[t] - counts.get(t + 1).copied().unwrap_or(0);
        exact % 2 == 1
    })
}

/// The number of cells in the union of boxes `[r0, c0, r1, c1]` (rows
/// r0..=r1, columns c0..=c1): a sweep over columns, the rows compressed.
pub fn union_cells(boxes: &[[u64; 4]]) -> u128 {
    if boxes.is_empty() {
        return 0;
    }
    let mut rows: Vec<u64> = boxes.iter().flat_map(|b| [b[0], b[2] + 1]).collect();
    rows.sort_unstable();
    rows.dedup();
    let at = |r: u64| rows.binary_search(&r).unwrap();
    // (column, first segment, end segment, +1 or -1)
    let mut events: Vec<(u64, usize, usize, i32)> = Vec::with_capacity(2 * boxes.len());
    for b in boxes {
        let (lo, hi) = (at(b[0]), at(b[2] + 1));
        events.push((b[1], lo, hi, 1));
        events.push((b[3] + 1, lo, hi, -1));
    }
    events.sort_unstable_by_key(|e| e.0);
    let widths: Vec<u64> = rows.windows(2).map(|w| w[1] - w[0]).collect();
    let total: u64 = widths.iter().sum();
    let mut tree = MinTree::new(&widths);
    let mut area: u128 = 0;
    let mut prev = events[0].0;
    for &(col, lo, hi, delta) in &events {
        if col > prev {
            area += u128::from(total - tree.zero_length()) * u128::from(col - prev);
            prev = col;
        }
        tree.add(1, 0, widths.len(), lo, hi, delta);
    }
    area
}

/// Range add over segments with widths: each node keeps the minimum count
/// in its subtree (its own additions included, never pushed down) and the
/// width of its segments at that minimum.
struct MinTree {
    nodes: Vec<MinNode>,
}

#[derive(Clone, Copy, Default)]
struct MinNode {
    min: i32,
    added: i32,
    width_at_min: u64,
}

impl MinTree {
    fn new(widths: &[u64]) -> Self {
        let mut tree = MinTree {
            nodes: vec![MinNode::default(); 4 * widths.len().max(1)],
        };
        tree.build(1, 0, widths.len(), widths);
        tree
    }

    fn build(&mut self, v: usize, l: usize, r: usize, widths: &[u64]) {
        if r - l == 1 {
            self.nodes[v].width_at_min = widths[l];
            return;
        }
        let mid = (l + r) / 2;
        self.build(2 * v, l, mid, widths);
        self.build(2 * v + 1, mid, r, widths);
        self.nodes[v].width_at_min =
            self.nodes[2 * v].width_at_min + self.nodes[2 * v + 1].width_at_min;
    }

    /// The width of the segments covered by no box.
    fn zero_length(&self) -> u64 {
        if self.nodes[1].min == 0 {
            self.nodes[1].width_at_min
        } else {
            0
        }
    }

    /// Adds `delta` to segments `ql..qr` within node `v` (segments `l..r`).
    fn add(&mut self, v: usize, l: usize, r: usize, ql: usize, qr: usize, delta: i32) {
        if qr <= l || r <= ql {
            return;
        }
        if ql <= l && r <= qr {
            self.nodes[v].min += delta;
            self.nodes[v].added += delta;
            return;
        }
        let mid = (l + r) / 2;
        self.add(2 * v, l, mid, ql, qr, delta);
        self.add(2 * v + 1, mid, r, ql, qr, delta);
        let (a, b) = (self.nodes[2 * v], self.nodes[2 * v + 1]);
        let low = a.min.min(b.min);
        let mut width = 0;
        if a.min == low {
            width += a.width_at_min;
        }
        if b.min == low {
            width += b.width_at_min;
        }
        let node = &mut self.nodes[v];
        node.min = low + node.added;
        node.width_at_min = width;
    }
}

/// 1 to `size` random rectangles on a board of side 1 to min(size, 4),
/// k from 1 to n.
fn random_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(1, size.clamp(1, 4));
    let k = rng.range(1, n);
    let rects: Vec<[u64; 4]> = (0..rng.range(1, size))
        .map(|_| random_rect(rng, n))
        .collect();
    input(n, k, &rects)
}

fn random_rect(rng: &mut Rng, n: u64) -> [u64; 4] {
    let (a, c) = sorted_pair(rng, 1, n);
    let (b, d) = sorted_pair(rng, 1, n);
    [a, b, c, d]
}

fn sorted_pair(rng: &mut Rng, lo: u64, hi: u64) -> (u64, u64) {
    let (x, y) = (rng.range(lo, hi), rng.range(lo, hi));
    (x.min(y), x.max(y))
}

/// A strip of 2^t cells in one column, rows x - 2^t + 1..=x with x and
/// the column y multiples of 2^t, as `pieces` overlapping rectangles: at
/// level u <= t it holds 2^(t - u) cells, even below t and one at t.
pub fn strip(t: u32, x: u64, y: u64, pieces: u64) -> Vec<[u64; 4]> {
    let top = x + 1 - (1u64 << t);
    let mut rects = vec![[top, y, x, y]];
    let len = 1u64 << t;
    for p in 1..pieces {
        // Overlapping pieces inside the strip: the union is unchanged.
        let from = top + (p * 7919) % len;
        let to = (from + p * 104_729 % len).min(x);
        rects.push([from, y, to, y]);
    }
    rects
}

/// Inputs at the boundary k = 2^t: a strip of 2^t cells (see `strip`),
/// possibly turned by 90 degrees, at random multiples of 2^t on a board
/// of up to 10^9, with k = 2^t - 1, 2^t or 2^t + 1. Below 2^t every level
/// counts an even number of cells (Malek); from 2^t the top level counts
/// one (Hamed). The second computation answers (it is checked against the
/// search in the tests).
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(2, 1_000_000_000);
    let t = rng.range(1, u64::from(63 - n.leading_zeros())) as u32;
    let step = 1u64 << t;
    let x = step * rng.range(1, n / step);
    let y = step * rng.range(1, n / step);
    let k = (step + rng.range(0, 2) - 1).min(n);
    let mut rects = strip(t, x, y, rng.range(1, size));
    if rng.range(0, 1) == 1 {
        for r in &mut rects {
            *r = [r[1], r[0], r[3], r[2]];
        }
    }
    rng.shuffle(&mut rects);
    input(n, k, &rects)
}

const N: u64 = 1_000_000_000;
const M: usize = 50_000;

/// `count` random rectangles with rows in `rows` and columns in `cols`,
/// sides up to `max_side` (at least 1).
fn random_rects(
    rng: &mut Rng,
    count: usize,
    rows: (u64, u64),
    cols: (u64, u64),
    max_side: u64,
) -> Vec<[u64; 4]> {
    (0..count)
        .map(|_| {
            let h = rng.range(1, max_side.min(rows.1 - rows.0 + 1));
            let w = rng.range(1, max_side.min(cols.1 - cols.0 + 1));
            let a = rng.range(rows.0, rows.1 + 1 - h);
            let b = rng.range(cols.0, cols.1 + 1 - w);
            [a, b, a + h - 1, b + w - 1]
        })
        .collect()
}

/// Rows 1..=R and a copy of them 2^29 rows lower: R = 10^9 - 2^29.
const COPY_SHIFT: u64 = 1 << 29;
const COPY_ROWS: u64 = N - COPY_SHIFT;

/// `count` random rectangles in rows 1..=COPY_ROWS, columns 1..=`cols`,
/// each with its copy 2^29 rows lower (2 * count in all, shuffled).
fn translated_pairs(rng: &mut Rng, count: usize, cols: u64) -> Vec<[u64; 4]> {
    let half = random_rects(rng, count, (1, COPY_ROWS), (1, cols), COPY_ROWS / 2);
    let mut rects = half.clone();
    rects.extend(
        half.iter()
            .map(|r| [r[0] + COPY_SHIFT, r[1], r[2] + COPY_SHIFT, r[3]]),
    );
    rng.shuffle(&mut rects);
    rects
}

/// The number of multiples of 2^t in lo..=hi.
fn multiples(lo: u64, hi: u64, t: u32) -> u64 {
    (hi >> t) - ((lo - 1) >> t)
}

/// Hamed wins on the union `rect` alone with squares up to k: some level
/// 2^t <= k counts an odd number of cells.
fn one_rect_answer(rect: [u64; 4], k: u64) -> String {
    let odd = (0..30)
        .filter(|&t| 1u64 << t <= k)
        .any(|t| multiples(rect[0], rect[2], t) * multiples(rect[1], rect[3], t) % 2 == 1);
    words(odd)
}

/// The generated cases; judge-data/cf494e-sharti/README.md gives the
/// argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(494);
    let mut cases = Vec::new();
    for i in 1..=12 {
        cases.push(Generated::searched(
            &format!("random-small-{i:02}"),
            random_input(&mut rng, 2 + i % 7),
        ));
    }
    // The single cell (4, 4): value min(4, 4, 2^floor(log2 k)), 2 for
    // k = 3 and 4 for k = 4; with (2, 4) and (4, 2) (value 2 each) beside
    // it the XOR is 4 ^ 2 ^ 2 = 4 for k = 4 but 2 ^ 2 ^ 2 = 2 for k = 3.
    for k in [3, 4] {
        cases.push(Generated::searched(
            &format!("edge-corner-k-{k}"),
            input(4, k, &[[4, 4, 4, 4], [2, 4, 2, 4], [4, 2, 4, 2]]),
        ));
    }
    // The full 4 x 4 board as overlapping rectangles, every k.
    for k in 1..=4 {
        cases.push(Generated::searched(
            &format!("edge-full-4x4-k-{k}"),
            input(4, k, &[[1, 1, 4, 3], [1, 2, 4, 4], [2, 1, 3, 4]]),
        ));
    }
    // One cell, the smallest board; the same rectangle many times.
    cases.push(Generated::searched(
        "edge-one-cell",
        input(1, 1, &[[1, 1, 1, 1]]),
    ));
    cases.push(Generated::searched(
        "edge-same-rectangle-5-times",
        input(3, 2, &[[2, 2, 3, 3]; 5]),
    ));
    // A 3 x 3 board: the row 2 and the column 2 cross at (2, 2), the only
    // cell of value 2 (k = 2); the sum of the areas counts it twice.
    cases.push(Generated::searched(
        "edge-cross-3x3-k-2",
        input(3, 2, &[[2, 1, 2, 3], [1, 2, 3, 2]]),
    ));
    // Four cells, k = 1 (4 cells of value 1: lost), whose columns make
    // three segments of width 1: the sweep's tree has 4 leaves (the last a
    // pad of width 0), and the row-1 rectangle covers the first two whole,
    // through their parent, of even width 2 (a tree that took a node's
    // width from its children's OR, or from its left child alone, finds 5).
    cases.push(Generated::searched(
        "edge-three-column-segments-k-1",
        input(3, 1, &[[1, 1, 1, 2], [2, 3, 2, 3], [3, 2, 3, 2]]),
    ));
    // One rectangle of odd area on the 10^9 board, k = 1: its area mod
    // 2^32 is at least 2^31, a negative number in 32-bit arithmetic.
    let side = (1..=N)
        .rev()
        .find(|&s| s % 2 == 1 && s * s % (1 << 32) >= 1 << 31)
        .unwrap();
    let rect = [1, 1, side, side];
    cases.push(Generated::constructed(
        "edge-area-odd-above-2-to-the-31-mod-2-to-the-32",
        input(N, 1, &[rect]),
        &one_rect_answer(rect, 1),
    ));
    // The full board, k = 511 and 512: floor(10^9 / 2^t) is even for
    // t < 9 and odd (1953125) at t = 9.
    for k in [511, 512] {
        let full = [1, 1, N, N];
        cases.push(Generated::constructed(
            &format!("edge-full-board-k-{k}"),
            input(N, k, &[full]),
            &one_rect_answer(full, k),
        ));
    }
    // Boundary strips beside a multiple of 2^t (see boundary_input).
    for (i, t) in [1u32, 2, 13, 29].iter().enumerate() {
        let step = 1u64 << t;
        let x = step * rng.range(1, N / step);
        let y = step * rng.range(1, N / step);
        for k in [step - 1, step] {
            let mut rects = strip(*t, x, y, 3);
            rng.shuffle(&mut rects);
            cases.push(Generated::constructed(
                &format!("edge-strip-{}-k-{k}", i + 1),
                input(N, k, &rects),
                &words(k == step),
            ));
        }
    }
    // At the maximum: random rectangles with their copies 2^29 rows lower
    // (every level even) and a strip of 2^29 cells that decides at
    // k = 2^29 only.
    let mut with_strip = translated_pairs(&mut rng, M / 2 - 1, 500_000_000);
    with_strip.extend(strip(29, 1 << 29, 1 << 29, 2));
    rng.shuffle(&mut with_strip);
    for (k, answer) in [(1u64 << 29, "Hamed"), ((1 << 29) - 1, "Malek")] {
        cases.push(Generated::constructed(
            &format!("max-translated-pairs-and-strip-k-{k}"),
            input(N, k, &with_strip),
            answer,
        ));
    }
    // The full board and random rectangles inside it: the union is the
    // board whatever the others (their areas' sum is not).
    let mut inside = random_rects(&mut rng, M - 1, (1, N), (1, N), N);
    inside.push([1, 1, N, N]);
    rng.shuffle(&mut inside);
    for k in [511, N] {
        cases.push(Generated::constructed(
            &format!("max-board-covered-k-{k}"),
            input(N, k, &inside),
            &one_rect_answer([1, 1, N, N], k),
        ));
    }
    // Random rectangles of every size, k = 15 (levels 0 to 3), and thin
    // ones (one row or one column, vanishing at the levels above their
    // coordinates' powers of two): the second computation answers.
    let random = random_rects(&mut rng, M, (1, N), (1, N), N);
    cases.push(Generated::searched(
        "max-random-k-15",
        input(N, 15, &random),
    ));
    let mut thin = Vec::new();
    for _ in 0..M {
        let (lo, hi) = sorted_pair(&mut rng, 1, N);
        let at = rng.range(1, N);
        thin.push(if rng.range(0, 1) == 0 {
            [at, lo, at, hi]
        } else {
            [lo, at, hi, at]
        });
    }
    cases.push(Generated::searched("max-thin", input(N, N, &thin)));
    cases
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    boundary_input, generated,
    min_searched: 20,
}
