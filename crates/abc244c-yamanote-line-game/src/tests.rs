use std::io::Read;

use judge_io::{Error, Scanner};
use test_support::jury::{judged_alike_without_answer, play_in_process};
use test_support::WinLossSearch;

use super::{play, Game};

#[path = "../examples/abc244c-yamanote-line-game-jury.rs"]
mod jury;
#[path = "../examples/abc244c-yamanote-line-game-spec.rs"]
mod spec;

#[test]
fn the_statement_transcript_is_what_we_play() {
    // N = 2: we name 1, 2, 5 against the judge's 3, 4, then 0.
    let mut game = Game::new(2);
    let mut ours = Vec::new();
    for judge in [3, 4, 0] {
        ours.push(game.choose().unwrap());
        if judge != 0 {
            game.named(judge).unwrap();
        }
    }
    assert_eq!(ours, [1, 2, 5]);
}

#[test]
fn bad_input_and_bad_replies_end_with_one_error() {
    let cases: [(&str, &str); 6] = [
        ("", "end of input"),
        ("x", "`x`"),
        ("-1", "`-1`"),
        ("10000001", "N = 10000001 is above"),
        ("2\n1\n", "the judge named 1"),
        (
            "2\n6\n",
            "the judge named 6, which is outside 1..=5 or named before",
        ),
    ];
    for (input, message) in cases {
        let mut sink = Vec::new();
        let mut sc = Scanner::new(input.as_bytes());
        let mut out = judge_io::Output::interactive(&mut sink);
        let e = play(&mut sc, &mut out).unwrap_err().to_string();
        assert!(e.contains(message), "{input:?}: {e}");
    }
    // N = 0 still has a game: we name 1 and the judge has nothing.
    let mut sink = Vec::new();
    let mut out = judge_io::Output::interactive(&mut sink);
    play(&mut Scanner::new("0\n0\n".as_bytes()), &mut out).unwrap();
    drop(out);
    assert_eq!(sink, b"1\n");
    // N = 10^7, this program's bound, is played too.
    let mut sink = Vec::new();
    let mut out = judge_io::Output::interactive(&mut sink);
    play(&mut Scanner::new("10000000\n0\n".as_bytes()), &mut out).unwrap();
    drop(out);
    assert_eq!(sink, b"1\n");
}

#[test]
fn matches_exhaustive_search_up_to_n_5() {
    // The first player wins from the empty set, for N = 0..=5.
    let mut search = WinLossSearch::new(spec::moves);
    for n in 0..=5 {
        assert!(search.wins(&(2 * n + 1, 0)), "N = {n}");
    }
}

/// Whether our choices win against every sequence of judge replies
/// from `game`, where `left` numbers are unused and it is our turn.
fn wins_against_every_reply(game: &Game, left: u64) -> bool {
    let mut game = game.clone();
    match game.choose() {
        None => false,
        Some(_) if left == 1 => true,
        Some(_) => (1..game.named.len() as u64)
            .filter(|&y| !game.named[y as usize])
            .all(|y| {
                let mut next = game.clone();
                next.named(y).unwrap();
                wins_against_every_reply(&next, left - 2)
            }),
    }
}

#[test]
fn our_play_wins_against_every_reply_up_to_n_5() {
    for n in 0..=5 {
        assert!(
            wins_against_every_reply(&Game::new(n), 2 * n + 1),
            "N = {n}"
        );
    }
}

#[test]
fn the_jury_rejects_what_the_rules_forbid() {
    // Scripted programs, each ending with an error the referee names.
    fn named_twice<R: Read>(sc: &mut Scanner<R>, out: &mut judge_io::Output) -> Result<(), Error> {
        use std::io::Write;
        let _: u64 = sc.next()?;
        writeln!(out, "1")?;
        let _: u64 = sc.next()?;
        writeln!(out, "1")?;
        let _: u64 = sc.next()?;
        Ok(())
    }
    let e = play_in_process(named_twice, jury::referee, "2\n", "First\n").unwrap_err();
    assert!(e.contains("named before"), "{e}");
    fn out_of_range<R: Read>(sc: &mut Scanner<R>, out: &mut judge_io::Output) -> Result<(), Error> {
        use std::io::Write;
        let _: u64 = sc.next()?;
        writeln!(out, "6")?;
        let _: u64 = sc.next()?;
        Ok(())
    }
    let e = play_in_process(out_of_range, jury::referee, "2\n", "First\n").unwrap_err();
    assert!(e.contains("outside 1..=5"), "{e}");
    fn quits_early<R: Read>(sc: &mut Scanner<R>, out: &mut judge_io::Output) -> Result<(), Error> {
        use std::io::Write;
        let _: u64 = sc.next()?;
        writeln!(out, "1")?;
        Ok(())
    }
    let e = play_in_process(quits_early, jury::referee, "2\n", "First\n").unwrap_err();
    assert!(e.contains("output ended"), "{e}");
    // A stored answer that disagrees with the search is the jury's
    // failure, not the program's.
    let e = play_in_process(play, jury::referee, "2\n", "Second\n").unwrap_err();
    assert!(e.contains("jury failure"), "{e}");
}

/// A program that names the smallest unused number of 1..=2N only
/// (forgetting 2N + 1) and stops when none is left: it loses where the
/// jury keeps 2N + 1 back.
fn up_to_2n<R: Read>(sc: &mut Scanner<R>, out: &mut judge_io::Output) -> Result<(), Error> {
    use std::io::Write;
    let n: usize = sc.next()?;
    let mut used = vec![false; 2 * n + 2];
    loop {
        let x = match (1..=2 * n).find(|&x| !used[x]) {
            Some(x) => x,
            None => return Ok(()),
        };
        used[x] = true;
        writeln!(out, "{x}")?;
        let y: usize = sc.next()?;
        if y == 0 {
            return Ok(());
        }
        used[y] = true;
    }
}

#[test]
fn the_jury_leaves_2n_plus_1_to_the_program_when_4_divides_n() {
    for n in [4, 8, 100, 1000] {
        let input = format!("{n}\n");
        let e = play_in_process(up_to_2n, jury::referee, &input, "First\n").unwrap_err();
        assert!(e.contains("output ended"), "N = {n}: {e}");
    }
}

#[test]
fn the_jury_judges_alike_with_an_empty_answer() {
    // An empty answer file (the 2025-09 package's) leaves the winning side
    // to the jury's own rule: our play wins and a losing play loses, with
    // the same verdict as with the stored `First`.
    for n in [1, 2, 3, 4, 1000] {
        let input = format!("{n}\n");
        judged_alike_without_answer(|| play, jury::referee, &input, "First\n").unwrap();
    }
    for n in [4, 8, 1000] {
        let input = format!("{n}\n");
        let e =
            judged_alike_without_answer(|| up_to_2n, jury::referee, &input, "First\n").unwrap_err();
        assert!(e.contains("output ended"), "N = {n}: {e}");
    }
    // A stored answer that disagrees is still the jury's failure.
    let e = play_in_process(play, jury::referee, "2\n", "\n").unwrap_err();
    assert!(e.contains("jury failure"), "{e}");
}

test_support::problem_tests! { play: play, referee: jury::referee, spec: spec::spec() }
