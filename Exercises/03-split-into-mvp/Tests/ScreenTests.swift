// Step 4: the screen behaves exactly as it did before the split. These are the
// characterization tests of the massive controller you started from; they pass before you
// change anything, and must still pass when you are done.

import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 03 · the screen is unchanged", .timeLimit(.minutes(1)))
struct Exercise03ScreenTests {
    @Test("the very first frame is the loading screen")
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
            "Step 4: with \(users.count) users the screen changed. \(screen.dump)")
        await screen.finish()
    }

    @Test("a failed first load shows the reason and Retry; a successful Retry shows the rows")
    func failureAndRetry() async throws {
        let screen = ScreenUnderTest()
        screen.window.makeKeyAndVisible()
        await screen.answer(.failure(.connectionLost))
        let afterFailure = screen.lines

        try screen.window.tapButton(titled: "Retry")
        let whileRetrying = screen.lines
        await screen.answer()

        #expect(
            afterFailure == [idleBar, connectionLostLine, "[Retry]"],
            "Step 4: a failed first load looks different now:\n\(afterFailure.joined(separator: "\n"))")
        #expect(
            whileRetrying == [busyBar, spinnerLine],
            "Step 4: the screen during Retry changed:\n\(whileRetrying.joined(separator: "\n"))")
        #expect(screen.lines == [idleBar, "6 users"] + sampleRows, "Step 4: after Retry. \(screen.dump)")
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
            "Step 4: after a failed refresh, the rows stay under the error, and no Retry. \(screen.dump)")
        await screen.finish()
    }
}
