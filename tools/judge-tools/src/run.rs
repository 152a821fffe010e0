//! The runner: one binary on one input under a time, memory and output
//! limit, with its wall time and peak resident memory.

use std::fs::{self, File};
use std::io::{self, Read};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use crate::compare::{compare, escape_unprintable};

const MIB: u64 = 1 << 20;

/// The output cap when none is given: this, or twice the answer if larger.
pub const DEFAULT_OUTPUT_LIMIT: u64 = 64 * MIB;

/// Room above the memory limit in the address-space cap, so that process
/// start (the loader, /bin/sh) never fails on a small limit.
const ADDRESS_SPACE_SLACK: u64 = 256 * MIB;

/// Bytes of stderr shown in an RE line.
const STDERR_SHOWN: usize = 200;

pub struct Limits {
    /// Seconds; slower is TLE, and the run is killed at 3x.
    pub time: f64,
    /// MiB of peak resident memory; more is MLE.
    pub memory: f64,
    /// Bytes of stdout (and of stderr); more is OLE. None: the default.
    pub output: Option<u64>,
}

pub struct Job {
    pub limits: Limits,
    pub stdout: PathBuf,
    pub stderr: PathBuf,
    pub answer: Option<PathBuf>,
    pub program: Vec<String>,
}

pub struct Outcome {
    /// OK (ran within the limits; no answer to compare), AC, WA, TLE, MLE,
    /// OLE or RE.
    pub verdict: &'static str,
    pub millis: u128,
    pub peak_kib: u64,
    pub detail: String,
}

/// The child's process group while it may be signalled; 0 otherwise.
static GROUP: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_signal(sig: libc::c_int) {
    let group = GROUP.load(Ordering::SeqCst);
    if group > 0 {
        // SAFETY: kill and _exit are async-signal-safe.
        unsafe { libc::kill(-group, libc::SIGKILL) };
    }
    unsafe { libc::_exit(128 + sig) };
}

/// A runner interrupted (Ctrl-C, kill) takes its child's group with it.
fn forward_termination() {
    for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        // SAFETY: installs a handler that only calls async-signal-safe code.
        unsafe {
            libc::signal(
                sig,
                on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t,
            )
        };
    }
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
type Resource = libc::__rlimit_resource_t;
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
type Resource = libc::c_int;

/// The limit `want` on `resource`, within the hard limit the runner has.
fn rlimit(resource: Resource, want: u64) -> libc::rlimit {
    let mut current = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes into the struct it is given.
    unsafe { libc::getrlimit(resource, &mut current) };
    let value = (want as libc::rlim_t).min(current.rlim_max);
    libc::rlimit {
        rlim_cur: value,
        rlim_max: value,
    }
}

/// Runs the job and judges it.
pub fn run(job: &Job) -> io::Result<Outcome> {
    let limits = &job.limits;
    let output_limit = match (limits.output, &job.answer) {
        (Some(n), _) => n,
        (None, Some(answer)) => DEFAULT_OUTPUT_LIMIT.max(2 * fs::metadata(answer)?.len()),
        (None, None) => DEFAULT_OUTPUT_LIMIT,
    };
    let limit_kib = (limits.memory * 1024.0) as u64;
    let limit_bytes = (limits.memory * MIB as f64) as u64;
    let address_space = (2 * limit_bytes).max(limit_bytes + ADDRESS_SPACE_SLACK);
    let as_limit = rlimit(libc::RLIMIT_AS, address_space);
    let fsize_limit = rlimit(libc::RLIMIT_FSIZE, output_limit + 1);
    let no_core = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    let time_limit = Duration::from_secs_f64(limits.time);
    let kill_after = time_limit * 3;

    let mut command = Command::new(&job.program[0]);
    command
        .args(&job.program[1..])
        .stdin(Stdio::inherit())
        .stdout(File::create(&job.stdout)?)
        .stderr(File::create(&job.stderr)?);
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        command.pre_exec(move || {
            // Its own group, so that a kill reaches the processes it starts;
            // killed if the runner dies.
            if libc::setpgid(0, 0) != 0
                || libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0
                || libc::setrlimit(libc::RLIMIT_AS, &as_limit) != 0
                || libc::setrlimit(libc::RLIMIT_FSIZE, &fsize_limit) != 0
                || libc::setrlimit(libc::RLIMIT_CORE, &no_core) != 0
            {
                return Err(io::Error::last_os_error());
            }
            Ok(())
        });
    }

    forward_termination();
    let start = Instant::now();
    let child = command
        .spawn()
        .map_err(|e| io::Error::new(e.kind(), format!("cannot run {}: {e}", job.program[0])))?;
    let pid = child.id() as libc::pid_t;
    GROUP.store(pid, Ordering::SeqCst);

    // The clock: kills the group at 3x the limit unless told the child ended.
    let ended = Arc::new((Mutex::new(false), Condvar::new()));
    let killed = Arc::new(AtomicBool::new(false));
    let clock = {
        let ended = Arc::clone(&ended);
        let killed = Arc::clone(&killed);
        std::thread::spawn(move || {
            let (lock, cvar) = &*ended;
            let mut done = lock.lock().unwrap();
            while !*done {
                let left = kill_after.saturating_sub(start.elapsed());
                if left.is_zero() {
                    killed.store(true, Ordering::SeqCst);
                    // SAFETY: the child is not reaped before this thread is
                    // joined, so pid and group still name it.
                    unsafe {
                        libc::kill(-pid, libc::SIGKILL);
                        libc::kill(pid, libc::SIGKILL);
                    }
                    break;
                }
                done = cvar.wait_timeout(done, left).unwrap().0;
            }
        })
    };

    // Wait for it to end without reaping it (WNOWAIT), so its pid stays its
    // own while the clock may still signal it.
    loop {
        // SAFETY: siginfo_t is plain data; waitid fills it.
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        let r = unsafe {
            libc::waitid(
                libc::P_PID,
                pid as libc::id_t,
                &mut info,
                libc::WEXITED | libc::WNOWAIT,
            )
        };
        if r == 0 {
            break;
        }
        let e = io::Error::last_os_error();
        if e.kind() != io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
    let elapsed = start.elapsed();
    *ended.0.lock().unwrap() = true;
    ended.1.notify_all();
    clock.join().expect("clock thread");
    // Whatever it left running in its group goes too.
    // SAFETY: the zombie leader keeps the group id from being reused.
    unsafe { libc::kill(-pid, libc::SIGKILL) };
    GROUP.store(0, Ordering::SeqCst);

    let mut status: libc::c_int = 0;
    // SAFETY: rusage is plain data; wait4 fills it and reaps the child.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::wait4(pid, &mut status, 0, &mut usage) } != pid {
        return Err(io::Error::last_os_error());
    }
    let status = ExitStatus::from_raw(status);
    // ru_maxrss is in KiB on Linux; it covers the descendants it waited for.
    let peak_kib = usage.ru_maxrss.max(0) as u64;
    let millis = elapsed.as_millis();

    let outcome = |verdict, detail: String| Outcome {
        verdict,
        millis,
        peak_kib,
        detail,
    };
    let stderr_head = read_head(&job.stderr, 4096)?;
    let failed = !status.success();

    if killed.load(Ordering::SeqCst) {
        return Ok(outcome(
            "TLE",
            format!("killed after {:.3} s", kill_after.as_secs_f64()),
        ));
    }
    if peak_kib > limit_kib {
        return Ok(outcome(
            "MLE",
            format!("peak {} MiB > limit {} MiB", mib(peak_kib), limits.memory),
        ));
    }
    if failed && allocation_failed(&stderr_head) {
        return Ok(outcome(
            "MLE",
            format!("allocation failed: {}", first_line(&stderr_head)),
        ));
    }
    for (path, what) in [(&job.stdout, "output"), (&job.stderr, "stderr")] {
        if fs::metadata(path)?.len() > output_limit {
            return Ok(outcome("OLE", format!("{what} over {output_limit} bytes")));
        }
    }
    if let Some(sig) = status.signal() {
        let mut detail = format!("killed by signal {sig} ({})", signal_name(sig));
        if !stderr_head.is_empty() {
            detail.push_str(": ");
            detail.push_str(&first_line(&stderr_head));
        }
        return Ok(outcome("RE", detail));
    }
    if let Some(code) = status.code().filter(|&c| c != 0) {
        return Ok(outcome(
            "RE",
            format!("exit {code}: {}", first_line(&stderr_head)),
        ));
    }
    if millis > time_limit.as_millis() {
        return Ok(outcome(
            "TLE",
            format!("{} ms > {} ms", millis, time_limit.as_millis()),
        ));
    }
    let answer = match &job.answer {
        Some(answer) => answer,
        None => return Ok(outcome("OK", String::new())),
    };
    let expected = File::open(answer)?;
    match compare(expected, File::open(&job.stdout)?)? {
        None => Ok(outcome("AC", String::new())),
        Some(difference) => Ok(outcome("WA", difference)),
    }
}

/// KiB as MiB with one decimal.
pub fn mib(kib: u64) -> String {
    format!("{:.1}", kib as f64 / 1024.0)
}

fn read_head(path: &PathBuf, n: u64) -> io::Result<Vec<u8>> {
    let mut head = Vec::new();
    File::open(path)?.take(n).read_to_end(&mut head)?;
    Ok(head)
}

/// The first line, cut to STDERR_SHOWN bytes, unprintables escaped.
fn first_line(text: &[u8]) -> String {
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
    fn first_line_is_cut_and_escaped() {
        assert_eq!(first_line(b"boom\nmore"), "boom");
        assert_eq!(first_line(b"a\0b"), "a\\x00b");
        assert_eq!(first_line(b"bad token \"x\"\r\n"), "bad token \"x\"\\r");
        let long = vec![b'e'; 300];
        assert_eq!(first_line(&long), format!("{}...", "e".repeat(200)));
    }
}
