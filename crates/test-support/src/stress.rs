//! Stress testing against a problem's reference: random small inputs, each
//! answered by the spec's `reference` (the exhaustive search), each given to
//! the program under test, until the first disagreement, crash or time-out;
//! then the smallest failing input found by regenerating at smaller sizes.
//!
//! The strategy ([`search`]) serves two callers: the problem's tests, which
//! run its own `run` (or `play`, against its jury) in-process on every
//! `cargo test` ([`in_process`], declared by
//! [`problem_tests!`](crate::problem_tests!)), and `scripts/stress`, which
//! judges a command or the release binary case by case with the judges'
//! runner, taking each input and its answer from the spec program.
//!
//! A problem whose theory has boundaries (where a Grundy value or a closed
//! form changes, where a period starts, a special case such as misère's
//! all-ones) also declares `boundary_input`: inputs at and around those
//! boundaries, each built so that its answer depends on the boundary alone
//! (a single pile, or a pile beside one whose value is known). Every other
//! case (the odd k) is then drawn from it, so a wrong value at a boundary far
//! beyond the small random positions is found in the default run. Its
//! `reference` must answer those inputs too: by the search where it can, else
//! by a second computation written apart from `solve` and itself checked
//! against the search in the problem's tests.

use crate::spec::Spec;
use crate::Rng;

/// The largest size a generator is asked for; case k has size
/// `1 + k % MAX_SIZE`.
pub const MAX_SIZE: u64 = 8;

/// How many random inputs a run tries by default.
pub const DEFAULT_CASES: u64 = 300;

/// Seeds tried at each smaller size when shrinking a failure.
pub const SHRINK_SEEDS: u64 = 200;

/// Makes case inputs: `(kind, seed, size)` to (input, the reference's
/// answer), or why not.
pub type Make<'a> = dyn FnMut(&str, u64, u64) -> Result<(String, String), String> + 'a;

/// Judges one input given the reference's answer: `Some(what the program
/// did)` when it fails, or why it could not be judged.
pub type Fails<'a> = dyn FnMut(&str, &str) -> Result<Option<String>, String> + 'a;

/// A failing input: the smallest found.
pub struct Failure {
    /// The case that failed first (0-based) and its seed.
    pub case: u64,
    /// Its seed.
    pub seed: u64,
    /// The smallest failing input found.
    pub input: String,
    /// The reference's answer to it.
    pub answer: String,
    /// What the program did instead.
    pub got: String,
}

/// The generator of case `k`: `boundary` for odd `k` when the problem has
/// one, else `random`.
pub fn kind(k: u64, has_boundary: bool) -> &'static str {
    if has_boundary && k % 2 == 1 {
        "boundary"
    } else {
        "random"
    }
}

/// Tries `cases` inputs from seeds `seed..`: case k is made by
/// `make(kind(k), seed + k, 1 + k % MAX_SIZE)` as (input, the reference's
/// answer) and judged by `fails(input, answer)` (`Some(what the program
/// did)` when wrong). At the first failure, the inputs of the same kind at
/// each smaller size ([`SHRINK_SEEDS`] seeds each) that are shorter and fail
/// too are tried, smallest size first.
///
/// # Errors
/// What `make` or `fails` could not do (a generator bug, a program that
/// cannot be run).
pub fn search(
    cases: u64,
    seed: u64,
    has_boundary: bool,
    make: &mut Make<'_>,
    fails: &mut Fails<'_>,
) -> Result<Option<Failure>, String> {
    for k in 0..cases {
        let kind = kind(k, has_boundary);
        let size = 1 + k % MAX_SIZE;
        let (input, answer) = make(kind, seed.wrapping_add(k), size)?;
        let got = match fails(&input, &answer)? {
            Some(got) => got,
            None => continue,
        };
        let mut best = Failure {
            case: k,
            seed: seed.wrapping_add(k),
            input,
            answer,
            got,
        };
        for smaller in 1..size {
            for s in 0..SHRINK_SEEDS {
                let (input, answer) = make(kind, 1_000_003 * smaller + s, smaller)?;
                if input.len() >= best.input.len() {
                    continue;
                }
                if let Some(got) = fails(&input, &answer)? {
                    best.input = input;
                    best.answer = answer;
                    best.got = got;
                }
            }
            if best.input.len() < 64 {
                break;
            }
        }
        return Ok(Some(best));
    }
    Ok(None)
}

/// What the problem's tests stress: its own code.
pub enum Subject<'a> {
    /// A batch problem's `run`, as a function from input to output.
    Run(&'a dyn Fn(&str) -> Result<String, String>),
    /// An interactive problem's `play` against its referee on an input and
    /// the winning side.
    Play(&'a dyn Fn(&str, &str) -> Result<(), String>),
}

/// The problem's own code against its spec's reference on
/// [`DEFAULT_CASES`] inputs from seed 1.
///
/// # Panics
/// At the first failing input, with the smallest failing input found, the
/// reference's answer and the program's.
pub fn in_process(spec: &Spec, subject: Subject<'_>) {
    let mut make = |kind: &str, seed: u64, size: u64| {
        let generator = spec
            .generator(kind)
            .ok_or_else(|| format!("no generator {kind}"))?;
        let input = generator(&mut Rng::new(seed), size);
        (spec.validate)(&input).map_err(|e| {
            format!("{kind}_input made an input that breaks the constraints ({e}):\n{input}")
        })?;
        let answer = spec.answer(&input).ok_or_else(|| {
            format!("{kind}_input made an input beyond the reference's reach:\n{input}")
        })?;
        Ok((input, answer))
    };
    let mut fails = |input: &str, answer: &str| {
        let got = match &subject {
            Subject::Run(run) => run(input),
            Subject::Play(play) => play(input, answer).map(|()| answer.to_string()),
        };
        Ok(match (got, spec.agree) {
            (Ok(output), Some(agree)) => agree(input, answer, &output)
                .err()
                .map(|why| format!("{output}(wrong: {why})")),
            (Ok(output), None) => crate::first_difference(answer, &output).map(|_| output),
            (Err(e), _) => Some(format!("(failed: {e})")),
        })
    };
    let found = search(
        DEFAULT_CASES,
        1,
        spec.boundary_input.is_some(),
        &mut make,
        &mut fails,
    )
    .unwrap_or_else(|e| panic!("{}: {e}", spec.package));
    if let Some(f) = found {
        panic!(
            "{}: case {} (seed {}) fails; the smallest failing input found:\n{}\nthe reference's answer:\n{}\nthe program's:\n{}",
            spec.package, f.case, f.seed, f.input, f.answer, f.got
        );
    }
}
