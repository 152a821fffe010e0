//! The runner: one program on one input under a time, memory, stack and
//! output limit, with its wall time and peak resident memory (Linux:
//! rlimits, process groups, `waitid`, `wait4`, and the process tree of
//! [`crate::proctree`], so that what the program leaves behind is killed,
//! reaped and counted), and the verdict on what it did.
//!
//! The parts: `process.rs` (a program started under its limits, watched,
//! killed and reaped), `verdict.rs` (what a finished run's status and
//! stderr say), `checker.rs` (a checker program's word on an answer),
//! `interactive.rs` (a program and a jury joined by pipes), `files.rs`
//! (scratch folders, the heads and tails of output files); here the types
//! they share and [`run_case`], one case run and judged by a [`Judge`].

mod checker;
mod files;
mod interactive;
mod process;
mod rlimits;
pub mod sandbox;
mod verdict;

use std::ffi::OsString;
use std::fmt;
use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitStatus;
use std::time::Duration;

use crate::compare::{compare_by, Rule};

pub use checker::check;
pub use files::{read_head, read_tail, Scratch};
pub use interactive::run_interactive;
pub use process::{
    execute, execute_in, limited_command, reap, reap_with_cpu, wait_unreaped, Watch,
};
pub use rlimits::ADDRESS_SPACE_SLACK;
pub use sandbox::Sandbox;
pub use verdict::{abnormal, abnormal_with, allocation_failed, failure, first_line, STDERR_SHOWN};

const MIB: u64 = 1 << 20;

/// The output cap when none is given: this, or twice the answer if larger.
pub const DEFAULT_OUTPUT_LIMIT: u64 = 64 * MIB;

/// A run that has not ended at this many times its time limit is killed.
pub const KILL_FACTOR: u32 = 3;

/// The limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Seconds; slower is TLE, and the run is killed at [`KILL_FACTOR`]x.
    pub time: f64,
    /// MiB of peak resident memory; more is MLE.
    pub memory: f64,
    /// MiB of stack (`RLIMIT_STACK`): the memory limit, or the judge's
    /// published figure where larger (decided by [`crate::judging`]).
    pub stack: f64,
    /// Bytes of stdout (and of stderr); more is OLE.
    pub output: u64,
}

/// What a run did, measured.
#[derive(Debug)]
pub struct Execution {
    /// Wall time from spawn to exit.
    pub elapsed: Duration,
    /// Peak resident memory of the run: the larger of the program's own
    /// peak (with the children it waited for) and the sampled sum over its
    /// whole process tree.
    pub peak_kib: u64,
    /// How it ended.
    pub status: ExitStatus,
    /// Whether the clock killed it.
    pub killed: bool,
}

impl Execution {
    /// Wall milliseconds.
    pub fn millis(&self) -> u128 {
        self.elapsed.as_millis()
    }
}

/// The verdict on one case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The answer is right.
    Ac,
    /// The answer is wrong.
    Wa,
    /// Too slow.
    Tle,
    /// Too much memory.
    Mle,
    /// Too much output.
    Ole,
    /// A crash or a failing exit.
    Re,
    /// The checker itself failed: the judge data or the checker is broken.
    Fail,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Tle => "TLE",
            Verdict::Mle => "MLE",
            Verdict::Ole => "OLE",
            Verdict::Re => "RE",
            Verdict::Fail => "FAIL",
        })
    }
}

/// How a program's answers are judged: the one enum for it (which judge a
/// problem and a program get is decided by [`crate::judging`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Judge {
    /// Against the stored answer, by the judge's rule (byte for byte when
    /// `exact`: our own binaries are held to the strictest reading).
    Compare {
        /// The judge's rule.
        rule: Rule,
        /// Byte for byte instead.
        exact: bool,
    },
    /// By a checker program: `CHECKER INPUT OUTPUT ANSWER`, exit 0 right,
    /// 1 wrong, anything else a failure of the checker.
    Checker(PathBuf),
    /// Played against a jury (`JURY INPUT ANSWER`, joined to the program by
    /// pipes): an interactive problem.
    Jury(PathBuf),
}

/// A verdict with the run's measurements and the reason.
#[derive(Debug)]
pub struct Outcome {
    /// The verdict.
    pub verdict: Verdict,
    /// The run.
    pub execution: Execution,
    /// Why (empty for AC).
    pub detail: String,
    /// Wall time from the start to the end of the run (of the whole
    /// conversation, for an interactive problem).
    pub wall: Duration,
}

/// The output limit for a case whose stored answer is `answer`: the default,
/// or twice the answer if that is larger.
pub fn output_limit(answer: &Path) -> io::Result<u64> {
    Ok(DEFAULT_OUTPUT_LIMIT.max(2 * fs::metadata(answer)?.len()))
}

/// The folder of a run's scratch folder that holds the tool's copy of the
/// answer (hidden from a contained program).
const KEPT: &str = "expected";

/// Runs `program` on one case (`input`, and the stored `answer`) under
/// `limits` and judges it by `judge`: a batch run whose output is compared
/// or checked, or a game against the jury; `work` is a scratch folder for
/// its output. With a `sandbox`, the program runs contained
/// ([`sandbox`]), the case's folders and the tool's copy of the answer
/// hidden too.
///
/// The answer is read before the program starts (compared from memory;
/// a checker or a jury is given a copy in `work`), so that nothing the
/// program does to the stored file can change its verdict.
///
/// # Errors
/// If a program cannot be started or a file cannot be read.
pub fn run_case(
    program: &[OsString],
    (input, answer): (&Path, &Path),
    judge: &Judge,
    limits: &Limits,
    work: &Path,
    sandbox: Option<&Sandbox>,
) -> io::Result<Outcome> {
    let kept_dir = work.join(KEPT);
    let folders: Vec<&Path> = [input.parent(), answer.parent(), Some(kept_dir.as_path())]
        .into_iter()
        .flatten()
        .collect();
    let sandbox = sandbox.map(|s| s.hiding(&folders));
    let sandbox = sandbox.as_ref();
    let keep = || -> io::Result<PathBuf> {
        fs::create_dir_all(&kept_dir)?;
        let kept = kept_dir.join("answer");
        fs::copy(answer, &kept)?;
        Ok(kept)
    };
    match judge {
        Judge::Jury(jury) => {
            let kept = keep()?;
            run_interactive(program, jury, input, &kept, limits, work, sandbox)
        }
        Judge::Checker(checker) => {
            let kept = keep()?;
            run_batch(program, input, limits, work, sandbox, |output| {
                check(checker, input, output, &kept, work)
            })
        }
        Judge::Compare { rule, exact } => {
            let expected = fs::read(answer)?;
            run_batch(program, input, limits, work, sandbox, |output| {
                let difference = compare_by(*rule, *exact, &expected[..], File::open(output)?)?;
                Ok(match difference {
                    None => (Verdict::Ac, String::new()),
                    Some(difference) => (Verdict::Wa, difference),
                })
            })
        }
    }
}

/// One batch run of `program` on `input`, its output judged by `judged`
/// once the run ended cleanly.
fn run_batch(
    program: &[OsString],
    input: &Path,
    limits: &Limits,
    work: &Path,
    sandbox: Option<&Sandbox>,
    judged: impl FnOnce(&Path) -> io::Result<(Verdict, String)>,
) -> io::Result<Outcome> {
    let stdout = work.join("out");
    let stderr = work.join("err");
    let execution = execute_in(program, input, &stdout, &stderr, limits, sandbox)?;
    let (verdict, detail) = match failure(&execution, limits, Some(&stdout), &stderr)? {
        Some(failed) => failed,
        None => judged(&stdout)?,
    };
    Ok(Outcome {
        verdict,
        wall: execution.elapsed,
        execution,
        detail,
    })
}

/// KiB as MiB with one decimal.
pub fn mib(kib: u64) -> String {
    format!("{:.1}", kib as f64 / 1024.0)
}

/// A program given as a path, as the runner takes it.
pub fn program(path: &Path) -> Vec<OsString> {
    vec![path.into()]
}
