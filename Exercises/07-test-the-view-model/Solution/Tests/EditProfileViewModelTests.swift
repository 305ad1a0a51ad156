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

    // MARK: - Step 2: editing

    @Test("a problem shows only once its field was edited")
    func problemsOnceEdited() async throws {
        let noLastName = User(id: 9, firstName: "Ada", lastName: "", email: "ada@test.com", age: 36)
        let viewModel = makeViewModel(noLastName, ControllableUserUpdater())
        let recorder = EditProfileOutputRecorder(viewModel)

        viewModel.fieldChanged(.email, to: "ada")

        #expect(recorder.problems == [[:], [.email: "  ! Enter an email address with an @."]])
    }

    @Test("Save's state is told once per change")
    func saveOncePerChange() async throws {
        let viewModel = makeViewModel(iyad, ControllableUserUpdater())
        let recorder = EditProfileOutputRecorder(viewModel)

        for age in ["37", "38", "36"] {
            viewModel.fieldChanged(.age, to: age)
        }

        #expect(recorder.saveEnabled == [false, true, false])
    }

    // MARK: - Step 3: saving

    @Test("a failed save says why and gives the fields back")
    func failedSave() async throws {
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

    @Test("a successful save becomes what Cancel goes back to")
    func savedIsTheNewStart() async throws {
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

    @Test("Cancel after a failed save clears the error")
    func cancelClearsTheError() async throws {
        let updater = ControllableUserUpdater()
        let viewModel = makeViewModel(iyad, updater)
        let recorder = EditProfileOutputRecorder(viewModel)
        viewModel.fieldChanged(.age, to: "37")
        viewModel.saveTapped()
        await answer(viewModel, updater, with: .failure(.connectionLost))

        viewModel.cancelTapped()

        #expect(recorder.failureTexts == ["", "Couldn't save: The network connection was lost.", ""])
    }
}
