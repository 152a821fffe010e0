//! The answer buffer: all or nothing up to [`HOLD_BYTES`], streamed past
//! it, flushed line by line in an interactive program.

use std::io::{self, Write};

use crate::error::Error;

/// How many answer bytes [`Output`] holds back before it starts writing: up
/// to this size an answer is all or nothing (see the crate's doc).
pub const HOLD_BYTES: usize = 1 << 20;

/// The answer being written: implements [`Write`] (so `write!` works) and
/// appends numbers fast with [`Output::push_u64`]. It holds the answer until
/// the run ends, or until it exceeds [`HOLD_BYTES`], from when on it writes
/// its buffer to the sink whenever the buffer passes that size.
///
/// In an interactive program ([`Output::interactive`], which
/// [`play_main`](crate::play_main) gives) it holds nothing: every finished
/// line goes to the sink and is flushed at once, so no move is lost to a
/// missing flush.
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
