//! `cases`: T, then per case a line with n and a line with the n numbers.

use std::ops::RangeInclusive;

use judge_io::Error;

use super::{line_in, line_of, Bound};
use crate::draw::Piles;
use crate::strict::Strict;
use crate::{Generated, Rng};

/// The layout of `cases`.
pub fn input(cases: &[Vec<u64>]) -> String {
    let mut s = format!("{}\n", cases.len());
    for c in cases {
        s.push_str(&format!("{}\n{}\n", c.len(), crate::join(c)));
    }
    s
}

/// The cases of an input in this layout.
pub fn read(input: &str) -> Vec<Vec<u64>> {
    let v = crate::numbers(input);
    let mut cases = Vec::new();
    let mut at = 1;
    for _ in 0..v[0] {
        let n = v[at] as usize;
        cases.push(v[at + 1..at + 1 + n].to_vec());
        at += 1 + n;
    }
    cases
}

/// Checks the layout against the statement: a line with T within
/// `cases`, then per case a line with n within `n` and a line of n values
/// within `values`.
///
/// # Errors
/// The first break of the layout, or the first token out of its bound.
pub fn validate(
    sc: &mut Strict,
    cases: Bound<'_>,
    n: Bound<'_>,
    values: Bound<'_>,
) -> Result<(), Error> {
    let t = line_in(sc, &cases)?;
    for _ in 0..t {
        let n = line_in(sc, &n)?;
        line_of(sc, n, &values)?;
    }
    Ok(())
}

/// One random input: T from `cases`, then T positions of `piles`.
pub fn random(rng: &mut Rng, cases: RangeInclusive<u64>, piles: &Piles) -> String {
    let t = rng.within(&cases);
    input(&(0..t).map(|_| piles.draw(rng)).collect::<Vec<_>>())
}

/// `files` judge-data cases `random-small-01`, ..., each of `cases`
/// positions of `piles`, answered by the search.
pub fn random_small(rng: &mut Rng, files: usize, cases: usize, piles: &Piles) -> Vec<Generated> {
    Generated::searched_series("random-small", 1..=files, |_| {
        input(&(0..cases).map(|_| piles.draw(rng)).collect::<Vec<_>>())
    })
}
