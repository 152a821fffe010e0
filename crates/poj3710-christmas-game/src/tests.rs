use std::collections::HashMap;

use test_support::{check, check_malformed, check_table, Expect, Rng};

use super::{hackenbush_value, run, solve, Drawing};

#[path = "../examples/poj3710-christmas-game-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            // No test: nothing to answer.
            ("empty", "", Answer("")),
            ("truncated edge", "1\n2 1\n1\n", Reject("end of input")),
            ("missing drawing", "2\n2 1\n1 2\n", Reject("end of input")),
            (
                "node above m",
                "1\n2 1\n1 3\n",
                Reject("node 3 is outside 1..=2"),
            ),
            ("node 0", "1\n2 1\n0 1\n", Reject("node 0 is outside 1..=2")),
            ("m = 0", "1\n0 0\n", Reject("m = 0")),
            (
                "a loop away from the root",
                "1\n2 1\n2 2\n",
                Reject("not connected to the root"),
            ),
            (
                "an edge away from the root",
                "1\n4 2\n1 2\n3 4\n",
                Reject("not connected to the root"),
            ),
            // The messages name the test and the drawing.
            (
                "a node above m in the second test",
                "1\n2 1\n1 2\n1\n2 1\n1 3\n",
                Reject("test 2, drawing 1: node 3 is outside 1..=2"),
            ),
            (
                "an edge away from the root in the second drawing",
                "1\n2 1\n1 2\n2\n2 1\n1 2\n2 1\n2 2\n",
                Reject("test 2, drawing 2: an edge is not connected to the root"),
            ),
            // Outside the statement's bounds, but the rules still answer:
            // no drawing (Sally cannot move), a drawing without edges, a
            // node without edges, a loop (cut alone: worth 1, as an edge),
            // three parallel edges (an odd circuit: 1), nodes above 99.
            ("N = 0", "0\n", Answer("Harry\n")),
            ("no edge", "1\n1 0\n", Answer("Harry\n")),
            ("a node without edges", "1\n3 1\n1 2\n", Answer("Sally\n")),
            ("a loop", "1\n1 1\n1 1\n", Answer("Sally\n")),
            (
                "a loop and an edge",
                "1\n2 2\n1 1\n1 2\n",
                Answer("Harry\n"),
            ),
            (
                "three parallel edges",
                "1\n2 3\n1 2\n2 1\n1 2\n",
                Answer("Sally\n"),
            ),
            ("m above 99", "1\n1000 1\n1 1000\n", Answer("Sally\n")),
            // Two polygons sharing a node away from the hanging point, the
            // theta graph: fusion makes it one node with 5 loops: 1.
            (
                "a theta graph",
                "1\n4 5\n1 2\n2 3\n3 1\n2 4\n4 3\n",
                Answer("Sally\n"),
            ),
            // The layout is free.
            ("one line", "1 2 1 1 2", Answer("Sally\n")),
        ],
    );
}

#[test]
fn a_leaf_and_a_triangle_cancel_whichever_comes_first() {
    check(
        run,
        "1\n4 4\n1 2\n1 3\n3 4\n4 1\n1\n4 4\n1 3\n3 4\n4 1\n1 2\n",
        "Harry\nHarry\n",
    );
}

/// Whether every node of 0..`n` is reached from 0 by `edges`.
fn connected(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut reached = vec![false; n];
    reached[0] = true;
    for _ in 0..n {
        for &(a, b) in edges {
            if reached[a] || reached[b] {
                reached[a] = true;
                reached[b] = true;
            }
        }
    }
    reached.iter().all(|&r| r)
}

/// Every connected multigraph on `n` nodes (root 0) whose edges between
/// each pair of nodes number 0 to 2, with at most `max_edges` edges.
fn multigraphs(n: usize, max_edges: usize) -> Vec<Vec<(usize, usize)>> {
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect();
    let mut res = Vec::new();
    let mut counts = vec![0usize; pairs.len()];
    loop {
        let edges: Vec<(usize, usize)> = pairs
            .iter()
            .zip(&counts)
            .flat_map(|(&p, &c)| std::iter::repeat(p).take(c))
            .collect();
        if edges.len() <= max_edges && connected(n, &edges) {
            res.push(edges);
        }
        let mut i = 0;
        while i < counts.len() && counts[i] == 2 {
            counts[i] = 0;
            i += 1;
        }
        if i == counts.len() {
            return res;
        }
        counts[i] += 1;
    }
}

#[test]
fn values_match_the_mex_definition_on_every_small_multigraph() {
    // Any shape, not only the statement's: every connected multigraph on
    // 2 to 5 nodes with up to 2 edges per pair and at most 9 edges (8 on 5
    // nodes), plus a loop at each node of those on 3 nodes; the value by
    // fusion and the colon principle against the Grundy value of the real
    // game.
    let mut memo = HashMap::new();
    let mut checked = 0;
    for n in 2..=5 {
        for edges in multigraphs(n, if n == 5 { 8 } else { 9 }) {
            let want = spec::grundy_by_mex(&mut memo, &spec::drawing(&edges));
            assert_eq!(hackenbush_value(n, &edges), Some(want), "{edges:?}");
            checked += 1;
            if n == 3 {
                // One loop at a node, and two (at one node or two).
                for v in 0..3 {
                    for u in (v..3).map(Some).chain([None]) {
                        let mut with_loops = edges.clone();
                        with_loops.push((v, v));
                        with_loops.extend(u.map(|u| (u, u)));
                        let want = spec::grundy_by_mex(&mut memo, &spec::drawing(&with_loops));
                        assert_eq!(
                            hackenbush_value(n, &with_loops),
                            Some(want),
                            "{with_loops:?}"
                        );
                    }
                }
            }
        }
    }
    assert_eq!(checked, 13905, "the multigraphs enumerated");
}

#[test]
fn the_search_alone_matches_the_mex_definition_on_every_small_multigraph() {
    // The depth-first search that takes what the folding leaves, here
    // given each whole multigraph (these have no loops).
    let mut memo = HashMap::new();
    for n in 2..=5 {
        for edges in multigraphs(n, if n == 5 { 8 } else { 9 }) {
            let want = spec::grundy_by_mex(&mut memo, &spec::drawing(&edges));
            let mut d = Drawing {
                edges: edges.clone(),
                alive: vec![true; edges.len()],
                value: vec![0; n],
                ..Drawing::default()
            };
            assert_eq!(d.search_rest(n), Some(want), "{edges:?}");
        }
    }
}

#[test]
fn the_search_on_one_node_gives_what_was_folded_into_it() {
    // The smallest drawing the search can be given: the root alone, no
    // live edge, worth what the folding left there.
    let mut d = Drawing {
        value: vec![5],
        ..Drawing::default()
    };
    assert_eq!(d.search_rest(1), Some(5));
}

#[test]
fn the_statements_drawings_fold_up_without_the_search() {
    // Trees of 1 to 99 nodes with polygons of 2 to 12 sides, every label
    // and edge order: the folding takes every edge, so `search_rest` has
    // nothing to do (it leaves the live edges as they are).
    let mut rng = Rng::new(99);
    let mut d = Drawing::default();
    for _ in 0..2000 {
        let tree = rng.range(1, 60) as usize;
        let sides: Vec<usize> = (0..rng.range(0, 8))
            .map(|_| rng.range(2, 12) as usize)
            .collect();
        let (m, edges) = spec::random_drawing(&mut rng, tree, &sides);
        d.edges = edges;
        assert!(d.value(m).is_some());
        assert!(d.alive.iter().all(|&live| !live), "{:?}", d.edges);
    }
}

#[test]
fn values_match_the_mex_definition_on_random_drawings_in_every_labelling() {
    // Drawings of the statement's shape up to 13 edges, each under 20
    // relabellings and edge orders: one value, the definition's, and the
    // second computation's.
    let mut rng = Rng::new(37);
    let mut memo = HashMap::new();
    for _ in 0..300 {
        let tree = rng.range(1, 6) as usize;
        let sides: Vec<usize> = (0..rng.range(0, 3))
            .map(|_| rng.range(2, 5) as usize)
            .collect();
        let (m, edges) = spec::random_drawing(&mut rng, tree, &sides);
        if edges.len() > 13 {
            continue;
        }
        let want = spec::grundy_by_mex(&mut memo, &spec::drawing(&edges));
        assert_eq!(spec::peeled_value(m, &edges), Some(want), "{edges:?}");
        for _ in 0..20 {
            let mut e = edges.clone();
            spec::relabel(&mut rng, m, &mut e);
            assert_eq!(hackenbush_value(m, &e), Some(want), "{e:?}");
        }
    }
}

#[test]
fn matches_exhaustive_search_of_sums_of_drawings() {
    // Tests of 2 or 3 drawings, 12 edges in all: the real game of the sum
    // (a move in any one drawing) against the XOR of the values.
    let mut rng = Rng::new(3710);
    let mut search = spec::new_search();
    for _ in 0..400 {
        let drawings: Vec<(usize, Vec<(usize, usize)>)> = (0..rng.range(2, 3))
            .map(|_| {
                let tree = rng.range(1, 3) as usize;
                let sides: Vec<usize> = (0..rng.range(0, 1))
                    .map(|_| rng.range(2, 4) as usize)
                    .collect();
                spec::random_drawing(&mut rng, tree, &sides)
            })
            .collect();
        if drawings.iter().map(|d| d.1.len()).sum::<usize>() > 12 {
            continue;
        }
        let values: Vec<u64> = drawings
            .iter()
            .map(|(m, e)| hackenbush_value(*m, e).expect("connected"))
            .collect();
        let edges: Vec<Vec<(usize, usize)>> = drawings.iter().map(|d| d.1.clone()).collect();
        assert_eq!(
            solve(&values),
            spec::search_wins(&mut search, &edges),
            "{drawings:?}"
        );
    }
}

#[test]
fn second_computation_matches_the_mex_definition_on_the_stored_shapes() {
    // Polygons through the root and paths (the edge cases' shapes).
    let mut memo = HashMap::new();
    for l in 2..=12 {
        let polygon: Vec<(usize, usize)> = (0..l).map(|i| (i, (i + 1) % l)).collect();
        let path: Vec<(usize, usize)> = (0..l).map(|i| (i, i + 1)).collect();
        for (m, edges) in [(l, polygon), (l + 1, path)] {
            let want = spec::grundy_by_mex(&mut memo, &spec::drawing(&edges));
            assert_eq!(spec::peeled_value(m, &edges), Some(want), "{edges:?}");
        }
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
