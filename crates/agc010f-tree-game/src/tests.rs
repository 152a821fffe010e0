use test_support::{check_malformed, check_table, labelled_trees, Expect, Rng};

use super::{check_tree, run, solve, NotATree};

#[path = "../examples/agc010f-tree-game-spec.rs"]
mod spec;

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
            let mut search = spec::new_search(spec::adjacency(n, &edges));
            for stones in all_counts(n, 3) {
                assert_eq!(
                    solve_edges(&stones, &edges),
                    spec::searched_wins_with(&mut search, &stones),
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
        let edges = spec::random_tree(&mut rng, n, n);
        let stones: Vec<u64> = (0..n).map(|_| rng.range(0, 4)).collect();
        assert_eq!(
            solve_edges(&stones, &edges),
            spec::searched_wins(n, &stones, &edges),
            "{stones:?} {edges:?}"
        );
    }
}

#[test]
fn second_computation_matches_exhaustive_search() {
    for n in 1..=5 {
        for edges in labelled_trees(n) {
            let mut search = spec::new_search(spec::adjacency(n, &edges));
            for stones in all_counts(n, 3) {
                assert_eq!(
                    spec::per_start_wins(&stones, &edges),
                    spec::searched_wins_with(&mut search, &stones),
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
        let edges = spec::random_tree(&mut rng, n, reach);
        let top = [3, 100, 1_000_000_000][rng.range(0, 2) as usize];
        let stones: Vec<u64> = (0..n).map(|_| rng.range(0, top)).collect();
        assert_eq!(
            solve_edges(&stones, &edges),
            spec::per_start_wins(&stones, &edges)
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
            let connected = spec::connected(n, &edges);
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

test_support::problem_tests! { run: run, spec: spec::spec() }
