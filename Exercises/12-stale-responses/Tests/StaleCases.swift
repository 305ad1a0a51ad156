// What every test of exercise 12 plays out: two requests in flight at once (the first load,
// then a reload when the app returns to the foreground), each answered with success or
// failure, completed in either order. Only the newer request's answer may show.

import Testing
import UserModel

@testable import Exercise12

/// Which request the service answers first.
enum CompletionOrder: String, Sendable {
    case newestFirst = "newest first"
    case oldestFirst = "oldest first"
}

/// The answers to the older and the newer request, and what the newer one must show.
struct StaleCase: Sendable, CustomTestStringConvertible {
    var older: Result<[User], UserServiceError>
    var newer: Result<[User], UserServiceError>
    var name: String

    var testDescription: String { name }

    /// Two users the older request finds.
    static let olderUsers = [
        User(id: 1, firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36),
        User(id: 2, firstName: "Mila", lastName: "Haward", email: "mila@test.com", age: 24),
    ]
    /// One user the newer request finds.
    static let newerUsers = [
        User(id: 3, firstName: "Mark", lastName: "Astun", email: "mark@test.com", age: 39)
    ]
    /// The newer request's rows, written out.
    static let newerRows = [UserRow(title: "Mark Astun", detail: "39 years · mark@test.com")]
    /// The older request's failure, and the newer one's.
    static let olderFailure = UserServiceError.connectionLost
    static let newerFailure = UserServiceError("The server is taking a nap.")
    /// The newer failure as the screen words it.
    static let newerErrorLine = "Couldn't load users: The server is taking a nap."

    static let all = [
        StaleCase(older: .success(olderUsers), newer: .success(newerUsers), name: "both succeed"),
        StaleCase(
            older: .failure(olderFailure), newer: .success(newerUsers), name: "older fails, newer succeeds"),
        StaleCase(
            older: .success(olderUsers), newer: .failure(newerFailure), name: "older succeeds, newer fails"),
        StaleCase(older: .failure(olderFailure), newer: .failure(newerFailure), name: "both fail"),
    ]

    /// Whether the newer request succeeds.
    var newerSucceeds: Bool {
        if case .success = newer { return true }
        return false
    }
}

/// Both requests in flight: the first load, then a foreground reload while it runs.
struct TwoRequests {
    let service: ControllableUserService
    let firstLoad: Task<Void, Never>
    let foregroundReload: Task<Void, Never>

    /// Answers the request that started first, and waits until its work is done.
    func completeOlder(with result: Result<[User], UserServiceError>) async {
        await service.completeOldest(with: result)
        await firstLoad.value
    }

    /// Answers the request that started second, and waits until its work is done.
    func completeNewer(with result: Result<[User], UserServiceError>) async {
        await service.completeNewest(with: result)
        await foregroundReload.value
    }

    /// Answers both requests in `order`.
    func complete(_ stale: StaleCase, in order: CompletionOrder) async {
        switch order {
        case .newestFirst:
            await completeNewer(with: stale.newer)
            await completeOlder(with: stale.older)
        case .oldestFirst:
            await completeOlder(with: stale.older)
            await completeNewer(with: stale.newer)
        }
    }
}
