use test_support::{check_malformed, check_table, labelled_trees, Expect, Rng, WinLossSearch};

use super::{run, solve, NotATree};

#[path = "../examples/agc017d-game-on-tree-spec.rs"]
mod spec;

/// `solve` on 0-based edges as `usize` pairs.
fn solve_edges(n: usize, edges: &[(usize, usize)]) -> Result<bool, NotATree> {
    let edges: Vec<(u32, u32)> = edges.iter().map(|&(x, y)| (x as u32, y as u32)).collect();
    solve(n, &edges)
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "5\n1 2\n2 3\n2 4\n4 5\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "3\n1 2\n", Reject("end of input")),
            ("vertex 0", "2\n0 1\n", Reject("x_i = 0 is outside 1..=2")),
            (
                "vertex above N",
                "3\n1 2\n2 4\n",
                Reject("y_i = 4 is outside 1..=3"),
            ),
            (
                "repeated edge",
                "3\n1 2\n2 1\n",
                Reject("the edges do not form a tree: vertex 3 is not connected to vertex 1"),
            ),
            (
                "self-loop",
                "3\n1 2\n3 3\n",
                Reject("vertex 3 is not connected to vertex 1"),
            ),
            (
                "cycle away from vertex 1",
                "4\n2 3\n3 4\n4 2\n",
                Reject("vertex 2 is not connected to vertex 1"),
            ),
            (
                "two-vertex part",
                "4\n1 2\n1 2\n3 4\n",
                Reject("vertex 3 is not connected to vertex 1"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            (
                "N above 2^32 - 1",
                "4294967296\n",
                Reject("N = 4294967296 is outside 0..=4294967295"),
            ),
            ("N = 0", "0\n", Answer("Bob\n")),
            ("N = 1: no edge", "1\n", Answer("Bob\n")),
        ],
    );
}

#[test]
fn matches_exhaustive_search_on_every_labelled_tree_up_to_8_vertices() {
    // Every labelled tree on 1 to 8 vertices (n^(n-2) of each size:
    // 280,201 in all; test-support checks the enumeration against
    // Cayley's formula), rooted at vertex 1 wherever it lies.
    let mut search = WinLossSearch::new(spec::moves);
    for n in 1..=8 {
        for edges in labelled_trees(n) {
            let form = spec::position(n, &edges);
            assert_eq!(
                solve_edges(n, &edges),
                Ok(search.wins(&form)),
                "{n} {edges:?}"
            );
        }
    }
}

#[test]
fn matches_exhaustive_search_on_random_trees_up_to_16_vertices() {
    let mut search = WinLossSearch::new(spec::moves);
    let mut rng = Rng::new(17);
    for _ in 0..3000 {
        let n = rng.range(9, 16) as usize;
        let reach = rng.range(1, n as u64) as usize;
        let edges = spec::random_tree(&mut rng, n, reach, false);
        let form = spec::position(n, &edges);
        assert_eq!(
            solve_edges(n, &edges),
            Ok(search.wins(&form)),
            "{n} {edges:?}"
        );
    }
}

#[test]
fn a_path_of_10_to_5_vertices_needs_no_deep_stack() {
    // A path with vertex 1 at one end (Alice cuts its edge and wins),
    // and the same path with vertex 1 inside it, between arms of 50001
    // and 49998 edges (Alice evens the arms, then mirrors). Run on a
    // thread with a 64 KiB stack: recursion over the path would
    // overflow it.
    let n = 100_000;
    let edges: Vec<(usize, usize)> = (1..n).map(|i| (i - 1, i)).collect();
    let mut rotated = edges.clone();
    rotated
        .iter_mut()
        .for_each(|e| *e = ((e.0 + 49_999) % n, (e.1 + 49_999) % n));
    let result = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(move || (solve_edges(n, &edges), solve_edges(n, &rotated)))
        .unwrap()
        .join()
        .unwrap();
    assert_eq!(result, (Ok(true), Ok(true)));
}

#[test]
fn non_trees_are_rejected_with_a_cut_off_vertex() {
    // Every multigraph of n - 1 edges on n <= 5 vertices (loops and
    // repeats allowed) that is not a tree is rejected, naming a vertex
    // that is not connected to vertex 0; every tree is accepted.
    for n in 2..=5usize {
        let pairs: Vec<(usize, usize)> = (0..n).flat_map(|x| (x..n).map(move |y| (x, y))).collect();
        let m = n - 1;
        let mut idx = vec![0usize; m];
        loop {
            let edges: Vec<(usize, usize)> = idx.iter().map(|&i| pairs[i]).collect();
            let reach = spec::reachable_from_0(n, &edges);
            let is_tree = reach.iter().all(|&r| r);
            match solve_edges(n, &edges) {
                Ok(_) => assert!(is_tree, "{edges:?}"),
                Err(NotATree { vertex }) => {
                    assert!(!is_tree && !reach[vertex], "{edges:?}: {vertex}")
                }
            }
            let mut i = 0;
            while i < m && idx[i] == pairs.len() - 1 {
                idx[i] = 0;
                i += 1;
            }
            if i == m {
                break;
            }
            idx[i] += 1;
        }
    }
}

#[test]
fn second_computation_matches_the_search() {
    let mut search = WinLossSearch::new(spec::moves);
    for n in 2..=7 {
        for edges in labelled_trees(n) {
            let form = spec::position(n, &edges);
            assert_eq!(
                spec::second_computation(n, &edges),
                search.wins(&form),
                "{edges:?}"
            );
        }
    }
    let mut rng = Rng::new(170);
    for _ in 0..1000 {
        let n = rng.range(8, 16) as usize;
        let reach = rng.range(1, n as u64) as usize;
        let edges = spec::random_tree(&mut rng, n, reach, false);
        let form = spec::position(n, &edges);
        assert_eq!(
            spec::second_computation(n, &edges),
            search.wins(&form),
            "{edges:?}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
