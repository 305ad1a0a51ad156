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

        #expect(screen.lines == [titleBar, spinnerLine], "Step 4: the first frame changed. \(screen.dump)")
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
            screen.lines == [titleBar] + expected,
            "Step 4: with \(users.count == 1 ? "one user" : "\(users.count) users") the screen changed. \(screen.dump)"
        )
        await screen.finish()
    }

    @Test("a failed load stops the spinner and shows nothing more")
    func failedLoad() async {
        let screen = ScreenUnderTest()
        screen.window.makeKeyAndVisible()

        await screen.answer(.failure(.connectionLost))

        #expect(screen.lines == [titleBar], "Step 4: a failed load looks different now. \(screen.dump)")
        await screen.finish()
    }
}
