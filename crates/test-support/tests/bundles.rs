//! The bundle check: every problem is bundled by `scripts/bundle` for every
//! judge it supports, compiled alone with bare `rustc` (for AtCoder, against
//! the proconio and itertools rlibs cargo built for this test, and nothing
//! else), and run over its whole judge-data by `scripts/judge`, which must
//! pass every case, as the workspace binary does. New problems are found by
//! their `crates/<id>/src/main.rs`; nothing here names a problem.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every problem crate.
fn problems() -> Vec<String> {
    let mut ids: Vec<String> = fs::read_dir(root().join("crates"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("src/main.rs").is_file())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    ids.sort();
    ids
}

/// The judges a problem can be bundled for: both, unless its
/// `[dependencies]` name a crate that plain judges lack.
fn judges(id: &str) -> Vec<&'static str> {
    let manifest = fs::read_to_string(root().join("crates").join(id).join("Cargo.toml")).unwrap();
    let deps = manifest
        .split("\n[")
        .find(|s| s.starts_with("dependencies]"))
        .unwrap_or("");
    if deps.contains("proconio") || deps.contains("itertools") {
        vec!["atcoder"]
    } else {
        vec!["plain", "atcoder"]
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

fn bundle_compile_and_judge(id: &str, judge: &str, work: &Path) -> Result<usize, String> {
    let dir = work.join(judge);
    fs::create_dir_all(&dir).unwrap();
    let source = dir.join(format!("{id}.rs"));
    let out = Command::new("bash")
        .arg(root().join("scripts/bundle"))
        .args([id, "--judge", judge, "-o"])
        .arg(&source)
        .output()
        .unwrap();
    if !out.status.success() {
        return Err(format!(
            "bundle failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let size = fs::metadata(&source).unwrap().len() as usize;
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
    let out = Command::new("bash")
        .arg(root().join("scripts/judge"))
        .arg("--bin-dir")
        .arg(&dir)
        .arg(id)
        .output()
        .unwrap();
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
    // Two workers: the machine has two cores and rustc -O is the cost.
    let jobs: Vec<(String, &str)> = ids
        .iter()
        .flat_map(|id| judges(id).into_iter().map(move |j| (id.clone(), j)))
        .collect();
    let results: Vec<(String, &str, Result<usize, String>)> = std::thread::scope(|s| {
        let halves = jobs.chunks(jobs.len().div_ceil(2));
        let handles: Vec<_> = halves
            .map(|half| {
                let work = &work;
                s.spawn(move || {
                    half.iter()
                        .map(|(id, j)| (id.clone(), *j, bundle_compile_and_judge(id, j, work)))
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
            let out = Command::new("bash")
                .arg(root().join("scripts/bundle"))
                .args([id.as_str(), "--judge", "plain"])
                .output()
                .unwrap();
            assert!(!out.status.success());
            assert!(String::from_utf8_lossy(&out.stderr).contains("use --judge atcoder"));
        }
    }
}

#[test]
fn default_judge_comes_from_the_metadata() {
    for id in problems() {
        let out = Command::new("bash")
            .arg(root().join("scripts/bundle"))
            .arg(&id)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{id}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let first = String::from_utf8_lossy(&out.stdout)
            .lines()
            .next()
            .unwrap_or("")
            .to_string();
        let manifest =
            fs::read_to_string(root().join("crates").join(&id).join("Cargo.toml")).unwrap();
        let judge = if manifest.contains("judge = \"atcoder\"") {
            "atcoder"
        } else {
            "plain"
        };
        assert!(
            first.contains(&format!("for {judge} judges")),
            "{id}: {first}"
        );
    }
}
