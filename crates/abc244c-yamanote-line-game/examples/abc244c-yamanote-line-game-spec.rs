//! AtCoder ABC244 C Yamanote Line Game's spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search over the sets of named
//! numbers (N <= 5) and beyond it the construction (the first player makes
//! the last of the 2N + 1 moves), and the inputs made from them; apart from
//! the solution. The answer is the side that wins, which the jury
//! (`examples/abc244c-yamanote-line-game-jury.rs`) makes the program play.

use judge_io::Error;
use test_support::{Generated, Rng, Strict, WinLossSearch};

/// The moves by the rules: a position is (numbers, the set named as a
/// bit mask); a move names any unused number.
pub fn moves(&(count, named): &(u32, u32)) -> Vec<(u32, u32)> {
    (0..count)
        .filter(|i| named & (1 << i) == 0)
        .map(|i| (count, named | (1 << i)))
        .collect()
}

/// The exact layout of the judge's data and the problem's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    sc.next_in("N", 1u32, 1000)?;
    sc.end_line()
}

/// The search's answer (the side that wins) for N <= 5.
fn reference(input: &str) -> Option<String> {
    let n: u32 = input.trim().parse().ok()?;
    if n > 5 {
        return None;
    }
    let wins = WinLossSearch::new(moves).wins(&(2 * n + 1, 0));
    Some(if wins { "First\n" } else { "Second\n" }.to_string())
}

/// A random game for `scripts/stress`: N up to `size`.
fn random_input(rng: &mut Rng, size: u64) -> String {
    format!("{}\n", rng.range(1, size.min(5)))
}

/// Beyond the search (N > 5), the construction the judge data's `max-*`
/// cases rest on: every move uses one of the 2N + 1 numbers, so the game
/// lasts 2N + 1 moves and the first player makes the last (`First`).
fn beyond_search(_input: &str) -> Option<String> {
    Some("First\n".to_string())
}

/// Games at the boundary of the numbers' range: N divisible by 4, for
/// which the jury leaves 2N + 1 to the program, half the time the
/// largest N = 1000 (2N + 1 = 2001).
fn boundary_input(rng: &mut Rng, _size: u64) -> String {
    let n = if rng.range(0, 1) == 0 {
        1000
    } else {
        4 * rng.range(1, 250)
    };
    format!("{n}\n")
}

/// The generated cases; judge-data/abc244c-yamanote-line-game/README.md
/// says what backs each answer.
fn generated() -> Vec<Generated> {
    let mut cases: Vec<Generated> = (1..=5)
        .map(|n| Generated::searched(&format!("edge-n-{n}"), format!("{n}\n")))
        .collect();
    for n in [999, 1000] {
        // 2N + 1 moves, whatever is played: the first player moves last.
        cases.push(Generated::constructed(
            &format!("max-n-{n}"),
            format!("{n}\n"),
            "First\n",
        ));
    }
    cases
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    boundary_input, generated,
    min_searched: 5,
}
