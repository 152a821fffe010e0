//! The problems table of `docs/problems.md`: one row per problem, from its
//! manifest, its judge data and its kept solutions.

use std::fmt::Write as _;
use std::fs;

use crate::workspace::{Problem, Workspace};

/// A table cell: `|` escaped, so that it does not end the cell.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// How many files `submissions/<id>/<kind>/` holds.
fn kept(ws: &Workspace, id: &str, kind: &str) -> usize {
    fs::read_dir(ws.root.join("submissions").join(id).join(kind))
        .map(|entries| entries.flatten().filter(|e| e.path().is_file()).count())
        .unwrap_or(0)
}

/// How the problem's answers are judged: its checker, its jury, or the
/// comparison rule.
fn judged_by(p: &Problem) -> String {
    if p.meta.jury.is_some() {
        "jury (interactive)".into()
    } else if p.meta.checker.is_some() {
        "checker".into()
    } else {
        p.meta.compare.name().into()
    }
}

/// The problems table: one row per problem, from its manifest, its judge
/// data and its kept solutions.
pub fn table(ws: &Workspace) -> String {
    let mut t = String::from(
        "| id | judge | what it is | Rust accepted at | limits | judged by | cases | rejected wrong / slow |\n\
         |---|---|---|---|---|---|---|---|\n",
    );
    for p in &ws.problems {
        let (title, what) = p
            .description
            .split_once(": ")
            .unwrap_or((p.description.as_str(), ""));
        let rust_at: Vec<&str> = p
            .meta
            .judges
            .iter()
            .map(|j| match j.name() {
                "plain" => "none",
                name => name,
            })
            .collect();
        let (cases, _) = crate::cases::cases(&ws.judge_data(&p.id));
        let _ = writeln!(
            t,
            "| [`{id}`](../judge-data/{id}/STATEMENT.md) | [{title}]({url}) | {what} | {rust_at} | {time} s, {memory} MiB | {judged} | {cases} | {wrong} / {slow} |",
            id = p.id,
            title = cell(title),
            url = p.meta.url,
            what = cell(what),
            rust_at = rust_at.join(", "),
            time = p.meta.time_limit,
            memory = p.meta.memory_limit,
            judged = judged_by(p),
            cases = cases.len(),
            wrong = kept(ws, &p.id, "wrong_answer") + kept(ws, &p.id, "run_time_error"),
            slow = kept(ws, &p.id, "time_limit_exceeded"),
        );
    }
    t
}
