//! The resource limits a run is started under (address space, stack,
//! file size, no core dumps), computed before the fork and set between
//! fork and exec, by the runner (`process.rs`) or inside the sandbox
//! (`sandbox/enter.rs`).

use std::io;

use super::{Limits, MIB};

/// Room above the memory limit in the address-space cap, so that process
/// start (the loader, /bin/sh) never fails on a small limit.
pub const ADDRESS_SPACE_SLACK: u64 = 256 * MIB;

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

/// The resource limits of a run, computed before the fork: the address
/// space capped at max(2 x memory limit, memory limit + 256 MiB, stack +
/// 256 MiB), the stack at the stack limit, files (so its output) at the
/// output limit + 1 byte, no core dumps.
#[derive(Clone, Copy)]
pub(super) struct Rlimits {
    address_space: libc::rlimit,
    stack: libc::rlimit,
    file_size: libc::rlimit,
    core: libc::rlimit,
}

impl Rlimits {
    pub(super) fn of(limits: &Limits) -> Rlimits {
        let limit_bytes = (limits.memory * MIB as f64) as u64;
        let stack_bytes = (limits.stack.max(limits.memory) * MIB as f64) as u64;
        let address_space = (2 * limit_bytes)
            .max(limit_bytes + ADDRESS_SPACE_SLACK)
            .max(stack_bytes + ADDRESS_SPACE_SLACK);
        Rlimits {
            address_space: rlimit(libc::RLIMIT_AS, address_space),
            stack: rlimit(libc::RLIMIT_STACK, stack_bytes),
            file_size: rlimit(libc::RLIMIT_FSIZE, limits.output + 1),
            core: libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            },
        }
    }

    /// Sets them on the calling process: only async-signal-safe calls, for
    /// between fork and exec.
    pub(super) fn apply(&self) -> io::Result<()> {
        // SAFETY: setrlimit reads the structs it is given.
        unsafe {
            if libc::setrlimit(libc::RLIMIT_AS, &self.address_space) != 0
                || libc::setrlimit(libc::RLIMIT_STACK, &self.stack) != 0
                || libc::setrlimit(libc::RLIMIT_FSIZE, &self.file_size) != 0
                || libc::setrlimit(libc::RLIMIT_CORE, &self.core) != 0
            {
                return Err(io::Error::last_os_error());
            }
        }
        Ok(())
    }
}
