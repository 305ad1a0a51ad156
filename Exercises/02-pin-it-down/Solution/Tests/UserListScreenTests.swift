// Your characterization tests of the user list: what its screen does today, pinned down
// from the outside, so that any change that alters it makes a test fail. Each test gets a
// fresh `ListScreen` (see Tests/ListScreen.swift): show it, act as a user would, answer its
// fetches, and compare its lines. List every test in `screenTests`.

import Testing
import UserModel

/// Every one of your tests, in the order they run.
let screenTests: [ScreenTest] = [
    ScreenTest("a finished load shows the header and one row per user", finishedLoad),
    ScreenTest("the first load shows the spinner and a disabled Refresh", firstLoad),
    ScreenTest("a refresh keeps the rows under the spinner", refreshKeepsRows),
    ScreenTest("a failed first load shows the reason and Retry", failedFirstLoad),
    ScreenTest("a search still applies to the rows a refresh brings", searchAcrossRefresh),
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

// MARK: - Step 1: loading

@MainActor
private func firstLoad(_ screen: ListScreen) async throws {
    await screen.show()

    #expect(screen.lines == [busyBar, emptySearch, spinner])
}

// MARK: - Step 2: refreshing

@MainActor
private func refreshKeepsRows(_ screen: ListScreen) async throws {
    await screen.show()
    await screen.answer(.success(User.sample))

    try await screen.tap("Refresh")

    #expect(screen.lines == [busyBar, emptySearch, spinner, "6 users"] + sampleRows)
}

// MARK: - Step 3: a failed load

@MainActor
private func failedFirstLoad(_ screen: ListScreen) async throws {
    await screen.show()

    await screen.answer(.failure(.connectionLost))

    #expect(screen.lines == [idleBar, emptySearch, connectionLostLine, "[Retry]"])
}

// MARK: - Step 4: searching

@MainActor
private func searchAcrossRefresh(_ screen: ListScreen) async throws {
    let ada = User(id: 7, firstName: "Ada", lastName: "Haward", email: "ada@test.com", age: 30)
    await screen.show()
    await screen.answer(.success(User.sample))
    try await screen.type("haward")

    try await screen.tap("Refresh")
    await screen.answer(.success(User.sample + [ada]))

    #expect(
        Array(screen.lines.prefix(5)) == [
            idleBar, "Search: haward", "[Clear]", "3 of 7 users", "1. Ada Haward",
        ])
}
