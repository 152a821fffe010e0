//! `scripts/judge`: the judge-data regression. Every problem's binary (or
//! a binary of `--bin-dir`, or a `--cmd`) on every stored case under the
//! problem's limits, judged as [`crate::judging`] decides, one line per
//! case and a summary.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use super::{positive, usage_error, workspace, Error, Exit};
use crate::cases::{cases, check_entries};
use crate::judging::{build_targets, Judging, Subject};
use crate::runner::{self, Scratch, Verdict};
use crate::text::{fill, num, size, MIB};
use crate::workspace::{Problem, Workspace};
use crate::{compare, targets, Result};

#[derive(clap::Args)]
#[command(before_help = help(), after_help = verdicts())]
pub struct Args {
    /// judge a solution of your own: run `sh -c 'CMD'`
    /// (contained, its working folder over the current
    /// folder; see above) instead of our binary,
    /// on one problem (`--cmd './a.out' <id>`,
    /// `--cmd 'python3 sol.py' <id>`); same limits,
    /// verdicts and checker
    #[arg(long, value_name = "CMD", conflicts_with = "bin_dir")]
    cmd: Option<String>,
    /// take the binary of <id> from DIR/<id> and build
    /// no problem binary; with no id, judge every
    /// folder of the judge data
    #[arg(long, value_name = "DIR")]
    bin_dir: Option<PathBuf>,
    /// judge data root (default: judge-data)
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// run the programs uncontained (see above): from the current folder,
    /// with your rights, e.g. for a solution that reads a file of yours
    #[arg(long)]
    no_sandbox: bool,
    /// every problem's time limit, in seconds
    #[arg(long, value_name = "SEC", value_parser = positive)]
    time_limit: Option<f64>,
    /// every problem's memory limit, in MiB (a
    /// judge-data folder without a problem crate needs
    /// both limits)
    #[arg(long, value_name = "MIB", value_parser = positive)]
    memory_limit: Option<f64>,
    /// the problems (none: every judge-data folder and problem crate)
    #[arg(value_name = "id")]
    ids: Vec<String>,
}

impl Args {
    /// Runs the regression.
    ///
    /// # Errors
    /// A usage error, or what stops the run before a case is judged.
    pub fn run(self) -> Result<Exit, Error> {
        if self.cmd.is_some() && self.ids.len() != 1 {
            return Err(usage_error(
                "--cmd judges one problem: give its id (scripts/judge --cmd 'CMD' <id>)",
            ));
        }
        if !cfg!(target_os = "linux") {
            return Err(
                "needs Linux (the runner limits and measures with Linux rlimits and wait4)"
                    .to_string()
                    .into(),
            );
        }
        Ok(regression(&workspace()?, &self)?.into())
    }
}

fn help() -> String {
    let stacks: Vec<String> = targets::ALL
        .iter()
        .filter_map(|t| t.stack_mib().map(|s| format!("{} {}", t.name(), size(s))))
        .collect();
    let paragraphs = [
        "Builds the problems' release binaries, then runs each on every \
         judge-data/<id>/<stem>.in under the problem's time and memory limits and \
         judges its output against <stem>.ans as the problem's judge compares \
         (`compare` in its metadata: tokens, separated by space, tab, CR and LF; \
         tokens in any case; or Luogu's lines, where only spaces at line ends and \
         empty lines at the end are ignored); our own binaries (no --cmd, no \
         --bin-dir) byte for byte. A problem with a checker (`checker` in its \
         metadata) is judged by running `CHECKER <stem>.in OUTPUT <stem>.ans`. \
         With no id, judges every judge-data folder and every problem crate. A \
         judge-data entry no run could read (not a regular file, a name not \
         UTF-8) stops the command before anything runs."
            .to_string(),
        format!(
            "Each run: the binary in its own process group, stdin from the .in, \
             stdout and stderr into files; wall time and peak resident memory \
             measured (the larger of its own peak and the sampled sum over its \
             process tree: what it starts is found even when it leaves the group, \
             and killed and reaped when the case ends); stack = the memory limit, \
             or the published stack of the problem's judges where larger ({}); \
             address space capped at max(2 x memory limit, stack + {}\u{a0}MiB); output \
             capped at {}\u{a0}MiB, or twice the .ans if that is larger; killed at {}x the \
             time limit (the deadline).",
            stacks.join(", "),
            runner::ADDRESS_SPACE_SLACK / MIB,
            runner::DEFAULT_OUTPUT_LIMIT / MIB,
            runner::KILL_FACTOR,
        ),
        runner::sandbox::HELP.to_string(),
        "Limits come from [package.metadata.problem] in crates/<id>/Cargo.toml \
         (time-limit in seconds, memory-limit in MiB), read through cargo \
         metadata; a manifest that breaks a rule stops the run with a message \
         naming it."
            .to_string(),
        "An interactive problem (`jury` in its metadata: an example of its \
         crate) is played instead: the program and `JURY <stem>.in <stem>.ans` \
         joined by pipes, one deadline killing both; the time shown is the \
         program's CPU time. WA (the jury's reason) when the jury rejects the \
         program, whatever the program does next; TLE when a side is still \
         running at the deadline (both waiting: a move not flushed); FAIL when \
         the jury itself fails (exit other than 0 or 1)."
            .to_string(),
    ];
    paragraphs.map(|p| fill("", 0, &p)).join("\n\n")
}

fn verdicts() -> String {
    format!(
        "\
Verdicts, per case, with the wall time and the peak memory:
  AC    the answer is right
  WA    it is not: token N (or line N): expected \"X\", got \"Y\" (or end
        of output), cut at {shown} bytes, unprintable bytes as \\xNN; or the
        checker's first line
  TLE   killed at the deadline, or finished slower than the limit
  MLE   peak memory over the limit, or a failure after reporting a failed
        allocation (e.g. Rust's \"memory allocation of N bytes failed\")
  OLE   stdout or stderr over the output cap
  RE    a non-zero exit or a signal, with the first stderr line (the last
        of a Python traceback; cut at {stderr} bytes, unprintable bytes
        escaped); a --cmd that sh cannot run (exit 126, 127) is said once
  FAIL  the checker itself failed (exit other than 0 or 1): the judge data
        or the checker is wrong
checked in that order (a run killed at the deadline is TLE whatever else).
Per problem: the slowest case and the largest peak against the limits; as
errors (ERR): a missing binary, an empty judge-data folder, an .in without
.ans or an .ans without .in.

The last line reads \"N passed, M failed\"; the exit status is 0 only when
nothing failed.",
        shown = compare::SHOWN,
        stderr = runner::STDERR_SHOWN,
    )
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
fn regression(ws: &Workspace, options: &Args) -> Result<bool> {
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
fn select<'a>(ws: &'a Workspace, options: &Args, data_dir: &Path) -> Result<Vec<Entry<'a>>> {
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
fn build(ws: &Workspace, options: &Args, problems: &[&Problem]) -> Result<()> {
    let mut args: Vec<&str> = vec!["build", "--release", "--quiet"];
    let mut targets: Vec<&str> = Vec::new();
    for p in problems {
        let ours = options.bin_dir.is_none() && options.cmd.is_none();
        let wanted = build_targets(p, ours);
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
    options: &Args,
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
    let bin;
    let subject = match (&options.cmd, &options.bin_dir) {
        (Some(cmd), _) => Subject::Command(cmd),
        (None, dir) => {
            bin = dir.as_deref().unwrap_or(bin_dir).join(id);
            if !is_executable(&bin) {
                error(&format!("no binary: {}", bin.display()));
                return (0, 1);
            }
            match dir {
                Some(_) => Subject::Binary(&bin),
                None => Subject::Ours,
            }
        }
    };
    let judging = match entry.problem {
        Some(p) => Judging::of(ws, p, subject).limited(options.time_limit, options.memory_limit),
        None => Judging::without_crate(ws, id, subject, (time, memory)),
    }
    .hiding(data_dir);
    let judging = if options.no_sandbox {
        judging.uncontained()
    } else {
        judging
    };
    let (found, problems) = cases(&dir);
    let mut failed = problems.len() as u64;
    for p in &problems {
        error(p);
    }
    let mut passed = 0;
    let (mut slowest, mut largest) = ((0u128, "-".to_string()), (0u64, "-".to_string()));
    for case in &found {
        let outcome = match judging.case(case, work) {
            Ok(outcome) => outcome,
            Err(e) => {
                error(&format!("{}: {e}", case.stem));
                failed += 1;
                continue;
            }
        };
        if let Some(said) = judging.cannot_run(&outcome) {
            error(&format!(
                "the command cannot be run ({said}); its {} cases are not judged",
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

fn error(message: &str) {
    println!("  {:<4} {message}", "ERR");
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(path)
        .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        .unwrap_or(false)
}
