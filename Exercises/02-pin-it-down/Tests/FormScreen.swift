// What each test of yours gets: the Edit-profile form in a window, saving through a service
// that holds every save until the test completes it — the rig chapter 03 builds, in one
// class. It shows the controller under test, with the seeded bug the grading switched on,
// if any, so a test never names the controller itself.

import TerminalUIKit
import UserModel

// MARK: - The screen under test

/// The Edit-profile form in a window, and the service behind it.
///
/// Nothing shows until ``show(_:)``. Every save the form starts then waits until the test
/// completes it with ``completeSave(with:)``; ``type(_:into:)`` and ``tap(_:)`` act as a
/// user would and wait until what they set off has either reached the service or finished.
@MainActor
final class FormScreen {
    /// The service behind the form: it holds every save until the test completes it.
    let updater = ControllableUserUpdater()
    /// The window the form is shown in, once ``show(_:)`` has made it.
    private(set) var window: Window?

    /// The screen as lines of text, the title first: what a user sees now.
    var lines: [String] {
        window?.render() ?? []
    }

    /// The users sent to the service and not yet answered, oldest first.
    var pendingSaves: [User] {
        get async { await updater.pendingUsers }
    }

    /// Shows the form for `user`, in a navigation controller in a window.
    func show(_ user: User = User.sample[0]) {
        let controller = ControllerUnderTest(user: user, updater: updater)
        let window = Window(rootViewController: NavigationController(rootViewController: controller))
        self.window = window
        window.makeKeyAndVisible()
    }

    /// Replaces the text of the field labelled `label` (`"Email"`), as a user typing would.
    /// Returns `false` when the field is read-only: the typing changed nothing.
    @discardableResult
    func type(_ text: String, into label: String) async throws -> Bool {
        let window = try shown()
        let before = await snapshot()
        let typed = try window.typeInField(labelled: label, text)
        await settle(after: before)
        return typed
    }

    /// Taps the visible button titled `title`, as a user would. Returns `false` when the
    /// button is disabled (the tap does nothing); throws when no such button shows.
    @discardableResult
    func tap(_ title: String) async throws -> Bool {
        let window = try shown()
        let before = await snapshot()
        let tapped = try window.tapButton(titled: title)
        await settle(after: before)
        return tapped
    }

    /// Completes the oldest save in flight — with no `result`, it succeeds with the user it
    /// was sent — and waits until the form has drawn the answer. Does nothing when no save
    /// is in flight.
    func completeSave(with result: Result<User, UserServiceError>? = nil) async {
        guard let window, await !updater.pendingUsers.isEmpty else { return }
        let running = window.tasks.runningCount
        await updater.completeOldest(with: result)
        await window.tasks.waitUntil(runningCountAtMost: max(running - 1, 0))
    }

    // MARK: - Waiting

    private func shown() throws(UserActionError) -> Window {
        guard let window else { throw .notVisible }
        return window
    }

    /// How much work is under way: taken before an event, so ``settle(after:)`` can tell
    /// what the event added.
    private func snapshot() async -> (running: Int, pending: Int) {
        (window?.tasks.runningCount ?? 0, await updater.pendingUsers.count)
    }

    /// After an event: when it started work (more events are running than before), waits
    /// until that work has reached the service or has finished, whichever comes first.
    private func settle(after before: (running: Int, pending: Int)) async {
        let (running, pending) = before
        guard let tasks = window?.tasks, tasks.runningCount > running else { return }
        let updater = updater
        await untilEither(
            { await updater.waitForPending(count: pending + 1) },
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
