//! Benchmark inputs beyond judge-data's `max-*` cases (`scripts/bench` runs
//! this): the statement bounds no case count, so 10^5 cases of 10 piles
//! (6 MB), to time many small cases.

use test_support::{bench_inputs_main, Rng};

fn main() {
    bench_inputs_main(|_smoke| {
        let mut rng = Rng::new(7);
        let mut s = String::from("100000\n");
        for _ in 0..100_000 {
            s.push_str("10\n");
            for _ in 0..10 {
                s.push_str(&format!("{} {}\n", rng.range(10, 20), rng.range(10, 20)));
            }
        }
        vec![("max-100000-cases", s)]
    });
}
