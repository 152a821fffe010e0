//! The bundler against the constructs that broke line-based bundlers, and
//! those that made a bundle mean something else, in a scratch workspace of
//! a toy problem and toy libraries. Each construct the workspace builds is
//! either bundled so that the bundle prints what the workspace binary
//! prints (the bundle command checks this itself: it judges the compiled
//! bundle on judge data the workspace binary answered, and on bad input
//! beside it; where a construct could change only some answers, the test
//! also runs the written bundle beside the workspace binary on inputs the
//! stored data lacks, chosen to tell them apart), or refused with one line
//! naming the construct and its place, writing nothing.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A scratch workspace: `crates/toy` (the problem), `crates/toy-lib` and
/// `crates/other-lib` (libraries), `judge-data/toy`.
struct Scratch {
    root: PathBuf,
}

const PROBLEM_META: &str = "[package.metadata.problem]
url = \"https://example.com/toy\"
time-limit = 2
memory-limit = 256
judge = \"plain\"
compare = \"tokens\"
";

impl Scratch {
    fn new(name: &str) -> Self {
        let root =
            std::env::temp_dir().join(format!("xtask-bundler-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(&root).unwrap();
        let s = Scratch { root };
        s.write(
            "Cargo.toml",
            "[workspace]\nmembers = [\"crates/*\"]\nresolver = \"2\"\n\n[workspace.package]\nedition = \"2021\"\nversion = \"0.0.0\"\n",
        );
        s
    }

    fn write(&self, path: &str, text: &str) {
        let path = self.root.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }

    /// A library crate `name` with `lib.rs` and more manifest lines.
    fn library(&self, name: &str, lib_rs: &str, manifest_rest: &str) {
        self.write(
            &format!("crates/{name}/Cargo.toml"),
            &format!("[package]\nname = \"{name}\"\nversion.workspace = true\nedition.workspace = true\n{manifest_rest}"),
        );
        self.write(&format!("crates/{name}/src/lib.rs"), lib_rs);
    }

    /// The problem crate `toy` with `main.rs` and its dependencies section.
    fn problem(&self, main_rs: &str, dependencies: &str) {
        self.write(
            "crates/toy/Cargo.toml",
            &format!("[package]\nname = \"toy\"\nversion.workspace = true\nedition.workspace = true\n\n{PROBLEM_META}\n{dependencies}"),
        );
        self.write("crates/toy/src/main.rs", main_rs);
    }

    /// The tool on this workspace. A bundle check needs the judges'
    /// compilers: the rustup ones are installed where missing; without
    /// the old rustc its builds are left out (`--allow-missing`).
    fn xtask(&self, args: &[&str]) -> Output {
        xtask::toolchains::install_missing().unwrap();
        let mut args = args.to_vec();
        if args[0] == "bundle" && xtask::toolchains::old_rustc().unwrap().is_none() {
            args.push("--allow-missing");
        }
        Command::new(env!("CARGO_BIN_EXE_xtask"))
            .env("XTASK_ROOT", &self.root)
            .args(&args)
            .output()
            .unwrap()
    }

    /// Builds the workspace binary and stores its answer to `input` as the
    /// judge data's sample; returns the answer.
    fn answer_with_the_workspace_binary(&self, input: &str) -> String {
        let answer = run_binary(&self.workspace_binary(), input);
        self.write("judge-data/toy/sample-1.in", input);
        self.write("judge-data/toy/sample-1.ans", &answer);
        answer
    }

    /// The workspace binary of the toy problem, built.
    fn workspace_binary(&self) -> PathBuf {
        let out = Command::new(env!("CARGO"))
            .current_dir(&self.root)
            .args(["build", "--release", "--quiet", "-p", "toy"])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        target_dir(&self.root).join("release/toy")
    }

    /// Bundles the toy problem, whose judge data holds one sample, `sample`
    /// answered by the workspace binary (the bundle check judges it); then
    /// compiles the written bundle with the current rustc and runs it
    /// beside the workspace binary on each `telling` input, which the
    /// stored data lacks: the two must answer each alike. `expected` is
    /// what the workspace binary answers to each telling input, worked out
    /// by hand from the construct under test, so that each input is seen
    /// to exercise it. Returns the bundle.
    fn bundled_and_compared(&self, sample: &str, telling: &[(&str, &str)]) -> String {
        self.answer_with_the_workspace_binary(sample);
        let file = self.root.join("toy.rs");
        let out = self.xtask(&["bundle", "toy", "-o", file.to_str().unwrap()]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{stderr}");
        let bundle = fs::read_to_string(&file).unwrap();
        let binary = self.root.join("bundled-toy");
        let out = Command::new(xtask::toolchains::current_rustc())
            .args(["--edition", "2021", "-O", "--crate-name", "toy", "-o"])
            .arg(&binary)
            .arg(&file)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let workspace = self.workspace_binary();
        for (input, expected) in telling {
            let answer = run_binary(&workspace, input);
            assert_eq!(answer, *expected, "the workspace binary on {input:?}");
            assert_eq!(
                run_binary(&binary, input),
                answer,
                "the bundle on {input:?}:\n{bundle}"
            );
        }
        bundle
    }
}

/// What `binary` prints on `input`; it must succeed.
fn run_binary(binary: &Path, input: &str) -> String {
    let mut child = Command::new(binary)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    // A toy that never reads may exit before its input is written: a
    // broken pipe is then no failure.
    if let Err(e) = child.stdin.take().unwrap().write_all(input.as_bytes()) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{} on {input:?}", binary.display());
    String::from_utf8(out.stdout).unwrap()
}

fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"))
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.root);
    }
}

const TOY_LIB: &str = r####"//! A library with what line-based bundlers broke on.
#![warn(missing_docs)]

use std::fmt::Write as _;

/// Filled by a block: a line-based shaker cut it at its first `;`.
pub const TABLE: [u64; 4] = {
    let mut t = [0; 4];
    let mut i = 0;
    while i < 4 {
        t[i] = i as u64 * 3;
        i += 1;
    }
    t
};

/// A raw string with a `}` at column 0 and a `//` line inside.
pub const BRACE: &str = r#"{
}
// not a comment
after"#;

const GREETING: &str = "hello";

/// Names GREETING only inside a format string.
pub fn banner() -> String {
    format!("{GREETING}!")
}

/// Doubles.
pub fn double(x: u64) -> u64 {
    x * 2
}

/// Exported: `toy_lib::twice!` in the workspace; `$crate` is this crate.
#[macro_export]
macro_rules! twice {
    ($e:expr) => {
        $crate::double($e)
    };
}

/// Used only through its methods.
pub struct Counter(pub u64);

impl Counter {
    /// One more.
    pub fn bump(&mut self) -> u64 {
        self.0 += 1;
        self.0
    }
}

/// A trait nobody names: `loud` calls its method.
pub trait Shout {
    /// Loud.
    fn shout(&self) -> String;
}

impl Shout for u64 {
    fn shout(&self) -> String {
        let mut s = String::new();
        let _ = write!(s, "{self}!!");
        s
    }
}

/// Calls a trait method without naming the trait.
pub fn loud(x: u64) -> String {
    x.shout()
}

/// Nested modules with `crate::` and `super::` paths.
pub mod inner {
    /// Deeper.
    pub mod deeper {
        /// Through `crate::`.
        pub fn via_crate() -> u64 {
            crate::double(crate::inner::deeper::seven())
        }

        /// Through `super::`.
        pub fn via_super() -> u64 {
            super::super::TABLE[3]
        }

        pub(crate) fn seven() -> u64 {
            7
        }
    }
}

/// Never used by the toy problem: a bundle leaves it out.
pub fn unused_by_the_problem() -> &'static str {
    "UNUSED-MARKER"
}

#[cfg(not(test))]
/// Kept: not for tests only.
pub fn not_for_tests() -> u64 {
    11
}

#[cfg(test)]
mod tests {
    #[test]
    fn doubles() {
        assert_eq!(super::double(2), 4);
    }
}
"####;

const OTHER_LIB: &str = r#"//! A library that uses another library.

/// Through the other library's path.
pub fn quadruple(x: u64) -> u64 {
    toy_lib::double(toy_lib::twice!(x))
}
"#;

const TOY_MAIN: &str = r####"//! The toy problem: prints what each construct gives.

use std::io::Read;

use other_lib::quadruple;
use toy_lib::inner::deeper;
use toy_lib::twice;
use toy_lib::{double as dbl, Counter};

/// A raw string in the problem holding a line that starts with `//`.
const POEM: &str = r"first line
// second line, not a comment
third line";

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let n: u64 = input.trim().parse().unwrap_or(0);
    println!("{POEM}");
    println!("{:?}", toy_lib::TABLE);
    println!("{}", toy_lib::BRACE);
    println!("{}", toy_lib::banner());
    println!("{} {} {}", dbl(n), twice!(n), toy_lib::twice!(1));
    let mut c = Counter(n);
    c.bump();
    println!("counter {}", c.bump());
    println!("{}", toy_lib::loud(n));
    println!("{} {}", deeper::via_crate(), deeper::via_super());
    println!("{}", quadruple(n));
    println!("{} {}", crate::helpers::three(), helpers::uses_the_library(n));
    println!("{}", ::toy_lib::not_for_tests());
    println!("toy_lib::double and crate::x stay as written");
}

mod helpers {
    pub fn three() -> u64 {
        3
    }

    pub fn uses_the_library(n: u64) -> u64 {
        toy_lib::double(n) + super::helpers::three()
    }
}

#[cfg(test)]
fn only_in_tests() {}

#[cfg(test)]
mod tests {
    #[test]
    fn three() {
        super::only_in_tests();
        assert_eq!(super::helpers::three(), 3);
    }
}
"####;

#[test]
fn every_construct_behaves_as_in_the_workspace() {
    let s = Scratch::new("constructs");
    s.library("toy-lib", TOY_LIB, "");
    // The table form of a dependency, and a comment after a section header.
    s.library(
        "other-lib",
        OTHER_LIB,
        "\n[dependencies.toy-lib]\npath = \"../toy-lib\"\n",
    );
    s.problem(
        TOY_MAIN,
        "[dependencies] # what main uses\nother-lib = { path = \"../other-lib\" }\n\n[dependencies.toy-lib]\npath = \"../toy-lib\"\n",
    );
    let answer = s.answer_with_the_workspace_binary("5\n");
    // What the workspace binary prints, so that the constructs are real.
    for line in [
        "// second line, not a comment",
        "[0, 3, 6, 9]",
        "}\n// not a comment\nafter",
        "hello!",
        "10 10 2",
        "counter 7",
        "5!!",
        "14 9",
        "20",
        "3 13",
        "11",
        "toy_lib::double and crate::x stay as written",
    ] {
        assert!(answer.contains(line), "{line:?} not in:\n{answer}");
    }
    let file = s.root.join("toy.rs");
    let out = s.xtask(&["bundle", "toy", "-o", file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("answers its 1 judge-data case right"),
        "{stderr}"
    );
    let bundle = fs::read_to_string(&file).unwrap();
    // Literals as written, tests and the unused item gone, libraries as modules.
    for kept in [
        "r\"first line\n// second line",
        "r#\"{\n}\n// not a comment\nafter\"#",
        "mod toy_lib {",
        "mod other_lib {",
        "pub(crate) use twice;",
    ] {
        assert!(bundle.contains(kept), "{kept:?} not in:\n{bundle}");
    }
    let dropped_docs = [
        "/// Doubles.",
        "/// One more.",
        "//! A library with",
        "/// A raw string in the problem",
    ];
    for dropped in [
        "UNUSED-MARKER",
        "only_in_tests",
        "mod tests",
        "#[test]",
        "macro_export",
    ]
    .iter()
    .chain(&dropped_docs)
    {
        assert!(!bundle.contains(dropped), "{dropped:?} in:\n{bundle}");
    }
    assert!(
        bundle.starts_with("// toy, bundled by scripts/bundle for plain from crates/toy and "),
        "{bundle}"
    );
    assert!(
        bundle.contains("//! The toy problem: prints what each construct gives."),
        "{bundle}"
    );
}

/// Writes a one-file problem whose `main.rs` is `main_rs`, bundles it and
/// returns the one line it must be refused with.
fn refused(name: &str, main_rs: &str, dependencies: &str) -> String {
    refused_with(
        name,
        Library {
            lib_rs: "/// One.\npub fn one() -> u64 {\n    1\n}\n",
            manifest_rest: "",
        },
        main_rs,
        dependencies,
        &[],
    )
}

/// The library `toy-lib` of a scratch workspace.
struct Library<'a> {
    lib_rs: &'a str,
    manifest_rest: &'a str,
}

/// [`refused`] with `library` as `toy-lib` and more `files` (path from the
/// workspace root, text).
fn refused_with(
    name: &str,
    library: Library<'_>,
    main_rs: &str,
    dependencies: &str,
    files: &[(&str, &str)],
) -> String {
    let s = Scratch::new(name);
    s.library("toy-lib", library.lib_rs, library.manifest_rest);
    s.problem(main_rs, dependencies);
    s.write("crates/toy/src/data.txt", "data\n");
    for (path, text) in files {
        s.write(path, text);
    }
    s.write("judge-data/toy/sample-1.in", "\n");
    s.write("judge-data/toy/sample-1.ans", "1\n");
    let file = s.root.join("toy.rs");
    let out = s.xtask(&["bundle", "toy", "-o", file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{name}: {stderr}");
    assert!(!file.exists(), "{name}: a refused bundle was written");
    assert!(out.stdout.is_empty(), "{name}");
    assert_eq!(stderr.lines().count(), 1, "{name}: {stderr}");
    stderr
}

const LIB_DEP: &str = "[dependencies]\ntoy-lib = { path = \"../toy-lib\" }\n";

#[test]
fn what_cannot_behave_the_same_is_refused_with_its_place() {
    let main = |body: &str| format!("fn main() {{\n    {body}\n}}\n");
    let cases = [
        ("outline", "mod helpers;\n\nfn main() {}\n".to_string(), "crates/toy/src/main.rs:1: `mod helpers;`: neither crates/toy/src/helpers.rs nor crates/toy/src/helpers/mod.rs exists"),
        ("path", "#[path = \"data.rs\"]\nmod helpers {}\n\nfn main() {}\n".to_string(), "crates/toy/src/main.rs:1: #[path] names a file"),
        ("include", main("print!(\"{}\", include_str!(\"data.txt\"));"), "main.rs:2: include_str!(...) reads a file beside the source"),
        ("env", main("println!(\"{}\", env!(\"CARGO_PKG_NAME\"));"), "main.rs:2: env!(...) reads cargo's build environment"),
        ("line", main("println!(\"{}\", line!());"), "main.rs:2: line!(...) names a source line"),
        ("module-path", main("let m = module_path!();\n    println!(\"{m}\");"), "main.rs:2: module_path!(...) names the module"),
        ("feature", "#[cfg(feature = \"fast\")]\nfn fast() {}\n\nfn main() {}\n".to_string(), "main.rs:1: cfg(feature = ...): a bundle has no cargo features"),
        ("extern", "extern crate toy_lib;\n\nfn main() {\n    println!(\"{}\", toy_lib::one());\n}\n".to_string(), "main.rs:1: `extern crate toy_lib` cannot be bundled"),
        ("shadow", "fn toy_lib() {}\n\nfn main() {\n    toy_lib();\n    println!(\"{}\", ::toy_lib::one());\n}\n".to_string(), "main.rs:1: the item `toy_lib` takes the name the library toy_lib has in a bundle"),
        // A nested module named like the library: `toy_lib::one()` inside
        // `helpers` means helpers::toy_lib::one in the workspace, and would
        // be rewritten to the library's.
        ("nested-shadow", "mod helpers {\n    pub mod toy_lib {\n        pub fn one() -> u64 {\n            2\n        }\n    }\n    pub fn two() -> u64 {\n        toy_lib::one()\n    }\n}\n\nfn main() {\n    println!(\"{} {}\", helpers::two(), ::toy_lib::one());\n}\n".to_string(), "main.rs:2: the item `toy_lib` takes the name the library toy_lib has in a bundle, where paths through it would reach the library"),
    ];
    for (name, main_rs, message) in cases {
        let stderr = refused(name, &main_rs, LIB_DEP);
        assert!(stderr.starts_with("scripts/bundle: "), "{name}: {stderr}");
        assert!(stderr.contains(message), "{name}: {stderr} lacks {message}");
    }
}

#[test]
fn libraries_and_dependencies_a_judge_cannot_have_are_refused() {
    let s = Scratch::new("inner-attr");
    s.library(
        "toy-lib",
        "#![recursion_limit = \"256\"]\n\n/// One.\npub fn one() -> u64 {\n    1\n}\n",
        "",
    );
    s.problem(
        "fn main() {\n    println!(\"{}\", toy_lib::one());\n}\n",
        LIB_DEP,
    );
    let out = s.xtask(&["bundle", "toy", "--no-check"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("crates/toy-lib/src/lib.rs:1: the inner attribute #![recursion_limit] of the library cannot go inside `mod toy_lib`"), "{stderr}");

    let s = Scratch::new("build-script");
    s.library(
        "toy-lib",
        "/// One.\npub fn one() -> u64 {\n    1\n}\n",
        "build = \"build.rs\"\n",
    );
    s.write("crates/toy-lib/build.rs", "fn main() {}\n");
    s.problem(
        "fn main() {\n    println!(\"{}\", toy_lib::one());\n}\n",
        LIB_DEP,
    );
    let out = s.xtask(&["bundle", "toy", "--no-check"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("toy-lib has a build script, which a bundle cannot run"),
        "{stderr}"
    );

    let s = Scratch::new("registry");
    s.problem(
        "fn main() {}\n",
        "[dependencies]\nitertools = \"0.14\"\nlibc = \"0.2\"\n",
    );
    // A manifest naming a judge without the crates stops the tool.
    let out = s.xtask(&["bundle", "toy", "--no-check"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(
            "crates/toy/Cargo.toml: depends on `itertools`, which plain does not install"
        ),
        "{stderr}"
    );
    // On AtCoder, itertools is there, libc is not.
    let manifest = s.root.join("crates/toy/Cargo.toml");
    let text = fs::read_to_string(&manifest).unwrap();
    fs::write(
        &manifest,
        text.replace("judge = \"plain\"", "judge = \"atcoder\""),
    )
    .unwrap();
    let out = s.xtask(&["bundle", "toy", "--no-check"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("toy uses libc: a bundle may use only the workspace's libraries and, for AtCoder, proconio and itertools"), "{stderr}");
}

#[test]
fn a_bundle_that_does_not_compile_as_the_judge_would_is_not_written() {
    // `gen` is an identifier in edition 2021, a reserved word in 2024:
    // the workspace (2021) builds it, a judge on edition 2024 would not.
    let s = Scratch::new("edition");
    s.problem(
        "fn main() {\n    let gen = 1;\n    println!(\"{gen}\");\n}\n",
        "",
    );
    s.answer_with_the_workspace_binary("\n");
    let file = s.root.join("toy.rs");
    let out = s.xtask(&["bundle", "toy", "-o", file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("does not compile cleanly with rustc") && stderr.contains("--edition 2024"),
        "{stderr}"
    );
    assert!(
        stderr.contains("main.rs:"),
        "the compiler's place: {stderr}"
    );
    assert!(!file.exists());
    // --no-check writes it anyway, and says so.
    let out = s.xtask(&["bundle", "toy", "--no-check", "-o", file.to_str().unwrap()]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not compiled (--no-check)"));
    assert!(file.exists());
}

#[test]
fn a_bundle_that_answers_differently_is_not_written() {
    // The stored answer disagrees with the program: the check judges the
    // compiled bundle and stops at the first wrong case.
    let s = Scratch::new("wrong");
    s.problem("fn main() {\n    println!(\"2\");\n}\n", "");
    s.write("judge-data/toy/sample-1.in", "\n");
    s.write("judge-data/toy/sample-1.ans", "1\n");
    let out = s.xtask(&["bundle", "toy"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("the compiled bundle fails judge-data/toy/sample-1: WA line 1: expected \"1\", got \"2\""), "{stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn an_impl_in_a_nested_library_module_is_kept_with_the_type_it_serves() {
    // `mod detail` is never named by the problem: only the method it adds
    // to Counter is called, and a trait method of the same name would
    // answer instead if the impl were dropped.
    let s = Scratch::new("nested-impl");
    s.library(
        "toy-lib",
        r#"//! Counter.

/// A counter.
pub struct Counter(pub u64);

/// A fallback every type has.
pub trait Describe {
    /// The fallback.
    fn describe(&self) -> String {
        "fallback".to_string()
    }
}

impl Describe for Counter {}

mod detail {
    impl super::Counter {
        /// The real description.
        pub fn describe(&self) -> String {
            format!("counter at {}", self.0)
        }
    }
}
"#,
        "",
    );
    s.problem(
        "#[allow(unused_imports)]\nuse toy_lib::{Counter, Describe};\n\nfn main() {\n    println!(\"{}\", Counter(3).describe());\n}\n",
        LIB_DEP,
    );
    let answer = s.answer_with_the_workspace_binary("\n");
    assert_eq!(answer, "counter at 3\n");
    let file = s.root.join("toy.rs");
    let out = s.xtask(&[
        "bundle",
        "toy",
        "--allow-missing",
        "-o",
        file.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let bundle = fs::read_to_string(&file).unwrap();
    assert!(bundle.contains("mod detail"), "{bundle}");
}

#[test]
fn a_missing_compiler_fails_the_check_unless_allowed_and_is_named() {
    let s = Scratch::new("missing");
    s.problem("fn main() {\n    println!(\"1\");\n}\n", "");
    s.answer_with_the_workspace_binary("\n");
    // rustup with no toolchain installed: Codeforces' rustc is missing.
    let codeforces = rustup_version(xtask::targets::Target::Codeforces);
    let empty = s.root.join("rustup-home");
    fs::create_dir_all(&empty).unwrap();
    let run = |extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_xtask"))
            .env("XTASK_ROOT", &s.root)
            .env("RUSTUP_HOME", &empty)
            .args(["bundle", "toy", "--judge", "codeforces"])
            .args(extra)
            .output()
            .unwrap()
    };
    let out = run(&[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "missing rustc {codeforces} (rustup toolchain install {codeforces} --profile minimal)"
        )),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
    let out = run(&["--allow-missing"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "compiled with nothing; NOT checked with rustc {codeforces}"
        )),
        "{stderr}"
    );
    // An OLD_RUSTC that cannot run is an error, not a missing compiler.
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .env("XTASK_ROOT", &s.root)
        .env("OLD_RUSTC", "/nonexistent/rustc")
        .args(["bundle", "toy", "--judge", "plain"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("cannot run /nonexistent/rustc"), "{stderr}");
}

#[test]
fn every_binary_the_check_compiles_is_judged() {
    // Edition 2024 drops an `if let` scrutinee's temporaries before the
    // `else` block, 2021 after it: the same bundle answers differently
    // compiled as Codeforces' 2024 entry, and is refused.
    let s = Scratch::new("drop-order");
    s.problem(
        "struct D;\n\nimpl Drop for D {\n    fn drop(&mut self) {\n        print!(\"drop \");\n    }\n}\n\nimpl D {\n    fn get(&self) -> Option<u8> {\n        None\n    }\n}\n\nfn main() {\n    if let Some(_) = D.get() {\n    } else {\n        print!(\"else \");\n    }\n    println!();\n}\n",
        "",
    );
    assert_eq!(s.answer_with_the_workspace_binary("\n"), "else drop \n");
    let out = s.xtask(&["bundle", "toy", "--judge", "codeforces"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("--edition 2024 -O: the compiled bundle fails judge-data/toy/sample-1: WA"),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn a_probe_that_hangs_is_killed_under_the_time_limit() {
    // On the empty probe this toy never ends, in the workspace as in the
    // bundle: the check kills both at 3x the time limit and goes on.
    let s = Scratch::new("hang");
    s.problem(
        "use std::io::Read;\n\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    if s.trim().is_empty() {\n        loop {\n            std::thread::sleep(std::time::Duration::from_millis(10));\n        }\n    }\n    println!(\"1\");\n}\n",
        "",
    );
    let manifest = s.root.join("crates/toy/Cargo.toml");
    let text = fs::read_to_string(&manifest).unwrap();
    fs::write(
        &manifest,
        text.replace("time-limit = 2", "time-limit = 0.2"),
    )
    .unwrap();
    s.answer_with_the_workspace_binary("5\n");
    let start = std::time::Instant::now();
    let out = s.xtask(&["bundle", "toy", "--judge", "library-checker"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(start.elapsed() < std::time::Duration::from_secs(60));
}

#[test]
fn a_bundle_is_compiled_by_the_judges_own_rustc() {
    // `checked_sub_signed` on unsigned integers is stable from Rust 1.90:
    // the workspace's rustc builds it, AtCoder's (older, the judges' table
    // says) does not.
    let s = Scratch::new("version");
    s.problem(
        "fn main() {\n    let x: u64 = 5;\n    println!(\"{:?}\", x.checked_sub_signed(-2));\n}\n",
        "",
    );
    s.answer_with_the_workspace_binary("\n");
    let out = s.xtask(&["bundle", "toy", "--judge", "atcoder"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "does not build cleanly as AtCoder builds it (cargo {} build --release",
            rustup_version(xtask::targets::Target::Atcoder)
        )),
        "{stderr}"
    );
    assert!(
        stderr.contains("checked_sub_signed") || stderr.contains("unstable"),
        "{stderr}"
    );
}

#[test]
fn out_of_line_modules_are_inlined_from_their_files() {
    // A library of one module per file, nested: lib.rs -> parts.rs ->
    // parts/deep.rs, and parts/mod-style inner/mod.rs; each file's test
    // module is dropped before its file would be looked for.
    let s = Scratch::new("modules");
    s.library(
        "toy-lib",
        "//! Parts.\n\nmod inner;\npub mod parts;\n\npub use inner::triple;\npub use parts::double;\n\n#[cfg(test)]\nmod tests;\n",
        "",
    );
    s.write(
        "crates/toy-lib/src/parts.rs",
        "//! Doubling.\n#![allow(clippy::all)]\n\npub mod deep;\n\n/// Doubles.\npub fn double(x: u64) -> u64 {\n    deep::twice(x)\n}\n",
    );
    s.write(
        "crates/toy-lib/src/parts/deep.rs",
        "/// Twice.\npub fn twice(x: u64) -> u64 {\n    crate::inner::plus(x, x)\n}\n",
    );
    s.write(
        "crates/toy-lib/src/inner/mod.rs",
        "/// Sum.\npub fn plus(a: u64, b: u64) -> u64 {\n    a + b\n}\n\n/// Three times.\npub fn triple(x: u64) -> u64 {\n    plus(x, plus(x, x))\n}\n",
    );
    s.write(
        "crates/toy-lib/src/tests.rs",
        "#[test]\nfn doubles() {\n    assert_eq!(super::double(2), 4);\n}\n",
    );
    s.problem(
        "fn main() {\n    println!(\"{} {}\", toy_lib::double(21), toy_lib::triple(5));\n}\n",
        LIB_DEP,
    );
    assert_eq!(s.answer_with_the_workspace_binary("\n"), "42 15\n");
    let file = s.root.join("toy.rs");
    let out = s.xtask(&["bundle", "toy", "-o", file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let bundle = fs::read_to_string(&file).unwrap();
    for kept in [
        "mod parts {",
        "mod deep {",
        "mod inner {",
        "#![allow(clippy::all)]",
    ] {
        assert!(bundle.contains(kept), "{kept:?} not in:\n{bundle}");
    }
    assert!(!bundle.contains("fn doubles"), "{bundle}");
}

#[test]
fn a_macro_body_keeps_its_source_text_with_its_paths_rewritten() {
    // prettyplease prints a macro body as loose tokens (`let bytes : & [u8]`);
    // a bundle keeps the source's text, re-indented (with tabs, as the rest
    // of the bundle), without its comments,
    // and with the paths rewritten as everywhere else: `$crate::` of a
    // library gains its module, `toy_lib::` and `::toy_lib::` below the
    // problem's root gain `crate::`.
    let s = Scratch::new("macro-text");
    s.library(
        "toy-lib",
        "//! Doubling.\n\n/// Doubles.\npub fn double(x: u64) -> u64 {\n    x * 2\n}\n\n/// Doubles, by path.\n#[macro_export]\nmacro_rules! twice {\n    ($e:expr) => {\n        $crate::double($e)\n    };\n}\n",
        "",
    );
    s.problem(
        r#"use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    println!("{} {}", helpers::total(input.trim()), toy_lib::twice!(4));
}

mod helpers {
    macro_rules! sum_bytes {
        ($bytes:expr) => {{
            // A comment, which a bundle drops.
            let bytes: &[u8] = $bytes;
            bytes.iter().map(|&b| toy_lib::double(b as u64)).sum::<u64>() + ::toy_lib::double(1)
        }};
    }

    pub fn total(input: &str) -> u64 {
        sum_bytes!(input.as_bytes())
    }
}
"#,
        LIB_DEP,
    );
    assert_eq!(s.answer_with_the_workspace_binary("ab\n"), "392 8\n");
    let file = s.root.join("toy.rs");
    let out = s.xtask(&["bundle", "toy", "-o", file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let bundle = fs::read_to_string(&file).unwrap();
    for kept in [
        "\tmacro_rules! sum_bytes {
\t\t($bytes:expr) => {{
\t\t\tlet bytes: &[u8] = $bytes;
\t\t\tbytes.iter().map(|&b| crate::toy_lib::double(b as u64)).sum::<u64>() + crate::toy_lib::double(1)
\t\t}};
\t}
",
        "\tmacro_rules! twice {
\t\t($e:expr) => {
\t\t\t$crate::toy_lib::double($e)
\t\t};
\t}
",
    ] {
        assert!(bundle.contains(kept), "{kept:?} not in:\n{bundle}");
    }
    for dropped in ["& [u8]", "A comment"] {
        assert!(!bundle.contains(dropped), "{dropped:?} in:\n{bundle}");
    }
}

#[test]
fn code_is_indented_with_tabs_and_multi_line_literals_keep_their_spaces() {
    // The bundle is indented one tab per level; the lines of a string
    // literal that begin with spaces are part of its value, and keep them.
    let s = Scratch::new("tabs");
    s.library(
        "toy-lib",
        "//! A poem.\n\n/// The poem.\npub mod verse {\n    /// Its lines, indented in the string.\n    pub fn poem() -> &'static str {\n        \"first\n    four spaces\n        eight spaces\"\n    }\n\n    /// A raw string.\n    pub fn raw() -> &'static str {\n        r#\"raw\n    \"four\"\"#\n    }\n}\n",
        "",
    );
    s.problem(
        "fn main() {\n    if true {\n        println!(\"{}\\n{}\", toy_lib::verse::poem(), toy_lib::verse::raw());\n    }\n}\n",
        LIB_DEP,
    );
    assert_eq!(
        s.answer_with_the_workspace_binary("\n"),
        "first\n    four spaces\n        eight spaces\nraw\n    \"four\"\n"
    );
    let file = s.root.join("toy.rs");
    let out = s.xtask(&["bundle", "toy", "-o", file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let bundle = fs::read_to_string(&file).unwrap();
    for kept in [
        "fn main() {\n\tif true {\n\t\tprintln!(",
        "\tpub mod verse {\n\t\tpub fn poem() -> &'static str {\n\t\t\t\"first\n    four spaces\n        eight spaces\"\n\t\t}\n",
        "\t\tpub fn raw() -> &'static str {\n\t\t\tr#\"raw\n    \"four\"\"#\n\t\t}\n",
    ] {
        assert!(bundle.contains(kept), "{kept:?} not in:\n{bundle}");
    }
    // No line of code starts with four spaces: only the literals' lines.
    let spaced: Vec<&str> = bundle.lines().filter(|l| l.starts_with("    ")).collect();
    assert_eq!(
        spaced,
        [
            "    four spaces",
            "        eight spaces\"",
            "    \"four\"\"#"
        ],
        "{bundle}"
    );
}

/// Bundles the toy problem (`main_rs`, depending on `toy-lib` = `lib_rs`)
/// after storing the workspace binary's answer, which must be `answer`;
/// returns the bundle, which the check compiled and judged.
fn bundled_with_the_library(name: &str, lib_rs: &str, main_rs: &str, answer: &str) -> String {
    let s = Scratch::new(name);
    s.library("toy-lib", lib_rs, "");
    s.problem(main_rs, LIB_DEP);
    assert_eq!(s.answer_with_the_workspace_binary("\n"), answer);
    let file = s.root.join("toy.rs");
    let out = s.xtask(&["bundle", "toy", "-o", file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    fs::read_to_string(&file).unwrap()
}

#[test]
fn a_trait_impl_is_kept_with_its_type_not_with_the_names_in_its_bounds() {
    // `Source` is used, and names the bounds of both Iterator impls: only
    // the one for the type the problem uses stays.
    let bundle = bundled_with_the_library(
        "impl-bounds",
        r#"//! Sources.

/// Gives numbers.
pub trait Source {
    /// The next number.
    fn give(&mut self) -> u64;
}

/// Counts up.
pub struct Up(pub u64);

impl Source for Up {
    fn give(&mut self) -> u64 {
        self.0 += 1;
        self.0
    }
}

/// The next `left` numbers of a source.
pub struct Take<S> {
    source: S,
    left: usize,
}

/// The next `n` numbers of `source`.
pub fn take<S: Source>(source: S, n: usize) -> Take<S> {
    Take { source, left: n }
}

impl<S: Source> Iterator for Take<S> {
    type Item = u64;
    fn next(&mut self) -> Option<u64> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        Some(self.source.give())
    }
}

/// Every number of a source, plus 1000; the problem never names it.
pub struct Lifted<S>(pub S);

impl<S: Source> Iterator for Lifted<S> {
    type Item = u64;
    fn next(&mut self) -> Option<u64> {
        Some(self.0.give() + 1000)
    }
}
"#,
        "use toy_lib::{take, Source, Up};\n\nfn main() {\n    let mut up = Up(0);\n    let first = up.give();\n    println!(\"{first} {}\", take(up, 3).sum::<u64>());\n}\n",
        "1 9\n",
    );
    assert!(bundle.contains("Iterator for Take<S>"), "{bundle}");
    assert!(!bundle.contains("Lifted"), "{bundle}");
}

#[test]
fn a_macro_call_does_not_keep_a_method_of_the_same_name() {
    // `vec![...]` names the macro; the method `Bag::vec` stays out, the
    // library's own macro, called by name, stays in.
    let bundle = bundled_with_the_library(
        "macro-name",
        r#"//! A bag.

/// Some numbers.
pub struct Bag(pub Vec<u64>);

impl Bag {
    /// The numbers as a vector.
    pub fn vec(&self) -> Vec<u64> {
        self.0.clone()
    }

    /// Their sum.
    pub fn total(&self) -> u64 {
        self.0.iter().sum()
    }
}

/// A bag of the numbers given.
#[macro_export]
macro_rules! bag {
    ($($x:expr),*) => {
        $crate::Bag(vec![$($x),*])
    };
}
"#,
        "fn main() {\n    let v = vec![1u64, 2];\n    println!(\"{} {}\", v.len(), toy_lib::bag!(3, 4).total());\n}\n",
        "2 7\n",
    );
    assert!(bundle.contains("macro_rules! bag"), "{bundle}");
    assert!(bundle.contains("fn total"), "{bundle}");
    assert!(!bundle.contains("fn vec"), "{bundle}");
}

/// Each case: its name, `toy-lib`'s `lib.rs` (`None`: one function
/// `one`), the problem's `main.rs`, and the refusal's place and words.
type RefusalCase<'a> = (&'a str, Option<&'a str>, String, &'a str);

/// Asserts each case is refused with its message.
fn all_refused(cases: &[RefusalCase<'_>], manifest_rest: &str, dependencies: &str) {
    for (name, lib_rs, main_rs, message) in cases {
        let library = Library {
            lib_rs: lib_rs.unwrap_or("/// One.\npub fn one() -> u64 {\n    1\n}\n"),
            manifest_rest,
        };
        let stderr = refused_with(name, library, main_rs, dependencies, &[]);
        assert!(stderr.starts_with("scripts/bundle: "), "{name}: {stderr}");
        assert!(stderr.contains(message), "{name}: {stderr} lacks {message}");
    }
}

#[test]
fn what_names_a_source_place_or_a_path_is_refused_in_any_spelling() {
    // Each prints, in the workspace, a file, line, module, type path or
    // build variable that differs in a bundle (a line moves, `toy_lib::`
    // becomes `toy::toy_lib::`), whatever name it is reached by.
    let main = |body: &str| format!("fn main() {{\n    {body}\n}}\n");
    let here =
        "#[macro_export]\nmacro_rules! here {\n    () => {\n        module_path!()\n    };\n}\n";
    let call =
        "#[macro_export]\nmacro_rules! call {\n    ($m:ident) => {\n        $m!()\n    };\n}\n";
    let call_all = "#[macro_export]\nmacro_rules! call_all {\n    ($($m:ident)*) => {\n        $($m)*!()\n    };\n}\n";
    let thing = "/// A thing.\npub struct Thing;\n";
    let cases: Vec<RefusalCase<'_>> = vec![
        ("line-renamed", None, "use std::line as here;\n\nfn main() {\n    println!(\"{}\", here!());\n}\n".into(), "crates/toy/src/main.rs:1: `use std::line as here`: line!(...) names a source line, which a bundle changes: it cannot be bundled under any name"),
        ("file-by-path", None, main("println!(\"{}\", std::file!());"), "main.rs:2: file!(...) names the source file, which a bundle changes"),
        ("module-path-by-path", None, main("println!(\"{}\", core::module_path!());"), "main.rs:2: module_path!(...) names the module"),
        ("option-env-renamed", None, "use std::{option_env as build_var};\n\nfn main() {\n    println!(\"{:?}\", build_var!(\"CARGO_PKG_NAME\"));\n}\n".into(), "main.rs:1: `use std::option_env as build_var`: option_env!(...) reads cargo's build environment"),
        ("file-imported", None, "use core::file;\n\nfn main() {\n    println!(\"{}\", file!());\n}\n".into(), "main.rs:4: file!(...) names the source file"),
        ("library-wrapper", Some(here), main("println!(\"{}\", toy_lib::here!());"), "crates/toy-lib/src/lib.rs:4: module_path!(...) names the module"),
        ("library-caller-names", Some(call), main("println!(\"{}\", toy_lib::call!(file));"), "crates/toy-lib/src/lib.rs:4: `$m!(...)` calls a macro its caller names, which may be file!, line!, module_path! or another that a bundle changes: it cannot be bundled"),
        ("library-caller-names-many", Some(call_all), main("println!(\"{}\", toy_lib::call_all!(line));"), "crates/toy-lib/src/lib.rs:4: `$(...)*!(...)` calls a macro its caller names"),
        ("location", None, main("println!(\"{}\", std::panic::Location::caller());"), "main.rs:2: `Location`: std::panic::Location gives a source file, line and column, which a bundle changes: it cannot be bundled (an item of that name cannot be told from it: rename it)"),
        ("type-name", Some(thing), "use std::any::type_name as name_of;\n\nfn main() {\n    println!(\"{}\", name_of::<toy_lib::Thing>());\n}\n".into(), "main.rs:1: `type_name`: std::any::type_name gives a type's path, which a bundle changes"),
        ("type-name-of-val", None, main("println!(\"{}\", std::any::type_name_of_val(&toy_lib::one));"), "main.rs:2: `type_name_of_val`: std::any::type_name_of_val gives a type's path"),
        ("type-id", Some(thing), main("println!(\"{:?}\", std::any::TypeId::of::<toy_lib::Thing>());"), "main.rs:2: `TypeId`: std::any::TypeId is a hash of a type's path and crate, which a bundle changes"),
        ("backtrace", None, main("println!(\"{}\", std::backtrace::Backtrace::force_capture());"), "main.rs:2: `Backtrace`: std::backtrace::Backtrace gives source files and function paths, which a bundle changes"),
        ("in-a-library", Some("/// Where.\npub fn place() -> String {\n    std::panic::Location::caller().to_string()\n}\n"), main("println!(\"{}\", toy_lib::place());"), "crates/toy-lib/src/lib.rs:3: `Location`: std::panic::Location"),
    ];
    all_refused(&cases, "", LIB_DEP);
}

#[test]
fn a_module_file_under_a_cfg_attr_the_bundler_cannot_decide_is_refused() {
    // On unix the workspace compiles unix_imp.rs as `imp`; elsewhere
    // imp.rs. The bundler cannot tell which the judge's compiler will
    // decide, nor paste a file by its path.
    let stderr = refused_with(
        "cfg-attr-path",
        Library {
            lib_rs: "/// One.\npub fn one() -> u64 {\n    1\n}\n",
            manifest_rest: "",
        },
        "#[cfg_attr(unix, path = \"unix_imp.rs\")]\nmod imp;\n\nfn main() {\n    println!(\"{}\", imp::NAME);\n}\n",
        "",
        &[
            ("crates/toy/src/imp.rs", "pub const NAME: &str = \"portable\";\n"),
            ("crates/toy/src/unix_imp.rs", "pub const NAME: &str = \"unix\";\n"),
        ],
    );
    assert!(
        stderr.contains("crates/toy/src/main.rs:1: #[cfg_attr(unix, path = ...)]: #[path] names a file beside the source, under a cfg the bundler cannot decide: it cannot be bundled"),
        "{stderr}"
    );
}

#[test]
fn a_cargo_feature_read_anywhere_is_refused_as_cfg_feature_is() {
    // Both crates enable `fast` by default: the workspace binary takes the
    // fast branch, a bundle (no cargo features) the other.
    let main = |body: &str| format!("fn main() {{\n    {body}\n}}\n");
    let features = "\n[features]\ndefault = [\"fast\"]\nfast = []\n";
    let macro_lib = |body: &str| {
        format!(
            "#[macro_export]\nmacro_rules! speed {{\n    () => {{\n        {body}\n    }};\n}}\n"
        )
    };
    let cfg_in_macro = macro_lib("if cfg!(feature = \"fast\") { 2 } else { 1 }");
    let attr_in_macro = macro_lib("{\n            #[cfg(feature = \"fast\")]\n            let v = 2;\n            #[cfg(not(feature = \"fast\"))]\n            let v = 1;\n            v\n        }");
    let meta_in_macro =
        "#[macro_export]\nmacro_rules! when {\n    ($p:meta) => {\n        cfg!($p)\n    };\n}\n";
    let cases: Vec<RefusalCase<'_>> = vec![
        ("cfg-macro", None, main("println!(\"{}\", if cfg!(feature = \"fast\") { 2 } else { 1 });"), "crates/toy/src/main.rs:2: cfg!(feature = ...): a bundle has no cargo features"),
        ("cfg-macro-any", None, main("let fast = cfg!(any(windows, feature = \"fast\"));\n    println!(\"{fast}\");"), "main.rs:2: cfg!(feature = ...): a bundle has no cargo features"),
        ("cfg-macro-in-library-macro", Some(&cfg_in_macro), main("println!(\"{}\", toy_lib::speed!());"), "crates/toy-lib/src/lib.rs:4: cfg!(feature = ...): a bundle has no cargo features"),
        ("cfg-attribute-in-library-macro", Some(&attr_in_macro), main("println!(\"{}\", toy_lib::speed!());"), "crates/toy-lib/src/lib.rs:5: cfg(feature = ...): a bundle has no cargo features"),
        ("cfg-meta-in-library-macro", Some(meta_in_macro), main("println!(\"{}\", toy_lib::when!(feature = \"fast\"));"), "crates/toy-lib/src/lib.rs:4: cfg!($...) tests what its caller gives, which may be a cargo feature: it cannot be bundled"),
        ("cfg-attr-undecided", None, "#[cfg_attr(unix, cfg(feature = \"fast\"))]\nfn speed() -> u64 {\n    2\n}\n\n#[cfg(not(all(unix, feature = \"fast\")))]\nfn speed() -> u64 {\n    1\n}\n\nfn main() {\n    println!(\"{}\", speed());\n}\n".into(), "main.rs:1: cfg(feature = ...): a bundle has no cargo features"),
    ];
    all_refused(&cases, features, &format!("{LIB_DEP}{features}"));
}

#[test]
fn an_inherent_impl_on_a_type_alias_is_kept_with_the_type_it_names() {
    // `impl Same` adds `value` to Wrapped through two aliases the problem
    // never names; without it, `w.value(n)` would reach Plain's through
    // Deref, and answer n instead of 2n (alike on 0, the stored sample).
    // A `use ... as` renames a type as well.
    let s = Scratch::new("alias-impl");
    s.library(
        "toy-lib",
        r#"//! Values.

use std::ops::Deref;

/// The plain value.
pub struct Plain;

impl Plain {
    /// The value of n.
    pub fn value(&self, n: u64) -> u64 {
        n
    }

    /// Its name.
    pub fn name(&self) -> &'static str {
        "plain"
    }
}

/// A plain value wrapped.
pub struct Wrapped(pub Plain);

impl Deref for Wrapped {
    type Target = Plain;
    fn deref(&self) -> &Plain {
        &self.0
    }
}

type Same = Also;
type Also = Wrapped;

impl Same {
    /// The value of n, wrapped.
    pub fn value(&self, n: u64) -> u64 {
        2 * n
    }
}

mod renamed {
    use super::Wrapped as Other;

    impl Other {
        /// The wrapped name.
        pub fn name(&self) -> &'static str {
            "wrapped"
        }
    }
}
"#,
        "",
    );
    s.problem(
        "use std::io::Read;\n\nfn main() {\n    let mut input = String::new();\n    std::io::stdin().read_to_string(&mut input).unwrap();\n    let n: u64 = input.trim().parse().unwrap_or(0);\n    let w = toy_lib::Wrapped(toy_lib::Plain);\n    let name = if n == 0 { \"\" } else { w.name() };\n    println!(\"{} {name}\", w.value(n));\n}\n",
        LIB_DEP,
    );
    s.bundled_and_compared("0\n", &[("3\n", "6 wrapped\n")]);
}

#[test]
fn a_library_item_narrower_than_pub_stays_invisible_to_the_problem() {
    // `Out::flush` and `drop` are the library's own (pub(crate), also
    // from a macro's body, and pub(in crate) alike): the problem's
    // `out.flush()` is Write's, which keeps what was written, and its
    // `drop` the prelude's. Were either visible in a bundle, it would take
    // over the call.
    let s = Scratch::new("visibility");
    s.library(
        "toy-lib",
        r#"//! Output held.

use std::io::{self, Write};

/// What was written.
pub struct Out(pub Vec<u8>);

impl Out {
    /// Forgets what was written.
    pub(crate) fn flush(&mut self) {
        self.0.clear();
    }

    /// Starts again.
    pub fn reset(&mut self) {
        self.flush();
        drop(());
    }
}

impl Write for Out {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Writes functions of the library's own, which say so.
macro_rules! own {
    ($($name:ident),*) => {$(
        pub(crate) fn $name<T>(_value: T) {
            print!("[the library's {}] ", stringify!($name));
        }
    )*};
}

own!(drop);

/// Nested: only the library sees `inner::seven`.
pub mod inner {
    pub(in crate) fn seven() -> u64 {
        7
    }

    /// Through the library's own.
    pub fn via_seven() -> u64 {
        seven()
    }
}
"#,
        "",
    );
    s.problem(
        r#"use std::io::{Read, Write};
use toy_lib::*;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let n: u64 = input.trim().parse().unwrap_or(0);
    let mut out = Out(Vec::new());
    if n > 0 {
        write!(out, "{n}").unwrap();
        drop(out.flush());
    }
    println!("[{}] {}", String::from_utf8(out.0).unwrap(), inner::via_seven());
}
"#,
        LIB_DEP,
    );
    let bundle = s.bundled_and_compared("0\n", &[("5\n", "[5] 7\n")]);
    assert!(!bundle.contains("pub(crate)"), "{bundle}");
    assert!(!bundle.contains("pub(in crate)"), "{bundle}");
}

#[test]
fn every_impl_of_a_kept_library_trait_for_a_primitive_type_is_kept() {
    // `show(k + 100)`: the literal's type is inferred through Show's
    // impls. In the workspace both u8 and i32 have one, so it falls back
    // to i32 (300 for n > 0); with the u8 impl alone (u8 is named, i32
    // never) it would be u8 and wrap to 44. i64 is never inferred here and
    // stays too: no syntactic check tells which impl inference needs.
    let s = Scratch::new("impl-primitive");
    s.library(
        "toy-lib",
        r#"//! Showing numbers.

/// A number shown.
pub trait Show {
    /// The text.
    fn show(&self) -> String;
}

impl Show for u8 {
    fn show(&self) -> String {
        self.to_string()
    }
}

impl Show for i32 {
    fn show(&self) -> String {
        self.to_string()
    }
}

/// A name for i64.
pub type Long = i64;

impl Show for Long {
    fn show(&self) -> String {
        self.to_string()
    }
}

/// `x` shown.
pub fn show<T: Show>(x: T) -> String {
    x.show()
}
"#,
        "",
    );
    s.problem(
        "use std::io::Read;\n\nfn main() {\n    let mut input = String::new();\n    std::io::stdin().read_to_string(&mut input).unwrap();\n    let n: u64 = input.trim().parse().unwrap_or(0);\n    let small: u8 = 7;\n    let k = if n > 0 { 200 } else { 1 };\n    println!(\"{} {}\", toy_lib::show(small), toy_lib::show(k + 100));\n}\n",
        LIB_DEP,
    );
    let bundle = s.bundled_and_compared("0\n", &[("1\n", "7 300\n")]);
    for kept in [
        "impl Show for u8",
        "impl Show for i32",
        "impl Show for Long",
    ] {
        assert!(bundle.contains(kept), "{kept:?} not in:\n{bundle}");
    }
}

/// The rustc version the judges' table gives `target` (its first build's).
fn rustup_version(target: xtask::targets::Target) -> &'static str {
    match target.builds()[0].toolchain {
        xtask::targets::Toolchain::Rustup(v) => v,
        other => panic!(
            "{} is not compiled by a rustup rustc: {other:?}",
            target.name()
        ),
    }
}

#[test]
fn a_bundle_never_overwrites_what_it_reads_nor_without_force_a_file_git_tracks() {
    let s = Scratch::new("destination");
    let main_rs = "//! The toy problem.\n\n// A comment a bundle drops.\nfn main() {\n    println!(\"{}\", toy_lib::one());\n}\n\n#[cfg(test)]\nmod tests;\n";
    s.library("toy-lib", "/// One.\npub fn one() -> u64 {\n    1\n}\n", "");
    s.problem(main_rs, LIB_DEP);
    s.write("crates/toy/src/tests.rs", "");
    s.write("judge-data/toy/sample-1.in", "\n");
    s.write("judge-data/toy/sample-1.ans", "1\n");
    std::os::unix::fs::symlink(
        s.root.join("crates/toy-lib/src/lib.rs"),
        s.root.join("lib-link.rs"),
    )
    .unwrap();
    // Its source (by any spelling), a library's (through a symlink), its
    // judge data: refused, --force or not, before anything is built.
    for (dest, force) in [
        ("crates/toy/src/main.rs", false),
        ("crates/toy/src/../src/main.rs", true),
        ("lib-link.rs", true),
        ("judge-data/toy/sample-1.ans", true),
    ] {
        let path = s.root.join(dest);
        let mut args = vec!["bundle", "toy", "--no-check", "-o", path.to_str().unwrap()];
        if force {
            args.push("--force");
        }
        let out = s.xtask(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{dest}: {stderr}");
        assert!(
            stderr.starts_with("scripts/bundle: not writing ")
                && stderr.contains(": it is a file this command reads (the problem's crate"),
            "{dest}: {stderr}"
        );
    }
    assert_eq!(
        fs::read_to_string(s.root.join("crates/toy/src/main.rs")).unwrap(),
        main_rs
    );
    assert_eq!(
        fs::read_to_string(s.root.join("crates/toy-lib/src/lib.rs")).unwrap(),
        "/// One.\npub fn one() -> u64 {\n    1\n}\n"
    );
    assert_eq!(
        fs::read_to_string(s.root.join("judge-data/toy/sample-1.ans")).unwrap(),
        "1\n"
    );
    // A file git tracks: refused, written with --force.
    let git = |args: &[&str]| {
        Command::new("git")
            .current_dir(&s.root)
            .args(args)
            .output()
            .map(|o| o.status.success())
            .unwrap_or(false)
    };
    if !git(&["init", "--quiet"]) {
        eprintln!("skipped the tracked-file half: no git");
        return;
    }
    s.write("notes.md", "kept\n");
    assert!(git(&["add", "notes.md"]));
    let notes = s.root.join("notes.md");
    let out = s.xtask(&["bundle", "toy", "--no-check", "-o", notes.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("notes.md: git tracks it (give --force to overwrite it)"),
        "{stderr}"
    );
    assert_eq!(fs::read_to_string(&notes).unwrap(), "kept\n");
    let out = s.xtask(&[
        "bundle",
        "toy",
        "--no-check",
        "--force",
        "-o",
        notes.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(fs::read_to_string(&notes)
        .unwrap()
        .starts_with("// toy, bundled by scripts/bundle"));
}

#[test]
fn a_stringify_is_bundled_only_where_no_spacing_changes_its_text() {
    // One identifier, one literal or one macro variable reads the same
    // however it is spaced: bundled, and the bundle prints what the
    // workspace binary prints.
    let s = Scratch::new("stringify-kept");
    s.library(
        "toy-lib",
        "//! Names.\n\n/// The name of a type.\n#[macro_export]\nmacro_rules! name {\n    ($t:ident) => {\n        concat!(\"type \", stringify!($t))\n    };\n}\n",
        "",
    );
    s.problem(
        "fn main() {\n    let mut input = String::new();\n    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input).unwrap();\n    if input.trim() == \"all\" {\n        println!(\"{} {} {}\", stringify!(count), stringify!(42), toy_lib::name!(u64));\n    } else {\n        println!(\"none\");\n    }\n}\n",
        LIB_DEP,
    );
    s.bundled_and_compared("\n", &[("all\n", "count 42 type u64\n")]);
    // More than one token: its text is the spacing, which prettyplease
    // changes (`a+b` prints `a+b` in the workspace, `a + b` from the
    // bundle) and a path the bundler rewrites changes, and which rustc's
    // versions print differently (older ones space every token).
    let main = |body: &str| format!("fn main() {{\n    {body}\n}}\n");
    let sum =
        "#[macro_export]\nmacro_rules! sum {\n    () => {\n        stringify!(1+2)\n    };\n}\n";
    let cases: Vec<RefusalCase<'_>> = vec![
        ("stringify-spacing", None, main("println!(\"{}\", stringify!(a+b));"), "crates/toy/src/main.rs:2: stringify!(a + b): its text is the spacing of its tokens, which a bundle changes (and rustc's versions print it differently); it cannot be bundled: write the string literal"),
        ("stringify-path", None, main("println!(\"{}\", stringify!(toy_lib::one));"), "main.rs:2: stringify!(toy_lib :: one): its text is the spacing"),
        ("stringify-library-name", None, main("println!(\"{}\", std::stringify!(toy_lib));"), "main.rs:2: stringify!(toy_lib): its text"),
        ("stringify-in-library-macro", Some(sum), main("println!(\"{}\", toy_lib::sum!());"), "crates/toy-lib/src/lib.rs:4: stringify!(1 + 2): its text"),
    ];
    all_refused(&cases, "", LIB_DEP);
}
