use std::collections::HashMap;

use test_support::{check_malformed, check_table, Expect, Rng};

use super::{isqrt, run, solve, Grundy};

#[path = "../examples/luogu3179-array-game-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "3\n2\n2\n1 2\n2\n2 3\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("no K", "3\n", Reject("end of input")),
            (
                "truncated query",
                "3\n2\n2\n1 2\n2\n2\n",
                Reject("end of input"),
            ),
            ("missing query", "3\n2\n2\n1 2\n", Reject("end of input")),
            // Not a colouring: a cell that does not exist, or twice.
            (
                "cell 0",
                "3\n1\n1\n0\n",
                Reject("cell = 0 is outside 1..=3"),
            ),
            (
                "cell above n",
                "3\n1\n2\n1 4\n",
                Reject("cell = 4 is outside 1..=3"),
            ),
            (
                "cell twice",
                "3\n1\n3\n2 1 2\n",
                Reject("query 1: cell 2 is listed twice"),
            ),
            (
                "n = 0 with a cell",
                "0\n1\n1\n1\n",
                Reject("cell = 1 is outside 1..=0"),
            ),
            (
                "n above 2^32 - 1",
                "4294967296\n0\n",
                Reject("found `4294967296`"),
            ),
            // Outside the statement's bounds, but the rules still answer.
            ("K = 0", "3\n0\n", Answer("")),
            ("w = 0: no white cell", "3\n1\n0\n", Answer("No\n")),
            ("n = 0, w = 0", "0\n1\n0\n", Answer("No\n")),
            // Every cell white for n = 3: f(3) ^ f(1) ^ f(1) = f(3) != 0.
            ("w = n", "3\n1\n3\n3 1 2\n", Answer("Yes\n")),
            // A lone white cell: k = 1 reaches 0, so SG >= 1.
            (
                "n = 2^32 - 1, cell 1",
                "4294967295\n1\n1\n1\n",
                Answer("Yes\n"),
            ),
            // Cells 2^32 - 1 and 2^31 share f(1) (their quotients are 1).
            (
                "n = 2^32 - 1, the last block",
                "4294967295\n1\n2\n4294967295 2147483648\n",
                Answer("No\n"),
            ),
        ],
    );
}

fn cells_of(position: spec::Cells) -> Vec<u32> {
    (1..=32).filter(|&i| position >> (i - 1) & 1 == 1).collect()
}

#[test]
fn matches_exhaustive_search_on_every_colouring_up_to_n_14() {
    for n in 1..=spec::SEARCH_N {
        let table = Grundy::new(n);
        let mut search = spec::new_search(n);
        for position in 0..1u32 << n {
            assert_eq!(
                solve(&table, &cells_of(position)),
                search.wins(&position),
                "n = {n}, white cells {:?}",
                cells_of(position)
            );
        }
    }
}

#[test]
fn definition_table_matches_exhaustive_search_up_to_n_14() {
    // The sum theorem for this game, checked: the XOR of the cells'
    // values is 0 exactly on the losing colourings.
    for n in 1..=spec::SEARCH_N {
        let sg = spec::definition_table(n as usize);
        let mut search = spec::new_search(n);
        for position in 0..1u32 << n {
            let xor = cells_of(position)
                .iter()
                .fold(0, |a, &c| a ^ sg[c as usize]);
            assert_eq!(xor != 0, search.wins(&position), "n = {n}, {position:b}");
        }
    }
}

#[test]
fn blocks_match_the_definition_table_for_every_n_up_to_2000() {
    for n in 1..=2000u32 {
        let sg = spec::definition_table(n as usize);
        let table = Grundy::new(n);
        let mut memo = HashMap::new();
        for c in 1..=n {
            assert_eq!(table.of_cell(c), sg[c as usize], "n = {n}, cell {c}");
            assert_eq!(
                spec::by_quotient(u64::from(n / c), &mut memo),
                sg[c as usize],
                "second computation, n = {n}, cell {c}"
            );
        }
    }
}

#[test]
fn blocks_match_the_definition_table_for_large_n() {
    // Perfect squares and their neighbours (where s = floor(sqrt n)
    // changes), s(s + 1) (where n / s = s + 1), up to about 10^7; 10^6;
    // random n.
    let mut rng = Rng::new(3179);
    let mut ns = vec![
        65_536,
        65_535,
        65_537,
        255 * 256,
        255 * 256 - 1,
        1_000_000,
        3162 * 3162,
        3162 * 3163,
    ];
    for _ in 0..4 {
        ns.push(rng.range(2000, 1_000_000) as u32);
    }
    for n in ns {
        let sg = spec::definition_table(n as usize);
        let table = Grundy::new(n);
        let mut memo = HashMap::new();
        for c in 1..=n {
            assert_eq!(table.of_cell(c), sg[c as usize], "n = {n}, cell {c}");
        }
        let mut c = 1;
        while c <= n {
            let m = n / c;
            assert_eq!(
                spec::by_quotient(u64::from(m), &mut memo),
                sg[c as usize],
                "second computation, n = {n}, cell {c}"
            );
            c = n / m + 1;
        }
    }
}

#[test]
fn isqrt_is_the_floor_of_the_square_root() {
    for m in (0..70_000u32).chain(u32::MAX - 70_000..=u32::MAX) {
        let r = u64::from(isqrt(m));
        assert!(
            r * r <= u64::from(m) && (r + 1) * (r + 1) > u64::from(m),
            "{m}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
