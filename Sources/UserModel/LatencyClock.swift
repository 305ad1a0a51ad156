// Latency without sleeping: services wait on an injected clock. The real clock is for
// `workbook play --latency`; tests and scripts use a manual or immediate one, so they
// never depend on wall time.

public protocol LatencyClock: Sendable {
    func sleep(for duration: Duration) async throws
}

/// Waits for real: only the interactive `workbook play` uses it.
public struct RealClock: LatencyClock {
    public init() {}

    public func sleep(for duration: Duration) async throws {
        try await ContinuousClock().sleep(for: duration)
    }
}

/// Never waits: latency collapses to nothing.
public struct ImmediateClock: LatencyClock {
    public init() {}

    public func sleep(for duration: Duration) async throws {}
}

/// A clock that moves only when a test calls ``advance(by:)``.
public actor ManualClock: LatencyClock {
    private struct Sleeper {
        var deadline: Duration
        var continuation: CheckedContinuation<Void, Never>
    }

    public private(set) var now: Duration = .zero
    private var sleepers: [Sleeper] = []
    private var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    public init() {}

    public func sleep(for duration: Duration) async throws {
        let deadline = now + duration
        if deadline <= now { return }
        await withCheckedContinuation { continuation in
            sleepers.append(Sleeper(deadline: deadline, continuation: continuation))
            resumeSleeperWaiters()
        }
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
