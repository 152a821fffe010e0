//! The exhaustive win/lose search that every problem's tests compare against:
//! it follows a game's rules (a successor function) and knows nothing of
//! Grundy values or any theorem, which is what makes it a fair reference for
//! closed forms. [`WinLossSearch`] settles finite games; [`LoopySearch`]
//! settles games that may go on for ever (win, lose or draw), by the
//! fixpoint of the definition. Test-only: no problem binary depends on it,
//! so no submission carries it.
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

/// The value of a position of a game that may not end, for the player to
/// move: a forced win, a forced loss, or neither (a draw: with best play the
/// game goes on for ever).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win in finitely many moves.
    Win,
    /// The opponent can force a win in finitely many moves.
    Lose,
    /// Neither side can force a win.
    Draw,
}

/// Exhaustive win/lose/draw search over the positions of a game that may not
/// end (normal play: a player with no move loses; a game that never ends is
/// a draw).
///
/// It settles every position reachable from the starts it is given by the
/// definition, applied until nothing changes (a fixpoint over the reachable
/// graph, not retrograde analysis): a position is a win when some move leads
/// to a settled loss, a loss when every move leads to a settled win (so a
/// position with no move is a loss at once), and each sweep over the
/// unsettled positions applies this to all of them; when a sweep settles
/// nothing more, the positions left are draws. After sweep k every position
/// the player to move can win, or the opponent can win, within k moves is
/// settled, so the positions left are exactly those from which neither side
/// can force a finite win. Parallel moves (two moves to the same position)
/// count as the one position they reach.
///
/// # Examples
/// A position with a move to itself and no other move is a draw; add a move
/// to a position with no move, and it is a win.
/// ```
/// use game_search::{LoopySearch, Outcome};
/// let mut s = LoopySearch::new(|&p: &u8| match p {
///     0 => vec![0],
///     1 => vec![1, 2],
///     _ => vec![],
/// });
/// assert_eq!(s.outcome(&0), Outcome::Draw);
/// assert_eq!(s.outcome(&1), Outcome::Win);
/// assert_eq!(s.outcome(&2), Outcome::Lose);
/// ```
pub struct LoopySearch<P, F> {
    settled: HashMap<P, Outcome>,
    successors: F,
}

impl<P, F, I> LoopySearch<P, F>
where
    P: Hash + Eq + Clone,
    F: FnMut(&P) -> I,
    I: IntoIterator<Item = P>,
{
    /// A search whose moves are given by `successors(position)`.
    ///
    /// # Complexity
    /// O(1); the work happens in [`LoopySearch::outcome`].
    ///
    /// # Examples
    /// ```
    /// use game_search::{LoopySearch, Outcome};
    /// // A 3-cycle with no exit: a draw everywhere.
    /// let mut s = LoopySearch::new(|&p: &u8| vec![(p + 1) % 3]);
    /// assert_eq!(s.outcome(&2), Outcome::Draw);
    /// ```
    pub fn new(successors: F) -> Self {
        LoopySearch {
            settled: HashMap::new(),
            successors,
        }
    }

    /// The value of `position` for the player to move.
    ///
    /// # Complexity
    /// When `position` is new, every position reachable from it and not yet
    /// settled is expanded once, then swept until nothing changes: O(R * E)
    /// hash operations at worst for R new positions and E moves among them
    /// (each sweep settles at least one position or ends the search). The
    /// results are kept, so positions met again cost one look-up.
    ///
    /// # Examples
    /// ```
    /// use game_search::{LoopySearch, Outcome};
    /// // Take 1 or 2 from a pile: the finite game's values, no draws.
    /// let mut s = LoopySearch::new(|&n: &u32| (1..=2).filter(move |&k| k <= n).map(move |k| n - k));
    /// assert_eq!(s.outcome(&6), Outcome::Lose);
    /// assert_eq!(s.outcome(&7), Outcome::Win);
    /// ```
    pub fn outcome(&mut self, position: &P) -> Outcome {
        if let Some(&known) = self.settled.get(position) {
            return known;
        }
        // The new part of the reachable graph, by a breadth-first walk that
        // stops at positions settled earlier (their values are final).
        let mut index: HashMap<P, usize> = HashMap::new();
        let mut positions: Vec<P> = vec![position.clone()];
        let mut options: Vec<Vec<P>> = Vec::new();
        index.insert(position.clone(), 0);
        let mut at = 0;
        while at < positions.len() {
            let next: Vec<P> = (self.successors)(&positions[at]).into_iter().collect();
            for p in &next {
                if !self.settled.contains_key(p) && !index.contains_key(p) {
                    index.insert(p.clone(), positions.len());
                    positions.push(p.clone());
                }
            }
            options.push(next);
            at += 1;
        }
        // Sweeps of the definition until one settles nothing.
        let mut value: Vec<Option<Outcome>> = vec![None; positions.len()];
        loop {
            let mut changed = false;
            for i in 0..positions.len() {
                if value[i].is_some() {
                    continue;
                }
                let of = |p: &P| match self.settled.get(p) {
                    Some(&v) => Some(v),
                    None => value[index[p]],
                };
                let values: Vec<Option<Outcome>> = options[i].iter().map(of).collect();
                if values.contains(&Some(Outcome::Lose)) {
                    value[i] = Some(Outcome::Win);
                    changed = true;
                } else if values.iter().all(|&v| v == Some(Outcome::Win)) {
                    value[i] = Some(Outcome::Lose);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for (p, v) in positions.into_iter().zip(value) {
            self.settled.insert(p, v.unwrap_or(Outcome::Draw));
        }
        self.settled[position]
    }
}

#[cfg(test)]
mod tests {
    use super::{first_player_wins, LoopySearch, Outcome};

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

    /// The values of positions 0..n of a game given by its move lists.
    fn outcomes(moves: &[Vec<usize>]) -> Vec<Outcome> {
        let mut s = LoopySearch::new(|&p: &usize| moves[p].clone());
        (0..moves.len()).map(|p| s.outcome(&p)).collect()
    }

    use Outcome::{Draw, Lose, Win};

    #[test]
    fn a_self_loop_alone_is_a_draw() {
        assert_eq!(outcomes(&[vec![0]]), [Draw]);
    }

    #[test]
    fn a_self_loop_beside_a_move_to_a_loss_is_a_win() {
        // 0 -> 0, 0 -> 1; 1 has no move.
        assert_eq!(outcomes(&[vec![0, 1], vec![]]), [Win, Lose]);
    }

    #[test]
    fn a_self_loop_beside_a_move_to_a_win_is_a_draw() {
        // 0 -> 0, 0 -> 1 -> 2; 2 has no move, so 1 wins and 0 rather loops.
        assert_eq!(outcomes(&[vec![0, 1], vec![2], vec![]]), [Draw, Win, Lose]);
    }

    #[test]
    fn a_two_cycle_with_an_exit_is_settled_around_the_exit() {
        // 0 <-> 1, 1 -> 2 with no move from 2: 1 wins by leaving, and 0,
        // whose only move is to 1, loses.
        assert_eq!(outcomes(&[vec![1], vec![0, 2], vec![]]), [Lose, Win, Lose]);
        // The exit leads to a win instead (2 -> 3, no move from 3): 1 would
        // rather go back to 0, and nobody can force a win.
        assert_eq!(
            outcomes(&[vec![1], vec![0, 2], vec![3], vec![]]),
            [Draw, Draw, Win, Lose]
        );
    }

    #[test]
    fn a_position_all_of_whose_moves_lead_to_wins_is_a_loss_even_on_a_cycle() {
        // 0 -> 1, 0 -> 2; 1 -> 3 and 2 -> 3 with 3 lost, and 1 -> 0, 2 -> 0
        // too: 1 and 2 win by moving to 3, so 0 has only moves to wins.
        assert_eq!(
            outcomes(&[vec![1, 2], vec![0, 3], vec![0, 3], vec![]]),
            [Lose, Win, Win, Lose]
        );
    }

    #[test]
    fn parallel_moves_count_as_one_position() {
        // Two moves from 0 to 1 and one from 0 to 2; 1 wins (1 -> 3), 2
        // loops (2 -> 2): 0 draws whether the moves to 1 are one or two.
        let one = outcomes(&[vec![1, 2], vec![3], vec![2], vec![]]);
        let two = outcomes(&[vec![1, 1, 2], vec![3], vec![2], vec![]]);
        assert_eq!(one, [Draw, Win, Draw, Lose]);
        assert_eq!(two, one);
    }

    #[test]
    fn long_chains_are_settled_from_the_end() {
        // 0 -> 1 -> ... -> 99, 99 has no move: even distance to 99 loses.
        let moves: Vec<Vec<usize>> = (0..100)
            .map(|p| if p < 99 { vec![p + 1] } else { vec![] })
            .collect();
        let values = outcomes(&moves);
        for (p, &v) in values.iter().enumerate() {
            assert_eq!(v, if (99 - p) % 2 == 0 { Lose } else { Win }, "{p}");
        }
    }

    #[test]
    fn loopy_search_agrees_with_the_finite_search_on_finite_games() {
        // Take 1, 3 or 4 stones: no draw, and the same wins as WinLossSearch.
        let moves = |&n: &u32| {
            [1, 3, 4]
                .iter()
                .filter(move |&&k| k <= n)
                .map(move |&k| n - k)
                .collect::<Vec<u32>>()
        };
        let mut loopy = LoopySearch::new(moves);
        for n in 0..60 {
            let want = if first_player_wins(n, moves) {
                Win
            } else {
                Lose
            };
            assert_eq!(loopy.outcome(&n), want, "{n}");
        }
    }

    #[test]
    fn later_queries_reuse_settled_positions() {
        // Ask 2 first (settles 2 and 3), then 0, whose walk stops at 2.
        let moves = [vec![1], vec![2, 0], vec![3], vec![]];
        let mut s = LoopySearch::new(|&p: &usize| moves[p].clone());
        assert_eq!(s.outcome(&2), Win);
        assert_eq!(s.outcome(&0), Draw);
        assert_eq!(s.outcome(&1), Draw);
        assert_eq!(s.outcome(&3), Lose);
    }
}
