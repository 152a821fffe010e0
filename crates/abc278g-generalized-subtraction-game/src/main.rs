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

#[cfg(test)]
mod tests;
