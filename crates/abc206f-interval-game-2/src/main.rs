//! AtCoder ABC206 F Interval Game 2: <https://atcoder.jp/contests/abc206/tasks/abc206_f>
//!
//! **Game**: N intervals [L, R); a move chooses one sharing no point with
//! those chosen so far. Normal play; Alice moves first.
//!
//! **Theory**: Sprague-Grundy. Choosing [a, b) in a free range (x, y)
//! leaves the independent (x, a) and (b, y): g(x, y) = mex{ g(x, a) ^
//! g(b, y) : x <= a, b <= y }; Alice wins iff g(-inf, inf) != 0.
//!
//! **Reduction**: ranges run from -inf or an R to an L or inf: a table
//! over those ends, for any values; each range scans only its intervals.
//!
//! **Complexity**: O(N^3) per test at worst. Bad input (a token not an
//! integer in 0..2^64, L >= R, too few tokens, N > 300) gets one line
//! `error: ...` on stderr, exit 1 and no answer.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use itertools::Itertools;
use proconio::input;
use proconio::source::{once::OnceSource, Source};

fn main() -> ExitCode {
    let mut input = Vec::new();
    let res = match io::stdin().read_to_end(&mut input) {
        Ok(_) => run(&input),
        Err(e) => Err(e.to_string()),
    };
    match res.map(|a| io::stdout().write_all(a.as_bytes())) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(e)) => fail(e.to_string()),
        Err(e) => fail(e),
    }
}

fn fail(e: String) -> ExitCode {
    eprintln!("error: {e}");
    ExitCode::FAILURE
}

/// The answer, or why the input is rejected. Every token is checked
/// first, so proconio only parses valid tokens that are there.
fn run(input: &[u8]) -> Result<String, String> {
    let count = check_tokens(input)?;
    let mut left = count;
    let mut take = |k: u64, what: &str| {
        left = left
            .checked_sub(k)
            .ok_or(format!("unexpected end of input: expected {what}"))?;
        Ok::<_, String>(())
    };
    let mut source = OnceSource::from(std::str::from_utf8(input).map_err(|e| e.to_string())?);
    take(1, "T")?;
    input! { from &mut source, t: u64 }
    let mut lines = Vec::new();
    for case in 1..=t {
        take(1, &format!("N of test {case}"))?;
        input! { from &mut source, n: u64 }
        if n > 300 {
            return Err(format!(
                "test {case}: N = {n} is above 300, the most handled"
            ));
        }
        take(2 * n, &format!("the {n} intervals of test {case}"))?;
        let mut intervals = Vec::new();
        for i in 1..=n {
            input! { from &mut source, l: u64, r: u64 }
            if l >= r {
                return Err(format!("test {case}, interval {i}: [{l}, {r}) is empty"));
            }
            intervals.push((l, r));
        }
        lines.push(if solve(intervals) { "Alice\n" } else { "Bob\n" });
    }
    match source.next_token() {
        Some(x) => Err(format!(
            "token {}: `{}` after the end",
            count - left + 1,
            shown(x.as_bytes())
        )),
        None => Ok(lines.iter().join("")),
    }
}

/// The number of tokens, if each is an integer in 0..2^64.
fn check_tokens(input: &[u8]) -> Result<u64, String> {
    let space = |b: &u8| *b == b' ' || (b'\t'..=b'\r').contains(b);
    let digit = |v: u64, &b: &u8| match b {
        b'0'..=b'9' => v.checked_mul(10)?.checked_add(u64::from(b - b'0')),
        _ => None,
    };
    let mut count = 0;
    for t in input.split(space).filter(|t| !t.is_empty()) {
        count += 1;
        if t.iter().try_fold(0, digit).is_none() {
            return Err(format!(
                "token {count}: `{}` is not an integer in 0..2^64",
                shown(t)
            ));
        }
    }
    Ok(count)
}

/// Up to 40 bytes of `token`, unprintable bytes as `\xNN`.
fn shown(token: &[u8]) -> String {
    let s: String = token
        .iter()
        .take(40)
        .map(|&b| match b {
            b'!'..=b'~' => char::from(b).to_string(),
            _ => format!("\\x{b:02x}"),
        })
        .collect();
    s + if token.len() > 40 { "..." } else { "" }
}

/// Whether the first player wins with `intervals` as (L, R), L < R.
fn solve(mut intervals: Vec<(u64, u64)>) -> bool {
    intervals.sort_unstable();
    intervals.dedup();
    // Range starts: -inf (index 0), then the Rs; ends: the Ls, then inf.
    let starts: Vec<u64> = intervals.iter().map(|p| p.1).sorted().dedup().collect();
    let ends: Vec<u64> = intervals.iter().map(|p| p.0).dedup().collect();
    let (ns, ne) = (starts.len() + 1, ends.len() + 1);
    let at = |v: &[u64], x: u64| v.partition_point(|&y| y < x);
    // (L as an end, R as a start), by L descending.
    let idx: Vec<(usize, usize)> = intervals
        .iter()
        .rev()
        .map(|&(l, r)| (at(&ends, l), at(&starts, r) + 1))
        .collect();
    let mut g = vec![0u16; ns * ne];
    // g(s, e) needs g(s, L) with L < e and g(R, e) with R > s.
    for e in 0..ne {
        // The intervals inside (s, e) are a prefix of these, longer as s falls.
        let fits: Vec<_> = idx
            .iter()
            .filter(|p| e + 1 == ne || starts[p.1 - 1] <= ends[e])
            .collect();
        let mut inside = 0;
        for s in (0..ns).rev() {
            while inside < fits.len() && (s == 0 || ends[fits[inside].0] >= starts[s - 1]) {
                inside += 1;
            }
            // At most 300 options, so values below 512.
            let mut seen = [0u64; 8];
            for &&(l, r) in &fits[..inside] {
                let v = g[s * ne + l] ^ g[r * ne + e];
                seen[usize::from(v / 64)] |= 1 << (v % 64);
            }
            let w = seen.iter().position(|&w| w != !0).unwrap_or(0);
            g[s * ne + e] = w as u16 * 64 + seen[w].trailing_ones() as u16;
        }
    }
    g[ne - 1] != 0
}

#[cfg(test)]
mod tests;
