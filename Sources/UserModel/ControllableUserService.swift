// A service whose fetches stay in flight until a test or a script completes them, in any
// order. It is how the workbook reaches loading, refreshing and stale-response states
// deterministically, without sleeping.

/// A service whose fetches wait until they are completed by hand.
///
/// Each call to ``fetchUsers()`` becomes a pending request. Complete the oldest or the
/// newest one with a result, or with what was planned for it, or let everything through
/// with ``releaseAll()``:
///
/// ```swift
/// let service = ControllableUserService()
/// let load = Task { await presenter.viewDidLoad() }
/// await service.waitForPending(count: 1)
/// await service.completeOldest(with: .success(User.sample))
/// await load.value
/// ```
///
/// A request completed without an explicit result gets the result planned for it with
/// ``planNextResult(_:)`` when it started, or else whatever ``base`` returns.
public actor ControllableUserService: UserService {
    private enum Outcome: Sendable {
        case result(Result<[User], UserServiceError>)
        case base
    }

    private struct Request {
        var planned: Outcome
        var continuation: CheckedContinuation<Outcome, Never>
    }

    /// Answers requests completed with no result of their own.
    public let base: any UserService
    private var plans: [Result<[User], UserServiceError>] = []
    private var pending: [Request] = []
    private var pendingWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var isReleasing = false

    /// How many fetches have started, completed or not.
    public private(set) var requestCount = 0

    /// Creates a service whose unplanned requests fall back to `base` — by default the
    /// built-in sample, without latency.
    public init(base: any UserService = SampleUserService()) {
        self.base = base
    }

    /// Suspends until the request is completed by hand, or answers at once while
    /// ``releaseAll()`` is in force.
    public func fetchUsers() async throws -> [User] {
        requestCount += 1
        let planned: Outcome = plans.isEmpty ? .base : .result(plans.removeFirst())
        let outcome: Outcome
        if isReleasing {
            outcome = planned
        } else {
            outcome = await withCheckedContinuation { continuation in
                pending.append(Request(planned: planned, continuation: continuation))
                resumePendingWaiters()
            }
        }
        switch outcome {
        case .result(let result): return try result.get()
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
    /// started has reached the service before it completes anything.
    public func waitForPending(count: Int) async {
        if pending.count >= count { return }
        await withCheckedContinuation { continuation in
            pendingWaiters.append((count, continuation))
        }
    }

    /// Completes the request that started first with `result`, or with its planned
    /// result when `result` is `nil`. Does nothing when none is pending.
    public func completeOldest(with result: Result<[User], UserServiceError>? = nil) {
        guard !pending.isEmpty else { return }
        resume(pending.removeFirst(), with: result)
    }

    /// Completes the request that started last with `result`, or with its planned result
    /// when `result` is `nil`. Does nothing when none is pending.
    public func completeNewest(with result: Result<[User], UserServiceError>? = nil) {
        guard let request = pending.popLast() else { return }
        resume(request, with: result)
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

    private func resume(_ request: Request, with result: Result<[User], UserServiceError>?) {
        request.continuation.resume(returning: result.map(Outcome.result) ?? request.planned)
    }

    private func resumePendingWaiters() {
        let ready = pendingWaiters.filter { pending.count >= $0.count }
        pendingWaiters.removeAll { pending.count >= $0.count }
        for waiter in ready { waiter.continuation.resume() }
    }
}
