/// Every position one move away from `position`, by the rules alone: no
/// formula, no Grundy values. A position is a canonical edge list.
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(position: &Vec<(usize, usize)>) -> Vec<Vec<(usize, usize)>> {
    unimplemented!("moves: the game's moves from {position:?} by its rules")
}

/// The input layout `run` reads (`test_support::shape::tree::read` parses it
/// back, for `reference`; `test_support::labelled_trees(n)` enumerates
/// every tree on n vertices for the exhaustive comparison).
#[allow(dead_code)]
pub fn input(n: usize, edges: &[(usize, usize)]) -> String {
    test_support::shape::tree::input(n, edges)
}
