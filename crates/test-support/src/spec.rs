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
//! as a program, whose command line is
//! [`USAGE`](crate::program::USAGE) (`program.rs`).

use judge_io::Error;

use crate::generated::Generated;
use crate::Rng;

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
/// function `spec()` and the program's `main` ([`main`](crate::program::main)). Its parts in
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

        /// The spec as a program (`test_support::program::USAGE`); unused when
        /// the problem's tests include this file as a module.
        #[allow(dead_code)]
        fn main() -> std::process::ExitCode {
            $crate::program::main(&spec())
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
