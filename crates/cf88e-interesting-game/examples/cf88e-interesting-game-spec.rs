//! Codeforces 88E Interesting Game's spec (`test_support::spec`): the
//! statement's constraints; as the reference, the exhaustive search of the
//! game by its rules (split a pile into k >= 2 consecutive sizes) for
//! n <= 90; the larger cases from a second computation (Grundy values
//! pulled one pile at a time, written apart from the solution and checked
//! against the search in the problem's tests); and the inputs made from
//! them.

use judge_io::Error;
use test_support::{numbers, Generated, Rng, Strict, WinLossSearch};

/// Every split of a pile of `m` by the rules, as (k, the parts): k >= 2
/// consecutive sizes b, b + 1, ..., b + k - 1 with b >= 1 adding up to
/// m, found by trying every b and adding parts until the sum reaches m.
fn splits(m: u64) -> Vec<(usize, Vec<u64>)> {
    let mut res = Vec::new();
    for b in 1..m {
        let mut parts = vec![b];
        let mut sum = b;
        while sum < m {
            let next = parts[parts.len() - 1] + 1;
            parts.push(next);
            sum += next;
        }
        if sum == m && parts.len() >= 2 {
            res.push((parts.len(), parts));
        }
    }
    res.sort();
    res
}

/// `piles` in the search's canonical form: sorted, without piles of 1
/// and 2 (which no rule can split: 1 has no two positive parts, and
/// 1 + 1 are not consecutive sizes).
pub fn canonical(mut piles: Vec<u64>) -> Vec<u64> {
    piles.retain(|&p| p > 2);
    piles.sort_unstable();
    piles
}

/// Every position one move away, by the rules alone.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let each = |m| splits(m).into_iter().map(|(_, parts)| parts).collect();
    test_support::nim::sum_moves(piles, each, |p| p > 2)
}

/// The answer by the search: the least k whose split leaves a position
/// lost for the player to move, or -1.
pub fn searched_answer<F>(search: &mut WinLossSearch<Vec<u64>, F>, n: u64) -> String
where
    F: FnMut(&Vec<u64>) -> Vec<Vec<u64>>,
{
    for (k, parts) in splits(n) {
        if !search.wins(&canonical(parts)) {
            return k.to_string();
        }
    }
    "-1".to_string()
}

pub fn as_answer(k: Option<usize>) -> String {
    k.map_or("-1".to_string(), |k| k.to_string())
}

/// The second computation: Grundy values pulled one pile at a time,
/// each split's value as the XOR of its parts' values (no prefix XOR),
/// splits found by testing every k, the mex by a list of seen values.
/// About n sqrt(2n) steps; written apart from `prefix_xors`.
pub fn grundy_by_pulling(n: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    for m in 1..=n {
        let mut seen = [false; 64];
        let mut k = 2;
        while k * (k + 1) / 2 <= m {
            if (m - k * (k - 1) / 2) % k == 0 {
                let b = (m - k * (k - 1) / 2) / k;
                let value = g[b..b + k].iter().fold(0, |acc, &v| acc ^ v);
                seen[value as usize] = true;
            }
            k += 1;
        }
        g[m] = seen.iter().position(|&s| !s).unwrap() as u32;
    }
    g
}

/// The answer from [`grundy_by_pulling`]'s table.
pub fn answer_by_pulling(g: &[u32], n: usize) -> String {
    if g[n] == 0 {
        return "-1".to_string();
    }
    for k in 2..=n {
        if k * (k + 1) / 2 > n {
            break;
        }
        if (n - k * (k - 1) / 2) % k == 0 {
            let b = (n - k * (k - 1) / 2) / k;
            if g[b..b + k].iter().fold(0, |acc, &v| acc ^ v) == 0 {
                return k.to_string();
            }
        }
    }
    panic!("g({n}) != 0 but no split has value 0")
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    sc.next_in("n", 1u64, 100_000)?;
    sc.end_line()
}

/// The search's answer for n <= 90.
fn reference(input: &str) -> Option<String> {
    let n = numbers(input)[0];
    if n > 90 {
        return None;
    }
    Some(searched_answer(&mut WinLossSearch::new(moves), n))
}

fn input(n: usize) -> String {
    format!("{n}\n")
}

/// The generated cases; judge-data/cf88e-interesting-game/README.md
/// gives the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(88);
    let mut cases = Generated::searched_series("random-small", 1..=12, |_| {
        let n = rng.range(4, 90) as usize;
        input(n)
    });
    for (stem, n) in [
        ("edge-one-stone", 1),
        ("edge-two-stones", 2),
        ("edge-power-of-two-64", 64),
        ("edge-least-legal-k-loses-21", 21),
        ("edge-90", 90),
        // Two winning k (2 and 3): only the least is right.
        ("edge-two-winning-k-15", 15),
    ] {
        cases.push(Generated::searched(stem, input(n)));
    }
    let g = grundy_by_pulling(100_000);
    // The largest n whose answer is neither -1 nor the least legal k.
    let not_least = (1..=100_000)
        .rev()
        .find(|&n| {
            let answer = answer_by_pulling(&g, n);
            let least_legal =
                (2..n).find(|&k| k * (k + 1) / 2 <= n && (n - k * (k - 1) / 2) % k == 0);
            answer != "-1" && Some(answer) != least_legal.map(|k| k.to_string())
        })
        .unwrap();
    // A random n near the top with a winning first move.
    let random_win = loop {
        let n = rng.range(90_000, 100_000) as usize;
        if g[n] != 0 {
            break n;
        }
    };
    for (stem, n) in [
        ("max-n-100000", 100_000),
        ("max-largest-answer-443", 98_346),
        ("max-not-least-legal-k", not_least),
        ("max-random-first-wins", random_win),
        // A size whose answer reads a value above 8 (README).
        ("edge-values-above-8-matter-94249", 94_249),
    ] {
        cases.push(Generated::constructed(
            stem,
            input(n),
            &answer_by_pulling(&g, n),
        ));
    }
    // 2^16: no sum of k >= 2 consecutive positive sizes is a power of
    // two, so there is no move at all.
    cases.push(Generated::constructed(
        "max-power-of-two-65536",
        input(65_536),
        "-1",
    ));
    cases
}

/// A random input of size `size` (1..=8) for `scripts/stress`: n in
/// 1..=min(90, 12 * size) (size 1: up to 12; size 8: up to 90, the most
/// the search takes).
fn random_input(rng: &mut Rng, size: u64) -> String {
    input(rng.range(1, (12 * size).min(90)) as usize)
}

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 19,
}
