//! `tree`: N, then N - 1 lines `x y`, the edges of a tree on 1..N.

use judge_io::Error;

use super::{line_in, Bound};
use crate::strict::Strict;
use crate::Rng;

/// The layout of `tree`, from 0-based edges.
pub fn input(n: usize, edges: &[(usize, usize)]) -> String {
    let mut s = format!("{n}\n");
    for (x, y) in edges {
        s.push_str(&format!("{} {}\n", x + 1, y + 1));
    }
    s
}

/// The vertex count and the 0-based edges of an input in this layout.
pub fn read(input: &str) -> (usize, Vec<(usize, usize)>) {
    let v = crate::numbers(input);
    let n = v[0] as usize;
    let edges = v[1..]
        .chunks(2)
        .map(|e| (e[0] as usize - 1, e[1] as usize - 1))
        .collect();
    (n, edges)
}

/// Checks the layout against the statement: a line with N within `n`,
/// then N - 1 lines of an edge `x_i y_i` within 1..=N that connect every
/// vertex (N - 1 edges
/// that connect N vertices form a tree).
///
/// # Errors
/// The first break of the layout, the first token out of its bound, or
/// the first vertex cut off.
pub fn validate(sc: &mut Strict, n: Bound<'_>) -> Result<(), Error> {
    let n = line_in(sc, &n)?;
    let mut edges = Vec::new();
    for _ in 1..n {
        let x = sc.next_in("x_i", 1, n)?;
        let y = sc.next_in("y_i", 1, n)?;
        sc.end_line()?;
        edges.push((x as usize - 1, y as usize - 1));
    }
    match reachable_from_0(n as usize, &edges)
        .iter()
        .position(|&r| !r)
    {
        Some(v) => Err(Error::new(format!("vertex {} is cut off", v + 1))),
        None => Ok(()),
    }
}

/// Which vertices the 0-based edges connect to vertex 0 (breadth-first).
pub fn reachable_from_0(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    let mut adjacent = vec![Vec::new(); n];
    for &(x, y) in edges {
        adjacent[x].push(y);
        adjacent[y].push(x);
    }
    let mut seen = vec![false; n];
    seen[0] = true;
    let mut queue = std::collections::VecDeque::from([0]);
    while let Some(v) = queue.pop_front() {
        for &w in &adjacent[v] {
            if !seen[w] {
                seen[w] = true;
                queue.push_back(w);
            }
        }
    }
    seen
}

/// A random tree on n vertices, as 0-based edges: vertex i > 0 hangs
/// from a random earlier vertex among the last `reach` (all of them for
/// reach >= n, a long path for reach 1), then the labels are shuffled
/// (all but 0, which stays the root, if `keep_root`), and the edges
/// shuffled and randomly oriented ([`shuffle_edges`]).
pub fn random(rng: &mut Rng, n: usize, reach: usize, keep_root: bool) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (0..n).collect();
    if keep_root {
        rng.shuffle(&mut label[1..]);
    } else {
        rng.shuffle(&mut label);
    }
    let mut edges: Vec<(usize, usize)> = (1..n)
        .map(|i| {
            let parent = rng.range(i.saturating_sub(reach) as u64, i as u64 - 1) as usize;
            (label[i], label[parent])
        })
        .collect();
    shuffle_edges(rng, &mut edges);
    edges
}

/// Shuffles `edges` and turns each the other way round half of the time.
pub fn shuffle_edges(rng: &mut Rng, edges: &mut [(usize, usize)]) {
    rng.shuffle(edges);
    for e in edges.iter_mut() {
        if rng.range(0, 1) == 1 {
            *e = (e.1, e.0);
        }
    }
}
