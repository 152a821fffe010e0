//! The report pipe: the records X and Y write on it between fork and exec
//! (raw `write`s of a tag and five numbers), and the [`Report`] the runner
//! reads from them.

use std::io;
use std::os::unix::io::RawFd;
use std::os::unix::process::ExitStatusExt;
use std::process::ExitStatus;
use std::time::Duration;

/// The steps of entering the sandbox, as a failure names them.
const STEPS: [&str; 12] = [
    "its process group",
    "the user namespace",
    "the network namespace",
    "a mount namespace",
    "the read-only tree",
    "the scratch folder",
    "a hidden folder",
    "the working folder",
    "a PID namespace",
    "/proc",
    "its limits",
    "the capabilities",
];

/// A record on the report pipe: a tag and five numbers.
const RECORD: usize = 1 + 5 * 8;

/// What the sandbox reported on the program.
#[derive(Debug, Default)]
pub struct Report {
    /// Z's status, wall time (fork to reaping), peak KiB and CPU time, as
    /// `wait4` gave them to Y.
    pub program: Option<(ExitStatus, Duration, u64, Duration)>,
    /// Y's resource use as `wait4` gave it to X (peak KiB, CPU time): Z's
    /// and everything Y reaped, for a run whose Y was killed.
    pub init: Option<(u64, Duration)>,
    /// The step that failed and its errno, if one did.
    pub failed: Option<(usize, i32)>,
}

impl Report {
    /// What failed, in words, if something did.
    pub fn failure(&self) -> Option<String> {
        self.failed.map(|(step, errno)| {
            format!(
                "cannot set up the sandbox ({}: {})",
                STEPS.get(step).unwrap_or(&"a step"),
                io::Error::from_raw_os_error(errno)
            )
        })
    }

    /// What the records read from the report pipe, `bytes`, say.
    pub(super) fn from_records(bytes: &[u8]) -> Report {
        let mut report = Report::default();
        for record in bytes.chunks_exact(RECORD) {
            let n = |i: usize| {
                let mut b = [0u8; 8];
                b.copy_from_slice(&record[1 + 8 * i..9 + 8 * i]);
                i64::from_ne_bytes(b)
            };
            let micros = |v: i64| Duration::from_micros(v.max(0) as u64);
            match record[0] {
                b'Y' => {
                    report.program = Some((
                        ExitStatus::from_raw(n(0) as i32),
                        Duration::from_nanos(n(1).max(0) as u64),
                        n(2).max(0) as u64,
                        micros(n(3)) + micros(n(4)),
                    ));
                }
                b'X' => report.init = Some((n(0).max(0) as u64, micros(n(1)) + micros(n(2)))),
                b'E' => report.failed = Some((n(0) as usize, n(1) as i32)),
                _ => {}
            }
        }
        report
    }
}

/// Writes one record to the report pipe (a raw `write`).
pub(super) fn record(fd: RawFd, tag: u8, numbers: [i64; 5]) {
    let mut buf = [0u8; RECORD];
    buf[0] = tag;
    for (i, v) in numbers.iter().enumerate() {
        buf[1 + 8 * i..9 + 8 * i].copy_from_slice(&v.to_ne_bytes());
    }
    // SAFETY: writes a buffer we own; a record fits in one atomic write.
    unsafe { libc::write(fd, buf.as_ptr().cast(), RECORD) };
}
