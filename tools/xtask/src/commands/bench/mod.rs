//! `scripts/bench`: each problem's binary on its costliest inputs, alone or
//! beside another binary in alternating turns ([`turns`]); for an
//! interactive problem, each turn a whole game against its jury. With
//! `--save`, the run is kept in `docs/bench.tsv` ([`crate::results`]).

mod turns;

use std::ffi::OsString;
use std::fs;
use std::path::PathBuf;

use super::{workspace, Error, Exit};
use crate::cases::{max_cases, Case};
use crate::judging::{build_targets, Judge, Judging, Subject};
use crate::references;
use crate::results::{BenchRow, COMPARED_FROM_MICROS};
use crate::runner::Scratch;
use crate::text::fill;
use crate::workspace::{Problem, Workspace};
use crate::Result;
use turns::{timed, timed_games, Theirs};

#[derive(clap::Args)]
#[command(before_help = help())]
pub struct Args {
    /// runs (or pairs) per input; the median is reported
    #[arg(long, value_name = "N", default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..))]
    runs: u32,
    /// one run per input, without the x100-* inputs: fails on an error (a
    /// crash, a non-zero exit, no max-* case), never on a time. CI runs this
    #[arg(long)]
    smoke: bool,
    /// also time DIR/<id>, with cpp the C++ references, with fast the fast
    /// C++ (see above)
    #[arg(long, value_name = "DIR|cpp|fast", value_parser = against)]
    against: Option<Against>,
    /// with --against cpp: save the rows of the problems timed into
    /// docs/bench.tsv, in place of their old rows (the other problems' stay),
    /// and regenerate docs/performance.md's tables; nothing else is written
    /// but the inputs under target/bench-inputs/
    #[arg(long)]
    save: bool,
    /// the problems (none: all)
    #[arg(value_name = "id")]
    ids: Vec<String>,
}

/// What `--against` names.
#[derive(Clone)]
enum Against {
    /// The C++ references, built first.
    Cpp,
    /// The fast C++, built first.
    Fast,
    /// A folder of binaries named by id.
    Dir(PathBuf),
}

fn against(value: &str) -> Result<Against, String> {
    match value {
        "cpp" => return Ok(Against::Cpp),
        "fast" => return Ok(Against::Fast),
        _ => {}
    }
    let dir = PathBuf::from(value);
    if !dir.is_dir() {
        return Err(format!("no folder {}", dir.display()));
    }
    dir.canonicalize()
        .map(Against::Dir)
        .map_err(|e| format!("{}: {e}", dir.display()))
}

impl Args {
    /// Runs the benchmark.
    ///
    /// # Errors
    /// As [`run_saving`].
    pub fn run(self) -> Result<Exit, Error> {
        let options = Options {
            runs: if self.smoke { 1 } else { self.runs },
            smoke: self.smoke,
            against_cpp: matches!(self.against, Some(Against::Cpp)),
            against_fast: matches!(self.against, Some(Against::Fast)),
            against: match self.against {
                Some(Against::Dir(dir)) => Some(dir),
                _ => None,
            },
            ids: self.ids,
        };
        Ok(run_saving(&workspace()?, &options, self.save)?.into())
    }
}

fn help() -> String {
    let inputs = "\
Times each problem's binary on its costliest inputs:
  - every judge-data/<id>/max-*.in (the cases at the maximum constraints);
  - and, where the problem has an example crates/<id>/examples/
    <id>-bench-inputs.rs, the inputs it writes into target/bench-inputs/<id>/
    (larger than is worth storing; those named x100-* are 100 times a
    stored case).
A problem with no max-* case is an error.";
    let paragraphs = [
        "For each input it prints the median wall time of N runs (spawn to exit, \
         in microseconds, by fork, exec and wait4 with nothing between), the \
         input size, the throughput, the peak resident memory and the median as \
         a share of the time limit. Beside each x100-* input it prints the \
         machine's reading floor on the same file: `cat` and `wc -w`."
            .to_string(),
        format!(
            "--against DIR also times DIR/<id> (e.g. a folder of C++ solutions) on \
             the same inputs, in alternating turns, after checking that both \
             answers have the same tokens, or, for a problem with a checker (many \
             right answers), that the checker accepts both against the stored .ans \
             (for a written input with no .ans: theirs against ours); it prints \
             its median and the ratio ours/theirs (the median of the per-pair \
             ratios). A problem without DIR/<id> is reported and skipped. The last \
             line gives the largest ratio among the inputs where the other binary \
             takes {}\u{a0}ms or more (below that, both times are mostly process \
             start). --against cpp does the same beside the project's \
             straightforward C++ solutions, references/<id>.cpp, built first with \
             {} into target/references/ ({} is needed); --against fast beside the \
             fastest C++ we have, {}/<id>.cpp, where there is one (references/README.md \
             says where each comes from).",
            COMPARED_FROM_MICROS / 1000,
            references::COMPILE.join(" "),
            references::COMPILE[0],
            references::FAST,
        ),
        "For a problem with a jury (interactive), each turn is a whole game \
         against it, timed from the start to the end of both; the program's CPU \
         time is printed beside, and games are left out of the largest ratio \
         (their time is round trips)."
            .to_string(),
    ];
    let mut s = inputs.to_string();
    for p in paragraphs {
        s.push_str("\n\n");
        s.push_str(&fill("", 0, &p));
    }
    s
}

/// What `scripts/bench` was asked.
struct Options {
    /// Runs (or pairs) per input.
    runs: u32,
    /// One run per input, no x100 inputs, fail on errors only.
    smoke: bool,
    /// A folder of other binaries named by id, timed beside ours.
    against: Option<PathBuf>,
    /// Time ours beside the C++ references of `references/`, built first.
    against_cpp: bool,
    /// Time ours beside the fast C++ of `references/fast/`, built first.
    against_fast: bool,
    /// The problems; none means all.
    ids: Vec<String>,
}

/// Runs the benchmark, printing a table; whether nothing failed. With
/// `save`, once every input ran, its rows are written into
/// `docs/bench.tsv` in place of those of the problems it timed, and the
/// tables regenerated (`scripts/bench --against cpp --save`; see
/// [`crate::results`] and [`crate::tables`]).
///
/// # Errors
/// If the build fails or a scratch folder cannot be made; with `save`,
/// unless it compares with the C++ references without `--smoke`, or if the
/// file cannot be written.
fn run_saving(ws: &Workspace, options: &Options, save: bool) -> Result<bool> {
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
        args.extend(["-p", &p.id]);
        args.extend(build_targets(p, true));
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
        // Timed uncontained: the sandbox's setup would be timed with each
        // run.
        let ours = Judging::of(ws, p, Subject::Ours).uncontained();
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
            let other = theirs
                .as_deref()
                .map(|t| Judging::of(ws, p, Subject::Binary(t)).uncontained());
            let timing = match &ours.judge {
                Judge::Jury(_) => {
                    let game = Case {
                        stem: name.clone(),
                        input: input.clone(),
                        answer: input.with_extension("ans"),
                    };
                    timed_games(&game, &ours, other.as_ref(), options.runs, &work.0)
                }
                judge => {
                    let checker = match judge {
                        Judge::Checker(checker) => Some(checker.as_path()),
                        _ => None,
                    };
                    let theirs = other.as_ref().map(|t| Theirs {
                        program: &t.program,
                        checker,
                    });
                    timed(&input, &ours.program, theirs, options.runs, &work.0)
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
            println!("{} not written: an input failed", crate::results::BENCH);
        } else {
            let mut command = format!("scripts/bench --runs {} --against cpp --save", options.runs);
            for id in &options.ids {
                command.push(' ');
                command.push_str(id);
            }
            crate::results::save(ws, &saved, &command)?;
            crate::tables::write(ws)?;
            println!(
                "wrote {} rows into {}; {} regenerated",
                saved.len(),
                crate::results::BENCH,
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

/// One line of the table.
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
