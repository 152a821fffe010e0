// Input: lines `a b` until the end of the input, one answer per line.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    while !sc.is_at_end()? {
        let a: u64 = sc.next()?;
        let b: u64 = sc.next()?;
        writeln!(out, "{}", if solve(a, b) { "Yes" } else { "No" })?;
    }
    Ok(())
}

/// Whether the first player wins from (`a`, `b`).
fn solve(a: u64, b: u64) -> bool {
    unimplemented!("solve: the closed form or Grundy computation for ({a}, {b})")
}
