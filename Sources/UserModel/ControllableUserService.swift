// A service whose fetches stay in flight until a test or a script completes them, in any
// order. It is how the workbook reaches loading, refreshing, stale-response and
// cancellation states deterministically, without sleeping.

/// A service whose fetches wait until they are completed by hand.
///
/// Each call to ``fetchUsers()`` becomes a pending request. Complete the oldest or the
/// newest one with a result, or with what was planned for it, or let everything through
/// with ``releaseAll()``:
///
/// ```swift
/// let service = ControllableUserService()
/// presenter.viewDidLoad()
/// await service.waitForPending(count: 1)
/// await service.completeOldest(with: .success(User.sample))
/// await presenter.loadTask?.value
/// ```
///
/// A request completed without an explicit result gets the result planned for it with
/// ``planNextResult(_:)`` when it started, or else whatever ``base`` returns.
///
/// **Cancellation.** Cancelling the task of a pending fetch is counted in
/// ``cancelledCount``. A service that honours cancellation throws `CancellationError` at
/// once, as most do; one that doesn't keeps the request pending until it is completed,
/// like a server whose answer was already on its way. Presentation logic must cope with
/// both: that is why it checks which request an answer belongs to.
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

    /// Someone waiting until enough requests are pending, or enough were cancelled.
    private struct Waiter {
        var isReady: (isolated ControllableUserService) -> Bool
        var continuation: CheckedContinuation<Void, Never>
    }

    /// Answers requests completed with no result of their own.
    public let base: any UserService
    /// Whether a fetch whose task is cancelled throws `CancellationError` at once.
    public let honoursCancellation: Bool
    private var plans: [Result<[User], UserServiceError>] = []
    private var pending: [Request] = []
    private var waiters: [Int: Waiter] = [:]
    private var nextID = 0
    private var isReleasing = false

    /// How many fetches have started, completed or not.
    public private(set) var requestCount = 0
    /// How many fetches had their task cancelled while they were pending.
    public private(set) var cancelledCount = 0

    /// Creates a service whose unplanned requests fall back to `base` — by default the
    /// built-in sample, without latency — and which throws `CancellationError` for a
    /// cancelled fetch only if `honoursCancellation` is `true`.
    public init(base: any UserService = SampleUserService(), honoursCancellation: Bool = false) {
        self.base = base
        self.honoursCancellation = honoursCancellation
    }

    /// Suspends until the request is completed by hand, or answers at once while
    /// ``releaseAll()`` is in force.
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

    /// Decides the result of the next fetch to start (plans queue up in order).
    public func planNextResult(_ result: Result<[User], UserServiceError>) {
        plans.append(result)
    }

    /// How many fetches are waiting to be completed.
    public var pendingCount: Int { pending.count }

    /// Suspends until at least `count` fetches are waiting — so a test knows the work it
    /// started has reached the service before it completes anything — or until the
    /// waiting task is cancelled.
    public func waitForPending(count: Int) async {
        await wait { $0.pending.count >= count }
    }

    /// Suspends until at least `count` fetches have had their task cancelled, or until the
    /// waiting task is cancelled.
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

    /// Completes the request that started first with `result`, or with its planned result
    /// when `result` is `nil`. Does nothing when none is pending.
    public func completeOldest(with result: Result<[User], UserServiceError>? = nil) {
        guard !pending.isEmpty else { return }
        resume(pending.removeFirst(), with: result.map(Outcome.result))
    }

    /// Completes the request that started last with `result`, or with its planned result
    /// when `result` is `nil`. Does nothing when none is pending.
    public func completeNewest(with result: Result<[User], UserServiceError>? = nil) {
        guard let request = pending.popLast() else { return }
        resume(request, with: result.map(Outcome.result))
    }

    /// Ends the request that started first by throwing `error` — for errors a real service
    /// throws that are not a ``UserServiceError``, such as `CancellationError`.
    public func completeOldest(throwing error: any Error) {
        guard !pending.isEmpty else { return }
        resume(pending.removeFirst(), with: .thrown(error))
    }

    /// Completes every pending request with its planned result, oldest first, and answers
    /// every later fetch at once until ``holdRequests()``.
    public func releaseAll() {
        isReleasing = true
        while !pending.isEmpty {
            resume(pending.removeFirst(), with: nil)
        }
    }

    /// Ends ``releaseAll()``: later fetches wait again.
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
