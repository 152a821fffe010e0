//! `scripts/export`: a problem's judge data in the layout other tools read.
//! `oj` (online-judge-tools) takes `<stem>.in` / `<stem>.out` in one folder;
//! the Kattis problem format takes `data/sample/` and `data/secret/`, each
//! with `<stem>.in` / `<stem>.ans`, and its solutions in `submissions/`:
//! `accepted/` (the C++ reference, `references/<id>.cpp`), `wrong_answer/`
//! and `time_limit_exceeded/` (the kept solutions of
//! `submissions/<id>/`). The files are copied byte for byte. A Kattis
//! export also carries the problem's programs, built for this machine:
//! its spec as the input validator (`input_validators/spec/`, exit 42 for a
//! valid input and 43 for an invalid one), and its checker or jury behind a
//! `run` script that speaks Kattis' output-validator contract
//! (`output_validators/`, `problem.yaml`'s `validation`).

use std::fs;
use std::path::{Path, PathBuf};

use super::{usage_error, workspace, Error, Exit};
use crate::cases::{cases, check_entries, Case};
use crate::judging::{build_targets, judge, Judge};
use crate::spec::{self, Spec};
use crate::workspace::{Problem, Workspace};
use crate::Result;

#[derive(clap::Args)]
#[command(before_help = HELP)]
pub struct Args {
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

impl Args {
    /// Writes the export.
    ///
    /// # Errors
    /// A usage error, or as [`export`].
    pub fn run(self) -> Result<Exit, Error> {
        let name = self.to[0].to_string_lossy();
        let layout = Layout::parse(&name)
            .ok_or_else(|| usage_error(&format!("--to takes oj or kattis, not '{name}'")))?;
        let ws = workspace()?;
        let problem = ws.problem(&self.id)?;
        let data_dir = self.data_dir.unwrap_or_else(|| ws.root.join("judge-data"));
        println!("{}", export(&ws, problem, &data_dir, layout, &self.to[1])?);
        Ok(Exit::Success)
    }
}

const HELP: &str = "\
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
anything is written, and so does a DIR inside judge-data/<id> (the folder
it copies from); a file already there with the same contents is left as
it is. For a problem with a checker (many right answers),
the last line says how to judge with it.";

/// The layouts `--to` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// `DIR/<stem>.in`, `DIR/<stem>.out`.
    Oj,
    /// `DIR/data/{sample,secret}/<stem>.{in,ans}`.
    Kattis,
}

impl Layout {
    /// `oj` or `kattis`.
    pub fn parse(name: &str) -> Option<Layout> {
        match name {
            "oj" => Some(Layout::Oj),
            "kattis" => Some(Layout::Kattis),
            _ => None,
        }
    }
}

/// Where each case of `dir` goes: (source, destination), samples first.
///
/// # Errors
/// If the folder is not a complete set of cases.
pub fn plan(dir: &Path, layout: Layout, out: &Path) -> Result<Vec<(PathBuf, PathBuf)>> {
    check_entries(dir)?;
    let (found, problems) = cases(dir);
    if let Some(p) = problems.first() {
        return Err(format!("{}: {p}", dir.display()));
    }
    let mut files = Vec::new();
    for case in &found {
        let Case {
            stem,
            input,
            answer,
        } = case;
        let sample = stem.starts_with("sample-");
        match layout {
            Layout::Oj => {
                files.push((input.clone(), out.join(format!("{stem}.in"))));
                files.push((answer.clone(), out.join(format!("{stem}.out"))));
            }
            Layout::Kattis => {
                let to = out
                    .join("data")
                    .join(if sample { "sample" } else { "secret" });
                files.push((input.clone(), to.join(format!("{stem}.in"))));
                files.push((answer.clone(), to.join(format!("{stem}.ans"))));
            }
        }
    }
    Ok(files)
}

/// The problem's solutions as the Kattis format keeps them: (source,
/// destination) for `references/<id>.cpp` into `out/submissions/accepted/`
/// and every file of `submissions/<id>/<kind>/` into
/// `out/submissions/<kind>/`, where they exist.
///
/// # Errors
/// If a folder of solutions cannot be read.
pub fn solutions(problem: &Problem, out: &Path) -> Result<Vec<(PathBuf, PathBuf)>> {
    // The manifest is crates/<id>/Cargo.toml.
    let root = problem
        .manifest
        .ancestors()
        .nth(3)
        .unwrap_or(Path::new("."));
    let to = out.join("submissions");
    let mut res = Vec::new();
    let reference = root.join("references").join(format!("{}.cpp", problem.id));
    if reference.is_file() {
        res.push((
            reference,
            to.join("accepted").join(format!("{}.cpp", problem.id)),
        ));
    }
    for kind in ["wrong_answer", "time_limit_exceeded"] {
        let dir = root.join("submissions").join(&problem.id).join(kind);
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        let mut files = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
            files.push((entry.path(), to.join(kind).join(entry.file_name())));
        }
        files.sort();
        res.extend(files);
    }
    Ok(res)
}

/// Writes the problem's judge data from `data_dir` into `out` in `layout`
/// (for Kattis, with its [`solutions`] and [`programs`]); returns the
/// number of cases and how to run them.
///
/// # Errors
/// If the data is incomplete or a file cannot be written; a file already
/// in `out` with other contents is never overwritten. An interactive
/// problem is refused for `oj`, whose tests compare an output with the
/// `.ans`: its `.ans` is the winning side, which no player prints.
pub fn export(
    ws: &Workspace,
    problem: &Problem,
    data_dir: &Path,
    layout: Layout,
    out: &Path,
) -> Result<String> {
    let release_dir = ws.release_dir();
    if let (Layout::Oj, Some(_)) = (layout, &problem.meta.jury) {
        return Err(format!(
            "{} is interactive: oj's tests compare an output with the .ans, and no player's output is the .ans (the winning side); play against its jury with scripts/judge --cmd 'CMD' {}",
            problem.id, problem.id
        ));
    }
    let mut files = plan(&data_dir.join(&problem.id), layout, out)?;
    // Its own folder is what it reads: a .in copied onto itself is emptied.
    let source_dir = data_dir.join(&problem.id);
    if let Ok(source) = fs::canonicalize(&source_dir) {
        if crate::destination::resolved(out).starts_with(&source) {
            return Err(format!(
                "not writing into {}: it is inside {}, which the export reads; export into another folder",
                out.display(),
                source_dir.display()
            ));
        }
    }
    let cases = files.len() / 2;
    let mut carried = String::new();
    let mut scripts = Vec::new();
    if layout == Layout::Kattis {
        let extra = solutions(problem, out)?;
        carried = format!(
            " and {} solution{} to {}",
            extra.len(),
            if extra.len() == 1 { "" } else { "s" },
            out.join("submissions").display()
        );
        files.extend(extra);
        println!("building the spec program and what judges the problem...");
        spec::build(ws, &[problem], &build_targets(problem, false))?;
        let (binaries, written) = programs(ws, problem, out);
        files.extend(binaries);
        scripts = written;
    }
    // Check every destination first, so nothing is half written: never a
    // file the export reads (a link to a source), never a file with other
    // contents; a file already there with the same contents is left as it
    // is.
    let sources: Vec<PathBuf> = files.iter().map(|(from, _)| from.clone()).collect();
    for (_, to) in &files {
        crate::destination::may_write(
            to,
            &sources,
            "the stored cases and programs it copies",
            true,
        )?;
    }
    for (from, to) in &files {
        if to.exists() && fs::read(to).ok() != fs::read(from).ok() {
            return Err(format!(
                "{} exists and differs: export into an empty folder",
                to.display()
            ));
        }
    }
    files.retain(|(from, to)| !(to.exists() && fs::read(to).ok() == fs::read(from).ok()));
    for (to, text) in &scripts {
        if to.exists() && fs::read(to).ok().as_deref() != Some(text.as_bytes()) {
            return Err(format!(
                "{} exists and differs: export into an empty folder",
                to.display()
            ));
        }
    }
    scripts.retain(|(to, text)| fs::read(to).ok().as_deref() != Some(text.as_bytes()));
    for (from, to) in &files {
        if let Some(parent) = to.parent() {
            fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        fs::copy(from, to).map_err(|e| format!("{}: {e}", to.display()))?;
    }
    for (to, text) in &scripts {
        if let Some(parent) = to.parent() {
            fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        fs::write(to, text).map_err(|e| format!("{}: {e}", to.display()))?;
        if text.starts_with("#!") {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(to, fs::Permissions::from_mode(0o755))
                .map_err(|e| format!("{}: {e}", to.display()))?;
        }
    }
    let hint = match (layout, &problem.meta.checker) {
        (Layout::Oj, None) => format!("oj t -c CMD -d {}", out.display()),
        (Layout::Oj, Some(checker)) => format!(
            "many answers are right: oj t -c CMD -d {} --judge-command {} \
             (cargo build --release -p {} --bin {checker})",
            out.display(),
            release_dir.join(checker).display(),
            problem.id
        ),
        (Layout::Kattis, _) => match (&problem.meta.checker, &problem.meta.jury) {
            (None, None) => "token comparison (Kattis' default validator); the input validator in input_validators/spec",
            (Some(_), _) => "its checker as the output validator (output_validators/checker); the input validator in input_validators/spec",
            (None, Some(_)) => "interactive: its jury as the output validator (output_validators/jury); the input validator in input_validators/spec",
        }
        .to_string()
            + " (programs built for this machine)",
    };
    Ok(format!(
        "wrote {cases} case{} of {} to {}{carried}; {hint}",
        if cases == 1 { "" } else { "s" },
        problem.id,
        out.display()
    ))
}

/// Files to write: (path, text).
type Written = Vec<(PathBuf, String)>;

/// The problem's programs in a Kattis package: (built binary, destination)
/// pairs to copy, and (path, text) files to write: each program's `run`
/// script, which adapts its exit codes to Kattis' (42 accept, 43 reject),
/// and `problem.yaml` naming the validation.
fn programs(ws: &Workspace, problem: &Problem, out: &Path) -> (Vec<(PathBuf, PathBuf)>, Written) {
    let mut copies = vec![(
        Spec::of(ws, problem).path,
        out.join("input_validators/spec/spec"),
    )];
    let mut texts = vec![(
        out.join("input_validators/spec/run"),
        "#!/bin/sh\n# Kattis input validator: exit 42 valid, 43 invalid (the spec's own codes).\nexec \"$(dirname \"$0\")/spec\" validate\n".to_string(),
    )];
    let yaml =
        |validation: &str| format!("source: {}\nvalidation: {validation}\n", problem.meta.url);
    // A user's program is judged by the problem's rule, not byte for byte.
    match judge(ws, problem, false) {
        Judge::Checker(checker) => {
            copies.push((checker, out.join("output_validators/checker/checker")));
            texts.push((
                out.join("output_validators/checker/run"),
                "#!/bin/sh\n# Kattis output validator: run INPUT ANSWER FEEDBACK_DIR < OUTPUT.\n# Our checker runs as CHECKER INPUT OUTPUT ANSWER: exit 0 right, 1 wrong.\ncat > \"$3/output\"\n\"$(dirname \"$0\")/checker\" \"$1\" \"$3/output\" \"$2\" > \"$3/judgemessage.txt\" 2>&1\ncase $? in 0) exit 42 ;; 1) exit 43 ;; *) exit 1 ;; esac\n".to_string(),
            ));
            texts.push((out.join("problem.yaml"), yaml("custom")));
        }
        Judge::Jury(jury) => {
            copies.push((jury, out.join("output_validators/jury/jury")));
            texts.push((
                out.join("output_validators/jury/run"),
                "#!/bin/sh\n# Kattis interactive validator: run INPUT ANSWER FEEDBACK_DIR, talking to\n# the submission on stdin and stdout. Our jury runs as JURY INPUT ANSWER:\n# exit 0 the program won, 1 it did not, 2 the jury failed.\n\"$(dirname \"$0\")/jury\" \"$1\" \"$2\" 2> \"$3/judgemessage.txt\"\ncase $? in 0) exit 42 ;; 1) exit 43 ;; *) exit 1 ;; esac\n".to_string(),
            ));
            texts.push((out.join("problem.yaml"), yaml("custom interactive")));
        }
        Judge::Compare { .. } => texts.push((out.join("problem.yaml"), yaml("default"))),
    }
    (copies, texts)
}
