// Your tests of the user list's view model, the MVVM way: drive its inputs, record what
// its outputs emit, compare whole arrays — no view, no view kit. Each test gets
// `makeViewModel` (see Tests/ViewModelTest.swift) and makes its view model with it. List
// every test in `viewModelTests`.

import Exercise07Presentation
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let viewModelTests: [ViewModelTest] = [
    ViewModelTest("a load shows the header", load)
    // Step 2: before viewDidLoad, and what a load emits, each output once per change.
    // Step 3: Retry after a failed first load, and a refresh that fails.
    // Step 4: searching.
]

/// A service that answers every fetch at once, with `results` in turn.
private func answering(_ results: Result<[User], UserServiceError>...) async -> ControllableUserService {
    let service = ControllableUserService()
    for result in results {
        await service.planNextResult(result)
    }
    await service.releaseAll()
    return service
}

// MARK: - An example

@MainActor
private func load(_ makeViewModel: ViewModelMaker) async throws {
    let viewModel = makeViewModel(await answering(.success(User.sample)))
    let recorder = UserListOutputRecorder(viewModel)

    viewModel.viewDidLoad()
    await viewModel.loadTask?.value

    #expect(recorder.summaries.last == "6 users")
}
