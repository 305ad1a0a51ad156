// The tests for exercise 05: who keeps whom alive. They hold views only weakly and check
// that a released view is really gone, and that a detached view hears nothing more — even
// from a load that was already in flight. Read them, but don't edit them.

import TerminalUIKit
import Testing
import UserModel

@testable import Exercise05

@MainActor
@Suite("Exercise 05 · Who owns whom", .timeLimit(.minutes(1)))
struct Exercise05WhoOwnsWhomTests {
    /// A list a fetch returns, named by its size for the test report.
    struct UserList: Sendable, CustomTestStringConvertible {
        var users: [User]

        var testDescription: String { users.count == 1 ? "1 user" : "\(users.count) users" }
    }

    nonisolated static let lists = [
        UserList(users: User.sample), UserList(users: Array(User.sample.prefix(1))), UserList(users: []),
    ]

    // MARK: - The screen works

    @Test("the view controller shows what its presenter says")
    func screenShowsUsers() async {
        let presenter = UserListPresenter(service: SampleUserService(users: Array(User.sample.prefix(2))))
        let controller = UserListViewController(presenter: presenter)
        let window = Window(rootViewController: NavigationController(rootViewController: controller))

        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()

        let expected = [
            "Users  [Refresh]",
            "2 users",
            "1. Iyad Agha",
            "   36 years · iyad@test.com",
            "2. Mila Haward",
            "   24 years · mila@test.com",
        ]
        #expect(
            window.render() == expected,
            """
            Step 1: the screen should still show the users: the view controller owns the \
            presenter strongly — only the presenter's reference to the view is weak. The screen was:
            \(window.render().joined(separator: "\n"))
            """)
    }

    // MARK: - Step 1: the presenter doesn't own its view

    @Test("a view controller and its presenter go away with their window", arguments: lists)
    func controllerIsFreed(list: UserList) async {
        weak var releasedController: UserListViewController?
        weak var releasedPresenter: UserListPresenter?

        do {
            let presenter = UserListPresenter(service: SampleUserService(users: list.users))
            let controller = UserListViewController(presenter: presenter)
            let window = Window(rootViewController: NavigationController(rootViewController: controller))
            window.makeKeyAndVisible()
            await window.tasks.waitUntilIdle()
            releasedController = controller
            releasedPresenter = presenter
        }

        #expect(
            releasedController == nil,
            """
            Step 1: once nothing else holds the window, the view controller should be freed. It \
            is still alive: the view controller owns the presenter, and the presenter holds the \
            view strongly — a retain cycle. Make the presenter's `view` weak.
            """)
        #expect(
            releasedPresenter == nil,
            "Step 1: the presenter should be freed with the view controller that owns it.")
    }

    @Test("a view that owns its presenter is freed when released")
    func recordingViewIsFreed() async {
        weak var releasedView: RecordingUserListView?

        do {
            let view = RecordingUserListView()
            let presenter = UserListPresenter(service: SampleUserService())
            view.presenter = presenter
            presenter.attach(view)
            await presenter.viewDidLoad()
            releasedView = view
        }

        #expect(
            releasedView == nil,
            """
            Step 1: a view that owns its presenter should be freed once nothing else holds it; \
            a strong `view` in the presenter keeps the two alive forever.
            """)
    }

    @Test("a view released during a load is not kept alive by it")
    func viewReleasedMidLoad() async {
        let service = ControllableUserService()
        let presenter = UserListPresenter(service: service)
        weak var releasedView: RecordingUserListView?
        let load: Task<Void, Never>

        do {
            let view = RecordingUserListView()
            presenter.attach(view)
            load = Task { await presenter.viewDidLoad() }
            await service.waitForPending(count: 1)
            releasedView = view
        }

        #expect(
            releasedView == nil,
            """
            Steps 1 and 3: a view nobody holds should be freed even while a load is in flight. \
            Something keeps it alive: a strong `view` property (Step 1), or a constant in \
            `load()` that holds the view across the `await` (Step 3).
            """)
        await service.completeOldest(with: .success(User.sample))
        await load.value
    }

    // MARK: - Steps 2 and 3: detach

    @Test("a detached view hears nothing from a later load")
    func detachBeforeLoading() async {
        let view = RecordingUserListView()
        let presenter = UserListPresenter(service: SampleUserService())
        presenter.attach(view)

        presenter.detach()
        await presenter.viewDidLoad()

        #expect(
            view.calls.isEmpty,
            """
            Step 2: after detach(), the presenter should tell the view nothing. It heard:
            \(view.log)
            """)
    }

    @Test("detaching stops updates from a load already in flight", arguments: lists)
    func detachMidLoad(list: UserList) async {
        let service = ControllableUserService()
        let view = RecordingUserListView()
        let presenter = UserListPresenter(service: service)
        presenter.attach(view)
        let load = Task { await presenter.viewDidLoad() }
        await service.waitForPending(count: 1)

        presenter.detach()
        await service.completeOldest(with: .success(list.users))
        await load.value

        #expect(
            view.calls == [.showLoading],
            """
            Steps 2 and 3: the view was detached while the fetch was running, so it should have \
            heard only the showLoading() from before. Forget the view in detach() (Step 2), and \
            don't keep it in a constant across the `await` (Step 3). It heard:
            \(view.log)
            """)
    }

    @Test("a view attached after detach hears the next load", arguments: lists)
    func reattach(list: UserList) async {
        let first = RecordingUserListView()
        let second = RecordingUserListView()
        let presenter = UserListPresenter(service: SampleUserService(users: list.users))
        presenter.attach(first)
        presenter.detach()

        presenter.attach(second)
        await presenter.refreshTapped()

        #expect(
            first.calls.isEmpty,
            """
            Step 2: the detached view should hear nothing. It heard:
            \(first.log)
            """)
        #expect(
            second.calls.count == 3,
            """
            Step 2: the newly attached view should hear the whole load (three calls). It heard:
            \(second.log)
            """)
    }
}
