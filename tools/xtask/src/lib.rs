//! The workspace's tool, behind the scripts in `scripts/` (see `xtask -h`).
//! A library so that its tests reach every part; the binary is
//! `src/main.rs`. The commands are `commands/`, one module each, dispatched
//! by `cli.rs`; what they share is a module of its own here: the judging
//! core (`judging`), the runner, the judges' table (`targets`), the
//! workspace, judge-data pairing (`cases`), the spec-program client
//! (`spec`), the saved benchmark run (`results`), the saved mutation run
//! and its exclusions (`mutants`), the generated tables (`tables`), the
//! bundler (`bundle`).

pub mod bundle;
pub mod cases;
pub mod cli;
pub mod commands;
pub mod compare;
pub mod destination;
pub mod judging;
pub mod mutants;
pub mod package;
pub mod proctree;
pub mod references;
pub mod results;
pub mod runner;
pub mod spec;
pub mod tables;
pub mod targets;
pub mod text;
pub mod timer;
pub mod toolchains;
pub mod workspace;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Every failure is one message for the user.
pub type Result<T, E = String> = std::result::Result<T, E>;

/// The cargo to run: the one that started us (`CARGO`), else `cargo`.
pub fn cargo() -> OsString {
    std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into())
}

/// Runs cargo with `args` in the workspace at `root`, its output passed on;
/// fails with `what` when cargo does.
///
/// # Errors
/// If cargo cannot be started or fails.
pub fn run_cargo(root: &Path, args: &[&str], what: &str) -> Result<()> {
    let status = Command::new(cargo())
        .args(args)
        .current_dir(root)
        .status()
        .map_err(|e| format!("cannot run cargo: {e} (the Rust toolchain must be on PATH)"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{what} failed (cargo {})", args.join(" ")))
    }
}

/// The workspace root: `XTASK_ROOT` (set by the scripts), else the workspace
/// holding the current folder, as cargo finds it.
///
/// # Errors
/// If neither gives one.
pub fn workspace_root() -> Result<PathBuf> {
    if let Some(root) = std::env::var_os("XTASK_ROOT") {
        return Ok(PathBuf::from(root));
    }
    let out = Command::new(cargo())
        .args(["locate-project", "--workspace", "--message-format", "plain"])
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !out.status.success() {
        return Err("not inside the workspace (run the scripts under scripts/)".into());
    }
    let manifest = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    Ok(manifest.parent().unwrap_or(Path::new(".")).to_path_buf())
}

/// Whether `program` can be found on PATH (or is a path that exists).
pub fn on_path(program: &str) -> bool {
    if program.contains('/') {
        return Path::new(program).exists();
    }
    std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
        .unwrap_or(false)
}

/// Stops with one line unless every program in `programs` is on PATH.
///
/// # Errors
/// Naming the first one missing and what the commands need.
pub fn need(programs: &[&str]) -> Result<()> {
    for p in programs {
        if !on_path(p) {
            return Err(format!(
                "needs `{p}` on PATH (README.md, \"The two commands\", lists what the scripts need)"
            ));
        }
    }
    Ok(())
}
