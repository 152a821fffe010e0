//! `pairs`: n, then n lines `a b` (one position).

use judge_io::Error;

use super::{line_in, pair_lines, Bound};
use crate::draw::Piles;
use crate::strict::Strict;
use crate::{Generated, Rng};

/// The layout of `pairs`.
pub fn input(pairs: &[(u64, u64)]) -> String {
    format!("{}\n{}", pairs.len(), super::pairs_until_eof::input(pairs))
}

/// The pairs of an input in this layout.
pub fn read(input: &str) -> Vec<(u64, u64)> {
    let v = crate::numbers(input);
    let n = v[0] as usize;
    v[1..1 + 2 * n].chunks(2).map(|p| (p[0], p[1])).collect()
}

/// Checks the layout against the statement: a line with n within `n`,
/// then n lines of a pair, its first value within `first` and its second
/// within `second`.
///
/// # Errors
/// The first break of the layout, or the first token out of its bound.
pub fn validate(
    sc: &mut Strict,
    n: Bound<'_>,
    first: Bound<'_>,
    second: Bound<'_>,
) -> Result<(), Error> {
    let n = line_in(sc, &n)?;
    pair_lines(sc, n, &first, &second)
}

/// One random input of the pairs of `piles` ([`Piles::draw_pairs`]).
pub fn random(rng: &mut Rng, piles: &Piles) -> String {
    input(&piles.draw_pairs(rng))
}

/// `files` judge-data cases `random-small-01`, ... of [`random`] inputs,
/// answered by the search.
pub fn random_small(rng: &mut Rng, files: usize, piles: &Piles) -> Vec<Generated> {
    Generated::searched_series("random-small", 1..=files, |_| random(rng, piles))
}
