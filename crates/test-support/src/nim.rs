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
