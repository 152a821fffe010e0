//! Codeforces 1312F Attack on Red Kingdom:
//! <https://codeforces.com/problemset/problem/1312/F>
//!
//! **Game**: n castles with a_i defenders. An attack on a castle that still
//! has defenders removes x (mixed), y (infantry) or z (cavalry) of them (all
//! that are left if fewer); infantry may not follow infantry on the same
//! castle, nor cavalry follow cavalry; mixed is always allowed. Normal play:
//! the king making the last attack wins. White attacks first; the answer is
//! the number of first attacks (castle, kind) after which White wins.
//!
//! **Theory**: Sprague-Grundy theorem. A castle is the game on (defenders k,
//! kind of the last attack on it; "never attacked" moves like "mixed"), with
//! k - s read as max(0, k - s):
//! G(k, mixed) = mex{G(k-x, mixed), G(k-y, inf), G(k-z, cav)},
//! G(k, inf) = mex{G(k-x, mixed), G(k-z, cav)},
//! G(k, cav) = mex{G(k-x, mixed), G(k-y, inf)}, G(0, .) = 0; values <= 3.
//! With S the xor of G(a_i, mixed), a first attack turning castle i's value
//! v0 into v wins iff S ^ v0 ^ v == 0.
//!
//! **Reduction**: the table rows [G(k, mixed), G(k, inf), G(k, cav)] become
//! periodic; a row depends only on the max(x, y, z) <= 5 rows before it, so
//! `sg_core::find_period` with that window proves the period and preperiod
//! from a short table (64 rows suffice for all 125 (x, y, z): preperiod at
//! most 26, period at most 10), and a_i up to 10^18 is reduced into it.
//!
//! **Complexity**: O(64 * 10) per distinct (x, y, z), then O(1) per castle;
//! the input is streamed, never stored.

use std::io::Read;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::find_period;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

/// The largest attack size answered (the statement's bound is 5).
// Sizes 6..=10 are answered the same way (the table doubles until a period
// is proved; 128 rows suffice, a test checks all 1000 triples); sizes 0 (an
// endless game) and above 10 are rejected. A castle of 0 defenders offers
// no attack. Each castle costs one remainder, one lookup and one count in a
// histogram of the 256 kinds of castle; the tables are built once per
// distinct (x, y, z), at most 125 with the statement's sizes.
const MAX_ATTACK: u64 = 10;

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    // One table per distinct (x, y, z), built when first needed: up to 1000
    // tests share at most 125 tables (1000 with sizes up to 10).
    let side = MAX_ATTACK as usize;
    let mut tables: Vec<Option<CastleTable>> = (0..side * side * side).map(|_| None).collect();
    let tests: usize = sc.next()?;
    for _ in 0..tests {
        let n: usize = sc.next()?;
        let x = sc.next_in("x", 1, MAX_ATTACK)?;
        let y = sc.next_in("y", 1, MAX_ATTACK)?;
        let z = sc.next_in("z", 1, MAX_ATTACK)?;
        let slot = ((x - 1) as usize * side + (y - 1) as usize) * side + (z - 1) as usize;
        let table = tables[slot].get_or_insert_with(|| CastleTable::new([x, y, z]));
        let winning = sc.values(n, |castles| solve(table, castles))?;
        out.push_u64(winning)?;
        out.push(b"\n")?;
    }
    Ok(())
}

/// The number of winning first attacks (castle, kind) for the first player,
/// with `table` built for the attack sizes and `castles` giving the
/// defenders.
fn solve(table: &CastleTable, castles: impl Iterator<Item = u64>) -> u64 {
    // Castles are counted by their code: the untouched value and the values
    // after a mixed, infantry and cavalry attack, 2 bits each.
    let mut count_by_code = [0u64; 256];
    let mut total = 0;
    for a in castles {
        if a == 0 {
            continue; // No defender: no attack, value 0.
        }
        let code = table.code(a);
        count_by_code[code as usize] += 1;
        total ^= code >> 6;
    }
    let mut winning = 0;
    for (code, &count) in count_by_code.iter().enumerate() {
        let target = total ^ (code >> 6) as u8;
        let after = [(code >> 4) & 3, (code >> 2) & 3, code & 3];
        let kinds = after.iter().filter(|&&v| v as u8 == target).count();
        winning += count * kinds as u64;
    }
    winning
}

/// Row k: the values of a castle of k defenders whose last attack was
/// mixed (or none), infantry, cavalry.
type Row = [u8; 3];

/// Rows 0..len by the recurrence in the header.
fn castle_rows(sizes: [u64; 3], len: usize) -> Vec<Row> {
    let [x, y, z] = sizes.map(|s| s as usize);
    let mut rows: Vec<Row> = Vec::with_capacity(len);
    for k in 0..len {
        if k == 0 {
            rows.push([0; 3]);
            continue;
        }
        // The option values as bit sets (values are at most 3).
        let mixed = 1 << rows[k.saturating_sub(x)][0];
        let infantry = 1 << rows[k.saturating_sub(y)][1];
        let cavalry = 1 << rows[k.saturating_sub(z)][2];
        rows.push([
            mex(mixed | infantry | cavalry),
            mex(mixed | cavalry),
            mex(mixed | infantry),
        ]);
    }
    rows
}

/// The least value whose bit is not set in `seen`: the mex of a set of
/// small values held as bits (what `sg_core::mex` computes from a slice;
/// here the options arrive as bits already).
fn mex(seen: u8) -> u8 {
    (!seen).trailing_zeros() as u8
}

/// The castle codes of a table long enough to prove its period.
struct CastleTable {
    /// `codes[k]` for k < len: G(k, mixed) << 6 | G(k - x, mixed) << 4 |
    /// G(k - y, inf) << 2 | G(k - z, cav).
    codes: Vec<u8>,
    /// Any a >= len has the code of base + (a - base) % period.
    base: u64,
    period: u64,
}

impl CastleTable {
    fn new(sizes: [u64; 3]) -> Self {
        let window = sizes.iter().copied().max().unwrap_or(1) as usize;
        let mut len = 64;
        // Every such table is eventually periodic (a row is a function of
        // the `window` rows before it, which take finitely many values), so
        // doubling ends; 64 rows suffice for sizes up to 5, 128 up to 10.
        let (rows, periodicity) = loop {
            let rows = castle_rows(sizes, len);
            if let Some(p) = find_period(&rows, window) {
                break (rows, p);
            }
            len *= 2;
        };
        let [x, y, z] = sizes.map(|s| s as usize);
        let codes = (0..len)
            .map(|k| {
                rows[k][0] << 6
                    | rows[k.saturating_sub(x)][0] << 4
                    | rows[k.saturating_sub(y)][1] << 2
                    | rows[k.saturating_sub(z)][2]
            })
            .collect();
        // The rows repeat with the period from the preperiod on, and
        // find_period accepts only when len - period >= preperiod + window:
        // so for a >= base = len - period, a and its representative r in
        // base..len agree, and so do a - s and r - s for every s <= window.
        CastleTable {
            codes,
            base: (len - periodicity.period) as u64,
            period: periodicity.period as u64,
        }
    }

    fn code(&self, a: u64) -> u8 {
        let k = if a < self.codes.len() as u64 {
            a
        } else {
            self.base + (a - self.base) % self.period
        };
        self.codes[k as usize]
    }
}

#[cfg(test)]
mod tests;
