//! The check, part 1: the compilers of a judge's builds found on this
//! machine, and the bundle built with each. Invariant: a build passes only
//! when it compiles without a warning (but for the old rustc's), as the
//! judge would build it.

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::targets::{Build, Toolchain};
use crate::workspace::Workspace;
use crate::Result;

/// What AtCoder installs (the 2025-10 language update), as the check builds
/// against it.
pub const ATCODER_MANIFEST: &str = r#"[package]
name = "atcoder-check"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
proconio = { version = "=0.5.0", features = ["derive"] }
itertools = "=0.14.0"

[workspace]
"#;

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

/// The old rustc that plain bundles are also compiled with: `OLD_RUSTC`
/// (which must then work), else Debian's rustc 1.63 at `/usr/bin/rustc` when
/// present.
///
/// # Errors
/// If `OLD_RUSTC` is set but cannot be run.
pub fn old_rustc() -> Result<Option<(PathBuf, String)>> {
    if let Some(path) = std::env::var_os("OLD_RUSTC") {
        let path = PathBuf::from(path);
        let version = crate::toolchains::version(&path)?;
        return Ok(Some((path, version)));
    }
    let debian = PathBuf::from("/usr/bin/rustc");
    Ok(crate::toolchains::version(&debian)
        .ok()
        .filter(|v| v.starts_with("1.63."))
        .map(|v| (debian, v)))
}

/// A compiler found: the command that runs it (`rustc`, or `rustup run
/// V` before `rustc` / `cargo`), and its version.
pub(super) struct Compiler {
    prefix: Vec<OsString>,
    pub(super) version: String,
}

impl Compiler {
    fn command(&self, tool: &str) -> Command {
        let mut c = Command::new(&self.prefix[0]);
        c.args(&self.prefix[1..]);
        if self.prefix.len() > 1 {
            c.arg(tool);
        }
        c
    }
}

/// The compiler of `toolchain` on this machine, or how to install it.
pub(super) fn find(toolchain: Toolchain) -> Result<Result<Compiler, String>> {
    Ok(match toolchain {
        Toolchain::Current => {
            let rustc = current_rustc();
            let version = crate::toolchains::version(Path::new(&rustc))?;
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
            None => {
                Err("Debian's rustc 1.63 (apt-get install rustc cargo, or OLD_RUSTC=PATH)".into())
            }
        },
        Toolchain::Rustup(v) => {
            let works = Command::new("rustup")
                .args(["run", v, "rustc", "--version"])
                .output()
                .map(|o| o.status.success())
                .unwrap_or(false);
            if works {
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

/// A build as the summary names it.
pub(super) fn describe(build: &Build, version: &str) -> String {
    if build.cargo {
        format!(
            "cargo {version} build --release (edition {}, proconio 0.5.0, itertools 0.14.0)",
            build.edition
        )
    } else {
        format!(
            "rustc {version} --edition {} {}",
            build.edition,
            build.flags.join(" ")
        )
    }
}

/// `rustc --edition E FLAGS`; with `strict`, a warning fails too.
pub(super) fn compile(
    compiler: &Compiler,
    build: &Build,
    crate_name: &str,
    source: &Path,
    out: &Path,
    strict: bool,
) -> Result<()> {
    let output = compiler
        .command("rustc")
        .args(["--edition", build.edition])
        .args(build.flags)
        .args(["--crate-name", crate_name, "-o"])
        .arg(out)
        .arg(source)
        .output()
        .map_err(|e| {
            format!(
                "cannot run {}: {e}",
                Path::new(&compiler.prefix[0]).display()
            )
        })?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() || (strict && !stderr.trim().is_empty()) {
        return Err(format!(
            "the bundle does not compile cleanly with {}: {}",
            describe(build, &compiler.version),
            first_diagnostic(&stderr)
        ));
    }
    Ok(())
}

/// The first error (or warning) of a compiler's output, with its place.
fn first_diagnostic(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("error"))
        .or_else(|| lines.iter().position(|l| l.starts_with("warning")))
        .unwrap_or(0);
    let mut text = lines.get(at).copied().unwrap_or("no message").to_string();
    if let Some(place) = lines
        .iter()
        .skip(at + 1)
        .take(3)
        .find(|l| l.trim_start().starts_with("-->"))
    {
        text.push_str(&format!(
            " ({})",
            place.trim_start().trim_start_matches("--> ")
        ));
    }
    text
}

/// Builds the bundle as AtCoder does, in a cargo project under the target
/// folder that holds AtCoder's crates; returns the binary.
pub(super) fn atcoder_build(
    ws: &Workspace,
    compiler: &Compiler,
    id: &str,
    text: &str,
) -> Result<PathBuf> {
    let project = ws.target.join("atcoder-check");
    let bins = project.join("src/bin");
    fs::create_dir_all(&bins).map_err(|e| format!("{}: {e}", bins.display()))?;
    let manifest = project.join("Cargo.toml");
    if fs::read_to_string(&manifest).ok().as_deref() != Some(ATCODER_MANIFEST) {
        fs::write(&manifest, ATCODER_MANIFEST)
            .map_err(|e| format!("{}: {e}", manifest.display()))?;
    }
    let source = bins.join(format!("{id}.rs"));
    fs::write(&source, text).map_err(|e| format!("{}: {e}", source.display()))?;
    let output = compiler
        .command("cargo")
        .current_dir(&project)
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("RUSTUP_TOOLCHAIN")
        .env_remove("RUSTC")
        .env_remove("CARGO")
        .args([
            "build",
            "--release",
            "--quiet",
            "--bin",
            id,
            "--message-format",
            "short",
        ])
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let ours = format!("src/bin/{id}.rs");
    let warned = stderr
        .lines()
        .any(|l| l.starts_with(&ours) && l.contains("warning"));
    if !output.status.success() || warned {
        let first = stderr
            .lines()
            .find(|l| l.contains("error") || l.contains("warning"))
            .unwrap_or("no message");
        return Err(format!(
            "the bundle does not build cleanly as AtCoder builds it (cargo {} build --release, edition 2024, proconio 0.5.0, itertools 0.14.0): {first}",
            compiler.version
        ));
    }
    Ok(project.join("target/release").join(id))
}
