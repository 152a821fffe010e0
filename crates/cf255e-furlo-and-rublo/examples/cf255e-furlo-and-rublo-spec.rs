//! Codeforces 255E Furlo and Rublo and Game's spec (`test_support::spec`):
//! the statement's constraints; as the reference, the exhaustive search of
//! the rules for up to 10 piles of at most 300 and, beyond it, the XOR of
//! the values of the runs derived from the definition with exact roots
//! (`runs`, checked against the mex table and the search in the problem's
//! tests); the large cases from a second computation by prefix counts; all
//! apart from the solution.

use judge_io::Error;
use test_support::draw::Piles;
use test_support::{numbers, shape, Generated, Rng, Strict, WinLossSearch};

/// Every y a pile of `x` may be left with, by the rules alone:
/// 0 <= y < x, y^4 >= x and y^2 <= x (the real roots' conditions,
/// in integers).
pub fn options(x: u64) -> Vec<u64> {
    (0..x)
        .filter(|&y| {
            let y = u128::from(y);
            y * y * y * y >= u128::from(x) && y * y <= u128::from(x)
        })
        .collect()
}

/// Every position one move away, by the rules. Positions are sorted,
/// without piles below 4, which have no option (1 needs y < 1 with
/// y^4 >= 1; 2 and 3 need y >= 2 and y^2 <= 3).
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let each = |x| options(x).into_iter().map(|y| vec![y]).collect();
    test_support::nim::sum_moves(piles, each, |x| x >= 4)
}

pub fn canonical(piles: &[u64]) -> Vec<u64> {
    let mut p: Vec<u64> = piles.iter().copied().filter(|&x| x >= 4).collect();
    p.sort_unstable();
    p
}

/// The Grundy values 0..=max by the definition: the mex over the window
/// [lo(x), hi(x)], slid along with a count of each value inside it (both
/// ends only grow). For x < 4 the window is empty.
pub fn mex_table(max: usize) -> Vec<u8> {
    let mut g = vec![0u8; max + 1];
    let mut count = [0usize; 256];
    let (mut lo, mut hi) = (2usize, 1usize); // The window [lo, hi], empty.
    for x in 4..=max {
        // hi(x) = floor(sqrt(x)) and lo(x) = the least y with y^4 >= x
        // only grow with x: move them by integer steps.
        while (hi + 1) * (hi + 1) <= x {
            hi += 1;
            count[g[hi] as usize] += 1;
        }
        while lo * lo * lo * lo < x {
            count[g[lo] as usize] -= 1;
            lo += 1;
        }
        g[x] = (0..).find(|&v| count[v] == 0).unwrap() as u8;
    }
    g
}

/// floor(sqrt(x)), in integers: Newton's iteration from a start above
/// the root, which decreases until it reaches the floor.
pub fn floor_sqrt(x: u128) -> u128 {
    if x < 2 {
        return x;
    }
    let mut y: u128 = 1 << ((128 - x.leading_zeros() + 1) / 2);
    loop {
        let z = (y + x / y) / 2;
        if z >= y {
            return y;
        }
        y = z;
    }
}

/// The least y with y^4 >= x, in integers.
pub fn fourth_root_up(x: u128) -> u128 {
    // floor_sqrt(floor_sqrt(x)) = floor(x^(1/4)); step up while y^4 < x.
    let mut y = floor_sqrt(floor_sqrt(x));
    while y * y * y * y < x {
        y += 1;
    }
    y
}

/// The runs of g over [0, 2^64) as `(start, value)`, from the
/// definition with exact roots: g(x) is the mex of the values of the
/// runs that the window [lo(x), hi(x)] meets, and that set changes only
/// where hi(x) reaches the start s of a later run (x = s^2) or lo(x)
/// passes the end e of its run (x = e^4 + 1). One mex per such event.
pub fn runs() -> Vec<(u128, u8)> {
    let limit = u128::from(u64::MAX);
    // 0..=3: no move.
    let mut runs: Vec<(u128, u8)> = vec![(0, 0)];
    let mut x: u128 = 4;
    loop {
        let lo = fourth_root_up(x);
        let hi = floor_sqrt(x);
        let first = runs.partition_point(|&(s, _)| s <= lo) - 1;
        let last = runs.partition_point(|&(s, _)| s <= hi) - 1;
        let mut seen = [false; 256];
        for &(_, v) in &runs[first..=last] {
            seen[v as usize] = true;
        }
        let g = seen.iter().position(|&s| !s).unwrap() as u8;
        if runs[runs.len() - 1].1 != g {
            runs.push((x, g));
        }
        let mut next = u128::MAX;
        if let Some(&(s, _)) = runs.get(last + 1) {
            next = next.min(s * s);
        }
        if let Some(&(s, _)) = runs.get(first + 1) {
            let e = s - 1;
            if e < 1 << 32 {
                next = next.min(e * e * e * e + 1);
            }
        }
        if next > limit {
            return runs;
        }
        x = next;
    }
}

pub fn value_at(runs: &[(u128, u8)], x: u128) -> u8 {
    runs[runs.partition_point(|&(s, _)| s <= x) - 1].1
}

/// The second computation for piles up to the statement's bound (the
/// route of the usual solutions): the mex table up to
/// floor(sqrt(777777777777)) + 1, prefix counts of each value over it,
/// and g(x) as the mex of the values with a positive count in
/// [lo(x), hi(x)]. Written apart from `solve`'s interval table.
pub struct PrefixCounts {
    /// counts[v][i]: how many of g(0..i) equal v.
    counts: Vec<Vec<u32>>,
}

const MAX_A: u64 = 777_777_777_777;

impl PrefixCounts {
    #[allow(clippy::new_without_default)] // Built on purpose: a mex table.
    pub fn new() -> Self {
        let top = floor_sqrt(u128::from(MAX_A)) as usize + 1;
        let g = mex_table(top);
        let values = *g.iter().max().unwrap() as usize + 1;
        let mut counts = vec![vec![0u32; top + 2]; values];
        for (i, &v) in g.iter().enumerate() {
            for (w, c) in counts.iter_mut().enumerate() {
                c[i + 1] = c[i] + u32::from(w == v as usize);
            }
        }
        PrefixCounts { counts }
    }

    pub fn grundy(&self, x: u64) -> u8 {
        assert!(x <= MAX_A);
        if x < 4 {
            return 0;
        }
        let lo = fourth_root_up(x.into()) as usize;
        let hi = floor_sqrt(x.into()) as usize;
        (0..=self.counts.len())
            .find(|&v| v == self.counts.len() || self.counts[v][hi + 1] == self.counts[v][lo])
            .unwrap() as u8
    }
}

/// Every k^2 and k^4 up to the statement's bound, one below and one
/// above, and the bound itself.
pub fn root_points() -> Vec<u64> {
    let mut res = Vec::new();
    let mut k: u64 = 1;
    while k * k <= MAX_A {
        res.extend([k * k - 1, k * k, k * k + 1]);
        k += 1;
    }
    let mut k: u64 = 1;
    while k * k * k * k <= MAX_A {
        let q = k * k * k * k;
        res.extend([q - 1, q, q + 1]);
        k += 1;
    }
    res.push(MAX_A);
    res.retain(|&x| x <= MAX_A);
    res
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::values::validate(sc, ("n", 1..=77_777), ("a_i", 1..=MAX_A))
}

pub fn words(first_wins: bool) -> String {
    if first_wins { "Furlo" } else { "Rublo" }.to_string()
}

/// The search's answer for up to 10 piles of at most 300.
fn reference(input: &str) -> Option<String> {
    let piles = numbers(input).split_off(1);
    if piles.len() > 10 || piles.iter().any(|&x| x > 300) {
        return None;
    }
    Some(words(WinLossSearch::new(moves).wins(&canonical(&piles))))
}

pub fn second_computation(counts: &PrefixCounts, piles: &[u64]) -> String {
    words(piles.iter().fold(0, |acc, &x| acc ^ counts.grundy(x)) != 0)
}

const MAX_N: usize = 77_777;

/// The generated cases; judge-data/cf255e-furlo-and-rublo/README.md
/// gives the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(255);
    let mut cases = Vec::new();
    let mut search = WinLossSearch::new(moves);
    cases.extend(Generated::searched_series("random-small", 1..=12, |i| {
        // The odd-numbered ones redrawn until Rublo wins.
        let piles = loop {
            let piles = Piles::new(1..=6, 1..=300).draw(&mut rng);
            if i % 2 == 0 || !search.wins(&canonical(&piles)) {
                break piles;
            }
        };
        shape::values::input(&piles)
    }));
    for (stem, piles) in [
        ("edge-no-move-1-2-3", vec![1, 2, 3]),
        ("edge-window-ends-15-16-81-82", vec![15, 16, 81, 82]),
        ("edge-one-move-4", vec![4]),
        (
            "edge-squares-and-fourth-powers",
            vec![16, 17, 24, 25, 26, 80],
        ),
        ("edge-300", vec![300]),
    ] {
        cases.push(Generated::searched(stem, shape::values::input(&piles)));
    }
    let counts = PrefixCounts::new();
    // Each side of each value change up to the bound, isolated: the pile
    // beside one of the same value, inside its run (lost for Furlo), so
    // a wrong value on that side alone turns the answer.
    for (p, companion) in isolated_boundary_pairs() {
        let input = shape::values::input(&[p, companion]);
        let stem = format!("edge-boundary-{p}");
        cases.push(if p <= 300 && companion <= 300 {
            Generated::searched(&stem, input)
        } else {
            let answer = second_computation(&counts, &[p, companion]);
            Generated::constructed(&stem, input, &answer)
        });
    }
    // 77777 piles drawn from the root points (k^2 and k^4, one below,
    // one above, up to the bound), with every k^4 point and the bound.
    let points: Vec<u64> = root_points().into_iter().filter(|&x| x >= 1).collect();
    let mut at_roots: Vec<u64> = (1..=939u64)
        .flat_map(|k| [k.pow(4) - 1, k.pow(4), k.pow(4) + 1])
        .filter(|x| (1..=MAX_A).contains(x))
        .collect();
    at_roots.push(MAX_A);
    while at_roots.len() < MAX_N {
        at_roots.push(points[rng.range(0, points.len() as u64 - 1) as usize]);
    }
    rng.shuffle(&mut at_roots);
    let random: Vec<u64> = (0..MAX_N).map(|_| rng.range(1, MAX_A)).collect();
    let all_max = vec![MAX_A; MAX_N];
    // Piles on both sides of every value change up to the bound.
    let mut changes: Vec<u64> = Vec::new();
    for (s, _, _) in boundaries() {
        changes.extend([s - 1, s]);
    }
    let edges: Vec<u64> = (0..MAX_N)
        .map(|_| changes[rng.range(0, changes.len() as u64 - 1) as usize])
        .collect();
    for (stem, piles) in [
        ("max-n-random", random),
        ("max-n-at-roots", at_roots),
        ("max-n-all-max", all_max),
        ("max-n-value-changes", edges),
    ] {
        let answer = second_computation(&counts, &piles);
        cases.push(Generated::constructed(
            stem,
            shape::values::input(&piles),
            &answer,
        ));
    }
    // 38888 random piles, each twice, and one pile of 1: mirror.
    let half: Vec<u64> = (0..MAX_N / 2).map(|_| rng.range(1, MAX_A)).collect();
    let mut mirrored = half.clone();
    mirrored.extend_from_slice(&half);
    mirrored.push(1);
    rng.shuffle(&mut mirrored);
    cases.push(Generated::constructed(
        "max-n-mirrored",
        shape::values::input(&mirrored),
        "Rublo",
    ));
    // The same pairs and one pile of 4, whose only move leaves 2.
    let mut plus = mirrored.clone();
    let one = plus.iter().position(|&x| x == 1).unwrap();
    plus[one] = 4;
    cases.push(Generated::constructed(
        "max-n-mirrored-plus-4",
        shape::values::input(&plus),
        "Furlo",
    ));
    cases
}

/// The value changes up to the statement's bound, from the runs derived
/// by the definition (not `solve`'s table): `(start, value before,
/// value from there)`.
pub fn boundaries() -> Vec<(u64, u8, u8)> {
    let runs = runs();
    runs.windows(2)
        .filter(|w| w[1].0 <= u128::from(MAX_A))
        .map(|w| (w[1].0 as u64, w[0].1, w[1].1))
        .collect()
}

/// The interior of the first run of value `v` that starts above 0, ends
/// excluded, for a pile whose value is known and stands at no boundary:
/// value 0 in 83..=6722, 1 in 5..=14, 2 in 17..=80, 3 in 6725..=50624.
pub fn interior(v: u8) -> (u64, u64) {
    let runs = runs();
    let i = runs.iter().position(|&(s, w)| w == v && s > 0).unwrap();
    (runs[i].0 as u64 + 1, runs[i + 1].0 as u64 - 2)
}

/// For each value change s up to the bound, (s - 1, a pile worth what
/// s - 1 is worth) and (s, a pile worth what s is worth), the second
/// pile inside its run (`interior`): each position
/// is lost for Furlo, and turns won if the value on that side of s is
/// wrong.
pub fn isolated_boundary_pairs() -> Vec<(u64, u64)> {
    let mut res = Vec::new();
    for (s, before, after) in boundaries() {
        for (p, v) in [(s - 1, before), (s, after)] {
            // The middle of the interior, brought down to 300 where the
            // interior reaches that low (so that the small cases stay
            // within the search's reach), else the interior's first pile.
            let (lo, hi) = interior(v);
            res.push((p, ((lo + hi) / 2).min(300).max(lo)));
        }
    }
    res
}

/// For `scripts/stress`: a pile at one side of a value change (s - 1 or
/// s, up to the bound), beside a pile of the same value inside its run,
/// and size - 1 random piles of up to 300 each twice (they cancel), so
/// the answer (Rublo) turns only if that one pile is valued wrong.
pub fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let bounds = boundaries();
    let (s, before, after) = bounds[rng.range(0, bounds.len() as u64 - 1) as usize];
    let (p, v) = if rng.range(0, 1) == 0 {
        (s - 1, before)
    } else {
        (s, after)
    };
    let (lo, hi) = interior(v);
    let mut piles = vec![p, rng.range(lo, hi)];
    for _ in 1..size.min(4) {
        let x = rng.range(1, 300);
        piles.extend([x, x]);
    }
    rng.shuffle(&mut piles);
    shape::values::input(&piles)
}

/// The second computation, beyond the search: the XOR of the runs'
/// values derived from the definition (`runs`, checked against the mex
/// table up to 10^7, which the search checks up to 300), never `solve`'s
/// table; `None` for more than 10 piles.
pub fn by_runs(input: &str) -> Option<String> {
    let piles = numbers(input).split_off(1);
    if piles.len() > 10 {
        return None;
    }
    let runs = runs();
    let xor = piles
        .iter()
        .fold(0, |acc, &x| acc ^ value_at(&runs, x.into()));
    Some(words(xor != 0))
}

/// A random input of size `size` (1..=8) for `scripts/stress`: one pile
/// of up to 40 * size (at most 300), or 2 to size + 2 piles (at most 10)
/// of up to 4 * size + 4 (size 1: up to 3 piles of up to 40; size 8: up
/// to 10 piles of up to 36, or one of up to 300).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let piles: Vec<u64> = if rng.range(0, 3) == 0 {
        vec![rng.range(1, (40 * size).min(300))]
    } else {
        let n = rng.range(2, (size + 2).min(10));
        (0..n).map(|_| rng.range(1, 4 * size + 4)).collect()
    };
    shape::values::input(&piles)
}

test_support::spec! {
    validate, reference, second_computation: by_runs, random_input,
    boundary_input, generated,
    min_searched: 20,
}
