//! Loading: a source file parsed, cleaned (`clean.rs`), checked
//! (`refuse.rs`), and its out-of-line modules inlined from their files,
//! each loaded the same way. Invariant: every file that ends up in a
//! problem's bundle, nested modules' too, went through [`Cleaner`] and
//! [`Refusals`] before it was inlined; a package program's libraries
//! ([`super::program`]) are checked after shaking instead, item by kept
//! item ([`refuse_kept`]), so what the program never reaches (a test
//! helper that reads cargo's environment) does not stop it.

use std::fs;
use std::path::{Path, PathBuf};

use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::Item;

use super::clean::Cleaner;
use super::line;
use super::refuse::Refusals;
use crate::Result;

pub(super) fn parse(path: &Path, shown: &str) -> Result<syn::File> {
    let text = fs::read_to_string(path).map_err(|e| format!("{shown}: {e}"))?;
    syn::parse_file(&text)
        .map_err(|e| format!("{shown}:{}: cannot parse: {e}", e.span().start().line))
}

/// Cleans and checks one source file (`shown`: its path from the workspace
/// `root`; `root_file`: a crate root or a `mod.rs`, whose
/// modules sit beside it rather than in a folder of its name), then inlines
/// each of its out-of-line modules, `mod x;` becoming `mod x { ... }` from
/// `x.rs` or `x/mod.rs`, each loaded the same way (nested ones too). A
/// `#[cfg]`-ed module is resolved before its file is looked for.
pub(super) fn load(
    file: &mut syn::File,
    root: &Path,
    shown: &Path,
    root_file: bool,
    modules: &[String],
    refuse: bool,
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
    if refuse {
        let mut refusals = Refusals {
            shown: &shown_text,
            modules,
            error: None,
        };
        refusals.visit_file(file);
        if let Some(e) = refusals.error {
            return Err(e);
        }
    }
    let parent = shown.parent().unwrap_or(Path::new(""));
    let children = if root_file {
        parent.to_path_buf()
    } else {
        parent.join(shown.file_stem().unwrap_or_default())
    };
    inline_modules(
        &mut file.items,
        root,
        &children,
        (!refuse).then_some(parent),
        &shown_text,
        modules,
        refuse,
    )
}

/// The file a `#[path = "..."]` on `m` names, from `file_dir` (the folder
/// of the file that declares it, as rustc reads it there); `None` without
/// the attribute.
fn path_attribute(m: &mut syn::ItemMod, file_dir: &Path, shown: &str) -> Result<Option<PathBuf>> {
    let Some(i) = m.attrs.iter().position(|a| a.path().is_ident("path")) else {
        return Ok(None);
    };
    let value = match &m.attrs[i].meta {
        syn::Meta::NameValue(syn::MetaNameValue {
            value:
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }),
            ..
        }) => s.value(),
        _ => return Err(format!("{shown}:{}: #[path] takes a string", line(&*m))),
    };
    m.attrs.remove(i);
    Ok(Some(file_dir.join(value)))
}

/// [`load`]'s second half: the out-of-line modules among `items`, whose
/// files sit in `dir` (from the workspace root); inline modules are walked
/// with `dir` one folder deeper. Where `file_dir` is given (the folder of
/// the file, for a package program's part and libraries, whose refusals
/// come after shaking), a module of the file's own items with
/// `#[path = "f.rs"]` is inlined from `file_dir/f.rs` (a problem's
/// bundle refuses #[path]).
fn inline_modules(
    items: &mut [Item],
    root: &Path,
    dir: &Path,
    file_dir: Option<&Path>,
    shown: &str,
    modules: &[String],
    refuse: bool,
) -> Result<()> {
    for item in items.iter_mut() {
        let Item::Mod(m) = item else { continue };
        let name = m.ident.to_string();
        let named = match file_dir {
            Some(file_dir) if m.content.is_none() => path_attribute(m, file_dir, shown)?,
            _ => None,
        };
        match &mut m.content {
            Some((_, inner)) => {
                inline_modules(inner, root, &dir.join(&name), None, shown, modules, refuse)?
            }
            None => {
                let flat = dir.join(format!("{name}.rs"));
                let nested = dir.join(&name).join("mod.rs");
                let (path, root_file) = if let Some(path) = named {
                    if !root.join(&path).is_file() {
                        return Err(format!(
                            "{shown}:{}: `mod {name};`: #[path] names {}, which does not exist",
                            line(&*m),
                            path.display()
                        ));
                    }
                    // rustc reads a #[path] file's own modules beside it.
                    (path, true)
                } else if root.join(&flat).is_file() {
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
                load(&mut file, root, &path, root_file, modules, refuse)?;
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

/// The refusals of [`Refusals`] over what shaking kept of a file loaded
/// without them (`shown`: the file from the workspace root, a crate root
/// or a `mod.rs` when `root_file`): each kept item is checked, and each
/// module inlined from a file is checked as that file, so a refusal names
/// the file and line it is on.
pub(super) fn refuse_kept(
    items: &[Item],
    root: &Path,
    shown: &Path,
    root_file: bool,
    modules: &[String],
) -> Result<()> {
    let shown_text = shown.display().to_string();
    let parent = shown.parent().unwrap_or(Path::new(""));
    let dir = if root_file {
        parent.to_path_buf()
    } else {
        parent.join(shown.file_stem().unwrap_or_default())
    };
    for item in items {
        if let Item::Mod(m) = item {
            let name = m.ident.to_string();
            let flat = dir.join(format!("{name}.rs"));
            let nested = dir.join(&name).join("mod.rs");
            let inner = m.content.as_ref().map_or(&[][..], |(_, i)| &i[..]);
            if root.join(&flat).is_file() {
                refuse_kept(inner, root, &flat, false, modules)?;
                continue;
            }
            if root.join(&nested).is_file() {
                refuse_kept(inner, root, &nested, true, modules)?;
                continue;
            }
        }
        let mut refusals = Refusals {
            shown: &shown_text,
            modules,
            error: None,
        };
        refusals.visit_item(item);
        if let Some(e) = refusals.error {
            return Err(e);
        }
    }
    Ok(())
}
