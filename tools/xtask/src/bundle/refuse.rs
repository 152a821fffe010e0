//! The second pass over each loaded file: the refusals. Invariant: what a
//! bundle cannot reproduce (see the module doc of `bundle`) stops the
//! bundle with one line naming it and its place, under whatever name or
//! path it is reached by; nothing here changes the tree.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use quote::ToTokens;
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::{Attribute, Item, Token};

use super::line;
use super::shake::declared;

/// Macros whose expansion differs once the code is pasted elsewhere, or
/// that read files beside the source: refused when called by any path
/// (`std::file!`), when imported by `use` under another name (`use
/// std::line as here;`: an item of one of these names renamed is refused
/// too, as the `use` cannot be told from the macro's), and when a macro
/// calls a macro its caller names (`$m!()`, which may be `file!`).
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

/// Std items whose results differ once the code is pasted elsewhere (a
/// line moves, `toy_lib::Thing` becomes `toy::toy_lib::Thing`): refused
/// wherever an identifier of the name appears, code and macro tokens
/// alike, so under any path or import (`use std::any::type_name as
/// name_of;` names it too). An item of the same name is refused with
/// them, as it cannot be told from them.
pub const REFUSED_NAMES: [(&str, &str); 5] = [
    (
        "Location",
        "std::panic::Location gives a source file, line and column, which a bundle changes",
    ),
    (
        "type_name",
        "std::any::type_name gives a type's path, which a bundle changes",
    ),
    (
        "type_name_of_val",
        "std::any::type_name_of_val gives a type's path, which a bundle changes",
    ),
    (
        "TypeId",
        "std::any::TypeId is a hash of a type's path and crate, which a bundle changes",
    ),
    (
        "Backtrace",
        "std::backtrace::Backtrace gives source files and function paths, which a bundle changes",
    ),
];

/// The second pass: refuses what a bundle cannot reproduce.
pub(super) struct Refusals<'a> {
    pub(super) shown: &'a str,
    pub(super) modules: &'a [String],
    pub(super) error: Option<String>,
}

impl Refusals<'_> {
    fn fail(&mut self, node: &impl Spanned, what: String) {
        if self.error.is_none() {
            self.error = Some(format!("{}:{}: {what}", self.shown, line(node)));
        }
    }

    /// What a token stream holds that a bundle cannot reproduce (macro
    /// arguments and `macro_rules!` bodies are tokens): refused macros and
    /// names, a macro called by a name the macro's caller gives (`$m!()`,
    /// which may be `file!`), and a cfg that may read a cargo feature.
    fn scan_tokens(&mut self, tokens: &TokenStream) {
        let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
        let bang_at = |i: usize| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == '!' && p.spacing() == Spacing::Alone);
        let dollar_at =
            |i: usize| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == '$');
        for (i, tree) in trees.iter().enumerate() {
            match tree {
                TokenTree::Group(g) => self.scan_tokens(&g.stream()),
                TokenTree::Ident(ident) => {
                    let name = ident.to_string();
                    let name = name.strip_prefix("r#").unwrap_or(&name);
                    self.refuse_name(ident, name);
                    if bang_at(i + 1) {
                        if i > 0 && dollar_at(i - 1) {
                            self.fail(ident, format!("`${name}!(...)` {CALLER_NAMES}"));
                        }
                        self.refuse_macro(ident, name);
                        if name == "stringify" {
                            if let Some(TokenTree::Group(g)) = trees.get(i + 2) {
                                self.refuse_stringify(ident, &g.stream());
                            }
                        }
                    }
                    // `cfg!(...)`, and `cfg(...)` / `cfg_attr(...)` of an
                    // attribute in tokens.
                    let args = if name == "cfg" && bang_at(i + 1) {
                        trees.get(i + 2)
                    } else if name == "cfg" || name == "cfg_attr" {
                        trees.get(i + 1)
                    } else {
                        None
                    };
                    if let Some(TokenTree::Group(g)) = args {
                        if g.delimiter() == Delimiter::Parenthesis {
                            let what = if name == "cfg" && bang_at(i + 1) {
                                "cfg!"
                            } else {
                                "cfg"
                            };
                            self.refuse_cfg_tokens(ident, what, &g.stream());
                        }
                    }
                }
                TokenTree::Punct(p) if p.as_char() == '!' && bang_at(i) => {
                    // `$(...)*!(...)`: a repetition of macro variables
                    // called as a macro.
                    let repeated = matches!(trees.get(i.wrapping_sub(1)), Some(TokenTree::Punct(r)) if "*+?".contains(r.as_char()))
                        && (i >= 3
                            && dollar_at(i - 3)
                            && matches!(trees.get(i - 2), Some(TokenTree::Group(_)))
                            || i >= 4
                                && dollar_at(i - 4)
                                && matches!(trees.get(i - 3), Some(TokenTree::Group(_))));
                    let called = matches!(trees.get(i + 1), Some(TokenTree::Group(_)));
                    if repeated && called {
                        self.fail(p, format!("`$(...)*!(...)` {CALLER_NAMES}"));
                    }
                }
                _ => {}
            }
        }
    }

    /// The arguments of a `cfg!` or a cfg attribute given as tokens: a
    /// `feature` anywhere in them, or a macro variable (which the caller
    /// may give as a feature), is refused.
    fn refuse_cfg_tokens(&mut self, node: &impl Spanned, what: &str, args: &TokenStream) {
        fn holds(tokens: &TokenStream, feature: &mut bool, dollar: &mut bool) {
            for tree in tokens.clone() {
                match tree {
                    TokenTree::Group(g) => holds(&g.stream(), feature, dollar),
                    TokenTree::Ident(id) => *feature |= id == "feature" || id == "r#feature",
                    TokenTree::Punct(p) => *dollar |= p.as_char() == '$',
                    TokenTree::Literal(_) => {}
                }
            }
        }
        let (mut feature, mut dollar) = (false, false);
        holds(args, &mut feature, &mut dollar);
        if feature {
            self.fail(
                node,
                format!("{what}(feature = ...): a bundle has no cargo features"),
            );
        } else if dollar {
            self.fail(
                node,
                format!("{what}($...) tests what its caller gives, which may be a cargo feature: it cannot be bundled"),
            );
        }
    }

    /// The argument of a `stringify!`: kept when it is one identifier
    /// the bundler leaves alone, one literal, or one macro variable (`$t`),
    /// whose text no spacing changes; refused otherwise, as its text is
    /// the tokens' spacing, which prettyplease changes (`a+b` becomes
    /// `a + b`), as does a path the bundler rewrites, and which rustc
    /// itself prints in two ways (older versions space every token, newer
    /// ones keep the source's spacing).
    fn refuse_stringify(&mut self, node: &impl Spanned, args: &TokenStream) {
        let trees: Vec<TokenTree> = args.clone().into_iter().collect();
        let kept = match &trees[..] {
            [TokenTree::Literal(_)] => true,
            [TokenTree::Ident(id)] => {
                let name = id.to_string();
                !self.modules.contains(&name)
                    && !["crate", "self", "super", "Self"].contains(&name.as_str())
            }
            [TokenTree::Punct(p), TokenTree::Ident(_)] => p.as_char() == '$',
            _ => false,
        };
        if !kept {
            self.fail(
                node,
                format!(
                    "stringify!({args}): its text is the spacing of its tokens, which a bundle changes (and rustc's versions print it differently); it cannot be bundled: write the string literal"
                ),
            );
        }
    }

    fn refuse_macro(&mut self, node: &impl Spanned, name: &str) {
        if let Some((_, why)) = REFUSED_MACROS.iter().find(|(m, _)| *m == name) {
            self.fail(node, format!("{name}!(...) {why}: it cannot be bundled"));
        }
    }

    fn refuse_name(&mut self, node: &impl Spanned, name: &str) {
        if let Some((_, why)) = REFUSED_NAMES.iter().find(|(m, _)| *m == name) {
            self.fail(
                node,
                format!("`{name}`: {why}: it cannot be bundled (an item of that name cannot be told from it: rename it)"),
            );
        }
    }

    /// A `use` tree's leaves: one that imports a refused macro's name
    /// under another name is refused (`path` is the way there). Under its
    /// own name, its calls name it.
    fn refuse_use(&mut self, tree: &syn::UseTree, path: &mut Vec<String>) {
        match tree {
            syn::UseTree::Path(p) => {
                path.push(p.ident.to_string());
                self.refuse_use(&p.tree, path);
                path.pop();
            }
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    self.refuse_use(t, path);
                }
            }
            syn::UseTree::Rename(r) => {
                let name = r.ident.to_string();
                if let Some((_, why)) = REFUSED_MACROS.iter().find(|(m, _)| *m == name) {
                    let mut full = path.clone();
                    full.push(format!("{} as {}", r.ident, r.rename));
                    self.fail(
                        tree,
                        format!(
                            "`use {}`: {name}!(...) {why}: it cannot be bundled under any name (nor can an item of that name be renamed)",
                            full.join("::")
                        ),
                    );
                }
            }
            syn::UseTree::Name(_) | syn::UseTree::Glob(_) => {}
        }
    }
}

/// Why a macro called by a name its caller gives is refused.
const CALLER_NAMES: &str = "calls a macro its caller names, which may be file!, line!, module_path! or another that a bundle changes: it cannot be bundled";

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
        // A cfg_attr the cleaner left is one it could not decide: which
        // file a #[path] under it names is the judge's compiler's choice.
        if let Some(predicate) = undecided_path(attr) {
            self.fail(
                attr,
                format!("#[cfg_attr({predicate}, path = ...)]: #[path] names a file beside the source, under a cfg the bundler cannot decide: it cannot be bundled"),
            );
        }
        syn::visit::visit_attribute(self, attr);
    }

    fn visit_ident(&mut self, ident: &'ast proc_macro2::Ident) {
        let name = ident.to_string();
        self.refuse_name(ident, name.strip_prefix("r#").unwrap_or(&name));
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        let mut path = Vec::new();
        if u.leading_colon.is_some() {
            path.push(String::new());
        }
        self.refuse_use(&u.tree, &mut path);
        syn::visit::visit_item_use(self, u);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if let Some(last) = mac.path.segments.last() {
            let name = last.ident.to_string();
            self.refuse_macro(mac, &name);
            if name == "cfg" {
                self.refuse_cfg_tokens(mac, "cfg!", &mac.tokens);
            }
            if name == "stringify" {
                self.refuse_stringify(mac, &mac.tokens);
            }
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

/// The predicate of a `#[cfg_attr]` (nested ones too) that gives a
/// `#[path]`, as written.
fn undecided_path(attr: &Attribute) -> Option<String> {
    fn find(meta: &syn::Meta) -> Option<String> {
        let syn::Meta::List(list) = meta else {
            return None;
        };
        if !list.path.is_ident("cfg_attr") {
            return None;
        }
        let args = list
            .parse_args_with(Punctuated::<syn::Meta, Token![,]>::parse_terminated)
            .ok()?;
        let mut args = args.into_iter();
        let predicate = args.next()?;
        args.find_map(|m| {
            if m.path().is_ident("path") {
                Some(predicate.to_token_stream().to_string())
            } else {
                find(&m)
            }
        })
    }
    find(&attr.meta)
}
