//! The timed turns of `scripts/bench`: `runs` runs of our binary on an
//! input, alternating with another binary's when there is one, through the
//! paired timer ([`crate::timer`]); the answers checked to agree first; or
//! for an interactive problem, whole games against the jury.

use std::ffi::OsString;
use std::fs::File;
use std::path::{Path, PathBuf};

use crate::cases::Case;
use crate::compare::compare;
use crate::judging::Judging;
use crate::runner::Verdict;
use crate::timer;
use crate::Result;

/// Medians of a timed input.
pub struct Timing {
    /// The median wall microseconds of ours.
    pub median_us: u128,
    /// The largest peak memory of ours, KiB.
    pub peak_kib: u64,
    /// The median of the other's.
    pub ref_us: Option<u128>,
    /// The median of the per-turn ratios, ours over the other's.
    pub ratio: Option<f64>,
    /// For a game: the median CPU microseconds of the program itself, and
    /// of the other one.
    pub cpu_us: Option<(u128, Option<u128>)>,
}

/// The other binary of `--against`, and how its answers are judged.
#[derive(Clone, Copy)]
pub struct Theirs<'a> {
    /// Its program.
    pub program: &'a [OsString],
    /// The problem's checker: when there is one, it judges both answers
    /// (many may be right) instead of a comparison of tokens.
    pub checker: Option<&'a Path>,
}

/// `runs` turns of `ours` (and `theirs` after it, alternating) on `input`;
/// with `theirs`, first checks that both answers agree (see [`agree`]).
pub fn timed(
    input: &Path,
    ours: &[OsString],
    theirs: Option<Theirs<'_>>,
    runs: u32,
    work: &Path,
) -> Result<Timing> {
    let (mut us, mut refs, mut ratios, mut peak) = (Vec::new(), Vec::new(), Vec::new(), 0);
    let err = work.join("err");
    for turn in 0..runs {
        // The answers are kept from the first turn; later ones write to
        // /dev/null, so that writing a file is not what is timed.
        let out = |tag: &str| {
            if turn == 0 {
                work.join(tag)
            } else {
                PathBuf::from("/dev/null")
            }
        };
        let a = timer::once(ours, input, &out("a.out"), &err).map_err(|e| e.to_string())?;
        if !a.status.success() {
            return Err(format!("{}: {}", a.status, first_err_line(&err)));
        }
        us.push(a.micros);
        peak = peak.max(a.peak_kib);
        if let Some(theirs) = theirs {
            let name = Path::new(&theirs.program[0]).display().to_string();
            let b = timer::once(theirs.program, input, &out("b.out"), &err)
                .map_err(|e| e.to_string())?;
            if !b.status.success() {
                return Err(format!("{name}: {}", b.status));
            }
            if turn == 0 {
                agree(input, theirs.checker, &name, work)?;
            }
            refs.push(b.micros);
            ratios.push(a.micros as f64 / b.micros.max(1) as f64);
        }
    }
    Ok(Timing {
        median_us: median(&mut us),
        peak_kib: peak,
        ref_us: (!refs.is_empty()).then(|| median(&mut refs)),
        ratio: (!ratios.is_empty()).then(|| {
            ratios.sort_by(f64::total_cmp);
            ratios[(ratios.len() - 1) / 2]
        }),
        cpu_us: None,
    })
}

/// [`timed`] for an interactive problem: each turn is a whole conversation
/// with the jury (judged as `scripts/judge` judges it, under the problem's
/// limits), timed from the start of both to the end of both; every game
/// must be won.
pub fn timed_games(
    game: &Case,
    ours: &Judging,
    theirs: Option<&Judging>,
    runs: u32,
    work: &Path,
) -> Result<Timing> {
    let play = |judging: &Judging| -> Result<crate::runner::Outcome> {
        let outcome = judging.case(game, work).map_err(|e| e.to_string())?;
        if outcome.verdict != Verdict::Ac {
            return Err(format!(
                "{}: {} {}",
                Path::new(&judging.program[0]).display(),
                outcome.verdict,
                outcome.detail
            ));
        }
        Ok(outcome)
    };
    let (mut us, mut refs, mut ratios, mut peak) = (Vec::new(), Vec::new(), Vec::new(), 0);
    let (mut cpu, mut ref_cpu) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        let a = play(ours)?;
        us.push(a.wall.as_micros());
        cpu.push(a.execution.elapsed.as_micros());
        peak = peak.max(a.execution.peak_kib);
        if let Some(theirs) = theirs {
            let b = play(theirs)?;
            refs.push(b.wall.as_micros());
            ref_cpu.push(b.execution.elapsed.as_micros());
            ratios.push(a.wall.as_secs_f64() / b.wall.as_secs_f64().max(1e-6));
        }
    }
    let cpu_us = Some((
        median(&mut cpu),
        (!ref_cpu.is_empty()).then(|| median(&mut ref_cpu)),
    ));
    Ok(Timing {
        median_us: median(&mut us),
        peak_kib: peak,
        ref_us: (!refs.is_empty()).then(|| median(&mut refs)),
        ratio: (!ratios.is_empty()).then(|| {
            ratios.sort_by(f64::total_cmp);
            ratios[(ratios.len() - 1) / 2]
        }),
        cpu_us,
    })
}

/// Whether `work/a.out` (ours) and `work/b.out` (`name`'s) agree on
/// `input`: the same tokens, or, for a problem with a checker, both
/// accepted by it against the stored `.ans` beside the input (an input with
/// none, written by a bench-inputs example, has ours as the answer, so the
/// checker judges theirs against ours).
fn agree(input: &Path, checker: Option<&Path>, name: &str, work: &Path) -> Result<()> {
    let (a, b) = (work.join("a.out"), work.join("b.out"));
    let checker = match checker {
        None => {
            let open = |f: &Path| File::open(f).map_err(|e| e.to_string());
            return match compare(open(&a)?, open(&b)?).map_err(|e| e.to_string())? {
                None => Ok(()),
                Some(diff) => Err(format!("the answers differ from {name}: {diff}")),
            };
        }
        Some(checker) => checker,
    };
    let stored = input.with_extension("ans");
    let mut judged = vec![(&b, name)];
    let answer = if stored.is_file() {
        judged.insert(0, (&a, "ours"));
        stored
    } else {
        a.clone()
    };
    for (output, who) in judged {
        let (verdict, detail) = crate::runner::check(checker, input, output, &answer, work)
            .map_err(|e| format!("the checker: {e}"))?;
        if verdict != Verdict::Ac {
            return Err(format!(
                "the checker judges the answer of {who} {verdict}: {detail}"
            ));
        }
    }
    Ok(())
}

fn first_err_line(path: &Path) -> String {
    crate::runner::read_head(path, 4096)
        .map(|h| crate::runner::first_line(&h))
        .unwrap_or_default()
}

fn median(v: &mut [u128]) -> u128 {
    v.sort_unstable();
    v[(v.len() - 1) / 2]
}
