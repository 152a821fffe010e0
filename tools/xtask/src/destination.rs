//! Where a command may write. The rule (ARCHITECTURE.md, "Invariants"): no
//! command overwrites a file it reads, nor a stored case with other
//! contents; a file git tracks is overwritten only when the user forces it
//! (`--force`). A file is compared by what it is (its device and inode), so
//! a symlink or a hard link to a file read, or a path spelled with `..`,
//! is the file itself.
//!
//! What each command writes (its `-h` says the same): `scripts/bundle -o`
//! the one file named, checked here; `scripts/export` new files in its
//! folder, checked here, an identical file left as it is; `scripts/stress
//! --save` a case under a name from its contents
//! ([`crate::cases::content_stem`]), never replacing another; the
//! commands whose purpose is to rewrite files they own (`scripts/generate`
//! the generated cases, `scripts/tables` the tables between their marker
//! lines, `scripts/bench --save` docs/bench.tsv's rows of the problems
//! timed, `scripts/mutants --save` docs/mutants.json's rows of the units
//! measured) write only those; `scripts/new-problem` only folders that do
//! not exist yet.

use std::fs;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::Result;

/// A file as the kernel knows it: (device, inode).
fn identity(path: &Path) -> Option<(u64, u64)> {
    fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

/// Every regular file under `dir` (recursively, symlinks not followed; a
/// `target` folder skipped), or `dir` itself when it is a file.
pub fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(path) = stack.pop() {
        let Ok(meta) = fs::symlink_metadata(&path) else {
            continue;
        };
        if meta.is_file() {
            found.push(path);
        } else if meta.is_dir() && path.file_name().map_or(true, |n| n != "target") {
            if let Ok(entries) = fs::read_dir(&path) {
                stack.extend(entries.flatten().map(|e| e.path()));
            }
        }
    }
    found
}

/// `path` with its longest existing prefix resolved (symlinks, `..`), so
/// that a folder not made yet can be compared with existing ones; relative
/// paths are taken from the current folder.
pub fn resolved(path: &Path) -> PathBuf {
    let mut rest = Vec::new();
    let mut prefix = path.to_path_buf();
    loop {
        if let Ok(real) = fs::canonicalize(&prefix) {
            return rest.iter().rev().fold(real, |p, part| p.join(part));
        }
        match (
            prefix.file_name().map(|n| n.to_os_string()),
            prefix.parent(),
        ) {
            (Some(name), Some(parent)) => {
                rest.push(name);
                prefix = if parent.as_os_str().is_empty() {
                    PathBuf::from(".")
                } else {
                    parent.to_path_buf()
                };
            }
            _ => return path.to_path_buf(),
        }
    }
}

/// Whether git tracks the existing file `path` in the repository that
/// holds it; `None` when that cannot be told (no git, or not in a
/// repository).
pub fn tracked(path: &Path) -> Option<bool> {
    let file = fs::canonicalize(path).ok()?;
    let (dir, name) = (file.parent()?, file.file_name()?);
    let inside = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["rev-parse", "--is-inside-work-tree"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .ok()?;
    if !inside.success() {
        return None;
    }
    let status = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["ls-files", "--error-unmatch", "--"])
        .arg(name)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .ok()?;
    Some(status.success())
}

/// Stops unless the command may write `dest`: never when it is one of the
/// files the command `reads` (`what` names them in the message), and, unless
/// `force`, never when git tracks it. A destination that does not exist yet
/// is always writable.
///
/// # Errors
/// One line naming the file and why it is kept.
pub fn may_write(dest: &Path, reads: &[PathBuf], what: &str, force: bool) -> Result<()> {
    let Some(id) = identity(dest) else {
        return Ok(());
    };
    if reads.iter().any(|r| identity(r) == Some(id)) {
        return Err(format!(
            "not writing {}: it is a file this command reads ({what})",
            dest.display()
        ));
    }
    if !force && tracked(dest) == Some(true) {
        return Err(format!(
            "not writing {}: git tracks it (give --force to overwrite it)",
            dest.display()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_read_is_refused_by_any_name_a_new_file_is_not() {
        let dir = std::env::temp_dir().join(format!("xtask-destination-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("src")).unwrap();
        let source = dir.join("src/main.rs");
        fs::write(&source, "fn main() {}\n").unwrap();
        std::os::unix::fs::symlink(&source, dir.join("link.rs")).unwrap();
        fs::hard_link(&source, dir.join("hard.rs")).unwrap();
        let reads = files_under(&dir.join("src"));
        for name in ["src/main.rs", "src/../src/main.rs", "link.rs", "hard.rs"] {
            let e = may_write(&dir.join(name), &reads, "its sources", true).unwrap_err();
            assert!(
                e.contains("it is a file this command reads (its sources)"),
                "{e}"
            );
        }
        assert!(may_write(&dir.join("submit.rs"), &reads, "its sources", false).is_ok());
        let _ = fs::remove_dir_all(&dir);
    }
}
