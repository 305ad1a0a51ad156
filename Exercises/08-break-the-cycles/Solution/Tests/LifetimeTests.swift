// Your lifetime tests: for each form, that nothing keeps it — or its logic — alive once its
// window has gone, whether its save has answered or not. Each test gets `makeForm` (see
// Tests/FormMaker.swift) and opens the form it looks at with it. List every test in
// `lifetimeTests`.

import TerminalUIKit
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let lifetimeTests: [LifetimeTest] = [
    LifetimeTest("the MVC form goes with its window once its save has answered", mvcGoesAfterSaving),
    LifetimeTest("the MVC form goes with its window while its save is in flight", mvcGoesWhileSaving),
    LifetimeTest("the MVP presenter doesn't keep its form alive", mvpPresenterLetsFormGo),
    LifetimeTest("the MVP presenter goes while its save is in flight", mvpPresenterGoesWhileSaving),
    LifetimeTest("an MVVM view model that lives on doesn't keep its form alive", mvvmViewModelLetsFormGo),
    LifetimeTest("the MVVM view model goes while its save is in flight", mvvmViewModelGoesWhileSaving),
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

// MARK: - Step 1: MVC

@MainActor
private func mvcGoesWhileSaving(_ makeForm: FormMaker) async throws {
    var opened: OpenForm? = makeForm(.mvc)
    opened?.show()
    await opened?.startSaving()
    weak var form: ViewController?
    form = opened?.form

    opened = nil

    #expect(form == nil, "Step 1: a save waiting for its answer shouldn't keep the MVC form alive")
}

// MARK: - Step 2: MVP

@MainActor
private func mvpPresenterLetsFormGo(_ makeForm: FormMaker) async throws {
    var opened: OpenForm? = makeForm(.mvp)
    opened?.show()
    await opened?.startSaving()
    await opened?.answerSave()
    let presenter = opened?.logic
    weak var form: ViewController?
    form = opened?.form

    opened = nil

    #expect(presenter != nil)
    #expect(form == nil, "Step 2: a presenter still in use shouldn't keep the MVP form alive")
}

@MainActor
private func mvpPresenterGoesWhileSaving(_ makeForm: FormMaker) async throws {
    var opened: OpenForm? = makeForm(.mvp)
    opened?.show()
    await opened?.startSaving()
    weak var presenter: AnyObject?
    presenter = opened?.logic

    opened = nil

    #expect(presenter == nil, "Step 2: a save waiting for its answer shouldn't keep the presenter alive")
}

// MARK: - Step 3: MVVM

@MainActor
private func mvvmViewModelLetsFormGo(_ makeForm: FormMaker) async throws {
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

@MainActor
private func mvvmViewModelGoesWhileSaving(_ makeForm: FormMaker) async throws {
    var opened: OpenForm? = makeForm(.mvvm)
    opened?.show()
    await opened?.startSaving()
    weak var viewModel: AnyObject?
    viewModel = opened?.logic

    opened = nil

    #expect(viewModel == nil, "Step 3: a save waiting for its answer shouldn't keep the view model alive")
}
