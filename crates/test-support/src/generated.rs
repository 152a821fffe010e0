//! The cases a problem's spec generates for its judge data: each answered
//! by the exhaustive search or known by construction.

use std::ops::RangeInclusive;

/// A case made by a problem's generator.
pub struct Generated {
    /// File stem to store it under.
    pub stem: String,
    /// The input.
    pub input: String,
    /// The answer known by construction (with the argument in the folder's
    /// README), for inputs too large to search; `None` to rely on the search.
    pub constructed: Option<String>,
}

impl Generated {
    /// A case whose answer the exhaustive search must supply.
    pub fn searched(stem: &str, input: String) -> Self {
        Generated {
            stem: stem.to_string(),
            input,
            constructed: None,
        }
    }

    /// Cases `<prefix>-NN` for each number of `numbers` (two digits at
    /// least), the search to answer each, the input of number i made by
    /// `make(i)` in turn: `Generated::searched_series("random-small",
    /// 1..=12, |_| ...)`.
    pub fn searched_series(
        prefix: &str,
        numbers: RangeInclusive<usize>,
        mut make: impl FnMut(usize) -> String,
    ) -> Vec<Self> {
        numbers
            .map(|i| Generated::searched(&format!("{prefix}-{i:02}"), make(i)))
            .collect()
    }

    /// A case the search must answer for each `(stem, input)`: a table of
    /// edge cases.
    pub fn searched_each<'a>(cases: impl IntoIterator<Item = (&'a str, String)>) -> Vec<Self> {
        cases
            .into_iter()
            .map(|(stem, input)| Generated::searched(stem, input))
            .collect()
    }

    /// A case whose answer is known by construction for each `(stem,
    /// input, answer)`: a table of constructed cases.
    pub fn constructed_each<'a>(
        cases: impl IntoIterator<Item = (&'a str, String, &'a str)>,
    ) -> Vec<Self> {
        cases
            .into_iter()
            .map(|(stem, input, answer)| Generated::constructed(stem, input, answer))
            .collect()
    }

    /// A case whose answer is known by construction.
    pub fn constructed(stem: &str, input: String, answer: &str) -> Self {
        Generated {
            stem: stem.to_string(),
            input,
            constructed: Some(answer.to_string()),
        }
    }
}
