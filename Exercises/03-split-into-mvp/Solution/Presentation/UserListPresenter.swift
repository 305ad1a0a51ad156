// The presenter: all of the list's presentation logic — when to load, what to show, how to
// word it — and none of its drawing. It knows the model and the `UserListView` protocol
// only; its module cannot import the view kit, so the compiler keeps the split honest.

import UserModel

/// Decides everything the user list shows, and tells its passive view.
@MainActor
public final class UserListPresenter {
    /// The attached view, held weakly: the view controller owns the presenter, not the
    /// other way round.
    public private(set) weak var view: (any UserListView)?
    /// The load in flight, or the last one; tests await it.
    public private(set) var loadTask: Task<Void, Never>?

    /// Where users come from.
    private let service: any UserService
    /// Every user of the last successful load, in list order; `nil` until one succeeds.
    private var users: [User]?
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
        view?.setTitle("Users")
        load()
    }

    /// The user tapped Refresh.
    public func refreshTapped() {
        guard !isLoading else { return }
        load()
    }

    /// The user tapped Retry.
    public func retryTapped() {
        refreshTapped()
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
            let users = UserListRules.sorted(fetched)
            self.users = users
            view?.showSummary(Self.summary(count: users.count))
            view?.showRows(users.map(Self.row(for:)))
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

    // MARK: - Wording

    private static func summary(count: Int) -> String {
        switch count {
        case 0: "No users yet."
        case 1: "1 user"
        default: "\(count) users"
        }
    }

    private static func row(for user: User) -> UserRow {
        let age = user.age == 1 ? "1 year" : "\(user.age) years"
        return UserRow(title: "\(user.firstName) \(user.lastName)", detail: "\(age) · \(user.email)")
    }
}
