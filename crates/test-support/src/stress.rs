//! Stress testing against the exhaustive search: random small inputs, each
//! answered by the search (a problem's `reference`), each given to the
//! program under test, until the first disagreement, crash or time-out;
//! then the smallest failing input found by regenerating at smaller sizes.
//!
//! A problem states its parts once with [`stress_tests!`](crate::stress_tests);
//! the test it makes runs its own `run` (or `play`, against its jury)
//! in-process on every `cargo test`, and `scripts/stress` runs the same test
//! with `STRESS_CMD` set to judge any command instead:
//!
//! - `STRESS_CMD`: a shell command to judge (`sh -c`); unset, the problem's
//!   own code;
//! - `STRESS_CASES`: how many random inputs (default 300);
//! - `STRESS_SEED`: the first seed (default 1); case k uses seed + k;
//! - `STRESS_CWD`: the folder the command runs in (default: the current
//!   one);
//! - `STRESS_STACK_KIB`: the command's stack, as `ulimit -s` takes it (the
//!   problem's judges' stack, which `scripts/stress` sets); unset, the
//!   stack `sh` has;
//! - `STRESS_SAVE`: a folder; the smallest failing input and the search's
//!   answer are written there as `stress-<seed>.in` and `.ans`.
//!
//! A problem whose theory has boundaries (where a Grundy value or a closed
//! form changes, where a period starts, a special case such as misère's
//! all-ones) also declares `boundary_input`: inputs at and around those
//! boundaries, each built so that its answer depends on the boundary alone
//! (a single pile, or a pile beside one whose value is known). Every other
//! case (the odd k) is then drawn from it, so a wrong value at a boundary far
//! beyond the small random positions is found in the default run. Its
//! `reference` must answer those inputs too: by the search where it can, else
//! by a second computation written apart from `solve` and itself checked
//! against the search in the problem's tests.

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use judge_io::Scanner;

use crate::jury::{Pipe, Receiver, Referee};
use crate::Rng;

/// The largest size a generator is asked for; sizes run 1..=MAX_SIZE.
pub const MAX_SIZE: u64 = 8;

/// How long a command may take on one small input.
const PATIENCE: Duration = Duration::from_secs(10);

/// What is judged: the problem's own code, or a command.
pub enum Subject<'a> {
    /// A batch problem's `run`, as a function from input to output.
    Run(&'a dyn Fn(&str) -> Result<String, String>),
    /// An interactive problem's `play` against its referee on an input and
    /// the winning side.
    Play(&'a dyn Fn(&str, &str) -> Result<(), String>),
}

/// A generator of inputs: a seeded random source and a size.
pub type Generator = dyn Fn(&mut Rng, u64) -> String;

/// Whether an output is right for an input, given the reference's answer.
pub type Agree = dyn Fn(&str, &str, &str) -> Result<(), String>;

/// The parts of a problem's stress test.
pub struct Parts<'a> {
    /// The package, for messages.
    pub package: &'a str,
    /// The answer by the problem's reference: the search, or beyond its
    /// reach (boundary inputs) a second computation; `None` means the input
    /// was too large for it
    /// (a generator bug).
    pub reference: &'a dyn Fn(&str) -> Option<String>,
    /// A random input of the given size (1..=[`MAX_SIZE`]: how many piles,
    /// how large the values), within the statement's constraints.
    pub random_input: &'a Generator,
    /// Inputs at and around the theory's boundaries (see the module's doc),
    /// drawn for every odd case when given; same sizes as `random_input`.
    pub boundary_input: Option<&'a Generator>,
    /// Its own code, for `cargo test`.
    pub subject: Subject<'a>,
    /// For an interactive problem, its referee, which plays a command too.
    pub referee: Option<Referee>,
    /// For a problem with many right answers: whether an output is right
    /// for an input, given the reference's answer (`Err` says why not); by
    /// default the output must have the answer's tokens.
    pub agree: Option<&'a Agree>,
}

/// Why an input fails, if it does.
fn failure(parts: &Parts<'_>, command: Option<&str>, input: &str) -> Option<(String, String)> {
    let expected = (parts.reference)(input).unwrap_or_else(|| {
        panic!(
            "{}: random_input made an input too large for the search:\n{input}",
            parts.package
        )
    });
    let got = match (command, &parts.subject, parts.referee) {
        (None, Subject::Run(run), _) => run(input),
        (None, Subject::Play(play), _) => play(input, &expected).map(|()| expected.clone()),
        (Some(cmd), Subject::Run(_), _) => run_command(cmd, input),
        (Some(cmd), Subject::Play(_), Some(referee)) => {
            play_command(cmd, referee, input, &expected).map(|()| expected.clone())
        }
        (Some(_), Subject::Play(_), None) => Err("an interactive problem needs its referee".into()),
    };
    match (got, parts.agree) {
        (Ok(output), Some(agree)) => match agree(input, &expected, &output) {
            Ok(()) => None,
            Err(why) => Some((expected, format!("{output}(wrong: {why})"))),
        },
        (Ok(output), None) if crate::first_difference(&expected, &output).is_none() => None,
        (Ok(output), None) => Some((expected, output)),
        (Err(e), _) => Some((expected, format!("(failed: {e})"))),
    }
}

/// `sh -c cmd`, in `STRESS_CWD` when set, with the stack of
/// `STRESS_STACK_KIB` when set.
fn shell(cmd: &str) -> Command {
    let mut c = Command::new("sh");
    match std::env::var("STRESS_STACK_KIB") {
        Ok(kib) if kib.bytes().all(|b| b.is_ascii_digit()) && !kib.is_empty() => {
            c.args(["-c", &format!("ulimit -s {kib} 2>/dev/null; {cmd}")])
        }
        _ => c.args(["-c", cmd]),
    };
    if let Some(dir) = std::env::var_os("STRESS_CWD") {
        c.current_dir(dir);
    }
    c
}

/// Runs `sh -c cmd` on `input`: its output, or why it failed.
fn run_command(cmd: &str, input: &str) -> Result<String, String> {
    let mut child = shell(cmd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    let mut stdin = child.stdin.take().expect("piped");
    let bytes = input.as_bytes().to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&bytes);
    });
    let read_all = |mut from: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = from.read_to_end(&mut bytes);
            bytes
        })
    };
    let reader = read_all(Box::new(child.stdout.take().expect("piped")));
    let errors = read_all(Box::new(child.stderr.take().expect("piped")));
    let status = wait_or_kill(&mut child, PATIENCE)
        .map_err(|()| format!("no answer in {} s", PATIENCE.as_secs()))?;
    let _ = writer.join();
    let out = reader.join().unwrap_or_default();
    let err = String::from_utf8_lossy(&errors.join().unwrap_or_default()).into_owned();
    if !status.success() {
        return Err(format!(
            "{status}: {}",
            err.lines().next().unwrap_or_default()
        ));
    }
    String::from_utf8(out).map_err(|_| "output is not UTF-8".to_string())
}

/// Plays `sh -c cmd` against `referee` on `input`.
fn play_command(cmd: &str, referee: Referee, input: &str, answer: &str) -> Result<(), String> {
    let mut child = shell(cmd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    let to = child.stdin.take().expect("piped");
    // Read on a thread: a program that falls silent is given up on after
    // PATIENCE (the referee is told the read timed out).
    let from = Receiver::reading(child.stdout.take().expect("piped"), PATIENCE);
    let mut io = Pipe::new(Scanner::new(from), to);
    let verdict =
        referee(input, answer, &mut io).and_then(|()| crate::jury::expect_silence(&mut io));
    // Its input closed, the program has a moment to end.
    drop(io);
    let status = wait_or_kill(&mut child, Duration::from_secs(1));
    verdict.map_err(|r| r.to_string())?;
    match status {
        Ok(s) if s.success() => Ok(()),
        Ok(s) => Err(format!("won, then ended with {s}")),
        Err(()) => Err("won, then did not end".to_string()),
    }
}

/// Waits for `child` up to `patience`; kills it (`Err`) if it is still
/// running then.
fn wait_or_kill(child: &mut Child, patience: Duration) -> Result<ExitStatus, ()> {
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Ok(status),
            Ok(None) if start.elapsed() <= patience => {
                std::thread::sleep(Duration::from_millis(1));
            }
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(());
            }
        }
    }
}

fn env_u64(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v
            .parse()
            .unwrap_or_else(|_| panic!("{name}={v:?}: expected a number")),
        Err(_) => default,
    }
}

/// The stress test: see the module's doc for the environment it reads.
///
/// # Panics
/// At the first failing input, with the smallest failing input found, the
/// reference's answer and the program's.
pub fn stress(parts: &Parts<'_>) {
    let command = std::env::var("STRESS_CMD").ok();
    let cases = env_u64("STRESS_CASES", 300);
    let seed = env_u64("STRESS_SEED", 1);
    let command = command.as_deref();
    for k in 0..cases {
        let mut rng = Rng::new(seed.wrapping_add(k));
        let size = 1 + k % MAX_SIZE;
        let generator = generator(parts, k);
        let input = generator(&mut rng, size);
        if let Some(first) = failure(parts, command, &input) {
            let (input, (expected, got)) = shrink(parts, command, generator, size, input, first);
            if let Some(dir) = std::env::var_os("STRESS_SAVE") {
                let stem =
                    std::path::Path::new(&dir).join(format!("stress-{}", seed.wrapping_add(k)));
                let mut stored = input.clone();
                if !stored.ends_with('\n') {
                    stored.push('\n');
                }
                std::fs::write(stem.with_extension("in"), stored).expect("write the .in");
                // Every stored file ends with a newline, as judges' files do.
                let mut answer = expected.clone();
                if !answer.ends_with('\n') {
                    answer.push('\n');
                }
                std::fs::write(stem.with_extension("ans"), answer).expect("write the .ans");
                eprintln!("saved as {}.in and .ans", stem.display());
            }
            panic!(
                "{}: case {k} (seed {}) fails; the smallest failing input found:\n{input}\nthe reference's answer:\n{expected}\nthe program's:\n{got}",
                parts.package,
                seed.wrapping_add(k)
            );
        }
    }
    eprintln!(
        "{}: {cases} random inputs (seeds {seed}..{}) agree with the reference",
        parts.package,
        seed.wrapping_add(cases)
    );
}

/// The generator of case `k`: `boundary_input` for odd `k` where a problem
/// declares it, else `random_input`.
fn generator<'a>(parts: &Parts<'a>, k: u64) -> &'a Generator {
    match parts.boundary_input {
        Some(boundary) if k % 2 == 1 => boundary,
        _ => parts.random_input,
    }
}

/// The smallest failing input found: regenerated by the same generator at
/// each size below the failing one (200 seeds each), smallest first; ties by
/// input length.
fn shrink(
    parts: &Parts<'_>,
    command: Option<&str>,
    generator: &Generator,
    size: u64,
    input: String,
    found: (String, String),
) -> (String, (String, String)) {
    let mut best = (input, found);
    for smaller in 1..size {
        for s in 0..200 {
            let candidate = generator(&mut Rng::new(1_000_003 * smaller + s), smaller);
            if candidate.len() >= best.0.len() {
                continue;
            }
            if let Some(f) = failure(parts, command, &candidate) {
                best = (candidate, f);
            }
        }
        if best.0.len() < 64 {
            break;
        }
    }
    best
}

/// The stress test of a problem (see [`stress`](crate::stress::stress)):
/// for a batch problem `run`, `reference` and `random_input`, then
/// optionally `boundary_input` (inputs at the theory's boundaries, see the
/// module's doc) and `agree` (`fn(input, expected, output) -> Result<(),
/// String>`) where many answers are right; for an interactive one `play`,
/// `referee`, `reference` (the winning side) and `random_input` (the jury's
/// input), then optionally `boundary_input`.
///
/// ```ignore
/// test_support::stress_tests! {
///     run: run,
///     reference: reference,
///     random_input: random_input,
///     boundary_input: boundary_input,
/// }
/// ```
#[macro_export]
macro_rules! stress_tests {
    (run: $run:expr, reference: $reference:expr, random_input: $random:expr $(, boundary_input: $boundary:expr)? $(, agree: $agree:expr)? $(,)?) => {
        #[test]
        fn stress_matches_the_search_on_random_small_inputs() {
            let run = |input: &str| -> Result<String, String> {
                $crate::run_str($run, input).map_err(|e| e.to_string())
            };
            #[allow(unused_mut, unused_assignments)]
            let mut agree: Option<&$crate::stress::Agree> = None;
            $(agree = Some(&$agree);)?
            #[allow(unused_mut, unused_assignments)]
            let mut boundary_input: Option<&$crate::stress::Generator> = None;
            $(boundary_input = Some(&$boundary);)?
            $crate::stress::stress(&$crate::stress::Parts {
                package: env!("CARGO_PKG_NAME"),
                reference: &$reference,
                random_input: &$random,
                boundary_input,
                subject: $crate::stress::Subject::Run(&run),
                referee: None,
                agree,
            });
        }
    };
    (play: $play:expr, referee: $referee:expr, reference: $reference:expr, random_input: $random:expr $(, boundary_input: $boundary:expr)? $(,)?) => {
        #[test]
        fn stress_matches_the_search_on_random_small_inputs() {
            let play = |input: &str, answer: &str| {
                $crate::jury::play_in_process($play, $referee, input, answer)
            };
            #[allow(unused_mut, unused_assignments)]
            let mut boundary_input: Option<&$crate::stress::Generator> = None;
            $(boundary_input = Some(&$boundary);)?
            $crate::stress::stress(&$crate::stress::Parts {
                package: env!("CARGO_PKG_NAME"),
                reference: &$reference,
                random_input: &$random,
                boundary_input,
                subject: $crate::stress::Subject::Play(&play),
                referee: Some($referee),
                agree: None,
            });
        }
    };
}
