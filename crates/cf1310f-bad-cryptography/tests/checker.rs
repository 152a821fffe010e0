//! The checker binary as `scripts/judge` runs it: every judge-data case
//! through the problem's binary and then the checker, the stored answers
//! themselves through the checker, every right x accepted, and one wrong
//! output of each kind rejected with its reason.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const SOLUTION: &str = env!("CARGO_BIN_EXE_cf1310f-bad-cryptography");
const CHECKER: &str = env!("CARGO_BIN_EXE_cf1310f-bad-cryptography-checker");

fn judge_data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../judge-data/cf1310f-bad-cryptography")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cf1310f-checker-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// The checker's exit code and first stderr line on `output` for the
/// input and answer files.
fn checker(input: &Path, output: &str, answer: &Path) -> (i32, String) {
    let path = scratch(&format!(
        "out-{:x}",
        output.len() ^ output.bytes().map(u64::from).sum::<u64>() as usize
    ));
    fs::write(&path, output).unwrap();
    let run = Command::new(CHECKER)
        .arg(input)
        .arg(&path)
        .arg(answer)
        .output()
        .unwrap();
    let first = String::from_utf8_lossy(&run.stderr)
        .lines()
        .next()
        .unwrap_or("")
        .to_string();
    (run.status.code().unwrap_or(-1), first)
}

fn solution(input: &Path) -> String {
    let mut child = Command::new(SOLUTION)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(&fs::read(input).unwrap())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", input.display());
    String::from_utf8(out.stdout).unwrap()
}

fn cases() -> Vec<(PathBuf, PathBuf)> {
    let mut cases: Vec<(PathBuf, PathBuf)> = fs::read_dir(judge_data())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().map_or(false, |e| e == "in"))
        .map(|p| (p.clone(), p.with_extension("ans")))
        .collect();
    cases.sort();
    assert!(cases.len() >= 10, "{} cases", cases.len());
    cases
}

#[test]
fn every_case_is_accepted_from_the_binary_and_from_the_stored_answer() {
    for (input, answer) in cases() {
        let ours = solution(&input);
        assert_eq!(
            checker(&input, &ours, &answer),
            (0, String::new()),
            "{}",
            input.display()
        );
        let stored = fs::read_to_string(&answer).unwrap();
        assert_eq!(
            checker(&input, &stored, &answer),
            (0, String::new()),
            "{}",
            answer.display()
        );
    }
}

/// The statement's sample, whose pairs have many right answers.
fn sample() -> (PathBuf, PathBuf) {
    (
        judge_data().join("sample-1.in"),
        judge_data().join("sample-1.ans"),
    )
}

#[test]
fn every_right_x_is_accepted() {
    let (input, answer) = sample();
    // Pair 1: 2 has order 3, so 1 + 3k; pair 2: a = 1, b = 1, any x; pair
    // 3: 2 + 3k; pair 4: 8 has order 5 in F_16, 4 + 5k; pair 6:
    // 321321321321 has order 2^64 - 1, so only the statement's x (the
    // least) is below 2^64.
    for (one, two, three, four, six) in [
        (1u64, 1u64, 2u64, 4u64, 6_148_914_691_236_517_205u64),
        (4, 0, 5, 9, 6_148_914_691_236_517_205),
        (
            u64::MAX - 2,
            u64::MAX,
            2 + 3 * 1000,
            4 + 5 * 7,
            6_148_914_691_236_517_205,
        ),
    ] {
        let output = format!("{one}\n{two}\n{three}\n{four}\n-1\n{six}\n68943624821423112\n");
        assert_eq!(
            checker(&input, &output, &answer),
            (0, String::new()),
            "{output}"
        );
    }
}

#[test]
fn each_kind_of_wrong_output_is_rejected_with_its_reason() {
    let (input, answer) = sample();
    let right = "1\n1\n2\n4\n-1\n6148914691236517205\n68943624821423112\n";
    assert_eq!(checker(&input, right, &answer).0, 0);
    for (output, reason) in [
        (
            right.replace("4\n-1", "4\nfour"),
            "pair 5 (a = 8, b = 2): `four` is not an integer",
        ),
        (
            right.replace("\n2\n", "\n2.0\n"),
            "pair 3 (a = 2, b = 3): `2.0` is not an integer",
        ),
        (right.replace("\n4\n", "\n+4\n"), "`+4` is not an integer"),
        (right.replace("\n4\n", "\n04\n"), "a leading zero"),
        (
            right.replace("\n4\n", "\n18446744073709551616\n"),
            "is not below 2^64",
        ),
        (right.replace("\n4\n", "\n-4\n"), "is negative and not -1"),
        (
            right.replace("\n2\n", "\n3\n"),
            "pair 3 (a = 2, b = 3): x = 3 gives a^x = 1, not b",
        ),
        (
            right.replace("\n4\n", "\n-1\n"),
            "pair 4 (a = 8, b = 10): -1, but a solution exists",
        ),
        (
            right.replace("\n-1\n", "\n1\n"),
            "pair 5 (a = 8, b = 2): x = 1 gives a^x = 8, not b",
        ),
        (
            right.replace("68943624821423112\n", ""),
            "6 answers for t = 7 pairs: pair 7 has none",
        ),
        (
            format!("{right}0\n"),
            "extra output after the 7 answers: `0`",
        ),
        (String::new(), "0 answers for t = 7 pairs"),
    ] {
        let (code, first) = checker(&input, &output, &answer);
        assert_eq!(code, 1, "{output:?}: {first}");
        assert!(
            first.starts_with("wrong answer: ") && first.contains(reason),
            "{output:?}: {first}"
        );
    }
}

#[test]
fn a_broken_answer_file_or_input_is_a_checker_failure() {
    let (input, _) = sample();
    let broken = scratch("broken.ans");
    // Pair 1's x = 2 does not give 2 ^ 2 = 2.
    fs::write(
        &broken,
        "2\n1\n2\n4\n-1\n6148914691236517205\n68943624821423112\n",
    )
    .unwrap();
    let (code, first) = checker(
        &input,
        "1 1 2 4 -1 6148914691236517205 68943624821423112",
        &broken,
    );
    assert_eq!(code, 3, "{first}");
    assert!(first.starts_with("fail: answer file, pair 1"), "{first}");
    let missing = scratch("does-not-exist");
    let (code, first) = checker(&missing, "1", &broken);
    assert_eq!(code, 3, "{first}");
    assert!(first.contains("cannot read"), "{first}");
}
