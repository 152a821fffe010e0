//! AtCoder ABC206 F Interval Game 2: <https://atcoder.jp/contests/abc206/tasks/abc206_f>
//!
//! **Game**: N intervals [L, R); a move chooses one sharing no point with
//! those chosen so far. Normal play; Alice moves first.
//!
//! **Theory**: Sprague-Grundy. Choosing [a, b) in a free range (x, y)
//! leaves the independent (x, a) and (b, y): g(x, y) = mex{ g(x, a) ^
//! g(b, y) : x <= a, b <= y }; Alice wins iff g(-inf, inf) != 0.
//!
//! **Reduction**: ranges run from -inf or an R to an L or inf: a table
//! over those ends, for any values; each range scans only its intervals.
//!
//! **Complexity**: O(N^3) per test at worst. Bad input (a token not an
//! integer in 0..2^64, L >= R, too few tokens, N > 300) gets one line
//! `error: ...` on stderr, exit 1 and no answer.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use itertools::Itertools;
use proconio::input;
use proconio::source::{once::OnceSource, Source};

fn main() -> ExitCode {
    let mut input = Vec::new();
    let res = match io::stdin().read_to_end(&mut input) {
        Ok(_) => run(&input),
        Err(e) => Err(e.to_string()),
    };
    match res.map(|a| io::stdout().write_all(a.as_bytes())) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(e)) => fail(e.to_string()),
        Err(e) => fail(e),
    }
}

fn fail(e: String) -> ExitCode {
    eprintln!("error: {e}");
    ExitCode::FAILURE
}

/// The answer, or why the input is rejected. Every token is checked
/// first, so proconio only parses valid tokens that are there.
fn run(input: &[u8]) -> Result<String, String> {
    let count = check_tokens(input)?;
    let mut left = count;
    let mut take = |k: u64, what: &str| {
        left = left
            .checked_sub(k)
            .ok_or(format!("unexpected end of input: expected {what}"))?;
        Ok::<_, String>(())
    };
    let mut source = OnceSource::from(std::str::from_utf8(input).map_err(|e| e.to_string())?);
    take(1, "T")?;
    input! { from &mut source, t: u64 }
    let mut lines = Vec::new();
    for case in 1..=t {
        take(1, &format!("N of test {case}"))?;
        input! { from &mut source, n: u64 }
        if n > 300 {
            return Err(format!(
                "test {case}: N = {n} is above 300, the most handled"
            ));
        }
        take(2 * n, &format!("the {n} intervals of test {case}"))?;
        let mut intervals = Vec::new();
        for i in 1..=n {
            input! { from &mut source, l: u64, r: u64 }
            if l >= r {
                return Err(format!("test {case}, interval {i}: [{l}, {r}) is empty"));
            }
            intervals.push((l, r));
        }
        lines.push(if solve(intervals) { "Alice\n" } else { "Bob\n" });
    }
    match source.next_token() {
        Some(x) => Err(format!(
            "token {}: `{}` after the end",
            count - left + 1,
            shown(x.as_bytes())
        )),
        None => Ok(lines.iter().join("")),
    }
}

/// The number of tokens, if each is an integer in 0..2^64.
fn check_tokens(input: &[u8]) -> Result<u64, String> {
    let space = |b: &u8| *b == b' ' || (b'\t'..=b'\r').contains(b);
    let digit = |v: u64, &b: &u8| match b {
        b'0'..=b'9' => v.checked_mul(10)?.checked_add(u64::from(b - b'0')),
        _ => None,
    };
    let mut count = 0;
    for t in input.split(space).filter(|t| !t.is_empty()) {
        count += 1;
        if t.iter().try_fold(0, digit).is_none() {
            return Err(format!(
                "token {count}: `{}` is not an integer in 0..2^64",
                shown(t)
            ));
        }
    }
    Ok(count)
}

/// Up to 40 bytes of `token`, unprintable bytes as `\xNN`.
fn shown(token: &[u8]) -> String {
    let s: String = token
        .iter()
        .take(40)
        .map(|&b| match b {
            b'!'..=b'~' => char::from(b).to_string(),
            _ => format!("\\x{b:02x}"),
        })
        .collect();
    s + if token.len() > 40 { "..." } else { "" }
}

/// Whether the first player wins with `intervals` as (L, R), L < R.
fn solve(mut intervals: Vec<(u64, u64)>) -> bool {
    intervals.sort_unstable();
    intervals.dedup();
    // Range starts: -inf (index 0), then the Rs; ends: the Ls, then inf.
    let starts: Vec<u64> = intervals.iter().map(|p| p.1).sorted().dedup().collect();
    let ends: Vec<u64> = intervals.iter().map(|p| p.0).dedup().collect();
    let (ns, ne) = (starts.len() + 1, ends.len() + 1);
    let at = |v: &[u64], x: u64| v.partition_point(|&y| y < x);
    // (L as an end, R as a start), by L descending.
    let idx: Vec<(usize, usize)> = intervals
        .iter()
        .rev()
        .map(|&(l, r)| (at(&ends, l), at(&starts, r) + 1))
        .collect();
    let mut g = vec![0u16; ns * ne];
    // g(s, e) needs g(s, L) with L < e and g(R, e) with R > s.
    for e in 0..ne {
        // The intervals inside (s, e) are a prefix of these, longer as s falls.
        let fits: Vec<_> = idx
            .iter()
            .filter(|p| e + 1 == ne || starts[p.1 - 1] <= ends[e])
            .collect();
        let mut inside = 0;
        for s in (0..ns).rev() {
            while inside < fits.len() && (s == 0 || ends[fits[inside].0] >= starts[s - 1]) {
                inside += 1;
            }
            // At most 300 options, so values below 512.
            let mut seen = [0u64; 8];
            for &&(l, r) in &fits[..inside] {
                let v = g[s * ne + l] ^ g[r * ne + e];
                seen[usize::from(v / 64)] |= 1 << (v % 64);
            }
            let w = seen.iter().position(|&w| w != !0).unwrap_or(0);
            g[s * ne + e] = w as u16 * 64 + seen[w].trailing_ones() as u16;
        }
    }
    g[ne - 1] != 0
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Output, Scanner};
    use test_support::{
        counted_pair_cases, counted_pairs_input, multisets, Expect, Generated, Rng, WinLossSearch,
    };

    use super::{run, solve};

    #[track_caller]
    fn check(input: &str, expected: &str) {
        assert_eq!(
            run(input.as_bytes()),
            Ok(expected.to_string()),
            "input:\n{input}"
        );
    }

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(&input, &answer);
    }

    #[test]
    fn touching_intervals_do_not_intersect() {
        // [1, 2) and [2, 3) can both be chosen: two moves, Bob wins.
        check("1\n2\n1 2\n2 3\n", "Bob\n");
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        use Expect::{Answer, Reject};
        let long = format!("1\n1\n1 {}\n", "9".repeat(200_000));
        // 21 tests (T above 20), the last of 101 copies of [1, 2) (N above
        // 100): one interval, or copies of one, allow exactly one move.
        let many = format!("21\n{}101\n{}", "1\n1 2\n".repeat(20), "1 2\n".repeat(101));
        let alice_21: &'static str = Box::leak("Alice\n".repeat(21).into_boxed_str());
        let rows: Vec<(&str, &str, Expect)> = vec![
            ("empty", "", Reject("unexpected end of input: expected T")),
            ("letters", "1\n1\n1 x\n", Reject("token 4: `x` is not an integer in 0..2^64")),
            ("sign", "1\n1\n-1 2\n", Reject("token 3: `-1` is not an integer in 0..2^64")),
            ("plus sign", "+1\n1\n1 2\n", Reject("token 1: `+1` is not an integer in 0..2^64")),
            (
                "overflow",
                "1\n1\n1 18446744073709551616\n",
                Reject("token 4: `18446744073709551616` is not an integer in 0..2^64"),
            ),
            (
                "a 200000-digit token is cut in the message",
                &long,
                Reject("token 4: `9999999999999999999999999999999999999999...` is not an integer in 0..2^64"),
            ),
            ("truncated test", "2\n1\n1 2\n", Reject("unexpected end of input: expected N of test 2")),
            ("truncated interval", "1\n2\n1 2\n3\n", Reject("expected the 2 intervals of test 1")),
            (
                "N the input cannot deliver",
                "1\n100000000000000000\n1 2\n",
                Reject("test 1: N = 100000000000000000 is above 300"),
            ),
            ("T the input cannot deliver", "18446744073709551615\n1\n1 2\n", Reject("expected N of test 2")),
            ("trailing", "1\n1\n1 2\n7\n", Reject("token 5: `7` after the end")),
            ("nul", "1\n1\n1 2\0\n", Reject("token 4: `2\\x00` is not an integer in 0..2^64")),
            ("bom", "\u{feff}1\n1\n1 2\n", Reject("token 1: `\\xef\\xbb\\xbf1` is not an integer in 0..2^64")),
            ("L = R", "1\n1\n5 5\n", Reject("test 1, interval 1: [5, 5) is empty")),
            ("L > R", "1\n2\n1 2\n7 3\n", Reject("test 1, interval 2: [7, 3) is empty")),
            ("N above 300", "1\n301\n", Reject("N = 301 is above 300")),
            // Outside the statement's bounds, but the rules still answer.
            ("T = 0", "0\n", Answer("")),
            ("T = 21, N = 101", &many, Answer(alice_21)),
            ("N = 0", "1\n0\n", Answer("Bob\n")),
            ("L = 0", "1\n2\n0 1\n1 2\n", Answer("Bob\n")),
            (
                "coordinates up to 2^64 - 1",
                "1\n3\n0 18446744073709551615\n100 1000000000000\n1000000000000 18446744073709551615\n",
                Answer("Alice\n"),
            ),
            ("leading zeros", "01\n001\n0005 09\n", Answer("Alice\n")),
            ("other whitespace", "1\r\n1\t\x0b\x0c5 9", Answer("Alice\n")),
        ];
        let mut failures = Vec::new();
        for (kind, input, expected) in &rows {
            match (run(input.as_bytes()), expected) {
                (Ok(a), Expect::Answer(want)) if a == *want => {}
                (Err(e), Expect::Reject(want)) if e.contains(want) => {}
                (got, _) => failures.push(format!("{kind}: got {got:?}")),
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
        // Bytes that are not UTF-8 are shown, not a reason to panic.
        let e = run(b"1\n1\n1 2\xff\n").unwrap_err();
        assert_eq!(e, "token 4: `2\\xff` is not an integer in 0..2^64");
    }

    type Interval = (u64, u64);
    /// Makes one random interval of a kind of large input.
    type Maker = fn(&mut Rng) -> Interval;

    /// The moves by the rules: a position is the sorted list of intervals
    /// that can still be chosen (sharing no point with a chosen one); a move
    /// chooses one, which removes it and every listed interval meeting it
    /// (its duplicates included).
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(free: &Vec<Interval>) -> Vec<Vec<Interval>> {
        free.iter()
            .map(|&(a, b)| {
                free.iter()
                    .copied()
                    .filter(|&(l, r)| r <= a || b <= l)
                    .collect()
            })
            .collect()
    }

    fn search_wins<F>(search: &mut WinLossSearch<Vec<Interval>, F>, set: &[Interval]) -> bool
    where
        F: FnMut(&Vec<Interval>) -> Vec<Vec<Interval>>,
    {
        let mut start = set.to_vec();
        start.sort_unstable();
        search.wins(&start)
    }

    fn random_set(rng: &mut Rng, n: u64, coords: &[u64]) -> Vec<Interval> {
        (0..rng.range(1, n))
            .map(|_| {
                let i = rng.range(0, coords.len() as u64 - 2) as usize;
                let j = rng.range(i as u64 + 1, coords.len() as u64 - 1) as usize;
                (coords[i], coords[j])
            })
            .collect()
    }

    #[test]
    fn matches_exhaustive_search_up_to_3_intervals_in_1_to_6_and_random_up_to_8() {
        let mut search = WinLossSearch::new(moves);
        // Every multiset of 1 to 3 intervals with coordinates in 1..=6 (15
        // intervals): 15 + 120 + 680 = 815 sets.
        let all: Vec<Interval> = (1..=6)
            .flat_map(|l| (l + 1..=6).map(move |r| (l, r)))
            .collect();
        for pick in &multisets(3, 0, all.len() as u64 - 1)[1..] {
            let set: Vec<Interval> = pick.iter().map(|&k| all[k as usize]).collect();
            assert_eq!(
                solve(set.clone()),
                search_wins(&mut search, &set),
                "{set:?}"
            );
        }
        // 3000 random sets of 1 to 8 intervals with coordinates in 1..=12,
        // and 1000 with coordinates far outside 1..=100 (0 and up to 2^64 - 1).
        let mut rng = Rng::new(206);
        let small: Vec<u64> = (1..=12).collect();
        let wide = [
            0,
            1,
            99,
            101,
            1000,
            1 << 40,
            1 << 62,
            u64::MAX - 1,
            u64::MAX,
        ];
        for k in 0..4000 {
            let set = random_set(&mut rng, 8, if k < 3000 { &small } else { &wide });
            assert_eq!(
                solve(set.clone()),
                search_wins(&mut search, &set),
                "{set:?}"
            );
        }
    }

    /// The problem's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let t = sc.next_in("T", 1u32, 20)?;
        for _ in 0..t {
            let n = sc.next_in("N", 1u32, 100)?;
            for _ in 0..n {
                let l = sc.next_in("L", 1u32, 99)?;
                sc.next_in("R", l + 1, 100)?;
            }
        }
        Ok(())
    }

    /// The search's answers if every test has at most 24 intervals.
    fn reference(input: &str) -> Option<String> {
        let cases = counted_pair_cases(input);
        if cases.iter().any(|c| c.len() > 24) {
            return None;
        }
        let mut search = WinLossSearch::new(moves);
        Some(
            cases
                .iter()
                .map(|c| {
                    if search_wins(&mut search, c) {
                        "Alice\n"
                    } else {
                        "Bob\n"
                    }
                })
                .collect(),
        )
    }

    /// The second computation for tests too large to search, written apart
    /// from `solve`: every integer range [l, r) of 1..=100 in order of
    /// length, every interval scanned for each, the mex by a hash set.
    /// Checked against the search below.
    fn second_computation(intervals: &[Interval]) -> bool {
        use std::collections::HashSet;
        let mut g = [[0u32; 101]; 101];
        for len in 1..100 {
            for l in 1..=100 - len {
                let r = l + len;
                let options: HashSet<u32> = intervals
                    .iter()
                    .filter(|&&(a, b)| l <= a as usize && b as usize <= r)
                    .map(|&(a, b)| g[l][a as usize] ^ g[b as usize][r])
                    .collect();
                g[l][r] = (0..).find(|v| !options.contains(v)).unwrap();
            }
        }
        g[1][100] != 0
    }

    #[test]
    fn second_computation_matches_the_search_up_to_30_intervals() {
        let mut search = WinLossSearch::new(moves);
        let mut rng = Rng::new(2060);
        let coords: Vec<u64> = (1..=100).collect();
        for _ in 0..2000 {
            let span = if rng.range(0, 1) == 0 { 12 } else { 100 };
            let set = random_set(&mut rng, 9, &coords[..span]);
            assert_eq!(
                second_computation(&set),
                search_wins(&mut search, &set),
                "{set:?}"
            );
        }
        // The range recurrence is what the max answers rest on, so it is
        // searched as far as the test budget allows: 400 sets of 16 to 30
        // intervals in 1..=100, half of length up to 10 (many separate
        // groups, the most positions), half of any length.
        for k in 0..400 {
            let longest = if k % 2 == 0 { 10 } else { 99 };
            let set: Vec<Interval> = (0..rng.range(16, 30))
                .map(|_| {
                    let l = rng.range(1, 99);
                    (l, rng.range(l + 1, (l + longest).min(100)))
                })
                .collect();
            let mut search = WinLossSearch::new(moves);
            assert_eq!(
                second_computation(&set),
                search_wins(&mut search, &set),
                "{set:?}"
            );
        }
    }

    fn answers(cases: &[Vec<Interval>]) -> String {
        cases
            .iter()
            .map(|c| {
                if second_computation(c) {
                    "Alice\n"
                } else {
                    "Bob\n"
                }
            })
            .collect()
    }

    /// `set` and its mirror image x -> 101 - x, side by side in disjoint
    /// halves: [l, r) in 1..=50 and [101 - r, 101 - l) in 51..=100.
    fn mirrored(set: &[Interval]) -> Vec<Interval> {
        let mut res = set.to_vec();
        res.extend(set.iter().map(|&(l, r)| (101 - r, 101 - l)));
        res
    }

    /// 20 tests of 100 intervals, each made by `interval`.
    fn max_tests(rng: &mut Rng, interval: Maker) -> Vec<Vec<Interval>> {
        (0..20)
            .map(|_| (0..100).map(|_| interval(rng)).collect())
            .collect()
    }

    /// The generated cases; judge-data/abc206f-interval-game-2/README.md
    /// gives the argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(206);
        let mut cases = Vec::new();
        for i in 1..=4 {
            let c: Vec<Vec<Interval>> = (0..20)
                .map(|_| {
                    let n = rng.range(1, 12) as usize;
                    (0..n)
                        .map(|_| {
                            let l = rng.range(1, 99);
                            (l, rng.range(l + 1, (l + 30).min(100)))
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
        // T = 20 tests of 16 to 24 intervals, still searched: short ones
        // (length up to 10, many separate groups) and any length (own seed,
        // so the cases below stay as they were).
        let mut medium_rng = Rng::new(2061);
        for (i, longest) in [(1, 10), (2, 99)] {
            let c: Vec<Vec<Interval>> = (0..20)
                .map(|_| {
                    let n = medium_rng.range(16, 24) as usize;
                    (0..n)
                        .map(|_| {
                            let l = medium_rng.range(1, 99);
                            (l, medium_rng.range(l + 1, (l + longest).min(100)))
                        })
                        .collect()
                })
                .collect();
            cases.push(Generated::searched(
                &format!("random-medium-{i:02}"),
                counted_pairs_input(&c),
            ));
        }
        // T = 20, N = 100: 50 random intervals inside [1, 50] and their
        // mirror images inside [51, 100]: a second-player win (Bob).
        let big: Vec<Vec<Interval>> = (0..20)
            .map(|_| {
                let half: Vec<Interval> = (0..50)
                    .map(|_| {
                        let l = rng.range(1, 49);
                        (l, rng.range(l + 1, 50))
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
        let cross: Vec<Vec<Interval>> = (0..20)
            .map(|_| {
                let half: Vec<Interval> = (0..49)
                    .map(|_| {
                        let l = rng.range(1, 48);
                        (l, rng.range(l + 1, 49))
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
        // T = 20, N = 100, answered by the second computation.
        let kinds: [(&str, Maker); 3] = [
            // L uniform in 1..=99, R uniform above it.
            ("max-t-n-random", |rng| {
                let l = rng.range(1, 99);
                (l, rng.range(l + 1, 100))
            }),
            // L in the first half, R uniform above it.
            ("max-t-n-mid-range", |rng| {
                let l = rng.range(1, 50);
                (l, rng.range(l + 1, 100))
            }),
            // Lengths 1 to 5 anywhere: the most ranges with the most
            // intervals inside, the costliest input found.
            ("max-t-n-short", |rng| {
                let l = rng.range(1, 99);
                (l, (l + rng.range(1, 5)).min(100))
            }),
        ];
        for (stem, interval) in kinds {
            let tests = max_tests(&mut rng, interval);
            cases.push(Generated::constructed(
                stem,
                counted_pairs_input(&tests),
                &answers(&tests),
            ));
        }
        // Two rows of Kayles per test (see `kayles_row`), so each test is
        // a win exactly when the rows' values differ: a wrong value of one
        // row decides it with nothing to cancel. The first row starts at 1,
        // the second ends at 100, and m + m' <= 51 keeps N <= 100. Values
        // (Kayles: 1 1 2 3 1 4 3 2 1 4 2 6 4 ... from m = 1) equal in the
        // first ten (Bob) and different in the last ten (Alice), among them
        // 5 to 8 beside 4, equal for a mex that stops at 4.
        let pairs: [(u64, u64); 20] = [
            (1, 4),
            (2, 7),
            (3, 6),
            (5, 9),
            (11, 22),
            (15, 23),
            (4, 8),
            (10, 14),
            (12, 17),
            (18, 6),
            (3, 2),
            (28, 12),
            (27, 24),
            (11, 12),
            (15, 9),
            (5, 4),
            (22, 23),
            (27, 15),
            (28, 23),
            (30, 21),
        ];
        let tests: Vec<Vec<Interval>> = pairs
            .iter()
            .map(|&(m1, m2)| {
                let mut case = kayles_row(1, m1);
                case.extend(kayles_row(100 - m2, m2));
                rng.shuffle(&mut case);
                case
            })
            .collect();
        cases.push(Generated::constructed(
            "edge-kayles-rows-at-both-ends",
            counted_pairs_input(&tests),
            &answers(&tests),
        ));
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
    /// tests, each of 1 to size + 1 intervals with ends in 1..=size + 3
    /// (size 1: one or two intervals on 1..=4; size 8: up to 9 on 1..=11).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let tests = rng.range(1, 3);
        let cases: Vec<Vec<Interval>> = (0..tests)
            .map(|_| {
                let n = rng.range(1, size + 1);
                (0..n)
                    .map(|_| {
                        let l = rng.range(1, size + 2);
                        (l, rng.range(l + 1, size + 3))
                    })
                    .collect()
            })
            .collect();
        counted_pairs_input(&cases)
    }

    /// `run` in the shape `stress_tests!` takes: the input's tokens read
    /// back (a random input holds only numbers) and handed to `run` whole.
    fn run_tokens(sc: &mut Scanner<&[u8]>, out: &mut Output) -> Result<(), Error> {
        let mut text = String::new();
        while !sc.is_at_end()? {
            text.push_str(&sc.next::<u64>()?.to_string());
            text.push('\n');
        }
        let answer = run(text.as_bytes()).map_err(Error::new)?;
        out.push(answer.as_bytes())
    }

    /// The search's answer up to 24 intervals a test, else the second
    /// computation's (the plain range DP, checked against the search in
    /// `second_computation_matches_the_search_up_to_30_intervals`).
    fn search_or_second(input: &str) -> Option<String> {
        reference(input).or_else(|| {
            Some(
                counted_pair_cases(input)
                    .iter()
                    .map(|c| {
                        if second_computation(c) {
                            "Alice\n"
                        } else {
                            "Bob\n"
                        }
                    })
                    .collect(),
            )
        })
    }

    /// The intervals [i, i + 1) and [i, i + 2) inside [s, s + m): Kayles
    /// on m cells (a choice removes one cell or two adjacent ones), whose
    /// values reach 8 by m = 27.
    fn kayles_row(s: u64, m: u64) -> Vec<Interval> {
        let mut row: Vec<Interval> = (s..s + m).map(|i| (i, i + 1)).collect();
        row.extend((s..s + m - 1).map(|i| (i, i + 2)));
        row
    }

    /// Inputs at the boundaries: per test, two rows of Kayles, of 1 to 30
    /// cells and at most 51 together (N <= 100), at random disjoint
    /// places, half the time the first starting at 1 and half the time the
    /// second ending at 100. Such a test is a win exactly when the two
    /// rows' values differ, so it catches a wrong value of either row (a
    /// mex over too few values, a line that ends before 100) with nothing
    /// else to cancel it.
    fn boundary_input(rng: &mut Rng, _size: u64) -> String {
        let cases: Vec<Vec<Interval>> = (0..rng.range(1, 2))
            .map(|_| {
                let m1 = rng.range(1, 30);
                let m2 = rng.range(1, 51 - m1); // 2(m1 + m2) - 2 <= 100 intervals
                let gap = 99 - m1 - m2; // free cells around the rows
                let before = if rng.range(0, 1) == 0 {
                    0
                } else {
                    rng.range(0, gap)
                };
                let between = if rng.range(0, 1) == 0 {
                    gap - before
                } else {
                    rng.range(0, gap - before)
                };
                let s1 = 1 + before;
                let s2 = s1 + m1 + between;
                let mut case = kayles_row(s1, m1);
                case.extend(kayles_row(s2, m2));
                rng.shuffle(&mut case);
                case
            })
            .collect();
        counted_pairs_input(&cases)
    }

    test_support::stress_tests! {
        run: run_tokens,
        reference: search_or_second,
        random_input: random_input,
        boundary_input: boundary_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 8,
    }
}
