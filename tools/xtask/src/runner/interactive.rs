//! An interactive run: the program and a jury joined by two pipes, one
//! clock for both. Invariant: at the end both groups and the whole process
//! tree are killed before either side is reaped, and the verdict follows
//! the order [`run_interactive`] documents.

use std::ffi::OsString;
use std::fs::File;
use std::io;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::{Duration, Instant};

use super::process::{cannot_run, contained_measures, forward_termination, remember_group};
use super::sandbox::{Prepared, Sandbox};
use super::{
    abnormal, abnormal_with, failure, first_line, limited_command, read_head, reap_with_cpu,
    wait_unreaped, Execution, Limits, Outcome, Verdict, Watch, KILL_FACTOR,
};
use crate::proctree;

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
    sandbox: Option<&Sandbox>,
) -> io::Result<Outcome> {
    let (err, jury_err) = (work.join("err"), work.join("jury.err"));
    let (to_jury, from_program) = pipe()?;
    let (to_program, from_jury) = pipe()?;
    let mut prepared = sandbox.map(|s| Prepared::new(s, limits)).transpose()?;
    let mut command = match &mut prepared {
        Some(p) => p.command(program),
        None => limited_command(program, limits),
    };
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
            return Err(cannot_run(program, e, prepared.as_mut()));
        }
    };
    if let Some(p) = &mut prepared {
        p.spawned();
    }
    let watch = Watch::start_all(
        vec![
            (
                program_side.pid,
                program_side.mark.clone(),
                prepared.is_some(),
            ),
            (jury_side.pid, jury_side.mark.clone(), false),
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
    // Contained, the program's own figures are what the sandbox reported.
    let (status, peak_kib, cpu) = match &mut prepared {
        Some(p) => {
            let m = contained_measures(&p.report(), deadline, wall);
            (m.status, m.peak_kib, m.cpu)
        }
        None => (status, peak_kib, cpu),
    };
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
