// Your tests of the Edit-profile form's view model, the MVVM way: drive its inputs, record
// what its outputs emit, compare whole arrays — no view, no view kit. Each test gets
// `makeViewModel` (see Tests/ViewModelTest.swift) and makes its view model with it. List
// every test in `viewModelTests`.

import MVVMForm
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let viewModelTests: [ViewModelTest] = [
    ViewModelTest("typing shows in the field", typing),
    ViewModelTest("a problem shows only once its field was edited", problemsOnceEdited),
    ViewModelTest("Save's state is told once per change", saveOncePerChange),
    ViewModelTest("a failed save says why and gives the fields back", failedSave),
    ViewModelTest("a successful save becomes what Cancel goes back to", savedIsTheNewStart),
    ViewModelTest("Cancel after a failed save clears the error", cancelClearsTheError),
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

// MARK: - Step 2: editing

@MainActor
private func problemsOnceEdited(_ makeViewModel: ViewModelMaker) async throws {
    let noLastName = User(id: 9, firstName: "Ada", lastName: "", email: "ada@test.com", age: 36)
    let viewModel = makeViewModel(noLastName, ControllableUserUpdater())
    let recorder = EditProfileOutputRecorder(viewModel)

    viewModel.fieldChanged(.email, to: "ada")

    #expect(recorder.problems == [[:], [.email: "  ! Enter an email address with an @."]])
}

@MainActor
private func saveOncePerChange(_ makeViewModel: ViewModelMaker) async throws {
    let viewModel = makeViewModel(iyad, ControllableUserUpdater())
    let recorder = EditProfileOutputRecorder(viewModel)

    for age in ["37", "38", "36"] {
        viewModel.fieldChanged(.age, to: age)
    }

    #expect(recorder.saveEnabled == [false, true, false])
}

// MARK: - Step 3: saving

@MainActor
private func failedSave(_ makeViewModel: ViewModelMaker) async throws {
    let updater = ControllableUserUpdater()
    let viewModel = makeViewModel(iyad, updater)
    let recorder = EditProfileOutputRecorder(viewModel)
    viewModel.fieldChanged(.age, to: "37")

    viewModel.saveTapped()
    await answer(viewModel, updater, with: .failure(.connectionLost))

    #expect(recorder.savingSpinner == [false, true, false])
    #expect(recorder.fieldsEditable == [true, false, true])
    #expect(recorder.failureTexts == ["", "Couldn't save: The network connection was lost."])
}

@MainActor
private func savedIsTheNewStart(_ makeViewModel: ViewModelMaker) async throws {
    let updater = ControllableUserUpdater()
    let viewModel = makeViewModel(iyad, updater)
    let recorder = EditProfileOutputRecorder(viewModel)
    viewModel.fieldChanged(.age, to: "37")
    viewModel.saveTapped()
    await answer(viewModel, updater)

    viewModel.cancelTapped()

    #expect(recorder.saveEnabled == [false, true, false])
    #expect(recorder.texts.last?.age == "37")
}

// MARK: - Step 4: Cancel

@MainActor
private func cancelClearsTheError(_ makeViewModel: ViewModelMaker) async throws {
    let updater = ControllableUserUpdater()
    let viewModel = makeViewModel(iyad, updater)
    let recorder = EditProfileOutputRecorder(viewModel)
    viewModel.fieldChanged(.age, to: "37")
    viewModel.saveTapped()
    await answer(viewModel, updater, with: .failure(.connectionLost))

    viewModel.cancelTapped()

    #expect(recorder.failureTexts == ["", "Couldn't save: The network connection was lost.", ""])
}
