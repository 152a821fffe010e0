//! A package's programs, as sources its own `build` scripts compile: the
//! input validator (the spec's `validate` and what it reaches, with a
//! `main` that gives Kattis' exit codes), and the checker or the jury
//! (their files kept whole) with a `run` script that turns their exit
//! codes into Kattis' (42 accept, 43 reject). Each is one Rust file made
//! by the bundler ([`crate::bundle::program`]) from the workspace's
//! sources, so the package needs nothing of the workspace: its `build`
//! runs `rustc` alone, which the program's README names (the format
//! promises a judging machine only Python 3, C and C++; problemtools and
//! BAPCtools run whatever `build` calls).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use quote::ToTokens;

use super::Format;
use crate::bundle::{module_name, program, Program};
use crate::workspace::{Problem, Workspace};
use crate::Result;

/// How a package's `build` scripts compile a program: `rustc` with these
/// arguments, then the source, `-o` and the binary.
pub const RUSTC: [&str; 3] = ["-O", "--edition", "2021"];

/// A file of the package: its path under the package, its text, and
/// whether it is executable.
pub type Text = (String, String, bool);

/// The module the spec becomes in the input validator.
const SPEC_MODULE: &str = "validator_spec";

/// The input validator's `main`: the spec's `validate` on stdin.
const VALIDATOR_MAIN: &str = r#"
use std::process::ExitCode;

/// Exit 42 when the input on stdin is laid out exactly as the judge's data
/// and meets the constraints, 43 with the first break on stderr when not
/// (a Kattis input validator; input that is not UTF-8 is invalid): the
/// spec program's `validate`, the same function.
fn main() -> ExitCode {
    ExitCode::from(test_support::strict::run_validator(|text| {
        test_support::strict::validate_str(validator_spec::VALIDATE, text)
    }))
}
"#;

/// The answer validator's `main`: the stored answer on stdin must be,
/// byte for byte, the statement's for a sample's input, else the spec's
/// answer for the input (its `reference`, the exhaustive search, or beyond
/// it its `second_computation`); beyond both
/// (the largest constructed cases, backed in the workspace by their
/// construction) only the layout is checked.
const ANSWER_MAIN: &str = r#"
use std::io::Read;
use std::process::ExitCode;

/// Exit 42 when the answer on stdin is the statement's (for a sample's
/// input) or the spec's answer for the input file named first on the
/// command line (or, for an input beyond the
/// spec's reach, is laid out as the judge's answers are), 43 with the
/// reason on stderr when not (an answer validator), 1 when the files
/// cannot be read.
fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: answer-validator INPUT < ANSWER");
        return ExitCode::from(1);
    };
    let input = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("cannot read the input {path}: {e}");
            return ExitCode::from(1);
        }
    };
    let mut bytes = Vec::new();
    if let Err(e) = std::io::stdin().read_to_end(&mut bytes) {
        eprintln!("cannot read the answer: {e}");
        return ExitCode::from(1);
    }
    let known = SAMPLES
        .iter()
        .find(|(i, _)| *i == input)
        .map(|(_, a)| a.to_string());
    let verdict = match (
        String::from_utf8(bytes),
        known.or_else(|| ANSWERS.iter().find_map(|f| f(&input))),
    ) {
        (Err(_), _) => Err("the answer is not UTF-8".to_string()),
        (Ok(answer), Some(mut expected)) => {
            if !expected.ends_with('\n') {
                expected.push('\n');
            }
            if answer == expected {
                Ok(())
            } else {
                Err(format!(
                    "the answer is not the spec's (the search's or the second computation's): expected {:?}, got {:?}",
                    expected.chars().take(60).collect::<String>(),
                    answer.chars().take(60).collect::<String>()
                ))
            }
        }
        (Ok(answer), None) => layout(answer.as_bytes()),
    };
    match verdict {
        Ok(()) => ExitCode::from(42),
        Err(why) => {
            eprintln!("{why}");
            ExitCode::from(43)
        }
    }
}

/// Lines of tokens of printable ASCII, one space between, each line ended
/// by a line feed (an empty line is an empty answer).
fn layout(bytes: &[u8]) -> Result<(), String> {
    if bytes.last() != Some(&b'\n') {
        return Err("the answer does not end with a line feed".into());
    }
    for (i, line) in bytes[..bytes.len() - 1].split(|&b| b == b'\n').enumerate() {
        if line.iter().any(|&b| b != b' ' && !b.is_ascii_graphic())
            || line.first() == Some(&b' ')
            || line.last() == Some(&b' ')
            || line.windows(2).any(|w| w == b"  ")
        {
            return Err(format!("line {}: not tokens of printable ASCII one space apart", i + 1));
        }
    }
    Ok(())
}
"#;

/// The function a spec names as `field` in its `spec!` (`field: f,` or
/// `field,`), if it names one.
fn spec_field(spec: &syn::File, field: &str) -> Option<String> {
    for item in &spec.items {
        let syn::Item::Macro(m) = item else { continue };
        if !m
            .mac
            .path
            .segments
            .last()
            .is_some_and(|s| s.ident == "spec")
        {
            continue;
        }
        let tokens: Vec<String> = m
            .mac
            .tokens
            .clone()
            .into_iter()
            .map(|t| t.to_string())
            .collect();
        let at = tokens.iter().position(|t| t == field)?;
        return match tokens.get(at + 1).map(String::as_str) {
            Some(":") => tokens.get(at + 2).cloned(),
            _ => Some(field.into()),
        };
    }
    None
}

/// The answer validator's source: the spec's `reference` and
/// `second_computation` and what they reach, under [`ANSWER_MAIN`], and
/// the samples of `data` (the problem's judge data folder).
///
/// # Errors
/// If the spec names no `reference`, the bundler refuses what it uses, or
/// a sample cannot be read.
pub fn answer_validator(ws: &Workspace, problem: &Problem, data: &Path) -> Result<String> {
    let path = spec_path(ws, problem);
    let shown = ws.shown(&path);
    let spec = parse(&path, &shown)?;
    let mut names = vec![spec_field(&spec, "reference")
        .ok_or_else(|| format!("{shown}: its spec! names no reference"))?];
    names.extend(spec_field(&spec, "second_computation"));
    let answers = names
        .iter()
        .map(|n| format!("{SPEC_MODULE}::{n}"))
        .collect::<Vec<_>>()
        .join(", ");
    let main_text = format!(
        "//! The answer validator of {id}: its spec's {list} ({shown}) and what\n//! they reach, bundled.\n{}\n/// The spec's answers, the search's first.\nconst ANSWERS: [fn(&str) -> Option<String>; {n}] = [{answers}];\n",
        ANSWER_MAIN,
        id = problem.id,
        list = names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(" and "),
        n = names.len(),
    );
    // The samples' answers, which the statement backs.
    let mut samples = Vec::new();
    for case in crate::cases::cases(data)
        .0
        .iter()
        .filter(|c| c.stem.starts_with("sample-"))
    {
        let read = |p: &Path| fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()));
        samples.push(format!(
            "({:?}, {:?})",
            read(&case.input)?,
            read(&case.answer)?
        ));
    }
    let main_text = format!(
        "{main_text}/// The samples' inputs and answers, from the statement.\nconst SAMPLES: [(&str, &str); {}] = [{}];\n",
        samples.len(),
        samples.join(", ")
    );
    let main: syn::File =
        syn::parse_file(&main_text).map_err(|e| format!("the answer validator's main: {e}"))?;
    let libraries = libraries_named(ws, &[&main, &spec]);
    program(
        ws,
        Program {
            header: format!(
                "The answer validator of {}, made by scripts/export from {shown} and the workspace's libraries.",
                problem.id
            ),
            main,
            main_shown: format!("{shown} (the answer validator's main)"),
            part: Some((SPEC_MODULE.into(), path, names)),
            libraries,
        },
    )
}

/// The libraries of the workspace whose names `files` use.
fn libraries_named(ws: &Workspace, files: &[&syn::File]) -> Vec<String> {
    let mut words = BTreeSet::new();
    for file in files {
        for tree in file.to_token_stream() {
            collect(&tree, &mut words);
        }
    }
    ws.libraries
        .keys()
        .filter(|name| words.contains(&module_name(name)))
        .cloned()
        .collect()
}

fn collect(tree: &proc_macro2::TokenTree, into: &mut BTreeSet<String>) {
    match tree {
        proc_macro2::TokenTree::Ident(i) => {
            into.insert(i.to_string());
        }
        proc_macro2::TokenTree::Group(g) => g.stream().into_iter().for_each(|t| collect(&t, into)),
        _ => {}
    }
}

fn parse(path: &Path, shown: &str) -> Result<syn::File> {
    let text = fs::read_to_string(path).map_err(|e| format!("{shown}: {e}"))?;
    syn::parse_file(&text).map_err(|e| format!("{shown}: cannot parse: {e}"))
}

/// The spec's file.
pub fn spec_path(ws: &Workspace, problem: &Problem) -> PathBuf {
    ws.root
        .join("crates")
        .join(&problem.id)
        .join("examples")
        .join(format!("{}-spec.rs", problem.id))
}

/// The input validator's source.
///
/// # Errors
/// If the spec names no `validate`, or the bundler refuses what it uses.
pub fn validator(ws: &Workspace, problem: &Problem) -> Result<String> {
    let path = spec_path(ws, problem);
    let shown = ws.shown(&path);
    let spec = parse(&path, &shown)?;
    let name = spec_field(&spec, "validate")
        .ok_or_else(|| format!("{shown}: its spec! names no validate"))?;
    let main_text = format!(
        "//! The input validator of {id}: its spec's `{name}` ({shown}) and what it\n//! reaches, bundled.\n{}",
        VALIDATOR_MAIN.replace("validator_spec::VALIDATE", &format!("{SPEC_MODULE}::{name}")),
        id = problem.id,
    );
    let main: syn::File =
        syn::parse_file(&main_text).map_err(|e| format!("the validator's main: {e}"))?;
    let libraries = libraries_named(ws, &[&main, &spec]);
    program(
        ws,
        Program {
            header: format!(
                "The input validator of {}, made by scripts/export from {shown} and the workspace's libraries.",
                problem.id
            ),
            main,
            main_shown: format!("{shown} (the validator's main)"),
            part: Some((SPEC_MODULE.into(), path, vec![name])),
            libraries,
        },
    )
}

/// A checker's or a jury's source: `path`, kept whole.
///
/// # Errors
/// If the bundler refuses what it uses.
pub fn whole(ws: &Workspace, problem: &Problem, path: &Path, what: &str) -> Result<String> {
    let shown = ws.shown(path);
    let main = parse(path, &shown)?;
    let libraries = libraries_named(ws, &[&main]);
    program(
        ws,
        Program {
            header: format!(
                "The {what} of {}, made by scripts/export from {shown} and the workspace's libraries.",
                problem.id
            ),
            main,
            main_shown: shown,
            part: None,
            libraries,
        },
    )
}

/// The `build` script of a program folder: `rustc` on `source` into
/// `binary`.
fn build_script(source: &str, binary: &str) -> String {
    format!(
        "#!/bin/sh\n# Builds {source} with rustc (see README).\nset -e\nrustc {} {source} -o {binary}\n",
        RUSTC.join(" ")
    )
}

/// The README of a program folder.
fn readme(what: &str, source: &str, rustc: &str) -> String {
    format!(
        "{what}\n\n`build` compiles `{source}` with `rustc {} {source}` (one file, the\nstandard library only): the judging machine needs rustc (edition 2021;\nchecked with {rustc} when the package was written). The format promises\nonly Python 3, C and C++ to a build script.\n",
        RUSTC.join(" ")
    )
}

/// The texts of the problem's programs in `format`'s layout, each program
/// a folder with its source, `build`, `run` where an adapter is needed, and
/// `README`; `data` is the problem's judge data folder, whose samples the
/// answer validator holds.
///
/// # Errors
/// As [`validator`], [`answer_validator`] and [`whole`].
pub fn texts(
    ws: &Workspace,
    problem: &Problem,
    data: &Path,
    format: Format,
    rustc: &str,
) -> Result<Vec<Text>> {
    let mut res: Vec<Text> = Vec::new();
    let dir = "input_validators/validate";
    res.push((format!("{dir}/validate.rs"), validator(ws, problem)?, false));
    res.push((
        format!("{dir}/build"),
        build_script("validate.rs", "run"),
        true,
    ));
    res.push((
        format!("{dir}/README"),
        readme(
            &format!("The input validator of {}: exit 42 for a valid input on stdin, 43 and the\nreason on stderr for an invalid one.", problem.id),
            "validate.rs",
            rustc,
        ),
        false,
    ));
    if format != Format::Legacy && problem.meta.checker.is_none() && problem.meta.jury.is_none() {
        // BAPCtools checks every stored answer with an answer validator
        // where the output is compared by tokens (problemtools' legacy
        // format has none).
        let dir = "answer_validators/answer";
        res.push((
            format!("{dir}/answer.rs"),
            answer_validator(ws, problem, data)?,
            false,
        ));
        res.push((
            format!("{dir}/build"),
            build_script("answer.rs", "run"),
            true,
        ));
        res.push((
            format!("{dir}/README"),
            readme(
                &format!("The answer validator of {}, run as `run INPUT < ANSWER`: exit 42 when the\nanswer is the spec's for the input (the exhaustive search's, or beyond it\nthe second computation's; beyond both, for the largest constructed cases,\nonly the layout is checked), 43 and the reason on stderr when not.", problem.id),
                "answer.rs",
                rustc,
            ),
            false,
        ));
    }
    let out = format.output_validator_dir();
    let crate_dir = ws.root.join("crates").join(&problem.id);
    if let Some(checker) = &problem.meta.checker {
        let path = crate_dir
            .join("src")
            .join("bin")
            .join(format!("{checker}.rs"));
        // The legacy format takes a folder of output validators, the
        // others one output validator, the folder itself.
        let dir = match format {
            Format::Legacy => format!("{out}/checker"),
            Format::Draft2023 | Format::V2025 => out.to_string(),
        };
        res.push((
            format!("{dir}/checker.rs"),
            whole(ws, problem, &path, "checker")?,
            false,
        ));
        res.push((
            format!("{dir}/build"),
            build_script("checker.rs", "checker"),
            true,
        ));
        res.push((
            format!("{dir}/run"),
            "#!/bin/sh\n# Kattis output validator: run INPUT ANSWER FEEDBACK_DIR [ARGS] < OUTPUT.\n# The checker runs as CHECKER INPUT OUTPUT ANSWER: exit 0 right, 1 wrong,\n# anything else when it cannot judge.\nout=$(mktemp) || exit 1\ntrap 'rm -f \"$out\"' EXIT\ncat > \"$out\"\n\"$(dirname \"$0\")/checker\" \"$1\" \"$out\" \"$2\" > \"$3/judgemessage.txt\" 2>&1\ncase $? in 0) exit 42 ;; 1) exit 43 ;; *) exit 1 ;; esac\n".into(),
            true,
        ));
        res.push((
            format!("{dir}/README"),
            readme(
                &format!("The checker of {}, behind `run`, which speaks Kattis' output-validator\ncontract (exit 42 right, 43 wrong).", problem.id),
                "checker.rs",
                rustc,
            ),
            false,
        ));
    }
    if let Some(jury) = &problem.meta.jury {
        let path = crate_dir.join("examples").join(format!("{jury}.rs"));
        // The legacy format takes a folder of output validators, the
        // others one output validator, the folder itself.
        let dir = match format {
            Format::Legacy => format!("{out}/jury"),
            Format::Draft2023 | Format::V2025 => out.to_string(),
        };
        res.push((
            format!("{dir}/jury.rs"),
            whole(ws, problem, &path, "jury")?,
            false,
        ));
        res.push((
            format!("{dir}/build"),
            build_script("jury.rs", "jury"),
            true,
        ));
        res.push((
            format!("{dir}/run"),
            "#!/bin/sh\n# Kattis interactive validator: run INPUT ANSWER FEEDBACK_DIR [ARGS], talking\n# to the submission on stdin and stdout. The jury runs as JURY INPUT ANSWER:\n# exit 0 the program won, 1 it did not, anything else the jury failed.\n\"$(dirname \"$0\")/jury\" \"$1\" \"$2\" 2> \"$3/judgemessage.txt\"\ncase $? in 0) exit 42 ;; 1) exit 43 ;; *) exit 1 ;; esac\n".into(),
            true,
        ));
        // The 2025-09 package's answer files are empty (see the export).
        let answers = match format {
            Format::V2025 => " The answer files (`.ans`) are empty, as the 2025-09 format wants for an\ninteractive problem: the jury decides who wins by its own search.",
            Format::Legacy | Format::Draft2023 => " The answer files (`.ans`) hold the winning side, which the jury checks\nagainst its own search (a disagreement is a jury failure, exit 1).",
        };
        res.push((
            format!("{dir}/README"),
            readme(
                &format!("The jury of {}, behind `run`, which speaks Kattis' interactive-validator\ncontract (exit 42 the program won, 43 it did not).{answers}", problem.id),
                "jury.rs",
                rustc,
            ),
            false,
        ));
    }
    Ok(res)
}
