//! What a token can be parsed as ([`Token`]).

use crate::digits::{parse_unsigned, scan_unsigned};

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
    /// A fast path: the value of a token of ASCII digits alone (at most
    /// 20), given the `u64` they spell; `None` when that is out of range, and
    /// the general path then makes the error. By default always `None`: a
    /// type whose `from_digits(0)` is `None` is never looked for this way.
    #[inline]
    fn from_digits(_value: u64) -> Option<Self> {
        None
    }
}

// The Token impls differ only in the type's name: one local macro writes
// them.
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
            #[inline]
            fn from_digits(value: u64) -> Option<Self> {
                Self::try_from(value).ok()
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
    #[inline]
    fn from_digits(value: u64) -> Option<Self> {
        Self::try_from(value).ok()
    }
}
