//! Sprague-Grundy helpers for impartial games under normal play, and for
//! misère sums by the SJ theorem.
//!
//! Plain free functions over integers: [`nim_sum`], [`mex`], Grundy tables for
//! games whose positions are integers ([`grundy_table`], [`subtraction_table`]),
//! [`find_period`] for such tables, and nimber arithmetic in the field of the
//! nimbers below 2^64 ([`nim_product`], [`nim_pow`], [`nim_inverse`],
//! [`nim_order`], [`nim_log`]), and retrograde analysis of games on graphs
//! that may have cycles ([`retrograde`], [`retrograde_edges`]: win, lose or
//! draw per vertex), and misère sums by the SJ theorem ([`anti_sg_wins`]).
//! The exhaustive search the tests compare against lives apart, in the
//! test-only crate `game-search`, so a submission that pastes this file
//! carries none of it.
//!
//! One module per concern (`grundy`, `period`, `nimber`, `retrograde`,
//! `anti`, each with its tests); this file only names them. No
//! dependencies, no I/O: `scripts/bundle` pastes the crate as
//! `mod sg_core { ... }`, its modules inlined, and every `use sg_core::...`
//! line stays valid.
#![warn(missing_docs)]

mod anti;
mod grundy;
mod nimber;
mod period;
mod retrograde;

pub use anti::anti_sg_wins;
pub use grundy::{grundy_table, mex, nim_sum, subtraction_table};
pub use nimber::{
    nim_inverse, nim_log, nim_order, nim_pow, nim_product, NIM_GROUP_ORDER, NIM_GROUP_ORDER_PRIMES,
};
pub use period::{find_period, Periodicity};
pub use retrograde::{retrograde, retrograde_edges, Outcome};
