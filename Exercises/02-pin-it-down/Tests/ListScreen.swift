// What each test of yours gets: the user list screen in a window, fed by a service whose
// every fetch waits until the test answers it — the rig chapter 03 builds, in one class.
// Your tests use it; the grading decides which controller it shows (the real one, or a
// copy with a seeded bug), so a test never names the controller itself.

import TerminalUIKit
import Testing
import UserModel

@testable import Exercise02

// MARK: - One of your tests

/// One of your tests: a sentence saying what it pins down, and its body, which gets a fresh
/// ``ListScreen``.
struct ScreenTest: Sendable, CustomTestStringConvertible {
    /// What the test pins down, as a sentence.
    let name: String
    /// The test itself.
    let body: @MainActor @Sendable (ListScreen) async throws -> Void

    /// Creates a test named `name` that runs `body`.
    init(_ name: String, _ body: @escaping @MainActor @Sendable (ListScreen) async throws -> Void) {
        self.name = name
        self.body = body
    }

    var testDescription: String { name }
}

// MARK: - The screen under test

/// The list screen in a window, and the service behind it.
///
/// Nothing happens until ``show()``. Every fetch the screen starts then waits until the
/// test answers it with ``answer(_:)``; ``tap(_:)`` and ``type(_:)`` act as a user would and
/// wait until what they set off has either reached the service or finished.
@MainActor
final class ListScreen {
    /// The window the screen is shown in.
    let window: Window
    /// The service behind the screen: it holds every fetch until it is answered.
    let service = ControllableUserService()

    /// A screen showing the real controller, or a copy with `bug` seeded into it.
    init(bug: ControllerBug? = nil) {
        let controller: ViewController =
            if let bug {
                BuggyUserListViewController(service: service, bug: bug)
            } else {
                UserListViewController(service: service)
            }
        window = Window(rootViewController: NavigationController(rootViewController: controller))
    }

    /// The screen as lines of text, the bar first: what a user sees now.
    var lines: [String] {
        window.render()
    }

    /// How many fetches the screen has started so far.
    var fetchCount: Int {
        get async { await service.requestCount }
    }

    /// Shows the screen: the `load` event. The first fetch starts and waits for ``answer(_:)``.
    func show() async {
        let before = await snapshot()
        window.makeKeyAndVisible()
        await settle(after: before)
    }

    /// Answers the oldest fetch in flight with `result` and waits until the screen has
    /// drawn the answer. Does nothing when no fetch is in flight.
    func answer(_ result: Result<[User], UserServiceError> = .success(User.sample)) async {
        guard await service.pendingCount > 0 else { return }
        let running = window.tasks.runningCount
        await service.completeOldest(with: result)
        await window.tasks.waitUntil(runningCountAtMost: max(running - 1, 0))
    }

    /// Taps the visible button titled `title`, as a user would. Returns `false` when the
    /// button is disabled (the tap does nothing); throws when no such button shows.
    @discardableResult
    func tap(_ title: String) async throws -> Bool {
        let before = await snapshot()
        let tapped = try window.tapButton(titled: title)
        await settle(after: before)
        return tapped
    }

    /// Replaces the search field's text, as a user typing would.
    func type(_ text: String) async throws {
        let before = await snapshot()
        try window.typeInSearchField(text)
        await settle(after: before)
    }

    /// Lets every fetch through and waits for the screen to finish: the grading calls it
    /// after each test, so no test leaves work in flight.
    func finishAll() async {
        await service.releaseAll()
        await window.tasks.waitUntilIdle()
    }

    // MARK: - Waiting

    /// How much work is under way: taken before an event, so ``settle(after:)`` can tell
    /// what the event added.
    private func snapshot() async -> (running: Int, pending: Int) {
        (window.tasks.runningCount, await service.pendingCount)
    }

    /// After an event: when it started work (more events are running than before), waits
    /// until that work has reached the service or has finished, whichever comes first.
    private func settle(after before: (running: Int, pending: Int)) async {
        let (running, pending) = before
        guard window.tasks.runningCount > running else { return }
        let service = service
        let tasks = window.tasks
        await untilEither(
            { await service.waitForPending(count: pending + 1) },
            { @MainActor in await tasks.waitUntil(runningCountAtMost: running) })
    }
}

/// Waits until the first of `first` and `second` returns, then cancels the other.
private func untilEither(
    _ first: @escaping @Sendable () async -> Void, _ second: @escaping @Sendable () async -> Void
) async {
    await withTaskGroup(of: Void.self) { group in
        group.addTask(operation: first)
        group.addTask(operation: second)
        await group.next()
        group.cancelAll()
    }
}
