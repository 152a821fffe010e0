//! What a token can be parsed as ([`Token`]), and the SWAR parsing of
//! unsigned integers: eight digits at a time, delimited in the same pass.

use crate::scanner::is_space;

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
    fn scan(buf: &[u8], start: usize) -> Option<(Self, usize)> {
        let _ = (buf, start);
        None
    }
}

/// The value of 8 ASCII digits (the first in the lowest byte), or `None` if
/// any byte is not a digit; SWAR: four multiply-and-mask steps instead of
/// eight.
#[inline]
fn eight_digits(chunk: u64) -> Option<u64> {
    if non_digit_bytes(chunk) != 0 {
        return None;
    }
    Some(digits_value(chunk))
}

/// The value of 8 bytes known to be ASCII digits.
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
    const TOP: u64 = 0x8080_8080_8080_8080;
    let low = chunk & LOW7;
    // At least b'0' and not at least b'9' + 1, top bit clear.
    let at_least_0 = low + 0x5050_5050_5050_5050; // 0x80 - 0x30 per byte
    let above_9 = low + 0x4646_4646_4646_4646; // 0x80 - 0x3a per byte
    !(at_least_0 & !above_9 & !chunk) & TOP
}

/// 10^k for k < 9.
const POWERS_OF_TEN: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];

/// An unsigned token parsed and delimited in one pass, from the first of
/// at least 24 buffered bytes at `start`: its value (at most `max`) and
/// where it ends, or `None` when the general path must decide (too few
/// bytes buffered, no digit first, a byte after the digits that is not a
/// separator, more than 20 digits, or a value above `max`).
#[inline]
pub(crate) fn scan_unsigned(buf: &[u8], start: usize, max: u64) -> Option<(u64, usize)> {
    let bytes = buf.get(start..start + 24)?;
    // One or two digits, the commonest tokens, without the SWAR chain.
    let d0 = bytes[0].wrapping_sub(b'0');
    let d1 = bytes[1].wrapping_sub(b'0');
    if d0 < 10 {
        let short = if d1 >= 10 && is_space(bytes[1]) {
            Some((u64::from(d0), start + 1))
        } else if d1 < 10 && is_space(bytes[2]) {
            Some((u64::from(d0) * 10 + u64::from(d1), start + 2))
        } else {
            None
        };
        if let Some((value, end)) = short {
            return (value <= max).then_some((value, end));
        }
    }
    let mut value = 0u64;
    for (k, chunk) in bytes.chunks_exact(8).enumerate() {
        let chunk = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
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
            // Only a 20-digit token can overflow.
            value = value
                .checked_mul(POWERS_OF_TEN[len])?
                .checked_add(digits_value(pad_front(chunk, len)))?;
        }
        if value > max {
            return None;
        }
        return Some((value, start + 8 * k + len));
    }
    None
}

/// Decimal digits only, no sign, no leading `+`; `None` on overflow or
/// above `max`.
#[inline]
pub(crate) fn parse_unsigned(token: &[u8], max: u64) -> Option<u64> {
    let len = token.len();
    if len <= 8 {
        return parse_bytewise(token, max);
    }
    if len > 20 {
        return None;
    }
    // The leading len mod 8 digits (8 if none) from the token's first 8
    // bytes, the ones past them replaced by leading zeros; then whole
    // chunks of 8. Only a 20-digit token can overflow: checked steps.
    let lead = len - 8 * ((len - 1) / 8);
    let first = u64::from_le_bytes(token[..8].try_into().expect("8 bytes"));
    let mut value = eight_digits(pad_front(first, lead))?;
    let mut at = lead;
    while at < len {
        let chunk = u64::from_le_bytes(token[at..at + 8].try_into().expect("8 bytes"));
        value = value
            .checked_mul(100_000_000)?
            .checked_add(eight_digits(chunk)?)?;
        at += 8;
    }
    if value > max {
        return None;
    }
    Some(value)
}

/// Up to 8 digits, one at a time; `None` if empty, malformed or above `max`.
#[inline]
fn parse_bytewise(token: &[u8], max: u64) -> Option<u64> {
    if token.is_empty() {
        return None;
    }
    let mut value: u64 = 0;
    for &b in token {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        value = value * 10 + u64::from(d);
    }
    if value > max {
        return None;
    }
    Some(value)
}

/// The 8 bytes `chunk` (first byte lowest) with only its first `len` bytes
/// kept, moved to the end and preceded by ASCII zeros: the digits of a
/// `len`-digit number as 8 digits.
#[inline]
fn pad_front(chunk: u64, len: usize) -> u64 {
    let pad = 8 * (8 - len as u32);
    if pad == 0 {
        return chunk;
    }
    (chunk << pad) | (0x3030_3030_3030_3030 & ((1u64 << pad) - 1))
}

/// A token of 1 to 8 digits with 8 bytes readable from its start, in one
/// SWAR step: the 8 bytes are loaded, the ones past the token shifted out
/// and replaced by leading zeros. `None` when that does not apply (then
/// `Some(parsed)` otherwise, `parsed` being `None` for a malformed token).
#[inline]
pub(crate) fn parse_short(buf: &[u8], start: usize, end: usize, max: u64) -> Option<Option<u64>> {
    let len = end - start;
    let bytes = buf.get(start..start + 8)?;
    if len == 0 || len > 8 {
        return None;
    }
    let chunk = u64::from_le_bytes(bytes.try_into().expect("8 bytes"));
    Some(eight_digits(pad_front(chunk, len)).filter(|&v| v <= max))
}

// The Token impls differ only in the integer type; a local (not exported)
// macro keeps the file pasteable as a module.
macro_rules! unsigned_token {
    ($($t:ty),*) => {$(
        impl Token for $t {
            const WHAT: &'static str = concat!("an unsigned integer (", stringify!($t), ")");
            #[inline]
            fn from_buffer(buf: &[u8], start: usize, end: usize) -> Option<Self> {
                parse_short(buf, start, end, <$t>::MAX as u64)
                    .unwrap_or_else(|| parse_unsigned(&buf[start..end], <$t>::MAX as u64))
                    .map(|v| v as $t)
            }
            #[inline]
            fn scan(buf: &[u8], start: usize) -> Option<(Self, usize)> {
                scan_unsigned(buf, start, <$t>::MAX as u64).map(|(v, end)| (v as $t, end))
            }
        }
    )*};
}

unsigned_token!(u8, u16, u32, u64, usize);

impl Token for i64 {
    const WHAT: &'static str = "an integer (i64)";
    fn from_buffer(buf: &[u8], start: usize, end: usize) -> Option<Self> {
        let token = &buf[start..end];
        match token.split_first() {
            Some((b'-', digits)) => {
                let v = parse_unsigned(digits, 1 << 63)?;
                Some((v as i64).wrapping_neg())
            }
            _ => Some(parse_unsigned(token, i64::MAX as u64)? as i64),
        }
    }
}
