//! A problem's `run` on strings, as its binary runs it on stdin
//! ([`run_str`], [`check`], [`check_rejects`]), and its answer to a stored
//! case judged as the judge judges ours ([`judged`]).

use judge_io::{Error, Output, Scanner};

use crate::backing::first_difference;
use crate::spec::Spec;

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

/// Whether `got` (what `run` answered on a stored `input`, or its error) is
/// accepted as the judge accepts our binaries (CONVENTIONS.md, "Judging"):
/// where the spec has `agree` (many answers are right), by it, the
/// checker's rule; otherwise it must equal the stored `answer` byte for
/// byte.
///
/// # Errors
/// Why not: the rejection, the spec's reason, or the first difference.
pub fn judged(
    spec: &Spec,
    input: &str,
    answer: &str,
    got: Result<String, String>,
) -> Result<(), String> {
    let got = got.map_err(|e| format!("rejected: {e}"))?;
    if let Some(agree) = spec.agree {
        return agree(input, answer, &got);
    }
    if got == answer {
        return Ok(());
    }
    Err(first_difference(answer, &got).unwrap_or_else(|| {
        let at = answer
            .bytes()
            .zip(got.bytes())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| answer.len().min(got.len()));
        format!("the tokens are right, but not byte for byte: the first difference is at byte {at} (expected {} bytes, got {})", answer.len(), got.len())
    }))
}

#[cfg(test)]
mod tests {
    use super::judged;
    use crate::spec::Spec;

    fn spec(agree: Option<crate::spec::Agree>) -> Spec {
        Spec {
            package: "p",
            validate: |_| Ok(()),
            reference: |_| None,
            second_computation: None,
            random_input: |_, _| String::new(),
            boundary_input: None,
            agree,
            generated: Vec::new,
            min_searched: 1,
        }
    }

    #[test]
    fn ours_must_equal_the_stored_answer_byte_for_byte() {
        let plain = spec(None);
        let judge = |got: Result<&str, &str>| {
            judged(
                &plain,
                "1 2\n",
                "Yes\nNo\n",
                got.map(String::from).map_err(String::from),
            )
        };
        assert_eq!(judge(Ok("Yes\nNo\n")), Ok(()));
        assert_eq!(
            judge(Ok("Yes\nYes\n")).unwrap_err(),
            "line 2: expected \"No\", found \"Yes\""
        );
        let spaced = judge(Ok("Yes \nNo\n")).unwrap_err();
        assert!(
            spaced.contains("not byte for byte") && spaced.contains("at byte 3"),
            "{spaced}"
        );
        assert!(judge(Ok("Yes\nNo")).unwrap_err().contains("at byte 6"));
        assert_eq!(
            judge(Err("n is 0")).unwrap_err(),
            "rejected: n is 0".to_string()
        );
    }

    #[test]
    fn where_many_answers_are_right_the_spec_judges() {
        let any_number = spec(Some(|_, _, got| match got.trim().parse::<u64>() {
            Ok(_) => Ok(()),
            Err(_) => Err(format!("{got:?} is not a number")),
        }));
        assert_eq!(judged(&any_number, "", "1\n", Ok("7".into())), Ok(()));
        assert_eq!(
            judged(&any_number, "", "1\n", Ok("x".into())).unwrap_err(),
            "\"x\" is not a number"
        );
    }
}
