//! Tests of `scripts/judge` itself, with tiny fake binaries: one that answers
//! right, one that answers wrong, one that crashes, one that hangs, and judge
//! data with an orphan file, an empty folder and a missing binary.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A scratch folder with `bin/` (fake binaries) and `data/<id>/` folders.
struct Sandbox {
    root: PathBuf,
}

impl Sandbox {
    fn new(name: &str) -> Self {
        let root = std::env::temp_dir().join(format!("judge-script-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(root.join("bin")).unwrap();
        fs::create_dir_all(root.join("data")).unwrap();
        Sandbox { root }
    }

    fn binary(&self, id: &str, script: &str) {
        let path = self.root.join("bin").join(id);
        fs::write(&path, format!("#!/bin/sh\n{script}\n")).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    }

    fn file(&self, id: &str, name: &str, text: &str) {
        let dir = self.root.join("data").join(id);
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join(name), text).unwrap();
    }

    /// Runs the script on `ids`; returns (exit code, stdout).
    fn judge(&self, ids: &[&str]) -> (i32, String) {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/judge");
        let out = Command::new("bash")
            .arg(script)
            .arg("--bin-dir")
            .arg(self.root.join("bin"))
            .arg("--data-dir")
            .arg(self.root.join("data"))
            .args(["--time-limit", "0.3"])
            .args(ids)
            .output()
            .expect("run scripts/judge");
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        (out.status.code().unwrap_or(-1), stdout)
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.root);
    }
}

/// The verdict line of case `stem`.
fn verdict<'a>(stdout: &'a str, stem: &str) -> &'a str {
    stdout
        .lines()
        .find(|l| l.split_whitespace().nth(1) == Some(stem))
        .unwrap_or_else(|| panic!("no line for {stem} in:\n{stdout}"))
}

fn sandbox_with_one_case(name: &str, id: &str, script: &str) -> Sandbox {
    let s = Sandbox::new(name);
    s.binary(id, script);
    s.file(id, "case.in", "2\n1 2\n");
    s.file(id, "case.ans", "Yes\n");
    s
}

#[test]
fn right_answer_is_ac_and_exits_zero() {
    // Whitespace differs from the .ans; tokens are what count.
    let s = sandbox_with_one_case("ac", "good", "cat >/dev/null; printf '  Yes'");
    let (code, out) = s.judge(&["good"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        verdict(&out, "case").trim_start().starts_with("AC"),
        "{out}"
    );
    assert_eq!(out.lines().last(), Some("1 passed, 0 failed"));
}

#[test]
fn wrong_answer_is_wa_with_the_first_differing_token() {
    let s = sandbox_with_one_case("wa", "wrong", "cat >/dev/null; echo No");
    let (code, out) = s.judge(&["wrong"]);
    assert_ne!(code, 0);
    let line = verdict(&out, "case");
    assert!(line.trim_start().starts_with("WA"), "{out}");
    assert!(
        line.contains("token 1: expected \"Yes\", got \"No\""),
        "{out}"
    );
    assert_eq!(out.lines().last(), Some("0 passed, 1 failed"));
}

#[test]
fn short_output_is_wa_at_end_of_output() {
    let s = sandbox_with_one_case("short", "short", "cat >/dev/null");
    let (code, out) = s.judge(&["short"]);
    assert_ne!(code, 0);
    assert!(verdict(&out, "case").contains("got end of output"), "{out}");
}

#[test]
fn crash_is_re_with_its_message() {
    let s = sandbox_with_one_case("re", "crash", "echo 'error: boom' >&2; exit 3");
    let (code, out) = s.judge(&["crash"]);
    assert_ne!(code, 0);
    let line = verdict(&out, "case");
    assert!(line.trim_start().starts_with("RE"), "{out}");
    assert!(line.contains("exit 3: error: boom"), "{out}");
}

#[test]
fn signal_is_re() {
    let s = sandbox_with_one_case("sig", "segv", "kill -SEGV $$");
    let (code, out) = s.judge(&["segv"]);
    assert_ne!(code, 0);
    assert!(
        verdict(&out, "case").trim_start().starts_with("RE"),
        "{out}"
    );
}

#[test]
fn hang_is_tle_and_is_killed() {
    let s = sandbox_with_one_case("tle", "hang", "sleep 30");
    let start = std::time::Instant::now();
    let (code, out) = s.judge(&["hang"]);
    assert_ne!(code, 0);
    assert!(
        verdict(&out, "case").trim_start().starts_with("TLE"),
        "{out}"
    );
    // Killed at 3x the 0.3 s limit, not after 30 s.
    assert!(start.elapsed().as_secs() < 10);
}

#[test]
fn orphans_empty_folders_and_missing_binaries_are_errors() {
    let s = Sandbox::new("errors");
    s.binary("orphan", "cat >/dev/null; echo Yes");
    s.file("orphan", "lonely.in", "1\n");
    s.file("orphan", "widowed.ans", "Yes\n");
    s.file("orphan", "fine.in", "1\n");
    s.file("orphan", "fine.ans", "Yes\n");
    s.binary("empty", "echo Yes");
    fs::create_dir_all(s.root.join("data/empty")).unwrap();
    s.file("nobinary", "case.in", "1\n");
    s.file("nobinary", "case.ans", "Yes\n");
    let (code, out) = s.judge(&["orphan", "empty", "nobinary"]);
    assert_ne!(code, 0);
    assert!(out.contains("orphan: lonely.in has no .ans"), "{out}");
    assert!(out.contains("orphan: widowed.ans has no .in"), "{out}");
    assert!(out.contains("judge-data/empty has no case"), "{out}");
    assert!(out.contains("no binary:"), "{out}");
    assert!(
        verdict(&out, "fine").trim_start().starts_with("AC"),
        "{out}"
    );
    assert_eq!(out.lines().last(), Some("1 passed, 4 failed"));
}

#[test]
fn every_folder_runs_when_no_id_is_given() {
    let s = sandbox_with_one_case("all", "one", "cat >/dev/null; echo Yes");
    s.binary("two", "cat >/dev/null; echo Yes");
    s.file("two", "x.in", "1\n");
    s.file("two", "x.ans", "Yes\n");
    let (code, out) = s.judge(&[]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("== one") && out.contains("== two"), "{out}");
    assert_eq!(out.lines().last(), Some("2 passed, 0 failed"));
}

#[test]
fn help_prints_usage() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/judge");
    let out = Command::new("bash").arg(script).arg("-h").output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("usage: scripts/judge"));
}
