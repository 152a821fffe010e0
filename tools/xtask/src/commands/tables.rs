//! `scripts/tables`: the generated tables of the documents
//! ([`crate::tables`]) written, or with `--check` only compared.

use super::{workspace, Error, Exit};
use crate::tables::{check, write, FILES};
use crate::workspace::Workspace;
use crate::Result;

#[derive(clap::Args)]
#[command(before_help = HELP)]
pub struct Args {
    /// only check that the committed tables are current; exit 1 if not
    #[arg(long)]
    check: bool,
}

impl Args {
    /// Writes or checks the tables.
    ///
    /// # Errors
    /// As [`tables`].
    pub fn run(self) -> Result<Exit, Error> {
        Ok(tables(&workspace()?, self.check)?.into())
    }
}

const HELP: &str = "\
Writes the generated part of docs/problems.md (from each problem's manifest,
judge data and kept solutions), of docs/performance.md (from the saved
benchmark rows, docs/bench.tsv, which scripts/bench --save writes), of
docs/mutants.md (from the saved mutation run, docs/mutants.json, which
scripts/mutants --save writes, and the exclusions in .cargo/) and of
CONVENTIONS.md (the judges' compilers, from tools/xtask/src/targets.rs).
It writes only the lines between each table's marker lines, which are
generated and rewritten on every run (it names the files that changed);
the rest of each file stays as it is.";

/// `scripts/tables [--check]`: regenerates the tables, or with `check_only`
/// only says whether they are current. Returns whether they were (or now
/// are) current.
///
/// # Errors
/// As [`crate::tables::write`].
fn tables(ws: &Workspace, check_only: bool) -> Result<bool> {
    if check_only {
        return match check(ws) {
            Ok(()) => {
                println!("the tables of {FILES} are current");
                Ok(true)
            }
            Err(e) => {
                eprintln!("{e}");
                Ok(false)
            }
        };
    }
    let changed = write(ws)?;
    if changed.is_empty() {
        println!("the tables of {FILES} were current");
    } else {
        println!("wrote {}", changed.join(", "));
    }
    Ok(true)
}
