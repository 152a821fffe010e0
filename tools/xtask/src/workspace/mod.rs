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

mod meta;

use meta::problem_meta;
pub use meta::{Meta, META_KEYS};

pub use crate::targets::{Rule, Target};

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
    /// Its folder, from the root (`crates/sg-core`).
    pub dir: String,
    /// The packages of the workspace it depends on, of every kind (normal,
    /// dev and build): what its tests build beside it.
    pub local_dependencies: Vec<String>,
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
            let manifest = PathBuf::from(str_field(package, "manifest_path")?);
            let dir = manifest.parent().unwrap_or(Path::new("/")).to_path_buf();
            members.push(Member {
                name: name.clone(),
                rust_version: package["rust_version"].as_str().map(str::to_string),
                dir: relative(&dir, &root),
                local_dependencies: package["dependencies"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter(|d| is_local(d, &root))
                    .filter_map(|d| d["name"].as_str().map(str::to_string))
                    .collect(),
            });
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
        res.push(Dependency {
            name,
            local: is_local(d, root),
        });
    }
    res
}

/// Whether a dependency of cargo metadata is a path inside the workspace.
fn is_local(dependency: &Value, root: &Path) -> bool {
    dependency["path"]
        .as_str()
        .is_some_and(|p| Path::new(p).starts_with(root))
}
