// The tests for exercise 01. They drive the massive view controller only from the outside,
// as a user would: show it in a window, type, tap, wait for its work, and read the screen
// as text — the only way in to a massive view controller. Read them; don't edit them.

import TerminalUIKit
import Testing
import UserModel

@testable import Exercise01

// MARK: - Driving the screen

/// The list screen in a window, whose fetches answer at once with `results`, in turn.
@MainActor
private func loadedScreen(
    _ results: [Result<[User], UserServiceError>] = [.success(User.sample)]
) async -> (window: Window, service: ControllableUserService) {
    let service = ControllableUserService()
    for result in results {
        await service.planNextResult(result)
    }
    await service.releaseAll()
    let window = Window(
        rootViewController: NavigationController(rootViewController: UserListViewController(service: service))
    )
    window.makeKeyAndVisible()
    await window.tasks.waitUntilIdle()
    return (window, service)
}

/// Types `text` into the search field, as a user would, and waits for what it set off.
@MainActor
private func search(_ text: String, in window: Window) async throws {
    try window.typeInSearchField(text)
    await window.tasks.waitUntilIdle()
}

/// Taps Clear and returns `true` if the screen shows it; records a failure for `step` and
/// returns `false` if it doesn't.
@MainActor
private func tapClear(in window: Window, step: Int) async throws -> Bool {
    guard window.visibleButtons.contains(where: { $0.title == "Clear" }) else {
        Issue.record("Step \(step): there is no [Clear] button on screen to tap. \(screen(window))")
        return false
    }
    try window.tapButton(titled: "Clear")
    await window.tasks.waitUntilIdle()
    return true
}

/// The screen, for failure messages.
@MainActor
private func screen(_ window: Window) -> String {
    "The screen was:\n" + window.render().joined(separator: "\n")
}

private let sampleNames = [
    "1. Renée Åberg", "2. Iyad Agha", "3. Mark Astun", "4. Mila Haward", "5. Noah Haward", "6. Edith Okafor",
]

/// The numbered lines, one per row.
@MainActor
private func rowTitles(_ window: Window) -> [String] {
    window.render().filter { $0.firstMatch(of: #/^\d+\. /#) != nil }
}

@MainActor
@Suite("Exercise 01 · One more job", .timeLimit(.minutes(1)))
struct Exercise01Tests {
    // MARK: - Step 1: Clear shows while there is a query

    @Test("before any search there is no Clear button")
    func noClearBeforeSearching() async {
        let (window, _) = await loadedScreen()

        #expect(
            !window.render().contains("[Clear]"),
            "Step 1: with nothing typed, Clear should not show. \(screen(window))")
    }

    @Test("typing a query shows [Clear] on the line right under the search field")
    func clearShowsUnderTheSearchField() async throws {
        let (window, _) = await loadedScreen()

        try await search("mila", in: window)

        let lines = window.render()
        let expected = ["Users  [Refresh]", "Search: mila", "[Clear]", "1 of 6 users", "1. Mila Haward"]
        #expect(
            Array(lines.prefix(5)) == expected,
            """
            Step 1: after typing "mila" the screen should begin:
            \(expected.joined(separator: "\n"))
            \(screen(window))
            """)
    }

    @Test("a query of only spaces is no query: Clear stays hidden", arguments: ["", " ", "   "])
    func blankQueryHidesClear(query: String) async throws {
        let (window, _) = await loadedScreen()
        try await search("mila", in: window)

        try await search(query, in: window)

        #expect(
            !window.render().contains("[Clear]"),
            "Step 1: the query \"\(query)\" is empty once trimmed, so Clear should hide. \(screen(window))")
    }

    // MARK: - Step 2: Clear empties the search

    @Test("tapping Clear empties the search field and shows everyone again")
    func clearEmptiesTheSearch() async throws {
        let (window, _) = await loadedScreen()
        try await search("haward", in: window)

        guard try await tapClear(in: window, step: 2) else { return }

        let expected = ["Users  [Refresh]", "Search: (name or email)", "6 users"]
        #expect(
            Array(window.render().prefix(3)) == expected && rowTitles(window) == sampleNames,
            """
            Step 2: after tapping Clear the search field should be empty again, Clear gone, the \
            header "6 users" and all six rows back. Expected the screen to begin:
            \(expected.joined(separator: "\n"))
            \(screen(window))
            """)
    }

    @Test("after Clear, typing again searches afresh")
    func typingAfterClear() async throws {
        let (window, _) = await loadedScreen()
        try await search("haward", in: window)
        guard try await tapClear(in: window, step: 2) else { return }

        try await search("edith", in: window)

        #expect(
            rowTitles(window) == ["1. Edith Okafor"] && window.render().contains("1 of 6 users"),
            "Step 2: after Clear, typing \"edith\" should show only Edith Okafor. \(screen(window))")
    }

    @Test("Clear also undoes a search nobody matched")
    func clearAfterNoMatch() async throws {
        let (window, _) = await loadedScreen()
        try await search("zz", in: window)

        guard try await tapClear(in: window, step: 2) else { return }

        #expect(
            !window.render().contains("No users match \"zz\".") && rowTitles(window) == sampleNames,
            "Step 2: after a search for \"zz\", Clear should bring all six users back. \(screen(window))")
    }

    // MARK: - Step 3: clearing changes nothing else

    @Test("clearing never fetches")
    func clearingNeverFetches() async throws {
        let (window, service) = await loadedScreen()
        try await search("mila", in: window)

        guard try await tapClear(in: window, step: 3) else { return }

        #expect(
            await service.requestCount == 1,
            "Step 3: Clear only filters what is loaded; it must not fetch the users again.")
    }

    @Test("after a failed refresh, clearing keeps the error and the rows")
    func clearKeepsTheError() async throws {
        let (window, _) = await loadedScreen([.success(User.sample), .failure(.connectionLost)])
        try window.tapButton(titled: "Refresh")
        await window.tasks.waitUntilIdle()
        try await search("mila", in: window)

        guard try await tapClear(in: window, step: 3) else { return }

        let expected = [
            "Users  [Refresh]", "Search: (name or email)",
            "Couldn't load users: The network connection was lost.", "6 users",
        ]
        #expect(
            Array(window.render().prefix(4)) == expected && rowTitles(window) == sampleNames,
            """
            Step 3: Clear changes the search and nothing else: after a failed refresh the error \
            line and the six rows stay. Expected the screen to begin:
            \(expected.joined(separator: "\n"))
            \(screen(window))
            """)
    }
}
