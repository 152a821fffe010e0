//! Codeforces 1823E Removing Graph:
//! <https://codeforces.com/problemset/problem/1823/E>
//!
//! **Game**: a graph in which every vertex has degree 2 (disjoint cycles).
//! A move erases k vertices, l <= k <= r, that form a connected subgraph,
//! with their edges. Normal play; Alice moves first.
//!
//! **Theory**: Sprague-Grundy theorem; the cycles are independent games. A
//! move on a cycle of c vertices erases an arc and leaves a path of c - k
//! vertices (or nothing, when k = c); a move on a path leaves two paths.
//! The cycle's value is floor(c / l) when c < l + r, and 0 when
//! c >= l + r: after any first move the path left has at least l vertices,
//! and since l < r the reply can erase l or l + 1 of them from the middle
//! (whichever leaves an even number) to leave two equal paths, then mirror.
//! Alice wins iff the XOR over the cycles is not 0.
//!
//! **Reduction**: each vertex keeps the XOR of its two neighbours'
//! numbers, so a walk along a cycle finds the next vertex from the one it
//! came from; every cycle's length by walking it (no recursion: one cycle
//! can hold all 2 * 10^5 vertices).
//!
//! Beyond the statement: l > r allows no move (`Bob`); n, u_i, v_i up to
//! 2^30. Rejected: a loop, a vertex on more than two edges, an edge
//! twice (the statement's graph is simple), l = 0 (a move could erase
//! nothing, for ever) and l = r (the mirror needs l < r, and the values
//! differ: a triangle is worth 1 for l = r = 1, not 0).
//!
//! **Complexity**: O(n) time and memory.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next_in("n", 1, MAX_N)?;
    let l: u64 = sc.next_in("l", 1, u64::MAX)?;
    let r: u64 = sc.next()?;
    if l == r {
        return Err(Error::new(format!(
            "token 3: l = r = {l}: the theory needs l < r"
        )));
    }
    let cycles = read_cycles(sc, n)?;
    writeln!(
        out,
        "{}",
        if solve(l, r, &cycles) { "Alice" } else { "Bob" }
    )?;
    Ok(())
}

/// Whether the first player wins on disjoint cycles of the given lengths,
/// erasing l..=r connected vertices a move (l >= 1, l != r).
fn solve(l: u64, r: u64, cycles: &[u64]) -> bool {
    cycles.iter().fold(0, |x, &c| x ^ cycle_value(c, l, r)) != 0
}

/// The Grundy value of a cycle of c vertices.
fn cycle_value(c: u64, l: u64, r: u64) -> u64 {
    if l > r {
        return 0; // No move at all.
    }
    if c < l.saturating_add(r) {
        c / l
    } else {
        0
    }
}

/// The most vertices: a vertex's number and its count of edges share one
/// u32 (the input would take 8 GB beyond).
const MAX_N: usize = 1 << 30;

/// Low 30 bits of a vertex's entry: the XOR of its neighbours' numbers;
/// top 2 bits: how many of its edges have been read (3 once its cycle is
/// walked).
const XOR_BITS: u32 = (1 << 30) - 1;
const ONE_EDGE: u32 = 1 << 30;
const WALKED: u32 = 3 << 30;

/// Reads the n edges of a graph on vertices 1..=n in which every vertex
/// has degree 2, and returns the length of each of its cycles. Each vertex
/// keeps the XOR of its two neighbours, so a walk that knows where it came
/// from knows where it goes; the table is made once the n edges have
/// arrived, so a count the input does not deliver allocates nothing.
fn read_cycles<R: Read>(sc: &mut Scanner<R>, n: usize) -> Result<Vec<u64>, Error> {
    let mut edges = Vec::with_capacity(n.min(1 << 16));
    for i in 0..n {
        let u = sc.next_in("u_i", 1, n as u32)? - 1;
        let v = sc.next_in("v_i", 1, n as u32)? - 1;
        if u == v {
            return Err(Error::new(format!(
                "edge {}: a loop at vertex {}; the graph has none",
                i + 1,
                u + 1
            )));
        }
        edges.push((u, v));
    }
    let mut entry = vec![0u32; n];
    for (i, &(u, v)) in edges.iter().enumerate() {
        for (a, b) in [(u, v), (v, u)] {
            let e = entry[a as usize];
            if e >= 2 * ONE_EDGE {
                return Err(Error::new(format!(
                    "edge {}: vertex {} is on a third edge; every vertex has degree 2",
                    i + 1,
                    a + 1
                )));
            }
            if e >= ONE_EDGE && e & XOR_BITS == b {
                return Err(Error::new(format!(
                    "edge {}: vertices {} and {} are joined twice; the graph has no multiple edges",
                    i + 1,
                    u + 1,
                    v + 1
                )));
            }
            entry[a as usize] = (e + ONE_EDGE) ^ b;
        }
    }
    // n edges and no vertex on more than two: every vertex is on two, so
    // every cycle holds an edge, from whose first end it is walked.
    let mut cycles = Vec::new();
    for &(start, first) in &edges {
        if entry[start as usize] >= WALKED {
            continue;
        }
        entry[start as usize] |= WALKED;
        let (mut prev, mut at) = (start, first);
        let mut len = 1;
        while at != start {
            let e = entry[at as usize];
            entry[at as usize] = e | WALKED;
            len += 1;
            let next = (e & XOR_BITS) ^ prev;
            prev = at;
            at = next;
        }
        cycles.push(len);
    }
    Ok(cycles)
}

#[cfg(test)]
mod tests;
