// What each test of yours gets: the app's list screen in a window, with the shared
// favourites store, fed by a service that answers every fetch at once. The grading decides
// whose screens those are — the ones you built favourites into, or a correct copy with a
// seeded bug — so a test never names a view controller itself.

import Exercise11MVPViews
import Exercise11MVVMViews
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise11MVC

// MARK: - Choosing the screens

/// The three patterns.
enum Pattern: Sendable, CustomStringConvertible {
    case mvc, mvp, mvvm

    var description: String {
        switch self {
        case .mvc: "MVC"
        case .mvp: "MVP"
        case .mvvm: "MVVM"
        }
    }
}

/// Makes the screens under test: yours (in the pattern you chose), or seeded ones.
struct ScreenMaker: Sendable {
    /// Which seeded bug the screens have, if any.
    let bug: FavouritesBug?

    /// The list screen in a navigation controller in a window, not yet shown.
    @MainActor
    func window(service: any UserService, favourites: FavouritesStore) -> Window {
        if let bug {
            let list = SeededListController(service: service, favourites: favourites, bug: bug)
            return Window(rootViewController: NavigationController(rootViewController: list))
        }
        switch chosenPattern ?? .mvc {
        case .mvc: return MVCScreen.makeWindow(service: service, favourites: favourites)
        case .mvp: return MVPScreen.makeWindow(service: service, favourites: favourites)
        case .mvvm: return MVVMScreen.makeWindow(service: service, favourites: favourites)
        }
    }
}

// MARK: - The screen under test

/// The list screen, shown, and what a test does with it.
@MainActor
final class AppScreen {
    /// The window the screens are shown in.
    let window: Window
    /// The service: it answers every fetch at once, and counts them.
    let service: ControllableUserService
    /// The favourites store every screen shares.
    let favourites: FavouritesStore

    /// Shows the list, its fetches answered at once with `results` in turn (the last one
    /// repeating), and `favouriteIDs` already favourites; returns once it has loaded.
    init(
        _ makeScreen: ScreenMaker, favouriteIDs: Set<User.ID> = [],
        answering results: [[User]] = [User.sample]
    ) async {
        service = ControllableUserService(base: SampleUserService(users: results.last ?? [], latency: .zero))
        for result in results.dropLast() {
            await service.planNextResult(.success(result))
        }
        await service.releaseAll()
        favourites = FavouritesStore(favouriteIDs: favouriteIDs)
        window = makeScreen.window(service: service, favourites: favourites)
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()
    }

    /// The screen on top, as lines of text.
    var lines: [String] {
        window.render()
    }

    /// How many fetches the list has made.
    var fetchCount: Int {
        get async { await service.requestCount }
    }

    /// Selects the row numbered `row` as shown (1-based): the detail screen is pushed.
    func select(_ row: Int) async throws {
        try window.selectRow(row)
        await window.tasks.waitUntilIdle()
    }

    /// Taps the detail screen's favourite button, whichever star it shows; records an issue
    /// when the screen shows none.
    func tapFavourite() async throws {
        guard let button = window.visibleButtons.first(where: { $0.title.hasSuffix("Favourite") }) else {
            Issue.record(
                "Step 2: the screen shows no favourite button to tap:\n\(lines.joined(separator: "\n"))")
            return
        }
        try window.tapButton(titled: button.title)
        await window.tasks.waitUntilIdle()
    }

    /// Taps the button titled `title`.
    func tap(_ title: String) async throws {
        try window.tapButton(titled: title)
        await window.tasks.waitUntilIdle()
    }

    /// Types `text` into the search field.
    func type(_ text: String) async throws {
        try window.typeInSearchField(text)
        await window.tasks.waitUntilIdle()
    }

    /// Goes back to the list.
    func back() async throws {
        try window.tapBack()
        await window.tasks.waitUntilIdle()
    }
}

// MARK: - One of your tests

/// One of your tests: a sentence saying what it checks, and its body, which gets a
/// ``ScreenMaker`` to make an ``AppScreen`` with.
struct FavouritesTest: Sendable, CustomTestStringConvertible {
    /// What the test checks, as a sentence.
    let name: String
    /// The test itself.
    let body: @MainActor @Sendable (ScreenMaker) async throws -> Void

    /// Creates a test named `name` that runs `body`.
    init(_ name: String, _ body: @escaping @MainActor @Sendable (ScreenMaker) async throws -> Void) {
        self.name = name
        self.body = body
    }

    var testDescription: String { name }
}
