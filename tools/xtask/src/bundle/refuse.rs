//! The second pass over each loaded file: the refusals. Invariant: what a
//! bundle cannot reproduce (see the module doc of `bundle`) stops the
//! bundle with one line naming it and its place; nothing here changes the
//! tree.

use proc_macro2::{TokenStream, TokenTree};
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::{Attribute, Item};

use super::line;
use super::shake::declared;

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
