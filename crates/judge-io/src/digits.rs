//! Bytes to numbers, shared by the scanner and the tokens: which bytes
//! separate tokens, and the parsing of unsigned integers: one generic
//! parser for every width, eight digits at a time (SWAR), delimited in the
//! same pass.

/// ASCII whitespace (space, \t, \n, \x0b, \x0c, \r): the separators. One
/// comparison decides for every printable byte.
#[inline]
pub(crate) fn is_space(b: u8) -> bool {
    b <= b' ' && (b == b' ' || (b'\t'..=b'\r').contains(&b))
}

/// The value of 8 bytes known to be ASCII digits (the first in the lowest
/// byte): SWAR, four multiply-and-mask steps instead of eight.
#[inline]
pub(crate) fn digits_value(chunk: u64) -> u64 {
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
        let short = if is_space(bytes[1]) {
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
