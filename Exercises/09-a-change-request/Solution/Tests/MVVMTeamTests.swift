// The team's tests of the MVVM view model, as they were before the change: drive the
// inputs, record each output, compare whole arrays. They are yours to keep passing. Each
// makes its view model with `makeViewModel` (Tests/TeamTests.swift), yours or the one from
// before the change.

import Exercise09MVVMPresentation
import Testing
import UserModel

/// A view model whose fetches are answered at once with `results`, and its recorder.
@MainActor
private func recorded(
    _ results: Result<[User], UserServiceError>...
) async -> (any ViewModelUnderTest, UserListOutputRecorder) {
    let service = ControllableUserService()
    for result in results {
        await service.planNextResult(result)
    }
    await service.releaseAll()
    let viewModel = makeViewModel(service)
    return (viewModel, UserListOutputRecorder(viewModel))
}

extension TeamTests {
    @Test("MVVM: a load emits the spinner and the header")
    func mvvmLoad() async throws {
        let (viewModel, recorder) = await recorded(.success([User.sample[1]]))

        viewModel.viewDidLoad()
        await viewModel.loadTask?.value

        #expect(recorder.spinnerVisible == [false, true, false])
        #expect(recorder.summaries == ["", "1 user"])
    }

    @Test("MVVM: a failed load emits the error, and a refresh clears it")
    func mvvmFailedLoad() async throws {
        let (viewModel, recorder) = await recorded(.failure(.connectionLost), .success([User.sample[1]]))
        viewModel.viewDidLoad()
        await viewModel.loadTask?.value

        viewModel.refreshTapped()
        await viewModel.loadTask?.value

        #expect(recorder.errorTexts == ["", "Couldn't load users: The network connection was lost.", ""])
    }

    @Test("MVVM: Dismiss hides the error and itself")
    func mvvmDismiss() async throws {
        let (viewModel, recorder) = await recorded(.failure(.connectionLost))
        viewModel.viewDidLoad()
        await viewModel.loadTask?.value

        viewModel.dismissTapped()

        #expect(recorder.errorTexts == ["", "Couldn't load users: The network connection was lost.", ""])
        #expect(recorder.dismissVisible == [false, true, false])
    }
}
