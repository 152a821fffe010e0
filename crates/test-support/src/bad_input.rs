//! The bad-input tables (CONVENTIONS.md, "Bad input"): the rows a
//! problem's format decides ([`check_table`]) and the malformed-token rows
//! every problem shares ([`check_malformed`]).

use judge_io::{Error, Output, Scanner};

use crate::run_str;

/// What a problem's `run` must do with one input of a bad-input table.
pub enum Expect {
    /// Answer exactly this (the rules still answer the input).
    Answer(&'static str),
    /// Reject it with an error whose message contains this.
    Reject(&'static str),
}

/// Checks every row `(kind, input, expected)` of a problem's bad-input
/// table, reporting every row that fails.
#[track_caller]
pub fn check_table<F>(run: F, rows: &[(&str, &'static str, Expect)])
where
    F: Fn(&mut Scanner<&'static [u8]>, &mut Output) -> Result<(), Error> + Copy,
{
    let mut failures = Vec::new();
    for (kind, input, expected) in rows {
        match (run_str(run, input), expected) {
            (Ok(answer), Expect::Answer(want)) if answer == *want => {}
            (Err(e), Expect::Reject(want)) if e.to_string().contains(want) => {}
            (got, _) => failures.push(format!(
                "{kind}: input {input:?}: got {}",
                match got {
                    Ok(answer) => format!("the answer {answer:?}"),
                    Err(e) => format!("the error `{e}`"),
                }
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Checks the malformed-token rows every problem shares, made from one input
/// `valid` that `run` answers: its last token replaced by letters, a signed
/// value (`-` and `+`), a value past u64, the token with a NUL after it, and
/// a byte-order mark before the input, a stray token after the input. Each
/// must be rejected with an error that quotes the bad token (unprintable
/// bytes escaped). The rows a problem's format decides (empty, truncated,
/// out-of-bound values, impossible positions) stay in its own
/// [`check_table`].
#[track_caller]
pub fn check_malformed<F>(run: F, valid: &str)
where
    F: Fn(&mut Scanner<&'static [u8]>, &mut Output) -> Result<(), Error> + Copy,
{
    let valid: &'static str = Box::leak(valid.to_string().into_boxed_str());
    if let Err(e) = run_str(run, valid) {
        panic!("check_malformed needs an input that is answered; {valid:?}: {e}");
    }
    let trimmed = valid.trim_end();
    let cut = trimmed
        .rfind(|c: char| c.is_ascii_whitespace())
        .map_or(0, |i| i + 1);
    let (head, last) = trimmed.split_at(cut);
    let first = valid.split_ascii_whitespace().next().unwrap_or("");
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let rows: Vec<(&str, &'static str, Expect)> = vec![
        (
            "letters",
            leak(format!("{head}x\n")),
            Expect::Reject("found `x`"),
        ),
        (
            "sign",
            leak(format!("{head}-{last}\n")),
            Expect::Reject(leak(format!("found `-{last}`"))),
        ),
        (
            "plus sign",
            leak(format!("{head}+{last}\n")),
            Expect::Reject(leak(format!("found `+{last}`"))),
        ),
        (
            "overflow",
            leak(format!("{head}18446744073709551616\n")),
            Expect::Reject("found `18446744073709551616`"),
        ),
        (
            "nul",
            leak(format!("{head}{last}\0\n")),
            Expect::Reject(leak(format!("found `{last}\\x00`"))),
        ),
        (
            "bom",
            leak(format!("\u{feff}{valid}")),
            Expect::Reject(leak(format!("found `\\xef\\xbb\\xbf{first}`"))),
        ),
        (
            "trailing",
            leak(format!("{trimmed} x\n")),
            Expect::Reject("`x`"),
        ),
    ];
    check_table(run, &rows);
}

#[cfg(test)]
mod tests {
    use super::check_malformed;

    fn reads_one_number(
        sc: &mut judge_io::Scanner<&'static [u8]>,
        out: &mut judge_io::Output,
    ) -> Result<(), judge_io::Error> {
        let n: u64 = sc.next()?;
        out.push_u64(n)
    }

    fn reads_nothing(
        _: &mut judge_io::Scanner<&'static [u8]>,
        _: &mut judge_io::Output,
    ) -> Result<(), judge_io::Error> {
        Ok(())
    }

    #[test]
    fn check_malformed_passes_a_strict_reader() {
        check_malformed(reads_one_number, "5\n");
    }

    #[test]
    #[should_panic(
        expected = "letters: input \"x\\n\": got the error `token 1: unexpected `x` after the end of the input`"
    )]
    fn check_malformed_fails_a_reader_that_takes_the_wrong_token_for_the_end() {
        check_malformed(reads_nothing, "");
    }
}
