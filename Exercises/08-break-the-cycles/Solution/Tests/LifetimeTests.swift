// Your lifetime tests: for each screen, that nothing keeps it — or its logic — alive once its
// window has gone. Each test gets `makeScreen` (see Tests/ScreenMaker.swift) and makes the
// screen it looks at with it. List every test in `lifetimeTests`.

import TerminalUIKit
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let lifetimeTests: [LifetimeTest] = [
    LifetimeTest("the MVC screen goes with its window, once loaded", mvcGoesOnceLoaded),
    LifetimeTest("the MVC screen goes with its window while its fetch is in flight", mvcGoesWhileFetching),
    LifetimeTest("the MVP presenter does not keep its view alive", mvpViewGoes),
    LifetimeTest("the MVP presenter goes while its fetch is in flight", mvpPresenterGoesWhileFetching),
    LifetimeTest("an MVVM view model that lives on does not keep its screen alive", mvvmScreenGoes),
    LifetimeTest("the MVVM view model goes while its fetch is in flight", mvvmViewModelGoesWhileFetching),
]

// MARK: - An example

@MainActor
private func mvcGoesOnceLoaded(_ makeScreen: ScreenMaker) async throws {
    var screen: MadeScreen? = makeScreen(.mvc)
    screen?.show()
    await screen?.finishLoading()
    weak var controller: ViewController?
    controller = screen?.controller

    screen = nil

    #expect(controller == nil)
}

// MARK: - Step 1: MVC

@MainActor
private func mvcGoesWhileFetching(_ makeScreen: ScreenMaker) async throws {
    var screen: MadeScreen? = makeScreen(.mvc)
    screen?.show()
    await screen?.service.waitForPending(count: 1)
    weak var controller: ViewController?
    controller = screen?.controller

    screen = nil

    #expect(controller == nil)
}

// MARK: - Step 2: MVP

@MainActor
private func mvpViewGoes(_ makeScreen: ScreenMaker) async throws {
    var screen: MadeScreen? = makeScreen(.mvp)
    screen?.show()
    await screen?.finishLoading()
    let presenter = screen?.logic
    weak var controller: ViewController?
    controller = screen?.controller

    screen = nil

    #expect(presenter != nil)
    #expect(controller == nil)
}

@MainActor
private func mvpPresenterGoesWhileFetching(_ makeScreen: ScreenMaker) async throws {
    var screen: MadeScreen? = makeScreen(.mvp)
    screen?.show()
    await screen?.service.waitForPending(count: 1)
    weak var presenter: AnyObject?
    presenter = screen?.logic

    screen = nil

    #expect(presenter == nil)
}

// MARK: - Step 3: MVVM

@MainActor
private func mvvmScreenGoes(_ makeScreen: ScreenMaker) async throws {
    var screen: MadeScreen? = makeScreen(.mvvm)
    screen?.show()
    await screen?.finishLoading()
    let viewModel = screen?.logic
    weak var controller: ViewController?
    controller = screen?.controller

    screen = nil

    #expect(viewModel != nil)
    #expect(controller == nil)
}

@MainActor
private func mvvmViewModelGoesWhileFetching(_ makeScreen: ScreenMaker) async throws {
    var screen: MadeScreen? = makeScreen(.mvvm)
    screen?.show()
    await screen?.service.waitForPending(count: 1)
    weak var viewModel: AnyObject?
    viewModel = screen?.logic

    screen = nil

    #expect(viewModel == nil)
}
