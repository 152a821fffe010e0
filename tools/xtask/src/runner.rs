//! The runner: one program on one input under a time, memory, stack and
//! output limit, with its wall time and peak resident memory (Linux:
//! rlimits, process groups, `waitid`, `wait4`, and the process tree of
//! [`crate::proctree`], so that what the program leaves behind is killed,
//! reaped and counted), and the verdict on what it did.

use std::ffi::OsString;
use std::fmt;
use std::fs::{self, File};
use std::io::{self, Read};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use crate::compare::{compare_by, escape_unprintable, Rule};
use crate::proctree::{self, Tree};

const MIB: u64 = 1 << 20;

/// The output cap when none is given: this, or twice the answer if larger.
pub const DEFAULT_OUTPUT_LIMIT: u64 = 64 * MIB;

/// A run that has not ended at this many times its time limit is killed.
pub const KILL_FACTOR: u32 = 3;

/// Room above the memory limit in the address-space cap, so that process
/// start (the loader, /bin/sh) never fails on a small limit.
pub const ADDRESS_SPACE_SLACK: u64 = 256 * MIB;

/// Bytes of stderr shown in a verdict's detail.
pub const STDERR_SHOWN: usize = 200;

/// A checker gets this long, whatever the problem's limit.
const CHECKER_SECONDS: f64 = 10.0;

/// The limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Seconds; slower is TLE, and the run is killed at [`KILL_FACTOR`]x.
    pub time: f64,
    /// MiB of peak resident memory; more is MLE.
    pub memory: f64,
    /// MiB of stack (`RLIMIT_STACK`): the memory limit, or the judge's
    /// published figure where larger (see `workspace::Meta::stack_mib`).
    pub stack: f64,
    /// Bytes of stdout (and of stderr); more is OLE.
    pub output: u64,
}

/// What a run did, measured.
#[derive(Debug)]
pub struct Execution {
    /// Wall time from spawn to exit.
    pub elapsed: Duration,
    /// Peak resident memory of the run: the larger of the program's own
    /// peak (with the children it waited for) and the sampled sum over its
    /// whole process tree.
    pub peak_kib: u64,
    /// How it ended.
    pub status: ExitStatus,
    /// Whether the clock killed it.
    pub killed: bool,
}

impl Execution {
    /// Wall milliseconds.
    pub fn millis(&self) -> u128 {
        self.elapsed.as_millis()
    }
}

/// The verdict on one case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The answer is right.
    Ac,
    /// The answer is wrong.
    Wa,
    /// Too slow.
    Tle,
    /// Too much memory.
    Mle,
    /// Too much output.
    Ole,
    /// A crash or a failing exit.
    Re,
    /// The checker itself failed: the judge data or the checker is broken.
    Fail,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Tle => "TLE",
            Verdict::Mle => "MLE",
            Verdict::Ole => "OLE",
            Verdict::Re => "RE",
            Verdict::Fail => "FAIL",
        })
    }
}

/// How an answer is judged once the program ran cleanly.
pub enum Judging<'a> {
    /// Against the stored answer, by the judge's rule (byte for byte when
    /// `exact`: our own binaries are held to the strictest reading).
    Compare {
        /// The stored answer.
        answer: &'a Path,
        /// The judge's rule.
        rule: Rule,
        /// Byte for byte instead.
        exact: bool,
    },
    /// By a checker program: `CHECKER INPUT OUTPUT ANSWER`, exit 0 right,
    /// 1 wrong, anything else a failure of the checker.
    Checker {
        /// The checker binary.
        checker: &'a Path,
        /// The stored answer.
        answer: &'a Path,
    },
}

/// A verdict with the run's measurements and the reason.
#[derive(Debug)]
pub struct Outcome {
    /// The verdict.
    pub verdict: Verdict,
    /// The run.
    pub execution: Execution,
    /// Why (empty for AC).
    pub detail: String,
    /// Wall time from the start to the end of the run (of the whole
    /// conversation, for an interactive problem).
    pub wall: Duration,
}

/// The process groups of running children, for [`on_signal`].
static GROUPS: [AtomicI32; 4] = [
    AtomicI32::new(0),
    AtomicI32::new(0),
    AtomicI32::new(0),
    AtomicI32::new(0),
];

extern "C" fn on_signal(sig: libc::c_int) {
    for group in &GROUPS {
        let group = group.load(Ordering::SeqCst);
        if group > 0 {
            // SAFETY: kill is async-signal-safe.
            unsafe { libc::kill(-group, libc::SIGKILL) };
        }
    }
    // SAFETY: _exit is async-signal-safe.
    unsafe { libc::_exit(128 + sig) };
}

/// A runner interrupted (Ctrl-C, kill) takes its children's groups with it.
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

fn remember_group(pid: libc::pid_t) -> Option<&'static AtomicI32> {
    GROUPS.iter().find(|slot| {
        slot.compare_exchange(0, pid, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
    })
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

/// A command for `program` (its first element the executable) in its own
/// process group, killed if the runner dies, with the address space capped
/// at max(2 x memory limit, memory limit + 256 MiB, stack + 256 MiB), the
/// stack at the stack limit, files (so its output) capped at the output
/// limit + 1 byte, and no core dumps; marked as a run of its own, and the
/// runner a child subreaper (see [`crate::proctree`]).
pub fn limited_command(program: &[OsString], limits: &Limits) -> Command {
    proctree::become_subreaper();
    let limit_bytes = (limits.memory * MIB as f64) as u64;
    let stack_bytes = (limits.stack.max(limits.memory) * MIB as f64) as u64;
    let address_space = (2 * limit_bytes)
        .max(limit_bytes + ADDRESS_SPACE_SLACK)
        .max(stack_bytes + ADDRESS_SPACE_SLACK);
    let as_limit = rlimit(libc::RLIMIT_AS, address_space);
    let stack_limit = rlimit(libc::RLIMIT_STACK, stack_bytes);
    let fsize_limit = rlimit(libc::RLIMIT_FSIZE, limits.output + 1);
    let no_core = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    let mut command = Command::new(&program[0]);
    command
        .args(&program[1..])
        .env(proctree::MARK, proctree::new_mark());
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        command.pre_exec(move || {
            if libc::setpgid(0, 0) != 0
                || libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0
                || libc::setrlimit(libc::RLIMIT_AS, &as_limit) != 0
                || libc::setrlimit(libc::RLIMIT_STACK, &stack_limit) != 0
                || libc::setrlimit(libc::RLIMIT_FSIZE, &fsize_limit) != 0
                || libc::setrlimit(libc::RLIMIT_CORE, &no_core) != 0
            {
                return Err(io::Error::last_os_error());
            }
            Ok(())
        });
    }
    command
}

/// Runs `program` with stdin from `input`, stdout and stderr into files,
/// under `limits`, killing its process group at [`KILL_FACTOR`]x the time
/// limit.
///
/// # Errors
/// If it cannot be started or waited for.
pub fn execute(
    program: &[OsString],
    input: &Path,
    stdout: &Path,
    stderr: &Path,
    limits: &Limits,
) -> io::Result<Execution> {
    let mut command = limited_command(program, limits);
    command
        .stdin(Stdio::from(File::open(input)?))
        .stdout(File::create(stdout)?)
        .stderr(File::create(stderr)?);
    forward_termination();
    let start = Instant::now();
    let child = command.spawn().map_err(|e| {
        io::Error::new(
            e.kind(),
            format!("cannot run {}: {e}", Path::new(&program[0]).display()),
        )
    })?;
    let pid = child.id() as libc::pid_t;
    let slot = remember_group(pid);
    let kill_after = Duration::from_secs_f64(limits.time) * KILL_FACTOR;
    let watch = Watch::start(pid, proctree::mark_of_command(&command), start, kill_after);
    let result = wait_unreaped(pid);
    let elapsed = start.elapsed();
    let (killed, mut tree) = watch.stop();
    // Whatever it left running goes too: its group, and every process of
    // its tree (those that left the group included).
    // SAFETY: the zombie leader keeps the group id from being reused.
    unsafe { libc::kill(-pid, libc::SIGKILL) };
    tree.kill_all();
    if let Some(slot) = slot {
        slot.store(0, Ordering::SeqCst);
    }
    result?;
    let (status, peak_kib) = reap(pid)?;
    drop(child);
    Ok(Execution {
        elapsed,
        peak_kib: peak_kib.max(tree.peak_kib()),
        status,
        killed,
    })
}

/// The clock of one run: scans its process tree every
/// [`proctree::SAMPLE`], and kills the group and the tree at the deadline
/// unless stopped.
pub struct Watch {
    ended: Arc<(Mutex<bool>, Condvar)>,
    killed: Arc<AtomicBool>,
    thread: std::thread::JoinHandle<Tree>,
}

impl Watch {
    /// Starts the clock for the group of `pid`, started at `start`.
    pub fn start(
        pid: libc::pid_t,
        mark: Option<String>,
        start: Instant,
        kill_after: Duration,
    ) -> Watch {
        Watch::start_all(vec![(pid, mark)], start, kill_after)
    }

    /// Starts one clock for the groups of `pids` (the sides of a
    /// conversation), killed together.
    pub fn start_all(
        leaders: Vec<(libc::pid_t, Option<String>)>,
        start: Instant,
        kill_after: Duration,
    ) -> Watch {
        let pids: Vec<libc::pid_t> = leaders.iter().map(|(p, _)| *p).collect();
        let ended = Arc::new((Mutex::new(false), Condvar::new()));
        let killed = Arc::new(AtomicBool::new(false));
        let mut tree = Tree::new(leaders);
        let thread = {
            let ended = Arc::clone(&ended);
            let killed = Arc::clone(&killed);
            std::thread::spawn(move || {
                let (lock, cvar) = &*ended;
                let mut done = lock.lock().unwrap_or_else(|e| e.into_inner());
                while !*done {
                    tree.scan();
                    let left = kill_after.saturating_sub(start.elapsed());
                    if left.is_zero() {
                        killed.store(true, Ordering::SeqCst);
                        for &pid in &pids {
                            // SAFETY: the children are not reaped before the
                            // watch is stopped, so pid and group still name
                            // them.
                            unsafe {
                                libc::kill(-pid, libc::SIGKILL);
                                libc::kill(pid, libc::SIGKILL);
                            }
                        }
                        break;
                    }
                    done = cvar
                        .wait_timeout(done, left.min(proctree::SAMPLE))
                        .unwrap_or_else(|e| e.into_inner())
                        .0;
                }
                tree
            })
        };
        Watch {
            ended,
            killed,
            thread,
        }
    }

    /// Stops the clock; whether it killed the run, and the run's process
    /// tree as last scanned.
    pub fn stop(self) -> (bool, Tree) {
        *self.ended.0.lock().unwrap_or_else(|e| e.into_inner()) = true;
        self.ended.1.notify_all();
        let tree = self.thread.join().unwrap_or_else(|_| Tree::new(Vec::new()));
        (self.killed.load(Ordering::SeqCst), tree)
    }
}

/// Waits for `pid` to end without reaping it (WNOWAIT), so its pid stays
/// its own while the clock may still signal it.
pub fn wait_unreaped(pid: libc::pid_t) -> io::Result<()> {
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
            return Ok(());
        }
        let e = io::Error::last_os_error();
        if e.kind() != io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
}

/// Reaps `pid`: its exit status and peak resident KiB (ru_maxrss, which
/// covers the descendants it waited for).
pub fn reap(pid: libc::pid_t) -> io::Result<(ExitStatus, u64)> {
    reap_with_cpu(pid).map(|(status, peak, _)| (status, peak))
}

/// [`reap`], with the CPU time (user and system) of `pid` and the children
/// it waited for.
pub fn reap_with_cpu(pid: libc::pid_t) -> io::Result<(ExitStatus, u64, Duration)> {
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is plain data; wait4 fills it and reaps the child.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if r == pid {
            break;
        }
        let e = io::Error::last_os_error();
        if e.kind() != io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
    let seconds = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec.max(0) as u64) + Duration::from_micros(t.tv_usec.max(0) as u64)
    };
    Ok((
        ExitStatus::from_raw(status),
        usage.ru_maxrss.max(0) as u64,
        seconds(usage.ru_utime) + seconds(usage.ru_stime),
    ))
}

/// The output limit for a case whose stored answer is `answer`: the default,
/// or twice the answer if that is larger.
pub fn output_limit(answer: &Path) -> io::Result<u64> {
    Ok(DEFAULT_OUTPUT_LIMIT.max(2 * fs::metadata(answer)?.len()))
}

/// Runs `program` on `input` under `limits` and judges it; `work` is a
/// scratch folder for its output.
///
/// # Errors
/// If a program cannot be started or a file cannot be read.
pub fn run_case(
    program: &[OsString],
    input: &Path,
    judging: &Judging<'_>,
    limits: &Limits,
    work: &Path,
) -> io::Result<Outcome> {
    let stdout = work.join("out");
    let stderr = work.join("err");
    let execution = execute(program, input, &stdout, &stderr, limits)?;
    let (verdict, detail) = match failure(&execution, limits, Some(&stdout), &stderr)? {
        Some(failed) => failed,
        None => match judging {
            Judging::Compare {
                answer,
                rule,
                exact,
            } => match compare_by(*rule, *exact, File::open(answer)?, File::open(&stdout)?)? {
                None => (Verdict::Ac, String::new()),
                Some(difference) => (Verdict::Wa, difference),
            },
            Judging::Checker { checker, answer } => check(checker, input, &stdout, answer, work)?,
        },
    };
    Ok(Outcome {
        verdict,
        wall: execution.elapsed,
        execution,
        detail,
    })
}

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

/// Up to `n` bytes from the end of a file.
pub fn read_tail(path: &Path, n: u64) -> io::Result<Vec<u8>> {
    use std::io::{Seek, SeekFrom};
    let mut file = File::open(path)?;
    let len = file.metadata()?.len();
    file.seek(SeekFrom::Start(len.saturating_sub(n)))?;
    let mut tail = Vec::new();
    file.read_to_end(&mut tail)?;
    Ok(tail)
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

/// A pipe: (read end, write end), both closed on exec.
fn pipe() -> io::Result<(File, File)> {
    use std::os::unix::io::FromRawFd;
    let mut fds = [0 as libc::c_int; 2];
    // SAFETY: pipe2 writes two new descriptors into the array.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: the descriptors are new and owned by nothing else.
    Ok(unsafe { (File::from_raw_fd(fds[0]), File::from_raw_fd(fds[1])) })
}

/// One side of a conversation, running.
struct Side {
    pid: libc::pid_t,
    mark: Option<String>,
    slot: Option<&'static AtomicI32>,
}

impl Side {
    fn spawn(mut command: Command) -> io::Result<Side> {
        let child = command.spawn()?;
        let mark = proctree::mark_of_command(&command);
        // Dropping the command closes this process's copies of the pipes,
        // so each side sees the end of input when the other side exits.
        drop(command);
        let pid = child.id() as libc::pid_t;
        Ok(Side {
            pid,
            mark,
            slot: remember_group(pid),
        })
    }

    /// Waits for it to end, unreaped; when it ended.
    fn wait(pid: libc::pid_t) -> io::Result<Instant> {
        wait_unreaped(pid)?;
        Ok(Instant::now())
    }

    /// Kills what is left of its group and reaps it: (status, peak KiB,
    /// CPU time).
    fn finish(self) -> io::Result<(ExitStatus, u64, Duration)> {
        // SAFETY: the unreaped leader keeps the group id from being reused.
        unsafe { libc::kill(-self.pid, libc::SIGKILL) };
        if let Some(slot) = self.slot {
            slot.store(0, Ordering::SeqCst);
        }
        reap_with_cpu(self.pid)
    }
}

/// Memory a jury may use, whatever the problem's limit.
const JURY_MIB: f64 = 1024.0;

/// Plays `program` against an interactive problem's `jury`, run as `JURY
/// INPUT ANSWER` with its stdin the program's stdout and its stdout the
/// program's stdin, under `limits` for the program; both are killed at
/// [`KILL_FACTOR`]x the time limit of wall time. The time the outcome
/// gives is the program's CPU time (the jury's thinking is not the
/// program's), judged against the limit.
///
/// The verdict, after the rules of Kattis' interactive runner, in this
/// order: a jury that failed (exit other than 0 or 1) is FAIL; a jury that
/// rejected the program (exit 1) is WA with the jury's first line, whatever
/// the program did (a failure of the program is added to the reason: it
/// is often only the program meeting the end of its input); a side still
/// running at the deadline is TLE (the program past its limit in CPU time,
/// its process tree's time counted: computing; else both waiting: a move not
/// flushed, or read before it was sent); then the program's own failure (MLE, OLE on stderr, RE,
/// TLE by CPU time); else AC.
///
/// # Errors
/// If a program cannot be started or waited for.
pub fn run_interactive(
    program: &[OsString],
    jury: &Path,
    input: &Path,
    answer: &Path,
    limits: &Limits,
    work: &Path,
) -> io::Result<Outcome> {
    let (err, jury_err) = (work.join("err"), work.join("jury.err"));
    let (to_jury, from_program) = pipe()?;
    let (to_program, from_jury) = pipe()?;
    let mut command = limited_command(program, limits);
    command
        .stdin(Stdio::from(to_program))
        .stdout(Stdio::from(from_program))
        .stderr(File::create(&err)?);
    let jury_program: Vec<OsString> = vec![jury.into(), input.into(), answer.into()];
    let jury_limits = Limits {
        memory: JURY_MIB,
        stack: JURY_MIB,
        ..*limits
    };
    let mut jury_command = limited_command(&jury_program, &jury_limits);
    jury_command
        .stdin(Stdio::from(to_jury))
        .stdout(Stdio::from(from_jury))
        .stderr(File::create(&jury_err)?);
    forward_termination();
    let kill_after = Duration::from_secs_f64(limits.time) * KILL_FACTOR;
    let start = Instant::now();
    // The jury first: a program that cannot start still leaves a jury that
    // ends when its input does.
    let jury_side = Side::spawn(jury_command).map_err(|e| {
        io::Error::new(
            e.kind(),
            format!("cannot run the jury {}: {e}", jury.display()),
        )
    })?;
    let program_side = match Side::spawn(command) {
        Ok(side) => side,
        Err(e) => {
            let _ = jury_side.finish();
            return Err(io::Error::new(
                e.kind(),
                format!("cannot run {}: {e}", Path::new(&program[0]).display()),
            ));
        }
    };
    let watch = Watch::start_all(
        vec![
            (program_side.pid, program_side.mark.clone()),
            (jury_side.pid, jury_side.mark.clone()),
        ],
        start,
        kill_after,
    );
    let program_pid = program_side.pid;
    let waiter = std::thread::spawn(move || Side::wait(program_pid));
    let jury_ended = Side::wait(jury_side.pid);
    let program_ended = waiter
        .join()
        .unwrap_or_else(|_| Err(io::Error::new(io::ErrorKind::Other, "waiter panicked")));
    let wall = start.elapsed();
    let (deadline, mut tree) = watch.stop();
    // SAFETY: both leaders are unreaped, so their group ids are theirs.
    unsafe {
        libc::kill(-program_side.pid, libc::SIGKILL);
        libc::kill(-jury_side.pid, libc::SIGKILL);
    }
    tree.kill_all();
    let (status, peak_kib, cpu) = program_side.finish()?;
    let peak_kib = peak_kib.max(tree.peak_kib());
    // A program killed at the deadline reports nothing of what its
    // children (behind `sh -c`) computed: the tree's sampled time says.
    let cpu = cpu.max(tree.cpu());
    let (jury_status, _, _) = jury_side.finish()?;
    let (jury_ended, program_ended) = (jury_ended?, program_ended?);
    // At the deadline the clock kills both; who was still running then?
    let cutoff = start + kill_after;
    let killed = deadline && program_ended >= cutoff;
    let jury_killed = deadline && jury_ended >= cutoff;
    let execution = Execution {
        elapsed: cpu,
        peak_kib,
        status,
        killed,
    };
    let said = first_line(&read_head(&jury_err, 4096)?);
    let jury_code = if jury_killed {
        None
    } else {
        jury_status.code()
    };
    let (verdict, detail) = if !jury_killed && !matches!(jury_code, Some(0) | Some(1)) {
        (
            Verdict::Fail,
            format!(
                "jury: {}",
                abnormal(jury_status, said.as_bytes()).unwrap_or_else(|| said.clone())
            ),
        )
    } else if jury_code == Some(1) {
        // The jury's word is final; a program that failed too (often just
        // because the jury stopped talking) is named after it.
        let program = if killed {
            Some("still running at the deadline".to_string())
        } else {
            abnormal_with(status, &err)?
        };
        match program {
            Some(what) => (Verdict::Wa, format!("{said} (the program: {what})")),
            None => (Verdict::Wa, said),
        }
    } else if killed || jury_killed {
        // Past its limit in CPU time, the program was computing, not waiting.
        let computing = cpu.as_secs_f64() > limits.time;
        let who = if killed && computing {
            "the program still computing, past the time limit in CPU time (the shown time)"
        } else if killed && jury_killed {
            "the program and the jury both waiting (a move not flushed, or read before it was sent?)"
        } else if killed {
            "the program still running after the game"
        } else {
            "the jury still waiting after the program ended"
        };
        (
            Verdict::Tle,
            format!(
                "killed after {:.3} s of wall time: {who}",
                wall.as_secs_f64()
            ),
        )
    } else if let Some(failed) = failure(&execution, limits, None, &err)? {
        failed
    } else {
        (Verdict::Ac, String::new())
    };
    Ok(Outcome {
        verdict,
        execution,
        detail,
        wall,
    })
}

/// KiB as MiB with one decimal.
pub fn mib(kib: u64) -> String {
    format!("{:.1}", kib as f64 / 1024.0)
}

/// Up to `n` bytes from the start of a file.
pub fn read_head(path: &Path, n: u64) -> io::Result<Vec<u8>> {
    let mut head = Vec::new();
    File::open(path)?.take(n).read_to_end(&mut head)?;
    Ok(head)
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

/// A program given as a path, as the runner takes it.
pub fn program(path: &Path) -> Vec<OsString> {
    vec![path.into()]
}

/// A scratch folder, removed when dropped.
pub struct Scratch(pub PathBuf);

impl Scratch {
    /// A new empty folder under the system's temporary folder.
    ///
    /// # Errors
    /// If it cannot be made.
    pub fn new(name: &str) -> io::Result<Scratch> {
        static COUNT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = COUNT.fetch_add(1, Ordering::SeqCst);
        let dir = std::env::temp_dir().join(format!("xtask-{name}-{}-{n}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir)?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
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
