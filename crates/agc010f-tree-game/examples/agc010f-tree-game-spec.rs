//! AtCoder AGC010 F Tree Game's spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search (up to 8 vertices and 10^5
//! vectors of stone counts) and beyond it a second computation (each start
//! vertex's game by the definition, checked against the search in the
//! tests), and the inputs made from them; apart from the solution.

use judge_io::Error;
use test_support::shape::tree;
use test_support::{Generated, Rng, Strict, WinLossSearch};

/// A position: the piece's vertex and the stones on every vertex.
type Position = (u8, Vec<u8>);

pub fn adjacency(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut adjacent = vec![Vec::new(); n];
    for &(a, b) in edges {
        adjacent[a].push(b);
        adjacent[b].push(a);
    }
    adjacent
}

type Search = WinLossSearch<Position, Box<dyn Fn(&Position) -> Vec<Position>>>;

/// The game's moves by the rules, on the tree `adjacent`: with a stone
/// under the piece, remove it and move the piece to any neighbour.
pub fn new_search(adjacent: Vec<Vec<usize>>) -> Search {
    WinLossSearch::new(Box::new(move |(v, stones): &Position| {
        let v = *v as usize;
        if stones[v] == 0 {
            return Vec::new();
        }
        let mut left = stones.clone();
        left[v] -= 1;
        adjacent[v]
            .iter()
            .map(|&u| (u as u8, left.clone()))
            .collect()
    }) as Box<dyn Fn(&Position) -> Vec<Position>>)
}

/// The search's answer: whether Takahashi wins from each start vertex.
pub fn searched_wins(n: usize, stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
    searched_wins_with(&mut new_search(adjacency(n, edges)), stones)
}

/// The same with a search of the tree kept across queries.
pub fn searched_wins_with(search: &mut Search, stones: &[u64]) -> Vec<bool> {
    let counts: Vec<u8> = stones.iter().map(|&s| s as u8).collect();
    (0..stones.len())
        .map(|v| search.wins(&(v as u8, counts.clone())))
        .collect()
}

/// The second computation, apart from `solve`: the editorial's per-start
/// recursion, for each start vertex a walk down the edges to strictly
/// fewer stones (the vertex it came from excluded), no sorting and no
/// shared table: wins(v, from) = some neighbour u != from with
/// A_u < A_v and not wins(u, v). O(N^2).
pub fn per_start_wins(stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
    let adjacent = adjacency(stones.len(), edges);
    fn wins(adjacent: &[Vec<usize>], stones: &[u64], v: usize, from: usize) -> bool {
        adjacent[v]
            .iter()
            .any(|&u| u != from && stones[u] < stones[v] && !wins(adjacent, stones, u, v))
    }
    (0..stones.len())
        .map(|v| wins(&adjacent, stones, v, usize::MAX))
        .collect()
}

/// Whether the edges connect all n vertices, by a walk from vertex 0.
pub fn connected(n: usize, edges: &[(u32, u32)]) -> bool {
    let edges: Vec<(usize, usize)> = edges
        .iter()
        .map(|&(a, b)| (a as usize, b as usize))
        .collect();
    tree::reachable_from_0(n, &edges).iter().all(|&r| r)
}

/// A random tree on n vertices (`test_support::shape::tree::random`,
/// every label shuffled).
pub fn random_tree(rng: &mut Rng, n: usize, reach: usize) -> Vec<(usize, usize)> {
    tree::random(rng, n, reach, false)
}

/// An input from the stones and 0-based edges.
fn input(stones: &[u64], edges: &[(usize, usize)]) -> String {
    let mut s = format!("{}\n{}\n", stones.len(), test_support::join(stones));
    for &(a, b) in edges {
        s += &format!("{} {}\n", a + 1, b + 1);
    }
    s
}

/// The stones and 0-based edges of an input.
fn parse(input: &str) -> (Vec<u64>, Vec<(usize, usize)>) {
    let numbers = test_support::numbers(input);
    let n = numbers[0] as usize;
    let stones = numbers[1..=n].to_vec();
    let edges = numbers[n + 1..]
        .chunks(2)
        .map(|e| (e[0] as usize - 1, e[1] as usize - 1))
        .collect();
    (stones, edges)
}

fn words(wins: &[bool]) -> String {
    let winners: Vec<usize> = (0..wins.len())
        .filter(|&v| wins[v])
        .map(|v| v + 1)
        .collect();
    test_support::join(&winners) + "\n"
}

/// The statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("N", 2usize, 3000)?;
    sc.end_line()?;
    for _ in 0..n {
        sc.next_in("A_i", 0u64, 1_000_000_000)?;
    }
    sc.end_line()?;
    let mut edges = Vec::new();
    for _ in 1..n {
        let a = sc.next_in("a_i", 1u32, n as u32)?;
        let b = sc.next_in("b_i", 1u32, n as u32)?;
        sc.end_line()?;
        edges.push((a - 1, b - 1));
    }
    // N - 1 edges that connect all N vertices form a tree.
    if connected(n, &edges) {
        Ok(())
    } else {
        Err(Error::new("the edges do not form a tree"))
    }
}

/// The search's answer: up to 8 vertices, with at most 10^5 vectors of
/// stone counts below the starting ones (the product of A_i + 1).
fn reference(input: &str) -> Option<String> {
    let (stones, edges) = parse(input);
    let vectors = stones
        .iter()
        .try_fold(1u64, |p, &s| p.checked_mul(s.checked_add(1)?));
    if stones.len() > 8 || vectors.map_or(true, |v| v > 100_000) {
        return None;
    }
    Some(words(&searched_wins(stones.len(), &stones, &edges)))
}

fn second_answer(stones: &[u64], edges: &[(usize, usize)]) -> String {
    words(&per_start_wins(stones, edges))
}

/// Beyond the search, the second computation's answer (`second_answer`).
fn beyond_search(input: &str) -> Option<String> {
    let (stones, edges) = parse(input);
    Some(second_answer(&stones, &edges))
}

/// Stones on a tree at the theory's boundaries: few distinct counts
/// (equal neighbours block each other), zeros, and runs of +1 along
/// paths (every vertex decided by the one below it).
fn boundary_stones(rng: &mut Rng, n: usize, edges: &[(usize, usize)]) -> Vec<u64> {
    match rng.range(0, 2) {
        0 => (0..n).map(|_| rng.range(0, 2)).collect(),
        1 => {
            // The distance from a random vertex, plus a small offset.
            let adjacent = adjacency(n, edges);
            let root = rng.range(0, n as u64 - 1) as usize;
            let mut depth = vec![u64::MAX; n];
            depth[root] = 0;
            let mut stack = vec![root];
            while let Some(v) = stack.pop() {
                for &u in &adjacent[v] {
                    if depth[u] == u64::MAX {
                        depth[u] = depth[v] + 1;
                        stack.push(u);
                    }
                }
            }
            depth.iter().map(|&d| d + rng.range(0, 1)).collect()
        }
        _ => (0..n).map(|_| 1_000_000_000 - rng.range(0, 3)).collect(),
    }
}

/// The generated cases; judge-data/agc010f-tree-game/README.md gives the
/// backing of each.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(10);
    let mut cases = Generated::searched_series("random-small", 1..=10, |_| {
        let n = rng.range(2, 8) as usize;
        let edges = random_tree(&mut rng, n, n);
        let stones: Vec<u64> = (0..n).map(|_| rng.range(0, 3)).collect();
        input(&stones, &edges)
    });
    // Small boundaries for the search: a path of increasing counts (each
    // vertex decided by the one below it), equal neighbours, zeros, a
    // star whose centre has the most or the fewest stones.
    let path: Vec<(usize, usize)> = (1..8).map(|i| (i - 1, i)).collect();
    let star: Vec<(usize, usize)> = (1..8).map(|i| (0, i)).collect();
    for (stem, stones, edges) in [
        (
            "edge-path-increasing",
            vec![0, 1, 2, 3, 4, 4, 4, 4],
            path.clone(),
        ),
        (
            "edge-path-one-up",
            vec![1, 2, 3, 4, 1, 2, 3, 4],
            path.clone(),
        ),
        (
            "edge-path-equal-pairs",
            vec![1, 1, 2, 2, 3, 3, 4, 4],
            path.clone(),
        ),
        ("edge-path-zeros", vec![0, 4, 0, 4, 0, 1, 0, 2], path),
        (
            "edge-star-centre-most",
            vec![4, 0, 1, 2, 3, 3, 2, 1],
            star.clone(),
        ),
        (
            "edge-star-centre-fewest",
            vec![0, 1, 2, 3, 4, 4, 3, 2],
            star.clone(),
        ),
        (
            "edge-star-centre-middle",
            vec![2, 1, 1, 3, 3, 2, 4, 0],
            star,
        ),
        ("edge-two-vertices", vec![1, 0], vec![(0, 1)]),
    ] {
        cases.push(Generated::searched(stem, input(&stones, &edges)));
    }
    // N = 3000.
    let n = 3000;
    let path: Vec<(usize, usize)> = (1..n).map(|i| (i - 1, i)).collect();
    // Counts increasing along the path: vertex i wins iff i is odd
    // (0-based), through a chain of 3000 decisions.
    let increasing: Vec<u64> = (0..n as u64).map(|i| i * 333_333).collect();
    cases.push(Generated::constructed(
        "max-path-increasing",
        input(&increasing, &path),
        &second_answer(&increasing, &path),
    ));
    // The same with shuffled labels.
    let mut label: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut label);
    let relabelled: Vec<(usize, usize)> = path.iter().map(|&(a, b)| (label[a], label[b])).collect();
    let mut stones = vec![0; n];
    for (i, &l) in label.iter().enumerate() {
        stones[l] = increasing[i];
    }
    cases.push(Generated::constructed(
        "max-path-increasing-shuffled",
        input(&stones, &relabelled),
        &second_answer(&stones, &relabelled),
    ));
    for (stem, reach, top) in [
        ("max-random-small-counts", n, 3),
        ("max-random-large-counts", n, 1_000_000_000),
        ("max-deep-small-counts", 3, 5),
        ("max-deep-large-counts", 2, 1_000_000_000),
    ] {
        let edges = random_tree(&mut rng, n, reach);
        let stones: Vec<u64> = (0..n).map(|_| rng.range(0, top)).collect();
        cases.push(Generated::constructed(
            stem,
            input(&stones, &edges),
            &second_answer(&stones, &edges),
        ));
    }
    for i in 1..=3 {
        let edges = random_tree(&mut rng, n, [n, 10, 2][i - 1]);
        let stones = boundary_stones(&mut rng, n, &edges);
        cases.push(Generated::constructed(
            &format!("max-boundaries-{i:02}"),
            input(&stones, &edges),
            &second_answer(&stones, &edges),
        ));
    }
    // A star: the centre at 10^9 and every leaf at 10^9 - 1 or 10^9.
    let star: Vec<(usize, usize)> = (1..n).map(|i| (0, i)).collect();
    let stones: Vec<u64> = (0..n)
        .map(|i| {
            if i == 0 || i % 2 == 0 {
                1_000_000_000
            } else {
                999_999_999
            }
        })
        .collect();
    cases.push(Generated::constructed(
        "max-star",
        input(&stones, &star),
        &second_answer(&stones, &star),
    ));
    // Every count equal: nobody can move anywhere useful; an empty line.
    let edges = random_tree(&mut rng, n, n);
    let equal = vec![1_000_000_000; n];
    cases.push(Generated::constructed(
        "max-all-equal",
        input(&equal, &edges),
        &second_answer(&equal, &edges),
    ));
    cases
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 2 to
/// min(8, size + 2) vertices with 0 to 3 stones.
fn random_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(2, (size + 2).min(8)) as usize;
    let reach = rng.range(1, n as u64) as usize;
    let edges = random_tree(rng, n, reach);
    let stones: Vec<u64> = (0..n).map(|_| rng.range(0, 3)).collect();
    input(&stones, &edges)
}

/// Trees of up to 400 vertices (`boundary_stones`), answered by the
/// second computation.
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(2, 50 * size) as usize;
    let reach = rng.range(1, n as u64) as usize;
    let edges = random_tree(rng, n, reach);
    let stones = boundary_stones(rng, n, &edges);
    input(&stones, &edges)
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    boundary_input, generated,
    min_searched: 21,
}
