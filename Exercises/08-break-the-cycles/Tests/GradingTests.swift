// The tests of exercise 08. Your screens must keep nobody alive once their window has
// gone, whether their fetch has answered or not; your tests must pass on your screens, and
// catch every leak in `Leak`: for each one, at least one of your tests must fail on a copy
// of the screens with that leak. Read them; don't edit them.

import ExerciseGrading
import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 08 · Break the cycles", .timeLimit(.minutes(1)))
struct Exercise08Tests {
    // MARK: - Your screens

    /// A pattern, the step that fixes it, and what its logic is called.
    struct Case: Sendable, CustomTestStringConvertible {
        var pattern: Pattern
        var step: Int
        var name: String
        var logic: String
        /// `the MVP screen or its presenter`.
        var what: String {
            pattern == .mvc ? "the MVC screen" : "the \(name) screen or its \(logic)"
        }
        var testDescription: String { name }
    }

    nonisolated static let cases = [
        Case(pattern: .mvc, step: 1, name: "MVC", logic: "controller"),
        Case(pattern: .mvp, step: 2, name: "MVP", logic: "presenter"),
        Case(pattern: .mvvm, step: 3, name: "MVVM", logic: "view model"),
    ]

    @Test("your screen and its logic go with their window, once loaded", arguments: cases)
    func goesOnceLoaded(_ example: Case) async {
        var screen: MadeScreen? = ScreenMaker(leak: nil)(example.pattern)
        screen?.show()
        await screen?.finishLoading()
        weak var controller: ViewController?
        weak var logic: AnyObject?
        controller = screen?.controller
        logic = screen?.logic

        screen = nil

        #expect(
            controller == nil && logic == nil,
            """
            Step \(example.step): once its window has gone, nothing should keep \(example.what) \
            alive. Still alive: \(alive(controller, logic, example)).
            """)
    }

    @Test("your screen and its logic go with their window while a fetch is in flight", arguments: cases)
    func goesWhileFetching(_ example: Case) async {
        var screen: MadeScreen? = ScreenMaker(leak: nil)(example.pattern)
        screen?.show()
        await screen?.service.waitForPending(count: 1)
        weak var controller: ViewController?
        weak var logic: AnyObject?
        controller = screen?.controller
        logic = screen?.logic

        screen = nil

        #expect(
            controller == nil && logic == nil,
            """
            Step \(example.step): a fetch still waiting for its answer should not keep \(example.what) \
            alive. Still alive: \(alive(controller, logic, example)).
            """)
    }

    private func alive(_ controller: AnyObject?, _ logic: AnyObject?, _ example: Case) -> String {
        if example.pattern == .mvc { return "the screen" }
        let names = [controller.map { _ in "the screen" }, logic.map { _ in "the \(example.logic)" }]
        return names.compactMap { $0 }.joined(separator: " and ")
    }

    // MARK: - Your tests

    @Test("each of your tests passes against your screens as they are", arguments: lifetimeTests)
    func passesOnYourScreens(_ test: LifetimeTest) async throws {
        try await test.body(ScreenMaker(leak: nil))
    }

    @Test("your tests catch every seeded leak")
    func catchesEverySeededLeak() async {
        let result = await BugHunt.run(Leak.allCases) { leak in
            for test in lifetimeTests {
                try await test.body(ScreenMaker(leak: leak))
            }
        }

        BugHunt.report(result, testCount: lifetimeTests.count, subject: "your screens")
    }
}
