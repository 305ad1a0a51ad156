// A service whose fetches stay in flight until a test completes them, in any order. It is
// how tests reach loading, refreshing, stale-response and cancellation states
// deterministically, without sleeping.

/// A request completed without an explicit result gets the result planned for it when it
/// started, or else whatever ``base`` returns.
///
/// A service that honours cancellation throws `CancellationError` at once, as most do; one
/// that doesn't keeps a cancelled request pending, like a server whose answer was already on
/// its way. Presentation logic must cope with both: that is why it checks which request an
/// answer belongs to.
public actor ControllableUserService: UserService {
    private enum Outcome: Sendable {
        case result(Result<[User], UserServiceError>)
        case thrown(any Error)
        case base
    }

    private struct Request {
        var id: Int
        var planned: Outcome
        var continuation: CheckedContinuation<Outcome, Never>
    }

    private struct Waiter {
        var isReady: (isolated ControllableUserService) -> Bool
        var continuation: CheckedContinuation<Void, Never>
    }

    public let base: any UserService
    public let honoursCancellation: Bool
    private var plans: [Result<[User], UserServiceError>] = []
    private var pending: [Request] = []
    private var waiters: [Int: Waiter] = [:]
    private var nextID = 0
    private var isReleasing = false

    public private(set) var requestCount = 0
    public private(set) var cancelledCount = 0

    public init(base: any UserService = SampleUserService(), honoursCancellation: Bool = false) {
        self.base = base
        self.honoursCancellation = honoursCancellation
    }

    public func fetchUsers() async throws -> [User] {
        requestCount += 1
        nextID += 1
        let id = nextID
        let planned: Outcome = plans.isEmpty ? .base : .result(plans.removeFirst())
        let outcome: Outcome
        if isReleasing {
            outcome = planned
        } else {
            outcome = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    pending.append(Request(id: id, planned: planned, continuation: continuation))
                    resumeWaiters()
                }
            } onCancel: {
                Task { await self.requestWasCancelled(id) }
            }
        }
        switch outcome {
        case .result(let result): return try result.get()
        case .thrown(let error): throw error
        case .base: return try await base.fetchUsers()
        }
    }

    /// Plans queue up in order.
    public func planNextResult(_ result: Result<[User], UserServiceError>) {
        plans.append(result)
    }

    public var pendingCount: Int { pending.count }

    /// So a test knows the work it started has reached the service before it completes any.
    public func waitForPending(count: Int) async {
        await wait { $0.pending.count >= count }
    }

    public func waitForCancellations(count: Int) async {
        await wait { $0.cancelledCount >= count }
    }

    private func wait(until isReady: @escaping (isolated ControllableUserService) -> Bool) async {
        nextID += 1
        let id = nextID
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if isReady(self) || Task.isCancelled {
                    continuation.resume()
                } else {
                    waiters[id] = Waiter(isReady: isReady, continuation: continuation)
                }
            }
        } onCancel: {
            Task { await self.waiterWasCancelled(id) }
        }
    }

    // MARK: - Completing requests

    /// With no `result`, the request gets the one planned for it.
    public func completeOldest(with result: Result<[User], UserServiceError>? = nil) {
        guard !pending.isEmpty else { return }
        resume(pending.removeFirst(), with: result.map(Outcome.result))
    }

    public func completeNewest(with result: Result<[User], UserServiceError>? = nil) {
        guard let request = pending.popLast() else { return }
        resume(request, with: result.map(Outcome.result))
    }

    /// For errors a real service throws that are not a ``UserServiceError``.
    public func completeOldest(throwing error: any Error) {
        guard !pending.isEmpty else { return }
        resume(pending.removeFirst(), with: .thrown(error))
    }

    /// Later fetches answer at once too, until ``holdRequests()``.
    public func releaseAll() {
        isReleasing = true
        while !pending.isEmpty {
            resume(pending.removeFirst(), with: nil)
        }
    }

    public func holdRequests() {
        isReleasing = false
    }

    // MARK: - Bookkeeping

    private func resume(_ request: Request, with outcome: Outcome?) {
        request.continuation.resume(returning: outcome ?? request.planned)
    }

    private func resumeWaiters() {
        let ready = waiters.filter { $0.value.isReady(self) }
        for (id, waiter) in ready {
            waiters[id] = nil
            waiter.continuation.resume()
        }
    }

    private func requestWasCancelled(_ id: Int) {
        guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
        cancelledCount += 1
        if honoursCancellation {
            resume(pending.remove(at: index), with: .thrown(CancellationError()))
        }
        resumeWaiters()
    }

    private func waiterWasCancelled(_ id: Int) {
        waiters.removeValue(forKey: id)?.continuation.resume()
    }
}
