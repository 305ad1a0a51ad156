// Your tests of an edit seen by two screens, through the screen — so they hold for whichever
// pattern you chose. Each test gets `makeScreen` and shows the app with
// `AppScreen(makeScreen)` (see Tests/AppScreen.swift). List every test in `editTests`.

import Testing
import UserModel

/// Every one of your tests, in the order they run.
let editTests: [EditTest] = [
    EditTest("the detail screen shows the user", detailShowsTheUser),
    EditTest("back from a save, the detail screen shows the new age", detailShowsNewAge),
    EditTest("back on the list, a renamed user shows in their new place, without a fetch", listMovesRenamed),
    EditTest("a save cancelled on the form leaves the list as it was", cancelLeavesList),
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
private func detailShowsNewAge(_ makeScreen: ScreenMaker) async throws {
    let screen = await AppScreen(makeScreen)
    try await screen.select(4)
    try await screen.tap("Edit")
    try await screen.type("25", into: "Age")
    try await screen.save()

    try await screen.back()

    #expect(screen.lines.contains("Age: 25 years"))
}

// MARK: - Step 3: the list

@MainActor
private func listMovesRenamed(_ makeScreen: ScreenMaker) async throws {
    let screen = await AppScreen(makeScreen)
    try await screen.select(4)
    try await screen.tap("Edit")
    try await screen.type("Zeller", into: "Last name")
    try await screen.save()

    try await screen.back()
    try await screen.back()

    #expect(screen.lines.contains("6. Mila Zeller"))
    #expect(await screen.fetchCount == 1)
}

@MainActor
private func cancelLeavesList(_ makeScreen: ScreenMaker) async throws {
    let screen = await AppScreen(makeScreen)
    try await screen.select(4)
    try await screen.tap("Edit")
    try await screen.type("Zeller", into: "Last name")
    try await screen.tap("Save")

    try await screen.tap("Cancel")
    try await screen.back()
    try await screen.back()

    #expect(screen.lines.contains("4. Mila Haward"))
}
