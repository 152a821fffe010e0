//! `scripts/judge`: the judge-data regression. Every problem's binary on
//! every stored case under the problem's limits, judged by token comparison
//! or by the problem's checker, one line per case and a summary.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use std::ffi::OsString;

use crate::cases::{cases, check_entries, Case};
use crate::compare::Rule;
use crate::runner::{self, Judging, Limits, Scratch, Verdict};
use crate::workspace::{Problem, Workspace};
use crate::Result;

/// What `scripts/judge` was asked.
#[derive(Default)]
pub struct Options {
    /// Take binaries from here instead of building them.
    pub bin_dir: Option<PathBuf>,
    /// Run this shell command instead of a binary (one problem).
    pub cmd: Option<String>,
    /// Judge data root instead of `judge-data/`.
    pub data_dir: Option<PathBuf>,
    /// Every problem's time limit, in seconds.
    pub time_limit: Option<f64>,
    /// Every problem's memory limit, in MiB.
    pub memory_limit: Option<f64>,
    /// The problems; none means all.
    pub ids: Vec<String>,
}

/// One problem's place in the run.
struct Entry<'a> {
    id: String,
    problem: Option<&'a Problem>,
}

/// Runs the regression; prints as it goes and returns whether every case
/// passed.
///
/// # Errors
/// If the build fails or a scratch folder cannot be made; a problem that
/// cannot run is reported in the output and counted as failed instead.
pub fn run(ws: &Workspace, options: &Options) -> Result<bool> {
    let data_dir = options
        .data_dir
        .clone()
        .unwrap_or_else(|| ws.root.join("judge-data"));
    let entries = select(ws, options, &data_dir)?;
    // Before anything is built or run: an entry no run could read stops
    // the tool.
    for entry in &entries {
        check_entries(&data_dir.join(&entry.id))?;
    }
    let with_crates: Vec<&Problem> = entries.iter().filter_map(|e| e.problem).collect();
    build(ws, options, &with_crates)?;
    let bin_dir = options.bin_dir.clone().unwrap_or_else(|| ws.release_dir());
    if let Some(cmd) = &options.cmd {
        println!("judging the command: sh -c {cmd:?}");
    }
    let work = Scratch::new("judge").map_err(|e| format!("cannot make a scratch folder: {e}"))?;
    let (mut passed, mut failed) = (0u64, 0u64);
    for entry in &entries {
        let (p, f) = judge_problem(ws, entry, options, &data_dir, &bin_dir, &work.0);
        passed += p;
        failed += f;
    }
    println!("{passed} passed, {failed} failed");
    Ok(failed == 0)
}

/// The problems to judge: those named, or every judge-data folder and, when
/// the binaries are the workspace's own, every problem crate.
fn select<'a>(ws: &'a Workspace, options: &Options, data_dir: &Path) -> Result<Vec<Entry<'a>>> {
    let mut ids: BTreeSet<String> = options.ids.iter().cloned().collect();
    if ids.is_empty() {
        if let Ok(dirs) = fs::read_dir(data_dir) {
            for dir in dirs.flatten() {
                if dir.path().is_dir() {
                    ids.insert(dir.file_name().to_string_lossy().into_owned());
                }
            }
        }
        if options.bin_dir.is_none() && options.cmd.is_none() {
            ids.extend(ws.problems.iter().map(|p| p.id.clone()));
        }
    }
    let mut order: Vec<String> = if options.ids.is_empty() {
        ids.into_iter().collect()
    } else {
        options.ids.clone()
    };
    order.dedup();
    Ok(order
        .into_iter()
        .map(|id| Entry {
            problem: ws.problems.iter().find(|p| p.id == id),
            id,
        })
        .collect())
}

/// Builds what the run needs: the problems' binaries (unless they come from
/// `--bin-dir` or `--cmd`), their checkers and juries.
fn build(ws: &Workspace, options: &Options, problems: &[&Problem]) -> Result<()> {
    let mut args: Vec<&str> = vec!["build", "--release", "--quiet"];
    let mut targets: Vec<&str> = Vec::new();
    for p in problems {
        let mut wanted = Judge::targets(p);
        if options.bin_dir.is_none() && options.cmd.is_none() {
            wanted.extend(["--bin", &p.id]);
        }
        if !wanted.is_empty() {
            args.extend(["-p", &p.id]);
            targets.extend(wanted);
        }
    }
    if targets.is_empty() {
        return Ok(());
    }
    args.extend(targets);
    println!("building release binaries...");
    crate::run_cargo(&ws.root, &args, "the build")
}

/// Judges one problem; returns (passed, failed).
fn judge_problem(
    ws: &Workspace,
    entry: &Entry<'_>,
    options: &Options,
    data_dir: &Path,
    bin_dir: &Path,
    work: &Path,
) -> (u64, u64) {
    let id = &entry.id;
    let limits = (
        options
            .time_limit
            .or(entry.problem.map(|p| p.meta.time_limit)),
        options
            .memory_limit
            .or(entry.problem.map(|p| p.meta.memory_limit)),
    );
    let (time, memory) = match limits {
        (Some(t), Some(m)) => (t, m),
        _ => {
            println!("== {id}");
            error(&format!(
                "no problem crate crates/{id} to take its limits from: give --time-limit and --memory-limit"
            ));
            return (0, 1);
        }
    };
    println!(
        "== {id} (time limit {} s, memory limit {} MiB)",
        num(time),
        num(memory)
    );
    let dir = data_dir.join(id);
    if !dir.is_dir() {
        error(&format!("no judge-data folder: {}", dir.display()));
        return (0, 1);
    }
    let program = match &options.cmd {
        Some(cmd) => vec!["sh".into(), "-c".into(), cmd.into()],
        None => {
            let bin = bin_dir.join(id);
            if !is_executable(&bin) {
                error(&format!("no binary: {}", bin.display()));
                return (0, 1);
            }
            runner::program(&bin)
        }
    };
    let ours = options.cmd.is_none() && options.bin_dir.is_none();
    let judge = match entry.problem.map(|p| Judge::of(ws, p)) {
        // Our own binaries are held to the strictest reading: byte for byte.
        Some(Judge::Compare { rule, .. }) => Judge::Compare { rule, exact: ours },
        Some(other) => other,
        None => Judge::Compare {
            rule: Rule::Tokens,
            exact: false,
        },
    };
    let stack = entry
        .problem
        .map_or(memory, |p| p.meta.stack_mib().max(memory));
    let (found, problems) = cases(&dir);
    let mut failed = problems.len() as u64;
    for p in &problems {
        error(p);
    }
    let mut passed = 0;
    let (mut slowest, mut largest) = ((0u128, "-".to_string()), (0u64, "-".to_string()));
    for case in &found {
        let outcome = match judge_case(&program, case, (time, memory, stack), &judge, work) {
            Ok(outcome) => outcome,
            Err(e) => {
                error(&format!("{}: {e}", case.stem));
                failed += 1;
                continue;
            }
        };
        // sh's 127 (not found) and 126 (not executable): the command cannot
        // run at all, which is said once, not once per case.
        let code = outcome.execution.status.code();
        if options.cmd.is_some()
            && outcome.verdict == Verdict::Re
            && matches!(code, Some(126 | 127))
        {
            error(&format!(
                "the command cannot be run ({}); its {} cases are not judged",
                outcome.detail,
                found.len()
            ));
            return (passed, failed + (found.len() as u64 - passed));
        }
        let ms = outcome.execution.millis();
        let kib = outcome.execution.peak_kib;
        let detail = if outcome.detail.is_empty() {
            String::new()
        } else {
            format!("  {}", outcome.detail)
        };
        println!(
            "  {:<4} {:<36} {:>6} ms {:>7} MiB{detail}",
            outcome.verdict.to_string(),
            case.stem,
            ms,
            runner::mib(kib)
        );
        if outcome.verdict == Verdict::Ac {
            passed += 1;
        } else {
            failed += 1;
        }
        if ms >= slowest.0 {
            slowest = (ms, case.stem.clone());
        }
        if kib >= largest.0 {
            largest = (kib, case.stem.clone());
        }
    }
    let tl_ms = time * 1000.0;
    println!(
        "  slowest: {} ms ({}) of {} ms, {:.1}% of the limit",
        slowest.0,
        slowest.1,
        num(tl_ms),
        100.0 * slowest.0 as f64 / tl_ms
    );
    println!(
        "  largest: {} MiB ({}) of {} MiB, {:.1}% of the limit",
        runner::mib(largest.0),
        largest.1,
        num(memory),
        100.0 * largest.0 as f64 / 1024.0 / memory
    );
    (passed, failed)
}

/// How a problem's cases are judged.
pub enum Judge {
    /// The output against the `.ans`, by the judge's rule, or byte for byte
    /// when `exact`.
    Compare {
        /// The problem's `compare`.
        rule: Rule,
        /// Byte for byte instead (our own binaries).
        exact: bool,
    },
    /// By this checker (`CHECKER INPUT OUTPUT ANSWER`).
    Checker(PathBuf),
    /// Played against this jury (`JURY INPUT ANSWER`): an interactive
    /// problem.
    Jury(PathBuf),
}

impl Judge {
    /// How `problem` is judged, with its checker or jury from the release
    /// build; an answer compared by its judge's rule.
    pub fn of(ws: &Workspace, problem: &Problem) -> Judge {
        match (&problem.meta.jury, &problem.meta.checker) {
            (Some(jury), _) => Judge::Jury(ws.release_dir().join("examples").join(jury)),
            (None, Some(checker)) => Judge::Checker(ws.release_dir().join(checker)),
            (None, None) => Judge::Compare {
                rule: problem.meta.compare,
                exact: false,
            },
        }
    }

    /// What of the problem's crate it needs built, as cargo's target
    /// options (`--bin CHECKER`, `--example JURY`).
    pub fn targets(problem: &Problem) -> Vec<&str> {
        let mut res = Vec::new();
        if let Some(checker) = &problem.meta.checker {
            res.extend(["--bin", checker]);
        }
        if let Some(jury) = &problem.meta.jury {
            res.extend(["--example", jury]);
        }
        res
    }
}

/// Judges `program` on one stored case under `(time, memory, stack)`
/// limits in seconds, MiB and MiB (the output cap from the answer's size):
/// by comparison, by a checker, or against a jury.
///
/// # Errors
/// If a program cannot be run or a file read.
pub fn judge_case(
    program: &[OsString],
    case: &Case,
    (time, memory, stack): (f64, f64, f64),
    judge: &Judge,
    work: &Path,
) -> std::io::Result<runner::Outcome> {
    let limits = Limits {
        time,
        memory,
        stack,
        output: runner::output_limit(&case.answer)?,
    };
    let judging = match judge {
        Judge::Checker(checker) => Judging::Checker {
            checker,
            answer: &case.answer,
        },
        Judge::Compare { rule, exact } => Judging::Compare {
            answer: &case.answer,
            rule: *rule,
            exact: *exact,
        },
        Judge::Jury(jury) => {
            return runner::run_interactive(program, jury, &case.input, &case.answer, &limits, work)
        }
    };
    runner::run_case(program, &case.input, &judging, &limits, work)
}

fn error(message: &str) {
    println!("  {:<4} {message}", "ERR");
}

/// A number as it was written: 2, 2.5, 9.77.
pub fn num(x: f64) -> String {
    let s = format!("{x:.3}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(path)
        .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        .unwrap_or(false)
}
