//! The exclusions files (`.cargo/mutants.toml` and
//! `.cargo/mutants-judge-data.toml`): each regex under the comment that
//! gives its reason, and nothing cargo-mutants would read besides.

use std::fs;

use crate::workspace::Workspace;
use crate::Result;

/// The exclusions of both modes, from the root: cargo-mutants' own
/// configuration file, which `cargo mutants` reads by itself.
pub const EQUIVALENT: &str = ".cargo/mutants.toml";
/// The exclusions of the judge-data mode alone, from the root: mutants
/// that change only what a program does on input outside the statement's
/// constraints, which judge data never holds.
pub const OUTSIDE: &str = ".cargo/mutants-judge-data.toml";

/// One exclusion: a regex on cargo-mutants' mutant names, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exclusion {
    /// The regex, as cargo-mutants matches it against `--list`'s names.
    pub pattern: String,
    /// The comment above it: why the mutant cannot change an answer (or,
    /// in the judge-data file, why no stored case can tell it apart).
    pub reason: String,
}

/// The exclusions of `shown` (from the root): its `exclude_re` list, each
/// entry a TOML literal string (`'...'`, no escapes: a regex as written)
/// on its own line under the `#` comment lines that give its reason (an
/// entry right under another, with no blank line between, shares its reason).
/// Nothing else may be in the file but comments and blank lines: a key
/// cargo-mutants would read and this tool would not is refused.
///
/// # Errors
/// Naming the line: another key, an entry that is not a literal string,
/// an entry without a comment, an unclosed list.
pub fn exclusions(ws: &Workspace, shown: &str) -> Result<Vec<Exclusion>> {
    let path = ws.root.join(shown);
    if !path.exists() {
        return Ok(Vec::new());
    }
    let text = fs::read_to_string(&path).map_err(|e| format!("{shown}: {e}"))?;
    parse_exclusions(&text, shown)
}

fn parse_exclusions(text: &str, shown: &str) -> Result<Vec<Exclusion>> {
    let mut res = Vec::new();
    let mut inside = false;
    let mut closed = false;
    let mut comment: Vec<String> = Vec::new();
    // The reason of the entry on the line just above, which the next entry
    // shares when no blank or comment line comes between.
    let mut above: Option<String> = None;
    for (i, line) in text.lines().enumerate() {
        let fail = |what: &str| format!("{shown}:{}: {what}", i + 1);
        let line = line.trim();
        if line.is_empty() {
            if !inside {
                comment.clear();
            }
            above = None;
            continue;
        }
        if let Some(c) = line.strip_prefix('#') {
            comment.push(c.trim().to_string());
            above = None;
            continue;
        }
        if !inside {
            if closed || line != "exclude_re = [" {
                return Err(fail(
                    "expected `exclude_re = [` (this file holds only the exclusions, one list)",
                ));
            }
            inside = true;
            comment.clear();
            continue;
        }
        if line == "]" {
            inside = false;
            closed = true;
            continue;
        }
        let pattern = line
            .strip_prefix('\'')
            .and_then(|l| l.strip_suffix("',"))
            .filter(|p| !p.contains('\''))
            .ok_or_else(|| {
                fail("an entry is one TOML literal string, '<regex>', and a comma, on its own line")
            })?;
        let reason = if comment.is_empty() {
            above.clone().ok_or_else(|| {
                fail(&format!(
                    "the exclusion '{pattern}' has no comment above it saying why"
                ))
            })?
        } else {
            comment.join(" ")
        };
        res.push(Exclusion {
            pattern: pattern.to_string(),
            reason: reason.clone(),
        });
        above = Some(reason);
        comment.clear();
    }
    if inside {
        return Err(format!(
            "{shown}: the list `exclude_re = [` is not closed by `]`"
        ));
    }
    Ok(res)
}

#[cfg(test)]
mod tests {
    use super::parse_exclusions;

    #[test]
    fn exclusions_are_literal_regexes_each_under_its_reason() {
        let text = "# the file's own comment\n\nexclude_re = [\n  # main only calls run:\n  # nothing to tell apart\n  '^crates/a/src/main\\.rs:\\d+:\\d+: replace main',\n\n  # why\n  'x',\n  'y',\n]\n";
        let got = parse_exclusions(text, "f.toml").unwrap();
        assert_eq!(got.len(), 3);
        assert_eq!(
            got[2].reason, "why",
            "an entry right under another shares its reason"
        );
        assert_eq!(
            got[0].pattern,
            "^crates/a/src/main\\.rs:\\d+:\\d+: replace main"
        );
        assert_eq!(got[0].reason, "main only calls run: nothing to tell apart");
        assert_eq!(got[1].reason, "why");
        for (text, want) in [
            (
                "exclude_re = [\n  'x',\n]\n",
                "f.toml:2: the exclusion 'x' has no comment",
            ),
            (
                "exclude_re = [\n  # why\n  'x',\n\n  'y',\n]\n",
                "f.toml:5: the exclusion 'y' has no comment",
            ),
            (
                "exclude_re = [\n  # why\n  \"x\",\n]\n",
                "f.toml:3: an entry is one TOML literal",
            ),
            (
                "timeout_multiplier = 2\n",
                "f.toml:1: expected `exclude_re = [`",
            ),
            ("exclude_re = [\n", "is not closed"),
        ] {
            let e = parse_exclusions(text, "f.toml").unwrap_err();
            assert!(e.contains(want), "{e} lacks {want}");
        }
    }
}
