//! `scripts/bundle`: one problem as one source file for a judge, built on
//! the syntax tree.
//!
//! The rule: the bundle resolves every name, method call and literal's
//! type as the workspace does; where the bundler cannot show that a
//! construct keeps its meaning, it keeps what the workspace has or refuses
//! the construct, and never guesses.
//!
//! The problem's `main.rs` and the workspace libraries in its
//! `[dependencies]` (and theirs) are parsed with `syn`, which drops every
//! comment. Then:
//! - items, fields, variants, arms and statements whose `#[cfg]` is false
//!   when not testing are dropped (`#[cfg(test)] mod tests`, `#[test]`
//!   functions), `#[cfg_attr]` likewise resolved, and the cfgs `test` does
//!   not decide are left to the judge's compiler; a cargo feature read
//!   anywhere (`#[cfg(feature = ...)]`, `cfg!(feature = ...)`, in a
//!   `cfg_attr` left to the compiler, in a macro's body, or a cfg there
//!   testing what the macro's caller gives) is refused, since a bundle has
//!   no cargo features;
//! - out-of-line modules are inlined (`mod x;` becomes `mod x { ... }` from
//!   `x.rs` or `x/mod.rs`, nested ones too, each file cleaned and checked
//!   as the others), so a library can be one module per file;
//! - doc comments go, but for the problem's `//!` header;
//! - each library becomes `mod <name> { ... }` beside the problem's items,
//!   and every path that named a library crate (`sg_core::mex`,
//!   `::judge_io::Scanner`, a library's own `crate::` and `$crate::`) is
//!   rewritten to reach that module from anywhere (`crate::sg_core::mex`);
//!   an exported macro becomes a `pub(crate) use` of itself, so its path
//!   stays valid;
//! - visibility stays as narrow as in the workspace: a library's
//!   `pub(crate)` (and `pub(in crate)`, in its macros' bodies too) becomes
//!   `pub(in crate::<name>)`, and its private items are private to its
//!   module, so that nothing the problem cannot see in the workspace can
//!   take over one of its names or method calls in a bundle (the problem's
//!   `out.flush()` stays `Write::flush` beside a library's `pub(crate) fn
//!   flush`);
//! - of each library only the items the code names are kept (below);
//! - the tree is printed by `prettyplease` (rustfmt's layout); literals are
//!   printed as they were written, and each `macro_rules!` body as its
//!   source wrote it (re-indented, without comments, its paths rewritten
//!   as above), where prettyplease would print loose tokens; then every
//!   line's indentation becomes one tab per level (rustfmt's `hard_tabs`),
//!   but for the lines inside a multi-line literal, which keep their text.
//!
//! What cannot be made to behave as in the workspace is refused with one
//! line naming the construct and its place: a `mod x;` whose file is
//! missing, `#[path]` (also under a `cfg_attr`, decided or not),
//! `include!`-like and `env!`-like macros, `file!`, `line!`, `column!`,
//! `module_path!` (by any path, imported by `use` under another name, or
//! called by a name a macro's caller gives, `$m!()`), the std items that
//! give a source place or a type's path (`Location`, `type_name`,
//! `type_name_of_val`, `TypeId`, `Backtrace`: an identifier of the name
//! anywhere), a cargo feature (above), `stringify!` of anything but one
//! identifier, literal or macro variable (its text is the tokens'
//! spacing, which prettyplease and a rewritten path change and rustc
//! versions print differently), `extern crate` of a workspace
//! library, an item (at any depth) named like a library module, a library
//! with a build script or an inner attribute other than a lint level,
//! dependencies a judge does not have.
//!
//! Keeping items: the names the problem's code uses (every identifier in
//! its tokens, and those inside `{...}` of string literals, which format
//! macros capture; a called macro's name stands for macros alone, so
//! `vec![]` keeps no method `vec`) are the roots. A library item is kept
//! when a name it declares is used: its own name, an enum's variants, a
//! trait's associated items (a method call names the method, not the
//! trait). An `impl` is kept with its self type, seen through the
//! libraries' aliases (`type A = T;` and `use T as A;`, to a fixed point),
//! whatever its bounds name: when a library name of the type, or an alias
//! on the way, is used (and one of the trait, for a library's trait); any
//! other (a library's trait for a primitive or another crate's type, a
//! blanket impl) when a library name in its header is used, so that every
//! impl of a kept trait for a primitive type stays (a literal's type is
//! inferred through the impls there are: `show(1)` is an i32 beside impls
//! for u8 and i32, a u8 beside the u8 one alone). A trait impl is kept
//! whole, an inherent impl with only the members whose names are used (a
//! method call names the method). Items in inline modules are kept or
//! dropped one by one like the others, and a module stays while anything
//! but imports stays in it. Item-level macro calls and `use` items that
//! import from outside the workspace are always kept. Every kept item's
//! identifiers are used names in turn, to a fixed point. So an item is
//! dropped only where nothing kept can reach it: by a name, a method call
//! or an operator (an impl goes only with its type), or by inference (a
//! kept trait keeps its impls for every primitive type). An item kept
//! beyond need costs bytes; one dropped that the code needs fails the
//! compile check below, since nothing kept could reach it in its stead.
//!
//! Before a bundle is written it is compiled with every build its judge
//! offers (`crate::targets`: each compiler version and edition, AtCoder's
//! by `cargo build --release` against its crates), a warning counting as a
//! failure, and each binary must answer the problem's whole judge data
//! right and do with bad input what the workspace binary does.
//!
//! The stages, one file each, in the order they run: `libraries.rs` (which
//! libraries are pasted), `load.rs` (each file parsed, cleaned by
//! `clean.rs`, checked by `refuse.rs`, its out-of-line modules inlined),
//! `paths.rs` (paths and macro tokens rewritten to reach the modules),
//! `shake.rs` (the library items kept); then `print.rs` prints the
//! bundle, and the check builds it with `compilers.rs` and judges each
//! binary in `verify.rs`.

mod clean;
mod compilers;
mod impls;
mod libraries;
mod load;
mod names;
mod paths;
mod print;
mod program;
mod refuse;
mod shake;
mod verify;

use std::collections::BTreeSet;
use std::path::Path;

use proc_macro2::{Ident, Span, TokenStream};
use quote::ToTokens;
use syn::spanned::Spanned;
use syn::visit_mut::VisitMut;
use syn::{Attribute, Item};

use crate::targets::Target;
use crate::workspace::{Problem, Workspace};
use crate::Result;

pub use program::{program, Program};
pub use refuse::{REFUSED_MACROS, REFUSED_NAMES};
pub use verify::{check, Checked, PROBES};

use clean::is_doc;
use libraries::libraries;
use load::{load, parse, refuse_kept};
use paths::{export_macros, Paths};
use print::{print, spaced};
use shake::{idents, shake};

/// The largest bundle written: Codeforces' source limit (64 KiB), the
/// smallest of the judges the problems name (AtCoder takes 512 KiB, the
/// Library Checker 1 MiB).
pub const MAX_BYTES: usize = 64 * 1024;

/// Lint-level attributes, the only inner attributes a library may have.
const LINT_LEVELS: [&str; 5] = ["allow", "warn", "deny", "forbid", "expect"];

/// The files a bundle of `problem` reads, and more: every file of its
/// crate and of the workspace's libraries, and of its judge data (which
/// the check judges on). `scripts/bundle -o` never writes one of them.
pub fn reads(ws: &Workspace, problem: &Problem) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    let crate_dir = problem.manifest.parent().unwrap_or(Path::new("."));
    files.extend(crate::destination::files_under(crate_dir));
    for library in ws.libraries.values() {
        let dir = library.manifest.parent().unwrap_or(Path::new("."));
        files.extend(crate::destination::files_under(dir));
    }
    files.extend(crate::destination::files_under(&ws.judge_data(&problem.id)));
    files.push(ws.root.join("Cargo.toml"));
    files
}

/// The bundle of `problem` for `target`, not yet compiled.
///
/// # Errors
/// One line naming what cannot be bundled and where.
pub fn bundle(ws: &Workspace, problem: &Problem, target: Target) -> Result<String> {
    let libraries = libraries(ws, problem, target)?;
    let modules: Vec<String> = libraries.iter().map(|l| module_name(&l.name)).collect();
    let main_shown = ws.shown(&problem.main);
    let mut main = parse(&problem.main, &main_shown)?;
    prepare(
        &mut main,
        &ws.root,
        &main_shown,
        Role::Problem,
        &modules,
        true,
    )?;
    let mut used = BTreeSet::new();
    for item in &main.items {
        idents(&item.to_token_stream(), &mut used);
    }
    let mut pasted = Vec::new();
    let mut library_items = Vec::new();
    for (library, module) in libraries.iter().zip(&modules) {
        let shown = ws.shown(&library.src);
        let mut file = parse(&library.src, &shown)?;
        prepare(
            &mut file,
            &ws.root,
            &shown,
            Role::Library(module),
            &modules,
            true,
        )?;
        library_items.push((module.clone(), shown, file));
    }
    shake(&mut library_items, &mut used);
    let edition_2018 = target.builds().iter().any(|b| b.edition == "2018");
    for (module, shown, mut file) in library_items {
        if edition_2018 {
            with_2021_prelude(&mut file.items);
        }
        let mut attrs = vec![
            doc_attribute(&format!(" {shown}")),
            syn::parse_quote!(#[allow(dead_code, unused_imports)]),
        ];
        attrs.extend(file.attrs);
        // The library's inner attributes (lint levels) stay inner: syn
        // keeps a module's inner attributes among its attributes.
        pasted.push(Item::Mod(syn::ItemMod {
            attrs,
            vis: syn::Visibility::Inherited,
            unsafety: None,
            mod_token: Default::default(),
            ident: Ident::new(&module, Span::call_site()),
            content: Some((Default::default(), spaced(file.items))),
            semi: None,
        }));
    }
    main.items.extend(pasted);
    main.items = spaced(std::mem::take(&mut main.items));
    if !main.attrs.is_empty() {
        main.items.insert(0, Item::Verbatim(TokenStream::new()));
    }
    let names: Vec<&str> = libraries.iter().map(|l| l.name.as_str()).collect();
    let from = if names.is_empty() {
        String::new()
    } else {
        format!(" and {}", names.join(", "))
    };
    let text = format!(
        "// {id}, bundled by scripts/bundle for {judge} from crates/{id}{from}.\n{body}",
        id = problem.id,
        judge = target.name(),
        body = print(&main)
    );
    if text.len() > MAX_BYTES {
        return Err(format!(
            "the bundle is {} bytes, over the {MAX_BYTES}-byte source limit of Codeforces",
            text.len()
        ));
    }
    Ok(text)
}

/// What the 2021 prelude adds to 2018's, imported at the top of a library
/// module (and of each module in it) for a judge that compiles in edition
/// 2018: the libraries are written for 2021. Where the prelude has them
/// already, the module's `allow(unused_imports)` covers the imports.
fn with_2021_prelude(items: &mut Vec<Item>) {
    for item in items.iter_mut() {
        if let Item::Mod(syn::ItemMod {
            content: Some((_, inner)),
            ..
        }) = item
        {
            with_2021_prelude(inner);
        }
    }
    let imports: [Item; 2] = [
        syn::parse_quote!(
            use std::convert::{TryFrom, TryInto};
        ),
        syn::parse_quote!(
            use std::iter::FromIterator;
        ),
    ];
    items.splice(0..0, imports);
}

/// The module a library becomes: its crate name as Rust spells it.
pub fn module_name(crate_name: &str) -> String {
    crate_name.replace('-', "_")
}

/// Which file is being prepared.
#[derive(Clone, Copy)]
enum Role<'a> {
    /// The problem's `main.rs`: keeps its `//!` header, is the crate root.
    Problem,
    /// A library, to be pasted as the module of this name.
    Library(&'a str),
}

/// Resolves cfgs, drops docs, refuses what cannot be bundled, inlines
/// out-of-line modules, rewrites paths and exported macros.
fn prepare(
    file: &mut syn::File,
    root: &Path,
    shown: &str,
    role: Role<'_>,
    modules: &[String],
    refuse: bool,
) -> Result<()> {
    let header: Vec<Attribute> = match role {
        Role::Problem => file.attrs.iter().filter(|a| is_doc(a)).cloned().collect(),
        Role::Library(_) => Vec::new(),
    };
    load(file, root, Path::new(shown), true, modules, refuse)?;
    if let Role::Library(module) = role {
        for attr in &file.attrs {
            let name = attr
                .path()
                .get_ident()
                .map(Ident::to_string)
                .unwrap_or_default();
            if !LINT_LEVELS.contains(&name.as_str()) {
                return Err(format!(
                    "{shown}:{}: the inner attribute #![{}] of the library cannot go inside `mod {module}`",
                    line(attr),
                    attr.path().to_token_stream()
                ));
            }
        }
    } else {
        let mut attrs = header;
        attrs.append(&mut file.attrs);
        file.attrs = attrs;
    }
    let own = match role {
        Role::Problem => None,
        Role::Library(module) => Some(module),
    };
    let mut paths = Paths {
        own,
        modules,
        depth: 0,
    };
    paths.visit_file_mut(file);
    if let Some(module) = own {
        export_macros(&mut file.items, module);
    }
    Ok(())
}

fn doc_attribute(text: &str) -> Attribute {
    syn::parse_quote!(#[doc = #text])
}

/// The line an item starts on.
fn line(node: &impl Spanned) -> usize {
    node.span().start().line
}
