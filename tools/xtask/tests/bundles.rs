//! Every problem, bundled by `scripts/bundle` for every judge its metadata
//! names: the command itself compiles each bundle with every compiler and
//! edition the judge offers (`xtask::targets`), judges each binary on the
//! problem's whole judge data and compares it with the workspace binary on
//! bad input, and writes the file only if all of that passed; a missing
//! compiler fails it. Here every bundle must be written, under the size
//! cap, checked with every build of its judge: the test installs the
//! judges' rustc versions with rustup where they are missing; only the
//! old rustc, Debian's (which `.ci/run` installs), may be absent, and then
//! its builds are left out and the test says so.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use xtask::targets::{Target, Toolchain};
use xtask::workspace::Workspace;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn bundle(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .env("XTASK_ROOT", root())
        .arg("bundle")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn every_bundle_compiles_as_its_judge_would_and_passes_its_judge_data() {
    let ws = Workspace::load(&root()).unwrap();
    let only: Option<Vec<String>> = std::env::var("BUNDLES_ONLY")
        .ok()
        .map(|s| s.split_whitespace().map(str::to_string).collect());
    let jobs: Vec<(String, Target)> = ws
        .problems
        .iter()
        .filter(|p| only.as_ref().map_or(true, |o| o.contains(&p.id)))
        .flat_map(|p| p.targets().into_iter().map(move |f| (p.id.clone(), f)))
        .collect();
    assert!(!jobs.is_empty());
    // The judges' compilers come from rustup: missing ones are installed,
    // as .ci/run does, so that this test needs nothing but the Rust
    // toolchain. The old rustc needs the system's package manager:
    // without it, the builds that use it are left out and said so.
    xtask::toolchains::install_missing().unwrap();
    let no_old = xtask::toolchains::old_rustc().unwrap().is_none();
    if no_old {
        eprintln!(
            "no old rustc ({}): the builds that use it are left out",
            xtask::toolchains::old_rustc_wanted()
        );
    }
    let work = std::env::temp_dir().join(format!("xtask-bundles-{}", std::process::id()));
    fs::create_dir_all(&work).unwrap();
    // Two workers: the machine has two cores and the compiler is the cost.
    let results: Vec<(String, Target, Result<String, String>)> = std::thread::scope(|s| {
        let handles: Vec<_> = jobs
            .chunks((jobs.len() + 1) / 2)
            .map(|half| {
                let work = &work;
                s.spawn(move || {
                    half.iter()
                        .map(|(id, flavour)| {
                            let file = work.join(format!("{id}-{}.rs", flavour.name()));
                            let mut args = vec![id.as_str(), "--judge", flavour.name()];
                            args.extend(["-o", file.to_str().unwrap()]);
                            if no_old {
                                args.push("--allow-missing");
                            }
                            let out = bundle(&args);
                            let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
                            let res = if out.status.success() && file.is_file() {
                                Ok(stderr)
                            } else {
                                Err(stderr)
                            };
                            (id.clone(), *flavour, res)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    let mut failures = Vec::new();
    for (id, flavour, res) in &results {
        match res {
            Ok(said) => {
                eprint!("{id} ({}): {said}", flavour.name());
                let size = fs::metadata(work.join(format!("{id}-{}.rs", flavour.name())))
                    .unwrap()
                    .len();
                if size as usize > xtask::bundle::MAX_BYTES {
                    failures.push(format!("{id}: {size} bytes"));
                }
                // Every build of the judge ran (but the old rustc's, when
                // there is none): one name each in the summary.
                let builds = flavour
                    .builds()
                    .iter()
                    .filter(|b| !no_old || b.toolchain != Toolchain::Old)
                    .count();
                // The summary line; the lines before it say what is being
                // compiled.
                let summary = said
                    .lines()
                    .find(|l| l.starts_with("scripts/bundle: wrote"))
                    .unwrap_or("");
                let checked = summary.split("; NOT checked").next().unwrap_or("");
                let named = checked.matches("rustc ").count() + checked.matches("cargo ").count();
                let unexpected = !no_old && summary.contains("NOT checked");
                if named != builds || unexpected {
                    failures.push(format!(
                        "{id}: {builds} builds, but the summary says: {said}"
                    ));
                }
            }
            Err(e) => failures.push(format!("{id} ({}): {e}", flavour.name())),
        }
    }
    let _ = fs::remove_dir_all(&work);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(results.len(), jobs.len());
}

#[test]
fn a_bundle_for_a_judge_without_proconio_is_refused_for_a_problem_using_it() {
    // abc206f reads with proconio (and uses itertools).
    for judge in ["plain", "codeforces", "cses"] {
        let out = bundle(&["abc206f-interval-game-2", "--judge", judge]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(
            stderr.contains(&format!(
                "which {judge} does not install: use --judge atcoder"
            )),
            "{stderr}"
        );
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn the_default_judge_comes_from_the_metadata() {
    let ws = Workspace::load(&root()).unwrap();
    for id in ["acwing891-nim", "abc368f-dividing-game"] {
        let p = ws.problem(id).unwrap();
        let out = bundle(&[id, "--no-check"]);
        let text = String::from_utf8_lossy(&out.stdout);
        let first = text.lines().next().unwrap_or("");
        assert!(
            first.contains(&format!("for {} from", p.meta.judges[0].name())),
            "{id}: {first}"
        );
    }
}

#[test]
fn bundles_keep_only_the_library_items_a_problem_uses() {
    let text = |id: &str| String::from_utf8(bundle(&[id, "--no-check"]).stdout).unwrap();
    // Nim uses only nim_sum of sg-core.
    let nim = text("acwing891-nim");
    assert!(nim.contains("pub fn nim_sum"), "{nim}");
    for dropped in [
        "fn mex",
        "fn grundy_table",
        "fn find_period",
        "struct Periodicity",
    ] {
        assert!(!nim.contains(dropped), "{dropped} in:\n{nim}");
    }
    // Of an impl, only the methods whose names are used: Nim reads with
    // `next` and `values`, never `next_in`, and prints no number itself.
    for dropped in ["fn next_in", "fn push_u64", "fn play_main"] {
        assert!(!nim.contains(dropped), "{dropped} in:\n{nim}");
    }
    assert!(nim.contains("pub fn values"), "{nim}");
    // Split Nim uses grundy_table, which needs mex_with, but not mex.
    let split = text("acwing894-split-nim");
    for kept in ["pub fn grundy_table", "fn mex_with", "pub fn nim_sum"] {
        assert!(split.contains(kept), "{kept} missing in:\n{split}");
    }
    for dropped in ["pub fn mex(", "fn find_period", "fn subtraction_table"] {
        assert!(!split.contains(dropped), "{dropped} in:\n{split}");
    }
    // Library docs and comments never reach a bundle; the problem's header does.
    assert!(
        !nim.contains("/// Size of the scanner") && !split.contains("//! Sprague-Grundy"),
        "{nim}"
    );
    assert!(nim.contains("//! **Theory**: Bouton's theorem"), "{nim}");
    // No test code.
    assert!(
        !nim.contains("cfg(test)") && !nim.contains("#[test]"),
        "{nim}"
    );
}
