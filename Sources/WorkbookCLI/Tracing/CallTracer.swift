// Records who called whom while a scenario runs, so `workbook trace` can draw the calls
// that really happened. The teaching code never calls this: decorators and proxies at the
// role boundaries (the service, the view protocol, the view model's inputs and outputs,
// the widgets) record the crossings they forward.

import Foundation

/// One crossing of a role boundary: `from` called `to` with `message`.
public struct TraceCall: Sendable, Equatable {
    public var from: String
    public var to: String
    public var message: String
    /// 0: started by the user.
    public var depth: Int
    public var isReply = false
}

/// Collects ``TraceCall``s from any thread; nesting follows the task that makes the calls.
public final class CallTracer: @unchecked Sendable {
    // @unchecked: every access to `calls` is under `lock`; records arrive from the main
    // actor and from the service's executor.
    private let lock = NSLock()
    private var calls: [TraceCall] = []

    @TaskLocal private static var depth = 0

    public init() {}

    public func record(from: String, to: String, _ message: String, isReply: Bool = false) {
        let call = TraceCall(from: from, to: to, message: message, depth: Self.depth, isReply: isReply)
        lock.withLock { calls.append(call) }
    }

    // Calls `body` makes nest under this one.
    public func call<T>(from: String, to: String, _ message: String, _ body: () throws -> T) rethrows -> T {
        record(from: from, to: to, message)
        return try Self.$depth.withValue(Self.depth + 1, operation: body)
    }

    public func call<T>(
        from: String, to: String, _ message: String, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> T
    ) async rethrows -> T {
        record(from: from, to: to, message)
        return try await Self.$depth.withValue(Self.depth + 1, operation: body, isolation: isolation)
    }

    public func takeCalls() -> [TraceCall] {
        lock.withLock {
            defer { calls.removeAll() }
            return calls
        }
    }
}
