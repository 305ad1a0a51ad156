// Loading, as a small object the list controller owns: it calls the service, numbers each
// request, drops answers to all but the newest, cancels the older load (and its own on
// `deinit`) and tells a cancellation from a failure. It knows the model, not the screen:
// what an outcome means for the widgets is the controller's call.

import UserModel

@MainActor
public final class UserListLoader {
    public enum Outcome {
        /// In list order.
        case loaded([ListedUser])
        case failed(any Error)
        /// Nothing went wrong that the user should read about.
        case cancelled
    }

    /// Hears the outcome of the newest request only.
    public var onFinish: ((Outcome) -> Void)?
    public private(set) var isLoading = false
    /// The newest load; its tests await it.
    private(set) var loadTask: Task<Void, Never>?

    private let service: any UserService
    private var newestRequest = 0

    public init(service: any UserService) {
        self.service = service
    }

    deinit {
        loadTask?.cancel()
    }

    public var hasStarted: Bool {
        newestRequest > 0
    }

    /// Starts even while a load runs, cancelling it: the newest request wins. Whether a
    /// tap may start one is the controller's decision.
    public func load() {
        loadTask?.cancel()
        newestRequest += 1
        let request = newestRequest
        isLoading = true

        loadTask = Task { [weak self, service] in
            let result: Result<[User], any Error>
            do {
                result = .success(try await service.fetchUsers())
            } catch {
                result = .failure(error)
            }
            self?.requestFinished(request, with: result)
        }
    }

    private func requestFinished(_ request: Int, with result: Result<[User], any Error>) {
        // A newer request has started since this one. Its task was cancelled, but a service
        // may answer anyway: the newer request's answer must win, so drop this one.
        guard request == newestRequest else { return }
        isLoading = false
        switch result {
        case .success(let fetched):
            onFinish?(.loaded(UserListRules.listed(fetched)))
        case .failure(let error) where error is CancellationError:
            onFinish?(.cancelled)
        case .failure(let error):
            onFinish?(.failed(error))
        }
    }
}
