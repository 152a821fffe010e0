//! The mutation table of `docs/mutants.md`, from the saved run
//! (`docs/mutants.json`) and the exclusions with their reasons.

use std::fmt::Write as _;

use crate::mutants::{units, Exclusion, Mode, Results, Row, Saved, EQUIVALENT, OUTSIDE};
use crate::workspace::Workspace;

/// A row's counts as table cells: mutants, caught, missed, unviable,
/// timeouts, excluded; `not run` where it has no row yet, the shards saved
/// where not all are.
fn counts(saved: &Saved) -> String {
    match saved {
        Saved::Whole(r) => format!(
            "{} | {} | {} | {} | {} | {}",
            r.mutants, r.caught, r.missed, r.unviable, r.timeouts, r.excluded
        ),
        Saved::Partial { saved, of } => format!("{saved} of {of} shards run | | | | |"),
        Saved::None => "not run | | | | |".to_string(),
    }
}

/// The sum of `rows` as a table row's cells.
fn total(rows: &[Row]) -> String {
    let sum = |f: fn(&Row) -> usize| rows.iter().map(f).sum::<usize>();
    format!(
        "**{}** | **{}** | **{}** | **{}** | **{}** | **{}**",
        sum(|r| r.mutants),
        sum(|r| r.caught),
        sum(|r| r.missed),
        sum(|r| r.unviable),
        sum(|r| r.timeouts),
        sum(|r| r.excluded)
    )
}

/// A cell: `|` escaped.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// The table, its totals and what was missed or timed out, then the
/// exclusions of both files with their reasons.
pub fn table(
    ws: &Workspace,
    results: &Results,
    equivalent: &[Exclusion],
    outside: &[Exclusion],
) -> String {
    let mut t = String::new();
    if !results.tool.is_empty() {
        let _ = writeln!(t, "Measured with {}.\n", results.tool);
    }
    t.push_str(
        "| unit | mutated | against the judge data: mutants | caught | missed | unviable | timeouts | excluded | against the whole suite: mutants | caught | missed | unviable | timeouts | excluded |\n\
         |---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n",
    );
    let mut by_mode: [Vec<Row>; 2] = [Vec::new(), Vec::new()];
    for u in units(ws) {
        let data = results.saved(&u.name, Mode::Data);
        let full = results.saved(&u.name, Mode::Full);
        let mutated = match &u.file {
            Some(f) => format!("`{}`", f.rsplit('/').next().unwrap_or(f)),
            None => "`src/`".to_string(),
        };
        let data_cells = if u.modes.contains(&Mode::Data) {
            counts(&data)
        } else {
            "(its own tests only) | | | | |".to_string()
        };
        let _ = writeln!(
            t,
            "| `{}` | {mutated} | {data_cells} | {} |",
            u.name,
            counts(&full)
        );
        by_mode[0].extend(data.whole());
        by_mode[1].extend(full.whole());
    }
    let _ = writeln!(
        t,
        "| all | | {} | {} |",
        total(&by_mode[0]),
        total(&by_mode[1])
    );
    for mode in [Mode::Data, Mode::Full] {
        let missing: Vec<String> = units(ws)
            .into_iter()
            .filter(|u| u.modes.contains(&mode) && results.row(&u.name, mode).is_none())
            .map(|u| u.name)
            .collect();
        if !missing.is_empty() {
            let _ = writeln!(
                t,
                "\nNot run against {mode} yet ({}; the totals leave {}): `scripts/mutants{} --pending --save`.",
                crate::text::plural(missing.len(), "unit"),
                if missing.len() == 1 { "it out" } else { "them out" },
                if mode == Mode::Full { " --full" } else { "" }
            );
        }
    }
    let minutes = |rows: &[Row]| (rows.iter().map(|r| r.seconds).sum::<u64>() + 30) / 60;
    let _ = writeln!(
        t,
        "\nRun time on the project's 2-core machine: {} min against the judge data, {} min against the whole suites.",
        minutes(&by_mode[0]),
        minutes(&by_mode[1])
    );
    for mode in [Mode::Data, Mode::Full] {
        // Every saved row's, a shard's too before the others are saved.
        let rows: Vec<&Row> = results.rows.iter().filter(|r| r.mode == mode).collect();
        let missed: Vec<&String> = rows.iter().flat_map(|r| &r.missed_names).collect();
        if !missed.is_empty() {
            let _ = writeln!(t, "\nMissed against {mode}:\n");
            for m in missed {
                let _ = writeln!(t, "- `{}`", cell(m));
            }
        }
        let timeouts: Vec<&String> = rows.iter().flat_map(|r| &r.timeout_names).collect();
        if !timeouts.is_empty() {
            let _ = writeln!(t, "\nTimed out against {mode}:\n");
            for m in timeouts {
                let _ = writeln!(t, "- `{}`", cell(m));
            }
        }
    }
    for (file, list, what) in [
        (EQUIVALENT, equivalent, "in both modes"),
        (OUTSIDE, outside, "against the judge data alone"),
    ] {
        let _ = writeln!(
            t,
            "\nExcluded {what} ({}, `{file}`):\n",
            crate::text::plural(list.len(), "pattern")
        );
        let _ = writeln!(t, "| pattern | why |\n|---|---|");
        for e in list {
            let _ = writeln!(t, "| `{}` | {} |", cell(&e.pattern), cell(&e.reason));
        }
    }
    t
}
