//! AcWing 892 台阶-Nim游戏 (staircase Nim)'s spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search of the staircase game
//! as its reference, and the inputs made from them; apart from the
//! solution.

use judge_io::Error;
use test_support::draw::Piles;
use test_support::{numbers, shape, Generated, Rng, Strict, WinLossSearch};

/// The moves by the rules: `steps[i]` is step i + 1; stones moved from
/// step 1 leave the game.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(steps: &Vec<u8>) -> Vec<Vec<u8>> {
    let mut next = Vec::new();
    for i in 0..steps.len() {
        for k in 1..=steps[i] {
            let mut s = steps.clone();
            s[i] -= k;
            if i > 0 {
                s[i - 1] += k;
            }
            next.push(s);
        }
    }
    next
}

/// The exact layout of the judge's data and the problem's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    shape::values::validate(sc, ("n", 1..=100_000), ("a_i", 1..=1_000_000_000))
}

/// The search's answer for staircases of at most 4 steps of at most 5.
fn reference(input: &str) -> Option<String> {
    let steps = numbers(input).split_off(1);
    if steps.len() > 4 || steps.iter().any(|&s| s > 5) {
        return None;
    }
    let steps: Vec<u8> = steps.iter().map(|&s| s as u8).collect();
    let wins = WinLossSearch::new(moves).wins(&steps);
    Some(if wins { "Yes" } else { "No" }.to_string())
}

/// Odd steps (1-based) take `odd` in order, even steps `even`.
fn interleave(odd: &[u64], even: &[u64]) -> Vec<u64> {
    let mut steps = Vec::new();
    for i in 0..odd.len().max(even.len()) {
        steps.extend(odd.get(i));
        steps.extend(even.get(i));
    }
    steps
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
/// min(4, 1 + size / 2) steps of 1 to min(5, 1 + size / 2) stones (size
/// 1: one step of 1; size 8: 4 steps of up to 5, the most the search
/// takes).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let count = 1..=(1 + size / 2).min(4);
    let values = 1..=(1 + size / 2).min(5);
    shape::values::random(rng, &Piles::new(count, values))
}

/// The generated cases; judge-data/acwing892-staircase-nim/README.md
/// gives the argument behind each constructed answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(892);
    let mut cases = shape::values::random_small(&mut rng, 12, &Piles::new(1..=4, 1..=5));
    cases.extend(Generated::searched_each([
        ("edge-one-step", shape::values::input(&[1])),
        ("edge-equal-odd-steps", shape::values::input(&[3, 5, 3])),
        // Even n where the odd steps and the even steps disagree: only the
        // odd steps (counted from step 1, the one next to the ground) decide.
        (
            "edge-even-n-odd-steps-win",
            shape::values::input(&[1, 2, 3, 2]),
        ),
        (
            "edge-even-n-odd-steps-lose",
            shape::values::input(&[1, 1, 1, 2]),
        ),
    ]));
    let max = 1_000_000_000;
    let half = 50_000;
    // Odd steps in equal pairs, even steps anything: the second player
    // mirrors odd-step moves on the partner step and pushes stones that
    // arrive on an odd step one step further down.
    let odd = rng.paired(half / 2, 1..=max);
    let even = rng.values(half, 1..=max);
    cases.push(Generated::constructed(
        "max-n-odd-steps-paired",
        shape::values::input(&interleave(&odd, &even)),
        "No",
    ));
    // The same with one odd step made unequal to its partner: the first
    // player moves the difference down and then plays as above.
    let mut tilted = odd.clone();
    let partner = odd.iter().rposition(|&v| v == odd[0]).unwrap();
    tilted[partner] = if odd[0] > 1 { odd[0] - 1 } else { 2 };
    cases.push(Generated::constructed(
        "max-n-one-pair-unequal",
        shape::values::input(&interleave(&tilted, &even)),
        "Yes",
    ));
    // 100000 steps: 50000 odd steps of equal size, in pairs.
    let all_max = vec![max; 100_000];
    cases.extend(Generated::constructed_each([
        ("max-n-all-max", shape::values::input(&all_max), "No"),
        // 99998 steps: 49999 odd steps of equal size; emptying one leaves pairs.
        (
            "max-49999-odd-steps-all-max",
            shape::values::input(&all_max[2..]),
            "Yes",
        ),
    ]));
    cases
}

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 17,
}
