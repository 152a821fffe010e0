//! The judges a problem is submitted to, each with what decides whether a
//! submission passes there: its compiler (the version it publishes, every
//! edition it offers, its flags), the crates it installs, and its stack.
//! The one table of these facts; `scripts/bundle` compiles a bundle with
//! every build of its target and judges each binary, and the runner gives
//! every program the stack of the problem's judges.
//!
//! Sources: AtCoder's language update of 2025-10 (Rust 1.89.0, edition 2024,
//! `cargo build --release`, proconio 0.5.0 and itertools 0.14.0, a stack of
//! 1 GiB); Codeforces' language list (Rust 1.89.0 in editions 2021 and 2024,
//! the stack `/STACK:268435456`); the Library Checker's compiler list
//! (rustc 1.94.1, edition 2024, no stack limit); Luogu's judge environment
//! (luogu-dev/judge-env, a stable rustc of 2026-01: 1.92.0 inferred, flags
//! and edition unpublished: both editions, `-W warnings`); CSES (rustc 1.75.0
//! reported, and 1.66.1 in older notes, so also the old rustc 1.63; editions
//! 2018 and 2021, `-C opt-level=3`). Where a judge publishes no stack, the
//! stack is the memory limit.

/// Where a problem is submitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// AtCoder: proconio and itertools are installed too.
    Atcoder,
    /// Codeforces.
    Codeforces,
    /// Luogu.
    Luogu,
    /// The Library Checker (judge.yosupo.jp).
    LibraryChecker,
    /// The CSES Problem Set.
    Cses,
    /// No judge known to take the problem in Rust (HDU, POJ, AcWing): std
    /// only, checked with the current rustc and the old one the workspace
    /// supports.
    Plain,
}

/// Which rustc compiles a build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Toolchain {
    /// A released version, as rustup installs it (`rustup run 1.89.0`).
    Rustup(&'static str),
    /// The rustc running the tool's cargo.
    Current,
    /// The old rustc of the workspace's floor (`OLD_RUSTC`, else Debian's
    /// rustc 1.63 at /usr/bin/rustc).
    Old,
}

/// One binary a check compiles.
#[derive(Clone, Copy, Debug)]
pub struct Build {
    /// The compiler.
    pub toolchain: Toolchain,
    /// The edition.
    pub edition: &'static str,
    /// The flags after `--edition`.
    pub flags: &'static [&'static str],
    /// AtCoder's way: `cargo build --release` in a project with its crates.
    pub cargo: bool,
}

const fn rustc(
    toolchain: Toolchain,
    edition: &'static str,
    flags: &'static [&'static str],
) -> Build {
    Build {
        toolchain,
        edition,
        flags,
        cargo: false,
    }
}

const O: &[&str] = &["-O"];
const LUOGU: &[&str] = &["-O", "-W", "warnings"];
const CSES: &[&str] = &["-C", "opt-level=3"];

const ATCODER_BUILDS: &[Build] = &[Build {
    toolchain: Toolchain::Rustup("1.89.0"),
    edition: "2024",
    flags: &[],
    cargo: true,
}];
const CODEFORCES_BUILDS: &[Build] = &[
    rustc(Toolchain::Rustup("1.89.0"), "2021", O),
    rustc(Toolchain::Rustup("1.89.0"), "2024", O),
];
const LUOGU_BUILDS: &[Build] = &[
    rustc(Toolchain::Rustup("1.92.0"), "2021", LUOGU),
    rustc(Toolchain::Rustup("1.92.0"), "2024", LUOGU),
];
const LIBRARY_CHECKER_BUILDS: &[Build] = &[rustc(Toolchain::Rustup("1.94.1"), "2024", O)];
// CSES' rustc is reported as 1.66.1 (older notes) and as 1.75.0 (newer
// ones): both, the older by the workspace's old rustc 1.63 in edition 2018.
const CSES_BUILDS: &[Build] = &[
    rustc(Toolchain::Rustup("1.75.0"), "2018", CSES),
    rustc(Toolchain::Rustup("1.75.0"), "2021", CSES),
    rustc(Toolchain::Old, "2018", CSES),
];
const PLAIN_BUILDS: &[Build] = &[
    rustc(Toolchain::Current, "2021", O),
    rustc(Toolchain::Current, "2024", O),
    rustc(Toolchain::Old, "2021", O),
];

/// Every target, in the order `-h` lists them.
pub const ALL: [Target; 6] = [
    Target::Atcoder,
    Target::Codeforces,
    Target::Luogu,
    Target::LibraryChecker,
    Target::Cses,
    Target::Plain,
];

impl Target {
    /// The name used on command lines and in the metadata.
    pub fn name(self) -> &'static str {
        match self {
            Target::Atcoder => "atcoder",
            Target::Codeforces => "codeforces",
            Target::Luogu => "luogu",
            Target::LibraryChecker => "library-checker",
            Target::Cses => "cses",
            Target::Plain => "plain",
        }
    }

    /// The target called `name`.
    pub fn parse(name: &str) -> Option<Target> {
        ALL.into_iter().find(|t| t.name() == name)
    }

    /// The names of all targets, for messages.
    pub fn names() -> String {
        ALL.map(Target::name).join(", ")
    }

    /// Every binary a bundle for this target is compiled into and judged
    /// as.
    pub fn builds(self) -> &'static [Build] {
        match self {
            Target::Atcoder => ATCODER_BUILDS,
            Target::Codeforces => CODEFORCES_BUILDS,
            Target::Luogu => LUOGU_BUILDS,
            Target::LibraryChecker => LIBRARY_CHECKER_BUILDS,
            Target::Cses => CSES_BUILDS,
            Target::Plain => PLAIN_BUILDS,
        }
    }

    /// The stack the judge publishes, in MiB, where it publishes one.
    pub fn stack_mib(self) -> Option<f64> {
        match self {
            Target::Atcoder => Some(1024.0),
            Target::Codeforces => Some(256.0),
            _ => None,
        }
    }

    /// Whether the judge installs AtCoder's crates.
    pub fn has_atcoder_crates(self) -> bool {
        self == Target::Atcoder
    }
}

/// Every rustup toolchain some target names, for `.ci/run` and messages.
pub fn rustup_toolchains() -> Vec<&'static str> {
    let mut res: Vec<&str> = ALL
        .iter()
        .flat_map(|t| t.builds())
        .filter_map(|b| match b.toolchain {
            Toolchain::Rustup(v) => Some(v),
            _ => None,
        })
        .collect();
    res.sort_unstable();
    res.dedup();
    res
}

/// Installs with rustup every toolchain of [`rustup_toolchains`] that is
/// missing here, as `.ci/run` does (the tests call it, so that they need
/// nothing but the Rust toolchain).
///
/// # Errors
/// The first toolchain rustup cannot install.
pub fn install_missing_toolchains() -> Result<(), String> {
    use std::process::Command;
    for v in rustup_toolchains() {
        let here = Command::new("rustup")
            .args(["run", v, "rustc", "--version"])
            .output()
            .is_ok_and(|o| o.status.success());
        if here {
            continue;
        }
        eprintln!("installing rustc {v} with rustup for the bundle checks...");
        let installed = Command::new("rustup")
            .args(["toolchain", "install", v, "--profile", "minimal"])
            .status()
            .is_ok_and(|s| s.success());
        if !installed {
            return Err(format!(
                "cannot install rustc {v} (rustup toolchain install {v} --profile minimal)"
            ));
        }
    }
    Ok(())
}

/// How an output is compared with the stored answer, as the judge compares
/// it (`compare` in the metadata; its source is in STATEMENT.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Token by token, exactly (testlib's `wcmp`: tokens are separated by
    /// space, tab, CR and LF).
    Tokens,
    /// Token by token, letters in any case (a statement that says so).
    TokensAnyCase,
    /// Line by line (Luogu without a special judge): spaces at the end of a
    /// line and empty lines at the end of the output are ignored, nothing
    /// else.
    Lines,
}

impl Rule {
    /// The name used in the metadata.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Tokens => "tokens",
            Rule::TokensAnyCase => "tokens-any-case",
            Rule::Lines => "lines",
        }
    }

    /// The rule called `name`.
    pub fn parse(name: &str) -> Option<Rule> {
        [Rule::Tokens, Rule::TokensAnyCase, Rule::Lines]
            .into_iter()
            .find(|r| r.name() == name)
    }
}
