// Step 4: the screen behaves exactly as it did before the split. These are the
// characterization tests of the massive controller you started from; they pass before you
// change anything, and must still pass when you are done.

import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 06 · the screen is unchanged", .timeLimit(.minutes(1)))
struct Exercise06ScreenTests {
    @Test("the very first frame, before any task has run, is the loading screen")
    func firstFrame() async {
        let screen = ScreenUnderTest()

        screen.window.makeKeyAndVisible()

        #expect(screen.lines == [busyBar, spinnerLine], "Step 4: the first frame changed. \(screen.dump)")
        await screen.finish()
    }

    @Test(
        "a finished load shows the header and the sorted rows",
        arguments: [
            ([User](), ["No users yet."]),
            ([User.sample[1]], ["1 user", "1. Mila Haward", "   24 years · mila@test.com"]),
            (User.sample, ["6 users"] + sampleRows),
        ])
    func loaded(users: [User], expected: [String]) async {
        let screen = ScreenUnderTest()
        screen.window.makeKeyAndVisible()

        await screen.answer(.success(users))

        #expect(
            screen.lines == [idleBar] + expected,
            "Step 4: with \(usersPhrase(users.count)) the screen changed. \(screen.dump)")
        await screen.finish()
    }

    @Test("a refresh keeps the rows under the spinner; a failed one keeps them under the error")
    func refreshes() async throws {
        let screen = ScreenUnderTest()
        screen.window.makeKeyAndVisible()
        await screen.answer()

        try screen.window.tapButton(titled: "Refresh")
        let whileRefreshing = screen.lines
        let tappedAgain = try screen.window.tapButton(titled: "Refresh")
        await screen.answer(.failure(.connectionLost))

        #expect(
            whileRefreshing == [busyBar, spinnerLine, "6 users"] + sampleRows,
            "Step 4: the screen during a refresh changed:\n\(whileRefreshing.joined(separator: "\n"))")
        #expect(!tappedAgain, "Step 4: Refresh should be disabled while the refresh runs.")
        #expect(
            screen.lines == [idleBar, connectionLostLine, "6 users"] + sampleRows,
            "Step 4: after a failed refresh, the rows stay under the error. \(screen.dump)")
        await screen.finish()
    }
}
