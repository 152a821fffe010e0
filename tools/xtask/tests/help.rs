//! Every script's `-h`, compared with the text stored in
//! `tests/snapshots/<script>.txt` (cargo-equip snapshots its help the same
//! way): what a script tells its user changes only when someone means it
//! to, and the change is reviewed as a diff of those files. A script is
//! `xtask <command>` (its last line), so the tool's binary is run with the
//! same arguments; `scripts/xtask -h` is `xtask.txt`.
//!
//! The version numbers of the judges' compilers and crates are written as
//! what they are (`<rustc>`, `<proconio>`): the help formats them from the
//! judges' table (`xtask::targets`), which is where they change (as
//! cargo-equip writes `<version>` for its own).
//!
//! When a help text is meant to change, run the test with
//! `UPDATE_SNAPSHOTS=1` to rewrite the files, and commit them with the
//! change.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn snapshots() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots")
}

/// Each script and the tool's arguments it runs (`judge` for
/// `scripts/judge`; none for `scripts/xtask` itself).
fn scripts() -> Vec<(String, Vec<String>)> {
    let mut res = Vec::new();
    for entry in fs::read_dir(root().join("scripts")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = fs::read_to_string(&path).unwrap();
        if name == "xtask" {
            res.push((name, Vec::new()));
            continue;
        }
        let command = text
            .lines()
            .find_map(|l| {
                let (_, after) = l.split_once("/xtask\" ")?;
                after.split_whitespace().next()
            })
            .unwrap_or_else(|| panic!("scripts/{name} does not run `xtask <command>`"));
        res.push((name, vec![command.to_string()]));
    }
    res.sort();
    res
}

fn help(args: &[String], flag: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .arg(flag)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "xtask {args:?} {flag}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    masked(&String::from_utf8(out.stdout).unwrap())
}

/// `text` with each version of the judges' table replaced by what it is.
fn masked(text: &str) -> String {
    let mut res = String::new();
    let mut from = 0;
    for (at, version, what) in xtask::targets::versions_in(text) {
        res.push_str(&text[from..at]);
        res.push_str(&format!("<{what}>"));
        from = at + version.len();
    }
    res.push_str(&text[from..]);
    res
}

#[test]
fn every_scripts_help_is_what_its_snapshot_says() {
    let update = std::env::var("UPDATE_SNAPSHOTS").is_ok_and(|v| !v.is_empty() && v != "0");
    let mut problems = Vec::new();
    let mut names = Vec::new();
    for (name, args) in scripts() {
        let said = help(&args, "-h");
        assert_eq!(said, help(&args, "--help"), "scripts/{name}: -h and --help");
        let file = snapshots().join(format!("{name}.txt"));
        names.push(format!("{name}.txt"));
        if update {
            fs::create_dir_all(snapshots()).unwrap();
            fs::write(&file, &said).unwrap();
            continue;
        }
        let stored = fs::read_to_string(&file).unwrap_or_default();
        if stored != said {
            let line = stored
                .lines()
                .zip(said.lines())
                .position(|(a, b)| a != b)
                .unwrap_or_else(|| stored.lines().count().min(said.lines().count()));
            problems.push(format!(
                "scripts/{name} -h differs from tests/snapshots/{name}.txt at line {}:\n  stored: {:?}\n  now:    {:?}",
                line + 1,
                stored.lines().nth(line).unwrap_or("(the end)"),
                said.lines().nth(line).unwrap_or("(the end)"),
            ));
        }
    }
    for entry in fs::read_dir(snapshots()).unwrap() {
        let file = entry.unwrap().file_name().to_string_lossy().into_owned();
        if !names.contains(&file) {
            problems.push(format!(
                "tests/snapshots/{file}: no script of that name (remove it)"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "\n{}\n(if the change is meant, rerun with UPDATE_SNAPSHOTS=1 and commit the files)",
        problems.join("\n")
    );
}
