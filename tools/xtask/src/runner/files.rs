//! Scratch folders and the heads and tails of the files a run wrote.
//! Invariant: a [`Scratch`] folder is new and empty when made and removed
//! when dropped; a read takes at most the bytes asked for.

use std::fs::{self, File};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;

/// Up to `n` bytes from the start of a file.
pub fn read_head(path: &Path, n: u64) -> io::Result<Vec<u8>> {
    let mut head = Vec::new();
    File::open(path)?.take(n).read_to_end(&mut head)?;
    Ok(head)
}

/// Up to `n` bytes from the end of a file.
pub fn read_tail(path: &Path, n: u64) -> io::Result<Vec<u8>> {
    use std::io::{Seek, SeekFrom};
    let mut file = File::open(path)?;
    let len = file.metadata()?.len();
    file.seek(SeekFrom::Start(len.saturating_sub(n)))?;
    let mut tail = Vec::new();
    file.read_to_end(&mut tail)?;
    Ok(tail)
}

/// A scratch folder, removed when dropped.
pub struct Scratch(pub PathBuf);

impl Scratch {
    /// A new empty folder under the system's temporary folder.
    ///
    /// # Errors
    /// If it cannot be made.
    pub fn new(name: &str) -> io::Result<Scratch> {
        static COUNT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = COUNT.fetch_add(1, Ordering::SeqCst);
        let dir = std::env::temp_dir().join(format!("xtask-{name}-{}-{n}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir)?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}
