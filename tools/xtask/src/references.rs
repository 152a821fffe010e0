//! The straightforward C++ solutions in `references/` (`<id>.cpp`), the
//! speed reference of README's performance table: built with
//! `g++ -std=c++17 -O2` into `target/references/<id>` for
//! `scripts/bench --against cpp`.

use std::fs;
use std::path::PathBuf;
use std::process::Command;

use crate::workspace::{Problem, Workspace};
use crate::Result;

/// The compiler command, as README gives it.
pub const COMPILE: [&str; 3] = ["g++", "-std=c++17", "-O2"];

/// Builds the references of `problems` that exist (a binary newer than its
/// source is kept) and returns their folder; a problem without one is
/// left out (`scripts/bench` then says so).
///
/// # Errors
/// If g++ is missing or a reference does not compile.
pub fn build(ws: &Workspace, problems: &[&Problem]) -> Result<PathBuf> {
    crate::need(&[COMPILE[0]])?;
    let dir = ws.target.join("references");
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for p in problems {
        let source = ws.root.join("references").join(format!("{}.cpp", p.id));
        if !source.is_file() {
            continue;
        }
        let binary = dir.join(&p.id);
        let modified = |path: &PathBuf| fs::metadata(path).and_then(|m| m.modified()).ok();
        if matches!((modified(&binary), modified(&source)), (Some(b), Some(s)) if b >= s) {
            continue;
        }
        let out = Command::new(COMPILE[0])
            .args(&COMPILE[1..])
            .arg("-o")
            .arg(&binary)
            .arg(&source)
            .output()
            .map_err(|e| format!("cannot run g++: {e}"))?;
        if !out.status.success() {
            let _ = fs::remove_file(&binary);
            return Err(format!(
                "references/{}.cpp does not compile: {}",
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
