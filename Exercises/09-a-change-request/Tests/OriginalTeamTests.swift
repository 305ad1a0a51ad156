// The team's tests exactly as they were before the change — a frozen copy of the ones in
// your Sources/Tests/ — which the grading runs on your code to see which of them broke.
// (Its recording view records `setDismissVisible` too, as the least it takes to compile once
// the view protocol has it.)

import Bindings
import Exercise09MVPPresentation
import Exercise09MVVMPresentation
import TerminalUIKit
import Testing
import UserModel

/// One of the team's tests as it was: its name, the one predictions use, and its body.
struct OriginalTeamTest: Sendable {
    let name: String
    let body: @MainActor @Sendable () async throws -> Void

    init(_ name: String, _ body: @escaping @MainActor @Sendable () async throws -> Void) {
        self.name = name
        self.body = body
    }
}

// MARK: - MVCTeamTests

/// The team's MVC tests as they were before the change.
let originalMVCTeamTests: [OriginalTeamTest] = [
    OriginalTeamTest("MVC: a finished load shows the header and the rows", mvcLoaded),
    OriginalTeamTest("MVC: a failed first load shows why", mvcFailedLoad),
    OriginalTeamTest("MVC: a failed refresh keeps the rows under the error", mvcFailedRefresh),
]

/// The MVC screen, shown, after every fetch it started has been answered with `results`.
@MainActor
private func shownScreen(_ results: Result<[User], UserServiceError>...) async -> Window {
    let service = ControllableUserService()
    for result in results {
        await service.planNextResult(result)
    }
    await service.releaseAll()
    let window = makeMVCWindow(service)
    window.makeKeyAndVisible()
    await window.tasks.waitUntilIdle()
    return window
}

@MainActor
private func mvcLoaded() async throws {
    let window = await shownScreen(.success([User.sample[1]]))

    #expect(
        window.render() == ["Users  [Refresh]", "1 user", "1. Mila Haward", "   24 years · mila@test.com"])
}

@MainActor
private func mvcFailedLoad() async throws {
    let window = await shownScreen(.failure(.connectionLost))

    #expect(window.render() == ["Users  [Refresh]", "Couldn't load users: The network connection was lost."])
}

@MainActor
private func mvcFailedRefresh() async throws {
    let window = await shownScreen(.success([User.sample[1]]), .failure(.connectionLost))

    try window.tapButton(titled: "Refresh")
    await window.tasks.waitUntilIdle()

    #expect(
        window.render() == [
            "Users  [Refresh]", "Couldn't load users: The network connection was lost.", "1 user",
            "1. Mila Haward", "   24 years · mila@test.com",
        ])
}

// MARK: - OriginalRecordingView

/// A `UserListView` that remembers what it was told.
@MainActor
final class OriginalRecordingView: UserListView {
    /// One call, with its arguments.
    enum Call: Equatable {
        case setLoading(Bool)
        case setRefreshEnabled(Bool)
        case showError(String?)
        case showSummary(String)
        case showRows([Exercise09MVPPresentation.UserRow])
        case setDismissVisible(Bool)
    }

    /// Every call so far, oldest first.
    private(set) var calls: [Call] = []
    /// The error line a user would see now.
    private(set) var error: String?

    func setLoading(_ isLoading: Bool) {
        calls.append(.setLoading(isLoading))
    }

    func setRefreshEnabled(_ isEnabled: Bool) {
        calls.append(.setRefreshEnabled(isEnabled))
    }

    func showError(_ message: String?) {
        calls.append(.showError(message))
        error = message
    }

    func showSummary(_ text: String) {
        calls.append(.showSummary(text))
    }

    func showRows(_ rows: [Exercise09MVPPresentation.UserRow]) {
        calls.append(.showRows(rows))
    }

    /// Not called before the change; recorded like every other call when it is.
    func setDismissVisible(_ isVisible: Bool) {
        calls.append(.setDismissVisible(isVisible))
    }
}

// MARK: - MVPTeamTests

/// The team's MVP tests as they were before the change.
let originalMVPTeamTests: [OriginalTeamTest] = [
    OriginalTeamTest("MVP: a load tells the view, in order", mvpLoadOrder),
    OriginalTeamTest("MVP: a failed load tells the view, in order", mvpFailedLoadOrder),
    OriginalTeamTest("MVP: a refresh after a failure clears the error", mvpRefreshClearsError),
]

/// A presenter attached to a new recording view, its fetches answered at once with `results`.
@MainActor
private func attached(
    _ results: Result<[User], UserServiceError>...
) async -> (any PresenterUnderTest, OriginalRecordingView) {
    let service = ControllableUserService()
    for result in results {
        await service.planNextResult(result)
    }
    await service.releaseAll()
    let presenter = makePresenter(service)
    let view = OriginalRecordingView()
    presenter.attach(view)
    return (presenter, view)
}

private let milaRow = Exercise09MVPPresentation.UserRow(
    title: "Mila Haward", detail: "24 years · mila@test.com")

@MainActor
private func mvpLoadOrder() async throws {
    let (presenter, view) = await attached(.success([User.sample[1]]))

    presenter.viewDidLoad()
    await presenter.loadTask?.value

    #expect(
        view.calls == [
            .setLoading(true), .setRefreshEnabled(false), .showError(nil),
            .setLoading(false), .setRefreshEnabled(true), .showSummary("1 user"), .showRows([milaRow]),
        ])
}

@MainActor
private func mvpFailedLoadOrder() async throws {
    let (presenter, view) = await attached(.failure(.connectionLost))

    presenter.viewDidLoad()
    await presenter.loadTask?.value

    #expect(
        view.calls == [
            .setLoading(true), .setRefreshEnabled(false), .showError(nil),
            .setLoading(false), .setRefreshEnabled(true),
            .showError("Couldn't load users: The network connection was lost."),
        ])
}

@MainActor
private func mvpRefreshClearsError() async throws {
    let (presenter, view) = await attached(.failure(.connectionLost), .success([User.sample[1]]))
    presenter.viewDidLoad()
    await presenter.loadTask?.value

    presenter.refreshTapped()
    await presenter.loadTask?.value

    #expect(view.error == nil)
}

// MARK: - OriginalOutputRecorder

/// Everything a view model's outputs have emitted, in order, per output.
@MainActor
final class OriginalOutputRecorder {
    private(set) var spinnerVisible: [Bool] = []
    private(set) var errorTexts: [String] = []
    private(set) var summaries: [String] = []
    private var bindings: [BindingToken] = []

    /// Starts recording `viewModel`'s outputs.
    init(_ viewModel: any ViewModelUnderTest) {
        viewModel.isSpinnerVisible.bind(to: self) { $0.spinnerVisible.append($1) }.store(in: &bindings)
        viewModel.errorText.bind(to: self) { $0.errorTexts.append($1) }.store(in: &bindings)
        viewModel.summaryText.bind(to: self) { $0.summaries.append($1) }.store(in: &bindings)
    }
}

// MARK: - MVVMTeamTests

/// The team's MVVM tests as they were before the change.
let originalMVVMTeamTests: [OriginalTeamTest] = [
    OriginalTeamTest("MVVM: a load emits the spinner and the header", mvvmLoad),
    OriginalTeamTest("MVVM: a failed load emits the error, and a refresh clears it", mvvmFailedLoad),
]

/// A view model whose fetches are answered at once with `results`, and its recorder.
@MainActor
private func recorded(
    _ results: Result<[User], UserServiceError>...
) async -> (any ViewModelUnderTest, OriginalOutputRecorder) {
    let service = ControllableUserService()
    for result in results {
        await service.planNextResult(result)
    }
    await service.releaseAll()
    let viewModel = makeViewModel(service)
    return (viewModel, OriginalOutputRecorder(viewModel))
}

@MainActor
private func mvvmLoad() async throws {
    let (viewModel, recorder) = await recorded(.success([User.sample[1]]))

    viewModel.viewDidLoad()
    await viewModel.loadTask?.value

    #expect(recorder.spinnerVisible == [false, true, false])
    #expect(recorder.summaries == ["", "1 user"])
}

@MainActor
private func mvvmFailedLoad() async throws {
    let (viewModel, recorder) = await recorded(.failure(.connectionLost), .success([User.sample[1]]))
    viewModel.viewDidLoad()
    await viewModel.loadTask?.value

    viewModel.refreshTapped()
    await viewModel.loadTask?.value

    #expect(recorder.errorTexts == ["", "Couldn't load users: The network connection was lost.", ""])
}
