//! The runner's side of a contained run, before the fork: the [`Sandbox`]
//! asked for, the scratch folder's mount point, the folders to hide and
//! layer over, the report pipe, and the [`Plan`] the command carries into
//! [`enter`].

use std::ffi::CString;
use std::fs::{self, File};
use std::io::{self, Read};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::io::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use super::enter::{enter, Plan};
use super::report::Report;
use super::shared::shared;
use crate::proctree;
use crate::runner::rlimits::Rlimits;
use crate::runner::Limits;

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
        Report::from_records(&bytes)
    }
}
