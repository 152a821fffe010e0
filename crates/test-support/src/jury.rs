//! The judge's side of an interactive problem. A problem's referee is a
//! function that plays one run (every game of the input) through a
//! [`Channel`] to the program: it sends the judge's lines, reads the
//! program's tokens, checks each move against the rules and answers it. The
//! same referee serves two ways:
//!
//! - [`serve`]: the problem's jury binary (`examples/<id>-jury.rs`, named by
//!   `jury` in its metadata), which `scripts/judge` runs as `JURY INPUT
//!   ANSWER` with its stdin and stdout connected to the program;
//! - [`play_in_process`]: the problem's tests, which play its `play`
//!   function against the referee on threads, with no process at all.
//!
//! A referee never trusts the program: a token it cannot parse, an illegal
//! move, the end of the program's output before the game is over, or output
//! after it, is [`Reject::Wrong`]. It knows who wins from its own exhaustive
//! search (or Grundy values its tests check against one), never from the
//! solution's code, and plays adversarially: from a lost position it still
//! makes legal moves (varied by a generator seeded from the input, or chosen
//! to make the game long), and once the program errs it wins from there.
//!
//! The answer file is the stored winning side, which a referee checks
//! against its own search (a disagreement is [`Reject::Broken`]); an empty
//! answer file, what Kattis' 2025-09 package format wants for an
//! interactive problem, has nothing to check, and the referee judges by
//! its search alone, exactly as with the stored answer ([`stored`]).

use std::fmt;
use std::io::{self, Read, Write};
use std::sync::mpsc;
use std::time::Duration;

use judge_io::{Error, Output, Scanner};

/// The longest token a referee reads from a program; a longer one (a flood
/// without spaces) is rejected.
pub const MAX_TOKEN: usize = 64;

/// Why a run is not accepted.
#[derive(Debug, PartialEq, Eq)]
pub enum Reject {
    /// The program is wrong: the jury exits 1 with this reason (`WA`).
    Wrong(String),
    /// The jury cannot judge: bad judge data, or the stored answer
    /// disagrees with the referee's own search (exit 2, `FAIL`).
    Broken(String),
}

impl fmt::Display for Reject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reject::Wrong(why) => write!(f, "wrong answer: {why}"),
            Reject::Broken(why) => write!(f, "jury failure: {why}"),
        }
    }
}

/// What a referee returns: `Ok` once every game is over and the program won
/// them all.
pub type Verdict = Result<(), Reject>;

/// A problem's referee: one run on (input, the stored winning side or an
/// empty answer), through a channel to the program.
pub type Referee = fn(&str, &str, &mut dyn Channel) -> Verdict;

/// The stored answer a referee checks its own winner against, `None` for
/// an empty answer file (Kattis' 2025-09 format wants an interactive
/// problem's answers empty): the referee then decides who wins by its own
/// search alone, as it does anyway, and judges the program the same way.
/// Any other answer is checked as it is, so a blank line is not taken for
/// an empty file.
pub fn stored(answer: &str) -> Option<&str> {
    (!answer.is_empty()).then_some(answer)
}

/// The referee's line to the program.
pub trait Channel {
    /// Sends one line (a newline is added) and flushes it. A program that
    /// has ended cannot read it; that is not an error here (it is judged
    /// by what it did), so failures to write are ignored.
    fn send(&mut self, line: &str);

    /// The program's next whitespace-separated token, `None` when its
    /// output has ended; a token longer than [`MAX_TOKEN`] is rejected.
    fn token(&mut self) -> Result<Option<String>, Reject>;
}

/// Reads the program's next token as a `T`, rejecting the end of output and
/// anything that does not parse; `what` names what was expected ("the
/// number of move 3").
///
/// # Errors
/// [`Reject::Wrong`] naming `what` and what came instead.
pub fn read<T: std::str::FromStr>(io: &mut dyn Channel, what: &str) -> Result<T, Reject> {
    match io.token()? {
        None => Err(Reject::Wrong(format!(
            "expected {what}, but the program's output ended"
        ))),
        Some(token) => token
            .parse()
            .map_err(|_| Reject::Wrong(format!("expected {what}, got {token:?}"))),
    }
}

/// A [`Channel`] over a scanner (the program's output) and a writer (its
/// input).
pub struct Pipe<R: Read, W: Write> {
    sc: Scanner<R>,
    out: W,
}

impl<R: Read, W: Write> Pipe<R, W> {
    /// The channel to a program that writes to `sc` and reads from `out`.
    pub fn new(sc: Scanner<R>, out: W) -> Self {
        Pipe { sc, out }
    }
}

impl<R: Read, W: Write> Channel for Pipe<R, W> {
    fn send(&mut self, line: &str) {
        let _ = writeln!(self.out, "{line}").and_then(|()| self.out.flush());
    }

    fn token(&mut self) -> Result<Option<String>, Reject> {
        if self
            .sc
            .is_at_end()
            .map_err(|e| Reject::Wrong(e.to_string()))?
        {
            return Ok(None);
        }
        let token = self
            .sc
            .next::<Word>()
            .map_err(|e| Reject::Wrong(e.to_string()))?;
        Ok(Some(token.0))
    }
}

/// One token as text, at most [`MAX_TOKEN`] bytes of UTF-8.
struct Word(String);

impl judge_io::Token for Word {
    const WHAT: &'static str = "a token of at most 64 bytes";
    fn from_buffer(buf: &[u8], start: usize, end: usize) -> Option<Self> {
        if end - start > MAX_TOKEN {
            return None;
        }
        String::from_utf8(buf[start..end].to_vec()).ok().map(Word)
    }
}

/// After the last game: the program must not say anything more.
///
/// # Errors
/// [`Reject::Wrong`] with the first token it said.
pub fn expect_silence(io: &mut dyn Channel) -> Verdict {
    match io.token()? {
        None => Ok(()),
        Some(token) => Err(Reject::Wrong(format!(
            "output after the game ended: {token:?}"
        ))),
    }
}

/// The jury binary: `JURY INPUT ANSWER`, talking to the program on stdin
/// and stdout. Exits 0 when the program won every game and then ended
/// without another word, 1 (`wrong answer: ...` on stderr) when it did not,
/// 2 (`jury failure: ...`) when the judge data cannot be judged.
pub fn serve(referee: Referee) -> ! {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let read_file = |i: usize| -> Result<String, Reject> {
        let path = args
            .get(i)
            .ok_or_else(|| Reject::Broken("usage: JURY INPUT ANSWER".into()))?;
        std::fs::read_to_string(path).map_err(|e| Reject::Broken(format!("{path}: {e}")))
    };
    let verdict = read_file(0).and_then(|input| {
        let answer = read_file(1)?;
        let mut io = Pipe {
            sc: Scanner::new(io::stdin().lock()),
            out: io::stdout().lock(),
        };
        referee(&input, &answer, &mut io)?;
        expect_silence(&mut io)
    });
    match verdict {
        Ok(()) => std::process::exit(0),
        Err(reject) => {
            eprintln!("{reject}");
            std::process::exit(match reject {
                Reject::Wrong(_) => 1,
                Reject::Broken(_) => 2,
            })
        }
    }
}

/// Bytes sent through a channel of the in-process game.
struct Sender(mpsc::Sender<Vec<u8>>);

impl Write for Sender {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        // The other side may be gone: like a closed pipe, an error.
        self.0
            .send(bytes.to_vec())
            .map_err(|_| io::Error::new(io::ErrorKind::BrokenPipe, "the other side ended"))?;
        Ok(bytes.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The reading end of the in-process game: bytes as the other side sends
/// them, the end of input once it is gone.
pub struct Receiver {
    rx: mpsc::Receiver<Vec<u8>>,
    pending: Vec<u8>,
    /// The referee's side gives up on a silent program after this long.
    patience: Option<Duration>,
}

impl Receiver {
    /// What `reader` (a program's output) sends, read on a thread of its
    /// own, so that a program that falls silent is given up on after
    /// `patience` even when something else still holds its pipe open.
    pub fn reading<R: Read + Send + 'static>(mut reader: R, patience: Duration) -> Receiver {
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut buf = vec![0u8; 1 << 16];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        Receiver {
            rx,
            pending: Vec::new(),
            patience: Some(patience),
        }
    }
}

impl Read for Receiver {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.pending.is_empty() {
            let got = match self.patience {
                None => self
                    .rx
                    .recv()
                    .map_err(|_| mpsc::RecvTimeoutError::Disconnected),
                Some(patience) => self.rx.recv_timeout(patience),
            };
            match got {
                Ok(bytes) => self.pending = bytes,
                Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(0),
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    return Err(io::Error::new(
                        io::ErrorKind::TimedOut,
                        format!(
                            "the program sent nothing for {} s (waiting for input?)",
                            self.patience.unwrap_or_default().as_secs()
                        ),
                    ))
                }
            }
        }
        let n = self.pending.len().min(buf.len());
        buf[..n].copy_from_slice(&self.pending[..n]);
        self.pending.drain(..n);
        Ok(n)
    }
}

/// The problem's `play` (as `judge_io::play_main` would run it) against
/// `referee` on `input` and `answer`, on two threads joined by channels
/// (the program's output reaches the referee line by line, as it flushes).
///
/// # Errors
/// The referee's rejection, or the program's own error (`program: ...`)
/// when it failed with the referee still content.
pub fn play_in_process<P>(
    play: P,
    referee: Referee,
    input: &str,
    answer: &str,
) -> Result<(), String>
where
    P: FnOnce(&mut Scanner<Receiver>, &mut Output) -> Result<(), Error> + Send + 'static,
{
    let (to_program, program_in) = mpsc::channel();
    let (program_out, from_program) = mpsc::channel();
    let program = std::thread::spawn(move || {
        let mut sc = Scanner::new(Receiver {
            rx: program_in,
            pending: Vec::new(),
            patience: None,
        });
        let mut sink = Sender(program_out);
        let mut out = Output::interactive(&mut sink);
        play(&mut sc, &mut out).and_then(|()| out.finish())
    });
    let mut io = Pipe {
        sc: Scanner::new(Receiver {
            rx: from_program,
            pending: Vec::new(),
            patience: Some(Duration::from_secs(10)),
        }),
        out: Sender(to_program),
    };
    let verdict = referee(input, answer, &mut io).and_then(|()| expect_silence(&mut io));
    // The referee is done: closing its side ends a program still reading.
    drop(io);
    let ended = program
        .join()
        .unwrap_or_else(|_| Err(Error::new("the program panicked")));
    match (verdict, ended) {
        (Err(reject), _) => Err(reject.to_string()),
        (Ok(()), Err(e)) => Err(format!("program: {e}")),
        (Ok(()), Ok(())) => Ok(()),
    }
}

/// Asserts that `play` wins every game of `input` against `referee` (see
/// [`play_in_process`]); the panic names the input's start and the reason.
#[track_caller]
pub fn assert_wins<P>(play: P, referee: Referee, input: &str, answer: &str)
where
    P: FnOnce(&mut Scanner<Receiver>, &mut Output) -> Result<(), Error> + Send + 'static,
{
    if let Err(e) = play_in_process(play, referee, input, answer) {
        let shown: String = input.chars().take(60).collect();
        panic!("on {shown:?}: {e}");
    }
}

/// The referee's verdict on the program `program()` makes, asserted to be
/// the same with the stored `answer` and with an empty answer file (see
/// [`stored`]); returns it. The panic names the input's start and both
/// verdicts.
#[track_caller]
pub fn judged_alike_without_answer<F, P>(
    program: F,
    referee: Referee,
    input: &str,
    answer: &str,
) -> Result<(), String>
where
    F: Fn() -> P,
    P: FnOnce(&mut Scanner<Receiver>, &mut Output) -> Result<(), Error> + Send + 'static,
{
    let with = play_in_process(program(), referee, input, answer);
    let without = play_in_process(program(), referee, input, "");
    if with != without {
        let shown: String = input.chars().take(60).collect();
        panic!("on {shown:?}: with the stored answer {with:?}, with an empty one {without:?}");
    }
    with
}

/// A generator seeded from the input, so that a jury's choices vary from
/// input to input and repeat on the same one.
pub fn seeded(input: &str) -> crate::Rng {
    let mut seed = 0xcbf2_9ce4_8422_2325u64;
    for b in input.bytes() {
        seed = (seed ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
    }
    crate::Rng::new(seed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_empty_answer_file_is_no_stored_answer() {
        assert_eq!(stored(""), None);
        assert_eq!(stored("First\n"), Some("First\n"));
        assert_eq!(stored("\n"), Some("\n"));
    }
}
