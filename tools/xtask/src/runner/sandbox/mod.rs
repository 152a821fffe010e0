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
//!
//! The parts: `prepare.rs` (the runner's side: the folders and the report
//! pipe made before the fork), `shared.rs` (the namespaces every run of
//! a runner joins), `enter.rs` (the plan the forks carry and what runs
//! between fork and exec), `report.rs` (the records X and Y write on the
//! report pipe, and what they say); here the help, and whether to contain
//! at all ([`available`], [`usable`]).

mod enter;
mod prepare;
mod report;
mod shared;

use std::fs;
use std::path::Path;
use std::sync::OnceLock;

use super::{Limits, Scratch};
use shared::shared;

pub use prepare::{Prepared, Sandbox};
pub use report::Report;

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
