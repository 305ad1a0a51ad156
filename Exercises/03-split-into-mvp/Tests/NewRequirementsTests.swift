// Step 5: what the split brings. The massive controller leaves a save alone once it runs,
// keeps what was typed after a save, and offers Retry whenever a save has failed; the form
// must now do better, through its screen. No line of the controller does any of this: it
// is written in the presenter's terms, whatever they are.

import Testing
import UserModel

@MainActor
@Suite("Exercise 03 · what the split brings", .timeLimit(.minutes(1)))
struct Exercise03NewRequirementsTests {
    private let untouchedForm = [
        "Edit profile", "First name: Iyad", "Last name: Agha", "Email: iyad@test.com", "Age: 36",
        "[Save] (disabled)", "[Cancel]",
    ]

    @Test("Cancel stops a save that is running and puts the saved values back")
    func cancelStopsASave() async throws {
        let screen = FormScreen()
        screen.show()
        try await screen.type("37", into: "Age")
        try await screen.tap("Save")

        try await screen.tap("Cancel")

        guard await screen.updater.cancelledCount == 1 else {
            Issue.record(
                """
                Step 5: Cancel while a save runs should stop the save itself, so that the service \
                can drop it, not only hide the spinner: the service was never told. \(screen.dump)
                """)
            return await screen.finishAll()
        }
        await screen.finishAll()
        #expect(
            screen.lines == untouchedForm,
            """
            Step 5: once Cancel has stopped a running save, the form should show no spinner and \
            no failure (a stopped save didn't fail), the fields editable and showing the saved \
            values, Save disabled:
            \(untouchedForm.joined(separator: "\n"))
            \(screen.dump)
            """)
        try await screen.type("38", into: "Age")
        let saveAgain = try await screen.tap("Save")
        #expect(
            saveAgain,
            "Step 5: after Cancel stopped a save, a new change should be savable again. \(screen.dump)")
        await screen.finishAll()
    }

    @Test("after a save, what the service stored fills the fields and Save is disabled")
    func storedValuesComeBack() async throws {
        let screen = FormScreen()
        screen.show()
        try await screen.type("Ivo  ", into: "First name")
        try await screen.type("37", into: "Age")
        try await screen.tap("Save")

        let stored = User(
            id: User.sample[0].id, firstName: "Ivo", lastName: "Agha", email: "ivo@test.com", age: 37)
        await screen.completeSave(with: .success(stored))

        let expected = [
            "Edit profile", "First name: Ivo", "Last name: Agha", "Email: ivo@test.com", "Age: 37",
            "[Save] (disabled)", "[Cancel]",
        ]
        #expect(
            screen.lines == expected,
            """
            Step 5: once a save succeeds, the fields should show what the service stored (here it \
            trimmed the first name and changed the email), and Save be disabled, as nothing \
            differs from it:
            \(expected.joined(separator: "\n"))
            \(screen.dump)
            """)
        await screen.finishAll()
    }

    @Test("after a failed save, Retry shows only while the form could be saved")
    func retryOnlyWhenItCanSave() async throws {
        let screen = FormScreen()
        screen.show()
        try await screen.type("37", into: "Age")
        try await screen.tap("Save")
        await screen.completeSave(with: .failure(.saveRejected))

        try await screen.type("", into: "First name")
        let invalid = screen.lines
        try await screen.type("Iyad", into: "First name")
        let validAgain = screen.lines
        try await screen.type("36", into: "Age")
        let unchanged = screen.lines

        let failure = "Couldn't save: The server rejected the change."
        #expect(
            invalid.contains(failure) && !invalid.contains("[Retry]"),
            """
            Step 5: after a failed save, an edit that leaves a field with a problem should hide \
            Retry (there is nothing it could save) and keep saying why the save failed:
            \(invalid.joined(separator: "\n"))
            """)
        #expect(
            validAgain.contains("[Retry]"),
            """
            Step 5: once every field is valid again, Retry should show again:
            \(validAgain.joined(separator: "\n"))
            """)
        #expect(
            !unchanged.contains("[Retry]"),
            """
            Step 5: typed back to the saved values, nothing differs, so Retry should hide:
            \(unchanged.joined(separator: "\n"))
            """)
        await screen.finishAll()
    }
}
