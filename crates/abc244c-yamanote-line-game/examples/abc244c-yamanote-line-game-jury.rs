//! The jury of abc244c-yamanote-line-game: `JURY INPUT ANSWER` (see
//! `test_support::jury`). INPUT is `N`; ANSWER is `First`, the side that
//! wins (the program names first), or empty (then the rule below alone). The jury sends N, then checks each
//! number the program names (in 1..=2N+1, never named before) and answers
//! with a random unused number (seeded from the input), or `0` when none
//! is left. For N divisible by 4 it never names 2N + 1 while another is
//! left, so the program must name the largest number itself (a program
//! that only knows 1..2N runs out); for other N any unused number may
//! come. Who wins is the spec's (`abc244c-yamanote-line-game-spec.rs`
//! searches every set of named numbers up to N = 5, and the 2N + 1 moves
//! argue the rest): the first player, for every N.

use test_support::jury::{read, seeded, stored, Channel, Reject, Verdict};

#[allow(dead_code)] // The tests include this file for `referee` alone.
fn main() {
    test_support::jury::serve(referee)
}

/// One run: the game on the N of `input`.
pub fn referee(input: &str, answer: &str, io: &mut dyn Channel) -> Verdict {
    let n: u64 = input
        .trim()
        .parse()
        .ok()
        .filter(|n| (1..=1000).contains(n))
        .ok_or_else(|| Reject::Broken(format!("input {input:?}: expected N in 1..=1000")))?;
    if matches!(stored(answer), Some(a) if a.trim() != "First") {
        return Err(Reject::Broken(format!(
            "answer {answer:?}: the player who names first wins for every N (2N + 1 numbers)"
        )));
    }
    let top = 2 * n + 1;
    let mut named = vec![false; top as usize + 1];
    let mut left = top;
    let mut rng = seeded(input);
    io.send(&n.to_string());
    for turn in 1.. {
        let what = format!("the program's number {turn}");
        let x: u64 = read(io, &what)?;
        if !(1..=top).contains(&x) {
            return Err(Reject::Wrong(format!("{what} is {x}, outside 1..={top}")));
        }
        if named[x as usize] {
            return Err(Reject::Wrong(format!("{what} is {x}, named before")));
        }
        named[x as usize] = true;
        left -= 1;
        if left == 0 {
            io.send("0");
            return Ok(());
        }
        // Any unused number: the k-th, k at random; for N divisible by 4,
        // 2N + 1 only when it is the last one left.
        let hold_top = n % 4 == 0 && !named[top as usize] && left > 1;
        let choices = if hold_top { left - 1 } else { left };
        let k = rng.range(1, choices);
        let y = (1..=top)
            .filter(|&y| !named[y as usize] && (!hold_top || y != top))
            .nth(k as usize - 1)
            .expect("k <= the unused numbers it may name");
        named[y as usize] = true;
        left -= 1;
        io.send(&y.to_string());
    }
    unreachable!("the loop returns")
}
