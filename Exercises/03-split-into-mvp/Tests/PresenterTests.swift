// Steps 2 and 3: the presenter, not the view controller, runs the list. These tests await
// the presenter's own load task — not the window — and check that the screen already shows
// the outcome, worded: only a presenter that tells its view can make that happen.

import Exercise03Presentation
import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 03 · the presenter runs the list", .timeLimit(.minutes(1)))
struct Exercise03PresenterTests {
    @Test("the screen's first load is the presenter's load task")
    func firstLoadIsThePresenters() async {
        let screen = ScreenUnderTest()
        await screen.service.releaseAll()

        screen.window.makeKeyAndVisible()
        let task = screen.presenter?.loadTask
        await task?.value

        #expect(
            task != nil,
            "Step 2: once the screen has loaded, the presenter's loadTask should hold the load it started.")
        #expect(
            !screen.lines.contains(spinnerLine),
            """
            Step 2: once the presenter's loadTask has finished, the spinner should be gone — the \
            presenter tells the view, without waiting for anything else. \(screen.dump)
            """)
        await screen.finish()
    }

    @Test(
        "once the presenter's load has finished, the header and the rows are worded",
        arguments: [
            ([User](), ["No users yet."]),
            ([User.sample[1]], ["1 user", "1. Mila Haward", "   24 years · mila@test.com"]),
            (User.sample, ["6 users"] + sampleRows),
        ])
    func presenterWords(users: [User], expected: [String]) async {
        let screen = ScreenUnderTest()
        await screen.service.planNextResult(.success(users))
        await screen.service.releaseAll()

        screen.window.makeKeyAndVisible()
        await screen.presenter?.loadTask?.value

        #expect(
            screen.lines == [titleBar] + expected,
            """
            Step 3: with \(users.count == 1 ? "one user" : "\(users.count) users"), the screen should show this as soon as the \
            presenter's loadTask has finished:
            \(([titleBar] + expected).joined(separator: "\n"))
            \(screen.dump)
            """)
        await screen.finish()
    }

    @Test("a failed load, once the presenter's task has finished, stops the spinner and shows nothing")
    func failedLoad() async {
        let screen = ScreenUnderTest()
        await screen.service.planNextResult(.failure(.connectionLost))
        await screen.service.releaseAll()

        screen.window.makeKeyAndVisible()
        await screen.presenter?.loadTask?.value

        #expect(
            screen.lines == [titleBar],
            "Step 2: when the presenter's load fails, the spinner stops and nothing else shows. \(screen.dump)"
        )
        await screen.finish()
    }
}
