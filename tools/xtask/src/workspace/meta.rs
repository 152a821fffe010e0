//! A problem's `[package.metadata.problem]`, read from `cargo metadata`'s
//! JSON and validated key by key, every message naming the manifest.

use std::path::PathBuf;

use serde_json::Value;

use super::{Rule, Target};
use crate::Result;

/// The keys of `[package.metadata.problem]`.
pub const META_KEYS: &str = "url, time-limit, memory-limit, judge, compare, checker, jury";

/// A problem's `[package.metadata.problem]`, validated. Every key but
/// `checker` and `jury` is required: no limit is ever assumed silently.
#[derive(Clone, Debug)]
pub struct Meta {
    /// The statement.
    pub url: String,
    /// Seconds.
    pub time_limit: f64,
    /// MiB.
    pub memory_limit: f64,
    /// Where it is submitted (`judge`: one name or a list, the first the
    /// default bundle target).
    pub judges: Vec<Target>,
    /// How its judges compare an output with the answer.
    pub compare: Rule,
    /// A binary target of the problem's crate that judges an answer
    /// (`CHECKER INPUT OUTPUT ANSWER`), for problems with many right answers.
    pub checker: Option<String>,
    /// A binary target of the problem's crate that plays the judge's side
    /// of an interactive problem (`JURY INPUT ANSWER`, talking to the
    /// program through its stdin and stdout).
    pub jury: Option<String>,
}

impl Meta {
    /// The stack every program gets on this problem, in MiB: the memory
    /// limit, or the largest stack its judges publish where larger.
    pub fn stack_mib(&self) -> f64 {
        self.judges
            .iter()
            .filter_map(|t| t.stack_mib())
            .fold(self.memory_limit, f64::max)
    }
}

/// `[package.metadata.problem]` of the package `id`, whose manifest is shown
/// as `manifest` and whose binary and example targets are `bins` and
/// `examples`.
pub(super) fn problem_meta(
    metadata: &Value,
    manifest: &str,
    bins: &[(String, PathBuf)],
    examples: &[String],
    id: &str,
) -> Result<Meta> {
    let fail = |what: String| format!("{manifest}: [package.metadata.problem]: {what}");
    let table = match metadata.get("problem") {
        Some(Value::Object(table)) => table,
        Some(_) => return Err(fail("must be a table".into())),
        None => {
            return Err(format!(
                "{manifest}: no [package.metadata.problem] (a problem crate states {META_KEYS})"
            ))
        }
    };
    for key in table.keys() {
        if !META_KEYS.split(", ").any(|k| k == key) {
            return Err(fail(format!("unknown key `{key}` (the keys: {META_KEYS})")));
        }
    }
    let string = |key: &str| -> Result<Option<String>> {
        match table.get(key) {
            None => Ok(None),
            Some(Value::String(s)) if !s.trim().is_empty() => Ok(Some(s.clone())),
            Some(v) => Err(fail(format!(
                "{key} = {v}: expected a non-empty \"string\""
            ))),
        }
    };
    let required = |key: &str, what: &str| -> Result<Value> {
        table
            .get(key)
            .cloned()
            .ok_or_else(|| fail(format!("no `{key}` ({what})")))
    };
    let positive = |key: &str, unit: &str| -> Result<f64> {
        let v = required(key, unit)?;
        match v.as_f64() {
            Some(x) if x > 0.0 && x.is_finite() && x <= 1e6 => Ok(x),
            _ => Err(fail(format!(
                "{key} = {v}: expected a positive number of {unit}"
            ))),
        }
    };
    let url = string("url")?.ok_or_else(|| fail("no `url` (the statement)".into()))?;
    if url.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(fail(format!("url = {url:?}: percent-encode spaces")));
    }
    let time_limit = positive("time-limit", "seconds")?;
    let memory_limit = positive("memory-limit", "MiB")?;
    let judge_value = required("judge", "where it is submitted")?;
    let names: Vec<Option<&str>> = match &judge_value {
        Value::String(name) => vec![Some(name.as_str())],
        Value::Array(list) => list.iter().map(Value::as_str).collect(),
        _ => vec![None],
    };
    let judges: Vec<Target> = names
        .iter()
        .map(|n| n.and_then(Target::parse))
        .collect::<Option<_>>()
        .filter(|list: &Vec<Target>| !list.is_empty())
        .ok_or_else(|| {
            fail(format!(
                "judge = {judge_value}: expected one of {} or a list of them",
                Target::names()
            ))
        })?;
    let compare_value = required("compare", "how its judges compare answers")?;
    let compare = compare_value
        .as_str()
        .and_then(Rule::parse)
        .ok_or_else(|| {
            fail(format!(
                "compare = {compare_value}: expected \"tokens\", \"tokens-any-case\" or \"lines\""
            ))
        })?;
    let checker = string("checker")?;
    if let Some(name) = &checker {
        if name == id || !bins.iter().any(|(n, _)| n == name) {
            return Err(fail(format!(
                "checker = {name:?}: not a binary of this crate besides `{id}` (src/bin/{name}.rs)"
            )));
        }
    }
    // A jury is judge-side code, like the benchmark inputs: an example,
    // which may use the test crates (the exhaustive search).
    let jury = string("jury")?;
    if let Some(name) = &jury {
        if !examples.contains(name) {
            return Err(fail(format!(
                "jury = {name:?}: not an example of this crate (examples/{name}.rs)"
            )));
        }
    }
    if checker.is_some() && jury.is_some() {
        return Err(fail(
            "both `checker` and `jury`: an interactive problem's jury is its judge".into(),
        ));
    }
    Ok(Meta {
        url,
        time_limit,
        memory_limit,
        judges,
        compare,
        checker,
        jury,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{problem_meta, Rule, Target};

    fn meta(value: serde_json::Value) -> Result<super::Meta, String> {
        let bins = vec![
            ("p".to_string(), "src/main.rs".into()),
            ("p-checker".to_string(), "src/bin/p-checker.rs".into()),
        ];
        problem_meta(
            &json!({ "problem": value }),
            "crates/p/Cargo.toml",
            &bins,
            &["p-jury".to_string()],
            "p",
        )
    }

    #[test]
    fn complete_metadata_is_read() {
        let m = meta(json!({"url": "https://x/1", "time-limit": 2, "memory-limit": 9.77, "judge": "atcoder", "compare": "tokens"}))
            .unwrap();
        assert_eq!(m.time_limit, 2.0);
        assert_eq!(m.memory_limit, 9.77);
        assert_eq!(m.judges, [Target::Atcoder]);
        assert_eq!(m.compare, Rule::Tokens);
        assert_eq!(m.stack_mib(), 1024.0);
        assert_eq!(m.checker, None);
        let m = meta(json!({"url": "u", "time-limit": 1, "memory-limit": 1, "judge": "plain", "compare": "lines", "checker": "p-checker"}))
            .unwrap();
        assert_eq!(m.checker.as_deref(), Some("p-checker"));
        assert_eq!(m.compare, Rule::Lines);
        assert_eq!(m.stack_mib(), 1.0);
        let m = meta(json!({"url": "u", "time-limit": 1, "memory-limit": 512, "judge": ["luogu", "codeforces"], "compare": "tokens-any-case", "jury": "p-jury"}))
            .unwrap();
        assert_eq!(m.judges, [Target::Luogu, Target::Codeforces]);
        assert_eq!(m.compare, Rule::TokensAnyCase);
        assert_eq!(m.stack_mib(), 512.0);
        assert_eq!(m.jury.as_deref(), Some("p-jury"));
    }

    #[test]
    fn every_broken_key_is_named_with_the_manifest() {
        let base = json!({"url": "u", "time-limit": 1, "memory-limit": 64, "judge": "plain", "compare": "tokens"});
        let with = |key: &str, value: serde_json::Value| {
            let mut m = base.clone();
            m[key] = value;
            meta(m).unwrap_err()
        };
        let without = |key: &str| {
            let mut m = base.clone();
            m.as_object_mut().unwrap().remove(key);
            meta(m).unwrap_err()
        };
        let cases = [
            (
                with("time-limit", json!("2")),
                "time-limit = \"2\": expected a positive number of seconds",
            ),
            (
                with("time-limit", json!(0)),
                "time-limit = 0: expected a positive",
            ),
            (
                with("memory-limit", json!(-1)),
                "memory-limit = -1: expected a positive number of MiB",
            ),
            (
                with("judge", json!("poj")),
                "judge = \"poj\": expected one of atcoder, codeforces, luogu, library-checker, cses, plain or a list of them",
            ),
            (with("judge", json!([])), "judge = []: expected one of"),
            (
                with("compare", json!("exact")),
                "compare = \"exact\": expected \"tokens\", \"tokens-any-case\" or \"lines\"",
            ),
            (without("compare"), "no `compare`"),
            (with("url", json!("")), "url = \"\": expected a non-empty"),
            (with("url", json!("a b")), "percent-encode"),
            (with("timelimit", json!(1)), "unknown key `timelimit`"),
            (with("checker", json!("p")), "checker = \"p\": not a binary"),
            (
                with("jury", json!("q-jury")),
                "jury = \"q-jury\": not an example",
            ),
            (
                with("checker", json!("q-checker")),
                "checker = \"q-checker\": not a binary",
            ),
            (without("time-limit"), "no `time-limit` (seconds)"),
            (without("judge"), "no `judge`"),
            (without("url"), "no `url`"),
        ];
        for (message, want) in cases {
            assert!(message.starts_with("crates/p/Cargo.toml: "), "{message}");
            assert!(message.contains(want), "{message} lacks {want}");
        }
        let none = problem_meta(&json!({}), "crates/p/Cargo.toml", &[], &[], "p").unwrap_err();
        assert!(none.contains("no [package.metadata.problem]"), "{none}");
        let not_table = problem_meta(&json!({"problem": 1}), "m", &[], &[], "p").unwrap_err();
        assert!(not_table.contains("must be a table"), "{not_table}");
    }
}
