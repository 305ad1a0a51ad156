// Your tests of the user list's presenter, the MVP way: no window, no view kit — a view
// that records what it is told, and a service you choose. Each test gets `makePresenter`
// (see Tests/PresenterTest.swift) and makes its presenter with it. List every test in
// `presenterTests`.

import Exercise04Presentation
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let presenterTests: [PresenterTest] = [
    PresenterTest("a finished load shows the header", finishedLoad)
    // Step 2: what the view shows while the first load runs.
    // Step 3: a refresh — during a load, while it runs, and when it fails.
    // Step 4: searching, and a search across a refresh.
]

// MARK: - An example

@MainActor
private func finishedLoad(_ makePresenter: PresenterMaker) async throws {
    let view = RecordingUserListView()
    let presenter = makePresenter(SampleUserService())
    presenter.attach(view)

    presenter.viewDidLoad()
    await presenter.loadTask?.value

    #expect(view.summary == "6 users")
}
