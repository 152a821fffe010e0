//! Interactive problems through `scripts/judge` (the tool's `judge`
//! command): broken solutions, as `--cmd` shell commands, played against
//! the real jury of abc244c-yamanote-line-game on N = 2, each getting its
//! documented verdict, and none hanging the run.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const ID: &str = "abc244c-yamanote-line-game";

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A judge-data folder with one game, N = 2.
fn data(name: &str) -> PathBuf {
    let root =
        std::env::temp_dir().join(format!("xtask-interactive-{name}-{}", std::process::id()));
    let dir = root.join(ID);
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("game.in"), "2\n").unwrap();
    fs::write(dir.join("game.ans"), "First\n").unwrap();
    root
}

/// The verdict line of the game for the program `cmd`, and how long the
/// whole run took.
fn judge(name: &str, cmd: &str) -> (String, Duration) {
    let root = data(name);
    let start = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .env("XTASK_ROOT", workspace())
        .args(["judge", "--cmd", cmd, "--data-dir"])
        .arg(&root)
        .args(["--time-limit", "0.5", ID])
        .output()
        .unwrap();
    let took = start.elapsed();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let _ = fs::remove_dir_all(&root);
    let line = stdout
        .lines()
        .find(|l| l.split_whitespace().nth(1) == Some("game"))
        .unwrap_or_else(|| {
            panic!(
                "no verdict in:\n{stdout}{}",
                String::from_utf8_lossy(&out.stderr)
            )
        })
        .trim()
        .to_string();
    assert_eq!(
        out.status.success(),
        line.starts_with("AC"),
        "exit status against {line}"
    );
    (line, took)
}

/// Names the smallest unused number until the judge says 0, then does
/// `at_end`.
fn player(at_end: &str) -> String {
    format!(
        r#"read n; used=" "; i=1
while :; do
  while case "$used" in *" $i "*) true;; *) false;; esac; do i=$((i+1)); done
  echo $i; used="$used$i "
  read a || exit 0
  if [ "$a" = 0 ]; then {at_end}; fi
  used="$used$a "
done"#
    )
}

#[test]
fn a_right_player_is_ac() {
    let (line, _) = judge("right", &player("exit 0"));
    assert!(line.starts_with("AC"), "{line}");
}

#[test]
fn leaving_after_the_last_number_without_reading_the_0_is_ac() {
    // N = 2: 1, 2, 5 against the jury's two numbers; 5 is the last.
    let (line, _) = judge(
        "no-final-read",
        r#"read n; used=" "; i=1; k=0
while :; do
  while case "$used" in *" $i "*) true;; *) false;; esac; do i=$((i+1)); done
  echo $i; used="$used$i "; k=$((k+1))
  [ $k = 3 ] && exit 0
  read a; used="$used$a "
done"#,
    );
    assert!(line.starts_with("AC"), "{line}");
}

#[test]
fn a_move_never_flushed_is_tle_and_does_not_hang() {
    // awk writes to a pipe in blocks: its first move never leaves.
    let (line, took) = judge("unflushed", "awk '{ print 1 }'");
    assert!(line.starts_with("TLE"), "{line}");
    assert!(line.contains("both waiting"), "{line}");
    assert!(took < Duration::from_secs(20), "{took:?}");
}

#[test]
fn an_illegal_move_is_wa_with_the_jury_s_reason() {
    let (line, _) = judge("out-of-range", "read n; echo 7; read x");
    assert!(line.starts_with("WA"), "{line}");
    assert!(line.contains("is 7, outside 1..=5"), "{line}");
    let (line, _) = judge("twice", "read n; echo 1; read x; echo 1; read x");
    assert!(line.starts_with("WA"), "{line}");
    assert!(line.contains("named before"), "{line}");
    let (line, _) = judge("garbage", "read n; echo one; read x");
    assert!(line.starts_with("WA"), "{line}");
    assert!(line.contains("got \"one\""), "{line}");
}

#[test]
fn leaving_before_the_game_ends_is_wa() {
    let (line, _) = judge("early", "read n; echo 1");
    assert!(line.starts_with("WA"), "{line}");
    assert!(line.contains("output ended"), "{line}");
}

#[test]
fn crashing_right_after_winning_is_re() {
    let (line, _) = judge("crash", &player("echo boom >&2; exit 3"));
    assert!(line.starts_with("RE"), "{line}");
    assert!(line.contains("boom"), "{line}");
}

#[test]
fn printing_after_the_game_ended_is_wa_and_is_cut_off() {
    let (line, took) = judge("flood", &player("yes 1"));
    assert!(line.starts_with("WA"), "{line}");
    assert!(line.contains("output after the game ended"), "{line}");
    assert!(took < Duration::from_secs(20), "{took:?}");
}

#[test]
fn waiting_after_the_game_ended_is_tle() {
    // The jury said 0; the program reads on instead of exiting.
    let (line, _) = judge("lingers", &player("read more"));
    assert!(line.starts_with("TLE"), "{line}");
}

#[test]
fn a_program_computing_behind_sh_is_tle_with_its_cpu_time() {
    // sh runs the loop in a child it does not exec: killed at the deadline,
    // sh reports none of the child's time; the run's process tree does.
    let (line, took) = judge("computing", "read n; sh -c 'while :; do :; done'; echo 1");
    assert!(line.starts_with("TLE"), "{line}");
    assert!(line.contains("the program still computing"), "{line}");
    let ms: u64 = line.split_whitespace().nth(2).unwrap().parse().unwrap();
    assert!(ms >= 500, "{line}");
    assert!(took < Duration::from_secs(10), "{took:?}");
}
