//! `scripts/judge` (the tool's `judge` command) with tiny fake binaries: one
//! that answers right, one that answers wrong, one that crashes, one that
//! hangs, hostile ones (50 MB of output, output without end, allocation
//! past the memory limit, SIGKILL, a NUL byte), judge data with an orphan
//! file, an empty folder and a missing binary; metadata read through cargo
//! from fake workspaces in every TOML form, and refused with the manifest
//! named when it breaks a rule; a problem judged by its checker, in
//! `scripts/judge` and in `scripts/bench --against`; and commands held in
//! the sandbox (one that prints the stored answer of its input, one that
//! rewrites the answer or writes the repository, a double-forked daemon, a
//! network connection), with the one line where it cannot be made.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// The workspace this test belongs to.
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The tool, run as the scripts run it, on the workspace at `root`.
fn xtask(root: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_xtask"));
    c.env("XTASK_ROOT", root);
    c
}

/// A scratch folder with `bin/` (fake binaries) and `data/<id>/` folders.
struct Sandbox {
    root: PathBuf,
}

impl Sandbox {
    fn new(name: &str) -> Self {
        let root = std::env::temp_dir().join(format!("xtask-judge-{name}-{}", std::process::id()));
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

    /// Judges `ids` with a 0.3 s and 256 MiB limit; (exit code, stdout).
    fn judge(&self, ids: &[&str]) -> (i32, String) {
        self.judge_with(&["--time-limit", "0.3", "--memory-limit", "256"], ids)
    }

    /// Judges `ids` with these options; (exit code, stdout).
    fn judge_with(&self, options: &[&str], ids: &[&str]) -> (i32, String) {
        let out = self.run(options, ids);
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    }

    fn run(&self, options: &[&str], ids: &[&str]) -> Output {
        xtask(&workspace())
            .arg("judge")
            .arg("--bin-dir")
            .arg(self.root.join("bin"))
            .arg("--data-dir")
            .arg(self.root.join("data"))
            .args(options)
            .args(ids)
            .output()
            .expect("run the judge")
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
        .trim_start()
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
    assert!(verdict(&out, "case").starts_with("AC"), "{out}");
    assert_eq!(out.lines().last(), Some("1 passed, 0 failed"));
}

#[test]
fn wrong_answer_is_wa_with_the_first_differing_token() {
    let s = sandbox_with_one_case("wa", "wrong", "cat >/dev/null; echo No");
    let (code, out) = s.judge(&["wrong"]);
    assert_eq!(code, 1);
    let line = verdict(&out, "case");
    assert!(line.starts_with("WA"), "{out}");
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
    assert_eq!(code, 1);
    assert!(verdict(&out, "case").contains("got end of output"), "{out}");
}

#[test]
fn crash_is_re_with_its_message() {
    let s = sandbox_with_one_case("re", "crash", "echo 'error: boom' >&2; exit 3");
    let (code, out) = s.judge(&["crash"]);
    assert_eq!(code, 1);
    let line = verdict(&out, "case");
    assert!(line.starts_with("RE"), "{out}");
    assert!(line.contains("exit 3: error: boom"), "{out}");
}

#[test]
fn signal_is_re() {
    let s = sandbox_with_one_case("sig", "segv", "kill -SEGV $$");
    let (code, out) = s.judge(&["segv"]);
    assert_eq!(code, 1);
    let line = verdict(&out, "case");
    assert!(line.starts_with("RE") && line.contains("SIGSEGV"), "{out}");
}

#[test]
fn hang_is_tle_and_is_killed() {
    let s = sandbox_with_one_case("tle", "hang", "sleep 30");
    let start = Instant::now();
    let (code, out) = s.judge(&["hang"]);
    assert_eq!(code, 1);
    let line = verdict(&out, "case");
    assert!(
        line.starts_with("TLE") && line.contains("killed after 0.900 s"),
        "{out}"
    );
    // Killed at 3x the 0.3 s limit, not after 30 s.
    assert!(start.elapsed() < Duration::from_secs(10));
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
    assert_eq!(code, 1);
    assert!(out.contains("ERR  orphan: lonely.in has no .ans"), "{out}");
    assert!(out.contains("ERR  orphan: widowed.ans has no .in"), "{out}");
    assert!(
        out.contains("empty has no case: add sample-1.in and sample-1.ans"),
        "{out}"
    );
    assert!(out.contains("ERR  no binary:"), "{out}");
    assert!(verdict(&out, "fine").starts_with("AC"), "{out}");
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
fn a_folder_without_a_crate_needs_both_limits() {
    let s = sandbox_with_one_case("limits", "nocrate", "cat >/dev/null; echo Yes");
    let (code, out) = s.judge_with(&["--time-limit", "1"], &["nocrate"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("no problem crate crates/nocrate to take its limits from: give --time-limit and --memory-limit"),
        "{out}"
    );
    assert_eq!(out.lines().last(), Some("0 passed, 1 failed"));
}

#[test]
fn the_scripts_print_their_usage() {
    let cap = format!(
        "output capped at {} MiB",
        xtask::runner::DEFAULT_OUTPUT_LIMIT >> 20
    );
    for (script, mentions) in [
        ("judge", cap.as_str()),
        ("stress", "--cases <N> how many random inputs [default:"),
        ("bundle", "--no-check write without compiling"),
        ("bench", "--against DIR also times DIR/<id>"),
        ("export", "--to <oj|kattis> <DIR>"),
        ("new-problem", "pairs-until-eof"),
        ("old-toolchain-build", "rust-version"),
        ("generate", "--check only check, write nothing"),
        ("tables", "docs/bench.tsv"),
    ] {
        for flag in ["-h", "--help"] {
            let out = Command::new(workspace().join("scripts").join(script))
                .arg(flag)
                .output()
                .unwrap();
            let help = String::from_utf8_lossy(&out.stdout);
            assert!(
                out.status.success(),
                "scripts/{script} {flag}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let first = format!("usage: scripts/{script} ");
            assert!(help.starts_with(&first), "{help}");
            // Filled to the width, so compared by words.
            let words = help.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(words.contains(mentions), "{help}");
            assert!(help.lines().all(|l| l.len() <= 76), "{help}");
        }
    }
}

#[test]
fn unknown_options_and_bad_limits_are_usage_errors() {
    let s = Sandbox::new("usage");
    for args in [
        &["--frobnicate"][..],
        &["--time-limit", "0"],
        &["--memory-limit", "x"],
    ] {
        let out = s.run(args, &[]);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.starts_with("scripts/judge: "), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
}

#[test]
fn case_lines_show_the_peak_memory() {
    let s = sandbox_with_one_case("peak", "peak", "cat >/dev/null; echo Yes");
    let (code, out) = s.judge(&["peak"]);
    assert_eq!(code, 0, "{out}");
    let fields: Vec<&str> = verdict(&out, "case").split_whitespace().collect();
    // AC case <ms> ms <peak> MiB
    assert_eq!(fields.len(), 6, "{out}");
    assert_eq!((fields[3], fields[5]), ("ms", "MiB"), "{out}");
    let peak: f64 = fields[4].parse().unwrap();
    assert!(peak > 0.0 && peak < 64.0, "{out}");
    assert!(out.contains("memory limit 256 MiB"), "{out}");
    assert!(out.contains("  largest: "), "{out}");
}

/// Judges one case of `script` and returns (verdict line, stdout, elapsed).
fn judge_timed(name: &str, script: &str, options: &[&str]) -> (String, String, Duration) {
    let s = sandbox_with_one_case(name, name, script);
    let start = Instant::now();
    let mut all = vec!["--time-limit", "0.3", "--memory-limit", "256"];
    all.extend_from_slice(options);
    let (code, out) = s.judge_with(&all, &[name]);
    let elapsed = start.elapsed();
    let line = verdict(&out, "case").to_string();
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

/// A shell program that doubles a string to 64 MB (about 100 MB resident).
const HOG: &str =
    "cat >/dev/null; awk 'BEGIN { s = \"x\"; while (length(s) < 64000000) s = s s; print \"Yes\" }'";

#[test]
fn allocation_past_the_memory_limit_is_mle() {
    let (line, out, _) = judge_timed("hog", HOG, &["--memory-limit", "16", "--time-limit", "5"]);
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

/// A workspace of fake problem crates, read by the tool through cargo.
struct FakeWorkspace {
    root: PathBuf,
}

impl FakeWorkspace {
    fn new(name: &str) -> Self {
        let root =
            std::env::temp_dir().join(format!("xtask-judge-ws-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(root.join("crates")).unwrap();
        fs::write(
            root.join("Cargo.toml"),
            "[workspace]\nmembers = [\"crates/*\"]\nresolver = \"2\"\n",
        )
        .unwrap();
        FakeWorkspace { root }
    }

    /// `crates/<id>/` whose manifest goes on with `rest` after `[package]`'s
    /// name, version and edition.
    fn problem(&self, id: &str, rest: &str) -> PathBuf {
        let dir = self.root.join("crates").join(id);
        fs::create_dir_all(dir.join("src")).unwrap();
        fs::write(dir.join("src/main.rs"), "fn main() {}\n").unwrap();
        let text = format!(
            "[package]\nname = \"{id}\"\nversion = \"0.0.0\"\nedition = \"2021\"\n{rest}\n"
        );
        fs::write(dir.join("Cargo.toml"), &text).unwrap();
        dir.join("Cargo.toml")
    }

    /// Judges `id` with binaries from `bin`, data from `data`.
    fn judge(&self, sandbox: &Sandbox, ids: &[&str]) -> Output {
        xtask(&self.root)
            .arg("judge")
            .arg("--bin-dir")
            .arg(sandbox.root.join("bin"))
            .arg("--data-dir")
            .arg(sandbox.root.join("data"))
            .args(ids)
            .output()
            .unwrap()
    }
}

impl Drop for FakeWorkspace {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.root);
    }
}

const GOOD_META: &str =
    "url = \"https://example.com/1\"\ntime-limit = 2\nmemory-limit = 16\njudge = \"plain\"\ncompare = \"tokens\"";

#[test]
fn metadata_is_read_in_every_toml_form_and_its_limits_apply() {
    let forms = [
        ("table", format!("\n[package.metadata.problem] # the judge's limits\n{GOOD_META}")),
        (
            "inline",
            "\n[package.metadata]\nproblem = { url = \"https://example.com/1\", time-limit = 2, memory-limit = 16, judge = \"plain\", compare = \"tokens\" }"
                .to_string(),
        ),
        (
            "dotted",
            "metadata.problem.url = \"https://example.com/1\"\nmetadata.problem.time-limit = 2.0\nmetadata.problem.memory-limit = 16\nmetadata.problem.judge = \"plain\"\nmetadata.problem.compare = \"tokens\""
                .to_string(),
        ),
    ];
    let ws = FakeWorkspace::new("forms");
    let s = Sandbox::new("forms");
    for (id, rest) in &forms {
        ws.problem(id, rest);
        s.binary(id, HOG);
        s.file(id, "case.in", "1\n");
        s.file(id, "case.ans", "Yes\n");
    }
    let ids: Vec<&str> = forms.iter().map(|(id, _)| *id).collect();
    let out = ws.judge(&s, &ids);
    let stdout = String::from_utf8_lossy(&out.stdout);
    for id in ids {
        assert!(
            stdout.contains(&format!("== {id} (time limit 2 s, memory limit 16 MiB)")),
            "{stdout}"
        );
    }
    // The 16 MiB limit is what judged the hog.
    assert_eq!(stdout.matches("MLE").count(), 3, "{stdout}");
}

#[test]
fn bad_metadata_stops_the_run_naming_the_manifest() {
    let cases = [
        ("\n[package.metadata.problem]\nurl = \"u\"\ntime-limit = \"2\"\nmemory-limit = 1\njudge = \"plain\"\ncompare = \"tokens\"", "time-limit = \"2\": expected a positive number of seconds"),
        ("\n[package.metadata.problem]\nurl = \"u\"\ntime-limit = 1\nmemory-limit = 1\njudge = \"icpc\"\ncompare = \"tokens\"", "judge = \"icpc\": expected one of atcoder, codeforces"),
        ("\n[package.metadata.problem]\nurl = \"u\"\ntime-limit = 1\nmemory-limit = 1\njudge = \"plain\"\ncompare = \"tokens\"\ntimelimit = 1", "unknown key `timelimit`"),
        ("\n[package.metadata.problem]\nurl = \"u\"\ntime-limit = 1\njudge = \"plain\"\ncompare = \"tokens\"", "no `memory-limit` (MiB)"),
        ("\n[package.metadata]\nproblem = 3", "[package.metadata.problem]: must be a table"),
        ("", "no [package.metadata.problem]"),
    ];
    for (i, (rest, message)) in cases.iter().enumerate() {
        let ws = FakeWorkspace::new(&format!("bad{i}"));
        ws.problem(
            "fine",
            &format!("\n[package.metadata.problem]\n{GOOD_META}"),
        );
        ws.problem("bad", rest);
        let s = sandbox_with_one_case(&format!("bad{i}"), "fine", "cat >/dev/null; echo Yes");
        let out = ws.judge(&s, &["fine"]);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{rest}: {stdout}{stderr}");
        assert!(stdout.is_empty(), "{rest}: {stdout}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.starts_with("scripts/judge: crates/bad/Cargo.toml: "),
            "{stderr}"
        );
        assert!(stderr.contains(message), "{rest}: {stderr}");
    }
    // Not TOML at all: cargo's own message, naming the file.
    let ws = FakeWorkspace::new("toml");
    ws.problem("bad", "\n[package.metadata.problem]\ntime-limit = abc");
    let out = ws.judge(&Sandbox::new("toml"), &["bad"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("cargo metadata failed") && stderr.contains("crates/bad/Cargo.toml"),
        "{stderr}"
    );
}

/// A checker that accepts any output whose tokens sum to the answer's sum;
/// it exits 3 (a checker failure) when the answer says `broken`.
const SUMS_CHECKER: &str = r#"fn main() {
    let args: Vec<String> = std::env::args().collect();
    let read = |i: usize| std::fs::read_to_string(&args[i]).unwrap();
    let (output, answer) = (read(2), read(3));
    if answer.trim() == "broken" {
        eprintln!("fail the answer file is broken");
        std::process::exit(3);
    }
    let sum = |t: &str| t.split_whitespace().map(|x| x.parse::<i64>().unwrap_or(-1000)).sum::<i64>();
    if sum(&output) == sum(&answer) {
        eprintln!("ok");
    } else {
        eprintln!("wrong answer the sum is {}, not {}", sum(&output), sum(&answer));
        std::process::exit(1);
    }
}
"#;

#[test]
fn a_checker_judges_instead_of_the_tokens() {
    // The checker accepts any output whose tokens sum to the answer's sum;
    // it exits 3 (a checker failure) when the answer says `broken`.
    let ws = FakeWorkspace::new("checker");
    let manifest = ws.problem(
        "sums",
        "\n[package.metadata.problem]\nurl = \"u\"\ntime-limit = 1\nmemory-limit = 64\njudge = \"plain\"\ncompare = \"tokens\"\nchecker = \"sums-checker\"",
    );
    let bin = manifest.parent().unwrap().join("src/bin");
    fs::create_dir_all(&bin).unwrap();
    fs::write(bin.join("sums-checker.rs"), SUMS_CHECKER).unwrap();
    let s = Sandbox::new("checker");
    s.binary("sums", "read a b; echo $b $a");
    s.file("sums", "swapped.in", "1 2\n");
    s.file("sums", "swapped.ans", "1 2\n");
    s.file("sums", "wrong.in", "1 3\n");
    s.file("sums", "wrong.ans", "1 2\n");
    s.file("sums", "broken.in", "1 2\n");
    s.file("sums", "broken.ans", "broken\n");
    let out = ws.judge(&s, &["sums"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(verdict(&stdout, "swapped").starts_with("AC"), "{stdout}");
    let wrong = verdict(&stdout, "wrong");
    assert!(
        wrong.starts_with("WA") && wrong.ends_with("wrong answer the sum is 4, not 3"),
        "{stdout}"
    );
    let broken = verdict(&stdout, "broken");
    assert!(
        broken.starts_with("FAIL")
            && broken.ends_with("checker: exit 3: fail the answer file is broken"),
        "{stdout}"
    );
    assert_eq!(stdout.lines().last(), Some("1 passed, 2 failed"));
}

/// `scripts/judge --cmd` on the sandbox's data, run from `cwd`.
fn judge_cmd(s: &Sandbox, cwd: &Path, cmd: &str, ids: &[&str]) -> (i32, String, String) {
    let out = xtask(&workspace())
        .current_dir(cwd)
        .args(["judge", "--cmd", cmd, "--data-dir"])
        .arg(s.root.join("data"))
        .args(["--time-limit", "0.3", "--memory-limit", "256"])
        .args(ids)
        .output()
        .expect("run the judge");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_command_is_judged_from_the_current_folder_with_the_same_verdicts() {
    let s = Sandbox::new("cmd");
    s.file("p", "case.in", "2\n1 2\n");
    s.file("p", "case.ans", "Yes\n");
    // A solution of one's own, named relative to the folder the user is in.
    fs::write(s.root.join("sol.sh"), "read n; read a b; echo Yes\n").unwrap();
    let (code, out, _) = judge_cmd(&s, &s.root, "sh ./sol.sh", &["p"]);
    assert_eq!(code, 0, "{out}");
    assert!(verdict(&out, "case").starts_with("AC"), "{out}");
    let (code, out, _) = judge_cmd(&s, &s.root, "cat >/dev/null; echo No", &["p"]);
    assert_eq!(code, 1);
    assert!(verdict(&out, "case").starts_with("WA"), "{out}");
    let (code, out, _) = judge_cmd(&s, &s.root, "sleep 5", &["p"]);
    assert_eq!(code, 1);
    assert!(verdict(&out, "case").starts_with("TLE"), "{out}");
    let (code, out, _) = judge_cmd(&s, &s.root, "echo oops >&2; exit 3", &["p"]);
    assert_eq!(code, 1);
    assert!(verdict(&out, "case").starts_with("RE"), "{out}");
    assert!(verdict(&out, "case").contains("oops"), "{out}");
}

#[test]
fn a_command_judges_one_problem_and_not_beside_bin_dir() {
    let s = Sandbox::new("cmd-usage");
    s.file("p", "case.in", "1\n");
    s.file("p", "case.ans", "1\n");
    s.file("q", "case.in", "1\n");
    s.file("q", "case.ans", "1\n");
    for ids in [&[][..], &["p", "q"][..]] {
        let (code, _, err) = judge_cmd(&s, &s.root, "cat", ids);
        assert_eq!(code, 2, "{ids:?}");
        assert!(err.contains("--cmd judges one problem"), "{err}");
    }
    let out = xtask(&workspace())
        .args(["judge", "--cmd", "cat", "--bin-dir", "/tmp", "p"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("'--cmd <CMD>' cannot be used with '--bin-dir <DIR>'"),
        "{stderr}"
    );
}

#[test]
fn bench_against_judges_a_checker_problem_with_its_checker() {
    // The problem prints its two numbers as read; one other binary prints
    // them swapped (other tokens, accepted by the sums checker), another
    // adds one (rejected).
    let ws = FakeWorkspace::new("bench-checker");
    let manifest = ws.problem(
        "sums",
        "\n[package.metadata.problem]\nurl = \"u\"\ntime-limit = 1\nmemory-limit = 64\njudge = \"plain\"\ncompare = \"tokens\"\nchecker = \"sums-checker\"",
    );
    let dir = manifest.parent().unwrap();
    fs::write(
        dir.join("src/main.rs"),
        "use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    println!(\"{}\", s.trim());\n}\n",
    )
    .unwrap();
    fs::create_dir_all(dir.join("src/bin")).unwrap();
    fs::write(dir.join("src/bin/sums-checker.rs"), SUMS_CHECKER).unwrap();
    let data = ws.root.join("judge-data/sums");
    fs::create_dir_all(&data).unwrap();
    fs::write(data.join("max-pair.in"), "1 2\n").unwrap();
    fs::write(data.join("max-pair.ans"), "1 2\n").unwrap();
    let swapped = Sandbox::new("bench-swapped");
    swapped.binary("sums", "read a b; echo $b $a");
    let wrong = Sandbox::new("bench-wrong");
    wrong.binary("sums", "read a b; echo $a $b 1");
    let bench = |other: &Sandbox| {
        xtask(&ws.root)
            .args(["bench", "--runs", "1", "--against"])
            .arg(other.root.join("bin"))
            .arg("sums")
            .output()
            .unwrap()
    };
    let out = bench(&swapped);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let row = stdout
        .lines()
        .find(|l| l.starts_with("sums "))
        .unwrap_or("");
    assert!(
        row.contains("max-pair") && !row.contains("error"),
        "{stdout}"
    );
    let out = bench(&wrong);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let row = stdout
        .lines()
        .find(|l| l.starts_with("sums "))
        .unwrap_or("");
    assert!(
        row.contains("error: the checker judges the answer of ")
            && row.ends_with("WA: wrong answer the sum is 4, not 3"),
        "{stdout}"
    );
}

#[test]
fn the_stack_is_the_memory_limit_where_the_judge_publishes_none() {
    // `ulimit -s` prints the stack limit in KiB.
    let s = sandbox_with_one_case("stack", "stack", "cat >/dev/null; ulimit -s");
    let (code, out) = s.judge_with(&["--time-limit", "1", "--memory-limit", "300"], &["stack"]);
    assert_eq!(code, 1);
    assert!(verdict(&out, "case").contains("got \"307200\""), "{out}");
}

#[test]
fn a_problem_gets_its_judges_published_stack() {
    // abc297g is an AtCoder problem (1 GiB of stack), whatever its memory
    // limit; a Codeforces one gets 256 MiB.
    for (id, kib) in [
        ("abc297g-constrained-nim-2", "1048576"),
        ("cf255e-furlo-and-rublo", "262144"),
    ] {
        let out = xtask(&workspace())
            .args(["judge", "--cmd", "cat >/dev/null; ulimit -s", id])
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.contains(&format!("got \"{kib}\"")), "{id}: {stdout}");
    }
}

#[test]
fn a_child_that_leaves_the_group_is_killed_reaped_and_counted() {
    // setsid: a new session and group, out of reach of the group kill; it
    // holds 150 MiB (written, so resident) against a 64 MiB limit, and would
    // sleep for a minute.
    let marker = format!("314159{}", std::process::id());
    let s = sandbox_with_one_case(
        "setsid",
        "escape",
        &format!(
            "cat >/dev/null; setsid python3 -c 'import time; x = b\"x\" * (150 << 20); time.sleep(60 + 0.{marker})' & sleep 1; echo Yes"
        ),
    );
    let (code, out) = s.judge_with(&["--time-limit", "3", "--memory-limit", "64"], &["escape"]);
    assert_eq!(code, 1, "{out}");
    assert!(verdict(&out, "case").starts_with("MLE"), "{out}");
    let left = Command::new("pgrep")
        .args(["-f", &marker])
        .output()
        .unwrap();
    assert!(
        left.stdout.is_empty(),
        "still running: {}",
        String::from_utf8_lossy(&left.stdout)
    );
}

#[test]
fn a_fifo_among_the_judge_data_stops_the_tool_before_anything_runs() {
    let s = sandbox_with_one_case("fifo", "good", "cat >/dev/null; echo Yes");
    let fifo = s.root.join("data/good/stuck.in");
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    s.file("good", "stuck.ans", "Yes\n");
    let start = Instant::now();
    let out = s.run(&["--time-limit", "0.3", "--memory-limit", "256"], &["good"]);
    assert!(start.elapsed() < Duration::from_secs(20));
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("stuck.in: not a regular file"), "{err}");
    assert!(!String::from_utf8_lossy(&out.stdout).contains("AC"));
}

#[test]
fn a_closed_stdout_ends_the_tool_quietly() {
    let s = Sandbox::new("pipe");
    s.binary("good", "cat >/dev/null; echo Yes");
    for i in 0..200 {
        s.file("good", &format!("c{i:03}.in"), "1\n");
        s.file("good", &format!("c{i:03}.ans"), "Yes\n");
    }
    let mut child = xtask(&workspace())
        .arg("judge")
        .arg("--bin-dir")
        .arg(s.root.join("bin"))
        .arg("--data-dir")
        .arg(s.root.join("data"))
        .args(["--time-limit", "1", "--memory-limit", "64", "good"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Read one line, as `head -1` does, and close the pipe.
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 1];
    use std::io::Read;
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(err.is_empty(), "{err}");
}

#[test]
fn any_case_words_are_right_where_the_statement_says_so() {
    // Codeforces 850C: either word in any case.
    let root = workspace();
    let build = Command::new(env!("CARGO"))
        .current_dir(&root)
        .args(["build", "--release", "--quiet", "-p", "cf850c-arpa-mojtaba"])
        .status()
        .unwrap();
    assert!(build.success());
    let bin = root.join("target/release/cf850c-arpa-mojtaba");
    let out = xtask(&root)
        .args(["judge", "--cmd"])
        .arg(format!("{} | tr A-Z a-z", bin.display()))
        .arg("cf850c-arpa-mojtaba")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
}

#[test]
fn luogu_compares_lines_where_other_judges_compare_tokens() {
    // Two answers on one line: the same tokens, other lines.
    let root = workspace();
    for (id, right) in [("luogu2148-e-and-d", false), ("hdu1850-good-boy", true)] {
        let build = Command::new(env!("CARGO"))
            .current_dir(&root)
            .args(["build", "--release", "--quiet", "-p", id])
            .status()
            .unwrap();
        assert!(build.success());
        let bin = root.join("target/release").join(id);
        let out = xtask(&root)
            .args(["judge", "--cmd"])
            .arg(format!("{} | tr '\\n' ' '", bin.display()))
            .arg(id)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.success(), right, "{id}: {stdout}");
        if !right {
            assert!(stdout.contains("(compared as lines)"), "{stdout}");
        }
    }
}

#[test]
fn a_command_that_cannot_run_is_said_once() {
    let out = xtask(&workspace())
        .args(["judge", "--cmd", "./no-such-solution", "hdu1846-brave-game"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert_eq!(stdout.matches("not found").count(), 1, "{stdout}");
    assert!(stdout.contains("the command cannot be run"), "{stdout}");
    assert!(!stdout.contains("\n  RE "), "{stdout}");
}

#[test]
fn a_python_crash_is_shown_by_its_cause() {
    let s = sandbox_with_one_case(
        "python",
        "crash",
        "exec python3 -c 'import sys; sys.stdin.read(); print(1 // 0)'",
    );
    let (code, out) = s.judge(&["crash"]);
    assert_eq!(code, 1);
    let line = verdict(&out, "case");
    assert!(line.starts_with("RE"), "{out}");
    assert!(
        line.contains("ZeroDivisionError: integer division or modulo by zero"),
        "{out}"
    );
}

#[test]
fn a_directory_named_like_a_case_stops_the_tool_and_is_not_the_programs_fault() {
    let s = sandbox_with_one_case("dir-case", "good", "cat >/dev/null; echo Yes");
    fs::create_dir_all(s.root.join("data/good/x.in")).unwrap();
    s.file("good", "x.ans", "Yes\n");
    let out = s.run(&["--time-limit", "0.3", "--memory-limit", "256"], &["good"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("x.in: a directory; a case must be a regular file"),
        "{err}"
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!stdout.contains("RE"), "{stdout}");
}

/// A folder `p` of judge data with one sample, `2\n1 2\n` answered `Yes`.
fn sandbox_with_a_sample(name: &str) -> Sandbox {
    let s = Sandbox::new(name);
    s.file("p", "sample-1.in", "2\n1 2\n");
    s.file("p", "sample-1.ans", "Yes\n");
    s
}

#[test]
fn a_command_that_prints_the_stored_answer_of_its_input_is_wa() {
    let s = sandbox_with_a_sample("lookup");
    // Looks its input up among the `.in` files (by the path the tool was
    // given and relative to the folder it runs from) and prints the `.ans`.
    let cmd = format!(
        "in=$(cat); for f in {}/*/*.in data/*/*.in; do \
         [ \"$(cat \"$f\")\" = \"$in\" ] && cat \"${{f%.in}}.ans\" && exit; done; echo none",
        s.root.join("data").display()
    );
    let (code, out, _) = judge_cmd(&s, &s.root, &cmd, &["p"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        verdict(&out, "sample-1").starts_with("WA") && out.contains("got \"none\""),
        "{out}"
    );
    // Uncontained, as asked, it finds the answer.
    let out = xtask(&workspace())
        .current_dir(&s.root)
        .args(["judge", "--no-sandbox", "--cmd", &cmd, "--data-dir"])
        .arg(s.root.join("data"))
        .args(["--time-limit", "1", "--memory-limit", "256", "p"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(verdict(&stdout, "sample-1").starts_with("AC"), "{stdout}");
}

#[test]
fn a_command_cannot_rewrite_the_answer_or_write_the_repository() {
    let s = sandbox_with_a_sample("rewrite");
    let ans = s.root.join("data/p/sample-1.ans");
    let planted = workspace().join(format!("target/planted-{}", std::process::id()));
    let cmd = format!(
        "cat >/dev/null; echo No >data/p/sample-1.ans; echo No >{}; echo x >{}; echo No",
        ans.display(),
        planted.display()
    );
    let (code, out, _) = judge_cmd(&s, &s.root, &cmd, &["p"]);
    assert_eq!(code, 1, "{out}");
    assert!(verdict(&out, "sample-1").starts_with("WA"), "{out}");
    assert_eq!(fs::read_to_string(&ans).unwrap(), "Yes\n");
    assert!(!planted.exists(), "{} was written", planted.display());
}

#[test]
fn a_daemon_the_command_leaves_dies_with_its_case() {
    // A double fork with a cleared environment and a session of its own:
    // out of the group, without the run's mark, its parent gone at once.
    let marker = format!("39.{}", std::process::id());
    let s = Sandbox::new("daemon");
    for i in 0..9 {
        s.file("p", &format!("c{i}.in"), "2\n1 2\n");
        s.file("p", &format!("c{i}.ans"), "Yes\n");
    }
    let cmd = format!("cat >/dev/null; (env -i setsid sh -c 'sleep {marker}' &); echo Yes");
    let (code, out, _) = judge_cmd(&s, &s.root, &cmd, &["p"]);
    let left = Command::new("pgrep")
        .args(["-f", &format!("sleep {marker}")])
        .output()
        .unwrap();
    let _ = Command::new("pkill")
        .args(["-f", &format!("sleep {marker}")])
        .status();
    assert_eq!(code, 0, "{out}");
    assert!(
        left.stdout.is_empty(),
        "still running: {}",
        String::from_utf8_lossy(&left.stdout)
    );
}

#[test]
fn a_command_cannot_connect_to_the_network() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port();
    let s = sandbox_with_a_sample("net");
    let cmd = format!(
        "cat >/dev/null; python3 -c 'import socket; socket.create_connection((\"127.0.0.1\", {port}), timeout=1)' 2>/dev/null && echo Yes || echo No"
    );
    // Python starts slowly: a limit of 5 s.
    let out = xtask(&workspace())
        .current_dir(&s.root)
        .args(["judge", "--cmd", &cmd, "--data-dir", "data"])
        .args(["--time-limit", "5", "--memory-limit", "256", "p"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(verdict(&stdout, "sample-1").starts_with("WA"), "{stdout}");
    assert!(listener.accept().is_err(), "a connection reached the test");
}

#[test]
fn where_no_namespace_can_be_made_one_line_says_so_and_the_run_is_uncontained() {
    let s = sandbox_with_a_sample("fallback");
    // A user namespace whose limits allow no namespace inside it.
    let script = format!(
        "for k in user net mnt pid; do echo 0 >/proc/sys/user/max_${{k}}_namespaces || exit 99; done; \
         exec {} judge --cmd 'cat >/dev/null; cat data/p/sample-1.ans' --data-dir data \
         --time-limit 1 --memory-limit 256 p",
        env!("CARGO_BIN_EXE_xtask")
    );
    let out = Command::new("unshare")
        .args(["--user", "--map-root-user", "sh", "-c", &script])
        .current_dir(&s.root)
        .env("XTASK_ROOT", workspace())
        .output()
        .expect("unshare (util-linux)");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert!(verdict(&stdout, "sample-1").starts_with("AC"), "{stdout}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("note: no sandbox here (")
            && stderr.contains("programs run uncontained"),
        "{stderr}"
    );
}
