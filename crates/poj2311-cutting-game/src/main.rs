//! POJ 2311 Cutting Game: <http://poj.org/problem?id=2311>
//!
//! **Game**: a W x H sheet of grid paper; a move picks one piece and cuts it
//! along a grid line into two rectangles. Whoever cuts out a 1 x 1 piece
//! wins at once. Many (W, H) lines until end of input.
//!
//! **Theory**: Sprague-Grundy theorem after a reduction. A cut keeps one
//! side of the piece it cuts, so a 1 x 1 piece can only come out of a strip
//! 1 x k (k >= 2), and out of any such strip (cut at 1). Hence whoever moves
//! while a strip lies on the table wins at once, and whoever leaves a strip
//! loses: the opponent cuts a 1 x 1 off it. So while every piece has both
//! sides at least 2, the game is normal play on such pieces: a w x h piece
//! has options i x h + (w - i) x h for 2 <= i <= w - 2 and
//! w x j + w x (h - j) for 2 <= j <= h - 2, g(w, h) is the mex of their
//! XORs, and a player with no such option must leave a strip and loses
//! (2 x 2, 2 x 3, 3 x 2: g = 0). g(w, h) = g(h, w), and the cuts at i and at
//! w - i leave the same pieces, so i <= w / 2 and j <= h / 2 suffice. Every
//! value up to 1000 x 1000 is at most 9 (a test checks), so a table of bytes
//! with a 16-bit "seen" mask for the mex.
//!
//! Beyond the statement (2 <= W, H <= 200): a strip 1 x k with k >= 2 is a
//! win (cut a 1 x 1 off it), whatever k; a 1 x 1 sheet allows no cut at
//! all, so the first player never produces a 1 x 1 and does not win, and
//! the statement prints `LOSE` exactly when he does not win. Sheets
//! with both sides at least 2 and one above [`MAX_SIDE`] = 1000 are rejected
//! (the table to 1000 takes about 0.2 s); a side of 0 is no sheet.
//!
//! **Reduction**: one table for all lines, grown shell by shell (the cells
//! with max(w, h) = s for s = 2, 3, ...) to the largest side read so far, so
//! each line is answered as soon as it is read and nothing is held.
//!
//! **Complexity**: about s^3 / 4 mask steps to tabulate sides up to s
//! (2 * 10^6 for 200, 2.5 * 10^8 for 1000), then O(1) per line; memory is
//! the (MAX_SIDE + 1)^2-byte table, of which only the first s rows are ever
//! touched (200 KB for 200).

use std::io::Read;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

/// The longest side tabulated for sheets whose sides are both at least 2.
const MAX_SIDE: usize = 1000;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let mut table = GrundyTable::new();
    let mut token = 0u64;
    while !sc.is_at_end()? {
        let w: u64 = sc.next()?;
        let h: u64 = sc.next()?;
        token += 2;
        for (side, value, at) in [("W", w, token - 1), ("H", h, token)] {
            if value == 0 {
                return Err(Error::new(format!(
                    "token {at}: {side} = 0: a sheet has sides of at least 1"
                )));
            }
        }
        if w.min(h) >= 2 && w.max(h) > MAX_SIDE as u64 {
            return Err(Error::new(format!(
                "tokens {}-{token}: a {w} x {h} sheet is too large to tabulate: \
                 with both sides at least 2, sides are at most {MAX_SIDE}",
                token - 1
            )));
        }
        let first_wins = solve(w, h, &mut table);
        out.push(if first_wins { b"WIN\n" } else { b"LOSE\n" })?;
    }
    Ok(())
}

/// Whether the first cutter wins on a `w` x `h` sheet (both at least 1;
/// at most [`MAX_SIDE`] unless one of them is 1), growing `table` as needed.
fn solve(w: u64, h: u64, table: &mut GrundyTable) -> bool {
    if w.min(h) == 1 {
        // A strip: cut a 1 x 1 off it if it has two cells; none if it is one.
        return w.max(h) >= 2;
    }
    table.value(w as usize, h as usize) != 0
}

/// g(w, h) of the reduced game for 2 <= w, h <= [`MAX_SIDE`], stored
/// symmetrically in rows of fixed length, and computed lazily up to the
/// largest side asked for.
struct GrundyTable {
    g: Vec<u8>,
    /// Sides up to this are tabulated.
    built: usize,
    /// For each cell of the shell being built, the bit mask of its options'
    /// values found so far.
    seen: Vec<u16>,
}

impl GrundyTable {
    const STRIDE: usize = MAX_SIDE + 1;

    /// An empty table; the zeroed memory is only touched as rows are built.
    fn new() -> Self {
        GrundyTable {
            g: vec![0; Self::STRIDE * Self::STRIDE],
            built: 1,
            seen: vec![0; Self::STRIDE],
        }
    }

    /// g(w, h) for 2 <= w, h <= MAX_SIDE.
    fn value(&mut self, w: usize, h: usize) -> u8 {
        self.grow(w.max(h));
        self.g[w * Self::STRIDE + h]
    }

    /// Tabulates every side up to `max`, one shell at a time: shell s is the
    /// cells (w, s) = (s, w) for 2 <= w <= s. Every loop over options runs
    /// along a row, so it vectorises.
    fn grow(&mut self, max: usize) {
        const N: usize = GrundyTable::STRIDE;
        for s in self.built + 1..=max {
            let g = &mut self.g;
            let seen = &mut self.seen[..=s];
            seen.fill(0);
            // Cuts of (w, s) across the side s, for every w < s at once:
            // (w, j) + (w, s - j) are g(j, w) and g(s - j, w), columns w of
            // rows j and s - j, from earlier shells.
            for j in 2..=s / 2 {
                let (a, b) = (&g[j * N..j * N + s], &g[(s - j) * N..(s - j) * N + s]);
                for ((m, &x), &y) in seen[..s].iter_mut().zip(a).zip(b) {
                    *m |= 1 << (x ^ y);
                }
            }
            // Then the cells in increasing w. Cuts across the side w,
            // (i, s) + (w - i, s), are pushed into `seen` from the larger
            // piece as soon as its value is known (for the square (s, s)
            // too: its cuts either way are those).
            for w in 2..=s {
                let mex = (!seen[w]).trailing_zeros() as u8;
                g[s * N + w] = mex;
                g[w * N + s] = mex;
                // (w, s) is the larger piece of the cut (i, s) + (w, s) of
                // the sheet (w + i) x s for 2 <= i <= w, w + i <= s.
                let top = w.min(s - w);
                if top >= 2 {
                    let row = &g[s * N + 2..=s * N + top];
                    for (m, &x) in seen[w + 2..=w + top].iter_mut().zip(row) {
                        *m |= 1 << (x ^ mex);
                    }
                }
            }
        }
        self.built = self.built.max(max);
    }
}

#[cfg(test)]
mod tests;
