//! Benchmark input beyond judge-data's `max-*` cases (`scripts/bench` runs
//! this): the statement's largest, T = 10^6 random pairs (about 41 MB, too
//! large to store). Its answer is checked against the second
//! multiplication by the test
//! `the_largest_benchmark_input_matches_the_second_multiplication`.

use test_support::nimber::random_pairs;
use test_support::{bench_inputs_main, shape, Rng};

fn main() {
    bench_inputs_main(|_smoke| {
        let pairs = random_pairs(&mut Rng::new(1_000_000), 1_000_000);
        vec![("max-t-1000000-random", shape::pairs::input(&pairs))]
    });
}
