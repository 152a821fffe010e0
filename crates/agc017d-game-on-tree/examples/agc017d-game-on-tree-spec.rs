//! AtCoder AGC017 D Game on Tree's spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search over the subtrees left,
//! and the inputs made from them, the large ones answered by construction or
//! by a second computation checked against the search in the tests; apart
//! from the solution.

use judge_io::Error;
use test_support::{shape, Generated, Rng, Strict, WinLossSearch};

/// Random trees and connectivity, as the tests use them.
pub use test_support::shape::tree::{random as random_tree, reachable_from_0, shuffle_edges};

/// A rooted tree in canonical form: the nested parentheses of the root,
/// each vertex written as `(` + its children's forms in sorted order +
/// `)`, so that isomorphic rooted trees (equal positions) are equal.
type Position = Vec<u8>;

/// The children lists of the rooted tree written by `form` (any order
/// of children), vertex 0 the root, with each vertex's span in `form`.
fn parse(form: &[u8]) -> (Vec<Vec<usize>>, Vec<(usize, usize)>) {
    let mut children: Vec<Vec<usize>> = Vec::new();
    let mut spans = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    for (i, &b) in form.iter().enumerate() {
        if b == b'(' {
            let v = children.len();
            children.push(Vec::new());
            spans.push((i, i));
            if let Some(&parent) = open.last() {
                children[parent].push(v);
            }
            open.push(v);
        } else {
            let v = open.pop().expect("balanced");
            spans[v].1 = i + 1;
        }
    }
    (children, spans)
}

/// The canonical form of the subtree of `v`.
fn canonical_from(children: &[Vec<usize>], v: usize) -> Position {
    let mut parts: Vec<Position> = children[v]
        .iter()
        .map(|&c| canonical_from(children, c))
        .collect();
    parts.sort();
    let mut form = vec![b'('];
    for p in parts {
        form.extend(p);
    }
    form.push(b')');
    form
}

/// The position of a tree given by its 0-based edges, rooted at 0.
pub fn position(n: usize, edges: &[(usize, usize)]) -> Position {
    let mut adjacent = vec![Vec::new(); n];
    for &(x, y) in edges {
        adjacent[x].push(y);
        adjacent[y].push(x);
    }
    let mut children = vec![Vec::new(); n];
    let mut stack = vec![(0, usize::MAX)];
    while let Some((v, parent)) = stack.pop() {
        for &w in &adjacent[v] {
            if w != parent {
                children[v].push(w);
                stack.push((w, v));
            }
        }
    }
    canonical_from(&children, 0)
}

/// Every position one move away, by the rules alone: delete one edge
/// (the one above a vertex other than the root) and throw away the part
/// without the root, which is that vertex's whole subtree.
pub fn moves(form: &Position) -> Vec<Position> {
    let (_, spans) = parse(form);
    let mut next = Vec::new();
    for &(start, end) in &spans[1..] {
        let mut rest = form[..start].to_vec();
        rest.extend_from_slice(&form[end..]);
        let (children, _) = parse(&rest);
        next.push(canonical_from(&children, 0));
    }
    next.sort();
    next.dedup();
    next
}

/// The statement's constraints, token by token, and that the edges
/// form a tree.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::tree::validate(sc, ("N", 2..=100_000))
}

fn words(alice_wins: bool) -> String {
    if alice_wins { "Alice" } else { "Bob" }.to_string()
}

/// The search's answer for trees of at most 20 vertices.
fn reference(input: &str) -> Option<String> {
    let (n, edges) = shape::tree::read(input);
    if n > 20 {
        return None;
    }
    Some(words(WinLossSearch::new(moves).wins(&position(n, &edges))))
}

/// A second computation for trees too large to search, written apart
/// from `solve`: adjacency lists, a depth-first order from vertex 0 by
/// an explicit stack, then the colon principle over that order reversed
/// (children before parents). Checked against the search in the tests.
pub fn second_computation(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut adjacent = vec![Vec::new(); n];
    for &(x, y) in edges {
        adjacent[x].push(y);
        adjacent[y].push(x);
    }
    let mut parent = vec![usize::MAX; n];
    let mut order = Vec::with_capacity(n);
    let mut stack = vec![0];
    parent[0] = 0;
    while let Some(v) = stack.pop() {
        order.push(v);
        for &w in &adjacent[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                stack.push(w);
            }
        }
    }
    assert_eq!(order.len(), n, "not connected");
    let mut g = vec![0u64; n];
    for &v in order.iter().rev().filter(|&&v| v != 0) {
        g[parent[v]] ^= g[v] + 1;
    }
    g[0] != 0
}

fn input(n: usize, edges: &[(usize, usize)]) -> String {
    test_support::shape::tree::input(n, edges)
}

/// A path through the vertices `path` (in order), as edges.
fn path_edges(path: &[usize]) -> Vec<(usize, usize)> {
    path.windows(2).map(|w| (w[0], w[1])).collect()
}

/// `copies` copies of `tree` (edges on 0..size, top vertex 0) hung from
/// a new vertex 0 by their top vertices, plus `extra_leaves` leaves on
/// vertex 0; every label but 0 shuffled, edges shuffled.
fn hang_copies(
    rng: &mut Rng,
    tree: &[(usize, usize)],
    size: usize,
    copies: usize,
    extra_leaves: usize,
) -> (usize, Vec<(usize, usize)>) {
    let n = 1 + copies * size + extra_leaves;
    let mut label: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut label[1..]);
    let mut edges = Vec::with_capacity(n - 1);
    for c in 0..copies {
        let base = 1 + c * size;
        edges.push((0, label[base]));
        edges.extend(
            tree.iter()
                .map(|&(x, y)| (label[base + x], label[base + y])),
        );
    }
    for i in 0..extra_leaves {
        edges.push((0, label[1 + copies * size + i]));
    }
    shuffle_edges(rng, &mut edges);
    (n, edges)
}

/// The generated cases; judge-data/agc017d-game-on-tree/README.md gives
/// the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut cases = Vec::new();
    let mut rng = Rng::new(17);
    cases.extend(Generated::searched_series("random-small", 1..=14, |_| {
        let n = rng.range(2, 20) as usize;
        let reach = rng.range(1, n as u64) as usize;
        let edges = random_tree(&mut rng, n, reach, false);
        input(n, &edges)
    }));
    cases.extend(Generated::searched_each([
        ("edge-n-2", input(2, &[(1, 0)])),
        (
            "edge-vertex-1-is-a-leaf",
            input(6, &[(4, 2), (2, 3), (0, 4), (5, 2), (1, 3)]),
        ),
        (
            "edge-path-from-1",
            input(20, &path_edges(&(0..20).collect::<Vec<_>>())),
        ),
        (
            "edge-star-of-19",
            input(20, &(1..20).map(|v| (0, v)).collect::<Vec<_>>()),
        ),
        (
            "edge-twins-and-a-leaf",
            input(
                10,
                &[
                    (0, 1),
                    (1, 2),
                    (1, 3),
                    (3, 4),
                    (0, 5),
                    (5, 6),
                    (5, 7),
                    (7, 8),
                    (0, 9),
                ],
            ),
        ),
    ]));
    let max_n = 100_000;
    // A path with vertex 1 at one end, labels and edges shuffled.
    let mut order: Vec<usize> = (1..max_n).collect();
    rng.shuffle(&mut order);
    order.insert(0, 0);
    let mut edges = path_edges(&order);
    shuffle_edges(&mut rng, &mut edges);
    cases.push(Generated::constructed(
        "max-path-from-1",
        input(max_n, &edges),
        "Alice",
    ));
    // Vertex 1 in the middle of a path, between two arms of 49999 edges.
    let n = max_n - 1;
    let mut order: Vec<usize> = (1..n).collect();
    rng.shuffle(&mut order);
    order.insert((n - 1) / 2, 0);
    let mut edges = path_edges(&order);
    shuffle_edges(&mut rng, &mut edges);
    cases.push(Generated::constructed(
        "max-path-1-in-middle",
        input(n, &edges),
        "Bob",
    ));
    // Stars around vertex 1: every move deletes exactly one leaf.
    for (stem, leaves, answer) in [
        ("max-star-odd", max_n - 1, "Alice"),
        ("max-star-even", max_n - 2, "Bob"),
    ] {
        let (n, edges) = hang_copies(&mut rng, &[], 1, leaves, 0);
        cases.push(Generated::constructed(stem, input(n, &edges), answer));
    }
    // Two copies of a random tree of 49999 vertices under vertex 1,
    // with and without one more leaf there.
    let size = (max_n - 2) / 2;
    let twin = random_tree(&mut rng, size, size, true);
    for (stem, extra, answer) in [("max-twins", 0, "Bob"), ("max-twins-plus-leaf", 1, "Alice")] {
        let (n, edges) = hang_copies(&mut rng, &twin, size, 2, extra);
        cases.push(Generated::constructed(stem, input(n, &edges), answer));
    }
    // Deep twins: two copies of a tree whose vertices hang from one of
    // the last 3 before them (depth about 25000 each).
    let deep = random_tree(&mut rng, size, 3, true);
    let (n, edges) = hang_copies(&mut rng, &deep, size, 2, 0);
    cases.push(Generated::constructed(
        "max-deep-twins",
        input(n, &edges),
        "Bob",
    ));
    // A random tree in which vertex 1 is a leaf: Alice cuts its edge.
    let mut edges = random_tree(&mut rng, max_n - 1, max_n, false);
    let top = rng.range(1, max_n as u64 - 2) as usize;
    edges.iter_mut().for_each(|e| *e = (e.0 + 1, e.1 + 1));
    edges.push((0, top));
    shuffle_edges(&mut rng, &mut edges);
    cases.push(Generated::constructed(
        "max-random-vertex-1-a-leaf",
        input(max_n, &edges),
        "Alice",
    ));
    // Random trees, answered by the second computation.
    for (i, reach) in [(1, max_n), (2, 2)] {
        let edges = random_tree(&mut rng, max_n, reach, false);
        let answer = words(second_computation(max_n, &edges));
        cases.push(Generated::constructed(
            &format!("max-random-{i}"),
            input(max_n, &edges),
            &answer,
        ));
    }
    // Values of 2^16 and past it, where a 16-bit value wraps: a path of
    // 65536 edges from vertex 1 (vertex 1 a leaf: Alice), and vertex 1
    // between arms of 65537 and 1 edges. An arm of a edges is a Nim
    // heap of a (cutting its j-th edge from vertex 1 leaves j - 1, any
    // smaller length), so two arms are two-heap Nim: unequal, Alice.
    for (stem, n, at) in [
        ("max-path-from-1-of-65536-edges", 65_537, 0),
        ("max-path-arms-1-and-65537", 65_539, 1),
    ] {
        let mut order: Vec<usize> = (1..n).collect();
        rng.shuffle(&mut order);
        order.insert(at, 0);
        let mut edges = path_edges(&order);
        shuffle_edges(&mut rng, &mut edges);
        cases.push(Generated::constructed(stem, input(n, &edges), "Alice"));
    }
    cases
}

/// A random input of size `size` (1..=8) for `scripts/stress`: a random
/// tree (each vertex joined to an earlier one, then the labels and the
/// edges shuffled) on 2 to size + 3 vertices (size 1: a path of 2 to 4;
/// size 8: up to 11 vertices).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(2, size + 3) as usize;
    let mut label: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut label);
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|v| {
            let parent = rng.range(0, v as u64 - 1) as usize;
            if rng.range(0, 1) == 0 {
                (label[v], label[parent])
            } else {
                (label[parent], label[v])
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    input(n, &edges)
}

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 23,
}
