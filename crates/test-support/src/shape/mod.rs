//! The input layouts that `scripts/new-problem`'s shapes name, one module
//! each: `input` writes the layout and `read` parses it back (for a spec's
//! `reference`, which reads inputs the validator has already checked);
//! where specs share them, `validate` checks the exact layout and the
//! statement's bounds, each given as a [`Bound`], through the strict
//! reader ([`Strict`]), `random` draws one input of random
//! piles declared by [`Piles`](crate::draw::Piles) (for `random_input`), and
//! `random_small` the judge data's `random-small-NN` cases of such inputs
//! (for `generated`).
//!
//! ```
//! use judge_io::Error;
//! use test_support::{draw::Piles, shape, Rng, Strict};
//!
//! // n in 1..=100000, then n piles of 1 to 10^9: the statement's bounds.
//! fn validate(sc: &mut Strict) -> Result<(), Error> {
//!     shape::values::validate(sc, ("n", 1..=100_000), ("a_i", 1..=1_000_000_000))
//! }
//! // Twelve files of 1 to 4 piles of 1 to 8, for the search.
//! let cases = shape::values::random_small(&mut Rng::new(891), 12, &Piles::new(1..=4, 1..=8));
//! assert_eq!(cases[11].stem, "random-small-12");
//! assert!(test_support::validate_str(validate, &cases[0].input).is_ok());
//! ```

use std::ops::RangeInclusive;

use judge_io::Error;

use crate::strict::Strict;

pub mod cases;
pub mod counted_pairs;
pub mod pairs;
pub mod pairs_until_eof;
pub mod tree;
pub mod until_zero;
pub mod values;

/// A bound of the statement: the token's name in messages, and its range.
pub type Bound<'a> = (&'a str, RangeInclusive<u64>);

/// The next token, within `bound` ([`Strict::next_in`]).
fn next_in(sc: &mut Strict, bound: &Bound<'_>) -> Result<u64, Error> {
    sc.next_in(bound.0, *bound.1.start(), *bound.1.end())
}

/// A line holding one token within `bound`.
fn line_in(sc: &mut Strict, bound: &Bound<'_>) -> Result<u64, Error> {
    let value = next_in(sc, bound)?;
    sc.end_line()?;
    Ok(value)
}

/// A line of `n` tokens within `bound`.
fn line_of(sc: &mut Strict, n: u64, bound: &Bound<'_>) -> Result<(), Error> {
    for _ in 0..n {
        next_in(sc, bound)?;
    }
    sc.end_line()
}

/// `n` lines of two tokens, the first within `first`, the second within
/// `second`.
fn pair_lines(sc: &mut Strict, n: u64, first: &Bound<'_>, second: &Bound<'_>) -> Result<(), Error> {
    for _ in 0..n {
        next_in(sc, first)?;
        next_in(sc, second)?;
        sc.end_line()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::draw::Piles;
    use crate::{validate_str, Rng};

    #[test]
    fn each_layout_reads_back_what_it_writes() {
        let values = [3, 0, 7];
        assert_eq!(super::values::read(&super::values::input(&values)), values);
        let pairs = [(1, 2), (3, 4)];
        assert_eq!(super::pairs::read(&super::pairs::input(&pairs)), pairs);
        assert_eq!(
            super::pairs_until_eof::read(&super::pairs_until_eof::input(&pairs)),
            pairs
        );
        let counted = vec![vec![(1, 2), (3, 4)], vec![(5, 6)]];
        assert_eq!(
            super::counted_pairs::read(&super::counted_pairs::input(&counted)),
            counted
        );
        let cases = vec![vec![1, 2], vec![5]];
        assert_eq!(super::cases::read(&super::cases::input(&cases)), cases);
        assert_eq!(
            super::until_zero::read(&super::until_zero::input(&cases)),
            cases
        );
        let edges = vec![(0, 1), (1, 2)];
        assert_eq!(
            super::tree::read(&super::tree::input(3, &edges)),
            (3, edges)
        );
    }

    #[test]
    fn random_inputs_meet_the_bounds_they_are_drawn_within() {
        let piles = Piles::new(1..=4, 2..=8);
        let mut rng = Rng::new(5);
        for _ in 0..100 {
            let valid = |input: &str| {
                validate_str(
                    |sc| super::values::validate(sc, ("n", 1..=4), ("a", 2..=8)),
                    input,
                )
            };
            valid(&super::values::random(&mut rng, &piles)).unwrap();
            let input = super::cases::random(&mut rng, 1..=3, &piles);
            validate_str(
                |sc| super::cases::validate(sc, ("T", 1..=3), ("n", 1..=4), ("a", 2..=8)),
                &input,
            )
            .unwrap();
            let input = super::until_zero::random(&mut rng, 1..=3, &piles);
            validate_str(
                |sc| super::until_zero::validate(sc, ("m", 1..=4), ("a", 2..=8)),
                &input,
            )
            .unwrap();
            let input = super::pairs::random(&mut rng, &piles);
            validate_str(
                |sc| super::pairs::validate(sc, ("n", 1..=4), ("a", 2..=8), ("b", 2..=8)),
                &input,
            )
            .unwrap();
            let input = super::counted_pairs::random(&mut rng, 1..=3, &piles);
            validate_str(
                |sc| {
                    super::counted_pairs::validate(
                        sc,
                        ("T", 1..=3),
                        ("n", 1..=4),
                        ("a", 2..=8),
                        ("b", 2..=8),
                    )
                },
                &input,
            )
            .unwrap();
        }
        let bad = validate_str(
            |sc| super::until_zero::validate(sc, ("M", 2..=4), ("a", 2..=8)),
            "1\n5\n0\n",
        )
        .unwrap_err();
        assert_eq!(bad.to_string(), "M = 1 is outside 2..=4 (0 ends the input)");
    }
}
