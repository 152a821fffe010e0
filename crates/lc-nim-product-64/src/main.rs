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
mod tests {
    use std::io::Read;
    use std::sync::Mutex;

    use judge_io::{Error, Scanner};
    use test_support::nimber::{
        nim_products_by_mex, power_of_two_product, random_pairs, NimProducts,
    };
    use test_support::{
        check, check_malformed, check_table, counted_pairs, counted_pairs_input_one, run_str,
        Expect, Generated, Rng,
    };

    use super::{carry_less_product, run, solve, Field};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, 2^64, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "2\n5 3\n18446744073709551615 2\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("missing operand", "2\n5 3\n7\n", Reject("end of input")),
                ("missing pair", "2\n5 3\n", Reject("end of input")),
                (
                    "T past u64",
                    "18446744073709551616\n1 1\n",
                    Reject("found `18446744073709551616`"),
                ),
                (
                    "operand 2^64",
                    "1\n18446744073709551616 1\n",
                    Reject(
                        "token 2: expected an unsigned integer (u64), found `18446744073709551616`",
                    ),
                ),
                ("signed operand", "1\n-1 1\n", Reject("found `-1`")),
                // Outside the statement's bounds, but still answered.
                ("T = 0", "0\n", Answer("")),
                (
                    "extremes",
                    "1\n18446744073709551615 1\n",
                    Answer("18446744073709551615\n"),
                ),
                ("zero", "1\n0 18446744073709551615\n", Answer("0\n")),
            ],
        );
    }

    /// The mex table below 128, computed once for all the tests.
    static MEX: Mutex<Vec<Vec<u64>>> = Mutex::new(Vec::new());

    fn by_mex(a: u64, b: u64) -> Option<u64> {
        const N: usize = 128;
        let mut table = MEX.lock().unwrap_or_else(|e| e.into_inner());
        if table.is_empty() {
            *table = nim_products_by_mex(N);
        }
        (a < N as u64 && b < N as u64).then(|| table[a as usize][b as usize])
    }

    #[test]
    fn matches_the_mex_definition_below_128() {
        let field = Field::new();
        for a in 0..128 {
            for b in 0..128 {
                assert_eq!(Some(solve(&field, a, b)), by_mex(a, b), "{a} ⊗ {b}");
            }
        }
    }

    #[test]
    fn the_change_of_basis_agrees_with_the_second_multiplication() {
        let field = Field::new();
        let nim = NimProducts::new();
        let mut rng = Rng::new(64);
        for i in 0..20_000 {
            let (a, b) = (rng.next_u64() >> (i % 64), rng.next_u64());
            let want = nim.product(a, b);
            assert_eq!(field.product(a, b, carry_less_product), want, "{a} ⊗ {b}");
        }
        for i in 0..64 {
            for j in 0..64 {
                assert_eq!(
                    solve(&field, 1 << i, 1 << j),
                    power_of_two_product(i, j),
                    "2^{i} ⊗ 2^{j}"
                );
            }
        }
    }

    #[test]
    fn the_binary_path_matches_the_second_multiplication_on_a_long_input() {
        // `run` takes the PCLMULQDQ path where the processor has it.
        let pairs = random_pairs(&mut Rng::new(5), 50_000);
        let answer = run_str(run, &counted_pairs_input_one(&pairs)).unwrap();
        assert_eq!(answer, second(&pairs));
    }

    #[test]
    fn the_largest_benchmark_input_matches_the_second_multiplication() {
        // What examples/lc-nim-product-64-bench-inputs.rs writes: T = 10^6.
        let pairs = random_pairs(&mut Rng::new(1_000_000), 1_000_000);
        let answer = run_str(run, &counted_pairs_input_one(&pairs)).unwrap();
        assert_eq!(answer, second(&pairs));
    }

    #[test]
    fn carry_less_product_matches_shift_and_add() {
        let mut rng = Rng::new(3);
        for _ in 0..2000 {
            let (a, b) = (rng.next_u64(), rng.next_u64());
            let mut want: u128 = 0;
            for s in 0..64 {
                if b >> s & 1 == 1 {
                    want ^= u128::from(a) << s;
                }
            }
            assert_eq!(carry_less_product(a, b), (want as u64, (want >> 64) as u64));
        }
    }

    /// The statement's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let t = sc.next_in("T", 1u64, 1_000_000)?;
        for _ in 0..2 * t {
            sc.next::<u64>()?;
        }
        Ok(())
    }

    /// A random input for `scripts/stress`: up to 4 * size pairs of values
    /// below 2^min(size, 7) (what the mex definition answers).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let top = (1u64 << size.min(7)) - 1;
        let pairs: Vec<(u64, u64)> = (0..rng.range(1, 4 * size))
            .map(|_| (rng.range(0, top), rng.range(0, top)))
            .collect();
        counted_pairs_input_one(&pairs)
    }

    test_support::stress_tests! {
        run: run,
        reference: reference,
        random_input: random_input,
    }

    /// The mex definition's answer when every value is below 128.
    fn reference(input: &str) -> Option<String> {
        let pairs = counted_pairs(input);
        let mut res = String::new();
        for (a, b) in pairs {
            res.push_str(&format!("{}\n", by_mex(a, b)?));
        }
        Some(res)
    }

    /// The second multiplication's answer.
    fn second(pairs: &[(u64, u64)]) -> String {
        let nim = NimProducts::new();
        pairs
            .iter()
            .map(|&(a, b)| format!("{}\n", nim.product(a, b)))
            .collect()
    }

    fn constructed(stem: &str, pairs: &[(u64, u64)]) -> Generated {
        Generated::constructed(stem, counted_pairs_input_one(pairs), &second(pairs))
    }

    /// The generated cases; judge-data/lc-nim-product-64/README.md says what
    /// backs each.
    fn generated() -> Vec<Generated> {
        let mut cases = Vec::new();
        let mut rng = Rng::new(64);
        let all_below_16: Vec<(u64, u64)> = (0..256).map(|i| (i / 16, i % 16)).collect();
        cases.push(Generated::searched(
            "small-all-below-16",
            counted_pairs_input_one(&all_below_16),
        ));
        for i in 1..=8 {
            let t = rng.range(1, 300) as usize;
            let pairs: Vec<(u64, u64)> = (0..t)
                .map(|_| (rng.range(0, 127), rng.range(0, 127)))
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                counted_pairs_input_one(&pairs),
            ));
        }
        // Fermat 2-powers and their halves, below 128: the rules' own cases.
        let fermat: Vec<(u64, u64)> = [1u64, 2, 4, 16, 8, 64, 3, 12, 96]
            .iter()
            .flat_map(|&a| [1u64, 2, 4, 16, 8, 64, 127].iter().map(move |&b| (a, b)))
            .collect();
        cases.push(Generated::searched(
            "edge-fermat-powers-below-128",
            counted_pairs_input_one(&fermat),
        ));
        let extremes = [
            0,
            1,
            2,
            3,
            1 << 63,
            u64::MAX,
            u64::MAX - 1,
            1 << 32,
            (1 << 32) - 1,
        ];
        let pairs: Vec<(u64, u64)> = extremes
            .iter()
            .flat_map(|&a| extremes.iter().map(move |&b| (a, b)))
            .collect();
        cases.push(constructed("edge-extremes", &pairs));
        // Elements of the subfields F_4, F_16, F_256, F_65536, F_(2^32),
        // paired within and across them: products stay in the larger one.
        let mut subfields = Vec::new();
        for k in 1..=5 {
            let bound = 1u64 << (1 << k);
            for _ in 0..40 {
                let other = 1u64 << (1 << rng.range(1, 5));
                subfields.push((rng.next_u64() % bound, rng.next_u64() % other));
            }
        }
        cases.push(constructed("edge-subfields", &subfields));
        let powers: Vec<(u64, u64)> = (0..64)
            .flat_map(|i| (0..64).map(move |j| (1u64 << i, 1u64 << j)))
            .collect();
        cases.push(constructed("max-powers-of-two", &powers));
        let random = random_pairs(&mut rng, 50_000);
        cases.push(constructed("max-t-50000-random", &random));
        cases
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 10,
    }
}
