//! The input layouts that `scripts/new-problem`'s shapes name, one module
//! each: `input` writes the layout, `read` parses it back (for a spec's
//! `reference`, which reads inputs the validator has already checked).

use crate::{join, numbers};

/// `values`: n, then the n values on one line (one position).
pub mod values {
    /// The layout of `values`.
    pub fn input(values: &[u64]) -> String {
        format!("{}\n{}\n", values.len(), super::join(values))
    }

    /// The values of an input in this layout.
    pub fn read(input: &str) -> Vec<u64> {
        super::numbers(input).split_off(1)
    }
}

/// `pairs`: n, then n lines `a b` (one position).
pub mod pairs {
    /// The layout of `pairs`.
    pub fn input(pairs: &[(u64, u64)]) -> String {
        format!("{}\n{}", pairs.len(), super::pairs_until_eof::input(pairs))
    }

    /// The pairs of an input in this layout.
    pub fn read(input: &str) -> Vec<(u64, u64)> {
        let v = super::numbers(input);
        let n = v[0] as usize;
        v[1..1 + 2 * n].chunks(2).map(|p| (p[0], p[1])).collect()
    }
}

/// `cases`: T, then per case a line with n and a line with the n numbers.
pub mod cases {
    /// The layout of `cases`.
    pub fn input(cases: &[Vec<u64>]) -> String {
        let mut s = format!("{}\n", cases.len());
        for c in cases {
            s.push_str(&format!("{}\n{}\n", c.len(), super::join(c)));
        }
        s
    }

    /// The cases of an input in this layout.
    pub fn read(input: &str) -> Vec<Vec<u64>> {
        let v = super::numbers(input);
        let mut cases = Vec::new();
        let mut at = 1;
        for _ in 0..v[0] {
            let n = v[at] as usize;
            cases.push(v[at + 1..at + 1 + n].to_vec());
            at += 1 + n;
        }
        cases
    }
}

/// `pairs-until-eof`: lines `a b` until the end of the input, one answer
/// each.
pub mod pairs_until_eof {
    /// The layout of `pairs-until-eof`.
    pub fn input(pairs: &[(u64, u64)]) -> String {
        pairs.iter().map(|(a, b)| format!("{a} {b}\n")).collect()
    }

    /// The pairs of an input in this layout.
    pub fn read(input: &str) -> Vec<(u64, u64)> {
        super::numbers(input)
            .chunks(2)
            .map(|p| (p[0], p[1]))
            .collect()
    }
}

/// `until-zero`: cases of n and n numbers, until a case with n = 0.
pub mod until_zero {
    /// The layout of `until-zero`, ending with the line `0`.
    pub fn input(cases: &[Vec<u64>]) -> String {
        let mut s = String::new();
        for c in cases {
            s.push_str(&format!("{}\n{}\n", c.len(), super::join(c)));
        }
        s + "0\n"
    }

    /// The cases of an input in this layout.
    pub fn read(input: &str) -> Vec<Vec<u64>> {
        let v = super::numbers(input);
        let mut cases = Vec::new();
        let mut at = 0;
        while v[at] != 0 {
            let n = v[at] as usize;
            cases.push(v[at + 1..at + 1 + n].to_vec());
            at += 1 + n;
        }
        cases
    }
}

/// `counted-pairs`: T, then per case a line with n and n lines `a b`
/// (ABC206 F's intervals, HDU 1851's piles).
pub mod counted_pairs {
    /// The layout of `counted-pairs`.
    pub fn input<T: std::fmt::Display>(cases: &[Vec<(T, T)>]) -> String {
        let mut s = format!("{}\n", cases.len());
        for c in cases {
            s.push_str(&format!("{}\n", c.len()));
            for (a, b) in c {
                s.push_str(&format!("{a} {b}\n"));
            }
        }
        s
    }

    /// The cases of an input in this layout.
    pub fn read(input: &str) -> Vec<Vec<(u64, u64)>> {
        let v = super::numbers(input);
        let mut cases = Vec::new();
        let mut at = 1;
        for _ in 0..v[0] {
            let n = v[at] as usize;
            cases.push(
                v[at + 1..at + 1 + 2 * n]
                    .chunks(2)
                    .map(|p| (p[0], p[1]))
                    .collect(),
            );
            at += 1 + 2 * n;
        }
        cases
    }
}

/// `tree`: N, then N - 1 lines `x y`, the edges of a tree on 1..N.
pub mod tree {
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
        let v = super::numbers(input);
        let n = v[0] as usize;
        let edges = v[1..]
            .chunks(2)
            .map(|e| (e[0] as usize - 1, e[1] as usize - 1))
            .collect();
        (n, edges)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn each_layout_reads_back_what_it_writes() {
        let values = [3, 0, 7];
        assert_eq!(super::values::read(&super::values::input(&values)), values);
        let pairs = [(1, 2), (3, 4)];
        assert_eq!(super::pairs::read(&super::pairs::input(&pairs)), pairs);
        assert_eq!(
            super::pairs_until_eof::read(&super::pairs_until_eof::input(&pairs)),
            pairs
        );
        let counted = vec![vec![(1, 2), (3, 4)], vec![(5, 6)]];
        assert_eq!(
            super::counted_pairs::read(&super::counted_pairs::input(&counted)),
            counted
        );
        let cases = vec![vec![1, 2], vec![5]];
        assert_eq!(super::cases::read(&super::cases::input(&cases)), cases);
        assert_eq!(
            super::until_zero::read(&super::until_zero::input(&cases)),
            cases
        );
        let edges = vec![(0, 1), (1, 2)];
        assert_eq!(
            super::tree::read(&super::tree::input(3, &edges)),
            (3, edges)
        );
    }
}
