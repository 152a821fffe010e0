use test_support::{
    check, check_malformed, check_table, labelled_trees, Expect, Rng, WinLossSearch,
};

use super::{run, Shape};

#[path = "../examples/cf812e-sagheer-apple-tree-spec.rs"]
mod spec;

/// Every tree on n nodes rooted at 0 whose leaves share a depth parity,
/// as 0-based parents, over every labelling (parents often follow their
/// children).
fn trees(n: usize) -> Vec<Vec<usize>> {
    labelled_trees(n)
        .iter()
        .map(|edges| spec::parents_from_edges(n, edges))
        .filter(|p| spec::leaves_share_parity(p))
        .collect()
}

/// `super::solve` on 0-based parents as the spec holds them.
fn solve(apples: &[u64], parents: &[usize]) -> Result<u64, Shape> {
    let parents: Vec<u32> = parents.iter().map(|&p| p as u32).collect();
    super::solve(apples, &parents)
}

/// Every vector of n values from lo..=hi.
fn vectors(n: usize, lo: u64, hi: u64) -> Vec<Vec<u64>> {
    let mut res = vec![Vec::new()];
    for _ in 0..n {
        res = res
            .iter()
            .flat_map(|v| {
                (lo..=hi).map(move |x| {
                    let mut w = v.clone();
                    w.push(x);
                    w
                })
            })
            .collect();
    }
    res
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "3\n2 2 3\n1 1\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated apples", "3\n2 2\n", Reject("end of input")),
            ("truncated parents", "3\n2 2 3\n1\n", Reject("end of input")),
            ("n = 0", "0\n", Reject("n = 0 is outside")),
            // A count the input cannot deliver: nothing is allocated by it.
            ("n = 2^32 - 1", "4294967295\n1 2\n", Reject("end of input")),
            (
                "p_i = 0",
                "3\n2 2 3\n0 1\n",
                Reject("token 5: p_i = 0 is outside 1..=3"),
            ),
            (
                "p_i > n",
                "3\n2 2 3\n1 4\n",
                Reject("token 6: p_i = 4 is outside 1..=3"),
            ),
            // Parents that make no tree rooted at 1.
            (
                "a node its own parent",
                "3\n2 2 3\n1 3\n",
                Reject("node 3 is not below the root"),
            ),
            (
                "a cycle away from the root",
                "4\n1 1 1 1\n1 4 3\n",
                Reject("node 3 is not below the root"),
            ),
            // Leaves at depths 1 and 2: outside the statement's promise.
            (
                "leaves of both parities",
                "4\n1 1 1 1\n1 1 2\n",
                Reject("leaves 3 and 4 lie at depths of different parities"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            ("n = 1: no pair to swap", "1\n5\n", Answer("0\n")),
            // Empty nodes: swapping the two empty leaves keeps S = 0, and
            // so does swapping the root (2 apples, not a heap) with
            // nothing else: 1 + 0 + the cross pairs with equal apples (0).
            ("a_i = 0", "3\n2 0 0\n1 1\n", Answer("1\n")),
            // Apples above 10^7: the leaves 2^64 - 1 and 2^64 - 1 XOR to
            // 0; the two leaves swap (1), the root pairs with neither.
            (
                "a_i = 2^64 - 1",
                "3\n5 18446744073709551615 18446744073709551615\n1 1\n",
                Answer("1\n"),
            ),
        ],
    );
}

#[test]
fn the_answer_passes_32_bits() {
    // The root and 99998 leaves, one apple each: S = 0 (an even number of
    // leaves), and every swap keeps it: C(99999, 2) = 4999850001 pairs.
    let mut input = String::from("99999\n");
    input.push_str(&"1 ".repeat(99999));
    input.push('\n');
    input.push_str(&"1 ".repeat(99998));
    input.push('\n');
    check(run, &input, "4999850001\n");
    assert!(4_999_850_001u64 > u64::from(u32::MAX));
}

#[test]
fn staircase_theory_matches_exhaustive_search_up_to_5_nodes() {
    // Every tree of 1 to 5 nodes (every labelling, leaves sharing a
    // parity) and every apple vector with 0 to 2 apples a node: the mover
    // loses iff the XOR over the nodes of the leaves' depth parity is 0.
    for n in 1..=5 {
        for parents in trees(n) {
            let children = spec::children_of(&parents);
            let depth = spec::depths(&parents).unwrap();
            let leaf = (0..n).find(|&v| children[v].is_empty()).unwrap();
            let mut search = WinLossSearch::new(|p: &Vec<u64>| spec::moves(&children, p));
            for apples in vectors(n, 0, 2) {
                let s = (0..n)
                    .filter(|&v| depth[v] % 2 == depth[leaf] % 2)
                    .fold(0, |x, v| x ^ apples[v]);
                assert_eq!(search.wins(&apples), s != 0, "{parents:?} {apples:?}");
            }
        }
    }
}

#[test]
fn matches_exhaustive_search_up_to_5_nodes_of_3_apples() {
    // Every tree of 2 to 5 nodes and every apple vector with 1 to 3 apples
    // a node: the number of swaps after which the first player loses,
    // each swap settled by the search of the real game.
    for n in 2..=5 {
        for parents in trees(n) {
            let children = spec::children_of(&parents);
            let mut search = WinLossSearch::new(|p: &Vec<u64>| spec::moves(&children, p));
            for apples in vectors(n, 1, 3) {
                let want = spec::searched_count(&mut search, &apples);
                assert_eq!(solve(&apples, &parents), Ok(want), "{parents:?} {apples:?}");
                assert_eq!(
                    spec::second_computation(&apples, &parents),
                    want,
                    "second computation: {parents:?} {apples:?}"
                );
            }
        }
    }
}

#[test]
fn matches_exhaustive_search_on_random_trees_of_6_and_7_nodes() {
    let mut rng = Rng::new(8121);
    for _ in 0..60 {
        let n = rng.range(6, 7) as usize;
        let parents = loop {
            let p = spec::random_parents(&mut rng, n);
            if spec::leaves_share_parity(&p) {
                break p;
            }
        };
        let children = spec::children_of(&parents);
        let mut search = WinLossSearch::new(|p: &Vec<u64>| spec::moves(&children, p));
        for _ in 0..5 {
            let apples: Vec<u64> = (0..n).map(|_| rng.range(1, 2)).collect();
            let want = spec::searched_count(&mut search, &apples);
            assert_eq!(solve(&apples, &parents), Ok(want), "{parents:?} {apples:?}");
            assert_eq!(spec::second_computation(&apples, &parents), want);
        }
    }
}

#[test]
fn agrees_with_the_second_computation_on_large_trees() {
    // Trees of up to 2000 nodes, bushy to path-like, apples from small
    // ranges (many cross pairs) or up to 10^7, S made 0 half the time.
    let mut rng = Rng::new(8122);
    for _ in 0..300 {
        let n = rng.range(2, 2000) as usize;
        let window = rng.range(1, n as u64) as usize;
        let parents = spec::odd_leaves_tree(&mut rng, n, window);
        let max = [3, 16, 10_000_000][rng.range(0, 2) as usize];
        let mut apples: Vec<u64> = (0..n).map(|_| rng.range(1, max)).collect();
        if rng.range(0, 1) == 0 {
            // One odd-depth node takes the XOR of the others.
            let depth = spec::depths(&parents).unwrap();
            let heaps: Vec<usize> = (0..n).filter(|&v| depth[v] % 2 == 1).collect();
            let rest = heaps[1..].iter().fold(0, |x, &v| x ^ apples[v]);
            apples[heaps[0]] = rest.max(1);
        }
        assert_eq!(
            solve(&apples, &parents),
            Ok(spec::second_computation(&apples, &parents)),
            "n = {n}"
        );
    }
}

#[test]
fn a_path_of_10_to_the_5_nodes_needs_no_recursion() {
    // Node i's parent is i + 1 (1-based), the root 1 above node 100000:
    // depth 99999 for node 2, every parent after its child.
    let n = 100_000usize;
    let mut parents: Vec<usize> = (0..n).map(|v| v + 1).collect();
    parents[0] = 0;
    parents[n - 1] = 0;
    let apples = vec![1; n];
    assert_eq!(
        solve(&apples, &parents),
        Ok(spec::second_computation(&apples, &parents))
    );
    // The path 0 - 2 - 1 with one apple each: every swap keeps S = 0.
    assert_eq!(solve(&apples[..3], &[0, 2, 0]), Ok(3));
    assert_eq!(
        solve(&[1, 1, 1, 1], &[0, 0, 0, 2]),
        Err(Shape::MixedLeaves(1, 3))
    );
}

test_support::problem_tests! { run: run, spec: spec::spec() }
