//! POJ 2311 Cutting Game's spec (`test_support::spec`): the statement's
//! constraints, and as its reference the exhaustive search of the real
//! game (a multiset of pieces) where it reaches, else a second computation
//! (a memoised recursion over the reduced game, written apart from the
//! binary's table); apart from the solution.

use std::sync::{Mutex, PoisonError};

use judge_io::Error;
use test_support::{numbers, verdict_lines, Generated, Rng, Strict, WinLossSearch};

/// The real game: a position is the sorted multiset of pieces (w <= h);
/// `None` is "the previous player cut out a 1 x 1 and won".
type Position = Option<Vec<(u8, u8)>>;

fn piece(a: u8, b: u8) -> (u8, u8) {
    (a.min(b), a.max(b))
}

/// The moves by the rules: every cut of every piece along every grid
/// line; one that makes a 1 x 1 ends the game.
fn moves(position: &Position) -> Vec<Position> {
    let pieces = match position {
        Some(pieces) => pieces,
        None => return Vec::new(),
    };
    let mut next = Vec::new();
    for (k, &(w, h)) in pieces.iter().enumerate() {
        let mut cuts = Vec::new();
        for i in 1..w {
            cuts.push((piece(i, h), piece(w - i, h)));
        }
        for j in 1..h {
            cuts.push((piece(w, j), piece(w, h - j)));
        }
        for (a, b) in cuts {
            if a == (1, 1) || b == (1, 1) {
                next.push(None);
                continue;
            }
            let mut p = pieces.clone();
            p.remove(k);
            p.push(a);
            p.push(b);
            p.sort_unstable();
            next.push(Some(p));
        }
    }
    next
}

/// Whether the first player wins the real game on a w x h sheet, by
/// the exhaustive search; one search (and memo) serves every test.
pub fn search_wins(w: u8, h: u8) -> bool {
    type Search = WinLossSearch<Position, fn(&Position) -> Vec<Position>>;
    static SEARCH: Mutex<Option<Search>> = Mutex::new(None);
    let mut search = SEARCH.lock().unwrap_or_else(PoisonError::into_inner);
    search
        .get_or_insert_with(|| WinLossSearch::new(moves as fn(&Position) -> Vec<Position>))
        .wins(&Some(vec![piece(w, h)]))
}

/// The exact layout of the judge's data and the problem's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    // At least one test: an empty file is no input of the problem.
    loop {
        sc.next_in("W", 2u32, 200)?;
        sc.next_in("H", 2u32, 200)?;
        sc.end_line()?;
        if sc.is_at_end() {
            return Ok(());
        }
    }
}

/// The search's answers if every sheet is at most 10 x 10.
fn searched(input: &str) -> Option<String> {
    let v = numbers(input);
    if v.iter().any(|&x| x > 10) {
        return None;
    }
    let sheets: Vec<&[u64]> = v.chunks(2).collect();
    Some(verdict_lines(&sheets, ["WIN", "LOSE"], |s| {
        search_wins(s[0] as u8, s[1] as u8)
    }))
}

/// The second computation's answers, for what the search cannot reach
/// (checked against the search in the tests,
/// `second_computation_matches_the_search_up_to_10_by_10`).
fn by_second_computation(input: &str) -> Option<String> {
    let v = numbers(input);
    let sheets: Vec<(u64, u64)> = v.chunks(2).map(|s| (s[0], s[1])).collect();
    Some(answers(&sheets))
}

fn input(sheets: &[(u64, u64)]) -> String {
    sheets.iter().map(|(w, h)| format!("{w} {h}\n")).collect()
}

fn answers(sheets: &[(u64, u64)]) -> String {
    sheets
        .iter()
        .map(|&(w, h)| {
            if second_computation(w, h) {
                "WIN\n"
            } else {
                "LOSE\n"
            }
        })
        .collect()
}

/// The second computation for sheets too large to search, written apart
/// from `GrundyTable`: a memoised recursion over the reduced game that
/// tries every cut (no symmetry used), with the mex over a sorted,
/// deduplicated list; checked against the search in the tests.
pub fn second_computation(w: u64, h: u64) -> bool {
    use std::cell::RefCell;
    use std::collections::HashMap;
    thread_local! {
        static MEMO: RefCell<HashMap<(u64, u64), u64>> = RefCell::new(HashMap::new());
    }
    fn g(w: u64, h: u64) -> u64 {
        if let Some(v) = MEMO.with(|m| m.borrow().get(&(w, h)).copied()) {
            return v;
        }
        let mut seen: Vec<u64> = Vec::new();
        for i in 2..w.saturating_sub(1) {
            seen.push(g(i, h) ^ g(w - i, h));
        }
        for j in 2..h.saturating_sub(1) {
            seen.push(g(w, j) ^ g(w, h - j));
        }
        seen.sort_unstable();
        seen.dedup();
        let v = seen
            .iter()
            .enumerate()
            .find(|&(i, &s)| i as u64 != s)
            .map_or(seen.len() as u64, |(i, _)| i as u64);
        MEMO.with(|m| m.borrow_mut().insert((w, h), v));
        v
    }
    g(w, h) != 0
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
/// sheets with W and H in 2..=min(9, size + 2) (size 1: sheets of 2 or
/// 3 by 2 or 3; size 8: up to 9 by 9; 10 by 10 takes the search over a
/// second).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let top = (size + 2).min(9);
    let sheets: Vec<(u64, u64)> = (0..rng.range(1, 3))
        .map(|_| (rng.range(2, top), rng.range(2, top)))
        .collect();
    input(&sheets)
}

/// An input at the table's edges for `scripts/stress`: 1 to 3 sheets,
/// each with one side 2 or 3 (where a cut would leave a strip of width
/// one) or 199 or 200 (the statement's largest), the other side random
/// in 2..=min(200, 25 * size), both ways round.
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let sheets: Vec<(u64, u64)> = (0..rng.range(1, 3))
        .map(|_| {
            let a = [2, 3, 199, 200][rng.range(0, 3) as usize];
            let b = rng.range(2, (25 * size).min(200));
            if rng.range(0, 1) == 0 {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    input(&sheets)
}

/// The generated cases; judge-data/poj2311-cutting-game/README.md says
/// what backs each answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(2311);
    let small: Vec<(u64, u64)> = (2..=10)
        .flat_map(|w| (2..=10).map(move |h| (w, h)))
        .collect();
    let mut cases = vec![Generated::searched("all-sheets-up-to-10", input(&small))];
    let mut shuffled = small.clone();
    rng.shuffle(&mut shuffled);
    cases.push(Generated::searched(
        "shuffled-repeated-small",
        input(&[shuffled.clone(), shuffled].concat()),
    ));
    // Every sheet from 2 x 2 to 200 x 200 (39601 lines): too large to
    // search, answered by the second computation (see README).
    let all: Vec<(u64, u64)> = (2..=200)
        .flat_map(|w| (2..=200).map(move |h| (w, h)))
        .collect();
    cases.push(Generated::constructed(
        "max-every-sheet-to-200",
        input(&all),
        &answers(&all),
    ));
    // The edges of the table, one sheet a line: a side of 2 or 3 (where
    // a cut would leave a strip of width 1) or of 199 or 200 (the
    // statement's largest), the other side every value, both ways round.
    let edges: Vec<(u64, u64)> = [2u64, 3, 199, 200]
        .iter()
        .flat_map(|&a| (2..=200).flat_map(move |b| [(a, b), (b, a)]))
        .collect();
    cases.push(Generated::constructed(
        "edge-sides-2-3-199-200",
        input(&edges),
        &answers(&edges),
    ));
    cases
}

test_support::spec! {
    validate, reference: searched, second_computation: by_second_computation,
    random_input, boundary_input, generated,
    min_searched: 3,
}
