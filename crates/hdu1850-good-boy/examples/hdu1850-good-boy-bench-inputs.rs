//! Benchmark inputs beyond judge-data's `max-*` cases (`scripts/bench` runs
//! this): the statement bounds no case count, so 10^4 cases of 100 piles of
//! up to 10^6 (7 MB), to time many cases.

use test_support::{bench_inputs_main, join, Rng};

fn main() {
    bench_inputs_main(|_smoke| {
        let mut rng = Rng::new(7);
        let mut s = String::new();
        for _ in 0..10_000 {
            let piles: Vec<u64> = (0..100).map(|_| rng.range(100_000, 1_000_000)).collect();
            s.push_str(&format!("100\n{}\n", join(&piles)));
        }
        s.push_str("0\n");
        vec![("max-10000-cases", s)]
    });
}
