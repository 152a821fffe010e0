//! Codeforces 1934 D2 XOR Break — Game Version:
//! <https://codeforces.com/problemset/problem/1934/D2>
//!
//! **Game** (interactive, t games): the player who holds p must break it
//! into p1 ^ p2 = p with 0 < p1, p2 < p; the opponent then picks p1 or p2
//! and must break it. Whoever cannot break loses (normal play). We choose
//! to move first or second, with at most 63 breaks of ours per game.
//!
//! **Theory**: the holder of p wins iff popcount(p) is even. Xor cancels
//! bits in pairs, so a break keeps the popcount's parity: an odd holder
//! hands over a part of even popcount (or cannot break at all, holding a
//! power of two), while an even holder can hand over two odd parts.
//!
//! **Reduction**: say `first` iff popcount(n) is even; then always break
//! the even part of the judge's pair into (its highest bit, the rest). The
//! part the judge can break is below the highest bit, and so is all it
//! hands back, so each of our breaks is of a shorter number: at most 59
//! breaks for n <= 10^18 (62 for n < 2^63).
//!
//! **Complexity**: O(1) time and memory per break.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::play_main(play)
}

// Protocol: read t; for each game read n, say `first` or `second`, then
// alternate our break `p1 p2` with the judge's `q1 q2`, until it answers
// `0 0` (we won the game) or `-1 -1` (it found our line illegal: an error).
fn play<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let t: u64 = sc.next()?;
    for game in 1..=t {
        let n: u64 = sc.next()?;
        // The judge's replies are read as i64 (it may say -1 -1).
        if n > i64::MAX as u64 {
            return Err(Error::new(format!(
                "game {game}: n = {n} is above 2^63 - 1, the largest this program reads back"
            )));
        }
        play_game(sc, out, n).map_err(|e| Error::new(format!("game {game} (n = {n}): {e}")))?;
    }
    Ok(())
}

/// One game on n.
fn play_game<R: Read>(sc: &mut Scanner<R>, out: &mut Output, n: u64) -> Result<(), Error> {
    // The two numbers the judge may break next (ours), or n.
    let mut ours = [n, n];
    if solve(n) {
        writeln!(out, "first")?;
        ours = our_break([n, n], out)?;
    } else {
        writeln!(out, "second")?;
    }
    loop {
        let q1: i64 = sc.next()?;
        let q2: i64 = sc.next()?;
        match (q1, q2) {
            (0, 0) => return Ok(()),
            (-1, -1) => {
                return Err(Error::new(
                    "the judge answered -1 -1: it found our last line illegal",
                ))
            }
            _ => {}
        }
        let p = q1 ^ q2;
        if q1 <= 0 || q2 <= 0 || q1 >= p || q2 >= p || !ours.contains(&(p as u64)) {
            return Err(Error::new(format!(
                "the judge's {q1} {q2} is not a break of {} or {}",
                ours[0], ours[1]
            )));
        }
        ours = our_break([q1 as u64, q2 as u64], out)?;
    }
}

/// Prints our break of one of `parts` and returns its two parts, or
/// prints `0 0` (a loss) when neither can be broken.
fn our_break(parts: [u64; 2], out: &mut Output) -> Result<[u64; 2], Error> {
    match choose(parts) {
        Some((p1, p2)) => {
            writeln!(out, "{p1} {p2}")?;
            Ok([p1, p2])
        }
        None => {
            writeln!(out, "0 0")?;
            Err(Error::new(format!(
                "neither {} nor {} can be broken, and the judge did not say 0 0",
                parts[0], parts[1]
            )))
        }
    }
}

/// Whether the player who must break p wins: popcount(p) even (and p > 0:
/// 0 cannot be broken).
fn solve(p: u64) -> bool {
    p != 0 && p.count_ones() % 2 == 0
}

/// Our break of one of `parts`: the part of even popcount, into its
/// highest bit and the rest (two odd parts); with none (a lost position),
/// any part that can be broken; `None` when both are powers of two.
fn choose(parts: [u64; 2]) -> Option<(u64, u64)> {
    let p = parts
        .iter()
        .copied()
        .find(|&p| solve(p))
        .or_else(|| parts.iter().copied().find(|p| p.count_ones() >= 2))?;
    let top = 1 << (63 - p.leading_zeros());
    Some((top, p ^ top))
}

// The jury's referee, played against `play` in the tests.
#[cfg(test)]
#[path = "../examples/cf1934d2-xor-break-game-jury.rs"]
mod jury;

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::io::{Read, Write};

    use judge_io::{Error, Output, Scanner};
    use test_support::jury::{assert_wins, play_in_process};
    use test_support::{Generated, Rng, WinLossSearch};

    use super::{choose, jury, play, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        assert_wins(play, jury::referee, &input, &answer);
    }

    /// `play` on a scripted judge: its output, or its error.
    fn scripted(judge: &str) -> Result<String, String> {
        let mut sink = Vec::new();
        let mut out = Output::interactive(&mut sink);
        let res = play(&mut Scanner::new(judge.as_bytes()), &mut out);
        drop(out);
        res.map(|()| String::from_utf8(sink).unwrap())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn bad_input_and_bad_replies_end_with_one_error() {
        let cases: [(&str, &str); 11] = [
            ("", "end of input"),
            ("1\n", "end of input"),
            ("x\n", "`x`"),
            ("1\n-3\n", "`-3`"),
            ("1\n9223372036854775808\n", "above 2^63 - 1"),
            // We break 3 into 2 1; the judge may break neither.
            ("1\n3\n2 1\n", "the judge's 2 1 is not a break of 2 or 1"),
            ("1\n3\n-1 -1\n", "-1 -1"),
            ("1\n3\n1 x\n", "`x`"),
            // We are second on 7.
            ("1\n7\n7 0\n", "the judge's 7 0"),
            ("1\n7\n8 15\n", "the judge's 8 15"),
            ("2\n3\n0 0\n", "end of input"),
        ];
        for (judge, message) in cases {
            let e = scripted(judge).unwrap_err();
            assert!(e.contains(message), "{judge:?}: {e}");
        }
        // n = 0, above the statement's bounds, cannot be broken: the
        // holder loses.
        assert_eq!(scripted("1\n0\n0 0\n").unwrap(), "second\n");
        // Second on 13 = 1101b; the judge's 12 1 leaves us 12 = 8 ^ 4.
        assert_eq!(scripted("1\n13\n12 1\n0 0\n").unwrap(), "second\n8 4\n");
        // The statement's games, answered our way.
        assert_eq!(
            scripted("3\n1\n0 0\n3\n0 0\n777777770001\n0 0\n").unwrap(),
            "second\nfirst\n2 1\nfirst\n549755813888 228021956113\n"
        );
    }

    /// A position for the search: the two numbers the player to move may
    /// pick from (sorted; (p, p) when they hold p).
    fn moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut res = Vec::new();
        for p in if a == b { vec![a] } else { vec![a, b] } {
            for p1 in 1..p {
                let p2 = p ^ p1;
                if p1 < p2 && p2 < p {
                    res.push((p1, p2));
                }
            }
        }
        res
    }

    /// Whether the holder of p wins, for every p below `limit`, by the
    /// rules alone: some break leaves the opponent two losing parts.
    fn holder_wins_by_rules(limit: u64) -> Vec<bool> {
        let mut wins = vec![false; limit as usize];
        for p in 1..limit {
            wins[p as usize] = (1..p).any(|p1| {
                let p2 = p ^ p1;
                p2 < p && !wins[p1 as usize] && !wins[p2 as usize]
            });
        }
        wins
    }

    #[test]
    fn the_jury_and_our_side_match_exhaustive_search_below_2_13() {
        let by_rules = holder_wins_by_rules(1 << 13);
        for p in 1..1u64 << 13 {
            assert_eq!(jury::holder_wins(p), by_rules[p as usize], "p = {p}");
            assert_eq!(solve(p), by_rules[p as usize], "p = {p}");
        }
        // The same by the whole-position search, below 2^10.
        let mut search = WinLossSearch::new(moves);
        for p in 1..1u64 << 10 {
            assert_eq!(search.wins(&(p, p)), by_rules[p as usize], "p = {p}");
        }
    }

    /// The most breaks we make from `parts` (our turn) against any reply,
    /// `None` if some reply beats us; `memo` keeps what is known.
    fn breaks_against_every_reply(
        parts: (u64, u64),
        memo: &mut HashMap<(u64, u64), Option<u32>>,
    ) -> Option<u32> {
        if let Some(&known) = memo.get(&parts) {
            return known;
        }
        let res = match choose([parts.0, parts.1]) {
            None => None,
            Some((p1, p2)) => {
                let legal = parts.0 == p1 ^ p2 || parts.1 == p1 ^ p2;
                let p = p1 ^ p2;
                let mut most = Some(1);
                if !legal || p1 == 0 || p2 == 0 || p1 >= p || p2 >= p {
                    most = None;
                }
                for reply in moves(&(p1.min(p2), p1.max(p2))) {
                    most = match (most, breaks_against_every_reply(reply, memo)) {
                        (Some(m), Some(k)) => Some(m.max(k + 1)),
                        _ => None,
                    };
                }
                most
            }
        };
        memo.insert(parts, res);
        res
    }

    #[test]
    fn our_play_wins_against_every_reply_below_2_10() {
        // From every n < 2^10, on the side we choose, whatever the judge
        // breaks: and within bit length - 1 breaks.
        let mut memo = HashMap::new();
        for n in 1..1u64 << 10 {
            let most = if solve(n) {
                breaks_against_every_reply((n, n), &mut memo)
            } else {
                moves(&(n, n)).into_iter().try_fold(0, |most, reply| {
                    breaks_against_every_reply(reply, &mut memo).map(|k| most.max(k))
                })
            };
            let bits = 64 - n.leading_zeros();
            assert!(
                matches!(most, Some(k) if k < bits.max(1)),
                "n = {n}: {most:?}"
            );
        }
    }

    /// A scripted program: says `side` on every game, then breaks by
    /// `strategy` (our way or another), printing `0 0` when it cannot.
    fn scripted_player(
        side: fn(u64) -> &'static str,
        strategy: fn([u64; 2]) -> Option<(u64, u64)>,
    ) -> impl FnOnce(&mut Scanner<test_support::jury::Receiver>, &mut Output) -> Result<(), Error>
           + Send
           + 'static {
        move |sc, out| {
            let t: u64 = sc.next()?;
            for _ in 0..t {
                let n: u64 = sc.next()?;
                let first = side(n) == "first";
                writeln!(out, "{}", side(n))?;
                let mut parts = [n, n];
                loop {
                    if first || parts != [n, n] {
                        let (p1, p2) = strategy(parts).unwrap_or((0, 0));
                        writeln!(out, "{p1} {p2}")?;
                    }
                    let (q1, q2): (i64, i64) = (sc.next()?, sc.next()?);
                    if q1 == 0 {
                        break;
                    }
                    if q1 < 0 {
                        return Ok(());
                    }
                    parts = [q1 as u64, q2 as u64];
                }
            }
            Ok(())
        }
    }

    fn right_side(n: u64) -> &'static str {
        if solve(n) {
            "first"
        } else {
            "second"
        }
    }

    fn wrong_side(n: u64) -> &'static str {
        if solve(n) {
            "second"
        } else {
            "first"
        }
    }

    /// Splits off the lowest set bit of the even part: a winning break, but
    /// a slow one.
    fn lowest_bit(parts: [u64; 2]) -> Option<(u64, u64)> {
        let p = parts.iter().copied().find(|&p| solve(p))?;
        Some((p & p.wrapping_neg(), p & (p - 1)))
    }

    fn judged(
        input: &str,
        answer: &str,
        side: fn(u64) -> &'static str,
        strategy: fn([u64; 2]) -> Option<(u64, u64)>,
    ) -> String {
        play_in_process(
            scripted_player(side, strategy),
            jury::referee,
            input,
            answer,
        )
        .unwrap_err()
    }

    #[test]
    fn the_jury_rejects_wrong_programs() {
        // The wrong side, played out to a loss.
        let e = judged("1\n7\n", "second\n", wrong_side, choose);
        assert!(e.contains("0 0: it cannot break 2 or 1, and lost"), "{e}");
        let e = judged("2\n3\n12\n", "first\nfirst\n", wrong_side, choose);
        assert!(e.contains("game 1"), "{e}");
        // A losing break: 15 into 12 3, both of even popcount.
        fn losing(parts: [u64; 2]) -> Option<(u64, u64)> {
            if parts == [15, 15] {
                Some((12, 3))
            } else {
                choose(parts)
            }
        }
        let e = judged("1\n15\n", "first\n", right_side, losing);
        assert!(e.contains("and lost"), "{e}");
        // Illegal breaks.
        fn wrong_xor(_: [u64; 2]) -> Option<(u64, u64)> {
            Some((2, 4))
        }
        let e = judged("1\n3\n", "first\n", right_side, wrong_xor);
        assert!(e.contains("2 ^ 4 = 6, which is neither 3 nor 3"), "{e}");
        fn too_big(_: [u64; 2]) -> Option<(u64, u64)> {
            Some((7, 4))
        }
        let e = judged("1\n3\n", "first\n", right_side, too_big);
        assert!(e.contains("7 4 is not a break of 3"), "{e}");
        fn zero(_: [u64; 2]) -> Option<(u64, u64)> {
            Some((3, 0))
        }
        let e = judged("1\n3\n", "first\n", right_side, zero);
        assert!(e.contains("3 0 is not a break of 3"), "{e}");
        // Too many breaks: splitting off the lowest bit wins every game by
        // the rules, but the jury stretches it past 63 on 10^18.
        let e = judged(
            "1\n1000000000000000000\n",
            "first\n",
            right_side,
            lowest_bit,
        );
        assert!(
            e.contains("63 breaks made, and the judge can still break"),
            "{e}"
        );
        // ... while small games it wins.
        play_in_process(
            scripted_player(right_side, lowest_bit),
            jury::referee,
            "3\n3\n13\n255\n",
            "first\nsecond\nfirst\n",
        )
        .unwrap();
        // Words other than the statement's (in any case, the words are
        // right: the tutorial's `firSt`), and leaving early.
        fn mixed_case<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
            let _: [u64; 2] = [sc.next()?, sc.next()?];
            writeln!(out, "firSt")?;
            writeln!(out, "1 2")?;
            let _: [u64; 2] = [sc.next()?, sc.next()?];
            Ok(())
        }
        play_in_process(mixed_case, jury::referee, "1\n3\n", "first\n").unwrap();
        fn other_word<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
            let _: [u64; 2] = [sc.next()?, sc.next()?];
            writeln!(out, "alice")?;
            Ok(())
        }
        let e = play_in_process(other_word, jury::referee, "1\n3\n", "first\n").unwrap_err();
        assert!(
            e.contains("expected `first` or `second`, got \"alice\""),
            "{e}"
        );
        fn one_game<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
            let _: [u64; 2] = [sc.next()?, sc.next()?];
            writeln!(out, "second")?;
            let _: [i64; 2] = [sc.next()?, sc.next()?];
            Ok(())
        }
        let e =
            play_in_process(one_game, jury::referee, "2\n1\n1\n", "second\nsecond\n").unwrap_err();
        assert!(e.contains("output ended"), "{e}");
        // A stored side that disagrees with the jury's rule is its own
        // failure.
        let e = play_in_process(play, jury::referee, "1\n3\n", "second\n").unwrap_err();
        assert!(e.contains("jury failure"), "{e}");
    }

    #[test]
    fn the_jury_stretches_the_lowest_bit_strategy_on_most_large_n() {
        // Random n of even popcount up to 10^18: the slow strategy loses
        // nearly all of them by the break limit, ours none.
        let mut rng = Rng::new(1934);
        let mut games = Vec::new();
        while games.len() < 100 {
            let n = rng.range(1 << 59, MAX_N);
            if solve(n) {
                games.push(n);
            }
        }
        let over = games
            .iter()
            .filter(|&&n| {
                let input = format!("1\n{n}\n");
                play_in_process(play, jury::referee, &input, "first\n").unwrap();
                play_in_process(
                    scripted_player(right_side, lowest_bit),
                    jury::referee,
                    &input,
                    "first\n",
                )
                .is_err()
            })
            .count();
        assert!(over >= 90, "{over} of 100");
    }

    const MAX_N: u64 = 1_000_000_000_000_000_000;

    /// The problem's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let t = sc.next_in("t", 1usize, 1000)?;
        for _ in 0..t {
            sc.next_in("n", 1u64, MAX_N)?;
        }
        Ok(())
    }

    /// The search's sides when every n is below 2^12.
    fn reference(input: &str) -> Option<String> {
        let values = test_support::numbers(input);
        let games = &values[1..];
        if games.iter().any(|&n| n >= 1 << 12) {
            return None;
        }
        let wins = holder_wins_by_rules(1 << 12);
        Some(
            games
                .iter()
                .map(|&n| {
                    if wins[n as usize] {
                        "first\n"
                    } else {
                        "second\n"
                    }
                })
                .collect(),
        )
    }

    /// The sides by the jury's popcount rule (itself checked against the
    /// search), for the cases too large to search.
    fn sides(games: &[u64]) -> String {
        games
            .iter()
            .map(|&n| {
                if jury::holder_wins(n) {
                    "first\n"
                } else {
                    "second\n"
                }
            })
            .collect()
    }

    fn input(games: &[u64]) -> String {
        let mut s = format!("{}\n", games.len());
        for n in games {
            s += &format!("{n}\n");
        }
        s
    }

    /// The generated cases; judge-data/cf1934d2-xor-break-game/README.md
    /// says what backs each answer.
    /// A random run for `scripts/stress`: up to size games with n below
    /// 2^(size + 4) (at most 2^12, what the search answers).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let games: Vec<u64> = (0..rng.range(1, size))
            .map(|_| rng.range(1, (1 << (size + 4).min(12)) - 1))
            .collect();
        input(&games)
    }

    /// The search's answer below 2^12; beyond it, the jury's rule (the
    /// holder of p wins iff popcount(p) is even, `jury::holder_wins`,
    /// written apart from `solve` and checked against the search of the
    /// rules for every p below 2^13).
    fn search_or_rule(input: &str) -> Option<String> {
        reference(input).or_else(|| {
            let values = test_support::numbers(input);
            Some(
                values[1..]
                    .iter()
                    .map(|&n| {
                        if jury::holder_wins(n) {
                            "first\n"
                        } else {
                            "second\n"
                        }
                    })
                    .collect(),
            )
        })
    }

    /// Inputs at the boundaries of the strategy: numbers just below, at
    /// and just above powers of two 2^k (k = 2..=59, so n <= 10^18):
    /// 2^k - 1, 2^k - 2, 2^k + 1, 2^k + 2^j, 2^k - 2^j - 1, where a highest
    /// bit found by floating point or a popcount of too few bits goes
    /// wrong; 1 to size games each.
    fn boundary_input(rng: &mut Rng, size: u64) -> String {
        let games: Vec<u64> = (0..rng.range(1, size))
            .map(|_| {
                let k = rng.range(2, 59);
                let top = 1u64 << k;
                let j = rng.range(0, k - 1);
                match rng.range(0, 4) {
                    0 => top - 1,
                    1 => top - 2,
                    2 => top + 1,
                    3 => top + (1 << j),
                    _ => top - (1 << j) - 1,
                }
            })
            .collect();
        input(&games)
    }

    test_support::stress_tests! {
        play: play,
        referee: jury::referee,
        reference: search_or_rule,
        random_input: random_input,
        boundary_input: boundary_input,
    }

    fn generated() -> Vec<Generated> {
        let mut cases = Vec::new();
        for k in 0..4u64 {
            let games: Vec<u64> = (k * 1000 + 1..=(k * 1000 + 1000).min(4095)).collect();
            let stem = format!("edge-every-n-{}-to-{}", games[0], games[games.len() - 1]);
            cases.push(Generated::searched(&stem, input(&games)));
        }
        let small: Vec<u64> = (0..12)
            .flat_map(|k| [1 << k, (1 << k) - 1, (1 << k) + 1, (2 << k) - 2])
            .filter(|&n| (1..1 << 12).contains(&n))
            .collect();
        cases.push(Generated::searched("edge-powers-below-2-12", input(&small)));
        cases.push(Generated::searched("edge-t-1", input(&[1])));
        let mut rng = Rng::new(19342);
        for i in 1..=3 {
            let t = rng.range(1, 1000);
            let games: Vec<u64> = (0..t).map(|_| rng.range(1, (1 << 12) - 1)).collect();
            cases.push(Generated::searched(
                &format!("random-small-{i}"),
                input(&games),
            ));
        }
        // The largest: 1000 games each, sides by the popcount rule.
        let mut max = |stem: &str, games: Vec<u64>| {
            let answer = sides(&games);
            cases.push(Generated::constructed(stem, input(&games), &answer));
        };
        let mut rng = Rng::new(1934);
        max(
            "max-t-1000-random",
            (0..1000).map(|_| rng.range(1, MAX_N)).collect(),
        );
        let mut with_parity = |even: bool| {
            let mut games = Vec::new();
            while games.len() < 1000 {
                let n = rng.range(1 << 59, MAX_N);
                if jury::holder_wins(n) == even {
                    games.push(n);
                }
            }
            games
        };
        let even = with_parity(true);
        let odd = with_parity(false);
        max("max-t-1000-even-popcounts", even);
        max("max-t-1000-odd-popcounts", odd);
        // Dense numbers: 2^59 - 1 and 2^59 + 2^58 + ... with a few bits
        // cleared (long games for both sides).
        let mut dense = Vec::new();
        let full = (1u64 << 59) | ((1 << 59) - 1);
        while dense.len() < 1000 {
            let mut n = if dense.len() % 2 == 0 {
                full
            } else {
                (1 << 59) - 1
            };
            for _ in 0..rng.range(0, 3) {
                n &= !(1 << rng.range(0, 58));
            }
            if n <= MAX_N {
                dense.push(n);
            }
        }
        max("max-t-1000-dense", dense);
        let mut special = Vec::new();
        for k in 0..60 {
            special.extend([
                1u64 << k,
                (2u64 << k) - 1,
                (1 << k) + 1,
                (1 << 59) | (1 << k),
            ]);
        }
        special.retain(|&n| (1..=MAX_N).contains(&n));
        let mut d = 0;
        while special.len() < 1000 {
            special.push(MAX_N - d);
            d += 1;
        }
        max("max-t-1000-powers-and-near-10-18", special);
        cases
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 9,
    }

    #[test]
    fn every_stored_game_is_won_against_the_jury() {
        for case in test_support::stored_cases(env!("CARGO_PKG_NAME")) {
            assert_wins(play, jury::referee, &case.input, &case.answer);
        }
    }
}
