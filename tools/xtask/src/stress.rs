//! `scripts/stress`: a problem's stress test (`test_support::stress`, which
//! its tests declare with `stress_tests!`) run on a command or on the
//! problem's release binary: random small inputs answered by the exhaustive
//! search, until the first disagreement, shrunk.

use std::path::PathBuf;
use std::process::Command;

use crate::workspace::Workspace;
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

/// The test `stress_tests!` makes.
const TEST: &str = "tests::stress_matches_the_search_on_random_small_inputs";

/// Runs the stress test; whether every input agreed.
///
/// # Errors
/// If the problem does not exist, declares no stress test, or cannot be
/// built.
pub fn run(ws: &Workspace, options: &Options) -> Result<bool> {
    let problem = ws.problem(&options.id)?;
    let source = std::fs::read_to_string(&problem.main)
        .map_err(|e| format!("{}: {e}", problem.main.display()))?;
    if !source.contains("stress_tests!") {
        return Err(format!(
            "{} declares no stress test (test_support::stress_tests! in its tests)",
            options.id
        ));
    }
    let cmd = match &options.cmd {
        Some(cmd) => cmd.clone(),
        None => {
            crate::run_cargo(
                &ws.root,
                &[
                    "build",
                    "--release",
                    "--quiet",
                    "-p",
                    &problem.id,
                    "--bin",
                    &problem.id,
                ],
                "the build",
            )?;
            let bin: PathBuf = ws.release_dir().join(&problem.id);
            format!("'{}'", bin.display().to_string().replace('\'', r"'\''"))
        }
    };
    let cwd = std::env::current_dir().map_err(|e| e.to_string())?;
    let mut test = Command::new(crate::cargo());
    test.current_dir(&ws.root)
        .args(["test", "-q", "-p", &problem.id, "--bin", &problem.id, "--"])
        .args(["--exact", TEST, "--nocapture"])
        .env("STRESS_CMD", &cmd)
        .env("STRESS_CWD", &cwd)
        .env("STRESS_CASES", options.cases.to_string())
        .env("STRESS_SEED", options.seed.to_string())
        .env(
            "STRESS_STACK_KIB",
            ((problem.meta.stack_mib() * 1024.0) as u64).to_string(),
        )
        .env("RUST_BACKTRACE", "0");
    if options.save {
        test.env("STRESS_SAVE", ws.judge_data(&problem.id));
    }
    println!(
        "stress: {} on {} random inputs from seed {}, against the problem's reference (the exhaustive search, or beyond it a second computation)",
        options.cmd.as_deref().unwrap_or("the release binary"),
        options.cases,
        options.seed
    );
    let out = test
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    let said = String::from_utf8_lossy(&out.stderr);
    // The test's own report: the panic message, or the line saying all
    // agreed; anything else (a build error) is shown whole.
    let report = match said.find("panicked at ") {
        Some(at) => {
            let message = &said[at..];
            let message = message.split_once('\n').map_or("", |(_, m)| m);
            message
                .split("\nnote: run with")
                .next()
                .unwrap_or(message)
                .trim_end()
                .to_string()
        }
        None => said
            .lines()
            .find(|l| l.contains("agree with the reference"))
            .map_or_else(|| said.trim_end().to_string(), str::to_string),
    };
    println!("{report}");
    Ok(out.status.success())
}
