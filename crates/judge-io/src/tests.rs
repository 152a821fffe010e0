use std::io::{Read, Write};

use super::{Error, Output, Scanner, Values, BUFFER_BYTES, HOLD_BYTES};

/// `run_on` into a string.
fn run_str<'a, F>(run: F, input: &'a str) -> Result<String, Error>
where
    F: FnOnce(&mut Scanner<&'a [u8]>, &mut Output) -> Result<(), Error>,
{
    let mut sink = Vec::new();
    crate::run_on(run, input.as_bytes(), &mut sink)?;
    Ok(String::from_utf8(sink).unwrap())
}

/// A reader that returns at most `chunk` bytes per call, to exercise
/// tokens that straddle refills.
struct Trickle<'a> {
    data: &'a [u8],
    chunk: usize,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let k = self.chunk.min(buf.len()).min(self.data.len());
        buf[..k].copy_from_slice(&self.data[..k]);
        self.data = &self.data[k..];
        Ok(k)
    }
}

/// A reader that fails each other call, with `kind`, and between gives
/// a byte of `data` at a time.
struct Failing<'a> {
    data: &'a [u8],
    kind: std::io::ErrorKind,
    fail: bool,
}

impl Read for Failing<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.fail = !self.fail;
        if self.fail {
            return Err(std::io::Error::new(self.kind, "the reader fails"));
        }
        let k = buf.len().min(self.data.len()).min(1);
        buf[..k].copy_from_slice(&self.data[..k]);
        self.data = &self.data[k..];
        Ok(k)
    }
}

#[test]
fn an_interrupted_read_is_tried_again_and_a_failed_one_is_the_error() {
    let data = b"12 345 6789\n";
    let read = |kind| {
        let mut sc = Scanner::new(Failing {
            data,
            kind,
            fail: false,
        });
        (0..3)
            .map(|_| sc.next::<u64>().map_err(|e| e.to_string()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        read(std::io::ErrorKind::Interrupted),
        [Ok(12), Ok(345), Ok(6789)]
    );
    let failed = read(std::io::ErrorKind::Other);
    assert!(
        matches!(&failed[0], Err(e) if e.contains("I/O error: the reader fails")),
        "{failed:?}"
    );
}

#[test]
fn tokens_straddling_reads_are_whole() {
    let text: String = (0..5000u64).map(|i| format!("{} ", i * 7919)).collect();
    for chunk in [1, 2, 3, 7, 64, 4096] {
        let mut sc = Scanner::new(Trickle {
            data: text.as_bytes(),
            chunk,
        });
        for i in 0..5000u64 {
            assert_eq!(sc.next::<u64>().unwrap(), i * 7919, "chunk {chunk}");
        }
        assert!(sc.is_at_end().unwrap());
    }
}

#[test]
fn long_input_crosses_many_buffers() {
    let n = 3 * BUFFER_BYTES;
    let text: String = (0..n).map(|i| format!("{}\n", i % 1000)).collect();
    let mut sc = Scanner::new(text.as_bytes());
    let sum = sc.values(n, |v: Values<_, u64>| v.sum::<u64>()).unwrap();
    let expected: u64 = (0..n as u64).map(|i| i % 1000).sum();
    assert_eq!(sum, expected);
    assert!(sc.is_at_end().unwrap());
}

#[test]
fn integer_limits_and_malformed_tokens() {
    let mut sc = Scanner::new(
        "18446744073709551615 18446744073709551616 4294967296 -1 +1 1e3 -0 007 256".as_bytes(),
    );
    assert_eq!(sc.next::<u64>().unwrap(), u64::MAX);
    assert!(sc.next::<u64>().is_err());
    assert!(sc.next::<u32>().is_err());
    assert!(sc.next::<u64>().is_err());
    assert!(sc.next::<u64>().is_err());
    assert!(sc.next::<u64>().is_err());
    assert!(sc.next::<u64>().is_err());
    assert_eq!(sc.next::<u32>().unwrap(), 7);
    assert!(sc.next::<u8>().is_err());
    assert!(sc.is_at_end().unwrap());
}

#[test]
fn integers_of_every_length_parse_and_print_like_std() {
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut text = String::new();
    let mut expected = Vec::new();
    for len in 1..=20u32 {
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let v = if len == 20 { x } else { x % 10u64.pow(len) };
            text.push_str(&format!("{v} "));
            expected.push(v);
        }
    }
    let mut sc = Scanner::new(text.as_bytes());
    let mut printed = Vec::new();
    let mut out = Output::new(&mut printed);
    for &v in &expected {
        assert_eq!(sc.next::<u64>().unwrap(), v);
        out.push_u64(v).unwrap();
        out.push(b" ").unwrap();
    }
    out.finish().unwrap();
    assert_eq!(String::from_utf8(printed).unwrap(), text);
}

#[test]
fn a_non_digit_at_any_position_of_any_length_is_caught() {
    // Every token length up to 20 (one, two or no full 8-byte chunks),
    // every position, and the bytes on either side of '0'..='9' as well
    // as letters, signs and a NUL.
    for len in 1..=20 {
        for pos in 0..len {
            for bad in [b'/', b':', b'x', b'+', b'-', b'.', 0u8, 0xff] {
                let mut token = vec![b'1'; len];
                token[pos] = bad;
                assert_eq!(
                    crate::digits::parse_unsigned::<u64>(&token),
                    None,
                    "{:?}",
                    String::from_utf8_lossy(&token)
                );
            }
        }
    }
}

#[test]
fn negative_number_is_not_unsigned() {
    let mut sc = Scanner::new("-5".as_bytes());
    let e = sc.next::<u64>().unwrap_err().to_string();
    assert_eq!(e, "token 1: expected an unsigned integer (u64), found `-5`");
}

#[test]
fn overlong_token_is_an_error_not_a_hang() {
    let text = "9".repeat(BUFFER_BYTES + 10);
    let mut sc = Scanner::new(text.as_bytes());
    let e = sc.next::<u64>().unwrap_err().to_string();
    assert!(e.contains("longer than"), "{e}");
}

#[test]
fn run_on_rejects_truncated_and_trailing_input() {
    fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
        let n: usize = sc.next()?;
        let v = sc.vec::<u32>(n)?;
        writeln!(out, "{}", v.len())?;
        Ok(())
    }
    assert_eq!(run_str(run, "2\n5 6\n").unwrap(), "2\n");
    let e = run_str(run, "3\n5 6\n").unwrap_err().to_string();
    assert_eq!(
        e,
        "unexpected end of input: expected an unsigned integer (u32) as token 4"
    );
    let e = run_str(run, "1\n5 6\n").unwrap_err().to_string();
    assert_eq!(e, "token 3: unexpected `6` after the end of the input");
}

#[test]
fn values_report_the_first_bad_token_even_when_unconsumed() {
    let mut sc = Scanner::new("5 x 7".as_bytes());
    // The consumer takes one value; the rest are read and checked anyway.
    let first = sc.values(3, |mut v| v.next().map(|x: u64| x));
    assert_eq!(
        first.unwrap_err().to_string(),
        "token 2: expected an unsigned integer (u64), found `x`"
    );
    let mut sc = Scanner::new("5 6".as_bytes());
    let e = sc
        .values(3, |v: Values<_, u64>| v.sum::<u64>())
        .unwrap_err()
        .to_string();
    assert!(e.contains("end of input"), "{e}");
}

#[test]
fn messages_escape_unprintable_bytes_and_cut_long_tokens() {
    let mut sc = Scanner::new("\u{feff}2 a\0b".as_bytes());
    let e = sc.next::<u64>().unwrap_err().to_string();
    assert_eq!(
        e,
        "token 1: expected an unsigned integer (u64), found `\\xef\\xbb\\xbf2`"
    );
    let e = sc.next::<u64>().unwrap_err().to_string();
    assert_eq!(
        e,
        "token 2: expected an unsigned integer (u64), found `a\\x00b`"
    );
    let long = "7".repeat(1000);
    let mut sc = Scanner::new(long.as_bytes());
    let e = sc.next::<u64>().unwrap_err().to_string();
    assert!(e.len() < 120 && e.ends_with("...`"), "{e}");
    // A token of 40 bytes is shown whole; one of 41 is cut after 40.
    for (len, shown) in [(40, "x".repeat(40)), (41, format!("{}...", "x".repeat(40)))] {
        let token = "x".repeat(len);
        let e = Scanner::new(token.as_bytes()).next::<u64>().unwrap_err();
        assert!(e.to_string().ends_with(&format!("found `{shown}`")), "{e}");
    }
}

#[test]
fn next_in_takes_its_bounds_and_refuses_one_past_either() {
    let mut sc = Scanner::new("1 10 0 11".as_bytes());
    assert_eq!(sc.next_in::<u32>("n", 1, 10).unwrap(), 1);
    assert_eq!(sc.next_in::<u32>("n", 1, 10).unwrap(), 10);
    let e = sc.next_in::<u32>("n", 1, 10).unwrap_err().to_string();
    assert_eq!(e, "token 3: n = 0 is outside 1..=10");
    let e = sc.next_in::<u32>("n", 1, 10).unwrap_err().to_string();
    assert_eq!(e, "token 4: n = 11 is outside 1..=10");
}

#[test]
fn the_answer_buffer_doubles_from_4_kib_and_is_never_over_twice_what_it_holds() {
    // Numbers, short pushes, and pushes longer than the buffer at once, up
    // to about HOLD_BYTES, through `Write` as well; then one long push
    // into an empty answer.
    let mut want = Vec::new();
    let mut sink = Vec::new();
    let mut out = Output::new(&mut sink);
    let mut sizes: Vec<usize> = Vec::new();
    let long = vec![b'7'; 70_000];
    for i in 0..60_000u64 {
        match i % 20_000 {
            10_000 => {
                out.push(&long).unwrap();
                want.extend_from_slice(&long);
            }
            k if k % 1000 == 500 => {
                write!(out, "{i}").unwrap();
                want.extend_from_slice(i.to_string().as_bytes());
            }
            _ => {
                out.push_u64(i * 7919).unwrap();
                want.extend_from_slice((i * 7919).to_string().as_bytes());
            }
        }
        out.push(b" ").unwrap();
        want.push(b' ');
        let (held, buffer) = out.sizes();
        assert_eq!(held, want.len());
        if sizes.last() != Some(&buffer) {
            sizes.push(buffer);
        }
        // Room for a number past what is held, and no more than twice what
        // the last push needed.
        assert!(
            buffer >= held + 24,
            "{held} bytes held in a buffer of {buffer}"
        );
        assert!(
            buffer <= (2 * (held + 24)).max(1 << 12),
            "{held} bytes held in a buffer of {buffer}"
        );
    }
    assert!(want.len() < HOLD_BYTES, "the answer was held whole");
    assert_eq!(sizes[0], 1 << 12, "the first buffer: {sizes:?}");
    assert!(
        sizes.windows(2).all(|w| w[1] >= 2 * w[0]),
        "the buffer grew by less than twice: {sizes:?}"
    );
    out.finish().unwrap();
    assert_eq!(sink, want);
    let mut sink = Vec::new();
    let mut out = Output::new(&mut sink);
    out.push(&long).unwrap();
    let (held, buffer) = out.sizes();
    assert!(held == long.len() && buffer >= held + 24 && buffer <= 2 * (held + 24));
    out.finish().unwrap();
    assert_eq!(sink, long);
}

#[test]
fn an_answer_of_hold_bytes_is_held_whole_one_byte_more_streams_even_on_one_line() {
    // Exactly HOLD_BYTES, then bad input: nothing written; one byte more:
    // written out.
    for (len, written) in [(HOLD_BYTES, false), (HOLD_BYTES + 1, true)] {
        let run = |_: &mut Scanner<&[u8]>, out: &mut Output| -> Result<(), Error> {
            out.push(&vec![b'1'; len])?;
            Err(Error::new("bad input after the answer"))
        };
        let mut sink = Vec::new();
        assert!(crate::run_on(run, "".as_bytes(), &mut sink).is_err());
        assert_eq!(
            !sink.is_empty(),
            written,
            "an answer of {len} bytes, then an error"
        );
    }
    // Numbers on one line, never a line's end: the answer still goes out
    // in blocks, each just past HOLD_BYTES.
    let mut sink = Vec::new();
    let mut out = Output::new(&mut sink);
    for i in 0..1_000_000u64 {
        out.push_u64(i).unwrap();
        out.push(b" ").unwrap();
        assert!(out.sizes().0 <= HOLD_BYTES + 24, "held {}", out.sizes().0);
    }
    out.finish().unwrap();
    assert_eq!(sink.iter().filter(|&&b| b == b' ').count(), 1_000_000);
}

#[test]
fn short_answers_are_all_or_nothing_long_ones_stream() {
    fn lines<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
        let n: u64 = sc.next()?;
        for i in 0..n {
            out.push_u64(i)?;
            out.push(b"\n")?;
        }
        let _: u64 = sc.next()?;
        Ok(())
    }
    // A short answer and then bad input: nothing is written.
    let mut sink = Vec::new();
    assert!(crate::run_on(lines, "10 x".as_bytes(), &mut sink).is_err());
    assert!(sink.is_empty());
    // A long one is written in blocks, each just past HOLD_BYTES, so the
    // buffer never holds much more than that.
    let mut sink = Vec::new();
    assert!(crate::run_on(lines, "1000000 x".as_bytes(), &mut sink).is_err());
    assert!(sink.len() > HOLD_BYTES && sink.len() < 8 * HOLD_BYTES);
    let mut sink = Vec::new();
    crate::run_on(lines, "1000000 0".as_bytes(), &mut sink).unwrap();
    assert_eq!(sink.iter().filter(|&&b| b == b'\n').count(), 1_000_000);
}

#[test]
fn swar_digit_class_matches_its_definition_for_every_byte_at_every_place() {
    for b in 0..=255u8 {
        for place in 0..8 {
            // The byte among neighbours of every class.
            for fill in [b'0', b' ', b'x', 0u8, 0xff, b'\r'] {
                let mut bytes = [fill; 8];
                bytes[place] = b;
                let chunk = u64::from_le_bytes(bytes);
                let others = crate::digits::non_digit_bytes(chunk);
                for (k, &byte) in bytes.iter().enumerate() {
                    let top = 0x80u64 << (8 * k);
                    assert_eq!(others & top != 0, !byte.is_ascii_digit(), "{bytes:?}");
                }
                assert_eq!(others & !0x8080_8080_8080_8080, 0);
            }
        }
    }
}

#[test]
fn both_parsers_agree_with_std() {
    // Tokens of every length up to 25 (digits, with a bad byte or not),
    // each followed by every kind of byte, parsed both ways.
    let mut x: u64 = 0x1234_5678_9abc_def1;
    for len in 1..=25usize {
        for _ in 0..300 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let mut token: Vec<u8> = (0..len)
                .map(|k| b'0' + ((x >> (k % 60)) % 10) as u8)
                .collect();
            if x % 5 == 0 {
                token[(x as usize / 5) % len] = [b'a', b'/', b':', 0, b'-'][(x as usize / 7) % 5];
            }
            for after in [b' ', b'\n', b'\t', b'x', 0u8, b'5'] {
                let mut buf = token.clone();
                buf.push(after);
                buf.extend_from_slice(b"99999999999999999999999999");
                agree::<u64>(&buf, len, after);
                agree::<u32>(&buf, len, after);
                agree::<u8>(&buf, len, after);
            }
        }
    }
    // Leading zeros: at most 20 digits in all, whatever their value.
    for len in 1..=25 {
        let mut buf = vec![b'0'; len];
        buf[len - 1] = b'7';
        buf.extend_from_slice(b" 99999999999999999999999999");
        agree::<u64>(&buf, len, b' ');
        agree::<u8>(&buf, len, b' ');
    }
}

/// Both parsers of `buf` (a token of `len` bytes, then `after`, then
/// digits) as a `T`, against std's: the general one parses the token as
/// std does when it is at most 20 digits, and rejects it otherwise; the
/// one-pass scan takes every valid token that a separator ends, and
/// nothing else.
#[track_caller]
fn agree<T>(buf: &[u8], len: usize, after: u8)
where
    T: TryFrom<u64> + std::str::FromStr + PartialEq + std::fmt::Debug,
{
    let token = &buf[..len];
    let want = match token.iter().all(u8::is_ascii_digit) && len <= 20 {
        true => std::str::from_utf8(token).unwrap().parse::<T>().ok(),
        false => None,
    };
    let shown = String::from_utf8_lossy(buf);
    assert_eq!(crate::digits::parse_unsigned::<T>(token), want, "{shown:?}");
    let scanned = crate::digits::scan_unsigned::<T>(buf, 0);
    match (crate::digits::is_space(after), want) {
        (true, Some(v)) => assert_eq!(scanned, Some((v, len)), "{shown:?}"),
        _ => assert_eq!(scanned, None, "{shown:?}"),
    }
}

#[test]
fn numbers_print_like_std_around_every_power_of_ten() {
    let mut values = vec![0u64, u64::MAX, u64::MAX - 1];
    let mut p = 1u64;
    for _ in 0..20 {
        values.extend([p - 1, p, p + 1]);
        p = p.saturating_mul(10);
    }
    let mut printed = Vec::new();
    let mut out = Output::new(&mut printed);
    let mut expected = String::new();
    for &v in &values {
        out.push_u64(v).unwrap();
        out.push(b"\n").unwrap();
        expected.push_str(&format!("{v}\n"));
    }
    out.finish().unwrap();
    assert_eq!(String::from_utf8(printed).unwrap(), expected);
}

/// A judge that sends one line per read and fails the test if the
/// program asks for more than it has sent: a blocking pipe.
struct Judge {
    lines: Vec<&'static str>,
    sent: usize,
}

impl Read for Judge {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let line = self
            .lines
            .get(self.sent)
            .unwrap_or_else(|| panic!("read past the judge's last line"));
        self.sent += 1;
        buf[..line.len()].copy_from_slice(line.as_bytes());
        Ok(line.len())
    }
}

#[test]
fn an_interactive_reader_reads_no_further_than_the_token_it_needs() {
    let mut sc = Scanner::new(Judge {
        lines: vec!["6 1 2\n", "3 2\n", "-1 -1\n"],
        sent: 0,
    });
    assert_eq!(sc.next::<u32>().unwrap(), 6);
    assert_eq!(sc.next::<u32>().unwrap(), 1);
    assert_eq!(sc.next::<u32>().unwrap(), 2);
    assert_eq!(sc.next::<i64>().unwrap(), 3);
    assert_eq!(sc.next::<i64>().unwrap(), 2);
    assert_eq!(sc.next::<i64>().unwrap(), -1);
    assert_eq!(sc.next::<i64>().unwrap(), -1);
}

/// A sink that records what was written at each flush.
#[derive(Default)]
struct Pipe {
    written: Vec<u8>,
    flushed: Vec<Vec<u8>>,
}

impl Write for Pipe {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.written.extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.flushed.push(self.written.clone());
        Ok(())
    }
}

#[test]
fn interactive_output_flushes_each_line_as_it_ends() {
    let mut pipe = Pipe::default();
    let mut out = Output::interactive(&mut pipe);
    writeln!(out, "First").unwrap();
    write!(out, "3").unwrap();
    write!(out, " 2").unwrap();
    out.push(b"\n").unwrap();
    out.push_u64(7).unwrap();
    out.flush().unwrap();
    drop(out);
    let flushed: Vec<&[u8]> = pipe.flushed.iter().map(Vec::as_slice).collect();
    assert_eq!(
        flushed,
        [&b"First\n"[..], b"First\n3 2\n", b"First\n3 2\n7"]
    );
}

#[test]
fn signed_tokens_parse_in_range_and_reject_the_rest() {
    let mut sc = Scanner::new("-1 0 -0 9223372036854775807 -9223372036854775808".as_bytes());
    for want in [-1, 0, 0, i64::MAX, i64::MIN] {
        assert_eq!(sc.next::<i64>().unwrap(), want);
    }
    for bad in [
        "9223372036854775808",
        "-9223372036854775809",
        "-",
        "--1",
        "+1",
        "1-",
    ] {
        let mut sc = Scanner::new(bad.as_bytes());
        assert!(sc.next::<i64>().is_err(), "{bad}");
    }
}

/// The kernels this processor runs: the portable path, and the SIMD one
/// where there is one.
#[cfg(target_arch = "x86_64")]
fn kernels() -> Vec<crate::simd::Kernel> {
    use crate::simd::Kernel;
    let mut kernels = vec![Kernel::Portable];
    if Kernel::detect() == Kernel::Avx2 {
        kernels.push(Kernel::Avx2);
    } else {
        eprintln!("no AVX2 here: only the portable path is tested");
    }
    kernels
}

/// What a whole read of `input` gives, token by token as `types` says
/// ('8', '1', '3', '6', 'i', 'z' for u8, u16, u32, u64, i64, usize, in
/// turn; 'V' for `values` of 40 u64 of which 25 are used, 'W' for
/// `values` of 7 u32), with `kernel`, from a reader of `chunk` bytes per
/// call: each value or error as text, until the end of input, then
/// whether only whitespace is left. The scanner goes on after an error, from the bad token's end.
#[cfg(target_arch = "x86_64")]
fn read_all(input: &[u8], types: &[u8], kernel: crate::simd::Kernel, chunk: usize) -> Vec<String> {
    let reader = Trickle { data: input, chunk };
    read_with(&mut Scanner::with_kernel(reader, kernel), types)
}

/// [`read_all`] with any scanner; it stops after a token too long, where
/// the reading has nothing more to say.
#[cfg(target_arch = "x86_64")]
fn read_with<R: Read>(sc: &mut Scanner<R>, types: &[u8]) -> Vec<String> {
    let mut seen = Vec::new();
    for k in 0.. {
        let shown = |r: Result<String, Error>| r.unwrap_or_else(|e| format!("error: {e}"));
        let one = match types[k % types.len()] {
            b'8' => shown(sc.next::<u8>().map(|v| v.to_string())),
            b'1' => shown(sc.next::<u16>().map(|v| v.to_string())),
            b'3' => shown(sc.next::<u32>().map(|v| v.to_string())),
            b'i' => shown(sc.next::<i64>().map(|v| v.to_string())),
            b'z' => shown(sc.next::<usize>().map(|v| v.to_string())),
            b'V' => shown(sc.values(40, |it| {
                let used: Vec<String> = it.take(25).map(|v: u64| v.to_string()).collect();
                used.join(" ")
            })),
            b'W' => shown(sc.values(7, |it| {
                let used: Vec<String> = it.map(|v: u32| v.to_string()).collect();
                used.join(" ")
            })),
            // Through `Values::fold`, which hands out the values decoded
            // ahead as a slice; a u16 stops it at a larger value.
            b'F' => shown(sc.values(30, |it| {
                it.fold(String::new(), |all, v: u64| format!("{all} {v}"))
            })),
            b'G' => shown(sc.values(9, |it| {
                it.fold(String::new(), |all, v: u16| format!("{all} {v}"))
            })),
            b'v' => shown(sc.vec::<u64>(12).map(|v| format!("{v:?}"))),
            b'u' => shown(sc.vec::<u32>(5).map(|v| format!("{v:?}"))),
            _ => shown(sc.next_in::<u64>("x", 0, u64::MAX).map(|v| v.to_string())),
        };
        let end = one.contains("end of input") || one.contains("longer than");
        seen.push(one);
        if end {
            break;
        }
    }
    seen.push(format!("at end: {}", sc.is_at_end().unwrap()));
    seen
}

/// The same reading with every kernel and from readers of several block
/// sizes, against the portable path reading the whole input at once.
#[cfg(target_arch = "x86_64")]
#[track_caller]
fn kernels_agree(input: &[u8], types: &[u8]) {
    use crate::simd::Kernel;
    let want = read_all(input, types, Kernel::Portable, usize::MAX);
    for kernel in kernels() {
        for chunk in [usize::MAX, 1 << 16, 4096, 100, 7] {
            let got = read_all(input, types, kernel, chunk);
            if got != want {
                let k = got.iter().zip(&want).take_while(|(a, b)| a == b).count();
                panic!(
                    "{kernel:?}, chunks of {chunk}: token {}: {:?}, the portable path {:?}; input {:?}",
                    k + 1,
                    got.get(k),
                    want.get(k),
                    String::from_utf8_lossy(&input[..input.len().min(300)])
                );
            }
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn the_simd_path_reads_every_length_at_every_alignment_as_the_portable_one() {
    // Tokens of every length from 1 to 25 digits, after every number of
    // spaces up to 130: each length starts at every place of a 64-byte
    // window, and straddles the windows and the 32 bytes before them.
    for len in 1..=25 {
        for lead in 0..=130 {
            let mut input = " ".repeat(lead);
            for k in 0..12u64 {
                let digits: String = (0..len)
                    .map(|i| char::from(b'0' + ((k * 7 + i * 3) % 10) as u8))
                    .collect();
                input.push_str(&digits);
                input.push(if k % 3 == 0 { '\n' } else { ' ' });
            }
            kernels_agree(input.as_bytes(), b"6");
            kernels_agree(input.as_bytes(), b"3");
            kernels_agree(input.as_bytes(), b"3VW");
            kernels_agree(input.as_bytes(), b"F3G");
            kernels_agree(input.as_bytes(), b"vu");
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn the_simd_path_reads_the_overflow_boundaries_as_the_portable_one() {
    let boundaries = [
        "18446744073709551615",
        "18446744073709551616",
        "18446744073709551625",
        "18456744073709551615",
        "28446744073709551615",
        "99999999999999999999",
        "00000000000000000001",
        "000000000000000000001",
        "018446744073709551615",
        "9999999999999999",
        "10000000000000000",
        "99999999999999999",
        "1844674407370955161",
        "4294967295",
        "4294967296",
        "65535",
        "65536",
        "255",
        "256",
        "9223372036854775807",
        "9223372036854775808",
        "0",
        "00",
    ];
    // Each boundary among short tokens, at many places in the window.
    for (i, b) in boundaries.iter().enumerate() {
        for lead in 0..70 {
            let input = format!("{}1 22 {b} 333 {b}\n4444 {b} 5\n", " ".repeat(lead));
            for types in [
                &b"6"[..],
                b"3",
                b"1",
                b"8",
                b"i",
                b"z",
                b"6831i",
                b"W",
                b"zV",
            ] {
                kernels_agree(input.as_bytes(), types);
            }
            let _ = i;
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn each_kernel_of_blocks_reads_the_lengths_it_is_for_and_stops_at_the_others() {
    use crate::simd::{blocks_read, Kernel};
    if Kernel::detect() != Kernel::Avx2 {
        eprintln!("no AVX2 here: the kernels of blocks are not run");
        return;
    }
    // Tokens of `lens` in turn, after 32 bytes and `lead` spaces, 4 blocks
    // of 64 bytes and some; each kernel reads the tokens that end in those
    // blocks (the byte after them there), or none: the short kernel those
    // of up to 16 digits (15 and 16 beside each other too), the long one
    // those of up to 20.
    let cases: [(&[usize], bool, bool); 7] = [
        (&[1, 2, 3], true, true),
        (&[9], true, true),
        (&[15, 16], true, true),
        (&[16], true, true),
        (&[17], false, true),
        (&[20, 3], false, true),
        (&[21], false, false),
    ];
    for (lens, short, long) in cases {
        for lead in 0..64 {
            let mut buf = vec![b' '; 32 + lead];
            let mut want = Vec::new();
            for k in 0.. {
                let len = lens[k % lens.len()];
                // 10... or 1..., below 2^64.
                let digits: Vec<u8> = (0..len)
                    .map(|i| match i {
                        0 => b'1',
                        1 => b'0',
                        _ => b'0' + ((k * 7 + i * 3) % 10) as u8,
                    })
                    .collect();
                buf.extend_from_slice(&digits);
                // (Of 21 digits, no value: neither kernel reads them.)
                let value = std::str::from_utf8(&digits).unwrap().parse::<u64>();
                if let (true, Ok(value)) = (buf.len() < 32 + 4 * 64, value) {
                    want.push(value);
                }
                buf.push(if k % 3 == 0 { b'\n' } else { b' ' });
                if buf.len() >= 32 + 5 * 64 {
                    break;
                }
            }
            buf.truncate(32 + 4 * 64);
            let what = format!("tokens of {lens:?} digits after {lead} spaces");
            let expect = |reads: bool| if reads { want.clone() } else { Vec::new() };
            assert_eq!(
                blocks_read::<false>(&buf, 32),
                expect(short),
                "short kernel, {what}"
            );
            assert_eq!(
                blocks_read::<true>(&buf, 32),
                expect(long),
                "long kernel, {what}"
            );
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn the_simd_path_classifies_every_byte_as_the_portable_one() {
    // Each byte value in place of a digit and of a separator, in the first
    // and the second block of 64 and at the end of the second, among
    // tokens of 3, 4 and 2 digits (so the blocks, not the windows, read
    // them).
    for b in 0..=255u8 {
        for place in [40, 47, 100, 107, 127] {
            let mut input = b"123 4567 89 ".repeat(16);
            input[place] = b;
            kernels_agree(&input, b"6");
            kernels_agree(&input, b"F");
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn the_simd_path_reads_random_and_bad_layouts_as_the_portable_one() {
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let separators: [&[u8]; 7] = [b" ", b"\n", b"\t", b"\r\n", b"\x0b", b"\x0c", b"  \n\n"];
    let bad: [&[u8]; 9] = [
        b"-1",
        b"+1",
        b"x",
        b"\0",
        b"\xff",
        b"1e3",
        b"\xef\xbb\xbf7",
        b"1-",
        b"/",
    ];
    for case in 0..300 {
        let mut input = Vec::new();
        // Some inputs cross the 64 KiB buffer, most are short.
        let tokens = if case % 50 == 0 {
            20_000
        } else {
            1 + next() % 200
        };
        for _ in 0..tokens {
            let r = next();
            match r % 100 {
                // A bad token now and then (never in the long inputs, so
                // that they are read to the end).
                0 if case % 50 != 0 => input.extend_from_slice(bad[(r >> 8) as usize % bad.len()]),
                1..=5 => {
                    // A long run of whitespace.
                    let n = (r >> 8) % 80;
                    input.extend(std::iter::repeat(b' ').take(n as usize));
                    input.push(b'9');
                }
                _ => {
                    let len = match (r >> 8) % 4 {
                        0 => 1 + (r >> 16) % 3,
                        1 => 1 + (r >> 16) % 25,
                        _ => 8 + (r >> 16) % 13,
                    };
                    let digits = next();
                    for i in 0..len {
                        let d = if i == 0 && (r >> 40) % 2 == 0 {
                            1
                        } else {
                            (digits >> (i % 60)) % 10
                        };
                        input.push(b'0' + d as u8);
                    }
                }
            }
            input.extend_from_slice(separators[(next() % 7) as usize]);
        }
        let types: &[u8] = [
            &b"6"[..],
            b"3",
            b"i",
            b"6381zi",
            b"V3W",
            b"W",
            b"F",
            b"GF6",
            b"v",
            b"u3v",
        ][case % 10];
        kernels_agree(&input, types);
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn the_simd_path_reads_long_runs_of_short_tokens_as_the_portable_one() {
    // Thousands of tokens of up to 16 digits, decoded in blocks of 64
    // bytes at a fixed stride, so that tokens cross the blocks at every
    // place; now and then a token of 17 to 22 digits (the blocks stop
    // before it), or whitespace for more than a block.
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let separators: [&[u8]; 5] = [b" ", b"\n", b"\t", b"\r\n", b"  "];
    for case in 0..24 {
        let mut input = Vec::new();
        for _ in 0..3000 {
            let r = next();
            let len = match r % 200 {
                0 => 17 + (r >> 8) % 6,
                1 => {
                    input.extend(std::iter::repeat(b' ').take(64 + (r >> 8) as usize % 100));
                    1
                }
                _ if case % 3 == 0 => 1 + (r >> 8) % 3,
                _ => 1 + (r >> 8) % 16,
            };
            let digits = next();
            for i in 0..len {
                input.push(b'0' + ((digits >> (3 * (i % 20))) % 10) as u8);
            }
            input.extend_from_slice(separators[(next() % 5) as usize]);
        }
        let types: &[u8] = [&b"6"[..], b"F", b"V6W", b"G", b"v", b"u6"][case % 6];
        kernels_agree(&input, types);
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn the_simd_path_reads_no_further_than_the_token_it_needs() {
    // Lines longer than the 64 bytes decoded at once: each is read only
    // once the program has used the line before.
    for kernel in kernels() {
        let mut sc = Scanner::with_kernel(
            Judge {
                lines: vec![
                    "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30\n",
                    "31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58\n",
                    "59\n",
                ],
                sent: 0,
            },
            kernel,
        );
        for want in 1..=59u64 {
            assert_eq!(sc.next::<u64>().unwrap(), want, "{kernel:?}");
        }
    }
}

/// The same reading from `input` written to a file and mapped, from byte
/// `skip` on (the file's offset then), in windows of several sizes, with
/// every kernel, against the portable path reading from memory; mapped at
/// once, and as stdin is, once read(2) has filled the buffer. Windows 5000
/// bytes apart cannot be mapped but at multiples of 4096 bytes (the page
/// size): the reading goes on by read(2) where `mmap` fails.
#[cfg(all(
    target_os = "linux",
    target_arch = "x86_64",
    target_pointer_width = "64"
))]
#[track_caller]
fn mapped_agrees(input: &[u8], types: &[u8], skip: usize) {
    use std::io::{Seek, SeekFrom};
    use std::sync::atomic::{AtomicUsize, Ordering};

    use crate::simd::Kernel;
    static FILES: AtomicUsize = AtomicUsize::new(0);
    let path = std::env::temp_dir().join(format!(
        "judge-io-mapped-{}-{}",
        std::process::id(),
        FILES.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::write(&path, input).unwrap();
    let want = read_all(&input[skip..], types, Kernel::Portable, usize::MAX);
    for kernel in kernels() {
        for step in [4096, 3 * 4096, crate::map::WINDOW, 5000] {
            let mut file = std::fs::File::open(&path).unwrap();
            file.seek(SeekFrom::Start(skip as u64)).unwrap();
            let mut sc = Scanner::mapped(file, step, kernel);
            let first = skip as u64 / step * step;
            let mapped = skip < input.len() && first % 4096 == 0;
            assert_eq!(sc.is_mapped(), mapped, "{kernel:?}, windows {step} apart");
            let got = read_with(&mut sc, types);
            one_window_mapped(&path, step, sc);
            let mut file = std::fs::File::open(&path).unwrap();
            file.seek(SeekFrom::Start(skip as u64)).unwrap();
            let mut later = Scanner::mapped_later(file, step, kernel);
            let got_later = read_with(&mut later, types);
            if input.len() - skip > 4 * BUFFER_BYTES && step % 4096 == 0 {
                assert!(later.is_mapped(), "{kernel:?}, windows {step} apart");
            }
            one_window_mapped(&path, step, later);
            for (got, how) in [(got, "mapped"), (got_later, "mapped later")] {
                if got != want {
                    let k = got.iter().zip(&want).take_while(|(a, b)| a == b).count();
                    panic!(
                        "{kernel:?}, {how}, windows {step} apart, from byte {skip}: token {}: {:?}, from memory {:?}",
                        k + 1,
                        got.get(k),
                        want.get(k),
                    );
                }
            }
        }
    }
    std::fs::remove_file(&path).unwrap();
}

/// That of the file at `path`, read by `sc` in windows `step` bytes apart,
/// at most one window is mapped (of at most `step` and the buffer's bytes,
/// to whole pages), and none once `sc` is dropped: by the mappings Linux
/// lists in /proc/self/maps.
#[cfg(all(
    target_os = "linux",
    target_arch = "x86_64",
    target_pointer_width = "64"
))]
#[track_caller]
fn one_window_mapped<R: Read>(path: &std::path::Path, step: u64, sc: Scanner<R>) {
    let mapped = || -> Vec<u64> {
        let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
        let name = format!(" {}", path.display());
        maps.lines()
            .filter(|line| line.ends_with(&name))
            .map(|line| {
                let range = line.split(' ').next().unwrap();
                let (from, to) = range.split_once('-').unwrap();
                u64::from_str_radix(to, 16).unwrap() - u64::from_str_radix(from, 16).unwrap()
            })
            .collect()
    };
    let most = (step + BUFFER_BYTES as u64 + 4095) / 4096 * 4096;
    let windows = mapped();
    assert!(
        windows.len() <= 1 && windows.iter().all(|&len| len <= most),
        "windows {step} apart: mapped {windows:?} (at most one, of at most {most} bytes)"
    );
    drop(sc);
    assert_eq!(
        mapped(),
        [],
        "windows {step} apart: mapped once the scanner is gone"
    );
}

#[cfg(all(
    target_os = "linux",
    target_arch = "x86_64",
    target_pointer_width = "64"
))]
#[test]
fn a_mapped_file_reads_as_memory_across_windows_and_from_any_offset() {
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let separators: [&[u8]; 4] = [b" ", b"\n", b"\r\n", b"  \t"];
    for case in 0..5 {
        // About 300 KB of numbers of 1 to 25 digits (a window reaches 64
        // KiB past the next one's start: windows 4096 bytes apart are read
        // 4 times, each time from where the one before left off), a bad
        // token in some, and tokens of 65535, 65536 and 70536 bytes (the
        // longest the buffer holds, and two too long) in others.
        let mut input = Vec::new();
        while input.len() < 300_000 {
            let r = next();
            let len = 1 + (r % 25) as usize;
            input.extend((0..len).map(|i| b'0' + ((r >> (i % 50)) % 10) as u8));
            input.extend_from_slice(separators[(r >> 60) as usize % 4]);
            if case % 4 == 1 && next() % 20_000 == 0 {
                input.extend_from_slice(b"1x ");
            }
        }
        let long = [0, 0, BUFFER_BYTES - 1, BUFFER_BYTES, BUFFER_BYTES + 5000][case % 5];
        input.extend(std::iter::repeat(b'7').take(long));
        input.extend_from_slice(b" 12 34\n");
        let types: &[u8] = [&b"6"[..], b"6V3W", b"3", b"zW"][case % 4];
        for skip in [0, 1, 4095, 12_345] {
            mapped_agrees(&input, types, skip);
        }
        mapped_agrees(&input, types, input.len());
    }
    mapped_agrees(b"", b"6", 0);
    mapped_agrees(b" \n ", b"6", 0);
}

#[cfg(target_arch = "x86_64")]
#[test]
fn the_avx2_kernel_is_chosen_only_with_all_four_of_its_features() {
    use crate::simd::Kernel;
    for mask in 0..16u8 {
        let has = [0, 1, 2, 3].map(|k| mask >> k & 1 == 1);
        let want = match mask {
            15 => Kernel::Avx2,
            _ => Kernel::Portable,
        };
        assert_eq!(
            Kernel::with_features(has),
            want,
            "avx2, bmi1, lzcnt, popcnt: {has:?}"
        );
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn decoding_ahead_starts_32_bytes_in_needs_64_after_and_never_starts_inside_a_token() {
    use crate::simd::{Ahead, Kernel};
    if Kernel::detect() != Kernel::Avx2 {
        eprintln!("no AVX2 here: nothing is decoded ahead");
        return;
    }
    // "123 " 64 times: a token at every multiple of 4, 256 bytes.
    let buf = b"123 ".repeat(64);
    let decoded = |kernel, pos| {
        let mut ahead = Ahead::new(kernel);
        ahead.decode(&buf, pos);
        let (head, count) = ahead.pending::<u64>();
        (head..count).map(|i| ahead.value(i)).collect::<Vec<u64>>()
    };
    // The first place 32 bytes in, and after it, the token's end and its
    // start; the last place with 64 bytes after it: tokens "123", as many
    // as whole blocks of 64 bytes after the place hold.
    for pos in [32, 35, 36, 192] {
        let got = decoded(Kernel::Avx2, pos);
        assert!(
            got.len() >= 15 && got.iter().all(|&v| v == 123),
            "at {pos}: {got:?}"
        );
    }
    // Before 32 bytes in; inside a token; with fewer than 64 bytes after;
    // with the portable kernel.
    for pos in [0, 28, 31, 33, 34, 196, 200] {
        assert_eq!(decoded(Kernel::Avx2, pos), [], "at {pos}");
    }
    assert_eq!(decoded(Kernel::Portable, 32), []);
}

/// `count` tokens of 1 to 20 digits, each below `below`, on one line
/// after their count, random but the same each run.
#[cfg(target_arch = "x86_64")]
fn random_tokens(count: usize, below: u64) -> (Vec<u8>, Vec<u64>) {
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut values = Vec::new();
    for _ in 0..count {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let digits = (seed >> 59) % 20 + 1;
        let value = match digits {
            20 => seed,
            _ => (seed >> 1) % 10u64.pow(digits as u32),
        };
        values.push(value % below);
    }
    let mut input = format!("{count}\n").into_bytes();
    for v in &values {
        input.extend_from_slice(format!("{v} ").as_bytes());
    }
    input.push(b'\n');
    (input, values)
}

#[cfg(target_arch = "x86_64")]
#[test]
fn the_simd_path_reads_all_but_a_few_tokens_each_way_the_portable_path_reads_every_one() {
    use crate::scanner::paths;
    use crate::simd::Kernel;
    const N: usize = 10_000;
    let (unsigned, values) = random_tokens(N, u64::MAX);
    let (signed, below_2_63) = random_tokens(N, 1 << 63);
    // Each way of reading: its name, whether it goes through `Values`, its
    // input and what it reads.
    type Way<'a> = (
        &'a str,
        bool,
        &'a [u8],
        &'a [u64],
        fn(&mut Scanner<&[u8]>) -> Vec<u64>,
    );
    let ways: [Way; 5] = [
        ("next::<u64>", false, &unsigned, &values, |sc| {
            (0..N).map(|_| sc.next::<u64>().unwrap()).collect()
        }),
        ("next::<i64>", false, &signed, &below_2_63, |sc| {
            (0..N).map(|_| sc.next::<i64>().unwrap() as u64).collect()
        }),
        ("values, one at a time", true, &unsigned, &values, |sc| {
            sc.values(N, |it| it.collect::<Vec<u64>>()).unwrap()
        }),
        ("values, folded", true, &unsigned, &values, |sc| {
            let fold = |mut all: Vec<u64>, v| {
                all.push(v);
                all
            };
            sc.values(N, |it| it.fold(Vec::new(), fold)).unwrap()
        }),
        ("vec (a fold)", true, &unsigned, &values, |sc| {
            sc.vec(N).unwrap()
        }),
    ];
    for (way, through_values, input, want, read) in ways {
        for kernel in kernels() {
            let mut sc = Scanner::with_kernel(input, kernel);
            assert_eq!(sc.next::<usize>().unwrap(), N);
            paths();
            assert_eq!(read(&mut sc), want, "{way}, {kernel:?}");
            let took = paths();
            let n = N as u64;
            match kernel {
                // Every token through Scanner::next and next_portable, none
                // decoded ahead (nor tried).
                Kernel::Portable => {
                    assert_eq!(took.scanner_next, n, "{way}: {took:?}");
                    assert_eq!(took.portable, n, "{way}: {took:?}");
                    assert_eq!(took.decoding, 0, "{way}: {took:?}");
                    assert!(
                        took.values_next >= n * u64::from(through_values),
                        "{way}: {took:?}"
                    );
                }
                // Only the tokens near the start and the buffer's refills
                // (once in 64 KiB) take the portable path, and a decode is
                // for up to 512 tokens. `values` hands out what was decoded
                // without the scanner's next, and a fold without its own.
                Kernel::Avx2 => {
                    assert!(took.portable <= n / 50, "{way}: {took:?}");
                    assert!(took.decoding <= n / 50, "{way}: {took:?}");
                    if through_values {
                        assert!(took.scanner_next <= n / 20, "{way}: {took:?}");
                    }
                    if way != "values, one at a time" {
                        assert!(took.values_next <= n / 20, "{way}: {took:?}");
                    }
                }
            }
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn each_path_counts_what_it_reads_exactly() {
    use crate::scanner::{paths, Paths};
    use crate::simd::Kernel;
    // Fewer than 64 bytes: even the AVX2 kernel reads them portably, after
    // trying to decode them ahead.
    for kernel in kernels() {
        let mut sc = Scanner::with_kernel(&b"3 10 20 30\n"[..], kernel);
        paths();
        assert_eq!(sc.next::<u8>().unwrap(), 3);
        let digits = sc.values(3, |it| it.fold(0, |a, v: u64| a * 100 + v));
        assert_eq!(digits.unwrap(), 10_20_30);
        let tries = u64::from(kernel == Kernel::Avx2);
        let want = Paths {
            portable: 4,
            scanner_next: 4,
            decoding: 4 * tries,
            // One for each value, the one that finds none left, and the one
            // of the drop, which reads what is left.
            values_next: 5,
        };
        assert_eq!(paths(), want, "{kernel:?}");
    }
}

#[cfg(target_arch = "x86_64")]
#[test]
fn the_decoder_of_windows_reads_up_to_20_digits_and_stops_at_2_to_the_64() {
    use crate::simd::{windows_read, Kernel};
    if Kernel::detect() != Kernel::Avx2 {
        eprintln!("no AVX2 here: the decoder of windows is not run");
        return;
    }
    // After 32 bytes: 2^64 - 1 (high part 1844, the largest), one of 17
    // digits, then a token of 2^64 or of 10^20 - 1 (high part 9999), where
    // it stops; then more short ones, which it does not reach.
    for (last, high) in [
        ("18446744073709551616", 1844),
        ("99999999999999999999", 9999),
    ] {
        let buf = format!(
            "{:32}18446744073709551615 12345678901234567 {last} 5 6 7{:100}",
            "", ""
        );
        assert_eq!(
            windows_read(buf.as_bytes(), 32),
            [u64::MAX, 12_345_678_901_234_567],
            "a last token of high part {high}"
        );
    }
}

/// A scanner of `input` with each kernel this processor runs.
fn every_kernel(input: &[u8]) -> Vec<Scanner<&[u8]>> {
    #[cfg(target_arch = "x86_64")]
    return kernels()
        .into_iter()
        .map(|kernel| Scanner::with_kernel(input, kernel))
        .collect();
    #[cfg(not(target_arch = "x86_64"))]
    return vec![Scanner::new(input)];
}

#[test]
fn values_hint_at_most_the_count_left_and_at_least_none() {
    // An error may end the values early, so none is the least there are.
    let input: String = (1..=300).map(|v| format!("{v} ")).collect();
    for mut sc in every_kernel(input.as_bytes()) {
        sc.values(300, |mut it| {
            for left in (0..=300).rev() {
                assert_eq!(it.size_hint(), (0, Some(left)));
                assert_eq!(it.next(), (left > 0).then_some(301 - left as u64));
            }
        })
        .unwrap();
    }
}

#[test]
fn token_numbers_count_each_token_once_whatever_reads_between() {
    // 40 tokens, the end checked, 40 more, the end checked, then the 81st
    // out of range: every kernel names it token 81 (and a scanner that
    // counted the values decoded ahead twice would not).
    let input: String = (1..=200).map(|v| format!("{v} ")).collect();
    for mut sc in every_kernel(input.as_bytes()) {
        for _ in 0..2 {
            for _ in 0..40 {
                sc.next::<u32>().unwrap();
            }
            assert!(!sc.is_at_end().unwrap());
        }
        let e = sc.next_in::<u32>("x", 0, 80).unwrap_err();
        assert_eq!(e.to_string(), "token 81: x = 81 is outside 0..=80");
    }
}
