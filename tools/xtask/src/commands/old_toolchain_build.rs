//! `scripts/old-toolchain-build`: every target of the packages that promise
//! an old Rust, built with that Rust. The promise is each package's
//! `rust-version`; the old toolchain is the old rustc of the judges' table
//! (`targets::OLD_RUSTC`, Debian's rustc and cargo: `apt-get install rustc
//! cargo`), or the rustc named by `OLD_RUSTC`, found by
//! `toolchains::old_rustc`, with the cargo beside it. Clippy's msrv lints skip test code; a real old compiler does not.

use std::process::Command;

use super::{workspace, Error, Exit};
use crate::targets::OLD_RUSTC;
use crate::toolchains::{self, old_rustc_wanted};
use crate::workspace::Workspace;
use crate::Result;

#[derive(clap::Args)]
#[command(before_help = help())]
pub struct Args {
    /// a package to build (repeatable; none: every package whose
    /// rust-version the old toolchain meets)
    #[arg(short = 'p', value_name = "PACKAGE")]
    packages: Vec<String>,
}

impl Args {
    /// Builds the packages.
    ///
    /// # Errors
    /// As [`build`].
    pub fn run(self) -> Result<Exit, Error> {
        build(&workspace()?, &self.packages)?;
        Ok(Exit::Success)
    }
}

fn help() -> String {
    format!(
        "\
Builds every target (tests and examples included) of the given packages,
or of every package whose rust-version the old toolchain meets, with the
rustc named by OLD_RUSTC (default {}, Debian's {}) and the
cargo beside it, into target/old-rustc/, from a vendored copy of the
dependencies (target/vendor). Stops with a message if they are missing
(apt-get install rustc cargo installs both).",
        OLD_RUSTC.path, OLD_RUSTC.version
    )
}

/// `major.minor` of a version, for comparing.
fn minor(version: &str) -> (u32, u32) {
    let mut parts = version.split('.').map(|p| p.parse().unwrap_or(0));
    (parts.next().unwrap_or(0), parts.next().unwrap_or(0))
}

/// The packages the old toolchain builds: those named, or every package
/// whose `rust-version` it meets.
pub fn packages(ws: &Workspace, old: &str, named: &[String]) -> Vec<String> {
    if !named.is_empty() {
        return named.to_vec();
    }
    ws.members
        .iter()
        .filter(|m| {
            m.rust_version
                .as_deref()
                .is_some_and(|v| minor(v) <= minor(old))
        })
        .map(|m| m.name.clone())
        .collect()
}

/// Builds the packages with the old toolchain, from a vendored copy of the
/// dependencies (old cargo cannot read today's registry index).
///
/// # Errors
/// If the old toolchain is missing or a build fails.
fn build(ws: &Workspace, named: &[String]) -> Result<()> {
    let (rustc, old) =
        toolchains::old_rustc()?.ok_or_else(|| format!("no old rustc: {}", old_rustc_wanted()))?;
    let cargo = rustc.with_file_name("cargo");
    if !cargo.is_file() {
        return Err(format!(
            "no cargo beside {} (apt-get install rustc cargo, or an OLD_RUSTC with its cargo)",
            rustc.display()
        ));
    }
    let packages = packages(ws, &old, named);
    if packages.is_empty() {
        return Err(format!(
            "no package promises Rust {old} or older (rust-version)"
        ));
    }
    let vendor = ws.target.join("vendor");
    let vendor_arg = vendor.to_string_lossy().into_owned();
    // `cargo vendor` prints the configuration to use it; it is given below.
    let vendored = Command::new(crate::cargo())
        .current_dir(&ws.root)
        .args(["vendor", "--versioned-dirs", "--quiet", &vendor_arg])
        .stdout(std::process::Stdio::null())
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !vendored.success() {
        return Err("cargo vendor failed".into());
    }
    let mut command = Command::new(&cargo);
    command
        .current_dir(&ws.root)
        .env("RUSTC", &rustc)
        .env("CARGO_TARGET_DIR", ws.target.join("old-rustc"))
        .args([
            "build",
            "--quiet",
            "--offline",
            "--ignore-rust-version",
            "--all-targets",
        ])
        .arg("--config")
        .arg("source.crates-io.replace-with=\"vendored-sources\"")
        .arg("--config")
        .arg(format!(
            "source.vendored-sources.directory=\"{vendor_arg}\""
        ));
    for p in &packages {
        command.args(["-p", p]);
    }
    println!(
        "building {} packages with rustc {old} (every target; a few minutes the first time)...",
        packages.len()
    );
    let status = command
        .status()
        .map_err(|e| format!("cannot run {}: {e}", cargo.display()))?;
    if !status.success() {
        return Err(format!("the build with rustc {old} failed"));
    }
    println!("built with rustc {old}: {}", packages.join(" "));
    Ok(())
}
