//! `bench-inputs OUTDIR [--smoke] [id...]`: writes `OUTDIR/<id>/<name>.in`,
//! the inputs `scripts/bench` times, from fixed seeds. Each problem gets the
//! input that costs its binary the most at the maximum constraints (`max-*`);
//! acwing891-nim, acwing892-staircase-nim and hdu2176-nim-moves also get a
//! 100x input of 10^7 numbers (`x100-*`, about 100 MB), left out by `--smoke`.

use std::fmt::Write as _;
use std::fs;
use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;

use test_support::Rng;

/// One benchmark input: file name stem and contents.
type Input = (&'static str, String);

fn nim_like(rng: &mut Rng, n: usize, max: u64) -> String {
    let mut s = String::with_capacity(n * 11 + 16);
    writeln!(s, "{n}").unwrap();
    for i in 0..n {
        if i > 0 {
            s.push(' ');
        }
        // The top half of the range: as many digits as the bound allows.
        write!(s, "{}", rng.range(max / 2, max)).unwrap();
    }
    s.push('\n');
    s
}

/// Cases of m piles of 2^31 - 1 and one pile of 1: every big pile is a
/// winning move, so the answer has m lines (the most output per input).
fn nim_moves_worst(cases: usize, m: usize) -> String {
    let top = i32::MAX as u64;
    let mut line = String::new();
    for _ in 0..m - 1 {
        write!(line, "{top} ").unwrap();
    }
    line.push_str("1\n");
    let mut s = String::with_capacity(cases * (line.len() + 8) + 2);
    for _ in 0..cases {
        writeln!(s, "{m}").unwrap();
        s.push_str(&line);
    }
    s.push_str("0\n");
    s
}

fn inputs(id: &str, smoke: bool) -> Option<Vec<Input>> {
    let mut rng = Rng::new(7);
    let mut res: Vec<Input> = Vec::new();
    match id {
        "acwing891-nim" | "acwing892-staircase-nim" => {
            res.push(("max-n", nim_like(&mut rng, 100_000, 1_000_000_000)));
            if !smoke {
                res.push(("x100-n", nim_like(&mut rng, 10_000_000, 1_000_000_000)));
            }
        }
        "hdu2176-nim-moves" => {
            res.push(("max-m-all-winning", nim_moves_worst(1, 200_000)));
            if !smoke {
                res.push(("x100-50-cases-all-winning", nim_moves_worst(50, 200_000)));
            }
        }
        "acwing893-set-nim" => {
            // The table is O(max pile * k): k = 100 moves, a pile of 10^4.
            let moves: Vec<String> = (9_901..=10_000)
                .map(|s: u64| (s - 9_900).to_string())
                .collect();
            let piles = vec!["10000"; 100].join(" ");
            res.push((
                "max-k-n",
                format!("100\n{}\n100\n{piles}\n", moves.join(" ")),
            ));
        }
        "acwing894-split-nim" => {
            res.push(("max-n", format!("100\n{}\n", vec!["100"; 100].join(" "))))
        }
        "hdu1846-brave-game" => {
            let lines: String = (0..100)
                .map(|i| format!("{} {}\n", 1000 - i, 1 + i))
                .collect();
            res.push(("max-c", format!("100\n{lines}")));
        }
        "hdu1907-john" => {
            let mut s = String::from("474\n");
            for _ in 0..474 {
                let piles: Vec<String> =
                    (0..47).map(|_| rng.range(1000, 4747).to_string()).collect();
                write!(s, "47\n{}\n", piles.join(" ")).unwrap();
            }
            res.push(("max-t-n", s));
        }
        "hdu1851-simple-game" => {
            // The number of cases is not bounded: 10^5 cases of 10 piles.
            let mut s = String::from("100000\n");
            for _ in 0..100_000 {
                s.push_str("10\n");
                for _ in 0..10 {
                    writeln!(s, "{} {}", rng.range(10, 20), rng.range(10, 20)).unwrap();
                }
            }
            res.push(("max-100000-cases", s));
        }
        "hdu1850-good-boy" => {
            // The number of cases is not bounded: 10^4 cases of 100 piles.
            let mut s = String::new();
            for _ in 0..10_000 {
                let piles: Vec<String> = (0..100)
                    .map(|_| rng.range(100_000, 1_000_000).to_string())
                    .collect();
                write!(s, "100\n{}\n", piles.join(" ")).unwrap();
            }
            s.push_str("0\n");
            res.push(("max-10000-cases", s));
        }
        "poj2311-cutting-game" => {
            // 40000 lines: every sheet up to 200 x 200, then the largest again.
            let mut s = String::new();
            for w in 2..=200 {
                for h in 2..=200 {
                    writeln!(s, "{w} {h}").unwrap();
                }
            }
            for _ in 0..399 {
                s.push_str("200 200\n");
            }
            res.push(("max-40000-lines", s));
        }
        "abc206f-interval-game-2" => {
            let mut s = String::from("20\n");
            for _ in 0..20 {
                s.push_str("100\n");
                for _ in 0..100 {
                    let l = rng.range(1, 50);
                    writeln!(s, "{l} {}", rng.range(l + 1, 100)).unwrap();
                }
            }
            res.push(("max-t-n", s));
        }
        "cf850c-arpa-mojtaba" => {
            // The adversarial input of judge-data (see its README).
            let path = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../../judge-data/cf850c-arpa-mojtaba/max-worst-masks.in");
            res.push(("max-worst-masks", fs::read_to_string(path).ok()?));
        }
        "poj1704-georgia-and-bob" => {
            let mut s = String::from("20\n");
            for _ in 0..20 {
                let mut cells: Vec<u64> = (1..=10_000).collect();
                rng.shuffle(&mut cells);
                let row: Vec<String> = cells[..1000].iter().map(u64::to_string).collect();
                write!(s, "1000\n{}\n", row.join(" ")).unwrap();
            }
            res.push(("max-t-n", s));
        }
        _ => return None,
    }
    Some(res)
}

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let smoke = args.iter().any(|a| a == "--smoke");
    args.retain(|a| a != "--smoke");
    let Some(out) = args.first().cloned() else {
        eprintln!("usage: bench-inputs OUTDIR [--smoke] [id...]");
        return ExitCode::from(2);
    };
    for id in &args[1..] {
        let Some(list) = inputs(id, smoke) else {
            eprintln!("bench-inputs: no benchmark inputs for {id}: add them to tools/bench-inputs");
            return ExitCode::FAILURE;
        };
        let dir = Path::new(&out).join(id);
        fs::create_dir_all(&dir).expect("create output folder");
        for (name, text) in list {
            let path = dir.join(format!("{name}.in"));
            let unchanged = fs::metadata(&path)
                .map(|m| m.len() == text.len() as u64)
                .unwrap_or(false)
                && fs::read(&path)
                    .map(|b| b == text.as_bytes())
                    .unwrap_or(false);
            if !unchanged {
                fs::File::create(&path)
                    .and_then(|mut f| f.write_all(text.as_bytes()))
                    .expect("write input");
            }
        }
    }
    ExitCode::SUCCESS
}
