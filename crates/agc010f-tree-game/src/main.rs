//! AtCoder AGC010 F Tree Game:
//! <https://atcoder.jp/contests/agc010/tasks/agc010_f>
//!
//! **Game**: a tree on vertices 1..N, A_i stones on vertex i, a piece on a
//! vertex Takahashi chooses; a move removes one stone from the piece's
//! vertex and moves the piece to an adjacent vertex. Normal play: the player
//! who cannot move (no stone under the piece) loses. Asked: every start
//! vertex from which Takahashi, moving first, wins.
//!
//! **Theory**: the player to move at v wins iff some neighbour u has
//! A_u < A_v and the player to move at u (in the starting counts) loses
//! (the lemma of the public write-ups, e.g. kimiyuki's). A sketch of why: a
//! move from v to a neighbour u with A_u >= A_v can be answered by moving
//! straight back, which leaves the same choices at v with one stone fewer
//! there, and in a shuttle the player at v runs out first; a move to u with
//! A_u < A_v is not worth answering by a move back (that is the first kind
//! for the opponent), so the play below u meets its starting counts. The
//! tests check the lemma against an exhaustive search of the game itself,
//! with every stone count, on small trees.
//!
//! **Reduction**: the relation only follows edges to strictly fewer stones,
//! so it has no cycles: the vertices in increasing order of A, each decided
//! from its neighbours with fewer stones, already decided. Equal counts
//! block moves both ways; a vertex with no stone, or no neighbour with
//! fewer, loses. The edges must form a tree (checked by union-find, else
//! rejected, naming the first edge that closes a cycle).
//!
//! **Complexity**: O(N log N) time (the sort), O(N) memory; no recursion.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: N, the N stone counts, then N - 1 edges `a b` of a tree on 1..=N.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    // Vertices are stored as u32: N above 2^32 - 1 could never be
    // delivered (it needs as many tokens) and is rejected.
    let n = sc.next_in("N", 0usize, u32::MAX as usize)?;
    let stones = sc.vec::<u64>(n)?;
    let mut edges = Vec::with_capacity(n.min(1 << 16));
    for _ in 1..n {
        let a = sc.next_in("a_i", 1, n)?;
        let b = sc.next_in("b_i", 1, n)?;
        edges.push(((a - 1) as u32, (b - 1) as u32));
    }
    check_tree(n, &edges).map_err(|e| {
        Error::new(match e {
            NotATree::Cycle { edge } => format!(
                "the edges do not form a tree: edge {} ({} {}) closes a cycle",
                edge + 1,
                edges[edge].0 + 1,
                edges[edge].1 + 1
            ),
        })
    })?;
    let wins = solve(&stones, &edges);
    let mut first = true;
    for v in (0..n).filter(|&v| wins[v]) {
        if !first {
            out.push(b" ")?;
        }
        first = false;
        out.push_u64(v as u64 + 1)?;
    }
    writeln!(out)?;
    Ok(())
}

/// Why n - 1 edges are not a tree: one closes a cycle (a self-loop, a
/// repeated edge, or a longer cycle; n - 1 edges without one connect all n
/// vertices).
#[derive(Debug, PartialEq)]
enum NotATree {
    /// The 0-based index of the first edge whose ends are already joined.
    Cycle { edge: usize },
}

/// Whether the `n - 1` edges on vertices 0..n form a tree, by union-find.
fn check_tree(n: usize, edges: &[(u32, u32)]) -> Result<(), NotATree> {
    let mut up: Vec<u32> = (0..n as u32).collect();
    fn find(up: &mut [u32], mut v: u32) -> u32 {
        while up[v as usize] != v {
            up[v as usize] = up[up[v as usize] as usize];
            v = up[v as usize];
        }
        v
    }
    for (i, &(a, b)) in edges.iter().enumerate() {
        let (ra, rb) = (find(&mut up, a), find(&mut up, b));
        if ra == rb {
            return Err(NotATree::Cycle { edge: i });
        }
        up[ra as usize] = rb;
    }
    Ok(())
}

/// For every vertex, whether the player to move with the piece there wins,
/// with `stones[v]` stones on vertex v and the tree's 0-based `edges`.
fn solve(stones: &[u64], edges: &[(u32, u32)]) -> Vec<bool> {
    let n = stones.len();
    // Adjacency in one array: the neighbours of v are
    // adjacent[start[v]..start[v + 1]].
    let mut start = vec![0u32; n + 1];
    for &(a, b) in edges {
        start[a as usize + 1] += 1;
        start[b as usize + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut adjacent = vec![0u32; 2 * edges.len()];
    for &(a, b) in edges {
        adjacent[fill[a as usize] as usize] = b;
        fill[a as usize] += 1;
        adjacent[fill[b as usize] as usize] = a;
        fill[b as usize] += 1;
    }
    let mut order: Vec<u32> = (0..n as u32).collect();
    order.sort_unstable_by_key(|&v| stones[v as usize]);
    let mut wins = vec![false; n];
    // Every neighbour with fewer stones comes earlier in `order`.
    for &v in &order {
        let v = v as usize;
        let neighbours = &adjacent[start[v] as usize..start[v + 1] as usize];
        wins[v] = neighbours
            .iter()
            .any(|&u| stones[u as usize] < stones[v] && !wins[u as usize]);
    }
    wins
}

#[cfg(test)]
mod tests;
