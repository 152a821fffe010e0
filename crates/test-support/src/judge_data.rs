//! A problem's stored judge data, `judge-data/<package>/`: `<stem>.in` /
//! `<stem>.ans` pairs ([`stored_cases`]), the statement's samples among
//! them ([`samples`]), and the cases a spec generates ([`Generated`],
//! written by [`write_generated`]).

use std::fs;
use std::path::{Path, PathBuf};

use crate::pairing::{check_entries, pair};
use crate::spec;

/// The statement's samples of `package`, as stored in
/// `judge-data/<package>/sample-N.in` and `.ans`: `(name, input, answer)`
/// in order of N. The files are the one copy of each sample.
///
/// # Panics
/// If there is none, or a file cannot be read.
pub fn samples(package: &str) -> Vec<(String, String, String)> {
    let mut res: Vec<(u32, String, String, String)> = stored_cases(&judge_data_dir(package))
        .into_iter()
        .filter_map(|c| {
            let n: u32 = c.stem.strip_prefix("sample-")?.parse().ok()?;
            Some((n, c.stem, c.input, c.answer))
        })
        .collect();
    res.sort_by_key(|s| s.0);
    assert!(
        !res.is_empty(),
        "judge-data/{package} has no sample: store the statement's sample N as sample-N.in and sample-N.ans"
    );
    res.into_iter()
        .map(|(_, name, i, a)| (name, i, a))
        .collect()
}

/// One stored judge case.
pub struct Case {
    /// File name without `.in` / `.ans`.
    pub stem: String,
    /// Contents of `<stem>.in`.
    pub input: String,
    /// Contents of `<stem>.ans`.
    pub answer: String,
}

/// `judge-data/<package>/`.
pub fn judge_data_dir(package: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../judge-data")
        .join(package)
}

/// The stored cases in `dir`, sorted by stem, read (the pairing is
/// [`pair`](crate::pairing::pair)'s).
///
/// # Panics
/// If the folder is missing, holds an entry no run could read, has no
/// case, or an `.in` has no `.ans` or the other way round.
pub fn stored_cases(dir: &Path) -> Vec<Case> {
    read_cases(dir).unwrap_or_else(|e| panic!("{e}"))
}

/// The stored cases in `dir`, as [`stored_cases`].
///
/// # Errors
/// One line: the first entry no run could read (a directory, a FIFO, a
/// link to nothing), a folder that is not a complete set of cases, or a
/// file that cannot be read as text, named.
pub fn read_cases(dir: &Path) -> Result<Vec<Case>, String> {
    check_entries(dir)?;
    let (cases, problems) = pair(dir);
    if !problems.is_empty() {
        return Err(format!("{}: {}", dir.display(), problems.join("; ")));
    }
    cases
        .into_iter()
        .map(|c| {
            Ok(Case {
                input: read(&c.input)?,
                answer: read(&c.answer)?,
                stem: c.stem,
            })
        })
        .collect()
}

fn read(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// Writes each generated case of `spec` into `dir` as `<stem>.in` and
/// `<stem>.ans`, the answer from the search, else the second computation,
/// else the construction (never from the solution); returns how many.
///
/// # Errors
/// A case with none of them, or a failed write.
pub fn write_generated(dir: &Path, spec: &spec::Spec) -> Result<usize, String> {
    let generated = (spec.generated)();
    let mut answers = Vec::with_capacity(generated.len());
    for g in &generated {
        let mut answer = spec
            .answer(&g.input)
            .or_else(|| g.constructed.clone())
            .ok_or_else(|| {
                format!(
                    "{}: beyond the reference's reach and not constructed",
                    g.stem
                )
            })?;
        if !answer.ends_with('\n') {
            answer.push('\n');
        }
        answers.push(answer);
    }
    fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    for (g, answer) in generated.iter().zip(answers) {
        for (ext, text) in [("in", &g.input), ("ans", &answer)] {
            let path = dir.join(format!("{}.{ext}", g.stem));
            fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
    }
    Ok(generated.len())
}
