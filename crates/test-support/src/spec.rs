//! A problem's spec: what the problem knows of itself apart from its
//! solution. It lives in `crates/<id>/examples/<id>-spec.rs`, a program that
//! is never bundled and cannot see the solution's code (an example target
//! does not link the binary), and it ends with one [`spec!`](crate::spec!)
//! declaration:
//!
//! - `validate`: the exact layout of the judge's data and the statement's
//!   constraints, read through the strict reader
//!   ([`Strict`](crate::strict::Strict));
//! - `reference`: the answer by the exhaustive search of the game; `None`
//!   when the input is beyond its reach;
//! - `second_computation`, where the theory reaches beyond the search: the
//!   answer by a second computation written apart from `solve` and checked
//!   against the search in the problem's tests; it answers what the search
//!   cannot (boundary inputs, large stored cases);
//! - `random_input` and, where the theory has boundaries, `boundary_input`:
//!   small inputs from a seed and a size, for stress testing;
//! - `generated`: the generated judge-data cases; `min_searched`: how many
//!   stored cases the search must back at least;
//! - `agree`, where many answers are right: whether an output is right.
//!
//! The problem's tests include the same file as a module and run it
//! in-process ([`problem_tests!`](crate::problem_tests!)); the tools run it
//! as a program, whose command line is [`USAGE`].

use std::fs;
use std::io::Read;
use std::path::Path;
use std::process::ExitCode;

use judge_io::Error;

use crate::stress::MAX_SIZE;
use crate::{Generated, Rng};

/// An input generator: a seeded random source and a size in
/// `1..=`[`MAX_SIZE`](crate::stress::MAX_SIZE).
pub type Generator = fn(&mut Rng, u64) -> String;

/// Whether an output is right for an input, given the reference's answer
/// (`Err` says why not).
pub type Agree = fn(&str, &str, &str) -> Result<(), String>;

/// A problem's spec; made by [`spec!`](crate::spec!).
pub struct Spec {
    /// The package (= problem id).
    pub package: &'static str,
    /// `Ok` if the input is laid out exactly as the judge's data and meets
    /// the statement's constraints, else the first break.
    pub validate: fn(&str) -> Result<(), Error>,
    /// The exhaustive search's answer; `None` beyond its reach.
    pub reference: fn(&str) -> Option<String>,
    /// A second computation's answer, asked where the search cannot reach.
    pub second_computation: Option<fn(&str) -> Option<String>>,
    /// Random small inputs within the statement's constraints.
    pub random_input: Generator,
    /// Inputs at and around the theory's boundaries, each built so that its
    /// answer depends on the boundary alone (see [`crate::stress`]).
    pub boundary_input: Option<Generator>,
    /// Where many answers are right: whether an output is; by default the
    /// output must have the reference's tokens.
    pub agree: Option<Agree>,
    /// The generated judge-data cases.
    pub generated: fn() -> Vec<Generated>,
    /// How many stored cases the exhaustive search must back at least.
    pub min_searched: usize,
}

impl Spec {
    /// The answer by the search, else by the second computation; `None`
    /// beyond both.
    pub fn answer(&self, input: &str) -> Option<String> {
        (self.reference)(input).or_else(|| self.second_computation.and_then(|f| f(input)))
    }

    /// The generator named `kind` (`random` or `boundary`), if the problem
    /// has it.
    pub fn generator(&self, kind: &str) -> Option<Generator> {
        match kind {
            "random" => Some(self.random_input),
            "boundary" => self.boundary_input,
            _ => None,
        }
    }
}

/// Declares a problem's spec at the end of `examples/<id>-spec.rs`: the
/// function `spec()` and the program's `main` ([`main`]). Its parts in
/// this order, each `part: function`, or `part` alone for the spec's
/// function of that name (as in a struct literal); `second_computation`,
/// `boundary_input` and `agree` are optional.
///
/// ```ignore
/// test_support::spec! {
///     validate, reference, random_input, boundary_input, generated,
///     min_searched: 9,
/// }
/// test_support::spec! {
///     validate, reference: searched, second_computation: by_formula,
///     random_input, generated, min_searched: 4,
/// }
/// ```
#[macro_export]
macro_rules! spec {
    // Each part as `name = (value);`, in the order given.
    (@parts [$($parts:tt)*] $name:ident : $value:expr $(, $($rest:tt)*)?) => {
        $crate::spec!(@parts [$($parts)* $name = ($value);] $($($rest)*)?);
    };
    (@parts [$($parts:tt)*] $name:ident $(, $($rest:tt)*)?) => {
        $crate::spec!(@parts [$($parts)* $name = ($name);] $($($rest)*)?);
    };
    (@parts [
        validate = ($validate:expr);
        reference = ($reference:expr);
        $(second_computation = ($second:expr);)?
        random_input = ($random:expr);
        $(boundary_input = ($boundary:expr);)?
        $(agree = ($agree:expr);)?
        generated = ($generated:expr);
        min_searched = ($min_searched:expr);
    ]) => {
        /// This problem's spec.
        pub fn spec() -> $crate::spec::Spec {
            #[allow(unused_mut, unused_assignments)]
            let mut boundary_input: Option<$crate::spec::Generator> = None;
            $(boundary_input = Some($boundary);)?
            #[allow(unused_mut, unused_assignments)]
            let mut second_computation: Option<fn(&str) -> Option<String>> = None;
            $(second_computation = Some($second);)?
            #[allow(unused_mut, unused_assignments)]
            let mut agree: Option<$crate::spec::Agree> = None;
            $(agree = Some($agree);)?
            $crate::spec::Spec {
                package: env!("CARGO_PKG_NAME"),
                validate: |input| $crate::validate_str($validate, input),
                reference: $reference,
                second_computation,
                random_input: $random,
                boundary_input,
                agree,
                generated: $generated,
                min_searched: $min_searched,
            }
        }

        /// The spec as a program (`test_support::spec::USAGE`); unused when
        /// the problem's tests include this file as a module.
        #[allow(dead_code)]
        fn main() -> std::process::ExitCode {
            $crate::spec::main(&spec())
        }
    };
    (@parts $($other:tt)*) => {
        compile_error!(
            "spec! takes validate, reference, [second_computation,] random_input, \
             [boundary_input,] [agree,] generated, min_searched: N, in this order"
        );
    };
    ($($parts:tt)*) => {
        $crate::spec!(@parts [] $($parts)*);
    };
}

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
