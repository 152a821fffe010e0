//! A problem's functions run on strings, as its binary runs them on stdin:
//! `run` ([`run_str`], [`check`], [`check_rejects`]) and the spec's
//! validator ([`validate_str`]).

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

/// Runs a validator (which reads the input token by token and returns the
/// broken constraint as an error) on `input`, requiring every token read.
///
/// # Errors
/// The broken constraint, or a token left over.
pub fn validate_str<'a, F>(validate: F, input: &'a str) -> Result<(), Error>
where
    F: FnOnce(&mut Scanner<&'a [u8]>) -> Result<(), Error>,
{
    let mut sc = Scanner::new(input.as_bytes());
    validate(&mut sc)?;
    sc.expect_end()
}
