//! The process tree of one run: the program the runner started and every
//! process that descends from it, including those that left its process
//! group (`setsid`) or lost their parent. The runner is a child subreaper
//! (`PR_SET_CHILD_SUBREAPER`), so an orphan is reparented to the runner and
//! never escapes to init. Each program the runner starts carries a mark of
//! its own in its environment ([`MARK`], inherited by what it starts): a
//! child of the runner that it did not start itself belongs to the run
//! whose mark it carries, so runs on several threads of one process, and
//! the runner's other children (a compiler), are never confused. A
//! descendant that empties its environment and is orphaned before a scan
//! sees it escapes the tree.
//!
//! Members are found by scanning `/proc` every [`SAMPLE`] while the run
//! lasts; each is held by a pidfd from the moment it is seen, so a signal
//! never reaches a process that reused its number. The tree's resident
//! memory (the sum of its members' RSS) is sampled at each scan: a peak that
//! lasts less than [`SAMPLE`] in a process other than the program itself can
//! be missed (the program's own peak is exact, from `wait4`). At the end of
//! the run every member still alive is killed and the orphans are reaped.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How often the tree is scanned (and its memory sampled).
pub const SAMPLE: Duration = Duration::from_millis(10);

/// How long the end of a run waits for killed members to be reaped.
const REAP_PATIENCE: Duration = Duration::from_millis(500);

/// The environment variable that marks a run's processes.
pub const MARK: &str = "XTASK_RUN";

/// A mark no other run of this process has.
pub fn new_mark() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    // SAFETY: getpid has no preconditions.
    let me = unsafe { libc::getpid() };
    format!("{me}-{}", NEXT.fetch_add(1, Ordering::SeqCst))
}

/// The mark a command will give its program, if it gives one.
pub fn mark_of_command(command: &std::process::Command) -> Option<String> {
    command
        .get_envs()
        .find(|(k, _)| *k == MARK)
        .and_then(|(_, v)| v)
        .map(|v| v.to_string_lossy().into_owned())
}

/// The mark in the environment of `pid`, if it has one.
fn mark_of(pid: libc::pid_t) -> Option<String> {
    let environ = fs::read(format!("/proc/{pid}/environ")).ok()?;
    let key = format!("{MARK}=");
    environ
        .split(|&b| b == 0)
        .find_map(|var| var.strip_prefix(key.as_bytes()))
        .map(|v| String::from_utf8_lossy(v).into_owned())
}

/// Makes this process a child subreaper, once: orphaned descendants of the
/// programs it runs are reparented to it, where the tree finds them.
pub fn become_subreaper() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: prctl with these arguments only sets a flag of this
        // process.
        unsafe { libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) };
    });
}

/// One process as `/proc/<pid>/stat` shows it.
struct Stat {
    ppid: libc::pid_t,
    zombie: bool,
    rss_pages: u64,
    /// User and system CPU time, in clock ticks.
    cpu_ticks: u64,
}

fn stat(pid: libc::pid_t) -> Option<Stat> {
    let text = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
    let rest = &text[text.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_ascii_whitespace().collect();
    // Fields from `state` (field 3): ppid is field 4, utime and stime 14
    // and 15, rss 24.
    let ticks = |i: usize| -> Option<u64> { fields.get(i)?.parse().ok() };
    Some(Stat {
        zombie: fields.first()? == &"Z",
        ppid: fields.get(1)?.parse().ok()?,
        rss_pages: ticks(21)?,
        cpu_ticks: ticks(11)? + ticks(12)?,
    })
}

/// Every process on the machine with its parent.
fn all_processes() -> Vec<(libc::pid_t, Stat)> {
    let Ok(dir) = fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<libc::pid_t>().ok())
        .filter_map(|pid| Some((pid, stat(pid)?)))
        .collect()
}

/// A pidfd, closed when dropped; -1 where the kernel has none.
struct PidFd(libc::c_int);

impl PidFd {
    fn open(pid: libc::pid_t) -> PidFd {
        // SAFETY: pidfd_open takes a pid and flags and returns a new fd.
        let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
        PidFd(fd as libc::c_int)
    }

    fn kill(&self, pid: libc::pid_t) {
        if self.0 >= 0 {
            // SAFETY: signals the process the fd holds, whatever its number
            // is now.
            unsafe {
                libc::syscall(
                    libc::SYS_pidfd_send_signal,
                    self.0,
                    libc::SIGKILL,
                    std::ptr::null::<libc::siginfo_t>(),
                    0,
                )
            };
        } else {
            // SAFETY: a plain kill; without pidfds this is the best there is.
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
    }
}

impl Drop for PidFd {
    fn drop(&mut self) {
        if self.0 >= 0 {
            // SAFETY: the fd is ours and closed once.
            unsafe { libc::close(self.0) };
        }
    }
}

/// The processes of one run.
pub struct Tree {
    /// The processes the runner started for this run (the program, and the
    /// jury of an interactive run): reaped by the runner, not here.
    leaders: Vec<libc::pid_t>,
    /// Each leader's mark, by the leader's index.
    marks: Vec<Option<String>>,
    /// Each member with the index of the leader it descends from.
    members: BTreeMap<libc::pid_t, (PidFd, usize)>,
    /// The largest sampled sum of each leader's subtree, in KiB.
    peaks: Vec<u64>,
    /// The CPU ticks each member had when last seen.
    cpu: BTreeMap<libc::pid_t, u64>,
    /// Whether each leader is a sandbox's first process (see
    /// [`Tree::contain`]).
    contained: Vec<bool>,
    /// The sandbox's own processes: not the program's.
    helpers: BTreeSet<libc::pid_t>,
}

impl Tree {
    /// The tree of the processes `leaders`, just started, each with its
    /// [`MARK`] (see [`mark_of_command`]).
    pub fn new(leaders: Vec<(libc::pid_t, Option<String>)>) -> Tree {
        let (leaders, marks): (Vec<libc::pid_t>, Vec<Option<String>>) = leaders.into_iter().unzip();
        let members = leaders
            .iter()
            .enumerate()
            .map(|(i, &p)| (p, (PidFd::open(p), i)))
            .collect();
        Tree {
            peaks: vec![0; leaders.len()],
            contained: vec![false; leaders.len()],
            leaders,
            marks,
            members,
            cpu: BTreeMap::new(),
            helpers: BTreeSet::new(),
        }
    }

    /// Marks leader `index` as the first process of a sandbox
    /// ([`crate::runner::sandbox`]): it and its children (the namespace's
    /// init) are copies of the runner, not the program, so their memory
    /// and CPU time are left out of the run's, and at the deadline they are
    /// spared long enough to report ([`Tree::kill_inside`]).
    pub fn contain(&mut self, index: usize) {
        self.contained[index] = true;
    }

    /// Finds members not seen before and samples the tree's memory.
    pub fn scan(&mut self) {
        // SAFETY: getpid has no preconditions.
        let me = unsafe { libc::getpid() };
        let processes = all_processes();
        // A descendant's parent may be a member found later in the list:
        // repeat until nothing new.
        loop {
            let mut grew = false;
            for (pid, s) in &processes {
                if self.members.contains_key(pid) {
                    continue;
                }
                let root = if s.ppid == me {
                    // An orphan, if it carries one of our marks.
                    mark_of(*pid)
                        .and_then(|m| self.marks.iter().position(|k| k.as_ref() == Some(&m)))
                } else {
                    self.members.get(&s.ppid).map(|(_, root)| *root)
                };
                if let Some(root) = root {
                    self.members.insert(*pid, (PidFd::open(*pid), root));
                    grew = true;
                }
            }
            if !grew {
                break;
            }
        }
        for (pid, s) in &processes {
            if let Some((_, root)) = self.members.get(pid) {
                let leader = self.leaders[*root];
                if self.contained[*root] && (*pid == leader || s.ppid == leader) {
                    self.helpers.insert(*pid);
                }
            }
        }
        // SAFETY: sysconf has no preconditions.
        let page_kib = (unsafe { libc::sysconf(libc::_SC_PAGESIZE) }.max(4096) / 1024) as u64;
        let mut kib = vec![0u64; self.peaks.len()];
        for (pid, s) in &processes {
            if self.helpers.contains(pid) {
                continue;
            }
            if let Some((_, root)) = self.members.get(pid) {
                if !s.zombie {
                    kib[*root] += s.rss_pages * page_kib;
                }
                let seen = self.cpu.entry(*pid).or_insert(0);
                *seen = (*seen).max(s.cpu_ticks);
            }
        }
        for (peak, now) in self.peaks.iter_mut().zip(kib) {
            *peak = (*peak).max(now);
        }
    }

    /// The CPU time of the first leader (the program) and its descendants,
    /// as last sampled: what a program that was killed never reports to its
    /// parent (a grandchild's time behind `sh -c`).
    pub fn cpu(&self) -> Duration {
        // SAFETY: sysconf has no preconditions.
        let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
        let ticks: u64 = self
            .cpu
            .iter()
            .filter(|(pid, _)| !self.helpers.contains(pid))
            .filter(|(pid, _)| self.members.get(pid).is_some_and(|(_, root)| *root == 0))
            .map(|(_, t)| t)
            .sum();
        Duration::from_millis(ticks * 1000 / hz)
    }

    /// The largest sampled sum of the resident memory of the first leader
    /// (the program) and its descendants, in KiB.
    pub fn peak_kib(&self) -> u64 {
        self.peaks.first().copied().unwrap_or(0)
    }

    /// Kills every member of leader `index`'s tree but the leader (for a
    /// sandbox: its init, whose death takes every process of its PID
    /// namespace with it, and the program), after a fresh scan; whether
    /// there was one to kill.
    pub fn kill_inside(&mut self, index: usize) -> bool {
        self.scan();
        let leader = self.leaders[index];
        let mut any = false;
        for (&pid, (fd, root)) in &self.members {
            if *root == index && pid != leader {
                fd.kill(pid);
                any = true;
            }
        }
        any
    }

    /// Kills every member but the leaders (which the runner kills and reaps
    /// itself), and reaps those reparented to the runner, waiting up to
    /// [`REAP_PATIENCE`] for them to die; returns those still alive then.
    pub fn kill_all(&mut self) -> Vec<libc::pid_t> {
        self.scan();
        // SAFETY: getpid has no preconditions.
        let me = unsafe { libc::getpid() };
        let start = Instant::now();
        loop {
            let mut alive = Vec::new();
            for (&pid, (fd, _)) in &self.members {
                if self.leaders.contains(&pid) {
                    continue;
                }
                match stat(pid) {
                    None => {}
                    Some(s) if s.zombie && s.ppid == me => {
                        // SAFETY: reaps one child of ours by its pid.
                        unsafe { libc::waitpid(pid, std::ptr::null_mut(), libc::WNOHANG) };
                    }
                    // A zombie of another member is reaped once its parent
                    // dies and it comes to us.
                    Some(s) => {
                        if !s.zombie {
                            fd.kill(pid);
                        }
                        alive.push(pid);
                    }
                }
            }
            if alive.is_empty() || start.elapsed() > REAP_PATIENCE {
                return alive;
            }
            // New orphans (children of members just killed) join the tree.
            self.scan();
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}
