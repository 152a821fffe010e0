//! Anti-SG games (misère play: whoever makes the last move loses), by the
//! SJ theorem.

/// Whether the player to move wins the misère sum of components whose
/// Grundy values (their normal-play values, as the mex defines them) are
/// `values`: the SJ theorem (Jia Zhihao, 2009).
///
/// The player to move wins iff
/// - the nim-sum of the values is not 0 and some value is above 1, or
/// - the nim-sum is 0 and no value is above 1 (an even number of 1s, the
///   rest 0; no component at all counts here: the player to move cannot
///   move and so, under misère play, wins).
///
/// **The condition**: a position in which every component has Grundy value
/// 0 must be over, with no move left (the theorem's "the game ends when
/// every component's value is 0"). It holds when a component is worth 0
/// only when it has no move: Nim heaps, rows that split when a block is
/// taken from the middle, Lasker's Nim. Outside it the answer may be
/// wrong, and this function cannot tell, since it sees only the values: a
/// component worth 0 whose only move leads to one worth 2 (whose moves
/// lead to 1 and 0) is lost for the player to move, alone, misère; the
/// formula says won.
///
/// Why (the tests check the result against an exhaustive search of the
/// misère game): a move changes exactly one value, to any smaller one (mex)
/// or to some larger one. From a winning position a move reaches a losing
/// one: with two or more values above 1, make the nim-sum 0 as in Nim; with
/// exactly one, bring it to 0 or 1 so that an odd number of 1s remains;
/// with none and some 1s, take a 1 to 0; with none and no 1s, the game is
/// over (the condition) and the player to move has won. From a losing
/// position every move reaches a winning one, since a value always
/// changes: every value <= 1 with an odd number of 1s turns into an even
/// number of 1s or a value above 1 beside a non-zero nim-sum, and a
/// nim-sum of 0 with a value above 1 becomes non-zero, still with a value
/// above 1 (had the moved one been the only value above 1, the nim-sum
/// could not have been 0).
///
/// # Complexity
/// O(k) for k values, one pass (the values may be streamed as read); O(1)
/// memory.
///
/// # Examples
/// Misère Nim (a heap of n is worth n):
/// ```
/// use sg_core::anti_sg_wins;
/// assert!(anti_sg_wins([1u64, 1]));  // take one; the opponent takes the last
/// assert!(!anti_sg_wins([1u64, 1, 1]));
/// assert!(anti_sg_wins([3u64]));     // take two, leave the last one
/// assert!(!anti_sg_wins([2u64, 2])); // the second player mirrors
/// assert!(anti_sg_wins(Vec::<u64>::new())); // no move: the mover has won
/// ```
pub fn anti_sg_wins<I: IntoIterator<Item = u64>>(values: I) -> bool {
    let mut sum = 0;
    let mut above_one = false;
    for v in values {
        sum ^= v;
        above_one |= v > 1;
    }
    (sum != 0) == above_one
}

#[cfg(test)]
mod tests {
    use crate::{anti_sg_wins, grundy_table};
    use game_search::WinLossSearch;
    use test_support::multisets;

    /// A position of a misère sum of heap games, for the search: `None` is
    /// "the previous player made the last move and lost", which has no
    /// move; a position with no heap has one move, to `None` (claiming the
    /// win). So the search's normal play decides the misère game.
    type Misere = Option<Vec<usize>>;

    /// The misère game of heaps whose moves `heap_moves(h)` lists as the
    /// heaps a move on a heap of `h` leaves (empty heaps dropped here).
    fn misere_moves(
        heap_moves: impl Fn(usize) -> Vec<Vec<usize>>,
    ) -> impl FnMut(&Misere) -> Vec<Misere> {
        move |position: &Misere| {
            let heaps = match position {
                Some(heaps) => heaps,
                None => return Vec::new(),
            };
            let mut next = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                if i > 0 && heaps[i - 1] == h {
                    continue;
                }
                for left in heap_moves(h) {
                    let mut p: Vec<usize> = heaps.clone();
                    p.remove(i);
                    p.extend(left.into_iter().filter(|&x| x > 0));
                    p.sort_unstable();
                    next.push(Some(p));
                }
            }
            if heaps.is_empty() {
                next.push(None);
            }
            next
        }
    }

    fn nim(h: usize) -> Vec<Vec<usize>> {
        (0..h).map(|k| vec![k]).collect()
    }

    /// A row of h: take a block of one or more adjacent items, leaving
    /// the items on each side as two rows.
    fn row(h: usize) -> Vec<Vec<usize>> {
        let mut res = Vec::new();
        for left in 0..h {
            for right in 0..h - left {
                res.push(vec![left, right]);
            }
        }
        res
    }

    /// Lasker's Nim: take one or more, or split into two non-empty heaps.
    fn lasker(h: usize) -> Vec<Vec<usize>> {
        let mut res = nim(h);
        res.extend((1..=h / 2).map(|a| vec![a, h - a]));
        res
    }

    /// `anti_sg_wins` on the values from `table` against the search on
    /// every multiset of up to `len` heaps of 0..=`max`.
    fn check_game(name: &str, heap_moves: fn(usize) -> Vec<Vec<usize>>, len: usize, max: usize) {
        let table = grundy_table(max, |x, emit| {
            for left in heap_moves(x) {
                emit(&left);
            }
        });
        assert!(
            table.iter().skip(1).all(|&v| v > 0),
            "{name}: a non-empty heap is worth 0, outside the theorem's condition"
        );
        let mut search = WinLossSearch::new(misere_moves(heap_moves));
        for heaps in multisets(len, 0, max as u64) {
            let heaps: Vec<usize> = heaps.iter().map(|&h| h as usize).collect();
            let values = heaps.iter().map(|&h| table[h] as u64);
            let mut position: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
            position.sort_unstable();
            assert_eq!(
                anti_sg_wins(values),
                search.wins(&Some(position)),
                "{name}: {heaps:?}"
            );
        }
    }

    #[test]
    fn matches_the_misere_search_of_nim_up_to_4_heaps_of_7() {
        check_game("nim", nim, 4, 7);
    }

    #[test]
    fn matches_the_misere_search_of_splitting_rows_up_to_4_rows_of_7() {
        check_game("rows", row, 4, 7);
    }

    #[test]
    fn matches_the_misere_search_of_laskers_nim_up_to_3_heaps_of_8() {
        check_game("lasker", lasker, 3, 8);
    }

    #[test]
    fn matches_the_misere_search_on_many_heaps_of_one_and_two() {
        // Long runs of 1s beside at most two larger heaps: the boundary
        // between the theorem's two cases.
        let mut search = WinLossSearch::new(misere_moves(nim));
        for ones in 0..=20 {
            for more in [vec![], vec![2], vec![3], vec![2, 2], vec![2, 3]] {
                let mut heaps = vec![1; ones];
                heaps.extend(more);
                let values = heaps.iter().map(|&h| h as u64);
                assert_eq!(
                    anti_sg_wins(values),
                    search.wins(&Some(heaps.clone())),
                    "{heaps:?}"
                );
            }
        }
    }

    #[test]
    fn outside_the_condition_a_component_worth_0_with_a_move_breaks_it() {
        // Positions 0..=3 of a one-component game: 0 has no move, 1 moves
        // to 0, 2 to 1 or 0, 3 only to 2. Worth 0, 1, 2, 0: position 3 is
        // worth 0 and yet has a move.
        let moves = |h: usize| -> Vec<Vec<usize>> {
            match h {
                1 => vec![vec![0]],
                2 => vec![vec![1], vec![0]],
                3 => vec![vec![2]],
                _ => Vec::new(),
            }
        };
        let g = grundy_table(3, |x, emit| {
            for left in moves(x) {
                emit(&left);
            }
        });
        assert_eq!(g, [0, 1, 2, 0]);
        // Alone, misère: from 3 the mover must go to 2, the opponent
        // answers 1, and the mover makes the last move. The formula, used
        // outside its condition, says the mover wins.
        let mut search = WinLossSearch::new(misere_moves(moves));
        assert!(!search.wins(&Some(vec![3])));
        assert!(anti_sg_wins([g[3] as u64]));
        // Inside the condition the same formula holds for the positions
        // without a 3: every multiset of 1s and 2s up to 4 heaps.
        for heaps in multisets(4, 1, 2) {
            let heaps: Vec<usize> = heaps.iter().map(|&h| h as usize).collect();
            assert_eq!(
                anti_sg_wins(heaps.iter().map(|&h| g[h] as u64)),
                search.wins(&Some(heaps.clone())),
                "{heaps:?}"
            );
        }
    }
}
