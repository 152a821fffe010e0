//! `scripts/generate`: rewrites a problem's generated judge-data cases
//! through its spec program (`<id>-spec generate judge-data/<id>`: inputs
//! from the generator, answers from the reference or the construction,
//! never from the solution), then checks the whole folder
//! (`<id>-spec check judge-data/<id>`: every input valid, every answer
//! backed), as the problem's tests do.

use crate::stress::{build_specs, spec_output, spec_program};

use crate::workspace::{Problem, Workspace};
use crate::Result;

/// Generates and checks the judge data of `ids` (every problem when
/// empty); whether every folder checked clean.
///
/// # Errors
/// On an unknown problem, a failed build, or a spec that cannot write.
pub fn run(ws: &Workspace, ids: &[String], check_only: bool) -> Result<bool> {
    let problems: Vec<&Problem> = if ids.is_empty() {
        ws.problems.iter().collect()
    } else {
        ids.iter().map(|id| ws.problem(id)).collect::<Result<_>>()?
    };
    println!("building the spec programs...");
    build_specs(ws, &problems, &[])?;
    let mut clean = true;
    for p in &problems {
        let spec = spec_program(ws, p);
        let dir = ws.judge_data(&p.id);
        let dir_text = dir.to_string_lossy();
        if !check_only {
            print!("{}", spec_output(&spec, &["generate", &dir_text])?);
        }
        let out = std::process::Command::new(&spec)
            .args(["check", &dir_text])
            .output()
            .map_err(|e| format!("cannot run {}: {e}", spec.display()))?;
        print!("{}", String::from_utf8_lossy(&out.stdout));
        if !out.status.success() {
            clean = false;
            print!("{}", String::from_utf8_lossy(&out.stderr));
        }
    }
    Ok(clean)
}
