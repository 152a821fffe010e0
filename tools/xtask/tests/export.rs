//! `scripts/export` (the tool's `export` command) on a real problem: both
//! layouts hold every stored case byte for byte, the Kattis one also the
//! C++ reference and the kept wrong and slow solutions, a differing file already
//! there stops it before anything is written, the Kattis package is named
//! by its short name and states the comparison and limits, its programs
//! build from their sources with their own `build` and keep Kattis' exit
//! codes (the spec's `validate` as input validator, the checker and the
//! jury as output validators), and, where online-judge-tools
//! is installed (`.ci/run` installs it when pip is there), `oj t` passes our
//! binary on the export and fails a wrong solution.

use std::ffi::OsStr;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

const ID: &str = "hdu1846-brave-game";

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn export(layout: &str, out: &Path) -> std::process::Output {
    export_problem(ID, layout, out)
}

fn export_problem(id: &str, layout: &str, out: &Path) -> std::process::Output {
    xtask_export(&[id.as_ref(), "--to".as_ref(), layout.as_ref(), out.as_ref()])
}

/// A Kattis package of `id` in the 2025-09 format, into `out`.
fn export_2025_09(id: &str, out: &Path) -> std::process::Output {
    xtask_export(&[
        id.as_ref(),
        "--to".as_ref(),
        "kattis".as_ref(),
        out.as_ref(),
        "--format".as_ref(),
        "2025-09".as_ref(),
    ])
}

/// The tool's `export` command with `args`, run in this workspace.
fn xtask_export(args: &[&OsStr]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .env("XTASK_ROOT", workspace())
        .arg("export")
        .args(args)
        .output()
        .expect("run the tool")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-export-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}

/// The stored cases: (stem, input bytes, answer bytes).
fn stored() -> Vec<(String, Vec<u8>, Vec<u8>)> {
    let dir = workspace().join("judge-data").join(ID);
    let mut res: Vec<(String, Vec<u8>, Vec<u8>)> = fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let stem = name.strip_suffix(".in")?.to_string();
            let input = fs::read(dir.join(&name)).unwrap();
            let answer = fs::read(dir.join(format!("{stem}.ans"))).unwrap();
            Some((stem, input, answer))
        })
        .collect();
    res.sort();
    res
}

#[test]
fn oj_layout_holds_every_case_as_in_and_out() {
    let out = scratch("oj");
    let run = export("oj", &out);
    assert!(run.status.success(), "{run:?}");
    let cases = stored();
    assert!(cases.iter().any(|(stem, _, _)| stem == "sample-1"));
    for (stem, input, answer) in &cases {
        assert_eq!(&fs::read(out.join(format!("{stem}.in"))).unwrap(), input);
        assert_eq!(&fs::read(out.join(format!("{stem}.out"))).unwrap(), answer);
    }
    assert_eq!(fs::read_dir(&out).unwrap().count(), 2 * cases.len());
    assert!(String::from_utf8_lossy(&run.stdout)
        .starts_with(&format!("wrote {} cases of {ID}", cases.len())));
    // Again into the same folder: the same files, so nothing differs.
    assert!(export("oj", &out).status.success());
    fs::remove_dir_all(&out).unwrap();
}

/// A Kattis package's folder: named by the short name, in a scratch folder.
fn package(name: &str, id: &str) -> PathBuf {
    scratch(name).join(id.replace('-', ""))
}

/// Runs a program folder's `build` (as the tools do, in the folder).
fn build(dir: &Path) {
    let status = Command::new("./build").current_dir(dir).status().unwrap();
    assert!(status.success(), "{}/build failed", dir.display());
}

#[test]
fn kattis_layout_puts_samples_apart_from_the_rest() {
    let out = package("kattis", ID);
    let run = export("kattis", &out);
    assert!(run.status.success(), "{run:?}");
    let cases = stored();
    for (stem, input, answer) in &cases {
        let part = if stem.starts_with("sample-") {
            "sample"
        } else {
            "secret"
        };
        let dir = out.join("data").join(part);
        assert_eq!(&fs::read(dir.join(format!("{stem}.in"))).unwrap(), input);
        assert_eq!(&fs::read(dir.join(format!("{stem}.ans"))).unwrap(), answer);
    }
    let yaml = fs::read_to_string(out.join("problem.yaml")).unwrap();
    assert!(yaml.contains("validator_flags: case_sensitive\n"), "{yaml}");
    assert!(yaml.contains("memory: 32\n"), "{yaml}");
    assert_eq!(fs::read_to_string(out.join(".timelimit")).unwrap(), "1\n");
    let tex = fs::read_to_string(out.join("problem_statement/problem.en.tex")).unwrap();
    assert!(tex.starts_with("\\problemname{Brave Game}\n"), "{tex}");
    // A folder whose name is not a short name is refused, naming one.
    let bad = scratch("kattis-name").join("brave-game");
    let run = export("kattis", &bad);
    assert_eq!(run.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&run.stderr).contains("hdu1846bravegame"));
    assert!(!bad.exists());
    fs::remove_dir_all(out.parent().unwrap()).unwrap();
}

#[test]
fn kattis_layout_carries_the_reference_and_the_kept_solutions() {
    // A problem with a kept solution of every kind.
    let id = "abc354e-remove-pairs";
    let out = package("kattis-solutions", id);
    let run = export_problem(id, "kattis", &out);
    assert!(run.status.success(), "{run:?}");
    let root = workspace();
    let to = out.join("submissions");
    let reference = root.join("references").join(format!("{id}.cpp"));
    assert_eq!(
        fs::read(to.join("accepted").join(format!("{id}.cpp"))).unwrap(),
        fs::read(reference).unwrap()
    );
    let mut carried = 1;
    for kind in xtask::package::KEPT_KINDS {
        let dir = root.join("submissions").join(id).join(kind);
        let kept: Vec<_> = fs::read_dir(&dir).unwrap().flatten().collect();
        assert!(!kept.is_empty(), "{}", dir.display());
        for file in &kept {
            let copy = to.join(kind).join(file.file_name());
            assert_eq!(fs::read(copy).unwrap(), fs::read(file.path()).unwrap());
        }
        assert_eq!(fs::read_dir(to.join(kind)).unwrap().count(), kept.len());
        carried += kept.len();
    }
    let said = String::from_utf8_lossy(&run.stdout);
    assert!(
        said.contains(&format!(" and {carried} solutions to ")),
        "{said}"
    );
    fs::remove_dir_all(out.parent().unwrap()).unwrap();
}

/// Runs `program` with `args` and `stdin`: its exit code.
fn exit_code(program: &Path, args: &[&Path], stdin: &[u8]) -> Option<i32> {
    use std::io::Write;
    let mut child = Command::new(program)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    child.wait().unwrap().code()
}

#[test]
fn kattis_layout_carries_the_validators_with_kattis_exit_codes() {
    // cf1310f: many right answers, judged by its checker.
    let id = "cf1310f-bad-cryptography";
    let out = package("kattis-validators", id);
    let run = export_problem(id, "kattis", &out);
    assert!(run.status.success(), "{run:?}");
    let data = workspace().join("judge-data").join(id);
    let input = data.join("sample-1.in");
    let answer = data.join("sample-1.ans");
    build(&out.join("input_validators/validate"));
    build(&out.join("output_validators/checker"));
    let validator = out.join("input_validators/validate/run");
    assert_eq!(
        exit_code(&validator, &[], &fs::read(&input).unwrap()),
        Some(42)
    );
    assert_eq!(
        exit_code(&validator, &[], b"1\n0 1\n"),
        Some(43),
        "a = 0 is out of bounds"
    );
    assert_eq!(
        exit_code(&validator, &[], b"1\n\xff 1\n"),
        Some(43),
        "not UTF-8"
    );
    let checker = out.join("output_validators/checker/run");
    let feedback = out.join("feedback");
    fs::create_dir_all(&feedback).unwrap();
    let args = [input.as_path(), answer.as_path(), feedback.as_path()];
    assert_eq!(
        exit_code(&checker, &args, &fs::read(&answer).unwrap()),
        Some(42)
    );
    let wrong = "0\n".repeat(7);
    assert_eq!(exit_code(&checker, &args, wrong.as_bytes()), Some(43));
    let yaml = fs::read_to_string(out.join("problem.yaml")).unwrap();
    assert!(yaml.contains("validation: custom\n"), "{yaml}");
    fs::remove_dir_all(out.parent().unwrap()).unwrap();

    // abc244c: interactive, its jury behind the validator's exit codes.
    let id = "abc244c-yamanote-line-game";
    let out = package("kattis-interactive", id);
    let run = export_problem(id, "kattis", &out);
    assert!(run.status.success(), "{run:?}");
    build(&out.join("output_validators/jury"));
    let jury = out.join("output_validators/jury/run");
    assert!(fs::metadata(&jury).unwrap().permissions().mode() & 0o111 != 0);
    let yaml = fs::read_to_string(out.join("problem.yaml")).unwrap();
    assert!(yaml.contains("validation: custom interactive\n"), "{yaml}");
    // The legacy package keeps the stored winning side.
    assert_eq!(
        fs::read(out.join("data/sample/sample-1.ans")).unwrap(),
        fs::read(workspace().join("judge-data").join(id).join("sample-1.ans")).unwrap()
    );
    fs::remove_dir_all(out.parent().unwrap()).unwrap();
}

/// Plays N = 1 against a jury's `run` (`run INPUT ANSWER FEEDBACK_DIR`):
/// the program names 1, then the number the jury left (or, `repeat`, the
/// jury's own again); the validator's exit code.
fn play_n_1(run: &Path, dir: &Path, answer: &str, repeat: bool) -> Option<i32> {
    use std::io::{BufRead, BufReader, Write};
    let input = dir.join("n1.in");
    fs::write(&input, "1\n").unwrap();
    let ans = dir.join("n1.ans");
    fs::write(&ans, answer).unwrap();
    let feedback = dir.join("feedback");
    fs::create_dir_all(&feedback).unwrap();
    let mut jury = Command::new(run)
        .arg(&input)
        .arg(&ans)
        .arg(&feedback)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut to = jury.stdin.take().unwrap();
    let mut from = BufReader::new(jury.stdout.take().unwrap());
    let mut line = String::new();
    // The jury sends N, unless it failed at once.
    if from.read_line(&mut line).unwrap() > 0 {
        assert_eq!(line, "1\n");
        writeln!(to, "1").unwrap();
        line.clear();
        from.read_line(&mut line).unwrap();
        let y: u32 = line.trim().parse().unwrap();
        let next = if repeat { y } else { 5 - y };
        writeln!(to, "{next}").unwrap();
    }
    drop(to);
    jury.wait().unwrap().code()
}

#[test]
fn a_2025_09_interactive_package_has_empty_answers_its_jury_judges_alone() {
    // BAPCtools wants an interactive problem's .ans empty: every one is,
    // samples included, and the package's jury judges by its own search.
    let id = "abc244c-yamanote-line-game";
    let out = package("kattis-interactive-2025", id);
    let run = export_2025_09(id, &out);
    assert!(run.status.success(), "{run:?}");
    let stored = workspace().join("judge-data").join(id);
    let mut answers = 0;
    for part in ["sample", "secret"] {
        for entry in fs::read_dir(out.join("data").join(part)).unwrap() {
            let path = entry.unwrap().path();
            match path.extension().and_then(|e| e.to_str()) {
                Some("ans") => {
                    assert_eq!(fs::read(&path).unwrap(), b"", "{}", path.display());
                    answers += 1;
                }
                Some("in") => assert_eq!(
                    fs::read(&path).unwrap(),
                    fs::read(stored.join(path.file_name().unwrap())).unwrap()
                ),
                _ => {}
            }
        }
    }
    assert!(answers >= 2, "{answers} answer files");
    let jury = out.join("output_validator");
    assert!(fs::read_to_string(jury.join("README"))
        .unwrap()
        .contains("The answer files (`.ans`) are empty"));
    build(&jury);
    let scratch = out.parent().unwrap();
    // A right play is accepted and a wrong one rejected, with an empty
    // answer as with the stored one; a stored answer that disagrees with
    // the jury's search is its failure (exit 1).
    let run = jury.join("run");
    for answer in ["", "First\n"] {
        assert_eq!(
            play_n_1(&run, scratch, answer, false),
            Some(42),
            "{answer:?}"
        );
        assert_eq!(
            play_n_1(&run, scratch, answer, true),
            Some(43),
            "{answer:?}"
        );
    }
    assert_eq!(play_n_1(&run, scratch, "Second\n", false), Some(1));
    fs::remove_dir_all(scratch).unwrap();
}

#[test]
fn a_spec_that_includes_its_jury_by_path_exports() {
    // abc278g's spec takes its reference beyond the search from the jury,
    // `#[path = "...-jury.rs"] pub mod jury;`: the input validator is
    // bundled with that file inlined (export compiles it and runs it on
    // every stored input).
    let id = "abc278g-generalized-subtraction-game";
    let out = package("kattis-path", id);
    let run = export_2025_09(id, &out);
    assert!(run.status.success(), "{run:?}");
    let validator = fs::read_to_string(out.join("input_validators/validate/validate.rs")).unwrap();
    assert!(!validator.contains("#[path"), "{validator}");
    build(&out.join("input_validators/validate"));
    fs::remove_dir_all(out.parent().unwrap()).unwrap();
}

#[test]
fn a_spec_with_a_thread_local_table_exports() {
    // cf768e's spec keeps a table in `std::thread_local! { static BY_MEX
    // ... }`, which its functions read: the package's programs keep that
    // item-level macro call (only the spec's `spec!` call is dropped), so
    // they compile (export compiles them and runs them on every case).
    let id = "cf768e-game-of-stones";
    let out = package("kattis-thread-local", id);
    let run = export_2025_09(id, &out);
    assert!(run.status.success(), "{run:?}");
    for program in [
        "input_validators/validate/validate.rs",
        "answer_validators/answer/answer.rs",
    ] {
        let text = fs::read_to_string(out.join(program)).unwrap();
        assert!(text.contains("thread_local!"), "{program}");
        assert!(!text.contains("spec!"), "{program}");
    }
    fs::remove_dir_all(out.parent().unwrap()).unwrap();
}

#[test]
fn a_differing_file_stops_it_before_anything_is_written() {
    let out = scratch("clash");
    fs::create_dir_all(&out).unwrap();
    fs::write(out.join("sample-1.out"), "something else\n").unwrap();
    let run = export("oj", &out);
    assert_eq!(run.status.code(), Some(1));
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(err.contains("sample-1.out exists and differs"), "{err}");
    assert_eq!(fs::read_dir(&out).unwrap().count(), 1);
    fs::remove_dir_all(&out).unwrap();
}

#[test]
fn oj_passes_our_binary_on_the_export_and_fails_a_wrong_one() {
    if Command::new("oj").arg("--version").output().is_err() {
        eprintln!("skipped: `oj` (pip install online-judge-tools) is not on PATH");
        return;
    }
    let out = scratch("oj-run");
    assert!(export("oj", &out).status.success());
    let root = workspace();
    let build = Command::new(env!("CARGO"))
        .current_dir(&root)
        .args(["build", "--release", "--quiet", "-p", ID, "--bin", ID])
        .status()
        .unwrap();
    assert!(build.success());
    let ours = root.join("target/release").join(ID);
    let oj = |cmd: &str| {
        Command::new("oj")
            .args(["t", "-c", cmd, "-d"])
            .arg(&out)
            .output()
            .unwrap()
    };
    let right = oj(&ours.display().to_string());
    assert!(right.status.success(), "{right:?}");
    assert!(String::from_utf8_lossy(&right.stdout).contains("test success"));
    // A wrong solution: the first player always wins.
    let wrong = oj("sh -c 'while read n m; do echo first; done'");
    assert!(!wrong.status.success(), "{wrong:?}");
    assert!(String::from_utf8_lossy(&wrong.stdout).contains("test failed"));
    fs::remove_dir_all(&out).unwrap();
}

#[test]
fn an_interactive_problem_is_refused_for_oj_and_pointed_to_judge_cmd() {
    let out = scratch("interactive");
    let run = export_problem("abc244c-yamanote-line-game", "oj", &out);
    assert_eq!(run.status.code(), Some(1), "{run:?}");
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(err.contains("is interactive"), "{err}");
    assert!(
        err.contains("scripts/judge --cmd 'CMD' abc244c-yamanote-line-game"),
        "{err}"
    );
    assert!(!out.exists());
}

#[test]
fn the_checker_hint_is_a_path_that_works_from_anywhere() {
    let out = scratch("checker");
    let run = export_problem("cf1310f-bad-cryptography", "oj", &out);
    assert!(run.status.success(), "{run:?}");
    let said = String::from_utf8_lossy(&run.stdout);
    let path = said
        .split("--judge-command ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .expect("a --judge-command");
    assert!(Path::new(path).is_absolute(), "{said}");
    assert!(
        path.ends_with("target/release/cf1310f-bad-cryptography-checker"),
        "{said}"
    );
    fs::remove_dir_all(&out).unwrap();
}

#[test]
fn an_export_into_the_folder_it_copies_from_is_refused_and_changes_nothing() {
    // A copy of the problem's judge data as --data-dir: exporting into its
    // own folder would copy each .in onto itself (emptying it) and add .out
    // files among the cases.
    let data = scratch("into-itself");
    let folder = data.join(ID);
    fs::create_dir_all(&folder).unwrap();
    for (stem, input, answer) in stored() {
        fs::write(folder.join(format!("{stem}.in")), input).unwrap();
        fs::write(folder.join(format!("{stem}.ans")), answer).unwrap();
    }
    for (layout, dest) in [("oj", folder.clone()), ("kattis", folder.join("kattis"))] {
        let out = xtask_export(&[
            ID.as_ref(),
            "--data-dir".as_ref(),
            data.as_ref(),
            "--to".as_ref(),
            layout.as_ref(),
            dest.as_ref(),
        ]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{layout}: {stderr}");
        assert!(
            stderr.contains("which the export reads; export into another folder"),
            "{layout}: {stderr}"
        );
    }
    let mut names: Vec<String> = fs::read_dir(&folder)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.len(), 2 * stored().len(), "{names:?}");
    for (stem, input, answer) in stored() {
        assert_eq!(fs::read(folder.join(format!("{stem}.in"))).unwrap(), input);
        assert_eq!(
            fs::read(folder.join(format!("{stem}.ans"))).unwrap(),
            answer
        );
    }
    let _ = fs::remove_dir_all(&data);
}

#[test]
fn a_package_from_another_data_dir_takes_its_samples_and_statement_from_there() {
    // A copy of the judge data as --data-dir, its sample-1 replaced by
    // another stored case and its statement marked: the 2025-09 package's
    // statement and answer validator (which holds the samples' answers)
    // are made from the copy, not from judge-data/.
    let data = scratch("data-dir");
    let folder = data.join(ID);
    fs::create_dir_all(&folder).unwrap();
    let statement =
        fs::read_to_string(workspace().join("judge-data").join(ID).join("STATEMENT.md"));
    let marked = statement
        .unwrap()
        .replacen("## Rules\n", "## Rules\n\nFrom the copy.\n", 1);
    fs::write(folder.join("STATEMENT.md"), &marked).unwrap();
    let cases = stored();
    let sample = |stem: &str| cases.iter().find(|c| c.0 == stem).unwrap().1.clone();
    for (stem, input, answer) in &cases {
        let stem = match stem.as_str() {
            "sample-1" => continue,
            "edge-multiples" => "sample-1",
            other => other,
        };
        fs::write(folder.join(format!("{stem}.in")), input).unwrap();
        fs::write(folder.join(format!("{stem}.ans")), answer).unwrap();
    }
    let out = data.join(ID.replace('-', ""));
    let run = xtask_export(&[
        ID.as_ref(),
        "--data-dir".as_ref(),
        data.as_ref(),
        "--format".as_ref(),
        "2025-09".as_ref(),
        "--to".as_ref(),
        "kattis".as_ref(),
        out.as_ref(),
    ]);
    assert!(run.status.success(), "{run:?}");
    let quoted = |input: Vec<u8>| format!("{:?}", String::from_utf8(input).unwrap());
    let validator = fs::read_to_string(out.join("answer_validators/answer/answer.rs")).unwrap();
    assert!(validator.contains(&quoted(sample("edge-multiples"))));
    assert!(!validator.contains(&quoted(sample("sample-1"))));
    let tex = fs::read_to_string(out.join("statement/problem.en.tex")).unwrap();
    assert!(tex.contains("From the copy."), "{tex}");
    let _ = fs::remove_dir_all(&data);
}
