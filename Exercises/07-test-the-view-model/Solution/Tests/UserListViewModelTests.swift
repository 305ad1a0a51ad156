// Your tests of the user list's view model, the MVVM way: drive its inputs, record what
// its outputs emit, compare whole arrays — no view, no view kit. Each test gets
// `makeViewModel` (see Tests/ViewModelTest.swift) and makes its view model with it. List
// every test in `viewModelTests`.

import Exercise07Presentation
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let viewModelTests: [ViewModelTest] = [
    ViewModelTest("a load shows the header", load),
    ViewModelTest("a view model nobody has told viewDidLoad stays idle", staysIdle),
    ViewModelTest("a load and a refresh emit the spinner and the header, once per change", loadAndRefresh),
    ViewModelTest("Retry clears the error while it loads", retryClearsTheError),
    ViewModelTest("a failed refresh offers no Retry", failedRefresh),
    ViewModelTest("searching filters without fetching", searchDoesNotFetch),
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

// MARK: - Step 2: loading

@MainActor
private func staysIdle(_ makeViewModel: ViewModelMaker) async throws {
    let service = await answering(.success(User.sample))

    let viewModel = makeViewModel(service)
    let recorder = UserListOutputRecorder(viewModel)
    await viewModel.loadTask?.value

    #expect(recorder.spinnerVisible == [false])
    #expect(await service.requestCount == 0)
}

@MainActor
private func loadAndRefresh(_ makeViewModel: ViewModelMaker) async throws {
    let viewModel = makeViewModel(await answering(.success(User.sample)))
    let recorder = UserListOutputRecorder(viewModel)

    viewModel.viewDidLoad()
    await viewModel.loadTask?.value
    viewModel.refreshTapped()
    await viewModel.loadTask?.value

    #expect(recorder.spinnerVisible == [false, true, false, true, false])
    #expect(recorder.summaries == ["", "6 users"])
}

// MARK: - Step 3: errors

@MainActor
private func retryClearsTheError(_ makeViewModel: ViewModelMaker) async throws {
    let viewModel = makeViewModel(await answering(.failure(.connectionLost), .success(User.sample)))
    let recorder = UserListOutputRecorder(viewModel)
    viewModel.viewDidLoad()
    await viewModel.loadTask?.value

    viewModel.retryTapped()
    let errorWhileRetrying = recorder.errorTexts.last
    await viewModel.loadTask?.value

    #expect(errorWhileRetrying == "")
    #expect(recorder.errorTexts == ["", "Couldn't load users: The network connection was lost.", ""])
}

@MainActor
private func failedRefresh(_ makeViewModel: ViewModelMaker) async throws {
    let viewModel = makeViewModel(await answering(.success(User.sample), .failure(.connectionLost)))
    let recorder = UserListOutputRecorder(viewModel)
    viewModel.viewDidLoad()
    await viewModel.loadTask?.value

    viewModel.refreshTapped()
    await viewModel.loadTask?.value

    #expect(recorder.retryVisible == [false])
}

// MARK: - Step 4: searching

@MainActor
private func searchDoesNotFetch(_ makeViewModel: ViewModelMaker) async throws {
    let service = await answering(.success(User.sample))
    let viewModel = makeViewModel(service)
    let recorder = UserListOutputRecorder(viewModel)
    viewModel.viewDidLoad()
    await viewModel.loadTask?.value

    viewModel.searchTextChanged("mila")
    await viewModel.loadTask?.value

    #expect(recorder.summaries == ["", "6 users", "1 of 6 users"])
    #expect(recorder.rows.last?.map(\.title) == ["Mila Haward"])
    #expect(await service.requestCount == 1)
}
