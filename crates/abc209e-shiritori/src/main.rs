//! AtCoder ABC209 E Shiritori:
//! <https://atcoder.jp/contests/abc209/tasks/abc209_e>
//!
//! **Game**: Takahashi opens by saying the dictionary word s_i; then Aoki
//! and Takahashi take turns saying a dictionary word that begins with the
//! last three letters of the word said before (words may be said again,
//! case matters). Normal play: who cannot say a word loses; a game that
//! never ends is a draw. For each i: who wins, or a draw.
//!
//! **Theory**: a game on a directed graph that may have cycles, solved by
//! retrograde analysis (`sg_core::retrograde`, the graph given backwards as offsets into one array of tails): a vertex with no edge
//! out is lost for the player to move, one with an edge to a lost vertex is
//! won, one all of whose edges lead to won vertices is lost; the vertices
//! never settled are draws (neither side can force a finite win).
//!
//! **Reduction**: only a word's first and last three letters matter. One
//! vertex per three-letter string (52^3 = 140608), one edge per word from
//! its first three letters to its last three (duplicate words are parallel
//! edges, counted once per word on both sides of the analysis). After
//! Takahashi says s_i, Aoki is to move at the vertex of s_i's last three
//! letters: `Takahashi` if it is lost, `Aoki` if won, `Draw` if a draw.
//!
//! **Complexity**: O(N + 52^3) time and memory: 2 * 10^5 edges over 140608
//! vertices, a few MiB.

use std::io::Read;
use std::process::ExitCode;

use judge_io::{Error, Output, Scanner, Token};
use sg_core::{retrograde, Outcome};

/// Three letters, each one of 52 (A-Z, a-z): the number of vertices.
const VERTICES: usize = 52 * 52 * 52;

fn main() -> ExitCode {
    judge_io::run_main(run)
}

// Input: N, then N words.
fn run<R: Read>(sc: &mut Scanner<R>, out: &mut Output) -> Result<(), Error> {
    let n: usize = sc.next()?;
    let words = sc.vec::<Word>(n)?;
    for res in solve(&words) {
        out.push(match res {
            Outcome::Win => b"Takahashi\n" as &[u8],
            Outcome::Lose => b"Aoki\n",
            Outcome::Draw => b"Draw\n",
        })?;
    }
    Ok(())
}

/// A dictionary word: the vertices of its first and last three letters.
#[derive(Clone, Copy, Debug)]
struct Word {
    head: u32,
    tail: u32,
}

impl Token for Word {
    const WHAT: &'static str = "a word of 3 or more letters A-Z, a-z";

    fn from_buffer(buf: &[u8], start: usize, end: usize) -> Option<Self> {
        let token = &buf[start..end];
        // Every byte a letter: no code with its top bit set.
        let bad = token.iter().fold(0, |acc, &b| acc | LETTER[usize::from(b)]);
        if token.len() < 3 || bad & 0x80 != 0 {
            return None;
        }
        Some(Word {
            head: vertex(&token[..3]),
            tail: vertex(&token[token.len() - 3..]),
        })
    }
}

/// Each byte's letter code: A-Z as 0..26 and a-z as 26..52; 0xff for any
/// other byte.
const LETTER: [u8; 256] = {
    let mut code = [0xff; 256];
    let mut i = 0;
    while i < 26 {
        code[b'A' as usize + i] = i as u8;
        code[b'a' as usize + i] = 26 + i as u8;
        i += 1;
    }
    code
};

/// The vertex of three letters: their codes as digits in base 52.
fn vertex(three: &[u8]) -> u32 {
    three
        .iter()
        .fold(0, |acc, &b| acc * 52 + u32::from(LETTER[usize::from(b)]))
}

/// For each word s_i, the outcome for Takahashi when he opens with it:
/// `Win` (Takahashi wins), `Lose` (Aoki wins) or `Draw`.
fn solve(words: &[Word]) -> Vec<Outcome> {
    // The graph backwards, in place of `retrograde_edges` (which would copy
    // the words into an edge list and keep two arrays of offsets): count the
    // edges into each vertex, turn the counts into offsets, and place each
    // word's head while advancing its tail's offset, after which `ends[v]`
    // ends v's tails and `ends[v - 1]` begins them.
    let mut out_degree = vec![0u32; VERTICES];
    let mut ends = vec![0u32; VERTICES];
    for w in words {
        out_degree[w.head as usize] += 1;
        if (w.tail as usize) + 1 < VERTICES {
            ends[w.tail as usize + 1] += 1;
        }
    }
    for v in 1..VERTICES {
        ends[v] += ends[v - 1];
    }
    let mut tails = vec![0u32; words.len()];
    for w in words {
        let slot = &mut ends[w.tail as usize];
        tails[*slot as usize] = w.head;
        *slot += 1;
    }
    let at = retrograde(out_degree, |v| {
        let begin = if v == 0 { 0 } else { ends[v - 1] as usize };
        tails[begin..ends[v] as usize].iter().map(|&u| u as usize)
    });
    // Aoki is to move at the word's last three letters.
    words
        .iter()
        .map(|w| match at[w.tail as usize] {
            Outcome::Win => Outcome::Lose,
            Outcome::Lose => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
        })
        .collect()
}

#[cfg(test)]
mod tests;
