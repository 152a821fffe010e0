use test_support::{check, check_malformed, check_table, run_str, Expect, Rng, WinLossSearch};

use super::{cycle_value, run};

#[path = "../examples/cf1823e-removing-graph-spec.rs"]
mod spec;

/// Every multiset of cycle lengths (each at least 3) adding up to n.
fn partitions(n: usize, min: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut res = Vec::new();
    for c in min..=n {
        for mut rest in partitions(n - c, c) {
            rest.insert(0, c);
            res.push(rest);
        }
    }
    res
}

fn mex(seen: &[bool]) -> u64 {
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "3 1 2\n1 2\n2 3\n3 1\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated header", "3 1\n", Reject("end of input")),
            (
                "truncated edges",
                "3 1 2\n1 2\n2 3\n",
                Reject("end of input"),
            ),
            // A count the input cannot deliver: nothing is allocated by it.
            ("n = 2^30", "1073741824 1 2\n1 2\n", Reject("end of input")),
            // A vertex's number and its count of edges share 32 bits.
            (
                "n = 2^30 + 1",
                "1073741825 1 2\n1 2\n",
                Reject("n = 1073741825 is outside 1..=1073741824"),
            ),
            (
                "u_i = 0",
                "3 1 2\n0 2\n2 3\n3 1\n",
                Reject("token 4: u_i = 0 is outside 1..=3"),
            ),
            (
                "v_i > n",
                "3 1 2\n1 4\n2 3\n3 1\n",
                Reject("token 5: v_i = 4 is outside 1..=3"),
            ),
            // Not the statement's graph.
            (
                "a loop",
                "3 1 2\n1 1\n2 3\n3 2\n",
                Reject("edge 1: a loop at vertex 1"),
            ),
            (
                "an edge twice",
                "4 1 2\n1 2\n2 1\n3 4\n4 3\n",
                Reject("edge 2: vertices 2 and 1 are joined twice"),
            ),
            (
                "degree 3",
                "4 1 2\n1 2\n1 3\n1 4\n2 3\n",
                Reject("edge 3: vertex 1 is on a third edge"),
            ),
            // Outside the theory, or no end to the game.
            (
                "l = r",
                "3 2 2\n1 2\n2 3\n3 1\n",
                Reject("token 3: l = r = 2: the theory needs l < r"),
            ),
            (
                "l = 0",
                "3 0 2\n1 2\n2 3\n3 1\n",
                Reject("token 2: l = 0 is outside"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            ("l > r: no move", "3 3 2\n1 2\n2 3\n3 1\n", Answer("Bob\n")),
            // r beyond n: the triangle can go at once (l = 1 <= 3).
            ("r > n", "3 1 100\n1 2\n2 3\n3 1\n", Answer("Alice\n")),
            (
                "r = 2^64 - 1",
                "3 2 18446744073709551615\n1 2\n2 3\n3 1\n",
                Answer("Alice\n"),
            ),
        ],
    );
}

#[test]
fn closed_form_matches_the_mex_tables_of_paths_and_cycles() {
    // By the definition: a path of p vertices goes to two paths a + b =
    // p - k (their values XORed); a cycle of c vertices to a path of c - k,
    // or to nothing when k = c. For every 1 <= l < r <= 40 (r beyond every
    // length included) and every length up to 80.
    const MAX: usize = 80;
    for l in 1..=12usize {
        for r in (l + 1..=40).chain([1000]) {
            let mut path = vec![0u64; MAX + 1];
            for p in 1..=MAX {
                let mut seen = vec![false; MAX + 2];
                for k in l..=r.min(p) {
                    for a in 0..=p - k {
                        let x = (path[a] ^ path[p - k - a]) as usize;
                        if x < seen.len() {
                            seen[x] = true;
                        }
                    }
                }
                path[p] = mex(&seen);
            }
            for c in 1..=MAX {
                let mut seen = vec![false; MAX + 2];
                for k in l..=r.min(c) {
                    let x = if k == c { 0 } else { path[c - k] } as usize;
                    if x < seen.len() {
                        seen[x] = true;
                    }
                }
                let (cl, lr, rr) = (c as u64, l as u64, r as u64);
                assert_eq!(
                    mex(&seen),
                    cycle_value(cl, lr, rr),
                    "c = {c}, l = {l}, r = {r}"
                );
                assert_eq!(mex(&seen), spec::closed_form(cl, lr, rr));
            }
        }
    }
}

#[test]
fn matches_exhaustive_search_on_every_cycle_graph_up_to_10_vertices() {
    // Every multiset of cycles up to 10 vertices in all, labelled at
    // random, every 1 <= l < r <= n + 1 and l > r: the search plays the
    // real game on the graph (any connected set of l..=r vertices).
    let mut rng = Rng::new(18231);
    for n in 3..=10 {
        for lengths in partitions(n, 3) {
            let (n, edges) = spec::cycles_graph(&mut rng, &lengths);
            for l in 1..=n as u64 {
                for r in (1..=n as u64 + 1).filter(|&r| r != l) {
                    let game = spec::Game::new(n, &edges, l as u32, r as u32);
                    let all = (1u32 << n) - 1;
                    let wins = WinLossSearch::new(|p: &u32| game.moves(p)).wins(&all);
                    let input = spec::input(n, l, r, &edges);
                    let want = if wins { "Alice\n" } else { "Bob\n" };
                    check(run, &input, want);
                    if l < r {
                        assert_eq!(
                            spec::second_computation(n, l, r, &edges),
                            wins,
                            "second computation: {input}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn agrees_with_the_second_computation_on_large_graphs() {
    let mut rng = Rng::new(18232);
    for _ in 0..300 {
        let n = rng.range(3, 5000) as usize;
        let max = rng.range(3, n as u64) as usize;
        let lengths = spec::random_lengths(&mut rng, n, max);
        let (n, edges) = spec::cycles_graph(&mut rng, &lengths);
        let l = rng.range(1, 60.min(n as u64 - 1));
        let r = rng.range(l + 1, (l + 80).min(n as u64));
        let input = spec::input(n, l, r, &edges);
        let want = if spec::second_computation(n, l, r, &edges) {
            "Alice\n"
        } else {
            "Bob\n"
        };
        assert_eq!(
            run_str(run, &input).unwrap(),
            want,
            "n = {n}, l = {l}, r = {r}"
        );
    }
}

#[test]
fn one_cycle_of_2_times_10_to_the_5_needs_no_recursion() {
    // 200000 vertices in one cycle, numbered along it: worth 200000 / l
    // for l = 1, r = 200000 (Alice erases it at once).
    let n = 200_000;
    let edges: Vec<(usize, usize)> = (0..n).map(|i| (i, (i + 1) % n)).collect();
    check(run, &spec::input(n, 1, n as u64, &edges), "Alice\n");
}

test_support::problem_tests! { run: run, spec: spec::spec() }
