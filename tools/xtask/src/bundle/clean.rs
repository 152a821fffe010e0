//! The first pass over each loaded file: cfgs resolved as when not
//! testing, docs dropped. Invariant: what `test` decides is resolved here
//! and what it does not is left to the judge's compiler; a cfg that `test`
//! decides where it cannot be resolved (an expression, a parameter) and a
//! `cfg(feature)` (in an undecided `cfg_attr` too) are errors, never kept.
//! A `cfg!(feature)`, and a cfg in macro tokens, are `refuse.rs`'s.

use proc_macro2::{Ident, Span};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Item, Meta, Token};

use super::line;

pub(super) fn is_doc(attr: &Attribute) -> bool {
    attr.path().is_ident("doc")
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
pub(super) struct Cleaner<'a> {
    pub(super) shown: &'a str,
    pub(super) error: Option<String>,
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
/// `test` decides it, `None` when the compiler must; a `cfg(feature)` in
/// it, given or not, is an error.
fn cfg_attr(attr: &Attribute) -> Result<Option<Vec<Attribute>>, String> {
    let args = attr
        .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
        .map_err(|e| format!("cannot read the cfg_attr: {e}"))?;
    let mut args = args.into_iter();
    let predicate = args.next().ok_or("an empty cfg_attr")?;
    Ok(match eval_cfg(&predicate)? {
        None => {
            // Left to the judge's compiler, which may give the attributes:
            // a cfg among them is held to the same rules (a feature in it
            // is refused as anywhere). A #[path] among them is refused
            // later (`refuse.rs`).
            for meta in args {
                if meta.path().is_ident("cfg") || meta.path().is_ident("cfg_attr") {
                    eval_cfg(&meta)?;
                }
            }
            None
        }
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

#[cfg(test)]
mod tests {
    use super::eval_cfg;
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
}
