//! Sprague-Grundy helpers for impartial games under normal play.
//!
//! Plain free functions over integers: [`nim_sum`], [`mex`], Grundy tables for
//! games whose positions are integers ([`grundy_table`], [`subtraction_table`])
//! and [`find_period`] for such tables. The exhaustive search the tests
//! compare against lives apart, in the test-only crate `game-search`, so a
//! submission that pastes this file carries none of it.
//!
//! The file has no dependencies, does no I/O and uses no `crate::` paths, glob
//! imports or macros, so that a submission can paste it as `mod sg_core { ... }`
//! and keep every `use sg_core::...` line valid.
#![warn(missing_docs)]

/// Nim-sum (bitwise XOR) of `values`.
///
/// By Bouton's theorem a Nim position is a first-player win iff the nim-sum of
/// its piles is non-zero; by the Sprague-Grundy theorem the Grundy value of a
/// sum of games is the nim-sum of the parts' values.
///
/// # Complexity
/// O(k) for k values.
///
/// # Examples
/// ```
/// use sg_core::nim_sum;
/// assert_eq!(nim_sum([3u64, 5, 6]), 0);
/// assert_eq!(nim_sum(Vec::<u64>::new()), 0);
/// assert_eq!(nim_sum([1u64, 2]), 3);
/// ```
pub fn nim_sum<I: IntoIterator<Item = u64>>(values: I) -> u64 {
    values.into_iter().fold(0, |acc, v| acc ^ v)
}

/// Minimum excludant: the least non-negative integer not in `values`.
///
/// The mex of k values is at most k, so a "seen" set of k + 1 flags is
/// enough and values above k are skipped; for k < 64 the set is the bits of
/// one word, so a mex per position of a table allocates nothing.
///
/// # Complexity
/// O(k) time for k values (duplicates allowed); no allocation for k < 64,
/// O(k) extra space above.
///
/// # Examples
/// ```
/// use sg_core::mex;
/// assert_eq!(mex(&[]), 0);
/// assert_eq!(mex(&[0, 1, 3]), 2);
/// assert_eq!(mex(&[1, 2, 100]), 0);
/// assert_eq!(mex(&[2, 0, 1, 1]), 3);
/// let many: Vec<usize> = (0..100).collect();
/// assert_eq!(mex(&many), 100);
/// ```
pub fn mex(values: &[usize]) -> usize {
    if values.len() < 64 {
        let mut seen = 0u64;
        for &v in values {
            if v < 64 {
                seen |= 1 << v;
            }
        }
        return (!seen).trailing_zeros() as usize;
    }
    let mut seen = Vec::new();
    mex_with(values, &mut seen)
}

/// [`mex`] with a caller-owned scratch buffer, so that a table build does not
/// allocate once per position.
fn mex_with(values: &[usize], seen: &mut Vec<bool>) -> usize {
    seen.clear();
    seen.resize(values.len() + 1, false);
    for &v in values {
        if v < seen.len() {
            seen[v] = true;
        }
    }
    // `seen` has k + 1 slots and at most k are set, so a free one exists.
    seen.iter().position(|&s| !s).unwrap_or(values.len())
}

/// Grundy values g(0), ..., g(max) of a game whose positions are integers and
/// whose every option is a sum of zero or more smaller such positions.
///
/// `for_each_option(x, emit)` must call `emit(heaps)` once per move from
/// position `x`, where `heaps` lists the positions the move leaves (each
/// smaller than `x`; an empty slice is the finished game, value 0). The value
/// of an option is the nim-sum of its heaps' values (Sprague-Grundy theorem)
/// and g(x) is the mex over the options. Options may repeat.
///
/// # Panics
/// If an emitted heap is not smaller than the position it was emitted for.
///
/// # Complexity
/// O(sum over x of the total heap count of x's options), plus what the
/// callback costs; O(max) memory besides one scratch buffer.
///
/// # Examples
/// Split Nim (a pile becomes two strictly smaller piles, either may be empty):
/// ```
/// use sg_core::grundy_table;
/// let g = grundy_table(4, |x, emit| {
///     for i in 0..x {
///         for j in 0..x {
///             emit(&[i, j]);
///         }
///     }
/// });
/// assert_eq!(g, vec![0, 1, 2, 4, 7]);
/// ```
pub fn grundy_table<F>(max: usize, mut for_each_option: F) -> Vec<usize>
where
    F: FnMut(usize, &mut dyn FnMut(&[usize])),
{
    let mut table: Vec<usize> = Vec::with_capacity(max + 1);
    let mut option_values = Vec::new();
    let mut seen = Vec::new();
    for x in 0..=max {
        option_values.clear();
        {
            let known = &table;
            let mut emit = |heaps: &[usize]| {
                let mut value = 0;
                for &h in heaps {
                    assert!(h < x, "option heap {h} is not smaller than position {x}");
                    value ^= known[h];
                }
                option_values.push(value);
            };
            for_each_option(x, &mut emit);
        }
        table.push(mex_with(&option_values, &mut seen));
    }
    table
}

/// Grundy values g(0), ..., g(max) of the subtraction game with move set
/// `moves`: a move removes exactly s stones for some s in `moves` with s <= n.
///
/// Moves of size 0 are ignored (they would not terminate); duplicates are
/// harmless.
///
/// # Complexity
/// O(max * k) time for k moves, O(max + k) memory.
///
/// # Examples
/// ```
/// use sg_core::subtraction_table;
/// assert_eq!(subtraction_table(8, &[1, 2]), vec![0, 1, 2, 0, 1, 2, 0, 1, 2]);
/// assert_eq!(subtraction_table(7, &[2, 3, 5]), vec![0, 0, 1, 1, 2, 2, 3, 0]);
/// ```
pub fn subtraction_table(max: usize, moves: &[usize]) -> Vec<usize> {
    grundy_table(max, |x, emit| {
        for &s in moves {
            if s >= 1 && s <= x {
                emit(&[x - s]);
            }
        }
    })
}

/// The eventual periodicity of a sequence: `seq[n + period] == seq[n]` for
/// every `n >= preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Periodicity {
    /// Length of the irregular prefix before the period starts.
    pub preperiod: usize,
    /// Length of the repeating block.
    pub period: usize,
}

/// The smallest period (and, for it, the smallest preperiod) that `table`
/// proves, or `None` if the data proves none.
///
/// The entries may be of any type that compares with `==`: a Grundy value
/// per position, or a whole row of values when the state at a count holds
/// several (e.g. `[u8; 3]` for a count and the kind of the last move).
///
/// `window` is how many consecutive earlier entries determine the next one:
/// for a subtraction game with moves S it is max(S), since g(n) depends only
/// on g(n - s) for s in S. A candidate (preperiod p0, period p) is accepted
/// only if `table[n + p] == table[n]` holds for every n from p0 to the end of
/// the table and that stretch covers at least `window` consecutive n. Then, by
/// induction on n, the equality holds for all n >= p0 beyond the table too
/// (provided that for every n >= `window` entry n is the same function of
/// the `window` entries before it). A `window` of 0 is treated as 1.
///
/// # Complexity
/// O(len^2) comparisons in the worst case (every candidate period is scanned
/// from the end of the table until it fails); O(1) memory.
///
/// # Examples
/// ```
/// use sg_core::{find_period, subtraction_table, Periodicity};
/// let g = subtraction_table(40, &[2, 3, 5]);
/// assert_eq!(find_period(&g, 5), Some(Periodicity { preperiod: 0, period: 7 }));
/// // Too short to prove anything with a window of 5.
/// assert_eq!(find_period(&g[..9], 5), None);
/// ```
/// Rows of several values per count. One pile; a move takes 2 stones, or 1
/// stone unless the pile's previous move took 1. Row n holds the value of n
/// stones when 1 may be taken and when it may not; it depends on rows
/// n - 1 and n - 2, so the window is 2.
/// ```
/// use sg_core::{find_period, mex, Periodicity};
/// let mut rows: Vec<[usize; 2]> = Vec::new();
/// for n in 0..30 {
///     let mut after_one = Vec::new();
///     if n >= 2 {
///         after_one.push(rows[n - 2][0]);
///     }
///     let mut free = after_one.clone();
///     if n >= 1 {
///         free.push(rows[n - 1][1]);
///     }
///     rows.push([mex(&free), mex(&after_one)]);
/// }
/// assert_eq!(rows[..6], [[0, 0], [1, 0], [1, 1], [0, 0], [2, 0], [1, 1]]);
/// assert_eq!(find_period(&rows, 2), Some(Periodicity { preperiod: 2, period: 3 }));
/// ```
pub fn find_period<T: PartialEq>(table: &[T], window: usize) -> Option<Periodicity> {
    let window = window.max(1);
    let len = table.len();
    for period in 1..len {
        // Smallest preperiod such that table[n] == table[n + period] for all
        // n in preperiod..len - period.
        let mut preperiod = len - period;
        while preperiod > 0 && table[preperiod - 1] == table[preperiod - 1 + period] {
            preperiod -= 1;
        }
        if len - period - preperiod >= window {
            return Some(Periodicity { preperiod, period });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use game_search::WinLossSearch;

    use super::{find_period, grundy_table, mex, nim_sum, subtraction_table, Periodicity};

    #[test]
    fn subtraction_one_two_repeats_0_1_2() {
        let g = subtraction_table(300, &[1, 2]);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(v, n % 3, "n = {n}");
        }
        assert_eq!(
            find_period(&g, 2),
            Some(Periodicity {
                preperiod: 0,
                period: 3
            })
        );
    }

    #[test]
    fn subtraction_two_three_five_repeats_0_0_1_1_2_2_3() {
        let g = subtraction_table(300, &[2, 3, 5]);
        let block = [0, 0, 1, 1, 2, 2, 3];
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(v, block[n % 7], "n = {n}");
        }
        assert_eq!(
            find_period(&g, 5),
            Some(Periodicity {
                preperiod: 0,
                period: 7
            })
        );
    }

    #[test]
    fn subtraction_one_to_k_is_n_mod_k_plus_one() {
        for k in 1..=12 {
            let moves: Vec<usize> = (1..=k).collect();
            let g = subtraction_table(200, &moves);
            for (n, &v) in g.iter().enumerate() {
                assert_eq!(v, n % (k + 1), "k = {k}, n = {n}");
            }
        }
    }

    #[test]
    fn find_period_reports_a_preperiod() {
        // An irregular start of three values, then 1, 2 repeating.
        let data = [5, 5, 9, 1, 2, 1, 2, 1, 2, 1, 2];
        assert_eq!(
            find_period(&data, 2),
            Some(Periodicity {
                preperiod: 3,
                period: 2
            })
        );
        // With a window of 8 the same data proves nothing of period 2; the
        // whole sequence is the only "period" left and it is too short.
        assert_eq!(find_period(&data, 8), None);
        assert_eq!(find_period::<usize>(&[], 1), None);
    }

    #[test]
    fn found_periods_hold_far_beyond_the_table() {
        // For every move set with moves up to 6, a period proved on a short
        // table predicts a much longer table.
        for mask in 1u32..(1 << 6) {
            let moves: Vec<usize> = (1..=6).filter(|s| mask & (1 << (s - 1)) != 0).collect();
            let window = *moves.iter().max().unwrap();
            let short = subtraction_table(80, &moves);
            let long = subtraction_table(2000, &moves);
            let p = find_period(&short, window).expect("short table proves a period");
            for n in p.preperiod..long.len() - p.period {
                assert_eq!(long[n + p.period], long[n], "moves {moves:?}, n = {n}");
            }
        }
    }

    /// Rows [free, after b] of one pile where a move takes `a` stones, or
    /// `b` stones unless the pile's previous move took `b`.
    fn no_b_after_b_rows(a: usize, b: usize, max: usize) -> Vec<[usize; 2]> {
        let mut rows: Vec<[usize; 2]> = Vec::new();
        for n in 0..=max {
            let mut after_b = Vec::new();
            if n >= a {
                after_b.push(rows[n - a][0]);
            }
            let mut free = after_b.clone();
            if n >= b {
                free.push(rows[n - b][1]);
            }
            rows.push([mex(&free), mex(&after_b)]);
        }
        rows
    }

    #[test]
    fn find_period_compares_whole_rows() {
        // The first column is constant, the second alternates: period 2.
        let rows = [[0u8, 0], [0, 1], [0, 0], [0, 1], [0, 0], [0, 1]];
        assert_eq!(
            find_period(&rows, 1),
            Some(Periodicity {
                preperiod: 0,
                period: 2
            })
        );
        let first: Vec<u8> = rows.iter().map(|r| r[0]).collect();
        assert_eq!(find_period(&first, 1).map(|p| p.period), Some(1));
    }

    #[test]
    fn found_periods_of_rows_hold_far_beyond_the_table() {
        // For every pair of distinct move sizes up to 6, a period proved on
        // a short table of rows predicts a much longer one; the rows agree
        // with a search of the one-pile game (position: stones, whether the
        // last move took b).
        for a in 1..=6 {
            for b in (1..=6).filter(|&b| b != a) {
                let short = no_b_after_b_rows(a, b, 80);
                let long = no_b_after_b_rows(a, b, 2000);
                assert_eq!(long[..short.len()], short[..]);
                let p = find_period(&short, a.max(b)).expect("short table proves a period");
                for n in p.preperiod..long.len() - p.period {
                    assert_eq!(long[n + p.period], long[n], "a = {a}, b = {b}, n = {n}");
                }
                let mut search = WinLossSearch::new(|&(n, after_b): &(usize, bool)| {
                    let mut next = Vec::new();
                    if n >= a {
                        next.push((n - a, false));
                    }
                    if n >= b && !after_b {
                        next.push((n - b, true));
                    }
                    next
                });
                for (n, row) in short.iter().enumerate() {
                    assert_eq!(
                        search.wins(&(n, false)),
                        row[0] != 0,
                        "a = {a}, b = {b}, n = {n}"
                    );
                    assert_eq!(
                        search.wins(&(n, true)),
                        row[1] != 0,
                        "a = {a}, b = {b}, n = {n}"
                    );
                }
            }
        }
    }

    #[test]
    fn mex_agrees_with_its_definition_on_both_paths() {
        // Lengths on either side of the one-word path, values around 64.
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for len in [0, 1, 2, 30, 62, 63, 64, 65, 100] {
            for _ in 0..200 {
                let values: Vec<usize> = (0..len)
                    .map(|_| {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        (x % 70) as usize
                    })
                    .collect();
                let by_definition = (0..).find(|m| !values.contains(m)).unwrap();
                assert_eq!(mex(&values), by_definition, "{values:?}");
            }
        }
    }

    #[test]
    fn mex_and_nim_sum_basics() {
        assert_eq!(mex(&[0, 0, 0]), 1);
        assert_eq!(mex(&[5, 4, 3, 2, 1, 0]), 6);
        assert_eq!(nim_sum([7u64, 7]), 0);
        assert_eq!(nim_sum([1u64 << 40, 1]), (1 << 40) | 1);
    }

    #[test]
    #[should_panic(expected = "not smaller than position")]
    fn grundy_table_rejects_non_decreasing_options() {
        grundy_table(3, |x, emit| emit(&[x]));
    }

    /// Successors of a sum of subtraction games, position = sorted heap sizes.
    fn sum_moves(moves: &[usize]) -> impl FnMut(&Vec<usize>) -> Vec<Vec<usize>> + '_ {
        move |heaps: &Vec<usize>| {
            let mut next = Vec::new();
            for i in 0..heaps.len() {
                for &s in moves {
                    if s <= heaps[i] {
                        let mut h = heaps.clone();
                        h[i] -= s;
                        h.sort_unstable();
                        next.push(h);
                    }
                }
            }
            next
        }
    }

    #[test]
    fn sprague_grundy_theorem_holds_on_small_sums() {
        // For several subtraction games, a sum of up to 3 heaps of size up to
        // 9 is a first-player win iff the nim-sum of the table values is not
        // zero; the search knows only the rules.
        for moves in [vec![1, 2], vec![2, 3, 5], vec![1, 3, 4], vec![2, 7]] {
            let g = subtraction_table(9, &moves);
            let mut search = WinLossSearch::new(sum_moves(&moves));
            for a in 0..=9 {
                for b in a..=9 {
                    for c in b..=9 {
                        let expected = g[a] ^ g[b] ^ g[c] != 0;
                        assert_eq!(
                            search.wins(&vec![a, b, c]),
                            expected,
                            "{moves:?} {a} {b} {c}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn grundy_table_matches_search_for_split_nim() {
        // The split-Nim table from the general builder agrees with a search
        // of the real game on every multiset of up to 2 piles of size <= 5.
        let g = grundy_table(5, |x, emit| {
            for i in 0..x {
                for j in 0..x {
                    emit(&[i, j]);
                }
            }
        });
        let mut search = WinLossSearch::new(|piles: &Vec<usize>| {
            let mut next = Vec::new();
            for k in 0..piles.len() {
                for i in 0..piles[k] {
                    for j in 0..piles[k] {
                        let mut p = piles.clone();
                        p.swap_remove(k);
                        p.extend([i, j].iter().filter(|&&v| v > 0));
                        p.sort_unstable();
                        next.push(p);
                    }
                }
            }
            next
        });
        for a in 0..=5 {
            for b in a..=5 {
                let start: Vec<usize> = [a, b].iter().copied().filter(|&v| v > 0).collect();
                assert_eq!(search.wins(&start), g[a] ^ g[b] != 0, "{a} {b}");
            }
        }
    }
}
