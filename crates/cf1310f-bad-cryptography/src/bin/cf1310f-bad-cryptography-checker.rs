//! The checker of Codeforces 1310F: `CHECKER INPUT OUTPUT ANSWER`.
//!
//! Exit 0: the output is right; 1: it is wrong, the first line on stderr
//! says why; 3: the checker cannot judge (an unreadable file, a malformed
//! input or answer, or an answer file that is itself wrong).
//!
//! Right means: exactly t tokens, one per pair (whitespace between them is
//! free), each `-1` or an integer x in 0..2^64 written in decimal without
//! sign or leading zeros; an x must satisfy a^x = b (nim-power), and `-1` is
//! right only when the answer file's line is `-1` too (then no x exists).
//! The answer file's x is checked the same way, and an output x that works
//! where the answer says `-1` proves the answer file wrong (exit 3).
//!
//! The nim-product here is a third one, written apart from `sg_core`'s
//! (byte logarithm tables under the half splits) and test-support's
//! (products of powers of two): the half split recursive down to single
//! bits, with no tables at all.

use std::fs;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 3 {
        eprintln!("usage: cf1310f-bad-cryptography-checker INPUT OUTPUT ANSWER");
        return ExitCode::from(3);
    }
    let read =
        |path: &str| fs::read(path).map_err(|e| Verdict::Fail(format!("cannot read {path}: {e}")));
    let verdict = (|| {
        let input = read(&args[0])?;
        let output = read(&args[1])?;
        let answer = read(&args[2])?;
        check(&input, &output, &answer)
    })();
    match verdict {
        Ok(()) => ExitCode::SUCCESS,
        Err(Verdict::Wrong(why)) => {
            eprintln!("wrong answer: {why}");
            ExitCode::from(1)
        }
        Err(Verdict::Fail(why)) => {
            eprintln!("fail: {why}");
            ExitCode::from(3)
        }
    }
}

/// Why an output is not accepted.
enum Verdict {
    /// The output is wrong.
    Wrong(String),
    /// The checker cannot judge.
    Fail(String),
}

/// Judges `output` on `input` with the jury's `answer`.
fn check(input: &[u8], output: &[u8], answer: &[u8]) -> Result<(), Verdict> {
    let fail = |why: String| Verdict::Fail(why);
    let input = tokens(input);
    let number = |i: usize| -> Result<u64, Verdict> {
        input
            .get(i)
            .and_then(|t| std::str::from_utf8(t).ok())
            .and_then(|t| t.parse().ok())
            .ok_or_else(|| fail(format!("input token {} is missing or not a u64", i + 1)))
    };
    let t = number(0)? as usize;
    if input.len() != 1 + 2 * t {
        return Err(fail(format!(
            "the input has {} tokens, not 1 + 2t = {}",
            input.len(),
            1 + 2 * t
        )));
    }
    let jury = tokens(answer);
    if jury.len() != t {
        return Err(fail(format!(
            "the answer file has {} tokens for t = {t}",
            jury.len()
        )));
    }
    let ours = tokens(output);
    for (i, (jury_token, token)) in jury.iter().zip(&ours).enumerate() {
        let (a, b) = (number(1 + 2 * i)?, number(2 + 2 * i)?);
        let pair = format!("pair {} (a = {a}, b = {b})", i + 1);
        let jury_x =
            parse(jury_token).map_err(|why| fail(format!("answer file, {pair}: {why}")))?;
        if let Some(x) = jury_x {
            if nim_pow(a, x) != b {
                return Err(fail(format!(
                    "answer file, {pair}: its x = {x} gives a^x = {}",
                    nim_pow(a, x)
                )));
            }
        }
        let x = parse(token).map_err(|why| Verdict::Wrong(format!("{pair}: {why}")))?;
        match (x, jury_x) {
            (None, None) => {}
            (None, Some(j)) => {
                return Err(Verdict::Wrong(format!(
                    "{pair}: -1, but a solution exists (x = {j})"
                )))
            }
            (Some(x), _) if nim_pow(a, x) != b => {
                return Err(Verdict::Wrong(format!(
                    "{pair}: x = {x} gives a^x = {}, not b",
                    nim_pow(a, x)
                )))
            }
            (Some(x), None) => {
                return Err(fail(format!(
                    "{pair}: the answer file says -1, but x = {x} works"
                )))
            }
            (Some(_), Some(_)) => {}
        }
    }
    if ours.len() < t {
        return Err(Verdict::Wrong(format!(
            "{} answers for t = {t} pairs: pair {} has none",
            ours.len(),
            ours.len() + 1
        )));
    }
    if ours.len() > t {
        return Err(Verdict::Wrong(format!(
            "extra output after the {t} answers: `{}`",
            shown(ours[t])
        )));
    }
    Ok(())
}

/// The whitespace-separated tokens of a file.
fn tokens(text: &[u8]) -> Vec<&[u8]> {
    text.split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .collect()
}

/// A token as `-1` (`None`) or an x in 0..2^64, or why it is neither.
fn parse(token: &[u8]) -> Result<Option<u64>, String> {
    if token == b"-1" {
        return Ok(None);
    }
    let text = shown(token);
    let (negative, digits) = match token.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, token),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Err(format!("`{text}` is not an integer"));
    }
    if digits[0] == b'0' && (digits.len() > 1 || negative) {
        return Err(format!("`{text}` is not an integer (a leading zero)"));
    }
    if negative {
        return Err(format!("x = {text} is negative and not -1"));
    }
    text.parse()
        .map(Some)
        .map_err(|_| format!("x = {text} is not below 2^64"))
}

/// Up to 40 bytes of a token, unprintable bytes escaped.
fn shown(token: &[u8]) -> String {
    let mut s = String::new();
    for &b in token.iter().take(40) {
        if b.is_ascii_graphic() {
            s.push(char::from(b));
        } else {
            s.push_str(&format!("\\x{b:02x}"));
        }
    }
    if token.len() > 40 {
        s.push_str("...");
    }
    s
}

/// a ⊗ b for a, b below 2^`width` (a power of two): with F = 2^(width/2),
/// a = a1·F + a0 and F ⊗ F = F ⊕ F/2,
/// a ⊗ b = (a1 ⊗ b1 ⊕ a1 ⊗ b0 ⊕ a0 ⊗ b1)·F ⊕ (a0 ⊗ b0) ⊕ (a1 ⊗ b1) ⊗ F/2,
/// the cross terms by Karatsuba from (a0 ⊕ a1) ⊗ (b0 ⊕ b1).
fn nim_product(a: u64, b: u64, width: u32) -> u64 {
    if a <= 1 || b <= 1 {
        return a * b;
    }
    let half = width / 2;
    let mask = (1u64 << half) - 1;
    let (a0, a1, b0, b1) = (a & mask, a >> half, b & mask, b >> half);
    let low = nim_product(a0, b0, half);
    let high = nim_product(a1, b1, half);
    let cross = nim_product(a0 ^ a1, b0 ^ b1, half) ^ low ^ high;
    ((high ^ cross) << half) ^ low ^ times_top(high, half)
}

/// x ⊗ 2^(width - 1) for x below 2^`width`: with G = 2^(width/2) and
/// t = G/2, 2^(width - 1) = G ⊗ t, and for x = x1·G + x0,
/// x ⊗ G ⊗ t = ((x1 ⊕ x0) ⊗ t)·G ⊕ (x1 ⊗ t) ⊗ t.
fn times_top(x: u64, width: u32) -> u64 {
    if width == 1 || x == 0 {
        return x;
    }
    let half = width / 2;
    let (x0, x1) = (x & ((1u64 << half) - 1), x >> half);
    (times_top(x1 ^ x0, half) << half) ^ times_top(times_top(x1, half), half)
}

/// a to the nim-power x (a^0 = 1).
fn nim_pow(a: u64, mut x: u64) -> u64 {
    let (mut base, mut res) = (a, 1);
    while x > 0 {
        if x & 1 == 1 {
            res = nim_product(res, base, 64);
        }
        base = nim_product(base, base, 64);
        x >>= 1;
    }
    res
}

#[cfg(test)]
mod tests {
    use super::{check, nim_pow, nim_product, parse, shown, Verdict};

    #[test]
    fn the_product_follows_the_rules() {
        assert_eq!(nim_product(2, 2, 64), 3);
        assert_eq!(nim_product(4, 4, 64), 6);
        assert_eq!(nim_product(5, 6, 64), 8);
        assert_eq!(nim_product(3141, 5926, 64), 14994);
        assert_eq!(
            nim_product(u64::MAX, u64::MAX, 64),
            11_290_409_524_105_353_207
        );
        assert_eq!(
            nim_product(1 << 63, 1 << 63, 64),
            16_017_865_340_936_038_689
        );
        assert_eq!(nim_pow(2, 3), 1);
    }

    #[test]
    fn tokens_are_minus_one_or_x_below_2_to_the_64() {
        assert_eq!(parse(b"-1"), Ok(None));
        assert_eq!(parse(b"0"), Ok(Some(0)));
        assert_eq!(parse(b"18446744073709551615"), Ok(Some(u64::MAX)));
        for bad in [
            &b"18446744073709551616"[..],
            b"-2",
            b"007",
            b"-0",
            b"+1",
            b"1.0",
            b"x",
            b"",
        ] {
            assert!(parse(bad).is_err(), "{:?}", String::from_utf8_lossy(bad));
        }
    }

    fn verdict(output: &str) -> Result<(), String> {
        let input = "3\n2 3\n8 2\n1 1\n";
        let answer = "2\n-1\n1\n";
        check(input.as_bytes(), output.as_bytes(), answer.as_bytes()).map_err(|v| match v {
            Verdict::Wrong(why) => format!("wrong: {why}"),
            Verdict::Fail(why) => format!("fail: {why}"),
        })
    }

    #[test]
    fn each_kind_of_wrong_output_is_named() {
        assert_eq!(verdict("2 -1 0"), Ok(()));
        assert_eq!(verdict("5\n-1\n18446744073709551615\n"), Ok(()));
        for (output, why) in [
            (
                "x -1 0",
                "wrong: pair 1 (a = 2, b = 3): `x` is not an integer",
            ),
            ("2 -1 007", "a leading zero"),
            ("2 -1 18446744073709551616", "is not below 2^64"),
            ("2 -1 -5", "is negative and not -1"),
            ("2 -1", "wrong: 2 answers for t = 3 pairs: pair 3 has none"),
            ("2 -1 0 0", "wrong: extra output after the 3 answers: `0`"),
            (
                "1 -1 0",
                "wrong: pair 1 (a = 2, b = 3): x = 1 gives a^x = 2, not b",
            ),
            (
                "-1 -1 0",
                "wrong: pair 1 (a = 2, b = 3): -1, but a solution exists (x = 2)",
            ),
            ("2 3 0", "wrong: pair 2 (a = 8, b = 2): x = 3"),
        ] {
            let got = verdict(output).unwrap_err();
            assert!(got.contains(why), "{output:?}: {got}");
        }
    }

    #[test]
    fn a_bad_token_is_shown_up_to_40_bytes_with_unprintable_bytes_escaped() {
        let forty = "7".repeat(39) + "x";
        assert_eq!(shown(forty.as_bytes()), forty);
        let longer = format!("{forty}9");
        let why = verdict(&format!("{longer} -1 0")).unwrap_err();
        assert!(
            why.ends_with(&format!("`{forty}...` is not an integer")),
            "{why}"
        );
        assert_eq!(shown(b"1\x7f\x002"), "1\\x7f\\x002");
    }

    #[test]
    fn a_wrong_answer_file_is_a_failure_not_a_verdict() {
        let input = b"1\n8 2\n";
        match check(input, b"-1", b"4") {
            Err(Verdict::Fail(why)) => assert!(why.contains("its x = 4 gives"), "{why}"),
            _ => panic!("a wrong jury x must fail"),
        }
        // The jury says -1 where x = 2 works: the answer file is wrong.
        match check(b"1\n2 3\n", b"2", b"-1") {
            Err(Verdict::Fail(why)) => assert!(why.contains("x = 2 works"), "{why}"),
            _ => panic!("a working x against a jury -1 must fail"),
        }
    }
}
