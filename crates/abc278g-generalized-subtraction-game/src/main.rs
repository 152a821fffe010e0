//! AtCoder ABC278 G Generalized Subtraction Game:
//! <https://atcoder.jp/contests/abc278/tasks/abc278_g>
//!
//! **Game** (interactive): cards 1..N lie in a row; a move takes y cards
//! x, x+1, ..., x+y-1 that are all still there, L <= y <= R; whoever
//! cannot move loses (normal play). We choose to move first or second and
//! the judge takes the other side.
//!
//! **Theory**: symmetry when some y in [L, R] has the parity of N (L or
//! L + 1, so always when L < R): move first, take the y middle cards, and
//! answer each judge move (a, b) with its mirror image (N + 2 - a - b, b),
//! which is untouched, so we always have a reply. Otherwise (L = R, N - L
//! odd) Sprague-Grundy on the runs of cards: g(m) = mex{ g(a) ^ g(m - L - a)
//! : 0 <= a <= m - L }, and the player to move wins iff the xor of g over
//! the runs is non-zero.
//!
//! **Reduction**: each maximal run of cards is one game. In the mirror
//! strategy the cards whose mirror image is gone are exactly the judge's
//! last block mirrored, so the reply is read off the position.
//!
//! **Complexity**: the table O(N^2) time (N^2/4 splits) and O(N) memory, a
//! move O(N): at most 10^6 steps and a few KiB for N = 2000.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::play_main(play)
}

/// The largest N played: the Grundy table takes N^2/4 steps.
const MAX_N: u64 = 10_000;

// Protocol: read `N L R`, say `First` or `Second`; then alternate our move
// `x y` with the judge's `a b`, until it answers `0 0` (we won) or `-1 -1`
// (it found our line illegal: an error).
fn play<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: u64 = sc.next()?;
    let l: u64 = sc.next()?;
    let r: u64 = sc.next()?;
    if n > MAX_N {
        return Err(Error::new(format!(
            "token 1: N = {n} is above {MAX_N}, the largest this program tabulates"
        )));
    }
    if l == 0 {
        return Err(Error::new(
            "token 2: L = 0 would let a move take no card, and the game never end",
        ));
    }
    let n = n as usize;
    // Lengths above N never fit; L above N or above R leaves no move at all
    // (the first player loses), which L = N + 1 says to `solve`.
    let r = r.min(n as u64) as usize;
    let l = if l > r as u64 { n + 1 } else { l as usize };
    let plan = solve(n, l, r);
    let mut cards = vec![true; n + 2];
    cards[0] = false;
    cards[n + 1] = false;
    if plan.moves_first() {
        writeln!(out, "First")?;
        our_move(&plan, &mut cards, out)?;
    } else {
        writeln!(out, "Second")?;
    }
    loop {
        let a: i64 = sc.next()?;
        let b: i64 = sc.next()?;
        match (a, b) {
            (0, 0) => return Ok(()),
            (-1, -1) => {
                return Err(Error::new(
                    "the judge answered -1 -1: it found our last line illegal",
                ))
            }
            _ => judge_took(&mut cards, l, r, a, b).map_err(Error::new)?,
        }
        our_move(&plan, &mut cards, out)?;
    }
}

/// Makes and prints our move, or prints `0 0` (a loss) when there is none.
fn our_move(plan: &Plan, cards: &mut [bool], out: &mut Output) -> Result<(), Error> {
    match plan.choose(cards) {
        Some((x, y)) => {
            for card in &mut cards[x..x + y] {
                *card = false;
            }
            writeln!(out, "{x} {y}")?;
            Ok(())
        }
        None => {
            writeln!(out, "0 0")?;
            Err(Error::new(
                "we have no move left, and the judge did not say 0 0",
            ))
        }
    }
}

/// The judge took cards `a..a+b`: they must be there, and L <= b <= R.
fn judge_took(cards: &mut [bool], l: usize, r: usize, a: i64, b: i64) -> Result<(), String> {
    let n = cards.len() as i64 - 2;
    // With b in l..=r (small), n - b + 1 cannot overflow; a + b - 1 could.
    let fits = (l as i64..=r as i64).contains(&b) && a >= 1 && a <= n - b + 1;
    if !fits || (a..a + b).any(|i| !cards[i as usize]) {
        return Err(format!(
            "the judge took {a} {b}: not {l} to {r} cards all on the table"
        ));
    }
    for card in &mut cards[a as usize..(a + b) as usize] {
        *card = false;
    }
    Ok(())
}

/// Our strategy for the whole game.
enum Plan {
    /// Move first, take the y middle cards, then mirror.
    Mirror { y: usize },
    /// The Grundy values of runs, for moves of exactly `l` cards.
    Grundy { l: usize, g: Vec<u32> },
}

/// The strategy for N cards and moves of `l..=r` cards (r <= n).
fn solve(n: usize, l: usize, r: usize) -> Plan {
    // A length with the parity of n: l or l + 1.
    let y = if l % 2 == n % 2 { l } else { l + 1 };
    if y <= r {
        return Plan::Mirror { y };
    }
    // Here l = r (one length, of the other parity) or l > n (no move).
    Plan::Grundy { l, g: grundy(n, l) }
}

impl Plan {
    /// Whether we take the first move (the side that wins).
    fn moves_first(&self) -> bool {
        match self {
            Plan::Mirror { .. } => true,
            Plan::Grundy { g, .. } => g[g.len() - 1] != 0,
        }
    }

    /// Our move `(x, y)` where `cards[i]` says whether card i is on the
    /// table (`cards[0]` and `cards[n + 1]` are not), or `None` when the
    /// strategy has none.
    fn choose(&self, cards: &[bool]) -> Option<(usize, usize)> {
        let n = cards.len() - 2;
        match *self {
            Plan::Mirror { y } => {
                // The cards whose mirror image is gone: the judge's last
                // block, mirrored, which is still there.
                let lonely: Vec<usize> =
                    (1..=n).filter(|&i| cards[i] && !cards[n + 1 - i]).collect();
                match (lonely.first(), lonely.last()) {
                    (Some(&x), Some(&last)) if last - x + 1 == lonely.len() => {
                        Some((x, lonely.len()))
                    }
                    (Some(_), _) => None,
                    (None, _) => {
                        // A symmetric position: the full row, ours to open.
                        let x = (n - y) / 2 + 1;
                        (x..x + y).all(|i| cards[i]).then_some((x, y))
                    }
                }
            }
            Plan::Grundy { l, ref g } => {
                let runs = runs(cards);
                let total = runs.iter().fold(0, |acc, &(_, m)| acc ^ g[m]);
                for &(start, m) in runs.iter().filter(|&&(_, m)| m >= l) {
                    // Leave runs a and m - l - a whose values xor the rest
                    // to 0.
                    let want = total ^ g[m];
                    if let Some(a) = (0..=m - l).find(|&a| g[a] ^ g[m - l - a] == want) {
                        return Some((start + a, l));
                    }
                }
                // No winning move (a lost position): any legal one.
                runs.iter()
                    .find(|&&(_, m)| m >= l)
                    .map(|&(start, _)| (start, l))
            }
        }
    }
}

/// The maximal runs of cards on the table, as (first card, length).
fn runs(cards: &[bool]) -> Vec<(usize, usize)> {
    let mut res = Vec::new();
    let mut i = 1;
    while i < cards.len() {
        if cards[i] {
            let start = i;
            while cards[i] {
                i += 1;
            }
            res.push((start, i - start));
        }
        i += 1;
    }
    res
}

/// g(0..=n) for moves of exactly l cards: g(m) = mex{ g(a) ^ g(m - l - a) },
/// a <= m - l - a by symmetry.
fn grundy(n: usize, l: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    // Every value is at most the position's longest line of play, at most
    // n / l, so the xor of two is below twice the power of two above n.
    let mut seen = vec![usize::MAX; 2 * (n + 1).next_power_of_two()];
    for m in l..=n {
        for a in 0..=(m - l) / 2 {
            seen[(g[a] ^ g[m - l - a]) as usize] = m;
        }
        g[m] = (0..).find(|&v| seen[v] != m).expect("the mex is in range") as u32;
    }
    g
}

// The jury's referee, played against `play` in the tests.
#[cfg(test)]
#[path = "../examples/abc278g-generalized-subtraction-game-jury.rs"]
mod jury;

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::io::{Read, Write};
    use std::sync::{Arc, Mutex};

    use judge_io::{Error, Output, Scanner};
    use test_support::jury::{assert_wins, play_in_process};
    use test_support::{Generated, WinLossSearch};

    use super::{jury, play, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        assert_wins(play, jury::referee, &input, &answer);
    }

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
        let cases: [(&str, &str); 12] = [
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
            ("6 1 2\n-1 -1\n", "-1 -1"),
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
        // R above N is N.
        assert_eq!(scripted("3 1 9\n0 0\n").unwrap(), "First\n2 1\n");
        // The statement's opening, answered by its mirror.
        assert_eq!(
            scripted("6 1 2\n1 1\n2 1\n0 0\n").unwrap(),
            "First\n3 2\n6 1\n5 1\n"
        );
    }

    /// A position for the search: the cards as bits (card i is bit i - 1)
    /// and the lengths l..=r.
    type Position = (u32, usize, usize);

    /// The moves by the rules: take y adjacent cards, l <= y <= r.
    fn moves(&(mask, l, r): &Position) -> Vec<Position> {
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

    fn full(n: usize) -> u32 {
        (1u32 << n) - 1
    }

    /// The cards of `mask` as `play` holds them.
    fn cards(n: usize, mask: u32) -> Vec<bool> {
        (0..n + 2)
            .map(|i| (1..=n).contains(&i) && mask & (1 << (i - 1)) != 0)
            .collect()
    }

    /// The largest N searched, for every 1 <= L <= R <= N.
    const SEARCHED: usize = 14;

    #[test]
    fn the_jury_grundy_values_match_exhaustive_search_up_to_n_14() {
        // Every set of cards of N = 14, every L <= R: the xor of the runs'
        // values is non-zero iff the player to move wins.
        for r in 1..=SEARCHED {
            for l in 1..=r {
                let g = jury::grundy(SEARCHED, l, r);
                let mut search = WinLossSearch::new(moves);
                for mask in 0..=full(SEARCHED) {
                    let c = cards(SEARCHED, mask);
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
                    && moves(&(mask ^ block, l, r))
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
        for n in 1..=SEARCHED {
            for r in 1..=n {
                for l in 1..=r {
                    let plan = solve(n, l, r);
                    let mut search = WinLossSearch::new(moves);
                    let first = search.wins(&(full(n), l, r));
                    assert_eq!(plan.moves_first(), first, "{n} {l} {r}");
                    let mut won = HashMap::new();
                    let wins = if first {
                        wins_against_every_reply(n, l, r, full(n), &mut won)
                    } else {
                        moves(&(full(n), l, r))
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
                play_in_process(off_by_one, jury::referee, &format!("{n} 1 2\n"), "First\n")
                    .is_err()
            })
            .count();
        assert!(rejected >= 5, "{rejected} of 15 rejected");
    }

    /// The problem's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let n = sc.next_in("N", 1usize, 2000)?;
        let l = sc.next_in("L", 1, n)?;
        sc.next_in("R", l, n)?;
        Ok(())
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

    /// The generated cases; judge-data/abc278g-generalized-subtraction-game/
    /// README.md says what backs each answer.
    /// A random game for `scripts/stress`: N up to min(size + 2, SEARCHED),
    /// 1 <= L <= R <= N.
    fn random_input(rng: &mut test_support::Rng, size: u64) -> String {
        let n = rng.range(1, (size + 2).min(SEARCHED as u64));
        let l = rng.range(1, n);
        let r = rng.range(l, n);
        format!("{n} {l} {r}\n")
    }

    /// The search's answer up to SEARCHED cards, else the jury's Grundy
    /// table (written apart from `solve`, checked against the search for
    /// every game of SEARCHED cards in the tests above): First iff the
    /// whole row's value is not 0.
    fn search_or_grundy(input: &str) -> Option<String> {
        reference(input).or_else(|| {
            let v = test_support::numbers(input);
            let (n, l, r) = (v[0] as usize, v[1] as usize, v[2] as usize);
            let first = jury::grundy(n, l, r)[n] != 0;
            Some(if first { "First\n" } else { "Second\n" }.to_string())
        })
    }

    /// Games where no symmetric opening exists and the Grundy values of
    /// runs decide every move: L = R in 1..=10 and N - L odd, N up to 400,
    /// long enough for runs worth 5 and more to occur.
    fn boundary_input(rng: &mut test_support::Rng, _size: u64) -> String {
        let l = rng.range(1, 10);
        let n = l + 1 + 2 * rng.range(0, (399 - l) / 2);
        format!("{n} {l} {l}\n")
    }

    test_support::stress_tests! {
        play: play,
        referee: jury::referee,
        reference: search_or_grundy,
        random_input: random_input,
        boundary_input: boundary_input,
    }

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
        // search above) decide.
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

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 23,
    }

    #[test]
    fn every_stored_game_is_won_against_the_jury() {
        for case in test_support::stored_cases(env!("CARGO_PKG_NAME")) {
            assert_wins(play, jury::referee, &case.input, &case.answer);
        }
    }
}
