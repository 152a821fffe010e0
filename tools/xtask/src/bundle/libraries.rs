//! The bundler's first stage: the workspace libraries a bundle pastes.
//! Invariant: every dependency is a workspace library without a build
//! script, or a crate the judge installs; anything else is refused before
//! a source file is read.

use crate::targets::{Target, ATCODER_CRATES};
use crate::workspace::{Library, Problem, Workspace};
use crate::Result;

/// The workspace libraries a bundle pastes, in order of first need (the
/// problem's, then theirs); refuses dependencies the judge lacks.
pub(super) fn libraries<'a>(
    ws: &'a Workspace,
    problem: &Problem,
    target: Target,
) -> Result<Vec<&'a Library>> {
    let mut res: Vec<&Library> = Vec::new();
    let mut queue: Vec<(String, &[crate::workspace::Dependency])> =
        vec![(problem.id.clone(), &problem.dependencies)];
    while let Some((who, deps)) = queue.pop() {
        for dep in deps {
            if !dep.local {
                let atcoder = ATCODER_CRATES.iter().any(|c| c.name == dep.name);
                match (target.has_atcoder_crates(), atcoder) {
                    (true, true) => continue,
                    (false, true) => {
                        return Err(format!(
                            "{who} uses {}, which {} does not install: use --judge atcoder",
                            dep.name,
                            target.name()
                        ))
                    }
                    _ => {
                        return Err(format!(
                            "{who} uses {}: a bundle may use only the workspace's libraries and, for AtCoder, {}",
                            dep.name,
                            ATCODER_CRATES
                                .iter()
                                .map(|c| c.name)
                                .collect::<Vec<_>>()
                                .join(" and ")
                        ))
                    }
                }
            }
            let library = ws.libraries.get(&dep.name).ok_or_else(|| {
                format!(
                    "{who} depends on {}, which is not a library of the workspace",
                    dep.name
                )
            })?;
            if library.build_script {
                return Err(format!(
                    "{} has a build script, which a bundle cannot run",
                    library.name
                ));
            }
            if !res.iter().any(|l| l.name == library.name) {
                res.push(library);
                queue.push((library.name.clone(), &library.dependencies));
            }
        }
    }
    Ok(res)
}
