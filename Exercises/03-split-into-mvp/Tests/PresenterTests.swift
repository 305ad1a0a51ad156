// Steps 2 and 3: the presenter, not the view controller, runs the list. These tests call
// the presenter's inputs directly — bypassing the widgets — and check that the screen
// follows, and that the load the screen waits for is the presenter's own task.

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
            "Step 2: after the screen loads, the presenter's loadTask should hold the load it started.")
        #expect(
            screen.lines == [idleBar, "6 users"] + sampleRows,
            """
            Step 2: once the presenter's loadTask has finished, the screen should show the users — \
            the presenter tells the view, without waiting for anything else. \(screen.dump)
            """)
        await screen.finish()
    }

    @Test("a failed load, worded by the presenter, shows the reason and Retry")
    func failedLoad() async {
        let screen = ScreenUnderTest()
        await screen.service.planNextResult(.failure(.connectionLost))
        await screen.service.releaseAll()

        screen.window.makeKeyAndVisible()
        await screen.presenter?.loadTask?.value

        #expect(
            screen.lines == [idleBar, connectionLostLine, "[Retry]"],
            "Step 2: when the presenter's load fails, the screen shows why, and Retry. \(screen.dump)")
        await screen.finish()
    }

    @Test("telling the presenter Refresh was tapped refreshes the screen")
    func presenterRefreshes() async {
        let screen = ScreenUnderTest()
        screen.window.makeKeyAndVisible()
        await screen.answer()

        let previous = screen.presenter?.loadTask
        screen.presenter?.refreshTapped()
        let whileRefreshing = screen.lines
        guard startedALoad(screen, since: previous, step: 3, input: "refreshTapped()") else {
            return await screen.finish()
        }
        await screen.answer(.success([User.sample[1]]))

        #expect(
            whileRefreshing == [busyBar, spinnerLine, "6 users"] + sampleRows,
            """
            Step 3: right after presenter.refreshTapped(), the spinner shows above the rows and \
            Refresh is disabled. The screen was:
            \(whileRefreshing.joined(separator: "\n"))
            """)
        #expect(
            screen.lines == [idleBar, "1 user", "1. Mila Haward", "   24 years · mila@test.com"],
            "Step 3: the refresh the presenter started should bring the fresh users. \(screen.dump)")
        await screen.finish()
    }

    @Test("the presenter ignores Refresh while a load runs, even when the button is bypassed")
    func presenterIgnoresRefreshWhileLoading() async {
        let screen = ScreenUnderTest()
        screen.window.makeKeyAndVisible()
        await screen.service.waitForPending(count: 1)

        screen.presenter?.refreshTapped()
        screen.presenter?.refreshTapped()

        #expect(
            await screen.service.requestCount == 1,
            "Step 3: a refresh while a load runs is ignored by the presenter itself, not only by a disabled button.")
        await screen.finish()
    }

    @Test("telling the presenter Retry was tapped loads again")
    func presenterRetries() async {
        let screen = ScreenUnderTest()
        screen.window.makeKeyAndVisible()
        await screen.answer(.failure(.connectionLost))

        let previous = screen.presenter?.loadTask
        screen.presenter?.retryTapped()
        let whileRetrying = screen.lines
        guard startedALoad(screen, since: previous, step: 3, input: "retryTapped()") else {
            return await screen.finish()
        }
        await screen.answer()

        #expect(
            whileRetrying == [busyBar, spinnerLine],
            """
            Step 3: right after presenter.retryTapped(), the error and Retry go and the spinner \
            shows. The screen was:
            \(whileRetrying.joined(separator: "\n"))
            """)
        #expect(
            screen.lines == [idleBar, "6 users"] + sampleRows,
            "Step 3: the load Retry started should show the users. \(screen.dump)")
        await screen.finish()
    }

    /// Whether the presenter holds a new load task since `previous`; records why not for
    /// `step` when it doesn't, so the test can stop instead of waiting for a fetch.
    private func startedALoad(
        _ screen: ScreenUnderTest, since previous: Task<Void, Never>?, step: Int, input: String
    ) -> Bool {
        guard let task = screen.presenter?.loadTask, task != previous else {
            Issue.record(
                "Step \(step): presenter.\(input) should start a load the presenter keeps in loadTask.")
            return false
        }
        return true
    }
}
