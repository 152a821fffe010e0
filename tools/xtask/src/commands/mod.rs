//! The commands of the tool, one module each: its flags (a clap `Args`
//! struct, each flag declared once as a field), its `-h` text (every figure
//! formatted from the constant that defines it) and its `run`. `cli.rs`
//! only dispatches to them. No command module uses another: what two
//! commands share is a module of its own beside them.

pub mod bench;
pub mod bundle;
pub mod export;
pub mod generate;
pub mod judge;
pub mod mutants;
pub mod new_problem;
pub mod old_toolchain_build;
pub mod stress;
pub mod tables;
pub mod toolchains;

use clap::builder::PossibleValue;
use clap::ValueEnum;

use crate::targets::{self, Target};
use crate::workspace::Workspace;

/// How a command ended: its exit status.
pub enum Exit {
    /// Everything it reports passed (0).
    Success,
    /// Something it reports failed (1); it said what.
    Failure,
}

impl From<bool> for Exit {
    fn from(passed: bool) -> Self {
        if passed {
            Exit::Success
        } else {
            Exit::Failure
        }
    }
}

/// A command's failure: a message and the exit status.
pub struct Error {
    /// One line.
    pub message: String,
    /// 2 for a usage error, 1 otherwise.
    pub code: u8,
}

impl From<String> for Error {
    fn from(message: String) -> Self {
        Error { message, code: 1 }
    }
}

/// A usage error: exit status 2.
pub fn usage_error(message: &str) -> Error {
    Error {
        message: message.to_string(),
        code: 2,
    }
}

/// The workspace the tool runs in.
///
/// # Errors
/// If it cannot be found or read.
pub fn workspace() -> Result<Workspace, Error> {
    let root = crate::workspace_root()?;
    Ok(Workspace::load(&root)?)
}

/// A limit: a positive number, at most 10^6.
pub fn positive(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(v) if v > 0.0 && v.is_finite() && v <= 1e6 => Ok(v),
        _ => Err("a positive number, at most 1000000".to_string()),
    }
}

/// The judges by the names the metadata and `--judge` use.
impl ValueEnum for Target {
    fn value_variants<'a>() -> &'a [Self] {
        &targets::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()))
    }
}
