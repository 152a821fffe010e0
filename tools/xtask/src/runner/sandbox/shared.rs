//! The namespaces every contained run of a runner joins, made once: the
//! network namespace with no interface up and, without root, the user
//! namespace that owns it.

use std::fs::{self, File};
use std::io;
use std::os::unix::io::OwnedFd;
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// The namespaces every contained run of this runner joins.
pub(super) struct Shared {
    /// Without root: the user namespace that owns the network namespace.
    pub(super) user: Option<OwnedFd>,
    /// A network namespace with no interface up.
    pub(super) net: OwnedFd,
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

pub(super) fn shared() -> &'static Result<Shared, String> {
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
