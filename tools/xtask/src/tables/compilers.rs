//! The compilers table of `CONVENTIONS.md` ("Compilers"): each judge's
//! builds, stack and sources, from the judges' table ([`crate::targets`]).

use std::fmt::Write as _;

use crate::targets::{ALL, OLD_RUSTC};
use crate::text::size;

/// The table, and the sentence that says what the old rustc is.
pub fn table() -> String {
    let mut t = String::from(
        "| judge | compiled as | stack | source |\n\
         |---|---|---|---|\n",
    );
    for target in ALL {
        let stack = target.stack_mib().map_or_else(
            || "the memory limit".to_string(),
            |mib| size(mib).replace('\u{a0}', " "),
        );
        let _ = writeln!(
            t,
            "| {} | {} | {stack} | {} |",
            target.name(),
            target.compiled_as(),
            target.source()
        );
    }
    let _ = writeln!(
        t,
        "\nThe old rustc is {} {} at `{}`, or the one `OLD_RUSTC` names; the current \
         rustc is the one running cargo. A program's stack is the largest its \
         problem's judges publish, and at least the memory limit.",
        OLD_RUSTC.from, OLD_RUSTC.version, OLD_RUSTC.path,
    );
    t
}
