//! Printing: the tree in rustfmt's layout by `prettyplease`, but for each
//! `macro_rules!` body, which keeps the text its source gave it (prettyplease
//! prints a macro body as loose tokens, `fn f(buf : & [u8])`); then indented
//! with one tab per level, as rustfmt's `hard_tabs` would (every pasted line
//! sits one level deeper, so spaces would cost four bytes a level).
//! Invariants: a body spliced in has exactly the tokens of the tree's body
//! (the paths the bundler rewrote in it included), else the printed body
//! stays; the tabbed text has exactly the tokens of the spaced one,
//! literals as written, else the spaces stay.

use std::collections::BTreeSet;
use std::ops::Range;

use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::visit_mut::VisitMut;
use syn::{Item, MacroDelimiter};

/// Stands for a macro body while the tree is printed: `{PLACEHOLDER}N_`.
const PLACEHOLDER: &str = "__bundle_macro_body_";

/// `items` with a blank line between two items, but for consecutive `use`
/// items: prettyplease prints an empty verbatim item as a blank line.
pub(super) fn spaced(items: Vec<Item>) -> Vec<Item> {
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

/// `file` printed by prettyplease, each `macro_rules!` body (its braces
/// and what is inside) as its source wrote it, re-indented to where the
/// macro now sits, without comments (a bundle keeps none but the header),
/// and with the tokens the bundler inserted and removed (see
/// `paths::rewrite_tokens`). A body whose text cannot be had that way (in
/// parentheses or brackets rather than braces, with a doc comment in it, a
/// token without a place in the source) is printed by prettyplease, as
/// are all of them when one cannot be spliced in. Indented with tabs (see
/// [`with_tabs`]).
pub(super) fn print(file: &syn::File) -> String {
    let mut marked = file.clone();
    let mut marker = Marker { bodies: Vec::new() };
    marker.visit_file_mut(&mut marked);
    let spaced = if marker.bodies.is_empty() {
        prettyplease::unparse(file)
    } else {
        splice(&prettyplease::unparse(&marked), &marker.bodies)
            .unwrap_or_else(|| prettyplease::unparse(file))
    };
    with_tabs(&spaced)
}

/// `text` with each line's leading spaces as one tab per four (spaces left
/// over stay), but for the lines that begin inside a literal (a multi-line
/// string or raw string, a block doc comment), which keep their text.
/// `text` itself when it does not lex, or when the tabbed text does not
/// lex to the same tokens, literals as written (a literal whose lines were
/// not found would differ).
pub(super) fn with_tabs(text: &str) -> String {
    let Ok(tokens) = text.parse::<TokenStream>() else {
        return text.to_string();
    };
    let mut inside = BTreeSet::new();
    lines_inside_literals(tokens.clone(), &mut inside);
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split_inclusive('\n').enumerate() {
        // Spans count lines from 1.
        if inside.contains(&(i + 1)) {
            out.push_str(line);
            continue;
        }
        let spaces = line.len() - line.trim_start_matches(' ').len();
        out.extend(std::iter::repeat('\t').take(spaces / 4));
        out.push_str(&line[spaces / 4 * 4..]);
    }
    match out.parse::<TokenStream>() {
        Ok(tabbed) if tabbed.to_string() == tokens.to_string() => out,
        _ => text.to_string(),
    }
}

/// Into `into`, the lines (from 1) that begin inside a literal of
/// `tokens`: each but the first line of a literal's span.
fn lines_inside_literals(tokens: TokenStream, into: &mut BTreeSet<usize>) {
    for tree in tokens {
        match tree {
            TokenTree::Group(g) => lines_inside_literals(g.stream(), into),
            TokenTree::Literal(lit) => {
                let span = lit.span();
                into.extend(span.start().line + 1..=span.end().line);
            }
            _ => {}
        }
    }
}

/// A macro body whose source text stands in for its printed tokens.
struct Body {
    /// The macro's name.
    name: String,
    /// `{ ... }` as the source wrote it, with the bundler's rewrites.
    text: String,
    /// The indentation of the macro in its source.
    indent: usize,
    /// The tokens the text must have (the tree's, printed).
    tokens: String,
}

/// Replaces each `macro_rules!` body that has a source text by a rule
/// whose expansion is a placeholder (prettyplease prints only rules), and
/// keeps the text.
struct Marker {
    bodies: Vec<Body>,
}

impl VisitMut for Marker {
    fn visit_item_macro_mut(&mut self, m: &mut syn::ItemMacro) {
        let (Some(name), MacroDelimiter::Brace(brace)) = (&m.ident, &m.mac.delimiter) else {
            return;
        };
        if !m.mac.path.is_ident("macro_rules") {
            return;
        }
        let Some(text) = source_body(brace.span.join(), &m.mac.tokens) else {
            return;
        };
        // The indentation of the closing brace when it is alone on its
        // line, else the column of `macro_rules`.
        let last = text.rsplit('\n').next().unwrap_or("");
        let indent = if last.trim() == "}" {
            last.len() - last.trim_start().len()
        } else {
            m.mac
                .path
                .segments
                .first()
                .map_or(0, |s| s.ident.span().start().column)
        };
        let placeholder = Ident::new(
            &format!("{PLACEHOLDER}{}_", self.bodies.len()),
            Span::call_site(),
        );
        self.bodies.push(Body {
            name: name.to_string(),
            text,
            indent,
            tokens: m.mac.tokens.to_string(),
        });
        m.mac.tokens = quote::quote!(() => { #placeholder });
    }
}

/// `printed` with each placeholder's macro body replaced by its text;
/// `None` when a placeholder is not found once, in a macro printed as
/// [`Marker`] left it, or a text does not give the body's tokens.
fn splice(printed: &str, bodies: &[Body]) -> Option<String> {
    let mut out = printed.to_string();
    for (i, body) in bodies.iter().enumerate() {
        let placeholder = format!("{PLACEHOLDER}{i}_");
        if out.matches(&placeholder).count() != 1 {
            return None;
        }
        let at = out.find(&placeholder)?;
        let head = format!("macro_rules! {} {{", body.name);
        let open = out[..at].rfind(&head)? + head.len() - 1;
        let between: String = out[open..at].split_whitespace().collect();
        if between != "{()=>{" {
            return None;
        }
        // After the placeholder: `}`, `;` and the macro's `}`.
        let rest = &out[at + placeholder.len()..];
        let mut close = None;
        let mut expect = ['}', ';', '}'].into_iter().peekable();
        for (j, c) in rest.char_indices() {
            if c.is_whitespace() {
                continue;
            }
            if expect.next() != Some(c) {
                return None;
            }
            if expect.peek().is_none() {
                close = Some(at + placeholder.len() + j);
                break;
            }
        }
        let close = close?;
        let line_start = out[..open].rfind('\n').map_or(0, |n| n + 1);
        let line = &out[line_start..open];
        let indent = line.len() - line.trim_start_matches(' ').len();
        let text = reindent(&body.text, body.indent, indent)?;
        let inner = &text[1..text.len() - 1];
        if inner.parse::<TokenStream>().ok()?.to_string() != body.tokens {
            return None;
        }
        out.replace_range(open..=close, &text);
    }
    Some(out)
}

/// `text` with every line but the first moved from indentation `from` to
/// `to`; lines of whitespace alone left empty. `None` when a line is less
/// indented than `from` would remove.
fn reindent(text: &str, from: usize, to: usize) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i == 0 {
            out.push_str(line);
            continue;
        }
        out.push('\n');
        if line.trim().is_empty() {
            continue;
        }
        if to >= from {
            out.push_str(&" ".repeat(to - from));
            out.push_str(line);
        } else {
            out.push_str(line.strip_prefix(&" ".repeat(from - to))?);
        }
    }
    Some(out)
}

/// The text of a macro body (`whole`: the span of its braces) as its
/// source wrote it, with `tokens` (the body, rewritten) placed in it: each
/// token the source has at its place, each the bundler inserted (which
/// has no place) before the next that has one, and what lies between two
/// tokens kept but for comments and the tokens the bundler removed.
/// `None` when the span has no source text, or a token does not lie
/// after the one before it in the source (a doc comment is several tokens
/// in one place).
fn source_body(whole: Span, tokens: &TokenStream) -> Option<String> {
    let source = whole.source_text()?;
    let range = whole.byte_range();
    if !source.starts_with('{') || !source.ends_with('}') || range.len() != source.len() {
        return None;
    }
    let mut rebuild = Rebuild {
        source: &source,
        base: range.start,
        pos: range.start + 1,
        out: String::from("{"),
        pending: String::new(),
    };
    rebuild.walk(tokens.clone())?;
    rebuild.place(range.end - 1..range.end)?;
    Some(rebuild.out)
}

/// The state of [`source_body`]: the text so far, and where in the source.
struct Rebuild<'a> {
    source: &'a str,
    /// The byte offset of `source` in its file (spans give file offsets).
    base: usize,
    /// The file offset up to which the source is placed.
    pos: usize,
    out: String,
    /// Inserted tokens waiting for the next placed one.
    pending: String,
}

impl Rebuild<'_> {
    fn walk(&mut self, tokens: TokenStream) -> Option<()> {
        for tree in tokens {
            match tree {
                TokenTree::Group(g) => {
                    let (open, close) = (g.span_open().byte_range(), g.span_close().byte_range());
                    if open.is_empty() || close.is_empty() {
                        return None;
                    }
                    self.place(open)?;
                    self.walk(g.stream())?;
                    self.place(close)?;
                }
                other => {
                    let range = other.span().byte_range();
                    if range.is_empty() {
                        let text = other.to_token_stream().to_string();
                        push_word(&mut self.pending, &text);
                    } else {
                        self.place(range)?;
                    }
                }
            }
        }
        Some(())
    }

    /// Places the source's token at `range` (file offsets), after what lies
    /// before it (cleaned) and the inserted tokens waiting.
    fn place(&mut self, range: Range<usize>) -> Option<()> {
        if range.start < self.pos {
            return None;
        }
        let gap = self
            .source
            .get(self.pos - self.base..range.start - self.base)?;
        push_word(&mut self.out, &clean_gap(gap));
        let pending = std::mem::take(&mut self.pending);
        push_word(&mut self.out, &pending);
        let token = self
            .source
            .get(range.start - self.base..range.end - self.base)?;
        push_word(&mut self.out, token);
        self.pos = range.end;
        Some(())
    }
}

/// Appends `text` to `out`, with a space between when two words would
/// otherwise run together.
fn push_word(out: &mut String, text: &str) {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    if word(out.chars().next_back()) && word(text.chars().next()) {
        out.push(' ');
    }
    out.push_str(text);
}

/// What lies between two tokens of a macro body (whitespace, comments, and
/// tokens the bundler removed): its whitespace, without a line that held
/// only what is dropped; a gap within one line that held something else
/// than whitespace becomes one space (or nothing).
fn clean_gap(gap: &str) -> String {
    // Each line of the gap: the whitespace it keeps, whether it dropped
    // anything.
    let mut lines: Vec<(String, bool)> = vec![(String::new(), false)];
    let mut chars = gap.chars().peekable();
    let (mut depth, mut line_comment) = (0usize, false);
    while let Some(c) = chars.next() {
        if c == '\n' {
            line_comment = false;
            if depth == 0 {
                lines.push((String::new(), false));
                continue;
            }
        }
        let Some(last) = lines.last_mut() else {
            continue;
        };
        let next = chars.peek().copied();
        if line_comment {
            last.1 = true;
        } else if depth > 0 {
            last.1 = true;
            if c == '*' && next == Some('/') {
                chars.next();
                depth -= 1;
            } else if c == '/' && next == Some('*') {
                chars.next();
                depth += 1;
            }
        } else if c == '/' && next == Some('/') {
            line_comment = true;
            last.1 = true;
        } else if c == '/' && next == Some('*') {
            chars.next();
            depth = 1;
            last.1 = true;
        } else if c.is_whitespace() {
            last.0.push(c);
        } else {
            last.1 = true;
        }
    }
    if let [(kept, dropped)] = lines.as_slice() {
        return if *dropped && !kept.is_empty() {
            " ".to_string()
        } else {
            kept.clone()
        };
    }
    let n = lines.len();
    let mut out = String::new();
    for (i, (kept, dropped)) in lines.iter().enumerate() {
        if i == 0 {
            out.push_str(if *dropped { kept.trim_end() } else { kept });
        } else if i + 1 == n || !dropped {
            out.push('\n');
            out.push_str(kept);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{clean_gap, print, with_tabs};

    #[test]
    fn gaps_lose_comments_and_removed_tokens() {
        assert_eq!(clean_gap("\n    "), "\n    ");
        assert_eq!(clean_gap("\n    // a comment\n    "), "\n    ");
        assert_eq!(clean_gap(" // a comment\n    "), "\n    ");
        assert_eq!(clean_gap("\n    /* one\n two */\n    "), "\n    ");
        assert_eq!(clean_gap("\n\n    "), "\n\n    ");
        assert_eq!(clean_gap(" ::"), " ");
        assert_eq!(clean_gap("::"), "");
        assert_eq!(clean_gap("/* a /* nested */ one */"), "");
    }

    #[test]
    fn a_macro_body_keeps_its_source_text() {
        let source = "mod m {\n    macro_rules! twice {\n        ($x:expr) => {\n            // a comment\n            f(&[$x, $x])\n        };\n    }\n}\n";
        let printed = print(&syn::parse_file(source).unwrap());
        assert_eq!(
            printed,
            "mod m {\n\tmacro_rules! twice {\n\t\t($x:expr) => {\n\t\t\tf(&[$x, $x])\n\t\t};\n\t}\n}\n"
        );
    }

    #[test]
    fn a_macro_moves_to_its_new_indentation() {
        let source = "macro_rules! one {\n    () => {\n        1\n    };\n}\n";
        let mut file = syn::parse_file(source).unwrap();
        let item = file.items.remove(0);
        let wrapped: syn::File = syn::parse_quote!(
            mod outer {}
        );
        let mut wrapped = wrapped;
        if let syn::Item::Mod(m) = &mut wrapped.items[0] {
            m.content.as_mut().unwrap().1.push(item);
        }
        assert_eq!(
            print(&wrapped),
            "mod outer {\n\tmacro_rules! one {\n\t\t() => {\n\t\t\t1\n\t\t};\n\t}\n}\n"
        );
    }

    #[test]
    fn code_is_indented_with_tabs_and_literals_keep_their_spaces() {
        let source = "mod m {\n    /** A block doc\n        of two lines. */\n    fn f() -> [&'static str; 2] {\n        [\n            \"one\n    two\",\n            r#\"three\n        four\"#,\n        ]\n    }\n}\n";
        assert_eq!(
            with_tabs(source),
            "mod m {\n\t/** A block doc\n        of two lines. */\n\tfn f() -> [&'static str; 2] {\n\t\t[\n\t\t\t\"one\n    two\",\n\t\t\tr#\"three\n        four\"#,\n\t\t]\n\t}\n}\n"
        );
        // Two spaces left over stay spaces.
        assert_eq!(
            with_tabs("fn f() {\n      g()\n}\n"),
            "fn f() {\n\t  g()\n}\n"
        );
        // What does not lex is left as it is.
        assert_eq!(with_tabs("    \"open\n"), "    \"open\n");
    }
}
