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
        let left = Survivors(of: opened)

        opened = nil

        left.expectNone(pattern, "used — a save that failed, Retry, its answer — and then closed")
    }

    @Test(
        "your form and its logic go with their window while a save is in flight", arguments: Pattern.allCases)
    func goesWhileSaving(_ pattern: Pattern) async {
        var opened: OpenForm? = makeForm(pattern, code: .yours)
        opened?.show()
        await opened?.startSaving()
        let left = Survivors(of: opened)

        opened = nil

        left.expectNone(pattern, "closed while its save still waits for the service")
    }
}

/// The grading's record of a form and its logic, held weakly, named as the failure says them.
@MainActor
private final class Survivors {
    private weak var form: ViewController?
    private weak var logic: AnyObject?

    init(of opened: OpenForm?) {
        form = opened?.form
        logic = opened?.logic
    }

    func expectNone(_ pattern: Pattern, _ what: String) {
        let logicName = [Pattern.mvp: "its presenter", .mvvm: "its view model"][pattern]
        let alive = [form.map { _ in "the form" }, logic.flatMap { _ in logicName }].compactMap { $0 }
        #expect(
            alive.isEmpty,
            """
            Step \(pattern.step): the \(pattern.rawValue) form, \(what), should go with its window. \
            Still alive: \(alive.joined(separator: " and ")).
            """)
    }
}
