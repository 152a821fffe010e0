//! The exhaustive win/lose search that every problem's tests compare against:
//! it follows a game's rules (a successor function) and knows nothing of
//! Grundy values or any theorem, which is what makes it a fair reference for
//! closed forms. Test-only: no problem binary depends on it, so no
//! submission carries it.
#![warn(missing_docs)]

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

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
/// use game_search::WinLossSearch;
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
    /// use game_search::WinLossSearch;
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
    /// use game_search::WinLossSearch;
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
    /// use game_search::WinLossSearch;
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
/// use game_search::first_player_wins;
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
    use super::first_player_wins;

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
