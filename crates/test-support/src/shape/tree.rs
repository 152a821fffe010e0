//! `tree`: N, then N - 1 lines `x y`, the edges of a tree on 1..N.

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
