//! A program started under its limits (rlimits, its own process group),
//! watched by one clock, killed and reaped. Invariant: at the end of a run
//! its group and its whole process tree are killed, and the leader is
//! reaped only after that, so that its pid and group id still name it
//! whenever they are signalled.

use std::ffi::OsString;
use std::fs::File;
use std::io;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use super::rlimits::Rlimits;
use super::sandbox::{Prepared, Report, Sandbox};
use super::{Execution, Limits, KILL_FACTOR};
use crate::proctree::{self, Tree};

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
pub(super) fn forward_termination() {
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

pub(super) fn remember_group(pid: libc::pid_t) -> Option<&'static AtomicI32> {
    GROUPS.iter().find(|slot| {
        slot.compare_exchange(0, pid, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
    })
}

/// A command for `program` (its first element the executable) in its own
/// process group, killed if the runner dies, under [`Rlimits`]; marked as
/// a run of its own, and the runner a child subreaper (see
/// [`crate::proctree`]). Uncontained: it runs where the runner runs.
pub fn limited_command(program: &[OsString], limits: &Limits) -> Command {
    proctree::become_subreaper();
    let rlimits = Rlimits::of(limits);
    let mut command = Command::new(&program[0]);
    command
        .args(&program[1..])
        .env(proctree::MARK, proctree::new_mark());
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        command.pre_exec(move || {
            if libc::setpgid(0, 0) != 0 || libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 {
                return Err(io::Error::last_os_error());
            }
            rlimits.apply()
        });
    }
    command
}

/// Runs `program` with stdin from `input`, stdout and stderr into files,
/// under `limits`, killing its process group at [`KILL_FACTOR`]x the time
/// limit; uncontained (see [`execute_in`]).
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
    execute_in(program, input, stdout, stderr, limits, None)
}

/// [`execute`], contained by `sandbox` where one is given
/// ([`super::sandbox`]): the status, wall time and peak memory are then the
/// program's as the sandbox's init measured them (by `wait4`, as
/// [`execute`] measures), the peak at least the sampled sum over its
/// process tree.
///
/// # Errors
/// If it cannot be started or waited for, or the sandbox not set up.
pub fn execute_in(
    program: &[OsString],
    input: &Path,
    stdout: &Path,
    stderr: &Path,
    limits: &Limits,
    sandbox: Option<&Sandbox>,
) -> io::Result<Execution> {
    let mut prepared = sandbox.map(|s| Prepared::new(s, limits)).transpose()?;
    let mut command = match &mut prepared {
        Some(p) => p.command(program),
        None => limited_command(program, limits),
    };
    command
        .stdin(Stdio::from(File::open(input)?))
        .stdout(File::create(stdout)?)
        .stderr(File::create(stderr)?);
    forward_termination();
    let start = Instant::now();
    let spawned = command.spawn();
    let child = spawned.map_err(|e| cannot_run(program, e, prepared.as_mut()))?;
    if let Some(p) = &mut prepared {
        p.spawned();
    }
    let pid = child.id() as libc::pid_t;
    let slot = remember_group(pid);
    let kill_after = Duration::from_secs_f64(limits.time) * KILL_FACTOR;
    let mark = proctree::mark_of_command(&command);
    drop(command);
    let watch = Watch::start(pid, mark, prepared.is_some(), start, kill_after);
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
    let Some(mut prepared) = prepared else {
        return Ok(Execution {
            elapsed,
            peak_kib: peak_kib.max(tree.peak_kib()),
            status,
            killed,
        });
    };
    let report = prepared.report();
    let measured = contained_measures(&report, killed, elapsed);
    Ok(Execution {
        elapsed: measured.elapsed,
        peak_kib: measured.peak_kib.max(tree.peak_kib()),
        status: measured.status,
        killed,
    })
}

/// A program the runner could not start: what the sandbox said failed, or
/// the error of the spawn.
pub(super) fn cannot_run(
    program: &[OsString],
    e: io::Error,
    prepared: Option<&mut Prepared>,
) -> io::Error {
    if let Some(failure) = prepared.and_then(|p| p.report().failure()) {
        return io::Error::new(e.kind(), failure);
    }
    io::Error::new(
        e.kind(),
        format!("cannot run {}: {e}", Path::new(&program[0]).display()),
    )
}

/// A contained run's measures, from the sandbox's report.
pub(super) struct Measured {
    pub status: ExitStatus,
    pub elapsed: Duration,
    pub peak_kib: u64,
    pub cpu: Duration,
}

/// What the report of a contained run says of the program: its own status,
/// wall time, peak and CPU time as its init had them from `wait4`; for a run
/// killed at the deadline (its init killed before it could report), the
/// runner's wall time and what the first process had from the init (the
/// program's use among it), and the status of a SIGKILL.
pub(super) fn contained_measures(report: &Report, killed: bool, elapsed: Duration) -> Measured {
    match (report.program, report.init) {
        (Some((status, wall, peak_kib, cpu)), _) => Measured {
            status,
            elapsed: if killed { elapsed } else { wall },
            peak_kib,
            cpu,
        },
        (None, init) => Measured {
            status: ExitStatus::from_raw(libc::SIGKILL),
            elapsed,
            peak_kib: init.map_or(0, |(peak, _)| peak),
            cpu: init.map_or(Duration::ZERO, |(_, cpu)| cpu),
        },
    }
}

/// The clock of one run: scans its process tree every
/// [`proctree::SAMPLE`], and at the deadline kills the group and the tree
/// unless stopped (a contained run: first only what is inside its first
/// process, which then reports and ends; the group too after
/// [`SPARED`], if it has not).
pub struct Watch {
    ended: Arc<(Mutex<bool>, Condvar)>,
    killed: Arc<AtomicBool>,
    thread: std::thread::JoinHandle<Tree>,
}

/// How long past the deadline a sandbox's first process may take to
/// report before it is killed too.
const SPARED: Duration = Duration::from_secs(1);

impl Watch {
    /// Starts the clock for the group of `pid` (a sandbox's first process
    /// when `contained`), started at `start`.
    pub fn start(
        pid: libc::pid_t,
        mark: Option<String>,
        contained: bool,
        start: Instant,
        kill_after: Duration,
    ) -> Watch {
        Watch::start_all(vec![(pid, mark, contained)], start, kill_after)
    }

    /// Starts one clock for the groups of `leaders` (the sides of a
    /// conversation), killed together.
    pub fn start_all(
        leaders: Vec<(libc::pid_t, Option<String>, bool)>,
        start: Instant,
        kill_after: Duration,
    ) -> Watch {
        let pids: Vec<libc::pid_t> = leaders.iter().map(|(p, _, _)| *p).collect();
        let contained: Vec<bool> = leaders.iter().map(|(_, _, c)| *c).collect();
        let ended = Arc::new((Mutex::new(false), Condvar::new()));
        let killed = Arc::new(AtomicBool::new(false));
        let mut tree = Tree::new(leaders.into_iter().map(|(p, m, _)| (p, m)).collect());
        for (i, &c) in contained.iter().enumerate() {
            if c {
                tree.contain(i);
            }
        }
        let thread = {
            let ended = Arc::clone(&ended);
            let killed = Arc::clone(&killed);
            std::thread::spawn(move || {
                let (lock, cvar) = &*ended;
                let mut done = lock.lock().unwrap_or_else(|e| e.into_inner());
                // The groups still to kill at the second deadline.
                let mut spared: Vec<libc::pid_t> = Vec::new();
                while !*done {
                    tree.scan();
                    let deadline = if killed.load(Ordering::SeqCst) {
                        kill_after + SPARED
                    } else {
                        kill_after
                    };
                    let left = deadline.saturating_sub(start.elapsed());
                    if left.is_zero() {
                        let groups: Vec<libc::pid_t> = if killed.swap(true, Ordering::SeqCst) {
                            std::mem::take(&mut spared)
                        } else {
                            let mut now = Vec::new();
                            for (i, &pid) in pids.iter().enumerate() {
                                if contained[i] && tree.kill_inside(i) {
                                    spared.push(pid);
                                } else {
                                    now.push(pid);
                                }
                            }
                            now
                        };
                        for pid in groups {
                            // SAFETY: the children are not reaped before the
                            // watch is stopped, so pid and group still name
                            // them.
                            unsafe {
                                libc::kill(-pid, libc::SIGKILL);
                                libc::kill(pid, libc::SIGKILL);
                            }
                        }
                        if spared.is_empty() {
                            break;
                        }
                        continue;
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
