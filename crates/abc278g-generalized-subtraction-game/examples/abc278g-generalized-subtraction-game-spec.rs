//! AtCoder ABC278 G Generalized Subtraction Game's spec
//! (`test_support::spec`): the statement's constraints, the exhaustive
//! search over the sets of cards on the table (N <= 14) and beyond it the
//! jury's Grundy table (written apart from the solution, checked against the
//! search in the tests), and the inputs made from them. The answer is the
//! side that wins, which the jury makes the program play.

use judge_io::Error;
use test_support::{Generated, Strict, WinLossSearch};

/// The jury: its own Grundy table (`jury::grundy`) is the reference beyond
/// the search; the spec program uses nothing else of it, the tests its
/// `referee` too.
#[allow(dead_code)]
#[path = "abc278g-generalized-subtraction-game-jury.rs"]
pub mod jury;

/// A position for the search: the cards as bits (card i is bit i - 1)
/// and the lengths l..=r.
type Position = (u32, usize, usize);

/// The moves by the rules: take y adjacent cards, l <= y <= r.
pub fn moves(&(mask, l, r): &Position) -> Vec<Position> {
    let mut res = Vec::new();
    for y in l..=r.min(16) {
        let block = (1u32 << y) - 1;
        for x in 0..=16 - y {
            if mask & (block << x) == block << x {
                res.push((mask ^ (block << x), l, r));
            }
        }
    }
    res
}

pub fn full(n: usize) -> u32 {
    (1u32 << n) - 1
}

/// The largest N searched, for every 1 <= L <= R <= N.
pub const SEARCHED: usize = 14;

/// The exact layout of the judge's data and the problem's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("N", 1usize, 2000)?;
    let l = sc.next_in("L", 1, n)?;
    sc.next_in("R", l, n)?;
    sc.end_line()
}

/// The search's side for N <= 14.
fn reference(input: &str) -> Option<String> {
    let v = test_support::numbers(input);
    let (n, l, r) = (v[0] as usize, v[1] as usize, v[2] as usize);
    if n > SEARCHED {
        return None;
    }
    let wins = WinLossSearch::new(moves).wins(&(full(n), l, r));
    Some(if wins { "First\n" } else { "Second\n" }.to_string())
}

/// A random game for `scripts/stress`: N up to min(size + 2, SEARCHED),
/// 1 <= L <= R <= N.
fn random_input(rng: &mut test_support::Rng, size: u64) -> String {
    let n = rng.range(1, (size + 2).min(SEARCHED as u64));
    let l = rng.range(1, n);
    let r = rng.range(l, n);
    format!("{n} {l} {r}\n")
}

/// Beyond the search (more than SEARCHED cards), the jury's Grundy
/// table (written apart from `solve`, checked against the search for
/// every game of SEARCHED cards in the tests): First iff the
/// whole row's value is not 0.
fn beyond_search(input: &str) -> Option<String> {
    let v = test_support::numbers(input);
    let (n, l, r) = (v[0] as usize, v[1] as usize, v[2] as usize);
    let first = jury::grundy(n, l, r)[n] != 0;
    Some(if first { "First\n" } else { "Second\n" }.to_string())
}

/// Games where no symmetric opening exists and the Grundy values of
/// runs decide every move: L = R in 1..=10 and N - L odd, N up to 400,
/// long enough for runs worth 5 and more to occur.
fn boundary_input(rng: &mut test_support::Rng, _size: u64) -> String {
    let l = rng.range(1, 10);
    let n = l + 1 + 2 * rng.range(0, (399 - l) / 2);
    format!("{n} {l} {l}\n")
}

/// The generated cases; judge-data/abc278g-generalized-subtraction-game/
/// README.md says what backs each answer.
fn generated() -> Vec<Generated> {
    let mut cases = Vec::new();
    for (n, l, r) in [
        (1, 1, 1),
        (2, 1, 1),
        (2, 2, 2),
        (2, 1, 2),
        (3, 2, 2),
        (4, 1, 1),
        (5, 2, 2),
        (7, 2, 2),
        (9, 2, 2),
        (11, 2, 2),
        (10, 3, 3),
        (12, 5, 5),
        (12, 1, 12),
        (11, 4, 6),
        (13, 2, 2),
        (14, 3, 3),
    ] {
        let stem = format!("edge-n-{n}-l-{l}-r-{r}");
        cases.push(Generated::searched(&stem, format!("{n} {l} {r}\n")));
    }
    let mut rng = test_support::Rng::new(278);
    for i in 1..=6 {
        let n = rng.range(1, SEARCHED as u64);
        let l = rng.range(1, n);
        let r = rng.range(l, n);
        let stem = format!("random-small-{i}");
        cases.push(Generated::searched(&stem, format!("{n} {l} {r}\n")));
    }
    // L = R with N - L odd: the jury's values (checked against the
    // search in the tests) decide.
    for (n, l) in [
        (1997, 2),
        (1999, 2),
        (1048, 3),
        (2000, 3),
        (1943, 10),
        (1499, 500),
        (1999, 1000),
        (2000, 1),
    ] {
        let g = jury::grundy(n, l, l);
        let side = if g[n] != 0 { "First\n" } else { "Second\n" };
        let stem = format!("max-n-{n}-l-{l}-r-{l}");
        cases.push(Generated::constructed(
            &stem,
            format!("{n} {l} {l}\n"),
            side,
        ));
    }
    // Some length has N's parity: the first player mirrors.
    for (n, l, r) in [(2000, 1, 2), (2000, 2, 2), (1999, 1, 1999), (2000, 7, 8)] {
        let stem = format!("max-n-{n}-l-{l}-r-{r}");
        cases.push(Generated::constructed(
            &stem,
            format!("{n} {l} {r}\n"),
            "First\n",
        ));
    }
    cases
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    boundary_input, generated,
    min_searched: 23,
}
