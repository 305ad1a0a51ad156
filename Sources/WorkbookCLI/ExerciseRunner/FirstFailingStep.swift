// Where `workbook hint N` opens without `--step`: at the README step of the learner's first
// failed expectation. It runs the exercise's tests the way `workbook check N` does — this
// exercise alone, in a build of its own — so another exercise that does not compile can't
// send the learner to the wrong step.


/// The step a hint opens at, and why.
public struct FirstFailingStep: Sendable, Equatable {
    /// The README step.
    public var step: Int
    /// One sentence saying how the step was chosen.
    public var reason: String

    /// Runs `exercise`'s tests in isolation and picks the step of the first failed
    /// expectation; the first step of `hints` when the tests name none, pass, or can't run.
    @MainActor
    public static func find(
        of exercise: Exercise, in catalog: ExerciseCatalog, hints: ExerciseHints,
        progress: ProgressOutput? = nil
    ) async throws(CommandError) -> FirstFailingStep {
        let firstStep = hints.steps.first ?? 1
        let status = try await ExerciseCheck.run(exercise, in: catalog, isolated: true, progress: progress)
        switch status {
        case .failing(let report):
            if let step = ExerciseCheck.step(of: report, exercise: exercise, in: catalog),
                hints.levels[step] != nil
            {
                return FirstFailingStep(
                    step: step, reason: "Your first failed expectation belongs to step \(step).")
            }
            return FirstFailingStep(
                step: firstStep, reason: "Your failing tests don't name a step; here is step \(firstStep).")
        case .passing:
            return FirstFailingStep(
                step: firstStep,
                reason:
                    "Every test of exercise \(exercise.code) passes already; here is step \(firstStep) anyway."
            )
        case .doesNotCompile:
            return FirstFailingStep(
                step: firstStep,
                reason:
                    "Exercise \(exercise.code) does not compile ('swift run workbook check \(exercise.number)' shows "
                    + "where); here is step \(firstStep).")
        default:
            return FirstFailingStep(
                step: firstStep,
                reason:
                    "The tests could not tell ('swift run workbook check \(exercise.number)' says why); here is "
                    + "step \(firstStep).")
        }
    }
}
