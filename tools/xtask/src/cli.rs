//! The command lines of the scripts: each script is `xtask <command>`, and
//! its `-h` is the usage text here.

use std::path::PathBuf;

use lexopt::prelude::*;

use crate::targets::Target;
use crate::workspace::Workspace;
use crate::{bench, bundle, export, judge, old_toolchain, scaffold, stress, Result};

/// How a command ended: its exit status.
pub enum Exit {
    /// Everything it reports passed (0).
    Success,
    /// Something it reports failed (1); it said what.
    Failure,
}

/// A command's failure: a message and the exit status.
pub struct Error {
    /// One line.
    pub message: String,
    /// 2 for a usage error, 1 otherwise.
    pub code: u8,
}

impl From<String> for Error {
    fn from(message: String) -> Self {
        Error { message, code: 1 }
    }
}

impl From<lexopt::Error> for Error {
    fn from(e: lexopt::Error) -> Self {
        usage_error(format!("{e} (see -h)"))
    }
}

fn usage_error(message: String) -> Error {
    Error { message, code: 2 }
}

/// The commands: (name, usage).
pub const COMMANDS: [(&str, &str); 7] = [
    ("judge", JUDGE_USAGE),
    ("stress", STRESS_USAGE),
    ("bundle", BUNDLE_USAGE),
    ("bench", BENCH_USAGE),
    ("export", EXPORT_USAGE),
    ("new-problem", NEW_PROBLEM_USAGE),
    ("old-toolchain-build", OLD_TOOLCHAIN_USAGE),
];

pub const JUDGE_USAGE: &str = "\
usage: scripts/judge [options] [id...]

Builds the problems' release binaries, then runs each on every
judge-data/<id>/<stem>.in under the problem's time and memory limits and
judges its output against <stem>.ans as the problem's judge compares
(`compare` in its metadata: tokens, separated by space, tab, CR and LF;
tokens in any case; or Luogu's lines, where only spaces at line ends and
empty lines at the end are ignored); our own binaries (no --cmd, no
--bin-dir) byte for byte. A problem with a checker (`checker` in its
metadata) is judged by running `CHECKER <stem>.in OUTPUT <stem>.ans`. With
no id, judges every judge-data folder and every problem crate. A judge-data
entry no run could read (not a regular file, a name not UTF-8) stops the
command before anything runs.

Each run: the binary in its own process group, stdin from the .in, stdout
and stderr into files; wall time and peak resident memory measured (the
larger of its own peak and the sampled sum over its process tree: what it
starts is found even when it leaves the group, and killed and reaped when
the case ends); stack = the memory limit, or the published stack of the
problem's judges where larger (AtCoder 1 GiB, Codeforces 256 MiB); address
space capped at max(2 x memory limit, memory limit + 256 MiB, stack +
256 MiB); output capped at 64 MiB, or twice the .ans if that is larger;
killed at 3x the time limit.

Limits come from [package.metadata.problem] in crates/<id>/Cargo.toml
(time-limit in seconds, memory-limit in MiB), read through cargo metadata;
a manifest that breaks a rule stops the run with a message naming it.

An interactive problem (`jury` in its metadata: an example of its crate)
is played instead: the program and `JURY <stem>.in <stem>.ans` joined by
pipes, one clock killing both at 3x the time limit; the time shown is the
program's CPU time. WA (the jury's reason) when the jury rejects the
program, whatever the program does next; TLE when a side is still running
at the deadline (both waiting: a move not flushed); FAIL when the jury
itself fails (exit other than 0 or 1).

Verdicts, per case, with the wall time and the peak memory:
  AC    the answer is right
  WA    it is not: token N (or line N): expected \"X\", got \"Y\" (or end
        of output), cut at 40 bytes, unprintable bytes as \\xNN; or the
        checker's first line
  TLE   killed at 3x the time limit, or finished slower than the limit
  MLE   peak memory over the limit, or a failure after reporting a failed
        allocation (e.g. Rust's \"memory allocation of N bytes failed\")
  OLE   stdout or stderr over the output cap
  RE    a non-zero exit or a signal, with the first stderr line (the last
        of a Python traceback; cut at 200 bytes, unprintable bytes
        escaped); a --cmd that sh cannot run (exit 126, 127) is said once
  FAIL  the checker itself failed (exit other than 0 or 1): the judge data
        or the checker is wrong
checked in that order (a run killed at 3x the limit is TLE whatever else).
Per problem: the slowest case and the largest peak against the limits; as
errors (ERR): a missing binary, an empty judge-data folder, an .in without
.ans or an .ans without .in.

The last line reads \"N passed, M failed\"; the exit status is 0 only when
nothing failed.

options:
  -h, --help           this text
  --cmd 'CMD'          judge a solution of your own: run `sh -c 'CMD'` from
                       the current folder instead of our binary, on one
                       problem (`--cmd './a.out' <id>`, `--cmd 'python3
                       sol.py' <id>`); same limits, verdicts and checker
  --bin-dir DIR        take the binary of <id> from DIR/<id> and build no
                       problem binary; with no id, judge every folder of the
                       judge data
  --data-dir DIR       judge data root (default: judge-data)
  --time-limit SEC     every problem's time limit, in seconds
  --memory-limit MIB   every problem's memory limit, in MiB (a judge-data
                       folder without a problem crate needs both limits)
";

pub const STRESS_USAGE: &str = "\
usage: scripts/stress <id> [--cmd 'CMD'] [--cases N] [--seed S] [--save]

Stress-tests a solution of problem <id> against the exhaustive search of
its game: random small inputs within the statement's constraints (sizes 1
to 8: piles, values), each answered by the search the problem's tests use,
and, where the problem declares them, every other input at a boundary of
its theory (a value change, a period start), answered by the search or,
beyond its reach, by the problem's second computation; each run through `sh -c 'CMD'` from the current folder (default: our
release binary); an interactive problem's solution plays each input
against its jury. At the first wrong answer, crash or time-out (10 s), it
looks for the smallest failing input (regenerating at each smaller size)
and prints it with the reference's answer and the program's; exits 1.

  --cmd 'CMD'   the solution to test (`--cmd ./a.out`, `--cmd 'python3
                sol.py'`)
  --cases N     how many random inputs (default 300)
  --seed S      the first seed (default 1); input k uses seed S + k
  --save        add the failing input to judge-data/<id>/ as
                stress-<seed>.in and .ans (the reference's answer; a
                case beyond the search is then reported unbacked by the
                judge-data test until a construction backs it)
";

pub const EXPORT_USAGE: &str = "\
usage: scripts/export <id> --to oj|kattis DIR [--data-dir DIR]

Copies the problem's stored judge data (judge-data/<id>/, every case,
samples included; not the inputs scripts/bench writes) into DIR, made if
missing, in the layout another tool reads:
  --to oj      DIR/<stem>.in and DIR/<stem>.out, what online-judge-tools
               reads: oj t -c './a.out' -d DIR
  --to kattis  DIR/data/sample/ (the sample-N cases) and DIR/data/secret/
               (the rest), each <stem>.in and <stem>.ans: the Kattis
               problem format's test data; and DIR/submissions/accepted/
               (references/<id>.cpp), wrong_answer/ and
               time_limit_exceeded/ (those of submissions/<id>/)
A file already in DIR with other contents stops the command before
anything is written. For a problem with a checker (many right answers),
the last line says how to judge with it.

options:
  -h, --help       this text
  --data-dir DIR   judge data root (default: judge-data)
";

pub const BUNDLE_USAGE: &str = "\
usage: scripts/bundle <id> [--judge NAME] [-o FILE] [--no-check] [--allow-missing]
       scripts/bundle --judges <id>

Writes crates/<id>/src/main.rs as one source file to submit: the workspace
libraries it depends on (sg-core, judge-io, ...) are pasted in as modules
(`mod sg_core { ... }`), every path that named them is rewritten to reach
them, test code (#[cfg(test)], #[test]) and comments are left out, and of
each library only the items the problem's code uses are kept. The file is
laid out as rustfmt would, but for macro_rules! bodies, which keep their
source's layout; literals are as written.

Before the file is written, it is compiled as the judge compiles it, with
every compiler version and edition the judge offers, and each binary is
judged on the problem's whole judge data (judge-data/<id>/) and on bad
input beside the workspace binary; a compiler error or warning, or a wrong
case, stops the command with the first message, and nothing is written.
The judges (NAME; the compilers come from rustup, `rustup toolchain install
V --profile minimal`, which .ci/run does):
  atcoder          cargo 1.89.0 build --release, edition 2024, with
                   proconio 0.5.0 (derive) and itertools 0.14.0, in a
                   project under target/atcoder-check
  codeforces       rustc 1.89.0 -O, editions 2021 and 2024
  luogu            rustc 1.92.0 -O -W warnings, editions 2021 and 2024
  library-checker  rustc 1.94.1 -O, edition 2024
  cses             rustc 1.75.0 -C opt-level=3, editions 2018 and 2021,
                   and the old rustc 1.63 in edition 2018
  plain            no judge takes the problem in Rust: the current rustc
                   -O in editions 2021 and 2024, and the old rustc 1.63
                   (OLD_RUSTC, or Debian's /usr/bin/rustc)
  (default)        the problem's first judge (`judge` in its metadata).
A compiler that is missing fails the check, naming how to install it.

  -o FILE          write to FILE instead of stdout
  --no-check       write without compiling
  --allow-missing  check with the compilers that are here; name the missing
                   ones in the summary instead of failing
  --judges         print the judges the problem is bundled for (its
                   metadata's `judge`), and nothing else

What cannot be bundled so that it behaves as the workspace binary is
refused with one line naming it and its place: a `mod x;` without its file
(out-of-line modules are inlined from x.rs or x/mod.rs),
#[path], include!/include_str!/include_bytes!, env!/option_env!, file!,
line!, column!, module_path!, cfg(feature), `extern crate` of a workspace
library, a library with a build script or with an inner attribute other
than a lint level, an item (at any depth) named like a library
module, a crate the judge does not install, a bundle over 64 KiB
(Codeforces' source limit).
";

pub const BENCH_USAGE: &str = "\
usage: scripts/bench [--runs N] [--smoke] [--against DIR|cpp] [id...]

Times each problem's binary on its costliest inputs:
  - every judge-data/<id>/max-*.in (the cases at the maximum constraints);
  - and, where the problem has an example crates/<id>/examples/
    <id>-bench-inputs.rs, the inputs it writes into target/bench-inputs/<id>/
    (larger than is worth storing: 100x inputs of 10^7 numbers, 10^5
    cases, ...).
A problem with no max-* case is an error.

For each input it prints the median wall time of N runs (default 5; spawn
to exit, in microseconds, by fork, exec and wait4 with nothing between),
the input size, the throughput, the peak resident memory and the median as
a share of the time limit. Beside each x100-* input it prints the
machine's reading floor on the same file: `cat` and `wc -w`.

  --against DIR  also time DIR/<id> (e.g. a folder of C++ solutions) on
                 the same inputs, in alternating turns, after checking that
                 both answers have the same tokens, or, for a problem with
                 a checker (many right answers), that the checker accepts
                 both against the stored .ans (for a written input with no
                 .ans: theirs against ours); prints its median and the
                 ratio ours/theirs (the median of the per-pair ratios).
                 A problem without DIR/<id> is reported and skipped. The
                 last line gives the largest ratio among the inputs where
                 the other binary takes 10 ms or more (below that, both
                 times are mostly process start).
  --against cpp  the same beside the project's straightforward C++
                 solutions, references/<id>.cpp, built first with g++
                 -std=c++17 -O2 into target/references/ (g++ is needed).
  (interactive)  for a problem with a jury, each turn is a whole game
                 against it, timed from the start to the end of both; the
                 program's CPU time is printed beside, and games are left
                 out of the largest ratio (their time is round trips).
  --smoke        one run per input, without the x100-* inputs: fails on an
                 error (a crash, a non-zero exit, no max-* case), never on a
                 time. CI runs this.
  --runs N       runs (or pairs) per input; the median is reported
";

pub const NEW_PROBLEM_USAGE: &str = "\
usage: scripts/new-problem <id> [--input SHAPE] [--url URL] [--time-limit SECONDS]
                           [--memory-limit MIB] [--judge NAME]

Creates crates/<id>/ (Cargo.toml with [package.metadata.problem],
src/main.rs with the header, main, run, solve and a tests module) and
judge-data/<id>/ (README.md for the cases' provenance, STATEMENT.md for the
statement in your words). Nothing else needs registering: the workspace,
scripts/judge, scripts/bench and the bundle check find the crate by its
folder. The new problem's tests fail, each saying what to write, until the
samples, the bad-input table, moves, solve, the validator and the judge
data are written; scripts/judge reports its empty judge-data folder as an
error.

<id> is the crate, binary and folder name: lowercase letters, digits and
'-', starting with a letter (e.g. poj2311-cutting-game).

--input SHAPE      how the input is laid out; run() and the tests' input()
                   formatter are written for it (default: values); with
                   interactive, src/main.rs has play() instead of run()
                   and examples/<id>-jury.rs is the jury to write (its
                   metadata names it):
SHAPES
--url URL          the statement (no spaces, quotes or backslashes:
                   percent-encode them)
--time-limit S     seconds (default 1)
--memory-limit M   MiB (default 256; 65536K is 64)
--judge NAME       where it is submitted: atcoder, codeforces, luogu,
                   library-checker, cses, or plain (no judge takes it in
                   Rust); default plain. Its manifest says `compare =
                   \"tokens\"`: change it where the judge compares otherwise
";

pub const OLD_TOOLCHAIN_USAGE: &str = "\
usage: scripts/old-toolchain-build [-p PACKAGE]...

Builds every target (tests and examples included) of the given packages,
or of every package whose rust-version the old toolchain meets, with the
rustc named by OLD_RUSTC (default /usr/bin/rustc, Debian's 1.63) and the
cargo beside it, into target/old-rustc/, from a vendored copy of the
dependencies (target/vendor). Stops with a message if they are missing
(apt-get install rustc cargo installs both).
";

/// The usage text of `command`, with the shapes filled in.
pub fn usage(command: &str) -> String {
    let text = COMMANDS
        .iter()
        .find(|(name, _)| *name == command)
        .map_or("", |(_, text)| text);
    let shapes: String = scaffold::SHAPES
        .iter()
        .map(|(name, what, _, _)| format!("    {name:<16} {what}\n"))
        .collect();
    text.replace("SHAPES\n", &shapes)
}

/// The tool's own usage.
pub fn tool_usage() -> String {
    let mut s = String::from(
        "usage: xtask <command> [args...]   (run by scripts/<command>)\n\ncommands:\n",
    );
    for (name, text) in COMMANDS {
        let first = text.lines().next().unwrap_or_default();
        s.push_str(&format!(
            "  {name:<20} {}\n",
            first.trim_start_matches("usage: ")
        ));
    }
    s
}

fn string(value: std::ffi::OsString) -> Result<String, Error> {
    value
        .into_string()
        .map_err(|v| usage_error(format!("not UTF-8: {v:?}")))
}

fn positive(option: &str, value: std::ffi::OsString) -> Result<f64, Error> {
    let text = string(value)?;
    match text.parse::<f64>() {
        Ok(v) if v > 0.0 && v.is_finite() && v <= 1e6 => Ok(v),
        _ => Err(usage_error(format!(
            "{option} takes a positive number, not {text:?}"
        ))),
    }
}

fn workspace() -> Result<Workspace, Error> {
    let root = crate::workspace_root()?;
    Ok(Workspace::load(&root)?)
}

/// Runs `command` with `args`.
///
/// # Errors
/// A usage error (code 2) or a failure that stops the command (code 1).
pub fn run(command: &str, args: Vec<std::ffi::OsString>) -> Result<Exit, Error> {
    let mut parser = lexopt::Parser::from_args(args);
    let help = || {
        print!("{}", usage(command));
        Ok(Exit::Success)
    };
    match command {
        "judge" => {
            let mut options = judge::Options::default();
            while let Some(arg) = parser.next()? {
                match arg {
                    Short('h') | Long("help") => return help(),
                    Long("bin-dir") => options.bin_dir = Some(PathBuf::from(parser.value()?)),
                    Long("cmd") => options.cmd = Some(string(parser.value()?)?),
                    Long("data-dir") => options.data_dir = Some(PathBuf::from(parser.value()?)),
                    Long("time-limit") => {
                        options.time_limit = Some(positive("--time-limit", parser.value()?)?)
                    }
                    Long("memory-limit") => {
                        options.memory_limit = Some(positive("--memory-limit", parser.value()?)?)
                    }
                    Value(id) => options.ids.push(string(id)?),
                    _ => return Err(arg.unexpected().into()),
                }
            }
            if options.cmd.is_some() {
                if options.bin_dir.is_some() {
                    return Err(usage_error("--cmd and --bin-dir: one or the other".into()));
                }
                if options.ids.len() != 1 {
                    return Err(usage_error(
                        "--cmd judges one problem: give its id (scripts/judge --cmd 'CMD' <id>)"
                            .into(),
                    ));
                }
            }
            if !cfg!(target_os = "linux") {
                return Err(
                    "needs Linux (the runner limits and measures with Linux rlimits and wait4)"
                        .to_string()
                        .into(),
                );
            }
            let ws = workspace()?;
            Ok(if judge::run(&ws, &options)? {
                Exit::Success
            } else {
                Exit::Failure
            })
        }
        "bundle" => {
            let (mut id, mut judge, mut out, mut list, mut check) = (None, None, None, false, true);
            let mut allow_missing = false;
            while let Some(arg) = parser.next()? {
                match arg {
                    Short('h') | Long("help") => return help(),
                    Long("judges") => list = true,
                    Long("no-check") => check = false,
                    Long("allow-missing") => allow_missing = true,
                    Long("judge") => {
                        let name = string(parser.value()?)?;
                        judge = Some(Target::parse(&name).ok_or_else(|| {
                            usage_error(format!(
                                "unknown judge '{name}': one of {}",
                                Target::names()
                            ))
                        })?);
                    }
                    Short('o') => out = Some(PathBuf::from(parser.value()?)),
                    Value(v) if id.is_none() => id = Some(string(v)?),
                    Value(_) => return Err(usage_error("one problem at a time".into())),
                    _ => return Err(arg.unexpected().into()),
                }
            }
            let id =
                id.ok_or_else(|| usage_error(format!("which problem?\n{}", usage("bundle"))))?;
            let ws = workspace()?;
            let problem = ws.problem(&id)?;
            if list {
                let names: Vec<&str> = problem.targets().iter().map(|f| f.name()).collect();
                println!("{}", names.join(" "));
                return Ok(Exit::Success);
            }
            let target = judge.unwrap_or(problem.meta.judges[0]);
            let text = bundle::bundle(&ws, problem, target)?;
            let checked = if check {
                let c = bundle::check(&ws, problem, target, &text, allow_missing)?;
                let mut said = if c.compilers.is_empty() {
                    "compiled with nothing".to_string()
                } else {
                    format!(
                        "compiled with {}; each binary answers its {} right",
                        c.compilers.join(", "),
                        plural(c.cases, "judge-data case")
                    )
                };
                if !c.missing.is_empty() {
                    said.push_str(&format!(
                        "; NOT checked with {} (missing, --allow-missing)",
                        c.missing.join(", ")
                    ));
                }
                said
            } else {
                "not compiled (--no-check)".to_string()
            };
            match out {
                Some(path) => {
                    std::fs::write(&path, &text).map_err(|e| format!("{}: {e}", path.display()))?;
                    eprintln!(
                        "scripts/bundle: wrote {} ({} bytes, {}; {checked})",
                        path.display(),
                        text.len(),
                        target.name()
                    );
                }
                None => {
                    print!("{text}");
                    eprintln!(
                        "scripts/bundle: {} bytes, {}; {checked}",
                        text.len(),
                        target.name()
                    );
                }
            }
            Ok(Exit::Success)
        }
        "bench" => {
            let mut options = bench::Options {
                runs: 5,
                smoke: false,
                against: None,
                against_cpp: false,
                ids: Vec::new(),
            };
            let mut runs = None;
            while let Some(arg) = parser.next()? {
                match arg {
                    Short('h') | Long("help") => return help(),
                    Long("runs") => {
                        let text = string(parser.value()?)?;
                        runs =
                            Some(text.parse::<u32>().ok().filter(|&n| n > 0).ok_or_else(|| {
                                usage_error(format!("--runs takes a positive number, not {text:?}"))
                            })?);
                    }
                    Long("smoke") => options.smoke = true,
                    Long("against") => {
                        let value = parser.value()?;
                        if value == "cpp" {
                            options.against_cpp = true;
                            continue;
                        }
                        let dir = PathBuf::from(value);
                        if !dir.is_dir() {
                            return Err(usage_error(format!(
                                "--against: no folder {}",
                                dir.display()
                            )));
                        }
                        options.against = Some(dir.canonicalize().map_err(|e| e.to_string())?);
                    }
                    Value(id) => options.ids.push(string(id)?),
                    _ => return Err(arg.unexpected().into()),
                }
            }
            options.runs = if options.smoke { 1 } else { runs.unwrap_or(5) };
            let ws = workspace()?;
            Ok(if bench::run(&ws, &options)? {
                Exit::Success
            } else {
                Exit::Failure
            })
        }
        "stress" => {
            let mut options = stress::Options {
                id: String::new(),
                cmd: None,
                cases: 300,
                seed: 1,
                save: false,
            };
            let mut id = None;
            while let Some(arg) = parser.next()? {
                match arg {
                    Short('h') | Long("help") => return help(),
                    Long("cmd") => options.cmd = Some(string(parser.value()?)?),
                    Long("cases") => options.cases = count("--cases", parser.value()?)?,
                    Long("seed") => options.seed = count("--seed", parser.value()?)?,
                    Long("save") => options.save = true,
                    Value(v) if id.is_none() => id = Some(string(v)?),
                    Value(_) => return Err(usage_error("one problem at a time".into())),
                    _ => return Err(arg.unexpected().into()),
                }
            }
            options.id =
                id.ok_or_else(|| usage_error(format!("which problem?\n{}", usage("stress"))))?;
            let ws = workspace()?;
            Ok(if stress::run(&ws, &options)? {
                Exit::Success
            } else {
                Exit::Failure
            })
        }
        "export" => {
            let (mut id, mut layout, mut out, mut data_dir) = (None, None, None, None);
            while let Some(arg) = parser.next()? {
                match arg {
                    Short('h') | Long("help") => return help(),
                    Long("to") => {
                        let name = string(parser.value()?)?;
                        layout = Some(export::Layout::parse(&name).ok_or_else(|| {
                            usage_error(format!("--to takes oj or kattis, not '{name}'"))
                        })?);
                        out = Some(PathBuf::from(parser.value().map_err(|_| {
                            usage_error("--to oj|kattis DIR: which folder?".into())
                        })?));
                    }
                    Long("data-dir") => data_dir = Some(PathBuf::from(parser.value()?)),
                    Value(v) if id.is_none() => id = Some(string(v)?),
                    Value(_) => return Err(usage_error("one problem at a time".into())),
                    _ => return Err(arg.unexpected().into()),
                }
            }
            let id =
                id.ok_or_else(|| usage_error(format!("which problem?\n{}", usage("export"))))?;
            let (layout, out) = layout.zip(out).ok_or_else(|| {
                usage_error("where to? --to oj DIR or --to kattis DIR".to_string())
            })?;
            let ws = workspace()?;
            let problem = ws.problem(&id)?;
            let data_dir = data_dir.unwrap_or_else(|| ws.root.join("judge-data"));
            println!(
                "{}",
                export::export(problem, &data_dir, &ws.release_dir(), layout, &out)?
            );
            Ok(Exit::Success)
        }
        "new-problem" => {
            let mut id = None;
            let mut options = scaffold::Options {
                id: String::new(),
                shape: "values".into(),
                url: None,
                time_limit: "1".into(),
                memory_limit: "256".into(),
                judge: Target::Plain,
            };
            while let Some(arg) = parser.next()? {
                match arg {
                    Short('h') | Long("help") => return help(),
                    Long("input") => options.shape = string(parser.value()?)?,
                    Long("url") => options.url = Some(string(parser.value()?)?),
                    Long("time-limit") => options.time_limit = string(parser.value()?)?,
                    Long("memory-limit") => options.memory_limit = string(parser.value()?)?,
                    Long("judge") => {
                        let name = string(parser.value()?)?;
                        options.judge = Target::parse(&name).ok_or_else(|| {
                            usage_error(format!(
                                "--judge takes one of {}, not '{name}'",
                                Target::names()
                            ))
                        })?;
                    }
                    Value(v) if id.is_none() => id = Some(string(v)?),
                    Value(_) => return Err(usage_error("one id at a time".into())),
                    _ => return Err(arg.unexpected().into()),
                }
            }
            options.id =
                id.ok_or_else(|| usage_error(format!("which id?\n{}", usage("new-problem"))))?;
            let ws = workspace()?;
            let next = scaffold::create(&ws, &options)?;
            println!("{next}");
            Ok(Exit::Success)
        }
        "old-toolchain-build" => {
            let mut packages = Vec::new();
            while let Some(arg) = parser.next()? {
                match arg {
                    Short('h') | Long("help") => return help(),
                    Short('p') => packages.push(string(parser.value()?)?),
                    _ => return Err(arg.unexpected().into()),
                }
            }
            let ws = workspace()?;
            old_toolchain::run(&ws, &packages)?;
            Ok(Exit::Success)
        }
        other => Err(usage_error(format!(
            "unknown command '{other}'\n{}",
            tool_usage()
        ))),
    }
}

/// A whole number option's value.
fn count(option: &str, value: std::ffi::OsString) -> Result<u64, Error> {
    let text = string(value)?;
    text.parse::<u64>()
        .map_err(|_| usage_error(format!("{option} takes a whole number, not {text:?}")))
}

/// `n thing` or `n things`.
pub fn plural(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}
