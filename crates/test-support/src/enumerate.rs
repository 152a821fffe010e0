//! Deterministic enumerators of small positions, for the exhaustive
//! comparisons.

/// Every sorted vector of 0 to `max_len` values from `min..=max`: the
/// multisets of piles a Nim-like test enumerates.
pub fn multisets(max_len: usize, min: u64, max: u64) -> Vec<Vec<u64>> {
    let mut res = vec![Vec::new()];
    let mut frontier = vec![Vec::new()];
    for _ in 0..max_len {
        let mut next = Vec::new();
        for v in &frontier {
            let from = v.last().copied().unwrap_or(min);
            for x in from..=max {
                let mut w: Vec<u64> = v.clone();
                w.push(x);
                next.push(w);
            }
        }
        res.extend(next.iter().cloned());
        frontier = next;
    }
    res
}

/// Every labelled tree on vertices 0..n, as 0-based edge lists, one per
/// Pruefer sequence: n^(n-2) trees (1 for n <= 2; 16807 for n = 7).
pub fn labelled_trees(n: usize) -> Vec<Vec<(usize, usize)>> {
    if n <= 1 {
        return vec![Vec::new()];
    }
    if n == 2 {
        return vec![vec![(0, 1)]];
    }
    let mut res = Vec::new();
    let mut seq = vec![0usize; n - 2];
    loop {
        // Decode: repeatedly join the smallest leaf to the next entry.
        let mut degree = vec![1usize; n];
        for &v in &seq {
            degree[v] += 1;
        }
        let mut edges = Vec::with_capacity(n - 1);
        for &v in &seq {
            let leaf = (0..n).find(|&u| degree[u] == 1).expect("a leaf");
            edges.push((leaf, v));
            degree[leaf] = 0;
            degree[v] -= 1;
        }
        let rest: Vec<usize> = (0..n).filter(|&u| degree[u] == 1).collect();
        edges.push((rest[0], rest[1]));
        res.push(edges);
        // Next sequence, as a base-n counter.
        let mut i = 0;
        while i < seq.len() && seq[i] == n - 1 {
            seq[i] = 0;
            i += 1;
        }
        if i == seq.len() {
            break;
        }
        seq[i] += 1;
    }
    res
}

#[cfg(test)]
mod tests {
    use super::{labelled_trees, multisets};

    #[test]
    fn labelled_trees_are_every_tree_once() {
        // Cayley: n^(n-2) labelled trees; each must be connected with n - 1
        // edges, and no two alike.
        for n in 1..=7usize {
            let trees = labelled_trees(n);
            let expected = if n <= 2 { 1 } else { n.pow(n as u32 - 2) };
            assert_eq!(trees.len(), expected, "n = {n}");
            let mut seen = std::collections::HashSet::new();
            for edges in &trees {
                assert_eq!(edges.len(), n.saturating_sub(1));
                let mut canonical: Vec<(usize, usize)> =
                    edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
                canonical.sort_unstable();
                assert!(seen.insert(canonical), "n = {n}: {edges:?} twice");
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
                assert!(
                    reached.iter().all(|&r| r),
                    "n = {n}: {edges:?} is not connected"
                );
            }
        }
    }

    #[test]
    fn multisets_are_sorted_and_complete() {
        // Multisets of up to 2 values from 1..=3: C(3+k-1, k) for k = 0, 1, 2.
        let all = multisets(2, 1, 3);
        assert_eq!(all.len(), 1 + 3 + 6);
        assert!(all.iter().all(|m| m.windows(2).all(|w| w[0] <= w[1])));
    }
}
