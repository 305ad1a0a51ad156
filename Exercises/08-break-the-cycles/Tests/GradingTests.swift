// The tests of exercise 08. Your forms must keep nobody alive once their window has gone,
// whether their save has answered or not; your tests must pass on your forms, and catch
// every leak in `Leak`: for each one, at least one of your tests must fail on a copy of the
// forms with that leak. Read them; don't edit them.

import ExerciseGrading
import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 08 · Break the cycles", .timeLimit(.minutes(1)))
struct Exercise08Tests {
    // MARK: - Your forms

    /// A pattern, and what its logic is called.
    struct Case: Sendable, CustomTestStringConvertible {
        var kind: Pattern
        var name: String
        var logic: String
        /// `the MVP form or its presenter`.
        var what: String {
            kind == .mvc ? "the MVC form" : "the \(name) form or its \(logic)"
        }
        var testDescription: String { name }
    }

    nonisolated static let cases = [
        Case(kind: .mvc, name: "MVC", logic: "controller"),
        Case(kind: .mvp, name: "MVP", logic: "presenter"),
        Case(kind: .mvvm, name: "MVVM", logic: "view model"),
    ]

    @Test("your form and its logic go with their window once a save has answered", arguments: cases)
    func goesOnceSaved(_ pattern: Case) async {
        var opened: OpenForm? = FormMaker(leak: nil)(pattern.kind)
        opened?.show()
        await opened?.startSaving()
        await opened?.answerSave()
        weak var form: ViewController?
        weak var logic: AnyObject?
        form = opened?.form
        logic = opened?.logic

        opened = nil

        #expect(
            form == nil && logic == nil,
            """
            Step \(pattern.kind.step): once its window has gone, nothing should keep \(pattern.what) \
            alive. Still alive: \(alive(form, logic, pattern)).
            """)
    }

    @Test("your form and its logic go with their window while a save is in flight", arguments: cases)
    func goesWhileSaving(_ pattern: Case) async {
        var opened: OpenForm? = FormMaker(leak: nil)(pattern.kind)
        opened?.show()
        await opened?.startSaving()
        weak var form: ViewController?
        weak var logic: AnyObject?
        form = opened?.form
        logic = opened?.logic

        opened = nil

        #expect(
            form == nil && logic == nil,
            """
            Step \(pattern.kind.step): a save still waiting for the service's answer should not keep \
            \(pattern.what) alive. Still alive: \(alive(form, logic, pattern)).
            """)
    }

    private func alive(_ form: AnyObject?, _ logic: AnyObject?, _ pattern: Case) -> String {
        if pattern.kind == .mvc { return "the form" }
        let names = [form.map { _ in "the form" }, logic.map { _ in "the \(pattern.logic)" }]
        return names.compactMap { $0 }.joined(separator: " and ")
    }

    // MARK: - Your tests

    @Test("each of your tests passes against your forms as they are", arguments: lifetimeTests)
    func passesOnYourForms(_ test: LifetimeTest) async throws {
        try await test.body(FormMaker(leak: nil))
    }

    @Test("your tests catch every seeded leak")
    func catchesEverySeededLeak() async {
        let result = await BugHunt.run(Leak.allCases) { leak in
            for test in lifetimeTests {
                try await test.body(FormMaker(leak: leak))
            }
        }

        BugHunt.report(result, testCount: lifetimeTests.count, subject: "your forms")
    }
}
