// How the tests of exercise 03 drive the form: built by the composition root, shown in a
// window, saving through a service that holds every save until the test completes it. It
// has exercise 02's `FormScreen` surface, so the bodies of exercise 02's reference tests run
// here as they are, as the split's safety net; the other tests reach the presenter through the
// view controller, the way the composition root wired it.

import Exercise03Presentation
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise03Views

// MARK: - One of your tests

/// One characterization test: a sentence saying what it pins down, and its body, which gets
/// a fresh ``FormScreen``.
struct ScreenTest: Sendable, CustomTestStringConvertible {
    /// What the test pins down, as a sentence.
    let name: String
    /// The test itself.
    let body: @MainActor @Sendable (FormScreen) async throws -> Void

    /// Creates a test named `name` that runs `body`.
    init(_ name: String, _ body: @escaping @MainActor @Sendable (FormScreen) async throws -> Void) {
        self.name = name
        self.body = body
    }

    var testDescription: String { name }
}

// MARK: - The screen under test

/// The Edit-profile form in a window, and the service behind it.
///
/// Nothing shows until ``show(_:)``. Every save the form starts then waits until the test
/// completes it with ``completeSave(with:)``; ``type(_:into:)`` and ``tap(_:)`` act as a
/// user would and wait until what they set off has either reached the service or finished.
@MainActor
final class FormScreen {
    /// The service behind the form: it holds every save until the test completes it, and
    /// drops a save at once when the form cancels it.
    let updater = ControllableUserUpdater(honoursCancellation: true)
    /// The window the form is shown in, once ``show(_:)`` has made it.
    private(set) var window: Window?

    /// The presenter the composition root gave the form, once ``show(_:)`` has made it.
    var presenter: EditProfilePresenter? {
        let root = (window?.rootViewController as? NavigationController)?.topViewController
        return (root as? EditProfileViewController)?.presenter
    }

    /// The view controller the composition root made, once ``show(_:)`` has made it.
    var viewController: ViewController? {
        (window?.rootViewController as? NavigationController)?.topViewController
    }

    /// The screen as lines of text, the title first: what a user sees now.
    var lines: [String] {
        window?.render() ?? []
    }

    /// The screen, for failure messages.
    var dump: String {
        "The screen was:\n" + lines.joined(separator: "\n")
    }

    /// The users sent to the service and not yet answered, oldest first.
    var pendingSaves: [User] {
        get async { await updater.pendingUsers }
    }

    /// Shows the form for `user`, as the composition root builds it.
    func show(_ user: User = User.sample[0]) {
        let window = EditProfileScreen.makeWindow(user: user, updater: updater)
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

    /// Completes every save still in flight and waits for the form to finish, so no test
    /// leaves work behind.
    func finishAll() async {
        while await !updater.pendingUsers.isEmpty {
            await updater.completeOldest()
        }
        await window?.tasks.waitUntilIdle()
        await presenter?.saveTask?.value
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
