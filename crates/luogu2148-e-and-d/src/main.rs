//! Luogu P2148 [SDOI2009] E&D: <https://www.luogu.com.cn/problem/P2148>
//!
//! **Game**: 2n piles in n groups of two. A move removes one pile of a group
//! and splits the other pile of that group into two positive piles, which
//! become the group. Normal play: who faces only piles of 1 (no pile of a
//! group can be split) loses; little E moves first.
//!
//! **Theory**: Sprague-Grundy. The groups are independent games; the group
//! (x, y) has Grundy value g(x, y) = the index of the lowest 0 bit of
//! (x - 1) | (y - 1), and E wins iff the XOR of the groups' values is not 0.
//!
//! Proof, with u = x - 1 and v = y - 1 (so u, v >= 0). Splitting a pile s
//! into a + b gives the group (a, b) with (a - 1) + (b - 1) = s - 2: a move
//! picks w in {u, v} with w >= 1 and leaves any (u', v') with u', v' >= 0
//! and u' + v' = w - 1. Write f(u, v) for the lowest 0 bit of u | v.
//!
//! Lemma: as (u', v') ranges over u' + v' = w - 1, f(u', v') takes exactly
//! the values k with bit k of w set. Indeed f(u', v') = k says that the low
//! k + 1 bits a of u' and b of v' have a | b = 2^k - 1 (bits 0..k-1 set, bit
//! k clear in both). Then a + b = (a | b) + (a & b) lies in
//! [2^k - 1, 2^(k+1) - 2], and it is (w - 1) mod 2^(k+1) since a + b <
//! 2^(k+1); conversely, if r = (w - 1) mod 2^(k+1) lies in that range, then
//! u' = 2^k - 1 + (w - 1 - r), v' = r - (2^k - 1) has sum w - 1 and f = k.
//! And r lies in [2^k - 1, 2^(k+1) - 2] iff r + 1 lies in [2^k, 2^(k+1) - 1],
//! iff bit k of w = (w - 1) + 1 is set (r = 2^(k+1) - 1 carries out of the
//! low k + 1 bits and leaves bit k of w clear).
//!
//! Induction on u + v: every option has a smaller sum, so by the hypothesis
//! its value is f. By the lemma the options' values are the set bits of u
//! together with those of v (w = 0 contributes none: no split), that is the
//! set bits of u | v; their mex is the lowest 0 bit of u | v: g = f.
//!
//! **Reduction**: the groups are the piles 2k - 1, 2k of the input, read two
//! at a time. A pile of 0 (outside the statement) is answered by the rules:
//! it can be removed but not split, like a pile of 1 (x - 1 saturates at 0).
//! An odd N cannot be split into groups: rejected.
//!
//! **Complexity**: O(N) time per test and O(1) memory: the groups are folded
//! into the XOR as they are read.

use std::io::{Read, Write};
use std::iter;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let tests: usize = sc.next()?;
    for _ in 0..tests {
        let n: usize = sc.next()?;
        if n % 2 == 1 {
            return Err(Error::new(format!(
                "N = {n} is odd: the piles come in groups of two, so no such position exists"
            )));
        }
        let e_wins = sc.values(n, |piles| {
            solve(iter::from_fn(|| Some((piles.next()?, piles.next()?))))
        })?;
        writeln!(out, "{}", if e_wins { "YES" } else { "NO" })?;
    }
    Ok(())
}

/// Whether the first player wins with the given groups (x, y).
fn solve(groups: impl Iterator<Item = (u64, u64)>) -> bool {
    nim_sum(groups.map(|(x, y)| group_grundy(x, y))) != 0
}

/// The Grundy value of the group (x, y): the lowest 0 bit of
/// (x - 1) | (y - 1) (proof in the header); a pile of 0 counts as 1.
fn group_grundy(x: u64, y: u64) -> u64 {
    u64::from((x.saturating_sub(1) | y.saturating_sub(1)).trailing_ones())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, counted_cases, counted_input, multisets, Expect,
        Generated, Rng, WinLossSearch,
    };

    use super::{group_grundy, run, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn group_values_at_and_above_the_bound() {
        // 2e9 - 1 = 0b...1001111111111 ends in ten 1 bits.
        assert_eq!(group_grundy(2_000_000_000, 2_000_000_000), 10);
        // u = 2^31 - 1, v = 0.
        assert_eq!(group_grundy(1 << 31, 1), 31);
        assert_eq!(group_grundy(1 << 63, 1 << 63), 63);
        // u = 2^64 - 2 is even.
        assert_eq!(group_grundy(u64::MAX, u64::MAX), 0);
        // u | v = 2^64 - 1: no 0 bit below 64.
        assert_eq!(group_grundy(u64::MAX, 2), 64);
        assert_eq!(group_grundy((1 << 63) + 1, 1 << 63), 64);
    }

    #[test]
    fn counts_above_the_bounds_are_answered() {
        // 20002 piles of 1 and 21 tests: no move anywhere.
        let n = 20_002;
        check(
            run,
            &format!("1\n{n}\n{}\n", vec!["1"; n].join(" ")),
            "NO\n",
        );
        check(
            run,
            &format!("21\n{}", "2\n1 1\n".repeat(21)),
            &"NO\n".repeat(21),
        );
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated test", "2\n2\n1 2\n", Reject("end of input")),
                ("truncated piles", "1\n4\n1 2 3\n", Reject("end of input")),
                // A count the input cannot deliver: nothing is allocated by it.
                (
                    "N = 2^64 - 2",
                    "1\n18446744073709551614\n1 2\n",
                    Reject("end of input"),
                ),
                // Piles come in groups of two: an odd N has no position.
                ("odd N", "1\n3\n1 2 3\n", Reject("N = 3 is odd")),
                (
                    "odd N after a test",
                    "2\n2\n1 2\n1\n5\n",
                    Reject("N = 1 is odd"),
                ),
                // Outside the statement's bounds, but the rules still answer.
                ("T = 0", "0\n", Answer("")),
                // No group: E cannot move.
                ("N = 0", "1\n0\n", Answer("NO\n")),
                // A pile of 0 is removed but never split, like a pile of 1:
                // (0, 2) -> (1, 1) is the only move.
                ("pile of 0", "1\n2\n0 2\n", Answer("YES\n")),
                ("piles of 0", "1\n4\n0 0 1 0\n", Answer("NO\n")),
                // Above 2e9, answers by the rules: equal groups, so the
                // second player copies every move.
                (
                    "S_i above 2e9, mirrored",
                    "1\n4\n3000000000 5 5 3000000000\n",
                    Answer("NO\n"),
                ),
                (
                    "S_i = 2^64 - 1, mirrored",
                    "1\n4\n18446744073709551615 7 7 18446744073709551615\n",
                    Answer("NO\n"),
                ),
                // E removes the 7 (or the 1) and splits the big pile into the
                // other group's two piles, then copies.
                (
                    "S_i above 2e9, one move to a mirror",
                    "1\n4\n7 3000000000 1000000000 2000000000\n",
                    Answer("YES\n"),
                ),
                (
                    "S_i = 2^64 - 1, one move to a mirror",
                    "1\n4\n1 18446744073709551615 18446744073709551614 1\n",
                    Answer("YES\n"),
                ),
            ],
        );
    }

    /// The moves by the rules: remove one pile of a group and split the
    /// other into two positive piles. A position is a sorted list of groups,
    /// each sorted.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(groups: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        let mut next = Vec::new();
        for i in 0..groups.len() {
            if i > 0 && groups[i] == groups[i - 1] {
                continue; // Same group, same options.
            }
            let (x, y) = groups[i];
            // Remove x and split y, or remove y and split x.
            for split in [y, x] {
                for a in 1..=split / 2 {
                    let mut g = groups.clone();
                    g[i] = (a, split - a);
                    g.sort_unstable();
                    next.push(g);
                }
                if x == y {
                    break; // Removing either pile is the same move.
                }
            }
        }
        next
    }

    /// The search's verdict on `groups` as the input gives them.
    fn search_wins<F>(search: &mut WinLossSearch<Vec<(u64, u64)>, F>, groups: &[(u64, u64)]) -> bool
    where
        F: FnMut(&Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>>,
    {
        let mut g: Vec<(u64, u64)> = groups.iter().map(|&(x, y)| (x.min(y), x.max(y))).collect();
        g.sort_unstable();
        search.wins(&g)
    }

    /// Every group (x, y) with 0 <= x <= y <= max.
    fn group_kinds(max: u64) -> Vec<(u64, u64)> {
        (0..=max)
            .flat_map(|x| (x..=max).map(move |y| (x, y)))
            .collect()
    }

    #[test]
    fn matches_exhaustive_search_up_to_3_groups_of_8_and_2_groups_of_20() {
        // Every multiset of 0 to 3 groups with piles 0..=8 (45 kinds: 17296
        // positions), and of 0 to 2 groups with piles 0..=20 (231 kinds:
        // 27028 positions); piles of 0 included.
        let mut search = WinLossSearch::new(moves);
        for (groups_max, pile_max) in [(3, 8), (2, 20)] {
            let kinds = group_kinds(pile_max);
            for picks in multisets(groups_max, 0, kinds.len() as u64 - 1) {
                let groups: Vec<(u64, u64)> = picks.iter().map(|&k| kinds[k as usize]).collect();
                assert_eq!(
                    solve(groups.iter().copied()),
                    search_wins(&mut search, &groups),
                    "{groups:?}"
                );
            }
        }
    }

    #[test]
    fn group_grundy_and_second_value_are_the_mex_over_the_moves_up_to_128() {
        // The Grundy value of a single group by its definition (mex over the
        // groups one move away), for every 0 <= x, y <= 128. Options have
        // positive piles and, from positive piles, a smaller sum: fill the
        // positive groups by increasing sum, then the groups with a 0.
        let max = 128usize;
        let mut g = vec![vec![0u64; max + 1]; max + 1];
        let mut order: Vec<(usize, usize)> = Vec::new();
        for sum in 2..=2 * max {
            order.extend(
                (sum.saturating_sub(max).max(1)..=(sum - 1).min(max)).map(|x| (x, sum - x)),
            );
        }
        order.extend((0..=max).map(|y| (0, y)));
        order.extend((1..=max).map(|x| (x, 0)));
        for (x, y) in order {
            let mut options = BTreeSet::new();
            for split in [x, y] {
                for a in 1..split {
                    options.insert(g[a][split - a]);
                }
            }
            let mex = (0..).find(|v| !options.contains(v)).expect("a free value");
            g[x][y] = mex;
            assert_eq!(group_grundy(x as u64, y as u64), mex, "({x}, {y})");
            assert_eq!(second_value(x as u64, y as u64), mex, "({x}, {y})");
        }
    }

    #[test]
    fn split_values_are_the_set_bits_of_w() {
        // The header's lemma: over u' + v' = w - 1, the lowest 0 bit of
        // u' | v' takes exactly the set bits of w.
        for w in 1u64..=1024 {
            let seen: BTreeSet<u32> = (0..w).map(|u| (u | (w - 1 - u)).trailing_ones()).collect();
            let bits: BTreeSet<u32> = (0..64).filter(|k| w >> k & 1 == 1).collect();
            assert_eq!(seen, bits, "w = {w}");
        }
    }

    /// The Grundy value of the group (x, y), written apart from `solve`'s
    /// `group_grundy` (which counts trailing ones): the first bit position
    /// at which neither x - 1 nor y - 1 has a 1, found by a loop over the
    /// positions. Checked against the mex definition above and, summed over
    /// groups, against the search below.
    fn second_value(x: u64, y: u64) -> u64 {
        let (u, v) = (x.saturating_sub(1), y.saturating_sub(1));
        (0..64u64)
            .find(|&k| (u >> k) & 1 == 0 && (v >> k) & 1 == 0)
            .unwrap_or(64)
    }

    /// The second computation's verdict on one test: the XOR of the groups'
    /// `second_value`s is not 0.
    fn second_computation(piles: &[u64]) -> bool {
        groups(piles)
            .iter()
            .fold(0, |acc, &(x, y)| acc ^ second_value(x, y))
            != 0
    }

    #[test]
    fn second_computation_matches_the_search_up_to_3_groups_of_6() {
        let mut search = WinLossSearch::new(moves);
        let kinds = group_kinds(6);
        for picks in multisets(3, 0, kinds.len() as u64 - 1) {
            let groups: Vec<(u64, u64)> = picks.iter().map(|&k| kinds[k as usize]).collect();
            assert_eq!(
                second_computation(&piles(&groups)),
                search_wins(&mut search, &groups),
                "{groups:?}"
            );
        }
    }

    /// The largest x - 1 the statement allows (S_i <= 2 * 10^9).
    const MAX_U: u64 = 1_999_999_999;

    /// A group of value k (0..=31) within the statement's bounds, its piles
    /// random: u = x - 1 and v = y - 1 share out bits 0..k-1 at random
    /// (each set in at least one), both leave bit k clear, and each gets
    /// random bits above k while it stays at most 2 * 10^9 - 1.
    fn group_of_value(rng: &mut Rng, k: u64) -> (u64, u64) {
        let low = (1u64 << k) - 1;
        loop {
            let u = rng.range(0, low);
            let v = (low & !u) | (u & rng.range(0, low));
            if u > MAX_U || v > MAX_U {
                continue;
            }
            let high =
                |rng: &mut Rng, w: u64| w + (rng.range(0, (MAX_U - w) >> (k + 1)) << (k + 1));
            let (u, v) = (high(rng, u), high(rng, v));
            return (u + 1, v + 1);
        }
    }

    /// Groups whose values XOR to k (0..=31), each of the form (2^j, 1),
    /// whose value is j (u = 2^j - 1, v = 0), with j <= 17: none for k = 0;
    /// the set bits of k when k has two or more; 2 and 3 for k = 1; k + 1
    /// and 1 for any other power of two, so no known group has value k
    /// itself.
    fn known_groups(k: u64) -> Vec<(u64, u64)> {
        let values: Vec<u64> = if k == 0 {
            Vec::new()
        } else if k == 1 {
            vec![2, 3]
        } else if k.is_power_of_two() {
            vec![k + 1, 1]
        } else {
            (0..5).map(|b| 1 << b).filter(|&b| k & b != 0).collect()
        };
        values.iter().map(|&j| (1 << j, 1)).collect()
    }

    /// One test: a random group of value k beside the known groups of
    /// `known_groups(k)`, shuffled, its piles sometimes swapped; `NO` exactly
    /// when the group's value is taken right.
    fn value_beside_known(rng: &mut Rng, k: u64) -> Vec<u64> {
        let mut g = known_groups(k);
        let (x, y) = group_of_value(rng, k);
        g.push(if rng.range(0, 1) == 0 { (x, y) } else { (y, x) });
        rng.shuffle(&mut g);
        piles(&g)
    }

    /// The statement's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let tests = sc.next_in("T", 1usize, 20)?;
        for _ in 0..tests {
            let n = sc.next_in("N", 1usize, 20_000)?;
            if n % 2 == 1 {
                return Err(Error::new(format!("N = {n} is odd")));
            }
            for _ in 0..n {
                sc.next_in("S_i", 1u64, 2_000_000_000)?;
            }
        }
        Ok(())
    }

    /// The groups of one test, as the input lists them.
    fn groups(piles: &[u64]) -> Vec<(u64, u64)> {
        piles.chunks(2).map(|p| (p[0], p[1])).collect()
    }

    /// The search's answers if every test has at most 3 groups of piles up
    /// to 8, or at most 2 groups of piles up to 20.
    fn reference(input: &str) -> Option<String> {
        let tests = counted_cases(input);
        let small = |t: &Vec<u64>| {
            let max = t.iter().copied().max().unwrap_or(0);
            (t.len() <= 6 && max <= 8) || (t.len() <= 4 && max <= 20)
        };
        if !tests.iter().all(small) {
            return None;
        }
        let mut search = WinLossSearch::new(moves);
        let lines: Vec<&str> = tests
            .iter()
            .map(|t| {
                if search_wins(&mut search, &groups(t)) {
                    "YES"
                } else {
                    "NO"
                }
            })
            .collect();
        Some(lines.join("\n") + "\n")
    }

    /// Flattens groups into the piles of one test.
    fn piles(groups: &[(u64, u64)]) -> Vec<u64> {
        groups.iter().flat_map(|&(x, y)| [x, y]).collect()
    }

    /// `half` and a copy of each of its groups (some with the piles swapped),
    /// shuffled: the second player copies every move on the partner group.
    fn mirrored(rng: &mut Rng, half: &[(u64, u64)]) -> Vec<(u64, u64)> {
        let mut g = half.to_vec();
        for &(x, y) in half {
            g.push(if rng.range(0, 1) == 0 { (x, y) } else { (y, x) });
        }
        rng.shuffle(&mut g);
        g
    }

    /// A test of `n` piles (n even, at least 4) with values up to `max`:
    /// mirrored random groups (`NO`), or, if `e_wins`, mirrored groups plus
    /// (r, s) and (a, s - a): E removes r, splits s into a and s - a and
    /// copies from then on (`YES`).
    fn max_test(rng: &mut Rng, n: usize, max: u64, e_wins: bool) -> Vec<u64> {
        let pairs = if e_wins { n / 2 - 2 } else { n / 2 };
        // An odd number of groups cannot be mirrored: leave one (1, 1),
        // which has no move.
        let half: Vec<(u64, u64)> = (0..pairs / 2)
            .map(|_| (rng.range(1, max), rng.range(1, max)))
            .collect();
        let mut g = mirrored(rng, &half);
        if pairs % 2 == 1 {
            g.push((1, 1));
        }
        if e_wins {
            let s = rng.range(2, max);
            let a = rng.range(1, s - 1);
            let at = rng.range(0, g.len() as u64) as usize;
            g.insert(at, (rng.range(1, max), s));
            let at = rng.range(0, g.len() as u64) as usize;
            g.insert(at, (s - a, a));
        }
        piles(&g)
    }

    /// The generated cases; judge-data/luogu2148-e-and-d/README.md gives the
    /// argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut rng = Rng::new(2148);
        let mut cases = Vec::new();
        for i in 1..=8 {
            let tests: Vec<Vec<u64>> = (0..20)
                .map(|_| {
                    let (n, max) = if rng.range(0, 1) == 0 {
                        (rng.range(1, 3), 8)
                    } else {
                        (rng.range(1, 2), 20)
                    };
                    (0..2 * n).map(|_| rng.range(1, max)).collect()
                })
                .collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                counted_input(&tests),
            ));
        }
        cases.push(Generated::searched(
            "edge-small-groups",
            counted_input(&[
                vec![1, 1],
                vec![1, 2],
                vec![2, 1],
                vec![2, 2],
                vec![3, 3],
                vec![1, 1, 1, 1],
                vec![2, 2, 2, 2],
                vec![1, 3, 3, 1],
                vec![20, 20],
                vec![20, 1],
                vec![16, 16, 8, 8],
                vec![8, 8, 8, 8, 8, 8],
            ]),
        ));
        cases.push(Generated::searched(
            "edge-partial-n2",
            counted_input(&(1..=20).map(|k| vec![k, 21 - k]).collect::<Vec<_>>()),
        ));
        // Twenty tests with values up to 2e9 would be 4.4 MB; nine keep the
        // file under 2 MB (the bench generator has the full size).
        let max = 2_000_000_000;
        let mut big = Vec::new();
        let mut answers = String::new();
        for k in 0..9 {
            big.push(max_test(&mut rng, 20_000, max, k % 2 == 1));
            answers.push_str(if k % 2 == 1 { "YES\n" } else { "NO\n" });
        }
        cases.push(Generated::constructed(
            "max-n-mirrored-groups",
            counted_input(&big),
            &answers,
        ));
        // Groups (2, 2) have one move each, to (1, 1): the players alternate
        // those moves, so E wins iff their number is odd.
        let twos: Vec<Vec<u64>> = (0..20)
            .map(|k| {
                let twos = 10_000 - k % 2;
                let mut g = vec![(2, 2); twos];
                g.resize(10_000, (1, 1));
                rng.shuffle(&mut g);
                piles(&g)
            })
            .collect();
        let answers: String = (0..20)
            .map(|k| if k % 2 == 1 { "YES\n" } else { "NO\n" })
            .collect();
        cases.push(Generated::constructed(
            "max-t-n-twos",
            counted_input(&twos),
            &answers,
        ));
        // All piles 2e9 or 1: mirrored.
        let extreme: Vec<Vec<u64>> = (0..4)
            .map(|k| {
                let mut g = vec![(max, max); 5_000];
                g.extend(vec![if k < 2 { (max, 1) } else { (1, max) }; 5_000]);
                rng.shuffle(&mut g);
                piles(&g)
            })
            .collect();
        cases.push(Generated::constructed(
            "max-n-extreme-mirrored",
            counted_input(&extreme),
            &"NO\n".repeat(4),
        ));
        // Each Grundy value 0..=31 of a group, one test each: a random group
        // of that value beside groups of known values that cancel it (`NO`
        // exactly when its value is taken right); value 31 needs a pile
        // above 2^30, the largest bit a pile of at most 2 * 10^9 can hold.
        for (stem, values) in [
            ("edge-each-value-0-to-15-beside-known", 0..16),
            ("edge-each-value-16-to-31-beside-known", 16..32),
        ] {
            let tests: Vec<Vec<u64>> = values.map(|k| value_beside_known(&mut rng, k)).collect();
            let answers: String = tests
                .iter()
                .map(|t| {
                    if second_computation(t) {
                        "YES\n"
                    } else {
                        "NO\n"
                    }
                })
                .collect();
            cases.push(Generated::constructed(
                stem,
                counted_input(&tests),
                &answers,
            ));
        }
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to 3
    /// tests, each of N = 2, 4 or 6 (at most 2 * ceil(size / 2)) piles, of
    /// 1 to min(20, 3 * size) stones for N <= 4 and 1 to min(8, size) for
    /// N = 6 (size 1: two piles of up to 3; size 8: up to 6 piles of up to
    /// 8 or 4 of up to 20).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let tests: Vec<Vec<u64>> = (0..rng.range(1, 3))
            .map(|_| {
                let n = 2 * rng.range(1, ((size + 1) / 2).min(3));
                let top = if n <= 4 {
                    (3 * size).min(20)
                } else {
                    size.min(8)
                };
                (0..n).map(|_| rng.range(1, top)).collect()
            })
            .collect();
        counted_input(&tests)
    }

    /// An input at the theory's boundaries for `scripts/stress`: the
    /// Grundy values 0..=31 of a group. 1 to 3 tests, each a random group
    /// of a random value k (at most 4 * size - 1) beside known groups that
    /// cancel it (`NO` exactly when its value is taken right), or half of
    /// the time beside those of k ^ 1 (`YES`).
    fn boundary_input(rng: &mut Rng, size: u64) -> String {
        let tests: Vec<Vec<u64>> = (0..rng.range(1, 3))
            .map(|_| {
                let k = rng.range(0, 4 * size - 1);
                let mut g = known_groups(k ^ rng.range(0, 1));
                let (x, y) = group_of_value(rng, k);
                g.push((x, y));
                rng.shuffle(&mut g);
                piles(&g)
            })
            .collect();
        counted_input(&tests)
    }

    /// The stress test's answer: the search where it reaches, else the
    /// second computation.
    fn stress_reference(input: &str) -> Option<String> {
        reference(input).or_else(|| {
            let lines: Vec<&str> = counted_cases(input)
                .iter()
                .map(|t| if second_computation(t) { "YES" } else { "NO" })
                .collect();
            Some(lines.join("\n") + "\n")
        })
    }

    test_support::stress_tests! {
        run: run,
        reference: stress_reference,
        random_input: random_input,
        boundary_input: boundary_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 11,
    }
}
