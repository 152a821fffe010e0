//! The third pass over each file: paths rewritten to reach the libraries'
//! modules, in the tree and in macro tokens, and exported macros
//! re-exported. Invariant: a path that named a library crate in the
//! workspace names the same item from wherever it sits in the bundle.

use proc_macro2::{Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use syn::visit_mut::{self, VisitMut};
use syn::{Item, UseTree};

/// The third pass: paths that named a library crate reach its module. At
/// the problem's top level (the bundle's root) a library's module is in
/// scope already and its paths stay as written.
pub(super) struct Paths<'a> {
    /// The module the file becomes, for a library.
    pub(super) own: Option<&'a str>,
    pub(super) modules: &'a [String],
    /// Modules entered within the file.
    pub(super) depth: usize,
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

    fn visit_vis_restricted_mut(&mut self, v: &mut syn::VisRestricted) {
        // `pub(crate)` (and `pub(in crate)`) of a library: its crate in the
        // workspace, its module in a bundle, so that what the problem
        // cannot see there it cannot see here.
        if let (Some(own), true) = (self.own, v.path.is_ident("crate")) {
            v.in_token = Some(Default::default());
            insert_segment(&mut v.path, 1, own);
            return;
        }
        visit_mut::visit_vis_restricted_mut(self, v);
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
                let mut stream = rewrite_tokens(g.stream(), own, modules, modules_all);
                let after_pub = matches!(out.last(), Some(TokenTree::Ident(p)) if p == "pub");
                if let (Some(own), true) = (own, after_pub) {
                    // `pub(crate)` / `pub(in crate)` in a library's
                    // macro: as [`Paths::visit_vis_restricted_mut`] (where
                    // the macro is called outside the library, the compiler
                    // then refuses the path, which is not an ancestor).
                    let inner: Vec<TokenTree> = stream.clone().into_iter().collect();
                    let crate_at = match inner.as_slice() {
                        [TokenTree::Ident(c)] if c == "crate" => Some(0),
                        [TokenTree::Ident(i), TokenTree::Ident(c)] if i == "in" && c == "crate" => {
                            Some(1)
                        }
                        _ => None,
                    };
                    if let Some(at) = crate_at {
                        let mut trees = inner;
                        if at == 0 {
                            trees.insert(0, TokenTree::Ident(ident("in")));
                        }
                        trees.extend(colons());
                        trees.push(TokenTree::Ident(ident(own)));
                        stream = trees.into_iter().collect();
                    }
                }
                let mut group = Group::new(g.delimiter(), stream);
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
pub(super) fn export_macros(items: &mut Vec<Item>, _module: &str) {
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

#[cfg(test)]
mod tests {
    use super::rewrite_tokens;
    use proc_macro2::TokenStream;

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
        assert_eq!(
            rewrite("pub (crate) fn f ()", Some("judge_io")),
            "pub (in crate :: judge_io) fn f ()"
        );
        assert_eq!(
            rewrite("pub (in crate) fn f ()", Some("judge_io")),
            "pub (in crate :: judge_io) fn f ()"
        );
        assert_eq!(rewrite("pub (crate) fn f ()", None), "pub (crate) fn f ()");
    }
}
