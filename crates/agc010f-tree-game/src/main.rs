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
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, labelled_trees, Expect, Generated, Rng, WinLossSearch,
    };

    use super::{check_tree, run, solve, NotATree};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn sample_2() {
        let (input, answer) = test_support::sample!(2);
        check(run, &input, &answer);
    }

    #[test]
    fn sample_3() {
        let (input, answer) = test_support::sample!(3);
        check(run, &input, &answer);
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "5\n5 4 1 2 3\n1 2\n1 3\n2 4\n2 5\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("missing stones", "3\n1 2\n", Reject("end of input")),
                ("truncated edges", "3\n1 2 3\n1 2\n", Reject("end of input")),
                (
                    "vertex 0",
                    "2\n1 1\n0 1\n",
                    Reject("a_i = 0 is outside 1..=2"),
                ),
                (
                    "vertex above N",
                    "3\n1 1 1\n1 2\n2 4\n",
                    Reject("b_i = 4 is outside 1..=3"),
                ),
                (
                    "repeated edge",
                    "3\n1 2 3\n1 2\n2 1\n",
                    Reject("the edges do not form a tree: edge 2 (2 1) closes a cycle"),
                ),
                (
                    "self-loop",
                    "3\n1 2 3\n1 2\n3 3\n",
                    Reject("edge 2 (3 3) closes a cycle"),
                ),
                (
                    "cycle",
                    "4\n1 2 3 4\n2 3\n3 4\n4 2\n",
                    Reject("edge 3 (4 2) closes a cycle"),
                ),
                (
                    "N above 2^32 - 1",
                    "4294967296\n",
                    Reject("N = 4294967296 is outside"),
                ),
                // Outside the statement's bounds, but the rules still answer.
                ("N = 0", "0\n", Answer("\n")),
                ("N = 1: no neighbour to move to", "1\n5\n", Answer("\n")),
                (
                    "stones above 10^9",
                    "2\n18446744073709551615 18446744073709551614\n1 2\n",
                    Answer("1\n"),
                ),
                ("no stones", "2\n0 0\n2 1\n", Answer("\n")),
            ],
        );
    }

    /// A position: the piece's vertex and the stones on every vertex.
    type Position = (u8, Vec<u8>);

    fn adjacency(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
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
    fn new_search(adjacent: Vec<Vec<usize>>) -> Search {
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
    fn searched_wins(n: usize, stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
        searched_wins_with(&mut new_search(adjacency(n, edges)), stones)
    }

    /// The same with a search of the tree kept across queries.
    fn searched_wins_with(search: &mut Search, stones: &[u64]) -> Vec<bool> {
        let counts: Vec<u8> = stones.iter().map(|&s| s as u8).collect();
        (0..stones.len())
            .map(|v| search.wins(&(v as u8, counts.clone())))
            .collect()
    }

    fn solve_edges(stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
        let edges: Vec<(u32, u32)> = edges.iter().map(|&(a, b)| (a as u32, b as u32)).collect();
        solve(stones, &edges)
    }

    /// Every vector of `n` counts in 0..=max.
    fn all_counts(n: usize, max: u64) -> Vec<Vec<u64>> {
        let mut res = vec![Vec::new()];
        for _ in 0..n {
            res = res
                .into_iter()
                .flat_map(|v: Vec<u64>| {
                    (0..=max).map(move |c| {
                        let mut w = v.clone();
                        w.push(c);
                        w
                    })
                })
                .collect();
        }
        res
    }

    #[test]
    fn matches_exhaustive_search_on_every_tree_up_to_5_vertices_with_up_to_3_stones() {
        for n in 1..=5 {
            for edges in labelled_trees(n) {
                let mut search = new_search(adjacency(n, &edges));
                for stones in all_counts(n, 3) {
                    assert_eq!(
                        solve_edges(&stones, &edges),
                        searched_wins_with(&mut search, &stones),
                        "{stones:?} {edges:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn matches_exhaustive_search_on_random_trees_up_to_8_vertices() {
        let mut rng = Rng::new(10);
        for _ in 0..400 {
            let n = rng.range(6, 8) as usize;
            let edges = random_tree(&mut rng, n, n);
            let stones: Vec<u64> = (0..n).map(|_| rng.range(0, 4)).collect();
            assert_eq!(
                solve_edges(&stones, &edges),
                searched_wins(n, &stones, &edges),
                "{stones:?} {edges:?}"
            );
        }
    }

    /// The second computation, apart from `solve`: the editorial's per-start
    /// recursion, for each start vertex a walk down the edges to strictly
    /// fewer stones (the vertex it came from excluded), no sorting and no
    /// shared table: wins(v, from) = some neighbour u != from with
    /// A_u < A_v and not wins(u, v). O(N^2).
    fn per_start_wins(stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
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

    #[test]
    fn second_computation_matches_exhaustive_search() {
        for n in 1..=5 {
            for edges in labelled_trees(n) {
                let mut search = new_search(adjacency(n, &edges));
                for stones in all_counts(n, 3) {
                    assert_eq!(
                        per_start_wins(&stones, &edges),
                        searched_wins_with(&mut search, &stones),
                        "{stones:?} {edges:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn matches_second_computation_on_random_trees_of_3000_vertices() {
        let mut rng = Rng::new(3000);
        for _ in 0..30 {
            let n = 3000;
            let reach = rng.range(1, 3000) as usize;
            let edges = random_tree(&mut rng, n, reach);
            let top = [3, 100, 1_000_000_000][rng.range(0, 2) as usize];
            let stones: Vec<u64> = (0..n).map(|_| rng.range(0, top)).collect();
            assert_eq!(
                solve_edges(&stones, &edges),
                per_start_wins(&stones, &edges)
            );
        }
    }

    #[test]
    fn non_trees_are_rejected_and_trees_accepted() {
        // Every multigraph of n - 1 edges on n <= 5 vertices (loops and
        // repeats allowed): accepted iff it connects all n vertices.
        for n in 2..=5usize {
            let pairs: Vec<(u32, u32)> = (0..n as u32)
                .flat_map(|x| (x..n as u32).map(move |y| (x, y)))
                .collect();
            let mut idx = vec![0usize; n - 1];
            loop {
                let edges: Vec<(u32, u32)> = idx.iter().map(|&i| pairs[i]).collect();
                let connected = connected(n, &edges);
                match check_tree(n, &edges) {
                    Ok(()) => assert!(connected, "{edges:?}"),
                    Err(NotATree::Cycle { .. }) => assert!(!connected, "{edges:?}"),
                }
                // The next index vector, as an odometer.
                let mut i = 0;
                while i < idx.len() && idx[i] + 1 == pairs.len() {
                    idx[i] = 0;
                    i += 1;
                }
                if i == idx.len() {
                    break;
                }
                idx[i] += 1;
            }
        }
    }

    /// Whether the edges connect all n vertices, by a walk from vertex 0.
    fn connected(n: usize, edges: &[(u32, u32)]) -> bool {
        let mut seen = vec![false; n];
        let mut stack = vec![0usize];
        seen[0] = true;
        while let Some(v) = stack.pop() {
            for &(a, b) in edges {
                for (x, y) in [(a as usize, b as usize), (b as usize, a as usize)] {
                    if x == v && !seen[y] {
                        seen[y] = true;
                        stack.push(y);
                    }
                }
            }
        }
        seen.iter().all(|&s| s)
    }

    /// A random tree on n vertices: vertex i > 0 hangs from a random
    /// earlier vertex among the last `reach`, then the labels are shuffled
    /// and the edges shuffled and randomly oriented.
    fn random_tree(rng: &mut Rng, n: usize, reach: usize) -> Vec<(usize, usize)> {
        let mut label: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut label);
        let mut edges: Vec<(usize, usize)> = (1..n)
            .map(|i| {
                let parent = rng.range(i.saturating_sub(reach) as u64, i as u64 - 1) as usize;
                (label[i], label[parent])
            })
            .collect();
        rng.shuffle(&mut edges);
        for e in edges.iter_mut() {
            if rng.range(0, 1) == 1 {
                *e = (e.1, e.0);
            }
        }
        edges
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
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let n = sc.next_in("N", 2usize, 3000)?;
        for _ in 0..n {
            sc.next_in("A_i", 0u64, 1_000_000_000)?;
        }
        let mut edges = Vec::new();
        for _ in 1..n {
            let a = sc.next_in("a_i", 1u32, n as u32)?;
            let b = sc.next_in("b_i", 1u32, n as u32)?;
            edges.push((a - 1, b - 1));
        }
        check_tree(n, &edges).map_err(|_| Error::new("the edges do not form a tree"))
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

    fn reference_or_second(input: &str) -> Option<String> {
        reference(input).or_else(|| {
            let (stones, edges) = parse(input);
            Some(second_answer(&stones, &edges))
        })
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
        let mut cases = Vec::new();
        for i in 1..=10 {
            let n = rng.range(2, 8) as usize;
            let edges = random_tree(&mut rng, n, n);
            let stones: Vec<u64> = (0..n).map(|_| rng.range(0, 3)).collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                input(&stones, &edges),
            ));
        }
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
        let relabelled: Vec<(usize, usize)> =
            path.iter().map(|&(a, b)| (label[a], label[b])).collect();
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

    test_support::stress_tests! {
        run: run,
        reference: reference_or_second,
        random_input: random_input,
        boundary_input: boundary_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 21,
    }
}
