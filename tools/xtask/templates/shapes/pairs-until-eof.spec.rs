/// Every position one move away from `position`, by the rules alone: no
/// formula, no Grundy values.
pub fn moves(position: &(u64, u64)) -> Vec<(u64, u64)> {
    unimplemented!("moves: the game's moves from {position:?} by its rules")
}

/// The input layout `run` reads (`test_support::shape::pairs_until_eof::read` parses it back,
/// for `reference`).
#[allow(dead_code)]
pub fn input(pairs: &[(u64, u64)]) -> String {
    test_support::shape::pairs_until_eof::input(pairs)
}
