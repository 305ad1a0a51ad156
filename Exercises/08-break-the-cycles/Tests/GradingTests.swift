// The tests of exercise 08. Your forms must keep nobody alive once their window has gone,
// whatever happened on them before; your tests, in `LifetimeTests`, must pass on your forms
// and catch every leak in `Leak`. Read them; don't edit them.

import ExerciseGrading
import TerminalUIKit
import Testing

@MainActor
@Suite("Exercise 08 · Break the cycles", .timeLimit(.minutes(1)))
struct Exercise08Tests {
    @Test("your form and its logic go with their window once used", arguments: Pattern.allCases)
    func goesOnceUsed(_ pattern: Pattern) async {
        var opened: OpenForm? = makeForm(pattern, code: .yours)
        opened?.show()
        await opened?.startSaving()
        await opened?.failSave()
        await opened?.retrySave()
        await opened?.answerSave()

        expectGone(&opened, "used — a save that failed, Retry, its answer — and then closed")
    }

    @Test(
        "your form and its logic go with their window while a save is in flight", arguments: Pattern.allCases)
    func goesWhileSaving(_ pattern: Pattern) async {
        var opened: OpenForm? = makeForm(pattern, code: .yours)
        opened?.show()
        await opened?.startSaving()

        expectGone(&opened, "closed while its save still waits for the service")
    }

    /// Drops `opened` and expects its form and logic gone.
    private func expectGone(_ opened: inout OpenForm?, _ what: String) {
        guard let pattern = opened?.pattern else { return }
        weak var form: ViewController?
        weak var logic: AnyObject?
        form = opened?.form
        logic = opened?.logic

        opened = nil

        let logicName = [Pattern.mvp: "presenter", .mvvm: "view model"][pattern]
        let alive = [
            form.map { _ in "the form" }, logicName.flatMap { name in logic.map { _ in "its \(name)" } },
        ]
        #expect(
            form == nil && logic == nil,
            """
            Step \(pattern.step): the \(pattern.rawValue) form, \(what), should go with its window. \
            Still alive: \(alive.compactMap { $0 }.joined(separator: " and ")).
            """)
    }
}
