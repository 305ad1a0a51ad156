// Your lifetime tests: for each screen, that nothing keeps it — or its logic — alive once its
// window has gone. Each test gets `makeScreen` (see Tests/ScreenMaker.swift) and makes the
// screen it looks at with it. List every test in `lifetimeTests`.

import TerminalUIKit
import Testing
import UserModel

/// Every one of your tests, in the order they run.
let lifetimeTests: [LifetimeTest] = [
    LifetimeTest("the MVC screen goes with its window, once loaded", mvcGoesOnceLoaded)
    // Step 1: the MVC screen, also while its fetch is in flight.
    // Step 2: the MVP screen and its presenter.
    // Step 3: the MVVM screen and its view model.
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
