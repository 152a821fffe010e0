//! The judges' compilers ([`crate::targets`]) as this machine has them:
//! found, their versions read, the missing rustup ones installed. The one
//! rule for the old rustc lives here: `OLD_RUSTC` when set (it must run),
//! else the rustc at [`OLD_RUSTC`]'s path when it reports that version.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::targets::{rustup_toolchains, Toolchain, OLD_RUSTC};
use crate::Result;

/// The version a rustc reports (`major.minor.patch`), or why it cannot be
/// run.
///
/// # Errors
/// If it cannot be run or prints something else.
pub fn version(rustc: &Path) -> Result<String> {
    let out = Command::new(rustc)
        .arg("--version")
        .output()
        .map_err(|e| format!("cannot run {}: {e}", rustc.display()))?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.split_whitespace()
        .nth(1)
        .filter(|v| v.split('.').count() >= 2)
        .map(str::to_string)
        .ok_or_else(|| format!("{} --version printed {:?}", rustc.display(), text.trim()))
}

/// The rustc that goes with the cargo running us (`RUSTC`, else the one
/// beside `CARGO`, else `rustc` on PATH).
pub fn current_rustc() -> OsString {
    if let Some(rustc) = std::env::var_os("RUSTC") {
        return rustc;
    }
    if let Some(cargo) = std::env::var_os("CARGO") {
        let beside = Path::new(&cargo).with_file_name("rustc");
        if beside.is_file() {
            return beside.into();
        }
    }
    "rustc".into()
}

/// The old rustc and its version: `OLD_RUSTC` (which must then run), else
/// the one at [`OLD_RUSTC`]'s path when it reports that version; none
/// otherwise.
///
/// # Errors
/// If `OLD_RUSTC` is set but cannot be run.
pub fn old_rustc() -> Result<Option<(PathBuf, String)>> {
    if let Some(path) = std::env::var_os("OLD_RUSTC") {
        let path = PathBuf::from(path);
        let version = version(&path)?;
        return Ok(Some((path, version)));
    }
    let path = PathBuf::from(OLD_RUSTC.path);
    Ok(version(&path)
        .ok()
        .filter(|v| v.starts_with(&format!("{}.", OLD_RUSTC.version)))
        .map(|v| (path, v)))
}

/// How to get the old rustc, for messages.
pub fn old_rustc_wanted() -> String {
    format!(
        "{} {} at {} (apt-get install rustc cargo, or OLD_RUSTC=PATH)",
        OLD_RUSTC.from, OLD_RUSTC.version, OLD_RUSTC.path
    )
}

/// A compiler found: the command that runs it (`rustc`, or `rustup run
/// V` before `rustc` / `cargo`), and its version.
pub struct Compiler {
    prefix: Vec<OsString>,
    /// The version it reports (or rustup's name for it).
    pub version: String,
}

impl Compiler {
    /// The command that runs `tool` (`rustc` or `cargo`) of this compiler.
    pub fn command(&self, tool: &str) -> Command {
        let mut c = Command::new(&self.prefix[0]);
        c.args(&self.prefix[1..]);
        if self.prefix.len() > 1 {
            c.arg(tool);
        }
        c
    }

    /// The program it runs first, for messages.
    pub fn program(&self) -> &Path {
        Path::new(&self.prefix[0])
    }
}

/// The compiler of `toolchain` on this machine, or how to install it.
///
/// # Errors
/// If `OLD_RUSTC` or the current rustc is there but cannot be run.
pub fn find(toolchain: Toolchain) -> Result<Result<Compiler, String>> {
    Ok(match toolchain {
        Toolchain::Current => {
            let rustc = current_rustc();
            let version = version(Path::new(&rustc))?;
            Ok(Compiler {
                prefix: vec![rustc],
                version,
            })
        }
        Toolchain::Old => match old_rustc()? {
            Some((path, version)) => Ok(Compiler {
                prefix: vec![path.into()],
                version,
            }),
            None => Err(old_rustc_wanted()),
        },
        Toolchain::Rustup(v) => {
            if rustup_has(v) {
                Ok(Compiler {
                    prefix: vec!["rustup".into(), "run".into(), v.into()],
                    version: v.to_string(),
                })
            } else {
                Err(format!(
                    "rustc {v} (rustup toolchain install {v} --profile minimal)"
                ))
            }
        }
    })
}

/// Whether rustup runs the toolchain `v` here.
fn rustup_has(v: &str) -> bool {
    Command::new("rustup")
        .args(["run", v, "rustc", "--version"])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Installs with rustup every toolchain the judges name that is missing
/// here, as `.ci/run` does (the tests call it, so that they need nothing
/// but the Rust toolchain).
///
/// # Errors
/// The first toolchain rustup cannot install.
pub fn install_missing() -> Result<()> {
    for v in rustup_toolchains() {
        if rustup_has(v) {
            continue;
        }
        eprintln!("installing rustc {v} with rustup for the bundle checks...");
        let installed = Command::new("rustup")
            .args(["toolchain", "install", v, "--profile", "minimal"])
            .status()
            .is_ok_and(|s| s.success());
        if !installed {
            return Err(format!(
                "cannot install rustc {v} (rustup toolchain install {v} --profile minimal)"
            ));
        }
    }
    Ok(())
}
