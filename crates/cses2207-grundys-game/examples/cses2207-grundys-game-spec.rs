//! CSES 2207 Grundy's Game's spec (`test_support::spec`): the statement's
//! constraints; as the reference, the exhaustive search of the game for
//! heaps up to 40 and, beyond it, the Grundy values by their definition
//! (`mex_table`, checked against the search in the problem's tests); the
//! large cases from that table and the one-off computation above 10^5; all
//! apart from the solution.

use judge_io::Error;
use test_support::{numbers, Generated, Rng, Strict, WinLossSearch};

/// The statement's largest heap, 10^6.
const MAX_HEAP: u32 = 1_000_000;

/// A position: the heaps of 3 or more coins, sorted (heaps of 1 and 2
/// have no move and never change).
type Heaps = Vec<u64>;

pub fn live(mut heaps: Heaps) -> Heaps {
    heaps.retain(|&h| h >= 3);
    heaps.sort_unstable();
    heaps
}

/// The moves by the rules: split one heap h into a and h - a with
/// 1 <= a < h - a.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
fn moves(heaps: &Heaps) -> Vec<Heaps> {
    let mut next = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        if i > 0 && heaps[i - 1] == h {
            continue; // The same heap size, the same moves.
        }
        for a in 1..=(h - 1) / 2 {
            let mut after = heaps.clone();
            after[i] = a;
            after.push(h - a);
            next.push(live(after));
        }
    }
    next
}

pub fn new_search() -> WinLossSearch<Heaps, fn(&Heaps) -> Vec<Heaps>> {
    WinLossSearch::new(moves as fn(&Heaps) -> Vec<Heaps>)
}

/// The largest single heap the search is asked about.
pub const SEARCH_MAX: u64 = 40;

/// The second computation, apart from `solve`'s list: g(0..=max) by the
/// definition, g(n) = mex{ g(a) ^ g(n - a) : 1 <= a < n - a }.
/// O(max^2 / 4).
pub fn mex_table(max: usize) -> Vec<u8> {
    let mut g = vec![0u8; max + 1];
    for n in 3..=max {
        let h = (n - 1) / 2;
        let mut seen = [false; 256];
        for (&x, &y) in g[1..=h].iter().zip(g[n - h..n].iter().rev()) {
            seen[usize::from(x ^ y)] = true;
        }
        let mex = seen.iter().position(|&s| !s).expect("values below 256");
        g[n] = mex as u8;
    }
    g
}

/// How far the spec and the tests compute the definition (about 2.5·10^9
/// steps, about a second).
pub const TABLE_MAX: usize = 100_000;

/// The outcome for every heap above `TABLE_MAX`, up to 10^6: the
/// one-off computation (examples/cses2207-grundys-game-full-table.rs,
/// its output in judge-data/cses2207-grundys-game/README.md) found no
/// heap in 100001..=10^6 with g = 0, so the first player wins them all.
fn one_off_first_wins(n: usize) -> bool {
    assert!(
        n > TABLE_MAX && n <= MAX_HEAP as usize,
        "the one-off result covers 100001..=10^6, not {}",
        n
    );
    true
}

/// The statement's constraints: 1 <= t <= 10^5, 1 <= n <= 10^6.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let t = sc.next_in("t", 1u64, 100_000)?;
    sc.end_line()?;
    for _ in 0..t {
        sc.next_in("n", 1, u64::from(MAX_HEAP))?;
        sc.end_line()?;
    }
    Ok(())
}

fn words(first_wins: bool) -> &'static str {
    if first_wins {
        "first\n"
    } else {
        "second\n"
    }
}

fn input(heaps: &[u64]) -> String {
    let mut s = format!("{}\n", heaps.len());
    for h in heaps {
        s.push_str(&format!("{}\n", h));
    }
    s
}

/// The search's answers when every heap is at most 40.
fn reference(input: &str) -> Option<String> {
    let heaps = numbers(input).split_off(1);
    if heaps.iter().any(|&n| n > SEARCH_MAX) {
        return None;
    }
    let mut search = new_search();
    Some(
        heaps
            .iter()
            .map(|&n| words(search.wins(&live(vec![n]))))
            .collect(),
    )
}

/// The second computation, beyond the search: the mex table up to 2000
/// (checked against the search in the problem's tests), which answers
/// `boundary_input`; `None` for a heap above 2000.
fn by_mex_table(input: &str) -> Option<String> {
    let heaps = numbers(input).split_off(1);
    if heaps.iter().any(|&n| n > 2_000) {
        return None;
    }
    let g = mex_table(2_000);
    Some(heaps.iter().map(|&n| words(g[n as usize] != 0)).collect())
}

/// Answers by the mex table up to 10^5 and by the one-off
/// computation above.
fn table_answer(g: &[u8], heaps: &[u64]) -> String {
    heaps
        .iter()
        .map(|&n| {
            let n = n as usize;
            words(if n <= TABLE_MAX {
                g[n] != 0
            } else {
                one_off_first_wins(n)
            })
        })
        .collect()
}

/// The heaps with g = 0 up to 2000 by the mex table (not `solve`'s
/// list).
fn zeros(g: &[u8]) -> Vec<u64> {
    (1..g.len().min(2_001))
        .filter(|&n| g[n] == 0)
        .map(|n| n as u64)
        .collect()
}

/// The generated cases; judge-data/cses2207-grundys-game/README.md gives
/// the backing of each.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(2207);
    let mut cases = Vec::new();
    for i in 1..=8 {
        let heaps: Vec<u64> = (0..20).map(|_| rng.range(1, SEARCH_MAX)).collect();
        cases.push(Generated::searched(
            &format!("random-small-{:02}", i),
            input(&heaps),
        ));
    }
    let all: Vec<u64> = (1..=SEARCH_MAX).collect();
    cases.push(Generated::searched("edge-every-heap-to-40", input(&all)));
    let g = mex_table(TABLE_MAX);
    let zero = zeros(&g);
    // Every heap 1..=1300: all 41 zeros and every heap around them.
    let to_1300: Vec<u64> = (1..=1_300).collect();
    cases.push(Generated::constructed(
        "table-every-heap-to-1300",
        input(&to_1300),
        &table_answer(&g, &to_1300),
    ));
    // Each zero and its neighbours at distance 1..=3.
    let mut around = Vec::new();
    for &z in &zero {
        for d in 0..=3 {
            around.push(z + d);
            if z > d {
                around.push(z - d);
            }
        }
    }
    cases.push(Generated::constructed(
        "table-zeros-and-neighbours",
        input(&around),
        &table_answer(&g, &around),
    ));
    let max_t = 100_000;
    // t = 10^5: a third zeros, a third heaps up to 10^5, a third up to
    // 10^6, shuffled.
    let mut mixed: Vec<u64> = (0..max_t)
        .map(|k| match k % 3 {
            0 => zero[rng.range(0, zero.len() as u64 - 1) as usize],
            1 => rng.range(1, TABLE_MAX as u64),
            _ => rng.range(1, u64::from(MAX_HEAP)),
        })
        .collect();
    rng.shuffle(&mut mixed);
    cases.push(Generated::constructed(
        "max-t-mixed",
        input(&mixed),
        &table_answer(&g, &mixed),
    ));
    // t = 10^5 zeros only: every answer `second`.
    let only_zeros: Vec<u64> = (0..max_t)
        .map(|_| zero[rng.range(0, zero.len() as u64 - 1) as usize])
        .collect();
    cases.push(Generated::constructed(
        "max-t-zeros",
        input(&only_zeros),
        &table_answer(&g, &only_zeros),
    ));
    // t = 10^5 heaps from 900001 to 10^6: the one-off computation's
    // range.
    let top: Vec<u64> = (0..max_t as u64).map(|k| u64::from(MAX_HEAP) - k).collect();
    cases.push(Generated::constructed(
        "max-t-largest-heaps",
        input(&top),
        &table_answer(&g, &top),
    ));
    cases
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
/// 2 * size heaps of 1..=5 * size coins (size 8: up to 16 heaps of up to
/// 40, the most the search is asked about).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let heaps: Vec<u64> = (0..rng.range(1, 2 * size))
        .map(|_| rng.range(1, 5 * size))
        .collect();
    input(&heaps)
}

/// Heaps at the theory's boundaries: the heaps with g = 0 of
/// `SECOND_WINS_BY_SOURCE` and their neighbours at distance 1..=3, 1 to
/// size of them; answered by `by_mex_table`.
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let heaps: Vec<u64> = (0..rng.range(1, size))
        .map(|_| {
            let z = SECOND_WINS_BY_SOURCE[rng.range(0, 40) as usize];
            (z + rng.range(0, 6)).saturating_sub(3).max(1)
        })
        .collect();
    input(&heaps)
}

/// The P-positions as OEIS A036685 and the public solutions list them
/// (copied from the sources, not from `solve`), for `boundary_input`.
const SECOND_WINS_BY_SOURCE: [u64; 41] = [
    1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359,
    362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

test_support::spec! {
    validate, reference, second_computation: by_mex_table, random_input,
    boundary_input, generated,
    min_searched: 10,
}
