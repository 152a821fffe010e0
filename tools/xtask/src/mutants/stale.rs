//! Whether the saved rows still measure the workspace as it is: what
//! tidy checks ([`stale`]) and what `scripts/mutants` runs next
//! ([`pending`]).

use super::exclusions::{EQUIVALENT, OUTSIDE};
use super::saved::{fingerprint_of, Results, Row, RESULTS};
use super::units::{units, Mode, Unit};
use crate::workspace::Workspace;

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
