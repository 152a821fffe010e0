//! The command line of the tool: each script is `xtask <command>`. This
//! file only dispatches: each command's flags, help and run are its module
//! in `commands/`; clap parses the flags and writes `-h` from their
//! declarations.

use std::ffi::OsString;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{Arg, ArgAction, CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::commands::{self, usage_error, Error, Exit};
use crate::text::wrapped;

/// The workspace's tool: the one program behind scripts/.
#[derive(Parser)]
#[command(
    name = "xtask",
    disable_help_subcommand = true,
    help_template = "usage: xtask <command> [args...]   (run by scripts/<command>)\n\ncommands:\n{subcommands}\n"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The commands, in the order `xtask -h` lists them; each variant's first
/// doc line is its line there.
#[derive(Subcommand)]
enum Command {
    /// The judge-data regression: every problem's binary on every stored case
    Judge(commands::judge::Args),
    /// A solution against the exhaustive search, on random small inputs
    Stress(commands::stress::Args),
    /// A problem's generated judge data, rewritten from its spec and checked
    Generate(commands::generate::Args),
    /// The tables of docs/problems.md, docs/performance.md and CONVENTIONS.md,
    /// generated
    Tables(commands::tables::Args),
    /// One source file to submit, checked as the judge compiles it
    Bundle(commands::bundle::Args),
    /// Each problem's binary timed on its costliest inputs
    Bench(commands::bench::Args),
    /// How strong the judge data (or the test suite) is: cargo-mutants on
    /// each problem
    Mutants(commands::mutants::Args),
    /// A problem's judge data in the layout of another tool
    Export(commands::export::Args),
    /// A new problem crate and its judge-data folder
    NewProblem(commands::new_problem::Args),
    /// Every target of the packages the old toolchain can build, built with it
    OldToolchainBuild(commands::old_toolchain_build::Args),
    /// The judges' compilers, one per line, for .ci/run to install
    Toolchains(commands::toolchains::Args),
}

impl Command {
    fn run(self) -> Result<Exit, Error> {
        match self {
            Command::Judge(c) => c.run(),
            Command::Stress(c) => c.run(),
            Command::Generate(c) => c.run(),
            Command::Tables(c) => c.run(),
            Command::Bundle(c) => c.run(),
            Command::Bench(c) => c.run(),
            Command::Mutants(c) => c.run(),
            Command::Export(c) => c.run(),
            Command::NewProblem(c) => c.run(),
            Command::OldToolchainBuild(c) => c.run(),
            Command::Toolchains(c) => c.run(),
        }
    }
}

/// The parser: the declarations above with what every command shares (`-h`
/// and `--help` print the same text; a repeated option takes the last
/// value).
fn parser() -> clap::Command {
    let cli = Cli::command();
    let names: Vec<String> = cli
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    names.iter().fold(cli, |cli, name| {
        cli.mut_subcommand(name, |c| {
            c.help_template("usage: {usage}\n\n{before-help}{all-args}{after-help}\n")
                .disable_help_flag(true)
                .arg(
                    Arg::new("help")
                        .short('h')
                        .long("help")
                        .action(ArgAction::Help)
                        .help("this text"),
                )
                .args_override_self(true)
                .term_width(0)
        })
    })
}

/// Runs the command `args` names (the tool's arguments, without its own
/// name); a usage error is one line on stderr and exit status 2.
pub fn main(args: Vec<OsString>) -> ExitCode {
    let known = |name: &str| parser().get_subcommands().any(|c| c.get_name() == name);
    let who = match args.first().and_then(|a| a.to_str()) {
        Some(name) if known(name) => format!("scripts/{name}"),
        _ => "xtask".to_string(),
    };
    let parsed = parser()
        .try_get_matches_from(std::iter::once(OsString::from("xtask")).chain(args))
        .and_then(|m| Cli::from_arg_matches(&m));
    let result = match parsed {
        Ok(cli) => cli.command.run(),
        Err(e) => match e.kind() {
            ErrorKind::DisplayHelp | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                // A command's usage names the script that runs it.
                let help = e.render().to_string();
                print!(
                    "{}",
                    wrapped(&help.replacen("usage: xtask ", "usage: scripts/", 1))
                );
                Ok(Exit::Success)
            }
            _ => Err(usage_error(&one_line(&e))),
        },
    };
    match result {
        Ok(Exit::Success) => ExitCode::SUCCESS,
        Ok(Exit::Failure) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("{who}: {}", e.message);
            ExitCode::from(e.code)
        }
    }
}

/// clap's message for a usage error on one line, without its usage part.
fn one_line(e: &clap::Error) -> String {
    let mut line = String::new();
    let rendered = e.render().to_string();
    for part in rendered
        .lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with("Usage:"))
        .filter(|l| !l.is_empty())
    {
        if !line.is_empty() {
            line.push_str(if line.ends_with(':') { " " } else { "; " });
        }
        line.push_str(part);
    }
    format!("{} (see -h)", line.trim_start_matches("error: "))
}

#[cfg(test)]
mod tests {
    use super::parser;

    #[test]
    fn the_declarations_are_consistent() {
        parser().debug_assert();
    }
}
