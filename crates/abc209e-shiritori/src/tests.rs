use test_support::{check_malformed, check_table, run_str, Expect, Rng};

use super::run;

#[path = "../examples/abc209e-shiritori-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "3\nabcd\nbcda\nada\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "3\nabcd\nbcda\n", Reject("end of input")),
            (
                "a word of 2 letters",
                "1\nab\n",
                Reject("token 2: expected a word of 3 or more letters A-Z, a-z, found `ab`"),
            ),
            ("a digit in a word", "1\nab1d\n", Reject("found `ab1d`")),
            // The bytes just after Z and z.
            (
                "'[' in a word",
                "2\nabc\nZ[a\n",
                Reject("token 3: expected a word of 3 or more letters A-Z, a-z, found `Z[a`"),
            ),
            ("'{' in a word", "1\nz{a\n", Reject("found `z{a`")),
            (
                "a byte above ASCII",
                "1\nab\u{e9}\n",
                Reject("found `ab\\xc3\\xa9`"),
            ),
            ("N is a word", "abc\n", Reject("found `abc`")),
            // Outside the statement's bounds, but the rules still answer.
            ("N = 0", "0\n", Answer("")),
            (
                "a word of 10 letters",
                "2\nabcdefghij\nhijk\n",
                Answer("Aoki\nTakahashi\n"),
            ),
            // Case matters: no word begins with "ABC".
            ("case", "2\nxyzABC\nabcxyz\n", Answer("Takahashi\nAoki\n")),
        ],
    );
}

#[test]
fn matches_exhaustive_search_on_every_dictionary_of_up_to_3_of_12_words() {
    // Every three-letter word over {a, b} (self-loops, 2-cycles, sinks)
    // and four longer ones, one with capitals; every sequence of 1 to 3
    // of them, repeats included (parallel edges): 1884 dictionaries.
    let pool = [
        "aaa", "aab", "aba", "abb", "baa", "bab", "bba", "bbb", "aabba", "babaa", "aaAab", "Aabbb",
    ];
    let mut dictionaries: Vec<Vec<&str>> = vec![Vec::new()];
    let mut all = Vec::new();
    for _ in 0..3 {
        let mut next = Vec::new();
        for d in &dictionaries {
            for w in pool {
                let mut e = d.clone();
                e.push(w);
                next.push(e);
            }
        }
        all.extend(next.iter().cloned());
        dictionaries = next;
    }
    assert_eq!(all.len(), 12 + 144 + 1728);
    let mut seen = [0usize; 3];
    for d in all {
        let words: Vec<String> = d.iter().map(|w| w.to_string()).collect();
        let want = spec::searched(&words);
        for line in want.lines() {
            seen[["Takahashi", "Aoki", "Draw"]
                .iter()
                .position(|&w| w == line)
                .unwrap()] += 1;
        }
        assert_eq!(run_str(run, &spec::input(&words)).unwrap(), want, "{d:?}");
    }
    assert!(seen.iter().all(|&c| c > 150), "{seen:?}");
}

#[test]
fn matches_exhaustive_search_on_random_dictionaries_up_to_12_words() {
    let mut rng = Rng::new(209);
    for _ in 0..2000 {
        let n = rng.range(1, 12) as usize;
        let letters: &[u8] = if rng.range(0, 1) == 0 { b"ab" } else { b"abA" };
        let words = spec::random_words(&mut rng, n, letters, 5);
        let text = spec::input(&words);
        assert_eq!(
            run_str(run, &text).unwrap(),
            spec::searched(&words),
            "{text}"
        );
    }
}

#[test]
fn second_computation_matches_the_search() {
    let mut rng = Rng::new(2090);
    for _ in 0..1000 {
        let n = rng.range(1, 15) as usize;
        let letters: &[u8] = [&b"ab"[..], b"abc", b"aA"][rng.range(0, 2) as usize];
        let words = spec::random_words(&mut rng, n, letters, 6);
        assert_eq!(
            spec::second_computation(&words),
            spec::searched(&words),
            "{words:?}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
