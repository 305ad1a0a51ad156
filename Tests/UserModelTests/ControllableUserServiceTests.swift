// The service tests and scripts complete by hand: requests wait, complete in any order,
// take their planned results, and can all be released at once.

import Testing
import UserModel

@Suite("A controllable service", .timeLimit(.minutes(1)))
struct ControllableUserServiceTests {
    let iyad = User(id: 1, firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36)
    let mila = User(id: 2, firstName: "Mila", lastName: "Haward", email: "mila@test.com", age: 24)

    @Test("a fetch waits until it is completed")
    func fetchWaits() async throws {
        let service = ControllableUserService()
        let fetch = Task { try await service.fetchUsers() }
        await service.waitForPending(count: 1)

        await service.completeOldest(with: .success([iyad]))

        #expect(try await fetch.value == [iyad])
        #expect(await service.pendingCount == 0)
        #expect(await service.requestCount == 1)
    }

    @Test("requests complete newest first when asked")
    func newestFirst() async throws {
        let service = ControllableUserService()
        let first = Task { try await service.fetchUsers() }
        await service.waitForPending(count: 1)
        let second = Task { try await service.fetchUsers() }
        await service.waitForPending(count: 2)

        await service.completeNewest(with: .success([mila]))
        let secondResult = try await second.value
        await service.completeNewest(with: .failure(UserServiceError("late")))

        #expect(secondResult == [mila])
        await #expect(throws: UserServiceError("late")) { try await first.value }
    }

    @Test("a request takes the result planned when it started, else the base service's")
    func plannedResults() async throws {
        let service = ControllableUserService(base: SampleUserService(users: [iyad]))
        await service.planNextResult(.failure(.connectionLost))
        let planned = Task { try await service.fetchUsers() }
        await service.waitForPending(count: 1)
        let unplanned = Task { try await service.fetchUsers() }
        await service.waitForPending(count: 2)

        await service.completeOldest()
        await service.completeOldest()

        await #expect(throws: UserServiceError.connectionLost) { try await planned.value }
        #expect(try await unplanned.value == [iyad])
    }

    @Test("releasing answers pending and later fetches at once, until held again")
    func releaseAndHold() async throws {
        let service = ControllableUserService(base: SampleUserService(users: [mila]))
        let pending = Task { try await service.fetchUsers() }
        await service.waitForPending(count: 1)

        await service.releaseAll()
        let later = try await service.fetchUsers()
        await service.holdRequests()
        let held = Task { try await service.fetchUsers() }
        await service.waitForPending(count: 1)

        #expect(try await pending.value == [mila])
        #expect(later == [mila])
        #expect(await service.pendingCount == 1)
        await service.completeOldest()
        #expect(try await held.value == [mila])
    }

    @Test("completing with nothing pending does nothing")
    func completingNothing() async {
        let service = ControllableUserService()

        await service.completeOldest(with: .success([]))
        await service.completeNewest(with: .success([]))

        #expect(await service.pendingCount == 0)
        #expect(await service.requestCount == 0)
    }

    // MARK: - Cancellation

    @Test("a cancelled fetch is counted and, by default, still waits to be completed")
    func cancelledFetchWaits() async throws {
        let service = ControllableUserService()
        let fetch = Task { try await service.fetchUsers() }
        await service.waitForPending(count: 1)

        fetch.cancel()
        await service.waitForCancellations(count: 1)
        let stillPending = await service.pendingCount
        await service.completeOldest(with: .success([iyad]))

        #expect(stillPending == 1)
        #expect(try await fetch.value == [iyad])
        #expect(await service.cancelledCount == 1)
    }

    @Test("a service that honours cancellation throws CancellationError at once")
    func honoursCancellation() async {
        let service = ControllableUserService(honoursCancellation: true)
        let fetch = Task { try await service.fetchUsers() }
        await service.waitForPending(count: 1)

        fetch.cancel()

        await #expect(throws: CancellationError.self) { try await fetch.value }
        #expect(await service.pendingCount == 0)
        #expect(await service.cancelledCount == 1)
    }

    @Test("a request can end with an error that is not a service error")
    func completesThrowing() async {
        let service = ControllableUserService()
        let fetch = Task { try await service.fetchUsers() }
        await service.waitForPending(count: 1)

        await service.completeOldest(throwing: CancellationError())

        await #expect(throws: CancellationError.self) { try await fetch.value }
    }

    @Test("waiting for pending requests ends when the waiting task is cancelled")
    func cancelledWaitForPending() async {
        let service = ControllableUserService()

        let waiter = Task { await service.waitForPending(count: 1) }
        waiter.cancel()
        await waiter.value

        #expect(await service.pendingCount == 0)
    }
}
