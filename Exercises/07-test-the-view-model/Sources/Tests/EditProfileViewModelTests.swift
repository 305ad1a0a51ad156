// Your tests of the Edit-profile form's view model, the MVVM way: drive its inputs, record
// what its outputs emit, compare whole arrays — no view, no view kit. Each test makes its
// view model with `makeViewModel` (Tests/ViewModelUnderTest.swift); the suite's trait runs
// each test on the view model as it is, then once with each seeded bug switched on.

import ExerciseGrading
import Testing
import UserModel

/// Iyad, whose values are all valid.
private let iyad = User.sample[0]

/// Completes the oldest save in flight with `result` (`nil`: it stores what it was sent),
/// and waits for `viewModel`'s save task to finish.
@MainActor
private func answer(
    _ viewModel: ViewModelUnderTest, _ updater: ControllableUserUpdater,
    with result: Result<User, UserServiceError>? = nil
) async {
    await updater.waitForPending(count: 1)
    await updater.completeOldest(with: result)
    await viewModel.saveTask?.value
}

@MainActor
@Suite(
    .huntingSeededBugs(ViewModelBug.self, subject: "the view model as it is", firstStep: 2),
    .timeLimit(.minutes(1)))
struct EditProfileViewModelTests {
    // MARK: - An example

    @Test("typing shows in the field")
    func typing() async throws {
        let viewModel = makeViewModel(iyad, ControllableUserUpdater())
        let recorder = EditProfileOutputRecorder(viewModel)

        viewModel.fieldChanged(.age, to: "37")

        #expect(recorder.texts.last?.age == "37")
    }

    // Step 2: problems only once a field was edited; Save's state, once per change.
    // Step 3: a failed save, and a successful one.
    // Step 4: Cancel after a failed save.
}
