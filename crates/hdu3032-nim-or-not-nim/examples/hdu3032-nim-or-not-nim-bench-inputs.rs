//! Benchmark inputs beyond judge-data's `max-*` cases (`scripts/bench` runs
//! this): one case of N = 10^6 heaps up to 2^31 - 1 (11 MB), and T = 10
//! such cases (107 MB, `x100-`: not in a smoke run), to time reading at
//! the statement's largest N.

use test_support::{bench_inputs_main, Rng};

fn cases(rng: &mut Rng, t: usize) -> String {
    let mut s = format!("{t}\n");
    for _ in 0..t {
        s.push_str("1000000\n");
        for i in 0..1_000_000 {
            if i > 0 {
                s.push(' ');
            }
            s.push_str(&rng.range(1, (1 << 31) - 1).to_string());
        }
        s.push('\n');
    }
    s
}

fn main() {
    bench_inputs_main(|smoke| {
        let mut rng = Rng::new(3032);
        let mut inputs = vec![("max-n-1000000", cases(&mut rng, 1))];
        if !smoke {
            inputs.push(("x100-t-10-n-1000000", cases(&mut rng, 10)));
        }
        inputs
    });
}
