// Latency without sleeping: services wait on an injected clock. Tests use a manual or an
// immediate one, so they never depend on wall time.

public protocol LatencyClock: Sendable {
    func sleep(for duration: Duration) async throws
}

/// Never waits: latency collapses to nothing.
public struct ImmediateClock: LatencyClock {
    public init() {}

    public func sleep(for duration: Duration) async throws {}
}

/// A clock that moves only when a test calls ``advance(by:)``.
public actor ManualClock: LatencyClock {
    private struct Sleeper {
        var id: Int
        var deadline: Duration
        var continuation: CheckedContinuation<Void, any Error>
    }

    public private(set) var now: Duration = .zero
    private var sleepers: [Sleeper] = []
    private var nextSleeperID = 0
    private var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    public init() {}

    /// Throws `CancellationError` as soon as the sleeping task is cancelled, as
    /// `Task.sleep` does, without waiting for the clock to move.
    public func sleep(for duration: Duration) async throws {
        let deadline = now + duration
        if deadline <= now { return }
        nextSleeperID += 1
        let id = nextSleeperID
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled { return continuation.resume(throwing: CancellationError()) }
                sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                resumeSleeperWaiters()
            }
        } onCancel: {
            Task { await self.wakeCancelled(id) }
        }
    }

    private func wakeCancelled(_ id: Int) {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return }
        sleepers.remove(at: index).continuation.resume(throwing: CancellationError())
    }

    public var sleeperCount: Int { sleepers.count }

    /// So a test can advance the clock knowing the work it started has reached its delay.
    public func waitForSleepers(count: Int) async {
        if sleepers.count >= count { return }
        await withCheckedContinuation { continuation in
            sleeperWaiters.append((count, continuation))
        }
    }

    public func advance(by duration: Duration) {
        now += duration
        let due = sleepers.filter { $0.deadline <= now }
        sleepers.removeAll { $0.deadline <= now }
        for sleeper in due { sleeper.continuation.resume() }
    }

    private func resumeSleeperWaiters() {
        let ready = sleeperWaiters.filter { sleepers.count >= $0.count }
        sleeperWaiters.removeAll { sleepers.count >= $0.count }
        for waiter in ready { waiter.continuation.resume() }
    }
}
