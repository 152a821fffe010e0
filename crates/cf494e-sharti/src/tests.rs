use test_support::{check_malformed, check_table, Expect, Rng, WinLossSearch};

use super::{run, solve};

#[path = "../examples/cf494e-sharti-spec.rs"]
mod spec;

use spec::{bit, outcome_table, square, Board};

/// The claimed value of the single white cell (i, j) with squares up to k.
fn closed_form(i: u64, j: u64, k: u64) -> u64 {
    let lowbit = |x: u64| x & x.wrapping_neg();
    lowbit(i).min(lowbit(j)).min(1 << (63 - k.leading_zeros()))
}

/// The XOR of the closed form over the white cells of a small board.
fn xor_of_cells(n: u32, k: u32, white: u32) -> u64 {
    let mut x = 0;
    for i in 1..=n {
        for j in 1..=n {
            if white & bit(n, i, j) != 0 {
                x ^= closed_form(u64::from(i), u64::from(j), u64::from(k));
            }
        }
    }
    x
}

/// The rectangles of single cells that make up `white`.
fn cells_as_rects(n: u32, white: u32) -> Vec<[u64; 4]> {
    let mut rects = Vec::new();
    for i in 1..=n {
        for j in 1..=n {
            if white & bit(n, i, j) != 0 {
                let (i, j) = (u64::from(i), u64::from(j));
                rects.push([i, j, i, j]);
            }
        }
    }
    rects
}

fn random_rects(rng: &mut Rng, n: u64, count: u64) -> Vec<[u64; 4]> {
    (0..count)
        .map(|_| {
            let (a, c) = (rng.range(1, n), rng.range(1, n));
            let (b, d) = (rng.range(1, n), rng.range(1, n));
            [a.min(c), b.min(d), a.max(c), b.max(d)]
        })
        .collect()
}

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "5 2 1\n1 1 3 3\n2 2 4 4\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("truncated header", "5 2\n", Reject("end of input")),
            ("truncated rectangle", "5 2 1\n1 1 3 3\n2 2 4\n", Reject("end of input")),
            // A count the input cannot deliver: nothing is allocated by it.
            (
                "m = 2^29",
                "5 536870912 1\n1 1 1 1\n",
                Reject("end of input"),
            ),
            // More rectangles than a tree node counts.
            (
                "m = 2^29 + 1",
                "5 536870913 1\n1 1 1 1\n",
                Reject("token 2: m = 536870913 is outside 0..=536870912"),
            ),
            // Rectangles that leave the board or are turned inside out.
            ("a_i = 0", "5 1 1\n0 1 1 1\n", Reject("token 4: a_i = 0 is outside 1..=5")),
            ("b_i > n", "5 1 1\n1 6 1 6\n", Reject("token 5: b_i = 6 is outside 1..=5")),
            ("c_i < a_i", "5 1 1\n3 1 2 1\n", Reject("token 6: c_i = 2 is outside 3..=5")),
            ("d_i > n", "5 1 1\n1 1 1 6\n", Reject("token 7: d_i = 6 is outside 1..=5")),
            ("n = 0 with a rectangle", "0 1 1\n1 1 1 1\n", Reject("a_i = 1 is outside 1..=0")),
            // Outside the statement's bounds, but the rules still answer.
            ("m = 0: no white cell", "5 0 3\n", Answer("Malek\n")),
            ("k = 0: no square", "5 1 0\n1 1 5 5\n", Answer("Malek\n")),
            // k above n allows the squares up to n: on 2 x 2 the cell
            // (2, 2) is worth min(2, 2, 2) = 2 for k = 2 or more.
            ("k > n", "2 2 7\n2 2 2 2\n2 1 2 1\n", Answer("Hamed\n")),
            // n = 2^64 - 1: the cell (2^63, 2^63) is worth 2^63, the
            // others of the 2 x 2 block ending there less; the four cells
            // (2^63 - 1..2^63)^2 hold the values 1, 1, 1, 2^63.
            (
                "n = 2^64 - 1",
                "18446744073709551615 1 18446744073709551615\n9223372036854775807 9223372036854775807 9223372036854775808 9223372036854775808\n",
                Answer("Hamed\n"),
            ),
            // The whole board of side 2^64 - 1, k = 1: every cell is
            // worth 1 and there are (2^64 - 1)^2 of them, an odd number.
            (
                "the whole board of side 2^64 - 1",
                "18446744073709551615 1 1\n1 1 18446744073709551615 18446744073709551615\n",
                Answer("Hamed\n"),
            ),
        ],
    );
}

#[test]
fn closed_form_matches_the_mex_table_up_to_64_by_64_for_every_k_up_to_64() {
    // The coin-turning recursion: the single white cell (i, j) moves to the
    // other cells of a square of side s <= min(k, i, j) ending at it, a
    // position worth the XOR of their values.
    const SIZE: usize = 64;
    for k in 1..=SIZE {
        let mut g = vec![vec![0u64; SIZE + 1]; SIZE + 1];
        // prefix[i][j]: XOR of g over rows 1..=i, columns 1..=j.
        let mut prefix = vec![vec![0u64; SIZE + 1]; SIZE + 1];
        for i in 1..=SIZE {
            for j in 1..=SIZE {
                let mut seen = [false; 2 * SIZE + 2];
                for s in 1..=k.min(i).min(j) {
                    let (r, c) = (i - s, j - s);
                    // The square without (i, j): rows r+1..=i, columns
                    // c+1..=j; the prefix of (i, j) without its own cell.
                    let without = prefix[i - 1][j] ^ prefix[i][j - 1] ^ prefix[i - 1][j - 1];
                    let y = without ^ prefix[r][j] ^ prefix[i][c] ^ prefix[r][c];
                    if (y as usize) < seen.len() {
                        seen[y as usize] = true;
                    }
                }
                g[i][j] = seen.iter().position(|&s| !s).unwrap() as u64;
                prefix[i][j] = prefix[i - 1][j] ^ prefix[i][j - 1] ^ prefix[i - 1][j - 1] ^ g[i][j];
                assert_eq!(
                    g[i][j],
                    closed_form(i as u64, j as u64, k as u64),
                    "cell ({i}, {j}), k = {k}"
                );
            }
        }
    }
}

#[test]
fn grundy_values_by_the_definition_on_every_board_up_to_4x4_are_xors_of_the_closed_form() {
    // Every position (set of white cells) of every board up to 4 x 4 and
    // every k, its Grundy value the mex over its moves by the rules (moves
    // lead to smaller numbers: see spec::outcome_table).
    for n in 1..=4u32 {
        for k in 1..=n {
            let cells = (n * n) as usize;
            let mut grundy = vec![0u64; 1 << cells];
            for white in 1..1u32 << cells {
                let mut seen = [false; 64];
                for i in 1..=n {
                    for j in 1..=n {
                        if white & bit(n, i, j) == 0 {
                            continue;
                        }
                        for s in 1..=k.min(i).min(j) {
                            let to = white ^ square(n, i, j, s);
                            seen[grundy[to as usize] as usize] = true;
                        }
                    }
                }
                let g = seen.iter().position(|&s| !s).unwrap() as u64;
                grundy[white as usize] = g;
                assert_eq!(g, xor_of_cells(n, k, white), "n = {n}, k = {k}, {white:#b}");
            }
        }
    }
}

#[test]
fn matches_exhaustive_search_on_every_position_up_to_4x4_for_every_k() {
    // Every set of white cells, as single-cell rectangles; the search plays
    // the real game on the set.
    for n in 1..=4u32 {
        for k in 1..=n {
            let mut search = WinLossSearch::new(spec::moves);
            for white in 0..1u32 << (n * n) {
                let rects = cells_as_rects(n, white);
                let wins = search.wins(&Board { n, k, white });
                assert_eq!(
                    solve(u64::from(n), u64::from(k), &rects),
                    wins,
                    "n = {n}, k = {k}, {white:#b}"
                );
            }
        }
    }
}

#[test]
fn matches_exhaustive_search_on_overlapping_rectangles_up_to_4x4() {
    // 1 to 6 random rectangles per board, which overlap: the union, not
    // the cells counted once per rectangle.
    let mut rng = Rng::new(4941);
    for n in 1..=4u64 {
        for k in 1..=n {
            let mut search = WinLossSearch::new(spec::moves);
            for _ in 0..400 {
                let count = rng.range(1, 6);
                let rects = random_rects(&mut rng, n, count);
                let white = spec::white_cells(n, &rects);
                let wins = search.wins(&Board {
                    n: n as u32,
                    k: k as u32,
                    white,
                });
                assert_eq!(solve(n, k, &rects), wins, "n = {n}, k = {k}, {rects:?}");
            }
        }
    }
}

#[test]
fn theory_matches_the_outcome_of_every_position_on_5x5_for_every_k() {
    // 2^25 positions per k, settled by the rules (spec::outcome_table):
    // the first player wins iff the XOR of the closed form over the white
    // cells is non-zero. k = 5 rounds down to 4, as k = 4.
    for k in 1..=5u32 {
        let wins = outcome_table(5, k);
        let value: Vec<u8> = (0..25u32)
            .map(|at| closed_form(u64::from(at / 5 + 1), u64::from(at % 5 + 1), u64::from(k)) as u8)
            .collect();
        // xor[w] = xor[w without its lowest cell] ^ that cell's value.
        let mut xor = vec![0u8; 1 << 25];
        for white in 1..1usize << 25 {
            xor[white] = xor[white & (white - 1)] ^ value[white.trailing_zeros() as usize];
            let win = wins[white / 64] >> (white % 64) & 1 == 1;
            if win != (xor[white] != 0) {
                panic!("k = {k}, {white:#b}: the game says {win}");
            }
        }
    }
}

#[test]
fn second_computation_matches_the_search_up_to_4x4() {
    for n in 1..=4u32 {
        for k in 1..=n {
            let mut search = WinLossSearch::new(spec::moves);
            for white in 0..1u32 << (n * n) {
                let rects = cells_as_rects(n, white);
                assert_eq!(
                    spec::second_computation(u64::from(n), u64::from(k), &rects),
                    search.wins(&Board { n, k, white }),
                    "n = {n}, k = {k}, {white:#b}"
                );
            }
        }
    }
    let mut rng = Rng::new(4942);
    for n in 1..=4u64 {
        for k in 1..=n {
            let mut search = WinLossSearch::new(spec::moves);
            for _ in 0..400 {
                let count = rng.range(1, 6);
                let rects = random_rects(&mut rng, n, count);
                let board = Board {
                    n: n as u32,
                    k: k as u32,
                    white: spec::white_cells(n, &rects),
                };
                assert_eq!(
                    spec::second_computation(n, k, &rects),
                    search.wins(&board),
                    "{rects:?}"
                );
            }
        }
    }
}

#[test]
fn second_computation_counts_union_areas_as_cells_do() {
    // The union area against a count of the cells, on boards up to 40.
    let mut rng = Rng::new(4943);
    for _ in 0..500 {
        let n = rng.range(1, 40);
        let count = rng.range(1, 8);
        let rects = random_rects(&mut rng, n, count);
        let mut cells = 0u128;
        for i in 1..=n {
            for j in 1..=n {
                cells += u128::from(
                    rects
                        .iter()
                        .any(|r| (r[0]..=r[2]).contains(&i) && (r[1]..=r[3]).contains(&j)),
                );
            }
        }
        let boxes: Vec<[u64; 4]> = rects.iter().map(|r| [r[0], r[1], r[2], r[3]]).collect();
        assert_eq!(spec::union_cells(&boxes), cells, "{rects:?}");
    }
}

#[test]
fn agrees_with_the_second_computation_on_large_boards() {
    // Boards up to 10^9 with up to 40 rectangles, k anywhere, near a
    // power of two half the time; rectangles of every size, thin ones
    // that vanish at the higher levels included.
    let mut rng = Rng::new(4944);
    for _ in 0..3000 {
        let shift = rng.range(0, 29);
        let n = rng.range(1, 1_000_000_000 >> shift);
        let k = if rng.range(0, 1) == 0 {
            rng.range(1, n)
        } else {
            let t = rng.range(0, u64::from(63 - n.leading_zeros()));
            ((1u64 << t) + rng.range(0, 2))
                .saturating_sub(1)
                .clamp(1, n)
        };
        let count = rng.range(1, 40);
        let rects: Vec<[u64; 4]> = (0..count)
            .map(|_| {
                let side = n >> rng.range(0, 40);
                let (a, c) = (rng.range(1, n), rng.range(1, n));
                let a = a.min(c);
                let c = (a + side).min(c.max(a));
                let (b, d) = (rng.range(1, n), rng.range(1, n));
                [a, b.min(d), c, b.max(d)]
            })
            .collect();
        assert_eq!(
            solve(n, k, &rects),
            spec::second_computation(n, k, &rects),
            "n = {n}, k = {k}, {rects:?}"
        );
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
