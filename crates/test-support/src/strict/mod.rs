//! The strict layout reader: a spec's `validate` reads its problem's input
//! through [`Strict`], which accepts exactly the layout of the judge's
//! data: tokens separated by one space, lines ended by one `\n` (the last
//! line too), nothing before the first token of a line or after its last,
//! no empty line, no byte outside printable ASCII (so no CR, no tab, no
//! byte-order mark), integers in their shortest decimal form (no leading
//! zero, no `+`, no `-0`). The validator says where lines end
//! ([`Strict::end_line`]); every token between is on the same line.
//! The problems' binaries still read any whitespace ([`judge_io::Scanner`]).
//!
//! [`run_validator`] is the validator as a program (the spec program's
//! `validate`, and the input validator of an exported Kattis package), and
//! [`invalidations`] the field's generic invalid inputs made from a valid
//! one, which every validator must reject.
//!
//! ```
//! use judge_io::Error;
//! use test_support::strict::{validate_str, Strict};
//!
//! // N, then the N values on one line.
//! fn validate(sc: &mut Strict) -> Result<(), Error> {
//!     let n = sc.next_in("N", 1u32, 10)?;
//!     sc.end_line()?;
//!     for _ in 0..n {
//!         sc.next_in("A_i", 1u64, 100)?;
//!     }
//!     sc.end_line()
//! }
//! assert!(validate_str(validate, "2\n5 7\n").is_ok());
//! let e = validate_str(validate, "2\n5  7\n").unwrap_err();
//! assert_eq!(e.to_string(), "line 2: two spaces before A_i");
//! let e = validate_str(validate, "2\n5 07\n").unwrap_err();
//! assert_eq!(e.to_string(), "line 2: A_i `07` has a leading zero");
//! ```

use std::fmt;
use std::io::Read;

use judge_io::{Error, Token};

/// Exit status of a validator for a valid input (Kattis).
pub const VALID: u8 = 42;
/// Exit status of a validator for an invalid input (Kattis).
pub const INVALID: u8 = 43;

/// A reader of one whole input that accepts only the exact layout (see
/// the [module](self)).
pub struct Strict<'a> {
    bytes: &'a [u8],
    pos: usize,
    /// The line of `pos`, from 1.
    line: usize,
    /// Whether `pos` starts a line (no token read on it yet).
    line_start: bool,
}

impl<'a> Strict<'a> {
    /// A reader of `bytes`, at its first line.
    pub fn new(bytes: &'a [u8]) -> Self {
        Strict {
            bytes,
            pos: 0,
            line: 1,
            line_start: true,
        }
    }

    fn fail(&self, message: impl fmt::Display) -> Error {
        Error::new(format!("line {}: {message}", self.line))
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    /// The next token, named `what` in messages: at the start of a line
    /// its first byte, else after exactly one space.
    fn token(&mut self, what: &str) -> Result<&'a [u8], Error> {
        if !self.line_start {
            match self.peek() {
                Some(b' ') => self.pos += 1,
                Some(b'\n') => return Err(self.fail(format!("the line ends before {what}"))),
                None => return Err(self.fail(format!("the input ends before {what}"))),
                Some(b) => return Err(self.fail(format!("{} before {what}", byte_name(b)))),
            }
        }
        match self.peek() {
            None => return Err(self.fail(format!("the input ends before {what}"))),
            Some(b' ') if self.line_start => {
                return Err(self.fail("a space at the start of the line"))
            }
            Some(b' ') => return Err(self.fail(format!("two spaces before {what}"))),
            Some(b'\n') if self.line_start => {
                return Err(self.fail(format!("an empty line where {what} is expected")))
            }
            Some(b'\n') => return Err(self.fail("a space at the end of the line")),
            Some(_) => {}
        }
        let start = self.pos;
        while let Some(b) = self.peek() {
            if b == b' ' || b == b'\n' {
                break;
            }
            if !b.is_ascii_graphic() {
                return Err(self.fail(format!("{} in {what}", byte_name(b))));
            }
            self.pos += 1;
        }
        self.line_start = false;
        Ok(&self.bytes[start..self.pos])
    }

    /// The next token as an integer in `min..=max`, in its shortest
    /// decimal form; `name` says what it is in messages.
    ///
    /// # Errors
    /// A separator other than the layout's, a token that is not an
    /// integer of `T` or not in its shortest form, or a value out of range.
    pub fn next_in<T>(&mut self, name: &str, min: T, max: T) -> Result<T, Error>
    where
        T: Token + PartialOrd + fmt::Display,
    {
        let token = self.token(name)?;
        let digits = token.strip_prefix(b"-").unwrap_or(token);
        let shown = quoted(token);
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
            return Err(self.fail(format!("{name} {shown} is not an integer")));
        }
        if digits.len() > 1 && digits[0] == b'0' {
            return Err(self.fail(format!("{name} {shown} has a leading zero")));
        }
        if token == b"-0" {
            return Err(self.fail(format!("{name} {shown} is not written 0")));
        }
        let value = T::from_buffer(token, 0, token.len())
            .ok_or_else(|| self.fail(format!("{name} {shown} is not {}", T::WHAT)))?;
        if value < min || value > max {
            return Err(self.fail(format!("{name} = {value} is outside {min}..={max}")));
        }
        Ok(value)
    }

    /// The next token as a `T` other than an integer (a word): any token
    /// of printable ASCII that `T` parses.
    ///
    /// # Errors
    /// A separator other than the layout's, or a token `T` does not parse.
    pub fn word<T: Token>(&mut self, name: &str) -> Result<T, Error> {
        let token = self.token(name)?;
        T::from_buffer(token, 0, token.len())
            .ok_or_else(|| self.fail(format!("{name} {} is not {}", quoted(token), T::WHAT)))
    }

    /// The end of the line: a `\n` right after its last token (or, on a
    /// line with no token, right at its start: an empty line).
    ///
    /// # Errors
    /// Anything else: a space at the end, another token, a CR, the input
    /// ending without a newline.
    pub fn end_line(&mut self) -> Result<(), Error> {
        match self.peek() {
            Some(b'\n') => {
                self.pos += 1;
                self.line += 1;
                self.line_start = true;
                Ok(())
            }
            None => Err(self.fail("the input ends without a newline")),
            Some(b' ') => {
                let rest = &self.bytes[self.pos..];
                let spaces = rest.iter().take_while(|&&b| b == b' ').count();
                match rest.get(spaces) {
                    None | Some(b'\n') => Err(self.fail("a space at the end of the line")),
                    Some(_) => {
                        let end = rest[spaces..]
                            .iter()
                            .position(|&b| b == b' ' || b == b'\n')
                            .map_or(rest.len(), |k| spaces + k);
                        Err(self.fail(format!(
                            "{} after the line's last token",
                            quoted(&rest[spaces..end])
                        )))
                    }
                }
            }
            Some(b) => Err(self.fail(format!("{} at the end of the line", byte_name(b)))),
        }
    }

    /// Whether the whole input has been read (at the start of a line, with
    /// nothing after it): for layouts that run to the end of the input.
    pub fn is_at_end(&self) -> bool {
        self.line_start && self.pos == self.bytes.len()
    }

    /// Requires the end of the input: the last line ended (ending it here
    /// if the validator has not) and nothing after it.
    ///
    /// # Errors
    /// The first thing left: an empty line, a token.
    pub fn expect_end(&mut self) -> Result<(), Error> {
        if !self.line_start {
            self.end_line()?;
        }
        match self.peek() {
            None => Ok(()),
            Some(b'\n') => Err(self.fail("an empty line at the end of the input")),
            Some(_) => {
                let rest = &self.bytes[self.pos..];
                let end = rest
                    .iter()
                    .position(|&b| b == b' ' || b == b'\n')
                    .unwrap_or(rest.len());
                Err(self.fail(format!(
                    "{} after the end of the input",
                    quoted(&rest[..end])
                )))
            }
        }
    }
}

/// A token for messages: in backquotes, unprintable bytes escaped, cut
/// after 40 bytes.
fn quoted(token: &[u8]) -> String {
    let mut s: String = token
        .iter()
        .take(40)
        .map(|&b| match b.is_ascii_graphic() {
            true => char::from(b).to_string(),
            false => format!("\\x{b:02x}"),
        })
        .collect();
    if token.len() > 40 {
        s += "...";
    }
    format!("`{s}`")
}

/// What a byte that no layout holds is, for messages.
fn byte_name(b: u8) -> String {
    match b {
        b'\r' => "a carriage return (CR; lines end with LF alone)".into(),
        b'\t' => "a tab".into(),
        b'\n' => "a line break".into(),
        b' ' => "a space".into(),
        _ => format!("byte 0x{b:02x}, not printable ASCII,"),
    }
}

/// Runs a strict validator on a whole input.
///
/// # Errors
/// The first break of the layout or of a constraint, or anything left
/// after the validator's last line.
pub fn validate_str<F>(validate: F, input: &str) -> Result<(), Error>
where
    F: FnOnce(&mut Strict) -> Result<(), Error>,
{
    let mut sc = Strict::new(input.as_bytes());
    validate(&mut sc)?;
    sc.expect_end()
}

/// A validator as a program: judges the input on stdin with `validate`
/// (input that is not UTF-8 is invalid) and returns the exit status:
/// [`VALID`], or [`INVALID`] with the reason on stderr, or 1 with one line
/// when stdin cannot be read. The spec program's `validate` and the input
/// validator of a Kattis package are this function.
pub fn run_validator(validate: impl Fn(&str) -> Result<(), Error>) -> u8 {
    let mut bytes = Vec::new();
    if let Err(e) = std::io::stdin().read_to_end(&mut bytes) {
        eprintln!("cannot read the input: {e}");
        return 1;
    }
    let verdict = match std::str::from_utf8(&bytes) {
        Ok(text) => validate(text).map_err(|e| e.to_string()),
        Err(e) => Err(format!(
            "the input is not UTF-8 (byte {} of it)",
            e.valid_up_to() + 1
        )),
    };
    match verdict {
        Ok(()) => VALID,
        Err(why) => {
            eprintln!("{why}");
            INVALID
        }
    }
}

/// The generic invalid inputs made from the valid `input`, as (what,
/// input): BAPCtools' (`bt validate`'s generic invalidation of input
/// validators) and problemtools' (`verifyproblem`'s junk cases and
/// modifications), every one of which breaks any exact layout. A
/// modification that does not apply to `input` is left out. Not here:
/// random bytes (not UTF-8, which [`run_validator`] rejects before any
/// validator runs) and BAPCtools' `swap_case` (only letters make it
/// invalid, and a problem whose words may be in either case cannot
/// reject it).
pub fn invalidations(input: &str) -> Vec<(&'static str, String)> {
    let mut res: Vec<(&'static str, String)> = vec![
        ("an empty file", String::new()),
        ("a line break alone", "\n".into()),
        ("Latin-1 text", "Naïve\n".into()),
        ("1, then Latin-1 text", "1\nNaïve\n".into()),
        (
            "random letters",
            "YVRtr&*teTsRjs8ZC2%kN*T63V@jJq!d\n".into(),
        ),
        (
            "1, then random letters",
            "1\nYVRtr&*teTsRjs8ZC2%kN*T63V@jJq!d\n".into(),
        ),
        ("a DEL byte", "\x7f\n".into()),
        ("1, then a DEL byte", "1\n\x7f\n".into()),
        ("a euro sign", "\u{20ac}\n".into()),
        ("1, then a euro sign", "1\n\u{20ac}\n".into()),
        (
            "the ASCII characters 32 to 126",
            (32u8..127).map(char::from).collect(),
        ),
    ];
    let mut add = |what: &'static str, text: Option<String>| {
        if let Some(text) = text {
            if text != input {
                res.push((what, text));
            }
        }
    };
    let before_last_newline = |token: &str| {
        input
            .strip_suffix('\n')
            .map(|body| format!("{body}{token}\n"))
    };
    add("a leading zero", Some(format!("0{input}")));
    add("a leading space", Some(format!(" {input}")));
    add("a leading plus", Some(format!("+{input}")));
    add("a trailing integer line", Some(format!("{input}42\n")));
    add("a trailing word line", Some(format!("{input}hello\n")));
    add("an extra final newline", Some(format!("{input}\n")));
    add(
        "a word appended to the last line",
        before_last_newline(" hello"),
    );
    add(
        "an integer appended to the last line",
        before_last_newline(" 42"),
    );
    add("a NUL appended to the last line", before_last_newline("\0"));
    add(
        "a space at the end of the last line",
        before_last_newline(" "),
    );
    add(
        "the final newline dropped",
        input.strip_suffix('\n').map(str::to_string),
    );
    add(
        "CRLF line ends",
        Some(input.replace('\n', "\r\n")).filter(|_| !input.contains('\r')),
    );
    add(
        "a space after every whitespace",
        Some(input.replace(' ', "  ").replace('\n', "\n ")),
    );
    add(
        "a space after every line break",
        Some(input.replace('\n', "\n ")),
    );
    add(
        "every line break doubled",
        Some(input.replace('\n', "\n\n")),
    );
    add("leading zeros on every integer", Some(leading_zeros(input)));
    add(
        "printable junk at the end",
        Some(format!("{input}k~ 7#\tq,`x\n-Z")),
    );
    res
}

/// `input` with `0000000000` before every run of digits that starts a
/// token (problemtools' leading-zeros modification).
fn leading_zeros(input: &str) -> String {
    let mut out = String::with_capacity(input.len() * 2);
    let mut previous = None;
    for c in input.chars() {
        let starts = !matches!(previous, Some(p) if p != ' ' && p != '\n' && p != '-');
        if c.is_ascii_digit() && starts {
            out.push_str("0000000000");
        }
        out.push(c);
        previous = Some(c);
    }
    out
}

/// Every generic invalidation of `input` (one valid input) that
/// `validate` accepts, by name: what the problem's validator misses.
pub fn accepted_invalidations(validate: fn(&str) -> Result<(), Error>, input: &str) -> Vec<String> {
    invalidations(input)
        .into_iter()
        .filter(|(_, text)| validate(text).is_ok())
        .map(|(what, _)| what.to_string())
        .collect()
}

/// The largest stored input [`invalidation_problems`] modifies.
pub const INVALIDATED_BYTES: usize = 1 << 16;

/// Every generic invalidation that `validate` accepts, of every stored
/// input in `dir` up to [`INVALIDATED_BYTES`] (the samples among them):
/// `<stem>.in: ...` for each.
pub fn invalidation_problems(
    dir: &std::path::Path,
    validate: fn(&str) -> Result<(), Error>,
) -> Vec<String> {
    crate::stored_cases(dir)
        .iter()
        .filter(|c| c.input.len() <= INVALIDATED_BYTES && validate(&c.input).is_ok())
        .flat_map(|c| {
            accepted_invalidations(validate, &c.input)
                .into_iter()
                .map(move |what| format!("{}.in: accepted with {what}", c.stem))
        })
        .collect()
}

#[cfg(test)]
mod tests;
