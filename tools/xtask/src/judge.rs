//! `scripts/judge`: the judge-data regression. Every problem's binary on
//! every stored case under the problem's limits, judged by token comparison
//! or by the problem's checker, one line per case and a summary.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use crate::cases::{cases, check_entries};
use crate::judging::{build_targets, Judging, Subject};
use crate::runner::{self, Scratch, Verdict};
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
