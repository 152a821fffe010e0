//! POJ 2311 Cutting Game: <http://poj.org/problem?id=2311>
//!
//! **Game**: a W x H sheet of grid paper; a move picks one piece and cuts it
//! along a grid line into two rectangles. Whoever cuts out a 1 x 1 piece
//! wins at once. Many (W, H) lines until end of input.
//!
//! **Theory**: Sprague-Grundy theorem after a reduction. A cut keeps one
//! side of the piece it cuts, so a 1 x 1 piece can only come out of a strip
//! 1 x k (k >= 2), and out of any such strip (cut at 1). Hence whoever moves
//! while a strip lies on the table wins at once, and whoever leaves a strip
//! loses: the opponent cuts a 1 x 1 off it. So while every piece has both
//! sides at least 2, the game is normal play on such pieces: a w x h piece
//! has options i x h + (w - i) x h for 2 <= i <= w - 2 and
//! w x j + w x (h - j) for 2 <= j <= h - 2, g(w, h) is the mex of their
//! XORs, and a player with no such option must leave a strip and loses
//! (2 x 2, 2 x 3, 3 x 2: g = 0). g(w, h) = g(h, w), and the cuts at i and at
//! w - i leave the same pieces, so i <= w / 2 and j <= h / 2 suffice. Every
//! value up to 1000 x 1000 is at most 9 (a test checks), so a table of bytes
//! with a 16-bit "seen" mask for the mex.
//!
//! Beyond the statement (2 <= W, H <= 200): a strip 1 x k with k >= 2 is a
//! win (cut a 1 x 1 off it), whatever k; a 1 x 1 sheet allows no cut at
//! all, so the first player never produces a 1 x 1 and does not win, and
//! the statement prints `LOSE` exactly when he does not win. Sheets
//! with both sides at least 2 and one above [`MAX_SIDE`] = 1000 are rejected
//! (the table to 1000 takes about 0.2 s); a side of 0 is no sheet.
//!
//! **Reduction**: one table for all lines, grown shell by shell (the cells
//! with max(w, h) = s for s = 2, 3, ...) to the largest side read so far, so
//! each line is answered as soon as it is read and nothing is held.
//!
//! **Complexity**: about s^3 / 4 mask steps to tabulate sides up to s
//! (2 * 10^6 for 200, 2.5 * 10^8 for 1000), then O(1) per line; memory is
//! the (MAX_SIDE + 1)^2-byte table, of which only the first s rows are ever
//! touched (200 KB for 200).

use std::io::Read;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

/// The longest side tabulated for sheets whose sides are both at least 2.
const MAX_SIDE: usize = 1000;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let mut table = GrundyTable::new();
    let mut token = 0u64;
    while !sc.is_at_end()? {
        let w: u64 = sc.next()?;
        let h: u64 = sc.next()?;
        token += 2;
        for (side, value, at) in [("W", w, token - 1), ("H", h, token)] {
            if value == 0 {
                return Err(Error::new(format!(
                    "token {at}: {side} = 0: a sheet has sides of at least 1"
                )));
            }
        }
        if w.min(h) >= 2 && w.max(h) > MAX_SIDE as u64 {
            return Err(Error::new(format!(
                "tokens {}-{token}: a {w} x {h} sheet is too large to tabulate: \
                 with both sides at least 2, sides are at most {MAX_SIDE}",
                token - 1
            )));
        }
        let first_wins = solve(w, h, &mut table);
        out.push(if first_wins { b"WIN\n" } else { b"LOSE\n" })?;
    }
    Ok(())
}

/// Whether the first cutter wins on a `w` x `h` sheet (both at least 1;
/// at most [`MAX_SIDE`] unless one of them is 1), growing `table` as needed.
fn solve(w: u64, h: u64, table: &mut GrundyTable) -> bool {
    if w.min(h) == 1 {
        // A strip: cut a 1 x 1 off it if it has two cells; none if it is one.
        return w.max(h) >= 2;
    }
    table.value(w as usize, h as usize) != 0
}

/// g(w, h) of the reduced game for 2 <= w, h <= [`MAX_SIDE`], stored
/// symmetrically in rows of fixed length, and computed lazily up to the
/// largest side asked for.
struct GrundyTable {
    g: Vec<u8>,
    /// Sides up to this are tabulated.
    built: usize,
    /// For each cell of the shell being built, the bit mask of its options'
    /// values found so far.
    seen: Vec<u16>,
}

impl GrundyTable {
    const STRIDE: usize = MAX_SIDE + 1;

    /// An empty table; the zeroed memory is only touched as rows are built.
    fn new() -> Self {
        GrundyTable {
            g: vec![0; Self::STRIDE * Self::STRIDE],
            built: 1,
            seen: vec![0; Self::STRIDE],
        }
    }

    /// g(w, h) for 2 <= w, h <= MAX_SIDE.
    fn value(&mut self, w: usize, h: usize) -> u8 {
        self.grow(w.max(h));
        self.g[w * Self::STRIDE + h]
    }

    /// Tabulates every side up to `max`, one shell at a time: shell s is the
    /// cells (w, s) = (s, w) for 2 <= w <= s. Every loop over options runs
    /// along a row, so it vectorises.
    fn grow(&mut self, max: usize) {
        const N: usize = GrundyTable::STRIDE;
        for s in self.built + 1..=max {
            let g = &mut self.g;
            let seen = &mut self.seen[..=s];
            seen.fill(0);
            // Cuts of (w, s) across the side s, for every w < s at once:
            // (w, j) + (w, s - j) are g(j, w) and g(s - j, w), columns w of
            // rows j and s - j, from earlier shells.
            for j in 2..=s / 2 {
                let (a, b) = (&g[j * N..j * N + s], &g[(s - j) * N..(s - j) * N + s]);
                for ((m, &x), &y) in seen[..s].iter_mut().zip(a).zip(b) {
                    *m |= 1 << (x ^ y);
                }
            }
            // Then the cells in increasing w. Cuts across the side w,
            // (i, s) + (w - i, s), are pushed into `seen` from the larger
            // piece as soon as its value is known.
            for w in 2..=s {
                if w == s {
                    // (s, s) across a side: (s, j) + (s, s - j), this shell.
                    let row = &g[s * N..s * N + s];
                    for (x, y) in row[2..=s / 2]
                        .iter()
                        .zip(row[s - s / 2..=s - 2].iter().rev())
                    {
                        seen[s] |= 1 << (x ^ y);
                    }
                }
                let mex = (!seen[w]).trailing_zeros() as u8;
                g[s * N + w] = mex;
                g[w * N + s] = mex;
                // (w, s) is the larger piece of the cut (i, s) + (w, s) of
                // the sheet (w + i) x s for 2 <= i <= w, w + i <= s.
                let top = w.min(s - w);
                if top >= 2 {
                    let row = &g[s * N + 2..=s * N + top];
                    for (m, &x) in seen[w + 2..=w + top].iter_mut().zip(row) {
                        *m |= 1 << (x ^ mex);
                    }
                }
            }
        }
        self.built = self.built.max(max);
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;
    use std::sync::{Mutex, PoisonError};

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, numbers, Expect, Generated, Rng, WinLossSearch,
    };

    use super::{run, solve, GrundyTable, MAX_SIDE};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "2 2\n3 2\n4 2\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                // No line, no test: nothing to answer.
                ("empty", "", Answer("")),
                ("truncated", "2 2\n3\n", Reject("end of input")),
                // Lines run to the end of input: a lone token left over is a
                // truncated line.
                ("trailing token", "2 2\n3 2 4\n", Reject("end of input")),
                ("side 0", "2 2\n0 5\n", Reject("token 3: W = 0")),
                ("side 0 second", "5 0\n", Reject("token 2: H = 0")),
                // Outside 2..=200, but the rules still answer.
                ("1 x 1: no cut, so no win", "1 1\n", Answer("LOSE\n")),
                ("1 x 2 strip", "1 2\n", Answer("WIN\n")),
                ("strip 7 x 1", "7 1\n", Answer("WIN\n")),
                ("huge strip", "1 18446744073709551615\n", Answer("WIN\n")),
                ("above 200", "2 2\n201 2\n", Answer("LOSE\nLOSE\n")),
                // Backed by `matches_the_second_computation_beyond_200`.
                ("largest table", "997 2\n2 1000\n3 993\n", Answer("LOSE\nWIN\nLOSE\n")),
                (
                    "above the table",
                    "2 2\n1001 2\n",
                    Reject("tokens 3-4: a 1001 x 2 sheet is too large to tabulate: with both sides at least 2, sides are at most 1000"),
                ),
            ],
        );
    }

    #[test]
    fn sheets_in_any_order_share_the_growing_table() {
        // Each line is answered from the table as grown so far, whatever the
        // order of sizes (the answers: the exhaustive search of the sample
        // and of 2 x 4, 3 x 3 and 7 x 7, in `matches_exhaustive_search_up_to_10_by_10`).
        check(run, "4 2\n7 7\n2 4\n3 3\n", "WIN\nLOSE\nWIN\nLOSE\n");
    }

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
    fn search_wins(w: u8, h: u8) -> bool {
        type Search = WinLossSearch<Position, fn(&Position) -> Vec<Position>>;
        static SEARCH: Mutex<Option<Search>> = Mutex::new(None);
        let mut search = SEARCH.lock().unwrap_or_else(PoisonError::into_inner);
        search
            .get_or_insert_with(|| WinLossSearch::new(moves as fn(&Position) -> Vec<Position>))
            .wins(&Some(vec![piece(w, h)]))
    }

    #[test]
    fn matches_exhaustive_search_up_to_10_by_10() {
        // Every sheet from 1 x 1 to 10 x 10, played as the real game on the
        // whole multiset of pieces (no Grundy values, no "width-1 cuts lose"
        // reduction), in an order that makes the table grow by several
        // shells at once and then be reused.
        let mut table = GrundyTable::new();
        for w in (1..=10u8).rev() {
            for h in 1..=10u8 {
                assert_eq!(
                    solve(u64::from(w), u64::from(h), &mut table),
                    search_wins(w, h),
                    "{w} x {h}"
                );
            }
        }
    }

    #[test]
    fn table_is_the_same_grown_at_once_or_shell_by_shell_and_fits_the_mask() {
        let mut at_once = GrundyTable::new();
        at_once.grow(MAX_SIDE);
        let mut by_steps = GrundyTable::new();
        for s in [2, 3, 10, 11, 200, 201, 500] {
            by_steps.grow(s);
        }
        by_steps.grow(MAX_SIDE);
        assert!(at_once.g == by_steps.g);
        // The mex mask has 16 bits: values below 16 keep every XOR below 16
        // (and so inside the mask), and their mex at most 16.
        assert_eq!(at_once.g.iter().max(), Some(&9));
    }

    #[test]
    fn matches_the_second_computation_up_to_60_by_60() {
        let mut table = GrundyTable::new();
        for w in 2..=60 {
            for h in 2..=60 {
                assert_eq!(
                    solve(w, h, &mut table),
                    second_computation(w, h),
                    "{w} x {h}"
                );
            }
        }
    }

    #[test]
    fn matches_the_second_computation_beyond_200() {
        let mut table = GrundyTable::new();
        for w in 2..=4 {
            for h in 190..=1000 {
                assert_eq!(
                    solve(w, h, &mut table),
                    second_computation(w, h),
                    "{w} x {h}"
                );
                assert_eq!(
                    solve(h, w, &mut table),
                    second_computation(w, h),
                    "{h} x {w}"
                );
            }
        }
    }

    /// The problem's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        while !sc.is_at_end()? {
            sc.next_in("W", 2u32, 200)?;
            sc.next_in("H", 2u32, 200)?;
        }
        Ok(())
    }

    /// The search's answers if every sheet is at most 10 x 10.
    fn reference(input: &str) -> Option<String> {
        let v = numbers(input);
        if v.iter().any(|&x| x > 10) {
            return None;
        }
        let lines: Vec<&str> = v
            .chunks(2)
            .map(|s| {
                if search_wins(s[0] as u8, s[1] as u8) {
                    "WIN"
                } else {
                    "LOSE"
                }
            })
            .collect();
        Some(lines.join("\n") + "\n")
    }

    fn input(sheets: &[(u64, u64)]) -> String {
        sheets.iter().map(|(w, h)| format!("{w} {h}\n")).collect()
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
    /// deduplicated list; checked against the search below.
    fn second_computation(w: u64, h: u64) -> bool {
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

    #[test]
    fn second_computation_matches_the_search_up_to_10_by_10() {
        for w in 2..=10u8 {
            for h in 2..=10u8 {
                assert_eq!(
                    second_computation(u64::from(w), u64::from(h)),
                    search_wins(w, h),
                    "{w} x {h}"
                );
            }
        }
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

    /// The stress test's answer: the search where it reaches, else the
    /// second computation (checked against the search above).
    fn stress_reference(input: &str) -> Option<String> {
        reference(input).or_else(|| {
            let v = numbers(input);
            let sheets: Vec<(u64, u64)> = v.chunks(2).map(|s| (s[0], s[1])).collect();
            Some(answers(&sheets))
        })
    }

    test_support::stress_tests! {
        run: run,
        reference: stress_reference,
        random_input: random_input,
        boundary_input: boundary_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 3,
    }
}
