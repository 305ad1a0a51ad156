// The presenter: all of the list's presentation logic — when to load, what to show, how to
// word it — and none of its drawing. It knows the model and the `UserListView` protocol
// only; its module doesn't depend on the view kit, so a test needs nothing but a view that
// records what it is told.

import UserModel

/// Decides everything the user list shows, and tells its passive view.
///
/// Events return at once: the presenter shows the loading state before the method returns,
/// and fetches in a task it keeps in ``loadTask``.
@MainActor
public final class UserListPresenter {
    /// The attached view, held weakly: the view controller owns the presenter.
    public private(set) weak var view: (any UserListView)?
    /// The load in flight, or the last one; a test awaits it.
    public private(set) var loadTask: Task<Void, Never>?

    /// Where users come from.
    private let service: any UserService
    /// Every user of the last successful load, in list order; `nil` until one succeeds.
    private var users: [User]?
    /// The search text as typed.
    private var query = ""
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

    /// The screen appeared for the first time: show the title and load.
    public func viewDidLoad() {
        view?.setTitle("Users")
        load()
    }

    /// The user tapped Refresh. Ignored while a load is in progress.
    public func refreshTapped() {
        guard !isLoading else { return }
        load()
    }

    /// The user tapped Retry after the first load failed: the same as Refresh.
    public func retryTapped() {
        refreshTapped()
    }

    /// The user changed the search text: filter what was loaded, never refetch.
    public func searchTextChanged(_ text: String) {
        query = text
        showList()
    }

    // MARK: - Loading

    private func load() {
        loadTask?.cancel()
        setLoading(true)
        view?.showError(nil)
        view?.setRetryVisible(false)
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
            users = UserListRules.sorted(fetched)
            showList()
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing the user should read about.
            break
        case .failure(let error):
            // The previous rows, if any, stay on screen under the error.
            view?.showError("Couldn't load users: \(error.userFacingMessage)")
            // Retry only until a load has ever succeeded; after that, Refresh is the way.
            view?.setRetryVisible(users == nil)
        }
    }

    /// While loading, the spinner shows and Refresh can't be tapped.
    private func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
        view?.setLoading(isLoading)
        view?.setRefreshEnabled(!isLoading)
    }

    /// Shows the header and the rows for the loaded users and the current query.
    private func showList() {
        guard let users else { return }
        let query = UserListRules.trimmed(query)
        let shown = users.filter { UserListRules.matches($0, query: query) }
        view?.showSummary(Self.summary(shown: shown.count, total: users.count, query: query))
        view?.showRows(shown.map(Self.row(for:)))
    }

    // MARK: - Wording

    /// `6 users`, `1 of 6 users`, `No users yet.` or `No users match "zz".`
    private static func summary(shown: Int, total: Int, query: String) -> String {
        let count = total == 1 ? "1 user" : "\(total) users"
        if total == 0 { return "No users yet." }
        if query.isEmpty { return count }
        if shown == 0 { return "No users match \"\(query)\"." }
        return "\(shown) of \(count)"
    }

    private static func row(for user: User) -> UserRow {
        let age = user.age == 1 ? "1 year" : "\(user.age) years"
        return UserRow(title: "\(user.firstName) \(user.lastName)", detail: "\(age) · \(user.email)")
    }
}
