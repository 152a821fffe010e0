//! The check, part 1: the bundle built with each of a judge's builds, by
//! the compilers [`crate::toolchains`] finds. Invariant: a build passes only
//! when it compiles without a warning (but for the old rustc's), as the
//! judge would build it.

use std::fs;
use std::path::{Path, PathBuf};

use crate::targets::{Build, ATCODER_CRATES, ATCODER_PROJECT};
use crate::toolchains::Compiler;
use crate::workspace::Workspace;
use crate::Result;

/// The manifest of the cargo project a bundle is built in AtCoder's way:
/// the build's edition and AtCoder's crates, pinned exactly.
pub fn atcoder_manifest(build: &Build) -> String {
    let mut text = format!(
        "[package]\nname = \"{ATCODER_PROJECT}\"\nversion = \"0.0.0\"\nedition = \"{}\"\npublish = false\n\n[dependencies]\n",
        build.edition
    );
    for c in ATCODER_CRATES {
        if c.features.is_empty() {
            text.push_str(&format!("{} = \"={}\"\n", c.name, c.version));
        } else {
            let features: Vec<String> = c.features.iter().map(|f| format!("\"{f}\"")).collect();
            text.push_str(&format!(
                "{} = {{ version = \"={}\", features = [{}] }}\n",
                c.name,
                c.version,
                features.join(", ")
            ));
        }
    }
    text.push_str("\n[workspace]\n");
    text
}

/// A build as the summary names it.
pub(super) fn describe(build: &Build, version: &str) -> String {
    if build.cargo {
        let crates: Vec<String> = ATCODER_CRATES
            .iter()
            .map(|c| format!("{} {}", c.name, c.version))
            .collect();
        format!(
            "cargo {version} build --release (edition {}, {})",
            build.edition,
            crates.join(", ")
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
        .map_err(|e| format!("cannot run {}: {e}", compiler.program().display()))?;
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
    build: &Build,
    id: &str,
    text: &str,
) -> Result<PathBuf> {
    let project = ws.target.join(ATCODER_PROJECT);
    let bins = project.join("src/bin");
    fs::create_dir_all(&bins).map_err(|e| format!("{}: {e}", bins.display()))?;
    let manifest = project.join("Cargo.toml");
    let wanted = atcoder_manifest(build);
    if fs::read_to_string(&manifest).ok().as_deref() != Some(wanted.as_str()) {
        fs::write(&manifest, &wanted).map_err(|e| format!("{}: {e}", manifest.display()))?;
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
            "the bundle does not build cleanly as AtCoder builds it ({}): {first}",
            describe(build, &compiler.version)
        ));
    }
    Ok(project.join("target/release").join(id))
}
