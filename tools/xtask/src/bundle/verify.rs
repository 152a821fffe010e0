//! The check, part 2: each build's binary judged on the problem's whole
//! judge data and on bad input beside the workspace binary. Invariant: the
//! check passes only when every binary built answers every case right and
//! does with each probe exactly what the workspace binary does.

use std::fs;
use std::path::Path;

use crate::cases::{cases, samples};
use crate::judging::{build_targets, Judging, Subject};
use crate::runner::{self, Scratch, Verdict};
use crate::targets::{Target, Toolchain};
use crate::workspace::{Problem, Workspace};
use crate::Result;

use super::compilers::{atcoder_build, compile, describe};
use super::module_name;
use crate::toolchains::find;

/// How the check went: every build compiled and judged, and those that
/// could not run.
pub struct Checked {
    /// Each build compiled and judged, e.g. "rustc V --edition 2021 -O".
    pub compilers: Vec<String>,
    /// Each build whose compiler is missing here, with how to install it.
    pub missing: Vec<String>,
    /// Judge-data cases each binary answered right.
    pub cases: usize,
}

/// Compiles `text` with every build of `target` and judges each binary on
/// the problem's whole judge data and on bad input beside the workspace
/// binary. A build whose compiler is missing fails the check, unless
/// `allow_missing`, when it is listed in [`Checked::missing`].
///
/// # Errors
/// The first compiler error or warning, the first wrong case, or the
/// missing compilers.
pub fn check(
    ws: &Workspace,
    problem: &Problem,
    target: Target,
    text: &str,
    allow_missing: bool,
) -> Result<Checked> {
    crate::cases::check_entries(&ws.judge_data(&problem.id))?;
    let scratch = Scratch::new(&format!("bundle-{}-{}", problem.id, target.name()))
        .map_err(|e| format!("cannot make a scratch folder: {e}"))?;
    let dir = &scratch.0;
    let source = dir.join("main.rs");
    fs::write(&source, text).map_err(|e| format!("{}: {e}", source.display()))?;
    let crate_name = module_name(&problem.id);
    let (mut compilers, mut missing, mut cases) = (Vec::new(), Vec::new(), 0);
    for (i, build) in target.builds().iter().enumerate() {
        let compiler = match find(build.toolchain)? {
            Ok(c) => c,
            Err(install) => {
                missing.push(install);
                continue;
            }
        };
        let name = describe(build, &compiler.version);
        // A check takes seconds per build: say what it is doing (stderr,
        // since the bundle itself may be on stdout).
        eprintln!("scripts/bundle: compiling with {name}, then judging the binary...");
        let binary = if build.cargo {
            atcoder_build(ws, &compiler, build, &problem.id, text)?
        } else {
            let out = dir.join(format!("bundle-{i}"));
            // The old compiler knows fewer lints, and may warn where a new
            // one does not: its warnings are not failures.
            let strict = build.toolchain != Toolchain::Old;
            compile(&compiler, build, &crate_name, &source, &out, strict)?;
            out
        };
        cases = run_cases(ws, problem, &binary, dir).map_err(|e| format!("{name}: {e}"))?;
        compilers.push(name);
    }
    if !missing.is_empty() && !allow_missing {
        return Err(format!(
            "cannot check the bundle as {} compiles it: missing {}; install it, or pass --allow-missing to write the bundle checked without it",
            target.name(),
            missing.join(", ")
        ));
    }
    Ok(Checked {
        compilers,
        missing,
        cases,
    })
}

/// Bad inputs every problem rejects or answers by its rules; the bundle
/// must do with each exactly what the workspace binary does.
pub const PROBES: [&[u8]; 5] = [
    b"",
    b"x\n",
    b"\xef\xbb\xbf1\n",
    b"18446744073709551616 1\n",
    b"1 2 3 4 5 6 7 8 9 10 11 12\n",
];

/// Runs the compiled bundle on every stored case of the problem (judged as
/// `scripts/judge` judges) and on [`PROBES`] beside the workspace binary;
/// how many cases passed.
fn run_cases(ws: &Workspace, problem: &Problem, binary: &Path, work: &Path) -> Result<usize> {
    let (found, problems) = cases(&ws.judge_data(&problem.id));
    if let Some(p) = problems.first() {
        return Err(format!("judge-data/{}: {p}", problem.id));
    }
    if samples(&found).is_empty() {
        return Err(format!("judge-data/{} has no sample-N case", problem.id));
    }
    // The workspace binary too: the probes compare the bundle with it.
    let mut build = vec!["build", "--release", "--quiet", "-p", &problem.id];
    build.extend(build_targets(problem, true));
    crate::run_cargo(&ws.root, &build, "building the workspace binary")?;
    let judging = Judging::of(ws, problem, Subject::Bundle(binary));
    for case in &found {
        let outcome = judging.case(case, work).map_err(|e| e.to_string())?;
        if outcome.verdict != Verdict::Ac {
            return Err(format!(
                "the compiled bundle fails judge-data/{}/{}: {} {}",
                problem.id, case.stem, outcome.verdict, outcome.detail
            ));
        }
    }
    let workspace_binary = Judging::of(ws, problem, Subject::Ours);
    for probe in PROBES {
        let ours = probe_run(&workspace_binary, probe, work)?;
        let theirs = probe_run(&judging, probe, work)?;
        if ours != theirs {
            return Err(format!(
                "on the input {:?} the compiled bundle {} where the workspace binary {}",
                String::from_utf8_lossy(probe),
                theirs.describe(),
                ours.describe()
            ));
        }
    }
    Ok(found.len())
}

/// What a binary does with one input: its exit code, stdout and first
/// stderr line.
#[derive(PartialEq, Eq)]
struct Behaviour {
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
}

impl Behaviour {
    fn describe(&self) -> String {
        format!(
            "exits {:?} printing {:?} and {:?} on stderr",
            self.code,
            String::from_utf8_lossy(&self.stdout),
            self.stderr
        )
    }
}

/// Runs the program of `judging` on one probe under the problem's limits
/// (a program that hangs is killed at 3x the time limit, and says so).
fn probe_run(judging: &Judging, input: &[u8], work: &Path) -> Result<Behaviour> {
    let (inp, out, err) = (
        work.join("probe.in"),
        work.join("probe.out"),
        work.join("probe.err"),
    );
    fs::write(&inp, input).map_err(|e| format!("{}: {e}", inp.display()))?;
    let run = judging
        .execute(&inp, (&out, &err), runner::DEFAULT_OUTPUT_LIMIT)
        .map_err(|e| format!("{}: {e}", Path::new(&judging.program[0]).display()))?;
    let stderr = fs::read(&err).unwrap_or_default();
    Ok(Behaviour {
        code: if run.killed { None } else { run.status.code() },
        stdout: fs::read(&out).unwrap_or_default(),
        stderr: if run.killed {
            format!(
                "killed after {} s",
                runner::KILL_FACTOR as f64 * judging.time
            )
        } else {
            String::from_utf8_lossy(&stderr)
                .lines()
                .next()
                .unwrap_or("")
                .to_string()
        },
    })
}
