//! The one error type: why the input could not be read.

use std::fmt;
use std::io;

/// Why the input could not be read: a malformed, truncated or out-of-range
/// token, extra tokens after the end, or an I/O failure.
#[derive(Debug)]
pub struct Error(String);

impl Error {
    /// An error with the given message.
    ///
    /// # Examples
    /// ```
    /// let e = judge_io::Error::new("n must be positive");
    /// assert_eq!(e.to_string(), "n must be positive");
    /// ```
    pub fn new(message: impl Into<String>) -> Self {
        Error(message.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<io::Error> for Error {
    fn from(e: io::Error) -> Self {
        Error::new(format!("I/O error: {e}"))
    }
}
