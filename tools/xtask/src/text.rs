//! Text for people: help paragraphs filled to 76 columns, numbers and
//! sizes as they are written, plurals. Every figure in a help text is
//! formatted from the constant that defines it, through these.

/// Bytes in a MiB.
pub const MIB: u64 = 1 << 20;

/// `text` filled into lines of at most 76 columns, the first starting with
/// `first`, the others indented by `indent`; a no-break space (between a
/// figure and its unit) keeps its words on one line.
pub fn fill(first: &str, indent: usize, text: &str) -> String {
    let mut out = first.to_string();
    let mut column = first.len();
    let mut fresh = true;
    for word in text.split([' ', '\n']).filter(|w| !w.is_empty()) {
        if !fresh && column + 1 + word.len() > 76 {
            out.push('\n');
            out.push_str(&" ".repeat(indent));
            column = indent;
            fresh = true;
        }
        if !fresh {
            out.push(' ');
            column += 1;
        }
        out.push_str(&word.replace('\u{a0}', " "));
        column += word.chars().count();
        fresh = false;
    }
    out
}

/// `help` with each line over 76 columns (an option's) filled, its
/// continuation lines indented to where its text starts.
pub fn wrapped(help: &str) -> String {
    let mut out = String::new();
    for line in help.lines() {
        let indent = line.len() - line.trim_start().len();
        // Where the text starts: after the option and its gap, if any.
        let column = line[indent..].find("  ").map_or(indent, |at| {
            let gap = &line[indent + at..];
            indent + at + gap.len() - gap.trim_start().len()
        });
        if line.len() > 76 {
            out.push_str(&fill(&line[..column], column, &line[column..]));
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

/// `n thing` or `n things`.
pub fn plural(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

/// A number as it was written: 2, 2.5, 9.77.
pub fn num(x: f64) -> String {
    let s = format!("{x:.3}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// `mib` MiB as the judges publish it (256 MiB, 1 GiB), kept on one line
/// by [`fill`].
pub fn size(mib: f64) -> String {
    if mib >= 1024.0 && mib % 1024.0 == 0.0 {
        format!("{}\u{a0}GiB", mib / 1024.0)
    } else {
        format!("{mib}\u{a0}MiB")
    }
}

#[cfg(test)]
mod tests {
    use super::fill;

    #[test]
    fn fill_keeps_lines_within_76_columns() {
        let text = "word ".repeat(100);
        let filled = fill("  first ", 4, &text);
        assert!(filled.lines().all(|l| l.len() <= 76), "{filled}");
        assert!(filled.lines().skip(1).all(|l| l.starts_with("    w")));
    }
}
