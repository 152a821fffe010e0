//! The workspace's tool. Each script in `scripts/` runs one of its commands
//! (`scripts/judge` runs `xtask judge`, ...); `xtask -h` lists them.

use std::process::ExitCode;

fn main() -> ExitCode {
    quiet_on_closed_stdout();
    xtask::cli::main(std::env::args_os().skip(1).collect())
}

/// `scripts/judge ... | head`: once the reader of our stdout is gone, the
/// tool ends quietly (exit 141, as a program killed by SIGPIPE) instead of
/// panicking in `println!`. The programs it runs are killed with it: each
/// dies with its parent (`PR_SET_PDEATHSIG`).
fn quiet_on_closed_stdout() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(141);
        }
        default(info);
    }));
}
