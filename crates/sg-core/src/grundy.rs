//! Nim-sums, the mex, and Grundy tables of games whose positions are
//! integers.

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

#[cfg(test)]
mod tests {
    use crate::{find_period, grundy_table, mex, nim_sum, subtraction_table, Periodicity};
    use game_search::WinLossSearch;

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

    /// Checks the table `g` against a search of the game itself, where a
    /// move replaces one pile of size x by the piles of one of `splits(x)`
    /// (a pile of 0 is gone): every position of up to two piles of size at
    /// most `max` is a first-player win exactly when the nim-sum of their
    /// table values is not zero.
    fn matches_search_on_two_piles(
        g: &[usize],
        max: usize,
        splits: impl Fn(usize) -> Vec<[usize; 2]>,
    ) {
        let mut search = WinLossSearch::new(|piles: &Vec<usize>| {
            let mut next = Vec::new();
            for k in 0..piles.len() {
                for parts in splits(piles[k]) {
                    let mut p = piles.clone();
                    p.swap_remove(k);
                    p.extend(parts.iter().filter(|&&v| v > 0));
                    p.sort_unstable();
                    next.push(p);
                }
            }
            next
        });
        for a in 0..=max {
            for b in a..=max {
                let start: Vec<usize> = [a, b].iter().copied().filter(|&v| v > 0).collect();
                assert_eq!(search.wins(&start), g[a] ^ g[b] != 0, "{a} {b}");
            }
        }
    }

    #[test]
    fn grundy_table_matches_search_for_split_nim() {
        // A pile becomes two smaller piles, any two: the table from the
        // general builder agrees with a search of the real game on every
        // multiset of up to 2 piles of size <= 5.
        let g = grundy_table(5, |x, emit| {
            for i in 0..x {
                for j in 0..x {
                    emit(&[i, j]);
                }
            }
        });
        matches_search_on_two_piles(&g, 5, |x| {
            (0..x).flat_map(|i| (0..x).map(move |j| [i, j])).collect()
        });
    }

    #[test]
    fn grundy_table_takes_the_nim_sum_of_equal_heaps() {
        // A pile becomes two equal smaller piles: an option of two equal
        // heaps, whose values cancel (every pile of 1 or more is worth 1,
        // not its size); checked against a search of the real game on every
        // multiset of up to 2 piles of size <= 4.
        let g = grundy_table(4, |x, emit| (0..x).for_each(|y| emit(&[y, y])));
        matches_search_on_two_piles(&g, 4, |x| (0..x).map(|y| [y, y]).collect());
    }
}
