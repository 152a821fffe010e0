//! `scripts/generate`: rewrites a problem's generated judge-data cases
//! through its spec program (`<id>-spec generate judge-data/<id>`: inputs
//! from the generator, answers from the reference or the construction,
//! never from the solution), then checks the whole folder
//! (`<id>-spec check judge-data/<id>`: every input valid, the generic
//! invalid inputs made from each rejected, every answer backed), as the
//! problem's tests do.

use super::{workspace, Error, Exit};
use crate::spec::{self, Spec};
use crate::workspace::{Problem, Workspace};
use crate::Result;

#[derive(clap::Args)]
#[command(before_help = HELP)]
pub struct Args {
    /// only check, write nothing
    #[arg(long)]
    check: bool,
    /// the problems (none: all)
    #[arg(value_name = "id")]
    ids: Vec<String>,
}

impl Args {
    /// Generates and checks.
    ///
    /// # Errors
    /// As [`generate`].
    pub fn run(self) -> Result<Exit, Error> {
        Ok(generate(&workspace()?, &self.ids, self.check)?.into())
    }
}

const HELP: &str = "\
Rewrites each problem's generated judge-data cases through its spec program
(crates/<id>/examples/<id>-spec.rs: inputs from its generator, answers from
its reference or, beyond it, the generator's construction; never from the
solution), then checks the whole folder as the problem's tests do: every
input valid (laid out exactly as the judge's data), the generic invalid
inputs made from each (BAPCtools' and problemtools') rejected, every answer
backed. Exits 1 if a check fails.";

/// Generates and checks the judge data of `ids` (every problem when
/// empty); whether every folder checked clean.
///
/// # Errors
/// On an unknown problem, a failed build, or a spec that cannot write.
fn generate(ws: &Workspace, ids: &[String], check_only: bool) -> Result<bool> {
    let problems: Vec<&Problem> = if ids.is_empty() {
        ws.problems.iter().collect()
    } else {
        ids.iter().map(|id| ws.problem(id)).collect::<Result<_>>()?
    };
    println!("building the spec programs...");
    spec::build(ws, &problems, &[])?;
    let mut clean = true;
    for p in &problems {
        let spec = Spec::of(ws, p);
        let dir = ws.judge_data(&p.id);
        if !check_only {
            print!("{}", spec.generate(&dir)?);
        }
        let checked = spec.check(&dir)?;
        print!("{}", checked.stdout);
        if !checked.clean {
            clean = false;
            print!("{}", checked.stderr);
        }
    }
    Ok(clean)
}
