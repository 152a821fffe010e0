//! AtCoder AGC017 D Game on Tree:
//! <https://atcoder.jp/contests/agc017/tasks/agc017_d>
//!
//! **Game**: a tree on vertices 1..N; a move deletes an edge and throws
//! away the part that no longer contains vertex 1. Normal play: Alice moves
//! first, and whoever cannot move (no edge left) loses.
//!
//! **Theory**: Green Hackenbush on a tree rooted at vertex 1, by the colon
//! principle: the subtrees hanging from v are independent games, and a
//! subtree hanging from v by one edge is worth g(c) + 1, where g(c) is the
//! value of the subtrees below its top vertex c (cutting the top edge ends
//! it, as a Nim heap's "take all", and every other cut is a move of the
//! game below c). So g(leaf) = 0, g(v) = XOR over the children c of
//! (g(c) + 1), and Alice wins iff g(1) != 0.
//!
//! **Reduction**: leaves are peeled towards vertex 1 with no adjacency
//! lists: each vertex keeps its degree and the XOR of its neighbours, so a
//! vertex of degree 1 names its parent. Peeling order is bottom-up, and
//! nothing recurses, so a path of 10^5 vertices needs no stack. The edges
//! must form a tree: N - 1 edges that peel down to vertex 1; otherwise the
//! input is rejected, naming a vertex not connected to vertex 1. N = 0 and
//! N = 1 have no edge: Bob wins. Vertices are held as u32, so N above
//! 2^32 - 1 (which no input could deliver edges for) is rejected.
//!
//! **Complexity**: O(N) time; 12 bytes per vertex and 8 per edge.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: N, then N - 1 edges `x y` of a tree on vertices 1..=N.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    // Vertices are stored as u32: N above 2^32 - 1 could never be
    // delivered (it needs twice as many tokens) and is rejected.
    let n = sc.next_in("N", 0usize, u32::MAX as usize)?;
    let mut edges = Vec::with_capacity(n.min(1 << 16));
    for _ in 1..n {
        let x = sc.next_in("x_i", 1, n)?;
        let y = sc.next_in("y_i", 1, n)?;
        edges.push(((x - 1) as u32, (y - 1) as u32));
    }
    let alice_wins = solve(n, &edges).map_err(|NotATree { vertex }| {
        Error::new(format!(
            "the edges do not form a tree: vertex {} is not connected to vertex 1",
            vertex + 1
        ))
    })?;
    writeln!(out, "{}", if alice_wins { "Alice" } else { "Bob" })?;
    Ok(())
}

/// Why `n` - 1 edges do not form a tree: `vertex` (0-based) is not
/// connected to vertex 0.
#[derive(Debug, PartialEq)]
struct NotATree {
    vertex: usize,
}

/// What peeling keeps per vertex, together so that one cache line serves
/// a visit (labels are in any order, so visits jump around memory).
#[derive(Clone, Copy)]
struct Vertex {
    /// Edges not peeled yet.
    degree: u32,
    /// XOR of the neighbours along those edges.
    neighbours: u32,
    /// XOR of g(c) + 1 over the children peeled so far.
    value: u32,
}

/// Whether the first player wins on the tree with `n` vertices and the
/// `n - 1` 0-based `edges`, rooted at vertex 0.
fn solve(n: usize, edges: &[(u32, u32)]) -> Result<bool, NotATree> {
    if n <= 1 {
        return Ok(false);
    }
    let empty = Vertex {
        degree: 0,
        neighbours: 0,
        value: 0,
    };
    let mut vertices = vec![empty; n];
    for &(x, y) in edges {
        vertices[x as usize].degree += 1;
        vertices[x as usize].neighbours ^= y;
        vertices[y as usize].degree += 1;
        vertices[y as usize].neighbours ^= x;
    }
    // A vertex other than the root with one edge left is a leaf of what
    // remains: its value is final (its subtrees were peeled before it), and
    // `neighbours` holds exactly its parent. A self-loop or a repeated
    // edge keeps its ends at degree 2 or more, so they are never peeled.
    let mut leaves: Vec<u32> = (1..n as u32)
        .filter(|&v| vertices[v as usize].degree == 1)
        .collect();
    let mut peeled = 0;
    while let Some(v) = leaves.pop() {
        let leaf = vertices[v as usize];
        if leaf.degree != 1 {
            continue; // Its last edge went with its only neighbour.
        }
        vertices[v as usize].degree = 0;
        peeled += 1;
        let p = leaf.neighbours;
        let parent = &mut vertices[p as usize];
        parent.value ^= leaf.value + 1;
        parent.neighbours ^= v;
        parent.degree -= 1;
        if parent.degree == 1 && p != 0 {
            leaves.push(p);
        }
    }
    if peeled != n - 1 {
        // n - 1 edges that are not a tree leave some vertex cut off.
        let vertex = cut_off_vertex(n, edges).unwrap_or(0);
        return Err(NotATree { vertex });
    }
    Ok(vertices[0].value != 0)
}

/// A vertex not connected to vertex 0, by union-find (only on bad input).
fn cut_off_vertex(n: usize, edges: &[(u32, u32)]) -> Option<usize> {
    let mut up: Vec<usize> = (0..n).collect();
    fn find(up: &mut [usize], mut v: usize) -> usize {
        while up[v] != v {
            up[v] = up[up[v]];
            v = up[v];
        }
        v
    }
    for &(x, y) in edges {
        let (a, b) = (find(&mut up, x as usize), find(&mut up, y as usize));
        up[a] = b;
    }
    let root = find(&mut up, 0);
    (1..n).find(|&v| find(&mut up, v) != root)
}

#[cfg(test)]
mod tests;
