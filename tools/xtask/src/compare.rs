//! How an output is compared with the stored answer, by the judge's rule
//! ([`Rule`], `compare` in a problem's metadata):
//! - tokens: separated by space, tab, CR and LF (as testlib's `wcmp`; a
//!   vertical tab or form feed is part of a token), compared exactly in one
//!   streaming pass (linear time, memory bounded by two read buffers);
//! - tokens in any case: the same, ASCII letters folded;
//! - lines (Luogu without a special judge): line by line, characters exact,
//!   spaces at the end of a line and empty lines at the end ignored;
//! - exact: byte for byte, the strictest reading, for our own binaries.

use std::io::{self, Read};

pub use crate::targets::Rule;

/// Bytes of a token shown in a difference; longer tokens end with `...`.
pub const SHOWN: usize = 40;

/// Whitespace between tokens, as testlib's `wcmp`: space, \t, \n, \r.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

/// Compares `actual` with `expected` by `rule`, or byte for byte when
/// `exact`. Ok(None) if they agree, else Ok(Some(message)) naming the first
/// difference.
pub fn compare_by(
    rule: Rule,
    exact: bool,
    expected: impl Read,
    actual: impl Read,
) -> io::Result<Option<String>> {
    if exact {
        return compare_bytes(expected, actual);
    }
    match rule {
        Rule::Tokens => compare_tokens(expected, actual, false),
        Rule::TokensAnyCase => compare_tokens(expected, actual, true),
        Rule::Lines => compare_lines(expected, actual),
    }
}

fn read_all(mut from: impl Read) -> io::Result<Vec<u8>> {
    let mut v = Vec::new();
    from.read_to_end(&mut v)?;
    Ok(v)
}

/// Line `n` (from 1) of `text` for a message, or "end of output".
fn shown_line(line: Option<&[u8]>) -> String {
    line.map_or_else(|| "end of output".to_string(), quote)
}

/// Luogu's rule: lines compared exactly once the spaces at their ends are
/// cut, and empty lines at the end ignored.
fn compare_lines(expected: impl Read, actual: impl Read) -> io::Result<Option<String>> {
    fn lines(text: &[u8]) -> Vec<&[u8]> {
        let mut v: Vec<&[u8]> = text
            .split(|&b| b == b'\n')
            .map(|l| {
                let end = l.iter().rposition(|&b| b != b' ').map_or(0, |i| i + 1);
                &l[..end]
            })
            .collect();
        while v.last().is_some_and(|l| l.is_empty()) {
            v.pop();
        }
        v
    }
    let (e, a) = (read_all(expected)?, read_all(actual)?);
    let (e, a) = (lines(&e), lines(&a));
    for i in 0..e.len().max(a.len()) {
        let (le, la) = (e.get(i).copied(), a.get(i).copied());
        if le != la {
            return Ok(Some(format!(
                "line {}: expected {}, got {} (compared as lines)",
                i + 1,
                shown_line(le),
                shown_line(la)
            )));
        }
    }
    Ok(None)
}

/// Byte for byte: the first differing line is named.
fn compare_bytes(expected: impl Read, actual: impl Read) -> io::Result<Option<String>> {
    let (e, a) = (read_all(expected)?, read_all(actual)?);
    if e == a {
        return Ok(None);
    }
    let (mut le, mut la) = (e.split(|&b| b == b'\n'), a.split(|&b| b == b'\n'));
    let mut n = 0;
    loop {
        n += 1;
        let (x, y) = (le.next(), la.next());
        if x != y {
            return Ok(Some(format!(
                "line {n}: expected {}, got {} (our binaries are compared byte for byte)",
                shown_line(x),
                shown_line(y)
            )));
        }
    }
}

/// A byte reader with its own buffer, read token by token.
struct Tokens<R> {
    inner: R,
    buf: Vec<u8>,
    pos: usize,
    len: usize,
}

impl<R: Read> Tokens<R> {
    fn new(inner: R) -> Self {
        Tokens {
            inner,
            buf: vec![0; 1 << 16],
            pos: 0,
            len: 0,
        }
    }

    /// Refills the buffer; false at the end of input.
    fn fill(&mut self) -> io::Result<bool> {
        loop {
            match self.inner.read(&mut self.buf) {
                Ok(n) => {
                    self.pos = 0;
                    self.len = n;
                    return Ok(n > 0);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// Skips whitespace; true if a token starts here, false at the end.
    fn start_token(&mut self) -> io::Result<bool> {
        loop {
            match self.buf[self.pos..self.len]
                .iter()
                .position(|&b| !is_space(b))
            {
                Some(i) => {
                    self.pos += i;
                    return Ok(true);
                }
                None => {
                    if !self.fill()? {
                        return Ok(false);
                    }
                }
            }
        }
    }

    /// The next byte of the current token, or None where it ends.
    #[inline]
    fn token_byte(&mut self) -> io::Result<Option<u8>> {
        if self.pos == self.len && !self.fill()? {
            return Ok(None);
        }
        let b = self.buf[self.pos];
        if is_space(b) {
            return Ok(None);
        }
        self.pos += 1;
        Ok(Some(b))
    }

    /// Reads on through the current token until `shown` holds SHOWN + 1
    /// bytes (enough to know it is cut) or the token ends.
    fn finish_shown(&mut self, shown: &mut Vec<u8>) -> io::Result<()> {
        while shown.len() <= SHOWN {
            match self.token_byte()? {
                Some(b) => shown.push(b),
                None => break,
            }
        }
        Ok(())
    }
}

/// A token for a message: `"text"` with at most SHOWN bytes (then `...`),
/// non-printable bytes, `"` and `\` escaped.
pub fn quote(token: &[u8]) -> String {
    let cut = token.len() > SHOWN;
    let mut s = String::from("\"");
    s.push_str(&escape(&token[..token.len().min(SHOWN)]));
    s.push_str(if cut { "...\"" } else { "\"" });
    s
}

/// For a quoted token: printable ASCII as is, except `"` and `\`, which
/// are escaped like the rest.
pub fn escape(bytes: &[u8]) -> String {
    escape_with(bytes, true)
}

/// For a message: printable ASCII (quotes and backslashes too) as is.
pub fn escape_unprintable(bytes: &[u8]) -> String {
    escape_with(bytes, false)
}

/// Everything but printable ASCII as `\xNN` (\t, \n and \r as such).
fn escape_with(bytes: &[u8], quoted: bool) -> String {
    let mut s = String::with_capacity(bytes.len());
    for &b in bytes {
        match b {
            b'"' | b'\\' if quoted => {
                s.push('\\');
                s.push(b as char);
            }
            b'\t' => s.push_str("\\t"),
            b'\n' => s.push_str("\\n"),
            b'\r' => s.push_str("\\r"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\x{b:02x}")),
        }
    }
    s
}

/// Compares the tokens of `expected` and `actual`. Ok(None) if they are
/// equal, else Ok(Some(message)) naming the first differing token:
/// `token N: expected "X", got "Y"`, with `end of output` for a missing one.
pub fn compare(expected: impl Read, actual: impl Read) -> io::Result<Option<String>> {
    compare_tokens(expected, actual, false)
}

/// [`compare`], with ASCII letters folded when `any_case`.
fn compare_tokens(
    expected: impl Read,
    actual: impl Read,
    any_case: bool,
) -> io::Result<Option<String>> {
    let fold = |b: Option<u8>| {
        if any_case {
            b.map(|b| b.to_ascii_lowercase())
        } else {
            b
        }
    };
    let mut e = Tokens::new(expected);
    let mut a = Tokens::new(actual);
    let mut index: u64 = 0;
    let mut shown_e = Vec::with_capacity(SHOWN + 1);
    let mut shown_a = Vec::with_capacity(SHOWN + 1);
    'tokens: loop {
        index += 1;
        let has_e = e.start_token()?;
        let has_a = a.start_token()?;
        if !has_e && !has_a {
            return Ok(None);
        }
        shown_e.clear();
        shown_a.clear();
        let mut same: u64 = 0; // equal leading bytes of the two tokens
        if has_e && has_a {
            loop {
                let be = e.token_byte()?;
                let ba = a.token_byte()?;
                if let (Some(b), true) = (be, shown_e.len() <= SHOWN) {
                    shown_e.push(b);
                }
                if let (Some(b), true) = (ba, shown_a.len() <= SHOWN) {
                    shown_a.push(b);
                }
                if fold(be) != fold(ba) {
                    break;
                }
                if be.is_none() {
                    continue 'tokens;
                }
                same += 1;
            }
        }
        let want = if has_e {
            e.finish_shown(&mut shown_e)?;
            quote(&shown_e)
        } else {
            "end of output".to_string()
        };
        let got = if has_a {
            a.finish_shown(&mut shown_a)?;
            quote(&shown_a)
        } else {
            "end of output".to_string()
        };
        let mut message = format!("token {index}: expected {want}, got {got}");
        if same >= SHOWN as u64 {
            // Both shown prefixes are equal: say where the tokens part.
            message.push_str(&format!(" (they differ from byte {})", same + 1));
        }
        return Ok(Some(message));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diff(expected: &[u8], actual: &[u8]) -> Option<String> {
        compare(expected, actual).unwrap()
    }

    #[test]
    fn equal_tokens_with_any_whitespace() {
        assert_eq!(diff(b"Yes\n", b"  Yes"), None);
        assert_eq!(diff(b"1 2\n3\n", b"1\t2\r\n3 \r\n"), None);
        assert_eq!(diff(b"", b" \n\n"), None);
    }

    #[test]
    fn vertical_tab_and_form_feed_are_not_separators() {
        // testlib's wcmp separates tokens by space, tab, CR and LF only.
        assert_eq!(
            diff(b"1 2\n", b"1\x0b2\n").as_deref(),
            Some("token 1: expected \"1\", got \"1\\x0b2\"")
        );
        assert!(diff(b"1\n", b"1\x0c").is_some());
    }

    fn by(rule: Rule, expected: &[u8], actual: &[u8]) -> Option<String> {
        compare_by(rule, false, expected, actual).unwrap()
    }

    #[test]
    fn tokens_in_any_case_fold_letters_only() {
        assert_eq!(by(Rule::TokensAnyCase, b"Mojtaba\n", b"mojtaba"), None);
        assert_eq!(by(Rule::TokensAnyCase, b"Arpa\n", b"ARPA\n"), None);
        assert!(by(Rule::TokensAnyCase, b"Arpa\n", b"Mojtaba\n").is_some());
        assert!(by(Rule::Tokens, b"Mojtaba\n", b"mojtaba\n").is_some());
    }

    #[test]
    fn lines_ignore_only_spaces_at_line_ends_and_empty_lines_at_the_end() {
        assert_eq!(by(Rule::Lines, b"1\n2\n", b"1  \n2"), None);
        assert_eq!(by(Rule::Lines, b"1\n2\n", b"1\n2\n\n\n"), None);
        assert_eq!(
            by(Rule::Lines, b"1\n2\n", b"1 2\n").as_deref(),
            Some("line 1: expected \"1\", got \"1 2\" (compared as lines)")
        );
        assert!(by(Rule::Lines, b"1\n2\n", b" 1\n2\n").is_some());
        assert!(by(Rule::Lines, b"1\n2\n", b"1\n\n2\n").is_some());
        assert!(by(Rule::Lines, b"Yes\n", b"yes\n").is_some());
        // Tokens take the same answers on one line.
        assert_eq!(by(Rule::Tokens, b"1\n2\n", b"1 2\n"), None);
    }

    #[test]
    fn exact_is_byte_for_byte() {
        assert_eq!(
            compare_by(Rule::Tokens, true, &b"1\n"[..], &b"1\n"[..]).unwrap(),
            None
        );
        assert_eq!(
            compare_by(Rule::Tokens, true, &b"1\n2\n"[..], &b"1\n2"[..])
                .unwrap()
                .as_deref(),
            Some("line 3: expected \"\", got end of output (our binaries are compared byte for byte)")
        );
    }

    #[test]
    fn first_differing_token() {
        assert_eq!(
            diff(b"Yes\n", b"No\n").as_deref(),
            Some("token 1: expected \"Yes\", got \"No\"")
        );
        assert_eq!(
            diff(b"1 2 3", b"1 2 34").as_deref(),
            Some("token 3: expected \"3\", got \"34\"")
        );
        assert_eq!(
            diff(b"1 22 3", b"1 2 3").as_deref(),
            Some("token 2: expected \"22\", got \"2\"")
        );
    }

    #[test]
    fn missing_and_extra_tokens() {
        assert_eq!(
            diff(b"Yes", b"").as_deref(),
            Some("token 1: expected \"Yes\", got end of output")
        );
        assert_eq!(
            diff(b"Yes", b"Yes\nYes\n").as_deref(),
            Some("token 2: expected end of output, got \"Yes\"")
        );
    }

    #[test]
    fn unprintable_bytes_are_escaped_and_long_tokens_cut() {
        assert_eq!(
            diff(b"Yes", b"Yes\0").as_deref(),
            Some("token 1: expected \"Yes\", got \"Yes\\x00\"")
        );
        assert_eq!(
            diff(b"Yes", b"\xef\xbb\xbfYes").as_deref(),
            Some("token 1: expected \"Yes\", got \"\\xef\\xbb\\xbfYes\"")
        );
        let long = vec![b'7'; 1000];
        let got = diff(b"7", &long).unwrap();
        assert_eq!(
            got,
            format!("token 1: expected \"7\", got \"{}...\"", "7".repeat(40))
        );
        let mut other = long.clone();
        other[500] = b'8';
        let got = diff(&long, &other).unwrap();
        assert!(got.ends_with("(they differ from byte 501)"), "{got}");
    }

    #[test]
    fn tokens_across_buffer_boundaries() {
        let mut expected = Vec::new();
        let mut actual = Vec::new();
        for i in 0..100_000u32 {
            expected.extend_from_slice(format!("{i}\n").as_bytes());
            actual.extend_from_slice(format!("{i}{}", " ".repeat((i % 7) as usize + 1)).as_bytes());
        }
        assert_eq!(diff(&expected, &actual), None);
        actual.extend_from_slice(b"x");
        assert_eq!(
            diff(&expected, &actual).as_deref(),
            Some("token 100001: expected end of output, got \"x\"")
        );
    }
}
