//! Mutation testing by cargo-mutants: what is measured (the units: each
//! problem's binary, each checker, the libraries bundles paste), in which
//! mode (the judge data alone, or the crate's whole test suite), the
//! exclusions (the equivalent mutants, and the mutants only input outside
//! the constraints tells apart, each under its reason), and the saved run,
//! `docs/mutants.json`: `scripts/mutants --save` writes it, the table of
//! docs/mutants.md is made from it, and tidy checks that it measured the
//! code as it is now ([`stale`]).

use std::collections::BTreeMap;
use std::fmt;
use std::fs;
use std::path::Path;

use serde_json::{json, Value};

use crate::workspace::Workspace;
use crate::Result;

/// The saved run, from the root.
pub const RESULTS: &str = "docs/mutants.json";
/// The exclusions of both modes, from the root: cargo-mutants' own
/// configuration file, which `cargo mutants` reads by itself.
pub const EQUIVALENT: &str = ".cargo/mutants.toml";
/// The exclusions of the judge-data mode alone, from the root: mutants
/// that change only what a program does on input outside the statement's
/// constraints, which judge data never holds.
pub const OUTSIDE: &str = ".cargo/mutants-judge-data.toml";
/// The test the judge-data mode runs alone, in each problem's binary
/// (`test_support::problem_tests!`).
pub const DATA_TEST: &str = "tests::judge_data_is_answered_as_judged";

/// What a mutant is tested against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mode {
    /// The judge data alone: [`DATA_TEST`], every stored case answered as
    /// the judge accepts ours.
    Data,
    /// The crate's whole `cargo test`.
    Full,
}

impl Mode {
    /// Its name in the saved run.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Data => "data",
            Mode::Full => "full",
        }
    }

    fn parse(name: &str) -> Option<Mode> {
        [Mode::Data, Mode::Full]
            .into_iter()
            .find(|m| m.name() == name)
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mode::Data => "the judge data alone",
            Mode::Full => "the whole test suite",
        })
    }
}

/// What one row measures: the code cargo-mutants mutates, in one package.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    /// The binary or library: a problem id, a checker's name, `sg-core`.
    pub name: String,
    /// The package it is in.
    pub package: String,
    /// The mutated files, from the root, when they are fixed: a problem's
    /// `src/main.rs`, a checker's `src/bin/<name>.rs`; `None` for a
    /// library (every file of its `src/` that cargo-mutants lists).
    pub file: Option<String>,
    /// The modes it is measured in: a problem's binary in both, a checker
    /// and a library against their own tests only (the judge data holds
    /// only right answers, which no checker mutant changes).
    pub modes: Vec<Mode>,
    /// The problem's binary, which the judge-data mode runs (`--bin`).
    pub bin: Option<String>,
    /// The problem's judge data, from the root (`judge-data/<id>`), which
    /// the judge-data mode's test reads: a row against it records its
    /// fingerprint beside the mutated file's, since a case taken out may
    /// let a mutant through.
    pub data: Option<String>,
}

/// Every unit of the workspace, in the order of the table: the problems'
/// binaries (each followed by its checker), then the libraries a problem
/// depends on.
pub fn units(ws: &Workspace) -> Vec<Unit> {
    let mut res = Vec::new();
    for p in &ws.problems {
        res.push(Unit {
            name: p.id.clone(),
            package: p.id.clone(),
            file: Some(ws.shown(&p.main)),
            modes: vec![Mode::Data, Mode::Full],
            bin: Some(p.id.clone()),
            data: Some(format!("judge-data/{}", p.id)),
        });
        if let Some(checker) = &p.meta.checker {
            res.push(Unit {
                name: checker.clone(),
                package: p.id.clone(),
                file: Some(format!("crates/{}/src/bin/{checker}.rs", p.id)),
                modes: vec![Mode::Full],
                bin: None,
                data: None,
            });
        }
    }
    let used: std::collections::BTreeSet<&str> = ws
        .problems
        .iter()
        .flat_map(|p| p.dependencies.iter().filter(|d| d.local))
        .map(|d| d.name.as_str())
        .collect();
    for lib in ws.libraries.values() {
        if used.contains(lib.name.as_str()) {
            res.push(Unit {
                name: lib.name.clone(),
                package: lib.name.clone(),
                file: None,
                modes: vec![Mode::Full],
                bin: None,
                data: None,
            });
        }
    }
    res
}

impl Unit {
    /// What a row of this unit in `mode` must have measured, from the
    /// root: the mutated files (every file of a library's `src/` that
    /// cargo-mutants mutates), and against the judge data the problem's
    /// judge-data directory.
    pub fn measured(&self, ws: &Workspace, mode: Mode) -> Vec<String> {
        let mut res = match &self.file {
            Some(f) => vec![f.clone()],
            None => library_files(ws, &self.package),
        };
        if let (Mode::Data, Some(d)) = (mode, &self.data) {
            res.push(d.clone());
        }
        res
    }
}

/// The outcome of one unit in one mode: a row of the saved run.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The unit's name.
    pub unit: String,
    /// The mode.
    pub mode: Mode,
    /// Mutants tested (the exclusions left out).
    pub mutants: usize,
    /// Mutants the tests failed on.
    pub caught: usize,
    /// Mutants the tests passed on: the places they do not look.
    pub missed: usize,
    /// Mutants that did not build.
    pub unviable: usize,
    /// Mutants whose tests ran past cargo-mutants' timeout (a hang, or so
    /// slow a judge would stop it).
    pub timeouts: usize,
    /// Mutants left out by the exclusions of this mode.
    pub excluded: usize,
    /// The run's wall time, in seconds.
    pub seconds: u64,
    /// Each mutated file (from the root) and its [`fingerprint`] when it
    /// was measured.
    pub sources: BTreeMap<String, String>,
    /// The missed mutants' names, as cargo-mutants gives them.
    pub missed_names: Vec<String>,
    /// The timed-out mutants' names.
    pub timeout_names: Vec<String>,
}

/// A saved run: the cargo-mutants version and its rows, by unit and mode.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Results {
    /// `cargo-mutants 27.1.0`, as it reports itself.
    pub tool: String,
    /// The rows, in the order of [`units`], data before full.
    pub rows: Vec<Row>,
}

fn field<'a>(v: &'a Value, key: &str, at: &str) -> Result<&'a Value> {
    v.get(key)
        .ok_or_else(|| format!("{RESULTS}: {at} has no `{key}`"))
}

fn count(v: &Value, key: &str, at: &str) -> Result<usize> {
    field(v, key, at)?
        .as_u64()
        .map(|n| n as usize)
        .ok_or_else(|| format!("{RESULTS}: {at}: `{key}` is not a count"))
}

fn strings(v: &Value, key: &str, at: &str) -> Result<Vec<String>> {
    field(v, key, at)?
        .as_array()
        .and_then(|a| a.iter().map(|s| s.as_str().map(String::from)).collect())
        .ok_or_else(|| format!("{RESULTS}: {at}: `{key}` is not a list of strings"))
}

impl Results {
    /// Reads the text of `docs/mutants.json`.
    ///
    /// # Errors
    /// Naming the row and the field that is wrong.
    pub fn parse(text: &str) -> Result<Results> {
        let v: Value =
            serde_json::from_str(text).map_err(|e| format!("{RESULTS}: not JSON: {e}"))?;
        let tool = field(&v, "cargo_mutants", "the file")?
            .as_str()
            .ok_or_else(|| format!("{RESULTS}: `cargo_mutants` is not a string"))?
            .to_string();
        let mut rows = Vec::new();
        let listed = field(&v, "rows", "the file")?
            .as_array()
            .ok_or_else(|| format!("{RESULTS}: `rows` is not a list"))?;
        for (i, r) in listed.iter().enumerate() {
            let at = format!("row {}", i + 1);
            let text = |key: &str| -> Result<String> {
                field(r, key, &at)?
                    .as_str()
                    .map(String::from)
                    .ok_or_else(|| format!("{RESULTS}: {at}: `{key}` is not a string"))
            };
            let mode = text("mode")?;
            let sources = field(r, "sources", &at)?
                .as_object()
                .and_then(|o| {
                    o.iter()
                        .map(|(k, v)| Some((k.clone(), v.as_str()?.to_string())))
                        .collect::<Option<BTreeMap<_, _>>>()
                })
                .ok_or_else(|| format!("{RESULTS}: {at}: `sources` is not a map of strings"))?;
            rows.push(Row {
                unit: text("unit")?,
                mode: Mode::parse(&mode)
                    .ok_or_else(|| format!("{RESULTS}: {at}: mode {mode:?} is not data or full"))?,
                mutants: count(r, "mutants", &at)?,
                caught: count(r, "caught", &at)?,
                missed: count(r, "missed", &at)?,
                unviable: count(r, "unviable", &at)?,
                timeouts: count(r, "timeouts", &at)?,
                excluded: count(r, "excluded", &at)?,
                seconds: count(r, "seconds", &at)? as u64,
                sources,
                missed_names: strings(r, "missed_names", &at)?,
                timeout_names: strings(r, "timeout_names", &at)?,
            });
        }
        Ok(Results { tool, rows })
    }

    /// The text of `docs/mutants.json`: one row per unit and mode.
    pub fn to_text(&self) -> String {
        let rows: Vec<Value> = self
            .rows
            .iter()
            .map(|r| {
                json!({
                    "unit": r.unit,
                    "mode": r.mode.name(),
                    "mutants": r.mutants,
                    "caught": r.caught,
                    "missed": r.missed,
                    "unviable": r.unviable,
                    "timeouts": r.timeouts,
                    "excluded": r.excluded,
                    "seconds": r.seconds,
                    "sources": r.sources,
                    "missed_names": r.missed_names,
                    "timeout_names": r.timeout_names,
                })
            })
            .collect();
        let v = json!({ "cargo_mutants": self.tool, "rows": rows });
        let mut text = serde_json::to_string_pretty(&v).unwrap_or_default();
        text.push('\n');
        text
    }

    /// This run with `new`'s rows in place of the rows of the same unit
    /// and mode, in the order of `order` (the units' names), data first.
    pub fn merged(&self, new: &[Row], tool: &str, order: &[String]) -> Results {
        let mut rows: Vec<Row> = self
            .rows
            .iter()
            .filter(|r| !new.iter().any(|n| n.unit == r.unit && n.mode == r.mode))
            .cloned()
            .collect();
        rows.extend(new.iter().cloned());
        let place = |r: &Row| {
            order
                .iter()
                .position(|u| *u == r.unit)
                .unwrap_or(usize::MAX)
        };
        rows.sort_by(|a, b| (place(a), &a.unit, a.mode).cmp(&(place(b), &b.unit, b.mode)));
        Results {
            tool: tool.to_string(),
            rows,
        }
    }

    /// The row of `unit` in `mode`.
    pub fn row(&self, unit: &str, mode: Mode) -> Option<&Row> {
        self.rows.iter().find(|r| r.unit == unit && r.mode == mode)
    }
}

/// Reads `docs/mutants.json`; an empty run when there is none yet.
///
/// # Errors
/// If it cannot be read or parsed.
pub fn load(ws: &Workspace) -> Result<Results> {
    let path = ws.root.join(RESULTS);
    if !path.exists() {
        return Ok(Results::default());
    }
    let text = fs::read_to_string(&path).map_err(|e| format!("{RESULTS}: {e}"))?;
    Results::parse(&text)
}

/// Writes `docs/mutants.json`.
///
/// # Errors
/// If it cannot be written.
pub fn save(ws: &Workspace, results: &Results) -> Result<()> {
    fs::write(ws.root.join(RESULTS), results.to_text()).map_err(|e| format!("{RESULTS}: {e}"))
}

/// A file's fingerprint: FNV-1a, 64 bits, of its bytes, in hex (enough
/// to tell that it changed; nothing depends on it being hard to forge).
pub fn fingerprint(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The fingerprint of the file `shown` (from the root) as it is now; of
/// a directory (a problem's judge data), of the names and bytes of its
/// files but the `.md` ones (its README and statement summary), in the
/// order of their names.
///
/// # Errors
/// If it cannot be read.
pub fn fingerprint_of(ws: &Workspace, shown: &str) -> Result<String> {
    let path = ws.root.join(shown);
    if !path.is_dir() {
        return fs::read(&path)
            .map(|b| fingerprint(&b))
            .map_err(|e| format!("{shown}: {e}"));
    }
    let mut files = Vec::new();
    walk(&path, &mut files);
    files.retain(|f| !f.extension().is_some_and(|x| x == "md"));
    files.sort();
    let mut all = Vec::new();
    for f in files {
        let rel = f
            .strip_prefix(&path)
            .unwrap_or(&f)
            .to_string_lossy()
            .into_owned();
        let bytes = fs::read(&f).map_err(|e| format!("{}: {e}", ws.shown(&f)))?;
        all.extend_from_slice(rel.as_bytes());
        all.push(0);
        all.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
        all.extend_from_slice(&bytes);
    }
    Ok(fingerprint(&all))
}

/// Every file under `dir`, in no order.
fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        if path.is_dir() {
            walk(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// The command that measures `unit` in `mode` and saves its row.
pub fn command(unit: &str, mode: Mode) -> String {
    format!(
        "scripts/mutants{} --save {unit}",
        if mode == Mode::Full { " --full" } else { "" }
    )
}

/// Why the row of `unit` in `mode` no longer measures the workspace as it
/// is: a file (or the judge data) it measured has changed since, or is
/// gone, or it did not measure one it should have. Empty when it is
/// current.
pub fn outdated(ws: &Workspace, unit: &Unit, row: &Row) -> Vec<String> {
    let mode = row.mode;
    let mut problems = Vec::new();
    for (file, was) in &row.sources {
        match fingerprint_of(ws, file) {
            Ok(now) if now == *was => {}
            Ok(_) => problems.push(format!("measured {file} before its last change")),
            Err(e) => problems.push(format!("measured {file}, which is gone ({e})")),
        }
    }
    for f in unit
        .measured(ws, mode)
        .iter()
        .filter(|f| !row.sources.contains_key(*f))
    {
        problems.push(format!("did not measure {f}"));
    }
    problems
}

/// The units of `mode` still to measure: those without a row in it, then
/// those whose row is [`outdated`], each in the order of [`units`].
pub fn pending(ws: &Workspace, results: &Results, mode: Mode) -> Vec<Unit> {
    let of_mode: Vec<Unit> = units(ws)
        .into_iter()
        .filter(|u| u.modes.contains(&mode))
        .collect();
    let (mut never, mut old) = (Vec::new(), Vec::new());
    for u in of_mode {
        match results.row(&u.name, mode) {
            None => never.push(u),
            Some(r) if !outdated(ws, &u, r).is_empty() => old.push(u),
            Some(_) => {}
        }
    }
    never.extend(old);
    never
}

/// What is wrong with the saved run against the workspace as it is: a row
/// that measured a file (or judge data) since changed, a row of no unit,
/// a missed mutant. Empty when every saved row is current. A unit with no
/// row is not wrong here: it is not run yet, and the table says so.
pub fn stale(ws: &Workspace, results: &Results) -> Vec<String> {
    let mut problems = Vec::new();
    let units = units(ws);
    for u in &units {
        for &mode in &u.modes {
            let Some(row) = results.row(&u.name, mode) else {
                continue;
            };
            for why in outdated(ws, u, row) {
                problems.push(format!(
                    "{RESULTS}: {} against {mode} {why}: run {}",
                    u.name,
                    command(&u.name, mode)
                ));
            }
            if row.missed > 0 {
                problems.push(format!(
                    "{RESULTS}: {} against {mode}: {} missed ({}): add the case that kills each, or exclude it with its reason in {}",
                    u.name,
                    row.missed,
                    row.missed_names.join("; "),
                    if mode == Mode::Data { OUTSIDE } else { EQUIVALENT }
                ));
            }
        }
    }
    for r in &results.rows {
        if !units
            .iter()
            .any(|u| u.name == r.unit && u.modes.contains(&r.mode))
        {
            problems.push(format!(
                "{RESULTS} has a row for {} against {}, which scripts/mutants does not measure",
                r.unit, r.mode
            ));
        }
    }
    problems
}

/// The source files of a library that cargo-mutants mutates: every `.rs`
/// file under `crates/<name>/src/` but `tests.rs` (a `#[cfg(test)]`
/// module, which it leaves alone), from the root.
pub fn library_files(ws: &Workspace, name: &str) -> Vec<String> {
    let mut files = Vec::new();
    walk(&ws.root.join("crates").join(name).join("src"), &mut files);
    files.retain(|f| {
        f.extension().is_some_and(|x| x == "rs") && f.file_name().is_some_and(|n| n != "tests.rs")
    });
    let mut shown: Vec<String> = files.iter().map(|f| ws.shown(f)).collect();
    shown.sort();
    shown
}

/// One exclusion: a regex on cargo-mutants' mutant names, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exclusion {
    /// The regex, as cargo-mutants matches it against `--list`'s names.
    pub pattern: String,
    /// The comment above it: why the mutant cannot change an answer (or,
    /// in the judge-data file, why no stored case can tell it apart).
    pub reason: String,
}

/// The exclusions of `shown` (from the root): its `exclude_re` list, each
/// entry a TOML literal string (`'...'`, no escapes: a regex as written)
/// on its own line under the `#` comment lines that give its reason (an
/// entry right under another, with no blank line between, shares its reason).
/// Nothing else may be in the file but comments and blank lines: a key
/// cargo-mutants would read and this tool would not is refused.
///
/// # Errors
/// Naming the line: another key, an entry that is not a literal string,
/// an entry without a comment, an unclosed list.
pub fn exclusions(ws: &Workspace, shown: &str) -> Result<Vec<Exclusion>> {
    let path = ws.root.join(shown);
    if !path.exists() {
        return Ok(Vec::new());
    }
    let text = fs::read_to_string(&path).map_err(|e| format!("{shown}: {e}"))?;
    parse_exclusions(&text, shown)
}

fn parse_exclusions(text: &str, shown: &str) -> Result<Vec<Exclusion>> {
    let mut res = Vec::new();
    let mut inside = false;
    let mut closed = false;
    let mut comment: Vec<String> = Vec::new();
    // The reason of the entry on the line just above, which the next entry
    // shares when no blank or comment line comes between.
    let mut above: Option<String> = None;
    for (i, line) in text.lines().enumerate() {
        let fail = |what: &str| format!("{shown}:{}: {what}", i + 1);
        let line = line.trim();
        if line.is_empty() {
            if !inside {
                comment.clear();
            }
            above = None;
            continue;
        }
        if let Some(c) = line.strip_prefix('#') {
            comment.push(c.trim().to_string());
            above = None;
            continue;
        }
        if !inside {
            if closed || line != "exclude_re = [" {
                return Err(fail(
                    "expected `exclude_re = [` (this file holds only the exclusions, one list)",
                ));
            }
            inside = true;
            comment.clear();
            continue;
        }
        if line == "]" {
            inside = false;
            closed = true;
            continue;
        }
        let pattern = line
            .strip_prefix('\'')
            .and_then(|l| l.strip_suffix("',"))
            .filter(|p| !p.contains('\''))
            .ok_or_else(|| {
                fail("an entry is one TOML literal string, '<regex>', and a comma, on its own line")
            })?;
        let reason = if comment.is_empty() {
            above.clone().ok_or_else(|| {
                fail(&format!(
                    "the exclusion '{pattern}' has no comment above it saying why"
                ))
            })?
        } else {
            comment.join(" ")
        };
        res.push(Exclusion {
            pattern: pattern.to_string(),
            reason: reason.clone(),
        });
        above = Some(reason);
        comment.clear();
    }
    if inside {
        return Err(format!(
            "{shown}: the list `exclude_re = [` is not closed by `]`"
        ));
    }
    Ok(res)
}

#[cfg(test)]
mod tests {
    use super::{fingerprint, parse_exclusions, Mode, Results, Row};
    use std::collections::BTreeMap;

    fn row(unit: &str, mode: Mode, missed: usize) -> Row {
        Row {
            unit: unit.into(),
            mode,
            mutants: 10,
            caught: 10 - missed,
            missed,
            unviable: 0,
            timeouts: 0,
            excluded: 1,
            seconds: 30,
            sources: BTreeMap::from([("crates/a/src/main.rs".into(), fingerprint(b"fn main"))]),
            missed_names: (0..missed).map(|i| format!("m{i}")).collect(),
            timeout_names: Vec::new(),
        }
    }

    #[test]
    fn a_saved_run_reads_back_as_written() {
        let results = Results {
            tool: "cargo-mutants 27.1.0".into(),
            rows: vec![row("a", Mode::Data, 1), row("a", Mode::Full, 0)],
        };
        assert_eq!(Results::parse(&results.to_text()).unwrap(), results);
        let e = Results::parse("{\"cargo_mutants\": \"x\", \"rows\": [{\"unit\": \"a\"}]}")
            .unwrap_err();
        assert!(e.contains("row 1 has no `mode`"), "{e}");
    }

    #[test]
    fn a_new_run_replaces_the_rows_it_measured_in_the_units_order() {
        let old = Results {
            tool: "old".into(),
            rows: vec![row("b", Mode::Data, 1), row("a", Mode::Data, 2)],
        };
        let merged = old.merged(
            &[row("b", Mode::Full, 0), row("b", Mode::Data, 0)],
            "new",
            &["a".into(), "b".into()],
        );
        let shown: Vec<(&str, Mode, usize)> = merged
            .rows
            .iter()
            .map(|r| (r.unit.as_str(), r.mode, r.missed))
            .collect();
        assert_eq!(
            shown,
            [
                ("a", Mode::Data, 2),
                ("b", Mode::Data, 0),
                ("b", Mode::Full, 0)
            ]
        );
        assert_eq!(merged.tool, "new");
    }

    #[test]
    fn fingerprints_differ_when_a_byte_does() {
        assert_eq!(fingerprint(b""), "cbf29ce484222325");
        assert_ne!(fingerprint(b"a < b"), fingerprint(b"a <= b"));
    }

    #[test]
    fn exclusions_are_literal_regexes_each_under_its_reason() {
        let text = "# the file's own comment\n\nexclude_re = [\n  # main only calls run:\n  # nothing to tell apart\n  '^crates/a/src/main\\.rs:\\d+:\\d+: replace main',\n\n  # why\n  'x',\n  'y',\n]\n";
        let got = parse_exclusions(text, "f.toml").unwrap();
        assert_eq!(got.len(), 3);
        assert_eq!(
            got[2].reason, "why",
            "an entry right under another shares its reason"
        );
        assert_eq!(
            got[0].pattern,
            "^crates/a/src/main\\.rs:\\d+:\\d+: replace main"
        );
        assert_eq!(got[0].reason, "main only calls run: nothing to tell apart");
        assert_eq!(got[1].reason, "why");
        for (text, want) in [
            (
                "exclude_re = [\n  'x',\n]\n",
                "f.toml:2: the exclusion 'x' has no comment",
            ),
            (
                "exclude_re = [\n  # why\n  'x',\n\n  'y',\n]\n",
                "f.toml:5: the exclusion 'y' has no comment",
            ),
            (
                "exclude_re = [\n  # why\n  \"x\",\n]\n",
                "f.toml:3: an entry is one TOML literal",
            ),
            (
                "timeout_multiplier = 2\n",
                "f.toml:1: expected `exclude_re = [`",
            ),
            ("exclude_re = [\n", "is not closed"),
        ] {
            let e = parse_exclusions(text, "f.toml").unwrap_err();
            assert!(e.contains(want), "{e} lacks {want}");
        }
    }
}
