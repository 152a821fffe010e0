//! The saved run, `docs/mutants.json`: its rows, read and written, and
//! the fingerprints with which a row records what it measured.

use std::collections::BTreeMap;
use std::fs;

use serde_json::{json, Value};

use super::shard::{combine, Saved, Shard};
use super::units::{walk, Mode};
use crate::workspace::Workspace;
use crate::Result;

/// The saved run, from the root.
pub const RESULTS: &str = "docs/mutants.json";

/// The outcome of one unit in one mode: a row of the saved run.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The unit's name.
    pub unit: String,
    /// The mode.
    pub mode: Mode,
    /// The slice of the unit's mutants it measured (`--shard`); `None`
    /// for the whole unit.
    pub shard: Option<Shard>,
    /// Mutants tested (the exclusions left out).
    pub mutants: usize,
    /// Mutants the tests failed on.
    pub caught: usize,
    /// Mutants the tests passed on: the places they do not look.
    pub missed: usize,
    /// Mutants that did not build.
    pub unviable: usize,
    /// Mutants whose tests ran past cargo-mutants' timeout (a hang, or so
    /// slow a judge would stop it).
    pub timeouts: usize,
    /// Mutants of the whole unit left out by the exclusions of this mode
    /// (in a shard's row too).
    pub excluded: usize,
    /// A shard's: the [`fingerprint`] of the list of mutants its slice was
    /// cut from (their names in cargo-mutants' order, the exclusions
    /// left out), which every shard of a sum must share; `None` in a
    /// whole row, and in a shard saved before it was recorded.
    pub sliced_from: Option<String>,
    /// The run's wall time, in seconds.
    pub seconds: u64,
    /// Each mutated file (from the root) and its [`fingerprint`] when it
    /// was measured.
    pub sources: BTreeMap<String, String>,
    /// The folder of each package its tests built ([`Unit::context`]:
    /// the unit's own, its libraries) and its [`fingerprint`] then; empty
    /// in a row saved before they were recorded.
    ///
    /// [`Unit::context`]: super::Unit::context
    pub context: BTreeMap<String, String>,
    /// The missed mutants' names, as cargo-mutants gives them.
    pub missed_names: Vec<String>,
    /// The timed-out mutants' names.
    pub timeout_names: Vec<String>,
}

/// A saved run: the cargo-mutants version and its rows, by unit and mode.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Results {
    /// `cargo-mutants 27.1.0`, as it reports itself.
    pub tool: String,
    /// The rows, in the order of [`units`](super::units()), data before full.
    pub rows: Vec<Row>,
}

fn field<'a>(v: &'a Value, key: &str, at: &str) -> Result<&'a Value> {
    v.get(key)
        .ok_or_else(|| format!("{RESULTS}: {at} has no `{key}`"))
}

fn count(v: &Value, key: &str, at: &str) -> Result<usize> {
    field(v, key, at)?
        .as_u64()
        .map(|n| n as usize)
        .ok_or_else(|| format!("{RESULTS}: {at}: `{key}` is not a count"))
}

fn strings(v: &Value, key: &str, at: &str) -> Result<Vec<String>> {
    field(v, key, at)?
        .as_array()
        .and_then(|a| a.iter().map(|s| s.as_str().map(String::from)).collect())
        .ok_or_else(|| format!("{RESULTS}: {at}: `{key}` is not a list of strings"))
}

impl Results {
    /// Reads the text of `docs/mutants.json`.
    ///
    /// # Errors
    /// Naming the row and the field that is wrong.
    pub fn parse(text: &str) -> Result<Results> {
        let v: Value =
            serde_json::from_str(text).map_err(|e| format!("{RESULTS}: not JSON: {e}"))?;
        let tool = field(&v, "cargo_mutants", "the file")?
            .as_str()
            .ok_or_else(|| format!("{RESULTS}: `cargo_mutants` is not a string"))?
            .to_string();
        let mut rows = Vec::new();
        let listed = field(&v, "rows", "the file")?
            .as_array()
            .ok_or_else(|| format!("{RESULTS}: `rows` is not a list"))?;
        for (i, r) in listed.iter().enumerate() {
            let at = format!("row {}", i + 1);
            let text = |key: &str| -> Result<String> {
                field(r, key, &at)?
                    .as_str()
                    .map(String::from)
                    .ok_or_else(|| format!("{RESULTS}: {at}: `{key}` is not a string"))
            };
            let mode = text("mode")?;
            let prints = |v: &Value, key: &str| -> Result<BTreeMap<String, String>> {
                v.as_object()
                    .and_then(|o| {
                        o.iter()
                            .map(|(k, v)| Some((k.clone(), v.as_str()?.to_string())))
                            .collect::<Option<BTreeMap<_, _>>>()
                    })
                    .ok_or_else(|| format!("{RESULTS}: {at}: `{key}` is not a map of strings"))
            };
            let sources = prints(field(r, "sources", &at)?, "sources")?;
            let context = match r.get("context") {
                None => BTreeMap::new(),
                Some(c) => prints(c, "context")?,
            };
            let shard = match r.get("shard") {
                None => None,
                Some(s) => Some(
                    s.as_str()
                        .ok_or_else(|| format!("{RESULTS}: {at}: `shard` is not a string"))?
                        .parse::<Shard>()
                        .map_err(|e| format!("{RESULTS}: {at}: {e}"))?,
                ),
            };
            let sliced_from =
                match r.get("sliced_from") {
                    None => None,
                    Some(s) => Some(s.as_str().map(String::from).ok_or_else(|| {
                        format!("{RESULTS}: {at}: `sliced_from` is not a string")
                    })?),
                };
            rows.push(Row {
                unit: text("unit")?,
                mode: Mode::parse(&mode)
                    .ok_or_else(|| format!("{RESULTS}: {at}: mode {mode:?} is not data or full"))?,
                shard,
                mutants: count(r, "mutants", &at)?,
                caught: count(r, "caught", &at)?,
                missed: count(r, "missed", &at)?,
                unviable: count(r, "unviable", &at)?,
                timeouts: count(r, "timeouts", &at)?,
                excluded: count(r, "excluded", &at)?,
                sliced_from,
                seconds: count(r, "seconds", &at)? as u64,
                sources,
                context,
                missed_names: strings(r, "missed_names", &at)?,
                timeout_names: strings(r, "timeout_names", &at)?,
            });
        }
        Ok(Results { tool, rows })
    }

    /// The text of `docs/mutants.json`: one row per unit and mode.
    pub fn to_text(&self) -> String {
        let rows: Vec<Value> = self
            .rows
            .iter()
            .map(|r| {
                let mut v = json!({
                    "unit": r.unit,
                    "mode": r.mode.name(),
                    "mutants": r.mutants,
                    "caught": r.caught,
                    "missed": r.missed,
                    "unviable": r.unviable,
                    "timeouts": r.timeouts,
                    "excluded": r.excluded,
                    "seconds": r.seconds,
                    "sources": r.sources,
                    "missed_names": r.missed_names,
                    "timeout_names": r.timeout_names,
                });
                if let (Some(shard), Some(o)) = (r.shard, v.as_object_mut()) {
                    o.insert("shard".into(), shard.to_string().into());
                }
                if let (Some(list), Some(o)) = (&r.sliced_from, v.as_object_mut()) {
                    o.insert("sliced_from".into(), list.clone().into());
                }
                if let (false, Some(o)) = (r.context.is_empty(), v.as_object_mut()) {
                    o.insert("context".into(), json!(r.context));
                }
                v
            })
            .collect();
        let v = json!({ "cargo_mutants": self.tool, "rows": rows });
        let mut text = serde_json::to_string_pretty(&v).unwrap_or_default();
        text.push('\n');
        text
    }

    /// This run with `new`'s rows in place of those they measure again,
    /// in the order of `order` (the units' names), data first, shards in
    /// order. A whole row replaces every row of its unit and mode; a shard
    /// k/n replaces the whole row, the same shard, and shards of another n.
    pub fn merged(&self, new: &[Row], tool: &str, order: &[String]) -> Results {
        let replaces = |n: &Row, r: &Row| {
            n.unit == r.unit
                && n.mode == r.mode
                && match (n.shard, r.shard) {
                    (Some(a), Some(b)) => a.k == b.k || a.n != b.n,
                    _ => true,
                }
        };
        let mut rows: Vec<Row> = self
            .rows
            .iter()
            .filter(|r| !new.iter().any(|n| replaces(n, r)))
            .cloned()
            .collect();
        rows.extend(new.iter().cloned());
        let place = |r: &Row| {
            order
                .iter()
                .position(|u| *u == r.unit)
                .unwrap_or(usize::MAX)
        };
        rows.sort_by(|a, b| {
            (place(a), &a.unit, a.mode, a.shard).cmp(&(place(b), &b.unit, b.mode, b.shard))
        });
        Results {
            tool: tool.to_string(),
            rows,
        }
    }

    /// The rows of `unit` in `mode`: one whole row, or its shards.
    pub fn rows_of(&self, unit: &str, mode: Mode) -> Vec<&Row> {
        self.rows
            .iter()
            .filter(|r| r.unit == unit && r.mode == mode)
            .collect()
    }

    /// What is saved of `unit` in `mode`: its row, or the sum of its
    /// shards once all are saved.
    pub fn saved(&self, unit: &str, mode: Mode) -> Saved {
        combine(&self.rows_of(unit, mode))
    }

    /// The row of `unit` in `mode`, when it is measured whole.
    pub fn row(&self, unit: &str, mode: Mode) -> Option<Row> {
        self.saved(unit, mode).whole()
    }
}

/// Reads `docs/mutants.json`; an empty run when there is none yet.
///
/// # Errors
/// If it cannot be read or parsed.
pub fn load(ws: &Workspace) -> Result<Results> {
    let path = ws.root.join(RESULTS);
    if !path.exists() {
        return Ok(Results::default());
    }
    let text = fs::read_to_string(&path).map_err(|e| format!("{RESULTS}: {e}"))?;
    Results::parse(&text)
}

/// Writes `docs/mutants.json`.
///
/// # Errors
/// If it cannot be written.
pub fn save(ws: &Workspace, results: &Results) -> Result<()> {
    fs::write(ws.root.join(RESULTS), results.to_text()).map_err(|e| format!("{RESULTS}: {e}"))
}

/// A file's fingerprint: FNV-1a, 64 bits, of its bytes, in hex (enough
/// to tell that it changed; nothing depends on it being hard to forge).
pub fn fingerprint(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The fingerprint of the file `shown` (from the root) as it is now; of
/// a directory (a problem's judge data), of the names and bytes of its
/// files but the `.md` ones (its README and statement summary), in the
/// order of their names.
///
/// # Errors
/// If it cannot be read.
pub fn fingerprint_of(ws: &Workspace, shown: &str) -> Result<String> {
    let path = ws.root.join(shown);
    if !path.is_dir() {
        return fs::read(&path)
            .map(|b| fingerprint(&b))
            .map_err(|e| format!("{shown}: {e}"));
    }
    let mut files = Vec::new();
    walk(&path, &mut files);
    files.retain(|f| !f.extension().is_some_and(|x| x == "md"));
    files.sort();
    let mut all = Vec::new();
    for f in files {
        let rel = f
            .strip_prefix(&path)
            .unwrap_or(&f)
            .to_string_lossy()
            .into_owned();
        let bytes = fs::read(&f).map_err(|e| format!("{}: {e}", ws.shown(&f)))?;
        all.extend_from_slice(rel.as_bytes());
        all.push(0);
        all.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
        all.extend_from_slice(&bytes);
    }
    Ok(fingerprint(&all))
}

#[cfg(test)]
pub(super) mod tests {
    use super::{fingerprint, Mode, Results, Row, Shard};
    use std::collections::BTreeMap;

    pub(in crate::mutants) fn row(unit: &str, mode: Mode, missed: usize) -> Row {
        Row {
            unit: unit.into(),
            mode,
            shard: None,
            mutants: 10,
            caught: 10 - missed,
            missed,
            unviable: 0,
            timeouts: 0,
            excluded: 1,
            sliced_from: None,
            seconds: 30,
            sources: BTreeMap::from([("crates/a/src/main.rs".into(), fingerprint(b"fn main"))]),
            context: BTreeMap::new(),
            missed_names: (0..missed).map(|i| format!("m{i}")).collect(),
            timeout_names: Vec::new(),
        }
    }

    #[test]
    fn a_saved_run_reads_back_as_written() {
        let mut shard = row("a", Mode::Full, 0);
        shard.shard = Some(Shard { k: 1, n: 2 });
        shard.sliced_from = Some(fingerprint(b"m0\nm1"));
        shard.context = BTreeMap::from([("crates/a".into(), fingerprint(b"a"))]);
        let results = Results {
            tool: "cargo-mutants 27.1.0".into(),
            rows: vec![row("a", Mode::Data, 1), row("a", Mode::Full, 0), shard],
        };
        assert_eq!(Results::parse(&results.to_text()).unwrap(), results);
        let e = Results::parse("{\"cargo_mutants\": \"x\", \"rows\": [{\"unit\": \"a\"}]}")
            .unwrap_err();
        assert!(e.contains("row 1 has no `mode`"), "{e}");
    }

    #[test]
    fn a_new_run_replaces_the_rows_it_measured_in_the_units_order() {
        let old = Results {
            tool: "old".into(),
            rows: vec![row("b", Mode::Data, 1), row("a", Mode::Data, 2)],
        };
        let merged = old.merged(
            &[row("b", Mode::Full, 0), row("b", Mode::Data, 0)],
            "new",
            &["a".into(), "b".into()],
        );
        let shown: Vec<(&str, Mode, usize)> = merged
            .rows
            .iter()
            .map(|r| (r.unit.as_str(), r.mode, r.missed))
            .collect();
        assert_eq!(
            shown,
            [
                ("a", Mode::Data, 2),
                ("b", Mode::Data, 0),
                ("b", Mode::Full, 0)
            ]
        );
        assert_eq!(merged.tool, "new");
    }

    #[test]
    fn a_shard_replaces_its_own_row_the_whole_row_and_shards_of_another_count() {
        let shard = |k, n| {
            let mut r = row("a", Mode::Full, 0);
            r.shard = Some(Shard { k, n });
            r
        };
        let shards =
            |res: &Results| -> Vec<Option<Shard>> { res.rows.iter().map(|r| r.shard).collect() };
        let order = ["a".to_string()];
        let whole = Results {
            tool: "t".into(),
            rows: vec![row("a", Mode::Full, 0)],
        };
        let one = whole.merged(&[shard(1, 2)], "t", &order);
        assert_eq!(shards(&one), [Some(Shard { k: 1, n: 2 })]);
        let two = one.merged(&[shard(0, 2)], "t", &order);
        assert_eq!(
            shards(&two),
            [Some(Shard { k: 0, n: 2 }), Some(Shard { k: 1, n: 2 })]
        );
        assert!(two.row("a", Mode::Full).is_some());
        let again = two.merged(&[shard(1, 2)], "t", &order);
        assert_eq!(again.rows.len(), 2);
        let other = two.merged(&[shard(0, 3)], "t", &order);
        assert_eq!(shards(&other), [Some(Shard { k: 0, n: 3 })]);
        assert!(other.row("a", Mode::Full).is_none());
        let back = two.merged(&[row("a", Mode::Full, 0)], "t", &order);
        assert_eq!(shards(&back), [None]);
    }

    #[test]
    fn fingerprints_differ_when_a_byte_does() {
        assert_eq!(fingerprint(b""), "cbf29ce484222325");
        assert_ne!(fingerprint(b"a < b"), fingerprint(b"a <= b"));
    }
}
