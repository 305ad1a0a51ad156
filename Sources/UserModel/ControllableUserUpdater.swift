// An update service whose saves stay in flight until a test completes them, in any order:
// how the form's saving, failure and race states are reached without sleeping.

/// A save completed without an explicit result succeeds with the user it was sent.
///
/// As with ``ControllableUserService``, a service that honours cancellation throws
/// `CancellationError` at once, and one that doesn't keeps a cancelled save pending, like a
/// server that stored the change anyway. The form must cope with both.
public actor ControllableUserUpdater: UserUpdating {
    private struct Save {
        var id: Int
        var user: User
        var continuation: CheckedContinuation<Result<User, any Error>, Never>
    }

    public let honoursCancellation: Bool
    private var pending: [Save] = []
    private typealias Waiter = (
        isReady: (isolated ControllableUserUpdater) -> Bool, resume: CheckedContinuation<Void, Never>
    )
    private var waiters: [Int: Waiter] = [:]
    private var nextID = 0

    public private(set) var requestCount = 0
    public private(set) var cancelledCount = 0

    public init(honoursCancellation: Bool = false) {
        self.honoursCancellation = honoursCancellation
    }

    public func update(_ user: User) async throws -> User {
        requestCount += 1
        nextID += 1
        let id = nextID
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                pending.append(Save(id: id, user: user, continuation: continuation))
                resumeWaiters()
            }
        } onCancel: {
            Task { await self.saveWasCancelled(id) }
        }
        return try result.get()
    }

    /// The users of the saves still in flight, oldest first: what the form sent.
    public var pendingUsers: [User] { pending.map(\.user) }

    public func waitForPending(count: Int) async {
        await wait { $0.pending.count >= count }
    }

    public func waitForCancellations(count: Int) async {
        await wait { $0.cancelledCount >= count }
    }

    // MARK: - Completing saves

    /// With no `result`, the save succeeds with the user it was sent.
    public func completeOldest(with result: Result<User, UserServiceError>? = nil) {
        guard !pending.isEmpty else { return }
        complete(pending.removeFirst(), with: result)
    }

    public func completeNewest(with result: Result<User, UserServiceError>? = nil) {
        guard let save = pending.popLast() else { return }
        complete(save, with: result)
    }

    // MARK: - Bookkeeping

    private func complete(_ save: Save, with result: Result<User, UserServiceError>?) {
        save.continuation.resume(returning: (result ?? .success(save.user)).mapError { $0 })
    }

    private func wait(until isReady: @escaping (isolated ControllableUserUpdater) -> Bool) async {
        nextID += 1
        let id = nextID
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if isReady(self) || Task.isCancelled {
                    continuation.resume()
                } else {
                    waiters[id] = (isReady, continuation)
                }
            }
        } onCancel: {
            Task { await self.waiterWasCancelled(id) }
        }
    }

    private func resumeWaiters() {
        for (id, waiter) in waiters where waiter.isReady(self) {
            waiters[id] = nil
            waiter.resume.resume()
        }
    }

    private func saveWasCancelled(_ id: Int) {
        guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
        cancelledCount += 1
        if honoursCancellation {
            pending.remove(at: index).continuation.resume(returning: .failure(CancellationError()))
        }
        resumeWaiters()
    }

    private func waiterWasCancelled(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume.resume()
    }
}
