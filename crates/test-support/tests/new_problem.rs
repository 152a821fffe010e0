//! Keeps `scripts/new-problem` honest: in a temporary copy of the workspace
//! it creates a problem, shows that the untouched template fails (tests and
//! regression), fills the template's marked parts with a trivial game (Nim
//! under another name), and shows that build, tests, `scripts/judge` and the
//! bundle check then pass with nothing registered by hand.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const ID: &str = "toy-nim";

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
}

impl Copy {
    fn new() -> Self {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let root = std::env::temp_dir().join(format!("new-problem-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        for item in ["Cargo.toml", "Cargo.lock", "clippy.toml"] {
            fs::create_dir_all(&root).unwrap();
            fs::copy(src.join(item), root.join(item)).unwrap();
        }
        for dir in ["crates", "tools", "scripts", "judge-data"] {
            copy_dir(&src.join(dir), &root.join(dir));
        }
        Copy { root }
    }

    fn run(&self, program: &str, args: &[&str], env: &[(&str, &str)]) -> Output {
        let mut cmd = Command::new(program);
        cmd.args(args)
            .current_dir(&self.root)
            .env("CARGO_TARGET_DIR", self.root.join("target"));
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
    let out = ws.run(
        "bash",
        &[
            "scripts/new-problem",
            ID,
            "--url",
            "https://example.com/toy",
            "--time-limit",
            "1",
        ],
        &[],
    );
    assert!(out.status.success(), "{}", text(&out));

    // Refusals leave nothing behind.
    let out = ws.run("bash", &["scripts/new-problem", ID], &[]);
    assert!(!out.status.success() && text(&out).contains("exists already"));
    let out = ws.run("bash", &["scripts/new-problem", "Not_A_Crate"], &[]);
    assert!(!out.status.success() && text(&out).contains("not a valid id"));
    assert!(
        !ws.root.join("crates/Not_A_Crate").exists()
            && !ws.root.join("judge-data/Not_A_Crate").exists()
    );

    // The untouched template does not pretend.
    let out = ws.run("cargo", &["test", "-q", "-p", ID], &[]);
    let said = text(&out);
    assert!(!out.status.success(), "{said}");
    assert!(
        said.contains("add the statement's sample to SAMPLE_1"),
        "{said}"
    );
    assert!(said.contains("list the small positions"), "{said}");
    let out = ws.run("bash", &["scripts/judge", ID], &[]);
    assert!(
        !out.status.success() && text(&out).contains("has no case"),
        "{}",
        text(&out)
    );

    // Fill it with Nim under another name.
    let main = format!("crates/{ID}/src/main.rs");
    ws.fill(
        &main,
        r#"    unimplemented!("solve: the closed form or Grundy computation for {piles:?}")"#,
        "    sg_core::nim_sum(piles.iter().copied()) != 0",
    );
    ws.fill(
        &main,
        r#"const SAMPLE_1: (&str, &str) = ("", "");"#,
        r#"const SAMPLE_1: (&str, &str) = ("2\n2 3\n", "Yes\n");"#,
    );
    ws.fill(
        &main,
        r#"        unimplemented!("moves: the game's moves from {position:?} by its rules")"#,
        "        test_support::nim_moves(position)",
    );
    ws.fill(
        &main,
        "    fn small_positions() -> Vec<Vec<u64>> {\n        Vec::new()\n    }",
        "    fn small_positions() -> Vec<Vec<u64>> {\n        test_support::multisets(3, 1, 6)\n    }",
    );
    ws.fill(
        &main,
        "        let _ = sc;\n        Err(Error::new(\"write validate() from the statement's constraints\"))",
        "        let n = sc.next_in(\"n\", 1usize, 10)?;\n        for _ in 0..n {\n            sc.next_in(\"a_i\", 1u64, 100)?;\n        }\n        Ok(())",
    );
    ws.fill(
        &main,
        "        let _ = input;\n        None",
        "        let mut piles = test_support::numbers(input).split_off(1);\n        piles.sort_unstable();\n        let wins = WinLossSearch::new(test_support::nim_moves).wins(&piles);\n        Some(if wins { \"Yes\\n\" } else { \"No\\n\" }.to_string())",
    );
    ws.fill(
        &main,
        "    fn generated() -> Vec<Generated> {\n        Vec::new()\n    }",
        "    fn generated() -> Vec<Generated> {\n        vec![\n            Generated::searched(\"small-1-2-3\", \"3\\n1 2 3\\n\".to_string()),\n            Generated::constructed(\"pair-of-100\", \"2\\n100 100\\n\".to_string(), \"No\\n\"),\n        ]\n    }",
    );
    let data = ws.root.join("judge-data").join(ID);
    fs::write(data.join("sample-1.in"), "2\n2 3\n").unwrap();
    fs::write(data.join("sample-1.ans"), "Yes\n").unwrap();

    let out = ws.run(
        "cargo",
        &["test", "-q", "-p", ID],
        &[("UPDATE_JUDGE_DATA", "1")],
    );
    assert!(out.status.success(), "{}", text(&out));
    assert_eq!(
        fs::read_to_string(data.join("small-1-2-3.ans")).unwrap(),
        "No\n"
    );
    let out = ws.run("cargo", &["test", "-q", "-p", ID], &[]);
    assert!(out.status.success(), "{}", text(&out));
    let out = ws.run("bash", &["scripts/judge", ID], &[]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(text(&out).contains("3 passed, 0 failed"), "{}", text(&out));
    let out = ws.run(
        "cargo",
        &[
            "test",
            "-q",
            "-p",
            "test-support",
            "--test",
            "bundles",
            "--",
            "--nocapture",
        ],
        &[],
    );
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        text(&out).contains(&format!("{ID} (plain): ")),
        "{}",
        text(&out)
    );
}
