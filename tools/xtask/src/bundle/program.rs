//! A problem package's programs (`scripts/export --to kattis`): the input
//! validator, the checker and the jury, each as one source file that rustc
//! alone builds, made as a bundle is (the same loading, cleaning, path
//! rewriting, shaking and printing), from a root of its own: the checker's
//! or the jury's file kept whole, or a `main` the exporter writes around
//! the spec's `validate`. Unlike a submission, a program may use the
//! test-only libraries (`test-support`, `game-search`), and a file may be
//! pasted as a module and shaken like a library (the spec: only what
//! `validate` reaches is kept, not the search or the generators). The
//! libraries' refusals run on what shaking kept (`refuse_kept`), so a test
//! helper that reads cargo's environment, which no program reaches, does
//! not stop it; anything kept that a bundle cannot reproduce still does.

use std::collections::BTreeSet;
use std::path::PathBuf;

use proc_macro2::{Ident, Span};
use quote::ToTokens;
use syn::Item;

use super::{doc_attribute, idents, module_name, prepare, print, refuse_kept, shake, spaced, Role};
use crate::workspace::Workspace;
use crate::Result;

/// What a program is made of.
pub struct Program {
    /// The first line of the file, after `// `: what the program is.
    pub header: String,
    /// The root, kept whole: its `main` and what it names.
    pub main: syn::File,
    /// Where the root comes from, for messages.
    pub main_shown: String,
    /// A file pasted as the module of this name and shaken like a library,
    /// with the items the root calls (made `pub(crate)`); its `spec!` call
    /// (the test declaration) and a `main` in it are dropped, other
    /// item-level macro calls (`thread_local!`) kept.
    pub part: Option<(String, PathBuf, Vec<String>)>,
    /// The workspace libraries the root and the part use (theirs follow).
    pub libraries: Vec<String>,
}

/// The program as one source file.
///
/// # Errors
/// One line naming what cannot be bundled and where.
pub fn program(ws: &Workspace, p: Program) -> Result<String> {
    let mut names: Vec<String> = Vec::new();
    let mut queue = p.libraries.clone();
    while let Some(name) = queue.pop() {
        if names.contains(&name) {
            continue;
        }
        let library = ws
            .libraries
            .get(&name)
            .ok_or_else(|| format!("{name} is not a library of the workspace"))?;
        names.push(name);
        queue.extend(
            library
                .dependencies
                .iter()
                .filter(|d| d.local)
                .map(|d| d.name.clone()),
        );
    }
    names.sort();
    let mut modules: Vec<String> = names.iter().map(|n| module_name(n)).collect();
    if let Some((module, _, _)) = &p.part {
        modules.push(module.clone());
    }
    let mut main = p.main;
    prepare(
        &mut main,
        &ws.root,
        &p.main_shown,
        Role::Problem,
        &modules,
        true,
    )?;
    let mut used = BTreeSet::new();
    for item in &main.items {
        idents(&item.to_token_stream(), &mut used);
    }
    let mut pasted = Vec::new();
    let mut sources = Vec::new();
    for (name, module) in names.iter().zip(&modules) {
        let library = &ws.libraries[name];
        let shown = ws.shown(&library.src);
        let mut file = super::parse(&library.src, &shown)?;
        prepare(
            &mut file,
            &ws.root,
            &shown,
            Role::Library(module),
            &modules,
            false,
        )?;
        sources.push((PathBuf::from(&shown), true));
        pasted.push((module.clone(), shown, file));
    }
    if let Some((module, path, calls)) = &p.part {
        let shown = ws.shown(path);
        let mut file = super::parse(path, &shown)?;
        file.items.retain(|item| match item {
            Item::Macro(m) => {
                m.ident.is_some()
                    || m.mac
                        .path
                        .segments
                        .last()
                        .map_or(true, |s| s.ident != "spec")
            }
            Item::Fn(f) => f.sig.ident != "main",
            _ => true,
        });
        prepare(
            &mut file,
            &ws.root,
            &shown,
            Role::Library(module),
            &modules,
            false,
        )?;
        for item in &mut file.items {
            if let Item::Fn(f) = item {
                if calls.iter().any(|c| f.sig.ident == c) {
                    f.vis = syn::parse_quote!(pub(crate));
                }
            }
        }
        sources.push((PathBuf::from(&shown), false));
        pasted.push((module.clone(), shown, file));
    }
    drop_uncalled_macros(&mut pasted, &main);
    shake(&mut pasted, &mut used);
    for ((_, _, file), (shown, root_file)) in pasted.iter().zip(&sources) {
        refuse_kept(&file.items, &ws.root, shown, *root_file, &modules)?;
    }
    for (module, shown, file) in pasted {
        let mut attrs = vec![
            doc_attribute(&format!(" {shown}")),
            syn::parse_quote!(#[allow(dead_code, unused_imports)]),
        ];
        attrs.extend(file.attrs);
        main.items.push(Item::Mod(syn::ItemMod {
            attrs,
            vis: syn::Visibility::Inherited,
            unsafety: None,
            mod_token: Default::default(),
            ident: Ident::new(&module, Span::call_site()),
            content: Some((Default::default(), spaced(file.items))),
            semi: None,
        }));
    }
    main.items = spaced(std::mem::take(&mut main.items));
    Ok(format!("// {}\n{}", p.header, print(&main)))
}

/// Removes the libraries' `macro_rules!` that nothing calls (no `name!`
/// in any file but the macro's own body): a macro's plain name is also a
/// module's or a function's (`test_support::spec`), which would keep a
/// declaration macro no program calls.
fn drop_uncalled_macros(pasted: &mut [(String, String, syn::File)], main: &syn::File) {
    fn macros(items: &[Item], into: &mut Vec<(String, usize)>) {
        for item in items {
            match item {
                Item::Macro(m) => {
                    if let Some(name) = &m.ident {
                        let mut count = 0;
                        count_calls(&m.mac.tokens, &name.to_string(), &mut count);
                        into.push((name.to_string(), count));
                    }
                }
                Item::Mod(m) => {
                    if let Some((_, inner)) = &m.content {
                        macros(inner, into);
                    }
                }
                _ => {}
            }
        }
    }
    let mut defined = Vec::new();
    for (_, _, file) in pasted.iter() {
        macros(&file.items, &mut defined);
    }
    let mut calls: Vec<(String, usize)> = Vec::new();
    for (name, own) in &defined {
        let mut count = 0;
        count_calls(&main.to_token_stream(), name, &mut count);
        for (_, _, file) in pasted.iter() {
            count_calls(&file.to_token_stream(), name, &mut count);
        }
        calls.push((name.clone(), count - own));
    }
    fn retain(items: &mut Vec<Item>, calls: &[(String, usize)]) {
        items.retain(|item| match item {
            Item::Macro(m) => m
                .ident
                .as_ref()
                .map_or(true, |name| calls.iter().any(|(n, c)| name == n && *c > 0)),
            // The re-export of a dropped macro (`pub(crate) use name;`).
            Item::Use(u) => match &u.tree {
                syn::UseTree::Name(n) => !calls.iter().any(|(c, k)| n.ident == c && *k == 0),
                _ => true,
            },
            _ => true,
        });
        for item in items.iter_mut() {
            if let Item::Mod(m) = item {
                if let Some((_, inner)) = &mut m.content {
                    retain(inner, calls);
                }
            }
        }
    }
    for (_, _, file) in pasted.iter_mut() {
        retain(&mut file.items, &calls);
    }
}

/// Counts `name !` in `tokens`.
fn count_calls(tokens: &proc_macro2::TokenStream, name: &str, count: &mut usize) {
    let mut trees = tokens.clone().into_iter().peekable();
    while let Some(tree) = trees.next() {
        match tree {
            proc_macro2::TokenTree::Ident(id) if id == name => {
                if matches!(trees.peek(), Some(proc_macro2::TokenTree::Punct(p)) if p.as_char() == '!')
                {
                    *count += 1;
                }
            }
            proc_macro2::TokenTree::Group(g) => count_calls(&g.stream(), name, count),
            _ => {}
        }
    }
}
