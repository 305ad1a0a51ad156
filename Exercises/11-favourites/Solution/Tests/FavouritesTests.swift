// Your tests of favourites, through the screen — so they hold for whichever pattern you
// chose. Each test gets `makeScreen` and shows the app with `AppScreen(makeScreen)` (see
// Tests/AppScreen.swift). List every test in `favouritesTests`.

import Testing
import UserModel

/// Every one of your tests, in the order they run.
let favouritesTests: [FavouritesTest] = [
    FavouritesTest("the detail screen shows the user", detailShowsTheUser),
    FavouritesTest("the detail screen's button toggles", buttonToggles),
    FavouritesTest("back on the list, a new favourite shows and is counted, without a fetch", listShowsIt),
    FavouritesTest("a favourite missing from a refresh is not counted", missingIsNotCounted),
    FavouritesTest("a favourite toggled elsewhere shows on the list at once", toggledElsewhere),
]

// MARK: - An example

@MainActor
private func detailShowsTheUser(_ makeScreen: ScreenMaker) async throws {
    let screen = await AppScreen(makeScreen)

    try await screen.select(4)

    #expect(
        Array(screen.lines.prefix(3)) == ["‹ Users | Mila Haward", "Email: mila@test.com", "Age: 24 years"])
}

// MARK: - Step 2: the detail screen

@MainActor
private func buttonToggles(_ makeScreen: ScreenMaker) async throws {
    let screen = await AppScreen(makeScreen)
    try await screen.select(4)

    try await screen.tapFavourite()

    #expect(screen.lines.last == "[★ Favourite]")
}

// MARK: - Step 3: the list

@MainActor
private func listShowsIt(_ makeScreen: ScreenMaker) async throws {
    let screen = await AppScreen(makeScreen)
    try await screen.select(4)
    try await screen.tapFavourite()

    try await screen.back()

    #expect(screen.lines.contains("6 users · 1 favourite"))
    #expect(screen.lines.contains("4. ★ Mila Haward"))
    #expect(await screen.fetchCount == 1)
}

// MARK: - Step 4: the model owns it

@MainActor
private func missingIsNotCounted(_ makeScreen: ScreenMaker) async throws {
    let withoutMila = User.sample.filter { $0.id != 2 }
    let screen = await AppScreen(makeScreen, favouriteIDs: [2, 3], answering: [User.sample, withoutMila])

    try await screen.tap("Refresh")

    #expect(screen.lines.contains("5 users · 1 favourite"))
}

@MainActor
private func toggledElsewhere(_ makeScreen: ScreenMaker) async throws {
    let screen = await AppScreen(makeScreen)

    screen.favourites.toggleFavourite(3)

    #expect(screen.lines.contains("3. ★ Mark Astun"))
}
