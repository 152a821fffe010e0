use std::collections::HashMap;
use std::io::{Read, Write};
use std::sync::{Arc, Mutex};

use judge_io::{Error, Output, Scanner};
use test_support::jury::{judged_alike_without_answer, play_in_process};
use test_support::WinLossSearch;

use super::{play, solve};

#[path = "../examples/abc278g-generalized-subtraction-game-spec.rs"]
mod spec;
// The spec includes the jury (its Grundy table is the reference beyond the
// search), and a file is loaded as a module once.
use spec::jury;

#[test]
fn the_statement_grundy_values_and_sequences() {
    // L = 1, R = 2 (the sample's game), by the jury's mex over every move.
    assert_eq!(jury::grundy(6, 1, 2), [0, 1, 2, 3, 1, 4, 3]);
    // L = R = 1: m mod 2.
    let g = jury::grundy(2000, 1, 1);
    assert!((0..=2000).all(|m| g[m] == m as u32 % 2));
    // L = R = 2: Dawson's Kayles, octal 0.07, and ours agrees.
    let dawson = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3];
    assert_eq!(jury::grundy(19, 2, 2), dawson);
    assert_eq!(super::grundy(19, 2), dawson);
    // Period 34 from m = 53 on.
    let g = jury::grundy(2000, 2, 2);
    assert!((53..=2000 - 34).all(|m| g[m] == g[m + 34]));
    // Our table is the jury's wherever L = R.
    for l in [1, 2, 3, 10, 500] {
        assert_eq!(super::grundy(2000, l), jury::grundy(2000, l, l), "L = {l}");
    }
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
    let cases: [(&str, &str); 13] = [
        ("", "end of input"),
        ("6 1", "end of input"),
        ("x 1 2", "`x`"),
        ("6 -1 2", "`-1`"),
        ("10001 1 1", "N = 10001 is above"),
        ("6 0 2", "L = 0"),
        // We take 3 4 (the middle two); the judge may not take 3 again.
        ("6 1 2\n3 1\n", "the judge took 3 1"),
        ("6 1 2\n1 3\n", "the judge took 1 3"),
        ("6 1 2\n4 2\n", "the judge took 4 2"),
        // Past the table's end, beyond the empty place after card N.
        ("6 1 2\n8 1\n", "the judge took 8 1"),
        (
            "6 1 2\n-1 -1\n",
            "the judge answered -1 -1: it found our last line illegal",
        ),
        (
            "6 1 2\n9223372036854775807 2\n",
            "the judge took 9223372036854775807 2",
        ),
        ("6 1 2\n1 x\n", "`x`"),
    ];
    for (judge, message) in cases {
        let e = scripted(judge).unwrap_err();
        assert!(e.contains(message), "{judge:?}: {e}");
    }
    // Values beyond the statement's bounds, answered by the rules: no
    // length fits (L > N, or L > R), so the first player has no move.
    assert_eq!(scripted("2 3 5\n0 0\n").unwrap(), "Second\n");
    assert_eq!(scripted("6 3 2\n0 0\n").unwrap(), "Second\n");
    // N = 10^4, the largest this program tabulates, is played (N is even,
    // and each move takes one card: the second player wins).
    assert_eq!(scripted("10000 1 1\n0 0\n").unwrap(), "Second\n");
    // R above N is N.
    assert_eq!(scripted("3 1 9\n0 0\n").unwrap(), "First\n2 1\n");
    // The statement's opening, answered by its mirror.
    assert_eq!(
        scripted("6 1 2\n1 1\n2 1\n0 0\n").unwrap(),
        "First\n3 2\n6 1\n5 1\n"
    );
}

/// The cards of `mask` as `play` holds them.
fn cards(n: usize, mask: u32) -> Vec<bool> {
    (0..n + 2)
        .map(|i| (1..=n).contains(&i) && mask & (1 << (i - 1)) != 0)
        .collect()
}

#[test]
fn the_jury_grundy_values_match_exhaustive_search_up_to_n_14() {
    // Every set of cards of N = 14, every L <= R: the xor of the runs'
    // values is non-zero iff the player to move wins.
    for r in 1..=spec::SEARCHED {
        for l in 1..=r {
            let g = jury::grundy(spec::SEARCHED, l, r);
            let mut search = WinLossSearch::new(spec::moves);
            for mask in 0..=spec::full(spec::SEARCHED) {
                let c = cards(spec::SEARCHED, mask);
                let total = super::runs(&c).iter().fold(0, |acc, &(_, m)| acc ^ g[m]);
                assert_eq!(
                    total != 0,
                    search.wins(&(mask, l, r)),
                    "cards {mask:b}, L = {l}, R = {r}"
                );
            }
        }
    }
}

/// Whether our moves win from `mask` (our turn) against every reply;
/// `won` memoises the positions already shown.
fn wins_against_every_reply(
    n: usize,
    l: usize,
    r: usize,
    mask: u32,
    won: &mut HashMap<u32, bool>,
) -> bool {
    if let Some(&known) = won.get(&mask) {
        return known;
    }
    let plan = solve(n, l, r);
    let res = match plan.choose(&cards(n, mask)) {
        None => false,
        Some((x, y)) => {
            let block = ((1u32 << y) - 1) << (x - 1);
            (l..=r).contains(&y)
                && x + y - 1 <= n
                && mask & block == block
                && spec::moves(&(mask ^ block, l, r))
                    .iter()
                    .all(|&(next, _, _)| wins_against_every_reply(n, l, r, next, won))
        }
    };
    won.insert(mask, res);
    res
}

#[test]
fn our_play_wins_against_every_reply_up_to_n_14() {
    // Every N <= 14 and L <= R <= N: we take the side the search says
    // wins, and from there win whatever the judge plays.
    for n in 1..=spec::SEARCHED {
        for r in 1..=n {
            for l in 1..=r {
                let plan = solve(n, l, r);
                let mut search = WinLossSearch::new(spec::moves);
                let first = search.wins(&(spec::full(n), l, r));
                assert_eq!(plan.moves_first(), first, "{n} {l} {r}");
                let mut won = HashMap::new();
                let wins = if first {
                    wins_against_every_reply(n, l, r, spec::full(n), &mut won)
                } else {
                    spec::moves(&(spec::full(n), l, r))
                        .iter()
                        .all(|&(next, _, _)| wins_against_every_reply(n, l, r, next, &mut won))
                };
                assert!(wins, "{n} {l} {r}");
            }
        }
    }
}

/// A scripted program: says `side`, then takes the leftmost block of
/// `len(n, l, r)` cards it can (after `opening`, if any), or prints
/// `0 0` when it has none. What the judge says last goes to `heard`.
fn leftmost(
    side: &'static str,
    opening: Option<(usize, usize)>,
    heard: Arc<Mutex<String>>,
) -> impl FnOnce(&mut Scanner<test_support::jury::Receiver>, &mut Output) -> Result<(), Error>
       + Send
       + 'static {
    move |sc, out| {
        let n: usize = sc.next()?;
        let l: usize = sc.next()?;
        let r: usize = sc.next()?;
        let mut cards = vec![true; n + 2];
        cards[0] = false;
        cards[n + 1] = false;
        writeln!(out, "{side}")?;
        let mut pending = opening;
        let mut ours = side == "First";
        loop {
            if ours {
                let next = pending.take().or_else(|| {
                    (1..=n + 1 - l)
                        .find(|&x| (x..x + l).all(|i| cards[i]))
                        .map(|x| (x, l))
                });
                let (x, y) = next.unwrap_or((0, 0));
                writeln!(out, "{x} {y}")?;
                if x > 0 && x + y - 1 <= n {
                    cards[x..x + y].iter_mut().for_each(|c| *c = false);
                }
            }
            ours = true;
            let a: i64 = sc.next()?;
            let b: i64 = sc.next()?;
            *heard.lock().unwrap() = format!("{a} {b}");
            if a <= 0 {
                return Ok(());
            }
            let (a, b) = (a as usize, b as usize);
            assert!(b <= r);
            cards[a..a + b].iter_mut().for_each(|c| *c = false);
        }
    }
}

/// The jury's verdict on a scripted program, and the judge's last line.
fn judged(
    input: &str,
    answer: &str,
    side: &'static str,
    opening: Option<(usize, usize)>,
) -> (Result<(), String>, String) {
    let heard = Arc::new(Mutex::new(String::new()));
    let program = leftmost(side, opening, Arc::clone(&heard));
    let verdict = play_in_process(program, jury::referee, input, answer);
    let last = heard.lock().unwrap().clone();
    (verdict, last)
}

#[test]
fn the_jury_rejects_wrong_programs() {
    // The wrong side, played out to a loss: 0 0 from the program.
    let (v, last) = judged("6 1 2\n", "First\n", "Second", None);
    let e = v.unwrap_err();
    assert!(e.contains("0 0: it has no move and lost"), "{e}");
    assert!(e.contains("it chose Second; First wins 6 1 2"), "{e}");
    assert_eq!(last, "-1 -1");
    let (v, _) = judged("5 2 2\n", "Second\n", "First", None);
    assert!(v.unwrap_err().contains("lost"));
    // A losing move (1 1 leaves a run of 5, value 4) on a won game.
    let (v, last) = judged("6 1 2\n", "First\n", "First", Some((1, 1)));
    assert!(v.unwrap_err().contains("lost"));
    assert_eq!(last, "-1 -1");
    // Illegal moves, answered -1 -1.
    for (opening, why) in [
        ((1, 3), "y = 3 is outside 1..=2"),
        ((6, 2), "cards from 6 on, 2 of them, are not all in 1..=6"),
        ((0, 1), "cards from 0 on"),
        ((i64::MAX as usize, 2), "cards from 9223372036854775807 on"),
    ] {
        let (v, last) = judged("6 1 2\n", "First\n", "First", Some(opening));
        let e = v.unwrap_err();
        assert!(e.contains(why), "{e}");
        assert_eq!(last, "-1 -1");
    }
    // A card taken twice: the program repeats the judge's first move.
    fn twice<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
        let _: [u64; 3] = [sc.next()?, sc.next()?, sc.next()?];
        writeln!(out, "Second")?;
        let (a, b): (u64, u64) = (sc.next()?, sc.next()?);
        writeln!(out, "{a} {b}")?;
        let _: i64 = sc.next()?;
        Ok(())
    }
    let e = play_in_process(twice, jury::referee, "5 2 2\n", "Second\n").unwrap_err();
    assert!(e.contains("was taken before"), "{e}");
    // Words other than the statement's.
    fn lower_case<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
        let _: [u64; 3] = [sc.next()?, sc.next()?, sc.next()?];
        writeln!(out, "first")?;
        Ok(())
    }
    let e = play_in_process(lower_case, jury::referee, "6 1 2\n", "First\n").unwrap_err();
    assert!(
        e.contains("expected `First` or `Second`, got \"first\""),
        "{e}"
    );
    // Leaving early.
    fn quits<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
        let _: [u64; 3] = [sc.next()?, sc.next()?, sc.next()?];
        writeln!(out, "First")?;
        Ok(())
    }
    let e = play_in_process(quits, jury::referee, "6 1 2\n", "First\n").unwrap_err();
    assert!(e.contains("output ended"), "{e}");
    // A stored side that disagrees with the jury's values is its own
    // failure.
    let e = play_in_process(play, jury::referee, "6 1 2\n", "Second\n").unwrap_err();
    assert!(e.contains("jury failure"), "{e}");
    let e = play_in_process(play, jury::referee, "6 2 1\n", "First\n").unwrap_err();
    assert!(e.contains("jury failure"), "{e}");
}

#[test]
fn the_jury_judges_alike_with_an_empty_answer() {
    // An empty answer file (the 2025-09 package's) leaves the winning side
    // to the jury's own Grundy table: the same verdicts as with the stored
    // side, for our play and for losing ones.
    for (input, answer) in [("6 1 2\n", "First\n"), ("5 2 2\n", "Second\n")] {
        judged_alike_without_answer(|| play, jury::referee, input, answer).unwrap();
    }
    let nobody = || Arc::new(Mutex::new(String::new()));
    // The wrong side, played out to a loss; a losing move on a won game.
    let e = judged_alike_without_answer(
        || leftmost("Second", None, nobody()),
        jury::referee,
        "6 1 2\n",
        "First\n",
    )
    .unwrap_err();
    assert!(e.contains("it chose Second; First wins 6 1 2"), "{e}");
    let e = judged_alike_without_answer(
        || leftmost("First", Some((1, 1)), nobody()),
        jury::referee,
        "6 1 2\n",
        "First\n",
    )
    .unwrap_err();
    assert!(e.contains("lost"), "{e}");
}

#[test]
fn the_jury_catches_the_off_by_one_mirror() {
    // Mirroring (a, b) to (N + 1 - a, b) is right only for b = 1; the
    // jury's random lengths find it on some of these games.
    fn off_by_one<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
        let n: i64 = sc.next()?;
        let _: [i64; 2] = [sc.next()?, sc.next()?];
        writeln!(out, "First")?;
        writeln!(out, "{} 2", (n - 2) / 2 + 1)?;
        loop {
            let (a, b): (i64, i64) = (sc.next()?, sc.next()?);
            if a <= 0 {
                return Ok(());
            }
            writeln!(out, "{} {b}", n + 1 - a)?;
        }
    }
    let rejected = (10..40)
        .step_by(2)
        .filter(|n| {
            play_in_process(off_by_one, jury::referee, &format!("{n} 1 2\n"), "First\n").is_err()
        })
        .count();
    assert!(rejected >= 5, "{rejected} of 15 rejected");
}

test_support::problem_tests! { play: play, referee: jury::referee, spec: spec::spec() }
