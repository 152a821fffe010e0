//! Test helpers shared by the problem crates (their dev-dependency, and a
//! dependency of the tool for [`stress::search`]; never in a submission).
//!
//! A problem is its submission (`src/main.rs`: `main`, `run`, `solve`), its
//! spec ([`spec`](mod@spec): validator, reference, input generators, generated cases
//! ([`generated`]), in `examples/<id>-spec.rs`, run as a command by
//! [`program`]) and its tests (`src/tests.rs`), which end
//! with one [`problem_tests!`] declaration: the statement's samples, the
//! judge-data checks and the stress test.
//!
//! One module a concept, each item re-exported here where it has always
//! been (`test_support::run_str`, `test_support::Rng`, ...):
//! - [`run`]: `run` on strings ([`run_str`], [`check`]);
//! - [`strict`]: the strict layout reader every spec's `validate` reads
//!   through ([`Strict`], [`validate_str`]), the validator as a program,
//!   and the field's generic invalid inputs;
//! - [`bad_input`]: the bad-input tables ([`check_table`],
//!   [`check_malformed`]);
//! - [`pairing`]: judge-data pairing by stem, orphans and unreadable entries
//!   named; [`judge_data`]: the stored cases of `judge-data/<package>/`
//!   read, its samples, the generated cases written ([`write_generated`]);
//! - [`backing`]: every stored input valid ([`input_problems`]), every
//!   stored answer equal to what backs it apart from the code under test
//!   ([`answer_problems`]): the search, a second computation, the
//!   construction, or for `sample-*` the statement;
//! - `problem_tests`: the [`problem_tests!`] macro;
//! - [`stress`]: the stress search and its shrinking;
//! - [`rng`], [`enumerate`], [`text`]: the seeded [`Rng`], enumerators of
//!   small positions, tokens written and read back;
//! - [`draw`]: random positions declared by their parameters ([`draw::Piles`],
//!   piles in mirrored pairs, distinct values);
//! - [`shape`]: the input layouts that `scripts/new-problem`'s shapes name,
//!   written, read back, validated against the statement's bounds, and
//!   drawn at random (the random-small judge data among them);
//! - [`nim`]: the rules of Nim and the second computations built on them;
//! - [`nimber`]: a second nim-multiplication; [`jury`]: the referee side of
//!   interactive problems; [`bench`](mod@bench): benchmark-input writers;
//! - the exhaustive search ([`WinLossSearch`], [`LoopySearch`]), from
//!   `game-search`.
#![warn(missing_docs)]

pub use game_search::{first_player_wins, LoopySearch, Outcome, WinLossSearch};

pub mod backing;
pub mod bad_input;
pub mod bench;
pub mod draw;
pub mod enumerate;
pub mod generated;
pub mod judge_data;
pub mod jury;
pub mod nim;
pub mod nimber;
pub mod pairing;
mod problem_tests;
pub mod program;
pub mod rng;
pub mod run;
pub mod shape;
pub mod spec;
pub mod stress;
pub mod strict;
pub mod text;

pub use backing::{answer_problems, data_problems, first_difference, input_problems, tokens};
pub use bad_input::{check_malformed, check_table, Expect};
pub use bench::{bench_inputs_main, random_values_input};
pub use enumerate::{labelled_trees, multisets};
pub use generated::Generated;
pub use judge_data::{judge_data_dir, samples, stored_cases, write_generated, Case};
pub use nim::{nim_moves, others_nim_sums, winning_nim_moves, with_pile};
pub use rng::Rng;
pub use run::{check, check_rejects, run_str};
pub use shape::counted_pairs::{input as counted_pairs_input, read as counted_pair_cases};
pub use strict::{validate_str, Strict};
pub use text::{join, numbers, verdict_lines};
