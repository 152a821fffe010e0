//! Judge-data pairing: a folder's cases are its `<stem>.in` files, each
//! with the `<stem>.ans` of the same stem. Entries no run could read stop
//! the pairing before anything reads them ([`check_entries`]); what else is
//! wrong with the folder is listed, not panicked on ([`pair`]), so a tool
//! can report it and a test can fail with it ([`stored_cases`](crate::stored_cases)).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// One stored case, by its files.
#[derive(Clone, Debug)]
pub struct CaseFiles {
    /// The file name without `.in` / `.ans`.
    pub stem: String,
    /// `<stem>.in`.
    pub input: PathBuf,
    /// `<stem>.ans`.
    pub answer: PathBuf,
}

/// Whether a judge-data folder holds only entries a run could read as a
/// case: no name that is not UTF-8, and no `.in` / `.ans` that is not a
/// regular file (a FIFO would hang the reader, a directory would look like
/// the program's failure).
///
/// # Errors
/// One line naming the first such entry.
pub fn check_entries(dir: &Path) -> Result<(), String> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(_) => return Ok(()), // pair() names an unreadable folder.
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = match name.to_str() {
            Some(name) => name,
            None => {
                return Err(format!(
                    "{}: an entry whose name is not UTF-8 ({:?}): rename or remove it",
                    dir.display(),
                    entry.file_name()
                ))
            }
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

/// The cases of a judge-data folder, sorted by stem, and what is wrong
/// with the folder: an `.in` without `.ans` or the other way round, or no
/// case at all. Other files (README.md, STATEMENT.md) are not cases.
/// Callers that read or run the cases call [`check_entries`] first.
pub fn pair(dir: &Path) -> (Vec<CaseFiles>, Vec<String>) {
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
            (true, true) => res.push(CaseFiles {
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

/// The samples (`sample-N`) among `cases`, in order of N.
pub fn in_sample_order(cases: &[CaseFiles]) -> Vec<&CaseFiles> {
    let mut res: Vec<(u64, &CaseFiles)> = cases
        .iter()
        .filter_map(|c| Some((c.stem.strip_prefix("sample-")?.parse().ok()?, c)))
        .collect();
    res.sort_by_key(|(n, _)| *n);
    res.into_iter().map(|(_, c)| c).collect()
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::{check_entries, in_sample_order, pair};

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("test-support-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn pairs_by_stem_and_names_orphans() {
        let dir = scratch("pairing");
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
        let (found, problems) = pair(&dir);
        let stems: Vec<&str> = found.iter().map(|c| c.stem.as_str()).collect();
        assert_eq!(stems, ["sample-10", "sample-2"]);
        assert_eq!(
            problems,
            ["orphan: a.in has no .ans", "orphan: b.ans has no .in"]
        );
        let ordered: Vec<&str> = in_sample_order(&found)
            .iter()
            .map(|c| c.stem.as_str())
            .collect();
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
        let (found, problems) = pair(&dir);
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
        let dir = scratch("entries");
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
        // A socket stands for every kind of file that is not regular.
        let socket = std::os::unix::net::UnixListener::bind(dir.join("s.ans")).unwrap();
        let e = check_entries(&dir).unwrap_err();
        assert!(e.contains("s.ans: not a regular file (a FIFO"), "{e}");
        drop(socket);
        fs::remove_file(dir.join("s.ans")).unwrap();
        let odd = std::ffi::OsStr::from_bytes(b"bad\xff.in");
        fs::write(dir.join(odd), "").unwrap();
        let e = check_entries(&dir).unwrap_err();
        assert!(e.contains("an entry whose name is not UTF-8"), "{e}");
        fs::remove_dir_all(&dir).unwrap();
    }
}
