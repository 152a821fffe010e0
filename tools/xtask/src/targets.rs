//! The judges a problem is submitted to, each with what decides whether a
//! submission passes there: its compiler (the version it publishes, every
//! edition it offers, its flags), the crates it installs, its stack, and
//! where these facts come from; and the comparison rules. The one table of
//! these facts: every other place takes them from here (`scripts/bundle`
//! compiles a bundle with every build of its target and judges each
//! binary, the runner gives every program the stack of the problem's
//! judges, `scripts/xtask toolchains` tells `.ci/run` what to install, the
//! help texts and CONVENTIONS.md's compiler table are generated from it).
//! Tidy checks that no judge's compiler or crate version is written
//! anywhere else, but for the workspace manifest's pins, which it checks
//! against this table. A new rustc for a judge is an edit of this file.

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
    /// A released version, as rustup installs it (`rustup run V`).
    Rustup(&'static str),
    /// The rustc running the tool's cargo.
    Current,
    /// The old rustc of the workspace's floor, [`OLD_RUSTC`].
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

/// A crate a judge installs beside std.
#[derive(Clone, Copy, Debug)]
pub struct Crate {
    /// Its name.
    pub name: &'static str,
    /// The version installed, exactly.
    pub version: &'static str,
    /// The features enabled.
    pub features: &'static [&'static str],
}

/// The old rustc: the oldest Rust the problem crates and libraries build
/// with (the workspace's `rust-version`, which tidy checks against it), the
/// one Debian's `rustc` package installs. Plain bundles, and CSES' older
/// compiler, are checked with it.
pub const OLD_RUSTC: Old = Old {
    version: "1.63",
    path: "/usr/bin/rustc",
    from: "Debian's rustc",
};

/// Where the old rustc comes from.
#[derive(Clone, Copy, Debug)]
pub struct Old {
    /// Its version, major.minor (any patch release).
    pub version: &'static str,
    /// Where it is installed (`OLD_RUSTC` names another).
    pub path: &'static str,
    /// Who installs it there.
    pub from: &'static str,
}

/// The folder of the target directory where a bundle is built AtCoder's
/// way: a cargo project whose manifest holds [`ATCODER_CRATES`].
pub const ATCODER_PROJECT: &str = "atcoder-check";

/// What AtCoder installs beside std (its language update of 2025-10).
pub const ATCODER_CRATES: &[Crate] = &[
    Crate {
        name: "proconio",
        version: "0.5.0",
        features: &["derive"],
    },
    Crate {
        name: "itertools",
        version: "0.14.0",
        features: &[],
    },
];

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

const ATCODER_RUSTC: Toolchain = Toolchain::Rustup("1.89.0");
const CODEFORCES_RUSTC: Toolchain = Toolchain::Rustup("1.89.0");
const LUOGU_RUSTC: Toolchain = Toolchain::Rustup("1.92.0");
const LIBRARY_CHECKER_RUSTC: Toolchain = Toolchain::Rustup("1.94.1");
const CSES_RUSTC: Toolchain = Toolchain::Rustup("1.75.0");

const ATCODER_BUILDS: &[Build] = &[Build {
    toolchain: ATCODER_RUSTC,
    edition: "2024",
    flags: &[],
    cargo: true,
}];
const CODEFORCES_BUILDS: &[Build] = &[
    rustc(CODEFORCES_RUSTC, "2021", O),
    rustc(CODEFORCES_RUSTC, "2024", O),
];
const LUOGU_BUILDS: &[Build] = &[
    rustc(LUOGU_RUSTC, "2021", LUOGU),
    rustc(LUOGU_RUSTC, "2024", LUOGU),
];
const LIBRARY_CHECKER_BUILDS: &[Build] = &[rustc(LIBRARY_CHECKER_RUSTC, "2024", O)];
// CSES' rustc is reported as 1.66.1 (older notes) and as 1.75.0 (newer
// ones): both, the older by the workspace's old rustc in edition 2018.
const CSES_BUILDS: &[Build] = &[
    rustc(CSES_RUSTC, "2018", CSES),
    rustc(CSES_RUSTC, "2021", CSES),
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

    /// The crates the judge installs beside std.
    pub fn crates(self) -> &'static [Crate] {
        match self {
            Target::Atcoder => ATCODER_CRATES,
            _ => &[],
        }
    }

    /// Whether the judge installs AtCoder's crates.
    pub fn has_atcoder_crates(self) -> bool {
        !self.crates().is_empty()
    }

    /// Where the facts above come from, and what is inferred.
    pub fn source(self) -> &'static str {
        match self {
            Target::Atcoder => {
                "AtCoder's language update of 2025-10; a problem that uses its crates is AtCoder-only"
            }
            Target::Codeforces => "Codeforces' language list; the stack `/STACK:268435456`",
            Target::Luogu => {
                "Luogu's judge environment (luogu-dev/judge-env), a stable rustc of 2026-01: the \
                 version is inferred, the flags and editions are not published (both editions, \
                 warnings denied)"
            }
            Target::LibraryChecker => "the Library Checker's compiler list; no stack limit",
            Target::Cses => {
                "CSES is reported with rustc 1.75.0 and, in older notes, 1.66.1, which the old \
                 rustc stands for; it publishes neither"
            }
            Target::Plain => "no judge takes the problem in Rust",
        }
    }

    /// What a bundle for this target is compiled with, from its builds:
    /// those that differ in the edition alone on one line (`rustc V -O,
    /// editions 2021 and 2024`).
    pub fn compiled_as(self) -> String {
        let mut groups: Vec<(String, Vec<&str>)> = Vec::new();
        for b in self.builds() {
            let compiler = b.compiler(self);
            match groups.iter_mut().find(|(c, _)| *c == compiler) {
                Some((_, editions)) => editions.push(b.edition),
                None => groups.push((compiler, vec![b.edition])),
            }
        }
        groups
            .iter()
            .map(|(compiler, editions)| {
                let plural = if editions.len() > 1 { "s" } else { "" };
                format!("{compiler}, edition{plural} {}", editions.join(" and "))
            })
            .collect::<Vec<_>>()
            .join("; ")
    }
}

impl Build {
    /// The build's compiler and flags on `target` (`rustc 1.89.0 -O`, `the
    /// old rustc -O`, AtCoder's `cargo V build --release ... with CRATES`).
    pub fn compiler(&self, target: Target) -> String {
        let (which, version) = match self.toolchain {
            Toolchain::Rustup(v) => ("", format!(" {v}")),
            Toolchain::Current => ("the current ", String::new()),
            Toolchain::Old => ("the old ", String::new()),
        };
        if self.cargo {
            format!(
                "{which}cargo{version} build --release in a project under \
                 target/{} with {}",
                ATCODER_PROJECT,
                crates(target.crates())
            )
        } else {
            format!("{which}rustc{version} {}", self.flags.join(" "))
        }
    }
}

/// `proconio 0.5.0 (derive) and itertools 0.14.0`.
pub fn crates(crates: &[Crate]) -> String {
    let said: Vec<String> = crates
        .iter()
        .map(|c| {
            let features = if c.features.is_empty() {
                String::new()
            } else {
                format!(" ({})", c.features.join(", "))
            };
            format!("{} {}{features}", c.name, c.version)
        })
        .collect();
    said.join(" and ")
}

/// Every rustup toolchain some target names, sorted.
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

/// Every version number of a judge's compiler or crate in this table, with
/// what it is (`rustc`, `old rustc`, a crate's name): what tidy looks
/// for elsewhere, and what the help snapshots stand a name in for.
pub fn versions() -> Vec<(&'static str, String)> {
    let mut res: Vec<(&str, String)> = rustup_toolchains()
        .into_iter()
        .map(|v| (v, "rustc".to_string()))
        .collect();
    res.push((OLD_RUSTC.version, "old rustc".to_string()));
    for t in ALL {
        for c in t.crates() {
            if !res
                .iter()
                .any(|(v, what)| *v == c.version && what == c.name)
            {
                res.push((c.version, c.name.to_string()));
            }
        }
    }
    res
}

/// Where `text` names a version of [`versions`]: (byte offset, the text
/// matched, what it is). A rustc is named by its major.minor with or
/// without a patch (`1.89`, `1.89.0`), a crate by its whole version; a
/// match starts and ends at a number's edge (not inside `11.89` or
/// `1.890`).
pub fn versions_in(text: &str) -> Vec<(usize, &str, String)> {
    let bytes = text.as_bytes();
    let mut res = Vec::new();
    for (version, what) in versions() {
        let crate_version = !what.contains("rustc");
        let stem = if crate_version {
            version
        } else {
            let mut parts = version.splitn(3, '.');
            let (major, minor) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
            &version[..major.len() + 1 + minor.len()]
        };
        let mut from = 0;
        while let Some(at) = text[from..].find(stem).map(|i| from + i) {
            from = at + stem.len();
            let before = at.checked_sub(1).map(|i| bytes[i]);
            if before.is_some_and(|b| b.is_ascii_digit() || b == b'.') {
                continue;
            }
            let mut end = at + stem.len();
            let digit_at = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_digit);
            if !crate_version && bytes.get(end) == Some(&b'.') && digit_at(end + 1) {
                end += 1;
                while digit_at(end) {
                    end += 1;
                }
            }
            if digit_at(end) || (bytes.get(end) == Some(&b'.') && digit_at(end + 1)) {
                continue;
            }
            res.push((at, &text[at..end], what.clone()));
        }
    }
    res.sort_by_key(|(at, _, _)| *at);
    res.dedup_by_key(|(at, _, _)| *at);
    res
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

#[cfg(test)]
mod tests {
    use super::{versions, versions_in, Target, Toolchain};

    #[test]
    fn every_version_of_the_table_is_found_at_a_numbers_edge_only() {
        let rustc = match Target::Codeforces.builds()[0].toolchain {
            Toolchain::Rustup(v) => v,
            other => panic!("{other:?}"),
        };
        let minor = &rustc[..rustc.rfind('.').unwrap()];
        let text = format!("rustc {rustc}, or {minor}, or {minor}.7; not 1{rustc} nor {minor}9");
        let found: Vec<&str> = versions_in(&text).into_iter().map(|(_, v, _)| v).collect();
        assert_eq!(
            found,
            [rustc.to_string(), minor.to_string(), format!("{minor}.7")]
        );
        for (version, what) in versions() {
            let text = format!("({version})");
            let found = versions_in(&text);
            assert_eq!(found.len(), 1, "{version} ({what}): {found:?}");
            assert_eq!(found[0].1, version);
        }
    }
}
