//! Codeforces 812E Sagheer and Apple Tree's spec (`test_support::spec`):
//! the statement's constraints; as the reference, the exhaustive search of
//! the real game (apples moved down the tree, eaten at leaves) after every
//! swap, on trees up to 6 nodes with up to 3 apples a node; beyond it a
//! second computation (staircase classes by climbing to the root, pairs
//! counted by value in a map, written apart from the solution and checked
//! against the search in the problem's tests); and the inputs made from
//! them.

use std::collections::HashMap;

use judge_io::Error;
use test_support::{numbers, Generated, Rng, Strict, WinLossSearch};

/// Every position one move away, by the rules alone: pick a node with
/// apples and a non-empty subset of them (only their number matters: the
/// apples are alike); at a leaf they are eaten, elsewhere they all go to
/// one child. `children[v]` lists v's children.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(children: &[Vec<usize>], apples: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for v in 0..apples.len() {
        for k in 1..=apples[v] {
            if children[v].is_empty() {
                let mut p = apples.clone();
                p[v] -= k;
                next.push(p);
            }
            for &c in &children[v] {
                let mut p = apples.clone();
                p[v] -= k;
                p[c] += k;
                next.push(p);
            }
        }
    }
    next
}

/// The children lists of the tree whose node v > 0 has parent
/// `parents[v]` (0-based; `parents[0]` ignored).
pub fn children_of(parents: &[usize]) -> Vec<Vec<usize>> {
    let mut children = vec![Vec::new(); parents.len()];
    for (v, &p) in parents.iter().enumerate().skip(1) {
        children[p].push(v);
    }
    children
}

/// The number of swaps of two different nodes' apples after which the
/// first player loses, each settled by `search` (a search on this tree).
pub fn searched_count<F>(search: &mut WinLossSearch<Vec<u64>, F>, apples: &[u64]) -> u64
where
    F: FnMut(&Vec<u64>) -> Vec<Vec<u64>>,
{
    let mut count = 0;
    for u in 0..apples.len() {
        for v in u + 1..apples.len() {
            let mut swapped = apples.to_vec();
            swapped.swap(u, v);
            count += u64::from(!search.wins(&swapped));
        }
    }
    count
}

/// An input's apples and 0-based parents (`parents[0]` = 0).
pub fn parse(input: &str) -> (Vec<u64>, Vec<usize>) {
    let v = numbers(input);
    let n = v[0] as usize;
    let apples = v[1..=n].to_vec();
    let mut parents = vec![0];
    parents.extend(v[n + 1..].iter().map(|&p| p as usize - 1));
    (apples, parents)
}

/// The input for apples and 0-based parents.
pub fn input(apples: &[u64], parents: &[usize]) -> String {
    let mut s = format!("{}\n", apples.len());
    s.push_str(&test_support::join(apples));
    s.push('\n');
    let ps: Vec<usize> = parents[1..].iter().map(|&p| p + 1).collect();
    s.push_str(&test_support::join(&ps));
    s.push('\n');
    s
}

/// Depths by climbing from each node to the root (or to a node whose
/// depth is known), with an explicit stack; `None` if some climb never
/// reaches the root (a cycle).
pub fn depths(parents: &[usize]) -> Option<Vec<u64>> {
    let n = parents.len();
    let mut depth: Vec<Option<u64>> = vec![None; n];
    depth[0] = Some(0);
    let mut on_path = vec![false; n];
    for start in 0..n {
        let mut path = Vec::new();
        let mut v = start;
        while depth[v].is_none() {
            if on_path[v] {
                return None;
            }
            on_path[v] = true;
            path.push(v);
            v = parents[v];
        }
        let mut d = depth[v].unwrap();
        while let Some(u) = path.pop() {
            d += 1;
            depth[u] = Some(d);
            on_path[u] = false;
        }
    }
    depth.into_iter().collect()
}

/// The statement's constraints, token by token, then the tree: rooted at
/// 1, every leaf at a depth of one parity.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("n", 2usize, 100_000)?;
    sc.end_line()?;
    for _ in 0..n {
        sc.next_in("a_i", 1u64, 10_000_000)?;
    }
    sc.end_line()?;
    let mut parents = vec![0];
    for _ in 1..n {
        parents.push(sc.next_in("p_i", 1, n)? - 1);
    }
    sc.end_line()?;
    let depth = depths(&parents).ok_or_else(|| Error::new("the parents hold a cycle"))?;
    let children = children_of(&parents);
    let mut parities = (0..n)
        .filter(|&v| children[v].is_empty())
        .map(|v| depth[v] % 2);
    let first = parities.next().unwrap();
    if parities.any(|p| p != first) {
        return Err(Error::new("leaves at depths of both parities"));
    }
    Ok(())
}

/// The search's answer for up to 6 nodes with up to 3 apples each.
fn reference(input: &str) -> Option<String> {
    let (apples, parents) = parse(input);
    if apples.len() > 6 || apples.iter().any(|&a| a > 3) {
        return None;
    }
    let children = children_of(&parents);
    let mut search = WinLossSearch::new(|p: &Vec<u64>| moves(&children, p));
    Some(searched_count(&mut search, &apples).to_string())
}

/// Beyond the search: the second computation, on any valid input.
fn beyond_search(input: &str) -> Option<String> {
    let (apples, parents) = parse(input);
    Some(second_computation(&apples, &parents).to_string())
}

/// A second computation, written apart from `solve`: depths by climbing
/// (`depths`), the heap class the one of the deepest node's parity (every
/// leaf shares it, and a deepest node is a leaf), then the pairs by value:
/// for each value x, the heap nodes holding x times the other nodes
/// holding x ^ S, and when S = 0 every pair within one class.
pub fn second_computation(apples: &[u64], parents: &[usize]) -> u64 {
    let depth = depths(parents).expect("a tree");
    let deepest = *depth.iter().max().unwrap();
    let is_heap = |v: usize| depth[v] % 2 == deepest % 2;
    let s = (0..apples.len())
        .filter(|&v| is_heap(v))
        .fold(0, |x, v| x ^ apples[v]);
    let mut heap_values: HashMap<u64, u64> = HashMap::new();
    let mut other_values: HashMap<u64, u64> = HashMap::new();
    for (v, &a) in apples.iter().enumerate() {
        let map = if is_heap(v) {
            &mut heap_values
        } else {
            &mut other_values
        };
        *map.entry(a).or_insert(0) += 1;
    }
    let mut count: u64 = heap_values
        .iter()
        .map(|(&x, &h)| h * other_values.get(&(x ^ s)).copied().unwrap_or(0))
        .sum();
    if s == 0 {
        let heaps: u64 = heap_values.values().sum();
        let others: u64 = other_values.values().sum();
        count += heaps * heaps.saturating_sub(1) / 2 + others * others.saturating_sub(1) / 2;
    }
    count
}

/// Every 0-based parent list of a tree on n nodes rooted at 0 from an edge
/// list (a breadth-first walk from 0).
pub fn parents_from_edges(n: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let mut adjacent = vec![Vec::new(); n];
    for &(u, v) in edges {
        adjacent[u].push(v);
        adjacent[v].push(u);
    }
    let mut parents = vec![usize::MAX; n];
    parents[0] = 0;
    let mut queue = vec![0];
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        for &c in &adjacent[v] {
            if parents[c] == usize::MAX {
                parents[c] = v;
                queue.push(c);
            }
        }
    }
    parents
}

/// Whether every leaf of the tree lies at a depth of one parity.
pub fn leaves_share_parity(parents: &[usize]) -> bool {
    let depth = depths(parents).expect("a tree");
    let children = children_of(parents);
    let mut parities = (0..parents.len())
        .filter(|&v| children[v].is_empty())
        .map(|v| depth[v] % 2);
    let first = parities.next().unwrap();
    parities.all(|p| p == first)
}

/// A random tree on `n` nodes (n >= 2) rooted at 0 whose leaves all lie
/// at odd depths, as 0-based parents in a shuffled labelling (parents need
/// not precede their children). Nodes are added in turn, each under one of
/// the last `window` nodes (n: a random recursive tree; 1: a path), while
/// the nodes so far plus the even-depth leaves (each of which will get
/// one child at the end) stay below n - 1; then one leaf under the root if
/// one node is still missing, and a child for every even-depth leaf.
pub fn odd_leaves_tree(rng: &mut Rng, n: usize, window: usize) -> Vec<usize> {
    assert!(n >= 2);
    let mut tree = Growing {
        parent: vec![0],
        depth: vec![0],
        children: vec![0],
        even_leaves: 1, // The root alone.
    };
    while tree.parent.len() + tree.even_leaves < n - 1 {
        let len = tree.parent.len();
        tree.add(len - 1 - rng.range(0, (window.min(len) - 1) as u64) as usize);
    }
    while tree.parent.len() + tree.even_leaves == n - 1 {
        tree.add(0);
    }
    for v in 0..tree.parent.len() {
        if tree.children[v] == 0 && tree.depth[v] % 2 == 0 {
            tree.add(v);
        }
    }
    assert_eq!(tree.even_leaves, 0);
    assert_eq!(tree.parent.len(), n);
    let mut labels: Vec<usize> = (1..n).collect();
    rng.shuffle(&mut labels);
    labels.insert(0, 0);
    let mut parents = vec![0; n];
    for v in 1..n {
        parents[labels[v]] = labels[tree.parent[v]];
    }
    parents
}

/// A tree being grown, with its count of even-depth leaves.
struct Growing {
    parent: Vec<usize>,
    depth: Vec<u64>,
    children: Vec<usize>,
    even_leaves: usize,
}

impl Growing {
    /// A new leaf under `p`.
    fn add(&mut self, p: usize) {
        if self.children[p] == 0 && self.depth[p] % 2 == 0 {
            self.even_leaves -= 1;
        }
        if self.depth[p] % 2 == 1 {
            self.even_leaves += 1;
        }
        self.children[p] += 1;
        self.parent.push(p);
        self.depth.push(self.depth[p] + 1);
        self.children.push(0);
    }
}

/// A random input of size `size` (1..=8): 2 to 6 nodes (min(6, size + 1)),
/// 1 to 3 apples each (fewer for small sizes), a random tree whose leaves
/// share a parity, in a random labelling.
fn random_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(2, (size + 1).min(6)) as usize;
    let parents = loop {
        let p = random_parents(rng, n);
        if leaves_share_parity(&p) {
            break p;
        }
    };
    let max = 1 + size / 3;
    let apples: Vec<u64> = (0..n).map(|_| rng.range(1, max)).collect();
    input(&apples, &parents)
}

/// A uniformly random labelled tree on n nodes (a random Pruefer
/// sequence), rooted at 0.
pub fn random_parents(rng: &mut Rng, n: usize) -> Vec<usize> {
    if n <= 2 {
        return parents_from_edges(n, &[(0, 1)][..n - 1]);
    }
    let seq: Vec<usize> = (0..n - 2)
        .map(|_| rng.range(0, n as u64 - 1) as usize)
        .collect();
    let mut degree = vec![1usize; n];
    for &v in &seq {
        degree[v] += 1;
    }
    let mut edges = Vec::with_capacity(n - 1);
    for &v in &seq {
        let leaf = (0..n).find(|&u| degree[u] == 1).unwrap();
        edges.push((leaf, v));
        degree[leaf] = 0;
        degree[v] -= 1;
    }
    let rest: Vec<usize> = (0..n).filter(|&u| degree[u] == 1).collect();
    edges.push((rest[0], rest[1]));
    parents_from_edges(n, &edges)
}

const N: usize = 100_000;

/// The generated cases; judge-data/cf812e-sagheer-apple-tree/README.md
/// gives the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(812);
    let mut cases = Vec::new();
    for i in 1..=12 {
        cases.push(Generated::searched(
            &format!("random-small-{i:02}"),
            random_input(&mut rng, 3 + i % 6),
        ));
    }
    // Two nodes: the root and its leaf; after the swap the leaf holds the
    // root's apples, never 0.
    cases.push(Generated::searched(
        "edge-two-nodes",
        input(&[3, 3], &[0, 0]),
    ));
    // A star whose 4 leaves hold equal apples (S = 0): the pairs of leaves,
    // and the root with a leaf of equal apples.
    cases.push(Generated::searched(
        "edge-star-xor-zero",
        input(&[2, 2, 2, 2, 2], &[0, 0, 0, 0, 0]),
    ));
    cases.push(Generated::searched(
        "edge-star-xor-zero-root-apart",
        input(&[1, 3, 3, 2, 2], &[0, 0, 0, 0, 0]),
    ));
    // Leaves at depth 2 (the root is a heap), and a path of 6 labelled
    // backwards: node i's parent is i + 1 (1-based), the root at the top.
    cases.push(Generated::searched(
        "edge-leaves-at-even-depth",
        input(&[1, 2, 3, 1, 2], &[0, 0, 0, 1, 2]),
    ));
    let backwards = [0, 2, 3, 4, 5, 0];
    cases.push(Generated::searched(
        "edge-path-parents-after-children",
        input(&[3, 1, 2, 3, 2, 1], &backwards),
    ));
    // The root and 99999 leaves, the leaves' apples XOR to 0 (S = 0).
    let mut leaves: Vec<u64> = (0..N - 2).map(|_| rng.range(1, 1 << 23)).collect();
    let x = leaves.iter().fold(0, |x, &a| x ^ a);
    // One last leaf makes the XOR 0 (x != 0 here; x < 2^23 <= 10^7).
    assert!(x != 0);
    leaves.push(x);
    let root = leaves[rng.range(0, leaves.len() as u64 - 1) as usize];
    let equal = leaves.iter().filter(|&&a| a == root).count() as u64;
    let mut apples = vec![root];
    apples.extend(&leaves);
    let star = vec![0; N];
    let leaf_pairs = (N as u64 - 1) * (N as u64 - 2) / 2;
    cases.push(Generated::constructed(
        "max-star-xor-zero",
        input(&apples, &star),
        &(leaf_pairs + equal).to_string(),
    ));
    // Every node holds the same apples, on a random tree with an even
    // number of odd-step nodes: S = 0 after every swap.
    let tree = loop {
        let t = odd_leaves_tree(&mut rng, N, N);
        let depth = depths(&t).unwrap();
        if depth.iter().filter(|&&d| d % 2 == 1).count() % 2 == 0 {
            break t;
        }
    };
    cases.push(Generated::constructed(
        "max-all-equal",
        input(&[10_000_000; N], &tree),
        &(N as u64 * (N as u64 - 1) / 2).to_string(),
    ));
    // A path of 10^5 nodes in a shuffled labelling, apples 1..16: depth
    // 99999, and many cross pairs.
    let path = odd_leaves_tree(&mut rng, N, 1);
    let small: Vec<u64> = (0..N).map(|_| rng.range(1, 16)).collect();
    cases.push(Generated::searched("max-path", input(&small, &path)));
    // Random trees, bushy and deep (parents among the last 3 nodes), with
    // S made 0 by one odd-step node's apples (all below 2^23, so the XOR
    // stays within 10^7).
    for (stem, window) in [
        ("max-random-tree-xor-zero", N),
        ("max-deep-tree-xor-zero", 3),
    ] {
        let parents = odd_leaves_tree(&mut rng, N, window);
        let depth = depths(&parents).unwrap();
        let mut apples: Vec<u64> = (0..N).map(|_| rng.range(1, (1 << 23) - 1)).collect();
        let heaps: Vec<usize> = (0..N).filter(|&v| depth[v] % 2 == 1).collect();
        let x = heaps.iter().fold(0, |x, &v| x ^ apples[v]);
        let fix = heaps.iter().copied().find(|&v| apples[v] != x).unwrap();
        apples[fix] ^= x;
        cases.push(Generated::searched(stem, input(&apples, &parents)));
    }
    // Apples near 10^7 on a random tree: S and a_u ^ S reach up to 2^24.
    let parents = odd_leaves_tree(&mut rng, N, 50);
    let high: Vec<u64> = (0..N).map(|_| rng.range(9_990_000, 10_000_000)).collect();
    cases.push(Generated::searched(
        "max-apples-near-10-to-the-7",
        input(&high, &parents),
    ));
    cases
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    generated,
    min_searched: 18,
}
