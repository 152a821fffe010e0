//! Retrograde analysis: win, lose or draw of every vertex of a game
//! graph that may have cycles.

/// The value of a vertex of a game graph for the player to move, as
/// [`retrograde`] finds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The player to move can force a win in finitely many moves.
    Win,
    /// The opponent can force a win in finitely many moves.
    Lose,
    /// Neither side can force a win: with best play the game never ends.
    Draw,
}

/// Retrograde analysis of a game on a directed graph that may have cycles:
/// the [`Outcome`] of every vertex 0..V for the player to move, under normal
/// play (a player with no move loses; a game that never ends is a draw).
///
/// The graph is given backwards: `out_degree[u]` is the number of edges
/// leaving u, and `predecessors(v)` yields the tail u of every edge u -> v,
/// once per edge, so that every edge is counted once on each side
/// (parallel edges, counted k times in the degree, are listed k times;
/// a self-loop u -> u is listed among the predecessors of u). Vertices with
/// no edge out are losses. From a queue: when a loss v is taken, every
/// predecessor not yet settled is a win (it moves to v); when a win v is
/// taken, every predecessor not yet settled loses one unresolved edge, and
/// one left with none (every edge leads to a win) is a loss. Vertices never
/// settled are draws: from them neither player can force a finite win, as
/// each one has an edge to an unsettled vertex and none to a loss.
/// `predecessors(v)` is called at most once for every settled v, never for
/// a draw, and no more once every vertex is settled. It may also yield
/// vertices with no edge out, edge or not: they are losses from the start,
/// and a settled vertex is never changed, so nothing depends on them (an
/// implicit graph may skip the test for them).
///
/// # Panics
/// If `predecessors` yields a vertex not below `out_degree.len()`.
///
/// # Complexity
/// O(V + E) for V vertices and E edges, plus what the callback costs; O(V)
/// memory besides the graph.
///
/// # Examples
/// Vertex 0 has a self-loop and an edge to 1, which has none; vertex 2 has
/// only a self-loop; 3 moves to 2 or 0.
/// ```
/// use sg_core::{retrograde, Outcome};
/// let edges_into: Vec<Vec<usize>> = vec![vec![0, 3], vec![0], vec![2, 3], vec![]];
/// let outcomes = retrograde(vec![2, 0, 1, 2], |v| edges_into[v].iter().copied());
/// assert_eq!(outcomes, [Outcome::Win, Outcome::Lose, Outcome::Draw, Outcome::Draw]);
/// ```
pub fn retrograde<F, I>(out_degree: Vec<u32>, mut predecessors: F) -> Vec<Outcome>
where
    F: FnMut(usize) -> I,
    I: IntoIterator<Item = usize>,
{
    let mut unresolved = out_degree;
    let n = unresolved.len();
    let mut outcome = vec![Outcome::Draw; n];
    // Every vertex enters the queue once, when it is settled.
    let mut queue: Vec<usize> = Vec::with_capacity(n);
    for (v, &d) in unresolved.iter().enumerate() {
        if d == 0 {
            outcome[v] = Outcome::Lose;
            queue.push(v);
        }
    }
    // Once no vertex is left unsettled, the rest of the queue changes nothing.
    let mut unsettled = n - queue.len();
    let mut head = 0;
    while head < queue.len() && unsettled > 0 {
        let v = queue[head];
        head += 1;
        if outcome[v] == Outcome::Lose {
            for u in predecessors(v) {
                if outcome[u] == Outcome::Draw {
                    outcome[u] = Outcome::Win;
                    queue.push(u);
                    unsettled -= 1;
                }
            }
        } else {
            // Every predecessor loses one unresolved edge, settled or not:
            // a counter counts the edges whose head is not yet taken as a
            // win, so a won vertex keeps at least its edge to a loss and
            // never reaches 0 again, and a lost one is at 0 with no edge
            // left to take (so no branch on the outcome here). Only a
            // vertex with no edge out yielded anyway goes below 0; it wraps
            // round to 2^32 - 1, far from 0 again.
            for u in predecessors(v) {
                unresolved[u] = unresolved[u].wrapping_sub(1);
                if unresolved[u] == 0 {
                    outcome[u] = Outcome::Lose;
                    queue.push(u);
                    unsettled -= 1;
                }
            }
        }
    }
    outcome
}

/// [`retrograde`] on a graph given as its edge list: the [`Outcome`] of
/// every vertex 0..`n_vertices` for the player to move, where a move from u
/// follows an edge (u, v) to v.
///
/// Parallel edges (the same pair listed twice) and self-loops are allowed;
/// each listed edge counts once in its tail's out-degree and once among its
/// head's predecessors. The reversed graph is built as a compressed sparse
/// row array (a counting sort by head).
///
/// # Panics
/// If an edge names a vertex not below `n_vertices`, or there are 2^32
/// edges or more.
///
/// # Complexity
/// O(V + E) time and memory for V vertices and E edges.
///
/// # Examples
/// A 2-cycle 0 <-> 1 with an exit 1 -> 2; 2 has no move. The same exit
/// twice changes nothing.
/// ```
/// use sg_core::{retrograde_edges, Outcome::{Draw, Lose, Win}};
/// assert_eq!(retrograde_edges(3, &[(0, 1), (1, 0), (1, 2)]), [Lose, Win, Lose]);
/// assert_eq!(retrograde_edges(3, &[(0, 1), (1, 0), (1, 2), (1, 2)]), [Lose, Win, Lose]);
/// // With an edge 2 -> 2 as well, 1 would rather go back to 0: all draws.
/// assert_eq!(retrograde_edges(3, &[(0, 1), (1, 0), (1, 2), (2, 2)]), [Draw, Draw, Draw]);
/// ```
pub fn retrograde_edges(n_vertices: usize, edges: &[(usize, usize)]) -> Vec<Outcome> {
    assert!(
        u32::try_from(edges.len()).is_ok(),
        "too many edges: {}",
        edges.len()
    );
    let mut out_degree = vec![0u32; n_vertices];
    // start[v]..start[v + 1]: the predecessors of v in `tails`.
    let mut start = vec![0u32; n_vertices + 1];
    for &(u, v) in edges {
        assert!(
            u < n_vertices && v < n_vertices,
            "edge ({u}, {v}) outside 0..{n_vertices}"
        );
        out_degree[u] += 1;
        start[v + 1] += 1;
    }
    for v in 0..n_vertices {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut tails = vec![0u32; edges.len()];
    for &(u, v) in edges {
        tails[fill[v] as usize] = u as u32;
        fill[v] += 1;
    }
    retrograde(out_degree, |v| {
        tails[start[v] as usize..start[v + 1] as usize]
            .iter()
            .map(|&u| u as usize)
    })
}

#[cfg(test)]
mod tests {
    use crate::{retrograde, retrograde_edges, Outcome};
    use game_search::LoopySearch;
    use test_support::Rng;

    /// The exhaustive search's value of every vertex of the graph with
    /// these edges: the fixpoint of the definition over the moves (game-search),
    /// with no counters and no queue.
    fn searched_outcomes(n: usize, edges: &[(usize, usize)]) -> Vec<Outcome> {
        let mut search = LoopySearch::new(|&u: &usize| {
            edges
                .iter()
                .filter(|&&(a, _)| a == u)
                .map(|&(_, b)| b)
                .collect::<Vec<usize>>()
        });
        (0..n)
            .map(|v| match search.outcome(&v) {
                game_search::Outcome::Win => Outcome::Win,
                game_search::Outcome::Lose => Outcome::Lose,
                game_search::Outcome::Draw => Outcome::Draw,
            })
            .collect()
    }

    #[test]
    fn retrograde_matches_the_search_on_random_small_graphs() {
        // Random graphs of 1 to 9 vertices and up to 3 edges per vertex on
        // average, drawn with replacement: self-loops, parallel edges and
        // cycles are frequent; sparse ones leave sinks, dense ones draws.
        let mut rng = Rng::new(28);
        let mut seen = [0usize; 3];
        for _ in 0..3000 {
            let n = rng.range(1, 9) as usize;
            let m = rng.range(0, 3 * n as u64) as usize;
            let edges: Vec<(usize, usize)> = (0..m)
                .map(|_| {
                    (
                        rng.range(0, n as u64 - 1) as usize,
                        rng.range(0, n as u64 - 1) as usize,
                    )
                })
                .collect();
            let got = retrograde_edges(n, &edges);
            assert_eq!(got, searched_outcomes(n, &edges), "{n} vertices, {edges:?}");
            for o in got {
                seen[o as usize] += 1;
            }
        }
        // Every outcome occurs often enough for the comparison to mean something.
        assert!(seen.iter().all(|&c| c > 1000), "{seen:?}");
    }

    #[test]
    fn retrograde_matches_the_search_on_every_graph_of_3_vertices() {
        // Every set of edges among 3 vertices (9 possible, self-loops
        // included), and each with its first edge doubled.
        let all: Vec<(usize, usize)> = (0..9).map(|e| (e / 3, e % 3)).collect();
        for mask in 0u32..1 << 9 {
            let mut edges: Vec<(usize, usize)> = (0..9)
                .filter(|&e| mask & (1 << e) != 0)
                .map(|e| all[e])
                .collect();
            let want = searched_outcomes(3, &edges);
            assert_eq!(retrograde_edges(3, &edges), want, "{edges:?}");
            if let Some(&first) = edges.first() {
                edges.push(first);
                assert_eq!(retrograde_edges(3, &edges), want, "{edges:?}");
            }
        }
    }

    #[test]
    fn retrograde_counts_each_parallel_edge_on_both_sides() {
        // 0 has two edges to 1 and one to 2; 1 wins (1 -> 3), 2 wins
        // (2 -> 3), 3 has no move. 0 is a loss only once all three edges
        // are resolved: a count of 2 for the degree of 0 (edges
        // deduplicated) against 3 listed predecessors would settle it
        // early; here it must be a loss, and with 2 -> 2 in place of
        // 2 -> 3, a draw.
        use Outcome::{Draw, Lose, Win};
        let edges = [(0, 1), (0, 1), (0, 2), (1, 3), (2, 3)];
        assert_eq!(retrograde_edges(4, &edges), [Lose, Win, Win, Lose]);
        let edges = [(0, 1), (0, 1), (0, 2), (1, 3), (2, 2)];
        assert_eq!(retrograde_edges(4, &edges), [Draw, Win, Draw, Lose]);
    }

    #[test]
    fn retrograde_ignores_vertices_without_edges_yielded_as_predecessors() {
        // The random graphs again, with every vertex of out-degree 0
        // yielded among the predecessors of every vertex, edge or not.
        let mut rng = Rng::new(29);
        for _ in 0..1000 {
            let n = rng.range(1, 9) as usize;
            let m = rng.range(0, 2 * n as u64) as usize;
            let edges: Vec<(usize, usize)> = (0..m)
                .map(|_| {
                    (
                        rng.range(0, n as u64 - 1) as usize,
                        rng.range(0, n as u64 - 1) as usize,
                    )
                })
                .collect();
            let mut degree = vec![0u32; n];
            for &(u, _) in &edges {
                degree[u] += 1;
            }
            let sinks: Vec<usize> = (0..n).filter(|&u| degree[u] == 0).collect();
            let got = retrograde(degree, |v| {
                let mut preds: Vec<usize> =
                    edges.iter().filter(|e| e.1 == v).map(|e| e.0).collect();
                preds.extend(&sinks);
                preds
            });
            assert_eq!(got, searched_outcomes(n, &edges), "{n} vertices, {edges:?}");
        }
    }

    #[test]
    fn retrograde_settles_a_self_loop_by_its_other_edges() {
        use Outcome::{Draw, Lose, Win};
        assert_eq!(retrograde_edges(1, &[(0, 0)]), [Draw]);
        assert_eq!(retrograde_edges(2, &[(0, 0), (0, 1)]), [Win, Lose]);
        assert_eq!(retrograde_edges(0, &[]), []);
    }

    #[test]
    fn retrograde_takes_predecessors_from_a_closure() {
        // The subtraction game {1, 2} on 0..30 given implicitly, with a
        // cycle added: 30 -> 29 and 29 -> 30 (and 30 has no other move).
        // 29 wins by moving to 27, so 30 loses.
        let n = 31;
        let mut degree: Vec<u32> = (0..n).map(|x| (x as u32).min(2)).collect();
        degree[29] += 1;
        degree[30] = 1;
        let outcome = retrograde(degree, |v| {
            let mut preds: Vec<usize> =
                [v + 1, v + 2].iter().copied().filter(|&u| u < 30).collect();
            if v == 29 {
                preds.push(30);
            }
            if v == 30 {
                preds.push(29);
            }
            preds
        });
        for (x, &o) in outcome.iter().enumerate().take(30) {
            let want = if x % 3 == 0 {
                Outcome::Lose
            } else {
                Outcome::Win
            };
            assert_eq!(o, want, "{x}");
        }
        assert_eq!(outcome[30], Outcome::Lose);
    }
}
