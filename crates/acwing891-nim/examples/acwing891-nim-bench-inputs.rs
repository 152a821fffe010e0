//! Benchmark inputs beyond judge-data's `max-*` cases (`scripts/bench` runs
//! this): 10^7 piles of up to 10^9 on one line, about 100 MB, to time
//! reading against `cat` and `wc -w` on the same file.

use test_support::{bench_inputs_main, random_values_input, Rng};

fn main() {
    bench_inputs_main(|smoke| {
        if smoke {
            return Vec::new();
        }
        let mut rng = Rng::new(7);
        vec![(
            "x100-n",
            random_values_input(&mut rng, 10_000_000, 1_000_000_000),
        )]
    });
}
