//! `scripts/bench`: each problem's binary on its costliest inputs, alone or
//! beside another binary in alternating turns; for an interactive problem,
//! each turn a whole game against its jury.

use std::ffi::OsString;
use std::fs::{self, File};
use std::path::{Path, PathBuf};

use crate::compare::compare;
use crate::judge::Judge;
use crate::runner::{Limits, Scratch, Verdict};
use crate::tables::BenchRow;
use crate::timer;
use crate::workspace::{Problem, Workspace};
use crate::Result;

/// What `scripts/bench` was asked.
pub struct Options {
    /// Runs (or pairs) per input.
    pub runs: u32,
    /// One run per input, no x100 inputs, fail on errors only.
    pub smoke: bool,
    /// A folder of other binaries named by id, timed beside ours.
    pub against: Option<PathBuf>,
    /// Time ours beside the C++ references of `references/`, built first.
    pub against_cpp: bool,
    /// Time ours beside the fast C++ of `references/fast/`, built first.
    pub against_fast: bool,
    /// The problems; none means all.
    pub ids: Vec<String>,
}

/// Below this, both runs are mostly process start: not a comparison.
pub const COMPARED_FROM_MICROS: u128 = 10_000;

/// Runs the benchmark; prints a table and returns whether nothing failed.
///
/// # Errors
/// If the build fails or a scratch folder cannot be made.
pub fn run(ws: &Workspace, options: &Options) -> Result<bool> {
    run_saving(ws, options, false)
}

/// [`run`], and with `save`, once every input ran, its rows written into
/// `docs/bench.tsv` in place of those of the problems it timed, and the
/// tables regenerated (`scripts/bench --against cpp --save`; see
/// [`crate::tables`]).
///
/// # Errors
/// As [`run`]; and with `save`, unless it compares with the C++ references
/// without `--smoke`, or if the file cannot be written.
pub fn run_saving(ws: &Workspace, options: &Options, save: bool) -> Result<bool> {
    if save && (!options.against_cpp || options.smoke) {
        return Err(
            "--save keeps a measurement beside the C++ references: give --against cpp, without --smoke"
                .into(),
        );
    }
    let mut saved: Vec<BenchRow> = Vec::new();
    let problems: Vec<&Problem> = if options.ids.is_empty() {
        ws.problems.iter().collect()
    } else {
        options
            .ids
            .iter()
            .map(|id| ws.problem(id))
            .collect::<Result<_>>()?
    };
    crate::need(&["cat", "wc"])?;
    let mut options_against = options.against.clone();
    if options.against_cpp {
        println!("building the C++ references (g++ -std=c++17 -O2)...");
        options_against = Some(crate::references::build(ws, &problems)?);
    } else if options.against_fast {
        println!("building the fast C++ (g++ -std=c++17 -O2)...");
        options_against = Some(crate::references::build_fast(ws, &problems)?);
    }
    let against = options_against.as_ref();
    println!("building release binaries...");
    let mut args = vec!["build", "--release", "--quiet"];
    for p in &problems {
        args.extend(["-p", &p.id, "--bin", &p.id]);
        args.extend(Judge::targets(p));
    }
    crate::run_cargo(&ws.root, &args, "the build")?;
    let work = Scratch::new("bench").map_err(|e| format!("cannot make a scratch folder: {e}"))?;
    let mut header = format!(
        "{:<30} {:<34} {:>8} {:>9} {:>8} {:>8} {:>8}",
        "binary", "input", "size MB", "median ms", "MB/s", "peak MB", "of limit"
    );
    if against.is_some() {
        header.push_str(&format!(" {:>9} {:>6}", "ref ms", "ratio"));
    }
    println!("{header}");
    let mut failed = false;
    let mut worst: Option<(f64, String)> = None;
    let mut compared = 0;
    for p in problems {
        let inputs = match inputs(ws, p, options.smoke) {
            Ok(inputs) => inputs,
            Err(e) => {
                println!("{:<30} error: {e}", p.id);
                failed = true;
                continue;
            }
        };
        let ours = crate::runner::program(&ws.release_dir().join(&p.id));
        let checker = p.meta.checker.as_ref().map(|c| ws.release_dir().join(c));
        for input in inputs {
            let name = input
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let bytes = fs::metadata(&input).map(|m| m.len()).unwrap_or(0);
            let tl_ms = p.meta.time_limit * 1000.0;
            let theirs = against.map(|dir| dir.join(&p.id));
            if let Some(theirs) = &theirs {
                if !theirs.is_file() {
                    let missing = if options.against_cpp {
                        format!("references/{}.cpp", p.id)
                    } else if options.against_fast {
                        format!("{}/{}.cpp", crate::references::FAST, p.id)
                    } else {
                        theirs.display().to_string()
                    };
                    println!("{:<30} {:<34} no {missing}: skipped", p.id, name);
                    continue;
                }
            }
            let other = theirs.as_deref().map(crate::runner::program);
            let timing = match Judge::of(ws, p) {
                Judge::Jury(jury) => {
                    let game = Game {
                        jury: &jury,
                        input: &input,
                        answer: &input.with_extension("ans"),
                        problem: p,
                    };
                    timed_games(&game, &ours, other.as_deref(), options.runs, &work.0)
                }
                _ => {
                    let theirs = other.as_deref().map(|program| Theirs {
                        program,
                        checker: checker.as_deref(),
                    });
                    timed(&input, &ours, theirs, options.runs, &work.0)
                }
            };
            match timing {
                Err(e) => {
                    println!("{:<30} {:<34} error: {e}", p.id, name);
                    failed = true;
                }
                Ok(t) => {
                    let ms = |us: u128| us as f64 / 1000.0;
                    saved.push(BenchRow {
                        problem: p.id.clone(),
                        input: name.clone(),
                        program: "ours".into(),
                        runs: options.runs,
                        mb: bytes as f64 / 1e6,
                        ms: ms(t.median_us),
                        ref_ms: t.ref_us.map(ms),
                        ratio: t.ratio,
                        peak_mib: (t.peak_kib > 0).then(|| t.peak_kib as f64 / 1024.0),
                        cpu_ms: t.cpu_us.map(|(ours, _)| ms(ours)),
                        ref_cpu_ms: t.cpu_us.and_then(|(_, theirs)| theirs).map(ms),
                    });
                    let mut line = row(&p.id, &name, bytes, t.median_us, t.peak_kib, tl_ms);
                    if let (Some(ref_us), Some(ratio)) = (t.ref_us, t.ratio) {
                        line.push_str(&format!(" {:>9.1} {:>6.2}", ref_us as f64 / 1000.0, ratio));
                        // A game's time is mostly the round trips of its
                        // moves, the same for any player: reported, not
                        // compared.
                        if ref_us >= COMPARED_FROM_MICROS && t.cpu_us.is_none() {
                            compared += 1;
                            if worst.as_ref().map_or(true, |(w, _)| ratio > *w) {
                                worst = Some((ratio, format!("{} {}", p.id, name)));
                            }
                        }
                    }
                    if let Some((ours, theirs)) = t.cpu_us {
                        line.push_str(&format!(
                            "  (a game; the program's CPU: {:.1} ms",
                            ours as f64 / 1000.0
                        ));
                        if let Some(theirs) = theirs {
                            line.push_str(&format!(
                                ", the other's {:.1} ms",
                                theirs as f64 / 1000.0
                            ));
                        }
                        line.push(')');
                    }
                    println!("{line}");
                }
            }
            if name.starts_with("x100-") {
                for floor in [&["cat"][..], &["wc", "-w"][..]] {
                    let program: Vec<OsString> = floor.iter().map(OsString::from).collect();
                    match timed(&input, &program, None, options.runs, &work.0) {
                        Ok(t) => {
                            saved.push(BenchRow {
                                problem: p.id.clone(),
                                input: name.clone(),
                                program: floor.join(" "),
                                runs: options.runs,
                                mb: bytes as f64 / 1e6,
                                ms: t.median_us as f64 / 1000.0,
                                ref_ms: None,
                                ratio: None,
                                peak_mib: (t.peak_kib > 0).then(|| t.peak_kib as f64 / 1024.0),
                                cpu_ms: None,
                                ref_cpu_ms: None,
                            });
                            println!(
                                "{}",
                                row(
                                    &format!("  floor: {}", floor.join(" ")),
                                    &name,
                                    bytes,
                                    t.median_us,
                                    t.peak_kib,
                                    0.0
                                )
                            )
                        }
                        Err(e) => println!("  floor: {}: error: {e}", floor.join(" ")),
                    }
                }
            }
        }
    }
    if against.is_some() {
        match worst {
            Some((ratio, input)) => println!(
                "largest ratio where the reference takes 10 ms or more: {ratio:.2} ({input}), over {compared} inputs (games of interactive problems apart)"
            ),
            None => println!("no input where the reference takes 10 ms or more"),
        }
    }
    if save {
        if failed {
            println!("{} not written: an input failed", crate::tables::BENCH);
        } else {
            let mut command = format!("scripts/bench --runs {} --against cpp --save", options.runs);
            for id in &options.ids {
                command.push(' ');
                command.push_str(id);
            }
            crate::tables::save_bench(ws, &saved, &command)?;
            println!(
                "wrote {} rows into {}; {} regenerated",
                saved.len(),
                crate::tables::BENCH,
                crate::tables::PERFORMANCE
            );
        }
    }
    Ok(!failed)
}

/// A problem's benchmark inputs: its `max-*` cases and what its
/// `<id>-bench-inputs` example writes (without the x100 ones in a smoke
/// run).
fn inputs(ws: &Workspace, p: &Problem, smoke: bool) -> Result<Vec<PathBuf>> {
    let mut files = max_cases(&ws.judge_data(&p.id));
    if files.is_empty() {
        return Err(format!("judge-data/{} has no max-*.in case to time", p.id));
    }
    if let Some(example) = p.bench_inputs() {
        let dir = ws.target.join("bench-inputs").join(&p.id);
        let _ = fs::remove_dir_all(&dir);
        let dir_arg = dir.to_string_lossy().into_owned();
        let mut args = vec![
            "run",
            "--release",
            "--quiet",
            "-p",
            &p.id,
            "--example",
            &example,
            "--",
            &dir_arg,
        ];
        if smoke {
            args.push("--smoke");
        }
        crate::run_cargo(&ws.root, &args, &format!("examples/{example}"))?;
        let mut written: Vec<PathBuf> = fs::read_dir(&dir)
            .map_err(|e| format!("{}: {e}", dir.display()))?
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        written.sort();
        files.extend(written);
    }
    if smoke {
        files.retain(|f| {
            !f.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("x100-"))
        });
    }
    Ok(files)
}

/// `dir/max-*.in`, sorted.
pub fn max_cases(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy();
            name.starts_with("max-") && name.ends_with(".in")
        })
        .collect();
    files.sort();
    files
}

/// Medians of a timed input.
struct Timing {
    median_us: u128,
    peak_kib: u64,
    ref_us: Option<u128>,
    ratio: Option<f64>,
    /// For a game: the median CPU microseconds of the program itself, and
    /// of the other one.
    cpu_us: Option<(u128, Option<u128>)>,
}

/// The other binary of `--against`, and how its answers are judged.
#[derive(Clone, Copy)]
struct Theirs<'a> {
    program: &'a [OsString],
    /// The problem's checker: when there is one, it judges both answers
    /// (many may be right) instead of a comparison of tokens.
    checker: Option<&'a Path>,
}

/// `runs` turns of `ours` (and `theirs` after it, alternating) on `input`;
/// with `theirs`, first checks that both answers agree (see [`agree`]).
fn timed(
    input: &Path,
    ours: &[OsString],
    theirs: Option<Theirs<'_>>,
    runs: u32,
    work: &Path,
) -> Result<Timing> {
    let (mut us, mut refs, mut ratios, mut peak) = (Vec::new(), Vec::new(), Vec::new(), 0);
    let err = work.join("err");
    for turn in 0..runs {
        // The answers are kept from the first turn; later ones write to
        // /dev/null, so that writing a file is not what is timed.
        let out = |tag: &str| {
            if turn == 0 {
                work.join(tag)
            } else {
                PathBuf::from("/dev/null")
            }
        };
        let a = timer::once(ours, input, &out("a.out"), &err).map_err(|e| e.to_string())?;
        if !a.status.success() {
            return Err(format!("{}: {}", a.status, first_err_line(&err)));
        }
        us.push(a.micros);
        peak = peak.max(a.peak_kib);
        if let Some(theirs) = theirs {
            let name = Path::new(&theirs.program[0]).display().to_string();
            let b = timer::once(theirs.program, input, &out("b.out"), &err)
                .map_err(|e| e.to_string())?;
            if !b.status.success() {
                return Err(format!("{name}: {}", b.status));
            }
            if turn == 0 {
                agree(input, theirs.checker, &name, work)?;
            }
            refs.push(b.micros);
            ratios.push(a.micros as f64 / b.micros.max(1) as f64);
        }
    }
    Ok(Timing {
        median_us: median(&mut us),
        peak_kib: peak,
        ref_us: (!refs.is_empty()).then(|| median(&mut refs)),
        ratio: (!ratios.is_empty()).then(|| {
            ratios.sort_by(f64::total_cmp);
            ratios[(ratios.len() - 1) / 2]
        }),
        cpu_us: None,
    })
}

/// A game of an interactive problem: its jury, input and stored answer.
struct Game<'a> {
    jury: &'a Path,
    input: &'a Path,
    answer: &'a Path,
    problem: &'a Problem,
}

/// [`timed`] for an interactive problem: each turn is a whole conversation
/// with the jury (through the runner, under the problem's limits), timed
/// from the start of both to the end of both; every game must be won.
fn timed_games(
    game: &Game<'_>,
    ours: &[OsString],
    theirs: Option<&[OsString]>,
    runs: u32,
    work: &Path,
) -> Result<Timing> {
    let limits = Limits {
        time: game.problem.meta.time_limit,
        memory: game.problem.meta.memory_limit,
        stack: game.problem.meta.stack_mib(),
        output: crate::runner::DEFAULT_OUTPUT_LIMIT,
    };
    let play = |program: &[OsString]| -> Result<crate::runner::Outcome> {
        let outcome = crate::runner::run_interactive(
            program,
            game.jury,
            game.input,
            game.answer,
            &limits,
            work,
        )
        .map_err(|e| e.to_string())?;
        if outcome.verdict != Verdict::Ac {
            return Err(format!(
                "{}: {} {}",
                Path::new(&program[0]).display(),
                outcome.verdict,
                outcome.detail
            ));
        }
        Ok(outcome)
    };
    let (mut us, mut refs, mut ratios, mut peak) = (Vec::new(), Vec::new(), Vec::new(), 0);
    let (mut cpu, mut ref_cpu) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        let a = play(ours)?;
        us.push(a.wall.as_micros());
        cpu.push(a.execution.elapsed.as_micros());
        peak = peak.max(a.execution.peak_kib);
        if let Some(theirs) = theirs {
            let b = play(theirs)?;
            refs.push(b.wall.as_micros());
            ref_cpu.push(b.execution.elapsed.as_micros());
            ratios.push(a.wall.as_secs_f64() / b.wall.as_secs_f64().max(1e-6));
        }
    }
    let cpu_us = Some((
        median(&mut cpu),
        (!ref_cpu.is_empty()).then(|| median(&mut ref_cpu)),
    ));
    Ok(Timing {
        median_us: median(&mut us),
        peak_kib: peak,
        ref_us: (!refs.is_empty()).then(|| median(&mut refs)),
        ratio: (!ratios.is_empty()).then(|| {
            ratios.sort_by(f64::total_cmp);
            ratios[(ratios.len() - 1) / 2]
        }),
        cpu_us,
    })
}

/// Whether `work/a.out` (ours) and `work/b.out` (`name`'s) agree on
/// `input`: the same tokens, or, for a problem with a checker, both
/// accepted by it against the stored `.ans` beside the input (an input with
/// none, written by a bench-inputs example, has ours as the answer, so the
/// checker judges theirs against ours).
fn agree(input: &Path, checker: Option<&Path>, name: &str, work: &Path) -> Result<()> {
    let (a, b) = (work.join("a.out"), work.join("b.out"));
    let checker = match checker {
        None => {
            let open = |f: &Path| File::open(f).map_err(|e| e.to_string());
            return match compare(open(&a)?, open(&b)?).map_err(|e| e.to_string())? {
                None => Ok(()),
                Some(diff) => Err(format!("the answers differ from {name}: {diff}")),
            };
        }
        Some(checker) => checker,
    };
    let stored = input.with_extension("ans");
    let mut judged = vec![(&b, name)];
    let answer = if stored.is_file() {
        judged.insert(0, (&a, "ours"));
        stored
    } else {
        a.clone()
    };
    for (output, who) in judged {
        let (verdict, detail) = crate::runner::check(checker, input, output, &answer, work)
            .map_err(|e| format!("the checker: {e}"))?;
        if verdict != Verdict::Ac {
            return Err(format!(
                "the checker judges the answer of {who} {verdict}: {detail}"
            ));
        }
    }
    Ok(())
}

fn first_err_line(path: &Path) -> String {
    crate::runner::read_head(path, 4096)
        .map(|h| crate::runner::first_line(&h))
        .unwrap_or_default()
}

fn median(v: &mut [u128]) -> u128 {
    v.sort_unstable();
    v[(v.len() - 1) / 2]
}

fn row(name: &str, input: &str, bytes: u64, median_us: u128, peak_kib: u64, tl_ms: f64) -> String {
    let mb = bytes as f64 / 1e6;
    let ms = median_us as f64 / 1000.0;
    let rate = if median_us > 0 {
        mb / (median_us as f64 / 1e6)
    } else {
        0.0
    };
    let peak = if peak_kib > 0 {
        format!("{:.1}", peak_kib as f64 / 1024.0)
    } else {
        "-".into()
    };
    let share = if tl_ms > 0.0 {
        format!("{:.2}%", 100.0 * ms / tl_ms)
    } else {
        "-".into()
    };
    format!("{name:<30} {input:<34} {mb:>8.2} {ms:>9.1} {rate:>8.0} {peak:>8} {share:>8}")
}
