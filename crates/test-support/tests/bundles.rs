//! The bundle check: every problem is bundled by `scripts/bundle` for every
//! judge it supports, compiled alone with bare `rustc` (for AtCoder, against
//! the proconio and itertools rlibs cargo built for this test, and nothing
//! else) without a warning, and run over its whole judge-data by
//! `scripts/judge`, which must pass every case, as the workspace binary does.
//! Each bundled binary must also reject bad input as the workspace binary
//! does (one `error:` line on stderr, exit 1, nothing on stdout), and each
//! bundle must stay under 16 KiB.
//!
//! Plain bundles are also compiled with an old compiler, as judges run old
//! ones: the rustc named by `OLD_RUSTC` (`.ci/run` installs Debian's rustc
//! 1.63 and sets it; it must then work), or else `/usr/bin/rustc` when that
//! is Debian's 1.63; with neither, the test says it skipped that part. The
//! old compiler's binary is the one judged.
//!
//! New problems are found by their `crates/<id>/src/main.rs`; only the test
//! of what a bundle keeps of sg-core names two problems, as examples.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every problem crate, or those `BUNDLES_ONLY` names (space-separated).
fn problems() -> Vec<String> {
    if let Ok(only) = std::env::var("BUNDLES_ONLY") {
        return only.split_whitespace().map(str::to_string).collect();
    }
    let mut ids: Vec<String> = fs::read_dir(root().join("crates"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("src/main.rs").is_file())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    ids.sort();
    ids
}

/// Runs `bash scripts/<name> args...` in the workspace.
fn script<S: AsRef<std::ffi::OsStr>>(name: &str, args: &[S]) -> std::process::Output {
    Command::new("bash")
        .arg(root().join("scripts").join(name))
        .args(args)
        .output()
        .unwrap()
}

/// [`script`]'s stdout, which must have succeeded.
#[track_caller]
fn script_ok(name: &str, args: &[&str]) -> String {
    let out = script(name, args);
    assert!(
        out.status.success(),
        "scripts/{name} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The judges a problem can be bundled for, as `scripts/bundle --judges`
/// says.
fn judges(id: &str) -> Vec<&'static str> {
    script_ok("bundle", &["--judges", id])
        .split_whitespace()
        .map(|j| match j {
            "plain" => "plain",
            "atcoder" => "atcoder",
            other => panic!("scripts/bundle --judges {id} printed {other}"),
        })
        .collect()
}

/// A value of `[package.metadata.problem]`, read by `scripts/lib.sh`, the one
/// reader of that section.
fn meta(id: &str, key: &str) -> String {
    script_ok("lib.sh", &["meta", id, key]).trim().to_string()
}

/// Bundles must stay small enough to paste and read: 16 KiB.
const MAX_BUNDLE_BYTES: usize = 16 * 1024;

/// The old compiler plain bundles must also build with, if any: `OLD_RUSTC`
/// (required to work when set), else Debian's rustc 1.63 at /usr/bin/rustc.
fn old_rustc() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("OLD_RUSTC") {
        return Some(PathBuf::from(path));
    }
    let debian = PathBuf::from("/usr/bin/rustc");
    let version = Command::new(&debian).arg("--version").output().ok()?;
    String::from_utf8_lossy(&version.stdout)
        .starts_with("rustc 1.63")
        .then_some(debian)
}

/// Runs `bin` on `input`; the outcome must be one `error:` line on stderr,
/// exit code 1 and no stdout.
fn rejects_cleanly(bin: &Path, input: &[u8]) -> Result<(), String> {
    use std::io::Write;
    let mut child = Command::new(bin)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .env("RUST_BACKTRACE", "1")
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.code() == Some(1)
        && out.stdout.is_empty()
        && stderr.lines().count() == 1
        && stderr.starts_with("error: ")
    {
        Ok(())
    } else {
        Err(format!(
            "on input {:?}: exit {:?}, stdout {:?}, stderr {:?}",
            String::from_utf8_lossy(input),
            out.status.code(),
            String::from_utf8_lossy(&out.stdout),
            stderr.chars().take(300).collect::<String>()
        ))
    }
}

/// The newest `lib<name>-*.rlib` beside this test's executable.
fn rlib(name: &str) -> PathBuf {
    let deps = std::env::current_exe()
        .unwrap()
        .parent()
        .unwrap()
        .to_path_buf();
    fs::read_dir(&deps)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let f = p.file_name().unwrap().to_string_lossy();
            f.starts_with(&format!("lib{name}-")) && f.ends_with(".rlib")
        })
        .max_by_key(|p| fs::metadata(p).unwrap().modified().unwrap())
        .unwrap_or_else(|| panic!("no lib{name}-*.rlib in {}", deps.display()))
}

fn bundle_compile_and_judge(
    id: &str,
    judge: &str,
    work: &Path,
    old: Option<&Path>,
) -> Result<usize, String> {
    let dir = work.join(judge);
    fs::create_dir_all(&dir).unwrap();
    let source = dir.join(format!("{id}.rs"));
    let out = script(
        "bundle",
        &[
            id.as_ref(),
            "--judge".as_ref(),
            judge.as_ref(),
            "-o".as_ref(),
            source.as_os_str(),
        ],
    );
    if !out.status.success() {
        return Err(format!(
            "bundle failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let size = fs::metadata(&source).unwrap().len() as usize;
    if size > MAX_BUNDLE_BYTES {
        return Err(format!("{size} bytes, over {MAX_BUNDLE_BYTES}"));
    }
    let mut rustc = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()));
    rustc
        .args(["--edition", "2021", "-O", "-o"])
        .arg(dir.join(id))
        .arg(&source);
    if judge == "atcoder" {
        let deps = rlib("proconio").parent().unwrap().to_path_buf();
        rustc
            .arg("--extern")
            .arg(format!("proconio={}", rlib("proconio").display()))
            .arg("--extern")
            .arg(format!("itertools={}", rlib("itertools").display()))
            .arg("-L")
            .arg(format!("dependency={}", deps.display()));
    }
    let out = rustc.output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() || !stderr.trim().is_empty() {
        return Err(format!("rustc on {}:\n{stderr}", source.display()));
    }
    if let (Some(old), "plain") = (old, judge) {
        // The binary judged below is the old compiler's.
        let out = Command::new(old)
            .args(["--edition", "2021", "-O", "-o"])
            .arg(dir.join(id))
            .arg(&source)
            .output()
            .map_err(|e| format!("{}: {e}", old.display()))?;
        if !out.status.success() {
            return Err(format!(
                "{} on {}:\n{}",
                old.display(),
                source.display(),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    for bad in [&b"x"[..], b"\xef\xbb\xbf1\n", b"18446744073709551616 1\n"] {
        rejects_cleanly(&dir.join(id), bad)?;
    }
    let out = script(
        "judge",
        &["--bin-dir".as_ref(), dir.as_os_str(), id.as_ref()],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let last = stdout.lines().last().unwrap_or("");
    if !out.status.success() || !last.ends_with(" passed, 0 failed") {
        return Err(format!("scripts/judge on the bundle:\n{stdout}"));
    }
    Ok(size)
}

#[test]
fn every_bundle_compiles_alone_and_passes_its_judge_data() {
    let work = std::env::temp_dir().join(format!("bundles-{}", std::process::id()));
    let ids = problems();
    assert!(!ids.is_empty());
    let old = old_rustc();
    match &old {
        Some(path) => eprintln!("plain bundles also compiled and judged with {}", path.display()),
        None => eprintln!("no old rustc (set OLD_RUSTC, or install Debian's rustc 1.63): plain bundles compiled with the current rustc only"),
    }
    let old = old.as_deref();
    // Two workers: the machine has two cores and rustc -O is the cost.
    let jobs: Vec<(String, &str)> = ids
        .iter()
        .flat_map(|id| judges(id).into_iter().map(move |j| (id.clone(), j)))
        .collect();
    let results: Vec<(String, &str, Result<usize, String>)> = std::thread::scope(|s| {
        let halves = jobs.chunks((jobs.len() + 1) / 2);
        let handles: Vec<_> = halves
            .map(|half| {
                let work = &work;
                s.spawn(move || {
                    half.iter()
                        .map(|(id, j)| (id.clone(), *j, bundle_compile_and_judge(id, j, work, old)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    let _ = fs::remove_dir_all(&work);
    let mut failures = Vec::new();
    for (id, judge, res) in &results {
        match res {
            Ok(size) => eprintln!("{id} ({judge}): {size} bytes, all judge-data passed"),
            Err(e) => failures.push(format!("{id} ({judge}): {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert_eq!(results.len(), jobs.len());
}

#[test]
fn plain_bundle_is_refused_for_a_problem_using_proconio() {
    for id in problems() {
        if judges(&id) == ["atcoder"] {
            let out = script("bundle", &[id.as_str(), "--judge", "plain"]);
            assert!(!out.status.success());
            assert!(String::from_utf8_lossy(&out.stderr).contains("use --judge atcoder"));
        }
    }
}

#[test]
fn default_judge_comes_from_the_metadata() {
    for id in problems() {
        let first = script_ok("bundle", &[id.as_str()])
            .lines()
            .next()
            .unwrap_or("")
            .to_string();
        let judge = meta(&id, "judge");
        assert!(
            first.contains(&format!("for {judge} judges")),
            "{id}: {first}"
        );
    }
}

#[test]
fn bundles_keep_only_the_library_items_a_problem_names() {
    let bundle = |id: &str| script_ok("bundle", &[id]);
    // Nim names only nim_sum.
    let nim = bundle("acwing891-nim");
    assert!(nim.contains("pub fn nim_sum"), "{nim}");
    for dropped in [
        "fn mex",
        "fn grundy_table",
        "fn find_period",
        "struct Periodicity",
    ] {
        assert!(!nim.contains(dropped), "{dropped} in:\n{nim}");
    }
    // Split Nim names grundy_table, which needs mex_with, but not mex.
    let split = bundle("acwing894-split-nim");
    for kept in ["pub fn grundy_table", "fn mex_with", "pub fn nim_sum"] {
        assert!(split.contains(kept), "{kept} missing in:\n{split}");
    }
    for dropped in ["pub fn mex(", "fn find_period", "fn subtraction_table"] {
        assert!(!split.contains(dropped), "{dropped} in:\n{split}");
    }
    // Library docs and comments never reach a bundle.
    assert!(!nim.contains("/// ") && !split.contains("/// "));
}
