//! A problem's spec program (`test_support::spec`, here hdu1846's) keeps
//! its exit-code contracts on the awkward cases: an input that breaks the
//! constraints or the exact layout, or is not UTF-8, is 43 for `validate`
//! and refused by `reference`; `check` fails on a tampered answer and on
//! an invalid stored input, naming each, and refuses with one line (no
//! backtrace) a case it cannot read and an entry that is not a regular
//! file; `case` writes an input the validator accepts with the
//! reference's answer, and refuses a size no generator makes.
//! `scripts/generate --check` passes the stored data.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const ID: &str = "hdu1846-brave-game";

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The spec program, built in release as the tools build it.
fn spec() -> PathBuf {
    let ws = xtask::workspace::Workspace::load(&workspace()).unwrap();
    let problem = ws.problem(ID).unwrap();
    xtask::spec::build(&ws, &[problem], &[]).unwrap();
    xtask::spec::Spec::of(&ws, problem).path
}

fn run(spec: &Path, args: &[&str], stdin: impl AsRef<[u8]>) -> Output {
    let mut child = Command::new(spec)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_ref())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn the_spec_program_keeps_its_exit_codes_on_bad_input_and_bad_data() {
    let spec = spec();
    assert_eq!(
        run(&spec, &["validate"], "1\n5 3\n").status.code(),
        Some(42)
    );
    let bad = run(&spec, &["validate"], "1\n0 3\n");
    assert_eq!(bad.status.code(), Some(43));
    assert!(
        text(&bad).contains("n = 0 is outside 1..=1000"),
        "{}",
        text(&bad)
    );
    for (input, why) in [
        (&b"1\n5  3\n"[..], "line 2: two spaces before m"),
        (b"1\r\n5 3\r\n", "line 1: a carriage return"),
        (b"1\n5 03\n", "line 2: m `03` has a leading zero"),
        (b"1\n5 3", "line 2: the input ends without a newline"),
        (b"1\n5 \xff\n", "not UTF-8"),
    ] {
        let out = run(&spec, &["validate"], input);
        assert_eq!(out.status.code(), Some(43), "{}", text(&out));
        assert!(text(&out).contains(why), "{}", text(&out));
        let refused = run(&spec, &["reference"], input);
        assert_eq!(refused.status.code(), Some(43), "{}", text(&refused));
    }
    let refused = run(&spec, &["reference"], "1\n5 1001\n");
    assert_eq!(refused.status.code(), Some(43), "{}", text(&refused));
    assert!(refused.stdout.is_empty());
    let answered = run(&spec, &["reference"], "1\n5 3\n");
    assert_eq!(String::from_utf8_lossy(&answered.stdout), "first\n");
    assert_eq!(run(&spec, &["no-such-command"], "").status.code(), Some(2));

    let dir = std::env::temp_dir().join(format!("xtask-spec-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    // A case from the boundary generator: valid, with the reference's answer.
    let stem = dir.join("case");
    let made = run(
        &spec,
        &["case", "boundary", "7", "3", stem.to_str().unwrap()],
        "",
    );
    assert!(made.status.success(), "{}", text(&made));
    let input = fs::read_to_string(stem.with_extension("in")).unwrap();
    assert_eq!(run(&spec, &["validate"], &input).status.code(), Some(42));
    let answer = run(&spec, &["reference"], &input);
    assert_eq!(fs::read(stem.with_extension("ans")).unwrap(), answer.stdout);
    for size in ["0", "9"] {
        let out = run(
            &spec,
            &["case", "random", "7", size, stem.to_str().unwrap()],
            "",
        );
        assert_eq!(out.status.code(), Some(2), "{}", text(&out));
        assert!(text(&out).contains("SIZE must be 1 to 8"), "{}", text(&out));
    }
    fs::remove_dir_all(&dir).unwrap();

    // The stored data, copied, then spoiled two ways.
    let data = dir.join("data");
    fs::create_dir_all(&data).unwrap();
    for entry in fs::read_dir(workspace().join("judge-data").join(ID)).unwrap() {
        let path = entry.unwrap().path();
        fs::copy(&path, data.join(path.file_name().unwrap())).unwrap();
    }
    let data_arg = data.to_str().unwrap();
    let clean = run(&spec, &["check", data_arg], "");
    assert!(clean.status.success(), "{}", text(&clean));
    fs::write(
        data.join("edge-multiples.ans"),
        "first\nfirst\nfirst\nfirst\n",
    )
    .unwrap();
    fs::write(data.join("sample-1.in"), "1\n0 5\n").unwrap();
    let spoiled = run(&spec, &["check", data_arg], "");
    assert_eq!(spoiled.status.code(), Some(1));
    for named in ["edge-multiples.ans disagrees", "sample-1.in: line 2: n = 0"] {
        assert!(text(&spoiled).contains(named), "{}", text(&spoiled));
    }
    // A case that is not text, then an entry that is not a regular file:
    // one line naming it, exit 1, no backtrace.
    fs::write(data.join("sample-1.in"), b"1\n5 \xff\n").unwrap();
    let unreadable = run(&spec, &["check", data_arg], "");
    assert_eq!(unreadable.status.code(), Some(1), "{}", text(&unreadable));
    assert!(
        text(&unreadable).contains("sample-1.in"),
        "{}",
        text(&unreadable)
    );
    fs::write(data.join("sample-1.in"), "1\n5 3\n").unwrap();
    fs::create_dir(data.join("folder.in")).unwrap();
    let folder = run(&spec, &["check", data_arg], "");
    assert_eq!(folder.status.code(), Some(1), "{}", text(&folder));
    assert!(
        text(&folder).contains("folder.in: a directory"),
        "{}",
        text(&folder)
    );
    for out in [&unreadable, &folder] {
        assert_eq!(text(out).lines().count(), 1, "{}", text(out));
        assert!(!text(out).contains("panicked"), "{}", text(out));
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn generate_check_passes_the_stored_data() {
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .env("XTASK_ROOT", workspace())
        .args(["generate", "--check", ID])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        text(&out).contains(
            "every input valid, every generic invalid input rejected, every answer backed"
        ),
        "{}",
        text(&out)
    );
}
