//! What is measured: the units (each problem's binary, each checker, the
//! libraries bundles paste), the modes each is measured in, and the files
//! each row of them measures.

use std::fmt;
use std::fs;
use std::path::Path;

use crate::workspace::Workspace;

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

    pub(super) fn parse(name: &str) -> Option<Mode> {
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

    /// What the tests of a row of this unit build beside the mutated
    /// files, from the root: the folder of its package (its other sources,
    /// its tests, its spec) and of every package of the workspace it
    /// depends on, directly or not, in any kind (`judge-io`,
    /// `test-support`, ...). A row records their fingerprints, since a
    /// test or a library changed may catch or miss other mutants.
    pub fn context(&self, ws: &Workspace) -> Vec<String> {
        let mut names = vec![self.package.clone()];
        let mut i = 0;
        while i < names.len() {
            if let Some(m) = ws.members.iter().find(|m| m.name == names[i]) {
                for d in &m.local_dependencies {
                    if !names.contains(d) {
                        names.push(d.clone());
                    }
                }
            }
            i += 1;
        }
        let mut dirs: Vec<String> = ws
            .members
            .iter()
            .filter(|m| names.contains(&m.name))
            .map(|m| m.dir.clone())
            .collect();
        dirs.sort();
        dirs
    }
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

/// Every file under `dir`, in no order.
pub(super) fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
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
