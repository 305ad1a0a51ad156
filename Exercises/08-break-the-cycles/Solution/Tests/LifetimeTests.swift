// Your lifetime tests: for each form, that nothing keeps it — or its logic — alive once its
// window has gone, whatever happened on it before. Each test opens the form it looks at with
// `makeForm` (see Tests/FormMaker.swift), which hands it your forms or the grading's.

import ExerciseGrading
import TerminalUIKit
import Testing

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

    // MARK: - Step 1: MVC

    @Test("the MVC form goes with its window while its save is in flight")
    func mvcGoesWhileSaving() async {
        var opened: OpenForm? = makeForm(.mvc)
        opened?.show()
        await opened?.startSaving()
        weak var form: ViewController?
        form = opened?.form

        opened = nil

        #expect(form == nil, "Step 1: a save waiting for its answer shouldn't keep the MVC form alive")
    }

    @Test("the MVC form goes with its window after a failed save")
    func mvcGoesAfterAFailure() async {
        var opened: OpenForm? = makeForm(.mvc)
        opened?.show()
        await opened?.startSaving()
        await opened?.failSave()
        weak var form: ViewController?
        form = opened?.form

        opened = nil

        #expect(form == nil, "Step 1: after a failed save, nothing should keep the MVC form alive")
    }

    // MARK: - Step 2: MVP

    @Test("the MVP form and its presenter go with their window while a retry is in flight")
    func mvpGoesWhileRetrying() async {
        var opened: OpenForm? = makeForm(.mvp)
        opened?.show()
        await opened?.startSaving()
        await opened?.failSave()
        await opened?.retrySave()
        weak var form: ViewController?
        weak var presenter: AnyObject?
        form = opened?.form
        presenter = opened?.logic

        opened = nil

        #expect(form == nil, "Step 2: nothing should keep the MVP form alive")
        #expect(
            presenter == nil,
            "Step 2: a failed save, or a retry in flight, shouldn't keep the presenter alive")
    }

    // MARK: - Step 3: MVVM

    @Test("an MVVM view model that lives on doesn't keep its form alive")
    func mvvmViewModelLetsFormGo() async {
        var opened: OpenForm? = makeForm(.mvvm)
        opened?.show()
        await opened?.startSaving()
        await opened?.answerSave()
        let viewModel = opened?.logic
        weak var form: ViewController?
        form = opened?.form

        opened = nil

        #expect(viewModel != nil)
        #expect(form == nil, "Step 3: a view model still in use shouldn't keep the MVVM form alive")
    }

    @Test("the MVVM view model goes while its save is in flight")
    func mvvmViewModelGoesWhileSaving() async {
        var opened: OpenForm? = makeForm(.mvvm)
        opened?.show()
        await opened?.startSaving()
        weak var viewModel: AnyObject?
        viewModel = opened?.logic

        opened = nil

        #expect(viewModel == nil, "Step 3: a save waiting for its answer shouldn't keep the view model alive")
    }

    @Test("the MVVM form and its view model go with their window after a failed save")
    func mvvmGoesAfterAFailure() async {
        var opened: OpenForm? = makeForm(.mvvm)
        opened?.show()
        await opened?.startSaving()
        await opened?.failSave()
        weak var form: ViewController?
        weak var viewModel: AnyObject?
        form = opened?.form
        viewModel = opened?.logic

        opened = nil

        #expect(form == nil, "Step 3: after a failed save, nothing should keep the MVVM form alive")
        #expect(viewModel == nil, "Step 3: after a failed save, nothing should keep the view model alive")
    }

    @Test("the MVVM form goes with its window after the user cancelled their edits")
    func mvvmGoesAfterCancelling() async {
        var opened: OpenForm? = makeForm(.mvvm)
        opened?.show()
        opened?.type("Ann", into: "First name")
        await opened?.cancel()
        weak var form: ViewController?
        form = opened?.form

        opened = nil

        #expect(form == nil, "Step 3: after Cancel, nothing should keep the MVVM form alive")
    }
}
