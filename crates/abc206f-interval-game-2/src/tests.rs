use judge_io::{Error, Output, Scanner};
use test_support::{multisets, Expect, Rng, WinLossSearch};

use super::{run, solve};

#[path = "../examples/abc206f-interval-game-2-spec.rs"]
mod spec;

#[track_caller]
fn check(input: &str, expected: &str) {
    assert_eq!(
        run(input.as_bytes()),
        Ok(expected.to_string()),
        "input:\n{input}"
    );
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
    let n_300 = format!("1\n300\n{}", "1 2\n".repeat(300));
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
        (
            "a 40-byte token is shown whole",
            "1\n1\n1 xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n",
            Reject("token 4: `xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx` is not"),
        ),
        // Outside the statement's bounds, but the rules still answer.
        ("T = 0", "0\n", Answer("")),
        // N = 300, the most handled: 300 copies of one interval, which
        // Alice takes, and Bob has none left.
        ("N = 300", &n_300, Answer("Alice\n")),
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

fn random_set(rng: &mut Rng, n: u64, coords: &[u64]) -> Vec<spec::Interval> {
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
    let mut search = WinLossSearch::new(spec::moves);
    // Every multiset of 1 to 3 intervals with coordinates in 1..=6 (15
    // intervals): 15 + 120 + 680 = 815 sets.
    let all: Vec<spec::Interval> = (1..=6)
        .flat_map(|l| (l + 1..=6).map(move |r| (l, r)))
        .collect();
    for pick in &multisets(3, 0, all.len() as u64 - 1)[1..] {
        let set: Vec<spec::Interval> = pick.iter().map(|&k| all[k as usize]).collect();
        assert_eq!(
            solve(set.clone()),
            spec::search_wins(&mut search, &set),
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
            spec::search_wins(&mut search, &set),
            "{set:?}"
        );
    }
}

#[test]
fn second_computation_matches_the_search_up_to_30_intervals() {
    let mut search = WinLossSearch::new(spec::moves);
    let mut rng = Rng::new(2060);
    let coords: Vec<u64> = (1..=100).collect();
    for _ in 0..2000 {
        let span = if rng.range(0, 1) == 0 { 12 } else { 100 };
        let set = random_set(&mut rng, 9, &coords[..span]);
        assert_eq!(
            spec::second_computation(&set),
            spec::search_wins(&mut search, &set),
            "{set:?}"
        );
    }
    // The range recurrence is what the max answers rest on, so it is
    // searched as far as the test budget allows: 400 sets of 16 to 30
    // intervals in 1..=100, half of length up to 10 (many separate
    // groups, the most positions), half of any length.
    for k in 0..400 {
        let longest = if k % 2 == 0 { 10 } else { 99 };
        let set: Vec<spec::Interval> = (0..rng.range(16, 30))
            .map(|_| {
                let l = rng.range(1, 99);
                (l, rng.range(l + 1, (l + longest).min(100)))
            })
            .collect();
        let mut search = WinLossSearch::new(spec::moves);
        assert_eq!(
            spec::second_computation(&set),
            spec::search_wins(&mut search, &set),
            "{set:?}"
        );
    }
}

/// `run` in the shape `problem_tests!` takes: the input's tokens read
/// back (the samples and the spec's inputs hold only numbers) and handed
/// to `run` whole.
fn run_tokens(sc: &mut Scanner<&[u8]>, out: &mut Output) -> Result<(), Error> {
    let mut text = String::new();
    while !sc.is_at_end()? {
        text.push_str(&sc.next::<u64>()?.to_string());
        text.push('\n');
    }
    let answer = run(text.as_bytes()).map_err(Error::new)?;
    out.push(answer.as_bytes())
}

test_support::problem_tests! { run: run_tokens, spec: spec::spec() }

#[test]
fn values_past_63_are_found_in_the_next_word_of_seen() {
    // Every interval within a segment of length L: worth L, by induction.
    // Taking [a, b) leaves the intervals within [0, a) and within [b, L),
    // worth a ^ (L - b) <= a + L - b < L, and taking [k, L) leaves a
    // segment worth k, for every k < L. So a segment of 64 or 65 needs the
    // mex past the first 64 values, in the second word of `seen`. (The
    // program takes at most 300 intervals; `solve` takes any number.)
    let segment = |from: u64, len: u64| -> Vec<(u64, u64)> {
        (0..len)
            .flat_map(|a| (a + 1..=len).map(move |b| (from + a, from + b)))
            .collect()
    };
    assert!(solve(segment(0, 64)), "64");
    let mut two = segment(0, 65);
    two.extend(segment(100, 64));
    assert!(solve(two), "65 ^ 64 = 1");
    let mut twins = segment(0, 65);
    twins.extend(segment(100, 65));
    assert!(!solve(twins), "65 ^ 65 = 0");
}
