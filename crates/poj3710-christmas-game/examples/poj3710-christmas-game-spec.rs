//! POJ 3710 Christmas Game's spec (`test_support::spec`): the statement's
//! constraints (a tree with polygons, each hung at one node, nothing else
//! meeting a polygon's other nodes); as the reference, the exhaustive
//! search of the real game (cut an edge of a drawing, drop what no longer
//! reaches its root) on the whole test; beyond it, a second computation
//! (the polygons found by walking their nodes of degree 2, an odd one as a
//! leaf edge, then the tree rule), checked against the game's Grundy values
//! by the mex definition in the problem's tests; and the inputs made from
//! them. An example target: it cannot see the solution.

use std::collections::HashMap;

use judge_io::Error;
use test_support::{numbers, Generated, Rng, Strict, WinLossSearch};

/// One drawing as the search sees it: its edges (smaller node first,
/// 0-based, node 0 the root), sorted; all of them connected to the root.
pub type Drawing = Vec<(u8, u8)>;

/// A drawing's edges in the search's form: sorted, 0-based.
pub fn drawing(edges: &[(usize, usize)]) -> Drawing {
    let mut d: Drawing = edges
        .iter()
        .map(|&(a, b)| (a.min(b) as u8, a.max(b) as u8))
        .collect();
    d.sort_unstable();
    d
}

/// The edges of `d` still connected to the root.
fn rooted(d: &[(u8, u8)]) -> Drawing {
    let mut reached = vec![false; 256];
    reached[0] = true;
    let mut grew = true;
    while grew {
        grew = false;
        for &(a, b) in d {
            if reached[a as usize] != reached[b as usize] {
                reached[a as usize] = true;
                reached[b as usize] = true;
                grew = true;
            }
        }
    }
    d.iter()
        .copied()
        .filter(|&(a, _)| reached[a as usize])
        .collect()
}

/// The moves in one drawing by the rules: cut one edge, then drop every
/// edge no longer connected to the root.
pub fn drawing_moves(d: &[(u8, u8)]) -> Vec<Drawing> {
    let mut next = Vec::new();
    for i in 0..d.len() {
        if i > 0 && d[i] == d[i - 1] {
            continue; // A parallel edge: the same cut.
        }
        let mut rest = d.to_vec();
        rest.remove(i);
        next.push(rooted(&rest));
    }
    next
}

/// A position of a test: its drawings with an edge left, sorted.
pub type Position = Vec<Drawing>;

/// The moves of a test's sum by the rules: a move in one drawing.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(position: &Position) -> Vec<Position> {
    let mut next = Vec::new();
    for i in 0..position.len() {
        if i > 0 && position[i] == position[i - 1] {
            continue;
        }
        for d in drawing_moves(&position[i]) {
            let mut p = position.clone();
            if d.is_empty() {
                p.remove(i);
            } else {
                p[i] = d;
            }
            p.sort();
            next.push(p);
        }
    }
    next
}

pub type Search = WinLossSearch<Position, fn(&Position) -> Vec<Position>>;

pub fn new_search() -> Search {
    WinLossSearch::new(moves as fn(&Position) -> Vec<Position>)
}

/// Whether Sally (the first player) wins on these drawings (0-based edge
/// lists), by the search.
pub fn search_wins(search: &mut Search, drawings: &[Vec<(usize, usize)>]) -> bool {
    let mut p: Position = drawings
        .iter()
        .map(|d| rooted(&drawing(d)))
        .filter(|d| !d.is_empty())
        .collect();
    p.sort();
    search.wins(&p)
}

/// The Grundy value of one drawing by the definition: the mex of its
/// moves' values, over the real game's positions.
pub fn grundy_by_mex(memo: &mut HashMap<Drawing, u64>, d: &[(u8, u8)]) -> u64 {
    if let Some(&g) = memo.get(d) {
        return g;
    }
    let values: Vec<u64> = drawing_moves(d)
        .iter()
        .map(|next| grundy_by_mex(memo, next))
        .collect();
    let g = (0..).find(|v| !values.contains(v)).expect("a mex");
    memo.insert(d.to_vec(), g);
    g
}

/// A test: its drawings, each (m, 0-based edges).
pub type Test = Vec<(usize, Vec<(usize, usize)>)>;

/// The tests of an input.
pub fn read_tests(input: &str) -> Vec<Test> {
    let v = numbers(input);
    let mut tests = Vec::new();
    let mut at = 0;
    while at < v.len() {
        let n = v[at] as usize;
        at += 1;
        let mut t = Vec::new();
        for _ in 0..n {
            let (m, k) = (v[at] as usize, v[at + 1] as usize);
            at += 2;
            let edges = v[at..at + 2 * k]
                .chunks(2)
                .map(|e| (e[0] as usize - 1, e[1] as usize - 1))
                .collect();
            at += 2 * k;
            t.push((m, edges));
        }
        tests.push(t);
    }
    tests
}

/// The input layout: per test N, then per drawing `m k` and k lines `a b`.
pub fn input(tests: &[Test]) -> String {
    let mut s = String::new();
    for t in tests {
        s.push_str(&format!("{}\n", t.len()));
        for (m, edges) in t {
            s.push_str(&format!("{m} {}\n", edges.len()));
            for &(a, b) in edges {
                s.push_str(&format!("{} {}\n", a + 1, b + 1));
            }
        }
    }
    s
}

/// The polygons of a drawing found by walking: from a node other than the
/// root with two edge ends, along such nodes both ways; when both walks end
/// at the same node h, they went round a polygon hung at h. Each as (h,
/// its edges, its nodes other than h); a node of degree 2 is in at most
/// one. Edge ends are counted per end (a loop counts twice).
fn polygons(m: usize, edges: &[(usize, usize)]) -> Vec<(usize, Vec<usize>, Vec<usize>)> {
    let mut ends: Vec<Vec<usize>> = vec![Vec::new(); m];
    for (e, &(a, b)) in edges.iter().enumerate() {
        ends[a].push(e);
        ends[b].push(e);
    }
    let other = |e: usize, v: usize| {
        let (a, b) = edges[e];
        if a == v {
            b
        } else {
            a
        }
    };
    let through = |v: usize| v != 0 && ends[v].len() == 2;
    let mut seen = vec![false; m];
    let mut found = Vec::new();
    for s in 0..m {
        if seen[s] || !through(s) {
            continue;
        }
        let walk = |first: usize| {
            let (mut prev, mut cur) = (first, other(first, s));
            let (mut path_edges, mut path_nodes) = (vec![first], Vec::new());
            while through(cur) && cur != s && path_edges.len() <= edges.len() {
                path_nodes.push(cur);
                let next = if ends[cur][0] == prev {
                    ends[cur][1]
                } else {
                    ends[cur][0]
                };
                path_edges.push(next);
                prev = next;
                cur = other(next, cur);
            }
            (cur, path_edges, path_nodes)
        };
        let (h1, e1, n1) = walk(ends[s][0]);
        let (h2, e2, n2) = walk(ends[s][1]);
        for &v in n1.iter().chain(&n2).chain([&s]) {
            seen[v] = true;
        }
        if h1 == h2 && h1 != s {
            let mut es = e1;
            es.extend(e2);
            let mut ns = n1;
            ns.push(s);
            ns.extend(n2);
            found.push((h1, es, ns));
        }
    }
    found
}

/// The rest of a drawing once its polygons are taken away: the nodes left,
/// and whether the edges left form a tree on them (connected from the root,
/// one edge fewer than nodes). `None` if a node is not connected to the
/// root or an edge is a loop.
fn rest_is_tree(m: usize, edges: &[(usize, usize)]) -> Option<bool> {
    if edges.iter().any(|&(a, b)| a == b) {
        return None;
    }
    let mut reached = vec![false; m];
    reached[0] = true;
    let mut grew = true;
    while grew {
        grew = false;
        for &(a, b) in edges {
            if reached[a] != reached[b] {
                reached[a] = true;
                reached[b] = true;
                grew = true;
            }
        }
    }
    if reached.iter().any(|&r| !r) {
        return None;
    }
    let found = polygons(m, edges);
    let mut gone_edge = vec![false; edges.len()];
    let mut gone_node = vec![false; m];
    for (_, es, ns) in &found {
        for &e in es {
            gone_edge[e] = true;
        }
        for &v in ns {
            gone_node[v] = true;
        }
    }
    let nodes = gone_node.iter().filter(|&&g| !g).count();
    let tree_edges = gone_edge.iter().filter(|&&g| !g).count();
    Some(tree_edges + 1 == nodes)
}

/// The exact layout of the judge's data (per test a line with N, per
/// drawing a line `m k` and k lines `a b`, to the end of the input) and
/// the statement's constraints: drawings of 1 <= N < 100; m < 100 nodes
/// and k < 500 edges, nodes 1..=m, no loop, every node connected, and the
/// polygons hung as the statement draws them (our reading: take away every
/// polygon whose nodes but one have no other edge; a tree must be left).
/// At least one test.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let mut tests = 0;
    while !sc.is_at_end() {
        tests += 1;
        let n = sc.next_in("N", 1usize, 99)?;
        sc.end_line()?;
        for d in 1..=n {
            let m = sc.next_in("m", 1usize, 99)?;
            let k = sc.next_in("k", 0usize, 499)?;
            sc.end_line()?;
            let mut edges = Vec::with_capacity(k);
            for _ in 0..k {
                let a = sc.next_in("a", 1usize, m)?;
                let b = sc.next_in("b", 1usize, m)?;
                sc.end_line()?;
                edges.push((a - 1, b - 1));
            }
            match rest_is_tree(m, &edges) {
                None => {
                    return Err(Error::new(format!(
                        "test {tests}, drawing {d}: a loop, or a node not connected to the root"
                    )))
                }
                Some(false) => {
                    return Err(Error::new(format!(
                        "test {tests}, drawing {d}: not a tree with polygons hung on it"
                    )))
                }
                Some(true) => {}
            }
        }
    }
    if tests == 0 {
        return Err(Error::new("no test: the statement has at least one"));
    }
    Ok(())
}

fn words(sally_wins: bool) -> &'static str {
    if sally_wins {
        "Sally\n"
    } else {
        "Harry\n"
    }
}

/// Within the search's reach: at most 16 edges in a test.
fn searchable(t: &Test) -> bool {
    t.iter().map(|(_, e)| e.len()).sum::<usize>() <= 16
}

/// The search's answers, if every test is within its reach.
fn reference(input: &str) -> Option<String> {
    let tests = read_tests(input);
    if !tests.iter().all(searchable) {
        return None;
    }
    let mut search = new_search();
    Some(
        tests
            .iter()
            .map(|t| {
                let drawings: Vec<Vec<(usize, usize)>> = t.iter().map(|(_, e)| e.clone()).collect();
                words(search_wins(&mut search, &drawings))
            })
            .collect(),
    )
}

/// The second computation's value of a drawing of the statement's shape,
/// apart from `solve`: its polygons by `polygons` (an odd one a leaf edge
/// at its node h, an even one nothing), then the tree rule g(v) = XOR over
/// children c of (g(c) + 1), children taken in breadth-first order from the
/// root and folded from the last. `None` for another shape.
pub fn peeled_value(m: usize, edges: &[(usize, usize)]) -> Option<u64> {
    if rest_is_tree(m, edges) != Some(true) {
        return None;
    }
    let found = polygons(m, edges);
    let mut in_polygon = vec![false; edges.len()];
    let mut value = vec![0u64; m];
    for (h, es, _) in &found {
        for &e in es {
            in_polygon[e] = true;
        }
        if es.len() % 2 == 1 {
            value[*h] ^= 1; // A leaf edge: (0 + 1).
        }
    }
    let mut adj: Vec<Vec<usize>> = vec![Vec::new(); m];
    for (e, &(a, b)) in edges.iter().enumerate() {
        if !in_polygon[e] {
            adj[a].push(b);
            adj[b].push(a);
        }
    }
    let mut order = vec![0];
    let mut parent = vec![usize::MAX; m];
    parent[0] = 0;
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        i += 1;
        for &w in &adj[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    for &v in order.iter().skip(1).rev() {
        value[parent[v]] ^= value[v] + 1;
    }
    Some(value[0])
}

/// The second computation's answers, for drawings of the statement's shape.
fn beyond_search(input: &str) -> Option<String> {
    let mut answer = String::new();
    for t in read_tests(input) {
        let mut x = 0;
        for (m, edges) in &t {
            x ^= peeled_value(*m, edges)?;
        }
        answer.push_str(words(x != 0));
    }
    Some(answer)
}

/// A random drawing of the statement's shape: a random tree on `tree`
/// nodes (each node's parent an earlier node), then a polygon of each of
/// `sides` sides hung at a random tree node; the nodes relabelled (the
/// root stays 1), the edges shuffled and each written either way round.
pub fn random_drawing(rng: &mut Rng, tree: usize, sides: &[usize]) -> (usize, Vec<(usize, usize)>) {
    let mut edges: Vec<(usize, usize)> = (1..tree)
        .map(|v| (rng.range(0, v as u64 - 1) as usize, v))
        .collect();
    let mut m = tree;
    for &l in sides {
        let h = rng.range(0, tree as u64 - 1) as usize;
        let mut prev = h;
        for _ in 1..l {
            edges.push((prev, m));
            prev = m;
            m += 1;
        }
        edges.push((prev, h));
    }
    relabel(rng, m, &mut edges);
    (m, edges)
}

/// A small random drawing: a tree of 1 to `tree` nodes and 0 to 2
/// polygons of 2 to `longest` sides.
fn small_drawing(rng: &mut Rng, tree: u64, longest: u64) -> (usize, Vec<(usize, usize)>) {
    let sides: Vec<usize> = (0..rng.range(0, 2))
        .map(|_| rng.range(2, longest) as usize)
        .collect();
    let t = rng.range(1, tree) as usize;
    random_drawing(rng, t, &sides)
}

/// Drawings from `make` for a test, up to `budget` edges in all, 1 to 3 of
/// them.
fn small_test(
    rng: &mut Rng,
    budget: usize,
    make: impl Fn(&mut Rng) -> (usize, Vec<(usize, usize)>),
) -> Test {
    let mut t: Test = Vec::new();
    let mut left = budget;
    for _ in 0..rng.range(1, 3) {
        let d = loop {
            let d = make(rng);
            if d.1.len() <= left {
                break d;
            }
        };
        left -= d.1.len();
        t.push(d);
    }
    t
}

/// `edges` relabelled by a random permutation of the nodes other than the
/// root, shuffled, each written either way round.
pub fn relabel(rng: &mut Rng, m: usize, edges: &mut [(usize, usize)]) {
    let mut label: Vec<usize> = (1..m).collect();
    rng.shuffle(&mut label);
    label.insert(0, 0);
    for e in edges.iter_mut() {
        *e = if rng.range(0, 1) == 0 {
            (label[e.0], label[e.1])
        } else {
            (label[e.1], label[e.0])
        };
    }
    rng.shuffle(edges);
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 or 2
/// tests of 1 to 3 drawings, each a tree of 1 to 1 + size / 2 nodes with
/// 0 to 2 polygons of 2 to 2 + size / 2 sides, at most 16 edges in a test
/// (size 8: trees of up to 5 nodes, polygons of up to 6 sides).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let tests: Vec<Test> = (0..rng.range(1, 2))
        .map(|_| {
            small_test(rng, 16, |rng| {
                small_drawing(rng, 1 + size / 2, 2 + size / 2)
            })
        })
        .collect();
    input(&tests)
}

/// A drawing of `m` nodes: a random tree of 20 to m - 1 nodes and
/// polygons of 2 to 12 sides on the other nodes.
fn big_drawing(rng: &mut Rng, m: usize) -> (usize, Vec<(usize, usize)>) {
    let tree = rng.range(20, m as u64 - 1) as usize;
    let mut left = m - tree;
    let mut sides = Vec::new();
    while left > 0 {
        let l = rng.range(2, 12).min(left as u64 + 1) as usize;
        sides.push(l);
        left -= l - 1;
    }
    random_drawing(rng, tree, &sides)
}

/// The generated cases; judge-data/poj3710-christmas-game/README.md says
/// how each was made and what backs its answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(3710);
    let mut cases = Vec::new();
    for i in 1..=6 {
        let tests: Vec<Test> = (0..12)
            .map(|_| small_test(&mut rng, 14, |rng| small_drawing(rng, 5, 5)))
            .collect();
        cases.push(Generated::searched(
            &format!("random-small-{i:02}"),
            input(&tests),
        ));
    }
    // A branch with an odd number of nodes and a polygon at the same
    // node, the branch listed first or last (each order a test of its
    // own): a depth-first search that takes the branch first gives the
    // polygon's far node a discovery time that differs from its depth by
    // the branch's size, so a parity taken from discovery times is wrong.
    // A leaf and a triangle at the root (1 ^ 1 = 0); a leaf and a square
    // (1); a path of 3 and a pentagon (3 ^ 1 = 2); a leaf and a pentagon
    // at node 2 (0, so 1); two leaves around a triangle (1).
    let branch_first: Vec<Test> = vec![
        vec![(4, vec![(0, 1), (0, 2), (2, 3), (3, 0)])],
        vec![(4, vec![(0, 2), (2, 3), (3, 0), (0, 1)])],
        vec![(5, vec![(0, 1), (0, 2), (2, 3), (3, 4), (4, 0)])],
        vec![(5, vec![(0, 2), (2, 3), (3, 4), (4, 0), (0, 1)])],
        vec![(
            8,
            vec![
                (0, 1),
                (1, 2),
                (2, 3),
                (0, 4),
                (4, 5),
                (5, 6),
                (6, 7),
                (7, 0),
            ],
        )],
        vec![(
            8,
            vec![
                (0, 4),
                (4, 5),
                (5, 6),
                (6, 7),
                (7, 0),
                (0, 1),
                (1, 2),
                (2, 3),
            ],
        )],
        vec![(
            7,
            vec![(1, 0), (1, 2), (1, 3), (3, 4), (4, 5), (5, 6), (6, 1)],
        )],
        vec![(
            7,
            vec![(0, 1), (1, 3), (3, 4), (4, 5), (5, 6), (6, 1), (1, 2)],
        )],
        vec![(5, vec![(0, 1), (0, 2), (2, 3), (3, 0), (0, 4)])],
    ];
    cases.push(Generated::searched(
        "edge-branch-before-polygon",
        input(&branch_first),
    ));
    // Two-sided polygons (two edges between the same nodes): at the root,
    // on a tree node, beside a leaf, and several at one node.
    let two_sided: Vec<Test> = vec![
        vec![(2, vec![(0, 1), (1, 0)])],
        vec![(2, vec![(0, 1), (0, 1)]), (2, vec![(0, 1)])],
        vec![(3, vec![(0, 1), (1, 2), (2, 1)])],
        vec![(3, vec![(0, 1), (0, 2), (2, 0)])],
        vec![(4, vec![(0, 1), (0, 2), (0, 2), (0, 3), (3, 0)])],
        vec![(4, vec![(1, 0), (1, 2), (2, 1), (1, 3), (3, 1)])],
        vec![(5, vec![(0, 1), (1, 2), (2, 1), (1, 3), (3, 4), (4, 3)])],
    ];
    cases.push(Generated::searched(
        "edge-two-sided-polygons",
        input(&two_sided),
    ));
    // One polygon through the root, 2 to 14 sides; a path of 1 to 14
    // edges; a single node.
    let mut shapes: Vec<Test> = (2..=14)
        .map(|l| vec![(l, (0..l).map(|i| (i, (i + 1) % l)).collect())])
        .collect();
    shapes.extend((1..=14).map(|l| vec![(l + 1, (0..l).map(|i| (i, i + 1)).collect())]));
    shapes.push(vec![(1, Vec::new())]);
    cases.push(Generated::searched(
        "edge-polygons-and-paths",
        input(&shapes),
    ));
    let answers = |tests: &[Test]| -> String {
        beyond_search(&input(tests)).expect("drawings of the statement's shape")
    };
    // 20 tests of 99 drawings of 99 nodes (1.3 MB): a random tree of 20
    // to 98 nodes and polygons of 2 to 12 sides on the other nodes. In
    // the odd tests, 49 such drawings twice each (labelled and ordered
    // apart) and one made of two copies of a drawing of 50 nodes joined at
    // the root: Harry, by the mirror argument (README); the even tests by
    // the second computation.
    let mut mixed: Vec<Test> = Vec::new();
    let mut mixed_answers = String::new();
    for t in 0..20 {
        let mut drawings: Test = Vec::new();
        if t % 2 == 0 {
            drawings.extend((0..99).map(|_| big_drawing(&mut rng, 99)));
            mixed_answers.push_str(&answers(&[drawings.clone()]));
        } else {
            for _ in 0..49 {
                let (m, edges) = big_drawing(&mut rng, 99);
                let mut twin = edges.clone();
                relabel(&mut rng, m, &mut twin);
                drawings.push((m, edges));
                drawings.push((m, twin));
            }
            let (_, half) = big_drawing(&mut rng, 50);
            let copy = |v: usize| if v == 0 { 0 } else { v + 49 };
            let mut both: Vec<(usize, usize)> = half.clone();
            both.extend(half.iter().map(|&(a, b)| (copy(a), copy(b))));
            relabel(&mut rng, 99, &mut both);
            drawings.push((99, both));
            rng.shuffle(&mut drawings);
            mixed_answers.push_str(words(false));
        }
        mixed.push(drawings);
    }
    cases.push(Generated::constructed(
        "max-99-drawings-of-99-nodes",
        input(&mixed),
        &mixed_answers,
    ));
    // Extremes of 99 nodes: a 99-gon at the root; a path of 98 edges; the
    // root with 98 two-sided polygons (196 edges); a path of 49 with a
    // two-sided polygon at every node; a star of 49 triangles; each
    // relabelled and shuffled, 97 to 99 of them per test, in 12 tests
    // (0.9 MB).
    let extremes: Vec<Test> = (0..12)
        .map(|t| {
            (0..99 - t % 3)
                .map(|i| {
                    let mut edges: Vec<(usize, usize)> = match (i + t) % 5 {
                        0 => (0..99).map(|v| (v, (v + 1) % 99)).collect(),
                        1 => (0..98).map(|v| (v, v + 1)).collect(),
                        2 => (1..99).flat_map(|v| [(0, v), (v, 0)]).collect(),
                        3 => (0..49)
                            .flat_map(|v| [(v, v + 1), (v, 50 + v), (50 + v, v)])
                            .collect(),
                        _ => (0..49)
                            .flat_map(|t| [(0, 1 + 2 * t), (1 + 2 * t, 2 + 2 * t), (2 + 2 * t, 0)])
                            .collect(),
                    };
                    relabel(&mut rng, 99, &mut edges);
                    (99, edges)
                })
                .collect()
        })
        .collect();
    cases.push(Generated::constructed(
        "max-extremes",
        input(&extremes),
        &answers(&extremes),
    ));
    cases
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    generated,
    min_searched: 10,
}
