//! `scripts/generate`: rewrites a problem's generated judge-data cases
//! through its spec program (`<id>-spec generate judge-data/<id>`: inputs
//! from the generator, answers from the reference or the construction,
//! never from the solution), then checks the whole folder
//! (`<id>-spec check judge-data/<id>`: every input valid, the generic
//! invalid inputs made from each rejected, every answer backed), as the
//! problem's tests do.

use std::fs;
use std::path::Path;

use super::{workspace, Error, Exit};
use crate::runner::Scratch;
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
backed. Exits 1 if a check fails.

It writes only the files of the cases the spec generates, and of those only
the ones whose contents change (it names them); the samples (sample-N, from
the statement) and saved stress cases (stress-*) are never among them: a
spec that generates such a name is refused before anything is written.";

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
            println!("{}", rewrite(ws, &spec, &dir)?);
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

/// Stems a spec may not generate: the cases it does not make.
const NOT_GENERATED: [(&str, &str); 2] = [
    ("sample-", "a sample, from the statement"),
    ("stress-", "a case saved by scripts/stress --save"),
];

/// Why the spec may not generate the case `stem`, if it may not.
fn not_generated(stem: &str) -> Option<String> {
    NOT_GENERATED
        .iter()
        .find(|(prefix, _)| stem.starts_with(prefix))
        .map(|(prefix, what)| {
            format!(
                "the spec generates {stem}, but {prefix}* names {what}: rename it in generated()"
            )
        })
}

/// Has the spec write its generated cases into a scratch folder, then
/// copies into `dir` those whose contents differ; what it did, in one
/// line.
///
/// # Errors
/// If the spec fails, a generated stem names a case it does not make
/// (nothing is written then), or a file cannot be written.
fn rewrite(ws: &Workspace, spec: &Spec, dir: &Path) -> Result<String> {
    let scratch =
        Scratch::new("generate").map_err(|e| format!("cannot make a scratch folder: {e}"))?;
    spec.generate(&scratch.0)?;
    let mut made: Vec<(String, Vec<u8>)> = Vec::new();
    let entries = fs::read_dir(&scratch.0).map_err(|e| format!("{}: {e}", scratch.0.display()))?;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let stem = name
            .rsplit_once('.')
            .map_or(name.as_str(), |(stem, _)| stem);
        if let Some(why) = not_generated(stem) {
            return Err(format!("{}: {why}", ws.shown(dir)));
        }
        let text = fs::read(entry.path()).map_err(|e| format!("{name}: {e}"))?;
        made.push((name, text));
    }
    made.sort();
    let mut changed = Vec::new();
    fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    for (name, text) in &made {
        let path = dir.join(name);
        if fs::read(&path).ok().as_deref() == Some(text.as_slice()) {
            continue;
        }
        fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        changed.push(name.as_str());
    }
    Ok(format!(
        "{}: {} generated files, {}",
        ws.shown(dir),
        made.len(),
        if changed.is_empty() {
            "all unchanged".to_string()
        } else {
            format!("{} rewritten: {}", changed.len(), changed.join(" "))
        }
    ))
}

#[cfg(test)]
mod tests {
    use super::not_generated;

    #[test]
    fn samples_and_saved_stress_cases_are_not_generated_names() {
        assert!(not_generated("sample-1").is_some());
        assert!(not_generated("stress-5967ae21dd0b7cc1").is_some());
        assert!(not_generated("max-n").is_none());
        assert!(not_generated("random-small-01").is_none());
    }
}
