//! AtCoder ABC244 C Yamanote Line Game:
//! <https://atcoder.jp/contests/abc244/tasks/abc244_c>
//!
//! **Game** (interactive): the numbers 1, 2, ..., 2N+1; we and the judge
//! take turns naming one never named before, we first; whoever cannot name
//! one loses (normal play). The judge answers `0` when it has none left.
//!
//! **Theory**: every move uses up exactly one of the 2N+1 numbers, so the
//! game lasts exactly 2N+1 moves whatever is played, and the player of the
//! odd moves, the first, makes the last one: any legal play wins.
//!
//! **Reduction**: name the smallest number not named yet.
//!
//! **Complexity**: O(N) memory (a flag per number); the smallest unused
//! number only moves forward, so O(N) time over the game.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::play_main(play)
}

/// The largest N played: the table is one flag per number.
const MAX_N: u64 = 10_000_000;

// Protocol: read N; then name a number (one line, flushed by `Output`) and
// read the judge's number, until it answers 0.
fn play<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    if n > MAX_N {
        return Err(Error::new(format!(
            "token 1: N = {n} is above {MAX_N}, the largest this program plays"
        )));
    }
    let mut game = Game::new(n);
    loop {
        let x = game
            .choose()
            .ok_or_else(|| Error::new("no number is left to name, but the judge did not say 0"))?;
        writeln!(out, "{x}")?;
        let y: u64 = sc.next()?;
        if y == 0 {
            return Ok(());
        }
        game.named(y).map_err(Error::new)?;
    }
}

/// The numbers named so far, and our choice.
#[derive(Clone)]
struct Game {
    named: Vec<bool>,
    /// No number below this is unused.
    smallest: usize,
}

impl Game {
    fn new(n: u64) -> Self {
        Game {
            named: vec![false; 2 * n as usize + 2],
            smallest: 1,
        }
    }

    /// Our move: the smallest unused number, now named; `None` if none is
    /// left.
    fn choose(&mut self) -> Option<u64> {
        while self.smallest < self.named.len() && self.named[self.smallest] {
            self.smallest += 1;
        }
        let x = self.smallest;
        *self.named.get_mut(x)? = true;
        Some(x as u64)
    }

    /// The judge named `y`: it must be in range and unused.
    fn named(&mut self, y: u64) -> Result<(), String> {
        let top = self.named.len() as u64 - 1;
        match usize::try_from(y).ok().and_then(|i| self.named.get_mut(i)) {
            Some(used) if y >= 1 && !*used => {
                *used = true;
                Ok(())
            }
            _ => Err(format!(
                "the judge named {y}, which is outside 1..={top} or named before"
            )),
        }
    }
}

// The jury's referee, played against `play` in the tests.
#[cfg(test)]
#[path = "../examples/abc244c-yamanote-line-game-jury.rs"]
mod jury;

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::jury::{assert_wins, play_in_process};
    use test_support::{Generated, Rng, WinLossSearch};

    use super::{jury, play, Game};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        assert_wins(play, jury::referee, &input, &answer);
    }

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
            ("2\n6\n", "the judge named 6"),
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
    }

    /// The moves by the rules: a position is (numbers, the set named as a
    /// bit mask); a move names any unused number.
    fn moves(&(count, named): &(u32, u32)) -> Vec<(u32, u32)> {
        (0..count)
            .filter(|i| named & (1 << i) == 0)
            .map(|i| (count, named | (1 << i)))
            .collect()
    }

    #[test]
    fn matches_exhaustive_search_up_to_n_5() {
        // The first player wins from the empty set, for N = 0..=5.
        let mut search = WinLossSearch::new(moves);
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
        fn named_twice<R: Read>(
            sc: &mut Scanner<R>,
            out: &mut judge_io::Output,
        ) -> Result<(), Error> {
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
        fn out_of_range<R: Read>(
            sc: &mut Scanner<R>,
            out: &mut judge_io::Output,
        ) -> Result<(), Error> {
            use std::io::Write;
            let _: u64 = sc.next()?;
            writeln!(out, "6")?;
            let _: u64 = sc.next()?;
            Ok(())
        }
        let e = play_in_process(out_of_range, jury::referee, "2\n", "First\n").unwrap_err();
        assert!(e.contains("outside 1..=5"), "{e}");
        fn quits_early<R: Read>(
            sc: &mut Scanner<R>,
            out: &mut judge_io::Output,
        ) -> Result<(), Error> {
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

    #[test]
    fn the_jury_leaves_2n_plus_1_to_the_program_when_4_divides_n() {
        // A program that names the smallest unused number of 1..=2N only
        // (forgetting 2N + 1) and stops when none is left.
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
        for n in [4, 8, 100, 1000] {
            let input = format!("{n}\n");
            let e = play_in_process(up_to_2n, jury::referee, &input, "First\n").unwrap_err();
            assert!(e.contains("output ended"), "N = {n}: {e}");
        }
    }

    /// The problem's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        sc.next_in("N", 1u32, 1000)?;
        Ok(())
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

    /// The search's answer up to N = 5; beyond it the construction the
    /// judge data's `max-*` cases rest on: every move uses one of the
    /// 2N + 1 numbers, so the game lasts 2N + 1 moves and the first player
    /// makes the last (`First`).
    fn search_or_construction(input: &str) -> Option<String> {
        reference(input).or_else(|| Some("First\n".to_string()))
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

    test_support::stress_tests! {
        play: play,
        referee: jury::referee,
        reference: search_or_construction,
        random_input: random_input,
        boundary_input: boundary_input,
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

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 5,
    }

    #[test]
    fn every_stored_game_is_won_against_the_jury() {
        for case in test_support::stored_cases(env!("CARGO_PKG_NAME")) {
            assert_wins(play, jury::referee, &case.input, &case.answer);
        }
    }
}
