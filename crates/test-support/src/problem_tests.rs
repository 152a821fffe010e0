//! [`problem_tests!`](crate::problem_tests!): the tests every problem
//! declares once.

/// The tests every problem declares once, at the end of its `src/tests.rs`,
/// from its `run` (or, interactive, its `play` and its jury's `referee`) and
/// its spec ([`spec`](mod@crate::spec), `examples/<id>-spec.rs` included as a module):
/// - `samples_get_the_statements_answers`: every `judge-data/<id>/sample-N`,
///   answered exactly as stored (or, where the spec has `agree`, rightly);
/// - `judge_data_is_answered_as_judged`: every stored case, answered as
///   the judge accepts ours: byte for byte the `.ans` (where the spec has
///   `agree`, by it, the checker's rule; interactive, the jury's win),
///   stopping at the first case that is not: what `scripts/mutants` runs
///   alone, so that it measures the judge data
///   ([`judged`](crate::run::judged));
/// - `judge_data_inputs_meet_the_constraints`: every stored input passes
///   the spec's `validate` ([`input_problems`](crate::input_problems));
/// - `validate_rejects_the_generic_invalid_inputs`: the field's generic
///   invalid inputs made from each stored input (BAPCtools' and
///   problemtools', [`strict::invalidations`](crate::strict::invalidations)),
///   each rejected by the spec's `validate`;
/// - `judge_data_answers_are_backed_independently`: every stored answer
///   equals its backing apart from the solution ([`answer_problems`](crate::answer_problems));
/// - `stress_matches_the_reference_on_random_small_inputs`: the solution on
///   the spec's random (and boundary) inputs against its `reference`
///   ([`stress::in_process`](crate::stress::in_process)).
///
/// ```ignore
/// #[path = "../examples/hdu1846-brave-game-spec.rs"]
/// mod spec;
///
/// test_support::problem_tests! { run: super::run, spec: spec::spec() }
/// // interactive:
/// test_support::problem_tests! {
///     play: super::play, referee: jury::referee, spec: spec::spec()
/// }
/// ```
#[macro_export]
macro_rules! problem_tests {
    (run: $run:expr, spec: $spec:expr $(,)?) => {
        #[test]
        fn samples_get_the_statements_answers() {
            let spec = $spec;
            for (name, input, answer) in $crate::samples(env!("CARGO_PKG_NAME")) {
                match ($crate::run_str($run, &input), spec.agree) {
                    // Many answers are right: the spec's `agree` judges.
                    (Ok(got), Some(agree)) => {
                        if let Err(why) = agree(&input, &answer, &got) {
                            panic!("{name}: {got:?} is wrong: {why}");
                        }
                    }
                    (Ok(got), None) => assert_eq!(got, answer, "{name}"),
                    (Err(e), _) => panic!("{name}: rejected: {e}"),
                }
            }
        }

        #[test]
        fn judge_data_is_answered_as_judged() {
            let spec = $spec;
            for case in $crate::stored_cases(&$crate::judge_data_dir(spec.package)) {
                let got = $crate::run_str($run, &case.input).map_err(|e| e.to_string());
                if let Err(why) = $crate::run::judged(&spec, &case.input, &case.answer, got) {
                    panic!("judge-data/{}/{}: {why}", spec.package, case.stem);
                }
            }
        }

        #[test]
        fn stress_matches_the_reference_on_random_small_inputs() {
            let run = |input: &str| -> Result<String, String> {
                $crate::run_str($run, input).map_err(|e| e.to_string())
            };
            $crate::stress::in_process(&$spec, $crate::stress::Subject::Run(&run));
        }

        $crate::problem_tests!(@data $spec);
    };
    (play: $play:expr, referee: $referee:expr, spec: $spec:expr $(,)?) => {
        #[test]
        fn samples_get_the_statements_answers() {
            for (name, input, answer) in $crate::samples(env!("CARGO_PKG_NAME")) {
                if let Err(e) = $crate::jury::play_in_process($play, $referee, &input, &answer) {
                    panic!("{name}: {e}");
                }
            }
        }

        #[test]
        fn judge_data_is_answered_as_judged() {
            let spec = $spec;
            for case in $crate::stored_cases(&$crate::judge_data_dir(spec.package)) {
                if let Err(e) =
                    $crate::jury::play_in_process($play, $referee, &case.input, &case.answer)
                {
                    panic!("judge-data/{}/{}: {e}", spec.package, case.stem);
                }
            }
        }

        #[test]
        fn stress_matches_the_reference_on_random_small_inputs() {
            let play = |input: &str, answer: &str| {
                $crate::jury::play_in_process($play, $referee, input, answer)
            };
            $crate::stress::in_process(&$spec, $crate::stress::Subject::Play(&play));
        }

        $crate::problem_tests!(@data $spec);
    };
    (@data $spec:expr) => {
        #[test]
        fn judge_data_inputs_meet_the_constraints() {
            let spec = $spec;
            let problems = $crate::input_problems(&$crate::judge_data_dir(spec.package), spec.validate);
            assert!(problems.is_empty(), "judge-data/{}:\n{}", spec.package, problems.join("\n"));
        }

        #[test]
        fn validate_rejects_the_generic_invalid_inputs() {
            let spec = $spec;
            let problems = $crate::strict::invalidation_problems(&$crate::judge_data_dir(spec.package), spec.validate);
            assert!(problems.is_empty(), "judge-data/{}: the spec's validate accepts invalid inputs:\n{}", spec.package, problems.join("\n"));
        }

        #[test]
        fn judge_data_answers_are_backed_independently() {
            let spec = $spec;
            let problems = $crate::answer_problems(&$crate::judge_data_dir(spec.package), &spec);
            assert!(
                problems.is_empty(),
                "judge-data/{} (scripts/generate {} rewrites the generated cases):\n{}",
                spec.package,
                spec.package,
                problems.join("\n")
            );
        }
    };
}
