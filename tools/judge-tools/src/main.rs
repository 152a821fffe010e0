//! The runner and checker of `scripts/judge` (Linux): `judge-tools run`
//! runs one binary on one input under a time, memory and output limit and
//! judges it; `judge-tools compare` compares two files token by token.

mod compare;
mod run;
mod time;

use std::fs::File;
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "\
usage: judge-tools run [--time-limit SEC] [--memory-limit MIB] [--output-limit BYTES]
                       --stdout FILE --stderr FILE [--answer FILE] [--] BIN [ARG...]
       judge-tools compare EXPECTED ACTUAL
       judge-tools time --runs N --input FILE --out DIR BIN [OTHER]

run: runs BIN on the runner's stdin, its stdout and stderr into the files
given, in its own process group with the limits below, and prints one line

  VERDICT MILLIS PEAK_KIB DETAIL...

VERDICT is, in this order of precedence:
  TLE  killed at 3x the time limit (default 1 s); DETAIL: killed after S s
  MLE  peak resident memory (ru_maxrss, the binary and the children it
       waited for) over the memory limit (default 256 MiB), or it failed
       after its stderr said an allocation failed
  OLE  stdout or stderr over the output limit (default: 64 MiB, or twice
       the size of --answer if that is larger); the binary cannot write
       more than one byte past it (RLIMIT_FSIZE)
  RE   killed by a signal or a non-zero exit; DETAIL: the signal or the exit
       code, and the first stderr line (200 bytes, unprintables escaped)
  TLE  finished, but slower than the time limit
  AC / WA  with --answer: the tokens of stdout compared with it (WA DETAIL
       as compare prints it); OK without --answer.
MILLIS is its wall time, PEAK_KIB its peak resident memory in KiB. Its
address space is capped at max(2 x limit, limit + 256 MiB) so runaway
allocations fail instead of exhausting the machine. Exit status: 0 when a
line was printed, 2 on a usage or system error.

time: runs BIN (and OTHER, alternating with it, BIN first) N times on FILE,
with stdout and stderr into DIR/a.out, DIR/a.err (DIR/b.out, DIR/b.err;
stdout of the first turn only, later turns write it to /dev/null), and
prints one line per turn: BIN's microseconds and peak KiB, then
OTHER's. Stops with exit 1 and a line `error: a|b exit STATUS` at the first
run that fails.

compare: whitespace-separated tokens (space, \\t, \\n, \\v, \\f, \\r) must be
equal byte for byte; one streaming pass, constant memory. Exit 0 if equal,
else 1 and a line: token N: expected \"X\", got \"Y\" (or end of output),
tokens cut at 40 bytes with ..., unprintable bytes as \\xNN.
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("run") => run_command(&args[1..]),
        Some("compare") => compare_command(&args[1..]),
        Some("time") => time_command(&args[1..]),
        Some("-h" | "--help") => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        _ => Err(format!("expected run, compare or time\n{USAGE}")),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("judge-tools: {message}");
            ExitCode::from(2)
        }
    }
}

fn positive(option: &str, value: Option<&String>) -> Result<f64, String> {
    let value = value.ok_or(format!("{option} needs a value"))?;
    match value.parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 && v < 1e9 => Ok(v),
        _ => Err(format!("{option} takes a positive number, not {value:?}")),
    }
}

fn run_command(args: &[String]) -> Result<ExitCode, String> {
    let mut limits = run::Limits {
        time: 1.0,
        memory: 256.0,
        output: None,
    };
    let (mut stdout, mut stderr, mut answer) = (None, None, None);
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1);
        let path = || {
            value
                .map(PathBuf::from)
                .ok_or(format!("{} needs a file", args[i]))
        };
        match args[i].as_str() {
            "--time-limit" => limits.time = positive("--time-limit", value)?,
            "--memory-limit" => limits.memory = positive("--memory-limit", value)?,
            "--output-limit" => {
                let bytes = value.and_then(|v| v.parse::<u64>().ok());
                limits.output = Some(bytes.ok_or("--output-limit takes bytes")?);
            }
            "--stdout" => stdout = Some(path()?),
            "--stderr" => stderr = Some(path()?),
            "--answer" => answer = Some(path()?),
            "--" => {
                i += 1;
                break;
            }
            a if a.starts_with('-') => return Err(format!("unknown option {a}\n{USAGE}")),
            _ => break,
        }
        i += 2;
    }
    let program = args[i.min(args.len())..].to_vec();
    if program.is_empty() {
        return Err(format!("run needs a binary\n{USAGE}"));
    }
    let job = run::Job {
        limits,
        stdout: stdout.ok_or("run needs --stdout FILE")?,
        stderr: stderr.ok_or("run needs --stderr FILE")?,
        answer,
        program,
    };
    let outcome = run::run(&job).map_err(|e| e.to_string())?;
    println!(
        "{} {} {} {}",
        outcome.verdict, outcome.millis, outcome.peak_kib, outcome.detail
    );
    Ok(ExitCode::SUCCESS)
}

fn compare_command(args: &[String]) -> Result<ExitCode, String> {
    let (expected, actual) = match args {
        [expected, actual] => (expected, actual),
        _ => return Err(format!("compare needs EXPECTED and ACTUAL\n{USAGE}")),
    };
    let open = |p: &String| File::open(p).map_err(|e| format!("{p}: {e}"));
    let (e, a) = (open(expected)?, open(actual)?);
    match compare::compare(e, a).map_err(|e| e.to_string())? {
        None => Ok(ExitCode::SUCCESS),
        Some(difference) => {
            println!("{difference}");
            Ok(ExitCode::from(1))
        }
    }
}

fn time_command(args: &[String]) -> Result<ExitCode, String> {
    let (mut runs, mut input, mut out) = (None, None, None);
    let mut i = 0;
    while i + 1 < args.len() && args[i].starts_with("--") {
        let value = &args[i + 1];
        match args[i].as_str() {
            "--runs" => runs = value.parse::<u32>().ok().filter(|&n| n > 0),
            "--input" => input = Some(PathBuf::from(value)),
            "--out" => out = Some(PathBuf::from(value)),
            other => return Err(format!("unknown option {other}\n{USAGE}")),
        }
        i += 2;
    }
    let runs = runs.ok_or("time needs --runs N (positive)")?;
    let input = input.ok_or("time needs --input FILE")?;
    let out = out.ok_or("time needs --out DIR")?;
    let programs = &args[i..];
    if programs.is_empty() || programs.len() > 2 {
        return Err(format!("time needs one or two binaries\n{USAGE}"));
    }
    for turn in 0..runs {
        let mut line = Vec::new();
        for (program, tag) in programs.iter().zip(["a", "b"]) {
            // The answer is kept from the first turn; later ones write to
            // /dev/null, so that writing a file is not what is timed.
            let stdout = if turn == 0 {
                out.join(format!("{tag}.out"))
            } else {
                PathBuf::from("/dev/null")
            };
            let sample = time::once(program, &input, &stdout, &out.join(format!("{tag}.err")))
                .map_err(|e| format!("{program}: {e}"))?;
            if !sample.status.success() {
                println!("error: {tag} {}", sample.status);
                return Ok(ExitCode::from(1));
            }
            line.push(format!("{} {}", sample.micros, sample.peak_kib));
        }
        println!("{}", line.join(" "));
    }
    Ok(ExitCode::SUCCESS)
}
