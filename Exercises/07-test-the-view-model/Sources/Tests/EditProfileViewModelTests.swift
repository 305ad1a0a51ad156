// Your tests of the Edit-profile form's view model, the MVVM way: drive its inputs, record
// what its outputs emit, compare whole arrays — no view, no view kit. Each test gets
// `makeViewModel` (see Tests/ViewModelTest.swift) and makes its view model with it. List
// every test in `viewModelTests`.

import MVVMForm
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let viewModelTests: [ViewModelTest] = [
    ViewModelTest("typing shows in the field", typing)
    // Step 2: problems only once a field was edited; Save's state, once per change.
    // Step 3: a failed save, and a successful one.
    // Step 4: Cancel after a failed save.
]

/// Iyad, whose values are all valid.
private let iyad = User.sample[0]

/// Completes the oldest save in flight with `result` (`nil`: it stores what it was sent),
/// and waits for `viewModel`'s save task to finish.
@MainActor
private func answer(
    _ viewModel: any ViewModelUnderTest, _ updater: ControllableUserUpdater,
    with result: Result<User, UserServiceError>? = nil
) async {
    await updater.waitForPending(count: 1)
    await updater.completeOldest(with: result)
    await viewModel.saveTask?.value
}

// MARK: - An example

@MainActor
private func typing(_ makeViewModel: ViewModelMaker) async throws {
    let viewModel = makeViewModel(iyad, ControllableUserUpdater())
    let recorder = EditProfileOutputRecorder(viewModel)

    viewModel.fieldChanged(.age, to: "37")

    #expect(recorder.texts.last?.age == "37")
}
