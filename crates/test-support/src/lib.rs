//! Test helpers shared by the problem crates (dev-dependency only; never in a
//! submission).
//!
//! A problem's judge data lives in `judge-data/<package>/` as `<stem>.in` /
//! `<stem>.ans` pairs. Two checks run in every problem's tests:
//! - [`assert_inputs_valid`]: every stored input meets the problem's
//!   constraints, by the problem's own validator;
//! - [`assert_answers_backed`]: every stored answer equals an answer that
//!   does not come from the code under test: the exhaustive search of the game
//!   (for cases small enough to search), the construction the generator used
//!   (for cases too large to search), or, for `sample-*`, the statement. The
//!   generated cases are also compared with what the generator makes now, so
//!   the stored files cannot drift from their documented provenance.
//!
//! `UPDATE_JUDGE_DATA=1 cargo test -p <package>` rewrites the generated cases
//! (inputs from the generator, answers from the search or the construction,
//! never from `solve`).
#![warn(missing_docs)]

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use sg_core::WinLossSearch;

/// Held while a test reads or rewrites judge data, so that the writer of
/// `UPDATE_JUDGE_DATA=1` and the readers in other test threads never overlap.
static JUDGE_DATA: Mutex<()> = Mutex::new(());

/// One stored judge case.
pub struct Case {
    /// File name without `.in` / `.ans`.
    pub stem: String,
    /// Contents of `<stem>.in`.
    pub input: String,
    /// Contents of `<stem>.ans`.
    pub answer: String,
}

/// A case made by a problem's generator.
pub struct Generated {
    /// File stem to store it under.
    pub stem: String,
    /// The input.
    pub input: String,
    /// The answer known by construction (with the argument in the folder's
    /// README), for inputs too large to search; `None` to rely on the search.
    pub constructed: Option<String>,
}

impl Generated {
    /// A case whose answer the exhaustive search must supply.
    pub fn searched(stem: &str, input: String) -> Self {
        Generated {
            stem: stem.to_string(),
            input,
            constructed: None,
        }
    }

    /// A case whose answer is known by construction.
    pub fn constructed(stem: &str, input: String, answer: &str) -> Self {
        Generated {
            stem: stem.to_string(),
            input,
            constructed: Some(answer.to_string()),
        }
    }
}

/// `judge-data/<package>/`.
pub fn judge_data_dir(package: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../judge-data")
        .join(package)
}

/// The stored cases of `package`, sorted by stem.
///
/// # Panics
/// If the folder is missing or has no case, or an `.in` has no `.ans` or the
/// other way round.
pub fn stored_cases(package: &str) -> Vec<Case> {
    let dir = judge_data_dir(package);
    let entries = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path());
    let mut pairs: BTreeMap<String, (Option<PathBuf>, Option<PathBuf>)> = BTreeMap::new();
    for path in entries {
        let (Some(stem), Some(ext)) = (path.file_stem(), path.extension()) else {
            continue;
        };
        let slot = pairs
            .entry(stem.to_string_lossy().into_owned())
            .or_default();
        match ext.to_str() {
            Some("in") => slot.0 = Some(path),
            Some("ans") => slot.1 = Some(path),
            _ => {}
        }
    }
    let mut cases = Vec::new();
    for (stem, pair) in pairs {
        match pair {
            (Some(i), Some(a)) => cases.push(Case {
                stem,
                input: read(&i),
                answer: read(&a),
            }),
            (Some(_), None) => panic!("{}/{stem}.in has no .ans", dir.display()),
            (None, Some(_)) => panic!("{}/{stem}.ans has no .in", dir.display()),
            (None, None) => {}
        }
    }
    assert!(
        !cases.is_empty(),
        "{} has no case: add the statement's sample as sample-1.in / sample-1.ans",
        dir.display()
    );
    cases
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// Whitespace-separated tokens, the unit the judge compares.
pub fn tokens(text: &str) -> Vec<&str> {
    text.split_ascii_whitespace().collect()
}

/// Checks every stored input of `package` with `validate`, which returns the
/// broken constraint as an error.
///
/// # Panics
/// Naming every file that fails and why.
pub fn assert_inputs_valid<E: std::fmt::Display>(
    package: &str,
    validate: impl Fn(&str) -> Result<(), E>,
) {
    let _guard = JUDGE_DATA.lock().unwrap_or_else(|e| e.into_inner());
    let failures: Vec<String> = stored_cases(package)
        .iter()
        .filter_map(|c| {
            validate(&c.input)
                .err()
                .map(|e| format!("judge-data/{package}/{}.in: {e}", c.stem))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "invalid inputs:\n{}",
        failures.join("\n")
    );
}

/// Checks that every stored answer of `package` is backed independently of
/// the code under test, and that the generated cases are what `generated`
/// makes now. `reference(input)` is the exhaustive search's answer, or
/// `None` when the input is too large to search. Returns how many cases the
/// search backed.
///
/// With `UPDATE_JUDGE_DATA=1` in the environment it first writes the
/// generated cases (answers from `reference`, else from the construction).
///
/// # Panics
/// On a case with no backing, an answer that disagrees with its backing, a
/// construction that disagrees with the search, or a stale generated input.
pub fn assert_answers_backed(
    package: &str,
    generated: &[Generated],
    reference: impl Fn(&str) -> Option<String>,
) -> usize {
    let _guard = JUDGE_DATA.lock().unwrap_or_else(|e| e.into_inner());
    let dir = judge_data_dir(package);
    let backing = |stem: &str, input: &str, constructed: Option<&str>| -> Option<String> {
        let searched = reference(input);
        if let (Some(s), Some(c)) = (&searched, constructed) {
            assert_eq!(
                tokens(s),
                tokens(c),
                "{stem}: construction disagrees with search"
            );
        }
        searched.or_else(|| constructed.map(str::to_string))
    };
    if std::env::var_os("UPDATE_JUDGE_DATA").is_some() {
        for g in generated {
            let answer = backing(&g.stem, &g.input, g.constructed.as_deref())
                .unwrap_or_else(|| panic!("{}: too large to search and not constructed", g.stem));
            fs::write(dir.join(format!("{}.in", g.stem)), &g.input).expect("write .in");
            let answer = if answer.ends_with('\n') {
                answer
            } else {
                answer + "\n"
            };
            fs::write(dir.join(format!("{}.ans", g.stem)), answer).expect("write .ans");
        }
    }
    let by_stem: BTreeMap<&str, &Generated> =
        generated.iter().map(|g| (g.stem.as_str(), g)).collect();
    let stored = stored_cases(package);
    let mut problems = Vec::new();
    for g in generated {
        match stored.iter().find(|c| c.stem == g.stem) {
            None => problems.push(format!("{}: generated but not stored", g.stem)),
            Some(c) if c.input != g.input => problems.push(format!(
                "{}.in differs from what the generator makes",
                g.stem
            )),
            Some(_) => {}
        }
    }
    let mut searched = 0;
    for c in &stored {
        let constructed = by_stem
            .get(c.stem.as_str())
            .and_then(|g| g.constructed.as_deref());
        let searched_here = reference(&c.input).is_some();
        match backing(&c.stem, &c.input, constructed) {
            Some(expected) if tokens(&expected) == tokens(&c.answer) => {
                searched += usize::from(searched_here);
            }
            Some(expected) => problems.push(format!(
                "{}.ans disagrees with its backing: expected {:?}",
                c.stem,
                shorten(&expected)
            )),
            None if c.stem.starts_with("sample-") => {}
            None => problems.push(format!(
                "{}: too large to search and not made by the generator: no independent backing",
                c.stem
            )),
        }
    }
    assert!(
        problems.is_empty(),
        "judge-data/{package} (run UPDATE_JUDGE_DATA=1 cargo test -p {package} to rewrite generated cases):\n{}",
        problems.join("\n")
    );
    searched
}

fn shorten(s: &str) -> String {
    s.chars().take(200).collect()
}

/// A small deterministic generator (SplitMix64), so generated cases are
/// reproducible from their seed on any machine.
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi` (the tiny modulo bias is irrelevant for tests).
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        assert!(lo <= hi);
        lo + self.next_u64() % (hi - lo + 1)
    }

    /// Shuffles `items` (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.range(0, i as u64) as usize;
            items.swap(i, j);
        }
    }
}

/// `items` joined by single spaces.
pub fn join<T: std::fmt::Display>(items: &[T]) -> String {
    let mut s = String::new();
    for (i, x) in items.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        s.push_str(&x.to_string());
    }
    s
}

/// Every sorted vector of 0 to `max_len` values from `min..=max`: the
/// multisets of piles a Nim-like test enumerates.
pub fn multisets(max_len: usize, min: u64, max: u64) -> Vec<Vec<u64>> {
    let mut res = vec![Vec::new()];
    let mut frontier = vec![Vec::new()];
    for _ in 0..max_len {
        let mut next = Vec::new();
        for v in &frontier {
            let from = v.last().copied().unwrap_or(min);
            for x in from..=max {
                let mut w: Vec<u64> = v.clone();
                w.push(x);
                next.push(w);
            }
        }
        res.extend(next.iter().cloned());
        frontier = next;
    }
    res
}

/// The moves of Nim by its rules: take a positive number of stones from one
/// pile. Positions are sorted and hold no empty pile, so equal positions
/// compare equal in a search's memo.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn nim_moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..piles.len() {
        if i > 0 && piles[i] == piles[i - 1] {
            continue; // Same pile size, same options.
        }
        for keep in 0..piles[i] {
            next.push(with_pile(piles, i, keep));
        }
    }
    next
}

/// `piles` with pile `i` replaced by `keep` stones (dropped if empty), sorted.
pub fn with_pile(piles: &[u64], i: usize, keep: u64) -> Vec<u64> {
    let mut p = piles.to_vec();
    if keep == 0 {
        p.remove(i);
    } else {
        p[i] = keep;
        p.sort_unstable();
    }
    p
}

/// Every token of `input` as a number; for reference functions, which read
/// inputs that the validator has already checked.
pub fn numbers(input: &str) -> Vec<u64> {
    input
        .split_ascii_whitespace()
        .map(|t| t.parse().expect("validated input holds only numbers"))
        .collect()
}

/// Every first move of Nim on `piles` (in input order: pile index, then
/// stones kept, ascending) that leaves a position the search finds lost for
/// the player to move; as (pile index, stones kept).
pub fn winning_nim_moves<F>(
    search: &mut WinLossSearch<Vec<u64>, F>,
    piles: &[u64],
) -> Vec<(usize, u64)>
where
    F: FnMut(&Vec<u64>) -> Vec<Vec<u64>>,
{
    let mut res = Vec::new();
    for (i, &a) in piles.iter().enumerate() {
        for keep in 0..a {
            let mut after: Vec<u64> = piles.to_vec();
            after[i] = keep;
            after.retain(|&p| p > 0);
            after.sort_unstable();
            if !search.wins(&after) {
                res.push((i, keep));
            }
        }
    }
    res
}

/// The cases of an input laid out as T, then T times a count n and n
/// numbers (HDU 1907, POJ 1704, ...).
pub fn counted_cases(input: &str) -> Vec<Vec<u64>> {
    let v = numbers(input);
    let mut cases = Vec::new();
    let mut at = 1;
    for _ in 0..v[0] {
        let n = v[at] as usize;
        cases.push(v[at + 1..at + 1 + n].to_vec());
        at += 1 + n;
    }
    cases
}

/// The cases of an input laid out as a count n and n numbers, repeated
/// until a count of 0 (HDU 1850, HDU 2176).
pub fn cases_until_zero(input: &str) -> Vec<Vec<u64>> {
    let v = numbers(input);
    let mut cases = Vec::new();
    let mut at = 0;
    while v[at] != 0 {
        let n = v[at] as usize;
        cases.push(v[at + 1..at + 1 + n].to_vec());
        at += 1 + n;
    }
    cases
}

/// The input layout [`counted_cases`] reads: `T`, then per case a line with
/// n and a line with the n numbers.
pub fn counted_input(cases: &[Vec<u64>]) -> String {
    let mut s = format!("{}\n", cases.len());
    for c in cases {
        s.push_str(&format!("{}\n{}\n", c.len(), join(c)));
    }
    s
}

/// The input layout [`cases_until_zero`] reads, ending with the line `0`.
pub fn input_until_zero(cases: &[Vec<u64>]) -> String {
    let mut s = String::new();
    for c in cases {
        s.push_str(&format!("{}\n{}\n", c.len(), join(c)));
    }
    s + "0\n"
}

/// For each pile, the nim-sum of all the *other* piles, from prefix and
/// suffix XORs (never the total XOR'd with the pile, as `solve` does): the
/// second computation behind large Nim-move cases. By Bouton's theorem the
/// only move on pile i to nim-sum 0 leaves `others[i]` stones, and exists
/// iff that is below the pile.
pub fn others_nim_sums(piles: &[u64]) -> Vec<u64> {
    let mut suffix = vec![0u64; piles.len() + 1];
    for i in (0..piles.len()).rev() {
        suffix[i] = suffix[i + 1] ^ piles[i];
    }
    let mut prefix = 0;
    let mut res = Vec::with_capacity(piles.len());
    for (i, &a) in piles.iter().enumerate() {
        res.push(prefix ^ suffix[i + 1]);
        prefix ^= a;
    }
    res
}

/// The cases of an input laid out as T, then T times a count n and n pairs
/// (ABC206 F's intervals, HDU 1851's piles).
pub fn counted_pair_cases(input: &str) -> Vec<Vec<(u64, u64)>> {
    let v = numbers(input);
    let mut cases = Vec::new();
    let mut at = 1;
    for _ in 0..v[0] {
        let n = v[at] as usize;
        cases.push(
            v[at + 1..at + 1 + 2 * n]
                .chunks(2)
                .map(|p| (p[0], p[1]))
                .collect(),
        );
        at += 1 + 2 * n;
    }
    cases
}

/// The input layout [`counted_pair_cases`] reads: `T`, then per case a line
/// with n and n lines `a b`.
pub fn counted_pairs_input<T: std::fmt::Display>(cases: &[Vec<(T, T)>]) -> String {
    let mut s = format!("{}\n", cases.len());
    for c in cases {
        s.push_str(&format!("{}\n", c.len()));
        for (a, b) in c {
            s.push_str(&format!("{a} {b}\n"));
        }
    }
    s
}
