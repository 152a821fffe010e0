//! The jury of cf1934d2-xor-break-game: `JURY INPUT ANSWER` (see
//! `test_support::jury`). INPUT is `t` and t numbers n; ANSWER is one line
//! per game, `first` or `second`, the side that wins, or empty (then its
//! popcount rule alone). For each game the
//! jury sends n, reads the program's side, then checks every break `p1 p2`
//! (p = p1 ^ p2 is one of the two numbers the jury gave last, or n at the
//! start; 0 < p1, p2 < p), answers `-1 -1` and rejects an illegal break,
//! `0 0`, or a 63rd break after which it can still break; it answers `0 0`
//! when it can break neither part (the program won the game).
//!
//! Who wins: the holder of p wins iff popcount(p) is even (`holder_wins`,
//! checked in the tests against an exhaustive search of the rules for
//! every p below 2^13). It plays adversarially: holding a part of even
//! popcount (the program erred) it splits it into its highest bit and the
//! rest, two parts of odd popcount, and wins from there; when lost, it
//! breaks its largest breakable part so that the part the program must
//! break next is large: the larger of the two (the largest q < p of even
//! popcount with p's highest bit), which stretches a slow winning strategy
//! (splitting off the lowest bit) past 63 breaks; but in the odd-numbered
//! games of a run, on its odd turns, the smaller (the largest of even
//! popcount below twice p's second bit), so that a program that picks by
//! size (always the larger part) loses a long game there. It swaps the
//! pair's order every two turns, so that a program that picks by place
//! (always the first) loses too. (The even-numbered games keep the larger
//! part alone: the statement's sample, whose one long game is its fourth,
//! is won by a program that picks the larger part, as the statement's
//! judge lets it.)

use test_support::jury::{read, stored, Channel, Reject, Verdict};

#[allow(dead_code)] // The spec includes this file, for `holder_wins` and `referee`.
fn main() {
    test_support::jury::serve(referee)
}

/// The statement's bounds.
const MAX_T: usize = 1000;
const MAX_N: u64 = 1_000_000_000_000_000_000;
/// The program's breaks allowed per game.
pub const MAX_BREAKS: u32 = 63;

/// One run: every game of `input`.
pub fn referee(input: &str, answer: &str, io: &mut dyn Channel) -> Verdict {
    let games = parse(input)?;
    if let Some(answer) = stored(answer) {
        check_answer(&games, answer)?;
    }
    io.send(&games.len().to_string());
    for (i, &n) in games.iter().enumerate() {
        game(io, i + 1, n)?;
    }
    Ok(())
}

/// The stored answer: one side per game, each the popcount rule's.
fn check_answer(games: &[u64], answer: &str) -> Verdict {
    let sides: Vec<&str> = answer.split_ascii_whitespace().collect();
    if sides.len() != games.len() {
        return Err(Reject::Broken(format!(
            "answer: {} sides for {} games",
            sides.len(),
            games.len()
        )));
    }
    for (i, (&n, &side)) in games.iter().zip(&sides).enumerate() {
        let winner = if holder_wins(n) { "first" } else { "second" };
        if side != winner {
            return Err(Reject::Broken(format!(
                "answer line {}: {side:?}, but popcount({n}) = {} says {winner}",
                i + 1,
                n.count_ones()
            )));
        }
    }
    Ok(())
}

/// `t` then t numbers n, within the statement's bounds.
fn parse(input: &str) -> Result<Vec<u64>, Reject> {
    let broken = || {
        Reject::Broken(format!(
            "input: expected t <= {MAX_T}, then t numbers n in 1..={MAX_N}"
        ))
    };
    let values: Vec<u64> = input
        .split_ascii_whitespace()
        .map(str::parse)
        .collect::<Result<_, _>>()
        .map_err(|_| broken())?;
    match values.split_first() {
        Some((&t, games))
            if (1..=MAX_T as u64).contains(&t)
                && games.len() as u64 == t
                && games.iter().all(|n| (1..=MAX_N).contains(n)) =>
        {
            Ok(games.to_vec())
        }
        _ => Err(broken()),
    }
}

/// Game `k`, on n.
fn game(io: &mut dyn Channel, k: usize, n: u64) -> Verdict {
    io.send(&n.to_string());
    let side: String = read(io, &format!("the side in game {k}, `first` or `second`"))?;
    // What the program may break next: n, or one of the jury's two parts.
    // The word in any case: the round's published tutorial solution prints
    // `firSt` / `secoNd` (see STATEMENT.md).
    let mut held = match side.to_ascii_lowercase().as_str() {
        "first" => [n, n],
        "second" => match jury_break([n, n], Turn { game: k, turn: 0 }) {
            None => {
                io.send("0 0");
                return Ok(());
            }
            Some((q1, q2)) => {
                io.send(&format!("{q1} {q2}"));
                [q1, q2]
            }
        },
        _ => {
            return Err(Reject::Wrong(format!(
                "game {k} (n = {n}): expected `first` or `second`, got {side:?}"
            )))
        }
    };
    for breaks in 1.. {
        let what = format!("break {breaks} of game {k} (n = {n}, the program said {side})");
        let p1: u64 = read(io, &what)?;
        let p2: u64 = read(io, &what)?;
        let p = p1 ^ p2;
        let why = if (p1, p2) == (0, 0) {
            Some(format!(
                "0 0: it cannot break {} or {}, and lost",
                held[0], held[1]
            ))
        } else if !held.contains(&p) {
            Some(format!(
                "{p1} ^ {p2} = {p}, which is neither {} nor {}",
                held[0], held[1]
            ))
        } else if p1 == 0 || p2 == 0 || p1 >= p || p2 >= p {
            Some(format!(
                "{p1} {p2} is not a break of {p} (both parts in 1..{p})"
            ))
        } else {
            None
        };
        if let Some(why) = why {
            io.send("-1 -1");
            return Err(Reject::Wrong(format!("{what}: {why}")));
        }
        match jury_break(
            [p1, p2],
            Turn {
                game: k,
                turn: breaks,
            },
        ) {
            None => {
                io.send("0 0");
                return Ok(());
            }
            Some(_) if breaks >= MAX_BREAKS => {
                io.send("-1 -1");
                return Err(Reject::Wrong(format!(
                    "{what}: {MAX_BREAKS} breaks made, and the judge can still break {p1} or {p2}"
                )));
            }
            Some((q1, q2)) => {
                // The two parts in either order, two turns each: in an
                // odd-numbered game, where the even part is the larger on
                // even turns and the smaller on odd ones, any four turns in
                // a row hand over the part to break first and second,
                // larger and smaller, so a program that picks by place or
                // by size is not saved.
                let (q1, q2) = if breaks / 2 % 2 == 0 {
                    (q2, q1)
                } else {
                    (q1, q2)
                };
                io.send(&format!("{q1} {q2}"));
                held = [q1, q2];
            }
        }
    }
    unreachable!("the loop returns")
}

/// Whether the player who must break p wins: popcount(p) even, p > 0.
/// A break keeps the parity of the popcount (xor cancels bits in pairs)
/// and a power of two cannot be broken, so an odd holder always hands
/// over an even part, and an even holder hands over two odd ones
/// (highest bit, rest).
pub fn holder_wins(p: u64) -> bool {
    p != 0 && p.count_ones() % 2 == 0
}

/// Where the jury is: game `game` of the run (from 1), its turn `turn` in
/// it (0 when it breaks n, then the program's breaks so far).
struct Turn {
    game: usize,
    turn: u32,
}

/// The jury's break of one of `parts` at `at`, or `None` when both are
/// powers of two. Winning (a part of even popcount): its highest bit and
/// the rest. Lost: the largest part p (odd popcount, 3 bits or more),
/// into the largest q < p of even popcount that keeps p's highest bit,
/// and p ^ q (odd, smaller); but on an odd turn of an odd-numbered game
/// into s, the largest number of even popcount whose highest bit is p's
/// second, and p ^ s (odd, larger: it keeps p's highest bit). Both are
/// breaks: q and s are below p, and so is what they leave, p ^ q below p's
/// highest bit, p ^ s clearing p's second bit.
fn jury_break(parts: [u64; 2], at: Turn) -> Option<(u64, u64)> {
    if let Some(&p) = parts.iter().find(|&&p| holder_wins(p)) {
        let top = 1 << (63 - p.leading_zeros());
        return Some((top, p ^ top));
    }
    let p = parts
        .iter()
        .copied()
        .filter(|p| p.count_ones() >= 3)
        .max()?;
    let top = 1u64 << (63 - p.leading_zeros());
    if at.game % 2 == 1 && at.turn % 2 == 1 {
        // Below p's second bit h, 2h - 1 (every bit up to h) or 2h - 2
        // (all but the lowest; h >= 2 as p has 3 bits) has even popcount.
        let second = 1u64 << (63 - (p ^ top).leading_zeros());
        let s = if (2 * second - 1).count_ones() % 2 == 0 {
            2 * second - 1
        } else {
            2 * second - 2
        };
        return Some((p ^ s, s));
    }
    // p - 1 or a little below has even popcount (p has 3 bits or more, so
    // p - top >= 3 leaves room); p ^ top itself is the last resort.
    let q = (1..=p - top)
        .map(|d| p - d)
        .take(128)
        .find(|&q| q & top != 0 && q.count_ones() % 2 == 0)
        .unwrap_or(p ^ top);
    Some((q, p ^ q))
}
