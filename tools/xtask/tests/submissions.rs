//! The wrong and slow C++ solutions kept under `submissions/` are rejected
//! by their problem's stored judge data as their folder says, the verdict
//! being a solution's first rejection, as Kattis' problemtools and
//! BAPCtools give it (their `submissions/<kind>/` folders are ours): each
//! one gets AC on every `sample-*` case, and then
//! - `submissions/<id>/wrong_answer/*.cpp`: WA on some case, with no other
//!   rejection before it in the order those tools judge (samples, then the
//!   other cases by file name);
//! - `submissions/<id>/run_time_error/*.cpp`: RE (a non-zero exit or a
//!   signal; MLE too, which both tools report as a run-time error) on some
//!   case, with no other rejection before it in that order;
//! - `submissions/<id>/time_limit_exceeded/*.cpp`: TLE on some case, with
//!   no other rejection before it in that order, and neither WA nor RE
//!   nor MLE on any case but the `max-*` ones (a slow solution is right).
//!
//! Judged as `scripts/judge --cmd` judges (the problem's limits, checker or
//! jury), through the tool's library, with differences that make it
//! quicker: a solution stops at its first rejection, and a run is killed
//! once it has used the time limit (not 3x: passing the limit is all a TLE
//! needs here; a run that finishes in time is judged as usual; an
//! interactive problem's games keep the 3x wall-time clock, since their
//! wall time is not the program's). Binaries are built with `g++
//! -std=c++17 -O2` into `target/submissions/<hash of the source>`, kept
//! while the source is unchanged, and judged on two threads. Any other
//! layout under `submissions/` fails the test. Needs g++; where it is
//! missing the test says it is skipped and checks only the layout.

use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::Instant;

use xtask::cases::{cases, Case};
use xtask::judging::{build_targets, Judge, Judging, Subject};
use xtask::package::KEPT_KINDS;
use xtask::references::COMPILE;
use xtask::runner::{Scratch, Verdict, KILL_FACTOR};
use xtask::workspace::Workspace;

/// Solutions judged at once (the machine has two cores).
const THREADS: usize = 2;

fn workspace() -> Workspace {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap();
    Workspace::load(&root).unwrap_or_else(|e| panic!("{e}"))
}

/// One kept solution.
struct Submission {
    id: String,
    kind: &'static str,
    source: PathBuf,
    /// `submissions/<id>/<kind>/<file>`, as messages name it.
    shown: String,
}

/// Every kept solution, and every file or folder under `submissions/` that
/// breaks the layout.
fn find(ws: &Workspace) -> (Vec<Submission>, Vec<String>) {
    let (mut found, mut problems) = (Vec::new(), Vec::new());
    let top = ws.root.join("submissions");
    if !top.exists() {
        return (found, problems);
    }
    for (id_path, id) in listing(&top) {
        if !id_path.is_dir() || ws.problem(&id).is_err() {
            problems.push(format!(
                "submissions/{id}: not a problem's folder (submissions/<id>/ with <id> a problem)"
            ));
            continue;
        }
        for (kind_path, kind) in listing(&id_path) {
            let Some(kind) = KEPT_KINDS.iter().find(|k| **k == kind) else {
                problems.push(format!(
                    "submissions/{id}/{kind}: only {} are allowed here",
                    KEPT_KINDS.join(", ")
                ));
                continue;
            };
            if !kind_path.is_dir() {
                problems.push(format!("submissions/{id}/{kind}: not a folder"));
                continue;
            }
            for (source, name) in listing(&kind_path) {
                let shown = format!("submissions/{id}/{kind}/{name}");
                if !source.is_file() || !name.ends_with(".cpp") {
                    problems.push(format!("{shown}: only .cpp files are allowed here"));
                    continue;
                }
                found.push(Submission {
                    id: id.clone(),
                    kind,
                    source,
                    shown,
                });
            }
        }
    }
    (found, problems)
}

/// A folder's entries, sorted: (path, name).
fn listing(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut res: Vec<(PathBuf, String)> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| {
            let e = e.unwrap();
            (e.path(), e.file_name().to_string_lossy().into_owned())
        })
        .collect();
    res.sort();
    res
}

/// Builds `source` into `dir`, named by a hash of the source and the
/// compiler command, unless that binary is already there.
fn compile(source: &Path, dir: &Path) -> Result<PathBuf, String> {
    let text = fs::read(source).map_err(|e| e.to_string())?;
    let mut hasher = DefaultHasher::new();
    (&text, COMPILE).hash(&mut hasher);
    let binary = dir.join(format!("{:016x}", hasher.finish()));
    if binary.is_file() {
        return Ok(binary);
    }
    let partial = dir.join(format!("{:016x}.partial", hasher.finish()));
    let out = xtask::references::compiler(dir.parent().unwrap_or(dir))
        .arg("-o")
        .arg(&partial)
        .arg(source)
        .output()
        .map_err(|e| format!("cannot run g++: {e}"))?;
    if !out.status.success() {
        let _ = fs::remove_file(&partial);
        return Err(format!(
            "does not compile: {}",
            String::from_utf8_lossy(&out.stderr)
                .lines()
                .next()
                .unwrap_or_default()
        ));
    }
    fs::rename(&partial, &binary).map_err(|e| e.to_string())?;
    Ok(binary)
}

/// The verdict of the solution judged by `judging` on `case`, the run
/// killed at the time limit rather than at [`KILL_FACTOR`]x it; but for
/// an interactive problem, whose game's wall time (round trips, the jury's
/// turns) may pass the limit while the program's CPU time does not, judged
/// exactly as `scripts/judge` judges.
fn verdict(judging: &Judging, case: &Case, work: &Path) -> Verdict {
    let judged = |judging: &Judging| {
        judging
            .case(case, work)
            .unwrap_or_else(|e| panic!("{}: {e}", case.stem))
    };
    if let Judge::Jury(_) = judging.judge {
        return judged(judging).verdict;
    }
    let mut hasty = judging.clone();
    hasty.time /= f64::from(KILL_FACTOR);
    let quick = judged(&hasty);
    // TLE under the shortened limit without the kill: it finished, maybe
    // within the real limit, so only a run under that limit can tell.
    if quick.verdict != Verdict::Tle || quick.execution.killed {
        return quick.verdict;
    }
    judged(judging).verdict
}

/// Whether `v` is the verdict a solution of `kind` must get: the Kattis
/// tools have no MLE, a program over the memory limit is a run-time error
/// to them.
fn is_kind(kind: &str, v: Verdict) -> bool {
    matches!(
        (kind, v),
        ("wrong_answer", Verdict::Wa)
            | ("run_time_error", Verdict::Re | Verdict::Mle)
            | ("time_limit_exceeded", Verdict::Tle)
    )
}

/// Judges one solution; `Err` says how it fails to be rejected as its
/// folder says.
fn judge(s: &Submission, binary: &Path, ws: &Workspace, work: &Path) -> Result<(), String> {
    let p = ws.problem(&s.id).unwrap();
    let judging = Judging::of(ws, p, Subject::Binary(binary));
    let (mut found, problems) = cases(&ws.judge_data(&s.id));
    assert!(problems.is_empty(), "{}: {problems:?}", s.id);
    // The order the Kattis tools judge an exported package in: data/sample
    // then data/secret, each by file name (`a-b.in` before `a.in`).
    found.sort_by_key(|c| (!c.stem.starts_with("sample-"), format!("{}.in", c.stem)));
    let mut rejected = None;
    for case in &found {
        // A slow solution is judged on past its first rejection, on every
        // case but the max-* ones: it must be right on each small one.
        if rejected.is_some() && case.stem.starts_with("max-") {
            continue;
        }
        let v = verdict(&judging, case, work);
        if case.stem.starts_with("sample-") && v != Verdict::Ac {
            return Err(format!("{v} on {} (every sample must pass)", case.stem));
        }
        match (v, rejected) {
            (Verdict::Ac, _) => {}
            (Verdict::Fail, _) => return Err(format!("the checker failed on {}", case.stem)),
            (Verdict::Tle, Some(_)) => {}
            (v, Some(first)) => {
                return Err(format!(
                    "{v} on {} (after TLE on {first}): a slow solution must be right",
                    case.stem
                ))
            }
            (v, None) if is_kind(s.kind, v) => {
                if s.kind != "time_limit_exceeded" {
                    return Ok(());
                }
                rejected = Some(&case.stem);
            }
            (v, None) => {
                return Err(format!(
                "{v} on {}, its first rejection: the Kattis tools' verdict would be {v}, not {}",
                case.stem, s.kind
            ))
            }
        }
    }
    if rejected.is_some() {
        return Ok(());
    }
    Err(match s.kind {
        "time_limit_exceeded" => "survived: no case is TLE",
        "run_time_error" => "survived: no case is RE",
        _ => "survived: no case is WA",
    }
    .into())
}

#[test]
fn every_kept_wrong_or_slow_solution_is_rejected_by_the_judge_data() {
    let start = Instant::now();
    let ws = workspace();
    let (found, layout) = find(&ws);
    assert!(layout.is_empty(), "\n{}", layout.join("\n"));
    if Command::new(COMPILE[0]).arg("--version").output().is_err() {
        eprintln!("skipped: no g++ on PATH to build submissions/*/*/*.cpp");
        return;
    }
    // The checkers and juries the problems are judged with.
    let mut args = vec!["build", "--release", "--quiet"];
    for s in &found {
        let p = ws.problem(&s.id).unwrap();
        let targets = build_targets(p, false);
        if !targets.is_empty() && !args.contains(&p.id.as_str()) {
            args.extend(["-p", &p.id]);
            args.extend(targets);
        }
    }
    if args.len() > 3 {
        xtask::run_cargo(&ws.root, &args, "the build of checkers and juries").unwrap();
    }
    let dir = ws.target.join("submissions");
    fs::create_dir_all(&dir).unwrap();
    // The slow ones first, the longest time limit first: each costs about
    // its limit, so starting them early shortens the whole run.
    let mut order: Vec<&Submission> = found.iter().collect();
    order.sort_by(|a, b| {
        let limit = |s: &Submission| ws.problem(&s.id).unwrap().meta.time_limit;
        let slow = |s: &Submission| s.kind == "time_limit_exceeded";
        slow(b).cmp(&slow(a)).then(limit(b).total_cmp(&limit(a)))
    });
    let queue = Mutex::new(order.into_iter());
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..THREADS {
            scope.spawn(|| {
                let work = Scratch::new("submissions").unwrap();
                loop {
                    let next = queue.lock().unwrap().next();
                    let Some(s) = next else { break };
                    let res =
                        compile(&s.source, &dir).and_then(|binary| judge(s, &binary, &ws, &work.0));
                    if let Err(e) = res {
                        failures.lock().unwrap().push(format!("{}: {e}", s.shown));
                    }
                }
            });
        }
    });
    let mut failures = failures.into_inner().unwrap();
    failures.sort();
    eprintln!(
        "judged {} kept solutions in {:.1} s",
        found.len(),
        start.elapsed().as_secs_f64()
    );
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
