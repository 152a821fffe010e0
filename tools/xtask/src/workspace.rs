//! The workspace as every command sees it, read once from `cargo metadata`:
//! its root and target folder, its problems with their limits, and its
//! libraries. This is the one reader of the manifests and of
//! `[package.metadata.problem]`, and the one place that says what a problem
//! is.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

use crate::Result;

pub use crate::targets::{Rule, Target};

/// The external crates AtCoder installs that problems may use; nothing else
/// outside the workspace reaches a bundle.
pub const ATCODER_CRATES: [&str; 2] = ["proconio", "itertools"];

/// The keys of `[package.metadata.problem]`.
pub const META_KEYS: &str = "url, time-limit, memory-limit, judge, compare, checker, jury";

/// A problem's `[package.metadata.problem]`, validated. Every key but
/// `checker` and `jury` is required: no limit is ever assumed silently.
#[derive(Clone, Debug)]
pub struct Meta {
    /// The statement.
    pub url: String,
    /// Seconds.
    pub time_limit: f64,
    /// MiB.
    pub memory_limit: f64,
    /// Where it is submitted (`judge`: one name or a list, the first the
    /// default bundle target).
    pub judges: Vec<Target>,
    /// How its judges compare an output with the answer.
    pub compare: Rule,
    /// A binary target of the problem's crate that judges an answer
    /// (`CHECKER INPUT OUTPUT ANSWER`), for problems with many right answers.
    pub checker: Option<String>,
    /// A binary target of the problem's crate that plays the judge's side
    /// of an interactive problem (`JURY INPUT ANSWER`, talking to the
    /// program through its stdin and stdout).
    pub jury: Option<String>,
}

/// A dependency under `[dependencies]` (never dev- or build-dependencies).
#[derive(Clone, Debug)]
pub struct Dependency {
    /// The crate name as written in the manifest (`sg-core`).
    pub name: String,
    /// A path dependency on a crate of this workspace.
    pub local: bool,
}

/// A problem: the crate `crates/<id>/` with a binary `<id>`, and its
/// judge data `judge-data/<id>/`.
#[derive(Clone, Debug)]
pub struct Problem {
    /// Crate, binary and judge-data folder name.
    pub id: String,
    /// The manifest's `description` (the judge's title, a colon, what the
    /// solution does), empty when there is none.
    pub description: String,
    /// `crates/<id>/Cargo.toml`.
    pub manifest: PathBuf,
    /// The binary's source, `crates/<id>/src/main.rs`.
    pub main: PathBuf,
    /// Its metadata.
    pub meta: Meta,
    /// Its `[dependencies]`.
    pub dependencies: Vec<Dependency>,
    /// Names of its example targets (`<id>-bench-inputs` writes benchmark
    /// inputs).
    pub examples: Vec<String>,
}

impl Meta {
    /// The stack every program gets on this problem, in MiB: the memory
    /// limit, or the largest stack its judges publish where larger.
    pub fn stack_mib(&self) -> f64 {
        self.judges
            .iter()
            .filter_map(|t| t.stack_mib())
            .fold(self.memory_limit, f64::max)
    }
}

impl Problem {
    /// The judges it is bundled for: those its metadata names.
    pub fn targets(&self) -> Vec<Target> {
        self.meta.judges.clone()
    }

    /// The example that writes its large benchmark inputs, if it has one.
    pub fn bench_inputs(&self) -> Option<String> {
        let name = format!("{}-bench-inputs", self.id);
        self.examples.contains(&name).then_some(name)
    }
}

/// A library crate of the workspace that bundles paste (`sg-core`,
/// `judge-io`, ...).
#[derive(Clone, Debug)]
pub struct Library {
    /// The crate name (`sg-core`).
    pub name: String,
    /// `src/lib.rs`.
    pub src: PathBuf,
    /// `Cargo.toml`.
    pub manifest: PathBuf,
    /// Its `[dependencies]`.
    pub dependencies: Vec<Dependency>,
    /// Whether it has a build script (a bundle cannot run one).
    pub build_script: bool,
}

/// A package of the workspace, for what concerns every package.
#[derive(Clone, Debug)]
pub struct Member {
    /// The package name.
    pub name: String,
    /// Its `rust-version`, the oldest Rust it promises to build with.
    pub rust_version: Option<String>,
}

/// The workspace.
pub struct Workspace {
    /// The folder of the root `Cargo.toml`.
    pub root: PathBuf,
    /// Cargo's target folder.
    pub target: PathBuf,
    /// The problems, sorted by id.
    pub problems: Vec<Problem>,
    /// The library crates, by name.
    pub libraries: BTreeMap<String, Library>,
    /// Every package.
    pub members: Vec<Member>,
}

impl Workspace {
    /// The workspace whose root manifest is in `root`, read through `cargo
    /// metadata`.
    ///
    /// # Errors
    /// If cargo fails (its message is passed on), or a problem's manifest
    /// breaks a rule: each message names the manifest.
    pub fn load(root: &Path) -> Result<Workspace> {
        let out = Command::new(crate::cargo())
            .args([
                "metadata",
                "--format-version",
                "1",
                "--no-deps",
                "--manifest-path",
            ])
            .arg(root.join("Cargo.toml"))
            .output()
            .map_err(|e| format!("cannot run cargo: {e}"))?;
        if !out.status.success() {
            let stderr = String::from_utf8_lossy(&out.stderr);
            return Err(format!("cargo metadata failed: {}", stderr.trim()));
        }
        let json: Value = serde_json::from_slice(&out.stdout)
            .map_err(|e| format!("cargo metadata printed what is not JSON: {e}"))?;
        Workspace::from_metadata(&json)
    }

    /// The workspace described by `cargo metadata`'s JSON.
    ///
    /// # Errors
    /// As [`Workspace::load`].
    pub fn from_metadata(json: &Value) -> Result<Workspace> {
        let root = PathBuf::from(str_field(json, "workspace_root")?);
        let target = PathBuf::from(str_field(json, "target_directory")?);
        let crates = root.join("crates");
        let mut problems = Vec::new();
        let mut libraries = BTreeMap::new();
        let mut members = Vec::new();
        let packages = json["packages"]
            .as_array()
            .ok_or("cargo metadata: no packages")?;
        for package in packages {
            let name = str_field(package, "name")?.to_string();
            members.push(Member {
                name: name.clone(),
                rust_version: package["rust_version"].as_str().map(str::to_string),
            });
            let manifest = PathBuf::from(str_field(package, "manifest_path")?);
            let dir = manifest.parent().unwrap_or(Path::new("/")).to_path_buf();
            let targets = package["targets"].as_array().cloned().unwrap_or_default();
            let target_of = |kind: &str| -> Vec<(String, PathBuf)> {
                targets
                    .iter()
                    .filter(|t| {
                        t["kind"]
                            .as_array()
                            .is_some_and(|k| k.iter().any(|k| k == kind))
                    })
                    .filter_map(|t| {
                        Some((
                            t["name"].as_str()?.to_string(),
                            PathBuf::from(t["src_path"].as_str()?),
                        ))
                    })
                    .collect()
            };
            let dependencies = dependencies(package, &root);
            let bins = target_of("bin");
            let main = bins
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, p)| p.clone());
            let in_crates = dir.parent() == Some(crates.as_path());
            if let (true, Some(main)) = (in_crates, main) {
                let shown = relative(&manifest, &root);
                let examples: Vec<String> =
                    target_of("example").into_iter().map(|(n, _)| n).collect();
                let meta = problem_meta(&package["metadata"], &shown, &bins, &examples, &name)?;
                if let Some(d) = dependencies.iter().find(|d| !d.local) {
                    if let Some(t) = meta.judges.iter().find(|t| !t.has_atcoder_crates()) {
                        return Err(format!(
                            "{shown}: depends on `{}`, which {} does not install: a problem with crates outside the workspace is submitted to atcoder only",
                            d.name,
                            t.name()
                        ));
                    }
                }
                problems.push(Problem {
                    id: name,
                    description: package["description"]
                        .as_str()
                        .unwrap_or_default()
                        .to_string(),
                    manifest,
                    main,
                    meta,
                    dependencies,
                    examples,
                });
            } else if let Some((_, src)) = target_of("lib").into_iter().next() {
                let build_script = !target_of("custom-build").is_empty();
                libraries.insert(
                    name.clone(),
                    Library {
                        name,
                        src,
                        manifest,
                        dependencies,
                        build_script,
                    },
                );
            }
        }
        problems.sort_by(|a, b| a.id.cmp(&b.id));
        Ok(Workspace {
            root,
            target,
            problems,
            libraries,
            members,
        })
    }

    /// The problem `id`.
    ///
    /// # Errors
    /// If there is none, saying where one would be.
    pub fn problem(&self, id: &str) -> Result<&Problem> {
        self.problems
            .iter()
            .find(|p| p.id == id)
            .ok_or_else(|| format!("no problem crate crates/{id} (with src/main.rs)"))
    }

    /// `judge-data/<id>/`.
    pub fn judge_data(&self, id: &str) -> PathBuf {
        self.root.join("judge-data").join(id)
    }

    /// Where cargo puts release binaries.
    pub fn release_dir(&self) -> PathBuf {
        self.target.join("release")
    }

    /// `path` relative to the root, for messages.
    pub fn shown(&self, path: &Path) -> String {
        relative(path, &self.root)
    }
}

/// `path` relative to `root` when inside it.
pub fn relative(path: &Path, root: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string()
}

fn str_field<'a>(value: &'a Value, key: &str) -> Result<&'a str> {
    value[key]
        .as_str()
        .ok_or_else(|| format!("cargo metadata: no `{key}`"))
}

/// The `[dependencies]` of a package (kind normal), local when the path is
/// inside the workspace.
fn dependencies(package: &Value, root: &Path) -> Vec<Dependency> {
    let mut res = Vec::new();
    for d in package["dependencies"].as_array().into_iter().flatten() {
        if !d["kind"].is_null() {
            continue;
        }
        let name = d["rename"]
            .as_str()
            .or_else(|| d["name"].as_str())
            .unwrap_or_default()
            .to_string();
        let local = d["path"]
            .as_str()
            .is_some_and(|p| Path::new(p).starts_with(root));
        res.push(Dependency { name, local });
    }
    res
}

/// `[package.metadata.problem]` of the package `id`, whose manifest is shown
/// as `manifest` and whose binary and example targets are `bins` and
/// `examples`.
fn problem_meta(
    metadata: &Value,
    manifest: &str,
    bins: &[(String, PathBuf)],
    examples: &[String],
    id: &str,
) -> Result<Meta> {
    let fail = |what: String| format!("{manifest}: [package.metadata.problem]: {what}");
    let table = match metadata.get("problem") {
        Some(Value::Object(table)) => table,
        Some(_) => return Err(fail("must be a table".into())),
        None => {
            return Err(format!(
                "{manifest}: no [package.metadata.problem] (a problem crate states {META_KEYS})"
            ))
        }
    };
    for key in table.keys() {
        if !META_KEYS.split(", ").any(|k| k == key) {
            return Err(fail(format!("unknown key `{key}` (the keys: {META_KEYS})")));
        }
    }
    let string = |key: &str| -> Result<Option<String>> {
        match table.get(key) {
            None => Ok(None),
            Some(Value::String(s)) if !s.trim().is_empty() => Ok(Some(s.clone())),
            Some(v) => Err(fail(format!(
                "{key} = {v}: expected a non-empty \"string\""
            ))),
        }
    };
    let required = |key: &str, what: &str| -> Result<Value> {
        table
            .get(key)
            .cloned()
            .ok_or_else(|| fail(format!("no `{key}` ({what})")))
    };
    let positive = |key: &str, unit: &str| -> Result<f64> {
        let v = required(key, unit)?;
        match v.as_f64() {
            Some(x) if x > 0.0 && x.is_finite() && x <= 1e6 => Ok(x),
            _ => Err(fail(format!(
                "{key} = {v}: expected a positive number of {unit}"
            ))),
        }
    };
    let url = string("url")?.ok_or_else(|| fail("no `url` (the statement)".into()))?;
    if url.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(fail(format!("url = {url:?}: percent-encode spaces")));
    }
    let time_limit = positive("time-limit", "seconds")?;
    let memory_limit = positive("memory-limit", "MiB")?;
    let judge_value = required("judge", "where it is submitted")?;
    let names: Vec<Option<&str>> = match &judge_value {
        Value::String(name) => vec![Some(name.as_str())],
        Value::Array(list) => list.iter().map(Value::as_str).collect(),
        _ => vec![None],
    };
    let judges: Vec<Target> = names
        .iter()
        .map(|n| n.and_then(Target::parse))
        .collect::<Option<_>>()
        .filter(|list: &Vec<Target>| !list.is_empty())
        .ok_or_else(|| {
            fail(format!(
                "judge = {judge_value}: expected one of {} or a list of them",
                Target::names()
            ))
        })?;
    let compare_value = required("compare", "how its judges compare answers")?;
    let compare = compare_value
        .as_str()
        .and_then(Rule::parse)
        .ok_or_else(|| {
            fail(format!(
                "compare = {compare_value}: expected \"tokens\", \"tokens-any-case\" or \"lines\""
            ))
        })?;
    let checker = string("checker")?;
    if let Some(name) = &checker {
        if name == id || !bins.iter().any(|(n, _)| n == name) {
            return Err(fail(format!(
                "checker = {name:?}: not a binary of this crate besides `{id}` (src/bin/{name}.rs)"
            )));
        }
    }
    // A jury is judge-side code, like the benchmark inputs: an example,
    // which may use the test crates (the exhaustive search).
    let jury = string("jury")?;
    if let Some(name) = &jury {
        if !examples.contains(name) {
            return Err(fail(format!(
                "jury = {name:?}: not an example of this crate (examples/{name}.rs)"
            )));
        }
    }
    if checker.is_some() && jury.is_some() {
        return Err(fail(
            "both `checker` and `jury`: an interactive problem's jury is its judge".into(),
        ));
    }
    Ok(Meta {
        url,
        time_limit,
        memory_limit,
        judges,
        compare,
        checker,
        jury,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{problem_meta, Rule, Target};

    fn meta(value: serde_json::Value) -> Result<super::Meta, String> {
        let bins = vec![
            ("p".to_string(), "src/main.rs".into()),
            ("p-checker".to_string(), "src/bin/p-checker.rs".into()),
        ];
        problem_meta(
            &json!({ "problem": value }),
            "crates/p/Cargo.toml",
            &bins,
            &["p-jury".to_string()],
            "p",
        )
    }

    #[test]
    fn complete_metadata_is_read() {
        let m = meta(json!({"url": "https://x/1", "time-limit": 2, "memory-limit": 9.77, "judge": "atcoder", "compare": "tokens"}))
            .unwrap();
        assert_eq!(m.time_limit, 2.0);
        assert_eq!(m.memory_limit, 9.77);
        assert_eq!(m.judges, [Target::Atcoder]);
        assert_eq!(m.compare, Rule::Tokens);
        assert_eq!(m.stack_mib(), 1024.0);
        assert_eq!(m.checker, None);
        let m = meta(json!({"url": "u", "time-limit": 1, "memory-limit": 1, "judge": "plain", "compare": "lines", "checker": "p-checker"}))
            .unwrap();
        assert_eq!(m.checker.as_deref(), Some("p-checker"));
        assert_eq!(m.compare, Rule::Lines);
        assert_eq!(m.stack_mib(), 1.0);
        let m = meta(json!({"url": "u", "time-limit": 1, "memory-limit": 512, "judge": ["luogu", "codeforces"], "compare": "tokens-any-case", "jury": "p-jury"}))
            .unwrap();
        assert_eq!(m.judges, [Target::Luogu, Target::Codeforces]);
        assert_eq!(m.compare, Rule::TokensAnyCase);
        assert_eq!(m.stack_mib(), 512.0);
        assert_eq!(m.jury.as_deref(), Some("p-jury"));
    }

    #[test]
    fn every_broken_key_is_named_with_the_manifest() {
        let base = json!({"url": "u", "time-limit": 1, "memory-limit": 64, "judge": "plain", "compare": "tokens"});
        let with = |key: &str, value: serde_json::Value| {
            let mut m = base.clone();
            m[key] = value;
            meta(m).unwrap_err()
        };
        let without = |key: &str| {
            let mut m = base.clone();
            m.as_object_mut().unwrap().remove(key);
            meta(m).unwrap_err()
        };
        let cases = [
            (
                with("time-limit", json!("2")),
                "time-limit = \"2\": expected a positive number of seconds",
            ),
            (
                with("time-limit", json!(0)),
                "time-limit = 0: expected a positive",
            ),
            (
                with("memory-limit", json!(-1)),
                "memory-limit = -1: expected a positive number of MiB",
            ),
            (
                with("judge", json!("poj")),
                "judge = \"poj\": expected one of atcoder, codeforces, luogu, library-checker, cses, plain or a list of them",
            ),
            (with("judge", json!([])), "judge = []: expected one of"),
            (
                with("compare", json!("exact")),
                "compare = \"exact\": expected \"tokens\", \"tokens-any-case\" or \"lines\"",
            ),
            (without("compare"), "no `compare`"),
            (with("url", json!("")), "url = \"\": expected a non-empty"),
            (with("url", json!("a b")), "percent-encode"),
            (with("timelimit", json!(1)), "unknown key `timelimit`"),
            (with("checker", json!("p")), "checker = \"p\": not a binary"),
            (
                with("jury", json!("q-jury")),
                "jury = \"q-jury\": not an example",
            ),
            (
                with("checker", json!("q-checker")),
                "checker = \"q-checker\": not a binary",
            ),
            (without("time-limit"), "no `time-limit` (seconds)"),
            (without("judge"), "no `judge`"),
            (without("url"), "no `url`"),
        ];
        for (message, want) in cases {
            assert!(message.starts_with("crates/p/Cargo.toml: "), "{message}");
            assert!(message.contains(want), "{message} lacks {want}");
        }
        let none = problem_meta(&json!({}), "crates/p/Cargo.toml", &[], &[], "p").unwrap_err();
        assert!(none.contains("no [package.metadata.problem]"), "{none}");
        let not_table = problem_meta(&json!({"problem": 1}), "m", &[], &[], "p").unwrap_err();
        assert!(not_table.contains("must be a table"), "{not_table}");
    }
}
