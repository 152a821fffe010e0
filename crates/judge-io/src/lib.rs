//! Input and output for judge binaries: a streaming whitespace-token
//! [`Scanner`] over any [`Read`](std::io::Read), an answer buffer
//! [`Output`], and the runner [`run_main`] (with [`run_on`] for any reader
//! and writer) that reads every token, rejects bad input with one line on
//! stderr and a failure exit, and writes the answer.
//!
//! Why not `proconio`'s sources: they hold the whole input (or a whole line)
//! in memory, which for the 100 MB single-line inputs of the benchmarks is
//! 100 MB; this scanner keeps a fixed 64 KiB buffer (or maps one window of
//! stdin at a time, `map`), parses integers from
//! bytes, and reports malformed or truncated input as an [`Error`] naming the
//! token instead of panicking.
//!
//! All or nothing, up to [`HOLD_BYTES`]: the answer is held until the whole
//! input has been read, so bad input produces no output at all, as long as
//! the answer is at most [`HOLD_BYTES`] (1 MiB). A longer answer is written
//! out in blocks as it grows, so memory does not grow with it; bad input met
//! after that still ends with the error line and a failure exit, after a
//! partial answer.
//!
//! One module per concern: `error` ([`Error`]), `digits` (which bytes
//! separate tokens, and unsigned integers parsed eight digits at a time),
//! `token` ([`Token`]: what a token parses as), `scanner` ([`Scanner`] and
//! its error messages), `simd` (on x86_64: numbers read 64 bytes at a time
//! with AVX2, where the processor has it), `map` (on Linux x86_64: stdin
//! mapped into memory), `output` ([`Output`]) and `run`
//! (the runners); this file only names them, and the tests are in
//! `tests.rs`. No dependencies.
//! `scripts/bundle` pastes the crate into a submission as `mod judge_io {
//! ... }`, its modules inlined, keeping only the items the problem uses.
#![warn(missing_docs)]

mod digits;
mod error;
mod map;
mod output;
mod run;
mod scanner;
#[cfg(target_arch = "x86_64")]
mod simd;
mod token;

pub use error::Error;
pub use output::{Output, HOLD_BYTES};
pub use run::{play_main, run_main, run_on};
pub use scanner::{Scanner, Values, BUFFER_BYTES};
pub use token::Token;

#[cfg(test)]
mod tests;
