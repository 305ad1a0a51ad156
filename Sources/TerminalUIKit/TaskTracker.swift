// The stand-in for the run loop's bookkeeping: view controllers start their asynchronous
// work here instead of with a bare `Task {}`, so tests and scripts can wait for the work
// to finish — by awaiting it, never by sleeping.

/// Starts main-actor tasks and lets callers await them.
@MainActor
public final class TaskTracker {
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0
    private var waiters: [(limit: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Creates a tracker with nothing running.
    public init() {}

    /// How many started tasks have not finished.
    public var runningCount: Int { running.count }
    /// How many tasks have been started, finished or not.
    public private(set) var startedCount = 0

    /// Starts `operation` as a main-actor task.
    public func start(_ operation: @escaping @MainActor () async -> Void) {
        let id = nextID
        nextID += 1
        startedCount += 1
        running[id] = Task { @MainActor in
            await operation()
            self.finish(id)
        }
    }

    /// Suspends until every started task — including any started meanwhile — has finished.
    public func waitUntilIdle() async {
        await waitUntil(runningCountAtMost: 0)
    }

    /// Suspends until no more than `limit` tasks are running.
    public func waitUntil(runningCountAtMost limit: Int) async {
        if running.count <= limit { return }
        await withCheckedContinuation { continuation in
            waiters.append((limit, continuation))
        }
    }

    private func finish(_ id: Int) {
        running[id] = nil
        let ready = waiters.filter { running.count <= $0.limit }
        waiters.removeAll { running.count <= $0.limit }
        for waiter in ready { waiter.continuation.resume() }
    }
}
