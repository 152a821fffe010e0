use test_support::{check_malformed, check_table, multisets, Expect, Rng, WinLossSearch};

use super::{grundy, run, solve};

#[path = "../examples/arc091f-strange-nim-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n5 2\n3 3\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated", "2\n5 2\n3\n", Reject("end of input")),
            (
                "K = 0",
                "2\n5 2\n4 0\n",
                Reject("token 5: K_2 = 0: a move takes up to floor(X / K_i) stones"),
            ),
            (
                "A above 2^32 - 1",
                "1\n4294967296 1\n",
                Reject("token 2: A_1 = 4294967296 is above 2^32 - 1"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            ("N = 0", "0\n", Answer("Aoki\n")),
            ("empty pile", "2\n0 1\n0 7\n", Answer("Aoki\n")),
            (
                "empty pile beside a move",
                "2\n0 1\n2 2\n",
                Answer("Takahashi\n"),
            ),
            // One move (take 1), then no pile has X >= K.
            (
                "largest pile, K = A",
                "1\n4294967295 4294967295\n",
                Answer("Takahashi\n"),
            ),
            (
                "K above A",
                "1\n4294967295 18446744073709551615\n",
                Answer("Aoki\n"),
            ),
            // K = 1 is Nim: equal heaps cancel, and one heap is taken whole.
            (
                "largest Nim pair",
                "2\n4294967295 1\n4294967295 1\n",
                Answer("Aoki\n"),
            ),
            (
                "largest Nim heap",
                "1\n4294967295 1\n",
                Answer("Takahashi\n"),
            ),
        ],
    );
}

fn as_input(piles: &[(u64, u64)]) -> Vec<(u32, u64)> {
    piles.iter().map(|&(x, k)| (x as u32, k)).collect()
}

/// Every pile (stones, K) with stones in 0..=max_stones and K in
/// 1..=max_k, as one list.
fn pile_kinds(max_stones: u64, max_k: u64) -> Vec<(u64, u64)> {
    let mut res = Vec::new();
    for k in 1..=max_k {
        for x in 0..=max_stones {
            res.push((x, k));
        }
    }
    res
}

/// Every multiset of 0 to `len` piles drawn from `kinds`.
fn pile_multisets(kinds: &[(u64, u64)], len: usize) -> Vec<Vec<(u64, u64)>> {
    multisets(len, 0, kinds.len() as u64 - 1)
        .iter()
        .map(|idx| idx.iter().map(|&i| kinds[i as usize]).collect())
        .collect()
}

#[test]
fn matches_exhaustive_search_up_to_3_piles_of_18_with_k_up_to_4() {
    // Every multiset of up to 3 piles of 0..=18 stones with K in 1..=4
    // (76 kinds of pile): 79079 positions.
    let mut search = WinLossSearch::new(spec::moves);
    let positions = pile_multisets(&pile_kinds(18, 4), 3);
    assert_eq!(positions.len(), 1 + 76 + 2926 + 76076);
    for piles in &positions {
        assert_eq!(
            solve(&as_input(piles)),
            search.wins(&spec::canonical(piles)),
            "{piles:?}"
        );
    }
}

#[test]
fn matches_exhaustive_search_on_pairs_up_to_60_with_k_up_to_8() {
    // Every pair of piles of 0..=60 stones with K in 1..=8: a pair is
    // lost exactly when its two piles are worth the same, so this pins
    // each pile's value, not only whether it is 0.
    let mut search = WinLossSearch::new(spec::moves);
    let kinds = pile_kinds(60, 8);
    for (i, &p) in kinds.iter().enumerate() {
        for &q in &kinds[i..] {
            let piles = [p, q];
            assert_eq!(
                solve(&as_input(&piles)),
                search.wins(&spec::canonical(&piles)),
                "{piles:?}"
            );
        }
    }
}

/// Grundy values by their definition, from the rules: g(x) is the mex
/// of g(x - j) over the moves j = 1..=floor(x / k).
fn mex_table(max_stones: usize, k: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(max_stones + 1);
    let mut seen = Vec::new();
    for x in 0..=max_stones {
        let options = x / k;
        seen.clear();
        seen.resize(options + 1, false);
        for j in 1..=options {
            let v = g[x - j] as usize;
            if v <= options {
                seen[v] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap_or(options) as u32);
    }
    g
}

#[test]
fn mex_table_matches_the_search_on_pairs() {
    // The table is the reference for larger piles below, so it is
    // itself checked against the search: (x, k) beside (y, k') is lost
    // iff the table gives both the same value.
    let mut search = WinLossSearch::new(spec::moves);
    let tables: Vec<Vec<u32>> = (1..=6).map(|k| mex_table(40, k)).collect();
    let kinds = pile_kinds(40, 6);
    for (i, &(x, k)) in kinds.iter().enumerate() {
        for &(y, l) in &kinds[i..] {
            let equal = tables[k as usize - 1][x as usize] == tables[l as usize - 1][y as usize];
            assert_eq!(
                !equal,
                search.wins(&spec::canonical(&[(x, k), (y, l)])),
                "{:?}",
                [(x, k), (y, l)]
            );
        }
    }
}

#[test]
fn grundy_matches_the_mex_table_up_to_6000_stones() {
    // Every K up to 120 and a spread of larger ones, every pile size up
    // to 6000: the jumps, both regimes and the multiply-high division.
    let mut ks: Vec<usize> = (1..=120).collect();
    ks.extend([
        127, 128, 199, 256, 500, 777, 1000, 2999, 3000, 5999, 6000, 6001,
    ]);
    for k in ks {
        let table = mex_table(6000, k);
        for (x, &g) in table.iter().enumerate() {
            assert_eq!(grundy(x as u32, k as u64), g, "x = {x}, K = {k}");
        }
    }
}

#[test]
fn second_computation_matches_the_search_and_the_mex_table() {
    let mut search = WinLossSearch::new(spec::moves);
    let kinds = pile_kinds(40, 6);
    for (i, &p) in kinds.iter().enumerate() {
        for &q in &kinds[i..] {
            let piles = [p, q];
            assert_eq!(
                spec::second_computation(&piles),
                search.wins(&spec::canonical(&piles)),
                "{piles:?}"
            );
        }
    }
    for k in [1, 2, 3, 7, 64, 1000] {
        for (x, &g) in mex_table(6000, k).iter().enumerate() {
            assert_eq!(spec::one_step_grundy(x as u64, k as u64), u64::from(g));
        }
    }
}

#[test]
fn grundy_matches_the_one_step_recursion_on_large_piles() {
    // Random piles up to 2^32 - 1 with K up to 10^5, random piles up to
    // 2 * 10^5 with K so large that few multiples fit, and the worst
    // piles of the judge data: the one-step recursion stays within
    // about 10^6 steps per pile.
    let mut rng = Rng::new(91);
    let mut piles: Vec<(u64, u64)> = Vec::new();
    for i in 0..350 {
        let a = rng.range(0, u64::from(u32::MAX));
        let k = match i % 7 {
            0 | 1 => rng.range(1, 50),
            2..=4 => rng.range(1, 100_000),
            _ => {
                let a = rng.range(0, 200_000);
                piles.push((a, rng.range(a / 1000 + 1, a + 1)));
                continue;
            }
        };
        piles.push((a, k));
    }
    piles.extend([(u64::from(u32::MAX), 2), (u64::from(u32::MAX), 65_535)]);
    piles.extend(spec::count_worst().into_iter().take(20));
    for (a, k) in piles {
        assert_eq!(
            u64::from(grundy(a as u32, k)),
            spec::one_step_grundy(a, k),
            "A = {a}, K = {k}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
