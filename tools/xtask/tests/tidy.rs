//! The invariants ARCHITECTURE.md and CONVENTIONS.md state, checked on the
//! tree instead of trusted as prose (rust-analyzer's `tidy.rs` is the
//! model). Each test names the rule it keeps; a failure lists every place
//! that breaks it.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use xtask::workspace::Workspace;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

fn workspace() -> Workspace {
    Workspace::load(&root()).unwrap_or_else(|e| panic!("{e}"))
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[track_caller]
fn assert_none(problems: Vec<String>) {
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// `cargo metadata` as JSON, for what [`Workspace`] does not keep.
fn metadata() -> Value {
    let out = Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--manifest-path",
        ])
        .arg(root().join("Cargo.toml"))
        .output()
        .unwrap();
    assert!(out.status.success());
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn every_problem_has_metadata_judge_data_a_statement_max_cases_and_a_reference() {
    // Workspace::load already refused any problem without complete metadata.
    let ws = workspace();
    let mut problems = Vec::new();
    for p in &ws.problems {
        let dir = ws.judge_data(&p.id);
        for file in ["STATEMENT.md", "README.md", "sample-1.in", "sample-1.ans"] {
            if !dir.join(file).is_file() {
                problems.push(format!("judge-data/{}/{file} is missing", p.id));
            }
        }
        let reference = ws.root.join("references").join(format!("{}.cpp", p.id));
        if !reference.is_file() {
            problems.push(format!(
                "references/{}.cpp is missing (the C++ speed reference)",
                p.id
            ));
        }
        if xtask::cases::max_cases(&dir).is_empty() {
            problems.push(format!(
                "judge-data/{} has no max-* case for scripts/bench",
                p.id
            ));
        }
    }
    for entry in fs::read_dir(ws.root.join("judge-data")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if ws.problem(&name).is_err() {
            problems.push(format!(
                "judge-data/{name} has no problem crate crates/{name}"
            ));
        }
    }
    assert_none(problems);
}

#[test]
fn every_sample_is_in_the_statement() {
    // The samples test (`problem_tests!`) runs every sample-N; each must
    // also be the statement's, as a ``` block of STATEMENT.md.
    let ws = workspace();
    let mut problems = Vec::new();
    for p in &ws.problems {
        let dir = ws.judge_data(&p.id);
        let statement = read(&dir.join("STATEMENT.md"));
        let blocks: Vec<&str> = statement
            .split("```")
            .skip(1)
            .step_by(2)
            .map(|b| b.split_once('\n').map_or("", |(_, body)| body))
            .collect();
        let (cases, _) = xtask::cases::cases(&dir);
        let samples = xtask::cases::samples(&cases);
        if samples.is_empty() {
            problems.push(format!("judge-data/{} has no sample-1.in", p.id));
        }
        for c in samples {
            for path in [&c.input, &c.answer] {
                let text = read(path);
                if !blocks.contains(&text.as_str()) {
                    problems.push(format!(
                        "judge-data/{}/STATEMENT.md does not hold {} as a ``` block",
                        p.id,
                        path.file_name().unwrap_or_default().to_string_lossy()
                    ));
                }
            }
        }
    }
    assert_none(problems);
}

#[test]
fn every_problem_is_its_submission_its_tests_and_its_spec() {
    // src/main.rs is what the judge sees and ends with `mod tests;`;
    // src/tests.rs declares the shared tests once; the spec is an example
    // that `scripts/stress`, `scripts/generate` and `scripts/export` run.
    let ws = workspace();
    let mut problems = Vec::new();
    for p in &ws.problems {
        let main = read(&p.main);
        let dir = p.main.parent().unwrap();
        if !main.trim_end().ends_with("#[cfg(test)]\nmod tests;") || main.contains("mod tests {") {
            problems.push(format!(
                "{}: the tests belong in src/tests.rs; main.rs ends with `#[cfg(test)] mod tests;`",
                ws.shown(&p.main)
            ));
        }
        let tests = dir.join("tests.rs");
        let spec_name = format!("{}-spec.rs", p.id);
        match fs::read_to_string(&tests) {
            Ok(text) => {
                if !text.contains("test_support::problem_tests! {") {
                    problems.push(format!(
                        "{}: no test_support::problem_tests! declaration",
                        ws.shown(&tests)
                    ));
                }
                if !text.contains(&format!("#[path = \"../examples/{spec_name}\"]\nmod spec;")) {
                    problems.push(format!(
                        "{}: does not include examples/{spec_name} as `mod spec`",
                        ws.shown(&tests)
                    ));
                }
            }
            Err(_) => problems.push(format!("{}: missing", ws.shown(&tests))),
        }
        let spec = dir.join("../examples").join(&spec_name);
        match fs::read_to_string(&spec) {
            Ok(text) if text.contains("test_support::spec! {") => {}
            Ok(_) => problems.push(format!(
                "crates/{}/examples/{spec_name}: no test_support::spec! declaration",
                p.id
            )),
            Err(_) => problems.push(format!("crates/{}/examples/{spec_name}: missing", p.id)),
        }
    }
    assert_none(problems);
}

#[test]
fn every_problem_opens_with_the_header() {
    let ws = workspace();
    let mut problems = Vec::new();
    for p in &ws.problems {
        let main = read(&p.main);
        let header: String = main
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .collect::<Vec<_>>()
            .join("\n");
        for part in ["**Game**", "**Theory**", "**Reduction**", "**Complexity**"] {
            if !header.contains(part) {
                problems.push(format!(
                    "{}: the //! header has no {part}",
                    ws.shown(&p.main)
                ));
            }
        }
        if !header.contains(&p.meta.url) {
            problems.push(format!(
                "{}: the header does not link {}",
                ws.shown(&p.main),
                p.meta.url
            ));
        }
    }
    assert_none(problems);
}

#[test]
fn problems_depend_on_libraries_only_and_test_crates_only_in_tests() {
    let ws = workspace();
    let json = metadata();
    let test_only = ["test-support", "game-search"];
    let mut problems = Vec::new();
    for package in json["packages"].as_array().unwrap() {
        let name = package["name"].as_str().unwrap();
        let is_problem = ws.problem(name).is_ok();
        for dep in package["dependencies"].as_array().unwrap() {
            let dep_name = dep["name"].as_str().unwrap();
            let normal = dep["kind"].is_null();
            if ws.problem(dep_name).is_ok() {
                problems.push(format!("{name} depends on the problem crate {dep_name}"));
            }
            // The tool is never bundled; it shares test-support's stress
            // search with the problems' tests.
            if normal
                && test_only.contains(&dep_name)
                && !test_only.contains(&name)
                && name != "xtask"
            {
                problems.push(format!("{name} has the test-only {dep_name} under [dependencies]: a bundle would paste it"));
            }
        }
        // The pasted libraries depend on nothing.
        if ["sg-core", "judge-io"].contains(&name) {
            let normal: Vec<&str> = package["dependencies"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|d| d["kind"].is_null())
                .map(|d| d["name"].as_str().unwrap())
                .collect();
            if !normal.is_empty() {
                problems.push(format!(
                    "{name} depends on {normal:?}; it is pasted into submissions"
                ));
            }
        }
        if is_problem && package["rust_version"].as_str().is_none() {
            problems.push(format!("{name} states no rust-version"));
        }
    }
    assert_none(problems);
}

/// The files a bundle pastes that may hold `unsafe`, and how many `unsafe`
/// tokens each may hold outside its items under `#[cfg(test)]`:
/// lc-nim-product-64's SIMD (an `unsafe fn` that takes the detected features,
/// and its one call after run-time detection; in it the blocks around its calls
/// of the two kernels; the kernels, an `unsafe fn` with
/// `#[target_feature(enable = "pclmulqdq")]` for the carry-less multiply and
/// one with `"avx2"` for the change of basis, each with a block inside), and
/// judge-io's SIMD reading of numbers (ten `unsafe fn` with
/// `#[target_feature]`, AVX2 and for the two decoders BMI1, LZCNT and POPCNT
/// too: in eight of them a block around the body, in the decoders
/// (`decode_blocks` and `decode_windows`) three blocks each around their calls
/// of the others; and the three blocks around the calls of the decoders, made
/// only after run-time detection), and judge-io's mapping of stdin (the blocks
/// around the system calls `mmap` and `munmap` and around the slice of the
/// mapped bytes). Every `unsafe` block there needs a `// SAFETY:` comment.
const UNSAFE_ALLOWED: [(&str, usize); 3] = [
    ("crates/lc-nim-product-64/src/main.rs", 8),
    ("crates/judge-io/src/simd.rs", 27),
    ("crates/judge-io/src/map.rs", 3),
];

/// Whether an item is under `#[cfg(test)]`.
fn is_test_only(item: &syn::Item) -> bool {
    let attrs = match item {
        syn::Item::Fn(item) => &item.attrs,
        syn::Item::Mod(item) => &item.attrs,
        syn::Item::Impl(item) => &item.attrs,
        syn::Item::Use(item) => &item.attrs,
        syn::Item::Const(item) => &item.attrs,
        syn::Item::Static(item) => &item.attrs,
        syn::Item::Struct(item) => &item.attrs,
        syn::Item::Enum(item) => &item.attrs,
        _ => return false,
    };
    attrs
        .iter()
        .any(|a| quote::ToTokens::to_token_stream(a).to_string() == "# [cfg (test)]")
}

#[test]
fn what_a_bundle_pastes_holds_no_unsafe_code() {
    let ws = workspace();
    let mut sources: Vec<PathBuf> = ws.problems.iter().map(|p| p.main.clone()).collect();
    // Every file of the libraries, not only lib.rs: their modules are
    // pasted too.
    for library in ["sg-core", "judge-io"] {
        let src = ws.libraries[library].src.parent().unwrap().to_path_buf();
        let mut files: Vec<PathBuf> = fs::read_dir(&src)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "rs"))
            .collect();
        files.sort();
        assert!(files.len() > 1, "{}: no modules found", src.display());
        sources.extend(files);
    }
    let mut problems = Vec::new();
    for src in sources {
        let text = read(&src);
        let mut file = syn::parse_file(&text).unwrap();
        // A bundle leaves out the items under #[cfg(test)] (the tests, and
        // what only they call).
        file.items.retain(|item| !is_test_only(item));
        let tokens = quote::ToTokens::to_token_stream(&file).to_string();
        let count = tokens.split_whitespace().filter(|&t| t == "unsafe").count();
        let shown = ws.shown(&src);
        match UNSAFE_ALLOWED.iter().find(|(path, _)| *path == shown) {
            None if count > 0 => problems.push(format!("{shown} holds unsafe code")),
            None => {}
            Some(&(_, allowed)) => {
                if count > allowed {
                    problems.push(format!(
                        "{shown} holds {count} `unsafe`, more than the {allowed} allowed"
                    ));
                }
                let blocks = text.matches("unsafe {").count();
                let reasons = text.matches("// SAFETY:").count();
                if reasons < blocks {
                    problems.push(format!(
                        "{shown}: {blocks} unsafe blocks, {reasons} `// SAFETY:` comments"
                    ));
                }
            }
        }
    }
    for (path, _) in UNSAFE_ALLOWED {
        if !ws.root.join(path).is_file() {
            problems.push(format!("UNSAFE_ALLOWED names {path}, which does not exist"));
        }
    }
    assert_none(problems);
}

#[test]
fn tests_are_named_for_what_they_pin_and_never_ignored() {
    let mut problems = Vec::new();
    for file in rust_files(&root()) {
        let text = read(&file);
        let shown = file.strip_prefix(root()).unwrap().display().to_string();
        for (i, line) in text.lines().enumerate() {
            let t = line.trim_start();
            if t.starts_with("#[ignore") {
                problems.push(format!("{shown}:{}: #[ignore]", i + 1));
            }
            if t.starts_with("fn test_") {
                problems.push(format!("{shown}:{}: a test_ prefix says nothing", i + 1));
            }
        }
    }
    assert_none(problems);
}

/// Every `.rs` file of the workspace but target/.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut res = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy();
        if name == "target" || name.starts_with('.') || name == "judge-data" {
            continue;
        }
        if path.is_dir() {
            res.extend(rust_files(&path));
        } else if name.ends_with(".rs") {
            res.push(path);
        }
    }
    res
}

/// The documents users and contributors read.
const DOCS: [&str; 6] = [
    "README.md",
    "ARCHITECTURE.md",
    "CONVENTIONS.md",
    "docs/problems.md",
    "docs/performance.md",
    "docs/tools.md",
];

#[test]
fn every_path_the_documents_name_exists() {
    let ws = workspace();
    let mut problems = Vec::new();
    for doc in DOCS {
        let text = read(&ws.root.join(doc));
        for (i, chunk) in text.split('`').enumerate() {
            if i % 2 == 0 {
                continue;
            }
            let path = chunk.split_whitespace().next().unwrap_or("");
            let named = [
                "crates/",
                "tools/",
                "scripts/",
                "judge-data/",
                ".ci/",
                "docs/",
            ]
            .iter()
            .any(|p| path.starts_with(p));
            if !named || path.contains(['*', '{']) {
                continue;
            }
            let path = path.trim_end_matches([',', '.', ':', ')']);
            let exists = if path.contains("<id>") {
                ws.problems.iter().any(|p| {
                    ws.root
                        .join(
                            path.replace("<id>", &p.id)
                                .replace("<stem>", "sample-1")
                                .replace("sample-N", "sample-1"),
                        )
                        .exists()
                })
            } else if path.contains('<') {
                true
            } else {
                ws.root.join(path).exists()
            };
            if !exists {
                problems.push(format!("{doc}: `{path}` does not exist"));
            }
        }
    }
    assert_none(problems);
}

#[test]
fn the_generated_tables_are_current() {
    // docs/problems.md from the manifests, judge-data/ and submissions/;
    // docs/performance.md from the saved run docs/bench.tsv; docs/mutants.md
    // from the saved run docs/mutants.json and the exclusions.
    let ws = workspace();
    if let Err(e) = xtask::tables::check(&ws) {
        panic!("\n{e}");
    }
}

#[test]
fn every_problem_has_a_saved_benchmark_row() {
    let ws = workspace();
    let bench = xtask::results::load(&ws).unwrap_or_else(|e| panic!("{e}"));
    let mut problems = Vec::new();
    for p in &ws.problems {
        if !bench
            .rows
            .iter()
            .any(|r| r.problem == p.id && r.program == "ours")
        {
            problems.push(format!(
                "docs/bench.tsv has no row for `{0}`: run scripts/bench --runs 9 --against cpp --save {0}",
                p.id
            ));
        }
    }
    for r in &bench.rows {
        if ws.problem(&r.problem).is_err() {
            problems.push(format!(
                "docs/bench.tsv has a row for `{}`, which is not a problem",
                r.problem
            ));
        }
    }
    assert_none(problems);
}

#[test]
fn the_mutation_run_measured_the_code_as_it_is_and_missed_nothing() {
    // docs/mutants.json (scripts/mutants --save), row by row: each row's
    // fingerprints of the files it mutated (and, against the judge data, of
    // the problem's judge data) equal them now (CI cannot run cargo-mutants
    // on a change: it has no diff, and a full run takes hours); no row
    // missed a mutant; no row of a unit that is gone; the exclusions each
    // under a comment. A unit with no row yet is no failure here: the
    // generated table lists it as not run.
    let ws = workspace();
    let results = xtask::mutants::load(&ws).unwrap_or_else(|e| panic!("{e}"));
    for file in [xtask::mutants::EQUIVALENT, xtask::mutants::OUTSIDE] {
        if let Err(e) = xtask::mutants::exclusions(&ws, file) {
            panic!("{e}");
        }
    }
    assert_none(xtask::mutants::stale(&ws, &results));
}

#[test]
fn every_problem_describes_itself_for_the_problems_table() {
    // docs/problems.md shows the description's title (before ": ") as the
    // link to the statement, and the rest as what the problem is.
    let ws = workspace();
    let mut problems = Vec::new();
    for p in &ws.problems {
        let parts = p.description.split_once(": ");
        if !parts.is_some_and(|(title, what)| !title.trim().is_empty() && !what.trim().is_empty()) {
            problems.push(format!(
                "{}: description = {:?}: give the judge's title, \": \", then what the solution does",
                ws.shown(&p.manifest),
                p.description
            ));
        }
    }
    assert_none(problems);
}

#[test]
fn the_readme_is_a_newcomers_page_of_at_most_8_kib() {
    // What is not for a newcomer lives in CONVENTIONS.md, ARCHITECTURE.md
    // and docs/ (issue 27: each fact once).
    let size = read(&root().join("README.md")).len();
    assert!(
        size <= 8192,
        "README.md is {size} bytes; move what a newcomer does not need to CONVENTIONS.md or docs/"
    );
}

#[test]
fn readme_architecture_and_conventions_together_are_at_most_30_kb() {
    // Each fact once (issue 34): a fact the three pages share lives in one
    // of them, or in the module doc the pages point to.
    let sizes: Vec<(&str, usize)> = ["README.md", "ARCHITECTURE.md", "CONVENTIONS.md"]
        .iter()
        .map(|f| (*f, read(&root().join(f)).len()))
        .collect();
    let total: usize = sizes.iter().map(|s| s.1).sum();
    assert!(
        total <= 30_000,
        "README.md, ARCHITECTURE.md and CONVENTIONS.md are {total} bytes together ({sizes:?}); \
         the limit is 30000: say each fact once, in one of them or in the module doc they name"
    );
}

/// Names of things that are gone; a document or comment that uses one
/// describes a workspace that no longer exists.
const STALE: [(&str, &str); 9] = [
    ("tools/judge-tools", "the tool is tools/xtask"),
    (
        "lib.sh",
        "scripts/lib.sh is gone; the tool reads the metadata",
    ),
    (
        "scripts/templates",
        "the templates are in tools/xtask/templates",
    ),
    (
        "examples/bench-inputs.rs",
        "the file is examples/<id>-bench-inputs.rs",
    ),
    (
        "proconio 0.4.5",
        "AtCoder installs a newer proconio (targets.rs)",
    ),
    (
        "itertools 0.11.0",
        "AtCoder installs a newer itertools (targets.rs)",
    ),
    ("16 KiB", "the bundle cap is 64 KiB"),
    (
        "clippy.toml",
        "rust-version in each manifest is clippy's msrv",
    ),
    ("BUNDLES_ONLY=", "not a variable a user needs"),
];

#[test]
fn no_stale_names() {
    let ws = workspace();
    let mut files: Vec<PathBuf> = DOCS.iter().map(|d| ws.root.join(d)).collect();
    files.extend(rust_files(&ws.root));
    files.push(ws.root.join(".ci/run"));
    for script in fs::read_dir(ws.root.join("scripts")).unwrap() {
        files.push(script.unwrap().path());
    }
    for template in fs::read_dir(ws.root.join("tools/xtask/templates")).unwrap() {
        let path = template.unwrap().path();
        if path.is_file() {
            files.push(path);
        }
    }
    let this = Path::new(file!()).file_name().unwrap().to_owned();
    let mut problems = Vec::new();
    for file in files {
        if file.file_name() == Some(this.as_os_str()) {
            continue;
        }
        let text = read(&file);
        for (name, why) in STALE {
            if text.contains(name) {
                problems.push(format!("{}: `{name}`: {why}", ws.shown(&file)));
            }
        }
    }
    assert_none(problems);
}

#[test]
fn the_scripts_are_thin() {
    // The tool does the work; a script only starts it (no Cargo.toml is
    // read by a shell script).
    let ws = workspace();
    let mut problems = Vec::new();
    for entry in fs::read_dir(ws.root.join("scripts")).unwrap() {
        let path = entry.unwrap().path();
        let text = read(&path);
        let code = text
            .lines()
            .filter(|l| !l.trim_start().starts_with('#') && !l.trim().is_empty())
            .count();
        if code > 8 {
            problems.push(format!("{}: {code} lines of shell", ws.shown(&path)));
        }
        if text.contains("Cargo.toml") && !text.contains("--manifest-path") {
            problems.push(format!("{} reads a manifest", ws.shown(&path)));
        }
    }
    assert_none(problems);
}

#[test]
fn no_source_file_of_the_tool_or_of_test_support_is_over_500_lines() {
    // Issue 34: a file a reader opens whole; past 500 lines it holds more
    // than one concern.
    let ws = workspace();
    let mut problems = Vec::new();
    for dir in ["tools/xtask/src", "crates/test-support/src"] {
        let mut found = rust_files(&ws.root.join(dir));
        found.sort();
        for file in found {
            let lines = read(&file).lines().count();
            if lines > 500 {
                problems.push(format!(
                    "{}: {lines} lines, over 500: split it by concern into a folder module",
                    ws.shown(&file)
                ));
            }
        }
    }
    assert_none(problems);
}

#[test]
fn ci_reads_no_rust_source() {
    // .ci/run asks the tool what to install (scripts/toolchains) instead of
    // reading the tool's source, which may say it otherwise.
    let ci = read(&root().join(".ci/run"));
    let mut problems = Vec::new();
    for (i, line) in ci.lines().enumerate() {
        if !line.trim_start().starts_with('#') && (line.contains(".rs") || line.contains("/src/")) {
            problems.push(format!(".ci/run:{}: reads a source file: {line}", i + 1));
        }
    }
    assert_none(problems);
}

#[test]
fn every_statement_says_how_its_judge_compares() {
    // The manifest's `compare` is a claim about the judge: STATEMENT.md
    // gives it and its source, under "## Judging".
    let ws = workspace();
    let mut problems = Vec::new();
    for p in &ws.problems {
        let statement = read(&ws.judge_data(&p.id).join("STATEMENT.md"));
        let Some((_, judging)) = statement.split_once("\n## Judging\n") else {
            problems.push(format!(
                "judge-data/{}/STATEMENT.md has no \"## Judging\" section",
                p.id
            ));
            continue;
        };
        let by_program = p.meta.checker.is_some() || p.meta.jury.is_some();
        let rule = format!("compare = \"{}\"", p.meta.compare.name());
        if !by_program && !judging.replace('\n', " ").contains(&rule) {
            problems.push(format!(
                "judge-data/{}/STATEMENT.md: \"## Judging\" does not say `{rule}` (the manifest's)",
                p.id
            ));
        }
    }
    assert_none(problems);
}

/// The kept solutions, `submissions/<id>/<kind>/<file>`: (id, kind, file),
/// sorted.
fn kept_solutions(root: &Path) -> Vec<(String, String, PathBuf)> {
    let mut res = Vec::new();
    let top = root.join("submissions");
    let names = |dir: &Path| -> Vec<(String, PathBuf)> {
        fs::read_dir(dir)
            .map(|entries| {
                entries
                    .flatten()
                    .map(|e| (e.file_name().to_string_lossy().into_owned(), e.path()))
                    .collect()
            })
            .unwrap_or_default()
    };
    for (id, id_dir) in names(&top) {
        for (kind, kind_dir) in names(&id_dir) {
            for (_, file) in names(&kind_dir) {
                res.push((id.clone(), kind.clone(), file));
            }
        }
    }
    res.sort();
    res
}

#[test]
fn every_problem_keeps_three_wrong_solutions_each_headed_by_its_verdict() {
    // The layout itself (kinds, .cpp only, problem ids) is checked by
    // tests/submissions.rs, which judges them.
    let ws = workspace();
    let kept = kept_solutions(&ws.root);
    let mut problems = Vec::new();
    for p in &ws.problems {
        let wrong = kept
            .iter()
            .filter(|(id, kind, _)| {
                *id == p.id && (kind == "wrong_answer" || kind == "run_time_error")
            })
            .count();
        if wrong < 3 {
            problems.push(format!(
                "submissions/{}/wrong_answer/ and run_time_error/ hold {wrong} solutions; every problem keeps at least 3",
                p.id
            ));
        }
    }
    for (_, kind, file) in &kept {
        let text = fs::read_to_string(file).unwrap_or_default();
        let first = text.lines().next().unwrap_or("");
        let said = first.strip_prefix(&format!("// {kind}: ")).unwrap_or("");
        if said.trim().is_empty() {
            problems.push(format!(
                "{}: the first line must be `// {kind}: ` and what it does wrong",
                ws.shown(file)
            ));
        }
    }
    assert_none(problems);
}

#[test]
fn cpp_files_include_standard_headers_not_bits_stdcpp() {
    // <bits/stdc++.h> is GCC's: clang with libc++ and MSVC have none, and
    // BAPCtools reports every file that includes it.
    let ws = workspace();
    let mut sources: Vec<PathBuf> = kept_solutions(&ws.root)
        .into_iter()
        .map(|(_, _, file)| file)
        .collect();
    sources.extend(
        fs::read_dir(ws.root.join("references"))
            .unwrap()
            .flatten()
            .map(|e| e.path()),
    );
    let problems = sources
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "cpp"))
        .filter(|f| read(f).contains("bits/stdc++.h"))
        .map(|f| {
            format!(
                "{}: includes <bits/stdc++.h>; include the standard headers it uses (<iostream> first)",
                ws.shown(f)
            )
        })
        .collect();
    assert_none(problems);
}

/// Every file below `dir` but target/ and hidden ones.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut res = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy();
        if name == "target" || name.starts_with('.') {
            continue;
        }
        if path.is_dir() {
            res.extend(files(&path));
        } else {
            res.push(path);
        }
    }
    res
}

/// How the workspace manifest pins a crate a judge installs.
fn pin(c: &xtask::targets::Crate) -> String {
    format!("{} = \"={}\"", c.name, c.version)
}

#[test]
fn the_workspace_pins_what_the_judges_table_says() {
    // Cargo builds the AtCoder-only problems with the crates AtCoder
    // installs, and the workspace's floor is the old rustc: the manifest
    // states them for cargo, the judges' table for everything else, and
    // here they are held equal.
    use xtask::targets::{ALL, OLD_RUSTC};
    let ws = workspace();
    let manifest = read(&ws.root.join("Cargo.toml"));
    let mut problems = Vec::new();
    let crates: Vec<_> = ALL.iter().flat_map(|t| t.crates()).collect();
    for c in &crates {
        if !manifest.lines().any(|l| l.trim() == pin(c)) {
            problems.push(format!(
                "Cargo.toml: [workspace.dependencies] lacks `{}`, the version targets.rs gives",
                pin(c)
            ));
        }
    }
    let json = metadata();
    let mut floor: Option<(u32, u32)> = None;
    for package in json["packages"].as_array().unwrap() {
        let name = package["name"].as_str().unwrap_or_default();
        for d in package["dependencies"].as_array().into_iter().flatten() {
            let dep = d["name"].as_str().unwrap_or_default();
            if let Some(c) = crates.iter().find(|c| c.name == dep) {
                let req = d["req"].as_str().unwrap_or_default();
                if req != format!("={}", c.version) {
                    problems.push(format!(
                        "{name} depends on {dep} {req}; the judges' table says ={}",
                        c.version
                    ));
                }
            }
        }
        if let Some(v) = package["rust_version"].as_str() {
            let mut parts = v.split('.').map(|p| p.parse::<u32>().unwrap_or(0));
            let v = (parts.next().unwrap_or(0), parts.next().unwrap_or(0));
            floor = Some(floor.map_or(v, |f| f.min(v)));
        }
    }
    let old = OLD_RUSTC.version;
    match floor {
        Some((major, minor)) if format!("{major}.{minor}") == old => {}
        other => problems.push(format!(
            "the oldest rust-version of the workspace is {other:?}; the judges' old rustc is {old}"
        )),
    }
    assert_none(problems);
}

#[test]
fn no_judge_version_is_written_outside_the_judges_table() {
    // A judge's compiler and crate versions live in
    // tools/xtask/src/targets.rs alone (a new rustc is an edit of that
    // file); what shows them elsewhere is generated from it (the help, the
    // tables between the generated-table lines) or checked against it (the
    // workspace manifest's pins and rust-version, above). Problem crates
    // and statements are left out: they cite what a judge ran when they
    // were written, as sources.
    let ws = workspace();
    let mut scanned: Vec<PathBuf> = [
        "README.md",
        "ARCHITECTURE.md",
        "CONVENTIONS.md",
        "Cargo.toml",
    ]
    .iter()
    .map(|f| ws.root.join(f))
    .collect();
    for dir in ["docs", "tools", "scripts", ".ci", "references"] {
        scanned.extend(files(&ws.root.join(dir)));
    }
    let table = ws.root.join("tools/xtask/src/targets.rs");
    let checked_lines: Vec<String> = xtask::targets::ALL
        .iter()
        .flat_map(|t| t.crates())
        .map(pin)
        .chain([format!(
            "rust-version = \"{}\"",
            xtask::targets::OLD_RUSTC.version
        )])
        .collect();
    // The saved runs are measurements the tools write, whose numbers (a
    // time in milliseconds beside the word rustc) can read as versions.
    let saved_runs = [
        ws.root.join("docs/bench.tsv"),
        ws.root.join("docs/mutants.json"),
    ];
    let mut problems = Vec::new();
    for file in scanned {
        if file == table || saved_runs.contains(&file) {
            continue;
        }
        let Ok(text) = fs::read_to_string(&file) else {
            continue; // not text
        };
        let mut generated = false;
        for (i, line) in text.lines().enumerate() {
            if line == xtask::tables::BEGIN || line == xtask::tables::END {
                generated = line == xtask::tables::BEGIN;
                continue;
            }
            if generated || checked_lines.iter().any(|l| l == line.trim()) {
                continue;
            }
            for (_, version, what) in xtask::targets::versions_in(line) {
                problems.push(format!(
                    "{}:{}: `{version}` ({what}): a judge's version belongs in tools/xtask/src/targets.rs; take it from there",
                    ws.shown(&file),
                    i + 1
                ));
            }
        }
    }
    assert_none(problems);
}
