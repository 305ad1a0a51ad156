// The tests of exercise 08. Your forms must keep nobody alive once their window has gone,
// whatever happened on them before; your tests, in `LifetimeTests`, must pass on your forms
// and catch every leak in `Leak`. Read them; don't edit them.

import ExerciseGrading
import TerminalUIKit
import Testing

@MainActor
@Suite("Exercise 08 · Break the cycles", .timeLimit(.minutes(1)))
struct Exercise08Tests {
    @Test(
        "your form and its logic go with their window, whatever was done on it", arguments: Pattern.allCases)
    func goesOnceUsed(_ pattern: Pattern) async {
        var opened: OpenForm? = makeForm(pattern, code: .yours)
        opened?.show()
        await opened?.startSaving()
        await opened?.failSave()
        await opened?.retrySave()
        await opened?.answerSave()
        let left = Survivors(of: opened)

        opened = nil

        left.expectNone(pattern)
    }

    @Test("your form and its logic go with their window, whenever it closes", arguments: Pattern.allCases)
    func goesWhileSaving(_ pattern: Pattern) async {
        var opened: OpenForm? = makeForm(pattern, code: .yours)
        opened?.show()
        await opened?.startSaving()
        let left = Survivors(of: opened)

        opened = nil

        left.expectNone(pattern)
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

    /// Names what outlives the window as a tester would see it, not when: that is for your tests.
    func expectNone(_ pattern: Pattern) {
        let theForm = "the \(pattern.rawValue) form"
        // The MVC form is its own logic: only the form counts.
        let logicName = logic == nil ? nil : [Pattern.mvp: "presenter", .mvvm: "view model"][pattern]
        let symptom: String? =
            switch (form != nil, logicName) {
            case (true, let name?): "\(theForm) and its \(name) outlive their window"
            case (true, nil): "\(theForm) outlives its window"
            case (false, let name?): "\(theForm) goes, but its \(name) outlives it"
            case (false, nil): nil
            }
        #expect(
            symptom == nil,
            """
            Step \(pattern.step): \(symptom ?? ""). Your tests in `LifetimeTests` should find \
            after what it happens; that tells you where to look for what keeps it.
            """)
    }
}
