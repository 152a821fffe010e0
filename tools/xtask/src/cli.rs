//! The command lines of the scripts: each script is `xtask <command>`. Each
//! command is one type below, its flags declared once as its fields; clap
//! parses them and writes `-h` from the declarations, and every figure in
//! the help is formatted from the constant that defines it.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::builder::PossibleValue;
use clap::error::ErrorKind;
use clap::{Arg, ArgAction, Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use crate::targets::{self, Build, Target, Toolchain};
use crate::workspace::Workspace;
use crate::{bench, bundle, compare, export, generate, judge, old_toolchain, references, runner};
use crate::{scaffold, stress, tables};

/// How a command ended: its exit status.
pub enum Exit {
    /// Everything it reports passed (0).
    Success,
    /// Something it reports failed (1); it said what.
    Failure,
}

impl From<bool> for Exit {
    fn from(passed: bool) -> Self {
        if passed {
            Exit::Success
        } else {
            Exit::Failure
        }
    }
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

fn usage_error(message: &str) -> Error {
    Error {
        message: message.to_string(),
        code: 2,
    }
}

/// The workspace's tool: the one program behind scripts/.
#[derive(Parser)]
#[command(
    name = "xtask",
    disable_help_subcommand = true,
    help_template = "usage: xtask <command> [args...]   (run by scripts/<command>)\n\ncommands:\n{subcommands}\n"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The commands, in the order `xtask -h` lists them; each variant's first
/// doc line is its line there.
#[derive(Subcommand)]
enum Command {
    /// The judge-data regression: every problem's binary on every stored case
    #[command(before_help = judge_help(), after_help = verdicts_help())]
    Judge(Judge),
    /// A solution against the exhaustive search, on random small inputs
    #[command(before_help = stress_help())]
    Stress(Stress),
    /// A problem's generated judge data, rewritten from its spec and checked
    #[command(before_help = GENERATE_HELP)]
    Generate(Generate),
    /// docs/problems.md and docs/performance.md, generated
    #[command(before_help = TABLES_HELP)]
    Tables(Tables),
    /// One source file to submit, checked as the judge compiles it
    #[command(before_help = bundle_help(), after_help = refusals_help())]
    Bundle(Bundle),
    /// Each problem's binary timed on its costliest inputs
    #[command(before_help = bench_help())]
    Bench(Bench),
    /// A problem's judge data in the layout of another tool
    #[command(before_help = EXPORT_HELP)]
    Export(Export),
    /// A new problem crate and its judge-data folder
    #[command(before_help = NEW_PROBLEM_HELP, after_help = shapes_help())]
    NewProblem(NewProblem),
    /// Every target of the packages the old toolchain can build, built with it
    #[command(before_help = OLD_TOOLCHAIN_HELP)]
    OldToolchainBuild(OldToolchainBuild),
}

impl Command {
    fn run(self) -> Result<Exit, Error> {
        match self {
            Command::Judge(c) => c.run(),
            Command::Stress(c) => c.run(),
            Command::Generate(c) => c.run(),
            Command::Tables(c) => c.run(),
            Command::Bundle(c) => c.run(),
            Command::Bench(c) => c.run(),
            Command::Export(c) => c.run(),
            Command::NewProblem(c) => c.run(),
            Command::OldToolchainBuild(c) => c.run(),
        }
    }
}

/// The parser: the declarations above with what every command shares (`-h`
/// and `--help` print the same text; a repeated option takes the last
/// value).
fn parser() -> clap::Command {
    let cli = Cli::command();
    let names: Vec<String> = cli
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    names.iter().fold(cli, |cli, name| {
        cli.mut_subcommand(name, |c| {
            c.help_template("usage: {usage}\n\n{before-help}{all-args}{after-help}\n")
                .disable_help_flag(true)
                .arg(
                    Arg::new("help")
                        .short('h')
                        .long("help")
                        .action(ArgAction::Help)
                        .help("this text"),
                )
                .args_override_self(true)
                .term_width(0)
        })
    })
}

/// Runs the command `args` names (the tool's arguments, without its own
/// name); a usage error is one line on stderr and exit status 2.
pub fn main(args: Vec<OsString>) -> ExitCode {
    let known = |name: &str| parser().get_subcommands().any(|c| c.get_name() == name);
    let who = match args.first().and_then(|a| a.to_str()) {
        Some(name) if known(name) => format!("scripts/{name}"),
        _ => "xtask".to_string(),
    };
    let parsed = parser()
        .try_get_matches_from(std::iter::once(OsString::from("xtask")).chain(args))
        .and_then(|m| Cli::from_arg_matches(&m));
    let result = match parsed {
        Ok(cli) => cli.command.run(),
        Err(e) => match e.kind() {
            ErrorKind::DisplayHelp | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                // A command's usage names the script that runs it.
                let help = e.render().to_string();
                print!(
                    "{}",
                    wrapped(&help.replacen("usage: xtask ", "usage: scripts/", 1))
                );
                Ok(Exit::Success)
            }
            _ => Err(usage_error(&one_line(&e))),
        },
    };
    match result {
        Ok(Exit::Success) => ExitCode::SUCCESS,
        Ok(Exit::Failure) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("{who}: {}", e.message);
            ExitCode::from(e.code)
        }
    }
}

/// clap's message for a usage error on one line, without its usage part.
fn one_line(e: &clap::Error) -> String {
    let mut line = String::new();
    let rendered = e.render().to_string();
    for part in rendered
        .lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with("Usage:"))
        .filter(|l| !l.is_empty())
    {
        if !line.is_empty() {
            line.push_str(if line.ends_with(':') { " " } else { "; " });
        }
        line.push_str(part);
    }
    format!("{} (see -h)", line.trim_start_matches("error: "))
}

fn workspace() -> Result<Workspace, Error> {
    let root = crate::workspace_root()?;
    Ok(Workspace::load(&root)?)
}

/// A limit: a positive number, at most 10^6.
fn positive(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(v) if v > 0.0 && v.is_finite() && v <= 1e6 => Ok(v),
        _ => Err("a positive number, at most 1000000".to_string()),
    }
}

/// The judges by the names the metadata and `--judge` use.
impl ValueEnum for Target {
    fn value_variants<'a>() -> &'a [Self] {
        &targets::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()))
    }
}

#[derive(Args)]
struct Judge {
    /// judge a solution of your own: run `sh -c 'CMD'`
    /// from the current folder instead of our binary,
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

impl Judge {
    fn run(self) -> Result<Exit, Error> {
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
        let options = judge::Options {
            bin_dir: self.bin_dir,
            cmd: self.cmd,
            data_dir: self.data_dir,
            time_limit: self.time_limit,
            memory_limit: self.memory_limit,
            ids: self.ids,
        };
        Ok(judge::run(&workspace()?, &options)?.into())
    }
}

const MIB: u64 = 1 << 20;

/// `mib` MiB as the judges publish it (256 MiB, 1 GiB), kept on one line
/// by [`fill`].
fn size(mib: f64) -> String {
    if mib >= 1024.0 && mib % 1024.0 == 0.0 {
        format!("{}\u{a0}GiB", mib / 1024.0)
    } else {
        format!("{mib}\u{a0}MiB")
    }
}

fn judge_help() -> String {
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

fn verdicts_help() -> String {
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

#[derive(Args)]
struct Stress {
    /// the solution to test (`--cmd ./a.out`, `--cmd 'python3 sol.py'`)
    #[arg(long, value_name = "CMD")]
    cmd: Option<String>,
    /// how many random inputs
    #[arg(long, value_name = "N", default_value_t = test_support::stress::DEFAULT_CASES)]
    cases: u64,
    /// the first seed; input k uses seed S + k
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// add the failing input to judge-data/<id>/ as stress-<seed>.in and
    /// .ans (the reference's answer: the search's or the second
    /// computation's, which the judge-data test then checks it against)
    #[arg(long)]
    save: bool,
    /// the problem
    #[arg(value_name = "id")]
    id: String,
}

impl Stress {
    fn run(self) -> Result<Exit, Error> {
        let options = stress::Options {
            id: self.id,
            cmd: self.cmd,
            cases: self.cases,
            seed: self.seed,
            save: self.save,
        };
        Ok(stress::run(&workspace()?, &options)?.into())
    }
}

fn stress_help() -> String {
    let text = format!(
        "Stress-tests a solution of problem <id> against the exhaustive search of \
         its game: random small inputs within the statement's constraints (sizes \
         1 to {}: piles, values) from the problem's spec program \
         (crates/<id>/examples/<id>-spec.rs), each answered by its reference (the \
         search the problem's tests use), and, where the problem declares them, \
         every other input at a boundary of its theory (a value change, a period \
         start), answered by the search or, beyond its reach, by the problem's \
         second computation. Each input is judged as scripts/judge judges a case: \
         `sh -c 'CMD'` from the current folder (default: our release binary, \
         compared byte for byte) under the problem's limits, by its comparison, \
         checker or jury. At the first failure it looks for the smallest failing \
         input (regenerating at each smaller size, {} seeds each) and prints it \
         with the reference's answer and the program's; exits 1.",
        test_support::stress::MAX_SIZE,
        test_support::stress::SHRINK_SEEDS,
    );
    fill("", 0, &text)
}

#[derive(Args)]
struct Generate {
    /// only check, write nothing
    #[arg(long)]
    check: bool,
    /// the problems (none: all)
    #[arg(value_name = "id")]
    ids: Vec<String>,
}

impl Generate {
    fn run(self) -> Result<Exit, Error> {
        Ok(generate::run(&workspace()?, &self.ids, self.check)?.into())
    }
}

const GENERATE_HELP: &str = "\
Rewrites each problem's generated judge-data cases through its spec program
(crates/<id>/examples/<id>-spec.rs: inputs from its generator, answers from
its reference or, beyond it, the generator's construction; never from the
solution), then checks the whole folder as the problem's tests do: every
input valid, every answer backed. Exits 1 if a check fails.";

#[derive(Args)]
struct Tables {
    /// only check that the committed tables are current; exit 1 if not
    #[arg(long)]
    check: bool,
}

impl Tables {
    fn run(self) -> Result<Exit, Error> {
        Ok(tables::run(&workspace()?, self.check)?.into())
    }
}

const TABLES_HELP: &str = "\
Writes the generated part of docs/problems.md (from each problem's manifest,
judge data and kept solutions) and of docs/performance.md (from the saved
benchmark rows, docs/bench.tsv, which scripts/bench --save writes).";

#[derive(Args)]
struct Bundle {
    /// the judge to bundle for (default: the problem's first, `judge` in its
    /// metadata)
    #[arg(long, value_name = "NAME")]
    judge: Option<Target>,
    /// write to FILE instead of stdout
    #[arg(short, value_name = "FILE")]
    o: Option<PathBuf>,
    /// write without compiling
    #[arg(long = "no-check", action = ArgAction::SetFalse)]
    check: bool,
    /// check with the compilers that are here; name the missing ones in the
    /// summary instead of failing
    #[arg(long)]
    allow_missing: bool,
    /// print the judges the problem is bundled for (its metadata's `judge`),
    /// and nothing else
    #[arg(long)]
    judges: bool,
    /// the problem
    #[arg(value_name = "id")]
    id: String,
}

impl Bundle {
    fn run(self) -> Result<Exit, Error> {
        let ws = workspace()?;
        let problem = ws.problem(&self.id)?;
        if self.judges {
            let names: Vec<&str> = problem.targets().iter().map(|f| f.name()).collect();
            println!("{}", names.join(" "));
            return Ok(Exit::Success);
        }
        let target = self.judge.unwrap_or(problem.meta.judges[0]);
        let text = bundle::bundle(&ws, problem, target)?;
        let checked = if self.check {
            let c = bundle::check(&ws, problem, target, &text, self.allow_missing)?;
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
        match self.o {
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
}

fn bundle_help() -> String {
    let intro = [
        "Writes crates/<id>/src/main.rs as one source file to submit: the \
         workspace libraries it depends on (sg-core, judge-io, ...) are pasted in \
         as modules (`mod sg_core { ... }`), every path that named them is \
         rewritten to reach them, test code (#[cfg(test)], #[test]) and comments \
         are left out, and of each library only the items the problem's code \
         uses are kept. The file is laid out as rustfmt with hard_tabs would (one \
         tab per level of indentation), but for macro_rules! bodies, which keep \
         their source's layout, tab-indented likewise; literals are as written, \
         the spaces inside them included.",
        "Before the file is written, it is compiled as the judge compiles it, \
         with every compiler version and edition the judge offers, and each \
         binary is judged on the problem's whole judge data (judge-data/<id>/) \
         and on bad input beside the workspace binary; a compiler error or \
         warning, or a wrong case, stops the command with the first message, and \
         nothing is written. The judges (the compilers come from rustup, `rustup \
         toolchain install V --profile minimal`, which .ci/run does):",
    ];
    let mut s = intro.map(|p| fill("", 0, p)).join("\n\n");
    s.push('\n');
    for t in targets::ALL {
        s.push_str(&fill(&format!("  {:<16} ", t.name()), 19, &builds(t)));
        s.push('\n');
    }
    s.push_str(&fill(
        "",
        0,
        "plain is for a problem no judge takes in Rust; the old rustc is the one \
         OLD_RUSTC names, or Debian's rustc 1.63 at /usr/bin/rustc. A compiler \
         that is missing fails the check, naming how to install it.",
    ));
    s
}

/// What a target's bundle is compiled with, from its builds: those that
/// differ in the edition alone on one line.
fn builds(target: Target) -> String {
    let mut groups: Vec<(String, Vec<&str>)> = Vec::new();
    for b in target.builds() {
        let compiler = compiler(b);
        match groups.iter_mut().find(|(c, _)| *c == compiler) {
            Some((_, editions)) => editions.push(b.edition),
            None => groups.push((compiler, vec![b.edition])),
        }
    }
    groups
        .iter()
        .map(|(compiler, editions)| {
            let plural = if editions.len() > 1 { "s" } else { "" };
            format!("{compiler}, edition{plural} {}", editions.join(" and "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A build's compiler and flags (`rustc 1.89.0 -O`, `the old rustc -O`).
fn compiler(build: &Build) -> String {
    let (which, version) = match build.toolchain {
        Toolchain::Rustup(v) => ("", format!(" {v}")),
        Toolchain::Current => ("the current ", String::new()),
        Toolchain::Old => ("the old ", String::new()),
    };
    if build.cargo {
        format!(
            "{which}cargo{version} build --release in a project under \
             target/atcoder-check with {}",
            atcoder_crates()
        )
    } else {
        format!("{which}rustc{version} {}", build.flags.join(" "))
    }
}

/// The crates AtCoder installs, from the manifest the check builds with:
/// `proconio 0.5.0 (derive) and itertools 0.14.0`.
fn atcoder_crates() -> String {
    let quoted = |s: &str| s.split('"').nth(1).unwrap_or_default().to_string();
    let crates: Vec<String> = bundle::ATCODER_MANIFEST
        .split("[dependencies]\n")
        .nth(1)
        .unwrap_or_default()
        .lines()
        .take_while(|l| !l.is_empty())
        .filter_map(|l| l.split_once(" = "))
        .map(|(name, spec)| {
            let version = quoted(spec.split_once("version").map_or(spec, |(_, v)| v));
            let features = spec
                .split_once("features = [")
                .map(|(_, f)| {
                    let list = f.split(']').next().unwrap_or_default();
                    format!(" ({})", list.replace('"', ""))
                })
                .unwrap_or_default();
            format!("{name} {}{features}", version.trim_start_matches('='))
        })
        .collect();
    crates.join(" and ")
}

fn refusals_help() -> String {
    let macros: Vec<String> = bundle::REFUSED_MACROS
        .iter()
        .map(|(name, _)| format!("{name}!"))
        .collect();
    fill(
        "",
        0,
        &format!(
            "What cannot be bundled so that it behaves as the workspace binary is \
             refused with one line naming it and its place: a `mod x;` without its \
             file (out-of-line modules are inlined from x.rs or x/mod.rs), #[path], \
             {}, cfg(feature), `extern crate` of a workspace library, a library \
             with a build script or with an inner attribute other than a lint \
             level, an item (at any depth) named like a library module, a crate \
             the judge does not install, a bundle over {}\u{a0}KiB (Codeforces' source \
             limit).",
            macros.join(", "),
            bundle::MAX_BYTES / 1024
        ),
    )
}

#[derive(Args)]
struct Bench {
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
    /// docs/bench.tsv and regenerate docs/performance.md
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

impl Bench {
    fn run(self) -> Result<Exit, Error> {
        let options = bench::Options {
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
        Ok(bench::run_saving(&workspace()?, &options, self.save)?.into())
    }
}

fn bench_help() -> String {
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
            bench::COMPARED_FROM_MICROS / 1000,
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

#[derive(Args)]
struct Export {
    /// the layout, and the folder to write (made if missing)
    #[arg(long, num_args = 2, value_names = ["oj|kattis", "DIR"], required = true)]
    to: Vec<PathBuf>,
    /// judge data root (default: judge-data)
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// the problem
    #[arg(value_name = "id")]
    id: String,
}

impl Export {
    fn run(self) -> Result<Exit, Error> {
        let name = self.to[0].to_string_lossy();
        let layout = export::Layout::parse(&name)
            .ok_or_else(|| usage_error(&format!("--to takes oj or kattis, not '{name}'")))?;
        let ws = workspace()?;
        let problem = ws.problem(&self.id)?;
        let data_dir = self.data_dir.unwrap_or_else(|| ws.root.join("judge-data"));
        println!(
            "{}",
            export::export(&ws, problem, &data_dir, layout, &self.to[1])?
        );
        Ok(Exit::Success)
    }
}

const EXPORT_HELP: &str = "\
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
the last line says how to judge with it.";

#[derive(Args)]
struct NewProblem {
    /// how the input is laid out (see below); run() and the tests' input()
    /// formatter are written for it; with interactive, src/main.rs has
    /// play() instead of run() and examples/<id>-jury.rs is the jury to
    /// write (its metadata names it)
    #[arg(long = "input", value_name = "SHAPE", default_value = "values")]
    shape: String,
    /// the statement (no spaces, quotes or backslashes: percent-encode them)
    #[arg(long, value_name = "URL")]
    url: Option<String>,
    /// seconds
    #[arg(long, value_name = "S", default_value = "1")]
    time_limit: String,
    /// MiB (65536K is 64)
    #[arg(long, value_name = "M", default_value = "256")]
    memory_limit: String,
    /// where it is submitted (plain: no judge takes it in Rust). Its
    /// manifest says `compare = "tokens"`: change it where the judge
    /// compares otherwise
    #[arg(long, value_name = "NAME", value_enum, default_value_t = Target::Plain)]
    judge: Target,
    /// the crate, binary and folder name
    #[arg(value_name = "id")]
    id: String,
}

impl NewProblem {
    fn run(self) -> Result<Exit, Error> {
        let options = scaffold::Options {
            id: self.id,
            shape: self.shape,
            url: self.url,
            time_limit: self.time_limit,
            memory_limit: self.memory_limit,
            judge: self.judge,
        };
        println!("{}", scaffold::create(&workspace()?, &options)?);
        Ok(Exit::Success)
    }
}

const NEW_PROBLEM_HELP: &str = "\
Creates crates/<id>/ (Cargo.toml with [package.metadata.problem];
src/main.rs, the submission: header, main, run, solve; src/tests.rs;
examples/<id>-spec.rs, the spec: moves, validator, reference, generators,
generated cases) and judge-data/<id>/ (README.md for the cases'
provenance, STATEMENT.md for the statement in your words), and lists what
else a problem needs: the samples, references/<id>.cpp, the kept wrong
solutions in submissions/<id>/, its saved benchmark row and the tables
(README.md, \"Adding a problem\"; tidy checks each). The workspace,
scripts/judge, scripts/bench and the bundle check find the crate by its
folder. The new problem's tests fail, each saying what to write, until the
samples, the bad-input table, moves, solve, the validator and the judge
data are written; scripts/judge reports its empty judge-data folder as an
error.

<id> is the crate, binary and folder name: lowercase letters, digits and
'-', starting with a letter (e.g. poj2311-cutting-game).";

fn shapes_help() -> String {
    let mut s = String::from("Input shapes (--input):");
    for (name, what, _, _) in scaffold::SHAPES {
        s.push_str(&format!("\n  {name:<16} {what}"));
    }
    s
}

#[derive(Args)]
struct OldToolchainBuild {
    /// a package to build (repeatable; none: every package whose
    /// rust-version the old toolchain meets)
    #[arg(short = 'p', value_name = "PACKAGE")]
    packages: Vec<String>,
}

impl OldToolchainBuild {
    fn run(self) -> Result<Exit, Error> {
        old_toolchain::run(&workspace()?, &self.packages)?;
        Ok(Exit::Success)
    }
}

const OLD_TOOLCHAIN_HELP: &str = "\
Builds every target (tests and examples included) of the given packages,
or of every package whose rust-version the old toolchain meets, with the
rustc named by OLD_RUSTC (default /usr/bin/rustc, Debian's 1.63) and the
cargo beside it, into target/old-rustc/, from a vendored copy of the
dependencies (target/vendor). Stops with a message if they are missing
(apt-get install rustc cargo installs both).";

/// `text` filled into lines of at most 76 columns, the first starting with
/// `first`, the others indented by `indent`; a no-break space (between a
/// figure and its unit) keeps its words on one line.
fn fill(first: &str, indent: usize, text: &str) -> String {
    let mut out = first.to_string();
    let mut column = first.len();
    let mut fresh = true;
    for word in text.split([' ', '\n']).filter(|w| !w.is_empty()) {
        if !fresh && column + 1 + word.len() > 76 {
            out.push('\n');
            out.push_str(&" ".repeat(indent));
            column = indent;
            fresh = true;
        }
        if !fresh {
            out.push(' ');
            column += 1;
        }
        out.push_str(&word.replace('\u{a0}', " "));
        column += word.chars().count();
        fresh = false;
    }
    out
}

/// `help` with each line over 76 columns (an option's) filled, its
/// continuation lines indented to where its text starts.
fn wrapped(help: &str) -> String {
    let mut out = String::new();
    for line in help.lines() {
        let indent = line.len() - line.trim_start().len();
        // Where the text starts: after the option and its gap, if any.
        let column = line[indent..].find("  ").map_or(indent, |at| {
            let gap = &line[indent + at..];
            indent + at + gap.len() - gap.trim_start().len()
        });
        if line.len() > 76 {
            out.push_str(&fill(&line[..column], column, &line[column..]));
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

/// `n thing` or `n things`.
pub fn plural(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_declarations_are_consistent() {
        parser().debug_assert();
    }

    #[test]
    fn the_atcoder_crates_are_read_from_the_manifest() {
        let said = atcoder_crates();
        for name in crate::workspace::ATCODER_CRATES {
            let version = said.split(&format!("{name} ")).nth(1).unwrap_or_default();
            assert!(version.starts_with(|c: char| c.is_ascii_digit()), "{said}");
        }
    }

    #[test]
    fn fill_keeps_lines_within_76_columns() {
        let text = "word ".repeat(100);
        let filled = fill("  first ", 4, &text);
        assert!(filled.lines().all(|l| l.len() <= 76), "{filled}");
        assert!(filled.lines().skip(1).all(|l| l.starts_with("    w")));
    }
}
