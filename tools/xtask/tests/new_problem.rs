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
//! rebuilds only what changed. A second test does the same for an
//! interactive problem (`--input interactive`: `play` and a jury), filled
//! with a toy game played against its jury.

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

/// One copy at a time: both tests use the same folder and target folder
/// (cargo keys a path package's build by its place in the workspace, so two
/// copies side by side would share, and spoil, each other's builds).
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

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

    /// Runs `program` in the copy. A script, `scripts/<command>`, is run as
    /// what it runs, `xtask <command>` with the copy as the workspace
    /// (`XTASK_ROOT`), by this build's tool: building the tool again in the
    /// copy would cost a cold release build of it and its dependencies, and
    /// `tests/judge.rs` runs the scripts themselves.
    fn run(&self, program: &str, args: &[&str], env: &[(&str, &str)]) -> Output {
        let mut cmd = match program.strip_prefix("scripts/") {
            Some(command) => {
                let mut cmd = Command::new(env!("CARGO_BIN_EXE_xtask"));
                cmd.arg(command).env("XTASK_ROOT", &self.root);
                cmd
            }
            None => Command::new(program),
        };
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
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
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
        ("--judge", "poj", "[possible values: atcoder, codeforces"),
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
        "add the bad-input checks",
        "compare solve with the exhaustive search",
        "state how many judge-data cases the exhaustive search must back",
        "random_input: a random input of size",
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
    let tests = format!("crates/{ID}/src/tests.rs");
    let spec = format!("crates/{ID}/examples/{ID}-spec.rs");
    ws.fill(
        &main,
        r#"    unimplemented!("solve: the closed form or Grundy computation for ({a}, {b})")"#,
        "    a != b",
    );
    ws.fill(
        &tests,
        r#"    unimplemented!("add the bad-input checks: check_malformed(run, a valid input), then check_table rows for empty and truncated input and values outside the statement's bounds")"#,
        r#"    test_support::check_malformed(run, "1 2\n3 3\n");
    use test_support::Expect::{Answer, Reject};
    test_support::check_table(run, &[("empty", "", Answer("")), ("truncated", "1\n", Reject("end of input"))]);"#,
    );
    ws.fill(
        &spec,
        r#"    unimplemented!("moves: the game's moves from {position:?} by its rules")"#,
        "    let &(a, b) = position;\n    (0..a).map(|x| (x, b)).chain((0..b).map(|y| (a, y))).collect()",
    );
    ws.fill(
        &tests,
        r#"    let _search = WinLossSearch::new(spec::moves);
    unimplemented!("compare solve with the exhaustive search on every small position")"#,
        "    let mut search = WinLossSearch::new(spec::moves);\n    for a in 0..12 {\n        for b in 0..12 {\n            assert_eq!(solve(a, b), search.wins(&(a, b)), \"{a} {b}\");\n        }\n    }",
    );
    ws.fill(
        &spec,
        "    let _ = sc;\n    Err(Error::new(\"write validate() from the constraints\"))",
        "    let mut pairs = 0;\n    while !sc.is_at_end() {\n        sc.next_in(\"a\", 0u64, 1_000_000)?;\n        sc.next_in(\"b\", 0u64, 1_000_000)?;\n        sc.end_line()?;\n        pairs += 1;\n    }\n    if pairs == 0 {\n        return Err(Error::new(\"no pair: the input has at least one\"));\n    }\n    Ok(())",
    );
    ws.fill(
        &spec,
        "    let _ = (input, WinLossSearch::new(moves));\n    None",
        "    let pairs = test_support::shape::pairs_until_eof::read(input);\n    if pairs.iter().any(|&(a, b)| a > 20 || b > 20) {\n        return None;\n    }\n    let mut search = WinLossSearch::new(moves);\n    Some(pairs.iter().map(|p| if search.wins(p) { \"Yes\\n\" } else { \"No\\n\" }).collect())",
    );
    ws.fill(
        &spec,
        "fn generated() -> Vec<Generated> {\n    Vec::new()\n}",
        "fn generated() -> Vec<Generated> {\n    vec![\n        Generated::searched(\"small-pairs\", input(&[(1, 2), (3, 3), (0, 0)])),\n        Generated::constructed(\"max-equal-pairs\", input(&[(1_000_000, 1_000_000); 1000]), &\"No\\n\".repeat(1000)),\n    ]\n}",
    );
    ws.fill(&spec, "    min_searched: 0,", "    min_searched: 1,");
    ws.fill(
        &spec,
        "    let _ = rng;\n    unimplemented!(\"random_input: a random input of size {size} within the constraints that reference() answers\")",
        "    let pairs: Vec<(u64, u64)> = (0..size).map(|_| (rng.range(0, 2 * size), rng.range(0, 2 * size))).collect();\n    input(&pairs)",
    );
    let data = ws.root.join("judge-data").join(ID);
    fs::write(data.join("sample-1.in"), "1 2\n3 3\n").unwrap();
    fs::write(data.join("sample-1.ans"), "Yes\nNo\n").unwrap();

    // The generated cases, then everything .ci/run runs, on the new crate.
    let out = ws.run("scripts/generate", &[ID], &[]);
    assert!(out.status.success(), "{}", text(&out));
    assert_eq!(
        fs::read_to_string(data.join("small-pairs.ans")).unwrap(),
        "Yes\nNo\nNo\n"
    );
    passes_every_ci_step(&ws, ID, 3);
    let file = ws.root.join("submit.rs");
    assert!(fs::read_to_string(&file)
        .unwrap()
        .contains("fn solve(a: u64, b: u64) -> bool"));
}

#[test]
fn a_new_interactive_problem_fails_until_filled_then_passes_everything() {
    const ID: &str = "toy-take-one-or-two";
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let ws = Copy::new();
    let out = ws.run(
        "scripts/new-problem",
        &[ID, "--input", "interactive", "--judge", "atcoder"],
        &[],
    );
    assert!(out.status.success(), "{}", text(&out));
    assert!(text(&out).contains("examples/toy-take-one-or-two-jury.rs"));
    let read = xtask::workspace::Workspace::load(&ws.root).unwrap();
    let jury = format!("{ID}-jury");
    assert_eq!(
        read.problem(ID).unwrap().meta.jury.as_deref(),
        Some(&jury[..])
    );

    // The untouched template does not pretend, and neither does its jury.
    let out = ws.run("cargo", &["test", "-q", "-p", ID], &[]);
    let said = text(&out);
    assert!(!out.status.success(), "{said}");
    for message in [
        "add the bad-input checks",
        "compare solve with the exhaustive search",
        "play wrong programs against the jury",
        "random_input: a random game of size",
        "has no case",
    ] {
        assert!(said.contains(message), "missing {message:?} in:\n{said}");
    }
    let data = ws.root.join("judge-data").join(ID);
    fs::write(data.join("sample-1.in"), "4\n").unwrap();
    fs::write(data.join("sample-1.ans"), "First\n").unwrap();
    let out = ws.run("scripts/judge", &[ID], &[]);
    assert!(
        !out.status.success() && text(&out).contains("write the referee"),
        "{}",
        text(&out)
    );

    // Fill it: n stones, take 1 or 2, whoever takes the last one wins. We
    // say First or Second, then each move is how many we take; the judge
    // answers with its take, or 0 when no stone is left.
    let main = format!("crates/{ID}/src/main.rs");
    let tests = format!("crates/{ID}/src/tests.rs");
    let spec = format!("crates/{ID}/examples/{ID}-spec.rs");
    ws.fill(
        &main,
        r#"    let _ = out.flush();
    unimplemented!("play: choose a side with solve({n}), then alternate our move and the judge's reply, by the statement's protocol")"#,
        r#"    let mut n = n;
    let first = solve(n);
    writeln!(out, "{}", if first { "First" } else { "Second" })?;
    if !first {
        n -= take(sc, n)?;
    }
    loop {
        let k = if n % 3 == 0 { 1 } else { n % 3 };
        writeln!(out, "{k}")?;
        n -= k;
        let j = take(sc, n)?;
        if j == 0 {
            return Ok(());
        }
        n -= j;
    }
}

/// The judge's take from `n` stones: 1 or 2 (at most `n`), or 0 when none is left.
fn take<R: Read>(sc: &mut Scanner<R>, n: u64) -> Result<u64, Error> {
    let j: u64 = sc.next()?;
    if (j == 0) != (n == 0) || j > 2 || j > n {
        return Err(Error::new(format!("the judge took {j} of {n}")));
    }
    Ok(j)"#,
    );
    ws.fill(
        &main,
        r#"    unimplemented!("solve: whether the player to move wins from {n}")"#,
        "    n % 3 != 0",
    );
    ws.fill(
        &tests,
        r#"    unimplemented!("add the bad-input checks: play on malformed input and on judge replies that break the rules")"#,
        r#"    for (input, message) in [("", "end of input"), ("x", "`x`"), ("4\n3\n", "took 3")] {
        let mut sink = Vec::new();
        let mut out = judge_io::Output::interactive(&mut sink);
        let e = play(&mut Scanner::new(input.as_bytes()), &mut out).unwrap_err();
        assert!(e.to_string().contains(message), "{input:?}: {e}");
    }"#,
    );
    ws.fill(
        &spec,
        r#"    unimplemented!("moves: the game's moves from {position:?} by its rules")"#,
        "    (1..=2).filter(|&k| k <= *position).map(|k| position - k).collect()",
    );
    ws.fill(
        &tests,
        r#"    let _search = WinLossSearch::new(spec::moves);
    unimplemented!("compare solve with the exhaustive search on every small position")"#,
        "    let mut search = WinLossSearch::new(spec::moves);\n    for n in 0..60 {\n        assert_eq!(solve(n), search.wins(&n), \"{n}\");\n    }",
    );
    ws.fill(
        &tests,
        r#"    unimplemented!("play wrong programs against the jury: each must be rejected")"#,
        r#"    fn greedy<R: Read>(sc: &mut Scanner<R>, out: &mut judge_io::Output) -> Result<(), Error> {
        use std::io::Write;
        let mut n: u64 = sc.next()?;
        writeln!(out, "First")?;
        while n > 0 {
            writeln!(out, "1")?;
            n -= 1;
            let j: u64 = sc.next()?;
            n -= j;
        }
        Ok(())
    }
    let e = play_in_process(greedy, jury::referee, "4\n", "First\n").unwrap_err();
    assert!(e.contains("lost"), "{e}");"#,
    );
    ws.fill(
        &spec,
        "    let _ = sc;\n    Err(Error::new(\"write validate() from the constraints\"))",
        "    sc.next_in(\"n\", 1u64, 1_000_000)?;\n    sc.end_line()",
    );
    ws.fill(
        &spec,
        "    let _ = (input, WinLossSearch::new(moves));\n    None",
        "    let n: u64 = input.trim().parse().ok()?;\n    let wins = n <= 60 && WinLossSearch::new(moves).wins(&n);\n    (n <= 60).then(|| if wins { \"First\\n\" } else { \"Second\\n\" }.to_string())",
    );
    ws.fill(
        &spec,
        "fn generated() -> Vec<Generated> {\n    Vec::new()\n}",
        "fn generated() -> Vec<Generated> {\n    vec![\n        Generated::searched(\"small-5\", \"5\\n\".into()),\n        Generated::searched(\"small-6\", \"6\\n\".into()),\n        Generated::constructed(\"max-n\", \"9999\\n\".into(), \"Second\\n\"),\n    ]\n}",
    );
    ws.fill(&spec, "    min_searched: 0,", "    min_searched: 2,");
    ws.fill(
        &spec,
        "    let _ = rng;\n    unimplemented!(\"random_input: a random game of size {size} within the constraints that reference() answers\")",
        "    format!(\"{}\\n\", rng.range(1, 6 * size))",
    );
    let jury_rs = format!("crates/{ID}/examples/{ID}-jury.rs");
    ws.fill(
        &jury_rs,
        r#"    let _ = (input, answer, io);
    Err(Reject::Broken(
        "write the referee: the statement's protocol from the judge's side".into(),
    ))"#,
        r#"    let mut n: u64 = input.trim().parse().map_err(|_| Reject::Broken(format!("input {input:?}")))?;
    // Who wins: the player to move iff n is not a multiple of 3 (the
    // tests check it against the search).
    let side = if n % 3 != 0 { "First" } else { "Second" };
    if answer.trim() != side {
        return Err(Reject::Broken(format!("answer {answer:?}: {side} wins {n}")));
    }
    io.send(&n.to_string());
    let said: String = read(io, "First or Second")?;
    let mut ours = match said.as_str() {
        "First" => false,
        "Second" => true,
        _ => return Err(Reject::Wrong(format!("expected First or Second, got {said:?}"))),
    };
    loop {
        if ours {
            // A winning take if there is one, else 1.
            let k = if n % 3 == 0 { 1 } else { n % 3 };
            n -= k;
            io.send(&k.to_string());
            if n == 0 {
                return Err(Reject::Wrong("lost: the jury took the last stone".into()));
            }
        } else {
            let k: u64 = read(io, "a take")?;
            if !(1..=2).contains(&k) || k > n {
                return Err(Reject::Wrong(format!("took {k} of {n}")));
            }
            n -= k;
            if n == 0 {
                io.send("0");
                return Ok(());
            }
        }
        ours = !ours;
    }"#,
    );
    ws.fill(
        &jury_rs,
        "use test_support::jury::{Channel, Reject, Verdict};",
        "use test_support::jury::{read, Channel, Reject, Verdict};",
    );

    let out = ws.run("scripts/generate", &[ID], &[]);
    assert!(out.status.success(), "{}", text(&out));
    passes_every_ci_step(&ws, ID, 4);
}

/// Every step `.ci/run` takes, on the new crate `id` with `cases` judge-data
/// cases: fmt, clippy, its tests, `scripts/judge` (all pass), `scripts/bench
/// --smoke`, the old-toolchain build where the old toolchain is here
/// (required when OLD_RUSTC is set, as .ci/run sets it), and the bundle,
/// compiled as the judge would and judged on the data, into `submit.rs`.
fn passes_every_ci_step(ws: &Copy, id: &str, cases: usize) {
    let out = ws.run("cargo", &["fmt", "-p", id], &[]);
    assert!(out.status.success(), "{}", text(&out));
    let steps: [&[&str]; 5] = [
        &["cargo", "fmt", "--all", "--", "--check"],
        &[
            "cargo",
            "clippy",
            "-q",
            "-p",
            id,
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
        &["cargo", "test", "-q", "-p", id],
        &["scripts/judge", id],
        &["scripts/bench", "--smoke", id],
    ];
    for step in steps {
        let out = ws.run(step[0], &step[1..], &[]);
        assert!(out.status.success(), "{step:?}:\n{}", text(&out));
    }
    let out = ws.run("scripts/judge", &[id], &[]);
    let summary = format!("{cases} passed, 0 failed");
    assert!(text(&out).contains(&summary), "{}", text(&out));
    let old = std::env::var("OLD_RUSTC").unwrap_or_else(|_| "/usr/bin/rustc".into());
    if std::env::var_os("OLD_RUSTC").is_some() || Path::new(&old).with_file_name("cargo").exists() {
        let out = ws.run(
            "scripts/old-toolchain-build",
            &["-p", id],
            &[("OLD_RUSTC", &old)],
        );
        assert!(out.status.success(), "{}", text(&out));
    } else {
        eprintln!("no old toolchain: the old-toolchain build of {id} is skipped");
    }
    let file = ws.root.join("submit.rs");
    let out = ws.run("scripts/bundle", &[id, "-o", file.to_str().unwrap()], &[]);
    assert!(out.status.success(), "{}", text(&out));
    let answered = format!("answers its {cases} judge-data cases right");
    assert!(text(&out).contains(&answered), "{}", text(&out));
}
