//! The files of a Kattis package that are made, not copied (`problem.yaml`,
//! the statement, the test data's configuration, the programs), each
//! program compiled and run on the stored data before anything is
//! written; and [`write`], which writes every file of a package.

use std::fs;
use std::path::Path;

use crate::cases::cases;
use crate::package::{self, programs, statement, Format};
use crate::workspace::{Problem, Workspace};
use crate::Result;

/// Writes `text` to `to`, executable when asked.
pub(super) fn write(to: &Path, text: &str, executable: bool) -> Result<()> {
    if let Some(parent) = to.parent() {
        fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
    }
    fs::write(to, text).map_err(|e| format!("{}: {e}", to.display()))?;
    if executable {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(to, fs::Permissions::from_mode(0o755))
            .map_err(|e| format!("{}: {e}", to.display()))?;
    }
    Ok(())
}

/// The package's written files but the cases and solutions: (path under
/// the package, text, executable): `problem.yaml`, the statement, the test
/// data's configuration, the programs; in legacy, `.timelimit` (the time
/// limit, which legacy's `problem.yaml` cannot state: DOMjudge reads it,
/// problemtools allows it). Each program is compiled as its `build` would
/// first, and the validator must accept every stored input.
///
/// # Errors
/// A program that cannot be made, compiled or that rejects a stored input.
pub fn kattis(
    ws: &Workspace,
    problem: &Problem,
    data_dir: &Path,
    format: Format,
) -> Result<Vec<programs::Text>> {
    crate::need(&["rustc"])?;
    let rustc = rustc_version()?;
    let (name, _) = package::name_and_source(problem);
    let mut res: Vec<programs::Text> = vec![(
        "problem.yaml".into(),
        package::problem_yaml(problem, format),
        false,
    )];
    let spec_shown = ws.shown(&programs::spec_path(ws, problem));
    let data = data_dir.join(&problem.id);
    let statement_path = data.join("STATEMENT.md");
    let text = fs::read_to_string(&statement_path)
        .map_err(|e| format!("{}: {e}", ws.shown(&statement_path)))?;
    let md = statement::markdown(
        &text,
        &package::judging(problem),
        &spec_shown,
        "input_validators/validate/validate.rs",
    );
    let dir = format.statement_dir();
    match format {
        Format::Draft2023 => res.push((format!("{dir}/problem.en.md"), md, false)),
        Format::Legacy | Format::V2025 => res.push((
            format!("{dir}/problem.en.tex"),
            statement::latex(&name, &md),
            false,
        )),
    }
    if format == Format::Legacy {
        res.push((
            ".timelimit".into(),
            format!("{}\n", problem.meta.time_limit),
            false,
        ));
    }
    res.extend(
        package::data_config(problem, format)
            .into_iter()
            .map(|(p, t)| (p, t, false)),
    );
    println!(
        "making the programs of {} and compiling each...",
        problem.id
    );
    let made = programs::texts(ws, problem, &data, format, &rustc)?;
    check_programs(ws, problem, data_dir, &made)?;
    res.extend(made);
    Ok(res)
}

/// `rustc --version`'s first two words (`rustc` and its version).
fn rustc_version() -> Result<String> {
    let out = std::process::Command::new("rustc")
        .arg("--version")
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    Ok(text
        .split_whitespace()
        .take(2)
        .collect::<Vec<_>>()
        .join(" "))
}

/// Compiles each program's source as its `build` does, in a scratch
/// folder, and runs the input validator on every stored input of the
/// problem and the answer validator (where there is one) on every stored
/// answer: each must be accepted (exit 42).
fn check_programs(
    ws: &Workspace,
    problem: &Problem,
    data_dir: &Path,
    made: &[programs::Text],
) -> Result<()> {
    let scratch =
        ws.target
            .join("export-check")
            .join(format!("{}-{}", problem.id, std::process::id()));
    let _ = fs::remove_dir_all(&scratch);
    let result = (|| {
        let mut validator = None;
        let mut answers = None;
        for (path, text, _) in made.iter().filter(|(p, _, _)| p.ends_with(".rs")) {
            let source = scratch.join(path);
            write(&source, text, false)?;
            let binary = source.with_extension("");
            let out = std::process::Command::new("rustc")
                .args(programs::RUSTC)
                .arg(&source)
                .arg("-o")
                .arg(&binary)
                .output()
                .map_err(|e| format!("cannot run rustc: {e}"))?;
            if !out.status.success() {
                return Err(format!(
                    "the package's {path} does not compile: {}",
                    String::from_utf8_lossy(&out.stderr)
                        .lines()
                        .take(12)
                        .collect::<Vec<_>>()
                        .join("\n")
                ));
            }
            if path.starts_with("input_validators/") {
                validator = Some(binary);
            } else if path.starts_with("answer_validators/") {
                answers = Some(binary);
            }
        }
        let validator = validator.ok_or("no input validator was made")?;
        let (found, _) = cases(&data_dir.join(&problem.id));
        for case in &found {
            let input = fs::File::open(&case.input)
                .map_err(|e| format!("{}: {e}", case.input.display()))?;
            let run = std::process::Command::new(&validator)
                .stdin(input)
                .output()
                .map_err(|e| format!("cannot run the validator: {e}"))?;
            if run.status.code() != Some(42) {
                return Err(format!(
                    "the package's input validator rejects {}: {}",
                    ws.shown(&case.input),
                    String::from_utf8_lossy(&run.stderr).trim()
                ));
            }
            if let Some(answers) = &answers {
                let answer = fs::File::open(&case.answer)
                    .map_err(|e| format!("{}: {e}", case.answer.display()))?;
                let run = std::process::Command::new(answers)
                    .arg(&case.input)
                    .stdin(answer)
                    .output()
                    .map_err(|e| format!("cannot run the answer validator: {e}"))?;
                if run.status.code() != Some(42) {
                    return Err(format!(
                        "the package's answer validator rejects {}: {}",
                        ws.shown(&case.answer),
                        String::from_utf8_lossy(&run.stderr).trim()
                    ));
                }
            }
        }
        Ok(())
    })();
    let _ = fs::remove_dir_all(&scratch);
    result
}
