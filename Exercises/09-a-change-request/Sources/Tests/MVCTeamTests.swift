// The team's tests of the MVC screen, as they were before the change: through the window,
// comparing what the screen shows. They are yours to keep passing. Each makes its screen
// with `makeMVCWindow` (Tests/TeamTests.swift), yours or the one from before the change.

import TerminalUIKit
import Testing
import UserModel

/// The MVC screen, shown, after every fetch it started has been answered with `results`.
@MainActor
private func shownScreen(_ results: Result<[User], UserServiceError>...) async -> Window {
    let service = ControllableUserService()
    for result in results {
        await service.planNextResult(result)
    }
    await service.releaseAll()
    let window = makeMVCWindow(service)
    window.makeKeyAndVisible()
    await window.tasks.waitUntilIdle()
    return window
}

extension TeamTests {
    @Test("MVC: a finished load shows the header and the rows")
    func mvcLoaded() async throws {
        let window = await shownScreen(.success([User.sample[1]]))

        #expect(
            window.render() == [
                "Users  [Refresh]", "1 user", "1. Mila Haward", "   24 years · mila@test.com",
            ])
    }

    @Test("MVC: a failed first load shows why")
    func mvcFailedLoad() async throws {
        let window = await shownScreen(.failure(.connectionLost))

        #expect(
            window.render() == ["Users  [Refresh]", "Couldn't load users: The network connection was lost."])
    }

    @Test("MVC: a failed refresh keeps the rows under the error")
    func mvcFailedRefresh() async throws {
        let window = await shownScreen(.success([User.sample[1]]), .failure(.connectionLost))

        try window.tapButton(titled: "Refresh")
        await window.tasks.waitUntilIdle()

        #expect(
            window.render() == [
                "Users  [Refresh]", "Couldn't load users: The network connection was lost.", "1 user",
                "1. Mila Haward", "   24 years · mila@test.com",
            ])
    }
}
