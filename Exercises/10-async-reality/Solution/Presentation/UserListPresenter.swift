// The presenter: the list's presentation logic, and the owner of its asynchronous work.
// Loads can overlap — the app coming back to the foreground reloads even while a load
// runs — so the presenter must decide which answer counts, and what becomes of a load that
// was replaced. It knows the model and the `UserListView` protocol only.

import UserModel

/// Decides everything the user list shows, and tells its passive view.
@MainActor
public final class UserListPresenter {
    /// The attached view, held weakly: the view controller owns the presenter.
    public private(set) weak var view: (any UserListView)?
    /// The newest load, running or finished; tests await it.
    public private(set) var loadTask: Task<Void, Never>?

    private let service: any UserService
    private var isLoading = false
    /// The number of the newest request; answers to older ones are stale.
    private var newestRequest = 0

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

    /// The app came back to the foreground: reload, even while a load is in progress.
    /// Ignored before the screen's first load.
    public func sceneWillEnterForeground() {
        guard loadTask != nil else { return }
        load()
    }

    // MARK: - Loading

    private func load() {
        loadTask?.cancel()
        newestRequest += 1
        let request = newestRequest
        setLoading(true)
        view?.showError(nil)
        loadTask = Task { [weak self, service] in
            do {
                let fetched = try await service.fetchUsers()
                self?.loadFinished(request, with: .success(fetched))
            } catch {
                self?.loadFinished(request, with: .failure(error))
            }
        }
    }

    private func loadFinished(_ request: Int, with result: Result<[User], any Error>) {
        // A newer request has started since this one: its answer must win, so drop this one.
        guard request == newestRequest else { return }
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
            view?.showError("Couldn't load users: \(error.userFacingMessage)")
        }
    }

    /// While loading, the spinner shows and Refresh can't be tapped.
    private func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
        view?.setLoading(isLoading)
        view?.setRefreshEnabled(!isLoading)
    }
}
