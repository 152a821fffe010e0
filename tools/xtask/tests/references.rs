//! The C++ references in `references/` (and the fast C++ in
//! `references/fast/`) answer every stored case of their problem's judge
//! data (through `scripts/judge --cmd`, so checkers and juries judge them as
//! they judge ours). Needs g++; where it is missing the test says so and
//! checks nothing else.

use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn every_reference_answers_its_judge_data() {
    if Command::new("g++").arg("--version").output().is_err() {
        eprintln!("skipped: no g++ on PATH to build references/*.cpp");
        return;
    }
    let ws = xtask::workspace::Workspace::load(&workspace()).unwrap();
    let problems: Vec<&xtask::workspace::Problem> = ws.problems.iter().collect();
    let dir = xtask::references::build(&ws, &problems).unwrap();
    let fast = xtask::references::build_fast(&ws, &problems).unwrap();
    let mut binaries: Vec<(&str, PathBuf)> = Vec::new();
    for p in &problems {
        let binary = dir.join(&p.id);
        assert!(binary.is_file(), "no references/{}.cpp", p.id);
        binaries.push((&p.id, binary));
        let source = ws
            .root
            .join(xtask::references::FAST)
            .join(format!("{}.cpp", p.id));
        if source.is_file() {
            binaries.push((&p.id, fast.join(&p.id)));
        }
    }
    assert!(
        binaries.len() > problems.len(),
        "no fast C++ in {}",
        xtask::references::FAST
    );
    let mut failed = Vec::new();
    for (id, binary) in binaries {
        let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .env("XTASK_ROOT", workspace())
            .args(["judge", "--cmd"])
            .arg(&binary)
            .arg(id)
            .output()
            .unwrap();
        if !out.status.success() {
            let stdout = String::from_utf8_lossy(&out.stdout);
            let bad: Vec<&str> = stdout
                .lines()
                .filter(|l| {
                    let l = l.trim_start();
                    !l.starts_with("AC") && !l.starts_with("==") && l.contains(" ms ")
                })
                .collect();
            failed.push(format!("{}:\n{}", binary.display(), bad.join("\n")));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
