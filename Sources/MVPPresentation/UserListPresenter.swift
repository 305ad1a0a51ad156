// The presenter: all of the list's presentation logic — when to load, what to show, how to
// word it, where to navigate — and none of its drawing. It knows the model and the
// ``UserListView`` protocol only; its target doesn't depend on the view kit.

import UserModel

/// The view controller owns the presenter and the presenter holds it weakly, so the two go
/// together and `deinit` cancels the load in flight. Events return at once: the presenter
/// starts each load, cancels the one before, and drops any answer that isn't the newest.
@MainActor
public final class UserListPresenter {
    private let service: any UserService
    private let favourites: FavouritesStore
    private(set) weak var view: (any UserListView)?

    private var users: [ListedUser]?
    /// Kept so that a selected row maps back to its user.
    private var shownUsers: [ListedUser] = []
    private var query = ""
    private var isLoading = false
    private var newestRequest = 0

    /// The newest load; its tests await it.
    private(set) var loadTask: Task<Void, Never>?

    public init(service: any UserService, favourites: FavouritesStore) {
        self.service = service
        self.favourites = favourites
        favourites.addObserver(self)
    }

    deinit {
        loadTask?.cancel()
    }

    /// Not an initializer parameter: the view controller that owns the presenter is made after it.
    public func attach(_ view: any UserListView) {
        self.view = view
    }

    // MARK: - What the user did

    public func viewDidLoad() {
        view?.setTitle("Users")
        load()
    }

    /// Ignored while a load is in progress.
    public func refreshTapped() {
        guard !isLoading else { return }
        load()
    }

    public func retryTapped() {
        refreshTapped()
    }

    /// Reloads even while a load is in progress (the newest request wins). Ignored before
    /// the screen's first load.
    public func sceneWillEnterForeground() {
        guard newestRequest > 0 else { return }
        load()
    }

    public func searchTextChanged(_ text: String) {
        query = text
        showList()
    }

    public func rowSelected(at index: Int) {
        guard shownUsers.indices.contains(index) else { return }
        view?.showDetail(UserDetailPresenter(user: shownUsers[index].user, favourites: favourites))
    }

    // MARK: - Loading

    private func load() {
        loadTask?.cancel()
        newestRequest += 1
        let request = newestRequest
        setLoading(true)
        view?.showError(nil)
        view?.setRetryVisible(false)

        loadTask = Task { [weak self, service] in
            let result: Result<[User], any Error>
            do {
                result = .success(try await service.fetchUsers())
            } catch {
                result = .failure(error)
            }
            self?.loadFinished(request, with: result)
        }
    }

    private func loadFinished(_ request: Int, with result: Result<[User], any Error>) {
        // A newer request has started since this one. Its task was cancelled, but a service
        // may answer anyway: the newer request's answer must win, so drop this one.
        guard request == newestRequest else { return }
        setLoading(false)
        switch result {
        case .success(let fetched):
            users = UserListRules.listed(fetched)
            showList()
        case .failure(let error) where error is CancellationError:
            // Cancelled, not failed: nothing went wrong that the user should read about.
            break
        case .failure(let error):
            view?.showError("Couldn't load users: \(error.userFacingMessage)")
            // Retry only until a load has ever succeeded; after that, Refresh is the way.
            view?.setRetryVisible(users == nil)
        }
    }

    private func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
        view?.setLoading(isLoading)
        view?.setRefreshEnabled(!isLoading)
    }

    private func showList() {
        guard let users else { return }
        let trimmedQuery = UserListRules.trimmed(query)
        shownUsers = UserListRules.filter(users, query: trimmedQuery)
        view?.showSummary(summary(of: users, query: trimmedQuery))
        let rows = shownUsers.map { UserRow(user: $0.user, isFavourite: favourites.isFavourite($0.user.id)) }
        view?.showRows(rows)
    }

    // MARK: - Wording

    private func summary(of users: [ListedUser], query: String) -> String {
        if users.isEmpty { return "No users yet." }
        if !query.isEmpty {
            return shownUsers.isEmpty
                ? "No users match \"\(query)\"." : "\(shownUsers.count) of \(Self.count(users.count))"
        }
        switch users.count(where: { favourites.isFavourite($0.user.id) }) {
        case 0: return Self.count(users.count)
        case 1: return "\(Self.count(users.count)) · 1 favourite"
        case let favouriteCount: return "\(Self.count(users.count)) · \(favouriteCount) favourites"
        }
    }

    private static func count(_ users: Int) -> String {
        users == 1 ? "1 user" : "\(users) users"
    }
}

// MARK: - Listening to the model

extension UserListPresenter: FavouritesObserver {
    public func favouritesDidChange(_ store: FavouritesStore) {
        showList()
    }
}
