//! The compilers of the judges' builds as this machine has them: the
//! version a rustc reports.

use std::process::Command;

use crate::Result;

/// The version a rustc reports (`1.63.0`), or why it cannot be run.
///
/// # Errors
/// If it cannot be run or prints something else.
pub fn version(rustc: &std::path::Path) -> Result<String> {
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
