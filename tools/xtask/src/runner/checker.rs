//! A checker program's word on an answer. Invariant: only exit 0 (AC) and
//! 1 (WA) judge the program; anything else, or a checker past its own
//! time, is FAIL, the judge data's or the checker's fault.

use std::ffi::OsString;
use std::io;
use std::path::Path;

use super::{abnormal, execute, first_line, read_head, Limits, Verdict, DEFAULT_OUTPUT_LIMIT};

/// A checker gets this long, whatever the problem's limit.
const CHECKER_SECONDS: f64 = 10.0;

/// Runs a checker on a finished run: exit 0 is AC, 1 WA, anything else (or
/// a run over [`CHECKER_SECONDS`]) FAIL; the detail is its first line on
/// stderr, or on stdout when stderr is empty.
pub fn check(
    checker: &Path,
    input: &Path,
    output: &Path,
    answer: &Path,
    work: &Path,
) -> io::Result<(Verdict, String)> {
    let program: Vec<OsString> = vec![checker.into(), input.into(), output.into(), answer.into()];
    let limits = Limits {
        time: CHECKER_SECONDS,
        memory: 1024.0,
        stack: 1024.0,
        output: DEFAULT_OUTPUT_LIMIT,
    };
    let (out, err) = (work.join("checker.out"), work.join("checker.err"));
    let execution = execute(&program, Path::new("/dev/null"), &out, &err, &limits)?;
    let mut said = read_head(&err, 4096)?;
    if said.iter().all(u8::is_ascii_whitespace) {
        said = read_head(&out, 4096)?;
    }
    let said = first_line(&said);
    if execution.killed {
        return Ok((
            Verdict::Fail,
            format!("checker: killed after {CHECKER_SECONDS} s"),
        ));
    }
    Ok(match execution.status.code() {
        Some(0) => (Verdict::Ac, String::new()),
        Some(1) => (Verdict::Wa, said),
        _ => (
            Verdict::Fail,
            format!(
                "checker: {}",
                abnormal(execution.status, said.as_bytes()).unwrap_or(said)
            ),
        ),
    })
}
