//! The streaming whitespace-token reader and its error messages.

use std::fmt;
use std::io::{self, Read};
use std::marker::PhantomData;

use crate::digits::is_space;
use crate::error::Error;
use crate::map::{Map, Next, Source, WINDOW};
#[cfg(target_arch = "x86_64")]
use crate::simd::{Ahead, Kernel};
use crate::token::Token;

/// Size of the scanner's buffer, which is also the longest token it accepts.
pub const BUFFER_BYTES: usize = 1 << 16;

/// For the tests, on x86_64 (where there is a fast path): how often each
/// way of reading ran on this thread since [`paths`] was last called; the
/// values alone cannot tell a fast path from a slow one that gives them.
#[cfg(all(test, target_arch = "x86_64"))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Paths {
    /// Tokens read by [`Scanner::next_portable`].
    pub(crate) portable: u64,
    /// Calls of [`Scanner::next`].
    pub(crate) scanner_next: u64,
    /// Calls of [`Scanner::next_decoding`], which decodes ahead if it can.
    pub(crate) decoding: u64,
    /// Calls of [`Values`]' `Iterator::next`.
    pub(crate) values_next: u64,
}

#[cfg(all(test, target_arch = "x86_64"))]
thread_local! {
    static PATHS: std::cell::Cell<Paths> = std::cell::Cell::new(Paths::default());
}

/// For the tests: the counts since the last call, which starts them again.
#[cfg(all(test, target_arch = "x86_64"))]
pub(crate) fn paths() -> Paths {
    PATHS.with(|p| p.replace(Paths::default()))
}

/// For the tests: counts a path taken. A macro, so that what counts is a
/// statement, which a bundle leaves out by its `#[cfg]`.
#[cfg(all(test, target_arch = "x86_64"))]
macro_rules! took {
    ($path:ident) => {
        PATHS.with(|p| {
            p.set(Paths {
                $path: p.get().$path + 1,
                ..p.get()
            })
        })
    };
}

/// A whitespace-token reader over any [`Read`] that keeps one fixed buffer.
///
/// Tokens are maximal runs of bytes other than ASCII whitespace (space,
/// tab, line feed, vertical tab, form feed, carriage return). Reading is
/// streaming: memory stays at [`BUFFER_BYTES`] (and one window of stdin
/// where `run_main` maps it) whatever the input size.
pub struct Scanner<R> {
    reader: R,
    buf: Vec<u8>,
    pos: usize,
    end: usize,
    eof: bool,
    tokens_read: u64,
    /// On x86_64, the tokens after `pos` decoded ahead (the fast path);
    /// those handed out are counted in `pos` and `tokens_read` only when
    /// [`Scanner::settle`] is called, which every other path does first.
    #[cfg(target_arch = "x86_64")]
    ahead: Ahead,
    /// On Linux x86_64, stdin mapped into memory when it is a regular file
    /// ([`Scanner::map_stdin`]): the bytes are then those of the window
    /// (`end` is its length), not of `buf`.
    map: Option<Map>,
    /// What to map, with the windows' step, once read(2) has filled the
    /// buffer (at the refill after that).
    map_later: Option<(Source, u64)>,
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
            buf: [0; BUFFER_BYTES].to_vec(),
            pos: 0,
            end: 0,
            eof: false,
            tokens_read: 0,
            #[cfg(target_arch = "x86_64")]
            ahead: Ahead::new(Kernel::detect()),
            map: None,
            map_later: None,
        }
    }

    /// The buffered bytes: `end` of them, in the window of stdin where it
    /// is mapped, in `buf` otherwise.
    #[inline(always)]
    fn bytes(&self) -> &[u8] {
        {
            if let Some(map) = &self.map {
                return map.bytes();
            }
        }
        &self.buf[..self.end]
    }

    /// A scanner whose fast path uses `kernel`, which this processor must
    /// run: the tests compare the kernels, the portable path included.
    #[cfg(all(test, target_arch = "x86_64"))]
    pub(crate) fn with_kernel(reader: R, kernel: Kernel) -> Self {
        assert!(
            kernel <= Kernel::detect(),
            "{kernel:?} needs what this processor lacks"
        );
        let sc = Scanner {
            ahead: Ahead::new(kernel),
            ..Scanner::new(reader)
        };
        // What the tests compare: a scanner that kept the detected kernel
        // would compare it with itself.
        assert_eq!(sc.ahead.kernel(), kernel);
        sc
    }

    /// Counts the tokens handed out from what was decoded ahead in `pos`
    /// and `tokens_read`.
    #[inline]
    fn settle(&mut self) {
        #[cfg(target_arch = "x86_64")]
        {
            if let Some((handed, end)) = self.ahead.settle() {
                self.tokens_read += handed;
                self.pos = end;
            }
        }
    }

    /// Settles, and forgets what was decoded ahead: the position or the
    /// bytes are about to move another way.
    #[inline]
    fn forget_ahead(&mut self) {
        self.settle();
        #[cfg(target_arch = "x86_64")]
        self.ahead.clear();
    }

    /// Reads more bytes after `end`; sets `eof` when the reader has no more.
    fn fill(&mut self) -> Result<(), Error> {
        self.forget_ahead();
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
        self.settle();
        loop {
            let bytes = self.bytes();
            let mut i = self.pos;
            while i < bytes.len() && is_space(bytes[i]) {
                i += 1;
            }
            self.pos = i;
            if self.pos < self.end {
                return Ok(true);
            }
            if self.eof {
                return Ok(false);
            }
            self.pos = self.refill(self.pos)?;
        }
    }

    /// The next token's byte range in `buf`, or `None` at the end of input.
    /// It reads only as far as the token's end, so a judge is never waited
    /// for beyond the token a program needs.
    #[inline]
    fn token(&mut self) -> Result<Option<(usize, usize)>, Error> {
        self.forget_ahead();
        let (mut start, mut i) = (self.pos, self.pos);
        loop {
            let buf = self.bytes();
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
            // moves to the front (or its window comes), and more is read
            // behind it.
            let moved = self.refill(start)?;
            i = i - start + moved;
            start = moved;
        }
        self.pos = i;
        if start == i {
            return Ok(None);
        }
        if i - start >= BUFFER_BYTES {
            // Only where stdin is mapped: the buffer holds no such token.
            return Err(overlong(self.tokens_read + 1));
        }
        self.tokens_read += 1;
        Ok(Some((start, i)))
    }

    /// Keeps the buffered bytes from `start` on and reads more behind them,
    /// and returns where byte `start` is then: moved to the front of `buf`,
    /// or, where stdin is mapped, in the window that holds it.
    #[cold]
    fn refill(&mut self, start: usize) -> Result<usize, Error> {
        self.forget_ahead();
        {
            if self.end > 0 {
                // The buffer was filled once: if it was filled whole, there
                // may be more than it holds, and mapping may pay.
                if let Some((source, step)) = self.map_later.take() {
                    if self.end == BUFFER_BYTES {
                        self.attach(Map::later(source, self.end - start, step));
                        if self.map.is_some() {
                            return Ok(self.pos);
                        }
                    }
                }
            }
            if let Some(map) = &mut self.map {
                match map.advance(start)? {
                    Next::Window(moved) => {
                        (self.end, self.eof) = (map.bytes().len(), map.at_end());
                        return Ok(moved);
                    }
                    // From `start` to the end of the window, more than the
                    // buffer holds, and no whitespace: a token too long.
                    Next::TooLong => return Err(overlong(self.tokens_read + 1)),
                    Next::Unmapped => {
                        // read(2) goes on from byte `start`.
                        (self.map, self.end, self.eof) = (None, 0, false);
                        self.fill()?;
                        return Ok(0);
                    }
                }
            }
        }
        self.buf.copy_within(start..self.end, 0);
        self.end -= start;
        if self.end == BUFFER_BYTES {
            return Err(overlong(self.tokens_read + 1));
        }
        self.fill()?;
        Ok(0)
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
        #[cfg(all(test, target_arch = "x86_64"))]
        took!(scanner_next);
        #[cfg(target_arch = "x86_64")]
        {
            if self.ahead.serves::<T>() {
                if let Some(value) = self.ahead.peek().and_then(T::from_digits) {
                    self.ahead.advance();
                    return Ok(value);
                }
                return self.next_decoding();
            }
        }
        self.next_portable()
    }

    /// [`Scanner::next`] when nothing decoded ahead is left: decodes the
    /// tokens of the next 64 bytes, or takes the portable path.
    #[cfg(target_arch = "x86_64")]
    #[inline(never)]
    fn next_decoding<T: Token>(&mut self) -> Result<T, Error> {
        #[cfg(all(test, target_arch = "x86_64"))]
        took!(decoding);
        self.settle();
        let bytes = match &self.map {
            Some(map) => map.bytes(),
            None => &self.buf[..self.end],
        };
        self.ahead.decode(bytes, self.pos);
        if let Some(value) = self.ahead.peek().and_then(T::from_digits) {
            self.ahead.advance();
            return Ok(value);
        }
        self.next_portable()
    }

    /// [`Scanner::next`] on any processor: whitespace, then a token parsed
    /// as it is delimited, eight bytes at a time; the general path when
    /// that cannot decide.
    #[inline(always)]
    fn next_portable<T: Token>(&mut self) -> Result<T, Error> {
        #[cfg(all(test, target_arch = "x86_64"))]
        took!(portable);
        self.forget_ahead();
        let buf = self.bytes();
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
        let bytes = self.bytes();
        let token = &bytes[start..end];
        T::from_buffer(bytes, start, end).ok_or_else(|| malformed(T::WHAT, n + 1, token))
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
            self.settle();
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
        // A fold (`for_each`), which takes the values decoded ahead a slice
        // at a time; it stops at the first error, which `values` returns.
        self.values(n, |values| values.for_each(|value| res.push(value)))?;
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
        F: FnOnce(Values<'_, R, T>) -> U,
    {
        let mut error = None;
        let mut values = Values {
            scanner: self,
            left: n,
            #[cfg(target_arch = "x86_64")]
            at: 0,
            #[cfg(target_arch = "x86_64")]
            stop: 0,
            error: &mut error,
            item: PhantomData,
        };
        values.take_pending();
        // Dropped when `consume` is done with it, the iterator reads what
        // is left of the `n`.
        let res = consume(values);
        error.map_or(Ok(res), Err)
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
            Some((start, end)) => Err(trailing(self.tokens_read, &self.bytes()[start..end])),
        }
    }
}

impl Scanner<io::StdinLock<'static>> {
    /// Reads stdin where it is mapped into memory once read(2) has filled
    /// the buffer, when it is a regular file with more left than the
    /// buffer holds (`crate::map`); if this scanner has read anything yet,
    /// nothing changes.
    pub(crate) fn map_stdin(&mut self) {
        if self.end == 0 && !self.eof && self.map.is_none() {
            self.map_later = Some((Source::Stdin, WINDOW));
        }
    }
}

impl<R: Read> Scanner<R> {
    /// Reads from `found`'s window from its index on, if there is one.
    fn attach(&mut self, found: Option<(Map, usize)>) {
        if let Some((map, at)) = found {
            (self.end, self.eof, self.pos) = (map.bytes().len(), map.at_end(), at);
            self.map = Some(map);
        }
    }
}

#[cfg(all(
    test,
    target_os = "linux",
    target_arch = "x86_64",
    target_pointer_width = "64"
))]
impl Scanner<std::fs::File> {
    /// A scanner of `file` from its offset, mapped in windows `step` bytes
    /// apart where it can be (as [`Scanner::map_stdin`] maps stdin), and
    /// `kernel` for its fast path: the tests compare it with the buffer.
    pub(crate) fn mapped(file: std::fs::File, step: u64, kernel: Kernel) -> Self {
        let reader = file.try_clone().expect("a second descriptor of the file");
        let mut sc = Scanner::with_kernel(reader, kernel);
        let at = std::io::Seek::stream_position(&mut &file).unwrap();
        sc.attach(Map::new(file, step, at, 0));
        sc
    }

    /// A scanner of `file` as [`Scanner::map_stdin`] makes one of stdin:
    /// read(2) first, the file mapped once that has filled the buffer.
    pub(crate) fn mapped_later(file: std::fs::File, step: u64, kernel: Kernel) -> Self {
        let reader = file.try_clone().expect("a second descriptor of the file");
        let mut sc = Scanner::with_kernel(reader, kernel);
        sc.map_later = Some((Source::File(file), step));
        sc
    }

    /// Whether the scanner reads a mapping.
    pub(crate) fn is_mapped(&self) -> bool {
        self.map.is_some()
    }
}

// The error messages, kept out of the inlined reading paths.

#[cold]
fn overlong(token: u64) -> Error {
    Error::new(format!("token {token} is longer than {BUFFER_BYTES} bytes"))
}

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
/// [`Scanner::values`]. Dropped, it reads the tokens it did not hand out.
pub struct Values<'a, R: Read, T: Token> {
    scanner: &'a mut Scanner<R>,
    /// The tokens still to hand out but those of `at..stop`; 0 after an
    /// error.
    left: usize,
    /// On x86_64, the values decoded ahead that this iterator hands out
    /// itself, by their index in the scanner's [`Ahead`]: `at..stop`, at
    /// most `left` more than were there. Its own copy of the scanner's
    /// cursor, so that a loop over the values keeps it in a register; the
    /// scanner's is set to `at` before anything else reads it.
    #[cfg(target_arch = "x86_64")]
    at: usize,
    #[cfg(target_arch = "x86_64")]
    stop: usize,
    /// The first error, where [`Scanner::values`] finds it.
    error: &'a mut Option<Error>,
    item: PhantomData<T>,
}

impl<R: Read, T: Token> Values<'_, R, T> {
    /// Takes over what the scanner decoded ahead, up to the count (`at`
    /// being `stop`: nothing is held); on other processors, nothing is.
    #[inline(always)]
    fn take_pending(&mut self) {
        #[cfg(target_arch = "x86_64")]
        {
            let (head, count) = self.scanner.ahead.pending::<T>();
            let take = (count - head).min(self.left);
            (self.at, self.stop) = (head, head + take);
            self.left -= take;
        }
    }
}

impl<R, T> Iterator for Values<'_, R, T>
where
    R: Read,
    T: Token,
{
    type Item = T;

    #[inline(always)]
    fn next(&mut self) -> Option<T> {
        #[cfg(all(test, target_arch = "x86_64"))]
        took!(values_next);
        #[cfg(target_arch = "x86_64")]
        {
            if self.at < self.stop {
                if let Some(value) = T::from_digits(self.scanner.ahead.value(self.at)) {
                    self.at += 1;
                    return Some(value);
                }
            }
            // Those not handed out go back to the count, and the scanner
            // learns which were.
            self.left += self.stop - self.at;
            self.stop = self.at;
            self.scanner.ahead.hand_out_to(self.at);
        }
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        match self.scanner.next() {
            Ok(value) => {
                self.take_pending();
                Some(value)
            }
            Err(e) => {
                *self.error = Some(e);
                self.left = 0;
                // Nothing held, at the scanner's cursor, wherever the
                // error left it.
                self.take_pending();
                None
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        #[cfg(target_arch = "x86_64")]
        let left = self.left + (self.stop - self.at);
        #[cfg(not(target_arch = "x86_64"))]
        let left = self.left;
        (0, Some(left))
    }

    /// As [`Iterator::next`] would, but over the values decoded ahead as a
    /// slice, so that a fold as plain as a xor is made several values at
    /// a time.
    #[inline]
    fn fold<B, G>(mut self, init: B, mut fold: G) -> B
    where
        G: FnMut(B, T) -> B,
    {
        let mut acc = init;
        loop {
            #[cfg(target_arch = "x86_64")]
            {
                let mut taken = 0;
                for &value in self.scanner.ahead.held(self.at, self.stop) {
                    match T::from_digits(value) {
                        Some(value) => acc = fold(acc, value),
                        None => break,
                    }
                    taken += 1;
                }
                self.at += taken;
            }
            match self.next() {
                Some(value) => acc = fold(acc, value),
                None => return acc,
            }
        }
    }
}

impl<R: Read, T: Token> Drop for Values<'_, R, T> {
    fn drop(&mut self) {
        while self.next().is_some() {}
    }
}
