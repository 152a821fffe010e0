//! Codeforces 786A Berzerk's spec (`test_support::spec`): the statement's
//! constraints; as the reference, the search of the loopy game by its rules
//! (`LoopySearch`: Win, Lose or Loop for each start); the large cases from
//! a second computation (the definition swept to a fixpoint over bit sets,
//! written apart from the solution and checked against the search in the
//! problem's tests); and the inputs made from them.

use judge_io::Error;
use test_support::{join, numbers, Generated, LoopySearch, Outcome, Rng, Strict};

/// A state by the rules: the object the monster stands on (1..=n,
/// object 1 the black hole) and whether Rick is to move.
type State = (u64, bool);

/// The exhaustive search over the real game, by the rules alone: the
/// mover picks x from his set and the monster walks x objects
/// clockwise, one at a time (n is followed by 1). If it stops in the
/// black hole the mover has won: the game is over, and the state it
/// leaves (object 1, the other to move) has no move, a loss for the
/// player to move there. Line 1 is Rick moving first from objects
/// 2..n, line 2 Morty.
pub fn searched(n: u64, rick: &[u64], morty: &[u64]) -> String {
    let mut search = LoopySearch::new(|&(object, rick_moves): &State| {
        if object == 1 {
            return Vec::new();
        }
        let set = if rick_moves { rick } else { morty };
        set.iter()
            .map(|&x| {
                let mut at = object;
                for _ in 0..x {
                    at = if at == n { 1 } else { at + 1 };
                }
                (at, !rick_moves)
            })
            .collect()
    });
    let mut s = String::new();
    for rick_first in [true, false] {
        let line: Vec<&str> = (2..=n)
            .map(|object| match search.outcome(&(object, rick_first)) {
                Outcome::Win => "Win",
                Outcome::Lose => "Lose",
                Outcome::Draw => "Loop",
            })
            .collect();
        s.push_str(&line.join(" "));
        s.push('\n');
    }
    s
}

pub fn input(n: u64, rick: &[u64], morty: &[u64]) -> String {
    format!(
        "{n}\n{} {}\n{} {}\n",
        rick.len(),
        join(rick),
        morty.len(),
        join(morty)
    )
}

/// (n, Rick's set, Morty's set) of an input.
fn parse(input: &str) -> (u64, Vec<u64>, Vec<u64>) {
    let v = numbers(input);
    let k1 = v[1] as usize;
    let rick = v[2..2 + k1].to_vec();
    let k2 = v[2 + k1] as usize;
    let morty = v[3 + k1..3 + k1 + k2].to_vec();
    (v[0], rick, morty)
}

/// Every non-empty subset of 1..n-1, as sorted values.
pub fn subsets(n: u64) -> Vec<Vec<u64>> {
    (1u64..1 << (n - 1))
        .map(|mask| (1..n).filter(|x| mask & (1 << (x - 1)) != 0).collect())
        .collect()
}

/// A set size for n: at most n - 1 and at most a random bound of 1..=most.
pub fn set_size(rng: &mut Rng, n: u64, most: u64) -> u64 {
    let bound = rng.range(1, most);
    rng.range(1, (n - 1).min(bound))
}

/// `k` distinct random values of 1..n-1, in random order.
pub fn random_set(rng: &mut Rng, n: u64, k: u64) -> Vec<u64> {
    let mut all: Vec<u64> = (1..n).collect();
    rng.shuffle(&mut all);
    all.truncate(k as usize);
    all
}

/// The second computation, for inputs too large to search: the
/// definition swept to a fixpoint over bit sets of positions (no
/// counters, no queue). For player t, bit x of `has[t]` is a move by x;
/// a window of the other player's lost (or won) set starting at p has
/// bit x set when position p + x (mod n) is lost (won) for him. So
/// (p, t) is won when the window of lost positions meets `has[t]`, and
/// lost when the window of won positions covers it. Position 0 is lost
/// for the player to move there (his opponent has just won).
pub fn second_computation(n: u64, rick: &[u64], morty: &[u64]) -> (String, usize) {
    let n = n as usize;
    let words = (n + 63) / 64;
    let bits = |xs: &mut dyn Iterator<Item = usize>| {
        let mut b = vec![0u64; words];
        for x in xs {
            b[x / 64] |= 1 << (x % 64);
        }
        b
    };
    let has = [
        bits(&mut rick.iter().map(|&x| (x % n as u64) as usize)),
        bits(&mut morty.iter().map(|&x| (x % n as u64) as usize)),
    ];
    // won[t][p], lost[t][p]: settled values of (p, t) for t to move.
    let mut won = vec![vec![false; n]; 2];
    let mut lost = vec![vec![false; n]; 2];
    lost[0][0] = true;
    lost[1][0] = true;
    // Positions 0..n then 0..n again, and a zero word, as bits.
    let doubled = |set: &[bool]| {
        let mut b = vec![0u64; 2 * words + 2];
        for i in 0..2 * n {
            if set[i % n] {
                b[i / 64] |= 1 << (i % 64);
            }
        }
        b
    };
    let window = |d: &[u64], p: usize, i: usize| {
        let (w, s) = ((p + 64 * i) / 64, (p + 64 * i) % 64);
        if s == 0 {
            d[w]
        } else {
            (d[w] >> s) | (d[w + 1] << (64 - s))
        }
    };
    let mut sweeps = 0;
    loop {
        sweeps += 1;
        let mut changed = false;
        for t in 0..2 {
            let (lost_other, won_other) = (doubled(&lost[1 - t]), doubled(&won[1 - t]));
            for p in 1..n {
                if won[t][p] || lost[t][p] {
                    continue;
                }
                if (0..words).any(|i| has[t][i] & window(&lost_other, p, i) != 0) {
                    won[t][p] = true;
                    changed = true;
                } else if (0..words).all(|i| has[t][i] & !window(&won_other, p, i) == 0) {
                    lost[t][p] = true;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut s = String::new();
    for t in 0..2 {
        let line: Vec<&str> = (1..n)
            .map(|p| match (won[t][p], lost[t][p]) {
                (true, _) => "Win",
                (_, true) => "Lose",
                _ => "Loop",
            })
            .collect();
        s.push_str(&line.join(" "));
        s.push('\n');
    }
    (s, sweeps)
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("n", 2u64, 7000)?;
    sc.end_line()?;
    for name in ["k1", "k2"] {
        let k = sc.next_in(name, 1u64, n - 1)?;
        let mut seen = vec![false; n as usize];
        for _ in 0..k {
            let x = sc.next_in("s", 1u64, n - 1)?;
            if seen[x as usize] {
                return Err(Error::new(format!("{x} twice in one set")));
            }
            seen[x as usize] = true;
        }
        sc.end_line()?;
    }
    Ok(())
}

/// The search's answer, for n up to 60.
fn reference(input: &str) -> Option<String> {
    let (n, rick, morty) = parse(input);
    if n > 60 {
        return None;
    }
    Some(searched(n, &rick, &morty))
}

/// The statement's largest n.
const STATED_MAX_N: u64 = 7000;

fn answer_lines(
    n: u64,
    rick_first: impl Fn(u64) -> &'static str,
    morty_first: impl Fn(u64) -> &'static str,
) -> String {
    let line = |f: &dyn Fn(u64) -> &'static str| {
        let words: Vec<&str> = (1..n).map(f).collect();
        words.join(" ") + "\n"
    };
    line(&rick_first) + &line(&morty_first)
}

/// Constructed (README) and confirmed by the second computation.
fn constructed(stem: &str, n: u64, rick: &[u64], morty: &[u64], ans: String) -> Generated {
    let (second, _) = second_computation(n, rick, morty);
    assert_eq!(second, ans, "{stem}");
    Generated::constructed(stem, input(n, rick, morty), &ans)
}

fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(786);
    let mut cases = Generated::searched_series("random-small", 1..=12, |_| {
        let n = rng.range(2, 40);
        let k1 = set_size(&mut rng, n, 8);
        let k2 = set_size(&mut rng, n, 8);
        let (rick, morty) = (random_set(&mut rng, n, k1), random_set(&mut rng, n, k2));
        input(n, &rick, &morty)
    });
    for (stem, n, rick, morty) in [
        ("edge-n-2", 2, vec![1], vec![1]),
        (
            "edge-even-moves-odd-positions-loop",
            8,
            vec![2, 4, 6],
            vec![4],
        ),
        ("edge-rick-one-step-morty-two", 9, vec![1], vec![2]),
        (
            "edge-a-move-to-the-hole-beats-moves-to-wins",
            6,
            vec![1, 3],
            vec![2, 5],
        ),
        (
            "edge-sets-in-descending-order",
            10,
            vec![9, 7, 4, 1],
            vec![8, 3],
        ),
        // Found by scripts/stress against a program that queues a won
        // state once per lost state it reaches (README).
        (
            "edge-won-state-reached-twice",
            6,
            vec![1, 5],
            vec![5, 4, 2, 1],
        ),
    ] {
        cases.push(Generated::searched(stem, input(n, &rick, &morty)));
    }
    let n = STATED_MAX_N;
    let all: Vec<u64> = (1..n).collect();
    // Everyone can jump into the black hole from anywhere.
    cases.push(constructed(
        "max-n-all-moves",
        n,
        &all,
        &all,
        answer_lines(n, |_| "Win", |_| "Win"),
    ));
    // Rick can jump in from anywhere; Morty from p iff n - p is his.
    let mut morty = random_set(&mut rng, n, 3500);
    let mine = |set: &[u64]| {
        let mut has = vec![false; n as usize];
        for &x in set {
            has[x as usize] = true;
        }
        has
    };
    let has = mine(&morty);
    cases.push(constructed(
        "max-n-rick-all-moves-morty-half",
        n,
        &all,
        &morty,
        answer_lines(
            n,
            |_| "Win",
            |p| if has[(n - p) as usize] { "Win" } else { "Lose" },
        ),
    ));
    // Even moves on an even circle: odd positions never reach 0.
    let mut evens: Vec<u64> = (1..n).filter(|x| x % 2 == 0).collect();
    rng.shuffle(&mut evens);
    let odd_loop = |p: u64| if p % 2 == 1 { "Loop" } else { "Win" };
    cases.push(constructed(
        "max-n-even-moves",
        n,
        &evens,
        &evens,
        answer_lines(n, odd_loop, odd_loop),
    ));
    // Multiples of 7: Rick has all of them, Morty half.
    let sevens: Vec<u64> = (1..n).filter(|x| x % 7 == 0).collect();
    morty = sevens.clone();
    rng.shuffle(&mut morty);
    morty.truncate(sevens.len() / 2);
    let has = mine(&morty);
    cases.push(constructed(
        "max-n-multiples-of-7",
        n,
        &sevens,
        &morty,
        answer_lines(
            n,
            |p| if p % 7 == 0 { "Win" } else { "Loop" },
            |p| match (p % 7 == 0, has[(n - p) as usize]) {
                (false, _) => "Loop",
                (true, true) => "Win",
                (true, false) => "Lose",
            },
        ),
    ));
    // One step each: the monster walks to the hole, n - p moves.
    cases.push(constructed(
        "max-n-one-step-each",
        n,
        &[1],
        &[1],
        answer_lines(
            n,
            |p| if (n - p) % 2 == 1 { "Win" } else { "Lose" },
            |p| if (n - p) % 2 == 1 { "Win" } else { "Lose" },
        ),
    ));
    // Random sets, answered by the second computation: equal sizes
    // (mostly loops), and a small set against a large one (the small
    // set's owner often has only moves to the other's wins).
    for (stem, k1, k2) in [
        ("max-n-random-sets-of-6000", 6000, 6000),
        ("max-n-random-sets-of-3", 3, 3),
        ("max-n-random-rick-3-morty-6300", 3, 6300),
        ("max-n-random-rick-10-morty-5000", 10, 5000),
        ("max-n-random-rick-6900-morty-100", 6900, 100),
    ] {
        let (rick, morty) = (random_set(&mut rng, n, k1), random_set(&mut rng, n, k2));
        let (ans, _) = second_computation(n, &rick, &morty);
        cases.push(Generated::constructed(stem, input(n, &rick, &morty), &ans));
    }
    cases
}

/// A random input of size `size` (1..=8) for `scripts/stress`: n from 2
/// to 2 * size + 3 (at most 19), sets of 1 to min(n - 1, size) values.
fn random_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(2, 2 * size + 3);
    let k1 = rng.range(1, (n - 1).min(size));
    let k2 = rng.range(1, (n - 1).min(size));
    let (rick, morty) = (random_set(rng, n, k1), random_set(rng, n, k2));
    input(n, &rick, &morty)
}

/// Inputs at the ends of the sets' range, for `scripts/stress` (every
/// other case): n from 2 to 7 * size + 4 (at most 60), each set either
/// nearly full (every value of 1..n-1 but up to `size` random ones)
/// or made of the extreme values 1, 2, n - 2, n - 1 (those below n).
fn boundary_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(2, 7 * size + 4);
    let mut set = || -> Vec<u64> {
        let mut s: Vec<u64> = if rng.range(0, 1) == 0 {
            let drop = rng.range(0, size.min(n - 2));
            let mut all: Vec<u64> = (1..n).collect();
            rng.shuffle(&mut all);
            all.truncate((n - 1 - drop) as usize);
            all
        } else {
            let mut ends: Vec<u64> = [1, 2, n.saturating_sub(2), n - 1]
                .iter()
                .copied()
                .filter(|&x| x >= 1 && x < n)
                .collect();
            ends.sort_unstable();
            ends.dedup();
            ends.retain(|_| rng.range(0, 2) > 0);
            if ends.is_empty() {
                ends.push(n - 1);
            }
            ends
        };
        rng.shuffle(&mut s);
        s
    };
    let rick = set();
    let morty = set();
    input(n, &rick, &morty)
}

test_support::spec! {
    validate, reference, random_input, boundary_input, generated,
    min_searched: 20,
}
