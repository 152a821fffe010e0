//! A problem's `run` on strings, as its binary runs it on stdin
//! ([`run_str`], [`check`], [`check_rejects`]).

use judge_io::{Error, Output, Scanner};

/// Runs a problem's `run` on `input` as the binary would ([`judge_io::run_on`]:
/// every token must be read), and returns the answer.
///
/// # Errors
/// The error the binary would print.
pub fn run_str<'a, F>(run: F, input: &'a str) -> Result<String, Error>
where
    F: FnOnce(&mut Scanner<&'a [u8]>, &mut Output) -> Result<(), Error>,
{
    let mut answer = Vec::new();
    judge_io::run_on(run, input.as_bytes(), &mut answer)?;
    String::from_utf8(answer).map_err(|_| Error::new("the answer is not UTF-8"))
}

/// Asserts that `run` answers `input` with exactly `expected`.
#[track_caller]
pub fn check<'a, F>(run: F, input: &'a str, expected: &str)
where
    F: FnOnce(&mut Scanner<&'a [u8]>, &mut Output) -> Result<(), Error>,
{
    match run_str(run, input) {
        Ok(answer) => assert_eq!(answer, expected, "input:\n{input}"),
        Err(e) => panic!("rejected: {e}\ninput:\n{input}"),
    }
}

/// Asserts that `run` rejects `input`, with an error containing `message`.
#[track_caller]
pub fn check_rejects<'a, F>(run: F, input: &'a str, message: &str)
where
    F: FnOnce(&mut Scanner<&'a [u8]>, &mut Output) -> Result<(), Error>,
{
    match run_str(run, input) {
        Ok(answer) => panic!("answered {answer:?} instead of rejecting {input:?}"),
        Err(e) => assert!(
            e.to_string().contains(message),
            "the error for {input:?} is `{e}`, which does not mention `{message}`"
        ),
    }
}
