//! `scripts/stress`: random small inputs from the problem's spec program
//! (`examples/<id>-spec.rs`, [`crate::spec`]), each with the spec's
//! reference answer, judged case by case as `scripts/judge` judges
//! ([`crate::judging`]: the problem's limits, compare rule, checker or
//! jury, process tree), until the first failure, which is shrunk by
//! `test_support::stress::search`.

use std::fs;

use test_support::stress::{search, Failure};

use super::{workspace, Error, Exit};
use crate::cases::Case;
use crate::judging::{build_targets, Judging, Subject};
use crate::runner::{Scratch, Verdict};
use crate::spec::{self, Spec};
use crate::text::{fill, num};
use crate::workspace::{Problem, Workspace};
use crate::Result;

#[derive(clap::Args)]
#[command(before_help = help())]
pub struct Args {
    /// the solution to test (`--cmd ./a.out`, `--cmd 'python3 sol.py'`)
    #[arg(long, value_name = "CMD")]
    cmd: Option<String>,
    /// how many random inputs
    #[arg(long, value_name = "N", default_value_t = test_support::stress::DEFAULT_CASES)]
    cases: u64,
    /// the first seed; input k uses seed S + k
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// add the failing input to judge-data/<id>/ as stress-<seed>.in and
    /// .ans (the reference's answer: the search's or the second
    /// computation's, which the judge-data test then checks it against)
    #[arg(long)]
    save: bool,
    /// the problem
    #[arg(value_name = "id")]
    id: String,
}

impl Args {
    /// Runs the stress test.
    ///
    /// # Errors
    /// What stops it before a verdict (see [`stress`]).
    pub fn run(self) -> Result<Exit, Error> {
        Ok(stress(&workspace()?, &self)?.into())
    }
}

fn help() -> String {
    let text = format!(
        "Stress-tests a solution of problem <id> against the exhaustive search of \
         its game: random small inputs within the statement's constraints (sizes \
         1 to {}: piles, values) from the problem's spec program \
         (crates/<id>/examples/<id>-spec.rs), each answered by its reference (the \
         search the problem's tests use), and, where the problem declares them, \
         every other input at a boundary of its theory (a value change, a period \
         start), answered by the search or, beyond its reach, by the problem's \
         second computation. Each input is judged as scripts/judge judges a case: \
         `sh -c 'CMD'` from the current folder (default: our release binary, \
         compared byte for byte) under the problem's limits, by its comparison, \
         checker or jury. At the first failure it looks for the smallest failing \
         input (regenerating at each smaller size, {} seeds each) and prints it \
         with the reference's answer and the program's; exits 1.",
        test_support::stress::MAX_SIZE,
        test_support::stress::SHRINK_SEEDS,
    );
    fill("", 0, &text)
}

/// Runs the stress test; whether every input agreed.
///
/// # Errors
/// If the problem does not exist, has no spec program, or cannot be built;
/// if the spec fails (a generator bug) or the program cannot be run.
fn stress(ws: &Workspace, options: &Args) -> Result<bool> {
    let problem = ws.problem(&options.id)?;
    spec::require(problem)?;
    let subject = match &options.cmd {
        Some(cmd) => Subject::Command(cmd),
        None => Subject::Ours,
    };
    println!("building the spec program and what judges the problem...");
    spec::build(ws, &[problem], &build_targets(problem, subject.is_ours()))?;
    let spec = Spec::of(ws, problem);
    let judging = Judging::of(ws, problem, subject);
    let has_boundary = spec.generators()?.iter().any(|g| g == "boundary");
    let work = Scratch::new("stress").map_err(|e| format!("cannot make a scratch folder: {e}"))?;
    // The spec writes each input and answer at `made`; the search holds
    // them as strings, and the case judged is what it holds, written at
    // `case`.
    let made = work.0.join("made");
    let case = Case {
        stem: "case".into(),
        input: work.0.join("case.in"),
        answer: work.0.join("case.ans"),
    };
    let run_dir = work.0.join("run");
    fs::create_dir_all(&run_dir).map_err(|e| format!("cannot make a scratch folder: {e}"))?;
    println!(
        "stress: {} on {} random inputs from seed {}{}, against the problem's reference (the exhaustive search, or beyond it a second computation), judged under its limits ({} s, {} MiB)",
        options.cmd.as_deref().unwrap_or("the release binary"),
        options.cases,
        options.seed,
        if has_boundary {
            " (every other one at the theory's boundaries)"
        } else {
            ""
        },
        num(judging.time),
        num(judging.memory),
    );
    let mut make = |kind: &str, seed: u64, size: u64| -> Result<(String, String)> {
        spec.case(kind, seed, size, &made)
    };
    let mut fails = |input: &str, answer: &str| -> Result<Option<String>> {
        for (path, text) in [(&case.input, input), (&case.answer, answer)] {
            fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        let outcome = judging
            .case(&case, &run_dir)
            .map_err(|e| format!("cannot judge a case: {e}"))?;
        if outcome.verdict == Verdict::Ac {
            return Ok(None);
        }
        if let Some(said) = judging.cannot_run(&outcome) {
            return Err(format!("the command cannot be run ({said})"));
        }
        let output = fs::read(run_dir.join("out")).unwrap_or_default();
        let shown = String::from_utf8_lossy(&output[..output.len().min(4096)]).into_owned();
        Ok(Some(format!(
            "{shown}({}: {})",
            outcome.verdict, outcome.detail
        )))
    };
    match search(
        options.cases,
        options.seed,
        has_boundary,
        &mut make,
        &mut fails,
    )? {
        None => {
            println!(
                "{}: {} random inputs (seeds {}..{}) agree with the reference",
                problem.id,
                options.cases,
                options.seed,
                options.seed.wrapping_add(options.cases)
            );
            Ok(true)
        }
        Some(f) => {
            report(problem, &f);
            if options.save {
                save(ws, problem, &f)?;
            }
            Ok(false)
        }
    }
}

fn report(problem: &Problem, f: &Failure) {
    println!(
        "{}: case {} (seed {}) fails; the smallest failing input found:\n{}\nthe reference's answer:\n{}\nthe program's:\n{}",
        problem.id,
        f.case,
        f.seed,
        f.input.trim_end_matches('\n'),
        f.answer.trim_end_matches('\n'),
        f.got
    );
}

/// Writes the failure into the problem's judge data as
/// `stress-<seed>.in` and `.ans`.
fn save(ws: &Workspace, problem: &Problem, f: &Failure) -> Result<()> {
    let stem = ws
        .judge_data(&problem.id)
        .join(format!("stress-{}", f.seed));
    for (ext, text) in [("in", &f.input), ("ans", &f.answer)] {
        let path = stem.with_extension(ext);
        fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    println!("saved as {}.in and .ans", ws.shown(&stem));
    Ok(())
}
