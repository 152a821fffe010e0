//! The timer of `scripts/bench`: runs one or two binaries on the same input
//! in alternating turns and reports each run's wall time in microseconds and
//! peak memory, with less overhead than a shell around `/usr/bin/time`.

use std::fs::File;
use std::io;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::time::Instant;

/// One run: wall microseconds, peak resident KiB, exit status.
pub struct Sample {
    pub micros: u128,
    pub peak_kib: u64,
    pub status: ExitStatus,
}

/// Runs `program` once with stdin from `input` and stdout to `stdout`
/// (stderr to `stderr`).
pub fn once(program: &str, input: &Path, stdout: &Path, stderr: &Path) -> io::Result<Sample> {
    let start = Instant::now();
    let child = Command::new(program)
        .stdin(Stdio::from(File::open(input)?))
        .stdout(Stdio::from(File::create(stdout)?))
        .stderr(Stdio::from(File::create(stderr)?))
        .spawn()?;
    let pid = child.id() as libc::pid_t;
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is plain data; wait4 fills it and reaps the child (the
    // `Child` is not waited on again).
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::wait4(pid, &mut status, 0, &mut usage) } != pid {
        return Err(io::Error::last_os_error());
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
