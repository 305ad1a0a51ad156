// Step 4: the form behaves as exercise 03's split left it: exercise 02's massive controller,
// with Cancel stopping a save and the stored values the new start. These characterization
// tests pass on 03's reference, and must pass on this split when you are done.

import Exercise06Presentation
import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 06 · the form is unchanged", .timeLimit(.minutes(1)))
struct Exercise06ScreenTests {
    @Test("the first frame shows the user's values, and Save disabled")
    func firstFrame() async {
        let screen = FormUnderTest()

        #expect(screen.lines == form(), "Step 4: the first frame changed. \(screen.dump)")
        await screen.finish()
    }

    @Test("an edited field shows its problem; Save waits for a valid change")
    func editing() async throws {
        let screen = FormUnderTest()

        try screen.type("iyad", into: "Email")
        let invalid = screen.lines
        try screen.type("iyad@home.com", into: "Email")

        #expect(
            invalid == form(["Iyad", "Agha", "iyad", "36"], problems: [.email: noAt]),
            "Step 4: an invalid email changed:\n\(invalid.joined(separator: "\n"))")
        #expect(
            screen.lines == form(["Iyad", "Agha", "iyad@home.com", "36"], saveEnabled: true),
            "Step 4: a valid change changed. \(screen.dump)")
        await screen.finish()
    }

    @Test("saving locks the form; the saved values become the new starting point")
    func saving() async throws {
        let screen = FormUnderTest()
        try screen.type("37", into: "Age")

        try screen.tap("Save")
        let whileSaving = screen.lines
        await screen.answer()

        #expect(
            whileSaving == form(["Iyad", "Agha", "iyad@test.com", "37"], saving: true),
            "Step 4: the form while saving changed:\n\(whileSaving.joined(separator: "\n"))")
        #expect(
            screen.lines == form(["Iyad", "Agha", "iyad@test.com", "37"]),
            "Step 4: after a save, the form changed. \(screen.dump)")
        await screen.finish()
    }

    @Test("a failed save says why and offers Retry while a save could start; Retry saves again")
    func failureAndRetry() async throws {
        let screen = FormUnderTest()
        try screen.type("Ivo", into: "First name")
        try screen.tap("Save")

        await screen.answer(.failure(.connectionLost))
        let failed = screen.lines
        try screen.type("iyad", into: "Email")
        let invalid = screen.lines
        try screen.type("iyad@test.com", into: "Email")
        try screen.tap("Retry")
        await screen.answer()

        #expect(
            failed == form(["Ivo", "Agha", "iyad@test.com", "36"], saveEnabled: true, error: connectionLost),
            "Step 4: a failed save changed:\n\(failed.joined(separator: "\n"))")
        let noRetry = form(
            ["Ivo", "Agha", "iyad", "36"], problems: [.email: noAt], error: connectionLost, retry: false)
        #expect(
            invalid == noRetry,
            """
            Step 4: while no save could start, Retry should hide and the error stay:
            \(invalid.joined(separator: "\n"))
            """)
        #expect(
            screen.lines == form(["Ivo", "Agha", "iyad@test.com", "36"]),
            "Step 4: Retry should save again. \(screen.dump)")
        await screen.finish()
    }

    @Test("Cancel puts the saved values back and cancels the save in flight")
    func cancel() async throws {
        let screen = FormUnderTest()
        try screen.type("", into: "Last name")
        try screen.type("Ivo", into: "First name")
        let edited = screen.lines
        try screen.type("Agha", into: "Last name")
        try screen.tap("Save")

        let saving = screen.viewModel?.saveTask != nil
        try screen.tap("Cancel")
        if saving { await screen.updater.waitForCancellations(count: 1) }

        #expect(
            edited == form(["Ivo", "", "iyad@test.com", "36"], problems: [.lastName: "Enter a last name."]),
            "Step 4: the edited form changed:\n\(edited.joined(separator: "\n"))")
        #expect(screen.lines == form(), "Step 4: Cancel should put the saved values back. \(screen.dump)")
        await screen.finish()
    }
}
