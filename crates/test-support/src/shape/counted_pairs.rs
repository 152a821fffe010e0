//! `counted-pairs`: T, then per case a line with n and n lines `a b`
//! (ABC206 F's intervals, HDU 1851's piles).

use std::ops::RangeInclusive;

use judge_io::Error;

use super::{line_in, pair_lines, Bound};
use crate::draw::Piles;
use crate::strict::Strict;
use crate::{Generated, Rng};

/// The layout of `counted-pairs`.
pub fn input<T: std::fmt::Display>(cases: &[Vec<(T, T)>]) -> String {
    let mut s = format!("{}\n", cases.len());
    for c in cases {
        s.push_str(&format!("{}\n", c.len()));
        for (a, b) in c {
            s.push_str(&format!("{a} {b}\n"));
        }
    }
    s
}

/// The cases of an input in this layout.
pub fn read(input: &str) -> Vec<Vec<(u64, u64)>> {
    let v = crate::numbers(input);
    let mut cases = Vec::new();
    let mut at = 1;
    for _ in 0..v[0] {
        let n = v[at] as usize;
        cases.push(
            v[at + 1..at + 1 + 2 * n]
                .chunks(2)
                .map(|p| (p[0], p[1]))
                .collect(),
        );
        at += 1 + 2 * n;
    }
    cases
}

/// Checks the layout against the statement: a line with T within
/// `cases`, then per case a line with n within `n` and n lines of a pair,
/// its first value within `first` and its second within `second`.
///
/// # Errors
/// The first break of the layout, or the first token out of its bound.
pub fn validate(
    sc: &mut Strict,
    cases: Bound<'_>,
    n: Bound<'_>,
    first: Bound<'_>,
    second: Bound<'_>,
) -> Result<(), Error> {
    let t = line_in(sc, &cases)?;
    for _ in 0..t {
        let n = line_in(sc, &n)?;
        pair_lines(sc, n, &first, &second)?;
    }
    Ok(())
}

/// One random input: T from `cases`, then T lists of the pairs of `piles`
/// ([`Piles::draw_pairs`]).
pub fn random(rng: &mut Rng, cases: RangeInclusive<u64>, piles: &Piles) -> String {
    let t = rng.within(&cases);
    input(&(0..t).map(|_| piles.draw_pairs(rng)).collect::<Vec<_>>())
}

/// `files` judge-data cases `random-small-01`, ..., each of `cases` lists
/// of the pairs of `piles`, answered by the search.
pub fn random_small(rng: &mut Rng, files: usize, cases: usize, piles: &Piles) -> Vec<Generated> {
    Generated::searched_series("random-small", 1..=files, |_| {
        input(
            &(0..cases)
                .map(|_| piles.draw_pairs(rng))
                .collect::<Vec<_>>(),
        )
    })
}
