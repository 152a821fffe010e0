//! The verdict on a finished run before its answer is looked at, and the
//! words that explain one (the stderr line that says why, signal names).
//! Invariant: the checks run in the order [`failure`] documents, and the
//! stderr a detail quotes is one line cut to `STDERR_SHOWN` bytes,
//! unprintables escaped.

use std::fs;
use std::io;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::ExitStatus;
use std::time::Duration;

use super::{mib, read_head, read_tail, Execution, Limits, Verdict, KILL_FACTOR};
use crate::compare::escape_unprintable;

/// Bytes of stderr shown in a verdict's detail.
pub const STDERR_SHOWN: usize = 200;

/// The verdict on a run before its answer is looked at, if it failed:
/// checked in this order, TLE (killed by the clock), MLE (peak over the
/// limit, or a failure after stderr said an allocation failed), OLE (stdout
/// or stderr over the output limit), RE (a signal or a non-zero exit), TLE
/// (finished, but slower than the limit).
pub fn failure(
    execution: &Execution,
    limits: &Limits,
    stdout: Option<&Path>,
    stderr: &Path,
) -> io::Result<Option<(Verdict, String)>> {
    let stderr_head = read_head(stderr, 4096)?;
    let status = execution.status;
    let limit_kib = (limits.memory * 1024.0) as u64;
    let time_limit = Duration::from_secs_f64(limits.time);
    if execution.killed {
        let after = time_limit * KILL_FACTOR;
        return Ok(Some((
            Verdict::Tle,
            format!("killed after {:.3} s", after.as_secs_f64()),
        )));
    }
    if execution.peak_kib > limit_kib {
        return Ok(Some((
            Verdict::Mle,
            format!(
                "peak {} MiB > limit {} MiB",
                mib(execution.peak_kib),
                limits.memory
            ),
        )));
    }
    if !status.success() && allocation_failed(&stderr_head) {
        return Ok(Some((
            Verdict::Mle,
            format!("allocation failed: {}", first_line(&stderr_head)),
        )));
    }
    for (path, what) in [(stdout, "output"), (Some(stderr), "stderr")] {
        let Some(path) = path else { continue };
        if fs::metadata(path)?.len() > limits.output {
            return Ok(Some((
                Verdict::Ole,
                format!("{what} over {} bytes", limits.output),
            )));
        }
    }
    if let Some(detail) = abnormal_with(status, stderr)? {
        return Ok(Some((Verdict::Re, detail)));
    }
    if execution.elapsed > time_limit {
        return Ok(Some((
            Verdict::Tle,
            format!("{} ms > {} ms", execution.millis(), time_limit.as_millis()),
        )));
    }
    Ok(None)
}

/// The line of stderr that says what went wrong: the first, but for a
/// Python traceback, whose cause is its last line.
fn cause(stderr_head: &[u8], stderr_tail: &[u8]) -> String {
    if stderr_head.starts_with(b"Traceback (most recent call last)") {
        let last = stderr_tail
            .split(|&b| b == b'\n')
            .rev()
            .find(|l| !l.iter().all(u8::is_ascii_whitespace));
        if let Some(last) = last {
            return first_line(last);
        }
    }
    first_line(stderr_head)
}

/// A signal or a non-zero exit, described with the line of stderr that
/// says why (see [`cause`]).
pub fn abnormal_with(status: ExitStatus, stderr: &Path) -> io::Result<Option<String>> {
    let head = read_head(stderr, 4096)?;
    let tail = read_tail(stderr, 4096)?;
    let said = cause(&head, &tail);
    Ok(abnormal(status, said.as_bytes()))
}

/// A signal or a non-zero exit, described with the first stderr line.
pub fn abnormal(status: ExitStatus, stderr_head: &[u8]) -> Option<String> {
    if let Some(sig) = status.signal() {
        let mut detail = format!("killed by signal {sig} ({})", signal_name(sig));
        if !stderr_head.is_empty() {
            detail.push_str(": ");
            detail.push_str(&first_line(stderr_head));
        }
        return Some(detail);
    }
    match status.code() {
        Some(0) => None,
        Some(code) => Some(format!("exit {code}: {}", first_line(stderr_head))),
        None => Some("ended without a status".to_string()),
    }
}

/// The first line, cut to STDERR_SHOWN bytes, unprintables escaped.
pub fn first_line(text: &[u8]) -> String {
    let line = text.split(|&b| b == b'\n').next().unwrap_or(b"");
    let cut = line.len() > STDERR_SHOWN;
    let mut s = escape_unprintable(&line[..line.len().min(STDERR_SHOWN)]);
    if cut {
        s.push_str("...");
    }
    s
}

/// What allocators and runtimes print when an allocation fails: Rust's
/// `memory allocation of N bytes failed`, C's and awk's `out of memory`,
/// C++'s `bad_alloc`, Python's `MemoryError`, strerror(ENOMEM).
pub fn allocation_failed(stderr: &[u8]) -> bool {
    let text = String::from_utf8_lossy(stderr).to_ascii_lowercase();
    (text.contains("memory allocation of") && text.contains("failed"))
        || text.contains("out of memory")
        || text.contains("bad_alloc")
        || text.contains("memoryerror")
        || text.contains("cannot allocate memory")
}

fn signal_name(sig: i32) -> &'static str {
    match sig {
        libc::SIGHUP => "SIGHUP",
        libc::SIGINT => "SIGINT",
        libc::SIGQUIT => "SIGQUIT",
        libc::SIGILL => "SIGILL",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGUSR1 => "SIGUSR1",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGUSR2 => "SIGUSR2",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGALRM => "SIGALRM",
        libc::SIGTERM => "SIGTERM",
        libc::SIGXCPU => "SIGXCPU",
        libc::SIGXFSZ => "SIGXFSZ",
        libc::SIGSYS => "SIGSYS",
        _ => "signal",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allocation_failures_are_recognised() {
        assert!(allocation_failed(
            b"memory allocation of 1099511627776 bytes failed\n"
        ));
        assert!(allocation_failed(b"mawk: out of memory\n"));
        assert!(allocation_failed(
            b"terminate called after throwing an instance of 'std::bad_alloc'"
        ));
        assert!(!allocation_failed(b"error: bad token \"x\"\n"));
    }

    #[test]
    fn a_python_traceback_is_shown_by_its_last_line() {
        let trace = b"Traceback (most recent call last):\n  File \"sol.py\", line 3, in <module>\n    x = 1 / 0\nZeroDivisionError: division by zero\n";
        assert_eq!(cause(trace, trace), "ZeroDivisionError: division by zero");
        assert_eq!(
            cause(b"error: bad token\nmore\n", b"more\n"),
            "error: bad token"
        );
    }

    #[test]
    fn first_line_is_cut_and_escaped() {
        assert_eq!(first_line(b"boom\nmore"), "boom");
        assert_eq!(first_line(b"a\0b"), "a\\x00b");
        assert_eq!(first_line(b"bad token \"x\"\r\n"), "bad token \"x\"\\r");
        let long = vec![b'e'; 300];
        assert_eq!(first_line(&long), format!("{}...", "e".repeat(200)));
    }
}
