//! Luogu P4301 [CQOI2013] 新Nim游戏 (New Nim game; also AcWing 229):
//! <https://www.luogu.com.cn/problem/P4301>
//!
//! **Game**: k heaps of matches. Round 1: the first player removes whole
//! heaps (possibly none, not all); round 2: the second player does the
//! same; then Nim, the first player to move, normal play (whoever takes the
//! last match wins). Print the least total the first player can remove in
//! round 1 and still be sure to win, or -1.
//!
//! **Theory**: Bouton: the Nim phase is won by its first mover iff the
//! heaps left have non-zero xor. The second player keeps any non-empty
//! subset of what the first player kept, so the first player wins iff he
//! keeps a non-empty set of heaps no non-empty subset of which has xor 0:
//! a linearly independent set over GF(2). The independent sets of heaps
//! form a matroid, so a heaviest one (the least removed total) is found
//! greedily: heaps from the largest down, each kept iff it is independent
//! of those kept before (Rado-Edmonds).
//!
//! **Reduction**: the heaps sorted in decreasing order, each inserted into
//! a xor basis (one row per leading bit); the answer is the sum of the
//! heaps that fail to insert. A heap of 0 always fails (it is a xor-0
//! subset by itself); -1 only when nothing inserts (no heap, or only
//! heaps of 0), which the constraints (a_i >= 1) rule out.
//!
//! **Complexity**: O(k log k + 64 k) time, O(k) memory; the total is kept
//! in 128 bits (99 * 10^9 already passes 2^32, and heaps above the bounds
//! are read up to 2^64 - 1).

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: k, then k heap sizes.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let k: usize = sc.next()?;
    let heaps = sc.vec::<u64>(k)?;
    match solve(&heaps) {
        Some(removed) => writeln!(out, "{removed}")?,
        None => writeln!(out, "-1")?,
    }
    Ok(())
}

/// The least total of the heaps the first player removes in round 1 among
/// the choices that win, or `None` when no choice wins.
fn solve(heaps: &[u64]) -> Option<u128> {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let mut basis = XorBasis::new();
    let mut removed: u128 = 0;
    let mut kept_any = false;
    for &heap in &sorted {
        if basis.insert(heap) {
            kept_any = true;
        } else {
            removed += u128::from(heap);
        }
    }
    if kept_any {
        Some(removed)
    } else {
        None
    }
}

/// A basis of the span over GF(2) of the values inserted so far: row `b`
/// is 0 or a value whose highest set bit is `b`.
struct XorBasis {
    rows: [u64; 64],
}

impl XorBasis {
    fn new() -> Self {
        XorBasis { rows: [0; 64] }
    }

    /// Adds `x` if it is independent of the rows (then true); false if it
    /// is a xor of some of them (0 included).
    fn insert(&mut self, mut x: u64) -> bool {
        while x != 0 {
            let top = 63 - x.leading_zeros() as usize;
            if self.rows[top] == 0 {
                self.rows[top] = x;
                return true;
            }
            x ^= self.rows[top];
        }
        false
    }
}

#[cfg(test)]
mod tests;
