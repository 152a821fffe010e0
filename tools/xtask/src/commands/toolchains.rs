//! `scripts/xtask toolchains`: the compilers the judges' builds need, from
//! the judges' table ([`crate::targets`]), one per line, for `.ci/run` to
//! install (it reads no Rust source).

use super::{Error, Exit};
use crate::targets::{rustup_toolchains, OLD_RUSTC};
use crate::text::fill;

#[derive(clap::Args)]
#[command(before_help = help())]
pub struct Args {}

impl Args {
    /// Prints the list.
    ///
    /// # Errors
    /// Never: the list is the table's.
    pub fn run(self) -> Result<Exit, Error> {
        for v in rustup_toolchains() {
            println!("rustup {v}");
        }
        println!("old {} {}", OLD_RUSTC.version, OLD_RUSTC.path);
        Ok(Exit::Success)
    }
}

fn help() -> String {
    let intro = fill(
        "",
        0,
        "Prints the compilers the judges' builds need (the table in \
         tools/xtask/src/targets.rs; CONVENTIONS.md, \"Compilers\"), one per line, \
         for .ci/run to install:",
    );
    let lines = [
        fill(
            "  rustup V      ",
            16,
            "a released rustc that rustup installs (rustup toolchain install V \
             --profile minimal)",
        ),
        fill(
            "  old V PATH    ",
            16,
            &format!(
                "the old rustc, {} at PATH reporting version V.x (apt-get install \
                 rustc cargo); OLD_RUSTC names another",
                OLD_RUSTC.from
            ),
        ),
    ];
    format!("{intro}\n{}", lines.join("\n"))
}
