//! Luogu P2252 [SHOI2002] 取石子游戏 / 【模板】威佐夫博弈 (Wythoff's game):
//! <https://www.luogu.com.cn/problem/P2252>
//!
//! **Game**: two piles; a move takes any positive number of stones from one
//! pile, or the same positive number from both. Normal play: who takes the
//! last stone wins. We move first.
//!
//! **Theory**: Wythoff's theorem: with a <= b and d = b - a, the position is
//! a loss for the player to move iff a = floor(d·φ), φ = (1 + √5) / 2.
//! Computed exactly in integers: floor(d·φ) = (d + floor(d·√5)) / 2 (for an
//! integer d, floor((d + z) / 2) = floor((d + floor(z)) / 2)), and
//! floor(d·√5) = isqrt(5·d²), an integer square root in u128. No floating
//! point: a double's d·φ rounds up across the integer for 14 differences
//! d <= 381966011 (the first d = 102334155 = F(40)), which makes a double
//! formula wrong on pairs inside the statement's bounds.
//!
//! **Reduction**: the input is the position; the piles may come in either
//! order and may be 0. Any u64 piles are answered: 5·d² fits in u128 for
//! d < 8.25e18; for a larger d, floor(d·φ) > 1.33e19 > 2^64 - 1 - d >= a,
//! so the position is a win.
//!
//! **Complexity**: O(log d): the Newton iteration for the square root.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: one line `a b`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let a: u64 = sc.next()?;
    let b: u64 = sc.next()?;
    writeln!(out, "{}", if solve(a, b) { 1 } else { 0 })?;
    Ok(())
}

/// Whether the player to move wins Wythoff's game on piles `a` and `b`.
fn solve(a: u64, b: u64) -> bool {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    lower_wythoff(large - small) != Some(u128::from(small))
}

/// floor(d·φ), the smaller pile of the losing position with difference d:
/// (d + isqrt(5·d²)) / 2; `None` when 5·d² does not fit in a u128 (then
/// floor(d·φ) is above every u64 pile that differs from another by d).
fn lower_wythoff(d: u64) -> Option<u128> {
    let d = u128::from(d);
    let five_d_squared = d.checked_mul(d)?.checked_mul(5)?;
    Some((d + isqrt(five_d_squared)) / 2)
}

/// floor(√n), exactly: Newton's iteration from a power of two at or above
/// √n decreases strictly until it reaches floor(√n).
fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    // n < 2^bits, so √n < 2^ceil(bits / 2); then n / x <= √n < 2^64 and
    // x + n / x cannot overflow.
    let bits = 128 - n.leading_zeros();
    let mut x: u128 = 1 << ((bits + 1) / 2);
    loop {
        let next = (x + n / x) / 2;
        if next >= x {
            return x;
        }
        x = next;
    }
}

#[cfg(test)]
mod tests;
