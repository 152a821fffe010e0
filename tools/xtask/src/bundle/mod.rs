//! `scripts/bundle`: one problem as one source file for a judge, built on
//! the syntax tree.
//!
//! The problem's `main.rs` and the workspace libraries in its
//! `[dependencies]` (and theirs) are parsed with `syn`, which drops every
//! comment. Then:
//! - items, fields, variants, arms and statements whose `#[cfg]` is false
//!   when not testing are dropped (`#[cfg(test)] mod tests`, `#[test]`
//!   functions), `#[cfg_attr]` likewise resolved; a `cfg(feature)` is
//!   refused, since a bundle has no cargo features;
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
//! missing, `#[path]`, `include!`-like and `env!`-like macros, `file!`, `line!`,
//! `column!`, `module_path!`, `extern crate` of a workspace library, an
//! item (at any depth) named like a library module, a library with a build
//! script or an inner attribute other than a lint level, dependencies a
//! judge does not have.
//!
//! Keeping items: the names the problem's code uses (every identifier in
//! its tokens, those inside `{...}` of string literals, which format
//! macros capture, and the type a number's suffix names, `1i64`; a called
//! macro's name stands for macros alone, so `vec![]` keeps no method
//! `vec`) are the roots. A library item is kept when a name it declares is
//! used: its own name, an enum's variants, a trait's associated items (a
//! method call names the method, not the trait). An `impl` is kept with
//! its self type, whatever its bounds name: when a library name of the
//! type is used (and one of the trait, for a library's trait); for a
//! primitive type (`impl Token for i64`), when the trait and the type are
//! named; any other when a library name in its header is used. A trait
//! impl is kept whole, an inherent impl with only the members whose names
//! are used (a method call names the method). Items in inline modules
//! are kept or dropped one by one like the others, and a module stays while
//! anything but imports stays in it. Item-level macro calls and `use` items that import from outside
//! the workspace are always kept. Every kept item's identifiers are used
//! names in turn, to a fixed point. Over-keeping costs bytes, never
//! correctness; under-keeping fails the compile check below.
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
mod libraries;
mod load;
mod paths;
mod print;
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

pub use refuse::REFUSED_MACROS;
pub use verify::{check, Checked, PROBES};

use clean::is_doc;
use libraries::libraries;
use load::{load, parse};
use paths::{export_macros, Paths};
use print::{print, spaced};
use shake::{idents, shake};

/// The largest bundle written: Codeforces' source limit (64 KiB), the
/// smallest of the judges the problems name (AtCoder takes 512 KiB, the
/// Library Checker 1 MiB).
pub const MAX_BYTES: usize = 64 * 1024;

/// Lint-level attributes, the only inner attributes a library may have.
const LINT_LEVELS: [&str; 5] = ["allow", "warn", "deny", "forbid", "expect"];

/// The bundle of `problem` for `target`, not yet compiled.
///
/// # Errors
/// One line naming what cannot be bundled and where.
pub fn bundle(ws: &Workspace, problem: &Problem, target: Target) -> Result<String> {
    let libraries = libraries(ws, problem, target)?;
    let modules: Vec<String> = libraries.iter().map(|l| module_name(&l.name)).collect();
    let main_shown = ws.shown(&problem.main);
    let mut main = parse(&problem.main, &main_shown)?;
    prepare(&mut main, &ws.root, &main_shown, Role::Problem, &modules)?;
    let mut used = BTreeSet::new();
    for item in &main.items {
        idents(&item.to_token_stream(), &mut used);
    }
    let mut pasted = Vec::new();
    let mut library_items = Vec::new();
    for (library, module) in libraries.iter().zip(&modules) {
        let shown = ws.shown(&library.src);
        let mut file = parse(&library.src, &shown)?;
        prepare(&mut file, &ws.root, &shown, Role::Library(module), &modules)?;
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
) -> Result<()> {
    let header: Vec<Attribute> = match role {
        Role::Problem => file.attrs.iter().filter(|a| is_doc(a)).cloned().collect(),
        Role::Library(_) => Vec::new(),
    };
    load(file, root, Path::new(shown), true, modules)?;
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
