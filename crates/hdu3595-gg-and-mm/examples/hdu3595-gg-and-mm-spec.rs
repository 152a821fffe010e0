//! HDU 3595 GG and MM's spec (`test_support::spec`): the statement's
//! constraints; as the reference, the exhaustive search of the real
//! combined game (every unfinished game moved on every turn); beyond it, a
//! second computation (each game's step by the Every-SG definition over a
//! table of all games up to 1000, then the parity of the largest), checked
//! against the search in the problem's tests; and the inputs made from
//! them. An example target: it cannot see the solution.

use judge_io::Error;
use test_support::{numbers, Generated, Rng, Strict, WinLossSearch};

/// One unfinished game: its piles, smaller first, both non-empty.
pub type Game = (u64, u64);

/// A game's piles in canonical order, or `None` if a pile is empty (the
/// game is over).
pub fn game(p: u64, q: u64) -> Option<Game> {
    let (a, b) = (p.min(q), p.max(q));
    (a > 0).then_some((a, b))
}

/// The moves of one game by its rules: choose a pile of x stones and a
/// k >= 1, and remove k·x stones from the other pile (which must hold
/// them). The result, canonical, or `None` when a pile is emptied.
pub fn game_moves(&(a, b): &Game) -> Vec<Option<Game>> {
    let mut next = Vec::new();
    // From the larger pile, multiples of the smaller.
    for k in 1..=b / a {
        next.push(game(a, b - k * a));
    }
    // From the smaller pile, multiples of the larger: only b itself when
    // a = b, the same position as k = 1 above.
    if a == b {
        next.push(game(0, b));
    }
    next
}

/// A position of the combined game: the unfinished games, sorted.
pub type Position = Vec<Game>;

/// The moves of the combined game by its rules: one move in every
/// unfinished game at once (every combination); finished games drop out.
/// A position with no unfinished game has no move: the player to move
/// has lost.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(position: &Position) -> Vec<Position> {
    if position.is_empty() {
        return Vec::new();
    }
    let mut partial: Vec<Position> = vec![Vec::new()];
    for g in position {
        let options = game_moves(g);
        let mut next = Vec::with_capacity(partial.len() * options.len());
        for p in &partial {
            for o in &options {
                let mut q = p.clone();
                q.extend(o.iter().copied());
                next.push(q);
            }
        }
        partial = next;
    }
    for p in &mut partial {
        p.sort_unstable();
    }
    partial.sort();
    partial.dedup();
    partial
}

pub type Search = WinLossSearch<Position, fn(&Position) -> Vec<Position>>;

pub fn new_search() -> Search {
    WinLossSearch::new(moves as fn(&Position) -> Vec<Position>)
}

/// Whether MM (the first player) wins on these games (piles in any
/// order; games with an empty pile are over), by the search.
pub fn search_wins(search: &mut Search, games: &[(u64, u64)]) -> bool {
    let mut p: Position = games.iter().filter_map(|&(x, y)| game(x, y)).collect();
    p.sort_unstable();
    search.wins(&p)
}

/// The tests of an input: N, then N pairs, until the end.
pub fn read_tests(input: &str) -> Vec<Vec<(u64, u64)>> {
    let v = numbers(input);
    let mut tests = Vec::new();
    let mut at = 0;
    while at < v.len() {
        let n = v[at] as usize;
        tests.push(
            v[at + 1..at + 1 + 2 * n]
                .chunks(2)
                .map(|p| (p[0], p[1]))
                .collect(),
        );
        at += 1 + 2 * n;
    }
    tests
}

/// The input layout: per test a line with N and N lines `p q`.
pub fn input(tests: &[Vec<(u64, u64)>]) -> String {
    let mut s = String::new();
    for t in tests {
        s.push_str(&format!("{}\n", t.len()));
        for (p, q) in t {
            s.push_str(&format!("{p} {q}\n"));
        }
    }
    s
}

fn words(mm_wins: bool) -> &'static str {
    if mm_wins {
        "MM\n"
    } else {
        "GG\n"
    }
}

/// The largest pile the statement allows.
pub const MAX_PILE: u64 = 1000;

/// The exact layout of the judge's data (per test a line with N and N
/// lines `p q`, to the end of the input) and the statement's constraints:
/// 1 to 100 tests; 1 <= N <= 1000; piles of
/// 1 to 1000 (the lower bounds are our reading).
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let mut tests = 0;
    while !sc.is_at_end() {
        tests += 1;
        if tests > 100 {
            return Err(Error::new("more than 100 tests"));
        }
        let n = sc.next_in("N", 1usize, 1000)?;
        sc.end_line()?;
        for _ in 0..n {
            sc.next_in("p", 1u64, MAX_PILE)?;
            sc.next_in("q", 1u64, MAX_PILE)?;
            sc.end_line()?;
        }
    }
    if tests == 0 {
        return Err(Error::new("no test: the statement has at least one"));
    }
    Ok(())
}

/// Within the search's reach: one game of any size, or games whose larger
/// piles, each plus one, multiply to at most 2500 (two games up to 49,
/// three up to 12).
fn searchable(games: &[(u64, u64)]) -> bool {
    games.len() <= 1
        || games
            .iter()
            .try_fold(1u64, |acc, &(p, q)| {
                let prod = acc * (p.max(q) + 1);
                (prod <= 2500).then_some(prod)
            })
            .is_some()
}

/// The search's answers, if every test is within its reach.
fn reference(input: &str) -> Option<String> {
    let tests = read_tests(input);
    if !tests.iter().all(|t| searchable(t)) {
        return None;
    }
    let mut search = new_search();
    Some(
        tests
            .iter()
            .map(|t| words(search_wins(&mut search, t)))
            .collect(),
    )
}

/// Every game's win (for the player to move) and Every-SG step, by the
/// definition, for piles up to `max`: `table[a][b]` for a <= b. A move
/// from (a, b) leads to a game whose larger pile is smaller than b, or
/// ends it, so the table fills by b, then a.
pub fn step_table(max: u64) -> Vec<Vec<(bool, u32)>> {
    let m = max as usize;
    let mut table = vec![vec![(false, 0u32); m + 1]; m + 1];
    for b in 1..=m {
        for a in 1..=b {
            let options: Vec<(bool, u32)> = game_moves(&(a as u64, b as u64))
                .into_iter()
                .map(|o| match o {
                    None => (false, 0), // Over: lost for its mover, step 0.
                    Some((x, y)) => table[x as usize][y as usize],
                })
                .collect();
            let win = options.iter().any(|&(w, _)| !w);
            let step = if win {
                // The winner plays it as long as he can keep it won.
                options
                    .iter()
                    .filter(|&&(w, _)| !w)
                    .map(|&(_, s)| s + 1)
                    .max()
            } else {
                // The loser ends it as soon as he can.
                options.iter().map(|&(_, s)| s + 1).min()
            };
            table[a][b] = (
                win,
                step.expect("a game with both piles non-empty has a move"),
            );
        }
    }
    table
}

/// The second computation: MM wins iff the largest step, by the table, is
/// odd (a game with an empty pile: step 0).
pub fn second_wins(table: &[Vec<(bool, u32)>], games: &[(u64, u64)]) -> bool {
    let longest = games
        .iter()
        .filter_map(|&(p, q)| game(p, q))
        .map(|(a, b)| table[a as usize][b as usize].1)
        .max()
        .unwrap_or(0);
    longest % 2 == 1
}

/// The second computation's answers, for piles up to 1000.
fn beyond_search(input: &str) -> Option<String> {
    let tests = read_tests(input);
    if tests.iter().flatten().any(|&(p, q)| p.max(q) > MAX_PILE) {
        return None;
    }
    let table = step_table(MAX_PILE);
    Some(
        tests
            .iter()
            .map(|t| words(second_wins(&table, t)))
            .collect(),
    )
}

/// A game of two random piles of 1 to `max`, in random order.
fn random_game(rng: &mut Rng, max: u64) -> (u64, u64) {
    (rng.range(1, max), rng.range(1, max))
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
/// tests of one game of piles up to 125 * size, two games up to 6 * size,
/// or three up to 4 + size (size 8: one game up to 1000, two up to 48, or
/// three up to 12).
fn random_input(rng: &mut Rng, size: u64) -> String {
    let tests: Vec<Vec<(u64, u64)>> = (0..rng.range(1, 3))
        .map(|_| match rng.range(1, 3) {
            1 => vec![random_game(rng, 125 * size)],
            2 => (0..2).map(|_| random_game(rng, 6 * size)).collect(),
            _ => (0..3).map(|_| random_game(rng, 4 + size)).collect(),
        })
        .collect();
    input(&tests)
}

/// Consecutive Fibonacci numbers up to 1000 (1, 2, 3, 5, ..., 987).
fn fibonacci() -> Vec<u64> {
    let mut f = vec![1u64, 2];
    while f[f.len() - 1] + f[f.len() - 2] <= MAX_PILE {
        f.push(f[f.len() - 1] + f[f.len() - 2]);
    }
    f
}

/// The generated cases; judge-data/hdu3595-gg-and-mm/README.md says how
/// each was made and what backs its answer.
fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(3595);
    let mut cases = Vec::new();
    for i in 1..=6 {
        let tests: Vec<Vec<(u64, u64)>> = (0..20)
            .map(|_| match rng.range(1, 3) {
                1 => vec![random_game(&mut rng, MAX_PILE)],
                2 => (0..2).map(|_| random_game(&mut rng, 40)).collect(),
                _ => (0..3).map(|_| random_game(&mut rng, 12)).collect(),
            })
            .collect();
        cases.push(Generated::searched(
            &format!("random-small-{i:02}"),
            input(&tests),
        ));
    }
    // One game per test: the edges of Euclid's game and of its steps.
    let f = fibonacci();
    let n = f.len();
    let singles: Vec<(u64, u64)> = vec![
        (1, 1),
        (1, 2),
        (2, 1),
        (1, 1000),
        (1000, 1),
        (1000, 1000),
        (999, 1000),
        (1000, 999),
        (500, 1000),
        (f[n - 1], f[n - 2]),
        (f[n - 2], f[n - 1]),
        (f[n - 2], f[n - 3]),
        (f[n - 1] + 1, f[n - 2]),
        // Quotient 2 over a pair lost for its mover (one step more) and
        // over one won (two steps more).
        (2 * f[n - 3] + f[n - 4], f[n - 3]),
        (2 * f[n - 4] + f[n - 5], f[n - 4]),
        (3, 2),
        (5, 3),
        (7, 3),
        (7, 2),
        (8, 3),
    ];
    let single_tests: Vec<Vec<(u64, u64)>> = singles.iter().map(|&g| vec![g]).collect();
    cases.push(Generated::searched(
        "edge-single-games",
        input(&single_tests),
    ));
    // Every single game with piles up to 9, in both orders (81 tests).
    let small: Vec<Vec<(u64, u64)>> = (1..=9)
        .flat_map(|p| (1..=9).map(move |q| vec![(p, q)]))
        .collect();
    cases.push(Generated::searched("edge-every-game-to-9", input(&small)));
    // Two and three games whose steps tie or differ by one, where the
    // largest step decides and a won game can be lost overall.
    let combos: Vec<Vec<(u64, u64)>> = vec![
        vec![(1, 1), (1, 1)],
        vec![(1, 1), (3, 2)],
        vec![(3, 2), (3, 2)],
        vec![(1, 2), (3, 2)],
        vec![(5, 3), (1, 1)],
        vec![(5, 3), (3, 2)],
        vec![(8, 5), (1, 4)],
        vec![(8, 5), (5, 3), (3, 2)],
        vec![(13, 8), (2, 5)],
        vec![(13, 8), (1, 1), (1, 1)],
        vec![(7, 3), (3, 7)],
        vec![(7, 4), (4, 7), (2, 1)],
        vec![(21, 13), (1, 20)],
        vec![(34, 21), (10, 3)],
    ];
    cases.push(Generated::searched(
        "edge-two-or-three-games",
        input(&combos),
    ));
    let table = step_table(MAX_PILE);
    let answers = |tests: &[Vec<(u64, u64)>]| -> String {
        tests
            .iter()
            .map(|t| words(second_wins(&table, t)))
            .collect()
    };
    // 100 tests of 1000 random games of piles up to 1000 (0.9 MB).
    let random: Vec<Vec<(u64, u64)>> = (0..100)
        .map(|_| (0..1000).map(|_| random_game(&mut rng, MAX_PILE)).collect())
        .collect();
    cases.push(Generated::constructed(
        "max-100-tests-of-1000-games",
        input(&random),
        &answers(&random),
    ));
    // 100 tests of 1000 games: 999 of piles up to 8 (at most 4 steps)
    // and one more: consecutive Fibonacci numbers from (13, 8) to
    // (987, 610) (5 to 14 steps, by turns won and lost), a quotient-2 pair
    // over such a pair (5 to 13 steps), or two random piles up to 1000.
    // The first two kinds decide their test, with either parity.
    let long: Vec<Vec<(u64, u64)>> = (0..100)
        .map(|i| {
            let j = 5 + (i as usize) % (n - 5);
            let star = match i % 3 {
                0 => (f[j], f[j - 1]),
                1 => {
                    let j = j.min(n - 2);
                    (2 * f[j - 1] + f[j - 2], f[j - 1])
                }
                _ => random_game(&mut rng, MAX_PILE),
            };
            let mut t: Vec<(u64, u64)> = (0..999).map(|_| random_game(&mut rng, 8)).collect();
            t.push(star);
            rng.shuffle(&mut t);
            t
        })
        .collect();
    cases.push(Generated::constructed(
        "max-100-tests-one-long-game",
        input(&long),
        &answers(&long),
    ));
    cases
}

test_support::spec! {
    validate, reference, second_computation: beyond_search, random_input,
    generated,
    min_searched: 10,
}
