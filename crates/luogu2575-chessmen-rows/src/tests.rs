use test_support::{check, check_malformed, check_table, multisets, Expect, Rng, WinLossSearch};

use super::{row_grundy, run, solve};

#[path = "../examples/luogu2575-chessmen-rows-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n1\n2 19 20\n2\n1 19\n1 18\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated test", "2\n1\n1 19\n", Reject("end of input")),
            ("truncated row", "1\n1\n3 17 18\n", Reject("end of input")),
            ("truncated rows", "1\n2\n1 17\n", Reject("end of input")),
            // A count the input cannot deliver: nothing is allocated by it.
            (
                "n = 2^64 - 1",
                "1\n18446744073709551615\n1 19\n",
                Reject("end of input"),
            ),
            // Impossible positions: no right answer.
            ("p = 0", "1\n1\n1 0\n", Reject("p_j = 0 is outside 1..=20")),
            (
                "p = 21",
                "1\n1\n2 3 21\n",
                Reject("p_j = 21 is outside 1..=20"),
            ),
            (
                "two on a cell",
                "1\n1\n3 5 9 5\n",
                Reject("two chessmen on column 5"),
            ),
            (
                "m = 21",
                "1\n1\n21 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 20\n",
                Reject("m = 21"),
            ),
            // Outside the statement's bounds or unstated, but the rules
            // answer.
            ("T = 0", "0\n", Answer("")),
            ("n = 0", "1\n0\n", Answer("NO\n")),
            ("m = 0", "1\n2\n0\n1 19\n", Answer("YES\n")),
            // Unsorted: the row {18, 20} is the row {20, 18}; from 18 the
            // only move is to 19, then none: one move in all.
            ("unsorted", "1\n1\n2 20 18\n", Answer("YES\n")),
            (
                "full row",
                "1\n1\n20 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1\n",
                Answer("NO\n"),
            ),
            // Equal rows: the second player copies every move.
            ("equal rows", "1\n2\n2 1 5\n2 5 1\n", Answer("NO\n")),
        ],
    );
}

#[test]
fn many_tests_and_rows_are_answered() {
    // T = 101 and n = 1001, above the statement's bounds.
    let test = format!("1001\n{}", "1 19\n".repeat(1001));
    check(
        run,
        &format!("101\n{}", test.repeat(101)),
        &"YES\n".repeat(101),
    );
}

#[test]
fn matches_exhaustive_search_on_single_rows_in_the_last_14_cells() {
    // Every row with its chessmen in columns 7..=20: 16384 rows.
    let mut search = WinLossSearch::new(spec::moves);
    for bits in 0..1 << 14 {
        let row = spec::columns(7, bits);
        let wins = spec::search_wins(&mut search, std::slice::from_ref(&row));
        assert_eq!(solve(&[spec::mask(&row)]), wins, "{row:?}");
        assert_eq!(
            spec::table()[spec::mask(&row) as usize] != 0,
            wins,
            "{row:?}"
        );
    }
}

#[test]
fn matches_exhaustive_search_on_boards_of_2_rows_in_8_cells_and_3_rows_in_5() {
    // Every multiset of 0 to 2 rows in columns 13..=20 (256 rows: 33153
    // boards) and of 0 to 3 rows in columns 16..=20 (32 rows: 6545
    // boards).
    // Two rows lose together iff their Grundy values are equal, so this
    // checks the values themselves, of `row_grundy` and of the table.
    let mut search = WinLossSearch::new(spec::moves);
    for (n_rows, first, width) in [(2, 13, 8), (3, 16, 5)] {
        for picks in multisets(n_rows, 0, (1 << width) - 1) {
            let rows: Vec<Vec<u8>> = picks
                .iter()
                .map(|&b| spec::columns(first, b as u32))
                .collect();
            let masks: Vec<u32> = rows.iter().map(|r| spec::mask(r)).collect();
            let wins = spec::search_wins(&mut search, &rows);
            assert_eq!(solve(&masks), wins, "{rows:?}");
            let table_xor = masks.iter().fold(0, |x, &m| x ^ spec::table()[m as usize]);
            assert_eq!(table_xor != 0, wins, "{rows:?}");
        }
    }
}

#[test]
fn matches_exhaustive_search_on_random_boards_of_4_rows() {
    // 300 boards of 4 rows, each of 1 or 2 chessmen in columns 13..=20.
    let mut rng = Rng::new(25750);
    let mut search = WinLossSearch::new(spec::moves);
    for _ in 0..300 {
        let rows: Vec<Vec<u8>> = (0..4)
            .map(|_| spec::random_row(&mut rng, 13, 1, 2))
            .collect();
        let masks: Vec<u32> = rows.iter().map(|r| spec::mask(r)).collect();
        assert_eq!(
            solve(&masks),
            spec::search_wins(&mut search, &rows),
            "{rows:?}"
        );
    }
}

#[test]
fn row_grundy_matches_the_full_table_on_every_row() {
    for row in 0..1u32 << 20 {
        assert_eq!(
            row_grundy(row),
            u32::from(spec::table()[row as usize]),
            "{row:020b}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
