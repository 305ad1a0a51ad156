// How the tests of exercise 06 drive the form: built by the composition root, shown in a
// window, saving through an updater the test controls. They reach the view model through
// the view controller, the way the composition root wired it.

import Exercise06Presentation
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise06Views

/// The form from the composition root, shown, and what the tests need around it.
@MainActor
struct FormUnderTest {
    let window: Window
    let viewModel: EditProfileViewModel?
    let updater: ControllableUserUpdater

    /// Shows the form for `user`, saving through `updater`.
    init(user: User = User.sample[0], updater: ControllableUserUpdater = ControllableUserUpdater()) {
        self.updater = updater
        window = EditProfileScreen.makeWindow(user: user, updater: updater)
        let root = (window.rootViewController as? NavigationController)?.topViewController
        viewModel = (root as? EditProfileViewController)?.viewModel
        window.makeKeyAndVisible()
    }

    /// The screen as text.
    var lines: [String] {
        window.render()
    }

    /// The screen, for failure messages.
    var dump: String {
        "The screen was:\n" + lines.joined(separator: "\n")
    }

    /// Types `text` into the field labelled `label`, as a user would; `false` when it is read-only.
    @discardableResult
    func type(_ text: String, into label: String) throws -> Bool {
        try window.typeInField(labelled: label, text)
    }

    /// Taps the button titled `title`; `false` when it is disabled.
    @discardableResult
    func tap(_ title: String) throws -> Bool {
        try window.tapButton(titled: title)
    }

    /// Answers the oldest save in flight with `result` (`nil`: it stores what it was sent),
    /// and waits for the screen to draw it. Does nothing when the view model started no save.
    func answer(_ result: Result<User, UserServiceError>? = nil) async {
        guard viewModel?.saveTask != nil else { return }
        await updater.waitForPending(count: 1)
        await updater.completeOldest(with: result)
        await window.tasks.waitUntilIdle()
    }

    /// Lets every save through and waits until nothing runs, so no test leaves work behind.
    func finish() async {
        while await !updater.pendingUsers.isEmpty {
            await updater.completeOldest()
        }
        await window.tasks.waitUntilIdle()
        await viewModel?.saveTask?.value
    }
}

// MARK: - The form, as the user sees it

/// Iyad's values, as the form shows them before any edit.
let iyad = ["Iyad", "Agha", "iyad@test.com", "36"]

/// The form's lines: each field with its value and, under it, its problem if it has one;
/// then the buttons, the spinner, the error line and Retry.
func form(
    _ values: [String] = iyad, problems: [ProfileField: String] = [:], saveEnabled: Bool = false,
    saving: Bool = false, error: String? = nil, retry: Bool = true
) -> [String] {
    var lines = ["Edit profile"]
    for (field, value) in zip(ProfileField.allCases, values) {
        lines.append("\(field.label): \(value)" + (saving ? " (read-only)" : ""))
        if let problem = problems[field] { lines.append("  ! \(problem)") }
    }
    lines += [saveEnabled ? "[Save]" : "[Save] (disabled)", "[Cancel]"]
    if saving { lines.append("⟳ Saving…") }
    if let error { lines += ["Couldn't save: \(error)"] + (retry ? ["[Retry]"] : []) }
    return lines
}

let noAt = "Enter an email address with an @."
let connectionLost = "The network connection was lost."
