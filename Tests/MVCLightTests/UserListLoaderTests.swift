// The loading that left the controller, tested without a window: a loader, a service the
// test answers by hand, and the loader's own task to await. What a test reads is the list of
// outcomes the loader reported, so a dropped answer shows as a line that never came.

import Testing
import UserModel

@testable import MVCLight

/// What a loader reported, one line per outcome.
@MainActor
private final class OutcomeLog {
    private(set) var lines: [String] = []

    init(listeningTo loader: UserListLoader) {
        loader.onFinish = { [weak self] outcome in self?.record(outcome) }
    }

    private func record(_ outcome: UserListLoader.Outcome) {
        switch outcome {
        case .loaded(let users): lines.append("loaded " + users.map(\.user.lastName).joined(separator: ", "))
        case .failed(let error): lines.append("failed: \(error.userFacingMessage)")
        case .cancelled: lines.append("cancelled")
        }
    }
}

private let edith = User(id: 6, firstName: "Edith", lastName: "Okafor", email: "edith@test.com", age: 101)
private let everyoneInOrder = "loaded Åberg, Agha, Astun, Haward, Haward, Okafor"

@Suite("The lighter MVC loader", .timeLimit(.minutes(1)))
@MainActor
struct UserListLoaderTests {
    @Test("loads from the service and reports the users in list order")
    func loads() async throws {
        let service = ControllableUserService()
        let loader = UserListLoader(service: service)
        let log = OutcomeLog(listeningTo: loader)
        let startedBefore = loader.hasStarted

        loader.load()
        let loadingWhileInFlight = loader.isLoading
        let task = try #require(loader.loadTask)
        await service.waitForPending(count: 1)
        await service.completeOldest(with: .success(User.sample))
        await task.value

        #expect(!startedBefore)
        #expect(loader.hasStarted)
        #expect(loadingWhileInFlight)
        #expect(!loader.isLoading)
        #expect(log.lines == [everyoneInOrder])
    }

    @Test("reports a failure with the service's error")
    func failure() async throws {
        let service = ControllableUserService()
        let loader = UserListLoader(service: service)
        let log = OutcomeLog(listeningTo: loader)

        loader.load()
        let task = try #require(loader.loadTask)
        await service.waitForPending(count: 1)
        await service.completeOldest(with: .failure(.connectionLost))
        await task.value

        #expect(log.lines == ["failed: The network connection was lost."])
        #expect(!loader.isLoading)
    }

    @Test("a fetch that ends in CancellationError is reported as cancelled, not as a failure")
    func cancellationIsNotAFailure() async throws {
        let service = ControllableUserService()
        let loader = UserListLoader(service: service)
        let log = OutcomeLog(listeningTo: loader)

        loader.load()
        let task = try #require(loader.loadTask)
        await service.waitForPending(count: 1)
        await service.completeOldest(throwing: CancellationError())
        await task.value

        #expect(log.lines == ["cancelled"])
        #expect(!loader.isLoading)
    }

    // MARK: - Newer loads win

    @Test("a newer load cancels the older one, which reports nothing")
    func newerLoadCancelsTheOlder() async throws {
        let service = ControllableUserService(honoursCancellation: true)
        let loader = UserListLoader(service: service)
        let log = OutcomeLog(listeningTo: loader)
        loader.load()
        let older = try #require(loader.loadTask)
        await service.waitForPending(count: 1)

        loader.load()
        let newer = try #require(loader.loadTask)
        await service.waitForCancellations(count: 1)
        await older.value
        let afterCancellation = (log.lines, loader.isLoading)
        await service.waitForPending(count: 1)
        await service.completeOldest(with: .success([edith]))
        await newer.value

        #expect(afterCancellation == ([], true))
        #expect(log.lines == ["loaded Okafor"])
    }

    @Test("an older answer arriving after the newer one is dropped, success or failure")
    func staleAnswerAfterNewerIsDropped() async throws {
        let service = ControllableUserService()
        let loader = UserListLoader(service: service)
        let log = OutcomeLog(listeningTo: loader)
        loader.load()
        let older = try #require(loader.loadTask)
        loader.load()
        let newer = try #require(loader.loadTask)
        await service.waitForPending(count: 2)

        await service.completeNewest(with: .success([edith]))
        await newer.value
        await service.completeOldest(with: .failure(.connectionLost))
        await older.value

        #expect(log.lines == ["loaded Okafor"])
        #expect(!loader.isLoading)
    }

    @Test("an older answer arriving first is dropped, and the loader keeps loading")
    func staleAnswerFirstKeepsLoading() async throws {
        let service = ControllableUserService()
        let loader = UserListLoader(service: service)
        let log = OutcomeLog(listeningTo: loader)
        loader.load()
        let older = try #require(loader.loadTask)
        loader.load()
        let newer = try #require(loader.loadTask)
        await service.waitForPending(count: 2)

        await service.completeOldest(with: .success(User.sample))
        await older.value
        let afterOlder = (log.lines, loader.isLoading)
        await service.completeNewest(with: .success([edith]))
        await newer.value

        #expect(afterOlder == ([], true))
        #expect(log.lines == ["loaded Okafor"])
    }

    // MARK: - Lifetime

    @Test("a loader that goes away cancels its load, and reports nothing")
    func deinitCancels() async throws {
        let service = ControllableUserService()
        var loader: UserListLoader? = UserListLoader(service: service)
        var heard: [UserListLoader.Outcome] = []
        loader?.onFinish = { heard.append($0) }
        loader?.load()
        let task = try #require(loader?.loadTask)
        await service.waitForPending(count: 1)

        loader = nil
        await service.waitForCancellations(count: 1)
        await service.releaseAll()
        await task.value

        #expect(await service.cancelledCount == 1)
        #expect(heard.isEmpty)
    }
}
