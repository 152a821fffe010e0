//! The checks of stored judge data against what backs it apart from the
//! solution: every input meets the constraints ([`input_problems`]), every
//! answer equals the search's, the second computation's or the
//! construction's ([`answer_problems`]), compared token-wise as a judge
//! compares ([`first_difference`]).

use std::collections::BTreeMap;
use std::path::Path;

use judge_io::Error;

use crate::{spec, stored_cases, Generated};

/// Whitespace-separated tokens, the unit the judge compares.
pub fn tokens(text: &str) -> Vec<&str> {
    text.split_ascii_whitespace().collect()
}

/// Every stored input in `dir` that `validate` rejects, and why.
pub fn input_problems(dir: &Path, validate: fn(&str) -> Result<(), Error>) -> Vec<String> {
    stored_cases(dir)
        .iter()
        .filter_map(|c| {
            validate(&c.input)
                .err()
                .map(|e| format!("{}.in: {e}", c.stem))
        })
        .collect()
}

/// Every stored input in `dir` that the spec's `validate` rejects, every
/// generic invalid input made from a stored one that it accepts
/// ([`invalidation_problems`](crate::strict::invalidation_problems)), then
/// every problem [`answer_problems`] finds: what `<id>-spec check DIR`
/// reports.
pub fn data_problems(dir: &Path, spec: &spec::Spec) -> Vec<String> {
    let mut problems = input_problems(dir, spec.validate);
    problems.extend(crate::strict::invalidation_problems(dir, spec.validate));
    problems.extend(answer_problems(dir, spec));
    problems
}

/// Whether the stored answers in `dir` are backed independently of the
/// code under test: every problem found. A stored answer must equal the
/// spec's `reference` (the search, run once per case), else its
/// `second_computation`, else the construction of the generated case of
/// that stem; a `sample-*` beyond all three is backed by the statement.
/// Also: a construction that disagrees with the search or the second
/// computation, a generated case not stored or stored with another input,
/// fewer than `min_searched` cases answered by the search itself, or a
/// `min_searched` of 0 (every problem states its minimum). Stored inputs
/// that break the constraints are left to [`input_problems`].
pub fn answer_problems(dir: &Path, spec: &spec::Spec) -> Vec<String> {
    if spec.min_searched == 0 {
        return vec![format!(
            "{}: state how many judge-data cases the exhaustive search must back (min_searched > 0)",
            spec.package
        )];
    }
    let generated = (spec.generated)();
    let by_stem: BTreeMap<&str, &Generated> =
        generated.iter().map(|g| (g.stem.as_str(), g)).collect();
    let stored = stored_cases(dir);
    let mut problems = Vec::new();
    for g in &generated {
        match stored.iter().find(|c| c.stem == g.stem) {
            None => problems.push(format!("{}: generated but not stored", g.stem)),
            Some(c) if c.input != g.input => problems.push(format!(
                "{}.in differs from what the generator makes",
                g.stem
            )),
            Some(_) => {}
        }
    }
    let mut searched = 0;
    // An input that breaks the constraints is reported by
    // `input_problems`; the reference need not read it.
    for c in stored.iter().filter(|c| (spec.validate)(&c.input).is_ok()) {
        let constructed = by_stem
            .get(c.stem.as_str())
            .and_then(|g| g.constructed.as_deref());
        let search = (spec.reference)(&c.input);
        searched += usize::from(search.is_some());
        let search = search.or_else(|| spec.second_computation.and_then(|f| f(&c.input)));
        if let (Some(s), Some(k)) = (&search, constructed) {
            if let Some(diff) = first_difference(s, k) {
                problems.push(format!(
                    "{}: the construction disagrees with the reference: {diff}",
                    c.stem
                ));
                continue;
            }
        }
        match search.as_deref().or(constructed) {
            Some(expected) => {
                if let Some(diff) = first_difference(expected, &c.answer) {
                    problems.push(format!("{}.ans disagrees with its backing: {diff}", c.stem));
                }
            }
            None if c.stem.starts_with("sample-") => {}
            None => problems.push(format!(
                "{}: beyond the reference's reach and not made by the generator: no independent backing",
                c.stem
            )),
        }
    }
    if problems.is_empty() && searched < spec.min_searched {
        problems.push(format!(
            "only {searched} cases are answered by the exhaustive search, fewer than the {} this problem states",
            spec.min_searched
        ));
    }
    problems
}

/// Where `actual` first differs from `expected`, token-wise as a judge
/// compares, described by line: `None` if the tokens are equal.
pub fn first_difference(expected: &str, actual: &str) -> Option<String> {
    if tokens(expected) == tokens(actual) {
        return None;
    }
    let e: Vec<&str> = expected.lines().collect();
    let a: Vec<&str> = actual.lines().collect();
    let shown = |l: Option<&&str>| match l {
        Some(l) => format!("{:?}", cut(l)),
        None => "end of text".to_string(),
    };
    let at = (0..e.len().max(a.len()))
        .find(|&i| e.get(i).map(|l| tokens(l)) != a.get(i).map(|l| tokens(l)))
        .unwrap_or(0);
    Some(format!(
        "line {}: expected {}, found {}",
        at + 1,
        shown(e.get(at)),
        shown(a.get(at))
    ))
}

fn cut(line: &str) -> String {
    let mut s: String = line.chars().take(80).collect();
    if s.len() < line.len() {
        s.push_str("...");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::first_difference;

    #[test]
    fn first_difference_names_the_first_differing_line() {
        assert_eq!(first_difference("Yes\nNo\n", "Yes \n  No"), None);
        assert_eq!(
            first_difference("Yes\nNo\nYes\n", "Yes\nYes\nYes\n").as_deref(),
            Some("line 2: expected \"No\", found \"Yes\"")
        );
        assert_eq!(
            first_difference("1\n2\n", "1\n").as_deref(),
            Some("line 2: expected \"2\", found end of text")
        );
    }
}
