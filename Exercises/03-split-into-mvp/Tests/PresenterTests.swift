// Steps 2 and 3: the presenter, not the view controller, runs the form. These tests call the
// presenter's inputs themselves, or await its own save task — not the window — and check
// that the screen already shows the outcome: only a presenter that keeps the form's state
// and tells its view can make that happen, whatever it tells the view in.

import Exercise03Presentation
import Testing
import UserModel

@MainActor
@Suite("Exercise 03 · the presenter runs the form", .timeLimit(.minutes(1)))
struct Exercise03PresenterTests {
    private let untouchedForm = [
        "Edit profile", "First name: Iyad", "Last name: Agha", "Email: iyad@test.com", "Age: 36",
        "[Save] (disabled)", "[Cancel]",
    ]

    @Test("a problem the presenter finds shows under its field, and Save is disabled")
    func presenterShowsProblems() async throws {
        let screen = FormScreen()
        screen.show()

        screen.presenter?.fieldChanged(.email, to: "iyad")

        #expect(
            screen.lines.contains("  ! Enter an email address with an @.")
                && screen.lines.contains("[Save] (disabled)"),
            """
            Step 2: once the presenter hears that Email changed to "iyad", the screen should show \
            "  ! Enter an email address with an @." under Email, and Save disabled. \(screen.dump)
            """)
        await screen.finishAll()
    }

    @Test("Save follows the presenter: enabled for a valid change, disabled when typed back")
    func saveFollowsThePresenter() async throws {
        let screen = FormScreen()
        screen.show()

        screen.presenter?.fieldChanged(.age, to: "37")
        let changed = screen.lines
        screen.presenter?.fieldChanged(.age, to: "36")

        #expect(
            changed.contains("[Save]"),
            """
            Step 2: once the presenter hears that Age changed to "37", a valid change, the screen \
            should show Save enabled, even though the field still shows what it showed:
            \(changed.joined(separator: "\n"))
            """)
        #expect(
            screen.lines == untouchedForm,
            """
            Step 2: once the presenter hears that Age is "36" again, nothing has changed and Save \
            is disabled again:
            \(untouchedForm.joined(separator: "\n"))
            \(screen.dump)
            """)
        await screen.finishAll()
    }

    @Test("when the presenter cancels, the form shows the saved values again")
    func presenterPutsValuesBack() async throws {
        let screen = FormScreen()
        screen.show()
        try await screen.type("", into: "First name")

        screen.presenter?.cancelTapped()

        #expect(
            screen.lines == untouchedForm,
            """
            Step 2: once the presenter hears Cancel, the screen should show the saved values \
            again, with no problem and Save disabled:
            \(untouchedForm.joined(separator: "\n"))
            \(screen.dump)
            """)
        await screen.finishAll()
    }

    @Test("once the presenter's save has finished, the saved values are the new starting point")
    func savedOnceTheTaskEnds() async throws {
        let screen = FormScreen()
        screen.show()
        try await screen.type("37", into: "Age")
        try await screen.tap("Save")

        guard let task = screen.presenter?.saveTask else {
            Issue.record("Step 3: after Save, the presenter's saveTask should hold the save it started.")
            await screen.finishAll()
            return
        }
        await screen.updater.completeOldest()
        await task.value

        let expected = [
            "Edit profile", "First name: Iyad", "Last name: Agha", "Email: iyad@test.com", "Age: 37",
            "[Save] (disabled)", "[Cancel]",
        ]
        #expect(
            screen.lines == expected,
            """
            Step 3: as soon as the presenter's saveTask has finished, the spinner should be gone, \
            the fields editable and Save disabled again, the presenter telling the view without \
            waiting for anything else:
            \(expected.joined(separator: "\n"))
            \(screen.dump)
            """)
        await screen.finishAll()
    }

    @Test("once the presenter's save has failed, the form says why and offers Retry")
    func failedOnceTheTaskEnds() async throws {
        let screen = FormScreen()
        screen.show()
        try await screen.type("37", into: "Age")
        try await screen.tap("Save")

        guard let task = screen.presenter?.saveTask else {
            Issue.record("Step 3: after Save, the presenter's saveTask should hold the save it started.")
            await screen.finishAll()
            return
        }
        await screen.updater.completeOldest(with: .failure(.saveRejected))
        await task.value

        let expected = [
            "Edit profile", "First name: Iyad", "Last name: Agha", "Email: iyad@test.com", "Age: 37",
            "[Save]", "[Cancel]", "Couldn't save: The server rejected the change.", "[Retry]",
        ]
        #expect(
            screen.lines == expected,
            """
            Step 3: as soon as the presenter's saveTask has failed, the screen should say why and \
            offer Retry, the presenter telling the view without waiting for anything else:
            \(expected.joined(separator: "\n"))
            \(screen.dump)
            """)
        await screen.finishAll()
    }
}
