//! A unit measured in pieces: cargo-mutants' `--shard k/n` runs the k-th
//! of n slices of a unit's mutants (from 0), so a library whose every
//! mutant rebuilds and runs its whole tests can be measured a command at a
//! time. Each shard is a row of its own in the saved run; the unit's row
//! is their sum, complete only when all n are saved with the same
//! exclusions.

use std::fmt;
use std::str::FromStr;

use super::saved::Row;

/// One slice of a unit's mutants: `k` of `n`, from 0, as cargo-mutants'
/// `--shard` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Shard {
    /// Which slice, `0..n`.
    pub k: usize,
    /// How many slices.
    pub n: usize,
}

impl FromStr for Shard {
    type Err = String;

    fn from_str(s: &str) -> Result<Shard, String> {
        let wrong = || format!("{s:?} is not a shard k/n with 0 <= k < n (e.g. 0/4, ..., 3/4)");
        let (k, n) = s.split_once('/').ok_or_else(wrong)?;
        let (k, n) = (
            k.trim().parse().map_err(|_| wrong())?,
            n.trim().parse().map_err(|_| wrong())?,
        );
        if k >= n {
            return Err(wrong());
        }
        Ok(Shard { k, n })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.k, self.n)
    }
}

/// What is saved of one unit in one mode: its rows, whole or by shard.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved {
    /// No row.
    None,
    /// Some shards of n, not all: the unit is not measured yet.
    Partial {
        /// Shards saved.
        saved: usize,
        /// Shards in all.
        of: usize,
    },
    /// A whole row, or the sum of all its shards.
    Whole(Box<Row>),
}

impl Saved {
    /// The row, when the unit is measured whole.
    pub fn whole(self) -> Option<Row> {
        match self {
            Saved::Whole(r) => Some(*r),
            _ => None,
        }
    }
}

/// What `rows` (one unit's rows in one mode: one unsharded row, or
/// shards of one n) say: the sum of the shards once all n are there.
/// cargo-mutants slices the list of mutants left after the exclusions, so
/// shards sum to the unit only if they were cut from the same list: each
/// records that list's fingerprint (`sliced_from`) and the unit's excluded
/// count, and a shard whose list or count is not the first's was run with
/// other exclusions or on other code; it is not summed, and the unit
/// stays partial until it is run again.
pub fn combine(rows: &[&Row]) -> Saved {
    let Some(first) = rows.first() else {
        return Saved::None;
    };
    let Some(n) = first.shard.map(|s| s.n) else {
        return Saved::Whole(Box::new((*first).clone()));
    };
    let rows: Vec<&Row> = rows
        .iter()
        .copied()
        .filter(|r| {
            r.shard.is_some_and(|s| s.n == n)
                && r.excluded == first.excluded
                && r.sliced_from == first.sliced_from
        })
        .collect();
    let mut ks: Vec<usize> = rows.iter().filter_map(|r| r.shard.map(|s| s.k)).collect();
    ks.sort_unstable();
    ks.dedup();
    if ks.len() < n {
        return Saved::Partial {
            saved: ks.len(),
            of: n,
        };
    }
    let mut sum = Row {
        shard: None,
        mutants: 0,
        caught: 0,
        missed: 0,
        unviable: 0,
        timeouts: 0,
        seconds: 0,
        missed_names: Vec::new(),
        timeout_names: Vec::new(),
        ..(*first).clone()
    };
    for r in &rows {
        sum.mutants += r.mutants;
        sum.caught += r.caught;
        sum.missed += r.missed;
        sum.unviable += r.unviable;
        sum.timeouts += r.timeouts;
        sum.seconds += r.seconds;
        sum.missed_names.extend(r.missed_names.iter().cloned());
        sum.timeout_names.extend(r.timeout_names.iter().cloned());
        for (file, print) in &r.sources {
            // Shards saved at different times may have measured a file
            // in two states; stale() flags the older shard, and the sum
            // keeps the fingerprint that differs from the first's.
            sum.sources.insert(file.clone(), print.clone());
        }
        for (dir, print) in &r.context {
            sum.context.insert(dir.clone(), print.clone());
        }
    }
    Saved::Whole(Box::new(sum))
}

#[cfg(test)]
mod tests {
    use super::{combine, Saved, Shard};
    use crate::mutants::saved::tests::row;
    use crate::mutants::Mode;

    #[test]
    fn a_shard_is_read_as_cargo_mutants_names_it() {
        assert_eq!("1/4".parse::<Shard>(), Ok(Shard { k: 1, n: 4 }));
        assert_eq!(Shard { k: 3, n: 4 }.to_string(), "3/4");
        for wrong in ["4/4", "1", "a/4", "1/0", "-1/4"] {
            assert!(wrong.parse::<Shard>().is_err(), "{wrong}");
        }
    }

    #[test]
    fn a_sharded_unit_is_whole_only_with_every_shard() {
        let shard = |k, missed| {
            let mut r = row("a", Mode::Full, missed);
            r.shard = Some(Shard { k, n: 3 });
            r
        };
        let (s0, s1, s2) = (shard(0, 1), shard(1, 0), shard(2, 2));
        assert_eq!(combine(&[]), Saved::None);
        assert_eq!(combine(&[&s0, &s2]), Saved::Partial { saved: 2, of: 3 });
        let Saved::Whole(sum) = combine(&[&s0, &s1, &s2]) else {
            panic!("three shards of three are the whole unit");
        };
        assert_eq!(
            (
                sum.mutants,
                sum.caught,
                sum.missed,
                sum.excluded,
                sum.seconds
            ),
            (30, 27, 3, 1, 90)
        );
        assert_eq!(sum.missed_names, ["m0", "m0", "m1"]);
        assert_eq!(sum.shard, None);
        let whole = row("a", Mode::Full, 0);
        assert_eq!(combine(&[&whole]), Saved::Whole(Box::new(whole.clone())));
    }

    #[test]
    fn shards_run_with_other_exclusions_are_not_summed() {
        // Shard 1 was run when one more mutant was excluded: it sliced
        // another list, so the three do not make the unit.
        let shard = |k, excluded| {
            let mut r = row("a", Mode::Full, 0);
            r.shard = Some(Shard { k, n: 3 });
            r.excluded = excluded;
            r
        };
        let (s0, s1, s2) = (shard(0, 1), shard(1, 2), shard(2, 1));
        assert_eq!(
            combine(&[&s0, &s1, &s2]),
            Saved::Partial { saved: 2, of: 3 }
        );
        let s1 = shard(1, 1);
        assert!(matches!(combine(&[&s0, &s1, &s2]), Saved::Whole(_)));
        // The same count, but another list (an exclusion moved from one
        // mutant to another, or the code changed): not summed either.
        let mut other_list = shard(1, 1);
        other_list.sliced_from = Some("another list".into());
        assert_eq!(
            combine(&[&s0, &other_list, &s2]),
            Saved::Partial { saved: 2, of: 3 }
        );
    }
}
