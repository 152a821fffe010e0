//! Tree shaking, once every file is prepared: the library items the
//! problem's code needs. Invariant: an item is dropped only when no name it
//! declares is used by the problem or by a kept item (to a fixed point),
//! and an impl only when its self type, seen through aliases, is not used
//! or, for a trait impl on another crate's type (a primitive one
//! included), when no library name in its header is (`impls.rs`); so what
//! is dropped cannot be reached by a name, a method call, an operator or
//! an inferred type. What the rules keep beyond need costs bytes.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::Ident;
use quote::ToTokens;
use syn::{Item, UseTree};

use super::impls::{alias, impl_header, impl_needed};
pub(super) use super::names::idents;

/// The names an item declares, as code elsewhere would use them; a macro,
/// and what a `use` imports (which may be a macro), also as `name!`.
pub(super) fn declared(item: &Item) -> Vec<String> {
    let mut names = declared_plain(item);
    if matches!(item, Item::Macro(_) | Item::Use(_)) {
        let called: Vec<String> = names.iter().map(|n| format!("{n}!")).collect();
        names.extend(called);
    }
    names
}

fn declared_plain(item: &Item) -> Vec<String> {
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
                // `a::b::{self}` alone is `a::b`: `self` names the module.
                let mut prefix = prefix.clone();
                let mut t = match leaf {
                    UseTree::Name(n) if n.ident == "self" && !prefix.is_empty() => {
                        let module = prefix.pop().expect("not empty");
                        UseTree::Name(syn::UseName { ident: module })
                    }
                    UseTree::Rename(r) if r.ident == "self" && !prefix.is_empty() => {
                        let module = prefix.pop().expect("not empty");
                        UseTree::Rename(syn::UseRename {
                            ident: module,
                            ..r.clone()
                        })
                    }
                    other => other.clone(),
                };
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
pub(super) fn shake(libraries: &mut [(String, String, syn::File)], used: &mut BTreeSet<String>) {
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
    let mut aliases = BTreeMap::new();
    for ((_, _, file), places) in libraries.iter().zip(&places) {
        for path in places {
            let item = item_at(&file.items, path);
            library_names.extend(declared(item));
            alias(item, &mut aliases);
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
                        Item::Impl(imp) => impl_needed(imp, &library_names, &aliases, used),
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
