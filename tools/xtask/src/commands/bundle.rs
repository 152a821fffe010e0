//! `scripts/bundle`: the command line of the bundler ([`crate::bundle`]),
//! and its report of what the check compiled and judged.

use std::path::PathBuf;

use clap::ArgAction;

use super::{workspace, Error, Exit};
use crate::bundle;
use crate::targets::{self, Target, OLD_RUSTC};
use crate::text::{fill, plural};

#[derive(clap::Args)]
#[command(before_help = help(), after_help = refusals())]
pub struct Args {
    /// the judge to bundle for (default: the problem's first, `judge` in its
    /// metadata)
    #[arg(long, value_name = "NAME")]
    judge: Option<Target>,
    /// write to FILE instead of stdout; never a file the bundle reads (the
    /// problem's crate, the libraries, its judge data), nor, without
    /// --force, a file git tracks
    #[arg(short, value_name = "FILE")]
    o: Option<PathBuf>,
    /// with -o: overwrite FILE even though git tracks it
    #[arg(long, requires = "o")]
    force: bool,
    /// write without compiling
    #[arg(long = "no-check", action = ArgAction::SetFalse)]
    check: bool,
    /// check with the compilers that are here; name the missing ones in the
    /// summary instead of failing
    #[arg(long)]
    allow_missing: bool,
    /// print the judges the problem is bundled for (its metadata's `judge`),
    /// and nothing else
    #[arg(long)]
    judges: bool,
    /// the problem
    #[arg(value_name = "id")]
    id: String,
}

impl Args {
    /// Bundles the problem, checks the bundle and writes it.
    ///
    /// # Errors
    /// What cannot be bundled, or the first failure of the check.
    pub fn run(self) -> Result<Exit, Error> {
        let ws = workspace()?;
        let problem = ws.problem(&self.id)?;
        if self.judges {
            let names: Vec<&str> = problem.targets().iter().map(|f| f.name()).collect();
            println!("{}", names.join(" "));
            return Ok(Exit::Success);
        }
        let target = self.judge.unwrap_or(problem.meta.judges[0]);
        // Before anything is built: a destination that must be kept stops
        // the command.
        if let Some(path) = &self.o {
            crate::destination::may_write(
                path,
                &bundle::reads(&ws, problem),
                "the problem's crate, the workspace's libraries and its judge data",
                self.force,
            )?;
        }
        let text = bundle::bundle(&ws, problem, target)?;
        let checked = if self.check {
            let c = bundle::check(&ws, problem, target, &text, self.allow_missing)?;
            let mut said = if c.compilers.is_empty() {
                "compiled with nothing".to_string()
            } else {
                format!(
                    "compiled with {}; each binary answers its {} right",
                    c.compilers.join(", "),
                    plural(c.cases, "judge-data case")
                )
            };
            if !c.missing.is_empty() {
                said.push_str(&format!(
                    "; NOT checked with {} (missing, --allow-missing)",
                    c.missing.join(", ")
                ));
            }
            said
        } else {
            "not compiled (--no-check)".to_string()
        };
        match self.o {
            Some(path) => {
                std::fs::write(&path, &text).map_err(|e| format!("{}: {e}", path.display()))?;
                eprintln!(
                    "scripts/bundle: wrote {} ({} bytes, {}; {checked})",
                    path.display(),
                    text.len(),
                    target.name()
                );
            }
            None => {
                print!("{text}");
                eprintln!(
                    "scripts/bundle: {} bytes, {}; {checked}",
                    text.len(),
                    target.name()
                );
            }
        }
        Ok(Exit::Success)
    }
}

fn help() -> String {
    let intro = [
        "Writes crates/<id>/src/main.rs as one source file to submit: the \
         workspace libraries it depends on (sg-core, judge-io, ...) are pasted in \
         as modules (`mod sg_core { ... }`), every path that named them is \
         rewritten to reach them, test code (#[cfg(test)], #[test]) and comments \
         are left out, and of each library only the items the problem's code \
         uses are kept. The file is laid out as rustfmt with hard_tabs would (one \
         tab per level of indentation), but for macro_rules! bodies, which keep \
         their source's layout, tab-indented likewise; literals are as written, \
         the spaces inside them included.",
        "Before the file is written, it is compiled as the judge compiles it, \
         with every compiler version and edition the judge offers, and each \
         binary is judged on the problem's whole judge data (judge-data/<id>/) \
         and on bad input beside the workspace binary; a compiler error or \
         warning, or a wrong case, stops the command with the first message, and \
         nothing is written. The judges (the compilers come from rustup, `rustup \
         toolchain install V --profile minimal`, which .ci/run does):",
    ];
    let mut s = intro.map(|p| fill("", 0, p)).join("\n\n");
    s.push('\n');
    for t in targets::ALL {
        s.push_str(&fill(&format!("  {:<16} ", t.name()), 19, &t.compiled_as()));
        s.push('\n');
    }
    s.push_str(&fill(
        "",
        0,
        &format!(
            "plain is for a problem no judge takes in Rust; the old rustc is the one \
             OLD_RUSTC names, or {} {} at {}. A compiler that is missing fails the \
             check, naming how to install it.",
            OLD_RUSTC.from, OLD_RUSTC.version, OLD_RUSTC.path
        ),
    ));
    s
}

fn refusals() -> String {
    let macros: Vec<String> = bundle::REFUSED_MACROS
        .iter()
        .map(|(name, _)| format!("{name}!"))
        .collect();
    let names: Vec<&str> = bundle::REFUSED_NAMES
        .iter()
        .map(|(name, _)| *name)
        .collect();
    fill(
        "",
        0,
        &format!(
            "What cannot be bundled so that it behaves as the workspace binary is \
             refused with one line naming it and its place: a `mod x;` without its \
             file (out-of-line modules are inlined from x.rs or x/mod.rs), #[path] \
             (under a cfg_attr too), {} (under any name), {}, a cargo feature read \
             anywhere (cfg(feature), cfg!(feature)), stringify! of more than one \
             identifier, literal or macro variable (its text is the spacing, which a \
             bundle changes), `extern crate` of a workspace \
             library, a library \
             with a build script or with an inner attribute other than a lint \
             level, an item (at any depth) named like a library module, a crate \
             the judge does not install, a bundle over {}\u{a0}KiB (Codeforces' source \
             limit).",
            macros.join(", "),
            names.join(", "),
            bundle::MAX_BYTES / 1024
        ),
    )
}
