// Input: cases of n and n numbers, until a case with n = 0.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let mut values = Vec::new();
    loop {
        let n: usize = sc.next()?;
        if n == 0 {
            break;
        }
        values.clear();
        for _ in 0..n {
            values.push(sc.next::<u64>()?);
        }
        writeln!(out, "{}", if solve(&values) { "Yes" } else { "No" })?;
    }
    Ok(())
}

/// Whether the first player wins on `values`.
fn solve(values: &[u64]) -> bool {
    unimplemented!("solve: the closed form or Grundy computation for {values:?}")
}
