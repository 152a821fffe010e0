//! `scripts/stress` (the tool's `stress` command) on hdu1846-brave-game: a
//! deliberately wrong C++ solution is caught within the default number of
//! cases and shrunk to a one-game input, `--save` stores that input with
//! the reference's answer, the workspace's own binary passes, a command
//! that outlives its time is killed with everything it started. The wrong
//! solution needs g++; where it is missing that part says so and is
//! skipped.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const ID: &str = "hdu1846-brave-game";

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn stress(root: &Path, cwd: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .env("XTASK_ROOT", root)
        .current_dir(cwd)
        .arg("stress")
        .arg(ID)
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn the_workspace_binary_agrees_with_the_search() {
    let out = stress(&workspace(), &workspace(), &["--cases", "100"]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        said.contains("100 random inputs (seeds 1..101) agree with the reference"),
        "{said}"
    );
}

#[test]
fn a_wrong_solution_is_caught_and_shrunk_to_one_game() {
    let dir = std::env::temp_dir().join(format!("xtask-stress-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    // The classic slip: n % m instead of n % (m + 1).
    fs::write(
        dir.join("wrong.cpp"),
        "#include <iostream>\nint main() { int c; std::cin >> c; while (c--) { long long n, m; std::cin >> n >> m; std::cout << (n % m ? \"first\" : \"second\") << '\\n'; } }\n",
    )
    .unwrap();
    let compiled = Command::new("g++")
        .current_dir(&dir)
        .args(["-O2", "-o", "wrong", "wrong.cpp"])
        .status();
    if !compiled.map(|s| s.success()).unwrap_or(false) {
        eprintln!("skipped: no g++ to build the wrong solution");
        return;
    }
    let out = stress(&workspace(), &dir, &["--cmd", "./wrong"]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains("the smallest failing input found:\n1\n"),
        "{said}"
    );
    let input = said
        .split("found:\n")
        .nth(1)
        .and_then(|rest| rest.split("\nthe reference's answer").next())
        .unwrap();
    assert_eq!(input.lines().count(), 2, "shrunk to one game: {input}");
    // --save writes into the problem's judge data; the test removes the
    // files again.
    let out = stress(&workspace(), &dir, &["--cmd", "./wrong", "--save"]);
    assert_eq!(out.status.code(), Some(1));
    let saved: Vec<String> = fs::read_dir(workspace().join("judge-data").join(ID))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("stress-"))
        .collect();
    // Saved into the workspace's judge data: check, then remove it again.
    for name in &saved {
        let path = workspace().join("judge-data").join(ID).join(name);
        let text = fs::read_to_string(&path).unwrap();
        if name.ends_with(".in") {
            assert_eq!(text, format!("{input}\n"));
        } else {
            assert!(text == "first\n" || text == "second\n", "{text}");
        }
        fs::remove_file(path).unwrap();
    }
    assert_eq!(saved.len(), 2, "{saved:?}");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_command_gets_its_judges_stack() {
    // hdu1846 has no judge taking Rust: the stack is its memory limit,
    // 32 MiB; the command answers with `ulimit -s` and is judged wrong, and
    // the program's answer is shown.
    let out = stress(
        &workspace(),
        &workspace(),
        &["--cmd", "cat >/dev/null; ulimit -s", "--cases", "1"],
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("the program's:\n32768"), "{said}");
}

#[test]
fn a_command_past_the_time_limit_is_judged_tle_and_its_children_are_killed() {
    // hdu1846's limit is 1 s: the command starts a child that would sleep
    // for days, in a session of its own; the case is TLE and the child
    // is gone when the tool returns.
    let marker = format!("sleep 987{}", std::process::id());
    let cmd = format!("cat >/dev/null; setsid {marker} & sleep 5");
    let out = stress(&workspace(), &workspace(), &["--cmd", &cmd, "--cases", "1"]);
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(said.contains("(TLE"), "{said}");
    let left = Command::new("pgrep")
        .args(["-f", &marker])
        .output()
        .unwrap();
    assert!(
        left.stdout.is_empty(),
        "left running: {}",
        String::from_utf8_lossy(&left.stdout)
    );
}
