//! The client of a problem's spec program (`crates/<id>/examples/<id>-spec.rs`,
//! whose command line is `test_support::program::USAGE`): built in release,
//! then run for its generators, a stress case, the judge data it writes
//! and its check of a folder. `scripts/stress`, `scripts/generate` and
//! `scripts/export` (the Kattis input validator) use it.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::workspace::{Problem, Workspace};
use crate::Result;

/// A problem's spec program in the release build.
pub struct Spec {
    /// The binary.
    pub path: PathBuf,
}

/// What a spec's `check` of a folder said: whether it is clean, and its
/// stdout and stderr.
pub struct Checked {
    /// Every input valid and every answer backed.
    pub clean: bool,
    /// What it printed.
    pub stdout: String,
    /// Why not, where not clean.
    pub stderr: String,
}

impl Spec {
    /// The spec program of `problem` (built by [`build`]).
    pub fn of(ws: &Workspace, problem: &Problem) -> Spec {
        Spec {
            path: ws
                .release_dir()
                .join("examples")
                .join(format!("{}-spec", problem.id)),
        }
    }

    /// The generators it declares: `random`, and `boundary` where the
    /// problem has one.
    ///
    /// # Errors
    /// If it cannot run.
    pub fn generators(&self) -> Result<Vec<String>> {
        Ok(self
            .output(&["generators"])?
            .lines()
            .map(str::to_string)
            .collect())
    }

    /// A stress case: the input of generator `kind` from `seed` at `size`,
    /// and the reference's answer, written by the spec at `stem`.in and
    /// `stem`.ans and read back.
    ///
    /// # Errors
    /// If the spec fails (a generator's bug) or the files cannot be read.
    pub fn case(&self, kind: &str, seed: u64, size: u64, stem: &Path) -> Result<(String, String)> {
        let stem_text = stem.to_string_lossy();
        let (seed, size) = (seed.to_string(), size.to_string());
        self.output(&["case", kind, &seed, &size, &stem_text])?;
        let read = |path: PathBuf| {
            fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))
        };
        Ok((
            read(stem.with_extension("in"))?,
            read(stem.with_extension("ans"))?,
        ))
    }

    /// Rewrites the generated cases of the judge-data folder `dir`; what
    /// the spec said.
    ///
    /// # Errors
    /// If it fails.
    pub fn generate(&self, dir: &Path) -> Result<String> {
        self.output(&["generate", &dir.to_string_lossy()])
    }

    /// Checks the judge-data folder `dir` as the problem's tests do.
    ///
    /// # Errors
    /// If it cannot run.
    pub fn check(&self, dir: &Path) -> Result<Checked> {
        let out = Command::new(&self.path)
            .arg("check")
            .arg(dir)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", self.path.display()))?;
        Ok(Checked {
            clean: out.status.success(),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        })
    }

    /// Runs it with `args`; its stdout, or its stderr's line as the error.
    ///
    /// # Errors
    /// If it cannot run or exits non-zero.
    pub fn output(&self, args: &[&str]) -> Result<String> {
        let spec = &self.path;
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
        String::from_utf8(out.stdout)
            .map_err(|_| format!("{}: output is not UTF-8", spec.display()))
    }
}

/// Stops unless `problem` has a spec program.
///
/// # Errors
/// Naming the file it lacks.
pub fn require(problem: &Problem) -> Result<()> {
    let source = problem
        .main
        .parent()
        .and_then(Path::parent)
        .map(|dir| dir.join("examples").join(format!("{}-spec.rs", problem.id)));
    if source.as_deref().is_some_and(Path::is_file) {
        return Ok(());
    }
    Err(format!(
        "{} has no spec program (crates/{}/examples/{}-spec.rs)",
        problem.id, problem.id, problem.id
    ))
}

/// Builds the spec program of each problem (and with `more`, further cargo
/// target options of the same problems).
///
/// # Errors
/// If the build fails.
pub fn build(ws: &Workspace, problems: &[&Problem], more: &[&str]) -> Result<()> {
    let mut args: Vec<String> = ["build", "--release", "--quiet"].map(String::from).to_vec();
    for p in problems {
        args.extend(["-p".to_string(), p.id.clone()]);
        args.extend(["--example".to_string(), format!("{}-spec", p.id)]);
    }
    args.extend(more.iter().map(|s| s.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    crate::run_cargo(&ws.root, &args, "the build")
}
