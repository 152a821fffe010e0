//! Benchmark inputs beyond judge-data's `max-*` cases (`scripts/bench` runs
//! this): the statement's T <= 100 games take well under a millisecond, so
//! 10^6 games with n and k up to 10^9 (about 20 MB; beyond the statement's
//! T, which the binary answers), to time reading and the per-game rule.

use test_support::{bench_inputs_main, Rng};

fn main() {
    bench_inputs_main(|smoke| {
        if smoke {
            return Vec::new();
        }
        let mut rng = Rng::new(1194);
        let games = 1_000_000;
        let mut s = format!("{games}\n");
        for i in 0..games {
            let n = rng.range(0, 1_000_000_000);
            // Half the k multiples of 3, so both rules run.
            let k = if i % 2 == 0 {
                3 * rng.range(1, 333_333_333)
            } else {
                rng.range(3, 1_000_000_000)
            };
            s.push_str(&format!("{n} {k}\n"));
        }
        vec![("max-1000000-games", s)]
    });
}
