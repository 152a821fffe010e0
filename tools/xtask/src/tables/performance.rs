//! The performance table of `docs/performance.md` and its summary, from the
//! saved benchmark run.

use std::fmt::Write as _;

use crate::results::{Bench, BenchRow, COMPARED_FROM_MICROS};
use crate::workspace::Workspace;

/// Below this reference time (ms), both programs' times are mostly process
/// start: such a ratio is marked, and left out of the summary.
const START_UP_MS: f64 = COMPARED_FROM_MICROS as f64 / 1000.0;

/// `x` with `digits` decimals, or `-`.
fn fixed(x: Option<f64>, digits: usize) -> String {
    x.map_or("-".into(), |x| format!("{x:.digits$}"))
}

/// The performance table and its summary, from a saved run: per problem
/// the input on which the reference is slowest (ours, where no reference
/// was timed), batch problems first, then games.
pub fn table(ws: &Workspace, bench: &Bench) -> String {
    let game = |id: &str| ws.problem(id).is_ok_and(|p| p.meta.jury.is_some());
    let ours: Vec<&BenchRow> = bench.rows.iter().filter(|r| r.program == "ours").collect();
    let mut chosen: Vec<&BenchRow> = Vec::new();
    for r in &ours {
        let key = |r: &BenchRow| r.ref_ms.unwrap_or(r.ms);
        match chosen.iter_mut().find(|c| c.problem == r.problem) {
            Some(c) if key(r) > key(c) => *c = r,
            Some(_) => {}
            None => chosen.push(r),
        }
    }
    chosen.sort_by_key(|r| (game(&r.problem), r.problem.clone()));
    let mut t = String::from(
        "| problem | costliest input | MB | ours ms | reference ms | ratio | peak MiB |\n\
         |---|---|---|---|---|---|---|\n",
    );
    for r in &chosen {
        let is_game = game(&r.problem);
        let mut ratio = fixed(r.ratio, 2);
        if r.ratio.is_some() {
            if is_game {
                ratio.push_str(" (a game)");
            } else if r.ref_ms.is_some_and(|m| m < START_UP_MS) {
                ratio.push_str(" (start-up)");
            }
        }
        let _ = writeln!(
            t,
            "| `{}` | `{}`{} | {:.2} | {:.1} | {} | {ratio} | {} |",
            r.problem,
            r.input,
            if is_game { " (a game)" } else { "" },
            r.mb,
            r.ms,
            fixed(r.ref_ms, 1),
            fixed(r.peak_mib, 1),
        );
    }
    t.push('\n');
    // The summary: what the saved rows show, each fact computed.
    let mut compared: Vec<&&BenchRow> = ours
        .iter()
        .filter(|r| !game(&r.problem) && r.ref_ms.is_some_and(|m| m >= START_UP_MS))
        .filter(|r| r.ratio.is_some())
        .collect();
    compared.sort_by(|a, b| b.ratio.unwrap_or(0.0).total_cmp(&a.ratio.unwrap_or(0.0)));
    if let Some(first) = compared.first() {
        let named = |r: &BenchRow| {
            format!(
                "{:.2} (`{}`, `{}`)",
                r.ratio.unwrap_or(0.0),
                r.problem,
                r.input
            )
        };
        let _ = write!(
            t,
            "- Over the {} saved inputs where the reference takes {START_UP_MS} ms or more (games apart), the largest ratio is {}",
            compared.len(),
            named(first)
        );
        if let Some(second) = compared.get(1) {
            let _ = write!(t, ", then {}", named(second));
        }
        t.push_str(".\n");
    }
    let against_limit = ours
        .iter()
        .filter(|r| !game(&r.problem))
        .filter_map(|r| {
            Some((
                r,
                r.ms / (ws.problem(&r.problem).ok()?.meta.time_limit * 1000.0),
            ))
        })
        .max_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((r, share)) = against_limit {
        let limit = ws.problem(&r.problem).map_or(0.0, |p| p.meta.time_limit);
        let _ = writeln!(
            t,
            "- The slowest input against its time limit: `{}`, `{}`, {:.1} ms of {limit} s ({:.0}%).",
            r.problem,
            r.input,
            r.ms,
            share * 100.0
        );
    }
    let peak = ours
        .iter()
        .filter_map(|r| Some((r, r.peak_mib?)))
        .max_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((r, mib)) = peak {
        let _ = writeln!(
            t,
            "- The largest peak memory: {mib:.1} MiB (`{}`, `{}`).",
            r.problem, r.input
        );
    }
    for r in ours.iter().filter(|r| game(&r.problem)) {
        if let (Some(cpu), Some(ref_cpu)) = (r.cpu_ms, r.ref_cpu_ms) {
            let _ = writeln!(
                t,
                "- In the game `{}`, `{}`, the program's own CPU time is {cpu:.1} ms to the reference's {ref_cpu:.1} ms.",
                r.problem, r.input
            );
        }
    }
    let mut rates: Vec<(String, f64, f64)> = Vec::new();
    for r in bench
        .rows
        .iter()
        .filter(|r| r.input.starts_with("x100-") && r.ms > 0.0)
    {
        let rate = r.mb / (r.ms / 1000.0);
        match rates.iter_mut().find(|(p, _, _)| *p == r.program) {
            Some((_, lo, hi)) => {
                *lo = lo.min(rate);
                *hi = hi.max(rate);
            }
            None => rates.push((r.program.clone(), rate, rate)),
        }
    }
    // Only beside a floor (`cat`, `wc -w` on the same files) is a rate a
    // comparison.
    if rates.len() > 1 {
        let said: Vec<String> = rates
            .iter()
            .map(|(program, lo, hi)| {
                let who = if program == "ours" {
                    "our binaries".to_string()
                } else {
                    format!("`{program}`")
                };
                format!("{who} {lo:.0}-{hi:.0} MB/s")
            })
            .collect();
        let _ = writeln!(
            t,
            "- Throughput on the x100 inputs (input MB over the time, spawn to exit): {}.",
            said.join(", ")
        );
    }
    t
}
