//! `scripts/mutants`: how strong the judge data (or the whole test suite)
//! is, measured by cargo-mutants: each unit's code ([`crate::mutants`])
//! rewritten one mutation at a time, each mutant tested, the survivors
//! named. With `--save`, the rows go into `docs/mutants.json` and the
//! table of docs/mutants.md is regenerated.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use serde_json::Value;

use super::{usage_error, workspace, Error, Exit};
use crate::mutants::{
    self, exclusions, fingerprint, fingerprint_of, units, Exclusion, Mode, Row, Shard, Unit,
    DATA_TEST, EQUIVALENT, OUTSIDE, RESULTS,
};
use crate::text::{fill, plural};
use crate::workspace::Workspace;
use crate::Result;

/// The least test timeout cargo-mutants is given, in seconds: it sets five
/// times the baseline's test time, which against the judge data is often
/// under a second, and on a shared machine a slow test is not a hang; a
/// mutant that loops costs this much, so it is not more.
pub const MINIMUM_TEST_TIMEOUT: u32 = 20;

#[derive(clap::Args)]
#[command(before_help = help())]
pub struct Args {
    /// test each mutant against its crate's whole `cargo test` instead of
    /// the judge data alone; measures the checkers and the libraries too
    #[arg(long)]
    full: bool,
    /// keep the rows in docs/mutants.json and regenerate docs/mutants.md
    #[arg(long)]
    save: bool,
    /// choose the units the mode has not measured yet, then those whose
    /// row measured code or data, or ran tests or libraries, since changed
    /// (what a resumed run needs; none left: one run of the code as it is)
    #[arg(long, conflicts_with = "units")]
    pending: bool,
    /// print the chosen units' names, one a line, and run nothing
    #[arg(long)]
    list: bool,
    /// run only the k-th of n slices of each unit's mutants (from 0:
    /// 0/4, ..., 3/4), passed to cargo-mutants; its row is saved as that
    /// shard's, and the unit's row is their sum once all n are saved,
    /// cut from the same list of mutants (the same exclusions and code)
    #[arg(long, value_name = "k/n")]
    shard: Option<Shard>,
    /// the units: problem ids, checker names, libraries (none: every one
    /// the mode measures)
    #[arg(value_name = "unit")]
    units: Vec<String>,
}

fn help() -> String {
    let paragraphs = [
        "Runs cargo-mutants (which must be installed: cargo install \
         cargo-mutants --locked) on each unit: a problem's binary (src/main.rs), \
         a checker (src/bin/<name>.rs), or a library that problems paste \
         (sg-core, judge-io). cargo-mutants rewrites the unit's code one \
         mutation at a time (an operator, a comparison, a return value, a \
         deleted statement) and runs the tests on each mutant: a mutant the \
         tests pass is missed, a place they do not look."
            .to_string(),
        format!(
            "By default each problem's binary is tested against its judge data \
             alone: the test {DATA_TEST}, which answers every stored case \
             in-process and accepts it as the judge accepts ours (byte for byte, \
             or by the checker's rule, or the jury's win). With --full each \
             mutant meets its crate's whole cargo test (the exhaustive searches, \
             the bad-input table), and the checkers and the libraries are \
             measured against their own tests."
        ),
        format!(
            "Left out: the mutants {EQUIVALENT} lists (cargo-mutants' own \
             configuration: mutants that cannot change an answer, or that no \
             cargo test can run), and against the judge data alone those \
             {OUTSIDE} lists (they change only what a program does on input \
             outside the constraints), each under its reason. Every exclusion \
             must match a mutant."
        ),
        format!(
            "Prints cargo-mutants' lines (MISSED, TIMEOUT) and each unit's \
             counts; the runs are kept in target/mutants/<data|full>/<unit>/, \
             and with --save it rewrites only the rows of the units it measured \
             in docs/mutants.json (each as soon as it is measured), then the \
             tables. A \
             test still running at five times the unmutated run's time, and at \
             least {MINIMUM_TEST_TIMEOUT}\u{a0}s, is a timeout. Exits 1 if a mutant \
             was missed. A mutant takes seconds against the judge data, up to \
             minutes against a whole suite with long searches."
        ),
    ];
    paragraphs.map(|p| fill("", 0, &p)).join("\n\n")
}

impl Args {
    /// Runs cargo-mutants on each unit.
    ///
    /// # Errors
    /// A usage error, or what stops a run (cargo-mutants missing, a
    /// failing baseline).
    pub fn run(self) -> Result<Exit, Error> {
        let ws = workspace()?;
        let mode = if self.full { Mode::Full } else { Mode::Data };
        let all = units(&ws);
        let pending;
        let chosen: Vec<&Unit> = if self.pending {
            pending = mutants::pending(&ws, &mutants::load(&ws)?, mode, self.shard);
            pending.iter().collect()
        } else if self.units.is_empty() {
            all.iter().filter(|u| u.modes.contains(&mode)).collect()
        } else {
            let mut chosen = Vec::new();
            for name in &self.units {
                let unit = all.iter().find(|u| u.name == *name).ok_or_else(|| {
                    usage_error(&format!(
                        "no unit {name}: a problem id, a checker's name or a library ({})",
                        all.iter()
                            .filter(|u| u.bin.is_none())
                            .map(|u| u.name.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                })?;
                if !unit.modes.contains(&mode) {
                    return Err(usage_error(&format!(
                        "{name} is measured against its own tests only: add --full"
                    )));
                }
                chosen.push(unit);
            }
            chosen
        };
        if self.list {
            for u in &chosen {
                println!("{}", u.name);
            }
            return Ok(Exit::Success);
        }
        Ok(measure(&ws, mode, self.shard, &chosen, self.save)?.into())
    }
}

/// `cargo mutants` with `args`, from the root; its stdout.
fn cargo_mutants(ws: &Workspace, args: &[&str]) -> Result<String> {
    let out = Command::new(crate::cargo())
        .arg("mutants")
        .args(args)
        .current_dir(&ws.root)
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        return Err(format!(
            "cargo mutants {} failed: {}",
            args.join(" "),
            stderr.lines().last().unwrap_or("").trim()
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The installed cargo-mutants, as it names itself.
fn tool_version(ws: &Workspace) -> Result<String> {
    cargo_mutants(ws, &["--version"])
        .map(|v| v.trim().to_string())
        .map_err(|_| {
            "needs cargo-mutants (cargo install cargo-mutants --locked; 27.0 or newer)".to_string()
        })
}

/// The filters that choose a unit's code: its package and its file.
fn filters(unit: &Unit) -> Vec<String> {
    let mut args = vec!["--package".to_string(), unit.package.clone()];
    if let Some(file) = &unit.file {
        args.push("--file".to_string());
        args.push(file.clone());
    }
    args
}

/// The number of mutants `cargo mutants --list` gives with `args`.
fn listed(ws: &Workspace, args: &[String]) -> Result<usize> {
    listed_names(ws, args).map(|names| names.len())
}

/// The names of the mutants cargo-mutants lists with `args`, in its
/// order (the order `--shard` slices).
fn listed_names(ws: &Workspace, args: &[String]) -> Result<Vec<String>> {
    let mut all: Vec<&str> = vec!["--list", "--json"];
    all.extend(args.iter().map(String::as_str));
    let text = cargo_mutants(ws, &all)?;
    let v: Value = serde_json::from_str(&text)
        .map_err(|e| format!("cargo mutants --list --json printed what is not JSON: {e}"))?;
    let mutants = v
        .as_array()
        .ok_or("cargo mutants --list --json printed no list")?;
    Ok(mutants
        .iter()
        .map(|m| {
            m["name"]
                .as_str()
                .map_or_else(|| m.to_string(), String::from)
        })
        .collect())
}

/// Each exclusion that matches no mutant of the workspace (a stale line
/// number, a renamed function), named with its file.
/// A pattern that names one package's folder (`^crates/<package>/`) is
/// listed in that package alone, which takes cargo-mutants a tenth of a
/// second where the whole workspace takes two.
fn unmatched(ws: &Workspace, lists: &[(&str, &[Exclusion])]) -> Result<Vec<String>> {
    let packages: Vec<String> = units(ws).into_iter().map(|u| u.package).collect();
    let mut res = Vec::new();
    for (file, list) in lists {
        for e in list.iter() {
            let package = e
                .pattern
                .strip_prefix("^crates/")
                .and_then(|rest| rest.split_once('/'))
                .map(|(name, _)| name)
                .filter(|name| packages.iter().any(|p| p == name));
            let scope = match package {
                Some(name) => vec!["--package".to_string(), name.to_string()],
                None => vec!["--workspace".to_string()],
            };
            let args = [
                vec!["--no-config".to_string()],
                scope,
                vec!["--re".to_string(), e.pattern.clone()],
            ]
            .concat();
            if listed(ws, &args)? == 0 {
                res.push(format!("{file}: '{}' matches no mutant", e.pattern));
            }
        }
    }
    Ok(res)
}

/// Runs cargo-mutants on each unit in `mode` (or on one shard of each);
/// with `save`, keeps the rows. Whether no mutant was missed.
fn measure(
    ws: &Workspace,
    mode: Mode,
    shard: Option<Shard>,
    chosen: &[&Unit],
    save: bool,
) -> Result<bool> {
    let tool = tool_version(ws)?;
    let equivalent = exclusions(ws, EQUIVALENT)?;
    let outside = exclusions(ws, OUTSIDE)?;
    let stale = unmatched(ws, &[(EQUIVALENT, &equivalent), (OUTSIDE, &outside)])?;
    if !stale.is_empty() {
        return Err(format!(
            "{}\n(an exclusion names one mutant by its file, function and line: fix or remove it)",
            stale.join("\n")
        ));
    }
    let total = chosen.len();
    let mut rows: Vec<Row> = Vec::new();
    for (k, unit) in chosen.iter().enumerate() {
        let name = match shard {
            Some(s) => format!("{} (shard {s})", unit.name),
            None => unit.name.clone(),
        };
        println!(
            "[{}/{total}] {name} against {mode}: cargo mutants...",
            k + 1
        );
        let row = measure_unit(ws, mode, shard, unit, &outside)?;
        println!(
            "[{}/{total}] {name} against {mode}: {}, {} caught, {} missed, {} unviable, {} timeouts, {} excluded, in {} s",
            k + 1,
            plural(row.mutants, "mutant"),
            row.caught,
            row.missed,
            row.unviable,
            row.timeouts,
            row.excluded,
            row.seconds
        );
        for name in &row.missed_names {
            println!("  missed: {name}");
        }
        if save {
            // Each row as soon as it is measured: a run stopped later
            // keeps it.
            let order: Vec<String> = units(ws).into_iter().map(|u| u.name).collect();
            let merged = mutants::load(ws)?.merged(std::slice::from_ref(&row), &tool, &order);
            mutants::save(ws, &merged)?;
            crate::tables::write(ws)?;
            println!(
                "[{}/{total}] wrote its row into {RESULTS}; {} regenerated",
                k + 1,
                crate::tables::MUTANTS
            );
        }
        rows.push(row);
    }
    let missed: usize = rows.iter().map(|r| r.missed).sum();
    let mutants: usize = rows.iter().map(|r| r.mutants).sum();
    let seconds: u64 = rows.iter().map(|r| r.seconds).sum();
    println!(
        "{} against {mode}: {}, {missed} missed, in {} min",
        plural(rows.len(), "unit"),
        plural(mutants, "mutant"),
        (seconds + 30) / 60
    );
    Ok(missed == 0)
}

/// One unit's run (or one shard's): cargo-mutants with the unit's filters
/// and the mode's tests and exclusions, its outcomes read back.
fn measure_unit(
    ws: &Workspace,
    mode: Mode,
    shard: Option<Shard>,
    unit: &Unit,
    outside: &[Exclusion],
) -> Result<Row> {
    let mut out_dir: PathBuf = ws.target.join("mutants").join(mode.name()).join(&unit.name);
    if let Some(s) = shard {
        out_dir = out_dir.join(format!("shard-{}-of-{}", s.k, s.n));
    }
    let mut args: Vec<String> = filters(unit);
    let mut excluded_here: Vec<String> = Vec::new();
    if mode == Mode::Data {
        for e in outside {
            excluded_here.push("--exclude-re".to_string());
            excluded_here.push(e.pattern.clone());
        }
    }
    args.extend(excluded_here.iter().cloned());
    // The mutants this mode tests, before a shard takes its slice.
    let selected = args.clone();
    if let Some(s) = shard {
        args.extend(["--shard".to_string(), s.to_string()]);
    }
    args.extend([
        "--output".to_string(),
        out_dir.display().to_string(),
        "--colors".to_string(),
        "never".to_string(),
        "--minimum-test-timeout".to_string(),
        MINIMUM_TEST_TIMEOUT.to_string(),
    ]);
    if let (Mode::Data, Some(bin)) = (mode, &unit.bin) {
        args.extend(
            ["--", "--bin", bin, "--", "--exact", DATA_TEST]
                .iter()
                .map(|s| s.to_string()),
        );
    }
    std::fs::create_dir_all(&out_dir).map_err(|e| format!("{}: {e}", ws.shown(&out_dir)))?;
    // What is measured, as it is before cargo-mutants copies the tree.
    let sources = sources(ws, mode, unit)?;
    let mut context = BTreeMap::new();
    for dir in unit.context(ws) {
        let print = fingerprint_of(ws, &dir)?;
        context.insert(dir, print);
    }
    let started = Instant::now();
    let status = Command::new(crate::cargo())
        .arg("mutants")
        .args(&args)
        .current_dir(&ws.root)
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    let seconds = started.elapsed().as_secs();
    let outcomes_path = out_dir.join("mutants.out/outcomes.json");
    // 0: all caught; 2: some missed; 3: some timed out. Anything else
    // (1 usage, 4 the baseline failed) is no measurement.
    if !matches!(status.code(), Some(0 | 2 | 3)) {
        return Err(format!(
            "cargo mutants failed on {} ({status}): see {}",
            unit.name,
            ws.shown(&out_dir.join("mutants.out/log"))
        ));
    }
    let row = read_outcomes(&outcomes_path, unit, mode, seconds)?;
    let all = listed(
        ws,
        &[vec!["--no-config".to_string()], filters(unit)].concat(),
    )?;
    // A shard's row records the whole unit's exclusions, as the sum does,
    // and the list its slice was cut from.
    let (tested, sliced_from) = match shard {
        Some(_) => {
            let names = listed_names(ws, &selected)?;
            (names.len(), Some(fingerprint(names.join("\n").as_bytes())))
        }
        None => (row.mutants, None),
    };
    Ok(Row {
        excluded: all.saturating_sub(tested),
        sliced_from,
        shard,
        sources,
        context,
        ..row
    })
}

/// The fingerprints of what a run of `unit` in `mode` measures: each file
/// cargo-mutants mutates (`--list-files`), and against the judge data the
/// problem's judge-data directory.
fn sources(ws: &Workspace, mode: Mode, unit: &Unit) -> Result<BTreeMap<String, String>> {
    let files = cargo_mutants(
        ws,
        &[
            &["--list-files", "--json"][..],
            &filters(unit).iter().map(String::as_str).collect::<Vec<_>>(),
        ]
        .concat(),
    )?;
    let files: Value = serde_json::from_str(&files)
        .map_err(|e| format!("cargo mutants --list-files printed what is not JSON: {e}"))?;
    let mut sources = BTreeMap::new();
    for f in files.as_array().into_iter().flatten() {
        if let Some(path) = f["path"].as_str() {
            sources.insert(path.to_string(), fingerprint_of(ws, path)?);
        }
    }
    if let (Mode::Data, Some(data)) = (mode, &unit.data) {
        sources.insert(data.clone(), fingerprint_of(ws, data)?);
    }
    Ok(sources)
}

/// The counts of a run from cargo-mutants' `outcomes.json`.
fn read_outcomes(path: &Path, unit: &Unit, mode: Mode, seconds: u64) -> Result<Row> {
    let shown = path.display();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{shown}: {e}"))?;
    let v: Value = serde_json::from_str(&text).map_err(|e| format!("{shown}: {e}"))?;
    let mut row = Row {
        unit: unit.name.clone(),
        mode,
        shard: None,
        mutants: 0,
        caught: 0,
        missed: 0,
        unviable: 0,
        timeouts: 0,
        excluded: 0,
        sliced_from: None,
        seconds,
        sources: Default::default(),
        context: Default::default(),
        missed_names: Vec::new(),
        timeout_names: Vec::new(),
    };
    let outcomes = v["outcomes"]
        .as_array()
        .ok_or_else(|| format!("{shown}: no outcomes"))?;
    for o in outcomes {
        let summary = o["summary"].as_str().unwrap_or("");
        let Some(name) = o["scenario"]["Mutant"]["name"].as_str() else {
            // The baseline: the unmutated tree.
            if summary != "Success" {
                return Err(format!(
                    "{}: the tests fail without any mutation ({summary}): see the baseline log beside {shown}",
                    unit.name
                ));
            }
            continue;
        };
        row.mutants += 1;
        match summary {
            "CaughtMutant" => row.caught += 1,
            "MissedMutant" => {
                row.missed += 1;
                row.missed_names.push(name.to_string());
            }
            "Unviable" => row.unviable += 1,
            "Timeout" => {
                row.timeouts += 1;
                row.timeout_names.push(name.to_string());
            }
            other => {
                return Err(format!(
                    "{shown}: {name}: an outcome this tool does not know, {other:?}"
                ))
            }
        }
    }
    Ok(row)
}
