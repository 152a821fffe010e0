//! The rules of Nim ([`nim_moves`]) and what the Nim-like specs build on
//! them: the winning first moves by the search ([`winning_nim_moves`]) and a
//! second computation of them ([`others_nim_sums`]).

use crate::WinLossSearch;

/// The moves of Nim by its rules: take a positive number of stones from one
/// pile. Positions are sorted and hold no empty pile, so equal positions
/// compare equal in a search's memo.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn nim_moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..piles.len() {
        if i > 0 && piles[i] == piles[i - 1] {
            continue; // Same pile size, same options.
        }
        for keep in 0..piles[i] {
            next.push(with_pile(piles, i, keep));
        }
    }
    next
}

/// `piles` with pile `i` replaced by `keep` stones (dropped if empty), sorted.
pub fn with_pile(piles: &[u64], i: usize, keep: u64) -> Vec<u64> {
    let mut p = piles.to_vec();
    if keep == 0 {
        p.remove(i);
    } else {
        p[i] = keep;
        p.sort_unstable();
    }
    p
}

/// Every first move of Nim on `piles` (in input order: pile index, then
/// stones kept, ascending) that leaves a position the search finds lost for
/// the player to move; as (pile index, stones kept).
pub fn winning_nim_moves<F>(
    search: &mut WinLossSearch<Vec<u64>, F>,
    piles: &[u64],
) -> Vec<(usize, u64)>
where
    F: FnMut(&Vec<u64>) -> Vec<Vec<u64>>,
{
    let mut res = Vec::new();
    for (i, &a) in piles.iter().enumerate() {
        for keep in 0..a {
            let mut after: Vec<u64> = piles.to_vec();
            after[i] = keep;
            after.retain(|&p| p > 0);
            after.sort_unstable();
            if !search.wins(&after) {
                res.push((i, keep));
            }
        }
    }
    res
}

/// For each pile, the nim-sum of all the *other* piles, from prefix and
/// suffix XORs (never the total XOR'd with the pile, as `solve` does): the
/// second computation behind large Nim-move cases. By Bouton's theorem the
/// only move on pile i to nim-sum 0 leaves `others[i]` stones, and exists
/// iff that is below the pile.
pub fn others_nim_sums(piles: &[u64]) -> Vec<u64> {
    let mut suffix = vec![0u64; piles.len() + 1];
    for i in (0..piles.len()).rev() {
        suffix[i] = suffix[i + 1] ^ piles[i];
    }
    let mut prefix = 0;
    let mut res = Vec::with_capacity(piles.len());
    for (i, &a) in piles.iter().enumerate() {
        res.push(prefix ^ suffix[i + 1]);
        prefix ^= a;
    }
    res
}

/// `piles` as the Nim-like searches keep positions: sorted, without empty
/// piles (which offer no move), so equal positions meet in the memo.
pub fn canonical(piles: &[u64]) -> Vec<u64> {
    let mut p: Vec<u64> = piles.iter().copied().filter(|&a| a > 0).collect();
    p.sort_unstable();
    p
}

/// The search's verdict on `piles` in any order, empty piles included
/// ([`canonical`] first): whether the player to move wins.
pub fn search_wins<F>(search: &mut WinLossSearch<Vec<u64>, F>, piles: &[u64]) -> bool
where
    F: FnMut(&Vec<u64>) -> Vec<Vec<u64>>,
{
    search.wins(&canonical(piles))
}

/// Whether `piles` has at most `count` non-empty piles, none above
/// `largest`: what a spec's search is asked to reach.
pub fn within(piles: &[u64], count: usize, largest: u64) -> bool {
    piles.iter().filter(|&&a| a > 0).count() <= count && piles.iter().all(|&a| a <= largest)
}

/// The moves of a sum of one-pile games by the rules of the pile: a move
/// replaces one pile by the piles `options` lists for it (an empty list:
/// the pile is gone), the others untouched; equal piles are tried once.
/// Each position comes back sorted and without the piles `live` rejects
/// (piles with no move, which change nothing), as the position handed in
/// is kept. [`nim_moves`] is the case of one pile of k options, 0..k.
pub fn sum_moves(
    piles: &[u64],
    options: impl Fn(u64) -> Vec<Vec<u64>>,
    live: impl Fn(u64) -> bool,
) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..piles.len() {
        if i > 0 && piles[i] == piles[i - 1] {
            continue; // Same pile, same moves.
        }
        for parts in options(piles[i]) {
            let mut p = piles.to_vec();
            p.remove(i);
            p.extend(parts.into_iter().filter(|&x| live(x)));
            p.sort_unstable();
            next.push(p);
        }
    }
    next
}

#[cfg(test)]
mod tests {
    use super::{nim_moves, sum_moves};

    #[test]
    fn sum_moves_of_one_pile_options_0_to_k_are_nims() {
        for piles in crate::multisets(3, 1, 5) {
            let mut by_sum = sum_moves(&piles, |k| (0..k).map(|x| vec![x]).collect(), |x| x > 0);
            let mut nim = nim_moves(&piles);
            by_sum.sort();
            nim.sort();
            assert_eq!(by_sum, nim, "{piles:?}");
        }
    }
}
