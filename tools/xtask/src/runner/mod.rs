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
//! they share and [`run_case`], one batch case run and judged.

mod checker;
mod files;
mod interactive;
mod process;
mod verdict;

use std::ffi::OsString;
use std::fmt;
use std::fs::{self, File};
use std::io;
use std::path::Path;
use std::process::ExitStatus;
use std::time::Duration;

use crate::compare::{compare_by, Rule};

pub use checker::check;
pub use files::{read_head, read_tail, Scratch};
pub use interactive::run_interactive;
pub use process::{
    execute, limited_command, reap, reap_with_cpu, wait_unreaped, Watch, ADDRESS_SPACE_SLACK,
};
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
    /// published figure where larger (see `workspace::Meta::stack_mib`).
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

/// How an answer is judged once the program ran cleanly.
pub enum Judging<'a> {
    /// Against the stored answer, by the judge's rule (byte for byte when
    /// `exact`: our own binaries are held to the strictest reading).
    Compare {
        /// The stored answer.
        answer: &'a Path,
        /// The judge's rule.
        rule: Rule,
        /// Byte for byte instead.
        exact: bool,
    },
    /// By a checker program: `CHECKER INPUT OUTPUT ANSWER`, exit 0 right,
    /// 1 wrong, anything else a failure of the checker.
    Checker {
        /// The checker binary.
        checker: &'a Path,
        /// The stored answer.
        answer: &'a Path,
    },
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

/// Runs `program` on `input` under `limits` and judges it; `work` is a
/// scratch folder for its output.
///
/// # Errors
/// If a program cannot be started or a file cannot be read.
pub fn run_case(
    program: &[OsString],
    input: &Path,
    judging: &Judging<'_>,
    limits: &Limits,
    work: &Path,
) -> io::Result<Outcome> {
    let stdout = work.join("out");
    let stderr = work.join("err");
    let execution = execute(program, input, &stdout, &stderr, limits)?;
    let (verdict, detail) = match failure(&execution, limits, Some(&stdout), &stderr)? {
        Some(failed) => failed,
        None => match judging {
            Judging::Compare {
                answer,
                rule,
                exact,
            } => match compare_by(*rule, *exact, File::open(answer)?, File::open(&stdout)?)? {
                None => (Verdict::Ac, String::new()),
                Some(difference) => (Verdict::Wa, difference),
            },
            Judging::Checker { checker, answer } => check(checker, input, &stdout, answer, work)?,
        },
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
