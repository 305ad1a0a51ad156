// The stand-in for the way UI tests wait until an app is idle. The view kit delivers each
// event to app code inside `track(_:)`, so every task it sets off (and every task those
// start) inherits a task-local marker; tests await the markers' end instead of sleeping.
// App code never sees this: it starts, keeps and cancels its tasks as it would in UIKit.

import Foundation

@MainActor
public final class TaskTracker {
    private let counter = EventWorkCounter()

    public init() {}

    public var runningCount: Int { counter.running }

    /// An event delivered while another of this tracker's runs joins that one.
    public func track<T>(_ event: () throws -> T) rethrows -> T {
        if let current = EventWork.current, current.counter === counter {
            return try event()
        }
        return try EventWork.$current.withValue(EventWork(counter: counter), operation: event)
    }

    public func waitUntilIdle() async {
        await waitUntil(runningCountAtMost: 0)
    }

    /// Returns early if the waiting task is cancelled.
    public func waitUntil(runningCountAtMost limit: Int) async {
        await counter.wait(untilRunningAtMost: limit)
    }

    /// Starts `work` on the main actor as an event of its own, as the kit's layout pass is:
    /// waiting until idle covers it, whether or not an event asked for it.
    func startEvent(_ work: @escaping @MainActor () -> Void) {
        EventWork.$current.withValue(EventWork(counter: counter)) {
            _ = Task { @MainActor in work() }
        }
    }
}

// MARK: - The marker tasks inherit

/// Every task started during one event holds this; its end is that event's end.
private final class EventWork: Sendable {
    @TaskLocal static var current: EventWork?

    let counter: EventWorkCounter

    init(counter: EventWorkCounter) {
        self.counter = counter
        counter.begin()
    }

    deinit {
        counter.end()
    }
}

private final class EventWorkCounter: @unchecked Sendable {
    // @unchecked: every property is read and written under `lock`. A marker ends on the
    // thread its last task finishes on, so `end()` may come from any thread.
    private let lock = NSLock()
    private var runningEvents = 0
    private var nextWaiterID = 0
    private var waiters: [Int: (limit: Int, continuation: CheckedContinuation<Void, Never>)] = [:]

    var running: Int {
        lock.withLock { runningEvents }
    }

    func begin() {
        lock.withLock { runningEvents += 1 }
    }

    func end() {
        let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            runningEvents -= 1
            let ids = waiters.filter { runningEvents <= $0.value.limit }.map(\.key)
            return ids.compactMap { waiters.removeValue(forKey: $0)?.continuation }
        }
        for continuation in ready { continuation.resume() }
    }

    func wait(untilRunningAtMost limit: Int) async {
        let id = lock.withLock { () -> Int in
            nextWaiterID += 1
            return nextWaiterID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let isDone = lock.withLock { () -> Bool in
                    if runningEvents <= limit || Task.isCancelled { return true }
                    waiters[id] = (limit, continuation)
                    return false
                }
                if isDone { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.continuation.resume()
        }
    }
}
