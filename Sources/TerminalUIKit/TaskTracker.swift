// The stand-in for the way UI tests wait until an app is idle. Every event the view kit
// delivers to app code (a tap, typing, a selected row, a screen loading, the app coming
// back to the foreground) runs inside `track(_:)`. A task the app starts meanwhile, with a
// plain `Task {}`, inherits a task-local marker and holds it until the task ends, and so
// does every task that one starts. The window therefore knows when the work its events
// set off has finished, and tests and scripts await that instead of sleeping. The app's
// code never sees any of this: it starts, keeps and cancels its tasks as it would in UIKit.

import Foundation

/// Knows when the tasks set off by the view kit's events have finished.
@MainActor
public final class TaskTracker {
    private let counter = EventWorkCounter()

    /// Creates a tracker with nothing running.
    public init() {}

    /// How many events still have tasks running: an event counts until the last task it
    /// started (directly or through other tasks) has ended.
    public var runningCount: Int { counter.running }

    /// Delivers `event` to app code so that every task it starts counts as this tracker's
    /// work. An event delivered while another one of this tracker runs joins that one.
    public func track<T>(_ event: () throws -> T) rethrows -> T {
        if let current = EventWork.current, current.counter === counter {
            return try event()
        }
        return try EventWork.$current.withValue(EventWork(counter: counter), operation: event)
    }

    /// Suspends until every task set off by a tracked event (including tasks started
    /// meanwhile) has ended.
    public func waitUntilIdle() async {
        await waitUntil(runningCountAtMost: 0)
    }

    /// Suspends until no more than `limit` events have tasks running, or until the waiting
    /// task is cancelled.
    public func waitUntil(runningCountAtMost limit: Int) async {
        await counter.wait(untilRunningAtMost: limit)
    }
}

// MARK: - The marker tasks inherit

/// Held by every task started while one event was delivered; its end is that event's end.
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

/// Counts the events whose work is running, and wakes whoever waits for fewer.
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
