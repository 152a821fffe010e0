//! Judge-data pairing: a folder's cases are its `<stem>.in` files, each
//! with the `<stem>.ans` of the same stem. The one place that pairs them
//! (and picks the `max-*` ones `scripts/bench` times).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// One stored case.
#[derive(Clone, Debug)]
pub struct Case {
    /// The file name without `.in` / `.ans`.
    pub stem: String,
    /// `<stem>.in`.
    pub input: PathBuf,
    /// `<stem>.ans`.
    pub answer: PathBuf,
}

/// Stops before anything runs when a judge-data folder holds an entry no
/// run could read as a case: a name that is not UTF-8, or a `.in` / `.ans`
/// that is not a regular file (a FIFO would hang the reader, a directory
/// would look like the program's failure).
///
/// # Errors
/// One line naming the first such entry.
pub fn check_entries(dir: &Path) -> Result<(), String> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Ok(()); // cases() names an unreadable folder.
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else {
            return Err(format!(
                "{}: an entry whose name is not UTF-8 ({:?}): rename or remove it",
                dir.display(),
                entry.file_name()
            ));
        };
        if !(name.ends_with(".in") || name.ends_with(".ans")) {
            continue;
        }
        // Follows a symbolic link to what it names.
        match fs::metadata(entry.path()) {
            Ok(m) if m.is_file() => {}
            Ok(m) => {
                let kind = if m.is_dir() {
                    "a directory"
                } else {
                    "not a regular file (a FIFO, socket or device)"
                };
                return Err(format!(
                    "{}: {kind}; a case must be a regular file",
                    entry.path().display()
                ));
            }
            Err(e) => return Err(format!("{}: {e}", entry.path().display())),
        }
    }
    Ok(())
}

/// The cases of a judge-data folder, sorted by stem, and what is wrong with
/// the folder: an `.in` without `.ans` or the other way round, or no case
/// at all. Other files (README.md, STATEMENT.md) are not cases. Callers
/// that run the cases call [`check_entries`] first.
pub fn cases(dir: &Path) -> (Vec<Case>, Vec<String>) {
    let mut problems = Vec::new();
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            problems.push(format!("cannot read {}: {e}", dir.display()));
            return (Vec::new(), problems);
        }
    };
    let mut pairs: BTreeMap<String, (bool, bool)> = BTreeMap::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Some(stem) = name.strip_suffix(".in") {
            pairs.entry(stem.to_string()).or_default().0 = true;
        } else if let Some(stem) = name.strip_suffix(".ans") {
            pairs.entry(stem.to_string()).or_default().1 = true;
        }
    }
    let mut res = Vec::new();
    for (stem, pair) in pairs {
        match pair {
            (true, true) => res.push(Case {
                input: dir.join(format!("{stem}.in")),
                answer: dir.join(format!("{stem}.ans")),
                stem,
            }),
            (true, false) => problems.push(format!("orphan: {stem}.in has no .ans")),
            (false, _) => problems.push(format!("orphan: {stem}.ans has no .in")),
        }
    }
    if res.is_empty() && problems.is_empty() {
        problems.push(format!(
            "{} has no case: add sample-1.in and sample-1.ans",
            dir.display()
        ));
    }
    (res, problems)
}

/// The stems of the samples (`sample-N`), in order of N.
pub fn samples(cases: &[Case]) -> Vec<&Case> {
    let mut res: Vec<(u64, &Case)> = cases
        .iter()
        .filter_map(|c| Some((c.stem.strip_prefix("sample-")?.parse().ok()?, c)))
        .collect();
    res.sort_by_key(|(n, _)| *n);
    res.into_iter().map(|(_, c)| c).collect()
}

/// The stem a saved stress case gets: `stress-` and 16 hex digits of the
/// 64-bit FNV-1a hash of its input, so that two different inputs never
/// take one name (but by a hash collision, which the writer refuses) and the
/// same input always takes the same.
pub fn content_stem(input: &[u8]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in input {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("stress-{hash:016x}")
}

/// The benchmark cases of a judge-data folder: `dir/max-*.in`, sorted.
pub fn max_cases(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy();
            name.starts_with("max-") && name.ends_with(".in")
        })
        .collect();
    files.sort();
    files
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::{cases, check_entries, content_stem, samples};

    #[test]
    fn a_content_stem_is_the_fnv_1a_hash_of_the_input() {
        // FNV-1a's published test vectors: "" and "a".
        assert_eq!(content_stem(b""), "stress-cbf29ce484222325");
        assert_eq!(content_stem(b"a"), "stress-af63dc4c8601ec8c");
    }

    #[test]
    fn pairs_by_stem_and_names_orphans() {
        let dir = std::env::temp_dir().join(format!("xtask-cases-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        for f in [
            "sample-10.in",
            "sample-10.ans",
            "sample-2.in",
            "sample-2.ans",
            "a.in",
            "b.ans",
            "README.md",
        ] {
            fs::write(dir.join(f), "").unwrap();
        }
        let (found, problems) = cases(&dir);
        let stems: Vec<&str> = found.iter().map(|c| c.stem.as_str()).collect();
        assert_eq!(stems, ["sample-10", "sample-2"]);
        assert_eq!(
            problems,
            ["orphan: a.in has no .ans", "orphan: b.ans has no .in"]
        );
        let ordered: Vec<&str> = samples(&found).iter().map(|c| c.stem.as_str()).collect();
        assert_eq!(ordered, ["sample-2", "sample-10"]);
        for f in [
            "sample-10.in",
            "sample-10.ans",
            "sample-2.in",
            "sample-2.ans",
            "a.in",
            "b.ans",
        ] {
            fs::remove_file(dir.join(f)).unwrap();
        }
        let (found, problems) = cases(&dir);
        assert!(found.is_empty());
        assert!(
            problems[0].ends_with("has no case: add sample-1.in and sample-1.ans"),
            "{problems:?}"
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn entries_no_run_could_read_are_refused() {
        use std::os::unix::ffi::OsStrExt;
        let dir = std::env::temp_dir().join(format!("xtask-entries-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("a.in"), "1\n").unwrap();
        fs::write(dir.join("a.ans"), "1\n").unwrap();
        assert_eq!(check_entries(&dir), Ok(()));
        fs::create_dir(dir.join("x.in")).unwrap();
        let e = check_entries(&dir).unwrap_err();
        assert!(
            e.ends_with("x.in: a directory; a case must be a regular file"),
            "{e}"
        );
        fs::remove_dir(dir.join("x.in")).unwrap();
        let fifo = std::ffi::CString::new(dir.join("f.ans").as_os_str().as_bytes()).unwrap();
        // SAFETY: mkfifo reads the NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(fifo.as_ptr(), 0o600) }, 0);
        let e = check_entries(&dir).unwrap_err();
        assert!(e.contains("f.ans: not a regular file (a FIFO"), "{e}");
        fs::remove_file(dir.join("f.ans")).unwrap();
        let odd = std::ffi::OsStr::from_bytes(b"bad\xff.in");
        fs::write(dir.join(odd), "").unwrap();
        let e = check_entries(&dir).unwrap_err();
        assert!(e.contains("an entry whose name is not UTF-8"), "{e}");
        fs::remove_dir_all(&dir).unwrap();
    }
}
