//! A problem as a package of the Kattis problem format
//! (`scripts/export --to kattis`), in each format version the field's
//! tools read: `legacy` (what Kattis installs and problemtools
//! recommends; the default), `2023-07-draft` (problemtools' other) and
//! `2025-09` (what BAPCtools requires). Everything in it comes from the
//! workspace's sources: `problem.yaml` from the manifest, the statement
//! from `judge-data/<id>/STATEMENT.md` ([`statement`]), the cases, the
//! C++ reference and kept solutions, and the input validator, checker
//! and jury as Rust sources that the package's own `build` scripts compile
//! with rustc ([`programs`]).

pub mod programs;
pub mod statement;
mod uuid;

use crate::compare::Rule;
use crate::workspace::Problem;

pub use uuid::uuid;

/// The folders of `submissions/<id>/`, the kept solutions of a problem,
/// each named (as the Kattis format names its folders) for the verdict
/// its solutions must get as their first rejection: a wrong answer, a
/// crash, too slow. `tools/xtask/tests/submissions.rs` judges each one.
pub const KEPT_KINDS: [&str; 3] = ["wrong_answer", "run_time_error", "time_limit_exceeded"];

/// A format version of the Kattis problem format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// `legacy`: the version Kattis installs; problemtools' recommendation.
    Legacy,
    /// `2023-07-draft`: problemtools' other version.
    Draft2023,
    /// `2025-09`: the version BAPCtools requires.
    V2025,
}

impl Format {
    /// Every version, as `--format` names them.
    pub const ALL: [(&'static str, Format); 3] = [
        ("legacy", Format::Legacy),
        ("2023-07-draft", Format::Draft2023),
        ("2025-09", Format::V2025),
    ];

    /// The version named `name`.
    pub fn parse(name: &str) -> Option<Format> {
        Format::ALL
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, f)| *f)
    }

    /// Its name in `problem_format_version`.
    pub fn name(self) -> &'static str {
        Format::ALL
            .iter()
            .find(|(_, f)| *f == self)
            .map_or("", |(n, _)| n)
    }

    /// The statement's folder.
    pub fn statement_dir(self) -> &'static str {
        match self {
            Format::Legacy => "problem_statement",
            Format::Draft2023 | Format::V2025 => "statement",
        }
    }

    /// The output validator's folder.
    pub fn output_validator_dir(self) -> &'static str {
        match self {
            Format::Legacy => "output_validators",
            Format::Draft2023 | Format::V2025 => "output_validator",
        }
    }
}

/// The package's short name, its folder's name, which the format wants
/// `[a-z0-9]+`: the id without its hyphens (`hdu1846-brave-game` is
/// `hdu1846bravegame`).
pub fn short_name(id: &str) -> String {
    id.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// Whether `name` is a valid short name.
pub fn is_short_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
}

/// The problem's name and its source, from the manifest's description
/// (`HDU 1846 Brave Game: Bash game.`): the source is the title's words up
/// to the first with a digit (`HDU 1846`), the name the rest (`Brave
/// Game`); where the rest is not plain ASCII text (a Chinese title, LaTeX
/// in it) the name is the id's words after the first, capitalised.
pub fn name_and_source(problem: &Problem) -> (String, String) {
    let title = problem
        .description
        .split(": ")
        .next()
        .unwrap_or_default()
        .trim()
        .trim_end_matches('.')
        .to_string();
    let words: Vec<&str> = title.split_whitespace().collect();
    let cut = words
        .iter()
        .take(4)
        .position(|w| w.chars().any(|c| c.is_ascii_digit()))
        .filter(|&i| i + 1 < words.len());
    let (source, rest) = match cut {
        Some(i) => (words[..=i].join(" "), words[i + 1..].join(" ")),
        None => (title.clone(), title.clone()),
    };
    // A contest's tag before the title goes (`[SDOI2009] E&D`).
    let rest = match rest.strip_prefix('[').and_then(|r| r.split_once("] ")) {
        Some((_, title)) => title.to_string(),
        None => rest,
    };
    // Plain text only: a statement's \problemname is the name, and
    // anything LaTeX escapes would differ from it.
    let plain = |s: &str| {
        !s.is_empty()
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || " '-,.()!?".contains(c))
    };
    let name = if plain(&rest) {
        rest
    } else {
        let small = ["and", "of", "the", "a", "on", "in"];
        problem
            .id
            .split('-')
            .skip(1)
            .enumerate()
            .map(|(i, w)| {
                let mut c = w.chars();
                match c.next() {
                    Some(f) if i == 0 || !small.contains(&w) => {
                        f.to_ascii_uppercase().to_string() + c.as_str()
                    }
                    _ => w.to_string(),
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    (name, source)
}

/// The default output validator's flags for a comparison rule: `tokens`
/// is case-sensitive (Kattis' default ignores case); Luogu's `lines`
/// cannot be stated (it ignores spaces at line ends and empty lines at the
/// end, and compares the rest exactly), so the closest stricter rule is:
/// case-sensitive, and whitespace exactly as in the answer.
pub fn validator_flags(rule: Rule) -> &'static [&'static str] {
    match rule {
        Rule::Tokens => &["case_sensitive"],
        Rule::TokensAnyCase => &[],
        Rule::Lines => &["case_sensitive", "space_change_sensitive"],
    }
}

/// What the package's statement says of the judging.
pub fn judging(problem: &Problem) -> String {
    match (&problem.meta.checker, &problem.meta.jury) {
        (_, Some(_)) => "Interactive: the output validator (`output_validator/` in the package, `output_validators/jury/` in the legacy layout) plays the judge's side, reads the program's moves as tokens and judges each by the rules.".to_string(),
        (Some(_), None) => "Many answers are right: the output validator (the checker, `output_validator/` in the package, `output_validators/checker/` in the legacy layout) judges each.".to_string(),
        (None, None) => match problem.meta.compare {
            Rule::Tokens => "The output is compared with the answer token by token (tokens separated by whitespace), letter case included: the default output validator with `case_sensitive`.".to_string(),
            Rule::TokensAnyCase => "The output is compared with the answer token by token (tokens separated by whitespace), in any letter case, as the statement allows: the default output validator.".to_string(),
            Rule::Lines => "The original judge (Luogu) compares lines: characters exactly, ignoring spaces at the ends of lines and empty lines at the end of the output. The package format cannot state that rule; it states the closest stricter one: the default output validator with `case_sensitive space_change_sensitive`, so the output's whitespace must be the answer's exactly (one line per answer line, no spaces at line ends, a final newline).".to_string(),
        },
    }
}

/// `problem.yaml` for `format`.
pub fn problem_yaml(problem: &Problem, format: Format) -> String {
    let (name, source) = name_and_source(problem);
    let meta = &problem.meta;
    let interactive = meta.jury.is_some();
    let custom = interactive || meta.checker.is_some();
    // The format takes whole MiB: a fractional limit is rounded down, the
    // stricter reading (PROBLEM.md of the package says so).
    let memory = meta.memory_limit.floor() as u64;
    let quote = |s: &str| format!("'{}'", s.replace('\'', "''"));
    let mut y = String::new();
    y.push_str(&format!("problem_format_version: {}\n", format.name()));
    match format {
        Format::Legacy => {
            y.push_str(&format!("name: {}\n", quote(&name)));
            y.push_str(&format!("uuid: {}\n", uuid(problem)));
            y.push_str(&format!("source: {}\n", quote(&source)));
            y.push_str(&format!("source_url: {}\n", quote(&meta.url)));
            y.push_str("license: unknown\n");
            y.push_str(&format!("rights_owner: {}\n", quote(&source)));
            y.push_str(&format!("limits:\n  memory: {memory}\n"));
            if custom {
                let kind = if interactive {
                    "custom interactive"
                } else {
                    "custom"
                };
                y.push_str(&format!("validation: {kind}\n"));
            } else {
                y.push_str("validation: default\n");
                let flags = validator_flags(meta.compare);
                if !flags.is_empty() {
                    y.push_str(&format!("validator_flags: {}\n", flags.join(" ")));
                }
            }
        }
        Format::Draft2023 | Format::V2025 => {
            if interactive {
                y.push_str("type: interactive\n");
            }
            y.push_str(&format!("name: {}\n", quote(&name)));
            y.push_str(&format!("uuid: {}\n", uuid(problem)));
            y.push_str(&format!(
                "source:\n  name: {}\n  url: {}\n",
                quote(&source),
                quote(&meta.url)
            ));
            y.push_str("license: unknown\n");
            y.push_str(&format!("rights_owner: {}\n", quote(&source)));
            y.push_str(&format!(
                "limits:\n  time_limit: {}\n  memory: {memory}\n",
                meta.time_limit
            ));
        }
    }
    y
}

/// The test-data configuration that states the comparison where
/// `problem.yaml` cannot (2023-07-draft: `data/testdata.yaml`; 2025-09:
/// `data/{sample,secret}/test_group.yaml`): (path under the package,
/// text).
pub fn data_config(problem: &Problem, format: Format) -> Vec<(String, String)> {
    if problem.meta.checker.is_some() || problem.meta.jury.is_some() {
        return Vec::new();
    }
    let flags = validator_flags(problem.meta.compare);
    if flags.is_empty() {
        return Vec::new();
    }
    match format {
        Format::Legacy => Vec::new(),
        Format::Draft2023 => vec![(
            "data/testdata.yaml".into(),
            format!("output_validator_flags: {}\n", flags.join(" ")),
        )],
        Format::V2025 => ["sample", "secret"]
            .iter()
            .map(|part| {
                (
                    format!("data/{part}/test_group.yaml"),
                    format!("output_validator_args: [{}]\n", flags.join(", ")),
                )
            })
            .collect(),
    }
}
