//! The spec program: a problem's spec (`spec.rs`) run as a command, whose
//! command line is [`USAGE`]: what the tools (`scripts/stress`,
//! `scripts/generate`, `scripts/export`) and a Kattis package's input
//! validator call.

use std::fs;
use std::io::Read;
use std::path::Path;
use std::process::ExitCode;

use crate::spec::Spec;
use crate::stress::MAX_SIZE;
use crate::Rng;

/// The spec program's command line.
pub const USAGE: &str = "\
usage: <id>-spec COMMAND
  validate < INPUT        exit 42 if INPUT is laid out exactly as the judge's
                          data and meets the constraints, else 43 with the
                          first break on stderr (the exit codes of a Kattis
                          input validator; input that is not UTF-8 breaks
                          them)
  reference < INPUT       the reference's answer on stdout (the search's, or
                          beyond it the second computation's); exit 3 if
                          INPUT is beyond both, 43 if it breaks the layout
                          or the constraints (the reason on stderr)
  generators              the input generators, one per line: random, and
                          boundary where the problem has one
  case KIND SEED SIZE STEM
                          writes STEM.in, the input of generator KIND from
                          SEED at SIZE (1 to 8), and STEM.ans, the
                          reference's answer;
                          exit 1 if the input breaks the constraints or is
                          beyond the reference (a generator's bug)
  generate DIR            writes every generated case into DIR (answers
                          from the reference, else from the construction)
  check DIR               checks DIR's cases: every input valid, the
                          generic invalid inputs made from each rejected,
                          every answer backed apart from the solution (the
                          problem's tests check judge-data/<id> so); exit 1
                          listing each problem, or with one line naming an
                          entry that is not a readable regular file
Other failures exit 1, usage errors 2, with one line on stderr.";

pub use crate::strict::{INVALID, VALID};
/// Exit status of `reference` for an input beyond its reach.
pub const BEYOND_REACH: u8 = 3;

/// The spec program: runs the command in its arguments ([`USAGE`]).
pub fn main(spec: &Spec) -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match command(spec, &args) {
        Ok(code) => ExitCode::from(code),
        Err((code, message)) => {
            eprintln!("{}-spec: {message}", spec.package);
            ExitCode::from(code)
        }
    }
}

fn usage(message: &str) -> (u8, String) {
    (
        2,
        format!("{message} (run it with no arguments for its usage)"),
    )
}

/// Stdin as text; input that is not UTF-8 breaks the constraints (43).
fn stdin_text() -> Result<String, (u8, String)> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| (1, format!("cannot read the input: {e}")))?;
    String::from_utf8(bytes).map_err(|_| {
        (
            INVALID,
            "the input breaks the constraints: it is not UTF-8".to_string(),
        )
    })
}

fn number(what: &str, text: &str) -> Result<u64, (u8, String)> {
    text.parse()
        .map_err(|_| usage(&format!("{what} must be a number, not {text:?}")))
}

fn command(spec: &Spec, args: &[&str]) -> Result<u8, (u8, String)> {
    match args {
        ["validate"] => Ok(crate::strict::run_validator(spec.validate)),
        ["reference"] => match spec.answer(&valid(spec, stdin_text()?)?) {
            Some(answer) => {
                print!("{}", with_newline(answer));
                Ok(0)
            }
            None => Err((
                BEYOND_REACH,
                "the input is beyond the reference's reach".into(),
            )),
        },
        ["generators"] => {
            println!("random");
            if spec.boundary_input.is_some() {
                println!("boundary");
            }
            Ok(0)
        }
        ["case", kind, seed, size, stem] => {
            let generator = spec
                .generator(kind)
                .ok_or_else(|| usage(&format!("no generator {kind:?} (see `generators`)")))?;
            let (seed, size) = (number("SEED", seed)?, number("SIZE", size)?);
            if !(1..=MAX_SIZE).contains(&size) {
                return Err(usage(&format!(
                    "SIZE must be 1 to {MAX_SIZE} (the sizes a generator makes), not {size}"
                )));
            }
            let input = generator(&mut Rng::new(seed), size);
            if let Err(e) = (spec.validate)(&input) {
                return Err((
                    1,
                    format!("generator {kind} made an input that breaks the constraints (seed {seed}, size {size}): {e}"),
                ));
            }
            let answer = spec.answer(&input).ok_or_else(|| {
                (
                    1,
                    format!("generator {kind} made an input beyond the reference's reach (seed {seed}, size {size})"),
                )
            })?;
            write(&format!("{stem}.in"), &with_newline(input))?;
            write(&format!("{stem}.ans"), &with_newline(answer))?;
            Ok(0)
        }
        ["generate", dir] => {
            let written = crate::write_generated(Path::new(dir), spec).map_err(|e| (1, e))?;
            println!("{written} generated cases written to {dir}");
            Ok(0)
        }
        ["check", dir] => {
            // Every entry a case, every case readable text, or one line
            // naming the first that is not.
            crate::judge_data::read_cases(Path::new(dir)).map_err(|e| (1, e))?;
            let problems = crate::data_problems(Path::new(dir), spec);
            if problems.is_empty() {
                println!("{dir}: every input valid, every generic invalid input rejected, every answer backed");
                Ok(0)
            } else {
                for p in &problems {
                    println!("{p}");
                }
                Err((
                    1,
                    format!("{dir}: {} problems (listed above)", problems.len()),
                ))
            }
        }
        [] => Err((2, USAGE.to_string())),
        _ => Err(usage(&format!("unknown command line {args:?}"))),
    }
}

/// `input` if it meets the constraints, else exit 43 with the reason.
fn valid(spec: &Spec, input: String) -> Result<String, (u8, String)> {
    match (spec.validate)(&input) {
        Ok(()) => Ok(input),
        Err(e) => Err((INVALID, format!("the input breaks the constraints: {e}"))),
    }
}

fn with_newline(mut text: String) -> String {
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text
}

fn write(path: &str, text: &str) -> Result<(), (u8, String)> {
    fs::write(path, text).map_err(|e| (1, format!("cannot write {path}: {e}")))
}
