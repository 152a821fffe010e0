//! Which `impl`s the shaker keeps: an impl goes with its self type, seen
//! through the libraries' aliases (`type A = T;`, `use T as A;`), and an
//! impl of a library trait for a type no library declares goes with the
//! trait (the rules are [`impl_needed`]'s).

use std::collections::{BTreeMap, BTreeSet};

use quote::ToTokens;
use syn::{Item, UseTree};

use super::names::idents;

/// The names a header of an `impl` mentions: its generics, its type and
/// its trait.
pub(super) fn impl_header(imp: &syn::ItemImpl) -> BTreeSet<String> {
    let mut header = BTreeSet::new();
    idents(&imp.generics.to_token_stream(), &mut header);
    idents(&imp.self_ty.to_token_stream(), &mut header);
    if let Some((path, _)) = &imp.trait_ {
        idents(&path.to_token_stream(), &mut header);
    }
    header
}

/// Another name of a type in the libraries: `type A = T;` or `use
/// path::T as A;`, each name with the names its type is made of (the
/// alias's own generic parameters aside).
pub(super) fn alias(item: &Item, into: &mut BTreeMap<String, BTreeSet<String>>) {
    match item {
        Item::Type(t) => {
            let params: BTreeSet<String> = t
                .generics
                .params
                .iter()
                .map(|p| match p {
                    syn::GenericParam::Type(t) => t.ident.to_string(),
                    syn::GenericParam::Lifetime(l) => l.lifetime.ident.to_string(),
                    syn::GenericParam::Const(c) => c.ident.to_string(),
                })
                .collect();
            let mut names = BTreeSet::new();
            idents(&t.ty.to_token_stream(), &mut names);
            into.entry(t.ident.to_string())
                .or_default()
                .extend(names.into_iter().filter(|n| !params.contains(n)));
        }
        Item::Use(u) => {
            fn renames(tree: &UseTree, into: &mut BTreeMap<String, BTreeSet<String>>) {
                match tree {
                    UseTree::Path(p) => renames(&p.tree, into),
                    UseTree::Group(g) => g.items.iter().for_each(|t| renames(t, into)),
                    UseTree::Rename(r) => {
                        into.entry(r.rename.to_string())
                            .or_default()
                            .insert(r.ident.to_string());
                    }
                    UseTree::Name(_) | UseTree::Glob(_) => {}
                }
            }
            renames(&u.tree, into);
        }
        _ => {}
    }
}

/// `names` with, for each alias among them, the names of its type, to a
/// fixed point (an alias of an alias, `type A = B; type B = T;`).
fn through_aliases(
    names: BTreeSet<String>,
    aliases: &BTreeMap<String, BTreeSet<String>>,
) -> BTreeSet<String> {
    let mut all = names;
    let mut todo: Vec<String> = all.iter().cloned().collect();
    while let Some(name) = todo.pop() {
        for target in aliases.get(&name).into_iter().flatten() {
            if all.insert(target.clone()) {
                todo.push(target.clone());
            }
        }
    }
    all
}

/// Whether an `impl` is needed by the names used so far. Its self type
/// decides, seen through the libraries' aliases, the bounds aside
/// (`impl<R: Read> Iterator for Values<R>` serves `Values`, whoever uses
/// `Read`):
/// - of a type a library declares (a library name in the self type or in
///   what an alias there stands for, the impl's own generic parameters
///   aside): when one of those names, or an alias on the way, is used
///   and, for an impl of a library's trait, a library name of the trait
///   too, so that an alias the problem never names does not hide the
///   impl of the type it names (whose methods would otherwise be reached
///   through `Deref` to another type's);
/// - any other (a library's trait for a primitive type, `impl Token for
///   i64`, for another crate's type, or a blanket impl): when a library
///   name in its header, generics included, is used. So every impl of a
///   kept trait for a primitive type stays with the trait, whether the
///   problem names the type or not: the type of a literal is inferred
///   through the impls there are (`show(1)` is an i32 with impls for u8
///   and i32, a u8 with the u8 impl alone), and no syntactic check tells
///   which impls inference needs.
pub(super) fn impl_needed(
    imp: &syn::ItemImpl,
    library_names: &BTreeSet<String>,
    aliases: &BTreeMap<String, BTreeSet<String>>,
    used: &BTreeSet<String>,
) -> bool {
    let params: BTreeSet<String> = imp
        .generics
        .params
        .iter()
        .map(|p| match p {
            syn::GenericParam::Type(t) => t.ident.to_string(),
            syn::GenericParam::Lifetime(l) => l.lifetime.ident.to_string(),
            syn::GenericParam::Const(c) => c.ident.to_string(),
        })
        .collect();
    let library = |names: BTreeSet<String>| -> BTreeSet<String> {
        names
            .into_iter()
            .filter(|n| library_names.contains(n) && !params.contains(n))
            .collect()
    };
    let mut written = BTreeSet::new();
    idents(&imp.self_ty.to_token_stream(), &mut written);
    let written: BTreeSet<String> = written
        .into_iter()
        .filter(|n| !params.contains(n))
        .collect();
    let self_names = library(through_aliases(written, aliases));
    let any_used = |names: &BTreeSet<String>| names.iter().any(|n| used.contains(n));
    let trait_names = match &imp.trait_ {
        Some((path, _)) => {
            let mut names = BTreeSet::new();
            idents(&path.to_token_stream(), &mut names);
            library(names)
        }
        None => BTreeSet::new(),
    };
    if self_names.iter().any(|n| !aliases.contains_key(n)) {
        return any_used(&self_names) && (trait_names.is_empty() || any_used(&trait_names));
    }
    impl_header(imp)
        .iter()
        .any(|n| library_names.contains(n) && used.contains(n))
}
