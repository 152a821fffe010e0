//! What runs between the runner's fork and the program's exec (the
//! module doc of `mod.rs` says what each of X, Y and Z does): raw system
//! calls only, on the [`Plan`] made before the fork.

use std::ffi::CString;
use std::io;
use std::os::unix::io::RawFd;

use super::report::record;
use crate::runner::rlimits::Rlimits;

/// `mount_setattr(2)`'s argument (linux/mount.h).
#[repr(C)]
struct MountAttr {
    attr_set: u64,
    attr_clr: u64,
    propagation: u64,
    userns_fd: u64,
}

const MOUNT_ATTR_RDONLY: u64 = 0x1;

/// Everything the forks need, made before the first: no allocation
/// happens between fork and exec.
pub(super) struct Plan {
    pub(super) user: RawFd,
    pub(super) net: RawFd,
    pub(super) report: RawFd,
    pub(super) root: CString,
    pub(super) proc_dir: CString,
    pub(super) proc_type: CString,
    pub(super) tmpfs: CString,
    pub(super) tmpfs_options: CString,
    pub(super) overlay: CString,
    /// The runner's box folder, where a tmpfs becomes the run's scratch
    /// folder (its options: a size of the memory limit), and the folders
    /// made in it: the empty working folder, the overlay's upper and work
    /// folders.
    pub(super) scratch: CString,
    pub(super) scratch_options: CString,
    pub(super) scratch_dirs: [CString; 3],
    /// The overlay's mount point (the user's folder) and options.
    pub(super) over: Option<(CString, CString)>,
    pub(super) hide: Vec<CString>,
    pub(super) cwd: CString,
    pub(super) rlimits: Rlimits,
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
pub(super) fn enter(plan: &Plan) -> io::Result<()> {
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
