//! `scripts/export`: a problem's judge data in the layout other tools read.
//! `oj` (online-judge-tools) takes `<stem>.in` / `<stem>.out` in one folder;
//! the Kattis problem format takes a package (`crate::package`): its
//! `problem.yaml`, its statement, `data/sample/` and `data/secret/`, each
//! with `<stem>.in` / `<stem>.ans` (a secret case identical to a sample or
//! to an earlier secret case is left to that one; an interactive problem's
//! `.ans` empty in the 2025-09 format), its solutions in `submissions/` (`accepted/`: the
//! C++ reference, `references/<id>.cpp`; `wrong_answer/`,
//! `run_time_error/` and `time_limit_exceeded/`: the kept solutions of
//! `submissions/<id>/`), and
//! its input validator and checker or jury as Rust sources that the
//! package's `build` scripts compile. The cases are copied byte for byte;
//! before anything is written, every program is compiled as its `build`
//! would, and the validator must accept every stored input.

mod kattis;

use std::fs;
use std::path::{Path, PathBuf};

use super::{usage_error, workspace, Error, Exit};
use crate::cases::{cases, check_entries, Case};
use crate::package::{self, Format};
use crate::workspace::{Problem, Workspace};
use crate::Result;
use kattis::{kattis, write};

#[derive(clap::Args)]
#[command(before_help = HELP)]
pub struct Args {
    /// the layout, and the folder to write (made if missing)
    #[arg(long, num_args = 2, value_names = ["oj|kattis", "DIR"], required = true)]
    to: Vec<PathBuf>,
    /// the Kattis format version: legacy (the default: what Kattis
    /// installs), 2023-07-draft (problemtools) or 2025-09 (BAPCtools)
    #[arg(long, value_name = "VERSION")]
    format: Option<String>,
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
        let format = match (&self.format, layout) {
            (None, _) => Format::Legacy,
            (Some(name), Layout::Kattis) => Format::parse(name).ok_or_else(|| {
                usage_error(&format!(
                    "--format takes legacy, 2023-07-draft or 2025-09, not '{name}'"
                ))
            })?,
            (Some(_), Layout::Oj) => {
                return Err(usage_error("--format is for --to kattis"));
            }
        };
        let ws = workspace()?;
        let problem = ws.problem(&self.id)?;
        let data_dir = self.data_dir.unwrap_or_else(|| ws.root.join("judge-data"));
        println!(
            "{}",
            export(&ws, problem, &data_dir, layout, format, &self.to[1])?
        );
        Ok(Exit::Success)
    }
}

const HELP: &str = "\
Copies the problem's stored judge data (judge-data/<id>/, every case,
samples included; not the inputs scripts/bench writes) into DIR, made if
missing, in the layout another tool reads:
  --to oj      DIR/<stem>.in and DIR/<stem>.out, what online-judge-tools
               reads: oj t -c './a.out' -d DIR
  --to kattis  a package of the Kattis problem format, DIR its folder,
               whose name is its short name ([a-z0-9]+: the id without
               hyphens, e.g. hdu1846bravegame): problem.yaml (name,
               source, uuid, limits, comparison), the statement from
               STATEMENT.md, data/sample/ and data/secret/ (<stem>.in,
               .ans; an interactive problem's .ans empty in 2025-09, its
               jury deciding who wins), submissions/ (the C++ reference as
               accepted/, the kept solutions), and the input validator and
               the checker or jury as Rust sources that the package's build
               scripts compile with rustc; --format legacy (the default),
               2023-07-draft or 2025-09 (what BAPCtools reads)
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
    let read = |path: &Path| fs::read(path).map_err(|e| format!("{}: {e}", path.display()));
    let mut seen = Vec::new();
    for case in found.iter().filter(|c| c.stem.starts_with("sample-")) {
        seen.push((read(&case.input)?, read(&case.answer)?));
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
                // A secret case identical to a sample, or to a secret case
                // before it, is written once (both tools flag identical
                // inputs).
                if !sample {
                    let pair = (read(input)?, read(answer)?);
                    if seen.contains(&pair) {
                        continue;
                    }
                    seen.push(pair);
                }
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
    for kind in package::KEPT_KINDS {
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
/// (for Kattis, the package in `format`: [`kattis`]); returns the number
/// of cases and how to run them.
///
/// # Errors
/// If the data is incomplete, a program does not build or the validator
/// rejects a stored input, or a file cannot be written; a file already in
/// `out` with other contents is never overwritten. An interactive problem
/// is refused for `oj`, whose tests compare an output with the `.ans`:
/// its `.ans` is the winning side, which no player prints.
pub fn export(
    ws: &Workspace,
    problem: &Problem,
    data_dir: &Path,
    layout: Layout,
    format: Format,
    out: &Path,
) -> Result<String> {
    let release_dir = ws.release_dir();
    if let (Layout::Oj, Some(_)) = (layout, &problem.meta.jury) {
        return Err(format!(
            "{} is interactive: oj's tests compare an output with the .ans, and no player's output is the .ans (the winning side); play against its jury with scripts/judge --cmd 'CMD' {}",
            problem.id, problem.id
        ));
    }
    if layout == Layout::Kattis {
        let name = out
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if !package::is_short_name(&name) {
            return Err(format!(
                "{}: a Kattis package's folder is named by its short name, [a-z0-9]+ only: export into {}",
                out.display(),
                out.with_file_name(package::short_name(&problem.id)).display()
            ));
        }
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
    // The 2025-09 format wants an interactive problem's answer files empty
    // (BAPCtools warns on any other, samples included): they are written
    // empty, and the jury decides who wins by its own search, as it does
    // anyway (`test_support::jury::stored`).
    let mut empty_answers = Vec::new();
    if layout == Layout::Kattis && format == Format::V2025 && problem.meta.jury.is_some() {
        files.retain(|(_, to)| {
            let answer = to.extension().is_some_and(|e| e == "ans");
            if answer {
                empty_answers.push(to.clone());
            }
            !answer
        });
    }
    let mut carried = String::new();
    let mut texts = Vec::new();
    if layout == Layout::Kattis {
        let extra = solutions(problem, out)?;
        carried = format!(
            " and {} solution{} to {}",
            extra.len(),
            if extra.len() == 1 { "" } else { "s" },
            out.join("submissions").display()
        );
        files.extend(extra);
        texts = kattis(ws, problem, data_dir, format)?
            .into_iter()
            .map(|(path, text, executable)| (out.join(path), text, executable))
            .collect();
        texts.extend(
            empty_answers
                .into_iter()
                .map(|to| (to, String::new(), false)),
        );
    }
    // Check every destination first, so nothing is half written: never a
    // file the export reads (a link to a source), never a file with other
    // contents; a file already there with the same contents is left as it
    // is.
    let sources: Vec<PathBuf> = files.iter().map(|(from, _)| from.clone()).collect();
    for to in files
        .iter()
        .map(|(_, to)| to)
        .chain(texts.iter().map(|(to, _, _)| to))
    {
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
    for (to, text, _) in &texts {
        if to.exists() && fs::read(to).ok().as_deref() != Some(text.as_bytes()) {
            return Err(format!(
                "{} exists and differs: export into an empty folder",
                to.display()
            ));
        }
    }
    texts.retain(|(to, text, _)| fs::read(to).ok().as_deref() != Some(text.as_bytes()));
    for (from, to) in &files {
        if let Some(parent) = to.parent() {
            fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        fs::copy(from, to).map_err(|e| format!("{}: {e}", to.display()))?;
    }
    for (to, text, executable) in &texts {
        write(to, text, *executable)?;
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
        (Layout::Kattis, _) => format!(
            "format {}; verifyproblem {} (problemtools) or, for 2025-09, bt validate and bt run in it (BAPCtools)",
            format.name(),
            out.display()
        ),
    };
    Ok(format!(
        "wrote {cases} case{} of {} to {}{carried}; {hint}",
        if cases == 1 { "" } else { "s" },
        problem.id,
        out.display()
    ))
}
