//! A second nim-multiplication, written apart from `sg_core::nim_product`
//! and from the problems' fast paths, to back answers too large for the
//! definition: the statement's own method (Codeforces 1310F gives it as
//! pseudo-code), products of powers of two.
//!
//! Every nimber is a nim-sum of powers of two, and ⊗ distributes over ⊕, so
//! a ⊗ b is the nim-sum of 2^i ⊗ 2^j over the bits i of a and j of b. Those
//! come from the Fermat 2-powers F = 2^(2^n): F ⊗ x = F·x for x < F and
//! F ⊗ F = 3F/2 ([`power_of_two_product`]). No Karatsuba split, no
//! logarithm tables: the 64 x 64 products of powers of two are tabulated,
//! then folded into rows by bytes of the second factor.
//!
//! Checked against the mex definition itself ([`nim_products_by_mex`]) in
//! this crate's tests.

use crate::Rng;

/// 2^i ⊗ 2^j for i, j < 64, with `memo` holding the ones already known.
fn power_product(i: usize, j: usize, memo: &mut [[Option<u64>; 64]; 64]) -> u64 {
    if let Some(v) = memo[i][j] {
        return v;
    }
    let v = if i == 0 || j == 0 {
        1u64 << (i + j)
    } else {
        // F = 2^(2^n) = 2^p, the largest Fermat 2-power at most max(2^i, 2^j).
        let p = 1usize << (usize::BITS - 1 - i.max(j).leading_zeros());
        if i >= p && j >= p {
            // (2^(i-p) ⊗ F) ⊗ (2^(j-p) ⊗ F) = (2^(i-p) ⊗ 2^(j-p)) ⊗ (F ⊕ F/2).
            let rest = power_product(i - p, j - p, memo);
            let three_halves = (1u64 << p) | (1u64 << (p - 1));
            product_by_bits(three_halves, rest, memo)
        } else if i >= p {
            // 2^(i-p) ⊗ 2^j < F, and F ⊗ x = F·x for x < F.
            power_product(i - p, j, memo) << p
        } else {
            power_product(i, j - p, memo) << p
        }
    };
    memo[i][j] = Some(v);
    v
}

/// a ⊗ b as the nim-sum of 2^i ⊗ 2^j over the bits of a and b.
fn product_by_bits(a: u64, b: u64, memo: &mut [[Option<u64>; 64]; 64]) -> u64 {
    let mut res = 0;
    for i in (0..64).filter(|&i| a >> i & 1 == 1) {
        for j in (0..64).filter(|&j| b >> j & 1 == 1) {
            res ^= power_product(i, j, memo);
        }
    }
    res
}

/// 2^i ⊗ 2^j, by the Fermat 2-power rules alone.
///
/// # Panics
/// If i or j is 64 or more.
pub fn power_of_two_product(i: u32, j: u32) -> u64 {
    let mut memo = [[None; 64]; 64];
    power_product(i as usize, j as usize, &mut memo)
}

/// Nim-products of nimbers below 2^64 by powers of two: `rows[8i + k][x]`
/// is 2^i ⊗ (x·2^(8k)) for a byte x, so a ⊗ b is the nim-sum, over the bits
/// i of a and the bytes k of b, of one row entry each.
pub struct NimProducts {
    rows: Vec<[u64; 256]>,
}

impl NimProducts {
    /// The tables: the 4096 products of powers of two, then 512 rows of 256.
    pub fn new() -> Self {
        let mut memo = [[None; 64]; 64];
        let mut rows = vec![[0u64; 256]; 64 * 8];
        for i in 0..64 {
            for k in 0..8 {
                let row = &mut rows[8 * i + k];
                for x in 1..256usize {
                    let low = x.trailing_zeros() as usize;
                    row[x] = row[x & (x - 1)] ^ power_product(i, 8 * k + low, &mut memo);
                }
            }
        }
        NimProducts { rows }
    }

    /// a ⊗ b.
    pub fn product(&self, a: u64, b: u64) -> u64 {
        let mut res = 0;
        let mut bits = a;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            for k in 0..8 {
                res ^= self.rows[8 * i + k][(b >> (8 * k)) as usize & 0xff];
            }
        }
        res
    }

    /// a to the nim-power e (a^0 = 1).
    pub fn pow(&self, a: u64, mut e: u64) -> u64 {
        let (mut base, mut res) = (a, 1);
        while e > 0 {
            if e & 1 == 1 {
                res = self.product(res, base);
            }
            base = self.product(base, base);
            e >>= 1;
        }
        res
    }
}

impl Default for NimProducts {
    fn default() -> Self {
        Self::new()
    }
}

/// The nim-products of all a, b < n by the definition: a ⊗ b is the least
/// value not of the form (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') with a' < a and
/// b' < b. `table[a][b]` is a ⊗ b. O(n^4) time.
pub fn nim_products_by_mex(n: usize) -> Vec<Vec<u64>> {
    let mut table = vec![vec![0u64; n]; n];
    // Products below n^2 stay below the next power of two squared.
    let bound = (n.next_power_of_two() * n.next_power_of_two()).max(2);
    let mut seen = vec![false; bound + 1];
    for a in 0..n {
        for b in 0..n {
            seen.iter_mut().for_each(|s| *s = false);
            for a2 in 0..a {
                for b2 in 0..b {
                    let v = (table[a2][b] ^ table[a][b2] ^ table[a2][b2]) as usize;
                    if v < seen.len() {
                        seen[v] = true;
                    }
                }
            }
            table[a][b] = seen.iter().position(|&s| !s).expect("a free value") as u64;
        }
    }
    table
}

/// `t` random pairs of nimbers as the Library Checker's "random" cases
/// draw them, with a share of bytes, powers of two and values near 2^64.
pub fn random_pairs(rng: &mut Rng, t: usize) -> Vec<(u64, u64)> {
    let mut value = |k: usize| match k % 16 {
        0 => rng.range(0, 255),
        1 => 1 << rng.range(0, 63),
        2 => u64::MAX - rng.range(0, 3),
        _ => rng.next_u64(),
    };
    (0..t).map(|i| (value(i), value(i + 7))).collect()
}

#[cfg(test)]
mod tests {
    use super::{nim_products_by_mex, power_of_two_product, NimProducts};
    use crate::Rng;

    #[test]
    fn products_match_the_mex_definition_below_128() {
        let nim = NimProducts::new();
        let table = nim_products_by_mex(128);
        for (a, row) in table.iter().enumerate() {
            for (b, &want) in row.iter().enumerate() {
                assert_eq!(nim.product(a as u64, b as u64), want, "{a} ⊗ {b}");
            }
        }
    }

    #[test]
    fn fermat_two_powers_and_known_values() {
        assert_eq!(power_of_two_product(1, 1), 3);
        assert_eq!(power_of_two_product(2, 2), 6);
        assert_eq!(power_of_two_product(3, 3), 13);
        assert_eq!(power_of_two_product(5, 6), 141);
        assert_eq!(power_of_two_product(63, 63), 16_017_865_340_936_038_689);
        let nim = NimProducts::new();
        assert_eq!(nim.product(3141, 5926), 14994);
        assert_eq!(nim.product(u64::MAX, u64::MAX), 11_290_409_524_105_353_207);
        for n in 0..6 {
            let f = 1u64 << (1 << n);
            assert_eq!(nim.product(f, f), f | f >> 1);
        }
    }

    #[test]
    fn field_laws_on_random_values() {
        let nim = NimProducts::new();
        let mut rng = Rng::new(19);
        for _ in 0..2000 {
            let (a, b, c) = (rng.next_u64(), rng.next_u64(), rng.next_u64());
            assert_eq!(nim.product(a, b), nim.product(b, a));
            assert_eq!(
                nim.product(nim.product(a, b), c),
                nim.product(a, nim.product(b, c))
            );
            assert_eq!(nim.product(a, b ^ c), nim.product(a, b) ^ nim.product(a, c));
            assert_eq!(nim.pow(a, u64::MAX), u64::from(a != 0));
        }
    }
}
