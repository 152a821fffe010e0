//! The straightforward C++ solutions in `references/` (`<id>.cpp`), the
//! speed reference of README's performance table, and the fastest C++ we
//! have for some problems (`references/fast/<id>.cpp`): built with
//! `g++ -std=c++17 -O2` into `target/references/<id>` and
//! `target/references/fast/<id>` for `scripts/bench --against cpp` and
//! `--against fast`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use crate::workspace::{Problem, Workspace};
use crate::Result;

/// The compiler command, as README gives it.
pub const COMPILE: [&str; 3] = ["g++", "-std=c++17", "-O2"];

/// `g++` with [`COMPILE`]'s flags, and where it can be made, `-I` a folder
/// of `target` holding `<iostream>` precompiled with the same flags (a
/// header that `#include_next`s the system's, and its `.gch`), which g++
/// uses where a file's first line of code is `#include <iostream>` (the
/// files include the standard headers they use, iostream first): the
/// binaries are the same byte for byte, each compile about 60% of the time.
/// Only the system's own header is precompiled, so a file that lacks an
/// include fails here as on any judge's compiler. Where the precompiled
/// header cannot be made or is refused, g++ reads the system's header as
/// without it.
pub fn compiler(target: &Path) -> Command {
    static PCH: OnceLock<Option<PathBuf>> = OnceLock::new();
    let pch = PCH.get_or_init(|| precompiled_header(target));
    let mut command = Command::new(COMPILE[0]);
    command.args(&COMPILE[1..]);
    if let Some(dir) = pch {
        command.arg("-I").arg(dir);
    }
    command
}

/// Makes `target/cpp-pch/iostream` and its `.gch`, or `None`.
fn precompiled_header(target: &Path) -> Option<PathBuf> {
    let dir = target.join("cpp-pch");
    let gch = dir.join("iostream.gch");
    if gch.is_file() {
        return Some(dir);
    }
    fs::create_dir_all(&dir).ok()?;
    let header = dir.join("iostream");
    fs::write(&header, "#include_next <iostream>\n").ok()?;
    let partial = dir.join(format!("iostream.gch.{}", std::process::id()));
    let made = Command::new(COMPILE[0])
        .args(&COMPILE[1..])
        .args(["-x", "c++-header", "-o"])
        .arg(&partial)
        .arg(&header)
        .output()
        .ok()?;
    if !made.status.success() {
        let _ = fs::remove_file(&partial);
        return None;
    }
    fs::rename(&partial, &gch).ok()?;
    Some(dir)
}

/// The folder of the fast C++ solutions, within the workspace.
pub const FAST: &str = "references/fast";

/// Builds the references of `problems` that exist (a binary newer than its
/// source is kept) and returns their folder; a problem without one is
/// left out (`scripts/bench` then says so).
///
/// # Errors
/// If g++ is missing or a reference does not compile.
pub fn build(ws: &Workspace, problems: &[&Problem]) -> Result<PathBuf> {
    build_from(ws, problems, "references")
}

/// [`build`] for the fast C++ solutions of [`FAST`].
///
/// # Errors
/// As [`build`].
pub fn build_fast(ws: &Workspace, problems: &[&Problem]) -> Result<PathBuf> {
    build_from(ws, problems, FAST)
}

/// [`build`] from the sources `<folder>/<id>.cpp` into `target/<folder>`.
fn build_from(ws: &Workspace, problems: &[&Problem], folder: &str) -> Result<PathBuf> {
    crate::need(&[COMPILE[0]])?;
    let dir = ws.target.join(folder);
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for p in problems {
        let source = ws.root.join(folder).join(format!("{}.cpp", p.id));
        if !source.is_file() {
            continue;
        }
        let binary = dir.join(&p.id);
        let modified = |path: &PathBuf| fs::metadata(path).and_then(|m| m.modified()).ok();
        if matches!((modified(&binary), modified(&source)), (Some(b), Some(s)) if b >= s) {
            continue;
        }
        let out = compiler(&ws.target)
            .arg("-o")
            .arg(&binary)
            .arg(&source)
            .output()
            .map_err(|e| format!("cannot run g++: {e}"))?;
        if !out.status.success() {
            let _ = fs::remove_file(&binary);
            return Err(format!(
                "{folder}/{}.cpp does not compile: {}",
                p.id,
                String::from_utf8_lossy(&out.stderr)
                    .lines()
                    .next()
                    .unwrap_or_default()
            ));
        }
    }
    Ok(dir)
}
