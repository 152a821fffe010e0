//! `scripts/stress`: random small inputs from the problem's spec program
//! (`examples/<id>-spec.rs`, [`crate::spec`]), each with the spec's
//! reference answer, judged case by case as `scripts/judge` judges
//! ([`crate::judging`]: the problem's limits, compare rule, checker or
//! jury, process tree), until the first failure, which is shrunk by
//! `test_support::stress::search`.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

use test_support::stress::{search, Failure};

use super::{workspace, Error, Exit};
use crate::cases::{content_stem, Case};
use crate::judging::{build_targets, Judging, Subject};
use crate::runner::{Scratch, Verdict};
use crate::spec::{self, Spec};
use crate::text::{fill, num};
use crate::workspace::{Problem, Workspace};
use crate::Result;

#[derive(clap::Args)]
#[command(before_help = help())]
pub struct Args {
    /// the solution to test (`--cmd ./a.out`, `--cmd 'python3 sol.py'`)
    #[arg(long, value_name = "CMD")]
    cmd: Option<String>,
    /// how many random inputs
    #[arg(long, value_name = "N", default_value_t = test_support::stress::DEFAULT_CASES)]
    cases: u64,
    /// the first seed; input k uses seed S + k
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// add the failing input to judge-data/<id>/ as stress-<hash>.in and
    /// .ans (<hash>: of the input, so a saved case is never replaced by
    /// another; the answer the reference's: the search's or the second
    /// computation's, which the judge-data test then checks it against),
    /// and a line to its README.md saying how to write it again
    #[arg(long)]
    save: bool,
    /// run the program uncontained: from the current folder, with your
    /// rights (scripts/judge -h says what the sandbox is)
    #[arg(long)]
    no_sandbox: bool,
    /// judge data root --save writes into (default: judge-data)
    #[arg(long, value_name = "DIR", requires = "save")]
    data_dir: Option<PathBuf>,
    /// the problem
    #[arg(value_name = "id")]
    id: String,
}

impl Args {
    /// Runs the stress test.
    ///
    /// # Errors
    /// What stops it before a verdict (see [`stress`]).
    pub fn run(self) -> Result<Exit, Error> {
        Ok(stress(&workspace()?, &self)?.into())
    }
}

fn help() -> String {
    let text = format!(
        "Stress-tests a solution of problem <id> against the exhaustive search of \
         its game: random small inputs within the statement's constraints (sizes \
         1 to {}: piles, values) from the problem's spec program \
         (crates/<id>/examples/<id>-spec.rs), each answered by its reference (the \
         search the problem's tests use), and, where the problem declares them, \
         every other input at a boundary of its theory (a value change, a period \
         start), answered by the search or, beyond its reach, by the problem's \
         second computation. Each input is judged as scripts/judge judges a case: \
         `sh -c 'CMD'` (default: our release binary, compared byte for byte), \
         contained as scripts/judge contains it (a --cmd's working folder layered \
         over the current folder; --no-sandbox: run from the current folder), under \
         the problem's limits, by its comparison, checker or jury. At the first failure it looks for the smallest failing \
         input (regenerating at each smaller size, {} seeds each) and prints it \
         with the reference's answer and the program's; exits 1.",
        test_support::stress::MAX_SIZE,
        test_support::stress::SHRINK_SEEDS,
    );
    fill("", 0, &text)
}

/// Runs the stress test; whether every input agreed.
///
/// # Errors
/// If the problem does not exist, has no spec program, or cannot be built;
/// if the spec fails (a generator bug) or the program cannot be run.
fn stress(ws: &Workspace, options: &Args) -> Result<bool> {
    let problem = ws.problem(&options.id)?;
    spec::require(problem)?;
    let subject = match &options.cmd {
        Some(cmd) => Subject::Command(cmd),
        None => Subject::Ours,
    };
    println!("building the spec program and what judges the problem...");
    spec::build(ws, &[problem], &build_targets(problem, subject.is_ours()))?;
    let spec = Spec::of(ws, problem);
    let judging = Judging::of(ws, problem, subject);
    let judging = if options.no_sandbox {
        judging.uncontained()
    } else {
        judging
    };
    let has_boundary = spec.generators()?.iter().any(|g| g == "boundary");
    let work = Scratch::new("stress").map_err(|e| format!("cannot make a scratch folder: {e}"))?;
    // The spec writes each input and answer at `made`; the search holds
    // them as strings, and the case judged is what it holds, written at
    // `case`.
    let made = work.0.join("made");
    let case = Case {
        stem: "case".into(),
        input: work.0.join("case.in"),
        answer: work.0.join("case.ans"),
    };
    let run_dir = work.0.join("run");
    fs::create_dir_all(&run_dir).map_err(|e| format!("cannot make a scratch folder: {e}"))?;
    println!(
        "stress: {} on {} random inputs from seed {}{}, against the problem's reference (the exhaustive search, or beyond it a second computation), judged under its limits ({} s, {} MiB)",
        options.cmd.as_deref().unwrap_or("the release binary"),
        options.cases,
        options.seed,
        if has_boundary {
            " (every other one at the theory's boundaries)"
        } else {
            ""
        },
        num(judging.time),
        num(judging.memory),
    );
    // Where each input came from (generator, seed, size), so that a saved
    // one says how to write it again.
    let mut origins: HashMap<String, Origin> = HashMap::new();
    let mut make = |kind: &str, seed: u64, size: u64| -> Result<(String, String)> {
        let (input, answer) = spec.case(kind, seed, size, &made)?;
        origins.entry(input.clone()).or_insert_with(|| Origin {
            kind: kind.to_string(),
            seed,
            size,
        });
        Ok((input, answer))
    };
    let mut fails = |input: &str, answer: &str| -> Result<Option<String>> {
        for (path, text) in [(&case.input, input), (&case.answer, answer)] {
            fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        let outcome = judging
            .case(&case, &run_dir)
            .map_err(|e| format!("cannot judge a case: {e}"))?;
        if outcome.verdict == Verdict::Ac {
            return Ok(None);
        }
        if let Some(said) = judging.cannot_run(&outcome) {
            return Err(format!("the command cannot be run ({said})"));
        }
        let output = fs::read(run_dir.join("out")).unwrap_or_default();
        let shown = String::from_utf8_lossy(&output[..output.len().min(4096)]).into_owned();
        Ok(Some(format!(
            "{shown}({}: {})",
            outcome.verdict, outcome.detail
        )))
    };
    let found = search(
        options.cases,
        options.seed,
        has_boundary,
        &mut make,
        &mut fails,
    )?;
    match found {
        None => {
            println!(
                "{}: {} random inputs (seeds {}..{}) agree with the reference",
                problem.id,
                options.cases,
                options.seed,
                options.seed.wrapping_add(options.cases)
            );
            Ok(true)
        }
        Some(f) => {
            report(problem, &f);
            if options.save {
                let origin = origins
                    .get(&f.input)
                    .ok_or("the failing input has no recorded origin")?;
                let data_dir = options
                    .data_dir
                    .clone()
                    .unwrap_or_else(|| ws.root.join("judge-data"));
                save(ws, problem, options, &data_dir, &f, origin)?;
            }
            Ok(false)
        }
    }
}

fn report(problem: &Problem, f: &Failure) {
    println!(
        "{}: case {} (seed {}) fails; the smallest failing input found:\n{}\nthe reference's answer:\n{}\nthe program's:\n{}",
        problem.id,
        f.case,
        f.seed,
        f.input.trim_end_matches('\n'),
        f.answer.trim_end_matches('\n'),
        f.got
    );
}

/// How a stress input was made: the spec's generator, its seed and size
/// (`<id>-spec case KIND SEED SIZE STEM` writes it again).
struct Origin {
    kind: String,
    seed: u64,
    size: u64,
}

/// Writes the failure into the problem's judge data under `data_dir` as
/// `<stem>.in` and `.ans`, the stem from the input's contents
/// ([`content_stem`]), and a line to the folder's README.md saying how it was
/// made. A case already saved under that stem is left as it is when it
/// holds the same input and answer, and refused otherwise: no saved case
/// is ever replaced.
///
/// # Errors
/// If a file cannot be written, or the stem holds another case.
fn save(
    ws: &Workspace,
    problem: &Problem,
    options: &Args,
    data_dir: &Path,
    f: &Failure,
    origin: &Origin,
) -> Result<()> {
    let dir = data_dir.join(&problem.id);
    let stem = content_stem(f.input.as_bytes());
    let paths = [
        (dir.join(format!("{stem}.in")), &f.input),
        (dir.join(format!("{stem}.ans")), &f.answer),
    ];
    let shown = ws.shown(&dir.join(&stem));
    let present: Vec<bool> = paths.iter().map(|(p, _)| p.exists()).collect();
    if present.iter().any(|&p| p) {
        let same = paths
            .iter()
            .all(|(p, text)| fs::read(p).ok().as_deref() == Some(text.as_bytes()));
        if same {
            println!("already saved as {shown}.in and .ans");
            return Ok(());
        }
        return Err(format!(
            "not saving: {shown}.in or .ans exists with other contents (the same input must be answered alike: check the reference)"
        ));
    }
    fs::create_dir_all(&dir).map_err(|e| format!("cannot write {}: {e}", dir.display()))?;
    for (path, text) in &paths {
        fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let spec = ws
        .release_dir()
        .join("examples")
        .join(format!("{}-spec", problem.id));
    let found_by = match &options.cmd {
        Some(cmd) => format!(" --cmd {}", shell_quoted(cmd)),
        None => String::new(),
    };
    let line = format!(
        "- `{stem}` (saved by `scripts/stress --save`): the smallest failing input that `scripts/stress {id} --seed {seed} --cases {cases}{found_by}` found, the spec's `{kind}` input of seed {origin_seed} at size {size}, which `{spec} case {kind} {origin_seed} {size} {dir}/{stem}` writes again; its answer is the reference's.\n",
        id = problem.id,
        seed = options.seed,
        cases = options.cases,
        kind = origin.kind,
        origin_seed = origin.seed,
        size = origin.size,
        spec = ws.shown(&spec),
        dir = ws.shown(&dir),
    );
    // Appended: the README keeps every line it had.
    let readme = dir.join("README.md");
    let before = fs::read_to_string(&readme).unwrap_or_default();
    let last = before
        .trim_end_matches('\n')
        .rsplit('\n')
        .next()
        .unwrap_or("");
    let separator =
        if before.is_empty() || before.ends_with("\n\n") || last.starts_with("- `stress-") {
            ""
        } else if before.ends_with('\n') {
            "\n"
        } else {
            "\n\n"
        };
    let appended = fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&readme)
        .and_then(|mut file| {
            use std::io::Write;
            file.write_all(format!("{separator}{line}").as_bytes())
        });
    appended.map_err(|e| format!("cannot write {}: {e}", readme.display()))?;
    println!(
        "saved as {shown}.in and .ans; {} says how it was made",
        ws.shown(&readme)
    );
    Ok(())
}

/// `text` as one word for `sh`: in single quotes, each `'` written `'\''`.
fn shell_quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', "'\\''"))
}
