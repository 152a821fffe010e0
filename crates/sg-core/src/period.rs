//! The eventual period of a sequence (a Grundy table, or its rows).

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
    use crate::{find_period, mex, subtraction_table, Periodicity};
    use game_search::WinLossSearch;

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
}
