//! The paired timer of `scripts/bench`: one run's wall time in microseconds
//! and peak memory, with nothing around the program but fork, exec and
//! wait4 (no shell, no limits), so that two programs timed in alternating
//! turns differ only by what they do.

use std::ffi::OsString;
use std::fs::File;
use std::io;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::time::Instant;

/// One run: wall microseconds, peak resident KiB, exit status.
pub struct Sample {
    /// Spawn to exit.
    pub micros: u128,
    /// ru_maxrss.
    pub peak_kib: u64,
    /// How it ended.
    pub status: ExitStatus,
}

/// Runs `program` once with stdin from `input`, stdout to `stdout` and
/// stderr to `stderr`.
///
/// # Errors
/// If it cannot be started or waited for.
pub fn once(
    program: &[OsString],
    input: &Path,
    stdout: &Path,
    stderr: &Path,
) -> io::Result<Sample> {
    let start = Instant::now();
    let child = Command::new(&program[0])
        .args(&program[1..])
        .stdin(Stdio::from(File::open(input)?))
        .stdout(Stdio::from(File::create(stdout)?))
        .stderr(Stdio::from(File::create(stderr)?))
        .spawn()?;
    let pid = child.id() as libc::pid_t;
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is plain data; wait4 fills it and reaps the child (the
    // `Child` is not waited on again).
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        if unsafe { libc::wait4(pid, &mut status, 0, &mut usage) } == pid {
            break;
        }
        let e = io::Error::last_os_error();
        if e.kind() != io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
    let micros = start.elapsed().as_micros();
    drop(child);
    Ok(Sample {
        micros,
        // ru_maxrss is in KiB on Linux.
        peak_kib: usage.ru_maxrss.max(0) as u64,
        status: ExitStatus::from_raw(status),
    })
}
