//! Codeforces 812E Sagheer and Apple Tree:
//! <https://codeforces.com/problemset/problem/812/E>
//!
//! **Game**: a tree rooted at node 1 whose root-to-leaf paths all have
//! lengths of one parity; node i holds a_i apples. A move takes a non-empty
//! subset of one node's apples and eats it (at a leaf) or moves it to one
//! child. Normal play; Soliman moves first, after Sagheer has swapped the
//! apples of two different nodes. Count the swaps after which Sagheer (the
//! second player) wins.
//!
//! **Theory**: staircase Nim. Call a node *odd-step* when its depth has the
//! leaves' parity: every leaf is one, and every path from a node down to a
//! leaf alternates. The apples on odd-step nodes are Nim heaps: moving
//! apples off one (to an even-step child, or eaten at a leaf) lowers a heap
//! as a Nim move does, and apples moved from an even-step node onto an
//! odd-step child are moved on at once by the opponent (to an even-step
//! grandchild, or eaten), which restores every heap. So the mover loses
//! iff S, the XOR of a_v over the odd-step nodes, is 0 (Bouton).
//!
//! **Reduction**: a swap inside one class leaves S unchanged; a swap of an
//! odd-step u with an even-step v makes it S ^ a_u ^ a_v. So the count is
//! C(|odd|, 2) + C(|even|, 2) when S = 0, plus the cross pairs with
//! a_u ^ a_v = S (equal apples when S = 0). Depths come from a
//! breadth-first walk over the children lists (parents need not precede
//! their children, and a path of 10^5 nodes needs no recursion); the cross
//! pairs from the sorted even-step values, probed with each a_u ^ S. The
//! count reaches C(10^5, 2) = 4999950000, beyond 32 bits.
//!
//! Beyond the statement: a_i = 0 is an empty node; n = 1 has no pair to
//! swap (0); values up to 2^64 - 1 are XORed alike. Parents that do not
//! make a tree rooted at 1, and leaves at depths of both parities (outside
//! the theory), are rejected.
//!
//! **Complexity**: O(n log n) time (the sort), O(n) memory.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next_in("n", 1, u32::MAX as usize)?;
    let apples = sc.vec::<u64>(n)?;
    let mut parents = Vec::with_capacity(n.min(1 << 16));
    parents.push(0);
    for _ in 1..n {
        parents.push(sc.next_in("p_i", 1, n as u32)? - 1);
    }
    match solve(&apples, &parents) {
        Ok(count) => writeln!(out, "{count}")?,
        Err(Shape::Unreachable(v)) => {
            return Err(Error::new(format!(
                "the parents do not make a tree rooted at 1: node {} is not below the root",
                v + 1
            )))
        }
        Err(Shape::MixedLeaves(u, v)) => {
            return Err(Error::new(format!(
                "leaves {} and {} lie at depths of different parities: the statement promises one parity",
                u + 1,
                v + 1
            )))
        }
    }
    Ok(())
}

/// Why `parents` is not a tree the theory covers.
#[derive(Debug, PartialEq)]
enum Shape {
    /// This node is not below the root (the parents hold a cycle).
    Unreachable(usize),
    /// Two leaves whose depths differ in parity.
    MixedLeaves(usize, usize),
}

/// The number of unordered pairs of different nodes whose swap leaves the
/// first player (Soliman) lost, on the tree rooted at node 0 where
/// `parents[v]` is v's parent (`parents[0]` is ignored) and node v holds
/// `apples[v]`.
fn solve(apples: &[u64], parents: &[u32]) -> Result<u64, Shape> {
    let n = apples.len();
    // Children lists in one array (counting sort by parent): node v's
    // children end up at children[start[v]..start[v + 1]].
    let mut start = vec![0u32; n + 1];
    for &p in &parents[1..] {
        start[p as usize] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut children = vec![0u32; n.saturating_sub(1)];
    for (v, &p) in parents.iter().enumerate().skip(1).rev() {
        start[p as usize] -= 1;
        children[start[p as usize] as usize] = v as u32;
    }
    // Breadth-first from the root: the order, and each node's depth parity.
    let mut order = Vec::with_capacity(n);
    let mut odd_depth = vec![false; n];
    order.push(0u32);
    let mut head = 0;
    while head < order.len() {
        let v = order[head] as usize;
        head += 1;
        for &c in &children[start[v] as usize..start[v + 1] as usize] {
            odd_depth[c as usize] = !odd_depth[v];
            order.push(c);
        }
    }
    if order.len() < n {
        let mut seen = vec![false; n];
        for &v in &order {
            seen[v as usize] = true;
        }
        return Err(Shape::Unreachable(seen.iter().position(|&s| !s).unwrap()));
    }
    let mut leaf_parity: Option<(usize, bool)> = None;
    for v in 0..n {
        if start[v] == start[v + 1] {
            match leaf_parity {
                None => leaf_parity = Some((v, odd_depth[v])),
                Some((u, parity)) if parity != odd_depth[v] => {
                    return Err(Shape::MixedLeaves(u, v))
                }
                Some(_) => {}
            }
        }
    }
    let heap_parity = leaf_parity.expect("a tree has a leaf").1;
    let is_heap = |v: usize| odd_depth[v] == heap_parity;
    let mut xor = 0;
    let mut others = Vec::new();
    for (v, &a) in apples.iter().enumerate() {
        if is_heap(v) {
            xor ^= a;
        } else {
            others.push(a);
        }
    }
    let heaps = n - others.len();
    let pairs = |k: usize| (k as u64) * (k as u64).saturating_sub(1) / 2;
    let mut count = if xor == 0 {
        pairs(heaps) + pairs(others.len())
    } else {
        0
    };
    others.sort_unstable();
    for (v, &a) in apples.iter().enumerate() {
        if is_heap(v) {
            let want = a ^ xor;
            let from = others.partition_point(|&x| x < want);
            let to = others.partition_point(|&x| x <= want);
            count += (to - from) as u64;
        }
    }
    Ok(count)
}

#[cfg(test)]
mod tests;
