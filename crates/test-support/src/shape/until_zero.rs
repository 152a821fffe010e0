//! `until-zero`: cases of n and n numbers, until a case with n = 0.

use std::ops::RangeInclusive;

use judge_io::Error;

use super::{line_in, line_of, Bound};
use crate::draw::Piles;
use crate::strict::Strict;
use crate::{Generated, Rng};

/// The layout of `until-zero`, ending with the line `0`.
pub fn input(cases: &[Vec<u64>]) -> String {
    let mut s = String::new();
    for c in cases {
        s.push_str(&format!("{}\n{}\n", c.len(), crate::join(c)));
    }
    s + "0\n"
}

/// The cases of an input in this layout.
pub fn read(input: &str) -> Vec<Vec<u64>> {
    let v = crate::numbers(input);
    let mut cases = Vec::new();
    let mut at = 0;
    while v[at] != 0 {
        let n = v[at] as usize;
        cases.push(v[at + 1..at + 1 + n].to_vec());
        at += 1 + n;
    }
    cases
}

/// Checks the layout against the statement: cases of a line with n within
/// `n` and a line of n values within `values`, until a line with n = 0,
/// the input's last.
///
/// # Errors
/// The first break of the layout, or the first token out of its bound.
pub fn validate(sc: &mut Strict, n: Bound<'_>, values: Bound<'_>) -> Result<(), Error> {
    let (name, range) = &n;
    loop {
        let m = line_in(sc, &(name, 0..=*range.end()))?;
        if m == 0 {
            return Ok(());
        }
        if m < *range.start() {
            return Err(Error::new(format!(
                "{name} = {m} is outside {}..={} (0 ends the input)",
                range.start(),
                range.end()
            )));
        }
        line_of(sc, m, &values)?;
    }
}

/// One random input: a number of cases from `cases`, each a position of
/// `piles`, then 0.
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
