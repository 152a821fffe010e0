//! The whole of a judge program but for its problem: read every token,
//! reject bad input with one line and a failure exit, write the answer.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use crate::error::Error;
use crate::output::Output;
use crate::scanner::Scanner;

/// Runs a problem's `run` on `input` with the answer going to `sink`, then
/// requires that no token is left: the whole of a judge program but for the
/// choice of streams. Nothing reaches `sink` before the input has been read
/// to the end, unless the answer grows past
/// [`HOLD_BYTES`](crate::HOLD_BYTES).
///
/// # Errors
/// Whatever `run` returns, a token left after the end, or a failing sink.
///
/// # Examples
/// ```
/// use std::io::Write;
/// fn run<R: std::io::Read>(
///     sc: &mut judge_io::Scanner<R>,
///     out: &mut judge_io::Output,
/// ) -> Result<(), judge_io::Error> {
///     let n: u64 = sc.next()?;
///     writeln!(out, "{}", n * 2)?;
///     Ok(())
/// }
/// let mut answer = Vec::new();
/// judge_io::run_on(run, "21\n".as_bytes(), &mut answer).unwrap();
/// assert_eq!(answer, b"42\n");
/// let mut answer = Vec::new();
/// assert!(judge_io::run_on(run, "21 22\n".as_bytes(), &mut answer).is_err());
/// assert!(answer.is_empty());
/// ```
pub fn run_on<R, F>(run: F, input: R, sink: &mut dyn Write) -> Result<(), Error>
where
    R: Read,
    F: FnOnce(&mut Scanner<R>, &mut Output) -> Result<(), Error>,
{
    run_scanner(run, &mut Scanner::new(input), sink)
}

/// [`run_on`] with the scanner made.
fn run_scanner<R, F>(run: F, sc: &mut Scanner<R>, sink: &mut dyn Write) -> Result<(), Error>
where
    R: Read,
    F: FnOnce(&mut Scanner<R>, &mut Output) -> Result<(), Error>,
{
    let mut out = Output::new(sink);
    run(sc, &mut out)?;
    sc.expect_end()?;
    out.finish()
}

/// The whole program around a problem's `run`: [`run_on`] with stdin and
/// stdout. On an error it prints one line `error: ...` on stderr and fails.
///
/// # Examples
/// ```no_run
/// fn run<R: std::io::Read>(
///     sc: &mut judge_io::Scanner<R>,
///     out: &mut judge_io::Output,
/// ) -> Result<(), judge_io::Error> {
///     use std::io::Write;
///     let n: u64 = sc.next()?;
///     writeln!(out, "{}", n * 2)?;
///     Ok(())
/// }
/// fn main() -> std::process::ExitCode {
///     judge_io::run_main(run)
/// }
/// ```
pub fn run_main<F>(run: F) -> ExitCode
where
    F: FnOnce(&mut Scanner<io::StdinLock<'static>>, &mut Output) -> Result<(), Error>,
{
    let mut stdout = io::stdout().lock();
    let mut sc = Scanner::new(io::stdin().lock());
    // A regular file is read where the kernel keeps it (Linux x86_64).
    sc.map_stdin();
    match run_scanner(run, &mut sc, &mut stdout) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The whole program around an interactive problem's `play`: the judge's
/// lines from stdin, read as they arrive (a token is read only once the
/// judge has sent it, so it never waits for the end of the input), and the
/// moves to stdout through [`Output::interactive`], each line flushed at
/// once. Nothing is required of the input after `play` returns: the program
/// ends when the game does. When the judge closes the pipe or `play`
/// returns an error (a loss the judge reported, a malformed reply), it
/// prints one line `error: ...` on stderr and fails.
pub fn play_main<F>(play: F) -> ExitCode
where
    F: FnOnce(&mut Scanner<io::StdinLock<'static>>, &mut Output) -> Result<(), Error>,
{
    let mut stdout = io::stdout().lock();
    let mut sc = Scanner::new(io::stdin().lock());
    let mut out = Output::interactive(&mut stdout);
    match play(&mut sc, &mut out).and_then(|()| out.finish()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
