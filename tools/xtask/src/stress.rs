//! `scripts/stress`: random small inputs from the problem's spec program
//! (`examples/<id>-spec.rs`), each with the spec's reference answer, judged
//! case by case as `scripts/judge` judges (the problem's limits, compare
//! rule, checker or jury, process tree), until the first failure, which is
//! shrunk by `test_support::stress::search`.

use std::fs;
use std::path::Path;
use std::process::Command;

use test_support::stress::{search, Failure};

use crate::cases::Case;
use crate::judging::{build_targets, Judging, Subject};
use crate::runner::{Scratch, Verdict};
use crate::workspace::{Problem, Workspace};
use crate::Result;

/// What `scripts/stress` was asked.
pub struct Options {
    /// The problem.
    pub id: String,
    /// A shell command to judge; none: the problem's release binary.
    pub cmd: Option<String>,
    /// Random inputs to try.
    pub cases: u64,
    /// The first seed.
    pub seed: u64,
    /// Save the failing input into the problem's judge data.
    pub save: bool,
}

/// The spec program of `problem` in the release build.
pub fn spec_program(ws: &Workspace, problem: &Problem) -> std::path::PathBuf {
    ws.release_dir()
        .join("examples")
        .join(format!("{}-spec", problem.id))
}

/// Builds the spec program of each problem (and with `more`, further cargo
/// target options of the same problems).
///
/// # Errors
/// If the build fails.
pub fn build_specs(ws: &Workspace, problems: &[&Problem], more: &[&str]) -> Result<()> {
    let mut args: Vec<String> = ["build", "--release", "--quiet"].map(String::from).to_vec();
    for p in problems {
        args.extend(["-p".to_string(), p.id.clone()]);
        args.extend(["--example".to_string(), format!("{}-spec", p.id)]);
    }
    args.extend(more.iter().map(|s| s.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    crate::run_cargo(&ws.root, &args, "the build")
}

/// Runs the stress test; whether every input agreed.
///
/// # Errors
/// If the problem does not exist, has no spec program, or cannot be built;
/// if the spec fails (a generator bug) or the program cannot be run.
pub fn run(ws: &Workspace, options: &Options) -> Result<bool> {
    let problem = ws.problem(&options.id)?;
    let spec_source = problem
        .main
        .parent()
        .and_then(Path::parent)
        .map(|dir| dir.join("examples").join(format!("{}-spec.rs", problem.id)));
    if !spec_source.as_deref().is_some_and(Path::is_file) {
        return Err(format!(
            "{} has no spec program (crates/{}/examples/{}-spec.rs)",
            problem.id, problem.id, problem.id
        ));
    }
    let subject = match &options.cmd {
        Some(cmd) => Subject::Command(cmd),
        None => Subject::Ours,
    };
    println!("building the spec program and what judges the problem...");
    build_specs(ws, &[problem], &build_targets(problem, subject.is_ours()))?;
    let spec = spec_program(ws, problem);
    let judging = Judging::of(ws, problem, subject);
    let generators = spec_output(&spec, &["generators"])?;
    let has_boundary = generators.lines().any(|l| l == "boundary");
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
        crate::judge::num(judging.time),
        crate::judge::num(judging.memory),
    );
    let made_text = made.to_string_lossy().into_owned();
    let read =
        |path: &Path| fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()));
    let mut make = |kind: &str, seed: u64, size: u64| -> Result<(String, String)> {
        let (seed, size) = (seed.to_string(), size.to_string());
        spec_output(&spec, &["case", kind, &seed, &size, &made_text])?;
        Ok((
            read(&made.with_extension("in"))?,
            read(&made.with_extension("ans"))?,
        ))
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

/// Runs the spec program with `args`; its stdout, or its stderr's line as
/// the error.
///
/// # Errors
/// If it cannot run or exits non-zero.
pub fn spec_output(spec: &Path, args: &[&str]) -> Result<String> {
    let out = Command::new(spec)
        .args(args)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", spec.display()))?;
    if !out.status.success() {
        let said = String::from_utf8_lossy(&out.stderr);
        return Err(format!(
            "{} {}: {} ({})",
            spec.display(),
            args.join(" "),
            said.lines().next().unwrap_or_default(),
            out.status
        ));
    }
    String::from_utf8(out.stdout).map_err(|_| format!("{}: output is not UTF-8", spec.display()))
}
