//! `cases`: T, then per case a line with n and a line with the n numbers.

use std::io::Read;
use std::ops::RangeInclusive;

use judge_io::{Error, Scanner};

use super::{each_in, next_in, Bound};
use crate::draw::Piles;
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

/// Checks the layout against the statement: T within `cases`, then per
/// case n within `n` and n values within `values`.
///
/// # Errors
/// The first token out of its bound.
pub fn validate<R: Read>(
    sc: &mut Scanner<R>,
    cases: Bound<'_>,
    n: Bound<'_>,
    values: Bound<'_>,
) -> Result<(), Error> {
    let t = next_in(sc, &cases)?;
    for _ in 0..t {
        let n = next_in(sc, &n)?;
        each_in(sc, n, &values)?;
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
