/// Every position one move away from `position`, by the rules alone: no
/// formula, no Grundy values. Keep positions canonical (e.g. sorted).
#[allow(clippy::ptr_arg)] // The search hands over &P, and P is Vec<_>.
pub fn moves(position: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
    unimplemented!("moves: the game's moves from {position:?} by its rules")
}

/// The input layout `run` reads (`test_support::shape::pairs::read` parses
/// it back, for `reference`).
#[allow(dead_code)]
pub fn input(pairs: &[(u64, u64)]) -> String {
    test_support::shape::pairs::input(pairs)
}
