//! Tests of `scripts/judge` itself, with tiny fake binaries: one that answers
//! right, one that answers wrong, one that crashes, one that hangs, hostile
//! ones (50 MB of output, output without end, allocation past the memory
//! limit, SIGKILL, a NUL byte), judge data with an orphan file, an empty
//! folder and a missing binary; and of `problem_meta` in `scripts/lib.sh`,
//! the one reader of `[package.metadata.problem]`, on fake workspaces.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

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
        self.judge_with(&[], ids)
    }

    /// Runs the script with more options on `ids`; returns (exit code, stdout).
    fn judge_with(&self, options: &[&str], ids: &[&str]) -> (i32, String) {
        let out = self.run_judge(&workspace().join("scripts/judge"), options, ids);
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        (out.status.code().unwrap_or(-1), stdout)
    }

    /// Runs `script` (a scripts/judge) on the sandbox's binaries and data.
    fn run_judge(&self, script: &Path, options: &[&str], ids: &[&str]) -> Output {
        Command::new("bash")
            .arg(script)
            .arg("--bin-dir")
            .arg(self.root.join("bin"))
            .arg("--data-dir")
            .arg(self.root.join("data"))
            .args(["--time-limit", "0.3"])
            .args(options)
            .args(ids)
            .output()
            .expect("run scripts/judge")
    }
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
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
    let start = Instant::now();
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
    let script = workspace().join("scripts/judge");
    let out = Command::new("bash").arg(script).arg("-h").output().unwrap();
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(help.starts_with("usage: scripts/judge"));
    assert!(help.contains("output is capped at 64 MiB"), "{help}");
    assert!(help.contains("--memory-limit MIB"), "{help}");
}

#[test]
fn case_lines_show_the_peak_memory() {
    let s = sandbox_with_one_case("peak", "peak", "cat >/dev/null; echo Yes");
    let (code, out) = s.judge(&["peak"]);
    assert_eq!(code, 0, "{out}");
    let line = verdict(&out, "case");
    let fields: Vec<&str> = line.split_whitespace().collect();
    // AC case <ms> ms <peak> MiB
    assert_eq!(fields.len(), 6, "{out}");
    assert_eq!((fields[3], fields[5]), ("ms", "MiB"), "{out}");
    let peak: f64 = fields[4].parse().unwrap();
    assert!(peak > 0.0 && peak < 64.0, "{out}");
    assert!(out.contains("memory limit 256 MiB"), "{out}");
    assert!(out.contains("  largest: "), "{out}");
}

/// Judges `script` and returns (verdict line, whole stdout, elapsed).
fn judge_timed(name: &str, script: &str, options: &[&str]) -> (String, String, Duration) {
    let s = sandbox_with_one_case(name, name, script);
    let start = Instant::now();
    let (code, out) = s.judge_with(options, &[name]);
    let elapsed = start.elapsed();
    let line = verdict(&out, "case").trim().to_string();
    assert_eq!(code == 0, line.starts_with("AC"), "{out}");
    (line, out, elapsed)
}

#[test]
fn yes_then_50_mb_of_spaces_is_ac_in_seconds() {
    // 50 MB is under the 64 MiB output cap: judged, in one linear pass.
    let (line, out, elapsed) = judge_timed(
        "spaces",
        "cat >/dev/null; printf Yes; head -c 50000000 /dev/zero | tr '\\0' ' '",
        &["--time-limit", "5"],
    );
    assert!(line.starts_with("AC"), "{out}");
    assert!(elapsed < Duration::from_secs(10), "{elapsed:?}");
}

#[test]
fn fifty_mb_of_yes_lines_is_wa_in_seconds() {
    let (line, out, elapsed) = judge_timed(
        "yeslines",
        "cat >/dev/null; yes Yes | head -c 50000000",
        &["--time-limit", "5"],
    );
    assert!(line.starts_with("WA"), "{out}");
    assert!(
        line.contains("token 2: expected end of output, got \"Yes\""),
        "{out}"
    );
    assert!(elapsed < Duration::from_secs(10), "{elapsed:?}");
}

#[test]
fn endless_output_is_ole() {
    let (line, out, elapsed) =
        judge_timed("endless", "cat >/dev/null; yes Yes", &["--time-limit", "5"]);
    assert!(line.starts_with("OLE"), "{out}");
    assert!(line.contains("output over 67108864 bytes"), "{out}");
    assert!(elapsed < Duration::from_secs(10), "{elapsed:?}");
}

#[test]
fn allocation_past_the_memory_limit_is_mle() {
    // awk doubles a string to 64 MB: about 100 MB resident, limit 16 MiB.
    let (line, out, _) = judge_timed(
        "hog",
        "cat >/dev/null; awk 'BEGIN { s = \"x\"; while (length(s) < 64000000) s = s s; print \"Yes\" }'",
        &["--memory-limit", "16", "--time-limit", "5"],
    );
    assert!(line.starts_with("MLE"), "{out}");
    assert!(line.contains("> limit 16 MiB"), "{out}");
    let peak: f64 = line.split_whitespace().nth(4).unwrap().parse().unwrap();
    assert!(peak > 16.0, "{out}");
}

#[test]
fn a_failed_allocation_is_mle() {
    // What a Rust binary prints before it aborts on a failed allocation.
    let (line, out, _) = judge_timed(
        "oom",
        "cat >/dev/null; echo 'memory allocation of 1099511627776 bytes failed' >&2; kill -ABRT $$",
        &[],
    );
    assert!(line.starts_with("MLE"), "{out}");
    assert!(
        line.contains("allocation failed: memory allocation of"),
        "{out}"
    );
}

#[test]
fn sigkill_is_re_not_tle() {
    let (line, out, _) = judge_timed("killed", "cat >/dev/null; kill -KILL $$", &[]);
    assert!(line.starts_with("RE"), "{out}");
    assert!(line.contains("killed by signal 9 (SIGKILL)"), "{out}");
}

#[test]
fn a_nul_byte_shows_escaped() {
    let (line, out, _) = judge_timed("nul", "cat >/dev/null; printf 'Yes\\0'", &[]);
    assert!(line.starts_with("WA"), "{out}");
    assert!(
        line.contains("token 1: expected \"Yes\", got \"Yes\\x00\""),
        "{out}"
    );
}

#[test]
fn long_tokens_and_stderr_are_cut() {
    let (line, out, _) = judge_timed(
        "long",
        "cat >/dev/null; head -c 100000 /dev/zero | tr '\\0' 7",
        &[],
    );
    assert!(
        line.contains(&format!("got \"{}...\"", "7".repeat(40))),
        "{out}"
    );
    let (line, out, _) = judge_timed(
        "noisy",
        "head -c 100000 /dev/zero | tr '\\0' e >&2; exit 1",
        &[],
    );
    assert!(line.starts_with("RE"), "{out}");
    assert!(
        line.ends_with(&format!("exit 1: {}...", "e".repeat(200))),
        "{out}"
    );
}

/// A fake workspace root with `crates/<id>/Cargo.toml` holding `metadata`
/// under `[package.metadata.problem]`.
struct FakeRoot {
    root: PathBuf,
}

impl FakeRoot {
    fn new(name: &str) -> Self {
        let root = std::env::temp_dir().join(format!("judge-meta-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(&root).unwrap();
        FakeRoot { root }
    }

    fn manifest(&self, id: &str, metadata: &str) -> PathBuf {
        let dir = self.root.join("crates").join(id);
        fs::create_dir_all(dir.join("src")).unwrap();
        fs::write(dir.join("src/main.rs"), "fn main() {}\n").unwrap();
        let text = format!(
            "[package]\nname = \"{id}\"\nversion.workspace = true\n\n\
             [package.metadata.problem]\n{metadata}\n\n[dependencies]\ntime-limit = 7\n"
        );
        fs::write(dir.join("Cargo.toml"), text).unwrap();
        dir.join("Cargo.toml")
    }

    /// `bash scripts/lib.sh --root ROOT meta ID KEY [DEFAULT]`: (ok, stdout, stderr).
    fn meta(&self, args: &[&str]) -> (bool, String, String) {
        let out = Command::new("bash")
            .arg(workspace().join("scripts/lib.sh"))
            .arg("--root")
            .arg(&self.root)
            .arg("meta")
            .args(args)
            .output()
            .unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).trim_end().to_string(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }
}

impl Drop for FakeRoot {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.root);
    }
}

#[test]
fn metadata_is_read_with_any_spacing() {
    let r = FakeRoot::new("spacing");
    r.manifest(
        "tight",
        "url=\"http://poj.org/problem?id=1\"\ntime-limit=2\n  memory-limit   =\t9.77  # POJ 10000K\njudge =\"plain\"",
    );
    assert_eq!(r.meta(&["tight", "time-limit", "1"]).1, "2");
    assert_eq!(r.meta(&["tight", "memory-limit", "256"]).1, "9.77");
    assert_eq!(r.meta(&["tight", "judge"]).1, "plain");
    assert_eq!(r.meta(&["tight", "url"]).1, "http://poj.org/problem?id=1");
    // Absent: the default; absent without a default: an error.
    r.manifest("bare", "time-limit = 1.5");
    assert_eq!(r.meta(&["bare", "memory-limit", "256"]).1, "256");
    assert_eq!(r.meta(&["bare", "time-limit", "1"]).1, "1.5");
    let (ok, _, err) = r.meta(&["bare", "url"]);
    assert!(!ok && err.contains("no url"), "{err}");
    // No manifest at all: the default.
    assert_eq!(
        r.meta(&["nosuch", "time-limit", "1"]),
        (true, "1".into(), String::new())
    );
}

#[test]
fn bad_metadata_stops_naming_the_file_and_line() {
    let r = FakeRoot::new("bad");
    let cases = [
        ("time-limit=abc", "time-limit = abc"),
        ("time-limit = 0", "must be positive"),
        ("time-limit = \"2\"", "must be a number"),
        ("memory-limit = -1", "memory-limit = -1"),
        ("judge = \"icpc\"", "expected \"plain\" or \"atcoder\""),
        ("url = \"\"", "url is empty"),
        ("url = http://x", "url = http://x"),
        ("timelimit = 1", "unknown key 'timelimit'"),
        ("time-limit = 1\ntime-limit = 2", "time-limit given twice"),
        ("just words", "expected key = value"),
    ];
    for (i, (metadata, message)) in cases.iter().enumerate() {
        let id = format!("bad{i}");
        let manifest = r.manifest(&id, metadata);
        // The section starts on line 5; the bad line is the last one.
        let line = 5 + metadata.lines().count();
        for key in ["time-limit", "judge"] {
            let (ok, out, err) = r.meta(&[&id, key, "1"]);
            assert!(!ok, "{metadata}: {out}");
            assert!(out.is_empty(), "{metadata}: {out}");
            assert!(
                err.contains(&format!("{}:{line}: ", manifest.display())) && err.contains(message),
                "{metadata}: {err}"
            );
            assert_eq!(err.lines().count(), 1, "{err}");
        }
    }
}

#[test]
fn judge_stops_on_bad_metadata_and_uses_the_memory_limit() {
    // A copy of the scripts in a fake workspace: scripts/judge finds the
    // workspace (and the metadata) from its own path.
    let r = FakeRoot::new("judge");
    fs::create_dir_all(r.root.join("scripts")).unwrap();
    for f in ["judge", "lib.sh"] {
        fs::copy(
            workspace().join("scripts").join(f),
            r.root.join("scripts").join(f),
        )
        .unwrap();
    }
    let manifest = r.manifest("bad", "url = \"x\"\ntime-limit=abc");
    r.manifest("small", "time-limit=2\nmemory-limit = 16");
    let s = sandbox_with_one_case("fakeroot", "bad", "cat >/dev/null; echo Yes");
    s.binary(
        "small",
        "cat >/dev/null; awk 'BEGIN { s = \"x\"; while (length(s) < 64000000) s = s s; print \"Yes\" }'",
    );
    s.file("small", "case.in", "1\n");
    s.file("small", "case.ans", "Yes\n");
    let script = r.root.join("scripts/judge");
    let run = |ids: &[&str]| {
        let mut c = Command::new("bash");
        c.arg(&script)
            .arg("--bin-dir")
            .arg(s.root.join("bin"))
            .arg("--data-dir")
            .arg(s.root.join("data"))
            .args(ids);
        // The runner comes from the real workspace's target/release.
        c.env("CARGO_TARGET_DIR", target_dir());
        c.output().unwrap()
    };

    let out = run(&["small", "bad"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(
        stderr.contains(&format!("{}:7: time-limit = abc", manifest.display())),
        "{stderr}"
    );
    assert!(!stdout.contains("passed"), "{stdout}");

    // The real scripts/judge builds the runner if it is missing.
    s.judge(&["bad"]);
    let out = run(&["small"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("== small (time limit 2 s, memory limit 16 MiB)"),
        "{stdout}"
    );
    assert!(
        verdict(&stdout, "case").trim().starts_with("MLE"),
        "{stdout}"
    );
}

/// The target folder of this workspace, where scripts/judge keeps its runner.
fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace().join("target"))
}
