use test_support::nimber::{power_of_two_product, random_pairs, NimProducts};
use test_support::{check_malformed, check_table, run_str, shape, Expect, Rng};

use super::{carry_less_product, run, solve, Field};

#[path = "../examples/lc-nim-product-64-spec.rs"]
mod spec;

#[test]
fn bad_input_is_answered_by_the_rules_or_rejected() {
    // Letters, signs, 2^64, NUL, a byte-order mark, a trailing token.
    check_malformed(run, "2\n5 3\n18446744073709551615 2\n");
    use Expect::{Answer, Reject};
    check_table(
        run,
        &[
            ("empty", "", Reject("end of input")),
            ("missing operand", "2\n5 3\n7\n", Reject("end of input")),
            ("missing pair", "2\n5 3\n", Reject("end of input")),
            (
                "T past u64",
                "18446744073709551616\n1 1\n",
                Reject("found `18446744073709551616`"),
            ),
            (
                "operand 2^64",
                "1\n18446744073709551616 1\n",
                Reject("token 2: expected an unsigned integer (u64), found `18446744073709551616`"),
            ),
            ("signed operand", "1\n-1 1\n", Reject("found `-1`")),
            // Outside the statement's bounds, but still answered.
            ("T = 0", "0\n", Answer("")),
            (
                "extremes",
                "1\n18446744073709551615 1\n",
                Answer("18446744073709551615\n"),
            ),
            ("zero", "1\n0 18446744073709551615\n", Answer("0\n")),
        ],
    );
}

#[test]
fn matches_the_mex_definition_below_128() {
    let field = Field::new();
    for a in 0..128 {
        for b in 0..128 {
            assert_eq!(Some(solve(&field, a, b)), spec::by_mex(a, b), "{a} ⊗ {b}");
        }
    }
}

#[test]
fn the_change_of_basis_agrees_with_the_second_multiplication() {
    let field = Field::new();
    let nim = NimProducts::new();
    let mut rng = Rng::new(64);
    for i in 0..20_000 {
        let (a, b) = (rng.next_u64() >> (i % 64), rng.next_u64());
        let want = nim.product(a, b);
        assert_eq!(field.product(a, b, carry_less_product), want, "{a} ⊗ {b}");
    }
    for i in 0..64 {
        for j in 0..64 {
            assert_eq!(
                solve(&field, 1 << i, 1 << j),
                power_of_two_product(i, j),
                "2^{i} ⊗ 2^{j}"
            );
        }
    }
}

#[test]
fn the_binary_path_matches_the_second_multiplication_on_a_long_input() {
    // `run` takes the PCLMULQDQ path where the processor has it.
    let pairs = random_pairs(&mut Rng::new(5), 50_000);
    let answer = run_str(run, &shape::pairs::input(&pairs)).unwrap();
    assert_eq!(answer, spec::second(&pairs));
}

#[cfg(target_arch = "x86_64")]
#[test]
fn every_simd_path_matches_the_second_multiplication() {
    // Not a whole number of blocks (256) nor of batches (32).
    let pairs = random_pairs(&mut Rng::new(7), 3001);
    let input = shape::pairs::input(&pairs);
    let want = spec::second(&pairs);
    let has = (
        std::is_x86_feature_detected!("avx2"),
        std::is_x86_feature_detected!("pclmulqdq"),
    );
    for (avx2, pclmul) in [(false, false), (false, true), (true, false), (true, true)] {
        if (avx2 && !has.0) || (pclmul && !has.1) {
            eprintln!("not on this processor: avx2 {avx2}, pclmulqdq {pclmul}");
            continue;
        }
        let answer = run_str(
            |sc, out| {
                let t: u64 = sc.next()?;
                // SAFETY: the processor has what the flags ask for, as
                // detected above.
                unsafe { super::products_simd(sc, out, &Field::new(), t, avx2, pclmul) }
            },
            &input,
        )
        .unwrap();
        assert!(answer == want, "avx2 {avx2}, pclmulqdq {pclmul}");
    }
}

#[test]
fn the_portable_path_matches_the_second_multiplication() {
    // What `run` takes on a processor with neither AVX2 nor PCLMULQDQ.
    let pairs = random_pairs(&mut Rng::new(11), 3001);
    let answer = run_str(
        |sc, out| {
            let t: u64 = sc.next()?;
            super::products(sc, out, &Field::new(), t, carry_less_product)
        },
        &shape::pairs::input(&pairs),
    )
    .unwrap();
    assert!(answer == spec::second(&pairs));
}

#[test]
fn the_largest_benchmark_input_matches_the_second_multiplication() {
    // What examples/lc-nim-product-64-bench-inputs.rs writes: T = 10^6.
    let pairs = random_pairs(&mut Rng::new(1_000_000), 1_000_000);
    let answer = run_str(run, &shape::pairs::input(&pairs)).unwrap();
    assert_eq!(answer, spec::second(&pairs));
}

#[test]
fn carry_less_product_matches_shift_and_add() {
    let mut rng = Rng::new(3);
    for _ in 0..2000 {
        let (a, b) = (rng.next_u64(), rng.next_u64());
        let mut want: u128 = 0;
        for s in 0..64 {
            if b >> s & 1 == 1 {
                want ^= u128::from(a) << s;
            }
        }
        assert_eq!(carry_less_product(a, b), (want as u64, (want >> 64) as u64));
    }
}

test_support::problem_tests! { run: run, spec: spec::spec() }
