//! The x86_64 fast path for numbers (`std::arch`, AVX2, chosen at run
//! time). The buffered bytes after the scanner's position are taken in
//! blocks of 64 at a fixed stride, each classified at once, a bit per
//! byte; the tokens ending in a block (the first may have begun in the
//! block before) are found by bit operations on those masks, and their
//! values made four at a time, one per 64-bit lane of a register, from
//! their last 16 digits by multiply-adds: 16 digits to 8 pairs to 4 groups
//! of 4 to 2 of 8 to one. That the next block's place never waits on this
//! one's tokens lets the processor classify it while it decodes these.
//! A block with a token of more than 16 digits stops the blocks; when it
//! is the first, a second kernel reads the blocks with tokens of up to 20
//! digits (their first 4 digits from the 16 bytes before the last 16, as
//! the last 4 of those). A byte that is neither a digit nor whitespace, a
//! token of more than 20 digits or of a value of 2^64 or more stops that
//! one; when it is the first, windows of 64 bytes, each starting after
//! the last token decoded, read the tokens before it two at a time. All
//! of them are decoded ahead into
//! [`Ahead`], which the scanner then hands out. The portable path
//! (`digits::scan_unsigned`) is what other processors run, and what the
//! tests compare this one with.
//!
//! The `unsafe` is the AVX2 functions and their calls: their loads read
//! within a `&[u8; 96]` made by bounds-checked slicing and a constant
//! table, at offsets their callers bound, their stores write two or four
//! entries of the decoded values at an index their caller bounds, and
//! they are called only for an [`Ahead`] made with [`Kernel::Avx2`], which
//! only [`Kernel::detect`] makes, after `is_x86_feature_detected!` finds
//! AVX2, BMI1, LZCNT and POPCNT (or the tests, which check it). BMI1,
//! LZCNT and POPCNT make the bit steps single instructions (`tzcnt`,
//! `blsr`, `lzcnt`, `popcnt`); Intel's processors since Haswell and AMD's
//! since Excavator have all four.

use std::arch::x86_64::{
    __m128i, __m256i, _mm256_add_epi64, _mm256_add_epi8, _mm256_and_si256, _mm256_castsi128_si256,
    _mm256_castsi256_si128, _mm256_cmpeq_epi64, _mm256_cmpeq_epi8, _mm256_cmpgt_epi64,
    _mm256_cmpgt_epi8, _mm256_extracti128_si256, _mm256_inserti128_si256, _mm256_loadu_si256,
    _mm256_madd_epi16, _mm256_maddubs_epi16, _mm256_movemask_epi8, _mm256_mul_epu32,
    _mm256_or_si256, _mm256_packus_epi32, _mm256_permute4x64_epi64, _mm256_set1_epi16,
    _mm256_set1_epi32, _mm256_set1_epi64x, _mm256_set1_epi8, _mm256_setr_epi8, _mm256_shuffle_epi8,
    _mm256_slli_epi64, _mm256_srli_epi64, _mm256_storeu_si256, _mm256_sub_epi8, _mm256_testc_si256,
    _mm256_testz_si256, _mm_cvtsi128_si64, _mm_loadu_si128, _mm_storeu_si128,
};

/// How numbers are read: the instructions the processor has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Kernel {
    /// Token by token, eight bytes at a time (SWAR), as on any processor.
    Portable,
    /// 64 bytes at a time; made only where the processor has AVX2 and BMI1.
    Avx2,
}

impl Kernel {
    /// The fastest kernel this processor runs.
    pub(crate) fn detect() -> Kernel {
        Kernel::with_features([
            std::is_x86_feature_detected!("avx2"),
            std::is_x86_feature_detected!("bmi1"),
            std::is_x86_feature_detected!("lzcnt"),
            std::is_x86_feature_detected!("popcnt"),
        ])
    }

    /// The fastest kernel a processor runs that has, or not, AVX2, BMI1,
    /// LZCNT and POPCNT, in that order: the AVX2 one needs all four.
    pub(crate) fn with_features([avx2, bmi1, lzcnt, popcnt]: [bool; 4]) -> Kernel {
        match avx2 && bmi1 && lzcnt && popcnt {
            true => Kernel::Avx2,
            false => Kernel::Portable,
        }
    }
}

/// How many tokens are decoded ahead at most (the last 32 places are
/// for the tokens of one more block, which may be up to 32).
const AHEAD: usize = 512;

/// How many blocks of 64 bytes (or windows) the tokens decoded ahead come
/// from at most.
const BLOCKS: usize = 128;

/// What a decode writes: the values, and where their tokens end, block by
/// block.
pub(crate) struct Decoded {
    values: [u64; AHEAD],
    blocks: [Block; BLOCKS],
    block_count: usize,
}

/// Where the tokens of one block of the buffer end: `ends` has a bit set
/// at the index, from `at`, of the byte after each token decoded from
/// this block, the first of them being value `first`.
#[derive(Clone, Copy, Default)]
struct Block {
    first: usize,
    at: usize,
    ends: u64,
}

impl Decoded {
    /// Starts a block; no more when there are `BLOCKS` of them.
    #[inline(always)]
    fn push(&mut self, first: usize, at: usize, ends: u64) {
        if let Some(block) = self.blocks.get_mut(self.block_count) {
            *block = Block { first, at, ends };
            self.block_count += 1;
        }
    }

    /// The index in the buffer of the byte after value `i`'s token: in the
    /// last block whose first value is `i` or before, that block's end
    /// `i - first`. (A block of no tokens, as a window may be, has the
    /// first of the next block, and is found only without one.)
    fn end_of(&self, i: usize) -> Option<usize> {
        let block = self.blocks[..self.block_count]
            .iter()
            .rev()
            .find(|b| b.first <= i)?;
        let mut ends = block.ends;
        for _ in block.first..i {
            ends &= ends.wrapping_sub(1);
        }
        match ends {
            0 => None,
            _ => Some(block.at + ends.trailing_zeros() as usize),
        }
    }
}

/// Tokens decoded ahead: the whole tokens of digits in the buffered bytes
/// after a position, 64 bytes at a time (a token is whole when whitespace
/// follows it there, so nothing is read past it), up to the first byte
/// that is neither a digit nor whitespace, and up to the first token of
/// more than 20 digits or of a value of 2^64 or more, which the portable
/// path reads.
pub(crate) struct Ahead {
    kernel: Kernel,
    /// The values of the tokens, and where each ends; `head..count` are
    /// still to be handed out, and `settled..head` were handed out since
    /// [`Ahead::settle`] last said so.
    decoded: Decoded,
    settled: usize,
    head: usize,
    count: usize,
}

impl Ahead {
    /// None decoded yet; `kernel` decodes.
    pub(crate) fn new(kernel: Kernel) -> Self {
        Ahead {
            kernel,
            decoded: Decoded {
                values: [0; AHEAD],
                blocks: [Block::default(); BLOCKS],
                block_count: 0,
            },
            settled: 0,
            head: 0,
            count: 0,
        }
    }

    /// The kernel that decodes: for the tests.
    #[cfg(test)]
    pub(crate) fn kernel(&self) -> Kernel {
        self.kernel
    }

    /// Whether tokens of type `T` are decoded ahead: with the AVX2 kernel,
    /// and for a type a token of digits can be (`from_digits(0)` says so, a
    /// constant once inlined).
    #[inline(always)]
    pub(crate) fn serves<T: crate::token::Token>(&self) -> bool {
        self.kernel == Kernel::Avx2 && T::from_digits(0).is_some()
    }

    /// Forgets what was decoded, once settled: the scanner's position or
    /// bytes are about to move another way.
    #[inline]
    pub(crate) fn clear(&mut self) {
        (self.settled, self.head, self.count) = (0, 0, 0);
        self.decoded.block_count = 0;
    }

    /// The next value decoded, if any is left.
    #[inline(always)]
    pub(crate) fn peek(&self) -> Option<u64> {
        match self.head < self.count {
            true => Some(self.decoded.values[self.head % AHEAD]),
            false => None,
        }
    }

    /// Hands out the value [`Ahead::peek`] gave.
    #[inline(always)]
    pub(crate) fn advance(&mut self) {
        self.head += 1;
    }

    /// The value at index `i` (one of `head..count`, as
    /// [`Ahead::pending`] gave them).
    #[inline(always)]
    pub(crate) fn value(&self, i: usize) -> u64 {
        self.decoded.values[i % AHEAD]
    }

    /// The values at indices `from..to` (of `head..count`, as
    /// [`Ahead::pending`] gave them).
    #[inline(always)]
    pub(crate) fn held(&self, from: usize, to: usize) -> &[u64] {
        self.decoded.values.get(from..to).unwrap_or(&[])
    }

    /// The indices `head..count` of the values still to hand out, for a
    /// caller who hands out tokens of type `T` itself (none when they are
    /// not decoded ahead): it reads them with [`Ahead::value`], then says
    /// how far it went with [`Ahead::hand_out_to`].
    #[inline(always)]
    pub(crate) fn pending<T: crate::token::Token>(&self) -> (usize, usize) {
        match self.serves::<T>() {
            true => (self.head, self.count),
            false => (self.head, self.head),
        }
    }

    /// Hands out the values before index `i` (at least `head`, at most
    /// `count`).
    #[inline(always)]
    pub(crate) fn hand_out_to(&mut self, i: usize) {
        self.head = i;
    }

    /// How many values were handed out since the last call, and the index
    /// of the byte after the last one's token; `None` if none was.
    #[inline]
    pub(crate) fn settle(&mut self) -> Option<(u64, usize)> {
        let handed = self.head - self.settled;
        if handed == 0 {
            return None;
        }
        self.settled = self.head;
        // Every value decoded is in a block with its end.
        let end = self.decoded.end_of(self.head - 1)?;
        Some((handed as u64, end))
    }

    /// Decodes the tokens after `pos` in `buf` (the buffered bytes): up to
    /// `AHEAD` values, from up to `BLOCKS` blocks of 64 bytes; none with the
    /// portable kernel, when fewer than 64 bytes are buffered after `pos`,
    /// within 32 bytes of the buffer's start, or when `pos` is inside a
    /// token.
    pub(crate) fn decode(&mut self, buf: &[u8], pos: usize) {
        self.clear();
        if self.kernel != Kernel::Avx2 || pos < 32 {
            return;
        }
        if let Some(&[before, first]) = buf.get(pos - 1..pos + 1) {
            if before.is_ascii_digit() && first.is_ascii_digit() {
                return;
            }
        }
        // SAFETY: an `Ahead` with `Kernel::Avx2` is made only by
        // `Kernel::detect`, where the processor has AVX2, BMI1, LZCNT and
        // POPCNT (or by the tests, which check it).
        let n = match unsafe { decode_blocks::<false>(buf, pos, &mut self.decoded) } {
            // SAFETY: as above.
            0 => match unsafe { decode_blocks::<true>(buf, pos, &mut self.decoded) } {
                // SAFETY: as above.
                0 => unsafe { decode_windows(buf, pos, &mut self.decoded) },
                n => n,
            },
            n => n,
        };
        self.count = n;
    }
}

/// 32 zero bytes, then 32 bytes 0xff: for a token of `len` digits (at
/// most 31), its 16 bytes from `len + 16` keep the last `min(len, 16)`
/// bytes of 16, and those from `len` the last `len - 16` (none for a
/// shorter token).
const KEEP_LAST: [u8; 64] = {
    let mut keep = [0xff; 64];
    let mut i = 0;
    while i < 32 {
        keep[i] = 0;
        i += 1;
    }
    keep
};

/// The lanes 0, 2, 1, 3 of a register in order, by
/// `_mm256_permute4x64_epi64` (lanes 0, 1, 2, 3 of the result from lanes 0,
/// 2, 1, 3).
const IN_ORDER: i32 = 0b11_01_10_00;

/// Decodes into `out` the whole tokens of `buf` after `pos` (at least 32,
/// and not inside a token), in blocks of 64 bytes at a fixed stride, while
/// 32 more tokens and one more block fit and 64 bytes are buffered, up to
/// the first block with a byte that is neither a digit nor whitespace, or
/// with a token of more than 16 digits (`LONG`: more than 20, or of a
/// value of 2^64 or more); returns how many it decoded (none when that is
/// the first block).
///
/// Each block's tokens are those whose whitespace after them is in it;
/// the first may have begun in the block before. That the next block's
/// place does not wait on this one's tokens is what makes this faster
/// than [`decode_windows`]: the processor classifies the next block while
/// it decodes this one's. The tokens go four at a time, the last four
/// filled with tokens of no digits (no branch on how many are left).
/// `LONG` reads the tokens of 17 to 20 digits, as in the input of 64-bit
/// numbers, four at a time by [`four_long_values`], at about twice the
/// cost a token: a kernel of its own, so that the one for shorter tokens
/// keeps its registers.
///
/// # Safety
/// The processor must have AVX2, BMI1, LZCNT and POPCNT.
#[target_feature(enable = "avx2,bmi1,lzcnt,popcnt")]
#[allow(unused_unsafe)]
unsafe fn decode_blocks<const LONG: bool>(buf: &[u8], pos: usize, out: &mut Decoded) -> usize {
    let (mut at, mut n) = (pos, 0);
    // The digits before this block of a token that goes on in it (none
    // before the first: `pos` is not inside a token; 64 for one that began
    // before the block before, too long for either kernel).
    let mut carried = 0;
    // The blocks are counted here and stored as they come: the stores of
    // the values through a pointer would otherwise make the compiler read
    // `out.block_count` again after each.
    let mut blocks = out.block_count;
    let values = out.values.as_mut_ptr();
    let last = buf.len().saturating_sub(64);
    'blocks: while n + 32 <= AHEAD && blocks < BLOCKS && at <= last {
        let block: &[u8; 96] = match buf.get(at - 32..at + 64).map(TryInto::try_into) {
            Some(Ok(block)) => block,
            _ => break,
        };
        // SAFETY: AVX2, which this function's caller guarantees.
        let digits = match unsafe { digits_of(block) } {
            Some(digits) => digits,
            None => break,
        };
        // A token going on from the block before is taken to start at
        // byte 0.
        let inside = u64::from(carried != 0);
        // A token ends at a non-digit after a digit (its end, the index of
        // that byte), and starts at a digit after a non-digit.
        let mut stops = !digits & ((digits << 1) | inside);
        let mut starts = (digits & !(digits << 1)) | inside;
        // A token going on into the next block: its digits here are one
        // more than the leading zeros above its start.
        let carried_next =
            (1 + starts.leading_zeros() as usize) & (digits >> 63).wrapping_neg() as usize;
        // Stored now, counted once the tokens are decoded.
        out.blocks[blocks] = Block {
            first: n,
            at,
            ends: stops,
        };
        // Every end has a start before it, so `whole` tokens are taken
        // from the masks; a lane past the last reads an end and a start at
        // 64 (tzcnt of none), a token of no digits, once the starts after
        // the last end (of a token going on in the next block) are cleared
        // (with no end, there is no token to take, and the shift by 64
        // wraps to none). `whole` is at most 32 (an end is a non-digit
        // after a digit), so with n + 32 <= AHEAD, no store goes past
        // values[n + 32].
        let whole = stops.count_ones() as usize;
        starts &= u64::MAX.wrapping_shr(stops.leading_zeros());
        if LONG {
            let mut first = carried;
            let mut i = 0;
            while i < whole {
                let (end_0, len_0) = next_token(&mut starts, &mut stops, first);
                let (end_1, len_1) = next_token(&mut starts, &mut stops, 0);
                let (end_2, len_2) = next_token(&mut starts, &mut stops, 0);
                let (end_3, len_3) = next_token(&mut starts, &mut stops, 0);
                first = 0;
                // A length of 21 or more (or 53 and more, which a 64 also
                // has) makes one of 32 or more; those of at most 20, at
                // most 31.
                if (len_0 + 11) | (len_1 + 11) | (len_2 + 11) | (len_3 + 11) > 31 {
                    break 'blocks;
                }
                // SAFETY: the ends are at most 64 and the lengths at most
                // 20, as `four_long_values` requires; the store writes
                // values[n + i..n + i + 4], within AHEAD as above; AVX2 as
                // above.
                unsafe {
                    let ends = [end_0, end_1, end_2, end_3];
                    match four_long_values(block, ends, [len_0, len_1, len_2, len_3]) {
                        Some(four) => {
                            _mm256_storeu_si256(values.add(n + i).cast::<__m256i>(), four)
                        }
                        None => break 'blocks,
                    }
                }
                i += 4;
            }
        } else {
            // A token of more than 16 digits: a run of 17 digits in the
            // block, or one going on from the block before with more than
            // 16 up to its end here (or no end).
            if carried != 0 && carried + stops.trailing_zeros() as usize > 16
                || runs_of_17(digits) != 0
            {
                break;
            }
            let mut first = carried;
            let mut i = 0;
            while i < whole {
                let (end_0, len_0) = next_token(&mut starts, &mut stops, first);
                let (end_1, len_1) = next_token(&mut starts, &mut stops, 0);
                let (end_2, len_2) = next_token(&mut starts, &mut stops, 0);
                let (end_3, len_3) = next_token(&mut starts, &mut stops, 0);
                first = 0;
                // SAFETY: the ends are at most 64 and the lengths at most
                // 16, so each load reads 16 bytes of the 96 of `block` or of
                // the 64 of KEEP_LAST; the store writes values[n + i..n + i
                // + 4], within AHEAD as above; AVX2 as above.
                unsafe {
                    let four = four_values(
                        block,
                        [end_0, end_1, end_2, end_3],
                        [len_0, len_1, len_2, len_3],
                    );
                    let four = _mm256_permute4x64_epi64::<IN_ORDER>(four);
                    _mm256_storeu_si256(values.add(n + i).cast::<__m256i>(), four);
                }
                i += 4;
            }
        }
        blocks += usize::from(whole > 0);
        n += whole;
        at += 64;
        carried = carried_next;
    }
    out.block_count = blocks;
    n
}

/// A bit per byte of the 64 from byte 32 of `block`, set where it is a
/// digit; `None` when one is neither a digit nor whitespace.
///
/// # Safety
/// The processor must have AVX2.
#[inline]
#[target_feature(enable = "avx2")]
#[allow(unused_unsafe)]
unsafe fn digits_of(block: &[u8; 96]) -> Option<u64> {
    // SAFETY: the loads read bytes 32..64 and 64..96 of the 96 of `block`;
    // the other intrinsics act on registers only and need AVX2, which this
    // function's caller guarantees.
    unsafe {
        let low = _mm256_loadu_si256(block.as_ptr().add(32).cast::<__m256i>());
        let high = _mm256_loadu_si256(block.as_ptr().add(64).cast::<__m256i>());
        let (digits_low, known_low) = classes(low);
        let (digits_high, known_high) = classes(high);
        let known = _mm256_and_si256(known_low, known_high);
        if _mm256_testc_si256(known, _mm256_set1_epi8(-1)) == 0 {
            return None;
        }
        let low = _mm256_movemask_epi8(digits_low) as u32;
        let high = _mm256_movemask_epi8(digits_high) as u32;
        Some(u64::from(low) | u64::from(high) << 32)
    }
}

/// Of 32 bytes, the digits, and the digits and whitespace (all bits of a
/// byte set where it is one): b + 80 is -128..=-119 as a signed byte
/// exactly for b'0'..=b'9'; whitespace (b'\t'..=b'\r' and b' ') is
/// each its own entry in a table by the low four bits, which a byte
/// equals exactly when it is one (the table gives 0 for a byte of 0x80 or
/// more, and for the low bits of none, which only the byte 0 has, and
/// its entry, b' ', is not 0).
///
/// # Safety
/// The processor must have AVX2.
#[inline]
#[target_feature(enable = "avx2")]
#[allow(unused_unsafe)]
unsafe fn classes(bytes: __m256i) -> (__m256i, __m256i) {
    // SAFETY: registers only; AVX2 as the contract says.
    unsafe {
        let digits = _mm256_cmpgt_epi8(
            _mm256_set1_epi8(-118),
            _mm256_add_epi8(bytes, _mm256_set1_epi8(80)),
        );
        let table = _mm256_setr_epi8(
            32, 0, 0, 0, 0, 0, 0, 0, 0, 9, 10, 11, 12, 13, 0, 0, 32, 0, 0, 0, 0, 0, 0, 0, 0, 9, 10,
            11, 12, 13, 0, 0,
        );
        let spaces = _mm256_cmpeq_epi8(_mm256_shuffle_epi8(table, bytes), bytes);
        (digits, _mm256_or_si256(digits, spaces))
    }
}

/// A bit per byte of the 64 from byte 32 of `block`: whether it is a
/// digit, and whether it is neither a digit nor whitespace.
///
/// # Safety
/// The processor must have AVX2.
#[inline]
#[target_feature(enable = "avx2")]
#[allow(unused_unsafe)]
unsafe fn classify(block: &[u8; 96]) -> (u64, u64) {
    // SAFETY: the loads read bytes 32..64 and 64..96 of the 96 of `block`;
    // the other intrinsics act on registers only and need AVX2, which this
    // function's caller guarantees.
    unsafe {
        let low = _mm256_loadu_si256(block.as_ptr().add(32).cast::<__m256i>());
        let high = _mm256_loadu_si256(block.as_ptr().add(64).cast::<__m256i>());
        let (digits_low, known_low) = classes(low);
        let (digits_high, known_high) = classes(high);
        let digits = u64::from(_mm256_movemask_epi8(digits_low) as u32)
            | u64::from(_mm256_movemask_epi8(digits_high) as u32) << 32;
        let known = u64::from(_mm256_movemask_epi8(known_low) as u32)
            | u64::from(_mm256_movemask_epi8(known_high) as u32) << 32;
        (digits, !known)
    }
}

/// Decodes into `out` the whole tokens of `buf` after `pos` (at least 32,
/// and not inside a token), 64 bytes at a time, each window starting after
/// the last token decoded from the one before, while 32 more tokens and
/// one more window fit and 64 bytes are buffered; returns how many it
/// decoded.
///
/// # Safety
/// The processor must have AVX2 and BMI1.
#[target_feature(enable = "avx2,bmi1")]
// Rust 1.63 warns of an `unsafe` block inside an `unsafe fn`; edition 2024
// requires it.
#[allow(unused_unsafe)]
unsafe fn decode_windows(buf: &[u8], pos: usize, out: &mut Decoded) -> usize {
    let (mut at, mut n) = (pos, 0);
    'windows: while n + 32 <= AHEAD && out.block_count < BLOCKS {
        // The window and the 32 bytes before it, read with the first digits
        // of a token near its start.
        let block: &[u8; 96] = match buf.get(at - 32..at + 64).map(TryInto::try_into) {
            Some(Ok(block)) => block,
            _ => break,
        };
        // SAFETY: AVX2, which this function's caller guarantees.
        let (digits, others) = unsafe { classify(block) };
        // From the first byte that is neither a digit nor whitespace on,
        // every byte counts as a digit: no token ends there.
        let digits = digits | others | others.wrapping_neg();
        // A token starts at a digit after a non-digit (byte at - 1 is not
        // one where byte at is), and ends at a digit before a non-digit
        // within the 64.
        let mut starts = digits & !(digits << 1);
        let mut stops = digits & !(digits >> 1) & (u64::MAX >> 1);
        // The byte after each token ends it; the tokens are decoded in
        // order, so the k-th decoded here ends at the k-th bit set.
        out.push(n, at, stops << 1);
        let values = &mut out.values;
        let before = n;
        // The index in the buffer of the byte after the last token decoded.
        let mut last_end = at;
        // Two tokens at a time, one in each half of the registers.
        while stops != 0 && n + 1 < AHEAD {
            let start_a = starts.trailing_zeros() as usize;
            let end_a = stops.trailing_zeros() as usize + 1;
            starts &= starts - 1;
            stops &= stops - 1;
            let len_a = end_a - start_a;
            if len_a > 20 {
                break 'windows;
            }
            // The token after it, or the same again where there is none or
            // it has more than 20 digits (the next window then starts with
            // it, and decoding ends there).
            let (mut end_b, mut len_b) = (end_a, len_a);
            if stops != 0 {
                let start = starts.trailing_zeros() as usize;
                let end = stops.trailing_zeros() as usize + 1;
                starts &= starts - 1;
                stops &= stops - 1;
                if end - start <= 20 {
                    (end_b, len_b) = (end, end - start);
                }
            }
            // The last 16 digits of each (bytes 32 + end - 16.. of
            // `block`), then, for a token of more than 16, the 16 bytes
            // before those.
            let (low_a, low_b) = (end_a + 16, end_b + 16);
            if len_a <= 16 && len_b <= 16 {
                // Both values at once into values[n] and values[n + 1]
                // (the second a copy of the first when end_b == end_a, and
                // not counted then).
                // SAFETY: end_a, end_b <= 63 and len_a, len_b <= 20, so
                // each load reads 16 bytes of the 96 of `block` or of the
                // 52 of KEEP_LAST; the store writes values[n..n + 2], and
                // n + 1 < AHEAD; AVX2 as above.
                unsafe {
                    let lanes = sixteen_digits(block, low_a, len_a + 16, low_b, len_b + 16);
                    let both = _mm256_castsi256_si128(_mm256_permute4x64_epi64::<0b1000>(lanes));
                    _mm_storeu_si128(values.as_mut_ptr().add(n).cast::<__m128i>(), both);
                }
                last_end = at + end_b;
                if end_b == end_a {
                    n += 1;
                    break;
                }
                n += 2;
                continue;
            }
            // SAFETY: as above.
            let [high_a, high_b, value_a, value_b] = unsafe {
                let high = sixteen_digits(block, end_a, len_a, end_b, len_b);
                let low = sixteen_digits(block, low_a, len_a + 16, low_b, len_b + 16);
                [
                    _mm_cvtsi128_si64(_mm256_castsi256_si128(high)),
                    _mm_cvtsi128_si64(_mm256_extracti128_si256::<1>(high)),
                    _mm_cvtsi128_si64(_mm256_castsi256_si128(low)),
                    _mm_cvtsi128_si64(_mm256_extracti128_si256::<1>(low)),
                ]
                .map(|v| v as u64)
            };
            let (a, b) = (join(high_a, value_a), join(high_b, value_b));
            match a {
                Some(value) => {
                    values[n] = value;
                    last_end = at + end_a;
                    n += 1;
                }
                None => break 'windows,
            }
            if end_b == end_a {
                break;
            }
            match b {
                Some(value) => {
                    values[n] = value;
                    last_end = at + end_b;
                    n += 1;
                }
                None => break 'windows,
            }
        }
        if n == before {
            break;
        }
        at = last_end;
    }
    n
}

/// The first token of the masks of starts and ends (the non-digit after
/// it), which it takes from them: the index of its end, and its length
/// (with `carried` digits more). From masks with no start and no end left,
/// a token of none at 64.
#[inline(always)]
fn next_token(starts: &mut u64, stops: &mut u64, carried: usize) -> (usize, usize) {
    let start = starts.trailing_zeros() as usize;
    let end = stops.trailing_zeros() as usize;
    *starts &= starts.wrapping_sub(1);
    *stops &= stops.wrapping_sub(1);
    (end, (end + carried).wrapping_sub(start))
}

/// Where a run of 17 digits or more starts in a block, by its digits.
#[inline(always)]
fn runs_of_17(digits: u64) -> u64 {
    // Runs of 2, 4, 8, 16, then 17.
    let mut runs = digits & (digits >> 1);
    runs &= runs >> 2;
    runs &= runs >> 4;
    runs &= runs >> 8;
    runs & (runs >> 1)
}

/// high · 10^16 + low, or `None` when it is 2^64 or more.
#[inline(always)]
fn join(high: u64, low: u64) -> Option<u64> {
    match high <= 1844 {
        true => (high * 10_000_000_000_000_000).checked_add(low),
        false => None,
    }
}

/// The values of the last 16 digits (all of a shorter one) of four tokens
/// in `block`, by the index after each in the window (at most 64) and
/// their lengths (at most 31; a token of none is 0), in the four 64-bit
/// lanes of a register, tokens 0, 2, 1, 3 in lanes 0 to 3 ([`IN_ORDER`]
/// puts them in order): the steps of [`sixteen_digits`] on two registers
/// of two tokens each, the two joined by the pack, so that its last three
/// steps are made once for all four.
///
/// # Safety
/// The processor must have AVX2; the ends are at most 64 and the lengths
/// at most 31.
#[inline]
#[target_feature(enable = "avx2")]
#[allow(unused_unsafe)]
unsafe fn four_values(block: &[u8; 96], ends: [usize; 4], lens: [usize; 4]) -> __m256i {
    // SAFETY: this function's contract: each load reads 16 bytes from at
    // most 80 in the 96 of `block`, or from at most 47 in the 64 of
    // KEEP_LAST.
    unsafe {
        let quads = four_quads(block, ends.map(|end| end + 16), lens.map(|len| len + 16));
        let eights = _mm256_madd_epi16(quads, _mm256_set1_epi32(0x0001_2710));
        _mm256_add_epi64(
            _mm256_mul_epu32(eights, _mm256_set1_epi64x(100_000_000)),
            _mm256_srli_epi64::<32>(eights),
        )
    }
}

/// The values of the 4-digit groups of the 16 bytes of `block` from each
/// of `from`, as kept by the 16 of KEEP_LAST from each of `keep`, packed
/// to 16 bits: in each half of the register, the groups of tokens 0 and 2
/// (in the low half) or 1 and 3.
///
/// # Safety
/// The processor must have AVX2; each of `from` is at most 80 and each of
/// `keep` at most 48.
#[inline]
#[target_feature(enable = "avx2")]
#[allow(unused_unsafe)]
unsafe fn four_quads(block: &[u8; 96], from: [usize; 4], keep: [usize; 4]) -> __m256i {
    // SAFETY: this function's contract: each load reads 16 bytes of the 96
    // of `block` or of the 64 of KEEP_LAST.
    unsafe {
        let at = |i: usize| _mm_loadu_si128(block.as_ptr().add(from[i]).cast::<__m128i>());
        let kept = |i: usize| _mm_loadu_si128(KEEP_LAST.as_ptr().add(keep[i]).cast::<__m128i>());
        // Lane 0: the quads of tokens 0 and 2; lane 1: of 1 and 3.
        let bytes =
            |i: usize, j: usize| _mm256_inserti128_si256::<1>(_mm256_castsi128_si256(at(i)), at(j));
        let keeps = |i: usize, j: usize| {
            _mm256_inserti128_si256::<1>(_mm256_castsi128_si256(kept(i)), kept(j))
        };
        _mm256_packus_epi32(
            quads(bytes(0, 1), keeps(0, 1)),
            quads(bytes(2, 3), keeps(2, 3)),
        )
    }
}

/// The values of four tokens of up to 20 digits (a garbage one: of none),
/// in order, as [`four_values`] makes them from the index after each and
/// their lengths: the last 16 digits' value, plus 10^16 times that of the
/// up to 4 before, read as [`four_values`] reads the last 4 of 16; `None`
/// when one is 2^64 or more.
///
/// # Safety
/// The processor must have AVX2; the ends are at most 64 and the lengths
/// at most 20.
#[inline]
#[target_feature(enable = "avx2")]
#[allow(unused_unsafe)]
unsafe fn four_long_values(
    block: &[u8; 96],
    ends: [usize; 4],
    lens: [usize; 4],
) -> Option<__m256i> {
    // SAFETY: this function's contract: the loads of `four_values`, and
    // `four_quads` from `block` at most at 64, from KEEP_LAST at most at 20.
    unsafe {
        let low = four_values(block, ends, lens);
        // The 16 bytes before the last 16, kept from `len` (none of them
        // for a token of at most 16 digits): in each 64-bit lane, the
        // group of its last 4 in the high 16 bits.
        let groups = four_quads(block, ends, lens);
        let high = _mm256_srli_epi64::<48>(groups);
        // The lanes of `high` hold the groups of tokens 0, 2 (the low
        // half's two lanes) and 1, 3, in the order of `low`'s.
        let over = _mm256_or_si256(
            _mm256_cmpgt_epi64(high, _mm256_set1_epi64x(1844)),
            _mm256_and_si256(
                _mm256_cmpeq_epi64(high, _mm256_set1_epi64x(1844)),
                _mm256_cmpgt_epi64(low, _mm256_set1_epi64x(6_744_073_709_551_615)),
            ),
        );
        if _mm256_testz_si256(over, over) == 0 {
            return None;
        }
        // 10^16 = 2328306 · 2^32 + 1874919424, high < 2^14.
        let times = _mm256_add_epi64(
            _mm256_mul_epu32(high, _mm256_set1_epi64x(1_874_919_424)),
            _mm256_slli_epi64::<32>(_mm256_mul_epu32(high, _mm256_set1_epi64x(2_328_306))),
        );
        Some(_mm256_permute4x64_epi64::<IN_ORDER>(_mm256_add_epi64(
            low, times,
        )))
    }
}

/// The values of the 4-digit groups of two tokens of 16 bytes each (one
/// per half of `bytes`), the digits before each token cleared by `keep`.
///
/// # Safety
/// The processor must have AVX2.
#[inline]
#[target_feature(enable = "avx2")]
#[allow(unused_unsafe)]
unsafe fn quads(bytes: __m256i, keep: __m256i) -> __m256i {
    // SAFETY: this function's contract.
    unsafe {
        let d = _mm256_and_si256(_mm256_sub_epi8(bytes, _mm256_set1_epi8(b'0' as i8)), keep);
        let pairs = _mm256_maddubs_epi16(d, _mm256_set1_epi16(0x010a));
        _mm256_madd_epi16(pairs, _mm256_set1_epi32(0x0001_0064))
    }
}

/// The values of the 16 bytes of `block` from `a` as kept by those of
/// KEEP_LAST from `keep_a` (the kept ones being ASCII digits), and of
/// those from `b` by those from `keep_b`: within each 16-bit lane of the
/// two halves of a register, (x, y) -> 10x + y, then 100x + y, then
/// 10000x + y, then 10^8 x + y; the first value is left in the register's
/// 64-bit lane 0, the second in its lane 2.
///
/// # Safety
/// The processor must have AVX2 and BMI1; `a` and `b` are at most 80,
/// `keep_a` and `keep_b` at most 48.
#[inline]
#[target_feature(enable = "avx2,bmi1")]
#[allow(unused_unsafe)]
unsafe fn sixteen_digits(
    block: &[u8; 96],
    a: usize,
    keep_a: usize,
    b: usize,
    keep_b: usize,
) -> __m256i {
    // SAFETY: this function's contract.
    unsafe {
        let at = |i: usize| block.as_ptr().add(i).cast::<__m128i>();
        let keep = |k: usize| KEEP_LAST.as_ptr().add(k).cast::<__m128i>();
        let bytes = _mm256_inserti128_si256::<1>(
            _mm256_castsi128_si256(_mm_loadu_si128(at(a))),
            _mm_loadu_si128(at(b)),
        );
        let keep = _mm256_inserti128_si256::<1>(
            _mm256_castsi128_si256(_mm_loadu_si128(keep(keep_a))),
            _mm_loadu_si128(keep(keep_b)),
        );
        let d = _mm256_and_si256(_mm256_sub_epi8(bytes, _mm256_set1_epi8(b'0' as i8)), keep);
        let pairs = _mm256_maddubs_epi16(d, _mm256_set1_epi16(0x010a));
        let quads = _mm256_madd_epi16(pairs, _mm256_set1_epi32(0x0001_0064));
        let quads = _mm256_packus_epi32(quads, quads);
        let eights = _mm256_madd_epi16(quads, _mm256_set1_epi32(0x0001_2710));
        _mm256_add_epi64(
            _mm256_mul_epu32(eights, _mm256_set1_epi64x(100_000_000)),
            _mm256_srli_epi64::<32>(eights),
        )
    }
}

/// The values the decoder of windows reads from `buf` after `pos`, as
/// [`Ahead::decode`] calls it when the kernels of blocks read none: for the
/// tests, as [`blocks_read`].
#[cfg(test)]
pub(crate) fn windows_read(buf: &[u8], pos: usize) -> Vec<u64> {
    assert_eq!(Kernel::detect(), Kernel::Avx2, "no AVX2 here");
    let mut ahead = Ahead::new(Kernel::Avx2);
    // SAFETY: as in `blocks_read`.
    let n = unsafe { decode_windows(buf, pos, &mut ahead.decoded) };
    ahead.decoded.values[..n].to_vec()
}

/// The values one kernel of blocks reads from `buf` after `pos` (`LONG`:
/// the one for tokens of 17 to 20 digits), as [`Ahead::decode`] calls it:
/// for the tests, which see that each reads what it is for and stops
/// where it should (the values alone would not tell: a decoder after it
/// gives the same, slower).
#[cfg(test)]
pub(crate) fn blocks_read<const LONG: bool>(buf: &[u8], pos: usize) -> Vec<u64> {
    assert_eq!(Kernel::detect(), Kernel::Avx2, "no AVX2 here");
    let mut ahead = Ahead::new(Kernel::Avx2);
    // SAFETY: `Kernel::detect` found AVX2, BMI1, LZCNT and POPCNT, as the
    // assert above says.
    let n = unsafe { decode_blocks::<LONG>(buf, pos, &mut ahead.decoded) };
    ahead.decoded.values[..n].to_vec()
}
