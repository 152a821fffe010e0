//! A package's statement from `judge-data/<id>/STATEMENT.md`: its sections
//! for a solver (the rules, the input and output, the constraints, an
//! interactive problem's protocol and transcript), without what the format
//! shows or states apart (the samples, which the tools render from
//! `data/sample/`; the judging, which the package states in `problem.yaml`
//! and says in a section of its own) or what concerns this workspace alone
//! (where to submit in Rust, its judge data); as Markdown where the format
//! takes it, else converted to LaTeX (the subset the statements use:
//! headings, paragraphs, lists, fenced blocks, inline code, links,
//! emphasis).

/// Sections left out of a package's statement (their heading's text).
const LEFT_OUT: [&str; 7] = [
    "Samples",
    "Where to submit in Rust",
    "Submitting in Rust",
    "This problem's judge data",
    "Judging",
    "Checking",
    "Related problem (not this format)",
];

/// The statement's Markdown for a package: the sections a solver reads,
/// then `judging` as a section of its own; the title and the lines before
/// the first section (the statement's address and judge, which
/// `problem.yaml` holds) go. Paths of this workspace are named as the
/// package has them (`spec_path` becomes `validator_path`).
pub fn markdown(statement: &str, judging: &str, spec_path: &str, validator_path: &str) -> String {
    let mut out = String::new();
    let mut keep = false;
    for line in statement.lines() {
        if let Some(title) = line.strip_prefix("## ") {
            keep = !LEFT_OUT.contains(&title.trim());
        } else if line.starts_with("# ") {
            keep = false;
            continue;
        }
        if keep {
            out.push_str(&line.replace(spec_path, validator_path));
            out.push('\n');
        }
    }
    let mut out = out.trim_end().to_string();
    out.push_str("\n\n## Judging\n\n");
    out.push_str(judging);
    out.push('\n');
    out
}

/// Markdown (the subset the statements use) as LaTeX, after
/// `\problemname{name}`.
pub fn latex(name: &str, markdown: &str) -> String {
    let mut out = format!("\\problemname{{{}}}\n\n", escape(name));
    let mut lines = markdown.lines().peekable();
    let mut in_list = false;
    let mut paragraph: Vec<String> = Vec::new();
    let flush = |paragraph: &mut Vec<String>, out: &mut String| {
        if !paragraph.is_empty() {
            out.push_str(&inline(&paragraph.join(" ")));
            out.push_str("\n\n");
            paragraph.clear();
        }
    };
    while let Some(line) = lines.next() {
        let trimmed = line.trim_end();
        if let Some(fence) = trimmed.strip_prefix("```") {
            let _ = fence;
            flush(&mut paragraph, &mut out);
            if in_list {
                out.push_str("\\end{itemize}\n\n");
                in_list = false;
            }
            out.push_str("\\begin{verbatim}\n");
            for code in lines.by_ref() {
                if code.trim_end() == "```" {
                    break;
                }
                out.push_str(code);
                out.push('\n');
            }
            out.push_str("\\end{verbatim}\n\n");
        } else if let Some(title) = trimmed.strip_prefix("## ") {
            flush(&mut paragraph, &mut out);
            if in_list {
                out.push_str("\\end{itemize}\n\n");
                in_list = false;
            }
            out.push_str(&format!("\\section*{{{}}}\n\n", inline(title)));
        } else if let Some(item) = trimmed.strip_prefix("- ") {
            flush(&mut paragraph, &mut out);
            if !in_list {
                out.push_str("\\begin{itemize}\n");
                in_list = true;
            }
            let mut text = item.to_string();
            while let Some(next) = lines.peek() {
                if next.starts_with("  ") && !next.trim().is_empty() {
                    text.push(' ');
                    text.push_str(next.trim());
                    lines.next();
                } else {
                    break;
                }
            }
            out.push_str(&format!("  \\item {}\n", inline(&text)));
        } else if trimmed.is_empty() {
            flush(&mut paragraph, &mut out);
            if in_list && !lines.peek().is_some_and(|l| l.starts_with("- ")) {
                out.push_str("\\end{itemize}\n\n");
                in_list = false;
            }
        } else {
            if in_list {
                out.push_str("\\end{itemize}\n\n");
                in_list = false;
            }
            paragraph.push(trimmed.trim().to_string());
        }
    }
    flush(&mut paragraph, &mut out);
    if in_list {
        out.push_str("\\end{itemize}\n");
    }
    out
}

/// One paragraph's inline Markdown as LaTeX: `code`, **bold**, *emphasis*,
/// <address> and [text](address), the rest escaped.
fn inline(text: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let find = |from: usize, what: &str| -> Option<usize> {
        let rest: String = chars[from..].iter().collect();
        rest.find(what).map(|b| from + rest[..b].chars().count())
    };
    while i < chars.len() {
        let c = chars[i];
        if c == '`' {
            if let Some(end) = find(i + 1, "`") {
                let code: String = chars[i + 1..end].iter().collect();
                out.push_str(&format!("\\texttt{{{}}}", escape(&code)));
                i = end + 1;
                continue;
            }
        }
        if c == '*' && chars.get(i + 1) == Some(&'*') {
            if let Some(end) = find(i + 2, "**") {
                let bold: String = chars[i + 2..end].iter().collect();
                out.push_str(&format!("\\textbf{{{}}}", inline(&bold)));
                i = end + 2;
                continue;
            }
        }
        if c == '*' && chars.get(i + 1).is_some_and(|n| !n.is_whitespace()) {
            if let Some(end) = find(i + 1, "*") {
                let em: String = chars[i + 1..end].iter().collect();
                out.push_str(&format!("\\emph{{{}}}", inline(&em)));
                i = end + 1;
                continue;
            }
        }
        if c == '<' {
            if let Some(end) = find(i + 1, ">") {
                let address: String = chars[i + 1..end].iter().collect();
                if address.starts_with("http") {
                    out.push_str(&format!("\\url{{{}}}", url(&address)));
                    i = end + 1;
                    continue;
                }
            }
        }
        if c == '[' {
            if let Some(close) = find(i + 1, "](") {
                if let Some(end) = find(close + 2, ")") {
                    let label: String = chars[i + 1..close].iter().collect();
                    let address: String = chars[close + 2..end].iter().collect();
                    out.push_str(&format!(
                        "\\href{{{}}}{{{}}}",
                        url(&address),
                        inline(&label)
                    ));
                    i = end + 1;
                    continue;
                }
            }
        }
        out.push_str(&escape(&c.to_string()));
        i += 1;
    }
    out
}

/// An address inside `\url{}` or `\href{}{}`: `%` and `#` escaped.
fn url(address: &str) -> String {
    address.replace('%', "\\%").replace('#', "\\#")
}

/// Text with LaTeX's special characters escaped and the statements'
/// symbols written as LaTeX does.
pub fn escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '#' | '$' | '%' | '&' | '_' => {
                out.push('\\');
                out.push(c);
            }
            '~' => out.push_str("\\textasciitilde{}"),
            '^' => out.push_str("\\textasciicircum{}"),
            '<' => out.push_str("\\textless{}"),
            '>' => out.push_str("\\textgreater{}"),
            '|' => out.push_str("\\textbar{}"),
            '≤' => out.push_str("$\\le$"),
            '≥' => out.push_str("$\\ge$"),
            '×' => out.push_str("$\\times$"),
            '⊗' => out.push_str("$\\otimes$"),
            '⊙' => out.push_str("$\\odot$"),
            '⊕' => out.push_str("$\\oplus$"),
            '·' => out.push_str("$\\cdot$"),
            '→' => out.push_str("$\\to$"),
            '−' => out.push_str("$-$"),
            '—' => out.push_str("---"),
            '–' => out.push_str("--"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn sections_for_a_solver_stay_and_the_judging_is_the_packages() {
        let md = "# x: statement summary\n\nStatement: <https://a.b>\n\n## Rules\n\nTake 1 to m.\n\n## Samples\n\n```\n1\n```\n\n## Judging\n\nTokens.\n";
        let out = super::markdown(md, "Case-sensitive tokens.", "s.rs", "v.rs");
        assert_eq!(
            out,
            "## Rules\n\nTake 1 to m.\n\n## Judging\n\nCase-sensitive tokens.\n"
        );
    }

    #[test]
    fn markdown_becomes_latex() {
        let tex = super::latex(
            "A & B",
            "## Input\n\n- `n m`, with n ≤ 10^9\n  and m_i *small*\n- **one** <https://x.y/a%20b>\n\nText [here](https://z) 50%.\n\n```\n2\n3 4\n```\n",
        );
        assert_eq!(
            tex,
            "\\problemname{A \\& B}\n\n\\section*{Input}\n\n\\begin{itemize}\n  \\item \\texttt{n m}, with n $\\le$ 10\\textasciicircum{}9 and m\\_i \\emph{small}\n  \\item \\textbf{one} \\url{https://x.y/a\\%20b}\n\\end{itemize}\n\nText \\href{https://z}{here} 50\\%.\n\n\\begin{verbatim}\n2\n3 4\n\\end{verbatim}\n\n"
        );
    }
}
