//! Benchmark inputs too large to store: the body of a problem's
//! `examples/<id>-bench-inputs.rs` ([`bench_inputs_main`]) and a common
//! input ([`random_values_input`]).

use std::fs;
use std::path::Path;

use crate::Rng;

/// The body of a problem's `examples/<id>-bench-inputs.rs`, which `scripts/bench`
/// runs as `bench-inputs OUTDIR [--smoke]`: writes each `(name, input)` that
/// `make(smoke)` returns to `OUTDIR/<name>.in` (leaving a file alone when it
/// is unchanged, so repeated runs are cheap). `smoke` asks for the quick
/// inputs only (CI's `scripts/bench --smoke`).
///
/// # Panics
/// On a missing OUTDIR argument or a failed write.
pub fn bench_inputs_main(make: impl FnOnce(bool) -> Vec<(&'static str, String)>) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let smoke = args.iter().any(|a| a == "--smoke");
    let out = args
        .iter()
        .find(|a| *a != "--smoke")
        .expect("usage: bench-inputs OUTDIR [--smoke]");
    let dir = Path::new(out);
    fs::create_dir_all(dir).expect("create the output folder");
    for (name, text) in make(smoke) {
        let path = dir.join(format!("{name}.in"));
        if fs::read(&path)
            .map(|b| b != text.as_bytes())
            .unwrap_or(true)
        {
            fs::write(&path, text).expect("write a benchmark input");
        }
    }
}

/// `n`, then `n` random values from the top half of `1..=max` (as many
/// digits as the bound allows), on one line: a Nim-like input to time reading.
pub fn random_values_input(rng: &mut Rng, n: usize, max: u64) -> String {
    let mut s = String::with_capacity(n * 11 + 16);
    s.push_str(&n.to_string());
    s.push('\n');
    for i in 0..n {
        if i > 0 {
            s.push(' ');
        }
        s.push_str(&rng.range(max / 2, max).to_string());
    }
    s.push('\n');
    s
}
