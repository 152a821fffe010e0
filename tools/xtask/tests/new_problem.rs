//! Keeps `scripts/new-problem` honest: in a copy of the workspace it
//! creates a problem whose input is pairs until the end of input, shows that
//! the untouched template fails (tests and regression), fills the
//! template's marked parts with a trivial game (two-pile Nim, one position
//! per line), and shows that everything `.ci/run` runs then passes on the
//! new crate (fmt, clippy, tests, `scripts/judge`, `scripts/bench --smoke`,
//! the old-toolchain build, `scripts/bundle` with its compile check) with
//! nothing registered by hand. It also checks the refusals and that a URL
//! with `&`, `|` and `'` comes through intact. The copy and its target
//! folder live under this workspace's target folder, so a second run
//! rebuilds only what changed.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const ID: &str = "toy-two-piles";

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap();
        if name == "target" {
            continue;
        }
        if path.is_dir() {
            copy_dir(&path, &to.join(name));
        } else {
            fs::copy(&path, to.join(name)).unwrap();
        }
    }
}

struct Copy {
    root: PathBuf,
    target: PathBuf,
}

impl Copy {
    fn new() -> Self {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let target = std::env::var_os("CARGO_TARGET_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| src.join("target"));
        let base = target.join("new-problem-check");
        let root = base.join("workspace");
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(root.join("judge-data")).unwrap();
        for item in ["Cargo.toml", "Cargo.lock"] {
            fs::copy(src.join(item), root.join(item)).unwrap();
        }
        // Every crate and tool (the workspace must build), no judge data
        // but the new problem's.
        for dir in ["crates", "tools", "scripts"] {
            copy_dir(&src.join(dir), &root.join(dir));
        }
        Copy {
            root,
            target: base.join("target"),
        }
    }

    fn run(&self, program: &str, args: &[&str], env: &[(&str, &str)]) -> Output {
        let program = if program.starts_with("scripts/") {
            self.root.join(program)
        } else {
            PathBuf::from(program)
        };
        let mut cmd = Command::new(program);
        cmd.args(args)
            .current_dir(&self.root)
            .env("CARGO_TARGET_DIR", &self.target);
        for (k, v) in env {
            cmd.env(k, v);
        }
        cmd.output().unwrap()
    }

    /// Replaces `marker` (which must be in the file) by `with`.
    fn fill(&self, file: &str, marker: &str, with: &str) {
        let path = self.root.join(file);
        let text = fs::read_to_string(&path).unwrap();
        assert!(
            text.contains(marker),
            "the template no longer has:\n{marker}"
        );
        fs::write(&path, text.replacen(marker, with, 1)).unwrap();
    }
}

impl Drop for Copy {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.root);
    }
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn a_new_problem_fails_until_filled_then_passes_everything() {
    let ws = Copy::new();
    let url = "https://acm.hdu.edu.cn/showproblem.php?pid=1&lang=en|x'y";
    let out = ws.run(
        "scripts/new-problem",
        &[
            ID,
            "--input",
            "pairs-until-eof",
            "--url",
            url,
            "--time-limit",
            "1",
            "--memory-limit",
            "32",
        ],
        &[],
    );
    assert!(out.status.success(), "{}", text(&out));
    let manifest = fs::read_to_string(ws.root.join("crates").join(ID).join("Cargo.toml")).unwrap();
    assert!(manifest.contains(&format!("url = \"{url}\"")), "{manifest}");
    let read = xtask::workspace::Workspace::load(&ws.root).unwrap();
    let problem = read.problem(ID).unwrap();
    assert_eq!(problem.meta.url, url);
    assert_eq!(
        (problem.meta.time_limit, problem.meta.memory_limit),
        (1.0, 32.0)
    );

    // Refusals leave nothing behind.
    let out = ws.run("scripts/new-problem", &[ID], &[]);
    assert!(
        !out.status.success() && text(&out).contains("exists already"),
        "{}",
        text(&out)
    );
    let out = ws.run("scripts/new-problem", &["Not_A_Crate"], &[]);
    assert!(
        !out.status.success() && text(&out).contains("not a valid id"),
        "{}",
        text(&out)
    );
    let out = ws.run("scripts/new-problem", &["sg-core"], &[]);
    assert!(
        !out.status.success() && text(&out).contains("a library or tool crate"),
        "{}",
        text(&out)
    );
    for bad_url in ["https://x/a b", "https://x/\"q\"", "https://x/a\\b"] {
        let out = ws.run("scripts/new-problem", &["other", "--url", bad_url], &[]);
        assert!(
            !out.status.success() && text(&out).contains("percent-encode"),
            "{}",
            text(&out)
        );
    }
    for (option, value, message) in [
        ("--input", "grid", "unknown input shape 'grid'"),
        ("--time-limit", "0", "--time-limit takes a positive number"),
        (
            "--memory-limit",
            "1e3",
            "--memory-limit takes a positive number",
        ),
        ("--judge", "poj", "--judge takes plain or atcoder"),
    ] {
        let out = ws.run("scripts/new-problem", &["other", option, value], &[]);
        assert!(
            !out.status.success() && text(&out).contains(message),
            "{}",
            text(&out)
        );
    }
    for gone in [
        "crates/Not_A_Crate",
        "judge-data/Not_A_Crate",
        "crates/other",
        "judge-data/other",
    ] {
        assert!(!ws.root.join(gone).exists(), "{gone}");
    }

    // The untouched template does not pretend.
    let out = ws.run("cargo", &["test", "-q", "-p", ID], &[]);
    let said = text(&out);
    assert!(!out.status.success(), "{said}");
    for message in [
        &format!("cannot read judge-data/{ID}/sample-1.in") as &str,
        "store the statement's sample 1 there",
        "add the bad-input checks",
        "compare solve with the exhaustive search",
        "state how many judge-data cases the exhaustive search must back",
        "has no case",
    ] {
        assert!(said.contains(message), "missing {message:?} in:\n{said}");
    }
    let out = ws.run("scripts/judge", &[ID], &[]);
    assert!(
        !out.status.success() && text(&out).contains("has no case"),
        "{}",
        text(&out)
    );

    // Fill it: two-pile Nim, one position `a b` per line.
    let main = format!("crates/{ID}/src/main.rs");
    ws.fill(
        &main,
        r#"    unimplemented!("solve: the closed form or Grundy computation for ({a}, {b})")"#,
        "    a != b",
    );
    ws.fill(
        &main,
        r#"        unimplemented!("add the bad-input checks: check_malformed(run, a valid input), then check_table rows for empty and truncated input and values outside the statement's bounds")"#,
        r#"        test_support::check_malformed(run, "1 2\n3 3\n");
        use test_support::Expect::{Answer, Reject};
        test_support::check_table(run, &[("empty", "", Answer("")), ("truncated", "1\n", Reject("end of input"))]);"#,
    );
    ws.fill(
        &main,
        r#"        unimplemented!("moves: the game's moves from {position:?} by its rules")"#,
        "        let &(a, b) = position;\n        (0..a).map(|x| (x, b)).chain((0..b).map(|y| (a, y))).collect()",
    );
    ws.fill(
        &main,
        r#"        let _search = WinLossSearch::new(moves);
        unimplemented!("compare solve with the exhaustive search on every small position")"#,
        "        let mut search = WinLossSearch::new(moves);\n        for a in 0..12 {\n            for b in 0..12 {\n                assert_eq!(solve(a, b), search.wins(&(a, b)), \"{a} {b}\");\n            }\n        }",
    );
    ws.fill(
        &main,
        "        let _ = sc;\n        Err(Error::new(\"write validate() from the constraints\"))",
        "        while !sc.is_at_end()? {\n            sc.next_in(\"a\", 0u64, 1_000_000)?;\n            sc.next_in(\"b\", 0u64, 1_000_000)?;\n        }\n        Ok(())",
    );
    ws.fill(
        &main,
        "        let _ = input;\n        None",
        "        let pairs = test_support::pairs(input);\n        if pairs.iter().any(|&(a, b)| a > 20 || b > 20) {\n            return None;\n        }\n        let mut search = WinLossSearch::new(moves);\n        Some(pairs.iter().map(|p| if search.wins(p) { \"Yes\\n\" } else { \"No\\n\" }).collect())",
    );
    ws.fill(
        &main,
        "    fn generated() -> Vec<Generated> {\n        Vec::new()\n    }",
        "    fn generated() -> Vec<Generated> {\n        vec![\n            Generated::searched(\"small-pairs\", input(&[(1, 2), (3, 3), (0, 0)])),\n            Generated::constructed(\"max-equal-pairs\", input(&[(1_000_000, 1_000_000); 1000]), &\"No\\n\".repeat(1000)),\n        ]\n    }",
    );
    ws.fill(
        &main,
        "        min_searched: 0,",
        "        min_searched: 1,",
    );
    let data = ws.root.join("judge-data").join(ID);
    fs::write(data.join("sample-1.in"), "1 2\n3 3\n").unwrap();
    fs::write(data.join("sample-1.ans"), "Yes\nNo\n").unwrap();

    // Everything .ci/run runs, on the new crate.
    let out = ws.run(
        "cargo",
        &["test", "-q", "-p", ID],
        &[("UPDATE_JUDGE_DATA", "1")],
    );
    assert!(out.status.success(), "{}", text(&out));
    assert_eq!(
        fs::read_to_string(data.join("small-pairs.ans")).unwrap(),
        "Yes\nNo\nNo\n"
    );
    let out = ws.run("cargo", &["fmt", "-p", ID], &[]);
    assert!(out.status.success(), "{}", text(&out));
    let steps: [&[&str]; 5] = [
        &["cargo", "fmt", "--all", "--", "--check"],
        &[
            "cargo",
            "clippy",
            "-q",
            "-p",
            ID,
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
        &["cargo", "test", "-q", "-p", ID],
        &["scripts/judge", ID],
        &["scripts/bench", "--smoke", ID],
    ];
    for step in steps {
        let out = ws.run(step[0], &step[1..], &[]);
        assert!(out.status.success(), "{step:?}:\n{}", text(&out));
    }
    let out = ws.run("scripts/judge", &[ID], &[]);
    assert!(text(&out).contains("3 passed, 0 failed"), "{}", text(&out));
    // The old-toolchain build .ci/run makes, where the old toolchain is here
    // (required when OLD_RUSTC is set, as .ci/run sets it).
    let old = std::env::var("OLD_RUSTC").unwrap_or_else(|_| "/usr/bin/rustc".into());
    if std::env::var_os("OLD_RUSTC").is_some() || Path::new(&old).with_file_name("cargo").exists() {
        let out = ws.run(
            "scripts/old-toolchain-build",
            &["-p", ID],
            &[("OLD_RUSTC", &old)],
        );
        assert!(out.status.success(), "{}", text(&out));
    } else {
        eprintln!("no old toolchain: the old-toolchain build of {ID} is skipped");
    }
    // The bundle, compiled as the judge would and judged on the data.
    let file = ws.root.join("submit.rs");
    let out = ws.run("scripts/bundle", &[ID, "-o", file.to_str().unwrap()], &[]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        text(&out).contains("answers its 3 judge-data cases right"),
        "{}",
        text(&out)
    );
    assert!(fs::read_to_string(&file)
        .unwrap()
        .contains("fn solve(a: u64, b: u64) -> bool"));
}
