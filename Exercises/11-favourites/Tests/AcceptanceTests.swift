// The tests of exercise 11 on your screens: favourites as the feature describes them,
// through the screen of the pattern you chose. Read them; don't edit them.

import TerminalUIKit
import Testing
import UserModel

@MainActor
@Suite("Exercise 11 · Favourites, on your screens", .timeLimit(.minutes(1)))
struct Exercise11AcceptanceTests {
    private let yours = ScreenMaker(bug: nil)
    private var pattern: String { (chosenPattern ?? .mvc).description }

    @Test("you chose a pattern")
    func chosen() {
        #expect(
            chosenPattern != nil,
            "Step 1: choose the pattern you build favourites into, in Sources/Tests/Choice.swift.")
    }

    // MARK: - Step 2: the detail screen's button

    @Test("the detail screen's button shows the favourite state, and toggles it")
    func detailButton() async throws {
        let screen = await AppScreen(yours)
        try await screen.select(4)
        let before = screen.lines

        try await screen.tapFavourite()
        let afterOneTap = screen.lines
        try await screen.tapFavourite()

        let mila = ["‹ Users | Mila Haward", "Email: mila@test.com", "Age: 24 years"]
        #expect(
            before == mila + ["[☆ Favourite]"],
            "Step 2: the \(pattern) detail screen should end with [☆ Favourite]. It showed:\n\(dump(before))")
        #expect(
            afterOneTap == mila + ["[★ Favourite]"],
            "Step 2: after one tap the button should read [★ Favourite]. The screen showed:\n\(dump(afterOneTap))"
        )
        #expect(
            screen.lines == mila + ["[☆ Favourite]"],
            "Step 2: a second tap makes her no favourite again. The screen showed:\n\(dump(screen.lines))")
    }

    // MARK: - Step 3: the list shows it

    @Test("back on the list, a favourite has a ★ and the header counts it, with no fetch")
    func listShowsIt() async throws {
        let screen = await AppScreen(yours)
        try await screen.select(4)
        try await screen.tapFavourite()

        try await screen.back()
        let lines = screen.lines

        #expect(
            lines.contains("6 users · 1 favourite") && lines.contains("4. ★ Mila Haward"),
            """
            Step 3: right after Back, the \(pattern) list should read "6 users · 1 favourite" and \
            show "4. ★ Mila Haward". It showed:
            \(dump(lines))
            """)
        #expect(await screen.fetchCount == 1, "Step 3: toggling a favourite never fetches the users again.")
    }

    @Test("two favourites are counted in the plural; one toggled off is counted no more")
    func counting() async throws {
        let screen = await AppScreen(yours, favouriteIDs: [1, 2])
        let two = screen.lines

        try await screen.select(2)
        try await screen.tapFavourite()
        try await screen.back()

        #expect(
            two.contains("6 users · 2 favourites"),
            "Step 3: with two favourites the header reads \"6 users · 2 favourites\". It showed:\n\(dump(two))"
        )
        #expect(
            screen.lines.contains("6 users · 1 favourite") && screen.lines.contains("2. Iyad Agha"),
            """
            Step 3: after Iyad is no favourite any more, the header reads "6 users · 1 favourite" \
            and his row has no ★. It showed:
            \(dump(screen.lines))
            """)
    }

    @Test("while searching, the header doesn't count favourites, but the rows show them")
    func searching() async throws {
        let screen = await AppScreen(yours, favouriteIDs: [2])

        try await screen.type("mila")

        #expect(
            screen.lines.contains("1 of 6 users") && screen.lines.contains("1. ★ Mila Haward"),
            """
            Step 3: while searching, the header stays "1 of 6 users" and the row reads \
            "1. ★ Mila Haward". It showed:
            \(dump(screen.lines))
            """)
    }

    // MARK: - Step 4: the model owns it

    @Test("a change made to the store from elsewhere shows on the list at once")
    func storeChangesShow() async throws {
        let screen = await AppScreen(yours)

        screen.favourites.toggleFavourite(3)

        #expect(
            screen.lines.contains("3. ★ Mark Astun") && screen.lines.contains("6 users · 1 favourite"),
            """
            Step 4: the list follows the shared store, whoever changes it: after Mark became a \
            favourite elsewhere, it should show "3. ★ Mark Astun". It showed:
            \(dump(screen.lines))
            """)
    }

    @Test("a refresh keeps favourites; one missing from the newest list is not counted, and comes back")
    func refreshKeepsFavourites() async throws {
        let withoutMila = User.sample.filter { $0.id != 2 }
        let screen = await AppScreen(
            yours, favouriteIDs: [2, 3], answering: [User.sample, withoutMila, User.sample])

        try await screen.tap("Refresh")
        let withoutHer = screen.lines
        try await screen.tap("Refresh")

        #expect(
            withoutHer.contains("5 users · 1 favourite") && withoutHer.contains("3. ★ Mark Astun"),
            """
            Step 4: when Mila (a favourite) is missing from the newest list, she is neither shown \
            nor counted: "5 users · 1 favourite". It showed:
            \(dump(withoutHer))
            """)
        #expect(
            screen.lines.contains("6 users · 2 favourites") && screen.lines.contains("4. ★ Mila Haward"),
            "Step 4: when Mila comes back, she is a favourite again. It showed:\n\(dump(screen.lines))")
    }

    @Test("the store never keeps a screen alive")
    func storeKeepsNobody() async throws {
        let favourites: FavouritesStore
        weak var list: ViewController?
        weak var detail: ViewController?
        do {
            let screen = await AppScreen(yours)
            try await screen.select(1)
            favourites = screen.favourites
            let navigation = screen.window.rootViewController as? NavigationController
            list = navigation?.viewControllers.first
            detail = navigation?.topViewController
        }

        favourites.toggleFavourite(1)

        #expect(
            list == nil && detail == nil,
            "Step 4: observing the store must not keep the list or the detail screen alive once their window has gone."
        )
    }

    private func dump(_ lines: [String]) -> String {
        lines.joined(separator: "\n")
    }
}
