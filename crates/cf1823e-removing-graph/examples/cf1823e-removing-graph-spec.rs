//! Codeforces 1823E Removing Graph's spec (`test_support::spec`): the
//! statement's constraints; as the reference, the exhaustive search of the
//! real game on the graph (the remaining vertices, a move erases any
//! connected set of l..=r of them) up to 10 vertices; beyond it a second
//! computation (cycles by union-find, each worth the closed form that the
//! tests check against the mex tables and the search, written apart from
//! the solution); and the inputs made from them.

use judge_io::Error;
use test_support::{numbers, Generated, Rng, Strict, WinLossSearch};

/// A small graph (at most 16 vertices) as adjacency bit masks, and the
/// move sizes.
pub struct Game {
    pub adjacent: Vec<u32>,
    pub l: u32,
    pub r: u32,
}

impl Game {
    /// The graph on n vertices with these 0-based edges.
    pub fn new(n: usize, edges: &[(usize, usize)], l: u32, r: u32) -> Self {
        let mut adjacent = vec![0u32; n];
        for &(u, v) in edges {
            adjacent[u] |= 1 << v;
            adjacent[v] |= 1 << u;
        }
        Game { adjacent, l, r }
    }

    /// Whether the vertices of `set` (non-empty) induce a connected
    /// subgraph.
    pub fn connected(&self, set: u32) -> bool {
        let mut reached = set & set.wrapping_neg();
        loop {
            let mut next = reached;
            let mut rest = reached;
            while rest != 0 {
                let v = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                next |= self.adjacent[v] & set;
            }
            if next == reached {
                return reached == set;
            }
            reached = next;
        }
    }

    /// Every position one move away from the remaining vertices `left`, by
    /// the rules alone: erase any set of l..=r of them that is connected
    /// in the graph (the edges among remaining vertices are all there).
    pub fn moves(&self, left: &u32) -> Vec<u32> {
        let left = *left;
        let mut next = Vec::new();
        // Every non-empty subset of `left`.
        let mut set = left;
        while set != 0 {
            let k = set.count_ones();
            if self.l <= k && k <= self.r && self.connected(set) {
                next.push(left & !set);
            }
            set = (set - 1) & left;
        }
        next
    }
}

/// An input's n, l, r and 0-based edges.
pub fn parse(input: &str) -> (usize, u64, u64, Vec<(usize, usize)>) {
    let v = numbers(input);
    let edges = v[3..]
        .chunks(2)
        .map(|e| (e[0] as usize - 1, e[1] as usize - 1))
        .collect();
    (v[0] as usize, v[1], v[2], edges)
}

/// The input for n, l, r and 0-based edges.
pub fn input(n: usize, l: u64, r: u64, edges: &[(usize, usize)]) -> String {
    let mut s = format!("{n} {l} {r}\n");
    for &(u, v) in edges {
        s.push_str(&format!("{} {}\n", u + 1, v + 1));
    }
    s
}

/// Disjoint cycles of the given lengths on vertices labelled by a random
/// permutation, each edge's ends in random order, the edges shuffled.
pub fn cycles_graph(rng: &mut Rng, lengths: &[usize]) -> (usize, Vec<(usize, usize)>) {
    let n: usize = lengths.iter().sum();
    let mut label: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut label);
    let mut edges = Vec::with_capacity(n);
    let mut first = 0;
    for &c in lengths {
        for i in 0..c {
            let (u, v) = (label[first + i], label[first + (i + 1) % c]);
            edges.push(if rng.range(0, 1) == 0 { (u, v) } else { (v, u) });
        }
        first += c;
    }
    rng.shuffle(&mut edges);
    (n, edges)
}

/// The statement's constraints, token by token, then the graph: no loop,
/// no edge twice, every vertex of degree 2.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("n", 3usize, 200_000)?;
    let l = sc.next_in("l", 1, n - 1)?;
    sc.next_in("r", l + 1, n)?;
    sc.end_line()?;
    let mut degree = vec![0u32; n];
    let mut edges = Vec::with_capacity(n);
    for _ in 0..n {
        let u = sc.next_in("u_i", 1, n)? - 1;
        let v = sc.next_in("v_i", 1, n)? - 1;
        sc.end_line()?;
        if u == v {
            return Err(Error::new(format!("a loop at vertex {}", u + 1)));
        }
        degree[u] += 1;
        degree[v] += 1;
        edges.push((u.min(v), u.max(v)));
    }
    if let Some(v) = degree.iter().position(|&d| d != 2) {
        return Err(Error::new(format!(
            "vertex {} has degree {}",
            v + 1,
            degree[v]
        )));
    }
    edges.sort_unstable();
    if edges.windows(2).any(|w| w[0] == w[1]) {
        return Err(Error::new("an edge given twice"));
    }
    Ok(())
}

fn words(alice_wins: bool) -> String {
    if alice_wins { "Alice" } else { "Bob" }.to_string()
}

/// The search's answer on graphs of up to 10 vertices.
fn reference(input: &str) -> Option<String> {
    let (n, l, r, edges) = parse(input);
    if n > 10 {
        return None;
    }
    let game = Game::new(n, &edges, l as u32, r.min(32) as u32);
    let all = (1u32 << n) - 1;
    Some(words(
        WinLossSearch::new(|p: &u32| game.moves(p)).wins(&all),
    ))
}

/// Beyond the search: the second computation, on any valid input.
fn beyond_search(input: &str) -> Option<String> {
    let (n, l, r, edges) = parse(input);
    Some(words(second_computation(n, l, r, &edges)))
}

/// The closed form of a cycle's Grundy value (checked against the mex
/// tables and the search in the tests): floor(c / l) below l + r, else 0.
pub fn closed_form(c: u64, l: u64, r: u64) -> u64 {
    if c < l + r {
        c / l
    } else {
        0
    }
}

/// A second computation, written apart from `solve`: the cycles' lengths
/// as component sizes by union-find (path halving, union by size), each
/// worth the closed form, XORed.
pub fn second_computation(n: usize, l: u64, r: u64, edges: &[(usize, usize)]) -> bool {
    let mut parent: Vec<usize> = (0..n).collect();
    let mut size = vec![1u64; n];
    fn find(parent: &mut [usize], mut v: usize) -> usize {
        while parent[v] != v {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        v
    }
    for &(u, v) in edges {
        let (mut a, mut b) = (find(&mut parent, u), find(&mut parent, v));
        if a != b {
            if size[a] < size[b] {
                std::mem::swap(&mut a, &mut b);
            }
            parent[b] = a;
            size[a] += size[b];
        }
    }
    (0..n)
        .filter(|&v| find(&mut parent, v) == v)
        .fold(0, |x, v| x ^ closed_form(size[v], l, r))
        != 0
}

/// Cycle lengths (each at least 3) adding up to n (n >= 3), at random.
pub fn random_lengths(rng: &mut Rng, n: usize, max: usize) -> Vec<usize> {
    let mut lengths = Vec::new();
    let mut left = n;
    while left > 0 {
        let c = if left <= max.max(5) && (left < 6 || rng.range(0, 1) == 0) {
            left
        } else {
            rng.range(3, (max.min(left - 3)) as u64) as usize
        };
        lengths.push(c);
        left -= c;
    }
    lengths
}

/// A random input of size `size` (1..=8): 3 to min(10, size + 3) vertices
/// in random cycles, 1 <= l < r <= n.
fn random_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(3, (size + 3).min(10)) as usize;
    let lengths = random_lengths(rng, n, n);
    let (n, edges) = cycles_graph(rng, &lengths);
    let l = rng.range(1, n as u64 - 1);
    let r = rng.range(l + 1, n as u64);
    input(n, l, r, &edges)
}

/// Inputs at the boundary c = l + r: a cycle of l + r - 1 or l + r
/// vertices beside a cycle c2 < l + r worth what the first would be worth
/// just below the boundary, floor((l + r - 1) / l): the XOR is 0 (`Bob`)
/// below the boundary and that value (`Alice`) on it. l up to 50, r up to
/// l + 60; answered by the second computation.
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    loop {
        let l = rng.range(1, 50);
        let r = rng.range(l + 1, l + 60);
        let q = (l + r - 1) / l;
        let lo = (l * q).max(3);
        let hi = (l * q + l - 1).min(l + r - 1);
        let c = l + r - 1 + rng.range(0, 1);
        if lo > hi || c < 3 {
            continue;
        }
        let c2 = rng.range(lo, hi);
        let (n, edges) = cycles_graph(rng, &[c as usize, c2 as usize]);
        return input(n, l, r, &edges);
    }
}

const N: usize = 200_000;

/// The generated cases; judge-data/cf1823e-removing-graph/README.md gives
/// the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(1823);
    let mut cases = Vec::new();
    for i in 1..=12 {
        cases.push(Generated::searched(
            &format!("random-small-{i:02}"),
            random_input(&mut rng, 1 + i % 8),
        ));
    }
    // Small graphs at each place where the value changes: a cycle of
    // l + r vertices (0, one below: floor(c / l)); between r and l + r
    // (not removable at once, still worth floor(c / l)); two cycles of
    // different non-zero values; a big cycle for l = 1, r = 2.
    let mut small = |stem: &str, lengths: &[usize], l: u64, r: u64| {
        let (n, edges) = cycles_graph(&mut rng, lengths);
        cases.push(Generated::searched(stem, input(n, l, r, &edges)));
    };
    small("edge-cycle-of-l-plus-r", &[5], 2, 3);
    small(
        "edge-cycle-of-l-plus-r-minus-1-and-its-value",
        &[4, 4],
        2,
        3,
    );
    small("edge-cycle-between-r-and-l-plus-r", &[4], 2, 3);
    small("edge-values-3-and-4", &[3, 4], 1, 4);
    small("edge-values-1-and-2", &[3, 5], 2, 4);
    small("edge-ten-cycle-l-1-r-2", &[10], 1, 2);
    small("edge-three-triangles", &[3, 3, 3], 1, 2);
    small("edge-l-r-at-n", &[3, 3, 4], 9, 10);
    // One cycle of 2 * 10^5 vertices, numbered along it, its edges in
    // order (i, i + 1), l = 3, r = 7: c >= l + r, so Bob answers any
    // first move by halving the path left and mirrors.
    let ring: Vec<(usize, usize)> = (0..N).map(|i| (i, (i + 1) % N)).collect();
    cases.push(Generated::constructed(
        "max-one-cycle-in-order",
        input(N, 3, 7, &ring),
        "Bob",
    ));
    // Random cycles of 3 to 400 vertices, each length twice (Bob mirrors
    // on the twin), and one cycle of 12 with l = 4 <= 12 <= r = 20 that
    // Alice erases first (then she mirrors).
    let half = random_lengths(&mut rng, (N - 12) / 2, 400);
    let mut lengths: Vec<usize> = half.iter().flat_map(|&c| [c, c]).collect();
    lengths.push(12);
    rng.shuffle(&mut lengths);
    let (n, edges) = cycles_graph(&mut rng, &lengths);
    cases.push(Generated::constructed(
        "max-mirrored-pairs-and-removable-cycle",
        input(n, 4, 20, &edges),
        "Alice",
    ));
    // 66664 triangles and an octagon, l = 2, r = 3: the second
    // computation answers.
    let mut lengths = vec![3; (N - 8) / 3];
    lengths.push(8);
    let (n, edges) = cycles_graph(&mut rng, &lengths);
    cases.push(Generated::searched(
        "max-triangles-and-octagon",
        input(n, 2, 3, &edges),
    ));
    // Random cycles of 3 to 60 vertices, l = 5, r = 9: many values
    // between 0 and 2.
    let lengths = random_lengths(&mut rng, N, 60);
    let (n, edges) = cycles_graph(&mut rng, &lengths);
    cases.push(Generated::searched(
        "max-random-cycles",
        input(n, 5, 9, &edges),
    ));
    cases
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    boundary_input, generated,
    min_searched: 20,
}
