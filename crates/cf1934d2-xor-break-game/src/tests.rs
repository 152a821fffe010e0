use std::collections::HashMap;
use std::io::{Read, Write};

use judge_io::{Error, Output, Scanner};
use test_support::jury::{judged_alike_without_answer, play_in_process};
use test_support::{Rng, WinLossSearch};

use super::{choose, play, solve};

#[path = "../examples/cf1934d2-xor-break-game-spec.rs"]
mod spec;
// The spec includes the jury (for its popcount rule); a file is a module
// once.
use spec::jury;

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
    let cases: [(&str, &str); 13] = [
        ("", "end of input"),
        ("1\n", "end of input"),
        ("x\n", "`x`"),
        ("1\n-3\n", "`-3`"),
        ("1\n9223372036854775808\n", "above 2^63 - 1"),
        // We break 3 into 2 1; the judge may break neither.
        ("1\n3\n2 1\n", "the judge's 2 1 is not a break of 2 or 1"),
        (
            "1\n3\n-1 -1\n",
            "the judge answered -1 -1: it found our last line illegal",
        ),
        // Two negative parts whose xor, 2, is one we gave.
        (
            "1\n3\n-1 -3\n",
            "the judge's -1 -3 is not a break of 2 or 1",
        ),
        ("1\n3\n1 x\n", "`x`"),
        // We are second on 7.
        ("1\n7\n7 0\n", "the judge's 7 0"),
        ("1\n7\n8 15\n", "the judge's 8 15"),
        // We are second on 2; 3 ^ 1 = 2, but 3 is not below 2.
        ("1\n2\n3 1\n", "the judge's 3 1 is not a break of 2 or 2"),
        ("2\n3\n0 0\n", "end of input"),
    ];
    for (judge, message) in cases {
        let e = scripted(judge).unwrap_err();
        assert!(e.contains(message), "{judge:?}: {e}");
    }
    // n = 0, above the statement's bounds, cannot be broken: the
    // holder loses.
    assert_eq!(scripted("1\n0\n0 0\n").unwrap(), "second\n");
    // n = 2^63 - 1 (63 ones: second), the largest this program plays.
    assert_eq!(
        scripted("1\n9223372036854775807\n0 0\n").unwrap(),
        "second\n"
    );
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

#[test]
fn the_jury_and_our_side_match_exhaustive_search_below_2_13() {
    let by_rules = spec::holder_wins_by_rules(1 << 13);
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
    assert!(e.contains("0 0: it cannot break 1 or 2, and lost"), "{e}");
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
    let e = play_in_process(one_game, jury::referee, "2\n1\n1\n", "second\nsecond\n").unwrap_err();
    assert!(e.contains("output ended"), "{e}");
    // A stored side that disagrees with the jury's rule is its own
    // failure.
    let e = play_in_process(play, jury::referee, "1\n3\n", "second\n").unwrap_err();
    assert!(e.contains("jury failure"), "{e}");
}

#[test]
fn the_jury_judges_alike_with_an_empty_answer() {
    // An empty answer file (the 2025-09 package's) leaves the winning side
    // to the jury's own popcount rule: the same verdicts as with the
    // stored sides, for our play and for losing ones.
    judged_alike_without_answer(
        || play,
        jury::referee,
        "4\n3\n13\n255\n1000000000000000000\n",
        "first\nsecond\nfirst\nfirst\n",
    )
    .unwrap();
    // The wrong side, played out to a loss.
    let e = judged_alike_without_answer(
        || scripted_player(wrong_side, choose),
        jury::referee,
        "2\n3\n12\n",
        "first\nfirst\n",
    )
    .unwrap_err();
    assert!(e.contains("game 1"), "{e}");
    // A losing break: 15 into 12 3, both of even popcount.
    fn losing(parts: [u64; 2]) -> Option<(u64, u64)> {
        if parts == [15, 15] {
            Some((12, 3))
        } else {
            choose(parts)
        }
    }
    let e = judged_alike_without_answer(
        || scripted_player(right_side, losing),
        jury::referee,
        "1\n15\n",
        "first\n",
    )
    .unwrap_err();
    assert!(e.contains("and lost"), "{e}");
}

/// Breaks the part `pick` chooses of the judge's pair (or n) into its highest
/// bit and the rest, whatever its popcount: `None` for a power of two.
fn break_part(parts: [u64; 2], pick: fn(u64, u64) -> u64) -> Option<(u64, u64)> {
    let p = pick(parts[0], parts[1]);
    if p.count_ones() < 2 {
        return None;
    }
    let top = 1 << (63 - p.leading_zeros());
    Some((top, p ^ top))
}

#[test]
fn the_jury_beats_programs_that_pick_a_part_by_place_or_by_size() {
    // The right side, then always the first part, the second, the larger
    // or the smaller (submissions/.../wrong_answer/larger-part.cpp is the
    // third): each wins some games against a jury that always hands the
    // part to break in one place or of one size, and loses every large
    // game against this one.
    fn first(parts: [u64; 2]) -> Option<(u64, u64)> {
        break_part(parts, |a, _| a)
    }
    fn second(parts: [u64; 2]) -> Option<(u64, u64)> {
        break_part(parts, |_, b| b)
    }
    fn larger(parts: [u64; 2]) -> Option<(u64, u64)> {
        break_part(parts, u64::max)
    }
    fn smaller(parts: [u64; 2]) -> Option<(u64, u64)> {
        break_part(parts, u64::min)
    }
    let mut rng = Rng::new(19342);
    for _ in 0..30 {
        let n = rng.range(1 << 59, spec::MAX_N);
        let input = format!("1\n{n}\n");
        let answer = format!("{}\n", right_side(n));
        for (name, strategy) in [
            ("first", first as fn([u64; 2]) -> Option<(u64, u64)>),
            ("second", second),
            ("larger", larger),
            ("smaller", smaller),
        ] {
            let verdict = play_in_process(
                scripted_player(right_side, strategy),
                jury::referee,
                &input,
                &answer,
            );
            assert!(verdict.is_err(), "always the {name} part wins n = {n}");
        }
    }
}

#[test]
fn the_jury_stretches_the_lowest_bit_strategy_on_most_large_n() {
    // Random n of even popcount up to 10^18: the slow strategy loses
    // nearly all of them by the break limit, ours none.
    let mut rng = Rng::new(1934);
    let mut games = Vec::new();
    while games.len() < 100 {
        let n = rng.range(1 << 59, spec::MAX_N);
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

test_support::problem_tests! { play: play, referee: jury::referee, spec: spec::spec() }
