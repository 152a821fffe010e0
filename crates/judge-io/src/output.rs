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
    /// How many bytes are held before they are written: [`HOLD_BYTES`], or
    /// none in an interactive program, where every finished line is
    /// written and flushed at once (kept apart from
    /// [`Output::interactive`] so that a bundle can leave that constructor
    /// out).
    hold: usize,
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
            hold: HOLD_BYTES,
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
            hold: 0,
            ..Output::new(sink)
        }
    }

    /// How many bytes the answer holds, and the buffer's length: for the
    /// tests of how it grows.
    #[cfg(test)]
    pub(crate) fn sizes(&self) -> (usize, usize) {
        (self.len, self.buf.len())
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
    #[inline(always)]
    pub fn push_u64(&mut self, v: u64) -> Result<(), Error> {
        self.room(NUMBER_ROOM);
        let at = self.len;
        let len = decimal_len(v);
        if let Some(room) = self.buf.get_mut(at..at + NUMBER_ROOM) {
            write_decimal(room, v, len);
        }
        self.len = at + len;
        Ok(self.spill()?)
    }

    /// Writes the buffer out and flushes the sink once it holds more than
    /// [`HOLD_BYTES`], or, in an interactive program, once it ends a line.
    #[inline]
    fn spill(&mut self) -> io::Result<()> {
        if self.len > self.hold {
            self.spill_over()?;
        }
        Ok(())
    }

    /// [`Output::spill`] past what is held: all of it, or in an
    /// interactive program, everything once a line ends.
    #[cold]
    fn spill_over(&mut self) -> io::Result<()> {
        if self.hold > 0 || self.buf[..self.len].ends_with(b"\n") {
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

/// How many decimal digits `v` has (1 for 0): from its bit length, so
/// that where the next number goes is known before its digits are.
#[inline]
fn decimal_len(v: u64) -> usize {
    // 10^k for k < 20.
    const POWERS: [u64; 20] = {
        let mut powers = [1u64; 20];
        let mut k = 1;
        while k < 20 {
            powers[k] = powers[k - 1] * 10;
            k += 1;
        }
        powers
    };
    let v = v | 1;
    // floor(bits · log10(2)) or one more: 1233 / 4096 = 0.30103.
    let guess = ((64 - v.leading_zeros() as usize) * 1233) >> 12;
    guess + 1 - usize::from(v < POWERS[guess])
}

/// Writes the `len` digits of `v` at the start of `room` (24 bytes): eight
/// at a time, each group written whole, the first shifted past its leading
/// zeros, the others at their place counted from the end.
#[inline(always)]
fn write_decimal(room: &mut [u8], v: u64, len: usize) {
    if len <= 4 {
        put(
            room,
            0,
            &(FOUR_DIGITS[v as usize] >> (8 * (4 - len))).to_le_bytes(),
        );
    } else if len <= 8 {
        put(
            room,
            0,
            &(digits_of_eight(v as u32) >> (8 * (8 - len))).to_le_bytes(),
        );
    } else if len <= 16 {
        let (high, low) = ((v / 100_000_000) as u32, (v % 100_000_000) as u32);
        put(
            room,
            0,
            &(digits_of_eight(high) >> (8 * (16 - len))).to_le_bytes(),
        );
        put(room, len - 8, &digits_of_eight(low).to_le_bytes());
    } else {
        let (high, rest) = (v / 10_000_000_000_000_000, v % 10_000_000_000_000_000);
        let high = u64::from(FOUR_DIGITS[high as usize]);
        put(room, 0, &(high >> (8 * (20 - len))).to_le_bytes());
        let (mid, low) = ((rest / 100_000_000) as u32, (rest % 100_000_000) as u32);
        put(room, len - 16, &digits_of_eight(mid).to_le_bytes());
        put(room, len - 8, &digits_of_eight(low).to_le_bytes());
    }
}

/// Copies `bytes` into `room` from `at`, where they fit.
#[inline(always)]
fn put(room: &mut [u8], at: usize, bytes: &[u8]) {
    if let Some(place) = room.get_mut(at..at + bytes.len()) {
        place.copy_from_slice(bytes);
    }
}

/// The 8 ASCII digits of v < 10^8, leading zeros included, as 8 bytes with
/// the first digit lowest: two reads of [`FOUR_DIGITS`].
#[inline(always)]
fn digits_of_eight(v: u32) -> u64 {
    let (high, low) = (v / 10_000, v % 10_000);
    u64::from(FOUR_DIGITS[high as usize]) | u64::from(FOUR_DIGITS[low as usize]) << 32
}

/// The 4 ASCII digits of each k < 10^4, leading zeros included, the first
/// in the lowest byte (40 KB, made by the compiler).
static FOUR_DIGITS: [u32; 10_000] = {
    let mut digits = [0u32; 10_000];
    let mut k = 0;
    while k < 10_000 {
        let d = [k / 1000, k / 100 % 10, k / 10 % 10, k % 10];
        digits[k] = u32::from_le_bytes([
            b'0' + d[0] as u8,
            b'0' + d[1] as u8,
            b'0' + d[2] as u8,
            b'0' + d[3] as u8,
        ]);
        k += 1;
    }
    digits
};

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
        if self.hold == 0 {
            self.write_out()?;
        }
        Ok(())
    }
}
