//! Input and output for judge binaries: a streaming whitespace-token
//! [`Scanner`] over any [`Read`], an answer buffer [`Output`], and the runner
//! [`run_main`] (with [`run_on`] for any reader and writer) that reads every
//! token, rejects bad input with one line on stderr and a failure exit, and
//! writes the answer.
//!
//! Why not `proconio`'s sources: they hold the whole input (or a whole line)
//! in memory, which for the 100 MB single-line inputs of the benchmarks is
//! 100 MB; this scanner keeps a fixed 64 KiB buffer, parses integers from
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
//! One file, in sections: the error type, what a token parses as (eight
//! digits at a time), the scanner, the output, and the runners; the tests
//! in `tests.rs`. No dependencies, no glob imports and no exported macros:
//! `scripts/bundle` pastes the crate as `mod judge_io { ... }`. Not one
//! module per concern: each inner module would indent every line the bundle
//! keeps four spaces further (about 2 KB of the smallest bundles).
#![warn(missing_docs)]

use std::fmt;
use std::io::{self, Read, Write};
use std::marker::PhantomData;
use std::process::ExitCode;

// The one error type: why the input could not be read.

/// Why the input could not be read: a malformed, truncated or out-of-range
/// token, extra tokens after the end, or an I/O failure.
#[derive(Debug)]
pub struct Error(String);

impl Error {
    /// An error with the given message.
    ///
    /// # Examples
    /// ```
    /// let e = judge_io::Error::new("n must be positive");
    /// assert_eq!(e.to_string(), "n must be positive");
    /// ```
    pub fn new(message: impl Into<String>) -> Self {
        Error(message.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<io::Error> for Error {
    fn from(e: io::Error) -> Self {
        Error::new(format!("I/O error: {e}"))
    }
}

// What a token can be parsed as (`Token`), and the parsing of unsigned
// integers: one generic parser for every width, eight digits at a time
// (SWAR) on the fast path, delimited in the same pass.

/// A value that can be parsed from one whitespace-separated token: the
/// unsigned integer types (game positions are counts; a sign is malformed),
/// and `i64`, for the signed replies of interactive judges (`-1 -1`).
pub trait Token: Sized {
    /// What the token should be, for error messages ("an unsigned integer").
    const WHAT: &'static str;
    /// The value the token `buf[start..end]` spells, or `None` if it is
    /// malformed or out of range for the type; `buf` may go on past the
    /// token (a parser may read ahead and ignore what follows).
    fn from_buffer(buf: &[u8], start: usize, end: usize) -> Option<Self>;
    /// A fast path: the token starting at `buf[start]` parsed and delimited
    /// in one pass, as (value, end), or `None` to take the general path
    /// (which also makes every error message); by default, always `None`.
    #[inline]
    fn scan(_buf: &[u8], _start: usize) -> Option<(Self, usize)> {
        None
    }
}

/// The value of 8 bytes known to be ASCII digits (the first in the lowest
/// byte): SWAR, four multiply-and-mask steps instead of eight.
#[inline]
fn digits_value(chunk: u64) -> u64 {
    let d = chunk - 0x3030_3030_3030_3030;
    let pairs = (d.wrapping_mul(10) + (d >> 8)) & 0x00FF_00FF_00FF_00FF;
    let quads = (pairs.wrapping_mul(100) + (pairs >> 16)) & 0x0000_FFFF_0000_FFFF;
    (quads.wrapping_mul(10_000) + (quads >> 32)) & 0xFFFF_FFFF
}

/// The bytes of `chunk` that are not ASCII digits, as their top bit (0x80)
/// set and every other bit clear; SWAR, no carry crosses a byte.
#[inline]
pub(crate) fn non_digit_bytes(chunk: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let low = chunk & LOW7;
    // At least b'0' and not at least b'9' + 1, top bit clear.
    let at_least_0 = low + 0x5050_5050_5050_5050; // 0x80 - 0x30 per byte
    let above_9 = low + 0x4646_4646_4646_4646; // 0x80 - 0x3a per byte
    !(at_least_0 & !above_9 & !chunk) & !LOW7
}

/// 10^k for k < 8.
const POWERS_OF_TEN: [u64; 8] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000];

/// An unsigned token parsed and delimited in one pass, from the first of
/// at least 24 buffered bytes at `start`: its value and where it ends, or
/// `None` when the general path must decide (too few bytes buffered, no
/// digit first, a byte after the digits that is not a separator, more than
/// 20 digits, or a value out of `T`'s range).
#[inline]
pub(crate) fn scan_unsigned<T: TryFrom<u64>>(buf: &[u8], start: usize) -> Option<(T, usize)> {
    let bytes = buf.get(start..start + 24)?;
    // One or two digits, the commonest tokens, without the SWAR chain.
    let (d0, d1) = (bytes[0].wrapping_sub(b'0'), bytes[1].wrapping_sub(b'0'));
    if d0 < 10 {
        let short = if d1 >= 10 && is_space(bytes[1]) {
            Some((u64::from(d0), 1))
        } else if d1 < 10 && is_space(bytes[2]) {
            Some((u64::from(d0 * 10 + d1), 2))
        } else {
            None
        };
        if let Some((value, len)) = short {
            return Some((T::try_from(value).ok()?, start + len));
        }
    }
    let mut value = 0u64;
    for (k, chunk) in bytes.chunks_exact(8).enumerate() {
        let chunk = u64::from_le_bytes(chunk.try_into().ok()?);
        let others = non_digit_bytes(chunk);
        if others == 0 {
            if k == 2 {
                return None; // 24 digits
            }
            value = value * 100_000_000 + digits_value(chunk);
            continue;
        }
        let len = (others.trailing_zeros() / 8) as usize;
        if (k == 0 && len == 0) || (k == 2 && len > 4) || !is_space(bytes[8 * k + len]) {
            return None;
        }
        if len > 0 {
            // The len digits moved to the end of the chunk behind ASCII
            // zeros; only a 20-digit token can overflow.
            let pad = 64 - 8 * len as u32;
            let digits = (chunk << pad) | (0x3030_3030_3030_3030 & ((1 << pad) - 1));
            value = value
                .checked_mul(POWERS_OF_TEN[len])?
                .checked_add(digits_value(digits))?;
        }
        return Some((T::try_from(value).ok()?, start + 8 * k + len));
    }
    None
}

/// A whole token as an unsigned `T` (decimal digits only, at most 20, no
/// sign, no leading `+`), or `None`: the general path, by the same parser
/// as the fast one, on the token copied and followed by spaces.
pub(crate) fn parse_unsigned<T: TryFrom<u64>>(token: &[u8]) -> Option<T> {
    let mut padded = [b' '; 24];
    padded.get_mut(..token.len())?.copy_from_slice(token);
    Some(scan_unsigned(&padded, 0)?.0)
}

// The Token impls differ only in the type's name; a local (not exported)
// macro keeps the file pasteable as a module.
macro_rules! unsigned_token {
    ($($t:ty),*) => {$(
        impl Token for $t {
            const WHAT: &'static str = concat!("an unsigned integer (", stringify!($t), ")");
            fn from_buffer(buf: &[u8], start: usize, end: usize) -> Option<Self> {
                parse_unsigned(&buf[start..end])
            }
            #[inline]
            fn scan(buf: &[u8], start: usize) -> Option<(Self, usize)> {
                scan_unsigned(buf, start)
            }
        }
    )*};
}

unsigned_token!(u8, u16, u32, u64, usize);

impl Token for i64 {
    const WHAT: &'static str = "an integer (i64)";
    fn from_buffer(buf: &[u8], start: usize, end: usize) -> Option<Self> {
        match &buf[start..end] {
            [b'-', digits @ ..] => {
                let v: u64 = parse_unsigned(digits)?;
                (v <= 1 << 63).then(|| 0u64.wrapping_sub(v) as i64)
            }
            token => parse_unsigned(token),
        }
    }
}

// The streaming whitespace-token reader and its error messages.

/// Size of the scanner's buffer, which is also the longest token it accepts.
pub const BUFFER_BYTES: usize = 1 << 16;

/// A whitespace-token reader over any [`Read`] that keeps one fixed buffer.
///
/// Tokens are maximal runs of bytes other than ASCII whitespace (space,
/// tab, line feed, vertical tab, form feed, carriage return). Reading is
/// streaming: memory stays at [`BUFFER_BYTES`] whatever the input size.
pub struct Scanner<R> {
    reader: R,
    buf: Vec<u8>,
    pos: usize,
    end: usize,
    eof: bool,
    tokens_read: u64,
}

impl<R: Read> Scanner<R> {
    /// A scanner reading from `reader` (unbuffered readers are fine: the
    /// scanner reads in blocks of up to [`BUFFER_BYTES`]).
    ///
    /// # Examples
    /// ```
    /// let mut sc = judge_io::Scanner::new("7 300".as_bytes());
    /// assert_eq!(sc.next::<u32>().unwrap(), 7);
    /// assert_eq!(sc.next::<u64>().unwrap(), 300);
    /// assert!(sc.is_at_end().unwrap());
    /// ```
    pub fn new(reader: R) -> Self {
        Scanner {
            reader,
            // Not `vec!`, whose name would keep `Scanner::vec` in every
            // bundle (the bundler keeps the methods whose names are used).
            buf: [0; BUFFER_BYTES].to_vec(),
            pos: 0,
            end: 0,
            eof: false,
            tokens_read: 0,
        }
    }

    /// Reads more bytes after `end`; sets `eof` when the reader has no more.
    fn fill(&mut self) -> Result<(), Error> {
        let k = loop {
            match self.reader.read(&mut self.buf[self.end..]) {
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                read => break read?,
            }
        };
        self.end += k;
        self.eof = k == 0;
        Ok(())
    }

    /// Skips whitespace; false if the input ends first.
    fn skip_whitespace(&mut self) -> Result<bool, Error> {
        loop {
            while self.pos < self.end && is_space(self.buf[self.pos]) {
                self.pos += 1;
            }
            if self.pos < self.end {
                return Ok(true);
            }
            if self.eof {
                return Ok(false);
            }
            self.pos = 0;
            self.end = 0;
            self.fill()?;
        }
    }

    /// The next token's byte range in `buf`, or `None` at the end of input.
    /// It reads only as far as the token's end, so a judge is never waited
    /// for beyond the token a program needs.
    #[inline]
    fn token(&mut self) -> Result<Option<(usize, usize)>, Error> {
        let (mut start, mut i) = (self.pos, self.pos);
        loop {
            let buf = &self.buf[..self.end];
            if start == i {
                // Still before the token: whitespace.
                while i < buf.len() && is_space(buf[i]) {
                    i += 1;
                }
                start = i;
            }
            while i < buf.len() && !is_space(buf[i]) {
                i += 1;
            }
            if i < buf.len() || self.eof {
                break;
            }
            // The buffered bytes end first: what there is of the token
            // moves to the front, and more is read behind it.
            self.refill(start)?;
            i -= start;
            start = 0;
        }
        self.pos = i;
        if start == i {
            return Ok(None);
        }
        self.tokens_read += 1;
        Ok(Some((start, i)))
    }

    /// Moves `buf[start..end]` to the front and reads more behind it.
    #[cold]
    fn refill(&mut self, start: usize) -> Result<(), Error> {
        self.buf.copy_within(start..self.end, 0);
        self.end -= start;
        if self.end == BUFFER_BYTES {
            let n = self.tokens_read + 1;
            let message = format!("token {n} is longer than {BUFFER_BYTES} bytes");
            return Err(Error::new(message));
        }
        self.fill()
    }

    /// The next token parsed as `T`.
    ///
    /// # Errors
    /// At the end of input, or if the token is not a valid `T` (malformed or
    /// out of range); the message names the token's position.
    ///
    /// # Examples
    /// ```
    /// let mut sc = judge_io::Scanner::new("12 x 300".as_bytes());
    /// assert_eq!(sc.next::<u64>().unwrap(), 12);
    /// assert!(sc.next::<u64>().unwrap_err().to_string().contains("`x`"));
    /// assert!(sc.next::<u8>().is_err()); // 300 does not fit in a u8
    /// assert!(sc.next::<u8>().unwrap_err().to_string().contains("end of input"));
    /// ```
    // Not `Iterator::next`: this one takes a type parameter and returns a Result.
    #[allow(clippy::should_implement_trait)]
    #[inline(always)]
    pub fn next<T: Token>(&mut self) -> Result<T, Error> {
        // Fast path: whitespace, then a token parsed as it is delimited.
        let buf = &self.buf[..self.end];
        let mut i = self.pos;
        while i < buf.len() && is_space(buf[i]) {
            i += 1;
        }
        if let Some((value, end)) = T::scan(buf, i) {
            self.pos = end;
            self.tokens_read += 1;
            return Ok(value);
        }
        self.next_general()
    }

    /// [`Scanner::next`] off its fast path: refills, and every error.
    #[inline(never)]
    fn next_general<T: Token>(&mut self) -> Result<T, Error> {
        let n = self.tokens_read;
        let (start, end) = self.token()?.ok_or_else(|| end_of_input(T::WHAT, n + 1))?;
        let token = &self.buf[start..end];
        T::from_buffer(&self.buf, start, end).ok_or_else(|| malformed(T::WHAT, n + 1, token))
    }

    /// The next token parsed as `T`, required to lie in `min..=max`; `name`
    /// says what the value is in the error message.
    ///
    /// # Errors
    /// As [`Scanner::next`], and if the value is out of range.
    ///
    /// # Examples
    /// ```
    /// let mut sc = judge_io::Scanner::new("5 0".as_bytes());
    /// assert_eq!(sc.next_in::<u32>("n", 1, 10).unwrap(), 5);
    /// let e = sc.next_in::<u32>("n", 1, 10).unwrap_err();
    /// assert_eq!(e.to_string(), "token 2: n = 0 is outside 1..=10");
    /// ```
    #[inline]
    pub fn next_in<T>(&mut self, name: &str, min: T, max: T) -> Result<T, Error>
    where
        T: Token + PartialOrd + fmt::Display,
    {
        let value: T = self.next()?;
        if value < min || value > max {
            return Err(out_of_range(name, self.tokens_read, value, min, max));
        }
        Ok(value)
    }

    /// The next `n` tokens as a vector.
    ///
    /// # Errors
    /// As [`Scanner::next`], for the first bad token.
    ///
    /// # Examples
    /// ```
    /// let mut sc = judge_io::Scanner::new("3 1 2 3".as_bytes());
    /// let n: usize = sc.next().unwrap();
    /// assert_eq!(sc.vec::<u32>(n).unwrap(), vec![1, 2, 3]);
    /// ```
    pub fn vec<T: Token>(&mut self, n: usize) -> Result<Vec<T>, Error> {
        // `n` comes from the input: do not trust it for the allocation.
        let mut res = Vec::with_capacity(n.min(1 << 16));
        for _ in 0..n {
            res.push(self.next()?);
        }
        Ok(res)
    }

    /// Runs `consume` on the next `n` tokens as an iterator that holds none
    /// of them, then reads whatever `consume` left and returns its result, or
    /// the first malformed or missing token. The iterator simply stops at a
    /// bad token; the error cannot be lost, because it is this call's result.
    ///
    /// # Errors
    /// The first malformed or missing token among the `n`.
    ///
    /// # Examples
    /// ```
    /// let mut sc = judge_io::Scanner::new("4 1 2 3 4".as_bytes());
    /// let n: usize = sc.next().unwrap();
    /// let xor = sc.values(n, |piles| piles.fold(0, |acc, p: u64| acc ^ p));
    /// assert_eq!(xor.unwrap(), 4);
    ///
    /// let mut sc = judge_io::Scanner::new("1 x 3".as_bytes());
    /// assert!(sc.values(3, |piles| piles.fold(0, |acc, p: u64| acc + p)).is_err());
    /// ```
    pub fn values<T, U, F>(&mut self, n: usize, consume: F) -> Result<U, Error>
    where
        T: Token,
        F: FnOnce(&mut Values<'_, R, T>) -> U,
    {
        let mut values = Values {
            scanner: self,
            left: n,
            error: None,
            item: PhantomData,
        };
        let res = consume(&mut values);
        while values.next().is_some() {}
        values.error.map_or(Ok(res), Err)
    }

    /// Whether only whitespace is left.
    ///
    /// # Errors
    /// On an I/O failure.
    ///
    /// # Examples
    /// ```
    /// let mut sc = judge_io::Scanner::new(" 1 \n\n".as_bytes());
    /// assert!(!sc.is_at_end().unwrap());
    /// sc.next::<u8>().unwrap();
    /// assert!(sc.is_at_end().unwrap());
    /// ```
    pub fn is_at_end(&mut self) -> Result<bool, Error> {
        Ok(!self.skip_whitespace()?)
    }

    /// Requires that only whitespace is left.
    ///
    /// # Errors
    /// Naming the first token left, or on an I/O failure.
    ///
    /// # Examples
    /// ```
    /// let mut sc = judge_io::Scanner::new("1 2".as_bytes());
    /// sc.next::<u8>().unwrap();
    /// let e = sc.expect_end().unwrap_err();
    /// assert_eq!(e.to_string(), "token 2: unexpected `2` after the end of the input");
    /// ```
    pub fn expect_end(&mut self) -> Result<(), Error> {
        match self.token()? {
            None => Ok(()),
            Some((start, end)) => Err(trailing(self.tokens_read, &self.buf[start..end])),
        }
    }
}

// The error messages, kept out of the inlined reading paths.

#[cold]
fn end_of_input(what: &str, token: u64) -> Error {
    Error::new(format!(
        "unexpected end of input: expected {what} as token {token}"
    ))
}

#[cold]
fn trailing(index: u64, token: &[u8]) -> Error {
    let token = shorten(token);
    Error::new(format!(
        "token {index}: unexpected `{token}` after the end of the input"
    ))
}

#[cold]
fn malformed(what: &str, index: u64, token: &[u8]) -> Error {
    Error::new(format!(
        "token {index}: expected {what}, found `{}`",
        shorten(token)
    ))
}

#[cold]
fn out_of_range<T: fmt::Display>(name: &str, index: u64, value: T, min: T, max: T) -> Error {
    Error::new(format!(
        "token {index}: {name} = {value} is outside {min}..={max}"
    ))
}

/// ASCII whitespace (space, \t, \n, \x0b, \x0c, \r): the separators. One
/// comparison decides for every printable byte.
#[inline]
pub(crate) fn is_space(b: u8) -> bool {
    b <= b' ' && (b == b' ' || (b'\t'..=b'\r').contains(&b))
}

/// Up to 40 bytes of a token, for messages: printable ASCII as it is, any
/// other byte as `\xNN` (so a NUL or a byte-order mark shows), and `...`
/// after a cut.
fn shorten(token: &[u8]) -> String {
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
    s
}

/// Streaming iterator over the next tokens of a [`Scanner`]; see
/// [`Scanner::values`].
pub struct Values<'a, R, T> {
    scanner: &'a mut Scanner<R>,
    left: usize,
    error: Option<Error>,
    item: PhantomData<T>,
}

// The bounds in a `where` clause: the bundler keeps a trait impl whose
// header names a kept item (`Token`, `Read`), so this one would stay in
// bundles that never name `Values`.
impl<R, T> Iterator for Values<'_, R, T>
where
    R: Read,
    T: Token,
{
    type Item = T;

    fn next(&mut self) -> Option<T> {
        if self.left == 0 || self.error.is_some() {
            return None;
        }
        self.left -= 1;
        self.scanner.next().map_err(|e| self.error = Some(e)).ok()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (0, Some(self.left))
    }
}

// The answer buffer: all or nothing up to `HOLD_BYTES`, streamed past
// it, flushed line by line in an interactive program.

/// How many answer bytes [`Output`] holds back before it starts writing: up
/// to this size an answer is all or nothing (see the crate's doc).
pub const HOLD_BYTES: usize = 1 << 20;

/// The answer being written: implements [`Write`] (so `write!` works) and
/// appends numbers fast with [`Output::push_u64`]. It holds the answer until
/// the run ends, or until it exceeds [`HOLD_BYTES`], from when on it writes
/// its buffer to the sink whenever the buffer passes that size.
///
/// In an interactive program ([`Output::interactive`], which [`play_main`]
/// gives) it holds nothing: every finished line goes to the sink and is
/// flushed at once, so no move is lost to a missing flush.
pub struct Output<'a> {
    /// The answer is `buf[..len]`; `buf` is zero-filled beyond, at least
    /// [`NUMBER_ROOM`] bytes past `len`, so a number is written in place.
    buf: Vec<u8>,
    len: usize,
    sink: &'a mut dyn Write,
    /// Every finished line written and flushed at once (an interactive
    /// program); named apart from [`Output::interactive`] so that a bundle
    /// can leave that constructor out.
    line_by_line: bool,
}

/// Room [`Output::push_u64`] writes into: 20 digits, rounded up.
const NUMBER_ROOM: usize = 24;

impl<'a> Output<'a> {
    /// An empty answer that will go to `sink`.
    pub fn new(sink: &'a mut dyn Write) -> Self {
        Output {
            buf: Vec::new(),
            len: 0,
            sink,
            line_by_line: false,
        }
    }

    /// Moves of an interactive program to `sink`: each line is written and
    /// flushed as soon as its `\n` is pushed.
    ///
    /// # Examples
    /// ```
    /// use std::io::Write;
    /// let mut sink = Vec::new();
    /// let mut out = judge_io::Output::interactive(&mut sink);
    /// writeln!(out, "First").unwrap();
    /// write!(out, "3 ").unwrap();
    /// drop(out);
    /// assert_eq!(sink, b"First\n"); // the unfinished line is not a move yet
    /// ```
    pub fn interactive(sink: &'a mut dyn Write) -> Self {
        Output {
            line_by_line: true,
            ..Output::new(sink)
        }
    }

    /// Makes `buf` at least `len + extra` bytes long.
    #[inline]
    fn room(&mut self, extra: usize) {
        if self.buf.len() < self.len + extra {
            self.grow(extra);
        }
    }

    #[cold]
    fn grow(&mut self, extra: usize) {
        // Doubling from 4 KiB: a short answer costs little, a long one is
        // zero-filled once, up to about 2 x HOLD_BYTES.
        let want = (self.len + extra + NUMBER_ROOM)
            .max(2 * self.buf.len())
            .max(1 << 12);
        self.buf.resize(want, 0);
    }

    /// Appends `bytes`.
    ///
    /// # Errors
    /// If writing a full buffer to the sink fails.
    #[inline]
    pub fn push(&mut self, bytes: &[u8]) -> Result<(), Error> {
        self.append(bytes);
        Ok(self.spill()?)
    }

    #[inline]
    fn append(&mut self, bytes: &[u8]) {
        self.room(bytes.len() + NUMBER_ROOM);
        self.buf[self.len..self.len + bytes.len()].copy_from_slice(bytes);
        self.len += bytes.len();
    }

    /// Appends the decimal digits of `v`: for answers of millions of
    /// numbers, where `write!` through the formatting machinery is the cost.
    ///
    /// # Errors
    /// If writing a full buffer to the sink fails.
    ///
    /// # Examples
    /// ```
    /// let mut sink = Vec::new();
    /// let mut out = judge_io::Output::new(&mut sink);
    /// out.push_u64(0).unwrap();
    /// out.push(b" ").unwrap();
    /// out.push_u64(u64::MAX).unwrap();
    /// out.finish().unwrap();
    /// assert_eq!(sink, b"0 18446744073709551615");
    /// ```
    #[inline]
    pub fn push_u64(&mut self, v: u64) -> Result<(), Error> {
        // Eight digits at a time (SWAR), up to three chunks; each written
        // whole as 8 bytes, the next one over the tail of the one before,
        // the first shifted past its leading zeros.
        let (chunks, count) = if v < 100_000_000 {
            ([digits_of_eight(v), 0, 0], 1)
        } else if v < 10_000_000_000_000_000 {
            let (high, low) = (v / 100_000_000, v % 100_000_000);
            ([digits_of_eight(high), digits_of_eight(low), 0], 2)
        } else {
            let (high, rest) = (v / 10_000_000_000_000_000, v % 10_000_000_000_000_000);
            let (mid, low) = (rest / 100_000_000, rest % 100_000_000);
            let chunks = [
                digits_of_eight(high),
                digits_of_eight(mid),
                digits_of_eight(low),
            ];
            (chunks, 3)
        };
        // The leading zeros of the first chunk (all but the last for 0).
        let zeros = ((chunks[0] ^ 0x3030_3030_3030_3030).trailing_zeros() / 8).min(7) as usize;
        self.room(NUMBER_ROOM);
        let mut at = self.len;
        let first = chunks[0] >> (8 * zeros);
        self.buf[at..at + 8].copy_from_slice(&first.to_le_bytes());
        at += 8 - zeros;
        for chunk in &chunks[1..count] {
            self.buf[at..at + 8].copy_from_slice(&chunk.to_le_bytes());
            at += 8;
        }
        self.len = at;
        Ok(self.spill()?)
    }

    /// Writes the buffer out and flushes the sink once it holds more than
    /// [`HOLD_BYTES`], or, in an interactive program, once it ends a line.
    #[inline]
    fn spill(&mut self) -> io::Result<()> {
        let line_end = self.line_by_line && self.len > 0 && self.buf[self.len - 1] == b'\n';
        if self.len > HOLD_BYTES || line_end {
            self.write_out()?;
        }
        Ok(())
    }

    /// Writes what is held and flushes the sink.
    #[cold]
    fn write_out(&mut self) -> io::Result<()> {
        self.sink.write_all(&self.buf[..self.len])?;
        self.len = 0;
        self.sink.flush()
    }

    /// Writes what is held to the sink and flushes it: the end of a run.
    ///
    /// # Errors
    /// If the sink fails.
    pub fn finish(mut self) -> Result<(), Error> {
        Ok(self.write_out()?)
    }
}

/// The 8 ASCII digits of v < 10^8, leading zeros included, as 8 bytes with
/// the first digit lowest: SWAR, splitting into lanes of 4, 2 and 1 digits
/// (the reverse of the scanner's `digits_value`).
#[inline]
fn digits_of_eight(v: u64) -> u64 {
    // Lanes of 32 bits: v / 10^4 low, v % 10^4 high.
    let fours = (v / 10_000) | ((v % 10_000) << 32);
    // x / 100 = (x * 10486) >> 20 for x < 43699; lanes of 16 bits.
    let hundreds = ((fours * 10_486) >> 20) & 0x0000_007f_0000_007f;
    let twos = hundreds | ((fours - hundreds * 100) << 16);
    // x / 10 = (x * 103) >> 10 for x < 179; lanes of 8 bits.
    let tens = ((twos * 103) >> 10) & 0x000f_000f_000f_000f;
    let ones = tens | ((twos - tens * 10) << 8);
    ones + 0x3030_3030_3030_3030
}

impl Write for Output<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.append(bytes);
        self.spill()?;
        Ok(bytes.len())
    }

    /// Does nothing for an answer, which is written by [`Output::finish`]
    /// or when the buffer is full; in an interactive program, writes what
    /// is held and flushes the sink.
    fn flush(&mut self) -> io::Result<()> {
        if self.line_by_line {
            self.write_out()?;
        }
        Ok(())
    }
}

// The whole of a judge program but for its problem: read every token,
// reject bad input with one line and a failure exit, write the answer.

/// Runs a problem's `run` on `input` with the answer going to `sink`, then
/// requires that no token is left: the whole of a judge program but for the
/// choice of streams. Nothing reaches `sink` before the input has been read
/// to the end, unless the answer grows past [`HOLD_BYTES`].
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
    let mut sc = Scanner::new(input);
    let mut out = Output::new(sink);
    run(&mut sc, &mut out)?;
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
    match run_on(run, io::stdin().lock(), &mut stdout) {
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

#[cfg(test)]
mod tests;
