// Your tests of favourites, through the screen — so they hold for whichever pattern you
// chose. Each test gets `makeScreen` and shows the app with `AppScreen(makeScreen)` (see
// Tests/AppScreen.swift). List every test in `favouritesTests`.

import Testing
import UserModel

/// Every one of your tests, in the order they run.
let favouritesTests: [FavouritesTest] = [
    FavouritesTest("the detail screen shows the user", detailShowsTheUser)
    // Step 2: the detail screen's button.
    // Step 3: the list, once back from the detail screen.
    // Step 4: favourites across a refresh.
]

// MARK: - An example

@MainActor
private func detailShowsTheUser(_ makeScreen: ScreenMaker) async throws {
    let screen = await AppScreen(makeScreen)

    try await screen.select(4)

    #expect(
        Array(screen.lines.prefix(3)) == ["‹ Users | Mila Haward", "Email: mila@test.com", "Age: 24 years"])
}
