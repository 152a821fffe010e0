//! `values`: n, then the n values on one line (one position).

use judge_io::Error;

use super::{line_in, line_of, Bound};
use crate::draw::Piles;
use crate::strict::Strict;
use crate::{Generated, Rng};

/// The layout of `values`.
pub fn input(values: &[u64]) -> String {
    format!("{}\n{}\n", values.len(), crate::join(values))
}

/// The values of an input in this layout.
pub fn read(input: &str) -> Vec<u64> {
    crate::numbers(input).split_off(1)
}

/// Checks the layout against the statement: a line with n within `n`,
/// then a line of n values within `values`.
///
/// # Errors
/// The first break of the layout, or the first token out of its bound.
pub fn validate(sc: &mut Strict, n: Bound<'_>, values: Bound<'_>) -> Result<(), Error> {
    let n = line_in(sc, &n)?;
    line_of(sc, n, &values)
}

/// One random input of `piles`.
pub fn random(rng: &mut Rng, piles: &Piles) -> String {
    input(&piles.draw(rng))
}

/// `files` judge-data cases `random-small-01`, ... of [`random`] inputs,
/// answered by the search.
pub fn random_small(rng: &mut Rng, files: usize, piles: &Piles) -> Vec<Generated> {
    Generated::searched_series("random-small", 1..=files, |_| random(rng, piles))
}
