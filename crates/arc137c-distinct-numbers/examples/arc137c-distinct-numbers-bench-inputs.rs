//! Benchmark inputs beyond judge-data's `max-*` cases (`scripts/bench` runs
//! this): N = 3 * 10^5 values up to 10^9 (about 3 MB, more than a stored
//! case holds), to time reading at the statement's largest N and values.

use test_support::{bench_inputs_main, join, Rng};

fn main() {
    bench_inputs_main(|smoke| {
        if smoke {
            return Vec::new();
        }
        let mut rng = Rng::new(137);
        let n = 300_000;
        // Increasing, gaps 1 to 3333: at most 3333 + 299,999 * 3333 < 10^9.
        let mut values = Vec::with_capacity(n);
        let mut v = rng.range(0, 3_333);
        for _ in 0..n {
            values.push(v);
            v += rng.range(1, 3_333);
        }
        let mut adjacent_top = values.clone();
        adjacent_top[n - 1] = adjacent_top[n - 2] + 1;
        vec![
            ("max-n-values-to-1e9", format!("{n}\n{}\n", join(&values))),
            (
                "max-n-values-to-1e9-adjacent-top",
                format!("{n}\n{}\n", join(&adjacent_top)),
            ),
        ]
    });
}
