//! A problem's stored judge data, `judge-data/<package>/`: `<stem>.in` /
//! `<stem>.ans` pairs ([`stored_cases`]), the statement's samples among
//! them ([`samples`]), and the cases a spec generates ([`Generated`],
//! written by [`write_generated`]).

use std::collections::BTreeMap;
use std::fs;
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};

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

/// A case made by a problem's generator.
pub struct Generated {
    /// File stem to store it under.
    pub stem: String,
    /// The input.
    pub input: String,
    /// The answer known by construction (with the argument in the folder's
    /// README), for inputs too large to search; `None` to rely on the search.
    pub constructed: Option<String>,
}

impl Generated {
    /// A case whose answer the exhaustive search must supply.
    pub fn searched(stem: &str, input: String) -> Self {
        Generated {
            stem: stem.to_string(),
            input,
            constructed: None,
        }
    }

    /// Cases `<prefix>-NN` for each number of `numbers` (two digits at
    /// least), the search to answer each, the inputs made by `make` in
    /// turn: `Generated::searched_series("random-small", 1..=12, ...)`.
    pub fn searched_series(
        prefix: &str,
        numbers: RangeInclusive<usize>,
        mut make: impl FnMut() -> String,
    ) -> Vec<Self> {
        numbers
            .map(|i| Generated::searched(&format!("{prefix}-{i:02}"), make()))
            .collect()
    }

    /// A case the search must answer for each `(stem, input)`: a table of
    /// edge cases.
    pub fn searched_each<'a>(cases: impl IntoIterator<Item = (&'a str, String)>) -> Vec<Self> {
        cases
            .into_iter()
            .map(|(stem, input)| Generated::searched(stem, input))
            .collect()
    }

    /// A case whose answer is known by construction.
    pub fn constructed(stem: &str, input: String, answer: &str) -> Self {
        Generated {
            stem: stem.to_string(),
            input,
            constructed: Some(answer.to_string()),
        }
    }
}

/// `judge-data/<package>/`.
pub fn judge_data_dir(package: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../judge-data")
        .join(package)
}

/// The stored cases in `dir`, sorted by stem.
///
/// # Panics
/// If the folder is missing or has no case, or an `.in` has no `.ans` or the
/// other way round.
pub fn stored_cases(dir: &Path) -> Vec<Case> {
    let entries = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path());
    let mut pairs: BTreeMap<String, (Option<PathBuf>, Option<PathBuf>)> = BTreeMap::new();
    for path in entries {
        let (stem, ext) = match (path.file_stem(), path.extension()) {
            (Some(stem), Some(ext)) => (stem, ext),
            _ => continue,
        };
        let slot = pairs
            .entry(stem.to_string_lossy().into_owned())
            .or_default();
        match ext.to_str() {
            Some("in") => slot.0 = Some(path),
            Some("ans") => slot.1 = Some(path),
            _ => {}
        }
    }
    let mut cases = Vec::new();
    for (stem, pair) in pairs {
        match pair {
            (Some(i), Some(a)) => cases.push(Case {
                stem,
                input: read(&i),
                answer: read(&a),
            }),
            (Some(_), None) => panic!("{}/{stem}.in has no .ans", dir.display()),
            (None, Some(_)) => panic!("{}/{stem}.ans has no .in", dir.display()),
            (None, None) => {}
        }
    }
    assert!(
        !cases.is_empty(),
        "{} has no case: add the statement's sample as sample-1.in / sample-1.ans",
        dir.display()
    );
    cases
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
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
