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
//! independent and overlap in the processor. Where the processor has AVX2
//! (checked at run time), P^(-1) and P take 32 values at once instead: their
//! bytes transposed into 8 registers, each byte of the images the XOR of 16
//! `vpshufb` lookups in tables of the map on each nibble.
//!
//! **Complexity**: O(1) per pair: 24 table reads (or 3 x 128 lookups per
//! 32 pairs) and 3 carry-less multiplies; the input (up to 42 MB) is read
//! through a 64 KiB buffer (or a 2 MiB window of it mapped, judge-io's
//! `map`) and the answer written in 1 MiB blocks. Tables
//! 40 KiB, built from 65 nim-products and a 64 x 64 bit elimination.

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
        use std::is_x86_feature_detected as has;
        let (avx2, pclmul) = (has!("avx2"), has!("pclmulqdq"));
        if avx2 || pclmul {
            // SAFETY: the processor has what `products_simd` requires: AVX2
            // or PCLMULQDQ, as `avx2` and `pclmul` say, detected just above.
            return unsafe { products_simd(sc, out, &field, t, avx2, pclmul) };
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
/// carry-less product (low, high).
#[inline(always)]
fn products<R: Read, M: Fn(u64, u64) -> (u64, u64) + Copy>(
    sc: &mut Scanner<R>,
    out: &mut Output,
    field: &Field,
    t: u64,
    clmul: M,
) -> Result<(), Error> {
    products_by(sc, out, t, |a, b, n| {
        for (x, y) in a[..n].iter_mut().zip(&b[..n]) {
            *x = field.product(*x, *y, clmul);
        }
    })
}

/// Reads `t` pairs and writes their products, one per line, in blocks of
/// [`BLOCK`] pairs: read, then `multiply(a, b, n)` (which puts the products
/// of the first `n` pairs in `a`), then print, so that each loop's turns
/// are independent and the processor overlaps them.
#[inline(always)]
fn products_by<R, P>(
    sc: &mut Scanner<R>,
    out: &mut Output,
    t: u64,
    mut multiply: P,
) -> Result<(), Error>
where
    R: Read,
    P: FnMut(&mut [u64; BLOCK], &mut [u64; BLOCK], usize),
{
    let (mut a, mut b) = ([0u64; BLOCK], [0u64; BLOCK]);
    let mut left = t;
    while left > 0 {
        let n = left.min(BLOCK as u64) as usize;
        // The 2n numbers through one iterator, whose loop keeps its place
        // in a register; it stops early only at a bad or missing token,
        // which is then this call's error.
        sc.values(2 * n, |mut numbers| {
            for (x, y) in a[..n].iter_mut().zip(&mut b[..n]) {
                match (numbers.next(), numbers.next()) {
                    (Some(p), Some(q)) => (*x, *y) = (p, q),
                    _ => break,
                }
            }
        })?;
        multiply(&mut a, &mut b, n);
        for &x in &a[..n] {
            out.push_u64(x)?;
            out.push(b"\n")?;
        }
        left -= n as u64;
    }
    Ok(())
}

/// Pairs per block of [`products_by`]: 8 batches of 32.
const BLOCK: usize = 256;

/// [`products`] with the SIMD instructions the processor has: PCLMULQDQ
/// for the carry-less multiply where `pclmul`, and AVX2 for the changes of
/// basis, 32 values at once by [`Nibbles`], where `avx2`; the portable code
/// for what it lacks. Only the two kernels are compiled with those
/// instructions ([`Nibbles::map`] and [`reduced_products_pclmul`]), so
/// nothing else here uses an instruction the processor may lack.
///
/// # Safety
/// The processor must support AVX2 if `avx2`, and PCLMULQDQ if `pclmul`.
#[cfg(target_arch = "x86_64")]
// The blocks inside mark the two kernel calls this contract covers; rustc
// before 1.65 (Debian's 1.63 among the judges') calls them unnecessary in an
// `unsafe fn`.
#[allow(unused_unsafe)]
unsafe fn products_simd<R: Read>(
    sc: &mut Scanner<R>,
    out: &mut Output,
    field: &Field,
    t: u64,
    avx2: bool,
    pclmul: bool,
) -> Result<(), Error> {
    let reduce = |a: &mut [u64; BLOCK], b: &[u64; BLOCK], n: usize, tables: bool| match pclmul {
        // SAFETY: the processor has PCLMULQDQ (this function's contract
        // when `pclmul`, which chose this branch).
        true => unsafe { reduced_products_pclmul(field, &mut a[..n], &b[..n], tables) },
        false => {
            for (x, y) in a[..n].iter_mut().zip(&b[..n]) {
                *x = match tables {
                    true => field.product(*x, *y, carry_less_product),
                    false => field.reduced_product(*x, *y, carry_less_product),
                };
            }
        }
    };
    if !avx2 {
        return products_by(sc, out, t, |a, b, n| reduce(a, b, n, true));
    }
    let nibbles = [Nibbles::new(&field.to_poly), Nibbles::new(&field.to_nimber)];
    let maps = |to_nimber: bool, batch: &mut [u64]| {
        if let Ok(batch) = batch.try_into() {
            // SAFETY: the processor has AVX2 (this function's contract
            // when `avx2`, which chose this branch).
            unsafe { nibbles[usize::from(to_nimber)].map(batch) }
        }
    };
    products_by(sc, out, t, |a, b, n| {
        // Whole batches of 32, beyond `n` too: those are not printed.
        for batch in a.chunks_exact_mut(32).chain(b.chunks_exact_mut(32)) {
            maps(false, batch);
        }
        reduce(a, b, n, false);
        for batch in a.chunks_exact_mut(32) {
            maps(true, batch);
        }
    })
}

/// `a[i]` becomes the product of `a[i]` and `b[i]` by PCLMULQDQ: as
/// polynomials modulo m ([`Field::reduced_product`]), or, where `tables`,
/// as nimbers ([`Field::product`], the changes of basis by byte tables).
///
/// # Safety
/// The processor must have PCLMULQDQ.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "pclmulqdq")]
// Rust 1.63 needs the `unsafe` block around the intrinsics; newer
// compilers call those that touch no memory safely inside a function with
// the features enabled.
#[allow(unused_unsafe)]
unsafe fn reduced_products_pclmul(field: &Field, a: &mut [u64], b: &[u64], tables: bool) {
    use std::arch::x86_64::{
        _mm_clmulepi64_si128, _mm_cvtsi128_si64, _mm_cvtsi64_si128, _mm_unpackhi_epi64,
    };
    let clmul = |a: u64, b: u64| {
        // SAFETY: register-only intrinsics (no memory is touched), on a
        // processor with PCLMULQDQ (this function's contract) and SSE2
        // (every x86_64 processor).
        unsafe {
            let p =
                _mm_clmulepi64_si128(_mm_cvtsi64_si128(a as i64), _mm_cvtsi64_si128(b as i64), 0);
            (
                _mm_cvtsi128_si64(p) as u64,
                _mm_cvtsi128_si64(_mm_unpackhi_epi64(p, p)) as u64,
            )
        }
    };
    for (x, y) in a.iter_mut().zip(b) {
        *x = match tables {
            true => field.product(*x, *y, clmul),
            false => field.reduced_product(*x, *y, clmul),
        };
    }
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

    /// a ⊗ b with the carry-less product `clmul` (low, high): the
    /// coordinates, their [`Field::reduced_product`], mapped back.
    #[inline(always)]
    fn product<M: Fn(u64, u64) -> (u64, u64) + Copy>(&self, a: u64, b: u64, clmul: M) -> u64 {
        let (a, b) = (poly_of(&self.to_poly, a), poly_of(&self.to_poly, b));
        poly_of(&self.to_nimber, self.reduced_product(a, b, clmul))
    }

    /// The product of two polynomials of degree below 64 modulo m(x): their
    /// carry-less product, reduced by Barrett's method with two more.
    #[inline(always)]
    fn reduced_product<M: Fn(u64, u64) -> (u64, u64)>(&self, a: u64, b: u64, clmul: M) -> u64 {
        let (low, high) = clmul(a, b);
        // c = high·x^64 + low. With floor(x^128 / m) = x^64 + barrett, the
        // quotient is floor(high·(x^64 + barrett) / x^64) = high + the top
        // half of high·barrett; the remainder is c - q·m, whose top half
        // cancels: low + the bottom half of q·modulus.
        let quotient = high ^ clmul(high, self.barrett).1;
        low ^ clmul(quotient, self.modulus).0
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

/// A linear map on 64 bits as 16 tables of 16 bytes, for `vpshufb`: entry
/// 8k + i holds byte i of the images of the 16 values of the k-th nibble
/// (bits 4k..4k + 4 of the argument), twice, once per half of a register.
#[cfg(target_arch = "x86_64")]
struct Nibbles(Box<[[u8; 32]; 128]>);

#[cfg(target_arch = "x86_64")]
impl Nibbles {
    /// The map that the 8 byte tables `bytes` give.
    fn new(bytes: &[[u64; 256]; 8]) -> Self {
        let mut tables = Box::new([[0u8; 32]; 128]);
        for (k, nibble) in tables.chunks_exact_mut(8).enumerate() {
            for n in 0..16 {
                let image = bytes[k / 2][n << (4 * (k % 2))];
                for (i, table) in nibble.iter_mut().enumerate() {
                    table[n] = (image >> (8 * i)) as u8;
                    table[n + 16] = table[n];
                }
            }
        }
        Nibbles(tables)
    }

    /// Applies the map to the 32 values of `batch`: their bytes transposed
    /// into 8 registers of 32 (the k-th byte of each value in the k-th),
    /// each byte split into its two nibbles, each byte of the images the
    /// XOR of 16 `vpshufb` lookups, one per nibble, and the images
    /// transposed back. Every step works within the halves of the
    /// registers, each of which holds 16 of the values.
    ///
    /// # Safety
    /// The processor must have AVX2.
    #[target_feature(enable = "avx2")]
    #[allow(unused_unsafe)]
    unsafe fn map(&self, batch: &mut [u64; 32]) {
        use std::arch::x86_64::{
            __m256i, _mm256_and_si256, _mm256_loadu_si256, _mm256_set1_epi8, _mm256_setr_epi8,
            _mm256_setzero_si256, _mm256_shuffle_epi8, _mm256_srli_epi16, _mm256_storeu_si256,
            _mm256_unpackhi_epi16, _mm256_unpackhi_epi32, _mm256_unpackhi_epi64,
            _mm256_unpackhi_epi8, _mm256_unpacklo_epi16, _mm256_unpacklo_epi32,
            _mm256_unpacklo_epi64, _mm256_unpacklo_epi8, _mm256_xor_si256,
        };
        // SAFETY: the loads and stores read and write the 8 x 32 bytes of
        // `batch` and the 32 bytes of an entry of the tables (unaligned
        // accesses need no alignment); the other intrinsics act on
        // registers only, and need AVX2, which the caller guarantees.
        unsafe {
            // The 8 x 8 transpose of the 16-bit units of `r` within each
            // half of the registers: unit j of register q becomes unit q of
            // register j.
            let transpose_units = |r: [__m256i; 8]| {
                let t = [
                    _mm256_unpacklo_epi16(r[0], r[1]),
                    _mm256_unpackhi_epi16(r[0], r[1]),
                    _mm256_unpacklo_epi16(r[2], r[3]),
                    _mm256_unpackhi_epi16(r[2], r[3]),
                    _mm256_unpacklo_epi16(r[4], r[5]),
                    _mm256_unpackhi_epi16(r[4], r[5]),
                    _mm256_unpacklo_epi16(r[6], r[7]),
                    _mm256_unpackhi_epi16(r[6], r[7]),
                ];
                let s = [
                    _mm256_unpacklo_epi32(t[0], t[2]),
                    _mm256_unpackhi_epi32(t[0], t[2]),
                    _mm256_unpacklo_epi32(t[1], t[3]),
                    _mm256_unpackhi_epi32(t[1], t[3]),
                    _mm256_unpacklo_epi32(t[4], t[6]),
                    _mm256_unpackhi_epi32(t[4], t[6]),
                    _mm256_unpacklo_epi32(t[5], t[7]),
                    _mm256_unpackhi_epi32(t[5], t[7]),
                ];
                [
                    _mm256_unpacklo_epi64(s[0], s[4]),
                    _mm256_unpackhi_epi64(s[0], s[4]),
                    _mm256_unpacklo_epi64(s[1], s[5]),
                    _mm256_unpackhi_epi64(s[1], s[5]),
                    _mm256_unpacklo_epi64(s[2], s[6]),
                    _mm256_unpackhi_epi64(s[2], s[6]),
                    _mm256_unpacklo_epi64(s[3], s[7]),
                    _mm256_unpackhi_epi64(s[3], s[7]),
                ]
            };
            let at = batch.as_mut_ptr().cast::<__m256i>();
            let mut x = [_mm256_setzero_si256(); 8];
            for (m, x) in x.iter_mut().enumerate() {
                *x = _mm256_loadu_si256(at.add(m));
            }
            // Each half: 2 values per register, 16 in all. Interleaving
            // the bytes of registers 2m and 2m + 1 makes 16-bit units of
            // the same byte of two values, 8 per register (one per byte).
            let mut y = [_mm256_setzero_si256(); 8];
            for m in 0..4 {
                y[2 * m] = _mm256_unpacklo_epi8(x[2 * m], x[2 * m + 1]);
                y[2 * m + 1] = _mm256_unpackhi_epi8(x[2 * m], x[2 * m + 1]);
            }
            // Unit j of the 8 registers gathered: byte j of 16 values.
            let z = transpose_units(y);
            let low = _mm256_set1_epi8(0x0f);
            let mut w = [_mm256_setzero_si256(); 8];
            for (j, z) in z.iter().enumerate() {
                let nibbles = [
                    _mm256_and_si256(*z, low),
                    _mm256_and_si256(_mm256_srli_epi16::<4>(*z), low),
                ];
                for (h, nibble) in nibbles.iter().enumerate() {
                    let tables = &self.0[8 * (2 * j + h)..8 * (2 * j + h) + 8];
                    for (w, table) in w.iter_mut().zip(tables) {
                        let table = _mm256_loadu_si256(table.as_ptr().cast::<__m256i>());
                        *w = _mm256_xor_si256(*w, _mm256_shuffle_epi8(table, *nibble));
                    }
                }
            }
            // Back: the units transposed again, then the bytes of each
            // register's two values apart (even and odd bytes) and joined.
            let y = transpose_units(w);
            let apart = _mm256_setr_epi8(
                0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 14, 1,
                3, 5, 7, 9, 11, 13, 15,
            );
            for m in 0..4 {
                let first = _mm256_shuffle_epi8(y[2 * m], apart);
                let second = _mm256_shuffle_epi8(y[2 * m + 1], apart);
                _mm256_storeu_si256(at.add(2 * m), _mm256_unpacklo_epi64(first, second));
                _mm256_storeu_si256(at.add(2 * m + 1), _mm256_unpackhi_epi64(first, second));
            }
        }
    }
}

/// `table[x]` = the XOR of `unit(s)` over the bits s of the byte x.
fn fill_linear(table: &mut [u64; 256], unit: impl Fn(usize) -> u64) {
    for x in 1..256 {
        table[x] = table[x & (x - 1)] ^ unit(x.trailing_zeros() as usize);
    }
}

#[cfg(test)]
mod tests;
