use super::*;

/// N, then N values on a line, then pairs one a line until the end.
fn layout(sc: &mut Strict) -> Result<(), Error> {
    let n = sc.next_in("N", 1u32, 5)?;
    sc.end_line()?;
    for _ in 0..n {
        sc.next_in("A_i", 0u64, 100)?;
    }
    sc.end_line()?;
    while !sc.is_at_end() {
        sc.next_in("x", 0u64, 9)?;
        sc.word::<u64>("y")?;
        sc.end_line()?;
    }
    Ok(())
}

fn check(input: &str) -> Result<(), String> {
    validate_str(layout, input).map_err(|e| e.to_string())
}

#[test]
fn the_exact_layout_is_accepted() {
    assert_eq!(check("2\n0 100\n"), Ok(()));
    assert_eq!(check("1\n7\n3 4\n5 6\n"), Ok(()));
}

#[test]
fn each_break_of_the_layout_is_named_with_its_line() {
    for (input, why) in [
        ("", "line 1: the input ends before N"),
        ("\n", "line 1: an empty line where N is expected"),
        (" 2\n1 2\n", "line 1: a space at the start of the line"),
        ("2 \n1 2\n", "line 1: a space at the end of the line"),
        ("2\n1  2\n", "line 2: two spaces before A_i"),
        ("2\n1\t2\n", "line 2: a tab in A_i"),
        (
            "2\r\n1 2\r\n",
            "line 1: a carriage return (CR; lines end with LF alone) in N",
        ),
        ("2\n1 2", "line 2: the input ends without a newline"),
        ("2\n1 2\n\n", "line 3: an empty line where x is expected"),
        ("2\n1\n2\n", "line 2: the line ends before A_i"),
        ("2\n1 2 3\n", "line 2: `3` after the line's last token"),
        ("2\n01 2\n", "line 2: A_i `01` has a leading zero"),
        ("2\n+1 2\n", "line 2: A_i `+1` is not an integer"),
        ("2\n-0 2\n", "line 2: A_i `-0` is not written 0"),
        (
            "2\n-1 2\n",
            "line 2: A_i `-1` is not an unsigned integer (u64)",
        ),
        ("2\n1 101\n", "line 2: A_i = 101 is outside 0..=100"),
        ("2\n1 2\n3\n", "line 3: the line ends before y"),
        (
            "2\n1 2\n3 x\n",
            "line 3: y `x` is not an unsigned integer (u64)",
        ),
        ("2\n1 2\n3 4 \n", "line 3: a space at the end of the line"),
        (
            "1\n1\n\u{20ac}\n",
            "line 3: byte 0xe2, not printable ASCII, in x",
        ),
    ] {
        assert_eq!(check(input), Err(why.to_string()), "{input:?}");
    }
    let e = validate_str(|sc| sc.next_in("N", 1u32, 5).map(drop), "2\n\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2: an empty line at the end of the input"
    );
}

#[test]
fn every_generic_invalidation_is_rejected() {
    for input in ["2\n0 100\n", "1\n7\n3 4\n5 6\n"] {
        assert_eq!(
            accepted_invalidations(|t| validate_str(layout, t), input),
            Vec::<String>::new(),
            "{input:?}"
        );
    }
}

#[test]
fn leading_zeros_go_before_every_integer() {
    assert_eq!(
        leading_zeros("12 -3\n4x5\n"),
        "000000000012 -00000000003\n00000000004x5\n"
    );
}
