//! The sandbox a judged program runs in, as judges run submissions
//! (isolate: PID, mount and network namespaces, a scratch working folder).
//!
//! The mechanism, all Linux namespaces entered with `libc` calls between
//! the runner's fork and the program's exec:
//! - the runner's child X joins a network namespace with no interface up
//!   (made once per runner and shared by its runs; without root, inside a
//!   user namespace that maps the user to root, which owns it) and makes a
//!   mount namespace of its own, where the whole tree is read-only
//!   (`mount_setattr` with `AT_RECURSIVE`), each folder the run hides (the
//!   judge data, the repository's git store, the tool's copies of the
//!   answers) is covered by an empty read-only tmpfs, and the working
//!   folder is a fresh scratch folder (for a user's command, an overlay
//!   whose lower layer is the user's folder, so its relative paths still
//!   name the user's files, and whose writes land in the scratch);
//! - X forks Y into a new PID namespace, where Y is init: it mounts that
//!   namespace's `/proc` and forks Z, the program (PID 2), drops every
//!   capability (bounding set, ambient, effective: even root's program has
//!   none, so it cannot undo a mount) and sets no-new-privileges, then
//!   execs. When Z ends, Y reports Z's status, wall time and resource use
//!   (`wait4`, as the runner measured an uncontained program) to the runner
//!   through a pipe and exits, and the kernel kills every process left in
//!   the namespace: nothing the program started survives its run.
//!   X waits for Y and reports Y's resource use (which holds Z's once Y
//!   reaped it), for a run killed at the deadline, when Y could not.
//!
//! X and Y are copies of the runner that never exec: the runner leaves
//! them out of the process tree's memory and CPU (see
//! [`crate::proctree::Tree::contain`]). Every call between the forks is a
//! raw system call (the second and third forks are `clone` system calls,
//! not glibc's `fork`, whose handlers could wait on a lock another thread
//! of the runner held).
//!
//! Where the machine allows none of this (no namespaces for this user, a
//! kernel before 5.12), [`available`] says why once, and the runner falls
//! back to running programs uncontained (the process tree found through
//! `/proc`).

use std::ffi::CString;
use std::fs::{self, File};
use std::io::{self, Read};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::io::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::OnceLock;
use std::time::Duration;

use super::rlimits::Rlimits;
use super::{Limits, Scratch};
use crate::proctree;

/// What a contained run is, for the help of the commands that run
/// programs.
pub const HELP: &str = "Each program runs contained, as a judge runs a submission: in a PID \
namespace of its own (whatever the program starts, a daemon included, dies when it \
ends); in a network namespace with no interface up; in a mount \
namespace where every file is read-only, the judge data, the tool's copy of the answer and \
the repository's git store are empty, and the working folder is a fresh scratch folder \
(for --cmd, one layered over the current folder: your files are there to read, and what \
the command writes there is thrown away); with no capabilities, even as root. Without root \
the namespaces are made inside a user namespace. The answer is read before the program \
starts. Where the machine allows none of this, one line says so and programs run \
uncontained, as --no-sandbox runs them: from the current folder, with your rights, what \
they start found through /proc and killed when the case ends.";

/// What a contained run hides and where it works.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sandbox {
    /// Folders the program cannot see: each covered by an empty read-only
    /// folder (those that do not exist are skipped).
    pub hide: Vec<PathBuf>,
    /// The folder the program's scratch working folder is layered over (a
    /// user's command: the folder the user ran from), or `None`: an empty
    /// scratch folder.
    pub over: Option<PathBuf>,
}

impl Sandbox {
    /// The same, hiding `more` too.
    pub fn hiding(&self, more: &[&Path]) -> Sandbox {
        let mut res = self.clone();
        res.hide.extend(more.iter().map(|p| p.to_path_buf()));
        res
    }
}

/// `mount_setattr(2)`'s argument (linux/mount.h).
#[repr(C)]
struct MountAttr {
    attr_set: u64,
    attr_clr: u64,
    propagation: u64,
    userns_fd: u64,
}

const MOUNT_ATTR_RDONLY: u64 = 0x1;

/// The namespaces every contained run of this runner joins.
struct Shared {
    /// Without root: the user namespace that owns the network namespace.
    user: Option<OwnedFd>,
    /// A network namespace with no interface up.
    net: OwnedFd,
}

/// Makes [`Shared`]: a helper process unshares the namespaces, the runner
/// keeps them by file descriptors, and the helper ends.
fn make_shared(with_user: bool) -> Result<Shared, String> {
    let flags = libc::CLONE_NEWNET | if with_user { libc::CLONE_NEWUSER } else { 0 };
    let mut command = Command::new("/bin/sh");
    command
        .args(["-c", "read x"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    // SAFETY: unshare is a system call; nothing else runs before exec.
    unsafe {
        command.pre_exec(move || {
            if libc::unshare(flags) != 0 {
                return Err(io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let what = if with_user {
        "a user and network namespace"
    } else {
        "a network namespace"
    };
    let mut child = command
        .spawn()
        .map_err(|e| format!("cannot make {what}: {e}"))?;
    let proc_dir = PathBuf::from(format!("/proc/{}", child.id()));
    let kept = (|| -> io::Result<Shared> {
        let user = if with_user {
            // SAFETY: geteuid and getegid have no preconditions.
            let (uid, gid) = unsafe { (libc::geteuid(), libc::getegid()) };
            fs::write(proc_dir.join("setgroups"), "deny")?;
            fs::write(proc_dir.join("uid_map"), format!("0 {uid} 1"))?;
            fs::write(proc_dir.join("gid_map"), format!("0 {gid} 1"))?;
            Some(OwnedFd::from(File::open(proc_dir.join("ns/user"))?))
        } else {
            None
        };
        let net = OwnedFd::from(File::open(proc_dir.join("ns/net"))?);
        Ok(Shared { user, net })
    })();
    drop(child.stdin.take());
    let _ = child.wait();
    kept.map_err(|e| format!("cannot keep {what}: {e}"))
}

fn shared() -> &'static Result<Shared, String> {
    static SHARED: OnceLock<Result<Shared, String>> = OnceLock::new();
    SHARED.get_or_init(|| {
        // SAFETY: geteuid has no preconditions.
        let root = unsafe { libc::geteuid() } == 0;
        match (root, make_shared(false)) {
            (true, Ok(shared)) => Ok(shared),
            (true, Err(alone)) => make_shared(true).map_err(|e| format!("{alone}; {e}")),
            (false, _) => make_shared(true),
        }
    })
}

/// Whether programs can be contained here: `Err` says why not. Decided
/// once per runner, by running `sh -c 'exit 7'` contained, its working
/// folder layered over the current folder, and seeing 7 come back.
pub fn available() -> Result<(), String> {
    static PROBED: OnceLock<Result<(), String>> = OnceLock::new();
    PROBED.get_or_init(probe).clone()
}

/// Whether to contain the programs: [`available`]; where it is not, one
/// line on stderr says so, once per runner, and what runs instead.
pub fn usable() -> bool {
    match available() {
        Ok(()) => true,
        Err(why) => {
            static SAID: std::sync::Once = std::sync::Once::new();
            SAID.call_once(|| {
                eprintln!(
                    "note: no sandbox here ({why}); programs run uncontained: from the current folder, with your rights and network, what they start found through /proc and killed"
                );
            });
            false
        }
    }
}

fn probe() -> Result<(), String> {
    shared().as_ref().map_err(Clone::clone)?;
    let work = Scratch::new("probe").map_err(|e| format!("cannot make a scratch folder: {e}"))?;
    let sandbox = Sandbox {
        hide: vec![work.0.join("hidden")],
        over: std::env::current_dir().ok(),
    };
    fs::create_dir_all(work.0.join("hidden")).map_err(|e| e.to_string())?;
    let limits = Limits {
        time: 10.0,
        memory: 256.0,
        stack: 8.0,
        output: 1 << 20,
    };
    let program: Vec<std::ffi::OsString> = vec!["sh".into(), "-c".into(), "exit 7".into()];
    let (out, err) = (work.0.join("out"), work.0.join("err"));
    let run = super::execute_in(
        &program,
        Path::new("/dev/null"),
        &out,
        &err,
        &limits,
        Some(&sandbox),
    )
    .map_err(|e| e.to_string())?;
    match run.status.code() {
        Some(7) => Ok(()),
        _ => Err(format!(
            "a contained `sh -c 'exit 7'` ended with {:?}: {}",
            run.status,
            String::from_utf8_lossy(&fs::read(&err).unwrap_or_default()).trim()
        )),
    }
}

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

/// Everything the forks need, made before the first: no allocation
/// happens between fork and exec.
struct Plan {
    user: RawFd,
    net: RawFd,
    report: RawFd,
    root: CString,
    proc_dir: CString,
    proc_type: CString,
    tmpfs: CString,
    tmpfs_options: CString,
    overlay: CString,
    /// The runner's box folder, where a tmpfs becomes the run's scratch
    /// folder (its options: a size of the memory limit), and the folders
    /// made in it: the empty working folder, the overlay's upper and work
    /// folders.
    scratch: CString,
    scratch_options: CString,
    scratch_dirs: [CString; 3],
    /// The overlay's mount point (the user's folder) and options.
    over: Option<(CString, CString)>,
    hide: Vec<CString>,
    cwd: CString,
    rlimits: Rlimits,
}

/// One contained run's preparation: the report pipe and the [`Plan`] the
/// command carries.
pub struct Prepared {
    report: File,
    report_write: Option<OwnedFd>,
    plan: Option<Plan>,
}

/// The runner's mount point for each run's scratch folder: an empty folder
/// on the host (removed when the runner exits), where each contained run
/// mounts a tmpfs of its own, gone with the run's mount namespace.
fn box_dir() -> io::Result<&'static Path> {
    static BOX: OnceLock<Result<(PathBuf, CString), String>> = OnceLock::new();
    static mut PATH: *const libc::c_char = std::ptr::null();
    extern "C" fn remove() {
        // SAFETY: PATH is set once, before this is registered, to a string
        // that lives as long as the process.
        unsafe {
            if !PATH.is_null() {
                libc::rmdir(PATH);
            }
        }
    }
    let made = BOX.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("xtask-box-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let c = cstring(&dir).map_err(|e| e.to_string())?;
        // SAFETY: runs once (OnceLock); the string is kept in the static
        // for the life of the process.
        unsafe {
            PATH = c.as_ptr();
            libc::atexit(remove);
        }
        Ok((dir, c))
    });
    made.as_ref()
        .map(|(dir, _)| dir.as_path())
        .map_err(|e| io::Error::new(io::ErrorKind::Other, e.clone()))
}

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
}

fn cstring(path: &Path) -> io::Result<CString> {
    CString::new(path.as_os_str().as_bytes())
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a path holds a NUL byte"))
}

/// Whether `path` can go into an overlay's option string as it is.
fn plain(path: &Path) -> bool {
    !path
        .as_os_str()
        .as_bytes()
        .iter()
        .any(|b| matches!(b, b',' | b':' | b'\\'))
}

impl Prepared {
    /// Prepares a run contained by `sandbox` under `limits`.
    ///
    /// # Errors
    /// If the shared namespaces are missing, a folder cannot be made, or
    /// the working folder is inside a folder the run hides.
    pub fn new(sandbox: &Sandbox, limits: &Limits) -> io::Result<Prepared> {
        let shared = shared()
            .as_ref()
            .map_err(|e| io::Error::new(io::ErrorKind::Unsupported, e.clone()))?;
        let scratch = box_dir()?;
        // The folders to hide: those that exist, each once, none inside
        // another (covered with it).
        let mut hide: Vec<PathBuf> = sandbox
            .hide
            .iter()
            .filter_map(|p| fs::canonicalize(p).ok())
            .filter(|p| p.is_dir())
            .collect();
        hide.sort();
        hide.dedup();
        let mut kept: Vec<PathBuf> = Vec::new();
        for h in hide {
            if !kept.iter().any(|k| h.starts_with(k)) {
                kept.push(h);
            }
        }
        let over = match &sandbox.over {
            Some(dir) => Some(fs::canonicalize(dir)?),
            None => None,
        };
        if let Some(dir) = &over {
            if let Some(h) = kept.iter().find(|h| dir.starts_with(h)) {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidInput,
                    format!(
                        "the command would run in {}, inside {}, which the sandbox hides: run it from another folder, or with --no-sandbox",
                        dir.display(),
                        h.display()
                    ),
                ));
            }
        }
        let upper = scratch.join("upper");
        let work = scratch.join("work");
        let over = match over {
            Some(dir) if plain(&dir) && plain(&upper) && plain(&work) => {
                let mut options = format!(
                    "lowerdir={},upperdir={},workdir={}",
                    dir.display(),
                    upper.display(),
                    work.display()
                );
                if shared.user.is_some() {
                    // Root of a user namespace cannot set the trusted.*
                    // attributes an overlay keeps by default.
                    options.push_str(",userxattr");
                }
                Some((cstring(&dir)?, CString::new(options)?))
            }
            // A folder whose name the overlay's options cannot hold: the
            // program works in it read-only.
            Some(dir) => Some((cstring(&dir)?, CString::default())),
            None => None,
        };
        let cwd = match &over {
            Some((dir, _)) => dir.clone(),
            None => cstring(&scratch.join("cwd"))?,
        };
        let mut fds = [0 as libc::c_int; 2];
        // SAFETY: pipe2 writes two new descriptors into the array.
        if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC | libc::O_NONBLOCK) } != 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: the descriptors are new and owned by nothing else.
        let (report, report_write) =
            unsafe { (File::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
        // The write end blocks: a record is never dropped.
        // SAFETY: fcntl on a descriptor we own.
        unsafe { libc::fcntl(fds[1], libc::F_SETFL, 0) };
        let plan = Plan {
            user: shared.user.as_ref().map_or(-1, AsRawFd::as_raw_fd),
            net: shared.net.as_raw_fd(),
            report: report_write.as_raw_fd(),
            root: CString::new("/")?,
            proc_dir: CString::new("/proc")?,
            proc_type: CString::new("proc")?,
            tmpfs: CString::new("tmpfs")?,
            tmpfs_options: CString::new("size=4k,mode=755")?,
            overlay: CString::new("overlay")?,
            scratch: cstring(scratch)?,
            scratch_options: CString::new(format!(
                "size={}k,mode=755",
                (limits.memory * 1024.0).ceil().max(64.0) as u64
            ))?,
            scratch_dirs: [
                cstring(&scratch.join("cwd"))?,
                cstring(&upper)?,
                cstring(&work)?,
            ],
            over,
            hide: kept.iter().map(|p| cstring(p)).collect::<io::Result<_>>()?,
            cwd,
            rlimits: Rlimits::of(limits),
        };
        Ok(Prepared {
            report,
            report_write: Some(report_write),
            plan: Some(plan),
        })
    }

    /// A command for `program` that enters the sandbox before its exec,
    /// in its own process group, killed if the runner dies; marked as a run
    /// of its own (see [`crate::proctree`]).
    pub fn command(&mut self, program: &[std::ffi::OsString]) -> Command {
        proctree::become_subreaper();
        let plan = self.plan.take().expect("one command per preparation");
        let mut command = Command::new(&program[0]);
        command
            .args(&program[1..])
            .env(proctree::MARK, proctree::new_mark());
        // SAFETY: `enter` makes only system calls, on data made before the
        // fork.
        unsafe {
            command.pre_exec(move || enter(&plan));
        }
        command
    }

    /// Closes the runner's copy of the report pipe's write end: call once
    /// the command is spawned (or failed to).
    pub fn spawned(&mut self) {
        self.report_write = None;
    }

    /// What the sandbox reported: read once the runner's child ended.
    pub fn report(&mut self) -> Report {
        self.report_write = None;
        let mut bytes = Vec::new();
        let _ = (&self.report).read_to_end(&mut bytes);
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
fn record(fd: RawFd, tag: u8, numbers: [i64; 5]) {
    let mut buf = [0u8; RECORD];
    buf[0] = tag;
    for (i, v) in numbers.iter().enumerate() {
        buf[1 + 8 * i..9 + 8 * i].copy_from_slice(&v.to_ne_bytes());
    }
    // SAFETY: writes a buffer we own; a record fits in one atomic write.
    unsafe { libc::write(fd, buf.as_ptr().cast(), RECORD) };
}

/// Reports that `step` failed with the current errno, which it returns.
fn failed(plan: &Plan, step: usize) -> io::Error {
    let e = io::Error::last_os_error();
    record(
        plan.report,
        b'E',
        [
            step as i64,
            i64::from(e.raw_os_error().unwrap_or(0)),
            0,
            0,
            0,
        ],
    );
    e
}

/// A fork by the raw `clone` system call, with `flags` (and SIGCHLD).
fn raw_fork(flags: libc::c_int) -> libc::pid_t {
    // SAFETY: clone without CLONE_VM and without a new stack is fork: the
    // child runs on a copy of this stack.
    unsafe {
        libc::syscall(
            libc::SYS_clone,
            (flags | libc::SIGCHLD) as libc::c_ulong,
            0usize,
            0usize,
            0usize,
            0usize,
        ) as libc::pid_t
    }
}

/// Closes every descriptor from 3 up but `keep` (the pipe std uses to hear
/// of a failed exec included: the runner's spawn waits for every copy of
/// it to close).
fn close_all_but(keep: RawFd) {
    // SAFETY: close_range closes descriptors of this process only.
    unsafe {
        if keep > 3 {
            libc::syscall(libc::SYS_close_range, 3u32, (keep - 1) as u32, 0u32);
        }
        libc::syscall(libc::SYS_close_range, (keep + 1) as u32, u32::MAX, 0u32);
        if keep != 3 {
            libc::close(3);
        }
    }
}

/// Waits for `pid`, retrying on EINTR: its status and resource use.
fn wait_for(pid: libc::pid_t) -> Option<(libc::c_int, libc::rusage)> {
    let mut status = 0;
    // SAFETY: rusage is plain data, filled by wait4.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: wait4 writes into the two values it is given.
        let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if r == pid {
            return Some((status, usage));
        }
        if r < 0 && io::Error::last_os_error().raw_os_error() != Some(libc::EINTR) {
            return None;
        }
    }
}

// time_t and suseconds_t are i64 on 64-bit Linux only.
#[allow(clippy::unnecessary_cast)]
fn micros(t: libc::timeval) -> i64 {
    t.tv_sec as i64 * 1_000_000 + t.tv_usec as i64
}

#[allow(clippy::unnecessary_cast)]
fn now_nanos() -> i64 {
    // SAFETY: timespec is plain data, filled by clock_gettime.
    let mut t: libc::timespec = unsafe { std::mem::zeroed() };
    // SAFETY: as above.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut t) };
    t.tv_sec as i64 * 1_000_000_000 + t.tv_nsec as i64
}

/// Between the runner's fork and the program's exec (see the module doc):
/// returns in Z only, ready to exec; X and Y never return.
fn enter(plan: &Plan) -> io::Result<()> {
    let null = std::ptr::null::<libc::c_char>();
    let check = |ok: bool, step: usize| if ok { Ok(()) } else { Err(failed(plan, step)) };
    // SAFETY (the whole function): system calls on data made before the
    // fork, which nothing changes after it.
    unsafe {
        check(
            libc::setpgid(0, 0) == 0 && libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) == 0,
            0,
        )?;
        if plan.user >= 0 {
            check(libc::setns(plan.user, libc::CLONE_NEWUSER) == 0, 1)?;
        }
        check(libc::setns(plan.net, libc::CLONE_NEWNET) == 0, 2)?;
        check(libc::unshare(libc::CLONE_NEWNS) == 0, 3)?;
        check(
            libc::mount(
                null,
                plan.root.as_ptr(),
                null,
                libc::MS_REC | libc::MS_PRIVATE,
                null.cast(),
            ) == 0,
            3,
        )?;
        let read_only = MountAttr {
            attr_set: MOUNT_ATTR_RDONLY,
            attr_clr: 0,
            propagation: 0,
            userns_fd: 0,
        };
        check(
            libc::syscall(
                libc::SYS_mount_setattr,
                libc::AT_FDCWD,
                plan.root.as_ptr(),
                libc::AT_RECURSIVE as libc::c_uint,
                &read_only as *const MountAttr,
                std::mem::size_of::<MountAttr>(),
            ) == 0,
            4,
        )?;
        // The run's scratch folder: a tmpfs of its own, gone with the
        // namespace.
        check(
            libc::mount(
                plan.tmpfs.as_ptr(),
                plan.scratch.as_ptr(),
                plan.tmpfs.as_ptr(),
                libc::MS_NOSUID | libc::MS_NODEV,
                plan.scratch_options.as_ptr().cast(),
            ) == 0
                && plan
                    .scratch_dirs
                    .iter()
                    .all(|dir| libc::mkdir(dir.as_ptr(), 0o755) == 0),
            5,
        )?;
        // The user's folder under a scratch layer; where the overlay cannot
        // be made, the folder stays as it is, read-only.
        if let Some((dir, options)) = &plan.over {
            if !options.as_bytes().is_empty() {
                libc::mount(
                    plan.overlay.as_ptr(),
                    dir.as_ptr(),
                    plan.overlay.as_ptr(),
                    0,
                    options.as_ptr().cast(),
                );
            }
        }
        for dir in &plan.hide {
            check(
                libc::mount(
                    plan.tmpfs.as_ptr(),
                    dir.as_ptr(),
                    plan.tmpfs.as_ptr(),
                    libc::MS_RDONLY | libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC,
                    plan.tmpfs_options.as_ptr().cast(),
                ) == 0,
                6,
            )?;
        }
        check(libc::chdir(plan.cwd.as_ptr()) == 0, 7)?;
        let init = raw_fork(libc::CLONE_NEWPID);
        check(init >= 0, 8)?;
        if init > 0 {
            // X: waits for Y, reports Y's resource use (Z's among it once Y
            // reaped Z), and ends.
            close_all_but(plan.report);
            if let Some((_, usage)) = wait_for(init) {
                record(
                    plan.report,
                    b'X',
                    [
                        usage.ru_maxrss,
                        micros(usage.ru_utime),
                        micros(usage.ru_stime),
                        0,
                        0,
                    ],
                );
            }
            libc::_exit(0);
        }
        // Y, the namespace's init: dies with X; its own /proc.
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
        check(
            libc::mount(
                plan.proc_type.as_ptr(),
                plan.proc_dir.as_ptr(),
                plan.proc_type.as_ptr(),
                libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC,
                null.cast(),
            ) == 0,
            9,
        )?;
        let start = now_nanos();
        let program = raw_fork(0);
        check(program >= 0, 8)?;
        if program > 0 {
            // Y: reaps whatever ends until the program does, reports it, and
            // ends, taking everything left in the namespace with it.
            close_all_but(plan.report);
            let mut status = 0;
            let mut usage: libc::rusage = std::mem::zeroed();
            loop {
                let r = libc::wait4(-1, &mut status, 0, &mut usage);
                if r == program {
                    break;
                }
                if r < 0 && io::Error::last_os_error().raw_os_error() != Some(libc::EINTR) {
                    libc::_exit(1);
                }
            }
            let wall = now_nanos() - start;
            record(
                plan.report,
                b'Y',
                [
                    i64::from(status),
                    wall,
                    usage.ru_maxrss,
                    micros(usage.ru_utime),
                    micros(usage.ru_stime),
                ],
            );
            libc::_exit(0);
        }
        // Z, the program: its limits, no capabilities, then exec.
        if let Err(e) = plan.rlimits.apply() {
            record(
                plan.report,
                b'E',
                [10, i64::from(e.raw_os_error().unwrap_or(0)), 0, 0, 0],
            );
            return Err(e);
        }
        for cap in 0..64 {
            // Beyond the kernel's last capability this fails: ignored.
            libc::prctl(libc::PR_CAPBSET_DROP, cap, 0, 0, 0);
        }
        #[repr(C)]
        struct CapHeader {
            version: u32,
            pid: libc::c_int,
        }
        #[repr(C)]
        struct CapData {
            effective: u32,
            permitted: u32,
            inheritable: u32,
        }
        let header = CapHeader {
            version: 0x2008_0522,
            pid: 0,
        };
        let none = [
            CapData {
                effective: 0,
                permitted: 0,
                inheritable: 0,
            },
            CapData {
                effective: 0,
                permitted: 0,
                inheritable: 0,
            },
        ];
        check(
            libc::prctl(
                libc::PR_CAP_AMBIENT,
                libc::PR_CAP_AMBIENT_CLEAR_ALL as libc::c_ulong,
                0,
                0,
                0,
            ) == 0
                && libc::syscall(libc::SYS_capset, &header as *const CapHeader, none.as_ptr()) == 0
                && libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0,
            11,
        )?;
        Ok(())
    }
}
