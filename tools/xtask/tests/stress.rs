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
    // --save writes into the judge data (here a scratch root).
    let data = dir.join("data");
    fs::create_dir_all(data.join(ID)).unwrap();
    let out = stress(
        &workspace(),
        &dir,
        &[
            "--cmd",
            "./wrong",
            "--save",
            "--data-dir",
            data.to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    let saved = saved(&data);
    assert_eq!(saved.len(), 1, "{saved:?}");
    let (stem, text, answer) = &saved[0];
    assert!(stem.starts_with("stress-"), "{stem}");
    assert_eq!(text, &format!("{input}\n"));
    assert!(answer == "first\n" || answer == "second\n", "{answer}");
    let _ = fs::remove_dir_all(&dir);
}

/// The saved stress cases of a judge-data root: (stem, input, answer).
fn saved(data: &Path) -> Vec<(String, String, String)> {
    let dir = data.join(ID);
    let mut res: Vec<(String, String, String)> = fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let stem = name.strip_suffix(".in")?.to_string();
            let answer = fs::read_to_string(dir.join(format!("{stem}.ans"))).unwrap();
            Some((stem, fs::read_to_string(e.path()).unwrap(), answer))
        })
        .collect();
    res.sort();
    res
}

#[test]
fn saved_cases_never_replace_each_other_and_say_how_to_write_them_again() {
    // Three wrong solutions in turn, each right only on the inputs saved
    // before: the second and third fail first on the same seed (case 1,
    // seed 2) and are shrunk to different inputs, which once both took the
    // name stress-2.
    let dir = std::env::temp_dir().join(format!("xtask-stress-save-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let data = dir.join("data");
    fs::create_dir_all(data.join(ID)).unwrap();
    fs::write(data.join(ID).join("README.md"), "# hdu1846: judge data\n").unwrap();
    let right = dir.join("right.sh");
    fs::write(
        &right,
        "read c\nwhile read n m; do if [ $((n % (m + 1))) -ne 0 ]; then echo first; else echo second; fi; done\n",
    )
    .unwrap();
    // Right on the inputs in ok/, wrong elsewhere; the input is kept in the
    // command's working folder.
    let cmd = format!(
        "cat > input; for f in {ok}/*; do if cmp -s input \"$f\"; then exec sh {right} < input; fi; done; echo wrong",
        ok = dir.join("ok").display(),
        right = right.display()
    );
    fs::create_dir_all(dir.join("ok")).unwrap();
    let data_arg = data.to_str().unwrap().to_string();
    let mut kept: Vec<(String, String, String)> = Vec::new();
    for run in 0..3 {
        let cases = if run == 0 { "1" } else { "2" };
        let out = stress(
            &workspace(),
            &dir,
            &[
                "--cmd",
                &cmd,
                "--cases",
                cases,
                "--save",
                "--data-dir",
                &data_arg,
            ],
        );
        let said = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "run {run}: {said}");
        assert!(said.contains("saved as "), "run {run}: {said}");
        let now = saved(&data);
        assert_eq!(now.len(), run + 1, "run {run}: {now:?}");
        for case in &kept {
            assert!(now.contains(case), "run {run} replaced {}", case.0);
        }
        let new = now.iter().find(|c| !kept.contains(c)).unwrap().clone();
        fs::write(dir.join("ok").join(&new.0), &new.1).unwrap();
        kept.push(new);
    }
    // The same failure again: already saved, nothing written.
    let readme = fs::read_to_string(data.join(ID).join("README.md")).unwrap();
    fs::remove_file(dir.join("ok").join(&kept[2].0)).unwrap();
    let out = stress(
        &workspace(),
        &dir,
        &[
            "--cmd",
            &cmd,
            "--cases",
            "2",
            "--save",
            "--data-dir",
            &data_arg,
        ],
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("already saved as "), "{said}");
    assert_eq!(saved(&data), {
        let mut k = kept.clone();
        k.sort();
        k
    });
    assert_eq!(
        fs::read_to_string(data.join(ID).join("README.md")).unwrap(),
        readme
    );
    // Each README line names its case and the spec command that writes its
    // input again: run it.
    let lines: Vec<&str> = readme
        .lines()
        .filter(|l| l.starts_with("- `stress-"))
        .collect();
    assert_eq!(lines.len(), 3, "{readme}");
    for (stem, input, _) in &kept {
        let line = lines
            .iter()
            .find(|l| l.starts_with(&format!("- `{stem}`")))
            .unwrap_or_else(|| panic!("no line for {stem}:\n{readme}"));
        assert!(
            line.contains(&format!("scripts/stress {ID} --seed 1 --cases ")),
            "{line}"
        );
        let command = line
            .split("which `")
            .nth(1)
            .and_then(|rest| rest.split('`').next())
            .unwrap();
        let words: Vec<&str> = command.split(' ').collect();
        assert_eq!(words[1], "case", "{line}");
        let again = dir.join("again");
        let status = Command::new(workspace().join(words[0]))
            .args(&words[1..5])
            .arg(&again)
            .status()
            .unwrap();
        assert!(status.success(), "{line}");
        assert_eq!(
            &fs::read_to_string(again.with_extension("in")).unwrap(),
            input,
            "{line}"
        );
    }
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
