// Your lifetime tests: for each form, that nothing keeps it — or its logic — alive once its
// window has gone, whatever happened on it before. Each test opens the form it looks at with
// `makeForm` (see Tests/FormMaker.swift), which hands it your forms or the grading's.

import ExerciseGrading
import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite(
    .huntingSeededBugs(
        Leak.self, subject: "your forms, and the grading's copy of them", alsoOnYourCode: true),
    .timeLimit(.minutes(1)))
struct LifetimeTests {
    @Test("the MVC form goes with its window once its save has answered")
    func mvcGoesAfterSaving() async {
        var opened: OpenForm? = makeForm(.mvc)
        opened?.show()
        await opened?.startSaving()
        await opened?.answerSave()
        weak var form: ViewController?
        form = opened?.form

        opened = nil

        #expect(form == nil, "Step 1: once its window has gone, nothing should keep the MVC form alive")
    }

    // Step 1: the MVC form, whatever happened on it before its window went.
    // Step 2: the MVP form and its presenter.
    // Step 3: the MVVM form and its view model.
}
