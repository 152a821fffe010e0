//! `values`: n, then the n values on one line (one position).

use std::io::Read;

use judge_io::{Error, Scanner};

use super::{each_in, next_in, Bound};
use crate::draw::Piles;
use crate::{Generated, Rng};

/// The layout of `values`.
pub fn input(values: &[u64]) -> String {
    format!("{}\n{}\n", values.len(), crate::join(values))
}

/// The values of an input in this layout.
pub fn read(input: &str) -> Vec<u64> {
    crate::numbers(input).split_off(1)
}

/// Checks the layout against the statement: n within `n`, then n values
/// within `values`.
///
/// # Errors
/// The first token out of its bound.
pub fn validate<R: Read>(
    sc: &mut Scanner<R>,
    n: Bound<'_>,
    values: Bound<'_>,
) -> Result<(), Error> {
    let n = next_in(sc, &n)?;
    each_in(sc, n, &values)
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
