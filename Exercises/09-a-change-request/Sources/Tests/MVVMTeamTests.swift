// The team's tests of the MVVM view model, as they were before the change: drive the
// inputs, record each output, compare whole arrays. They are yours to keep passing.

import Exercise09MVVMPresentation
import Testing
import UserModel

/// The team's MVVM tests, in the order they run.
let mvvmTeamTests: [TeamTest] = [
    TeamTest("MVVM: a load emits the spinner and the header", mvvmLoad),
    TeamTest("MVVM: a failed load emits the error, and a refresh clears it", mvvmFailedLoad),
]

/// A view model whose fetches are answered at once with `results`, and its recorder.
@MainActor
private func recorded(
    _ subject: Subject, _ results: Result<[User], UserServiceError>...
) async -> (any ViewModelUnderTest, UserListOutputRecorder) {
    let service = ControllableUserService()
    for result in results {
        await service.planNextResult(result)
    }
    await service.releaseAll()
    let viewModel = subject.viewModel(service)
    return (viewModel, UserListOutputRecorder(viewModel))
}

@MainActor
private func mvvmLoad(_ subject: Subject) async throws {
    let (viewModel, recorder) = await recorded(subject, .success([User.sample[1]]))

    viewModel.viewDidLoad()
    await viewModel.loadTask?.value

    #expect(recorder.spinnerVisible == [false, true, false])
    #expect(recorder.summaries == ["", "1 user"])
}

@MainActor
private func mvvmFailedLoad(_ subject: Subject) async throws {
    let (viewModel, recorder) = await recorded(subject, .failure(.connectionLost), .success([User.sample[1]]))
    viewModel.viewDidLoad()
    await viewModel.loadTask?.value

    viewModel.refreshTapped()
    await viewModel.loadTask?.value

    #expect(recorder.errorTexts == ["", "Couldn't load users: The network connection was lost.", ""])
}
