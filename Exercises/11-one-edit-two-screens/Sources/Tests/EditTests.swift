// Your tests of an edit seen by two screens, through the screen — so they hold for whichever
// pattern you chose. Each test gets `makeScreen` and shows the app with
// `AppScreen(makeScreen)` (see Tests/AppScreen.swift). List every test in `editTests`.

import Testing
import UserModel

/// Every one of your tests, in the order they run.
let editTests: [EditTest] = [
    EditTest("the detail screen shows the user", detailShowsTheUser)
    // Step 2: the detail screen, back from a save.
    // Step 3: the list, back from a save; and a save that doesn't happen.
]

// MARK: - An example

@MainActor
private func detailShowsTheUser(_ makeScreen: ScreenMaker) async throws {
    let screen = await AppScreen(makeScreen)

    try await screen.select(4)

    #expect(
        Array(screen.lines.prefix(3)) == ["‹ Users | Mila Haward", "Email: mila@test.com", "Age: 24 years"])
}
