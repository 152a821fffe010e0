//! `scripts/new-problem`: a new problem crate and its judge-data folder from
//! the templates in `tools/xtask/templates/` (built into the tool).

use std::fs;
use std::path::Path;

use super::{workspace, Error, Exit};
use crate::targets::Target;
use crate::workspace::Workspace;
use crate::Result;

#[derive(clap::Args)]
#[command(before_help = HELP, after_help = shapes())]
pub struct Args {
    /// how the input is laid out (see below); run() and the tests' input()
    /// formatter are written for it; with interactive, src/main.rs has
    /// play() instead of run() and examples/<id>-jury.rs is the jury to
    /// write (its metadata names it)
    #[arg(long = "input", value_name = "SHAPE", default_value = "values")]
    shape: String,
    /// the statement (no spaces, quotes or backslashes: percent-encode them)
    #[arg(long, value_name = "URL")]
    url: Option<String>,
    /// seconds
    #[arg(long, value_name = "S", default_value = "1")]
    time_limit: String,
    /// MiB (65536K is 64)
    #[arg(long, value_name = "M", default_value = "256")]
    memory_limit: String,
    /// where it is submitted (plain: no judge takes it in Rust). Its
    /// manifest says `compare = "tokens"`: change it where the judge
    /// compares otherwise
    #[arg(long, value_name = "NAME", value_enum, default_value_t = Target::Plain)]
    judge: Target,
    /// the crate, binary and folder name
    #[arg(value_name = "id")]
    id: String,
}

impl Args {
    /// Creates the problem.
    ///
    /// # Errors
    /// As [`create`].
    pub fn run(self) -> Result<Exit, Error> {
        println!("{}", create(&workspace()?, &self)?);
        Ok(Exit::Success)
    }
}

const HELP: &str = "\
Creates crates/<id>/ (Cargo.toml with [package.metadata.problem];
src/main.rs, the submission: header, main, run, solve; src/tests.rs;
examples/<id>-spec.rs, the spec: moves, validator, reference, generators,
generated cases) and judge-data/<id>/ (README.md for the cases'
provenance, STATEMENT.md for the statement in your words), and lists what
else a problem needs: the samples, references/<id>.cpp, the kept wrong
solutions in submissions/<id>/, its saved benchmark row and the tables
(README.md, \"Adding a problem\"; tidy checks each). The workspace,
scripts/judge, scripts/bench and the bundle check find the crate by its
folder. The new problem's tests fail, each saying what to write, until the
samples, the bad-input table, moves, solve, the validator and the judge
data are written; scripts/judge reports its empty judge-data folder as an
error. It writes only those two folders, and stops before writing anything
when either exists.

<id> is the crate, binary and folder name: lowercase letters, digits and
'-', starting with a letter (e.g. poj2311-cutting-game).";

fn shapes() -> String {
    let mut s = String::from("Input shapes (--input):");
    for (name, what, _, _) in SHAPES {
        s.push_str(&format!("\n  {name:<16} {what}"));
    }
    s
}

/// The input shapes: (name, what it is, run snippet for `src/main.rs`, spec
/// snippet for `examples/<id>-spec.rs`: the moves and the input layout).
/// The last, `interactive`, has templates and a jury of its own instead.
pub const SHAPES: [(&str, &str, &str, &str); 7] = [
    (
        "values",
        "n, then n numbers (one position)",
        include_str!("../../templates/shapes/values.run.rs"),
        include_str!("../../templates/shapes/values.spec.rs"),
    ),
    (
        "pairs",
        "n, then n lines `a b` (one position)",
        include_str!("../../templates/shapes/pairs.run.rs"),
        include_str!("../../templates/shapes/pairs.spec.rs"),
    ),
    (
        "cases",
        "T, then per case n and n numbers",
        include_str!("../../templates/shapes/cases.run.rs"),
        include_str!("../../templates/shapes/cases.spec.rs"),
    ),
    (
        "pairs-until-eof",
        "lines `a b` until the end of the input, one answer each",
        include_str!("../../templates/shapes/pairs-until-eof.run.rs"),
        include_str!("../../templates/shapes/pairs-until-eof.spec.rs"),
    ),
    (
        "until-zero",
        "cases of n and n numbers, until n = 0",
        include_str!("../../templates/shapes/until-zero.run.rs"),
        include_str!("../../templates/shapes/until-zero.spec.rs"),
    ),
    (
        "tree",
        "N, then N - 1 edges `x y` of a tree on 1..N",
        include_str!("../../templates/shapes/tree.run.rs"),
        include_str!("../../templates/shapes/tree.spec.rs"),
    ),
    (
        "interactive",
        "a game played against the judge: play() and a jury to write",
        "",
        "",
    ),
];

/// The shape whose crate plays against a jury.
const INTERACTIVE: &str = "interactive";
const INTERACTIVE_MAIN_RS: &str = include_str!("../../templates/interactive/main.rs.tmpl");
const INTERACTIVE_TESTS_RS: &str = include_str!("../../templates/interactive/tests.rs.tmpl");
const INTERACTIVE_SPEC_RS: &str = include_str!("../../templates/interactive/spec.rs.tmpl");
const JURY_RS: &str = include_str!("../../templates/interactive/jury.rs.tmpl");

const CARGO_TOML: &str = include_str!("../../templates/Cargo.toml.tmpl");
const MAIN_RS: &str = include_str!("../../templates/main.rs.tmpl");
const TESTS_RS: &str = include_str!("../../templates/tests.rs.tmpl");
const SPEC_RS: &str = include_str!("../../templates/spec.rs.tmpl");
const README_MD: &str = include_str!("../../templates/README.md.tmpl");
const STATEMENT_MD: &str = include_str!("../../templates/STATEMENT.md.tmpl");

/// Whether `id` is a valid problem id: lowercase letters, digits and single
/// `-`, starting with a letter.
pub fn valid_id(id: &str) -> bool {
    let mut chars = id.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && id.split('-').all(|part| {
            !part.is_empty()
                && part
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// A positive decimal number as written (`1`, `2.5`, `9.77`), or why not.
fn positive(option: &str, value: &str, example: &str) -> Result<()> {
    let digits = value.split_once('.').map_or((value, "0"), |(a, b)| (a, b));
    let well_formed = !digits.0.is_empty()
        && !digits.1.is_empty()
        && digits
            .0
            .chars()
            .chain(digits.1.chars())
            .all(|c| c.is_ascii_digit());
    if well_formed && value.parse::<f64>().is_ok_and(|v| v > 0.0) {
        Ok(())
    } else {
        Err(format!(
            "{option} takes a positive number, e.g. {example}, not {value:?}"
        ))
    }
}

/// Creates the crate and the judge-data folder; returns what to do next.
///
/// # Errors
/// On a bad option or an existing crate, before anything is written; on a
/// failed write, with nothing left behind.
pub fn create(ws: &Workspace, options: &Args) -> Result<String> {
    let id = &options.id;
    if !valid_id(id) {
        return Err(format!(
            "'{id}' is not a valid id: lowercase letters, digits and single '-', starting with a letter"
        ));
    }
    if ws.libraries.contains_key(id.as_str()) || id == "xtask" {
        return Err(format!(
            "'{id}' is a library or tool crate of the workspace"
        ));
    }
    let (_, _, run, spec) = SHAPES
        .iter()
        .find(|s| s.0 == options.shape)
        .ok_or_else(|| {
            let names: Vec<&str> = SHAPES.iter().map(|s| s.0).collect();
            format!(
                "unknown input shape '{}': {}",
                options.shape,
                names.join(", ")
            )
        })?;
    positive("--time-limit", &options.time_limit, "1 or 2.5")?;
    positive("--memory-limit", &options.memory_limit, "256 or 9.77")?;
    let url = options
        .url
        .clone()
        .unwrap_or_else(|| "https://example.com/replace-with-the-statement-url".into());
    // The URL goes into a TOML string and a doc comment as it is: refuse
    // what would change its meaning there rather than escape it.
    if url
        .chars()
        .any(|c| c.is_whitespace() || c.is_control() || c == '"' || c == '\\')
    {
        return Err(
            "the URL may not contain spaces, control characters, '\"' or '\\': percent-encode them (%20, %22, %5C)"
                .into(),
        );
    }
    let crate_dir = ws.root.join("crates").join(id);
    let data_dir = ws.judge_data(id);
    for dir in [&crate_dir, &data_dir] {
        if dir.exists() {
            return Err(format!("{} exists already", ws.shown(dir)));
        }
    }
    let interactive = options.shape == INTERACTIVE;
    let fill = |template: &str| -> String {
        let mut text = String::new();
        for line in template.split_inclusive('\n') {
            match line.trim_end() {
                "{{run}}" => text.push_str(run),
                "{{spec}}" => text.push_str(spec),
                "{{jury}}" if interactive => text.push_str(
                    "# Interactive: played against this example (the judge's side).\njury = \"{{id}}-jury\"\n",
                ),
                "{{jury}}" => {}
                _ => text.push_str(line),
            }
        }
        substitute(
            &text,
            &[
                ("{{id}}", id),
                ("{{url}}", &url),
                ("{{time_limit}}", &options.time_limit),
                ("{{memory_limit}}", &options.memory_limit),
                ("{{judge}}", options.judge.name()),
                ("{{shape}}", &options.shape),
            ],
        )
    };
    // Both folders are written aside, then moved in: no partial files.
    let stage = ws
        .target
        .join(format!("new-problem-{id}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&stage);
    let written = (|| -> std::io::Result<()> {
        fs::create_dir_all(stage.join("crate/src"))?;
        fs::create_dir_all(stage.join("data"))?;
        fs::write(stage.join("crate/Cargo.toml"), fill(CARGO_TOML))?;
        fs::create_dir_all(stage.join("crate/examples"))?;
        let (main_rs, tests_rs, spec_rs) = if interactive {
            fs::write(
                stage.join(format!("crate/examples/{id}-jury.rs")),
                fill(JURY_RS),
            )?;
            (
                INTERACTIVE_MAIN_RS,
                INTERACTIVE_TESTS_RS,
                INTERACTIVE_SPEC_RS,
            )
        } else {
            (MAIN_RS, TESTS_RS, SPEC_RS)
        };
        fs::write(stage.join("crate/src/main.rs"), fill(main_rs))?;
        fs::write(stage.join("crate/src/tests.rs"), fill(tests_rs))?;
        fs::write(
            stage.join(format!("crate/examples/{id}-spec.rs")),
            fill(spec_rs),
        )?;
        fs::write(stage.join("data/README.md"), fill(README_MD))?;
        fs::write(stage.join("data/STATEMENT.md"), fill(STATEMENT_MD))?;
        fs::create_dir_all(crate_dir.parent().unwrap_or(Path::new(".")))?;
        fs::create_dir_all(data_dir.parent().unwrap_or(Path::new(".")))?;
        fs::rename(stage.join("crate"), &crate_dir)?;
        if let Err(e) = fs::rename(stage.join("data"), &data_dir) {
            let _ = fs::remove_dir_all(&crate_dir);
            return Err(e);
        }
        Ok(())
    })();
    let _ = fs::remove_dir_all(&stage);
    written.map_err(|e| format!("could not create crates/{id} and judge-data/{id}: {e}"))?;
    Ok(format!(
        "created crates/{id} (input: {shape}) and judge-data/{id}:
  crates/{id}/Cargo.toml            limits, judge, compare rule
  crates/{id}/src/main.rs           the submission: header, main, run, solve
  crates/{id}/src/tests.rs          its tests, ending with problem_tests!
  crates/{id}/examples/{id}-spec.rs the spec: moves, validate, reference,
                                    random_input, generated{jury_file}
  judge-data/{id}/STATEMENT.md, README.md
Next: steps 2 to 8 of README.md, \"Adding a problem\" (CONVENTIONS.md
gives the shape of each part{jury}); until they are done, the tests fail,
each saying what is missing.",
        shape = options.shape,
        jury_file = if interactive {
            format!(
                "\n  crates/{id}/examples/{id}-jury.rs the jury: the judge's side of the protocol"
            )
        } else {
            String::new()
        },
        jury = if interactive {
            "; for the jury, \"Interactive problems\""
        } else {
            ""
        }
    ))
}

/// `text` with each key replaced by its value, literally (a value is never
/// searched again for keys).
pub fn substitute(text: &str, pairs: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    loop {
        let next = pairs
            .iter()
            .filter_map(|(k, v)| rest.find(k).map(|i| (i, *k, *v)))
            .min_by_key(|(i, _, _)| *i);
        match next {
            None => {
                out.push_str(rest);
                return out;
            }
            Some((i, key, value)) => {
                out.push_str(&rest[..i]);
                out.push_str(value);
                rest = &rest[i + key.len()..];
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{substitute, valid_id};

    #[test]
    fn ids_are_lowercase_words_joined_by_single_dashes() {
        for ok in ["poj2311-cutting-game", "a", "lc-nim-product-64"] {
            assert!(valid_id(ok), "{ok}");
        }
        for bad in ["", "2poj", "Poj", "a--b", "a-", "-a", "a_b", "a b", "ä"] {
            assert!(!valid_id(bad), "{bad}");
        }
    }

    #[test]
    fn substitution_is_literal() {
        assert_eq!(
            substitute(
                "{{url}} {{id}}",
                &[("{{id}}", "x"), ("{{url}}", "a&b|'{{id}}'")]
            ),
            "a&b|'{{id}}' x"
        );
    }
}
