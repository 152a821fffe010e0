//! POJ 3710 Christmas Game: <http://poj.org/problem?id=3710>
//!
//! **Game**: Green Hackenbush on N rooted drawings (node 1 the root of
//! each; trees with polygons hung on them): a move cuts one edge of one
//! drawing, and whatever is no longer connected to that drawing's root
//! falls away. Normal play: whoever cannot move loses. Sally moves first.
//!
//! **Theory**: Green Hackenbush (Winning Ways). Fusion principle: the
//! vertices of a circuit may be fused into one without changing the value,
//! its edges becoming loops worth 1 each; so each 2-edge-connected part
//! becomes one vertex with the parity of its edges (an odd polygon acts as
//! one edge, an even one as nothing). Colon principle on the tree of
//! bridges left: g(v) = (its edges' parity) ^ XOR over the bridges to
//! children c of (g(c) + 1). Sally wins iff the XOR over the drawings of
//! g(root) is not 0 (Sprague-Grundy).
//!
//! **Reduction**: each drawing is a component, folded up by exact steps of
//! the theory (`Drawing::value`): a loop is one edge of its node's part; a
//! leaf's edge is a bridge, so the leaf's value + 1 goes to its other end;
//! a polygon whose nodes but one (h) have no other edge fuses into h's
//! part, with its edges' parity and whatever was folded into its nodes.
//! The statement's drawings fold up entirely; what is left of any other
//! shape goes to a depth-first search that follows edge identities, not
//! parent nodes (so that parallel edges form a circuit), and finds the
//! bridges by low-links. Neither depends on the order of the edges or the
//! node labels. Any connected multigraph is answered; an edge that cannot
//! reach the root is rejected.
//!
//! **Complexity**: O(m + k) time and memory per drawing (every node is
//! walked over at most once); one drawing held at a time.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

/// The most nodes a drawing may have (the statement's are below 100): the
/// arrays of a drawing are sized by it.
const MAX_NODES: usize = 100_000;

// Input: tests until the end of the input; a test is N, then N drawings,
// each `m k` and k edges `a b`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let mut drawing = Drawing::default();
    let mut values = Vec::new();
    let mut test = 0;
    while !sc.is_at_end()? {
        test += 1;
        let n: usize = sc.next()?;
        values.clear();
        for d in 1..=n {
            let m = sc.next_in("m", 1, MAX_NODES)?;
            let k: usize = sc.next()?;
            drawing.edges.clear();
            for _ in 0..k {
                let a: usize = sc.next()?;
                let b: usize = sc.next()?;
                // Both in 1..=m (0 wraps to the largest usize), checked here
                // in one branch: next_in's two cost a quarter of the time
                // on the largest inputs.
                if a.wrapping_sub(1) >= m || b.wrapping_sub(1) >= m {
                    let x = if a.wrapping_sub(1) >= m { a } else { b };
                    return Err(Error::new(format!(
                        "test {test}, drawing {d}: node {x} is outside 1..={m}"
                    )));
                }
                drawing.edges.push((a - 1, b - 1));
            }
            let value = drawing.value(m).ok_or_else(|| {
                Error::new(format!(
                    "test {test}, drawing {d}: an edge is not connected to the root"
                ))
            })?;
            values.push(value);
        }
        writeln!(out, "{}", if solve(&values) { "Sally" } else { "Harry" })?;
    }
    Ok(())
}

/// Whether the first player wins the sum of drawings worth `values`.
fn solve(values: &[u64]) -> bool {
    nim_sum(values.iter().copied()) != 0
}

/// The Green Hackenbush value of a drawing on nodes 0..`nodes` rooted at
/// 0, with these edges (parallel edges and loops allowed); `None` if an
/// edge is not connected to the root.
#[cfg(test)]
fn hackenbush_value(nodes: usize, edges: &[(usize, usize)]) -> Option<u64> {
    let mut d = Drawing::default();
    d.edges.extend_from_slice(edges);
    d.value(nodes)
}

/// One drawing's edges (0-based, node 0 the root) and the buffers of its
/// evaluation, kept from one drawing to the next.
#[derive(Default)]
struct Drawing {
    edges: Vec<(usize, usize)>,
    /// Per edge: not yet cut away by a reduction.
    alive: Vec<bool>,
    /// Per node: its live edge ends, the XOR of its live edges' numbers,
    /// and one of its edges (live or not).
    degree: Vec<u32>,
    edge_xor: Vec<usize>,
    pick: Vec<usize>,
    /// Per node: the XOR gathered so far for the 2-edge-connected part the
    /// node is in, from what has been folded into it.
    value: Vec<u64>,
    leaves: Vec<usize>,
    walked: Vec<bool>,
    chain_nodes: Vec<usize>,
    chain_edges: Vec<usize>,
    start: Vec<usize>,
    adj: Vec<(usize, usize)>,
    tin: Vec<usize>,
    low: Vec<usize>,
    stack: Vec<(usize, usize, usize)>,
}

/// Where a walk along nodes with two edge ends stopped.
enum Walk {
    /// At this node (the root, or one with other than two edge ends),
    /// coming in by this edge.
    To(usize, usize),
    /// Back at its start: a circuit that does not reach the root.
    Round,
}

impl Drawing {
    /// The Green Hackenbush value of the drawing on nodes 0..`nodes`;
    /// `None` if an edge is not connected to the root.
    ///
    /// It folds the drawing up by three exact steps, each the theory's:
    /// a loop is one edge of its node's part (fusion); a leaf's edge is a
    /// bridge, so its node's value + 1 goes to the other end (colon); a
    /// polygon whose nodes but one (h) have two edge ends is a part fused
    /// into h, with the parity of its edges and whatever was folded into
    /// its nodes. A drawing of the statement's shape folds up entirely;
    /// whatever is left otherwise goes to `search_rest`.
    fn value(&mut self, nodes: usize) -> Option<u64> {
        let k = self.edges.len();
        self.alive.clear();
        self.alive.resize(k, true);
        for buffer in [&mut self.edge_xor, &mut self.pick] {
            buffer.clear();
            buffer.resize(nodes, 0);
        }
        self.degree.clear();
        self.degree.resize(nodes, 0);
        self.value.clear();
        self.value.resize(nodes, 0);
        self.walked.clear();
        self.walked.resize(nodes, false);
        let mut left = 0;
        for (e, &(a, b)) in self.edges.iter().enumerate() {
            if a == b {
                self.value[a] ^= 1;
                self.alive[e] = false;
            } else {
                self.degree[a] += 1;
                self.degree[b] += 1;
                self.edge_xor[a] ^= e;
                self.edge_xor[b] ^= e;
                // One edge of each node, for the walks below: the last
                // listed (a walk starts only where it is still live).
                self.pick[a] = e;
                self.pick[b] = e;
                left += 1;
            }
        }
        // A loop at a node with no other edge does not reach the root.
        if self
            .edges
            .iter()
            .any(|&(a, b)| a == b && a != 0 && self.degree[a] == 0)
        {
            return None;
        }
        self.leaves.clear();
        self.leaves
            .extend((1..nodes).filter(|&v| self.degree[v] == 1));
        if !self.peel(&mut left) {
            return None;
        }
        for s in 1..nodes {
            if self.degree[s] != 2 || self.walked[s] || !self.alive[self.pick[s]] {
                continue;
            }
            self.chain_nodes.clear();
            self.chain_edges.clear();
            self.chain_nodes.push(s);
            let first = self.pick[s];
            let (h, last) = match (self.walk(s, first), self.walk(s, self.edge_xor[s] ^ first)) {
                (Walk::To(h1, last1), Walk::To(h2, last2)) if h1 == h2 => (h1, last1 ^ last2),
                (Walk::To(..), Walk::To(..)) => {
                    // A path between two nodes: left as it is.
                    for &v in &self.chain_nodes {
                        self.walked[v] = true;
                    }
                    continue;
                }
                _ => return None,
            };
            // A polygon hung at h: fused into h's part.
            let sides = self.chain_edges.len();
            let mut folded = (sides % 2) as u64;
            for &v in &self.chain_nodes {
                folded ^= self.value[v];
                self.degree[v] = 0;
            }
            for &e in &self.chain_edges {
                self.alive[e] = false;
            }
            left -= sides;
            self.value[h] ^= folded;
            self.degree[h] -= 2;
            self.edge_xor[h] ^= last;
            if h != 0 {
                match self.degree[h] {
                    0 => return None,
                    1 => {
                        self.leaves.push(h);
                        if !self.peel(&mut left) {
                            return None;
                        }
                    }
                    _ => {}
                }
            }
        }
        if left == 0 {
            Some(self.value[0])
        } else {
            self.search_rest(nodes)
        }
    }

    /// Folds the leaves on `self.leaves`, and the leaves that makes, into
    /// their other ends; `false` if a node other than the root is left
    /// without an edge (a tree that does not hold the root).
    fn peel(&mut self, left: &mut usize) -> bool {
        while let Some(v) = self.leaves.pop() {
            if self.degree[v] != 1 {
                continue;
            }
            let e = self.edge_xor[v];
            let (a, b) = self.edges[e];
            let p = a ^ b ^ v;
            self.value[p] ^= self.value[v] + 1;
            self.degree[v] = 0;
            self.alive[e] = false;
            *left -= 1;
            self.degree[p] -= 1;
            self.edge_xor[p] ^= e;
            if p != 0 {
                match self.degree[p] {
                    0 => return false,
                    1 => self.leaves.push(p),
                    _ => {}
                }
            }
        }
        true
    }

    /// Walks from `s` by edge `first` along nodes with two edge ends (not
    /// the root), adding them to `chain_nodes` and the edges to
    /// `chain_edges`.
    fn walk(&mut self, s: usize, first: usize) -> Walk {
        let (mut v, mut e) = (s, first);
        loop {
            self.chain_edges.push(e);
            let (a, b) = self.edges[e];
            let u = a ^ b ^ v;
            if u == s {
                return Walk::Round;
            }
            if u == 0 || self.degree[u] != 2 {
                return Walk::To(u, e);
            }
            self.chain_nodes.push(u);
            e ^= self.edge_xor[u];
            v = u;
        }
    }

    /// The value of what the folding left, by a depth-first search by edge
    /// identity over the live edges: each bridge found by low-links, each
    /// other edge one more in its part (what was folded into a node stays
    /// in its part); `None` if a live edge is not reached from the root.
    fn search_rest(&mut self, nodes: usize) -> Option<u64> {
        let (edges, alive) = (&self.edges, &self.alive);
        let start = &mut self.start;
        start.clear();
        start.resize(nodes + 2, 0);
        for (e, &(a, b)) in edges.iter().enumerate() {
            if alive[e] {
                start[a + 2] += 1;
                start[b + 2] += 1;
            }
        }
        for v in 2..nodes + 2 {
            start[v] += start[v - 1];
        }
        // start[v + 1] is where v's list begins; it ends as v's end.
        let adj = &mut self.adj;
        adj.clear();
        adj.resize(start[nodes + 1], (0, 0));
        for (e, &(a, b)) in edges.iter().enumerate() {
            if alive[e] {
                adj[start[a + 1]] = (b, e);
                start[a + 1] += 1;
                adj[start[b + 1]] = (a, e);
                start[b + 1] += 1;
            }
        }
        // tin: discovery time; low: the earliest discovery time reachable
        // by tree edges down, then one other edge.
        const UNSEEN: usize = usize::MAX;
        let (tin, low, value) = (&mut self.tin, &mut self.low, &mut self.value);
        tin.clear();
        tin.resize(nodes, UNSEEN);
        low.clear();
        low.resize(nodes, 0);
        let stack = &mut self.stack;
        stack.clear();
        // (node, next adjacency position, the tree edge in); the stack is
        // the tree path.
        stack.push((0, start[0], usize::MAX));
        tin[0] = 0;
        let mut timer = 1;
        while let Some(top) = stack.last_mut() {
            let (v, pos, parent_edge) = *top;
            if pos < start[v + 1] {
                top.1 += 1;
                let (w, e) = adj[pos];
                if e == parent_edge {
                    continue;
                }
                if tin[w] == UNSEEN {
                    tin[w] = timer;
                    low[w] = timer;
                    timer += 1;
                    stack.push((w, start[w], e));
                } else if tin[w] < tin[v] {
                    // Another edge up to an ancestor: it closes a circuit,
                    // one more edge in v's part. (Seen from the
                    // ancestor's end, it is passed over.)
                    low[v] = low[v].min(tin[w]);
                    value[v] ^= 1;
                }
            } else {
                stack.pop();
                if let Some(&(parent, _, _)) = stack.last() {
                    low[parent] = low[parent].min(low[v]);
                    if low[v] > tin[parent] {
                        // A bridge: v heads a part of its own, hung by it.
                        value[parent] ^= value[v] + 1;
                    } else {
                        // The same part: its edges so far and this tree edge.
                        value[parent] ^= value[v] ^ 1;
                    }
                }
            }
        }
        let reached = edges
            .iter()
            .zip(alive)
            .all(|(&(a, _), &live)| !live || tin[a] != UNSEEN);
        reached.then_some(value[0])
    }
}

#[cfg(test)]
mod tests;
