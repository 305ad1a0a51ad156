// Step 6: a second, different view of the same edit. The status view has no fields: one
// line, from the view model the form binds to, opened and closed while the form stays.

import Exercise06Presentation
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise06Views

@MainActor
@Suite("Exercise 06 · a status beside the form", .timeLimit(.minutes(1)))
struct Exercise06StatusViewTests {
    /// The status view of `screen`'s edit, shown.
    private func statusView(of screen: FormUnderTest) -> Window? {
        guard let viewModel = screen.viewModel else {
            Issue.record("Step 6: the form's view controller should hold its view model in `viewModel`.")
            return nil
        }
        let window = EditProfileScreen.makeStatusWindow(sharing: viewModel)
        window.makeKeyAndVisible()
        return window
    }

    /// The status line a status window shows, `""` when it shows none.
    private func status(_ window: Window) -> String {
        window.render().dropFirst().joined(separator: "\n")
    }

    @Test("the status line follows the edit, whichever change it is")
    func statusFollowsTheEdit() async throws {
        let screen = FormUnderTest()
        guard let window = statusView(of: screen) else { return await screen.finish() }
        var seen = [status(window)]

        try screen.type("37", into: "Age")
        seen.append(status(window))
        try screen.type("", into: "First name")
        seen.append(status(window))
        try screen.type("Iyad", into: "First name")
        try screen.tap("Save")
        seen.append(status(window))
        await screen.answer(.failure(.connectionLost))
        seen.append(status(window))
        try screen.type("36", into: "Age")
        seen.append(status(window))
        try screen.tap("Cancel")
        seen.append(status(window))

        let expected = [
            "", "Unsaved changes", "Unsaved changes", "Saving…", "Couldn't save", "Couldn't save", "",
        ]
        #expect(
            seen == expected,
            """
            Step 6: the status line should read, in turn: nothing on a fresh form; "Unsaved \
            changes" after an edit, even one Save can't take; "Saving…" while the save runs; \
            "Couldn't save" once it failed, even with the fields typed back; nothing after Cancel. \
            Expected \(expected), it read \(seen).
            """)
        await screen.finish()
    }

    @Test("a status view opened late shows the edit as it stands, and both views stay in step")
    func lateStatusView() async throws {
        let screen = FormUnderTest()
        try screen.type("37", into: "Age")
        guard let window = statusView(of: screen) else { return await screen.finish() }
        let opened = status(window)
        try screen.tap("Save")
        await screen.answer()

        #expect(
            opened == "Unsaved changes",
            """
            Step 6: a status view opened after an edit should say "Unsaved changes" at once; it \
            said "\(opened)".
            """)
        #expect(
            status(window).isEmpty && screen.lines == form(["Iyad", "Agha", "iyad@test.com", "37"]),
            """
            Step 6: once the save has succeeded, the status line should be empty and the form \
            show the saved values. The status line said "\(status(window))". \(screen.dump)
            """)
        await screen.finish()
    }

    @Test("closing the status view leaves nothing of it behind, and the form goes on")
    func closingTheStatusView() async throws {
        let screen = FormUnderTest()
        var window = statusView(of: screen)
        weak var statusController: ViewController?
        statusController = window?.rootViewController
        let reopen = statusController != nil

        window = nil
        try screen.type("37", into: "Age")

        #expect(
            reopen && statusController == nil,
            """
            Step 6: with its window gone, the status view should go too, while the view model \
            and the form live on: nothing the view model keeps may hold it.
            """)
        #expect(
            screen.lines == form(["Iyad", "Agha", "iyad@test.com", "37"], saveEnabled: true),
            "Step 6: after the status view closed, the form should go on as before. \(screen.dump)")
        let again = statusView(of: screen)
        #expect(
            again.map(status) == "Unsaved changes",
            "Step 6: a status view opened again should show the edit as it stands.")
        await screen.finish()
    }
}
