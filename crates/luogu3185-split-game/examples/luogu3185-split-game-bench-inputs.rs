//! Benchmark inputs beyond judge-data's `max-*` cases (`scripts/bench` runs
//! this): the statement's t <= 10 tests take a millisecond, so 10^5 tests
//! of 21 bottles (about 9 MB; beyond the statement's t, which the binary
//! answers), to time the per-test work.

use test_support::{bench_inputs_main, Rng};

fn main() {
    bench_inputs_main(|smoke| {
        if smoke {
            return Vec::new();
        }
        let mut rng = Rng::new(3185);
        let tests = 100_000;
        let mut s = format!("{tests}\n");
        for _ in 0..tests {
            s.push_str("21\n");
            let beans: Vec<u64> = (0..21).map(|_| rng.range(0, 10_000)).collect();
            s.push_str(&test_support::join(&beans));
            s.push('\n');
        }
        vec![("max-100000-tests", s)]
    });
}
