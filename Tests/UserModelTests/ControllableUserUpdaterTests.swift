// The update service tests complete by hand: saves wait, complete in any order, succeed
// with what they were sent unless told otherwise, and are cancelled as the service says.

import Testing
import UserModel

@Suite("A controllable updater", .timeLimit(.minutes(1)))
struct ControllableUserUpdaterTests {
    let iyad = User(id: 1, firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36)

    @Test("a save waits until completed, and succeeds with what it was sent")
    func saveWaits() async throws {
        let updater = ControllableUserUpdater()
        let save = Task { try await updater.update(iyad) }
        await updater.waitForPending(count: 1)
        let pending = await updater.pendingUsers

        await updater.completeOldest()

        #expect(pending == [iyad])
        #expect(try await save.value == iyad)
        #expect(await updater.pendingUsers.isEmpty)
        #expect(await updater.requestCount == 1)
    }

    @Test("saves complete in the order the test chooses, with the results it gives")
    func anyOrder() async throws {
        let updater = ControllableUserUpdater()
        let older = User(id: 1, firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 37)
        let newer = User(id: 1, firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 38)
        let first = Task { try await updater.update(older) }
        await updater.waitForPending(count: 1)
        let second = Task { try await updater.update(newer) }
        await updater.waitForPending(count: 2)

        await updater.completeNewest()
        let left = await updater.pendingUsers
        #expect(left == [older])
        guard left == [older] else { return }  // the wrong save completed: awaiting would hang
        let secondResult = try await second.value
        await updater.completeOldest(with: .failure(.saveRejected))

        #expect(secondResult == newer)
        await #expect(throws: UserServiceError.saveRejected) { try await first.value }
    }

    @Test("a cancelled save stays pending unless the service honours cancellation")
    func cancellation() async throws {
        let stubborn = ControllableUserUpdater()
        let honouring = ControllableUserUpdater(honoursCancellation: true)
        let kept = Task { try await stubborn.update(iyad) }
        let dropped = Task { try await honouring.update(iyad) }
        await stubborn.waitForPending(count: 1)
        await honouring.waitForPending(count: 1)

        kept.cancel()
        dropped.cancel()
        await stubborn.waitForCancellations(count: 1)
        await honouring.waitForCancellations(count: 1)

        await #expect(throws: CancellationError.self) { try await dropped.value }
        #expect(await honouring.pendingUsers.isEmpty)
        #expect(await stubborn.pendingUsers == [iyad])
        await stubborn.completeOldest()
        #expect(try await kept.value == iyad)
    }

    @Test("a test waiting on the updater is let go when it is cancelled")
    func cancelledWait() async {
        let updater = ControllableUserUpdater()
        let waiting = Task { await updater.waitForPending(count: 1) }

        waiting.cancel()
        await waiting.value

        #expect(await updater.requestCount == 0)
    }
}
