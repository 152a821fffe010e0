// Input: n, then n lines `a b`.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let mut pairs = Vec::new();
    for _ in 0..n {
        let a: u64 = sc.next()?;
        let b: u64 = sc.next()?;
        pairs.push((a, b));
    }
    writeln!(out, "{}", if solve(&pairs) { "Yes" } else { "No" })?;
    Ok(())
}

/// Whether the first player wins on `pairs`.
fn solve(pairs: &[(u64, u64)]) -> bool {
    unimplemented!("solve: the closed form or Grundy computation for {pairs:?}")
}
