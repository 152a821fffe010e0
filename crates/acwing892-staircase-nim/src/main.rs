//! AcWing 892 台阶-Nim游戏 (staircase Nim):
//! <https://www.acwing.com/problem/content/894/>
//!
//! **Game**: steps 1..n, step i holds a_i stones; a move takes a positive
//! number of stones from one step and puts them on the step below (from step
//! 1 they leave the game). Normal play.
//!
//! **Theory**: staircase Nim: the first player wins iff
//! a1 ^ a3 ^ a5 ^ ... != 0 (the odd-numbered steps, 1-based).
//!
//! **Reduction**: the odd steps are the Nim heaps. A move from an odd step is
//! a Nim move on that heap; a move from an even step adds stones to an odd
//! step, and the opponent undoes it by moving exactly those stones one step
//! further down, so even steps never change the outcome.
//!
//! **Complexity**: O(n) time and O(1) memory: steps are folded as they are read.

use std::io::{Read, Write};
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner};
use sg_core::nim_sum;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let first_wins = sc.values(n, |steps| solve(steps))?;
    writeln!(out, "{}", if first_wins { "Yes" } else { "No" })?;
    Ok(())
}

/// Whether the first player wins staircase Nim; `steps` lists a1, a2, ...
/// from the bottom step up.
fn solve(steps: impl Iterator<Item = u64>) -> bool {
    nim_sum(steps.step_by(2)) != 0
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use judge_io::{Error, Scanner};
    use test_support::{
        check, check_malformed, check_table, numbers, values_input, Expect, Generated, Rng,
        WinLossSearch,
    };

    use super::{run, solve};

    #[test]
    fn sample_1() {
        let (input, answer) = test_support::sample!(1);
        check(run, &input, &answer);
    }

    #[test]
    fn stones_on_even_steps_only_lose() {
        check(run, "4\n0 7 0 9\n", "No\n");
    }

    #[test]
    fn bad_input_is_answered_by_the_rules_or_rejected() {
        // Letters, signs, overflow, NUL, a byte-order mark, a trailing token.
        check_malformed(run, "3\n2 1 3\n");
        use Expect::{Answer, Reject};
        check_table(
            run,
            &[
                ("empty", "", Reject("end of input")),
                ("truncated", "3\n2 1\n", Reject("end of input")),
                // Outside the statement's bounds, but the rules still answer:
                // no step (nobody can move), empty steps, steps above 10^9.
                ("n = 0", "0\n", Answer("No\n")),
                ("empty odd step", "3\n0 5 0\n", Answer("No\n")),
                ("empty even step", "2\n4 0\n", Answer("Yes\n")),
                (
                    "steps above 10^9",
                    "3\n18446744073709551615 1 18446744073709551615\n",
                    Answer("No\n"),
                ),
                (
                    "one step above 10^9",
                    "1\n18446744073709551615\n",
                    Answer("Yes\n"),
                ),
            ],
        );
    }

    /// The moves by the rules: `steps[i]` is step i + 1; stones moved from
    /// step 1 leave the game.
    #[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
    fn moves(steps: &Vec<u8>) -> Vec<Vec<u8>> {
        let mut next = Vec::new();
        for i in 0..steps.len() {
            for k in 1..=steps[i] {
                let mut s = steps.clone();
                s[i] -= k;
                if i > 0 {
                    s[i - 1] += k;
                }
                next.push(s);
            }
        }
        next
    }

    #[test]
    fn matches_exhaustive_search_up_to_4_steps_of_0_to_5() {
        // Every staircase of 1 to 4 steps holding 0 to 5 stones each: 1554.
        let mut search = WinLossSearch::new(moves);
        for n in 1..=4u32 {
            for code in 0..6u32.pow(n) {
                let steps: Vec<u8> = (0..n).map(|i| (code / 6u32.pow(i) % 6) as u8).collect();
                let first_wins = solve(steps.iter().map(|&s| u64::from(s)));
                assert_eq!(first_wins, search.wins(&steps), "{steps:?}");
            }
        }
    }

    /// The problem's constraints, token by token.
    fn validate<R: Read>(sc: &mut Scanner<R>) -> Result<(), Error> {
        let n = sc.next_in("n", 1usize, 100_000)?;
        for _ in 0..n {
            sc.next_in("a_i", 1u64, 1_000_000_000)?;
        }
        Ok(())
    }

    /// The search's answer for staircases of at most 4 steps of at most 5.
    fn reference(input: &str) -> Option<String> {
        let steps = numbers(input).split_off(1);
        if steps.len() > 4 || steps.iter().any(|&s| s > 5) {
            return None;
        }
        let steps: Vec<u8> = steps.iter().map(|&s| s as u8).collect();
        let wins = WinLossSearch::new(moves).wins(&steps);
        Some(if wins { "Yes" } else { "No" }.to_string())
    }

    /// Odd steps (1-based) take `odd` in order, even steps `even`.
    fn interleave(odd: &[u64], even: &[u64]) -> Vec<u64> {
        let mut steps = Vec::new();
        for i in 0..odd.len().max(even.len()) {
            steps.extend(odd.get(i));
            steps.extend(even.get(i));
        }
        steps
    }

    /// The generated cases; judge-data/acwing892-staircase-nim/README.md
    /// gives the argument behind each constructed answer.
    fn generated() -> Vec<Generated> {
        let mut cases = Vec::new();
        let mut rng = Rng::new(892);
        for i in 1..=12 {
            let n = rng.range(1, 4) as usize;
            let steps: Vec<u64> = (0..n).map(|_| rng.range(1, 5)).collect();
            cases.push(Generated::searched(
                &format!("random-small-{i:02}"),
                values_input(&steps),
            ));
        }
        cases.push(Generated::searched("edge-one-step", values_input(&[1])));
        cases.push(Generated::searched(
            "edge-equal-odd-steps",
            values_input(&[3, 5, 3]),
        ));
        // Even n where the odd steps and the even steps disagree: only the
        // odd steps (counted from step 1, the one next to the ground) decide.
        cases.push(Generated::searched(
            "edge-even-n-odd-steps-win",
            values_input(&[1, 2, 3, 2]),
        ));
        cases.push(Generated::searched(
            "edge-even-n-odd-steps-lose",
            values_input(&[1, 1, 1, 2]),
        ));
        let max = 1_000_000_000;
        let half = 50_000;
        // Odd steps in equal pairs, even steps anything: the second player
        // mirrors odd-step moves on the partner step and pushes stones that
        // arrive on an odd step one step further down.
        let mut odd: Vec<u64> = (0..half / 2).map(|_| rng.range(1, max)).collect();
        odd.extend(odd.clone());
        rng.shuffle(&mut odd);
        let even: Vec<u64> = (0..half).map(|_| rng.range(1, max)).collect();
        cases.push(Generated::constructed(
            "max-n-odd-steps-paired",
            values_input(&interleave(&odd, &even)),
            "No",
        ));
        // The same with one odd step made unequal to its partner: the first
        // player moves the difference down and then plays as above.
        let mut tilted = odd.clone();
        let partner = odd.iter().rposition(|&v| v == odd[0]).unwrap();
        tilted[partner] = if odd[0] > 1 { odd[0] - 1 } else { 2 };
        cases.push(Generated::constructed(
            "max-n-one-pair-unequal",
            values_input(&interleave(&tilted, &even)),
            "Yes",
        ));
        // 100000 steps: 50000 odd steps of equal size, in pairs.
        let all_max = vec![max; 100_000];
        cases.push(Generated::constructed(
            "max-n-all-max",
            values_input(&all_max),
            "No",
        ));
        // 99998 steps: 49999 odd steps of equal size; emptying one leaves pairs.
        cases.push(Generated::constructed(
            "max-49999-odd-steps-all-max",
            values_input(&all_max[2..]),
            "Yes",
        ));
        cases
    }

    /// A random input of size `size` (1..=8) for `scripts/stress`: 1 to
    /// min(4, 1 + size / 2) steps of 1 to min(5, 1 + size / 2) stones (size
    /// 1: one step of 1; size 8: 4 steps of up to 5, the most the search
    /// takes).
    fn random_input(rng: &mut Rng, size: u64) -> String {
        let most = (1 + size / 2).min(5);
        let n = rng.range(1, (1 + size / 2).min(4));
        let steps: Vec<u64> = (0..n).map(|_| rng.range(1, most)).collect();
        values_input(&steps)
    }

    test_support::stress_tests! {
        run: run,
        reference: reference,
        random_input: random_input,
    }

    test_support::judge_data_tests! {
        validate: validate,
        reference: reference,
        generated: generated,
        min_searched: 17,
    }
}
