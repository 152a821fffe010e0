//! Benchmark inputs beyond judge-data's `max-*` cases (`scripts/bench` runs
//! this): 50 cases of 199999 piles of 2^31 - 1 and one pile of 1, so every
//! big pile is a winning move: 10^7 piles in (110 MB) and 10^7 answer lines
//! out (130 MB), the most output per input.

use test_support::bench_inputs_main;

fn main() {
    bench_inputs_main(|smoke| {
        if smoke {
            return Vec::new();
        }
        let (cases, m) = (50, 200_000);
        let top = i32::MAX.to_string();
        let mut line = String::new();
        for _ in 0..m - 1 {
            line.push_str(&top);
            line.push(' ');
        }
        line.push_str("1\n");
        let mut s = String::with_capacity(cases * (line.len() + 8) + 2);
        for _ in 0..cases {
            s.push_str(&format!("{m}\n"));
            s.push_str(&line);
        }
        s.push_str("0\n");
        vec![("x100-50-cases-all-winning", s)]
    });
}
