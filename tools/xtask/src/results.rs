//! The saved benchmark run, `docs/bench.tsv`: `scripts/bench --against cpp
//! --save` writes it, and the performance table of docs/performance.md
//! (`scripts/tables`) is made from it. Its columns, its rows, and reading,
//! merging and writing it.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::fs;

use crate::workspace::Workspace;
use crate::Result;

/// The saved benchmark run, from the root.
pub const BENCH: &str = "docs/bench.tsv";

/// Below this reference time (µs), both programs' times are mostly process
/// start: not a comparison (`scripts/bench` leaves such inputs out of its
/// largest ratio, the performance table marks them).
pub const COMPARED_FROM_MICROS: u128 = 10_000;

/// The columns of `docs/bench.tsv`, its first line that is not a comment.
const BENCH_COLUMNS: [&str; 11] = [
    "problem",
    "input",
    "program",
    "runs",
    "MB",
    "ms",
    "ref_ms",
    "ratio",
    "peak_MiB",
    "cpu_ms",
    "ref_cpu_ms",
];

/// One timed input of a saved benchmark run: a line of `docs/bench.tsv`.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchRow {
    /// The problem id.
    pub problem: String,
    /// The input's file stem (`max-n`, `x100-n`).
    pub input: String,
    /// `ours`, or a floor program timed on the same input (`cat`,
    /// `wc -w`).
    pub program: String,
    /// Runs (pairs, with a reference) whose median is shown.
    pub runs: u32,
    /// The input's size in MB (10^6 bytes).
    pub mb: f64,
    /// Median wall time, spawn to exit (a whole game for an interactive
    /// problem).
    pub ms: f64,
    /// The reference's median time on the same input.
    pub ref_ms: Option<f64>,
    /// The median of the per-pair ratios, ours over the reference's.
    pub ratio: Option<f64>,
    /// Peak memory in MiB.
    pub peak_mib: Option<f64>,
    /// In a game: the program's own median CPU time.
    pub cpu_ms: Option<f64>,
    /// In a game: the reference's own median CPU time.
    pub ref_cpu_ms: Option<f64>,
}

/// A saved benchmark run: its comment lines (without `# `) and its rows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Bench {
    /// What was run, one line each.
    pub comments: Vec<String>,
    /// The timed inputs, by problem in the order they were run.
    pub rows: Vec<BenchRow>,
}

impl Bench {
    /// Reads the text of `docs/bench.tsv`.
    ///
    /// # Errors
    /// Naming the line and what is wrong with it.
    pub fn parse(text: &str) -> Result<Bench> {
        let mut bench = Bench::default();
        let mut header = false;
        for (i, line) in text.lines().enumerate() {
            let fail = |what: String| format!("{BENCH}:{}: {what}", i + 1);
            if let Some(comment) = line.strip_prefix('#') {
                bench.comments.push(comment.trim().to_string());
                continue;
            }
            let cells: Vec<&str> = line.split('\t').collect();
            if !header {
                if cells != BENCH_COLUMNS {
                    return Err(fail(format!(
                        "the header must be the columns {}, tab-separated",
                        BENCH_COLUMNS.join(" ")
                    )));
                }
                header = true;
                continue;
            }
            if cells.len() != BENCH_COLUMNS.len() {
                return Err(fail(format!(
                    "{} cells; a row has {}",
                    cells.len(),
                    BENCH_COLUMNS.len()
                )));
            }
            let number = |k: usize| -> Result<Option<f64>> {
                match cells[k] {
                    "-" => Ok(None),
                    text => text
                        .parse::<f64>()
                        .ok()
                        .filter(|x| x.is_finite() && *x >= 0.0)
                        .map(Some)
                        .ok_or_else(|| {
                            fail(format!(
                                "{} = {text:?}: expected a number or -",
                                BENCH_COLUMNS[k]
                            ))
                        }),
                }
            };
            let required = |k: usize| -> Result<f64> {
                number(k)?.ok_or_else(|| fail(format!("no {}", BENCH_COLUMNS[k])))
            };
            bench.rows.push(BenchRow {
                problem: cells[0].to_string(),
                input: cells[1].to_string(),
                program: cells[2].to_string(),
                runs: cells[3]
                    .parse()
                    .map_err(|_| fail(format!("runs = {:?}: expected a count", cells[3])))?,
                mb: required(4)?,
                ms: required(5)?,
                ref_ms: number(6)?,
                ratio: number(7)?,
                peak_mib: number(8)?,
                cpu_ms: number(9)?,
                ref_cpu_ms: number(10)?,
            });
        }
        if !header {
            return Err(format!("{BENCH}: no header line"));
        }
        Ok(bench)
    }

    /// The text of `docs/bench.tsv`: numbers as Rust prints them, so that
    /// reading them back gives the same values.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for c in &self.comments {
            let _ = writeln!(text, "# {c}");
        }
        text.push_str(&BENCH_COLUMNS.join("\t"));
        text.push('\n');
        let cell = |x: Option<f64>| x.map_or("-".to_string(), |x| x.to_string());
        for r in &self.rows {
            let cells = [
                r.problem.clone(),
                r.input.clone(),
                r.program.clone(),
                r.runs.to_string(),
                r.mb.to_string(),
                r.ms.to_string(),
                cell(r.ref_ms),
                cell(r.ratio),
                cell(r.peak_mib),
                cell(r.cpu_ms),
                cell(r.ref_cpu_ms),
            ];
            text.push_str(&cells.join("\t"));
            text.push('\n');
        }
        text
    }

    /// This run with `new`'s rows in place of the rows of the problems
    /// `new` timed; `command` is added to the comments (they are replaced
    /// when `new` timed every problem that has rows here).
    pub fn merged(&self, new: &[BenchRow], command: &str) -> Bench {
        let timed: BTreeSet<&str> = new.iter().map(|r| r.problem.as_str()).collect();
        let mut rows: Vec<BenchRow> = self
            .rows
            .iter()
            .filter(|r| !timed.contains(r.problem.as_str()))
            .cloned()
            .collect();
        let mut comments = if rows.is_empty() {
            Vec::new()
        } else {
            self.comments.clone()
        };
        comments.push(command.to_string());
        rows.extend(new.iter().cloned());
        // Stable: each problem's inputs stay in the order they were timed.
        rows.sort_by(|a, b| a.problem.cmp(&b.problem));
        Bench { comments, rows }
    }
}

/// Reads `docs/bench.tsv`.
///
/// # Errors
/// If it cannot be read or parsed.
pub fn load(ws: &Workspace) -> Result<Bench> {
    let path = ws.root.join(BENCH);
    let text = fs::read_to_string(&path).map_err(|e| format!("{BENCH}: {e}"))?;
    Bench::parse(&text)
}

/// Adds a run's rows to `docs/bench.tsv` (see [`Bench::merged`]); the
/// caller regenerates the tables made from it.
///
/// # Errors
/// If the file cannot be read, parsed or written.
pub fn save(ws: &Workspace, rows: &[BenchRow], command: &str) -> Result<()> {
    let path = ws.root.join(BENCH);
    let old = if path.exists() {
        load(ws)?
    } else {
        Bench::default()
    };
    let text = old.merged(rows, command).to_text();
    fs::write(&path, text).map_err(|e| format!("{BENCH}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::{Bench, BenchRow};

    fn row(problem: &str, input: &str, ms: f64, ref_ms: Option<f64>) -> BenchRow {
        BenchRow {
            problem: problem.into(),
            input: input.into(),
            program: "ours".into(),
            runs: 9,
            mb: 0.125,
            ms,
            ref_ms,
            ratio: ref_ms.map(|r| ms / r),
            peak_mib: Some(3.7),
            cpu_ms: None,
            ref_cpu_ms: None,
        }
    }

    #[test]
    fn a_saved_run_reads_back_as_written() {
        let bench = Bench {
            comments: vec!["scripts/bench --runs 9 --against cpp --save".into()],
            rows: vec![
                row("a", "max-1", 1.0 / 3.0, Some(7.1)),
                row("b", "x100-n", 70.5, None),
            ],
        };
        let text = bench.to_text();
        assert!(text.starts_with("# scripts/bench"), "{text}");
        assert_eq!(Bench::parse(&text).unwrap(), bench);
    }

    #[test]
    fn a_broken_saved_run_is_refused_with_its_line() {
        let header =
            "problem\tinput\tprogram\truns\tMB\tms\tref_ms\tratio\tpeak_MiB\tcpu_ms\tref_cpu_ms";
        let cases = [
            ("", "no header line"),
            ("problem\tinput\n", ":1: the header must be"),
            (&format!("{header}\na\tb\n") as &str, ":2: 2 cells"),
            (
                &format!("{header}\na\tb\tours\t9\tx\t1\t-\t-\t-\t-\t-\n"),
                ":2: MB = \"x\"",
            ),
            (
                &format!("{header}\na\tb\tours\t9\t1\t-\t-\t-\t-\t-\t-\n"),
                ":2: no ms",
            ),
        ];
        for (text, want) in cases {
            let e = Bench::parse(text).unwrap_err();
            assert!(e.starts_with("docs/bench.tsv"), "{e}");
            assert!(e.contains(want), "{e} lacks {want}");
        }
    }

    #[test]
    fn a_new_run_replaces_the_rows_of_the_problems_it_timed() {
        let old = Bench {
            comments: vec!["first".into()],
            rows: vec![row("a", "max-1", 1.0, None), row("b", "max-1", 2.0, None)],
        };
        let new = [row("b", "max-2", 3.0, None), row("b", "max-1", 4.0, None)];
        let merged = old.merged(&new, "second");
        assert_eq!(merged.comments, ["first", "second"]);
        let rows: Vec<(&str, &str, f64)> = merged
            .rows
            .iter()
            .map(|r| (r.problem.as_str(), r.input.as_str(), r.ms))
            .collect();
        assert_eq!(
            rows,
            [
                ("a", "max-1", 1.0),
                ("b", "max-2", 3.0),
                ("b", "max-1", 4.0)
            ]
        );
        // A run of every problem starts the comments afresh.
        let all = old.merged(&[row("a", "m", 1.0, None), row("b", "m", 1.0, None)], "all");
        assert_eq!(all.comments, ["all"]);
    }
}
