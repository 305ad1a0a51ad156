// The team's tests of the MVC screen, as they were before the change: through the window,
// comparing what the screen shows. They are yours to keep passing.

import TerminalUIKit
import Testing
import UserModel

/// The team's MVC tests, in the order they run.
let mvcTeamTests: [TeamTest] = [
    TeamTest("MVC: a finished load shows the header and the rows", mvcLoaded),
    TeamTest("MVC: a failed first load shows why", mvcFailedLoad),
    TeamTest("MVC: a failed refresh keeps the rows under the error", mvcFailedRefresh),
    TeamTest("MVC: Dismiss hides the error and itself", mvcDismiss),
]

/// The MVC screen, shown, after every fetch it started has been answered with `results`.
@MainActor
private func shownScreen(_ subject: Subject, _ results: Result<[User], UserServiceError>...) async -> Window {
    let service = ControllableUserService()
    for result in results {
        await service.planNextResult(result)
    }
    await service.releaseAll()
    let window = subject.mvcWindow(service)
    window.makeKeyAndVisible()
    await window.tasks.waitUntilIdle()
    return window
}

@MainActor
private func mvcLoaded(_ subject: Subject) async throws {
    let window = await shownScreen(subject, .success([User.sample[1]]))

    #expect(
        window.render() == ["Users  [Refresh]", "1 user", "1. Mila Haward", "   24 years · mila@test.com"])
}

@MainActor
private func mvcFailedLoad(_ subject: Subject) async throws {
    let window = await shownScreen(subject, .failure(.connectionLost))

    #expect(
        window.render() == [
            "Users  [Refresh]", "Couldn't load users: The network connection was lost.", "[Dismiss]",
        ])
}

@MainActor
private func mvcFailedRefresh(_ subject: Subject) async throws {
    let window = await shownScreen(subject, .success([User.sample[1]]), .failure(.connectionLost))

    try window.tapButton(titled: "Refresh")
    await window.tasks.waitUntilIdle()

    #expect(
        window.render() == [
            "Users  [Refresh]", "Couldn't load users: The network connection was lost.", "[Dismiss]",
            "1 user",
            "1. Mila Haward", "   24 years · mila@test.com",
        ])
}

@MainActor
private func mvcDismiss(_ subject: Subject) async throws {
    let window = await shownScreen(subject, .failure(.connectionLost))

    try window.tapButton(titled: "Dismiss")
    await window.tasks.waitUntilIdle()

    #expect(window.render() == ["Users  [Refresh]"])
}
