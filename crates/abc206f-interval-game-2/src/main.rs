//! AtCoder ABC206 F Interval Game 2: <https://atcoder.jp/contests/abc206/tasks/abc206_f>
//!
//! **Game**: N half-open intervals [L_i, R_i) (duplicates allowed); a move
//! chooses an interval that shares no point with any interval chosen so far.
//! Normal play; Alice moves first. T independent cases.
//!
//! **Theory**: Sprague-Grundy theorem on ranges. The chosen intervals cut
//! [1, 100) into free ranges, and an interval can be chosen iff it lies inside
//! one free range; choosing [a, b) inside [l, r) leaves the independent ranges
//! [l, a) and [b, r). So g(l, r) = mex{ g(l, a) ^ g(b, r) : [a, b) given,
//! l <= a, b <= r }, and Alice wins iff g(1, 100) != 0.
//!
//! **Reduction**: the whole line [1, 100) is the start range.
//!
//! **Complexity**: O(100^2 / 2 * N) per case, 10^7 steps for T = 20, N = 100.
//! Judged on AtCoder, so it reads with proconio and writes with itertools.

use std::io::{self, BufRead, BufReader, Write};

use itertools::Itertools;
use proconio::input;
use proconio::source::once::OnceSource;
use proconio::source::Source;
use sg_core::mex;

/// Coordinates lie in 1..=COORD.
const COORD: usize = 100;

fn main() {
    let mut source = OnceSource::new(BufReader::new(io::stdin().lock()));
    // `run` panics on bad input before anything is printed.
    let answer = run(&mut source);
    io::stdout()
        .lock()
        .write_all(answer.as_bytes())
        .expect("write stdout");
}

fn run<R: BufRead, S: Source<R>>(source: &mut S) -> String {
    input! { from &mut *source, t: usize }
    let mut lines = Vec::with_capacity(t.min(1 << 16));
    for _ in 0..t {
        input! { from &mut *source, n: usize, intervals: [(usize, usize); n] }
        for &(l, r) in &intervals {
            assert!(
                1 <= l && l < r && r <= COORD,
                "interval [{l}, {r}) breaks 1 <= L < R <= {COORD}"
            );
        }
        lines.push(if solve(&intervals) { "Alice" } else { "Bob" });
    }
    assert!(source.is_empty(), "unexpected input after the last case");
    format!("{}\n", lines.iter().join("\n"))
}

/// Whether the first player wins with `intervals` as (L, R), 1 <= L < R <= 100.
fn solve(intervals: &[(usize, usize)]) -> bool {
    // g[l][r] for the free range [l, r); empty ranges (l == r) are 0.
    let mut g = vec![vec![0usize; COORD + 1]; COORD + 1];
    let mut options = Vec::with_capacity(intervals.len());
    for len in 1..COORD {
        for l in 1..=COORD - len {
            let r = l + len;
            options.clear();
            for &(a, b) in intervals {
                if l <= a && b <= r {
                    options.push(g[l][a] ^ g[b][r]);
                }
            }
            g[l][r] = mex(&options);
        }
    }
    g[1][COORD] != 0
}

#[cfg(test)]
mod tests {
    use proconio::source::once::OnceSource;
    use sg_core::WinLossSearch;
    use test_support::{counted_pair_cases, counted_pairs_input, numbers, Generated, Rng};

    use super::{run, solve};

    const PACKAGE: &str = env!("CARGO_PKG_NAME");

    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(run(&mut OnceSource::from(input)), expected);
    }

    #[test]
    fn sample_1() {
        check(
            r"5
3
53 98
8 43
12 53
10
4 7
5 7
3 7
4 5
5 8
6 9
4 8
5 10
1 9
5 10
2
58 98
11 29
6
79 83
44 83
38 74
49 88
18 45
64 99
1
5 9
",
            "Bob\nAlice\nBob\nAlice\nAlice\n",
        );
    }

    #[test]
    fn touching_intervals_do_not_intersect() {
        // [1, 2) and [2, 3) can both be chosen: two moves, Bob wins.
        check("1\n2\n1 2\n2 3\n", "Bob\n");
    }

    #[test]
    #[should_panic(expected = "breaks 1 <= L < R")]
    fn empty_interval_is_rejected() {
        check("1\n1\n5 5\n", "");
    }

    #[test]
    #[should_panic]
    fn truncated_input_is_rejected() {
        check("2\n1\n1 2\n", "");
    }

    /// Whether the player to move wins, by the rules: a position is the set
    /// of chosen intervals (a bit mask); an interval may be chosen if it
    /// shares no point with a chosen one (so a duplicate of a chosen one may
    /// not).
    fn search_wins(intervals: &[(usize, usize)]) -> bool {
        let moves = |&chosen: &u32| -> Vec<u32> {
            (0..intervals.len())
                .filter(|&i| {
                    let (a, b) = intervals[i];
                    chosen & (1 << i) == 0
                        && (0..intervals.len())
                            .filter(|&j| chosen & (1 << j) != 0)
                            .all(|j| b <= intervals[j].0 || intervals[j].1 <= a)
                })
                .map(|i| chosen | (1 << i))
                .collect()
        };
        WinLossSearch::new(moves).wins(&0)
    }

    #[test]
    fn matches_exhaustive_search_on_all_small_sets_and_random_ones() {
        // Every multiset of 1 to 3 intervals with coordinates in 1..=6 (15
        // intervals): 15 + 120 + 680 = 815 sets.
        let all: Vec<(usize, usize)> = (1..=6)
            .flat_map(|l| (l + 1..=6).map(move |r| (l, r)))
            .collect();
        let picks = test_support::multisets(3, 0, all.len() as u64 - 1);
        for pick in &picks[1..] {
            let set: Vec<(usize, usize)> = pick.iter().map(|&k| all[k as usize]).collect();
            assert_eq!(solve(&set), search_wins(&set), "{set:?}");
        }
        assert_eq!(picks.len() - 1, 815);
        // 3000 random sets of 4 to 8 intervals with coordinates in 1..=12.
        let mut rng = Rng::new(206);
        for _ in 0..3000 {
            let n = rng.range(4, 8) as usize;
            let set: Vec<(usize, usize)> = (0..n)
                .map(|_| {
                    let l = rng.range(1, 11) as usize;
                    (l, rng.range(l as u64 + 1, 12) as usize)
                })
                .collect();
            assert_eq!(solve(&set), search_wins(&set), "{set:?}");
        }
    }

    fn validate(input: &str) -> Result<(), String> {
        let v = numbers(input);
        let t = v[0] as usize;
        if !(1..=20).contains(&t) {
            return Err(format!("T = {t} is outside 1..=20"));
        }
        let mut at = 1;
        for case in 1..=t {
            let n = *v.get(at).ok_or("input ends early")? as usize;
            if !(1..=100).contains(&n) {
                return Err(format!("case {case}: N = {n} is outside 1..=100"));
            }
            for i in 0..n {
                let (l, r) = (v[at + 1 + 2 * i], v[at + 2 + 2 * i]);
                if !(1 <= l && l < r && r <= 100) {
                    return Err(format!("case {case}: [{l}, {r}) breaks 1 <= L < R <= 100"));
                }
            }
            at += 1 + 2 * n;
        }
        if at != v.len() {
            return Err("extra tokens after the last case".to_string());
        }
        Ok(())
    }

    #[test]
    fn judge_data_inputs_meet_the_constraints() {
        test_support::assert_inputs_valid(PACKAGE, validate);
    }

    /// The cases of an input as interval lists.
    fn parse(input: &str) -> Vec<Vec<(usize, usize)>> {
        counted_pair_cases(input)
            .into_iter()
            .map(|c| {
                c.into_iter()
                    .map(|(l, r)| (l as usize, r as usize))
                    .collect()
            })
            .collect()
    }

    /// The search's answers if every case has at most 12 intervals.
    fn reference(input: &str) -> Option<String> {
        let cases = parse(input);
        if cases.iter().any(|c| c.len() > 12) {
            return None;
        }
        let lines: Vec<&str> = cases
            .iter()
            .map(|c| if search_wins(c) { "Alice" } else { "Bob" })
            .collect();
        Some(lines.join("\n") + "\n")
    }

    /// `set` and its mirror image x -> 101 - x, side by side in disjoint
    /// halves: [l, r) in 1..=50 and [101 - r, 101 - l) in 51..=100.
    fn mirrored(set: &[(usize, usize)]) -> Vec<(usize, usize)> {
        let mut res = set.to_vec();
        res.extend(set.iter().map(|&(l, r)| (101 - r, 101 - l)));
        res
    }

    /// The generated cases; judge-data/abc206f-interval-game-2/README.md
    /// gives the argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(206);
        let mut cases = Vec::new();
        for i in 1..=4 {
            let c: Vec<Vec<(usize, usize)>> = (0..20)
                .map(|_| {
                    let n = rng.range(1, 12) as usize;
                    (0..n)
                        .map(|_| {
                            let l = rng.range(1, 99) as usize;
                            (
                                l,
                                rng.range(l as u64 + 1, (l as u64 + 30).min(100)) as usize,
                            )
                        })
                        .collect()
                })
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                counted_pairs_input(&c),
            ));
        }
        let edges = vec![
            vec![(1, 100)],
            vec![(1, 100); 12],
            vec![(1, 2), (2, 3), (3, 4)],
            vec![(50, 51)],
        ];
        cases.push(Generated::searched(
            "edge-whole-line-and-duplicates",
            counted_pairs_input(&edges),
        ));
        // T = 20, N = 100: 50 random intervals inside [1, 50] and their
        // mirror images inside [51, 100]: a second-player win (Bob).
        let big: Vec<Vec<(usize, usize)>> = (0..20)
            .map(|_| {
                let half: Vec<(usize, usize)> = (0..50)
                    .map(|_| {
                        let l = rng.range(1, 49) as usize;
                        (l, rng.range(l as u64 + 1, 50) as usize)
                    })
                    .collect();
                let mut c = mirrored(&half);
                rng.shuffle(&mut c);
                c
            })
            .collect();
        cases.push(Generated::constructed(
            "max-t-n-mirrored",
            counted_pairs_input(&big),
            &"Bob\n".repeat(20),
        ));
        // The same plus one interval across the middle [50, 52) that meets
        // no other: Alice takes it first, then mirrors (N = 99).
        let cross: Vec<Vec<(usize, usize)>> = (0..20)
            .map(|_| {
                let half: Vec<(usize, usize)> = (0..49)
                    .map(|_| {
                        let l = rng.range(1, 48) as usize;
                        (l, rng.range(l as u64 + 1, 49) as usize)
                    })
                    .collect();
                let mut c = mirrored(&half);
                c.push((50, 52));
                rng.shuffle(&mut c);
                c
            })
            .collect();
        cases.push(Generated::constructed(
            "max-t-mirrored-plus-middle",
            counted_pairs_input(&cross),
            &"Alice\n".repeat(20),
        ));
        cases
    }

    #[test]
    fn judge_data_answers_are_backed_independently() {
        let searched = test_support::assert_answers_backed(PACKAGE, &generated(), reference);
        assert!(searched >= 5, "only {searched} cases backed by search");
    }
}
