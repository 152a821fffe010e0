//! Mutation testing by cargo-mutants: what is measured (the units: each
//! problem's binary, each checker, the libraries bundles paste), in which
//! mode (the judge data alone, or the crate's whole test suite), the
//! exclusions (the equivalent mutants, and the mutants only input outside
//! the constraints tells apart, each under its reason), and the saved run,
//! `docs/mutants.json`: `scripts/mutants --save` writes it, the table of
//! docs/mutants.md is made from it, and tidy checks that it measured the
//! code as it is now ([`stale`]).
//!
//! The parts: `units.rs` (what is measured, in which modes), `saved.rs`
//! (the saved run's rows, their JSON, the fingerprints they record),
//! `shard.rs` (a unit measured in slices, its rows summed),
//! `stale.rs` (which rows no longer measure the code as it is, and
//! which ran tests or libraries since changed),
//! `exclusions.rs` (the exclusions files, each entry under its reason);
//! here only what they export.

mod exclusions;
mod saved;
mod shard;
mod stale;
mod units;

pub use exclusions::{exclusions, Exclusion, EQUIVALENT, OUTSIDE};
pub use saved::{fingerprint, fingerprint_of, load, save, Results, Row, RESULTS};
pub use shard::{combine, Saved, Shard};
pub use stale::{behind, command, outdated, pending, stale};
pub use units::{library_files, units, Mode, Unit, DATA_TEST};
