// The tests for exercise 01. They drive the massive view controller only from the outside,
// as a user would: show it in a window, type, tap, wait for its work, and read the screen
// as text — the only way in to a massive view controller. Read them; don't edit them.

import TerminalUIKit
import Testing
import UserModel

@testable import Exercise01

// MARK: - Driving the screen

/// The list screen in a window, whose fetches answer at once with `results`, in turn, and
/// whose favourites are kept in `favourites` (Iyad and Mila unless told).
@MainActor
private func loadedScreen(
    _ results: [Result<[User], UserServiceError>] = [.success(User.sample)],
    favourites: FavouritesStore = FavouritesStore(favouriteIDs: [1, 2])
) async -> (window: Window, service: ControllableUserService) {
    let service = ControllableUserService()
    for result in results {
        await service.planNextResult(result)
    }
    await service.releaseAll()
    let window = Window(
        rootViewController: NavigationController(
            rootViewController: UserListViewController(service: service, favourites: favourites))
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

/// Taps the button titled `title` and returns `true` if the screen shows it; records a
/// failure for `step` and returns `false` if it doesn't.
@MainActor
private func tap(_ title: String, in window: Window, step: Int) async throws -> Bool {
    guard window.visibleButtons.contains(where: { $0.title == title }) else {
        Issue.record("Step \(step): there is no [\(title)] button on screen to tap. \(screen(window))")
        return false
    }
    try window.tapButton(titled: title)
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
    // MARK: - Step 1: ★ only shows the favourites

    @Test("[★ only] shows on the line right under the search field")
    func buttonUnderTheSearchField() async {
        let (window, _) = await loadedScreen()

        let expected = ["Users  [Refresh]", "Search: (name or email)", "[★ only]", "6 users"]
        #expect(
            Array(window.render().prefix(4)) == expected,
            """
            Step 1: once loaded, the screen should begin:
            \(expected.joined(separator: "\n"))
            \(screen(window))
            """)
    }

    @Test("tapping ★ only shows only the favourites, counts them, and offers All")
    func favouritesOnly() async throws {
        let (window, _) = await loadedScreen()

        guard try await tap("★ only", in: window, step: 1) else { return }

        let expected = ["Users  [Refresh]", "Search: (name or email)", "[All]", "2 of 6 users"]
        #expect(
            Array(window.render().prefix(4)) == expected
                && rowTitles(window) == ["1. Iyad Agha", "2. Mila Haward"],
            """
            Step 1: with Iyad and Mila the favourites, tapping ★ only should show just their two \
            rows, the header "2 of 6 users" and the button titled All. Expected the screen to begin:
            \(expected.joined(separator: "\n"))
            \(screen(window))
            """)
    }

    @Test("tapping All shows everyone again")
    func allShowsEveryone() async throws {
        let (window, _) = await loadedScreen()
        guard try await tap("★ only", in: window, step: 1) else { return }

        guard try await tap("All", in: window, step: 1) else { return }

        #expect(
            window.render().contains("[★ only]") && window.render().contains("6 users")
                && rowTitles(window) == sampleNames,
            "Step 1: after All, the six users, the header \"6 users\" and [★ only] should be back. \(screen(window))"
        )
    }

    // MARK: - Step 2: ★ only and the search

    @Test("★ only and a search both apply, whichever comes first")
    func bothFilters() async throws {
        let (window, _) = await loadedScreen()
        try await search("haw", in: window)
        guard try await tap("★ only", in: window, step: 2) else { return }
        let searchFirst = (rowTitles(window), window.render().contains("1 of 6 users"))
        guard try await tap("All", in: window, step: 2) else { return }
        try await search("", in: window)

        guard try await tap("★ only", in: window, step: 2) else { return }
        try await search("haw", in: window)

        #expect(
            searchFirst == (["1. Mila Haward"], true),
            """
            Step 2: "haw" matches Mila and Noah Haward; with ★ only on top, only Mila, a favourite, \
            should show, under "1 of 6 users". It showed \(searchFirst.0).
            """)
        #expect(
            rowTitles(window) == ["1. Mila Haward"] && window.render().contains("1 of 6 users"),
            "Step 2: ★ only first, then \"haw\", should show the same: only Mila. \(screen(window))")
    }

    @Test("emptying the search keeps ★ only on")
    func emptySearchKeepsFavouritesOnly() async throws {
        let (window, _) = await loadedScreen()
        guard try await tap("★ only", in: window, step: 2) else { return }
        try await search("mila", in: window)

        try await search("  ", in: window)

        #expect(
            rowTitles(window) == ["1. Iyad Agha", "2. Mila Haward"]
                && window.render().contains("2 of 6 users"),
            "Step 2: with ★ only on and the search emptied, both favourites should show, under \"2 of 6 users\". \(screen(window))"
        )
    }

    @Test("when no favourite shows, the header says why")
    func noFavouriteShows() async throws {
        let (window, _) = await loadedScreen()
        guard try await tap("★ only", in: window, step: 2) else { return }
        try await search("noah", in: window)
        let noMatch = window.render()
        let (empty, _) = await loadedScreen(favourites: FavouritesStore())

        guard try await tap("★ only", in: empty, step: 2) else { return }

        #expect(
            noMatch.contains("No favourites match \"noah\".") && !noMatch.contains { $0.hasPrefix("1. ") },
            """
            Step 2: with ★ only on, "noah" matches no favourite: no rows, and the header \
            No favourites match "noah".
            The screen was:
            \(noMatch.joined(separator: "\n"))
            """)
        #expect(
            empty.render().contains("No favourites yet.") && rowTitles(empty).isEmpty,
            "Step 2: with no favourites at all, ★ only should show no rows and the header \"No favourites yet.\" \(screen(empty))"
        )
    }

    // MARK: - Step 3: ★ only follows the favourites

    @Test("a favourite changed on another screen shows at once while ★ only is on")
    func followsTheStore() async throws {
        let favourites = FavouritesStore(favouriteIDs: [1, 2])
        let (window, _) = await loadedScreen(favourites: favourites)
        guard try await tap("★ only", in: window, step: 3) else { return }

        favourites.toggleFavourite(5)
        let noahAdded = rowTitles(window)
        favourites.toggleFavourite(1)

        #expect(
            noahAdded == ["1. Iyad Agha", "2. Mila Haward", "3. Noah Haward"],
            """
            Step 3: Noah made a favourite elsewhere (the store changed) should show at once, \
            without a tap. The rows were \(noahAdded).
            """)
        #expect(
            rowTitles(window) == ["1. Mila Haward", "2. Noah Haward"]
                && window.render().contains("2 of 6 users"),
            "Step 3: Iyad no longer a favourite should go at once, and the header count with him. \(screen(window))"
        )
    }

    @Test("★ only never fetches")
    func neverFetches() async throws {
        let favourites = FavouritesStore(favouriteIDs: [1, 2])
        let (window, service) = await loadedScreen(favourites: favourites)

        guard try await tap("★ only", in: window, step: 3) else { return }
        favourites.toggleFavourite(3)
        guard try await tap("All", in: window, step: 3) else { return }

        #expect(
            await service.requestCount == 1,
            "Step 3: ★ only filters what is loaded; neither it nor a favourite's change may fetch the users again."
        )
    }
}
