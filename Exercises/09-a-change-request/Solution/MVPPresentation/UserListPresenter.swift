// The presenter: the list's presentation logic — when to load, what to show, how to word
// it — and none of its drawing. It knows the model and the `UserListView` protocol only.

import UserModel

/// Decides everything the user list shows, and tells its passive view.
@MainActor
public final class UserListPresenter {
    /// The attached view, held weakly: the view controller owns the presenter.
    public private(set) weak var view: (any UserListView)?
    /// The load in flight, or the last one; tests await it.
    public private(set) var loadTask: Task<Void, Never>?

    private let service: any UserService
    private var isLoading = false

    /// Creates a presenter that loads users from `service`.
    public init(service: any UserService) {
        self.service = service
    }

    deinit {
        loadTask?.cancel()
    }

    /// Starts telling `view` what to show.
    public func attach(_ view: any UserListView) {
        self.view = view
    }

    // MARK: - What the user did

    /// The screen appeared for the first time.
    public func viewDidLoad() {
        load()
    }

    /// The user tapped Refresh. Ignored while a load is in progress.
    public func refreshTapped() {
        guard !isLoading else { return }
        load()
    }

    /// The user tapped Dismiss under the error.
    public func dismissTapped() {
        view?.showError(nil)
        view?.setDismissVisible(false)
    }

    // MARK: - Loading

    private func load() {
        setLoading(true)
        view?.showError(nil)
        view?.setDismissVisible(false)
        loadTask = Task { [weak self, service] in
            do {
                let fetched = try await service.fetchUsers()
                self?.loadFinished(with: .success(fetched))
            } catch {
                self?.loadFinished(with: .failure(error))
            }
        }
    }

    private func loadFinished(with result: Result<[User], any Error>) {
        setLoading(false)
        switch result {
        case .success(let fetched):
            let users = UserListRules.sorted(fetched)
            view?.showSummary(UserListWording.header(userCount: users.count))
            view?.showRows(users.map(UserListWording.row(for:)))
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing the user should read about.
            break
        case .failure(let error):
            // The previous rows, if any, stay on screen under the error.
            view?.showError("Couldn't load users: \(error.userFacingMessage)")
            view?.setDismissVisible(true)
        }
    }

    /// While loading, the spinner shows and Refresh can't be tapped.
    private func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
        view?.setLoading(isLoading)
        view?.setRefreshEnabled(!isLoading)
    }
}
