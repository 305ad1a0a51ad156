// Your lifetime tests: for each form, that nothing keeps it — or its logic — alive once its
// window has gone, whether its save has answered or not. Each test gets `makeForm` (see
// Tests/FormMaker.swift) and opens the form it looks at with it. List every test in
// `lifetimeTests`.

import TerminalUIKit
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let lifetimeTests: [LifetimeTest] = [
    LifetimeTest("the MVC form goes with its window once its save has answered", mvcGoesAfterSaving)
    // Step 1: the MVC form, also while its save is in flight.
    // Step 2: the MVP form and its presenter.
    // Step 3: the MVVM form and its view model.
]

// MARK: - An example

@MainActor
private func mvcGoesAfterSaving(_ makeForm: FormMaker) async throws {
    var opened: OpenForm? = makeForm(.mvc)
    opened?.show()
    await opened?.startSaving()
    await opened?.answerSave()
    weak var form: ViewController?
    form = opened?.form

    opened = nil

    #expect(form == nil, "Step 1: once its window has gone, nothing should keep the MVC form alive")
}
