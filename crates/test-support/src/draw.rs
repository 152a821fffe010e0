//! Random positions declared by their parameters rather than written out:
//! the piles of one position ([`Piles`]: how many, how large), piles in
//! equal pairs ([`Rng::paired`]: a second-player win by mirroring), and
//! distinct values ([`Rng::distinct`]). Every draw is in a fixed order, so
//! a seed makes the same position on any machine.

use std::ops::RangeInclusive;

use crate::Rng;

/// How one random position is drawn: its number of piles from `count`,
/// then each pile from `values`, in turn (or each pair of values, both
/// from `values`, for the layouts of pairs). `shape::<layout>::random`
/// and `random_small` take it.
///
/// ```
/// use test_support::{draw::Piles, Rng};
/// // 1 to 4 piles of 1 to 8 stones.
/// let piles = Piles::new(1..=4, 1..=8).draw(&mut Rng::new(7));
/// assert!((1..=4).contains(&piles.len()) && piles.iter().all(|p| (1..=8).contains(p)));
/// ```
#[derive(Clone, Debug)]
pub struct Piles {
    /// How many piles (or pairs): drawn first.
    pub count: RangeInclusive<u64>,
    /// Each pile (or each value of a pair): drawn in turn.
    pub values: RangeInclusive<u64>,
}

impl Piles {
    /// `count` piles (or pairs), each from `values`.
    pub fn new(count: RangeInclusive<u64>, values: RangeInclusive<u64>) -> Self {
        Piles { count, values }
    }

    /// One position.
    pub fn draw(&self, rng: &mut Rng) -> Vec<u64> {
        let n = rng.within(&self.count);
        (0..n).map(|_| rng.within(&self.values)).collect()
    }

    /// One list of pairs `(a, b)`, a drawn before b.
    pub fn draw_pairs(&self, rng: &mut Rng) -> Vec<(u64, u64)> {
        let n = rng.within(&self.count);
        (0..n)
            .map(|_| (rng.within(&self.values), rng.within(&self.values)))
            .collect()
    }
}

impl Rng {
    /// Uniform in `range` ([`Rng::range`] of its ends).
    pub fn within(&mut self, range: &RangeInclusive<u64>) -> u64 {
        self.range(*range.start(), *range.end())
    }

    /// `count` values from `values`, drawn in turn.
    pub fn values(&mut self, count: usize, values: RangeInclusive<u64>) -> Vec<u64> {
        (0..count).map(|_| self.within(&values)).collect()
    }

    /// `pairs` values from `values`, each twice, in random order: piles
    /// the second player wins by copying every move on the partner pile.
    pub fn paired(&mut self, pairs: usize, values: RangeInclusive<u64>) -> Vec<u64> {
        self.paired_plus(pairs, values, |_| Vec::new())
    }

    /// [`Rng::paired`] with the piles `more` returns (drawn after the
    /// pairs) shuffled in among them: the first player's move on those
    /// decides, then the copying.
    pub fn paired_plus(
        &mut self,
        pairs: usize,
        values: RangeInclusive<u64>,
        more: impl FnOnce(&mut Rng) -> Vec<u64>,
    ) -> Vec<u64> {
        let half = self.values(pairs, values);
        let mut piles = half.clone();
        piles.extend(half);
        piles.extend(more(self));
        self.shuffle(&mut piles);
        piles
    }

    /// `count` distinct values from `values`, in the order drawn (a draw
    /// that repeats one is dropped). `values` must hold at least `count`.
    pub fn distinct(&mut self, count: usize, values: RangeInclusive<u64>) -> Vec<u64> {
        assert!(values.end() - values.start() + 1 >= count as u64);
        let mut res = Vec::with_capacity(count);
        while res.len() < count {
            let v = self.within(&values);
            if !res.contains(&v) {
                res.push(v);
            }
        }
        res
    }
}

#[cfg(test)]
mod tests {
    use super::Piles;
    use crate::Rng;

    #[test]
    fn draws_stay_within_their_declaration() {
        let mut rng = Rng::new(1);
        for _ in 0..200 {
            let piles = Piles::new(2..=3, 5..=6).draw(&mut rng);
            assert!((2..=3).contains(&piles.len()));
            assert!(piles.iter().all(|v| (5..=6).contains(v)));
            let paired = rng.paired_plus(3, 1..=9, |rng| vec![rng.range(10, 11)]);
            let mut sorted = paired.clone();
            sorted.sort_unstable();
            assert_eq!(sorted.len(), 7);
            assert!(sorted[6] >= 10 && sorted[..6].chunks(2).all(|c| c[0] == c[1]));
            let d = rng.distinct(4, 1..=4);
            let mut d2 = d.clone();
            d2.sort_unstable();
            assert_eq!(d2, [1, 2, 3, 4]);
        }
    }
}
