//! The names a stretch of code mentions: what tree shaking (`shake.rs`)
//! and the impls' rules (`impls.rs`) both read.

use std::collections::BTreeSet;

use proc_macro2::{Spacing, TokenStream, TokenTree};

/// Every identifier in `tokens`, and every word inside `{...}` of its
/// string literals (format macros capture names there). The name of a
/// called macro is `name!` (a macro's name in a `use` is plain), so that
/// `vec![...]` does not use a method `vec`.
pub(super) fn idents(tokens: &TokenStream, into: &mut BTreeSet<String>) {
    let mut trees = tokens.clone().into_iter().peekable();
    while let Some(tree) = trees.next() {
        match tree {
            TokenTree::Ident(id) => {
                let s = id.to_string();
                let mut name = s.strip_prefix("r#").map(str::to_string).unwrap_or(s);
                if let Some(TokenTree::Punct(p)) = trees.peek() {
                    if p.as_char() == '!' && p.spacing() == Spacing::Alone {
                        name.push('!');
                    }
                }
                into.insert(name);
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
