//! AtCoder ABC209 E Shiritori's spec (`test_support::spec`): the
//! statement's constraints, the exhaustive search of the loopy game (up to
//! 100 words), and the inputs made from them, the large ones answered by
//! construction or by a second computation checked against the search in
//! the tests; apart from the solution.

use std::collections::HashMap;

use judge_io::{Error, Token};
use test_support::{Generated, LoopySearch, Outcome, Rng, Strict};

/// The dictionary of an input.
fn dictionary(input: &str) -> Vec<String> {
    input
        .split_ascii_whitespace()
        .skip(1)
        .map(str::to_string)
        .collect()
}

pub fn input<S: AsRef<str>>(words: &[S]) -> String {
    let mut s = format!("{}\n", words.len());
    for w in words {
        s.push_str(w.as_ref());
        s.push('\n');
    }
    s
}

/// The answer's lines from Takahashi's outcome for each opening word.
fn answer(takahashi: impl Iterator<Item = Option<bool>>) -> String {
    takahashi
        .map(|t| match t {
            Some(true) => "Takahashi\n",
            Some(false) => "Aoki\n",
            None => "Draw\n",
        })
        .collect()
}

/// The exhaustive search, by the rules alone: a position is the index of
/// the word said last, and the player to move may say any word that
/// begins with its last three characters (compared as strings; any word,
/// again and again). Takahashi has said s_i, so Aoki is to move at i.
pub fn searched(words: &[String]) -> String {
    let mut search = LoopySearch::new(|&i: &usize| {
        let last = &words[i][words[i].len() - 3..];
        (0..words.len())
            .filter(|&j| words[j].starts_with(last))
            .collect::<Vec<usize>>()
    });
    answer((0..words.len()).map(|i| match search.outcome(&i) {
        Outcome::Lose => Some(true),
        Outcome::Win => Some(false),
        Outcome::Draw => None,
    }))
}

/// `n` random words of 3 to `max_len` letters from `letters`.
pub fn random_words(rng: &mut Rng, n: usize, letters: &[u8], max_len: u64) -> Vec<String> {
    (0..n)
        .map(|_| {
            let len = rng.range(3, max_len);
            (0..len)
                .map(|_| char::from(letters[rng.range(0, letters.len() as u64 - 1) as usize]))
                .collect()
        })
        .collect()
}

/// The second computation, for dictionaries too large to search: the
/// definition over the three-letter strings (a string is the last three
/// letters said; its moves are the words that begin with it), settled
/// from a worklist: each time a string is settled, the strings with a
/// word to it are judged afresh by the definition over their whole set
/// of moves (won if one leads to a lost string, lost if all lead to won
/// ones). No counters, no Word codes: strings in hash maps, parallel
/// words merged into one move.
pub fn second_computation(words: &[String]) -> String {
    let mut id: HashMap<String, usize> = HashMap::new();
    let mut intern = |s: &str| -> usize {
        let next = id.len();
        *id.entry(s.to_string()).or_insert(next)
    };
    let arcs: Vec<(usize, usize)> = words
        .iter()
        .map(|w| (intern(&w[..3]), intern(&w[w.len() - 3..])))
        .collect();
    let n = id.len();
    let mut moves: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut into: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(a, b) in &arcs {
        moves[a].push(b);
        into[b].push(a);
    }
    for list in moves.iter_mut().chain(into.iter_mut()) {
        list.sort_unstable();
        list.dedup();
    }
    // value: Some(true) won, Some(false) lost for the player to move.
    let mut value: Vec<Option<bool>> = vec![None; n];
    let mut work: Vec<usize> = Vec::new();
    for v in 0..n {
        if moves[v].is_empty() {
            value[v] = Some(false);
            work.push(v);
        }
    }
    while let Some(v) = work.pop() {
        for &u in &into[v] {
            if value[u].is_some() {
                continue;
            }
            if moves[u].iter().any(|&w| value[w] == Some(false)) {
                value[u] = Some(true);
            } else if moves[u].iter().all(|&w| value[w] == Some(true)) {
                value[u] = Some(false);
            } else {
                continue;
            }
            work.push(u);
        }
    }
    // Aoki is to move at the last three letters of the opening word.
    answer(arcs.iter().map(|&(_, b)| value[b].map(|won| !won)))
}

/// A word as the statement allows it, for the validator: 3 to 8
/// letters A-Z, a-z.
struct Spelled;

impl Token for Spelled {
    const WHAT: &'static str = "a word of 3 to 8 letters A-Z, a-z";

    fn from_buffer(buf: &[u8], start: usize, end: usize) -> Option<Self> {
        let token = &buf[start..end];
        let letters = token.iter().all(|b| b.is_ascii_alphabetic());
        (letters && (3..=8).contains(&token.len())).then_some(Spelled)
    }
}

/// The exact layout of the judge's data and the statement's constraints.
fn validate(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("N", 1usize, 200_000)?;
    sc.end_line()?;
    for _ in 0..n {
        let Spelled = sc.word("s_i")?;
        sc.end_line()?;
    }
    Ok(())
}

/// The search's answer, for up to 100 words.
fn reference(input: &str) -> Option<String> {
    let words = dictionary(input);
    if words.len() > 100 {
        return None;
    }
    Some(searched(&words))
}

/// Every three-letter string over A-Z, a-z, shuffled.
fn shuffled_triples(rng: &mut Rng) -> Vec<String> {
    let letters: Vec<char> = ('A'..='Z').chain('a'..='z').collect();
    let mut res = Vec::with_capacity(52 * 52 * 52);
    for &a in &letters {
        for &b in &letters {
            for &c in &letters {
                res.push([a, b, c].iter().collect::<String>());
            }
        }
    }
    rng.shuffle(&mut res);
    res
}

const MAX_N: usize = 200_000;

/// How a chain of forced moves ends.
#[derive(Clone, Copy)]
enum End {
    /// No word begins with the end vertex's letters.
    Sink,
    /// The end vertex's only word is itself (three letters).
    SelfLoop,
    /// The end vertex has that self-loop and a word to a sink.
    SelfLoopAndExit,
}

/// A chain v_0 -> v_1 -> ... -> v_k over distinct three-letter strings
/// (shuffled), one word v_i v_(i+1) per link, the end's words, then
/// copies of random links up to N = 2 * 10^5 words, shuffled; and the
/// answer the construction gives (the README argues it): every v_j
/// with j < k has one move, to v_(j+1), so the value of v_j is the end
/// vertex's value carried back k - j moves, alternating (a draw stays a
/// draw).
fn chain(rng: &mut Rng, end: End) -> (Vec<String>, String) {
    let triples = shuffled_triples(rng);
    let k = match end {
        End::SelfLoopAndExit => triples.len() - 2,
        _ => triples.len() - 1,
    };
    let link = |i: usize| format!("{}{}", triples[i], triples[i + 1]);
    let mut words: Vec<String> = (0..k).map(link).collect();
    match end {
        End::Sink => {}
        End::SelfLoop => words.push(triples[k].clone()),
        End::SelfLoopAndExit => {
            words.push(triples[k].clone());
            words.push(link(k));
        }
    }
    while words.len() < MAX_N {
        words.push(link(rng.range(0, k as u64 - 1) as usize));
    }
    rng.shuffle(&mut words);
    let position: HashMap<&str, usize> = triples[..=k]
        .iter()
        .enumerate()
        .map(|(j, t)| (t.as_str(), j))
        .collect();
    // Aoki is to move at the opening word's last three letters.
    let ans = answer(words.iter().map(|w| {
        let last = &w[w.len() - 3..];
        let aoki_wins = match (end, position.get(last)) {
            (End::Sink, Some(&j)) => (k - j) % 2 == 1,
            (End::SelfLoop, Some(_)) => return None,
            (End::SelfLoopAndExit, Some(&j)) => (k - j) % 2 == 0,
            // The exit's sink.
            (_, None) => false,
        };
        Some(!aoki_wins)
    }));
    (words, ans)
}

fn generated() -> Vec<Generated> {
    let mut rng = Rng::new(209);
    let mut cases = Generated::searched_series("random-small", 1..=12, |i| {
        let n = rng.range(1, 40) as usize;
        let letters: &[u8] = [&b"ab"[..], b"abc", b"abA"][i % 3];
        let words = random_words(&mut rng, n, letters, 6);
        input(&words)
    });
    // A naive depth-first search that calls a string on its stack a
    // draw and keeps that value is wrong on one of these orders (see
    // the README).
    let trap = ["bbbaaa", "aaabbb", "aaaccc"];
    let orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    for (i, order) in orders.iter().enumerate() {
        let words: Vec<&str> = order.iter().map(|&k| trap[k]).collect();
        cases.push(Generated::searched(
            &format!("edge-dfs-order-trap-{}", i + 1),
            input(&words),
        ));
    }
    for (stem, words) in [
        ("edge-self-loop-with-exit", vec!["abcabc", "abcxyz"]),
        (
            "edge-self-loop-or-a-win",
            vec!["abcabc", "abcxyz", "xyzpqr"],
        ),
        (
            "edge-three-letter-self-loop-with-exit",
            vec!["abc", "abcxyz"],
        ),
        (
            "edge-duplicate-words-draw",
            vec!["qqqxxx", "xxxyyy", "xxxyyy", "xxxzzz", "yyywww", "zzzzzz"],
        ),
        (
            "edge-duplicate-words-lose",
            vec!["qqqxxx", "xxxyyy", "xxxzzz", "xxxyyy", "yyywww", "zzzwww"],
        ),
        ("edge-case-matters", vec!["xyzABC", "abcxyz"]),
        (
            "edge-eight-letters",
            vec!["abcdeabc", "abcxyABC", "ABCdeabc", "xyzqqxyz"],
        ),
        (
            "edge-two-cycle-with-exit",
            vec!["aaabbb", "bbbaaa", "bbbccc"],
        ),
        (
            "edge-two-cycle-with-exit-to-a-win",
            vec!["aaabbb", "bbbaaa", "bbbccc", "cccddd"],
        ),
    ] {
        cases.push(Generated::searched(stem, input(&words)));
    }
    // At N = 2 * 10^5: random dictionaries, answered by the second
    // computation. Over all 52 letters the graph is sparse (1.4 words
    // per string) with every outcome; in small components it is dense
    // within each (self-loops, cycles, repeated words, sinks).
    let all_letters = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let words = random_words(&mut rng, MAX_N, all_letters, 8);
    let ans = second_computation(&words);
    cases.push(Generated::constructed(
        "max-n-random-all-letters",
        input(&words),
        &ans,
    ));
    for i in 1..=2 {
        let words = small_components(&mut rng);
        let ans = second_computation(&words);
        cases.push(Generated::constructed(
            &format!("max-n-small-components-{i:02}"),
            input(&words),
            &ans,
        ));
    }
    // Chains over every three-letter string: answered by the
    // construction (README), which the second computation confirms.
    for (stem, end) in [
        ("max-n-chain-to-a-sink", End::Sink),
        ("max-n-chain-into-a-self-loop", End::SelfLoop),
        ("max-n-chain-to-a-self-loop-with-exit", End::SelfLoopAndExit),
    ] {
        let (words, ans) = chain(&mut rng, end);
        assert_eq!(second_computation(&words), ans, "{stem}");
        cases.push(Generated::constructed(stem, input(&words), &ans));
    }
    cases
}

/// N = 2 * 10^5 words in components of 3 to 8 three-letter strings
/// (all distinct, shuffled): each component gets up to three times as many
/// words as strings, between random members (a word from a string to
/// itself included), a quarter of them repeated, each with up to two
/// random letters between its first and last three.
fn small_components(rng: &mut Rng) -> Vec<String> {
    let triples = shuffled_triples(rng);
    let letters = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut words: Vec<String> = Vec::new();
    let mut at = 0;
    while words.len() < MAX_N {
        let g = rng.range(3, 8) as usize;
        let group = &triples[at..at + g];
        at += g;
        for _ in 0..rng.range(0, 3 * g as u64) {
            if words.len() == MAX_N {
                break;
            }
            let head = &group[rng.range(0, g as u64 - 1) as usize];
            let tail = &group[rng.range(0, g as u64 - 1) as usize];
            let middle: String = (0..rng.range(0, 2))
                .map(|_| char::from(letters[rng.range(0, 51) as usize]))
                .collect();
            let word = format!("{head}{middle}{tail}");
            if rng.range(0, 3) == 0 && words.len() + 1 < MAX_N {
                words.push(word.clone());
            }
            words.push(word);
        }
    }
    rng.shuffle(&mut words);
    words
}

/// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
/// size + 2 words of 3 to 5 letters over {a, b}, or {a, b, A} for even
/// sizes: at most 8 (or 27) three-letter strings, so that self-loops,
/// cycles, sinks and repeated words are frequent.
fn random_input(rng: &mut Rng, size: u64) -> String {
    let n = rng.range(1, size + 2) as usize;
    let letters: &[u8] = if size % 2 == 0 { b"abA" } else { b"ab" };
    input(&random_words(rng, n, letters, 5))
}

test_support::spec! {
    validate, reference, random_input, generated,
    min_searched: 30,
}
