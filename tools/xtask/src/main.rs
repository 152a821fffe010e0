//! The workspace's tool. Each script in `scripts/` runs one of its commands
//! (`scripts/judge` runs `xtask judge`, ...); `xtask -h` lists them.

use std::process::ExitCode;

use xtask::cli::{self, Exit};

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let command = match args.next().and_then(|c| c.into_string().ok()) {
        Some(command) if command != "-h" && command != "--help" => command,
        _ => {
            print!("{}", cli::tool_usage());
            return ExitCode::SUCCESS;
        }
    };
    match cli::run(&command, args.collect()) {
        Ok(Exit::Success) => ExitCode::SUCCESS,
        Ok(Exit::Failure) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("scripts/{command}: {}", e.message);
            ExitCode::from(e.code)
        }
    }
}
