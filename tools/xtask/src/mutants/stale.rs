//! Whether the saved rows still measure the workspace as it is: what
//! tidy checks ([`stale`]) and what `scripts/mutants` runs next
//! ([`pending`]).

use super::exclusions::{EQUIVALENT, OUTSIDE};
use super::saved::{fingerprint_of, Results, Row, RESULTS};
use super::shard::Shard;
use super::units::{units, Mode, Unit};
use crate::workspace::Workspace;

/// The command that measures `unit` in `mode` (or one shard of it) and
/// saves its row.
pub fn command(unit: &str, mode: Mode, shard: Option<Shard>) -> String {
    format!(
        "scripts/mutants{}{} --save {unit}",
        if mode == Mode::Full { " --full" } else { "" },
        shard.map_or(String::new(), |s| format!(" --shard {s}"))
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

/// Why the row of `unit` ran tests or libraries other than the
/// workspace's now, though its mutated code and data are unchanged: a
/// package folder of [`Unit::context`] has changed since, or the row
/// predates their fingerprints. Empty when it ran them as they are.
/// Such a row is not wrong (tidy accepts it), only not part of one run
/// of the code as it is.
pub fn behind(ws: &Workspace, unit: &Unit, row: &Row) -> Vec<String> {
    if row.context.is_empty() {
        return vec!["was saved before rows recorded the tests and libraries they ran".into()];
    }
    let mut problems = Vec::new();
    for dir in unit.context(ws) {
        match row.context.get(&dir) {
            None => problems.push(format!("did not run {dir}")),
            Some(was) => match fingerprint_of(ws, &dir) {
                Ok(now) if now == *was => {}
                _ => problems.push(format!("ran {dir} before its last change")),
            },
        }
    }
    problems
}

/// The units of `mode` still to measure: those without a row in it (or,
/// with `shard`, without that shard's row), then those with a row that is
/// [`outdated`] or [`behind`], each in the order of [`units`]. A unit measured whole and
/// current needs no shard; a unit sharded otherwise is measured again.
pub fn pending(ws: &Workspace, results: &Results, mode: Mode, shard: Option<Shard>) -> Vec<Unit> {
    let of_mode: Vec<Unit> = units(ws)
        .into_iter()
        .filter(|u| u.modes.contains(&mode))
        .collect();
    let (mut never, mut old) = (Vec::new(), Vec::new());
    for u in of_mode {
        let rows = results.rows_of(&u.name, mode);
        let current = |r: &&Row| outdated(ws, &u, r).is_empty() && behind(ws, &u, r).is_empty();
        let whole = rows.iter().find(|r| r.shard.is_none());
        let mine: Vec<&Row> = match (whole, shard) {
            (Some(w), _) => vec![*w],
            (None, None) => match results.row(&u.name, mode) {
                Some(_) => rows.clone(),
                None => Vec::new(),
            },
            (None, Some(s)) => rows
                .iter()
                .filter(|r| r.shard == Some(s))
                .copied()
                .collect(),
        };
        if mine.is_empty() {
            never.push(u);
        } else if !mine.iter().all(current) {
            old.push(u);
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
            for row in results.rows_of(&u.name, mode) {
                let name = match row.shard {
                    Some(s) => format!("{} (shard {s})", u.name),
                    None => u.name.clone(),
                };
                for why in outdated(ws, u, row) {
                    problems.push(format!(
                        "{RESULTS}: {name} against {mode} {why}: run {}",
                        command(&u.name, mode, row.shard)
                    ));
                }
                if row.missed > 0 {
                    problems.push(format!(
                    "{RESULTS}: {name} against {mode}: {} missed ({}): add the case that kills each, or exclude it with its reason in {}",
                    row.missed,
                    row.missed_names.join("; "),
                    if mode == Mode::Data { OUTSIDE } else { EQUIVALENT }
                ));
                }
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

#[cfg(test)]
mod tests {
    use super::behind;
    use crate::mutants::saved::tests::row;
    use crate::mutants::{fingerprint_of, Mode, Unit};
    use crate::workspace::Workspace;
    use serde_json::json;
    use std::fs;

    /// A workspace of four libraries in a temporary folder: `a`, whose
    /// tests use `b` (a dev-dependency), which uses `c`; and `d` apart.
    fn workspace(root: &std::path::Path) -> Workspace {
        let package = |name: &str, deps: &[&str]| {
            let dir = root.join("crates").join(name);
            fs::create_dir_all(dir.join("src")).unwrap();
            fs::write(dir.join("src/lib.rs"), format!("// {name}\n")).unwrap();
            json!({
                "name": name,
                "manifest_path": dir.join("Cargo.toml"),
                "targets": [{"kind": ["lib"], "name": name, "src_path": dir.join("src/lib.rs")}],
                "dependencies": deps.iter().map(|d| json!({
                    "name": d, "kind": "dev", "path": root.join("crates").join(d),
                })).collect::<Vec<_>>(),
            })
        };
        let packages = [
            package("a", &["b"]),
            package("b", &["c"]),
            package("c", &[]),
            package("d", &[]),
        ];
        Workspace::from_metadata(&json!({
            "workspace_root": root,
            "target_directory": root.join("target"),
            "packages": packages,
        }))
        .unwrap()
    }

    #[test]
    fn a_row_is_behind_once_a_package_its_tests_built_changes() {
        let root = std::env::temp_dir().join(format!("xtask-behind-{}", std::process::id()));
        let ws = workspace(&root);
        let unit = Unit {
            name: "a".into(),
            package: "a".into(),
            file: None,
            modes: vec![Mode::Full],
            bin: None,
            data: None,
        };
        assert_eq!(unit.context(&ws), ["crates/a", "crates/b", "crates/c"]);
        let mut r = row("a", Mode::Full, 0);
        let e = behind(&ws, &unit, &r);
        assert!(e[0].contains("before rows recorded the tests"), "{e:?}");
        for dir in unit.context(&ws) {
            let print = fingerprint_of(&ws, &dir).unwrap();
            r.context.insert(dir, print);
        }
        assert_eq!(behind(&ws, &unit, &r), Vec::<String>::new());
        fs::write(root.join("crates/d/src/lib.rs"), "// apart\n").unwrap();
        assert_eq!(behind(&ws, &unit, &r), Vec::<String>::new());
        fs::write(root.join("crates/c/src/lib.rs"), "// changed\n").unwrap();
        assert_eq!(
            behind(&ws, &unit, &r),
            ["ran crates/c before its last change"]
        );
        r.context.remove("crates/b");
        assert_eq!(
            behind(&ws, &unit, &r),
            [
                "did not run crates/b",
                "ran crates/c before its last change"
            ]
        );
        fs::remove_dir_all(&root).unwrap();
    }
}
