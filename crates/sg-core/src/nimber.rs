//! Nimber arithmetic in the field of the nimbers below 2^64.

/// The order of the multiplicative group of the nimbers below 2^64: the
/// non-zero nimbers form the group of the field F_(2^64), cyclic of order
/// 2^64 - 1.
pub const NIM_GROUP_ORDER: u64 = u64::MAX;

/// The prime factors of [`NIM_GROUP_ORDER`] = 2^64 - 1 = 3 * 5 * 17 * 257 *
/// 641 * 65537 * 6700417, each to the first power (the Fermat numbers F0 to
/// F4, and F5 = 641 * 6700417).
pub const NIM_GROUP_ORDER_PRIMES: [u64; 7] = [3, 5, 17, 257, 641, 65537, 6_700_417];

/// Nim-product a ⊗ b of nimbers below 2^`width` (`width` a power of two up
/// to 8), by the half split below, one bit at a time: only for building the
/// byte tables at compile time.
const fn nim_product_bits(a: u64, b: u64, width: u32) -> u64 {
    if width == 1 {
        return a & b;
    }
    let half = width / 2;
    let mask = (1u64 << half) - 1;
    let (a0, a1, b0, b1) = (a & mask, a >> half, b & mask, b >> half);
    let low = nim_product_bits(a0, b0, half);
    let high = nim_product_bits(a1, b1, half);
    let mid = nim_product_bits(a0 ^ a1, b0 ^ b1, half) ^ low;
    (mid << half) ^ low ^ nim_product_bits(high, 1 << (half - 1), half)
}

/// A generator of the multiplicative group of the nimbers below 256 (order
/// 255; the tests check it).
const NIM8_GENERATOR: u64 = 18;

/// `LOG[x]`: the discrete logarithm of the byte x to [`NIM8_GENERATOR`],
/// and 512 for x = 0, so that `EXP[LOG[x] + LOG[y]]` is 0 when either is 0.
/// `EXP[i]`: the generator to the power i for i < 510, 0 from 512 on.
struct Nim8Tables {
    log: [u16; 256],
    exp: [u8; 1025],
}

const fn nim8_tables() -> Nim8Tables {
    let mut tables = Nim8Tables {
        log: [512; 256],
        exp: [0; 1025],
    };
    let mut x = 1;
    let mut i = 0;
    while i < 510 {
        tables.exp[i] = x as u8;
        if i < 255 {
            tables.log[x as usize] = i as u16;
        }
        x = nim_product_bits(x, NIM8_GENERATOR, 8);
        i += 1;
    }
    tables
}

static NIM8: Nim8Tables = nim8_tables();

/// a ⊗ b for bytes, by the tables.
#[inline]
fn nim8(a: u64, b: u64) -> u64 {
    let i = NIM8.log[a as usize] + NIM8.log[b as usize];
    u64::from(NIM8.exp[i as usize])
}

// The Fermat 2-power F = 2^w of a level (w = 8, 16, 32) splits a nimber
// below F^2 into halves: a = a1·F + a0. Since F ⊗ x = F·x for x < F and
// F ⊗ F = F ⊕ F/2, a ⊗ b = (c1 ⊕ c0)·F ⊕ c0 ⊕ (c2 ⊗ F/2), with
// c0 = a0 ⊗ b0, c2 = a1 ⊗ b1, c1 = (a0 ⊕ a1) ⊗ (b0 ⊕ b1) (Karatsuba).
// The product by the constant F/2 = 2^(w-1) has its own split: with
// G = 2^(w/2) and t = G/2, F/2 = G ⊗ t, and for x = x1·G + x0 < F,
// x ⊗ G ⊗ t = ((x1 ⊕ x0) ⊗ t)·G ⊕ ((x1 ⊗ t) ⊗ t).

/// x ⊗ 2^15 for x < 2^16.
#[inline]
fn nim16_half(x: u64) -> u64 {
    let (x0, x1) = (x & 0xff, x >> 8);
    (nim8(x1 ^ x0, 0x80) << 8) ^ nim8(nim8(x1, 0x80), 0x80)
}

/// x ⊗ 2^31 for x < 2^32.
#[inline]
fn nim32_half(x: u64) -> u64 {
    let (x0, x1) = (x & 0xffff, x >> 16);
    (nim16_half(x1 ^ x0) << 16) ^ nim16_half(nim16_half(x1))
}

/// a ⊗ b for a, b < 2^16.
#[inline(always)]
fn nim16(a: u64, b: u64) -> u64 {
    let (a0, a1, b0, b1) = (a & 0xff, a >> 8, b & 0xff, b >> 8);
    let low = nim8(a0, b0);
    let high = nim8(a1, b1);
    let mid = nim8(a0 ^ a1, b0 ^ b1) ^ low;
    (mid << 8) ^ low ^ nim8(high, 0x80)
}

/// a ⊗ b for a, b < 2^32.
#[inline(always)]
fn nim32(a: u64, b: u64) -> u64 {
    let (a0, a1, b0, b1) = (a & 0xffff, a >> 16, b & 0xffff, b >> 16);
    let low = nim16(a0, b0);
    let high = nim16(a1, b1);
    let mid = nim16(a0 ^ a1, b0 ^ b1) ^ low;
    (mid << 16) ^ low ^ nim16_half(high)
}

/// Nim-product a ⊗ b of two nimbers below 2^64.
///
/// The nim-product is defined by the mex: a ⊗ b is the least non-negative
/// integer not of the form (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') with a' < a and
/// b' < b, where ⊕ is the nim-sum (XOR). With ⊕ as addition it makes the
/// integers below 2^(2^k) the field F_(2^(2^k)) (Conway): ⊗ is commutative,
/// associative and distributes over ⊕; 2^(2^n) ⊗ x = 2^(2^n)·x for
/// x < 2^(2^n), and 2^(2^n) ⊗ 2^(2^n) = 3/2·2^(2^n). It is the Grundy value
/// of the product of two games (Lenstra's coin-turning games); a ⊗ 1 = a.
///
/// Computed by splitting both factors into halves at the Fermat 2-powers
/// 2^32, 2^16 and 2^8 (three half-size products per level, Karatsuba) down
/// to bytes, which are multiplied by logarithm tables built at compile time.
///
/// # Complexity
/// O(1): 27 byte products and 27 byte products by a constant, each two or
/// three table reads; no allocation.
///
/// # Examples
/// ```
/// use sg_core::nim_product;
/// assert_eq!(nim_product(2, 2), 3);
/// assert_eq!(nim_product(4, 4), 6);
/// assert_eq!(nim_product(5, 6), 8);
/// assert_eq!(nim_product(3141, 5926), 14994);
/// assert_eq!(nim_product(1 << 63, 1 << 63), 16_017_865_340_936_038_689);
/// assert_eq!(nim_product(u64::MAX, u64::MAX), 11_290_409_524_105_353_207);
/// ```
pub fn nim_product(a: u64, b: u64) -> u64 {
    let (a0, a1, b0, b1) = (a & 0xffff_ffff, a >> 32, b & 0xffff_ffff, b >> 32);
    let low = nim32(a0, b0);
    let high = nim32(a1, b1);
    let mid = nim32(a0 ^ a1, b0 ^ b1) ^ low;
    (mid << 32) ^ low ^ nim32_half(high)
}

/// Nim-power: a multiplied by itself `e` times with [`nim_product`]
/// (a^0 = 1, also for a = 0).
///
/// # Complexity
/// O(log e) nim-products (square and multiply).
///
/// # Examples
/// ```
/// use sg_core::{nim_pow, nim_product};
/// assert_eq!(nim_pow(2, 2), 3);
/// assert_eq!(nim_pow(2, 3), 1); // 2 has order 3
/// assert_eq!(nim_pow(0, 0), 1);
/// assert_eq!(nim_pow(7, 5), nim_product(nim_pow(7, 2), nim_pow(7, 3)));
/// // Every non-zero nimber below 2^64 to the group order is 1.
/// assert_eq!(nim_pow(123_456_789, u64::MAX), 1);
/// ```
pub fn nim_pow(a: u64, mut e: u64) -> u64 {
    let mut base = a;
    let mut res = 1;
    while e > 0 {
        if e & 1 == 1 {
            res = nim_product(res, base);
        }
        base = nim_product(base, base);
        e >>= 1;
    }
    res
}

/// The nim-inverse of a: the x with a ⊗ x = 1, that is a^(2^64 - 2)
/// (Fermat's little theorem in F_(2^64)).
///
/// # Panics
/// If a = 0, which has no inverse.
///
/// # Complexity
/// 126 nim-products.
///
/// # Examples
/// ```
/// use sg_core::{nim_inverse, nim_product};
/// assert_eq!(nim_inverse(1), 1);
/// assert_eq!(nim_inverse(2), 3); // 2 ⊗ 3 = 1
/// let x = 0xDEAD_BEEF_1234_5678;
/// assert_eq!(nim_product(x, nim_inverse(x)), 1);
/// ```
pub fn nim_inverse(a: u64) -> u64 {
    assert!(a != 0, "0 has no nim-inverse");
    nim_pow(a, NIM_GROUP_ORDER - 1)
}

/// The multiplicative order of a non-zero nimber a below 2^64: the least
/// k >= 1 with a^k = 1, a divisor of 2^64 - 1.
///
/// Since 2^64 - 1 is square-free, a prime p divides the order iff
/// a^((2^64 - 1) / p) != 1; the order is the product of those primes.
///
/// # Panics
/// If a = 0, which has no multiplicative order.
///
/// # Complexity
/// 7 nim-powers, about 900 nim-products.
///
/// # Examples
/// ```
/// use sg_core::nim_order;
/// assert_eq!(nim_order(1), 1);
/// assert_eq!(nim_order(2), 3); // the subfield F_4 = {0, 1, 2, 3}
/// assert_eq!(nim_order(8), 5); // in F_16
/// ```
pub fn nim_order(a: u64) -> u64 {
    assert!(a != 0, "0 has no multiplicative order");
    NIM_GROUP_ORDER_PRIMES
        .iter()
        .filter(|&&p| nim_pow(a, NIM_GROUP_ORDER / p) != 1)
        .product()
}

/// The nim discrete logarithm: the least x >= 0 with a^x = b (nim-power),
/// or `None` if there is none.
///
/// For a != 0 a solution exists iff b lies in the subgroup a generates, that
/// is iff b != 0 and the order of b divides the order of a; then the
/// solutions are x ≡ x0 modulo the order of a, and x0 < order(a) is
/// returned. For a = 0: 0^0 = 1 and 0^x = 0 for x >= 1.
///
/// Pohlig-Hellman over the prime factors p of 2^64 - 1: a^(N/p) and b^(N/p)
/// (N = 2^64 - 1) lie in the subgroup of order p; if a^(N/p) = 1 then
/// b^(N/p) must be 1 and p does not divide the order of a; otherwise x mod p
/// is the logarithm of b^(N/p) to a^(N/p), found by baby-step giant-step.
/// The residues are joined by the Chinese remainder theorem.
///
/// # Complexity
/// About 2 sqrt(p) nim-products per prime p, 2 * 2589 for p = 6700417, and
/// 14 nim-powers: some 7000 nim-products; O(sqrt(6700417)) memory.
///
/// # Examples
/// ```
/// use sg_core::{nim_log, nim_pow};
/// assert_eq!(nim_log(2, 3), Some(2)); // 2 ⊗ 2 = 3
/// assert_eq!(nim_log(2, 1), Some(0));
/// assert_eq!(nim_log(8, 2), None); // 8 has order 5, 2 has order 3
/// assert_eq!(nim_log(1, 5), None);
/// let (a, b) = (321_321_321_321, 2);
/// let x = nim_log(a, b).unwrap();
/// assert_eq!(nim_pow(a, x), b);
/// ```
pub fn nim_log(a: u64, b: u64) -> Option<u64> {
    if a == 0 {
        return match b {
            1 => Some(0),
            0 => Some(1),
            _ => None,
        };
    }
    if b == 0 {
        return None;
    }
    // x ≡ residue (mod p) for each prime p of the order of a.
    let mut residues = Vec::new();
    for &p in &NIM_GROUP_ORDER_PRIMES {
        let cofactor = NIM_GROUP_ORDER / p;
        let ap = nim_pow(a, cofactor);
        let bp = nim_pow(b, cofactor);
        if ap == 1 {
            if bp != 1 {
                return None;
            }
            continue;
        }
        residues.push((baby_step_giant_step(ap, bp, p)?, p));
    }
    let order: u64 = residues.iter().map(|&(_, p)| p).product();
    let mut x: u128 = 0;
    for &(r, p) in &residues {
        let rest = order / p;
        // rest is invertible mod the prime p: rest^(p - 2) mod p.
        let inv = pow_mod(rest % p, p - 2, p);
        let term = u128::from(r * inv % p) * u128::from(rest);
        x = (x + term) % u128::from(order);
    }
    Some(x as u64)
}

/// b^e mod m for m < 2^32.
fn pow_mod(mut b: u64, mut e: u64, m: u64) -> u64 {
    let mut res = 1 % m;
    while e > 0 {
        if e & 1 == 1 {
            res = res * b % m;
        }
        b = b * b % m;
        e >>= 1;
    }
    res
}

/// The least d in 0..p with g^d = h, where g has prime order p, or `None`.
fn baby_step_giant_step(g: u64, h: u64, p: u64) -> Option<u64> {
    let mut m = 1;
    while m * m < p {
        m += 1;
    }
    // Baby steps g^j for j < m, sorted by value (all distinct: m <= p).
    let mut baby = Vec::with_capacity(m as usize);
    let mut power = 1;
    for j in 0..m {
        baby.push((power, j));
        power = nim_product(power, g);
    }
    baby.sort_unstable();
    // Giant steps h ⊗ g^(-m i): g^(-m) = g^(p - m) as g^p = 1.
    let giant = nim_pow(g, p - m);
    let mut y = h;
    for i in 0..m {
        if let Ok(k) = baby.binary_search_by(|&(v, _)| v.cmp(&y)) {
            return Some(i * m + baby[k].1);
        }
        y = nim_product(y, giant);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::NIM8_GENERATOR;
    use crate::{
        nim_inverse, nim_log, nim_order, nim_pow, nim_product, NIM_GROUP_ORDER,
        NIM_GROUP_ORDER_PRIMES,
    };
    use test_support::nimber::{nim_products_by_mex, NimProducts};
    use test_support::Rng;

    #[test]
    fn nim_product_matches_the_mex_definition_below_256() {
        // a ⊗ b is the mex of (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b'), a' < a, b' < b.
        let t = nim_products_by_mex(256);
        for (a, row) in t.iter().enumerate() {
            for (b, &product) in row.iter().enumerate() {
                assert_eq!(nim_product(a as u64, b as u64), product, "{a} ⊗ {b}");
            }
        }
    }

    /// Random 64-bit values, and values of every width, powers of two and
    /// the extremes.
    fn nimbers(seed: u64, n: usize) -> Vec<u64> {
        let mut rng = Rng::new(seed);
        let mut res = vec![0, 1, 2, 3, u64::MAX, 1 << 63, 1 << 32, (1 << 32) - 1];
        for i in 0..n {
            res.push(rng.next_u64() >> (i % 64));
        }
        res
    }

    #[test]
    fn nim_product_matches_the_second_multiplication() {
        // test-support's products of powers of two, written apart.
        let second = NimProducts::new();
        let mut rng = Rng::new(4);
        for i in 0..100_000 {
            let (a, b) = (rng.next_u64() >> (i % 64), rng.next_u64() >> (i / 64 % 64));
            assert_eq!(nim_product(a, b), second.product(a, b), "{a} ⊗ {b}");
        }
    }

    #[test]
    fn nim_product_obeys_the_field_laws() {
        let xs = nimbers(1, 300);
        for (i, &a) in xs.iter().enumerate() {
            assert_eq!(nim_product(a, 1), a);
            assert_eq!(nim_product(a, 0), 0);
            for &b in &xs[i..(i + 40).min(xs.len())] {
                assert_eq!(nim_product(a, b), nim_product(b, a));
                for &c in &xs[..20] {
                    assert_eq!(
                        nim_product(nim_product(a, b), c),
                        nim_product(a, nim_product(b, c)),
                        "{a} {b} {c}"
                    );
                    assert_eq!(
                        nim_product(a, b ^ c),
                        nim_product(a, b) ^ nim_product(a, c),
                        "{a} {b} {c}"
                    );
                }
            }
        }
    }

    #[test]
    fn fermat_two_powers_multiply_as_the_rules_say() {
        for n in 0..6 {
            let f = 1u64 << (1 << n);
            if f == 0 {
                continue;
            }
            // F ⊗ F = 3F/2, and F ⊗ x = F x for x < F.
            assert_eq!(nim_product(f, f), f ^ (f >> 1), "F = {f}");
            for x in nimbers(n, 50) {
                let x = x % f;
                assert_eq!(nim_product(f, x), f * x, "F = {f}, x = {x}");
            }
        }
        // 2^32 ⊗ 2^32 = 3·2^31, and the rule at the top: 2^63 = 2^32 ⊗ 2^31.
        assert_eq!(nim_product(1 << 32, 1 << 31), 1 << 63);
    }

    #[test]
    fn byte_tables_use_a_generator() {
        assert_eq!(nim_order(NIM8_GENERATOR), 255);
    }

    #[test]
    fn inverses_powers_and_orders_agree() {
        for a in nimbers(2, 200).into_iter().filter(|&a| a != 0) {
            let inv = nim_inverse(a);
            assert_eq!(nim_product(a, inv), 1, "{a}");
            let order = nim_order(a);
            assert_eq!(NIM_GROUP_ORDER % order, 0);
            assert_eq!(nim_pow(a, order), 1, "{a}");
            for &p in &NIM_GROUP_ORDER_PRIMES {
                if order % p == 0 {
                    assert_ne!(nim_pow(a, order / p), 1, "{a}");
                }
            }
            assert_eq!(nim_pow(a, 5), nim_product(nim_pow(a, 2), nim_pow(a, 3)));
            assert_eq!(nim_pow(a, NIM_GROUP_ORDER), 1);
        }
        // The subfields: below 2^(2^k) the orders divide 2^(2^k) - 1.
        for k in 0..6 {
            let bound = 1u64 << (1 << k);
            for a in nimbers(k, 30)
                .into_iter()
                .map(|a| a % bound)
                .filter(|&a| a != 0)
            {
                assert_eq!((bound - 1) % nim_order(a), 0, "{a} below {bound}");
            }
        }
    }

    #[test]
    fn nim_log_finds_the_least_exponent_or_none() {
        // By brute force on small orders: F_256's elements.
        for a in 1..256u64 {
            let order = nim_order(a);
            for b in 0..256u64 {
                let want = (0..order).find(|&x| nim_pow(a, x) == b);
                assert_eq!(nim_log(a, b), want, "log_{a} {b}");
            }
        }
        assert_eq!(nim_log(0, 0), Some(1));
        assert_eq!(nim_log(0, 1), Some(0));
        assert_eq!(nim_log(0, 5), None);
        assert_eq!(nim_log(5, 0), None);
    }

    #[test]
    fn nim_log_and_nim_pow_round_trip_on_random_values() {
        let xs = nimbers(3, 60);
        for (i, &a) in xs.iter().enumerate().filter(|&(_, &a)| a > 1) {
            // b in the subgroup of a: found, and the least exponent.
            let e = xs[(i * 7 + 3) % xs.len()];
            let b = nim_pow(a, e);
            let x = nim_log(a, b).expect("b is a power of a");
            assert_eq!(nim_pow(a, x), b, "{a} {b}");
            assert!(x < nim_order(a));
            assert_eq!(x, e % nim_order(a));
            // Any b: a solution exactly when order(b) divides order(a).
            let c = xs[(i * 13 + 5) % xs.len()];
            if c != 0 {
                let solvable = nim_order(a) % nim_order(c) == 0;
                match nim_log(a, c) {
                    Some(x) => assert_eq!(nim_pow(a, x), c),
                    None => assert!(!solvable, "log_{a} {c}"),
                }
                assert_eq!(nim_log(a, c).is_some(), solvable, "log_{a} {c}");
            }
        }
    }
}
