// Input: T, then per case n and n numbers.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let cases: usize = sc.next()?;
    for _ in 0..cases {
        let n: usize = sc.next()?;
        let values = sc.vec::<u64>(n)?;
        writeln!(out, "{}", if solve(&values) { "Yes" } else { "No" })?;
    }
    Ok(())
}

/// Whether the first player wins on `values`.
fn solve(values: &[u64]) -> bool {
    unimplemented!("solve: the closed form or Grundy computation for {values:?}")
}
