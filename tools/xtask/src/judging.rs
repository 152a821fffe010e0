//! The judging core: for a problem and what is judged on it, the one place
//! that decides the program to run, the judge (a comparison, the problem's
//! checker, or its jury), the limits (time, memory, stack) and how strict
//! the comparison is. `scripts/judge`, `scripts/stress`, the bundle check,
//! `scripts/bench` and `scripts/export` take their judging from here.
//!
//! The rules (CONVENTIONS.md, "Judging"): every program gets the problem's
//! time and memory limits and the largest stack its judges publish, at
//! least the memory limit; a problem with a jury is played, one with a
//! checker is checked; otherwise the output is compared with the `.ans` by
//! the problem's rule (`compare`), and what is ours (the workspace binary,
//! a bundle of it) is held to the strictest reading, byte for byte.

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

use crate::cases::Case;
use crate::runner::{self, Limits, Outcome, Sandbox, Verdict};
use crate::targets::Rule;
use crate::workspace::{Problem, Workspace};

pub use crate::runner::Judge;

/// What is judged on a problem.
#[derive(Clone, Copy, Debug)]
pub enum Subject<'a> {
    /// The problem's own release binary (`target/release/<id>`).
    Ours,
    /// A bundle of ours, compiled as a judge compiles it.
    Bundle(&'a Path),
    /// A binary that is not ours: `--bin-dir`'s, a kept solution, a C++
    /// reference.
    Binary(&'a Path),
    /// A shell command of the user's (`--cmd`), run as `sh -c` from the
    /// current folder.
    Command(&'a str),
}

impl Subject<'_> {
    /// Whether it is ours, and so judged byte for byte.
    pub fn is_ours(&self) -> bool {
        matches!(self, Subject::Ours | Subject::Bundle(_))
    }

    /// The program that runs it, for the problem `id`.
    fn program(&self, ws: &Workspace, id: &str) -> Vec<OsString> {
        match self {
            Subject::Ours => runner::program(&ws.release_dir().join(id)),
            Subject::Bundle(path) | Subject::Binary(path) => runner::program(path),
            Subject::Command(cmd) => vec!["sh".into(), "-c".into(), (*cmd).into()],
        }
    }
}

/// How one program is judged on one problem's cases.
#[derive(Clone, Debug)]
pub struct Judging {
    /// The program and its arguments.
    pub program: Vec<OsString>,
    /// The comparison, the checker or the jury.
    pub judge: Judge,
    /// Seconds.
    pub time: f64,
    /// MiB of peak memory.
    pub memory: f64,
    /// MiB of stack.
    pub stack: f64,
    /// Whether the program is a user's shell command (whose `sh` may say it
    /// cannot run it at all).
    command: bool,
    /// How it is contained ([`runner::sandbox`]), or `None`: uncontained
    /// (`--no-sandbox`; the benchmark's timed turns).
    pub sandbox: Option<Sandbox>,
}

impl Judging {
    /// How `subject` is judged on `problem`: its limits, its judge, and for
    /// a comparison, byte for byte when the subject is ours.
    pub fn of(ws: &Workspace, problem: &Problem, subject: Subject<'_>) -> Judging {
        Judging {
            program: subject.program(ws, &problem.id),
            judge: judge(ws, problem, subject.is_ours()),
            time: problem.meta.time_limit,
            memory: problem.meta.memory_limit,
            stack: problem.meta.stack_mib(),
            command: matches!(subject, Subject::Command(_)),
            sandbox: Some(sandbox(ws, subject)),
        }
    }

    /// How a program not ours is judged on a judge-data folder that has no
    /// problem crate: by tokens, under the limits given, the stack the
    /// memory limit.
    pub fn without_crate(
        ws: &Workspace,
        id: &str,
        subject: Subject<'_>,
        (time, memory): (f64, f64),
    ) -> Judging {
        Judging {
            program: subject.program(ws, id),
            judge: Judge::Compare {
                rule: Rule::Tokens,
                exact: false,
            },
            time,
            memory,
            stack: memory,
            command: matches!(subject, Subject::Command(_)),
            sandbox: Some(sandbox(ws, subject)),
        }
    }

    /// The same, uncontained: the program runs where the runner runs, as
    /// `--no-sandbox` asks.
    pub fn uncontained(mut self) -> Judging {
        self.sandbox = None;
        self
    }

    /// The same, hiding the folder `dir` too (a judge-data root given on
    /// the command line).
    pub fn hiding(mut self, dir: &Path) -> Judging {
        if let Some(sandbox) = &mut self.sandbox {
            sandbox.hide.push(dir.to_path_buf());
        }
        self
    }

    /// The sandbox a run gets: this judging's, where the machine allows
    /// one ([`runner::sandbox::usable`] says once when it does not).
    pub fn contained(&self) -> Option<&Sandbox> {
        self.sandbox.as_ref().filter(|_| runner::sandbox::usable())
    }

    /// Runs the program on `input` (stdout and stderr into files) under
    /// the limits and with an output cap of `output` bytes, contained as
    /// [`Judging::case`] is: for a run that is not a case (the bundle
    /// check's bad-input probes).
    ///
    /// # Errors
    /// If the program cannot be run.
    pub fn execute(
        &self,
        input: &Path,
        (stdout, stderr): (&Path, &Path),
        output: u64,
    ) -> io::Result<runner::Execution> {
        runner::execute_in(
            &self.program,
            input,
            stdout,
            stderr,
            &self.limits(output),
            self.contained(),
        )
    }

    /// The same with the time and memory limits given on the command line
    /// (`--time-limit`, `--memory-limit`) in place of the problem's; the
    /// stack stays at least the memory limit.
    pub fn limited(mut self, time: Option<f64>, memory: Option<f64>) -> Judging {
        if let Some(time) = time {
            self.time = time;
        }
        if let Some(memory) = memory {
            self.memory = memory;
            self.stack = self.stack.max(memory);
        }
        self
    }

    /// The limits of a run whose output is capped at `output` bytes.
    pub fn limits(&self, output: u64) -> Limits {
        Limits {
            time: self.time,
            memory: self.memory,
            stack: self.stack,
            output,
        }
    }

    /// Judges the program on one stored case (its output capped by the
    /// answer's size, [`runner::output_limit`]).
    ///
    /// # Errors
    /// If a program cannot be run or a file read.
    pub fn case(&self, case: &Case, work: &Path) -> io::Result<Outcome> {
        let limits = self.limits(runner::output_limit(&case.answer)?);
        runner::run_case(
            &self.program,
            (&case.input, &case.answer),
            &self.judge,
            &limits,
            work,
            self.contained(),
        )
    }

    /// For a user's command that `sh` cannot run at all (exit 126, not
    /// executable; 127, not found), what it said: reported once, not once
    /// per case.
    pub fn cannot_run(&self, outcome: &Outcome) -> Option<String> {
        let code = outcome.execution.status.code();
        (self.command && outcome.verdict == Verdict::Re && matches!(code, Some(126 | 127)))
            .then(|| outcome.detail.clone())
    }
}

/// How `subject` is contained on the workspace `ws`: the judge data and
/// the repository's git store hidden, and for a user's command, the working
/// folder layered over the folder the tool runs from (so that `./a.out` or
/// `python3 sol.py` names the user's file); for every other program an
/// empty one.
fn sandbox(ws: &Workspace, subject: Subject<'_>) -> Sandbox {
    let mut hide = vec![ws.root.join("judge-data")];
    hide.extend(git_stores(&ws.root));
    Sandbox {
        hide,
        over: match subject {
            Subject::Command(_) => std::env::current_dir().ok(),
            _ => None,
        },
    }
}

/// The git folders of the checkout at `root`, which hold every stored
/// answer: `.git`, or for a worktree (`.git` a file naming its folder), that
/// folder and the repository's common one.
fn git_stores(root: &Path) -> Vec<PathBuf> {
    let dot_git = root.join(".git");
    if dot_git.is_dir() {
        return vec![dot_git];
    }
    let Ok(text) = std::fs::read_to_string(&dot_git) else {
        return Vec::new();
    };
    let Some(dir) = text.trim().strip_prefix("gitdir:") else {
        return Vec::new();
    };
    let dir = root.join(dir.trim());
    let mut res = vec![dir.clone()];
    if let Ok(common) = std::fs::read_to_string(dir.join("commondir")) {
        res.push(dir.join(common.trim()));
    }
    res
}

/// How `problem`'s answers are judged: played against its jury, checked by
/// its checker (both from the release build), or compared by its judge's
/// rule, byte for byte when `exact`.
pub fn judge(ws: &Workspace, problem: &Problem, exact: bool) -> Judge {
    match (&problem.meta.jury, &problem.meta.checker) {
        (Some(jury), _) => Judge::Jury(ws.release_dir().join("examples").join(jury)),
        (None, Some(checker)) => Judge::Checker(ws.release_dir().join(checker)),
        (None, None) => Judge::Compare {
            rule: problem.meta.compare,
            exact,
        },
    }
}

/// What of the problem's crate cargo must build to judge a program on it,
/// as cargo's target options: the checker (`--bin CHECKER`) or the jury
/// (`--example JURY`), and with `ours`, the problem's binary (`--bin <id>`).
pub fn build_targets(problem: &Problem, ours: bool) -> Vec<&str> {
    let mut res = Vec::new();
    if ours {
        res.extend(["--bin", problem.id.as_str()]);
    }
    if let Some(checker) = &problem.meta.checker {
        res.extend(["--bin", checker.as_str()]);
    }
    if let Some(jury) = &problem.meta.jury {
        res.extend(["--example", jury.as_str()]);
    }
    res
}
