//! Library Checker "Nim Product (F_{2^64})":
//! <https://judge.yosupo.jp/problem/nim_product_64>
//!
//! **Game**: Turning Corners (Winning Ways): coins lie on the cells (x, y)
//! of a quadrant, and a move turns over the four corners (x', y'), (x', y),
//! (x, y'), (x, y) of a rectangle with x' < x, y' < y, where the coin at
//! (x, y) must go from heads to tails. Normal play. For each pair (A, B)
//! the answer is the Grundy value of one head at (A, B).
//!
//! **Theory**: that value is the mex of g(x', y) ⊕ g(x, y') ⊕ g(x', y'),
//! which is Conway's nim-product A ⊗ B (the Tartan theorem for the product
//! of two Nim heaps). With ⊕ as addition the nimbers below 2^64 form the
//! field F_(2^64); a field of 2^64 elements is unique up to isomorphism, so
//! if α is a nimber whose minimal polynomial m(x) over F_2 has degree 64,
//! the map P sending the polynomial c(x) to c(α) is a field isomorphism from
//! F_2[x]/(m(x)) onto the nimbers, and A ⊗ B = P(P^(-1)(A) · P^(-1)(B)
//! mod m), with · the carry-less product of polynomials.
//!
//! **Reduction**: α = 2^32 (outside the subfield F_(2^32), so of degree
//! 64). The powers α^0..α^64 are computed once by `sg_core::nim_product`;
//! P^(-1) (nimber to coordinates in the basis α^0..α^63) is found by Gauss
//! elimination, and m(x) = x^64 + P^(-1)(α^64). Per pair: P^(-1) of each
//! factor by 8 byte tables, one 64 x 64 -> 128-bit carry-less multiply
//! (PCLMULQDQ when the processor has it, checked at run time; shifts and
//! XORs otherwise), the reduction modulo m by Barrett's method (two more
//! carry-less multiplies), and P by 8 byte tables. Pairs go in blocks of
//! 256: read all, multiply all, print all, so each loop's turns are
//! independent and overlap in the processor.
//!
//! **Complexity**: O(1) per pair: 24 table reads and 3 carry-less
//! multiplies; the input (up to 42 MB) is read through a 64 KiB buffer and
//! the answer written in 1 MiB blocks. Tables 32 KiB, built from 65
//! nim-products and a 64 x 64 bit elimination.

use std::io::Read;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_product;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: T, then T lines `A B`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let t: u64 = sc.next()?;
    let field = Field::new();
    #[cfg(target_arch = "x86_64")]
    {
        if std::is_x86_feature_detected!("pclmulqdq") {
            // SAFETY: the processor has PCLMULQDQ, as detected just above,
            // which is all `products_pclmul` requires.
            return unsafe { products_pclmul(sc, out, &field, t) };
        }
    }
    products(sc, out, &field, t, carry_less_product)
}

/// A ⊗ B for one pair, with the carry-less multiply of the platform.
#[cfg(test)]
fn solve(field: &Field, a: u64, b: u64) -> u64 {
    field.product(a, b, carry_less_product)
}

/// Reads `t` pairs and writes their products, one per line; `clmul` is the
/// carry-less product (low, high). In blocks of [`BLOCK`] pairs: read, then
/// multiply, then print, so that each loop's turns are independent and the
/// processor overlaps them.
#[inline(always)]
fn products<R: Read, M: Fn(u64, u64) -> (u64, u64) + Copy>(
    sc: &mut Scanner<R>,
    out: &mut Output,
    field: &Field,
    t: u64,
    clmul: M,
) -> Result<(), Error> {
    let mut pairs = [(0u64, 0u64); BLOCK];
    let mut left = t;
    while left > 0 {
        let n = left.min(BLOCK as u64) as usize;
        for pair in &mut pairs[..n] {
            *pair = (sc.next()?, sc.next()?);
        }
        for pair in &mut pairs[..n] {
            pair.0 = field.product(pair.0, pair.1, clmul);
        }
        for pair in &pairs[..n] {
            out.push_u64(pair.0)?;
            out.push(b"\n")?;
        }
        left -= n as u64;
    }
    Ok(())
}

/// Pairs per block of [`products`].
const BLOCK: usize = 256;

/// [`products`] compiled with PCLMULQDQ enabled, so that the carry-less
/// multiply is one instruction inlined in the loop.
///
/// # Safety
/// The processor must support PCLMULQDQ.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "pclmulqdq")]
// Rust 1.63 needs the `unsafe` block around the intrinsics; newer compilers
// call them safely inside a function with the feature enabled.
#[allow(unused_unsafe)]
unsafe fn products_pclmul<R: Read>(
    sc: &mut Scanner<R>,
    out: &mut Output,
    field: &Field,
    t: u64,
) -> Result<(), Error> {
    use std::arch::x86_64::{
        _mm_clmulepi64_si128, _mm_cvtsi128_si64, _mm_cvtsi64_si128, _mm_unpackhi_epi64,
    };
    products(sc, out, field, t, |a, b| {
        // SAFETY: register-only intrinsics (no memory is touched), on a
        // processor with PCLMULQDQ (this function's contract) and SSE2 (every
        // x86_64 processor).
        unsafe {
            let p =
                _mm_clmulepi64_si128(_mm_cvtsi64_si128(a as i64), _mm_cvtsi64_si128(b as i64), 0);
            (
                _mm_cvtsi128_si64(p) as u64,
                _mm_cvtsi128_si64(_mm_unpackhi_epi64(p, p)) as u64,
            )
        }
    })
}

/// The carry-less product of a and b as (low, high) 64-bit halves, four
/// bits of b at a time.
fn carry_less_product(a: u64, b: u64) -> (u64, u64) {
    // multiples[k] = a · k (carry-less) for k < 16, 67 bits as u128.
    let mut multiples = [0u128; 16];
    for k in 1..16 {
        multiples[k] = multiples[k & (k - 1)] ^ (u128::from(a) << k.trailing_zeros());
    }
    let mut res: u128 = 0;
    for nibble in (0..16).rev() {
        res = (res << 4) ^ multiples[(b >> (4 * nibble)) as usize & 15];
    }
    (res as u64, (res >> 64) as u64)
}

/// The nimber field as F_2[x]/(m(x)): byte tables for the change of basis
/// and for the way back.
struct Field {
    /// `to_poly[k][x]`: the coordinates of the nimber x·2^(8k) in the basis
    /// α^0, ..., α^63.
    to_poly: Box<[[u64; 256]; 8]>,
    /// `to_nimber[k][x]`: the nim-sum of α^(8k + s) over the bits s of x.
    to_nimber: Box<[[u64; 256]; 8]>,
    /// m(x) = x^64 + `modulus`: the minimal polynomial of α.
    modulus: u64,
    /// floor(x^128 / m(x)) = x^64 + `barrett`.
    barrett: u64,
}

/// The generator of the polynomial basis: outside F_(2^32), so its minimal
/// polynomial has degree 64 (the subfields of F_(2^64) are the F_(2^(2^k))).
const ALPHA: u64 = 1 << 32;

impl Field {
    fn new() -> Self {
        // α^0, ..., α^64.
        let mut powers = [0u64; 65];
        powers[0] = 1;
        for t in 1..65 {
            powers[t] = nim_product(powers[t - 1], ALPHA);
        }
        let mut to_nimber = Box::new([[0u64; 256]; 8]);
        for (k, table) in to_nimber.iter_mut().enumerate() {
            fill_linear(table, |s| powers[8 * k + s]);
        }
        // Gauss-Jordan: rows (value, coordinates) start as (α^i, e_i) and
        // end as (2^i, the coordinates of 2^i).
        let mut rows: Vec<(u64, u64)> = (0..64).map(|i| (powers[i], 1u64 << i)).collect();
        for bit in 0..64 {
            let pivot = (bit..64)
                .find(|&r| rows[r].0 >> bit & 1 == 1)
                .expect("α^0, ..., α^63 are independent: α has degree 64");
            rows.swap(bit, pivot);
            let (value, coords) = rows[bit];
            for (r, row) in rows.iter_mut().enumerate() {
                if r != bit && row.0 >> bit & 1 == 1 {
                    row.0 ^= value;
                    row.1 ^= coords;
                }
            }
        }
        let mut to_poly = Box::new([[0u64; 256]; 8]);
        for (k, table) in to_poly.iter_mut().enumerate() {
            fill_linear(table, |s| rows[8 * k + s].1);
        }
        // m(α) = 0: α^64 is the nim-sum of the α^i whose bits `modulus` holds.
        let modulus = poly_of(&to_poly, powers[64]);
        // floor(x^128 / m(x)) by long division: x^64 first, leaving
        // modulus·x^64, then one quotient bit per step from x^63 down.
        let mut barrett = 0u64;
        let mut rem = u128::from(modulus) << 64;
        for bit in (0..64).rev() {
            if rem >> (64 + bit) & 1 == 1 {
                barrett |= 1 << bit;
                rem ^= (1u128 << (64 + bit)) ^ (u128::from(modulus) << bit);
            }
        }
        Field {
            to_poly,
            to_nimber,
            modulus,
            barrett,
        }
    }

    /// a ⊗ b with the carry-less product `clmul` (low, high): the product
    /// of the coordinates, reduced modulo m(x) by Barrett's method with two
    /// more carry-less products, then mapped back.
    #[inline(always)]
    fn product<M: Fn(u64, u64) -> (u64, u64) + Copy>(&self, a: u64, b: u64, clmul: M) -> u64 {
        let (low, high) = clmul(poly_of(&self.to_poly, a), poly_of(&self.to_poly, b));
        // c = high·x^64 + low. With floor(x^128 / m) = x^64 + barrett, the
        // quotient is floor(high·(x^64 + barrett) / x^64) = high + the top
        // half of high·barrett; the remainder is c - q·m, whose top half
        // cancels: low + the bottom half of q·modulus.
        let quotient = high ^ clmul(high, self.barrett).1;
        let remainder = low ^ clmul(quotient, self.modulus).0;
        poly_of(&self.to_nimber, remainder)
    }
}

/// The linear map given by 8 byte tables, applied to x.
#[inline(always)]
fn poly_of(tables: &[[u64; 256]; 8], x: u64) -> u64 {
    let mut res = 0;
    for (k, table) in tables.iter().enumerate() {
        res ^= table[(x >> (8 * k)) as u8 as usize];
    }
    res
}

/// `table[x]` = the XOR of `unit(s)` over the bits s of the byte x.
fn fill_linear(table: &mut [u64; 256], unit: impl Fn(usize) -> u64) {
    for x in 1..256 {
        table[x] = table[x & (x - 1)] ^ unit(x.trailing_zeros() as usize);
    }
}

#[cfg(test)]
mod tests;
