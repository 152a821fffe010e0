//! The jury of abc278g-generalized-subtraction-game: `JURY INPUT ANSWER`
//! (see `test_support::jury`). INPUT is `N L R`; ANSWER is the side that
//! wins, `First` or `Second`, or empty (then its Grundy table alone). The jury sends `N L R`, reads the program's
//! side, then checks each move `x y` (L <= y <= R, cards x..x+y-1 all on
//! the table), answers `-1 -1` and rejects on an illegal one or on `0 0`,
//! and answers `0 0` when it has no move left (the program won).
//!
//! Who wins is its own Grundy table, by the mex over every move of the
//! rules (`grundy`, checked in the tests against an exhaustive search of
//! every set of cards). It plays adversarially: when the xor of its runs
//! is non-zero (the program chose the wrong side or made a losing move) it
//! makes a move that leaves xor 0, and wins from there; from a lost
//! position it makes a legal move at random (seeded from the input), half
//! the time one of the shortest length, which keeps the game long.

use test_support::jury::{read, seeded, stored, Channel, Reject, Verdict};
use test_support::Rng;

#[allow(dead_code)] // Unused where the tests and the spec include this file.
fn main() {
    test_support::jury::serve(referee)
}

/// The statement's bound on N.
const MAX_N: usize = 2000;

/// One run: the game on the `N L R` of `input`.
pub fn referee(input: &str, answer: &str, io: &mut dyn Channel) -> Verdict {
    let (n, l, r) = parse(input)?;
    let g = grundy(n, l, r);
    let winner = if g[n] != 0 { "First" } else { "Second" };
    if matches!(stored(answer), Some(a) if a.trim() != winner) {
        return Err(Reject::Broken(format!(
            "answer {answer:?}: the Grundy value of {n} cards is {}, so {winner} wins",
            g[n]
        )));
    }
    let mut rng = seeded(input);
    let mut cards = vec![true; n + 2];
    cards[0] = false;
    cards[n + 1] = false;
    io.send(&format!("{n} {l} {r}"));
    let side: String = read(io, "the program's side, `First` or `Second`")?;
    let program_first = match side.as_str() {
        "First" => true,
        "Second" => false,
        _ => {
            return Err(Reject::Wrong(format!(
                "expected `First` or `Second`, got {side:?}"
            )))
        }
    };
    // Said with the program's loss, when its side was already lost.
    let wrong_side = if side == winner {
        String::new()
    } else {
        format!(" (it chose {side}; {winner} wins {n} {l} {r})")
    };
    if !program_first {
        match jury_move(&g, l, r, &cards, &mut rng) {
            None => {
                io.send("0 0");
                return Ok(());
            }
            Some((a, b)) => {
                take(&mut cards, a, b);
                io.send(&format!("{a} {b}"));
            }
        }
    }
    for turn in 1.. {
        let what = format!("the program's move {turn}");
        let x: i64 = read(io, &what)?;
        let y: i64 = read(io, &what)?;
        if (x, y) == (0, 0) {
            io.send("-1 -1");
            return Err(Reject::Wrong(format!(
                "{what} is 0 0: it has no move and lost{wrong_side}"
            )));
        }
        if let Err(why) = legal(&cards, l, r, x, y) {
            io.send("-1 -1");
            return Err(Reject::Wrong(format!("{what}, {x} {y}: {why}{wrong_side}")));
        }
        take(&mut cards, x as usize, y as usize);
        match jury_move(&g, l, r, &cards, &mut rng) {
            None => {
                io.send("0 0");
                return Ok(());
            }
            Some((a, b)) => {
                take(&mut cards, a, b);
                io.send(&format!("{a} {b}"));
            }
        }
    }
    unreachable!("the loop returns")
}

/// `N L R` with 1 <= L <= R <= N <= 2000.
fn parse(input: &str) -> Result<(usize, usize, usize), Reject> {
    let values: Vec<usize> = input
        .split_ascii_whitespace()
        .map(str::parse)
        .collect::<Result<_, _>>()
        .map_err(|_| Reject::Broken(format!("input {input:?}: expected `N L R`")))?;
    match values[..] {
        [n, l, r] if 1 <= l && l <= r && r <= n && n <= MAX_N => Ok((n, l, r)),
        _ => Err(Reject::Broken(format!(
            "input {input:?}: expected `N L R` with 1 <= L <= R <= N <= {MAX_N}"
        ))),
    }
}

/// Why the move `x y` is illegal, if it is.
fn legal(cards: &[bool], l: usize, r: usize, x: i64, y: i64) -> Result<(), String> {
    let n = cards.len() as i64 - 2;
    if y < l as i64 || y > r as i64 {
        return Err(format!("y = {y} is outside {l}..={r}"));
    }
    // y <= r <= n here, so n - y + 1 cannot overflow (x + y - 1 could).
    if x < 1 || x > n - y + 1 {
        return Err(format!(
            "cards from {x} on, {y} of them, are not all in 1..={n}"
        ));
    }
    match (x..x + y).find(|&i| !cards[i as usize]) {
        Some(i) => Err(format!("card {i} was taken before")),
        None => Ok(()),
    }
}

/// Takes cards `x..x+y` away.
fn take(cards: &mut [bool], x: usize, y: usize) {
    for card in &mut cards[x..x + y] {
        *card = false;
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

/// The jury's move: one that leaves xor 0 when there is one (the program
/// is lost then), else a legal move at random; `None` when it has none.
fn jury_move(
    g: &[u32],
    l: usize,
    r: usize,
    cards: &[bool],
    rng: &mut Rng,
) -> Option<(usize, usize)> {
    let runs = runs(cards);
    let total = runs.iter().fold(0, |acc, &(_, m)| acc ^ g[m]);
    if total != 0 {
        for &(start, m) in &runs {
            let want = total ^ g[m];
            for y in l..=r.min(m) {
                if let Some(a) = (0..=m - y).find(|&a| g[a] ^ g[m - y - a] == want) {
                    return Some((start + a, y));
                }
            }
        }
    }
    let longest = runs.iter().map(|&(_, m)| m).max().unwrap_or(0);
    if longest < l {
        return None;
    }
    let y = if rng.range(0, 1) == 0 {
        l
    } else {
        rng.range(l as u64, r.min(longest) as u64) as usize
    };
    let count: usize = runs
        .iter()
        .filter(|&&(_, m)| m >= y)
        .map(|&(_, m)| m - y + 1)
        .sum();
    let mut k = rng.range(0, count as u64 - 1) as usize;
    for &(start, m) in runs.iter().filter(|&&(_, m)| m >= y) {
        if k <= m - y {
            return Some((start + k, y));
        }
        k -= m - y + 1;
    }
    unreachable!("k < count")
}

/// Grundy values g(0..=n) of one run of cards, by the rules: a move takes
/// y cards (l <= y <= r) from a run of m and leaves runs a and b with
/// a + b = m - y, so g(m) = mex{ g(a) ^ g(b) : m - r <= a + b <= m - l }.
/// The pairs of one sum s give values counted while s is in the window,
/// which slides by one as m grows: O(n^2) in all, for any l <= r.
pub fn grundy(n: usize, l: usize, r: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    // A position's value is at most its longest line of play (a mex of
    // values below it), so g(a) ^ g(b) <= (a + b) / l <= n.
    let mut count = vec![0u32; n + 2];
    for m in 0..=n {
        if m >= l {
            let s = m - l;
            for a in 0..=s / 2 {
                count[(g[a] ^ g[s - a]) as usize] += 1;
            }
        }
        if m > r {
            let s = m - r - 1;
            for a in 0..=s / 2 {
                count[(g[a] ^ g[s - a]) as usize] -= 1;
            }
        }
        g[m] = (0..).find(|&v| count[v] == 0).expect("a value is missing") as u32;
    }
    g
}
