// Your characterization tests of the user list: what its screen does today, pinned down
// from the outside, so that any change that alters it makes a test fail. Each test gets a
// fresh `ListScreen` (see Tests/ListScreen.swift): show it, act as a user would, answer its
// fetches, and compare its lines. List every test in `screenTests`.

import Testing
import UserModel

/// Every one of your tests, in the order they run.
let screenTests: [ScreenTest] = [
    ScreenTest("a finished load shows the header and one row per user", finishedLoad)
    // Step 1: what the screen shows while the first load runs.
    // Step 2: what a refresh shows while it runs.
    // Step 3: a first load that fails.
    // Step 4: a search, across a refresh.
]

// MARK: - What the screen shows

private let idleBar = "Users  [Refresh]"
private let busyBar = "Users  [Refresh] (disabled)"
private let emptySearch = "Search: (name or email)"
private let spinner = "⟳ Loading users…"
private let connectionLostLine = "Couldn't load users: The network connection was lost."

/// The sample's rows, as the screen shows them.
private let sampleRows = [
    "1. Renée Åberg",
    "   52 years · renee@test.com",
    "2. Iyad Agha",
    "   36 years · iyad@test.com",
    "3. Mark Astun",
    "   39 years · mark@test.com",
    "4. Mila Haward",
    "   24 years · mila@test.com",
    "5. Noah Haward",
    "   1 year · noah@test.com",
    "6. Edith Okafor",
    "   101 years · edith@test.com",
]

// MARK: - An example

@MainActor
private func finishedLoad(_ screen: ListScreen) async throws {
    await screen.show()

    await screen.answer(.success(User.sample))

    #expect(screen.lines == [idleBar, emptySearch, "6 users"] + sampleRows)
}
