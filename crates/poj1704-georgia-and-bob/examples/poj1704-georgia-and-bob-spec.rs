//! POJ 1704 Georgia and Bob's spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search of the chessmen game as
//! its reference, and the inputs made from them; apart from the solution.

use judge_io::Error;
use test_support::{nim, shape, verdict_lines, Generated, Rng, Strict, WinLossSearch};

/// The moves by the rules, on sorted positions.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(cells: &Vec<u16>) -> Vec<Vec<u16>> {
    let mut next = Vec::new();
    for i in 0..cells.len() {
        let lowest = if i == 0 { 1 } else { cells[i - 1] + 1 };
        for to in lowest..cells[i] {
            let mut c = cells.clone();
            c[i] = to;
            next.push(c);
        }
    }
    next
}

/// The statement's constraints, token by token, distinct cells included.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let cases = sc.next_in("T", 1usize, 20)?;
    sc.end_line()?;
    for _ in 0..cases {
        let n = sc.next_in("N", 1usize, 1000)?;
        sc.end_line()?;
        let mut cells = Vec::new();
        for _ in 0..n {
            cells.push(sc.next_in("P_i", 1u32, 10_000)?);
        }
        sc.end_line()?;
        cells.sort_unstable();
        if cells.windows(2).any(|w| w[0] == w[1]) {
            return Err(Error::new("two chessmen share a cell"));
        }
    }
    Ok(())
}

/// The search's answers if every case has at most 8 chessmen on cells
/// up to 20.
fn reference(input: &str) -> Option<String> {
    let cases = shape::cases::read(input);
    if !cases.iter().all(|c| nim::within(c, 8, 20)) {
        return None;
    }
    let mut search = WinLossSearch::new(moves);
    let words = ["Georgia will win", "Bob will win"];
    Some(verdict_lines(&cases, words, |c| {
        let mut cells: Vec<u16> = c.iter().map(|&p| p as u16).collect();
        cells.sort_unstable();
        search.wins(&cells)
    }))
}

/// Cells for pairs (from the right) with the given in-pair gaps and
/// random gaps between pairs, plus a lone leftmost chessman at cell
/// `1 + lone_gap` if given; shuffled.
fn board(rng: &mut Rng, gaps: &[u64], lone_gap: Option<u64>, spare: u64) -> Vec<u64> {
    let mut cells = Vec::new();
    let mut at = 0;
    if let Some(g) = lone_gap {
        at += g + 1;
        cells.push(at);
    }
    for &g in gaps {
        at += 1 + rng.range(0, spare);
        cells.push(at);
        at += g + 1;
        cells.push(at);
    }
    rng.shuffle(&mut cells);
    cells
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
/// cases, each of 1 to size distinct cells from 1..=2 * size + 2, in
/// random order (size 1: one chessman on 1..=4; size 8: up to 8 on
/// 1..=18).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let cases: Vec<Vec<u64>> = (0..rng.range(1, 3))
        .map(|_| {
            let mut cells: Vec<u64> = (1..=2 * size + 2).collect();
            rng.shuffle(&mut cells);
            cells.truncate(rng.range(1, size) as usize);
            cells
        })
        .collect();
    shape::cases::input(&cases)
}

/// The generated cases; judge-data/poj1704-georgia-and-bob/README.md
/// gives the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(1704);
    let mut cases = Generated::searched_series("random-small", 1..=6, |_| {
        let c: Vec<Vec<u64>> = (0..20)
            .map(|_| {
                let n = rng.range(1, 6) as usize;
                let mut cells: Vec<u64> = Vec::new();
                while cells.len() < n {
                    let p = rng.range(1, 20);
                    if !cells.contains(&p) {
                        cells.push(p);
                    }
                }
                cells
            })
            .collect();
        shape::cases::input(&c)
    });
    cases.push(Generated::searched(
        "edge-one-chessman",
        shape::cases::input(&[vec![1], vec![2], vec![20]]),
    ));
    // Gaps of 0, 1 and 2 to the wall or within one pair, each alone or
    // beside a pair of known gap, in sorted and in reversed order: the
    // staircase's steps one at a time.
    let steps: Vec<Vec<u64>> = vec![
        vec![3],
        vec![1, 2],
        vec![2, 1],
        vec![1, 3],
        vec![3, 1],
        vec![2, 3],
        vec![3, 2],
        vec![5, 2],
        vec![1, 2, 3],
        vec![3, 2, 1],
        vec![2, 3, 4],
        vec![4, 3, 2],
        vec![2, 4, 5],
        vec![3, 5, 6],
        vec![1, 3, 4, 6],
        vec![6, 4, 3, 1],
        vec![1, 3, 5, 6],
        vec![6, 5, 3, 1],
        vec![2, 3, 5, 7, 8],
        vec![8, 7, 5, 3, 2],
    ];
    cases.push(Generated::searched(
        "edge-steps-one-at-a-time",
        shape::cases::input(&steps),
    ));
    // T = 20 boards of 1000 chessmen on cells up to 10^4, 500 pairs
    // whose in-pair gaps come in equal pairs (Bob); in odd cases one gap
    // is widened by one, so that exactly one gap differs from its
    // partner (Georgia).
    let mut big = Vec::new();
    let mut answers = String::new();
    for k in 0..20 {
        let mut gaps: Vec<u64> = (0..250).map(|_| rng.range(0, 6)).collect();
        gaps.extend(gaps.clone());
        rng.shuffle(&mut gaps);
        if k % 2 == 1 {
            // Widen one gap by one: its partner now differs.
            gaps[0] += 1;
            answers.push_str("Georgia will win\n");
        } else {
            answers.push_str("Bob will win\n");
        }
        let cells = board(&mut rng, &gaps, None, 2);
        assert!(cells.iter().all(|&p| p <= 10_000));
        big.push(cells);
    }
    cases.push(Generated::constructed(
        "max-t-n-gap-pairs",
        shape::cases::input(&big),
        &answers,
    ));
    // Odd N: the lone leftmost chessman's distance to the wall is a heap
    // too; give it a partner pair with the same gap.
    let odd: Vec<Vec<u64>> = (0..20)
        .map(|_| {
            let mut gaps: Vec<u64> = (0..249).map(|_| rng.range(0, 6)).collect();
            gaps.extend(gaps.clone());
            let g = rng.range(0, 6);
            gaps.push(g);
            rng.shuffle(&mut gaps);
            board(&mut rng, &gaps, Some(g), 2)
        })
        .collect();
    cases.push(Generated::constructed(
        "max-t-odd-n-gap-pairs",
        shape::cases::input(&odd),
        &"Bob will win\n".repeat(20),
    ));
    cases
}

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 9,
}
