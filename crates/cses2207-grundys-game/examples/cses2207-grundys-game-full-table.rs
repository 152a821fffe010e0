//! The one-off computation behind the answers above the tests' range: the
//! Grundy values of Grundy's game for every heap up to N (default 10^6) by
//! the definition, g(n) = mex{ g(a) ^ g(n - a) : 1 <= a < n - a }, in
//! O(N^2 / 4) steps (about 2.5·10^11 for 10^6: minutes, far beyond a test).
//! Prints every heap with g = 0 (the second player wins), the largest value,
//! the first heap that reaches it, and an FNV-1a hash of the whole table.
//!
//! ```sh
//! cargo run --release -p cses2207-grundys-game \
//!   --example cses2207-grundys-game-full-table -- 1000000
//! ```
//!
//! judge-data/cses2207-grundys-game/README.md records its output.

fn main() {
    let max: usize = match std::env::args().nth(1) {
        Some(arg) => arg.parse().expect("N: a heap size"),
        None => 1_000_000,
    };
    // Values stay below 256 up to 10^6 (the largest is printed); the mex is
    // checked against that bound below.
    let mut g = vec![0u8; max + 1];
    for n in 3..=max {
        // The splits n = a + (n - a) with 1 <= a < n - a: a in 1..=h.
        let h = (n - 1) / 2;
        let mut seen = [false; 256];
        for (&x, &y) in g[1..=h].iter().zip(g[n - h..n].iter().rev()) {
            seen[usize::from(x ^ y)] = true;
        }
        let mex = seen
            .iter()
            .position(|&s| !s)
            .expect("a Grundy value of 256 or more: widen the table");
        g[n] = mex as u8;
    }
    let zeros: Vec<String> = (1..=max)
        .filter(|&n| g[n] == 0)
        .map(|n| n.to_string())
        .collect();
    let largest = g.iter().copied().max().unwrap_or(0);
    let first_largest = g.iter().position(|&v| v == largest).unwrap_or(0);
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &v in &g {
        hash ^= u64::from(v);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    println!("heaps 1..={max}");
    println!("g = 0 at {} heaps: {}", zeros.len(), zeros.join(" "));
    println!("largest value {largest}, first at heap {first_largest}");
    println!("FNV-1a 64 of g(0..={max}) as bytes: {hash:016x}");
}
