// The refactoring's safety net: the massive MVC screen and the lighter one, each in its own
// window with its own service and store, go through the same journeys (load, answers,
// search, refresh, failure and Retry, stale answers, selection, favourites, back), and
// every screen they draw must be byte-identical. These need windows, as MVC's tests do.

import MVC
import MVCLight
import TerminalUIKit
import Testing
import UserModel

/// One thing the user, the network or another screen does, done the same way to both.
enum Step: Sendable, CustomStringConvertible {
    case appear
    case answerOldest(Result<[User], UserServiceError>)
    case answerNewest(Result<[User], UserServiceError>)
    case cancelOldest
    case type(String)
    case tap(String)
    case select(Int)
    case back
    case foreground
    case favouriteToggledElsewhere(User.ID)

    var description: String {
        switch self {
        case .appear: "appear"
        case .answerOldest(let result): "answer the oldest request with \(Self.words(result))"
        case .answerNewest(let result): "answer the newest request with \(Self.words(result))"
        case .cancelOldest: "end the oldest request with CancellationError"
        case .type(let text): "type \"\(text)\""
        case .tap(let title): "tap \(title)"
        case .select(let row): "select row \(row)"
        case .back: "go back"
        case .foreground: "return to the foreground"
        case .favouriteToggledElsewhere(let id): "toggle favourite \(id) elsewhere"
        }
    }

    private static func words(_ result: Result<[User], UserServiceError>) -> String {
        switch result {
        case .success(let users): "\(users.count) users"
        case .failure(let error): "\"\(error)\""
        }
    }
}

/// A named list of steps, starting with a store that already holds `favouriteIDs`.
struct Journey: Sendable, CustomStringConvertible {
    var description: String
    var favouriteIDs: Set<User.ID> = []
    var steps: [Step]
}

private let edith = User(id: 6, firstName: "Edith", lastName: "Okafor", email: "edith@test.com", age: 101)
private let zoe = User(id: 7, firstName: "Zoe", lastName: "Haward", email: "zoe@test.com", age: 30)
private let baby = User(id: 9, firstName: "Ada", lastName: "Zed", email: "ada@test.com", age: 0)
private let serverDown = UserServiceError("The server is down.")

private let journeys = [
    Journey(
        description: "load, search, refresh, select, favourite and back",
        steps: [
            .appear, .tap("Refresh"), .answerOldest(.success(User.sample)),
            .type("ha"), .type("la ha"), .type("ha"),
            .tap("Refresh"), .tap("Refresh"), .answerOldest(.success(User.sample + [zoe, baby])),
            .select(2), .tap("☆ Favourite"), .back,
            .type("  "), .select(5), .favouriteToggledElsewhere(5), .tap("★ Favourite"), .back,
            .type(" zz "), .type("RENÉE"), .type(""), .select(9),
        ]),
    Journey(
        description: "failure, Retry until a load succeeds, then a failed refresh",
        steps: [
            .appear, .answerOldest(.failure(.connectionLost)),
            .tap("Retry"), .answerOldest(.failure(serverDown)),
            .tap("Retry"), .answerOldest(.success(User.sample)), .tap("Retry"),
            .tap("Refresh"), .answerOldest(.failure(.connectionLost)),
            .type("mi"), .tap("Refresh"), .answerOldest(.success([edith])), .type("edith"),
        ]),
    Journey(
        description: "answers out of order, and cancellation",
        steps: [
            .foreground, .appear, .foreground,
            .answerNewest(.success([edith])), .answerOldest(.success(User.sample)),
            .foreground, .foreground,
            .answerOldest(.failure(.connectionLost)), .answerNewest(.success(User.sample)),
            .tap("Refresh"), .cancelOldest,
            .type("mi"), .foreground, .answerOldest(.failure(serverDown)),
        ]),
    Journey(
        description: "an empty list, no match, favourites from elsewhere, selecting while refreshing",
        favouriteIDs: [2, 6],
        steps: [
            .appear, .answerOldest(.success([])), .type("zz"),
            .tap("Refresh"), .answerOldest(.success(User.sample)), .type(" zz "), .type(""),
            .favouriteToggledElsewhere(4),
            .tap("Refresh"), .select(1), .back, .answerOldest(.success(Array(User.sample.prefix(3)))),
            .tap("Refresh"), .answerOldest(.success(User.sample)),
            .select(6), .tap("★ Favourite"), .back, .back,
        ]),
]

@Suite("The lighter MVC screen draws what the MVC screen draws", .timeLimit(.minutes(1)))
@MainActor
struct SameScreensAsMVCTests {
    @Test("after every step, the same screen", arguments: journeys)
    func sameScreens(_ journey: Journey) async {
        let massive = await screens(of: journey) {
            MVC.UserListScreen.makeWindow(service: $0, favourites: $1)
        }
        let light = await screens(of: journey) {
            MVCLight.UserListScreen.makeWindow(service: $0, favourites: $1)
        }

        #expect(light.count == massive.count)
        for (lightScreen, massiveScreen) in zip(light, massive) {
            #expect(lightScreen == massiveScreen)
        }
    }
}

// MARK: - Driving a window through a journey

/// What each step did and drew, headed by the step, then how many fetches the journey made.
@MainActor
private func screens(
    of journey: Journey, makeWindow: (ControllableUserService, FavouritesStore) -> Window
) async -> [[String]] {
    let service = ControllableUserService()
    let favourites = FavouritesStore(favouriteIDs: journey.favouriteIDs)
    let window = makeWindow(service, favourites)
    var screens: [[String]] = []
    for step in journey.steps {
        let outcome = await perform(step, in: window, service: service, favourites: favourites)
        screens.append(["after: \(step)"] + outcome + window.render())
    }
    await service.releaseAll()
    await window.tasks.waitUntilIdle()
    screens.append(["fetches: \(await service.requestCount)"])
    return screens
}

/// Returns what a tap or a refused action said; the screen is read after.
@MainActor
private func perform(
    _ step: Step, in window: Window, service: ControllableUserService, favourites: FavouritesStore
) async -> [String] {
    var outcome: [String] = []
    do throws(UserActionError) {
        switch step {
        case .appear: window.makeKeyAndVisible()
        case .answerOldest(let result):
            await answer(in: window) { await service.completeOldest(with: result) }
        case .answerNewest(let result):
            await answer(in: window) { await service.completeNewest(with: result) }
        case .cancelOldest:
            await answer(in: window) { await service.completeOldest(throwing: CancellationError()) }
        case .type(let text): try window.typeInSearchField(text)
        case .tap(let title): outcome.append(try window.tapButton(titled: title) ? "tapped" : "ignored")
        case .select(let row): try window.selectRow(row)
        case .back: try window.tapBack()
        case .foreground: window.sceneWillEnterForeground()
        case .favouriteToggledElsewhere(let id): favourites.toggleFavourite(id)
        }
    } catch {
        outcome.append("refused: \(error)")
    }
    // Every load still running has reached the service, so the next answer finds it.
    await service.waitForPending(count: window.tasks.runningCount)
    return outcome
}

/// Each load runs as one tracked task, so an answered request is drawn once one fewer runs.
@MainActor
private func answer(in window: Window, by completing: () async -> Void) async {
    let running = window.tasks.runningCount
    await completing()
    await window.tasks.waitUntil(runningCountAtMost: running - 1)
}
