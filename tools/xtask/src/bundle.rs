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
//!   printed as they were written.
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
//! its tokens, and those inside `{...}` of string literals, which format
//! macros capture) are the roots. A library item is kept when a name it
//! declares is used: its own name, an enum's variants, a trait's associated
//! items (a method call names the method, not the trait). An `impl` is kept
//! when a library name in its header (the type, the trait, the bounds) is
//! kept: a trait impl whole, an inherent impl with only the members whose
//! names are used (a method call names the method). Items in inline modules
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

use std::collections::{BTreeMap, BTreeSet};
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use proc_macro2::{Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Item, Meta, Token, UseTree};

use crate::cases::{cases, samples};
use crate::judge::{judge_case, Judge};
use crate::runner::{self, Scratch, Verdict};
use crate::targets::{Build, Target, Toolchain};
use crate::workspace::{Library, Problem, Workspace, ATCODER_CRATES};
use crate::Result;

/// The largest bundle written: Codeforces' source limit (64 KiB), the
/// smallest of the judges the problems name (AtCoder takes 512 KiB, the
/// Library Checker 1 MiB).
pub const MAX_BYTES: usize = 64 * 1024;

/// What AtCoder installs (the 2025-10 language update), as the check builds
/// against it.
pub const ATCODER_MANIFEST: &str = r#"[package]
name = "atcoder-check"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
proconio = { version = "=0.5.0", features = ["derive"] }
itertools = "=0.14.0"

[workspace]
"#;

/// Macros whose expansion differs once the code is pasted elsewhere, or
/// that read files beside the source.
pub const REFUSED_MACROS: [(&str, &str); 9] = [
    ("include", "reads a file beside the source"),
    ("include_str", "reads a file beside the source"),
    ("include_bytes", "reads a file beside the source"),
    ("env", "reads cargo's build environment"),
    ("option_env", "reads cargo's build environment"),
    ("file", "names the source file, which a bundle changes"),
    ("line", "names a source line, which a bundle changes"),
    ("column", "names a source column, which a bundle changes"),
    ("module_path", "names the module, which a bundle changes"),
];

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
        body = prettyplease::unparse(&main)
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

/// `items` with a blank line between two items, but for consecutive `use`
/// items: prettyplease prints an empty verbatim item as a blank line.
fn spaced(items: Vec<Item>) -> Vec<Item> {
    let mut out: Vec<Item> = Vec::with_capacity(2 * items.len());
    for item in items {
        let both_use = matches!((out.last(), &item), (Some(Item::Use(_)), Item::Use(_)));
        if !out.is_empty() && !both_use {
            out.push(Item::Verbatim(TokenStream::new()));
        }
        out.push(item);
    }
    out
}

/// The module a library becomes: its crate name as Rust spells it.
pub fn module_name(crate_name: &str) -> String {
    crate_name.replace('-', "_")
}

/// The workspace libraries a bundle pastes, in order of first need (the
/// problem's, then theirs); refuses dependencies the judge lacks.
fn libraries<'a>(ws: &'a Workspace, problem: &Problem, target: Target) -> Result<Vec<&'a Library>> {
    let mut res: Vec<&Library> = Vec::new();
    let mut queue: Vec<(String, &[crate::workspace::Dependency])> =
        vec![(problem.id.clone(), &problem.dependencies)];
    while let Some((who, deps)) = queue.pop() {
        for dep in deps {
            if !dep.local {
                let atcoder = ATCODER_CRATES.contains(&dep.name.as_str());
                match (target.has_atcoder_crates(), atcoder) {
                    (true, true) => continue,
                    (false, true) => {
                        return Err(format!(
                            "{who} uses {}, which {} does not install: use --judge atcoder",
                            dep.name,
                            target.name()
                        ))
                    }
                    _ => {
                        return Err(format!(
                            "{who} uses {}: a bundle may use only the workspace's libraries and, for AtCoder, {}",
                            dep.name,
                            ATCODER_CRATES.join(" and ")
                        ))
                    }
                }
            }
            let library = ws.libraries.get(&dep.name).ok_or_else(|| {
                format!(
                    "{who} depends on {}, which is not a library of the workspace",
                    dep.name
                )
            })?;
            if library.build_script {
                return Err(format!(
                    "{} has a build script, which a bundle cannot run",
                    library.name
                ));
            }
            if !res.iter().any(|l| l.name == library.name) {
                res.push(library);
                queue.push((library.name.clone(), &library.dependencies));
            }
        }
    }
    Ok(res)
}

fn parse(path: &Path, shown: &str) -> Result<syn::File> {
    let text = fs::read_to_string(path).map_err(|e| format!("{shown}: {e}"))?;
    syn::parse_file(&text)
        .map_err(|e| format!("{shown}:{}: cannot parse: {e}", e.span().start().line))
}

/// The line an item starts on.
fn line(node: &impl Spanned) -> usize {
    node.span().start().line
}

/// Cleans and checks one source file (`shown`: its path from the workspace
/// `root`; `root_file`: a crate root or a `mod.rs`, whose
/// modules sit beside it rather than in a folder of its name), then inlines
/// each of its out-of-line modules, `mod x;` becoming `mod x { ... }` from
/// `x.rs` or `x/mod.rs`, each loaded the same way (nested ones too). A
/// `#[cfg]`-ed module is resolved before its file is looked for.
fn load(
    file: &mut syn::File,
    root: &Path,
    shown: &Path,
    root_file: bool,
    modules: &[String],
) -> Result<()> {
    let shown_text = shown.display().to_string();
    let mut cleaner = Cleaner {
        shown: &shown_text,
        error: None,
    };
    cleaner.visit_file_mut(file);
    if let Some(e) = cleaner.error {
        return Err(e);
    }
    let mut refusals = Refusals {
        shown: &shown_text,
        modules,
        error: None,
    };
    refusals.visit_file(file);
    if let Some(e) = refusals.error {
        return Err(e);
    }
    let parent = shown.parent().unwrap_or(Path::new(""));
    let children = if root_file {
        parent.to_path_buf()
    } else {
        parent.join(shown.file_stem().unwrap_or_default())
    };
    inline_modules(&mut file.items, root, &children, &shown_text, modules)
}

/// [`load`]'s second half: the out-of-line modules among `items`, whose
/// files sit in `dir` (from the workspace root); inline modules are walked
/// with `dir` one folder deeper.
fn inline_modules(
    items: &mut [Item],
    root: &Path,
    dir: &Path,
    shown: &str,
    modules: &[String],
) -> Result<()> {
    for item in items.iter_mut() {
        let Item::Mod(m) = item else { continue };
        let name = m.ident.to_string();
        match &mut m.content {
            Some((_, inner)) => inline_modules(inner, root, &dir.join(&name), shown, modules)?,
            None => {
                let flat = dir.join(format!("{name}.rs"));
                let nested = dir.join(&name).join("mod.rs");
                let (path, root_file) = if root.join(&flat).is_file() {
                    (flat, false)
                } else if root.join(&nested).is_file() {
                    (nested, true)
                } else {
                    return Err(format!(
                        "{shown}:{}: `mod {name};`: neither {} nor {} exists",
                        line(m),
                        flat.display(),
                        nested.display()
                    ));
                };
                let mut file = parse(&root.join(&path), &path.display().to_string())?;
                load(&mut file, root, &path, root_file, modules)?;
                // The file's inner attributes (lint levels; docs are gone)
                // become the module's.
                m.attrs.extend(file.attrs);
                m.content = Some((Default::default(), file.items));
                m.semi = None;
            }
        }
    }
    Ok(())
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

fn is_doc(attr: &Attribute) -> bool {
    attr.path().is_ident("doc")
}

fn doc_attribute(text: &str) -> Attribute {
    syn::parse_quote!(#[doc = #text])
}

/// What a cfg predicate is when not testing: `Some` when `test` decides it,
/// `None` when the judge's compiler must.
fn eval_cfg(meta: &Meta) -> Result<Option<bool>, String> {
    match meta {
        Meta::Path(p) => Ok(if p.is_ident("test") {
            Some(false)
        } else {
            None
        }),
        Meta::NameValue(nv) if nv.path.is_ident("feature") => {
            Err("cfg(feature = ...): a bundle has no cargo features".into())
        }
        Meta::NameValue(_) => Ok(None),
        Meta::List(list) => {
            let args = list
                .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                .map_err(|e| format!("cannot read the cfg: {e}"))?;
            let values: Vec<Option<bool>> = args.iter().map(eval_cfg).collect::<Result<_, _>>()?;
            let name = list
                .path
                .get_ident()
                .map(Ident::to_string)
                .unwrap_or_default();
            Ok(match name.as_str() {
                "not" => values.first().copied().flatten().map(|v| !v),
                "all" if values.contains(&Some(false)) => Some(false),
                "all" if values.iter().all(|v| *v == Some(true)) => Some(true),
                "any" if values.contains(&Some(true)) => Some(true),
                "any" if values.iter().all(|v| *v == Some(false)) => Some(false),
                _ => None,
            })
        }
    }
}

/// The first pass over a file: cfg and docs.
struct Cleaner<'a> {
    shown: &'a str,
    error: Option<String>,
}

impl Cleaner<'_> {
    fn fail(&mut self, node: &impl Spanned, what: String) {
        if self.error.is_none() {
            self.error = Some(format!("{}:{}: {what}", self.shown, line(node)));
        }
    }

    /// Resolves the cfg and cfg_attr attributes of a node and drops its
    /// docs; false when the node is compiled out.
    fn keep(&mut self, attrs: &mut Vec<Attribute>) -> bool {
        let mut out = Vec::with_capacity(attrs.len());
        for attr in attrs.drain(..) {
            if is_doc(&attr) {
                continue;
            }
            if attr.path().is_ident("test") {
                return false;
            }
            if attr.path().is_ident("cfg") {
                let decided = match attr.parse_args::<Meta>() {
                    Ok(meta) => eval_cfg(&meta),
                    Err(e) => Err(format!("cannot read the cfg: {e}")),
                };
                match decided {
                    Err(e) => {
                        self.fail(&attr, e);
                        return true;
                    }
                    Ok(Some(false)) => return false,
                    Ok(Some(true)) => continue,
                    Ok(None) => out.push(attr),
                }
            } else if attr.path().is_ident("cfg_attr") {
                match cfg_attr(&attr) {
                    Err(e) => {
                        self.fail(&attr, e);
                        return true;
                    }
                    Ok(None) => out.push(attr),
                    Ok(Some(expanded)) => {
                        // The attributes it stands for, resolved in turn.
                        let mut more = expanded;
                        if !self.keep(&mut more) {
                            return false;
                        }
                        out.extend(more);
                    }
                }
            } else {
                out.push(attr);
            }
        }
        *attrs = out;
        true
    }
}

/// A `#[cfg_attr(pred, attrs...)]`: `Some(attrs)` (empty when false) when
/// `test` decides it, `None` when the compiler must.
fn cfg_attr(attr: &Attribute) -> Result<Option<Vec<Attribute>>, String> {
    let args = attr
        .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
        .map_err(|e| format!("cannot read the cfg_attr: {e}"))?;
    let mut args = args.into_iter();
    let predicate = args.next().ok_or("an empty cfg_attr")?;
    Ok(match eval_cfg(&predicate)? {
        None => None,
        Some(false) => Some(Vec::new()),
        Some(true) => Some(args.map(|meta| syn::parse_quote!(#[#meta])).collect()),
    })
}

/// The attributes of an item, when it has any.
fn item_attrs(item: &mut Item) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        Item::Const(i) => &mut i.attrs,
        Item::Enum(i) => &mut i.attrs,
        Item::ExternCrate(i) => &mut i.attrs,
        Item::Fn(i) => &mut i.attrs,
        Item::ForeignMod(i) => &mut i.attrs,
        Item::Impl(i) => &mut i.attrs,
        Item::Macro(i) => &mut i.attrs,
        Item::Mod(i) => &mut i.attrs,
        Item::Static(i) => &mut i.attrs,
        Item::Struct(i) => &mut i.attrs,
        Item::Trait(i) => &mut i.attrs,
        Item::TraitAlias(i) => &mut i.attrs,
        Item::Type(i) => &mut i.attrs,
        Item::Union(i) => &mut i.attrs,
        Item::Use(i) => &mut i.attrs,
        _ => return None,
    })
}

fn stmt_attrs(stmt: &mut syn::Stmt) -> Option<&mut Vec<Attribute>> {
    match stmt {
        syn::Stmt::Local(l) => Some(&mut l.attrs),
        syn::Stmt::Item(i) => item_attrs(i),
        syn::Stmt::Macro(m) => Some(&mut m.attrs),
        syn::Stmt::Expr(..) => None,
    }
}

/// Keeps the elements of a punctuated list that `keep` keeps.
fn retain_punctuated<T, P: Default>(
    list: &mut Punctuated<T, P>,
    mut keep: impl FnMut(&mut T) -> bool,
) {
    let old = std::mem::take(list);
    for mut value in old.into_iter() {
        if keep(&mut value) {
            list.push(value);
        }
    }
}

impl VisitMut for Cleaner<'_> {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        file.attrs.retain(|a| !is_doc(a));
        let mut inner = std::mem::take(&mut file.attrs);
        if !self.keep(&mut inner) {
            self.fail(
                &file
                    .items
                    .first()
                    .map(|i| i.span())
                    .unwrap_or_else(Span::call_site),
                "the whole file is compiled out".into(),
            );
        }
        file.attrs = inner;
        file.items
            .retain_mut(|i| item_attrs(i).map_or(true, |a| self.keep(a)));
        visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            items.retain_mut(|i| item_attrs(i).map_or(true, |a| self.keep(a)));
        }
        visit_mut::visit_item_mod_mut(self, m);
    }

    fn visit_item_impl_mut(&mut self, i: &mut syn::ItemImpl) {
        i.items.retain_mut(|item| match item {
            syn::ImplItem::Const(x) => self.keep(&mut x.attrs),
            syn::ImplItem::Fn(x) => self.keep(&mut x.attrs),
            syn::ImplItem::Type(x) => self.keep(&mut x.attrs),
            syn::ImplItem::Macro(x) => self.keep(&mut x.attrs),
            _ => true,
        });
        visit_mut::visit_item_impl_mut(self, i);
    }

    fn visit_item_trait_mut(&mut self, t: &mut syn::ItemTrait) {
        t.items.retain_mut(|item| match item {
            syn::TraitItem::Const(x) => self.keep(&mut x.attrs),
            syn::TraitItem::Fn(x) => self.keep(&mut x.attrs),
            syn::TraitItem::Type(x) => self.keep(&mut x.attrs),
            syn::TraitItem::Macro(x) => self.keep(&mut x.attrs),
            _ => true,
        });
        visit_mut::visit_item_trait_mut(self, t);
    }

    fn visit_item_foreign_mod_mut(&mut self, f: &mut syn::ItemForeignMod) {
        f.items.retain_mut(|item| match item {
            syn::ForeignItem::Fn(x) => self.keep(&mut x.attrs),
            syn::ForeignItem::Static(x) => self.keep(&mut x.attrs),
            syn::ForeignItem::Type(x) => self.keep(&mut x.attrs),
            syn::ForeignItem::Macro(x) => self.keep(&mut x.attrs),
            _ => true,
        });
        visit_mut::visit_item_foreign_mod_mut(self, f);
    }

    fn visit_block_mut(&mut self, b: &mut syn::Block) {
        b.stmts
            .retain_mut(|s| stmt_attrs(s).map_or(true, |a| self.keep(a)));
        visit_mut::visit_block_mut(self, b);
    }

    fn visit_item_enum_mut(&mut self, e: &mut syn::ItemEnum) {
        retain_punctuated(&mut e.variants, |v| self.keep(&mut v.attrs));
        visit_mut::visit_item_enum_mut(self, e);
    }

    fn visit_fields_named_mut(&mut self, f: &mut syn::FieldsNamed) {
        retain_punctuated(&mut f.named, |x| self.keep(&mut x.attrs));
        visit_mut::visit_fields_named_mut(self, f);
    }

    fn visit_fields_unnamed_mut(&mut self, f: &mut syn::FieldsUnnamed) {
        retain_punctuated(&mut f.unnamed, |x| self.keep(&mut x.attrs));
        visit_mut::visit_fields_unnamed_mut(self, f);
    }

    fn visit_expr_match_mut(&mut self, m: &mut syn::ExprMatch) {
        m.arms.retain_mut(|a| self.keep(&mut a.attrs));
        visit_mut::visit_expr_match_mut(self, m);
    }

    fn visit_attribute_mut(&mut self, attr: &mut Attribute) {
        // Anywhere not resolved above (an expression, a parameter): a cfg
        // that `test` decides would need resolving too.
        let decided = if attr.path().is_ident("cfg") {
            attr.parse_args::<Meta>().ok().map(|m| eval_cfg(&m))
        } else if attr.path().is_ident("cfg_attr") {
            Some(cfg_attr(attr).map(|a| a.map(|_| true)))
        } else {
            None
        };
        match decided {
            Some(Err(e)) => self.fail(attr, e),
            Some(Ok(Some(_))) => self.fail(attr, "a #[cfg] on test here (an expression or parameter) is not bundled: move it to an item or statement".into()),
            _ => {}
        }
    }
}

/// The second pass: refuses what a bundle cannot reproduce.
struct Refusals<'a> {
    shown: &'a str,
    modules: &'a [String],
    error: Option<String>,
}

impl Refusals<'_> {
    fn fail(&mut self, node: &impl Spanned, what: String) {
        if self.error.is_none() {
            self.error = Some(format!("{}:{}: {what}", self.shown, line(node)));
        }
    }

    /// Refused macro names in a token stream (macro arguments are tokens).
    fn scan_tokens(&mut self, tokens: &TokenStream) {
        let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
        for (i, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(g) => self.scan_tokens(&g.stream()),
                TokenTree::Ident(ident) => {
                    let bang =
                        matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                    if bang {
                        self.refuse_macro(ident, &ident.to_string());
                    }
                }
                _ => {}
            }
        }
    }

    fn refuse_macro(&mut self, node: &impl Spanned, name: &str) {
        if let Some((_, why)) = REFUSED_MACROS.iter().find(|(m, _)| *m == name) {
            self.fail(node, format!("{name}!(...) {why}: it cannot be bundled"));
        }
    }
}

impl<'ast> Visit<'ast> for Refusals<'_> {
    fn visit_item(&mut self, item: &'ast Item) {
        // An item named like a library, at any depth: at the problem's top
        // level it would clash with the library's module, below it the
        // paths through it would be rewritten to the library.
        // (`extern crate` has a refusal of its own; `use` items import.)
        if !matches!(item, Item::Use(_) | Item::ExternCrate(_)) {
            if let Some(name) = declared(item)
                .into_iter()
                .find(|n| self.modules.contains(n))
            {
                self.fail(
                    item,
                    format!(
                        "the item `{name}` takes the name the library {name} has in a bundle, where paths through it would reach the library: rename it"
                    ),
                );
            }
        }
        syn::visit::visit_item(self, item);
    }

    fn visit_attribute(&mut self, attr: &'ast Attribute) {
        if attr.path().is_ident("path") {
            self.fail(
                attr,
                "#[path] names a file beside the source: it cannot be bundled".into(),
            );
        }
        syn::visit::visit_attribute(self, attr);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if let Some(last) = mac.path.segments.last() {
            self.refuse_macro(mac, &last.ident.to_string());
        }
        self.scan_tokens(&mac.tokens);
        syn::visit::visit_macro(self, mac);
    }

    fn visit_item_extern_crate(&mut self, e: &'ast syn::ItemExternCrate) {
        let name = e.ident.to_string();
        if name == "self" || self.modules.contains(&name) {
            self.fail(
                e,
                format!("`extern crate {name}` cannot be bundled: name the library by its path"),
            );
        }
        syn::visit::visit_item_extern_crate(self, e);
    }
}

/// The third pass: paths that named a library crate reach its module. At
/// the problem's top level (the bundle's root) a library's module is in
/// scope already and its paths stay as written.
struct Paths<'a> {
    /// The module the file becomes, for a library.
    own: Option<&'a str>,
    modules: &'a [String],
    /// Modules entered within the file.
    depth: usize,
}

fn ident(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
}

impl Paths<'_> {
    /// Whether `ident` names a library here and must be reached by path.
    fn is_module(&self, ident: &Ident) -> bool {
        (self.own.is_some() || self.depth > 0) && self.modules.iter().any(|m| ident == m)
    }

    /// The modules whose paths need rewriting here.
    fn modules_here(&self) -> &[String] {
        if self.own.is_some() || self.depth > 0 {
            self.modules
        } else {
            &[]
        }
    }

    /// The root of a `use` tree (after `use` and any leading `::`).
    fn rewrite_use(&self, tree: &mut UseTree, leading_colon: bool) {
        match tree {
            UseTree::Path(p) if p.ident == "crate" && !leading_colon => {
                if let Some(own) = self.own {
                    let rest = std::mem::replace(
                        &mut *p.tree,
                        UseTree::Glob(syn::UseGlob {
                            star_token: Default::default(),
                        }),
                    );
                    *p.tree = UseTree::Path(syn::UsePath {
                        ident: ident(own),
                        colon2_token: Default::default(),
                        tree: Box::new(rest),
                    });
                }
            }
            UseTree::Path(syn::UsePath { ident: name, .. })
            | UseTree::Name(syn::UseName { ident: name })
            | UseTree::Rename(syn::UseRename { ident: name, .. })
                if self.is_module(name) =>
            {
                let rest = std::mem::replace(
                    tree,
                    UseTree::Glob(syn::UseGlob {
                        star_token: Default::default(),
                    }),
                );
                *tree = UseTree::Path(syn::UsePath {
                    ident: ident("crate"),
                    colon2_token: Default::default(),
                    tree: Box::new(rest),
                });
            }
            UseTree::Group(g) => {
                for t in g.items.iter_mut() {
                    self.rewrite_use(t, leading_colon);
                }
            }
            _ => {}
        }
    }
}

impl VisitMut for Paths<'_> {
    fn visit_item_use_mut(&mut self, u: &mut syn::ItemUse) {
        let leading = u.leading_colon.is_some();
        let root = match &u.tree {
            UseTree::Path(p) => Some(&p.ident),
            UseTree::Name(n) => Some(&n.ident),
            UseTree::Rename(r) => Some(&r.ident),
            _ => None,
        };
        let names_module = root.is_some_and(|r| self.modules.iter().any(|m| r == m));
        if leading && names_module {
            // `use ::lib::x`: as for paths, rewritten even at the root.
            u.leading_colon = None;
            let rest = std::mem::replace(
                &mut u.tree,
                UseTree::Glob(syn::UseGlob {
                    star_token: Default::default(),
                }),
            );
            u.tree = UseTree::Path(syn::UsePath {
                ident: ident("crate"),
                colon2_token: Default::default(),
                tree: Box::new(rest),
            });
        } else {
            self.rewrite_use(&mut u.tree, leading);
        }
        visit_mut::visit_item_use_mut(self, u);
    }

    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        if path.segments.len() >= 2 {
            let first = path.segments[0].ident.clone();
            if first == "crate" && path.leading_colon.is_none() {
                if let Some(own) = self.own {
                    insert_segment(path, 1, own);
                }
            } else if self.is_module(&first)
                || (path.leading_colon.is_some() && self.modules.iter().any(|m| first == m))
            {
                // `::lib::x` names the crate in the workspace, and nothing
                // in a bundle: it is rewritten even at the root.
                path.leading_colon = None;
                insert_segment(path, 0, "crate");
            }
        }
        visit_mut::visit_path_mut(self, path);
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        mac.tokens = rewrite_tokens(
            std::mem::take(&mut mac.tokens),
            self.own,
            self.modules_here(),
            self.modules,
        );
        visit_mut::visit_macro_mut(self, mac);
    }

    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        self.depth += 1;
        visit_mut::visit_item_mod_mut(self, m);
        self.depth -= 1;
    }
}

fn insert_segment(path: &mut syn::Path, at: usize, name: &str) {
    let mut segments: Vec<syn::PathSegment> =
        std::mem::take(&mut path.segments).into_iter().collect();
    segments.insert(at, syn::PathSegment::from(ident(name)));
    path.segments = segments.into_iter().collect();
}

/// [`Paths`] on tokens (macro arguments and `macro_rules!` bodies): `crate
/// ::` and `$crate ::` of a library gain its module; `<library> ::` not
/// after `::` gains `crate ::`.
fn rewrite_tokens(
    tokens: TokenStream,
    own: Option<&str>,
    modules: &[String],
    modules_all: &[String],
) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let colons_at = |i: usize| {
        matches!((trees.get(i), trees.get(i + 1)),
            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':')
    };
    let colons = || -> [TokenTree; 2] {
        [
            TokenTree::Punct(Punct::new(':', Spacing::Joint)),
            TokenTree::Punct(Punct::new(':', Spacing::Alone)),
        ]
    };
    let mut out: Vec<TokenTree> = Vec::with_capacity(trees.len());
    for (i, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Group(g) => {
                let mut group = Group::new(
                    g.delimiter(),
                    rewrite_tokens(g.stream(), own, modules, modules_all),
                );
                group.set_span(g.span());
                out.push(TokenTree::Group(group));
            }
            TokenTree::Ident(id) => {
                let after_colons = i >= 2 && colons_at(i - 2);
                if id == "crate" && colons_at(i + 1) && !after_colons {
                    out.push(tree.clone());
                    if let Some(own) = own {
                        out.extend(colons());
                        out.push(TokenTree::Ident(ident(own)));
                    }
                } else if modules_all.iter().any(|m| id == m)
                    && colons_at(i + 1)
                    && after_colons
                    && !continues_path(i.checked_sub(3).and_then(|j| trees.get(j)))
                {
                    // `::lib::x`: the extern crate in the workspace, the
                    // module in a bundle, wherever it is.
                    out.truncate(out.len() - 2);
                    out.push(TokenTree::Ident(ident("crate")));
                    out.extend(colons());
                    out.push(tree.clone());
                } else if modules.iter().any(|m| id == m) && colons_at(i + 1) && !after_colons {
                    let after_dollar =
                        matches!(out.last(), Some(TokenTree::Punct(p)) if p.as_char() == '$');
                    if !after_dollar {
                        out.push(TokenTree::Ident(ident("crate")));
                        out.extend(colons());
                    }
                    out.push(tree.clone());
                } else {
                    out.push(tree.clone());
                }
            }
            _ => out.push(tree.clone()),
        }
    }
    out.into_iter().collect()
}

/// Whether `::` after this token continues a path (`a::b`, `<T as Tr>::b`)
/// rather than starting one (`(::lib::x)`, `return ::lib::x`).
fn continues_path(before: Option<&TokenTree>) -> bool {
    const STARTS: [&str; 12] = [
        "return", "in", "as", "break", "else", "match", "if", "while", "let", "mut", "move", "dyn",
    ];
    match before {
        Some(TokenTree::Ident(id)) => !STARTS.iter().any(|k| id == k),
        Some(TokenTree::Punct(p)) => p.as_char() == '>',
        _ => false,
    }
}

/// `#[macro_export] macro_rules! m` in a library: exported at the crate
/// root in the workspace, where `lib::m!` names it; in a bundle the
/// attribute goes and `pub(crate) use m;` follows the macro, so that
/// `crate::lib::m!` names it.
fn export_macros(items: &mut Vec<Item>, _module: &str) {
    let mut out = Vec::with_capacity(items.len());
    for mut item in items.drain(..) {
        let mut exported = None;
        if let Item::Macro(m) = &mut item {
            if m.mac.path.is_ident("macro_rules") {
                let before = m.attrs.len();
                m.attrs.retain(|a| !a.path().is_ident("macro_export"));
                if m.attrs.len() != before {
                    exported = m.ident.clone();
                }
            }
        }
        out.push(item);
        if let Some(name) = exported {
            out.push(syn::parse_quote!(pub(crate) use #name;));
        }
    }
    *items = out;
}

/// Every identifier in `tokens`, and every word inside `{...}` of its
/// string literals (format macros capture names there).
fn idents(tokens: &TokenStream, into: &mut BTreeSet<String>) {
    for tree in tokens.clone() {
        match tree {
            TokenTree::Ident(id) => {
                let s = id.to_string();
                into.insert(s.strip_prefix("r#").map(str::to_string).unwrap_or(s));
            }
            TokenTree::Group(g) => idents(&g.stream(), into),
            TokenTree::Literal(lit) => {
                let text = lit.to_string();
                if text.contains('"') {
                    for part in text.split('{').skip(1) {
                        let inside = part.split('}').next().unwrap_or("");
                        for word in inside.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
                            if !word.is_empty() {
                                into.insert(word.to_string());
                            }
                        }
                    }
                }
            }
            TokenTree::Punct(_) => {}
        }
    }
}

/// The names an item declares, as code elsewhere would use them.
fn declared(item: &Item) -> Vec<String> {
    let one = |i: &Ident| vec![i.to_string()];
    match item {
        Item::Const(c) => one(&c.ident),
        Item::Static(s) => one(&s.ident),
        Item::Fn(f) => one(&f.sig.ident),
        Item::Struct(s) => one(&s.ident),
        Item::Union(u) => one(&u.ident),
        Item::Type(t) => one(&t.ident),
        Item::TraitAlias(t) => one(&t.ident),
        Item::Mod(m) => one(&m.ident),
        Item::Enum(e) => {
            let mut names = one(&e.ident);
            names.extend(e.variants.iter().map(|v| v.ident.to_string()));
            names
        }
        Item::Trait(t) => {
            let mut names = one(&t.ident);
            for item in &t.items {
                match item {
                    syn::TraitItem::Const(c) => names.push(c.ident.to_string()),
                    syn::TraitItem::Fn(f) => names.push(f.sig.ident.to_string()),
                    syn::TraitItem::Type(t) => names.push(t.ident.to_string()),
                    _ => {}
                }
            }
            names
        }
        Item::Macro(m) => m.ident.iter().map(Ident::to_string).collect(),
        Item::ExternCrate(e) => match &e.rename {
            Some((_, rename)) => one(rename),
            None => one(&e.ident),
        },
        Item::Use(u) => {
            let mut names = Vec::new();
            use_names(&u.tree, &mut names);
            names
        }
        Item::ForeignMod(f) => f
            .items
            .iter()
            .filter_map(|i| match i {
                syn::ForeignItem::Fn(f) => Some(f.sig.ident.to_string()),
                syn::ForeignItem::Static(s) => Some(s.ident.to_string()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn use_names(tree: &UseTree, into: &mut Vec<String>) {
    match tree {
        UseTree::Path(p) => use_names(&p.tree, into),
        UseTree::Name(n) => into.push(n.ident.to_string()),
        UseTree::Rename(r) => into.push(r.rename.to_string()),
        UseTree::Group(g) => g.items.iter().for_each(|t| use_names(t, into)),
        UseTree::Glob(_) => into.push("*".into()),
    }
}

/// Whether a library item stays whatever is used: item-level macro calls
/// (what they expand to is unknown), globs, and `use` items that import
/// from outside the workspace (a trait imported for its methods is never
/// named again); `modules` are the roots of paths inside it (the
/// libraries' modules and the modules declared in them).
fn always_kept(item: &Item, modules: &[String]) -> bool {
    match item {
        Item::Macro(m) => m.ident.is_none(),
        Item::Use(u) => {
            let root = match &u.tree {
                UseTree::Path(p) => p.ident.to_string(),
                UseTree::Name(n) => n.ident.to_string(),
                UseTree::Rename(r) => r.ident.to_string(),
                _ => return true,
            };
            let local =
                ["crate", "self", "super"].contains(&root.as_str()) || modules.contains(&root);
            let mut names = Vec::new();
            use_names(&u.tree, &mut names);
            !local || names.iter().any(|n| n == "*")
        }
        Item::Verbatim(_) => true,
        _ => false,
    }
}

/// The names a header of an `impl` mentions: its generics, its type and
/// its trait.
fn impl_header(imp: &syn::ItemImpl) -> BTreeSet<String> {
    let mut header = BTreeSet::new();
    idents(&imp.generics.to_token_stream(), &mut header);
    idents(&imp.self_ty.to_token_stream(), &mut header);
    if let Some((path, _)) = &imp.trait_ {
        idents(&path.to_token_stream(), &mut header);
    }
    header
}

/// Splits each `use` of a path inside the workspace into one `use` per
/// name it imports (`use a::{b, c}` into `use a::b; use a::c;`), so that
/// each is kept or dropped on its own; collects into `modules` the names of
/// the modules declared here, which such paths may start with.
fn split_uses(items: &mut Vec<Item>, modules: &mut Vec<String>) {
    fn leaves(tree: &UseTree, prefix: &mut Vec<Ident>, out: &mut Vec<UseTree>) {
        match tree {
            UseTree::Path(p) => {
                prefix.push(p.ident.clone());
                leaves(&p.tree, prefix, out);
                prefix.pop();
            }
            UseTree::Group(g) => g.items.iter().for_each(|t| leaves(t, prefix, out)),
            leaf => {
                let mut t = leaf.clone();
                for ident in prefix.iter().rev() {
                    t = UseTree::Path(syn::UsePath {
                        ident: ident.clone(),
                        colon2_token: Default::default(),
                        tree: Box::new(t),
                    });
                }
                out.push(t);
            }
        }
    }
    for item in items.iter_mut() {
        if let Item::Mod(m) = item {
            modules.push(m.ident.to_string());
            if let Some((_, inner)) = &mut m.content {
                split_uses(inner, modules);
            }
        }
    }
    let mut out = Vec::with_capacity(items.len());
    for item in items.drain(..) {
        match item {
            Item::Use(u) if !always_kept(&Item::Use(u.clone()), modules) => {
                let mut trees = Vec::new();
                leaves(&u.tree, &mut Vec::new(), &mut trees);
                for tree in trees {
                    out.push(Item::Use(syn::ItemUse { tree, ..u.clone() }));
                }
            }
            other => out.push(other),
        }
    }
    *items = out;
}

/// The places of every item in `items` but inline modules, which are
/// walked into: each a path of indices, one per level.
fn units(items: &[Item], prefix: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    for (i, item) in items.iter().enumerate() {
        prefix.push(i);
        match item {
            Item::Mod(syn::ItemMod {
                content: Some((_, inner)),
                ..
            }) => units(inner, prefix, out),
            _ => out.push(prefix.clone()),
        }
        prefix.pop();
    }
}

/// The item at `path` (see [`units`]).
fn item_at<'a>(items: &'a [Item], path: &[usize]) -> &'a Item {
    let item = &items[path[0]];
    match (path.len(), item) {
        (1, _) => item,
        (
            _,
            Item::Mod(syn::ItemMod {
                content: Some((_, inner)),
                ..
            }),
        ) => item_at(inner, &path[1..]),
        _ => item,
    }
}

/// Drops from `items` (under `prefix`) what is not in `kept`, trims the
/// kept inherent impls to their kept `members`, and drops an inline module
/// left with nothing but imports.
fn retain_kept(
    items: &mut Vec<Item>,
    prefix: &mut Vec<usize>,
    kept: &BTreeSet<Vec<usize>>,
    members: &BTreeMap<Vec<usize>, Vec<bool>>,
) {
    let mut keep = Vec::with_capacity(items.len());
    for (i, item) in items.iter_mut().enumerate() {
        prefix.push(i);
        let this = match item {
            Item::Mod(syn::ItemMod {
                content: Some((_, inner)),
                ..
            }) => {
                retain_kept(inner, prefix, kept, members);
                inner.iter().any(|i| !matches!(i, Item::Use(_)))
            }
            Item::Impl(imp) => {
                if let Some(flags) = members.get(prefix.as_slice()) {
                    let mut j = 0;
                    imp.items.retain(|_| {
                        j += 1;
                        flags[j - 1]
                    });
                }
                kept.contains(prefix.as_slice())
            }
            _ => kept.contains(prefix.as_slice()),
        };
        keep.push(this);
        prefix.pop();
    }
    let mut i = 0;
    items.retain(|_| {
        i += 1;
        keep[i - 1]
    });
}

/// Drops the library items nothing uses (see the module's doc). Items in
/// inline modules are judged one by one like the others; a module stays
/// while anything but imports stays in it.
fn shake(libraries: &mut [(String, String, syn::File)], used: &mut BTreeSet<String>) {
    let mut modules: Vec<String> = libraries.iter().map(|(m, _, _)| m.clone()).collect();
    for (_, _, file) in libraries.iter_mut() {
        split_uses(&mut file.items, &mut modules);
    }
    let places: Vec<Vec<Vec<usize>>> = libraries
        .iter()
        .map(|(_, _, file)| {
            let mut out = Vec::new();
            units(&file.items, &mut Vec::new(), &mut out);
            out
        })
        .collect();
    let mut library_names: BTreeSet<String> = BTreeSet::new();
    for ((_, _, file), places) in libraries.iter().zip(&places) {
        for path in places {
            library_names.extend(declared(item_at(&file.items, path)));
        }
    }
    let mut kept: Vec<BTreeSet<Vec<usize>>> = vec![BTreeSet::new(); libraries.len()];
    // Of a kept inherent impl, the members kept.
    let mut members: Vec<BTreeMap<Vec<usize>, Vec<bool>>> = vec![BTreeMap::new(); libraries.len()];
    loop {
        let mut changed = false;
        for (l, (_, _, file)) in libraries.iter().enumerate() {
            for path in &places[l] {
                let item = item_at(&file.items, path);
                if let (true, Some(flags)) = (kept[l].contains(path), members[l].get_mut(path)) {
                    // A member is kept when its name is used (a method
                    // call names the method).
                    let Item::Impl(imp) = item else { continue };
                    for (j, member) in imp.items.iter().enumerate() {
                        let keep =
                            !flags[j] && member_name(member).map_or(true, |n| used.contains(&n));
                        if keep {
                            flags[j] = true;
                            changed = true;
                            idents(&member.to_token_stream(), used);
                        }
                    }
                    continue;
                }
                if kept[l].contains(path) {
                    continue;
                }
                let names = declared(item);
                let keep = always_kept(item, &modules)
                    || names.iter().any(|n| used.contains(n))
                    || match item {
                        Item::Impl(imp) => impl_header(imp)
                            .iter()
                            .any(|n| library_names.contains(n) && used.contains(n)),
                        _ => false,
                    };
                if keep {
                    kept[l].insert(path.clone());
                    changed = true;
                    used.extend(names);
                    match item {
                        // An inherent impl: its header now, its members as
                        // their names are used.
                        Item::Impl(imp) if imp.trait_.is_none() => {
                            used.extend(impl_header(imp));
                            members[l].insert(path.clone(), vec![false; imp.items.len()]);
                        }
                        _ => idents(&item.to_token_stream(), used),
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    for (l, (_, _, file)) in libraries.iter_mut().enumerate() {
        retain_kept(&mut file.items, &mut Vec::new(), &kept[l], &members[l]);
    }
}

/// The name an impl member declares, where it has one.
fn member_name(member: &syn::ImplItem) -> Option<String> {
    match member {
        syn::ImplItem::Fn(f) => Some(f.sig.ident.to_string()),
        syn::ImplItem::Const(c) => Some(c.ident.to_string()),
        syn::ImplItem::Type(t) => Some(t.ident.to_string()),
        _ => None,
    }
}

/// How the check went: every build compiled and judged, and those that
/// could not run.
pub struct Checked {
    /// Each build compiled and judged, e.g. "rustc 1.89.0 --edition 2021 -O".
    pub compilers: Vec<String>,
    /// Each build whose compiler is missing here, with how to install it.
    pub missing: Vec<String>,
    /// Judge-data cases each binary answered right.
    pub cases: usize,
}

/// The rustc that goes with the cargo running us (`RUSTC`, else the one
/// beside `CARGO`, else `rustc` on PATH).
pub fn current_rustc() -> OsString {
    if let Some(rustc) = std::env::var_os("RUSTC") {
        return rustc;
    }
    if let Some(cargo) = std::env::var_os("CARGO") {
        let beside = Path::new(&cargo).with_file_name("rustc");
        if beside.is_file() {
            return beside.into();
        }
    }
    "rustc".into()
}

/// The old rustc that plain bundles are also compiled with: `OLD_RUSTC`
/// (which must then work), else Debian's rustc 1.63 at `/usr/bin/rustc` when
/// present.
///
/// # Errors
/// If `OLD_RUSTC` is set but cannot be run.
pub fn old_rustc() -> Result<Option<(PathBuf, String)>> {
    if let Some(path) = std::env::var_os("OLD_RUSTC") {
        let path = PathBuf::from(path);
        let version = crate::old_toolchain::version(&path)?;
        return Ok(Some((path, version)));
    }
    let debian = PathBuf::from("/usr/bin/rustc");
    Ok(crate::old_toolchain::version(&debian)
        .ok()
        .filter(|v| v.starts_with("1.63."))
        .map(|v| (debian, v)))
}

/// A compiler found: the command that runs it (`rustc`, or `rustup run
/// V` before `rustc` / `cargo`), and its version.
struct Compiler {
    prefix: Vec<OsString>,
    version: String,
}

impl Compiler {
    fn command(&self, tool: &str) -> Command {
        let mut c = Command::new(&self.prefix[0]);
        c.args(&self.prefix[1..]);
        if self.prefix.len() > 1 {
            c.arg(tool);
        }
        c
    }
}

/// The compiler of `toolchain` on this machine, or how to install it.
fn find(toolchain: Toolchain) -> Result<Result<Compiler, String>> {
    Ok(match toolchain {
        Toolchain::Current => {
            let rustc = current_rustc();
            let version = crate::old_toolchain::version(Path::new(&rustc))?;
            Ok(Compiler {
                prefix: vec![rustc],
                version,
            })
        }
        Toolchain::Old => match old_rustc()? {
            Some((path, version)) => Ok(Compiler {
                prefix: vec![path.into()],
                version,
            }),
            None => {
                Err("Debian's rustc 1.63 (apt-get install rustc cargo, or OLD_RUSTC=PATH)".into())
            }
        },
        Toolchain::Rustup(v) => {
            let works = Command::new("rustup")
                .args(["run", v, "rustc", "--version"])
                .output()
                .map(|o| o.status.success())
                .unwrap_or(false);
            if works {
                Ok(Compiler {
                    prefix: vec!["rustup".into(), "run".into(), v.into()],
                    version: v.to_string(),
                })
            } else {
                Err(format!(
                    "rustc {v} (rustup toolchain install {v} --profile minimal)"
                ))
            }
        }
    })
}

/// A build as the summary names it.
fn describe(build: &Build, version: &str) -> String {
    if build.cargo {
        format!(
            "cargo {version} build --release (edition {}, proconio 0.5.0, itertools 0.14.0)",
            build.edition
        )
    } else {
        format!(
            "rustc {version} --edition {} {}",
            build.edition,
            build.flags.join(" ")
        )
    }
}

/// Compiles `text` with every build of `target` and judges each binary on
/// the problem's whole judge data and on bad input beside the workspace
/// binary. A build whose compiler is missing fails the check, unless
/// `allow_missing`, when it is listed in [`Checked::missing`].
///
/// # Errors
/// The first compiler error or warning, the first wrong case, or the
/// missing compilers.
pub fn check(
    ws: &Workspace,
    problem: &Problem,
    target: Target,
    text: &str,
    allow_missing: bool,
) -> Result<Checked> {
    crate::cases::check_entries(&ws.judge_data(&problem.id))?;
    let scratch = Scratch::new(&format!("bundle-{}-{}", problem.id, target.name()))
        .map_err(|e| format!("cannot make a scratch folder: {e}"))?;
    let dir = &scratch.0;
    let source = dir.join("main.rs");
    fs::write(&source, text).map_err(|e| format!("{}: {e}", source.display()))?;
    let crate_name = module_name(&problem.id);
    let (mut compilers, mut missing, mut cases) = (Vec::new(), Vec::new(), 0);
    for (i, build) in target.builds().iter().enumerate() {
        let compiler = match find(build.toolchain)? {
            Ok(c) => c,
            Err(install) => {
                missing.push(install);
                continue;
            }
        };
        let name = describe(build, &compiler.version);
        let binary = if build.cargo {
            atcoder_build(ws, &compiler, &problem.id, text)?
        } else {
            let out = dir.join(format!("bundle-{i}"));
            // The old compiler knows fewer lints, and may warn where a new
            // one does not: its warnings are not failures.
            let strict = build.toolchain != Toolchain::Old;
            compile(&compiler, build, &crate_name, &source, &out, strict)?;
            out
        };
        cases = run_cases(ws, problem, &binary, dir).map_err(|e| format!("{name}: {e}"))?;
        compilers.push(name);
    }
    if !missing.is_empty() && !allow_missing {
        return Err(format!(
            "cannot check the bundle as {} compiles it: missing {}; install it, or pass --allow-missing to write the bundle checked without it",
            target.name(),
            missing.join(", ")
        ));
    }
    Ok(Checked {
        compilers,
        missing,
        cases,
    })
}

/// `rustc --edition E FLAGS`; with `strict`, a warning fails too.
fn compile(
    compiler: &Compiler,
    build: &Build,
    crate_name: &str,
    source: &Path,
    out: &Path,
    strict: bool,
) -> Result<()> {
    let output = compiler
        .command("rustc")
        .args(["--edition", build.edition])
        .args(build.flags)
        .args(["--crate-name", crate_name, "-o"])
        .arg(out)
        .arg(source)
        .output()
        .map_err(|e| {
            format!(
                "cannot run {}: {e}",
                Path::new(&compiler.prefix[0]).display()
            )
        })?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() || (strict && !stderr.trim().is_empty()) {
        return Err(format!(
            "the bundle does not compile cleanly with {}: {}",
            describe(build, &compiler.version),
            first_diagnostic(&stderr)
        ));
    }
    Ok(())
}

/// The first error (or warning) of a compiler's output, with its place.
fn first_diagnostic(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("error"))
        .or_else(|| lines.iter().position(|l| l.starts_with("warning")))
        .unwrap_or(0);
    let mut text = lines.get(at).copied().unwrap_or("no message").to_string();
    if let Some(place) = lines
        .iter()
        .skip(at + 1)
        .take(3)
        .find(|l| l.trim_start().starts_with("-->"))
    {
        text.push_str(&format!(
            " ({})",
            place.trim_start().trim_start_matches("--> ")
        ));
    }
    text
}

/// Builds the bundle as AtCoder does, in a cargo project under the target
/// folder that holds AtCoder's crates; returns the binary.
fn atcoder_build(ws: &Workspace, compiler: &Compiler, id: &str, text: &str) -> Result<PathBuf> {
    let project = ws.target.join("atcoder-check");
    let bins = project.join("src/bin");
    fs::create_dir_all(&bins).map_err(|e| format!("{}: {e}", bins.display()))?;
    let manifest = project.join("Cargo.toml");
    if fs::read_to_string(&manifest).ok().as_deref() != Some(ATCODER_MANIFEST) {
        fs::write(&manifest, ATCODER_MANIFEST)
            .map_err(|e| format!("{}: {e}", manifest.display()))?;
    }
    let source = bins.join(format!("{id}.rs"));
    fs::write(&source, text).map_err(|e| format!("{}: {e}", source.display()))?;
    let output = compiler
        .command("cargo")
        .current_dir(&project)
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("RUSTUP_TOOLCHAIN")
        .env_remove("RUSTC")
        .env_remove("CARGO")
        .args([
            "build",
            "--release",
            "--quiet",
            "--bin",
            id,
            "--message-format",
            "short",
        ])
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let ours = format!("src/bin/{id}.rs");
    let warned = stderr
        .lines()
        .any(|l| l.starts_with(&ours) && l.contains("warning"));
    if !output.status.success() || warned {
        let first = stderr
            .lines()
            .find(|l| l.contains("error") || l.contains("warning"))
            .unwrap_or("no message");
        return Err(format!(
            "the bundle does not build cleanly as AtCoder builds it (cargo {} build --release, edition 2024, proconio 0.5.0, itertools 0.14.0): {first}",
            compiler.version
        ));
    }
    Ok(project.join("target/release").join(id))
}

/// Bad inputs every problem rejects or answers by its rules; the bundle
/// must do with each exactly what the workspace binary does.
pub const PROBES: [&[u8]; 5] = [
    b"",
    b"x\n",
    b"\xef\xbb\xbf1\n",
    b"18446744073709551616 1\n",
    b"1 2 3 4 5 6 7 8 9 10 11 12\n",
];

/// Runs the compiled bundle on every stored case of the problem (judged as
/// `scripts/judge` judges) and on [`PROBES`] beside the workspace binary;
/// how many cases passed.
fn run_cases(ws: &Workspace, problem: &Problem, binary: &Path, work: &Path) -> Result<usize> {
    let (found, problems) = cases(&ws.judge_data(&problem.id));
    if let Some(p) = problems.first() {
        return Err(format!("judge-data/{}: {p}", problem.id));
    }
    if samples(&found).is_empty() {
        return Err(format!("judge-data/{} has no sample-N case", problem.id));
    }
    let mut build = vec![
        "build",
        "--release",
        "--quiet",
        "-p",
        &problem.id,
        "--bin",
        &problem.id,
    ];
    build.extend(Judge::targets(problem));
    crate::run_cargo(&ws.root, &build, "building the workspace binary")?;
    // The bundle is ours: held to the strictest reading, as our binaries.
    let judge = match Judge::of(ws, problem) {
        Judge::Compare { rule, .. } => Judge::Compare { rule, exact: true },
        other => other,
    };
    let program = runner::program(binary);
    let meta = &problem.meta;
    for case in &found {
        let outcome = judge_case(
            &program,
            case,
            (meta.time_limit, meta.memory_limit, meta.stack_mib()),
            &judge,
            work,
        )
        .map_err(|e| e.to_string())?;
        if outcome.verdict != Verdict::Ac {
            return Err(format!(
                "the compiled bundle fails judge-data/{}/{}: {} {}",
                problem.id, case.stem, outcome.verdict, outcome.detail
            ));
        }
    }
    let workspace_binary = ws.release_dir().join(&problem.id);
    for probe in PROBES {
        let ours = probe_run(&workspace_binary, probe, problem, work)?;
        let theirs = probe_run(binary, probe, problem, work)?;
        if ours != theirs {
            return Err(format!(
                "on the input {:?} the compiled bundle {} where the workspace binary {}",
                String::from_utf8_lossy(probe),
                theirs.describe(),
                ours.describe()
            ));
        }
    }
    Ok(found.len())
}

/// What a binary does with one input: its exit code, stdout and first
/// stderr line.
#[derive(PartialEq, Eq)]
struct Behaviour {
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
}

impl Behaviour {
    fn describe(&self) -> String {
        format!(
            "exits {:?} printing {:?} and {:?} on stderr",
            self.code,
            String::from_utf8_lossy(&self.stdout),
            self.stderr
        )
    }
}

/// Runs `binary` on one probe under the problem's limits (a binary that
/// hangs is killed at 3x the time limit, and says so).
fn probe_run(binary: &Path, input: &[u8], problem: &Problem, work: &Path) -> Result<Behaviour> {
    let (inp, out, err) = (
        work.join("probe.in"),
        work.join("probe.out"),
        work.join("probe.err"),
    );
    fs::write(&inp, input).map_err(|e| format!("{}: {e}", inp.display()))?;
    let meta = &problem.meta;
    let limits = runner::Limits {
        time: meta.time_limit,
        memory: meta.memory_limit,
        stack: meta.stack_mib(),
        output: runner::DEFAULT_OUTPUT_LIMIT,
    };
    let run = runner::execute(&runner::program(binary), &inp, &out, &err, &limits)
        .map_err(|e| format!("{}: {e}", binary.display()))?;
    let stderr = fs::read(&err).unwrap_or_default();
    Ok(Behaviour {
        code: if run.killed { None } else { run.status.code() },
        stdout: fs::read(&out).unwrap_or_default(),
        stderr: if run.killed {
            format!(
                "killed after {} s",
                runner::KILL_FACTOR as f64 * meta.time_limit
            )
        } else {
            String::from_utf8_lossy(&stderr)
                .lines()
                .next()
                .unwrap_or("")
                .to_string()
        },
    })
}

#[cfg(test)]
mod tests {
    use super::{eval_cfg, rewrite_tokens};
    use proc_macro2::TokenStream;
    use syn::Meta;

    fn cfg(text: &str) -> Result<Option<bool>, String> {
        eval_cfg(&syn::parse_str::<Meta>(text).unwrap())
    }

    #[test]
    fn cfg_is_decided_by_test_alone() {
        assert_eq!(cfg("test"), Ok(Some(false)));
        assert_eq!(cfg("not(test)"), Ok(Some(true)));
        assert_eq!(cfg("all(test, unix)"), Ok(Some(false)));
        assert_eq!(cfg("any(test, unix)"), Ok(None));
        assert_eq!(cfg("any(not(test), unix)"), Ok(Some(true)));
        assert_eq!(cfg("unix"), Ok(None));
        assert_eq!(cfg("target_os = \"linux\""), Ok(None));
        assert!(cfg("feature = \"x\"")
            .unwrap_err()
            .contains("no cargo features"));
    }

    #[test]
    fn token_paths_reach_the_modules() {
        let modules = vec!["sg_core".to_string()];
        let rewrite = |text: &str, own: Option<&str>| {
            rewrite_tokens(
                text.parse::<TokenStream>().unwrap(),
                own,
                &modules,
                &modules,
            )
            .to_string()
        };
        assert_eq!(
            rewrite("sg_core :: mex (x)", None),
            "crate :: sg_core :: mex (x)"
        );
        assert_eq!(rewrite("a :: sg_core :: b", None), "a :: sg_core :: b");
        assert_eq!(
            rewrite("crate :: f ()", Some("judge_io")),
            "crate :: judge_io :: f ()"
        );
        assert_eq!(
            rewrite("$ crate :: f ()", Some("judge_io")),
            "$ crate :: judge_io :: f ()"
        );
        assert_eq!(
            rewrite("(sg_core :: x , sg_core)", None),
            "(crate :: sg_core :: x , sg_core)"
        );
        assert_eq!(rewrite("crate :: f ()", None), "crate :: f ()");
        assert_eq!(
            rewrite("(:: sg_core :: x)", None),
            "(crate :: sg_core :: x)"
        );
        assert_eq!(
            rewrite("return :: sg_core :: x", None),
            "return crate :: sg_core :: x"
        );
        assert_eq!(rewrite("a :: sg_core :: x", None), "a :: sg_core :: x");
    }
}
