//! Sprague-Grundy helpers for impartial games under normal play.
//!
//! Plain free functions over integers: [`nim_sum`], [`mex`], Grundy tables for
//! games whose positions are integers ([`grundy_table`], [`subtraction_table`]),
//! [`find_period`] for such tables, and [`first_player_wins`] /
//! [`WinLossSearch`], an exhaustive win/lose search that knows nothing of
//! Grundy values and serves as the reference in every problem's tests.
//!
//! The file has no dependencies, does no I/O and uses no `crate::` paths, glob
//! imports or macros, so that a submission can paste it as `mod sg_core { ... }`
//! and keep every `use sg_core::...` line valid.
#![warn(missing_docs)]

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

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
/// The mex of k values is at most k, so a "seen" array of k + 1 flags is
/// enough and values above k are skipped.
///
/// # Complexity
/// O(k) time and O(k) extra space for k values (duplicates allowed).
///
/// # Examples
/// ```
/// use sg_core::mex;
/// assert_eq!(mex(&[]), 0);
/// assert_eq!(mex(&[0, 1, 3]), 2);
/// assert_eq!(mex(&[1, 2, 100]), 0);
/// assert_eq!(mex(&[2, 0, 1, 1]), 3);
/// ```
pub fn mex(values: &[usize]) -> usize {
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
/// whose every option is a sum of one or more smaller such positions.
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
/// `window` is how many consecutive earlier values determine the next one:
/// for a subtraction game with moves S it is max(S), since g(n) depends only
/// on g(n - s) for s in S. A candidate (preperiod p0, period p) is accepted
/// only if `table[n + p] == table[n]` holds for every n from p0 to the end of
/// the table and that stretch covers at least `window` consecutive n. Then, by
/// induction on n, the equality holds for all n >= p0 beyond the table too.
/// A `window` of 0 is treated as 1.
///
/// # Complexity
/// O(len^2) in the worst case (every candidate period is scanned from the end
/// of the table until it fails); O(1) memory.
///
/// # Examples
/// ```
/// use sg_core::{find_period, subtraction_table, Periodicity};
/// let g = subtraction_table(40, &[2, 3, 5]);
/// assert_eq!(find_period(&g, 5), Some(Periodicity { preperiod: 0, period: 7 }));
/// // Too short to prove anything with a window of 5.
/// assert_eq!(find_period(&g[..9], 5), None);
/// ```
pub fn find_period(table: &[usize], window: usize) -> Option<Periodicity> {
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

/// Memoised exhaustive win/lose search over the positions of any finite game.
///
/// A position is a win for the player to move iff some move leads to a
/// position that is a loss for the player to move then; a position with no
/// move is a loss (normal play). Nothing here uses Grundy values or any
/// theorem, which is what makes it a fair reference for closed forms. The
/// memo is kept across queries, so asking about many positions of one game
/// costs the union of their game trees once.
///
/// The game must be finite: a position that repeats along a line of play
/// makes [`WinLossSearch::wins`] panic rather than loop. The search keeps its
/// own stack, so long lines of play need no deep recursion.
///
/// # Examples
/// Nim with piles given as a sorted vector:
/// ```
/// use sg_core::WinLossSearch;
/// let mut search = WinLossSearch::new(|piles: &Vec<u32>| {
///     let mut next = Vec::new();
///     for i in 0..piles.len() {
///         for keep in 0..piles[i] {
///             let mut p = piles.clone();
///             p[i] = keep;
///             p.sort();
///             next.push(p);
///         }
///     }
///     next
/// });
/// assert!(!search.wins(&vec![1, 2, 3]));
/// assert!(search.wins(&vec![1, 2, 4]));
/// ```
pub struct WinLossSearch<P, F> {
    memo: HashMap<P, bool>,
    successors: F,
}

impl<P, F, I> WinLossSearch<P, F>
where
    P: Hash + Eq + Clone,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
{
    /// A search whose moves are given by `successors(position)`.
    ///
    /// # Complexity
    /// O(1); the work happens in [`WinLossSearch::wins`].
    ///
    /// # Examples
    /// ```
    /// use sg_core::WinLossSearch;
    /// // One pile, take 1 or 2: multiples of 3 are losses.
    /// let mut s = WinLossSearch::new(|&n: &u32| (1..=2).filter(move |&k| k <= n).map(move |k| n - k));
    /// assert_eq!((0..7).map(|n| s.wins(&n)).collect::<Vec<_>>(),
    ///            [false, true, true, false, true, true, false]);
    /// ```
    pub fn new(successors: F) -> Self {
        WinLossSearch {
            memo: HashMap::new(),
            successors,
        }
    }

    /// Whether the player to move from `position` wins with best play.
    ///
    /// # Panics
    /// If a position repeats along a line of play (the game is not finite).
    ///
    /// # Complexity
    /// Each position reachable from `position` and not yet memoised is
    /// expanded once: O(positions + moves) hash operations in all.
    ///
    /// # Examples
    /// ```
    /// use sg_core::WinLossSearch;
    /// let mut s = WinLossSearch::new(|&n: &u8| if n == 0 { vec![] } else { vec![n - 1] });
    /// assert!(s.wins(&3));
    /// assert!(!s.wins(&4));
    /// ```
    pub fn wins(&mut self, position: &P) -> bool {
        if let Some(&known) = self.memo.get(position) {
            return known;
        }
        // Depth-first with an explicit stack, so long lines of play cannot
        // overflow the call stack. A frame is (position, its options, index
        // of the first option not yet known to be a win for the mover).
        let mut on_line: HashSet<P> = HashSet::new();
        let mut stack: Vec<(P, Vec<P>, usize)> = Vec::new();
        let options = (self.successors)(position).into_iter().collect();
        on_line.insert(position.clone());
        stack.push((position.clone(), options, 0));
        while let Some((_, options, next)) = stack.last_mut() {
            let mut settled = None;
            let mut unexplored = None;
            while *next < options.len() {
                match self.memo.get(&options[*next]) {
                    Some(true) => *next += 1,
                    Some(false) => {
                        settled = Some(true);
                        break;
                    }
                    None => {
                        unexplored = Some(options[*next].clone());
                        break;
                    }
                }
            }
            if let Some(child) = unexplored {
                assert!(
                    on_line.insert(child.clone()),
                    "a position repeats along a line of play: the game is not finite"
                );
                let child_options = (self.successors)(&child).into_iter().collect();
                stack.push((child, child_options, 0));
                continue;
            }
            // Every option is a win for the mover (or there is none): a loss.
            let res = settled.unwrap_or(false);
            let (done, _, _) = stack.pop().expect("non-empty stack");
            on_line.remove(&done);
            self.memo.insert(done, res);
        }
        self.memo[position]
    }

    /// How many distinct positions the search has settled so far.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Examples
    /// ```
    /// use sg_core::WinLossSearch;
    /// let mut s = WinLossSearch::new(|&n: &u8| if n == 0 { vec![] } else { vec![n - 1] });
    /// s.wins(&3);
    /// assert_eq!(s.positions_settled(), 4);
    /// ```
    pub fn positions_settled(&self) -> usize {
        self.memo.len()
    }
}

/// Whether the player to move from `start` wins, by exhaustive search; a
/// one-shot [`WinLossSearch`].
///
/// # Complexity
/// As [`WinLossSearch::wins`] on a fresh memo.
///
/// # Examples
/// ```
/// use sg_core::first_player_wins;
/// // Bash game, one pile of 10, take 1 to 3: 10 is not a multiple of 4.
/// let moves = |&n: &u32| (1..=3).filter(move |&k| k <= n).map(move |k| n - k);
/// assert!(first_player_wins(10, moves));
/// assert!(!first_player_wins(12, moves));
/// ```
pub fn first_player_wins<P, F, I>(start: P, successors: F) -> bool
where
    P: Hash + Eq + Clone,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
{
    WinLossSearch::new(successors).wins(&start)
}

#[cfg(test)]
mod tests {
    use super::{
        find_period, first_player_wins, grundy_table, mex, nim_sum, subtraction_table, Periodicity,
        WinLossSearch,
    };

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
        assert_eq!(find_period(&[], 1), None);
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
        let mut checked = 0;
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
                        checked += 1;
                    }
                }
            }
        }
        assert_eq!(checked, 4 * 220);
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

    #[test]
    #[should_panic(expected = "not finite")]
    fn search_rejects_a_cyclic_game() {
        first_player_wins(0u8, |&n: &u8| vec![(n + 1) % 3]);
    }

    #[test]
    fn search_handles_lines_of_play_far_deeper_than_the_call_stack() {
        // One pile of 200000, take 1 or 2: the longest line has 200000 moves.
        let moves = |&n: &u32| (1..=2).filter(move |&k| k <= n).map(move |k| n - k);
        assert!(!first_player_wins(200_001, moves));
        assert!(first_player_wins(199_999, moves));
    }

    #[test]
    fn one_shot_search_agrees_with_bash_rule() {
        for m in 1..6u32 {
            for n in 0..40u32 {
                let moves = |&x: &u32| (1..=m).filter(move |&k| k <= x).map(move |k| x - k);
                assert_eq!(first_player_wins(n, moves), n % (m + 1) != 0);
            }
        }
    }
}
