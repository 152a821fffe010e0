//! Test helpers shared by the problem crates (their dev-dependency, and a
//! dependency of the tool for [`stress::search`]; never in a submission).
//!
//! A problem is its submission (`src/main.rs`: `main`, `run`, `solve`), its
//! spec ([`spec`]: validator, reference, input generators, generated cases,
//! in `examples/<id>-spec.rs`) and its tests (`src/tests.rs`), which end
//! with one [`problem_tests!`] declaration: the statement's samples, the
//! judge-data checks and the stress test. Besides: [`run_str`], [`check`]
//! and the bad-input tables ([`check_table`], [`check_malformed`]); the
//! exhaustive search ([`WinLossSearch`], [`LoopySearch`], from
//! `game-search`); a seeded [`Rng`]; enumerators; the input layouts the
//! `scripts/new-problem` shapes name, written and read back ([`shape`]); a second
//! nim-multiplication ([`nimber`]); the referee side of interactive
//! problems ([`jury`]).
//!
//! A problem's judge data lives in `judge-data/<package>/` as `<stem>.in` /
//! `<stem>.ans` pairs. Every stored input must pass the spec's validator
//! ([`input_problems`]) and every stored answer must equal an answer that
//! does not come from the code under test ([`answer_problems`]): the
//! reference (the exhaustive search, for cases small enough), the
//! construction the generator used (for cases too large), or, for
//! `sample-*`, the statement. The generated cases are also compared with
//! what the generator makes now, so the stored files cannot drift from their
//! documented provenance. `scripts/generate <id>` rewrites them through the
//! spec program (answers from the reference or the construction, never
//! from `solve`).
#![warn(missing_docs)]

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

pub use game_search::{first_player_wins, LoopySearch, Outcome, WinLossSearch};

pub mod jury;
pub mod shape;
pub mod spec;
pub mod stress;
use judge_io::{Error, Output, Scanner};

pub mod nimber;

/// Runs a problem's `run` on `input` as the binary would ([`judge_io::run_on`]:
/// every token must be read), and returns the answer.
///
/// # Errors
/// The error the binary would print.
pub fn run_str<'a, F>(run: F, input: &'a str) -> Result<String, Error>
where
    F: FnOnce(&mut Scanner<&'a [u8]>, &mut Output) -> Result<(), Error>,
{
    let mut answer = Vec::new();
    judge_io::run_on(run, input.as_bytes(), &mut answer)?;
    String::from_utf8(answer).map_err(|_| Error::new("the answer is not UTF-8"))
}

/// Asserts that `run` answers `input` with exactly `expected`.
#[track_caller]
pub fn check<'a, F>(run: F, input: &'a str, expected: &str)
where
    F: FnOnce(&mut Scanner<&'a [u8]>, &mut Output) -> Result<(), Error>,
{
    match run_str(run, input) {
        Ok(answer) => assert_eq!(answer, expected, "input:\n{input}"),
        Err(e) => panic!("rejected: {e}\ninput:\n{input}"),
    }
}

/// Asserts that `run` rejects `input`, with an error containing `message`.
#[track_caller]
pub fn check_rejects<'a, F>(run: F, input: &'a str, message: &str)
where
    F: FnOnce(&mut Scanner<&'a [u8]>, &mut Output) -> Result<(), Error>,
{
    match run_str(run, input) {
        Ok(answer) => panic!("answered {answer:?} instead of rejecting {input:?}"),
        Err(e) => assert!(
            e.to_string().contains(message),
            "the error for {input:?} is `{e}`, which does not mention `{message}`"
        ),
    }
}

/// What a problem's `run` must do with one input of a bad-input table.
pub enum Expect {
    /// Answer exactly this (the rules still answer the input).
    Answer(&'static str),
    /// Reject it with an error whose message contains this.
    Reject(&'static str),
}

/// Checks every row `(kind, input, expected)` of a problem's bad-input
/// table, reporting every row that fails.
#[track_caller]
pub fn check_table<F>(run: F, rows: &[(&str, &'static str, Expect)])
where
    F: Fn(&mut Scanner<&'static [u8]>, &mut Output) -> Result<(), Error> + Copy,
{
    let mut failures = Vec::new();
    for (kind, input, expected) in rows {
        match (run_str(run, input), expected) {
            (Ok(answer), Expect::Answer(want)) if answer == *want => {}
            (Err(e), Expect::Reject(want)) if e.to_string().contains(want) => {}
            (got, _) => failures.push(format!(
                "{kind}: input {input:?}: got {}",
                match got {
                    Ok(answer) => format!("the answer {answer:?}"),
                    Err(e) => format!("the error `{e}`"),
                }
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Checks the malformed-token rows every problem shares, made from one input
/// `valid` that `run` answers: its last token replaced by letters, a signed
/// value (`-` and `+`), a value past u64, the token with a NUL after it, and
/// a byte-order mark before the input, a stray token after the input. Each
/// must be rejected with an error that quotes the bad token (unprintable
/// bytes escaped). The rows a problem's format decides (empty, truncated,
/// out-of-bound values, impossible positions) stay in its own
/// [`check_table`].
#[track_caller]
pub fn check_malformed<F>(run: F, valid: &str)
where
    F: Fn(&mut Scanner<&'static [u8]>, &mut Output) -> Result<(), Error> + Copy,
{
    let valid: &'static str = Box::leak(valid.to_string().into_boxed_str());
    if let Err(e) = run_str(run, valid) {
        panic!("check_malformed needs an input that is answered; {valid:?}: {e}");
    }
    let trimmed = valid.trim_end();
    let cut = trimmed
        .rfind(|c: char| c.is_ascii_whitespace())
        .map_or(0, |i| i + 1);
    let (head, last) = trimmed.split_at(cut);
    let first = valid.split_ascii_whitespace().next().unwrap_or("");
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let rows: Vec<(&str, &'static str, Expect)> = vec![
        (
            "letters",
            leak(format!("{head}x\n")),
            Expect::Reject("found `x`"),
        ),
        (
            "sign",
            leak(format!("{head}-{last}\n")),
            Expect::Reject(leak(format!("found `-{last}`"))),
        ),
        (
            "plus sign",
            leak(format!("{head}+{last}\n")),
            Expect::Reject(leak(format!("found `+{last}`"))),
        ),
        (
            "overflow",
            leak(format!("{head}18446744073709551616\n")),
            Expect::Reject("found `18446744073709551616`"),
        ),
        (
            "nul",
            leak(format!("{head}{last}\0\n")),
            Expect::Reject(leak(format!("found `{last}\\x00`"))),
        ),
        (
            "bom",
            leak(format!("\u{feff}{valid}")),
            Expect::Reject(leak(format!("found `\\xef\\xbb\\xbf{first}`"))),
        ),
        (
            "trailing",
            leak(format!("{trimmed} x\n")),
            Expect::Reject("`x`"),
        ),
    ];
    check_table(run, &rows);
}

/// Runs a validator (which reads the input token by token and returns the
/// broken constraint as an error) on `input`, requiring every token read.
///
/// # Errors
/// The broken constraint, or a token left over.
pub fn validate_str<'a, F>(validate: F, input: &'a str) -> Result<(), Error>
where
    F: FnOnce(&mut Scanner<&'a [u8]>) -> Result<(), Error>,
{
    let mut sc = Scanner::new(input.as_bytes());
    validate(&mut sc)?;
    sc.expect_end()
}

/// The tests every problem declares once, at the end of its `src/tests.rs`,
/// from its `run` (or, interactive, its `play` and its jury's `referee`) and
/// its spec ([`spec`], `examples/<id>-spec.rs` included as a module):
/// - `samples_get_the_statements_answers`: every `judge-data/<id>/sample-N`,
///   answered exactly as stored (or, where the spec has `agree`, rightly);
/// - `judge_data_inputs_meet_the_constraints`: every stored input passes
///   the spec's `validate` ([`input_problems`]);
/// - `judge_data_answers_are_backed_independently`: every stored answer
///   equals its backing apart from the solution ([`answer_problems`]);
/// - `stress_matches_the_reference_on_random_small_inputs`: the solution on
///   the spec's random (and boundary) inputs against its `reference`
///   ([`stress::in_process`]).
///
/// ```ignore
/// #[path = "../examples/hdu1846-brave-game-spec.rs"]
/// mod spec;
///
/// test_support::problem_tests! { run: super::run, spec: spec::spec() }
/// // interactive:
/// test_support::problem_tests! {
///     play: super::play, referee: jury::referee, spec: spec::spec()
/// }
/// ```
#[macro_export]
macro_rules! problem_tests {
    (run: $run:expr, spec: $spec:expr $(,)?) => {
        #[test]
        fn samples_get_the_statements_answers() {
            let spec = $spec;
            for (name, input, answer) in $crate::samples(env!("CARGO_PKG_NAME")) {
                match ($crate::run_str($run, &input), spec.agree) {
                    // Many answers are right: the spec's `agree` judges.
                    (Ok(got), Some(agree)) => {
                        if let Err(why) = agree(&input, &answer, &got) {
                            panic!("{name}: {got:?} is wrong: {why}");
                        }
                    }
                    (Ok(got), None) => assert_eq!(got, answer, "{name}"),
                    (Err(e), _) => panic!("{name}: rejected: {e}"),
                }
            }
        }

        #[test]
        fn stress_matches_the_reference_on_random_small_inputs() {
            let run = |input: &str| -> Result<String, String> {
                $crate::run_str($run, input).map_err(|e| e.to_string())
            };
            $crate::stress::in_process(&$spec, $crate::stress::Subject::Run(&run));
        }

        $crate::problem_tests!(@data $spec);
    };
    (play: $play:expr, referee: $referee:expr, spec: $spec:expr $(,)?) => {
        #[test]
        fn samples_get_the_statements_answers() {
            for (name, input, answer) in $crate::samples(env!("CARGO_PKG_NAME")) {
                if let Err(e) = $crate::jury::play_in_process($play, $referee, &input, &answer) {
                    panic!("{name}: {e}");
                }
            }
        }

        #[test]
        fn stress_matches_the_reference_on_random_small_inputs() {
            let play = |input: &str, answer: &str| {
                $crate::jury::play_in_process($play, $referee, input, answer)
            };
            $crate::stress::in_process(&$spec, $crate::stress::Subject::Play(&play));
        }

        $crate::problem_tests!(@data $spec);
    };
    (@data $spec:expr) => {
        #[test]
        fn judge_data_inputs_meet_the_constraints() {
            let spec = $spec;
            let problems = $crate::input_problems(&$crate::judge_data_dir(spec.package), spec.validate);
            assert!(problems.is_empty(), "judge-data/{}:\n{}", spec.package, problems.join("\n"));
        }

        #[test]
        fn judge_data_answers_are_backed_independently() {
            let spec = $spec;
            let problems = $crate::answer_problems(&$crate::judge_data_dir(spec.package), &spec);
            assert!(
                problems.is_empty(),
                "judge-data/{} (scripts/generate {} rewrites the generated cases):\n{}",
                spec.package,
                spec.package,
                problems.join("\n")
            );
        }
    };
}

/// The statement's samples of `package`, as stored in
/// `judge-data/<package>/sample-N.in` and `.ans`: `(name, input, answer)`
/// in order of N. The files are the one copy of each sample.
///
/// # Panics
/// If there is none, or a file cannot be read.
pub fn samples(package: &str) -> Vec<(String, String, String)> {
    let mut res: Vec<(u32, String, String, String)> = stored_cases(&judge_data_dir(package))
        .into_iter()
        .filter_map(|c| {
            let n: u32 = c.stem.strip_prefix("sample-")?.parse().ok()?;
            Some((n, c.stem, c.input, c.answer))
        })
        .collect();
    res.sort_by_key(|s| s.0);
    assert!(
        !res.is_empty(),
        "judge-data/{package} has no sample: store the statement's sample N as sample-N.in and sample-N.ans"
    );
    res.into_iter()
        .map(|(_, name, i, a)| (name, i, a))
        .collect()
}

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

/// The stored cases in `dir`, sorted by stem.
///
/// # Panics
/// If the folder is missing or has no case, or an `.in` has no `.ans` or the
/// other way round.
pub fn stored_cases(dir: &Path) -> Vec<Case> {
    let entries = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path());
    let mut pairs: BTreeMap<String, (Option<PathBuf>, Option<PathBuf>)> = BTreeMap::new();
    for path in entries {
        let (stem, ext) = match (path.file_stem(), path.extension()) {
            (Some(stem), Some(ext)) => (stem, ext),
            _ => continue,
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

/// Every stored input in `dir` that `validate` rejects, and why.
pub fn input_problems(dir: &Path, validate: fn(&str) -> Result<(), Error>) -> Vec<String> {
    stored_cases(dir)
        .iter()
        .filter_map(|c| {
            validate(&c.input)
                .err()
                .map(|e| format!("{}.in: {e}", c.stem))
        })
        .collect()
}

/// Every stored input in `dir` that the spec's `validate` rejects, then
/// every problem [`answer_problems`] finds: what `<id>-spec check DIR`
/// reports.
pub fn data_problems(dir: &Path, spec: &spec::Spec) -> Vec<String> {
    let mut problems = input_problems(dir, spec.validate);
    problems.extend(answer_problems(dir, spec));
    problems
}

/// Whether the stored answers in `dir` are backed independently of the
/// code under test: every problem found. A stored answer must equal the
/// spec's `reference` (the search, run once per case), else its
/// `second_computation`, else the construction of the generated case of
/// that stem; a `sample-*` beyond all three is backed by the statement.
/// Also: a construction that disagrees with the search or the second
/// computation, a generated case not stored or stored with another input,
/// fewer than `min_searched` cases answered by the search itself, or a
/// `min_searched` of 0 (every problem states its minimum). Stored inputs
/// that break the constraints are left to [`input_problems`].
pub fn answer_problems(dir: &Path, spec: &spec::Spec) -> Vec<String> {
    if spec.min_searched == 0 {
        return vec![format!(
            "{}: state how many judge-data cases the exhaustive search must back (min_searched > 0)",
            spec.package
        )];
    }
    let generated = (spec.generated)();
    let by_stem: BTreeMap<&str, &Generated> =
        generated.iter().map(|g| (g.stem.as_str(), g)).collect();
    let stored = stored_cases(dir);
    let mut problems = Vec::new();
    for g in &generated {
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
    // An input that breaks the constraints is reported by
    // `input_problems`; the reference need not read it.
    for c in stored.iter().filter(|c| (spec.validate)(&c.input).is_ok()) {
        let constructed = by_stem
            .get(c.stem.as_str())
            .and_then(|g| g.constructed.as_deref());
        let search = (spec.reference)(&c.input);
        searched += usize::from(search.is_some());
        let search = search.or_else(|| spec.second_computation.and_then(|f| f(&c.input)));
        if let (Some(s), Some(k)) = (&search, constructed) {
            if let Some(diff) = first_difference(s, k) {
                problems.push(format!(
                    "{}: the construction disagrees with the reference: {diff}",
                    c.stem
                ));
                continue;
            }
        }
        match search.as_deref().or(constructed) {
            Some(expected) => {
                if let Some(diff) = first_difference(expected, &c.answer) {
                    problems.push(format!("{}.ans disagrees with its backing: {diff}", c.stem));
                }
            }
            None if c.stem.starts_with("sample-") => {}
            None => problems.push(format!(
                "{}: beyond the reference's reach and not made by the generator: no independent backing",
                c.stem
            )),
        }
    }
    if problems.is_empty() && searched < spec.min_searched {
        problems.push(format!(
            "only {searched} cases are answered by the exhaustive search, fewer than the {} this problem states",
            spec.min_searched
        ));
    }
    problems
}

/// Writes each generated case of `spec` into `dir` as `<stem>.in` and
/// `<stem>.ans`, the answer from the search, else the second computation,
/// else the construction (never from the solution); returns how many.
///
/// # Errors
/// A case with none of them, or a failed write.
pub fn write_generated(dir: &Path, spec: &spec::Spec) -> Result<usize, String> {
    let generated = (spec.generated)();
    let mut answers = Vec::with_capacity(generated.len());
    for g in &generated {
        let mut answer = spec
            .answer(&g.input)
            .or_else(|| g.constructed.clone())
            .ok_or_else(|| {
                format!(
                    "{}: beyond the reference's reach and not constructed",
                    g.stem
                )
            })?;
        if !answer.ends_with('\n') {
            answer.push('\n');
        }
        answers.push(answer);
    }
    fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    for (g, answer) in generated.iter().zip(answers) {
        for (ext, text) in [("in", &g.input), ("ans", &answer)] {
            let path = dir.join(format!("{}.{ext}", g.stem));
            fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
    }
    Ok(generated.len())
}

/// Where `actual` first differs from `expected`, token-wise as a judge
/// compares, described by line: `None` if the tokens are equal.
pub fn first_difference(expected: &str, actual: &str) -> Option<String> {
    if tokens(expected) == tokens(actual) {
        return None;
    }
    let e: Vec<&str> = expected.lines().collect();
    let a: Vec<&str> = actual.lines().collect();
    let shown = |l: Option<&&str>| match l {
        Some(l) => format!("{:?}", cut(l)),
        None => "end of text".to_string(),
    };
    let at = (0..e.len().max(a.len()))
        .find(|&i| e.get(i).map(|l| tokens(l)) != a.get(i).map(|l| tokens(l)))
        .unwrap_or(0);
    Some(format!(
        "line {}: expected {}, found {}",
        at + 1,
        shown(e.get(at)),
        shown(a.get(at))
    ))
}

fn cut(line: &str) -> String {
    let mut s: String = line.chars().take(80).collect();
    if s.len() < line.len() {
        s.push_str("...");
    }
    s
}

/// The body of a problem's `examples/<id>-bench-inputs.rs`, which `scripts/bench`
/// runs as `bench-inputs OUTDIR [--smoke]`: writes each `(name, input)` that
/// `make(smoke)` returns to `OUTDIR/<name>.in` (leaving a file alone when it
/// is unchanged, so repeated runs are cheap). `smoke` asks for the quick
/// inputs only (CI's `scripts/bench --smoke`).
///
/// # Panics
/// On a missing OUTDIR argument or a failed write.
pub fn bench_inputs_main(make: impl FnOnce(bool) -> Vec<(&'static str, String)>) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let smoke = args.iter().any(|a| a == "--smoke");
    let out = args
        .iter()
        .find(|a| *a != "--smoke")
        .expect("usage: bench-inputs OUTDIR [--smoke]");
    let dir = Path::new(out);
    fs::create_dir_all(dir).expect("create the output folder");
    for (name, text) in make(smoke) {
        let path = dir.join(format!("{name}.in"));
        if fs::read(&path)
            .map(|b| b != text.as_bytes())
            .unwrap_or(true)
        {
            fs::write(&path, text).expect("write a benchmark input");
        }
    }
}

/// `n`, then `n` random values from the top half of `1..=max` (as many
/// digits as the bound allows), on one line: a Nim-like input to time reading.
pub fn random_values_input(rng: &mut Rng, n: usize, max: u64) -> String {
    let mut s = String::with_capacity(n * 11 + 16);
    s.push_str(&n.to_string());
    s.push('\n');
    for i in 0..n {
        if i > 0 {
            s.push(' ');
        }
        s.push_str(&rng.range(max / 2, max).to_string());
    }
    s.push('\n');
    s
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

/// Every labelled tree on vertices 0..n, as 0-based edge lists, one per
/// Pruefer sequence: n^(n-2) trees (1 for n <= 2; 16807 for n = 7).
pub fn labelled_trees(n: usize) -> Vec<Vec<(usize, usize)>> {
    if n <= 1 {
        return vec![Vec::new()];
    }
    if n == 2 {
        return vec![vec![(0, 1)]];
    }
    let mut res = Vec::new();
    let mut seq = vec![0usize; n - 2];
    loop {
        // Decode: repeatedly join the smallest leaf to the next entry.
        let mut degree = vec![1usize; n];
        for &v in &seq {
            degree[v] += 1;
        }
        let mut edges = Vec::with_capacity(n - 1);
        for &v in &seq {
            let leaf = (0..n).find(|&u| degree[u] == 1).expect("a leaf");
            edges.push((leaf, v));
            degree[leaf] = 0;
            degree[v] -= 1;
        }
        let rest: Vec<usize> = (0..n).filter(|&u| degree[u] == 1).collect();
        edges.push((rest[0], rest[1]));
        res.push(edges);
        // Next sequence, as a base-n counter.
        let mut i = 0;
        while i < seq.len() && seq[i] == n - 1 {
            seq[i] = 0;
            i += 1;
        }
        if i == seq.len() {
            break;
        }
        seq[i] += 1;
    }
    res
}

#[cfg(test)]
mod tests {
    use super::{first_difference, labelled_trees, multisets};

    #[test]
    fn first_difference_names_the_first_differing_line() {
        assert_eq!(first_difference("Yes\nNo\n", "Yes \n  No"), None);
        assert_eq!(
            first_difference("Yes\nNo\nYes\n", "Yes\nYes\nYes\n").as_deref(),
            Some("line 2: expected \"No\", found \"Yes\"")
        );
        assert_eq!(
            first_difference("1\n2\n", "1\n").as_deref(),
            Some("line 2: expected \"2\", found end of text")
        );
    }

    fn reads_one_number(
        sc: &mut judge_io::Scanner<&'static [u8]>,
        out: &mut judge_io::Output,
    ) -> Result<(), judge_io::Error> {
        let n: u64 = sc.next()?;
        out.push_u64(n)
    }

    fn reads_nothing(
        _: &mut judge_io::Scanner<&'static [u8]>,
        _: &mut judge_io::Output,
    ) -> Result<(), judge_io::Error> {
        Ok(())
    }

    #[test]
    fn check_malformed_passes_a_strict_reader() {
        super::check_malformed(reads_one_number, "5\n");
    }

    #[test]
    #[should_panic(
        expected = "letters: input \"x\\n\": got the error `token 1: unexpected `x` after the end of the input`"
    )]
    fn check_malformed_fails_a_reader_that_takes_the_wrong_token_for_the_end() {
        super::check_malformed(reads_nothing, "");
    }

    #[test]
    fn labelled_trees_are_every_tree_once() {
        // Cayley: n^(n-2) labelled trees; each must be connected with n - 1
        // edges, and no two alike.
        for n in 1..=7usize {
            let trees = labelled_trees(n);
            let expected = if n <= 2 { 1 } else { n.pow(n as u32 - 2) };
            assert_eq!(trees.len(), expected, "n = {n}");
            let mut seen = std::collections::HashSet::new();
            for edges in &trees {
                assert_eq!(edges.len(), n.saturating_sub(1));
                let mut canonical: Vec<(usize, usize)> =
                    edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
                canonical.sort_unstable();
                assert!(seen.insert(canonical), "n = {n}: {edges:?} twice");
                let mut reached = vec![false; n];
                reached[0] = true;
                for _ in 0..n {
                    for &(a, b) in edges {
                        if reached[a] || reached[b] {
                            reached[a] = true;
                            reached[b] = true;
                        }
                    }
                }
                assert!(
                    reached.iter().all(|&r| r),
                    "n = {n}: {edges:?} is not connected"
                );
            }
        }
    }

    #[test]
    fn multisets_are_sorted_and_complete() {
        // Multisets of up to 2 values from 1..=3: C(3+k-1, k) for k = 0, 1, 2.
        let all = multisets(2, 1, 3);
        assert_eq!(all.len(), 1 + 3 + 6);
        assert!(all.iter().all(|m| m.windows(2).all(|w| w[0] <= w[1])));
    }
}
