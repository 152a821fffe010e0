//! The x86_64 fast path for numbers (`std::arch`, AVX2, chosen at run
//! time): the 64 buffered bytes after the scanner's position classified at
//! once, a bit per byte; the whole tokens in them found by bit operations;
//! and their values made two at a time, one per half of a register, from
//! their last 16 digits (and the 16 bytes before those for a longer token)
//! by multiply-adds, 16 digits to 8 pairs to 4 groups of 4 to 2 of 8 to
//! one. All of them are decoded ahead into [`Ahead`], which the scanner
//! then hands out. The portable path (`digits::scan_unsigned`) is what
//! other processors run, and what the tests compare this one with.
//!
//! The `unsafe` is the AVX2 functions and their calls: their loads read
//! within a `&[u8; 96]` made by bounds-checked slicing and a constant
//! table, at offsets their callers bound, their one store writes two
//! entries of the decoded values at an index its caller bounds, and they
//! are called only for an
//! [`Ahead`] made with [`Kernel::Avx2`], which only [`Kernel::detect`]
//! makes, after `is_x86_feature_detected!` finds AVX2 and BMI1 (or the
//! tests, which check it). BMI1 makes the bit steps single instructions
//! (`tzcnt`, `blsr`); Intel's processors since Haswell and AMD's since
//! Excavator have both.

use std::arch::x86_64::{
    __m128i, __m256i, _mm256_add_epi64, _mm256_and_si256, _mm256_castsi128_si256,
    _mm256_castsi256_si128, _mm256_cmpeq_epi8, _mm256_extracti128_si256, _mm256_inserti128_si256,
    _mm256_loadu_si256, _mm256_madd_epi16, _mm256_maddubs_epi16, _mm256_min_epu8,
    _mm256_movemask_epi8, _mm256_mul_epu32, _mm256_or_si256, _mm256_packus_epi32,
    _mm256_permute4x64_epi64, _mm256_set1_epi16, _mm256_set1_epi32, _mm256_set1_epi64x,
    _mm256_set1_epi8, _mm256_srli_epi64, _mm256_sub_epi8, _mm_cvtsi128_si64, _mm_loadu_si128,
    _mm_storeu_si128,
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
        if std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("bmi1") {
            Kernel::Avx2
        } else {
            Kernel::Portable
        }
    }
}

/// How many tokens are decoded ahead at most: two windows' worth.
const AHEAD: usize = 64;

/// Tokens decoded ahead: the whole tokens of digits in the buffered bytes
/// after a position, 64 bytes at a time (a token is whole when whitespace
/// follows it there, so nothing is read past it), up to the first byte
/// that is neither a digit nor whitespace, and up to the first token of
/// more than 20 digits or of a value of 2^64 or more, which the portable
/// path reads.
pub(crate) struct Ahead {
    kernel: Kernel,
    /// The values of the tokens, and the index in the buffer of the byte
    /// after each; `head..count` are still to be handed out, and
    /// `settled..head` were handed out since [`Ahead::settle`] last said so.
    values: [u64; AHEAD],
    ends: [u32; AHEAD],
    settled: usize,
    head: usize,
    count: usize,
}

impl Ahead {
    /// None decoded yet; `kernel` decodes.
    pub(crate) fn new(kernel: Kernel) -> Self {
        Ahead {
            kernel,
            values: [0; AHEAD],
            ends: [0; AHEAD],
            settled: 0,
            head: 0,
            count: 0,
        }
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
    }

    /// The next value decoded, if any is left.
    #[inline(always)]
    pub(crate) fn peek(&self) -> Option<u64> {
        match self.head < self.count {
            true => Some(self.values[self.head % AHEAD]),
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
        self.values[i % AHEAD]
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
        Some((handed as u64, self.ends[(self.head - 1) % AHEAD] as usize))
    }

    /// Decodes the tokens after `pos` in `buf` (the buffered bytes), up to
    /// about two windows of 64 bytes; false, with none decoded, when there
    /// is none, when fewer than 64 bytes are buffered, within 32 bytes of
    /// the buffer's start, or when `pos` is inside a token.
    pub(crate) fn decode(&mut self, buf: &[u8], pos: usize) -> bool {
        self.clear();
        if self.kernel != Kernel::Avx2 || pos < 32 {
            return false;
        }
        if let Some(&[before, first]) = buf.get(pos - 1..pos + 1) {
            if before.is_ascii_digit() && first.is_ascii_digit() {
                return false;
            }
        }
        // SAFETY: an `Ahead` with `Kernel::Avx2` is made only by
        // `Kernel::detect`, where the processor has AVX2 and BMI1 (or by
        // the tests, which check it).
        let n = unsafe { decode_windows(buf, pos, &mut self.values, &mut self.ends) };
        self.count = n;
        n > 0
    }
}

/// 32 zero bytes, then 20 bytes 0xff: for a token of `len` digits (at
/// most 20), its 16 bytes from `len + 16` keep the last `min(len, 16)`
/// bytes of 16, and those from `len` the last `len - 16` (none for a
/// shorter token).
const KEEP_LAST: [u8; 52] = {
    let mut keep = [0xff; 52];
    let mut i = 0;
    while i < 32 {
        keep[i] = 0;
        i += 1;
    }
    keep
};

/// Decodes into `values` and `ends` the whole tokens of `buf` after `pos`
/// (at least 32, and not inside a token), 64 bytes at a time, each window
/// starting after the last token decoded from the one before, while 32
/// more fit and 64 bytes are buffered; returns how many it decoded.
///
/// # Safety
/// The processor must have AVX2 and BMI1.
#[target_feature(enable = "avx2,bmi1")]
// Rust 1.63 warns of an `unsafe` block inside an `unsafe fn`; edition 2024
// requires it.
#[allow(unused_unsafe)]
unsafe fn decode_windows(
    buf: &[u8],
    pos: usize,
    values: &mut [u64; AHEAD],
    ends: &mut [u32; AHEAD],
) -> usize {
    let (mut at, mut n) = (pos, 0);
    'windows: while n + 32 <= AHEAD {
        // The window and the 32 bytes before it, read with the first digits
        // of a token near its start.
        let block: &[u8; 96] = match buf.get(at - 32..at + 64).map(TryInto::try_into) {
            Some(Ok(block)) => block,
            _ => break,
        };
        // SAFETY: the loads read bytes 32..64 and 64..96 of the 96 of
        // `block`; the other intrinsics act on registers only and need AVX2,
        // which this function's caller guarantees.
        let (digits, others) = unsafe {
            let (mut digits, mut others) = (0u64, 0u64);
            for k in 0..2 {
                let bytes = _mm256_loadu_si256(block.as_ptr().add(32 + 32 * k).cast::<__m256i>());
                // b - b'0' <= 9 and b - b'\t' <= 4 (unsigned), or b == b' '.
                let d = _mm256_sub_epi8(bytes, _mm256_set1_epi8(b'0' as i8));
                let d = _mm256_cmpeq_epi8(_mm256_min_epu8(d, _mm256_set1_epi8(9)), d);
                let c = _mm256_sub_epi8(bytes, _mm256_set1_epi8(b'\t' as i8));
                let s = _mm256_cmpeq_epi8(_mm256_min_epu8(c, _mm256_set1_epi8(4)), c);
                let s = _mm256_or_si256(s, _mm256_cmpeq_epi8(bytes, _mm256_set1_epi8(b' ' as i8)));
                digits |= u64::from(_mm256_movemask_epi8(d) as u32) << (32 * k);
                let known = _mm256_movemask_epi8(_mm256_or_si256(d, s)) as u32;
                others |= u64::from(!known) << (32 * k);
            }
            (digits, others)
        };
        // From the first byte that is neither a digit nor whitespace on,
        // every byte counts as a digit: no token ends there.
        let digits = digits | others | others.wrapping_neg();
        // A token starts at a digit after a non-digit (byte at - 1 is not
        // one where byte at is), and ends at a digit before a non-digit
        // within the 64.
        let mut starts = digits & !(digits << 1);
        let mut stops = digits & !(digits >> 1) & (u64::MAX >> 1);
        let before = n;
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
                ends[n] = (at + end_a) as u32;
                if end_b == end_a {
                    n += 1;
                    break;
                }
                ends[n + 1] = (at + end_b) as u32;
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
                    ends[n] = (at + end_a) as u32;
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
                    ends[n] = (at + end_b) as u32;
                    n += 1;
                }
                None => break 'windows,
            }
        }
        if n == before {
            break;
        }
        at = ends[n - 1] as usize;
    }
    n
}

/// high · 10^16 + low, or `None` when it is 2^64 or more.
#[inline(always)]
fn join(high: u64, low: u64) -> Option<u64> {
    match high <= 1844 {
        true => (high * 10_000_000_000_000_000).checked_add(low),
        false => None,
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
/// `keep_a` and `keep_b` at most 36.
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
